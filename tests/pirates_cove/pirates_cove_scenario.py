"""Pirate's Cove scenario tests in the rulebook's words: the kit's Scenario (games/core/testing.py) with the
steps of a month (events, the wheels, the Navy, a fight, the shops).

``PiratesCoveScenario(3, ships={0: {"gold": 5}}, dice=[6, 6, 1], pirate_at="4")`` starts at month 1 (no
outfitting, empty hands unless ``hands`` says otherwise) from PiratesCove.arrange; the pirate on the board
starts at ``pirate_at`` and sails one island on before the wheels turn (so "4" puts it at island 5).
"""

from __future__ import annotations

from games.core.testing import Scenario
from games.pirates_cove import GAME

PASS = ["pass"]


class PiratesCoveScenario(Scenario):
    def __init__(self, players: int = 3, seed: int = 1, hands=None, tavern_top=None, treasure_top=None,
                 pirates=("p1",), pirate_at="4", ships=None, dice=None, month=1, outfit=None, **options):
        arrange = {"hands": {s: [] for s in range(players)} | {int(s): h for s, h in (hands or {}).items()},
                   "pirates": list(pirates), "pirate_at": pirate_at, "month": month}
        for key, value in (("tavern_top", tavern_top), ("treasure_top", treasure_top), ("ships", ships),
                           ("dice", dice), ("outfit", outfit)):
            if value is not None:
                arrange[key] = value
        super().__init__(GAME, players, options, seed, arrange=arrange)

    # -- reading the table ----------------------------------------------------------------
    def ship(self, seat: int) -> dict:
        return self.table_of(None)["ships"][seat]

    def island(self, island: str) -> dict:
        return next(i for i in self.table_of(None)["islands"] if i["island"] == island)

    def hand(self, seat: int) -> list:
        return [c["kind"] for c in self.table_of(seat)["me"]["hand"]]

    @property
    def battle(self) -> dict:
        return self.table_of(None)["battle"]

    @property
    def locker(self) -> dict:
        return self.table_of(None)["locker"]

    def log_keys(self) -> list:
        return [e["key"].rsplit(".", 1)[1] for e in self.table_of(None)["log"]]

    def asked(self, key: str) -> bool:
        return bool(self.prompts(key))

    # -- a month, step by step --------------------------------------------------------------
    def no_events(self) -> "PiratesCoveScenario":
        """Everyone passes when asked for Event cards before sailing."""
        return self.answer_all(PASS, "prompt.event")

    def sail(self, *islands) -> "PiratesCoveScenario":
        """Events passed, then every wheel turned (seat order) and revealed; the Navy not sent."""
        if self.asked("prompt.event"):
            self.no_events()
        self.answers({s: [str(i)] for s, i in enumerate(islands)}, "prompt.destination")
        if self.asked("prompt.navy"):
            self.answer_all(PASS, "prompt.navy")
        return self

    def stay(self, *seats) -> "PiratesCoveScenario":
        for seat in seats:
            self.answer(seat, ["stay"], "prompt.flee")
        return self

    def fire(self, seat: int, target, section: str) -> "PiratesCoveScenario":
        return self.answer(seat, [f"{target}:{section}"], "prompt.fire")

    def no_cards(self) -> "PiratesCoveScenario":
        """Nobody plays a Battle card before this broadside."""
        return self.answer_all(PASS, "prompt.battle_card")

    def no_volley(self) -> "PiratesCoveScenario":
        return self.answer_all(PASS, "prompt.volley")

    def shop(self, seat: int, *buys) -> "PiratesCoveScenario":
        """The seat's shop: each purchase in turn, then done."""
        for choice in buys:
            self.answer(seat, [choice], "prompt.shop")
        return self.answer(seat, ["done"], "prompt.shop")

    def to_next_month(self) -> "PiratesCoveScenario":
        """Every remaining question of the month takes its default (time-outs) until next month's events."""
        month = self.table_of(None)["month"]
        while not self.finished and not (self.table_of(None)["month"] > month and self.asked("prompt.event")):
            self.time_out()
        return self

    def to_the_end(self) -> "PiratesCoveScenario":
        while not self.finished:
            self.time_out()
        return self
