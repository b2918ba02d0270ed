"""Avalon at an event (docs/events.md). Seed 000 l.538-547 (docs/rules/tournament.md §1.3): "共計3場"
(T11: three matches summed); "計分標準為積分制，贏的一方得1分" (T12: every member of the winning
side, dead or alive); "積分相同時，以刺殺梅林最多者獲勝" (T15); "閉眼階段出錯警告一次，若達3次則扣-1分"
(T13: every third warning)."""

from games.events import EventRules, by_seat, line


def score(outcome: dict, players: int) -> dict:
    """A point for each winner; the tie-break counts this match's Merlin assassination credit (T15)."""
    winners = set(outcome["winners"])
    credit = set(outcome.get("merlin_assassination_credit") or ())
    sides, roles = by_seat(outcome["sides"]), by_seat(outcome["roles"])
    return {s: line(int(s in winners), {"merlin_assassinations": int(s in credit)},
                    side=sides[s], role=roles[s], won=s in winners) for s in range(players)}


EVENT = EventRules(rounds=3, tiebreaks=(("merlin_assassinations", "high"),), warnings_per_point=3, score=score)
