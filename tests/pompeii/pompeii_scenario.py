"""Pompeii scenario tests in the rulebook's words: the kit's Scenario (games/core/testing.py) on a
match started from an arranged table (Pompeii.arrange: hands, the deck's top, pieces, lava, the
bag, Phase II), played answer by answer.

Pompeii asks one seat at a time, so ``asked`` is the one open prompt and ``choose`` answers it.
A piece of the flow is over when the next one asks: ``playing`` is the seat asked to play a card.
"""

from __future__ import annotations

from games.core.testing import Scenario
from games.pompeii import GAME
from games.pompeii import board as B
from games.pompeii import rules as R
from games.pompeii.board import parse_square_id, square_id

ARRANGED = ("active", "hands", "deck_top", "ad79", "pieces", "escaped", "volcano", "supply", "lava", "bag",
            "phase", "initial_tiles")
# A seat-1 piece on a street two steps from a gate, far from every square the tests look at: it
# keeps the game going (no piece on the board ends it) and asks seat 1 to move on its turn.
WITNESS = "r5c6"


def sq(text: str):
    return parse_square_id(text)


def full(squares, seat: int = 2) -> dict:
    """Pieces of ``seat`` on every circle of ``squares`` (for ``pieces=``)."""
    return {square_id(s): [seat] * B.SQUARES[s].circles for s in squares}


def harmless(taken: set, count: int) -> list:
    """``count`` tiles whose symbols are not in ``taken``: each goes on a vent of its own, where it
    stops no move and cuts nothing off."""
    return [symbol for symbol in B.VENTS if symbol not in taken][:count]


class PompeiiScenario(Scenario):
    def __init__(self, players: int = 3, seed: int = 1, **arrange_and_options):
        arrange = {k: arrange_and_options.pop(k) for k in ARRANGED if k in arrange_and_options}
        super().__init__(GAME, players, arrange_and_options, seed, arrange=arrange)

    @property
    def asked(self):
        """The one open prompt."""
        (prompt,) = self.prompts()
        return prompt

    @property
    def ids(self) -> list:
        return [c.id for c in self.asked.choices]

    @property
    def playing(self):
        """The seat asked to play a card (None when no card is asked for)."""
        p = self.asked
        return p.seat if p.key == "pompeii.prompt.play_card" else None

    def choose(self, *ids) -> "PompeiiScenario":
        """The asked seat picks ``ids``."""
        return self.answer(self.asked.seat, list(ids))

    def play(self, card: str) -> "PompeiiScenario":
        """The seat asked to play a card plays ``card``."""
        return self.answer(self.playing, [card], "play_card")

    def play_and_place(self) -> "PompeiiScenario":
        """The seat asked plays the first card of its hand and places its piece on the first free
        circle offered, bringing no relatives."""
        self.play(self.asked.choices[0].id)
        self.choose(self.ids[0])
        while self.asked.key == "pompeii.prompt.relative":
            self.choose(R.STOP)
        return self


def in_flight(players: int = 3, tiles=(), pieces=None, lava=None, witness: bool = True, spare: int = 3,
              **arrange) -> PompeiiScenario:
    """Phase II after the six first tiles, seat 0 to draw: the bag holds ``tiles`` then ``spare``
    harmless tiles, and (``witness``) seat 1 has a piece on WITNESS."""
    pieces = dict(pieces or {})
    if witness:
        pieces[WITNESS] = pieces.get(WITNESS, []) + [1]
    lava = dict(lava or {})
    taken = set(lava.values()) | {symbol for tile in tiles for symbol in tile.split("/")}
    arrange.setdefault("active", 0)
    arrange.setdefault("initial_tiles", 0)
    return PompeiiScenario(players, phase=R.FLIGHT, pieces=pieces, lava=lava,
                           bag=list(tiles) + harmless(taken, spare), **arrange)


__all__ = ["PompeiiScenario", "in_flight", "full", "harmless", "sq", "square_id", "R", "B", "WITNESS"]
