"""魔城馬車 at an event (docs/events.md). Seed 001 has no competition scoring (docs/rules/kutschfahrt.md §8):
Default D7, not from the seed, is a point for every winner (the winning society, or the Loge alone); equal
totals share the place."""

from games.events import EventRules, line


def scores(winners, players: int) -> dict:
    """§8: 1 point for each winner, 0 for everyone else."""
    won = set(winners)
    return {s: int(s in won) for s in range(players)}


def score(outcome: dict, players: int) -> dict:
    points = scores(outcome["winners"], players)
    return {s: line(points[s], won=bool(points[s]), side=outcome.get("side")) for s in range(players)}


EVENT = EventRules(rounds=3, score=score)
