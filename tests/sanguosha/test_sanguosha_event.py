"""三国杀's event scoring (games/sanguosha/event.py): every row of docs/rules/sanguosha.md §10 (seed 000
l.469-489) and every scoring ruling (R33-R35; docs/rules/tournament.md T4-T10), from outcome dicts shaped as
docs/sanguosha-view.md ("The outcome") gives them. The game is not registered yet, so the module is
imported directly rather than through games.events.event_rules."""

import json

from games.events import rank
from games.sanguosha import event
from games.sanguosha.event import EVENT, score

LORD_SIDE_WINNERS = ("lord", "loyalist")


def match(roles, result, alive, kills=(), one_on_one=(), winners=None):
    """A finished match: ``roles`` in seat order ("lord loyalist rebel ..."), ``result`` lord | rebels |
    renegade | draw, the seats alive at the end, ``kills`` as (killer, victim) pairs (killer None: no source)."""
    roles = roles.split()
    if winners is None:
        side = {"lord": LORD_SIDE_WINNERS, "rebels": ("rebel",)}.get(result, ())
        winners = [s for s, r in enumerate(roles) if r in side]
    return {"winners": list(winners), "result": f"sanguosha.result.{result}", "params": {}, "roles": roles,
            "alive_at_win": list(alive), "kills": [{"killer": k, "victim": v} for k, v in kills],
            "one_on_one": list(one_on_one), "players": len(roles)}


def points(outcome):
    lines = score(outcome, outcome["players"])
    return [lines[s]["points"] for s in range(outcome["players"])]


# ------------------------------------------------------------------ 内奸 Renegade (seed 000 l.471-476)

def test_a_winning_renegade_scores_four_plus_twice_the_players():
    # l.472 "內奸獲勝：得分 = 4 + 遊戲人數×2": 5 players, 4 + 10. The Lord scores 1 (l.480), the rest 0.
    # R33/T4: "players" is the number seated at the start, not the 2 left for the one-on-one.
    outcome = match("lord loyalist rebel rebel renegade", "renegade", alive=[4],
                    kills=[(4, 1), (4, 2), (4, 3), (4, 0)], one_on_one=[4], winners=[4])
    assert points(outcome) == [1, 0, 0, 0, 14]


def test_a_renegade_who_lost_a_one_on_one_with_the_lord_scores_the_number_of_players():
    # l.473 "主公／忠臣獲勝：若與主公单挑後敗北：得分 = 遊戲人數×1": 6 players, 6.
    outcome = match("lord loyalist rebel rebel rebel renegade", "lord", alive=[0],
                    kills=[(5, 2), (5, 3), (5, 4), (5, 1), (0, 5)], one_on_one=[5])
    assert points(outcome)[5] == 6


def test_a_renegade_who_lost_without_a_one_on_one_scores_nothing():
    # l.474 "未和主公单挑敗北：得分 = 0".
    outcome = match("lord loyalist rebel rebel renegade", "lord", alive=[0, 1],
                    kills=[(1, 4), (0, 2), (1, 3)])
    assert points(outcome)[4] == 0


def test_on_a_rebel_win_a_living_renegade_scores_one():
    # l.475 "反賊獲勝：存活：得分 = 1".
    outcome = match("lord loyalist rebel rebel renegade", "rebels", alive=[2, 4], kills=[(2, 1), (3, 0)])
    assert points(outcome)[4] == 1


def test_on_a_rebel_win_a_dead_renegade_scores_nothing():
    # l.476 "死亡：得分 = 0".
    outcome = match("lord loyalist rebel rebel renegade", "rebels", alive=[2, 3],
                    kills=[(None, 4), (2, 1), (3, 0)])
    assert points(outcome)[4] == 0


# ------------------------------------------------------------------ 主公 Lord (seed 000 l.477-480)

