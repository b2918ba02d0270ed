"""Dixit at an event (docs/events.md). Seed 000 l.609 "比賽只比一場 ... 由分數高低取第一名、第二名、
第三名"; T16: no tie-break, tied players share the place."""

from games.events import EventRules, by_seat, line


def score(outcome: dict, players: int) -> dict:
    """Tournament §3.4 "Dixit | final score; single match": the event points are the score."""
    points = by_seat(outcome["points"])
    return {s: line(points[s], won=s in outcome["winners"]) for s in range(players)}


EVENT = EventRules(rounds=1, score=score)
