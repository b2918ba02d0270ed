"""三国杀 at an event (docs/events.md). Seed 000 l.469-489 (docs/rules/sanguosha.md §10, R33-R35;
docs/rules/tournament.md §1.2, T4-T10): "比賽三場，加總個人得分，比較第一名、第二名、第三名"; no tie-break
in the seed, so equal totals share the place (T20). The end screen shows the same points: the engine's
outcome carries ``scores`` computed by ``score``.

The outcome read here is the one docs/sanguosha-view.md ("The outcome") describes: ``result`` (who won),
``roles`` by seat, ``winners``, ``alive_at_win``, ``kills`` ({"killer", "victim"} per death, killer None
without a source) and ``one_on_one`` (the Renegades who were once the last two living with the Lord).
"""

from games.events import EventRules, by_seat, line

# What a match's ``result`` names (docs/sanguosha-view.md): the side that won, or a draw.
LORD_SIDE, REBELS, RENEGADE, DRAW = "lord", "rebels", "renegade", "draw"

# The seed's table, one row per (role, result) that scores: base + multiplier x count. A role with no row
# for the result scores 0 ("得分 = 0" in the seed). ``seat`` names a condition on the scoring seat itself;
# ``count`` what is counted (at the start for "players", at the moment of the win otherwise).
#   role        result      seat            base  count              x
BASE_ROWS = (
    # "內奸獲勝：得分 = 4 + 遊戲人數×2" (seed 000 l.472). R35: only the Renegade who won, the surviving one.
    ("renegade", RENEGADE, "winner", 4, "players", 2),
    # "主公／忠臣獲勝：若與主公单挑後敗北：得分 = 遊戲人數×1" (l.473); "未和主公单挑敗北：得分 = 0" (l.474).
    ("renegade", LORD_SIDE, "one_on_one", 0, "players", 1),
    # "反賊獲勝：存活：得分 = 1" (l.475); "死亡：得分 = 0" (l.476).
    ("renegade", REBELS, "alive", 1, None, 0),
    # "主公／忠臣獲勝：得分 = 4 + 獲勝時忠臣存活數×2" (l.478); "反賊獲勝：得分 = 0" (l.479).
    ("lord", LORD_SIDE, None, 4, "loyalists_alive", 2),
    # "內奸獲勝：得分 = 1" (l.480).
    ("lord", RENEGADE, None, 1, None, 0),
    # "主公／忠臣獲勝：得分 = 5 + 獲勝時忠臣存活數×1" (l.482); "反賊／內奸獲勝：得分 = 0" (l.483).
    ("loyalist", LORD_SIDE, None, 5, "loyalists_alive", 1),
    # "主公／忠臣／內奸獲勝：得分 = 0" (l.485); "反賊獲勝：得分 = 獲勝時反賊存活數×3" (l.486).
    # R33: every Rebel scores it, dead ones too ("不論反賊角色死活", l.466).
    ("rebel", REBELS, None, 0, "rebels_alive", 3),
)

# "另外還有個人加分：獲勝的主公/忠臣每消滅1个反賊或內奸 + 1分；反賊每消滅一个忠臣或內奸 + 1分 消滅主公的 + 2分"
# (seed 000 l.488-489). "消滅" is being the killer (§6.10: the source of the fatal damage). Only the
# Lord/Loyalist clause says "獲勝的"; R34: a Rebel's bonus counts win or lose.
KILL_BONUS = {
    "lord": {"only_if_won": True, "per_victim": {"rebel": 1, "renegade": 1}},
    "loyalist": {"only_if_won": True, "per_victim": {"rebel": 1, "renegade": 1}},
    "rebel": {"only_if_won": False, "per_victim": {"loyalist": 1, "renegade": 1, "lord": 2}},
}


def score(outcome: dict, players: int) -> dict:
    """Each seat's points of one finished match: its role's row of the seed's table plus its kill bonus.
    A draw (both piles empty, or the round cap: §5, R5, R6) scores 0 for everyone (T10)."""
    roles = _roles_by_seat(outcome["roles"])
    result = match_result(outcome)
    winners, alive = set(outcome.get("winners") or ()), set(outcome.get("alive_at_win") or ())
    counts = {"players": players,
              "loyalists_alive": sum(1 for s in alive if roles[s] == "loyalist"),
              "rebels_alive": sum(1 for s in alive if roles[s] == "rebel")}
    conditions = {"winner": winners, "alive": alive, "one_on_one": set(outcome.get("one_on_one") or ())}
    return {s: _seat_line(s, roles, result, s in winners, counts, conditions, outcome.get("kills") or ())
            for s in range(players)}


def match_result(outcome: dict) -> str:
    """``lord``, ``rebels``, ``renegade`` or ``draw``, from the outcome's ``sanguosha.result.<side>`` key."""
    return str(outcome.get("result") or "").rsplit(".", 1)[-1] or DRAW


def _seat_line(seat, roles, result, won, counts, conditions, kills) -> dict:
    role = roles[seat]
    if result == DRAW:
        return line(0, role=role, won=False, draw=True)
    base, counted, count = _base_points(seat, role, result, counts, conditions)
    bonus = _kill_bonus(seat, role, won, roles, kills)
    detail = {"role": role, "won": won, "base": base, "bonus": bonus}
    if counted:
        detail[counted] = counts[counted]
    return line(base + bonus, **detail)


def _base_points(seat, role, result, counts, conditions) -> tuple:
    """The seat's row of the table: (points, what was counted, its number); (0, None, 0) without a row."""
    for row_role, row_result, seat_condition, base, counted, times in BASE_ROWS:
        if row_role != role or row_result != result:
            continue
        if seat_condition and seat not in conditions[seat_condition]:
            continue
        count = counts[counted] if counted else 0
        return base + times * count, counted, count
    return 0, None, 0


def _kill_bonus(seat, role, won, roles, kills) -> int:
    rule = KILL_BONUS.get(role)
    if rule is None or (rule["only_if_won"] and not won):
        return 0
    # A death with no source (闪电, HP loss) has no killer and gives no bonus (T6).
    return sum(rule["per_victim"].get(roles[int(k["victim"])], 0)
               for k in kills if k.get("killer") is not None and int(k["killer"]) == seat)


def _roles_by_seat(roles) -> dict:
    """The outcome's ``roles``: a list in seat order, or a seat-keyed map (string keys once read back)."""
    return by_seat(roles) if isinstance(roles, dict) else dict(enumerate(roles))


EVENT = EventRules(rounds=3, score=score)