def test_a_winning_lord_scores_four_plus_twice_the_living_loyalists():
    # l.478 "主公／忠臣獲勝：得分 = 4 + 獲勝時忠臣存活數×2": 2 of 3 Loyalists alive, 4 + 4. No kills of his own.
    outcome = match("lord loyalist loyalist loyalist rebel rebel rebel rebel renegade", "lord",
                    alive=[0, 1, 2], kills=[(1, 4), (1, 5), (2, 6), (2, 7), (None, 3), (1, 8)])
    assert points(outcome)[0] == 8


def test_the_lord_scores_nothing_when_the_rebels_win():
    # l.479 "反賊獲勝：得分 = 0".
    outcome = match("lord loyalist rebel rebel renegade", "rebels", alive=[1, 2, 3, 4], kills=[(None, 0)])
    assert points(outcome)[0] == 0


def test_the_lord_scores_one_when_the_renegade_wins():
    # l.480 "內奸獲勝：得分 = 1".
    outcome = match("lord loyalist rebel renegade", "renegade", alive=[3],
                    kills=[(3, 1), (3, 2), (3, 0)], one_on_one=[3], winners=[3])
    assert points(outcome)[0] == 1


# ------------------------------------------------------------------ 忠臣 Loyalist (seed 000 l.481-483)

def test_a_loyalist_on_the_winning_side_scores_five_plus_the_living_loyalists():
    # l.482 "主公／忠臣獲勝：得分 = 5 + 獲勝時忠臣存活數×1": 2 Loyalists alive, 5 + 2 each; no kills of theirs.
    outcome = match("lord loyalist loyalist rebel rebel rebel renegade", "lord", alive=[0, 1, 2],
                    kills=[(0, 3), (0, 4), (0, 5), (0, 6)])
    assert points(outcome)[1:3] == [7, 7]


def test_loyalists_score_nothing_when_the_rebels_or_the_renegade_win():
    # l.483 "反賊／內奸獲勝：得分 = 0".
    rebels = match("lord loyalist rebel rebel renegade", "rebels", alive=[1, 2], kills=[(None, 0)])
    renegade = match("lord loyalist rebel renegade", "renegade", alive=[3],
                     kills=[(None, 1), (None, 2), (None, 0)], one_on_one=[3], winners=[3])
    assert points(rebels)[1] == 0 and points(renegade)[1] == 0


# ------------------------------------------------------------------ 反贼 Rebel (seed 000 l.484-486)

def test_rebels_score_nothing_when_the_lord_side_or_the_renegade_wins():
    # l.485 "主公／忠臣／內奸獲勝：得分 = 0" (deaths without a source, so no kill bonus either).
    lord = match("lord loyalist rebel rebel renegade", "lord", alive=[0, 1],
                 kills=[(None, 2), (None, 3), (None, 4)])
    renegade = match("lord loyalist rebel renegade", "renegade", alive=[3],
                     kills=[(None, 1), (None, 2), (None, 0)], one_on_one=[3], winners=[3])
    assert points(lord)[2:4] == [0, 0] and points(renegade)[2] == 0


def test_every_rebel_scores_three_for_each_rebel_alive_at_the_win():
    # l.486 "反賊獲勝：得分 = 獲勝時反賊存活數×3": 2 of 3 Rebels alive, 6 each, the dead one too (R33).
    outcome = match("lord loyalist rebel rebel rebel renegade", "rebels", alive=[2, 3, 5],
                    kills=[(None, 4), (None, 1), (None, 0)])
    assert points(outcome)[2:5] == [6, 6, 6]


# ------------------------------------------------------------------ personal bonus (seed 000 l.488-489)

def test_a_winning_lord_or_loyalist_gets_one_for_each_rebel_or_renegade_they_killed():
    # l.488 "獲勝的主公/忠臣每消滅1个反賊或內奸 + 1分". Lord: 4 + 2×1 + 2 kills; Loyalist: 5 + 1 + 1 kill.
    outcome = match("lord loyalist rebel rebel renegade", "lord", alive=[0, 1],
                    kills=[(0, 2), (1, 3), (0, 4)])
    assert points(outcome)[0:2] == [8, 7]


