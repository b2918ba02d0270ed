"""Avalon scenario tests in the rulebook's words: the kit's Scenario (games/core/testing.py) with
the steps of a round (the night, a proposal, the vote, the quest, the Lady).

``AvalonScenario(7, roles=[...], leader=0, lady="off")`` deals the roles chosen (Avalon.arrange);
without ``roles`` the seed deals them and the tests find seats by role (``seat_of``).
"""

from __future__ import annotations

from games.avalon import GAME
from games.avalon.rules import EVIL, GOOD, side_of
from games.core.testing import Scenario


class AvalonScenario(Scenario):
    def __init__(self, players: int = 5, seed: int = 1, roles=None, leader=None, **options):
        arrange = {k: v for k, v in (("roles", roles), ("leader", leader)) if v is not None}
        super().__init__(GAME, players, options, seed, arrange=arrange)

    # -- who is who ---------------------------------------------------------------------
    def seat_of(self, role: str) -> int:
        return self.state.roles.index(role)

    def seats_of(self, side: str) -> list:
        return [s for s, r in enumerate(self.state.roles) if side_of(r) == side]

    @property
    def good(self) -> list:
        return self.seats_of(GOOD)

    @property
    def evil(self) -> list:
        return self.seats_of(EVIL)

    @property
    def leader(self) -> int:
        return self.table_of(None)["leader"]

    def size(self) -> int:
        """The team size of the quest at hand."""
        return self.table_of(None)["quests"][self.state.quest]["size"]

    def good_team(self, size: int) -> list:
        return self.good[:size]

    def team_with_evil(self, size: int, evil_count: int = 1) -> list:
        return self.evil[:evil_count] + self.good[: size - evil_count]

    # -- a round, step by step ------------------------------------------------------------
    def night(self) -> "AvalonScenario":
        """Every seat confirms it has seen its role card."""
        assert self.state.phase == "night"
        return self.answer_all(True)

    def propose(self, team) -> "AvalonScenario":
        """The Leader proposes ``team`` (a Lady check the scenario does not care about takes its
        time-out answer first)."""
        if self.state.phase == "lady":
            self.time_out("lady")
        return self.answer(self.leader, [str(s) for s in team])

    def vote(self, approve=None) -> "AvalonScenario":
        """Everyone votes; ``approve``: the seats approving (default: all)."""
        approve = set(range(self.players)) if approve is None else set(approve)
        return self.answer_all(lambda p: ["approve" if p.seat in approve else "reject"], "vote")

    def quest(self, fail=()) -> "AvalonScenario":
        """Every team member plays a card: Fail for the seats in ``fail``, Success otherwise."""
        return self.answer_all(lambda p: ["fail" if p.seat in fail else "success"], "quest")

    def play_quest(self, team, fail=()) -> "AvalonScenario":
        return self.propose(team).vote().quest(fail)

    def reject_round(self) -> "AvalonScenario":
        """The Leader proposes the good team and everyone rejects it."""
        return self.propose(self.good_team(self.size())).vote(approve=())

    def lady(self, target: int) -> "AvalonScenario":
        """The Lady's holder checks ``target``."""
        assert self.state.phase == "lady"
        return self.answer(self.state.lady_holder, [str(target)])
