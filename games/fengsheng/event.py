"""风声 at an event (docs/events.md). Seed 000 l.61 "比賽三場"; shared places (no tie-break in the
seed). The rules' end screen shows the same points (``FengSheng.outcome`` calls ``score``)."""

from games.events import EventRules, by_seat, line

from . import data as D


def score(outcome: dict, players: int) -> dict:
    """Seed 000 l.60-67 "比賽三場，加總個人得分 ... 軍情局得分 = 4 + 獲勝時軍情局存活數×2；潛伏戰線得分 =
    4 + 獲勝時潛伏戰線存活數×2；打醬油的得分 = 5 + 總人數×1". T1: every member of the winning faction
    scores, dead or alive; losers 0. T3: a bystander scores only with their own mission
    (they are then among the winners); "總人數" is the number seated at the start."""
    identities = by_seat(outcome["identities"])
    winners, alive = set(outcome["winners"]), set(outcome.get("alive_at_win") or ())
    lines = {}
    for s in range(players):
        ident = identities[s]
        rule = D.SCORING[ident]
        if s not in winners:
            lines[s] = line(0, identity=ident, won=False)
        elif ident == "bystander":
            lines[s] = line(rule["base"] + rule["per_starting_player"] * players, identity=ident,
                            won=True, base=rule["base"], players=players)
        else:
            living = sum(1 for t in range(players) if identities[t] == ident and t in alive)
            lines[s] = line(rule["base"] + rule["per_living_member"] * living, identity=ident,
                            won=True, base=rule["base"], living=living)
    return lines


EVENT = EventRules(rounds=3, score=score)
