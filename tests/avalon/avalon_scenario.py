"""A small driver for Avalon scenario tests: a Match with fixed seed, answered seat by seat."""

from __future__ import annotations

import json

from games.avalon import GAME
from games.avalon.rules import EVIL, GOOD, side_of
from games.core import Match
from tests.conformance import FactIndex


def leaks(match: Match) -> list:
    """(reader, fact) for each fact a view shows to a reader that may not know it
    (the conformance rule, tests/conformance.py, listing every hit)."""
    secrets = list(GAME.secrets(match.state))
    out = []
    for reader in [None, *range(match.players)]:
        shown = FactIndex(json.loads(json.dumps(match.view(reader))))
        out += [(reader, dict(s.fact)) for s in secrets
                if (reader is None or reader not in s.seats) and shown.find(s.fact) is not None]
    return out


class Table:
    def __init__(self, players: int = 5, seed: int = 1, **options):
        self.m = Match(GAME, players, options, seed)
        self.n = players

    # -- reading ----------------------------------------------------------------
    @property
    def st(self):
        return self.m.state

    def table(self, seat=None) -> dict:
        return self.m.view(seat)["table"]

    def seat_of(self, role: str) -> int:
        return self.st.roles.index(role)

    def seats_of(self, side: str) -> list:
        return [s for s, r in enumerate(self.st.roles) if side_of(r) == side]

    @property
    def good(self) -> list:
        return self.seats_of(GOOD)

    @property
    def evil(self) -> list:
        return self.seats_of(EVIL)

    @property
    def leader(self) -> int:
        return self.st.leader

    def open(self, key_suffix: str = "") -> list:
        return [p for p in self.m.prompts if p.key.endswith(key_suffix)]

    def prompt(self, seat: int):
        ps = self.m.prompts_for(seat)
        assert ps, f"seat {seat} has no open prompt (open: {[(p.seat, p.key) for p in self.m.prompts]})"
        return ps[0]

    # -- answering --------------------------------------------------------------
    def answer(self, seat: int, answer):
        """Submit; returns the Rejection or None."""
        return self.m.submit(seat, self.prompt(seat).id, answer)

    def ok(self, seat: int, answer):
        problem = self.answer(seat, answer)
        assert problem is None, problem
        return self

    def night(self):
        assert self.st.phase == "night"
        for s in range(self.n):
            self.ok(s, True)
        return self

    def propose(self, team):
        if self.st.phase == "lady":  # a Lady check the scenario does not care about: use the default
            self.ok(self.st.lady_holder, self.prompt(self.st.lady_holder).default)
        return self.ok(self.leader, [str(s) for s in team])

    def vote(self, approve=None):
        """Everyone votes; ``approve`` = seats approving (default: all)."""
        approve = set(range(self.n)) if approve is None else set(approve)
        for s in range(self.n):
            self.ok(s, ["approve" if s in approve else "reject"])
        return self

    def quest(self, fail=()):
        for p in list(self.m.prompts):
            self.ok(p.seat, ["fail" if p.seat in fail else "success"])
        return self

    def play_quest(self, team, fail=()):
        return self.propose(team).vote().quest(fail)

    def reject_round(self):
        """The Leader proposes the good team and everyone rejects it."""
        return self.propose(self.good_team(self.size())).vote(approve=())

    def lady(self, target: int):
        assert self.st.phase == "lady"
        return self.ok(self.st.lady_holder, [str(target)])

    def good_team(self, size: int) -> list:
        return self.good[:size]

    def team_with_evil(self, size: int, evil_count: int = 1) -> list:
        return self.evil[:evil_count] + self.good[: size - evil_count]

    def size(self) -> int:
        return self.st.quests[self.st.quest]["size"]