def test_a_lord_or_loyalist_on_the_losing_side_gets_no_kill_bonus():
    # l.488 says "獲勝的": the Lord killed two Rebels and the Loyalist the Renegade, and the Rebels still won.
    outcome = match("lord loyalist rebel rebel rebel renegade", "rebels", alive=[4],
                    kills=[(0, 2), (0, 3), (1, 5), (4, 1), (4, 0)])
    assert points(outcome)[0:2] == [0, 0]


def test_a_rebel_gets_one_for_each_loyalist_or_renegade_and_two_for_the_lord():
    # l.489 "反賊每消滅一个忠臣或內奸 + 1分 消滅主公的 + 2分": seat 2 killed a Loyalist, the Renegade and the
    # Lord: 3×2 living Rebels + 1 + 1 + 2 = 10; seat 3 killed nobody: 6.
    outcome = match("lord loyalist rebel rebel renegade", "rebels", alive=[2, 3],
                    kills=[(2, 1), (2, 4), (2, 0)])
    assert points(outcome)[2:4] == [10, 6]


def test_killing_someone_of_ones_own_side_earns_no_bonus():
    # Only the victims the seed names count: a Loyalist killing a Loyalist, a Rebel killing a Rebel.
    outcome = match("lord loyalist loyalist rebel rebel renegade", "lord", alive=[0, 1],
                    kills=[(1, 2), (3, 4), (0, 3), (0, 5)])
    lines = score(outcome, 6)
    assert lines[1]["detail"]["bonus"] == 0 and lines[3]["detail"]["bonus"] == 0


# ------------------------------------------------------------------ the scoring rulings

def test_r33_dead_members_of_the_winning_side_score_its_formula():
    # R33: "主公和忠臣（不論死活）都獲勝" (l.467). The dead Loyalist scores 5 + 1 living Loyalist.
    outcome = match("lord loyalist loyalist rebel rebel renegade", "lord", alive=[0, 2],
                    kills=[(3, 1), (2, 3), (2, 4), (2, 5)])
    assert points(outcome)[1] == 6


def test_t4_loyalists_alive_does_not_count_the_lord():
    # 4 players, the Lord alive and his only Loyalist dead: 4 + 0, not 4 + 2.
    outcome = match("lord loyalist rebel renegade", "lord", alive=[0], kills=[(2, 1), (None, 2), (None, 3)])
    assert points(outcome)[0] == 4


def test_t6_a_death_without_a_source_is_nobodys_elimination():
    # 闪电 (no source) killed the Lord: the Rebels win and nobody gets the +2 for the Lord.
    outcome = match("lord loyalist rebel rebel renegade", "rebels", alive=[1, 2, 3, 4], kills=[(None, 0)])
    assert points(outcome)[2:4] == [6, 6]


def test_r34_a_rebels_kill_bonus_counts_even_when_the_rebels_lose():
    # R34: only the Lord/Loyalist clause of l.488 says "獲勝的". Seat 2 killed the Loyalist and lost: 0 + 1.
    outcome = match("lord loyalist rebel rebel renegade", "lord", alive=[0],
                    kills=[(2, 1), (0, 2), (0, 3), (0, 4)])
    assert points(outcome)[2] == 1


def test_r35_with_two_renegades_only_the_surviving_one_scores_the_renegade_win():
    # 6 players, double Renegade: seat 4 won (4 + 12); seat 5 died earlier and scores as a Renegade who lost
    # without a one-on-one, 0; the Lord scores 1.
    outcome = match("lord loyalist rebel rebel renegade renegade", "renegade", alive=[4],
                    kills=[(4, 5), (4, 1), (4, 2), (4, 3), (4, 0)], one_on_one=[4], winners=[4])
    assert points(outcome) == [1, 0, 0, 0, 16, 0]


