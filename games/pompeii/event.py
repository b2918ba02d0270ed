"""Pompeii at an event (docs/events.md). Seed 000 l.683-688 "比賽只比一場，所以逃出居民數量最多的玩家
獲勝，若平手則比較火山內的居民，較少的玩家獲勝" (T17)."""

from games.events import EventRules, by_seat, line


def score(outcome: dict, players: int) -> dict:
    """docs/rules/tournament.md §3.4: Pompeii counts the escaped pieces of one match, the volcano
    count breaks ties."""
    escaped, volcano = by_seat(outcome["escaped"]), by_seat(outcome["volcano"])
    return {s: line(escaped[s], {"volcano": volcano[s]}, won=s in outcome["winners"]) for s in range(players)}


EVENT = EventRules(rounds=1, tiebreaks=(("volcano", "low"),), score=score)
