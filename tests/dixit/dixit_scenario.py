"""Dixit scenario tests in the rulebook's words: the kit's Scenario (games/core/testing.py) with the
steps of a round (tell, decoys, vote), on synthetic test decks.

``DixitScenario(5, storyteller=0, hands={...}, layout=[...])`` starts from an arranged deal
(Dixit.arrange); without it the seed deals. The engine tests do not depend on the built-in art:
they register their own decks ("test100": 100 cards with tags; "bare40": 40 cards without tags;
"scenes100": 30 scenes of 3 variants each (``group``) and 10 cards without a group, 40 different
scenes in all).
"""

from __future__ import annotations

from games.core.testing import Scenario
from games.dixit import GAME, decks

TEST_DECK, BARE_DECK, SCENE_DECK = "test100", "bare40", "scenes100"
SCENES, VARIANTS, LONE = 30, 3, 10
decks.register(TEST_DECK, decks.synthetic_cards("t", 100, seed=7))
decks.register(BARE_DECK, [{"id": f"u{k:03d}", "tags": {"en": [], "zh-Hant": [], "zh-Hans": []}}
                           for k in range(40)])
decks.register(SCENE_DECK, [dict(c, group=f"scene{k // VARIANTS}") if k < SCENES * VARIANTS else c
                            for k, c in enumerate(decks.synthetic_cards("g", SCENES * VARIANTS + LONE, seed=3))])

ARRANGED = ("hands", "pile_top", "storyteller", "layout")


class DixitScenario(Scenario):
    def __init__(self, players: int = 4, seed: int = 1, game=GAME, **options):
        arrange = {k: options.pop(k) for k in ARRANGED if options.get(k) is not None}
        options.setdefault("decks", [TEST_DECK])
        super().__init__(game, players, options, seed, arrange=arrange)

    # -- who is who ---------------------------------------------------------------------
    @property
    def teller(self) -> int:
        return self.table_of(None)["storyteller"]

    @property
    def others(self) -> list:
        return [s for s in range(self.players) if s != self.teller]

    def hand_of(self, seat: int) -> list:
        """The cards ``seat``'s phone shows in its hand."""
        return [c["card"] for c in self.table_of(seat)["hand"]]

    def number_of(self, seat: int) -> int:
        """The board number of ``seat``'s (first) card."""
        return self.numbers_of(seat)[0]

    def numbers_of(self, seat: int) -> list:
        """The board numbers ``seat``'s phone marks as its own."""
        return [e["n"] for e in self.table_of(seat)["board"] if e.get("owner") == seat]

    # -- a round, step by step ------------------------------------------------------------
    def tell(self, card: str | None = None, clue: str = "moon") -> "DixitScenario":
        """The storyteller picks ``card`` (default: the first of the hand) and gives the clue."""
        self.answer(self.teller, [card or self.hand_of(self.teller)[0]])
        return self.answer(self.teller, clue if self.state.options["clue"] == "typed" else True)

    def decoys(self, cards: dict | None = None) -> "DixitScenario":
        """Every other player submits ``cards[seat]`` (default: the first card(s) of the hand)."""
        k = self.state.rules.cards_each
        return self.answers({s: (cards or {}).get(s) or self.hand_of(s)[:k] for s in self.others})

    def ballots(self, by_seat: dict) -> "DixitScenario":
        """Every voter names the board numbers ``by_seat[voter]`` (one per token)."""
        return self.vote(lambda s: by_seat[s])

    def vote(self, choice) -> "DixitScenario":
        """``choice(voter) -> list of board numbers`` for every voter."""
        return self.answers({s: [str(x) for x in choice(s)] for s in self.others})

    def round(self, choice) -> "DixitScenario":
        return self.tell().decoys().vote(choice)

    def gains(self) -> list:
        return self.table_of(None)["rounds"][-1]["gains"]