def test_with_two_renegades_each_one_on_one_is_their_own():
    # The Lord's side wins: the Renegade who reached the last two with the Lord scores the players (6), the one
    # killed earlier scores 0 (l.473-474).
    outcome = match("lord loyalist rebel rebel renegade renegade", "lord", alive=[0],
                    kills=[(4, 5), (4, 1), (4, 2), (4, 3), (0, 4)], one_on_one=[4])
    assert points(outcome)[4:6] == [6, 0]


def test_t10_a_draw_scores_nothing_for_anyone_kills_included():
    # §5 R5/R6: both piles empty or the round cap; winners empty. A Rebel had killed the Loyalist.
    outcome = match("lord loyalist rebel rebel renegade", "draw", alive=[0, 2, 3, 4], kills=[(2, 1)])
    assert points(outcome) == [0, 0, 0, 0, 0]


# ------------------------------------------------------------------ the event

def test_an_outcome_read_back_from_json_scores_the_same():
    # The event hall reads outcomes back from the store: seat keys become strings.
    outcome = match("lord loyalist rebel rebel renegade", "rebels", alive=[2, 4],
                    kills=[(2, 1), (3, 0)])
    stored = json.loads(json.dumps({**outcome, "roles": dict(enumerate(outcome["roles"]))}))
    assert points(stored) == points(outcome) == [0, 0, 4, 5, 1]


def test_a_score_line_tells_how_it_was_made():
    outcome = match("lord loyalist rebel rebel renegade", "lord", alive=[0, 1], kills=[(0, 2), (1, 3), (0, 4)])
    assert score(outcome, 5)[0]["detail"] == {"role": "lord", "won": True, "base": 6, "bonus": 2,
                                             "loyalists_alive": 1}


def test_the_event_plans_three_matches_and_equal_totals_share_the_place():
    # l.470 "比賽三場，加總個人得分"; no tie-break in the seed (T20).
    assert EVENT.rounds == 3 and EVENT.tiebreaks == ()
    ranked = rank([{"name": n, "total": t, "stats": {}} for n, t in [("A", 9), ("B", 12), ("C", 9)]],
                  EVENT.tiebreaks)
    assert [(r["name"], r["place"]) for r in ranked] == [("B", 1), ("A", 2), ("C", 2)]


def test_the_result_key_names_the_side_that_won():
    assert [event.match_result({"result": f"sanguosha.result.{r}"}) for r in ("lord", "rebels", "renegade")] \
        == ["lord", "rebels", "renegade"]
    assert event.match_result({"result": None}) == "draw"


# ------------------------------------------------------------------ a whole match, computed by hand

def test_worked_example_six_players_the_lord_survives_alone():
    # Seats: 0 Lord, 1 Loyalist, 2-4 Rebels, 5 Renegade. In order: the Loyalist kills Rebel 2; Rebel 3 kills the
    # Loyalist; the Lord kills Rebel 3; 闪电 kills Rebel 4 (no source). The Lord and the Renegade are the last
    # two alive: a one-on-one (单挑), which the Lord wins by killing the Renegade. By hand:
    #   Lord      4 + 2×0 living Loyalists + 1 (Rebel 3) + 1 (the Renegade)  = 6
    #   Loyalist  5 + 1×0 (dead, R33) + 1 (Rebel 2)                            = 6
    #   Rebel 2   0 (the Lord's side won), no kills                            = 0
    #   Rebel 3   0 + 1 for the Loyalist (R34: win or lose)                    = 1
    #   Rebel 4   0; killed by 闪电, which gives nobody a bonus                 = 0
    #   Renegade  lost after a one-on-one with the Lord: 6 players × 1         = 6
    outcome = match("lord loyalist rebel rebel rebel renegade", "lord", alive=[0],
                    kills=[(1, 2), (3, 1), (0, 3), (None, 4), (0, 5)], one_on_one=[5])
    assert points(outcome) == [6, 6, 0, 1, 0, 6]
