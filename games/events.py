"""Event scoring: each game's event declaration, and the arithmetic from finished matches
to standings with places.

A game that an event can score the seed's way declares it in ``games/<id>/event.py`` as
``EVENT = EventRules(...)``: its planned rounds, its tie-break chain, its warnings per
point and the function that turns one finished match's result record (its ``outcome``)
into a score line per seat. A game without that module scores 1 per winner. The engine
(``games/core``) knows nothing of events; the server's event hall (server/events.py)
reads ``event_rules(game_id)``. The authority is docs/rules/tournament.md (§3.4-3.5) over
seed 000's 計分方式 paragraphs; docs/events.md explains the whole feature.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Optional

from . import REGISTRY


def line(points: int, stats: Optional[dict] = None, **detail) -> dict:
    """One seat's score of one match: its points, the tie-break numbers it carries
    and a breakdown for the leaderboard (e.g. base 4 + 2 living members x 2)."""
    return {"points": int(points), "stats": dict(stats or {}), "detail": detail}


def by_seat(mapping: Any) -> dict:
    """An outcome's per-seat map with int keys: outcomes read back from the store are
    JSON, where every key is a string."""
    return {int(k): v for k, v in (mapping or {}).items()}


def win_point(outcome: dict, players: int) -> dict:
    """§3.4 Default for other games: 1 per winner (also Avalon's and 盗梦都市's seed rule)."""
    winners = set(outcome.get("winners") or ())
    return {s: line(int(s in winners), won=s in winners) for s in range(players)}


@dataclass(frozen=True)
class EventRules:
    """How an event scores one game: ``rounds``, the seed's number of matches; ``tiebreaks``,
    (stat, "high" | "low") after the total, then a shared place; ``warnings_per_point``, every
    Nth warning of a referee costs a point (0: no warnings in this game); ``score(outcome,
    players)``, seat -> ``line`` of one finished match (the outcome possibly read back from JSON)."""

    rounds: int = 3
    tiebreaks: tuple = ()
    warnings_per_point: int = 0
    score: Callable[[dict, int], dict] = win_point

    def describe(self) -> dict:
        return {"rounds": self.rounds, "tiebreaks": [list(t) for t in self.tiebreaks],
                "warnings_per_point": self.warnings_per_point}


DEFAULT = EventRules()
_declared: dict = {}


def event_rules(game_id: str) -> EventRules:
    """The ``EVENT`` of the game's ``event`` module (next to its rules), or ``DEFAULT``."""
    package = REGISTRY[game_id]
    if package not in _declared:
        _declared[package] = _declaration(package)
    return _declared[package]


def _declaration(package: str) -> EventRules:
    # A game registered as a plain module (a test's toy game) has no folder to hold an event module.
    if not hasattr(importlib.import_module(package), "__path__"):
        return DEFAULT
    if importlib.util.find_spec(package + ".event") is None:
        return DEFAULT
    return importlib.import_module(package + ".event").EVENT


def penalty_points(points: Iterable[int], warnings: int, warnings_per_point: int) -> int:
    """T13 (docs/rules/tournament.md): every third warning costs one more point
    (3 -> -1, 6 -> -2). Point penalties are given as negative numbers."""
    total = sum(int(p) for p in points)
    if warnings_per_point > 0:
        total -= warnings // warnings_per_point
    return total


def rank(rows: list[dict], tiebreaks: Iterable = ()) -> list[dict]:
    """Sort ``rows`` ({"total", "stats", ...}) by total, then by each (stat, "high"|"low")
    of the tie-break chain, and give each a ``place``.

    T20 (docs/rules/tournament.md): tied players share a place and the next place is skipped
    (standard competition ranking: 1, 2, 2, 4); ``tied`` is the size of the row's group, whose
    members split the prizes of the positions they span."""
    chain = tuple(tiebreaks)

    def key(row: dict) -> tuple:
        stats = row.get("stats") or {}
        parts = [-row["total"]]
        for stat, order in chain:
            value = stats.get(stat, 0)
            parts.append(-value if order == "high" else value)
        return tuple(parts)

    ordered = sorted(rows, key=key)
    out, i = [], 0
    while i < len(ordered):
        j = i
        while j < len(ordered) and key(ordered[j]) == key(ordered[i]):
            j += 1
        for row in ordered[i:j]:
            out.append({**row, "place": i + 1, "tied": j - i})
        i = j
    return out
