"""Dixit at an event (docs/events.md). Seed 000 l.609 "比賽只比一場 ... 由分數高低取第一名、第二名、
第三名"; docs/rules/tournament.md T16: no tie-break, tied players share the place."""

from games.events import EventRules, by_seat, line


def score(outcome: dict, players: int) -> dict:
    """docs/rules/tournament.md §3.4: Dixit counts the final score of its one match, so the event
    points are the score."""
    points = by_seat(outcome["points"])
    return {s: line(points[s], won=s in outcome["winners"]) for s in range(players)}


EVENT = EventRules(rounds=1, score=score)
