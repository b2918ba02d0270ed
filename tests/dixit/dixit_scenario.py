"""A small driver for Dixit scenario tests: a Match on a synthetic test deck, answered seat by seat.

The engine tests do not depend on the built-in art: they register their own decks
("test100": 100 cards with tags; "bare40": 40 cards without tags; "scenes100": 30 scenes of 3
variants each (``group``) and 10 cards without a group, 40 different scenes in all).
"""

from __future__ import annotations

from games.core import Match
from games.dixit import GAME, decks
from tests.conformance import check_views

TEST_DECK, BARE_DECK, SCENE_DECK = "test100", "bare40", "scenes100"
SCENES, VARIANTS, LONE = 30, 3, 10
decks.register(TEST_DECK, decks.synthetic_cards("t", 100, seed=7))
decks.register(BARE_DECK, [{"id": f"u{k:03d}", "tags": {"en": [], "zh-Hant": [], "zh-Hans": []}}
                           for k in range(40)])
decks.register(SCENE_DECK, [dict(c, group=f"scene{k // VARIANTS}") if k < SCENES * VARIANTS else c
                            for k, c in enumerate(decks.synthetic_cards("g", SCENES * VARIANTS + LONE, seed=3))])


def leaks(match: Match) -> list:
    """The conformance leak check (tests/conformance.py) as a value: [] when no view shows a
    fact its reader may not know, else the checker's message."""
    try:
        check_views(match)
    except AssertionError as e:
        return [str(e)]
    return []


class Table:
    def __init__(self, players: int = 4, seed: int = 1, **options):
        options.setdefault("decks", [TEST_DECK])
        self.m = Match(GAME, players, options, seed)
        self.n = players

    # -- reading ----------------------------------------------------------------
    @property
    def st(self):
        return self.m.state

    @property
    def teller(self) -> int:
        return self.st.storyteller

    @property
    def others(self) -> list:
        return [s for s in range(self.n) if s != self.teller]

    def table(self, seat=None) -> dict:
        return self.m.view(seat)["table"]

    def prompt(self, seat: int):
        (p,) = self.m.prompts_for(seat)
        return p

    def number_of(self, seat: int) -> int:
        """The board number of ``seat``'s (first) card."""
        return next(e["n"] for e in self.st.board if e["owner"] == seat)

    def numbers_of(self, seat: int) -> list:
        return [e["n"] for e in self.st.board if e["owner"] == seat]

    # -- answering --------------------------------------------------------------
    def answer(self, seat: int, answer):
        """Submit and return the rejection (None when accepted)."""
        return self.m.submit(seat, self.prompt(seat).id, answer)

    def ok(self, seat: int, answer) -> "Table":
        problem = self.answer(seat, answer)
        assert problem is None, problem
        return self

    def tell(self, card: str | None = None, clue: str = "moon") -> "Table":
        """The storyteller picks ``card`` (default: the first of the hand) and gives the clue."""
        self.ok(self.teller, [card or self.st.hands[self.teller][0]])
        return self.ok(self.teller, clue if self.st.options["clue"] == "typed" else True)

    def decoys(self) -> "Table":
        """Every other player submits the first card(s) of the hand."""
        k = self.st.rules.cards_each
        for s in self.others:
            self.ok(s, self.st.hands[s][:k])
        return self

    def ballots(self, by_seat: dict) -> "Table":
        """Every voter names the board numbers ``by_seat[voter]`` (one per token)."""
        return self.vote(lambda s: by_seat[s])

    def vote(self, choice) -> "Table":
        """``choice(voter) -> list of board numbers`` for every voter."""
        for s in self.others:
            self.ok(s, [str(x) for x in choice(s)])
        return self

    def round(self, choice) -> "Table":
        return self.tell().decoys().vote(choice)

    def gains(self) -> list:
        return self.st.rounds[-1]["gains"]
