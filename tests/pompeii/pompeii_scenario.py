"""A small driver for Pompeii scenario tests: a fresh state set up by the rules, arranged by the
test (pieces, lava, hands, the deck's top), and one piece of the flow run answer by answer."""

from __future__ import annotations

import random

from games.pompeii import GAME
from games.pompeii import rules as R
from games.pompeii.board import parse_square_id, square_id


def fresh(players: int = 3, seed: int = 1, **options) -> R.PompeiiState:
    return GAME.setup(players, GAME.resolve_options(options, players), random.Random(seed))


def in_flight(players: int = 3, **options) -> R.PompeiiState:
    """A state in Phase II after the six first tiles, with an empty board and no lava."""
    st = fresh(players, **options)
    st.phase, st.step, st.initial_left = R.FLIGHT, R.LAVA, 0
    st.supply = [0] * players
    return st


def sq(text: str):
    return parse_square_id(text)


def put(st, seat: int, where: str, count: int = 1) -> None:
    st.pieces.setdefault(sq(where), []).extend([seat] * count)


def fill(st, squares, seat: int = 2) -> None:
    """Fill every circle of ``squares`` with ``seat``'s pieces."""
    from games.pompeii.board import SQUARES
    for s in squares:
        st.pieces[s] = [seat] * SQUARES[s].circles


class Flow:
    """Run a generator of the flow: ``prompt`` is the open one (None when it ended)."""

    def __init__(self, gen):
        self.gen = gen
        self.prompt = None
        self._step(None)

    def _step(self, value):
        try:
            self.prompt = self.gen.send(value)
        except StopIteration:
            self.prompt = None

    @property
    def ids(self) -> list:
        return [c.id for c in self.prompt.choices]

    @property
    def key(self) -> str:
        return self.prompt.key

    def answer(self, *ids) -> "Flow":
        assert self.prompt is not None, "the flow has ended"
        problem = self.prompt.validate(list(ids))
        assert problem is None, problem
        self._step(list(ids))
        return self

    def defaults(self) -> "Flow":
        while self.prompt is not None:
            self._step(self.prompt.default)
        return self


__all__ = ["Flow", "fresh", "in_flight", "put", "fill", "sq", "square_id", "R"]
