"""Each game's event scoring (games/<id>/event.py), as seed 000's 計分方式 paragraphs give it
(docs/rules/tournament.md)."""

import json

import pytest

from games import REGISTRY, get_game
from games.events import event_rules, penalty_points, rank
from games.core.simulate import play_match


def names(ranked):
    return [(r["name"], r["place"]) for r in ranked]


def test_avalon_seed_example_ties_are_broken_by_merlin_assassinations_then_shared():
    # Seed 000 l.546-547: "A- 7分、B- 7分、C- 5分、D- 5分、E- 4分、F- 3分、G- 3分。AB同分，但A刺殺梅林數較多，
    # 因此A為第一名，B為第二名；CD同分，且刺殺梅林數相等，則C、D平分第三名獎勵。"
    rows = [{"name": n, "total": t, "stats": {"merlin_assassinations": m}}
            for n, t, m in [("B", 7, 1), ("A", 7, 2), ("C", 5, 1), ("D", 5, 1), ("E", 4, 0), ("F", 3, 0), ("G", 3, 0)]]
    ranked = rank(rows, event_rules("avalon").tiebreaks)
    assert names(ranked) == [("A", 1), ("B", 2), ("C", 3), ("D", 3), ("E", 5), ("F", 6), ("G", 6)]
    assert [r["tied"] for r in ranked] == [1, 1, 2, 2, 1, 2, 2]


def avalon_record(winning_side, assassinated):
    roles = ["merlin", "servant", "servant", "assassin", "minion"]
    sides = ["good", "good", "good", "evil", "evil"]
    winners = [s for s in range(5) if sides[s] == winning_side]
    return {"winners": winners, "roles": dict(enumerate(roles)), "sides": dict(enumerate(sides)),
            "merlin_assassination_credit": [3] if assassinated else []}


def test_avalon_the_winning_side_scores_one_each_and_the_assassin_carries_the_merlin_credit():
    lines = event_rules("avalon").score(avalon_record("evil", True), 5)
    assert [lines[s]["points"] for s in range(5)] == [0, 0, 0, 1, 1]
    assert [lines[s]["stats"]["merlin_assassinations"] for s in range(5)] == [0, 0, 0, 1, 0]
    good = event_rules("avalon").score(avalon_record("good", False), 5)
    assert [good[s]["points"] for s in range(5)] == [1, 1, 1, 0, 0]


def test_avalon_every_third_warning_costs_a_point():
    # T13: every third warning costs a point: 3 warnings -1, 6 warnings -2.
    per = event_rules("avalon").warnings_per_point
    assert [penalty_points([], w, per) for w in (0, 2, 3, 5, 6)] == [0, 0, -1, -1, -2]
    assert penalty_points([-2], 3, per) == -3
    assert penalty_points([], 9, event_rules("dixit").warnings_per_point) == 0


def fengsheng_record(identities, winners, alive):
    return {"winners": winners, "identities": dict(enumerate(identities)), "alive_at_win": alive}


def test_fengsheng_a_faction_scores_four_plus_two_per_living_member_dead_members_included():
    # Seed 000 l.62-63 "軍情局得分如下：" "得分 = 4 + 獲勝時軍情局存活數×2"; T1: the whole faction, dead or alive.
    ids = ["bureau", "bureau", "bureau", "lurker", "lurker", "bystander", "bystander"]
    lines = event_rules("fengsheng").score(fengsheng_record(ids, [0, 1, 2], alive=[0, 2, 3, 5, 6]), 7)
    assert [lines[s]["points"] for s in range(7)] == [8, 8, 8, 0, 0, 0, 0]
    assert lines[1]["detail"] == {"identity": "bureau", "won": True, "base": 4, "living": 2}


def test_fengsheng_a_bystander_with_their_mission_scores_five_plus_the_players_seated():
    # Seed 000 l.66-67 "打醬油的得分如下：" "得分 = 5 + 總人數×1"; T3: only with their own mission; both may score at once.
    ids = ["lurker", "lurker", "bureau", "bureau", "bystander", "bystander", "bystander", "bureau", "lurker"]
    lines = event_rules("fengsheng").score(fengsheng_record(ids, [0, 1, 8, 5], alive=[1, 2, 5]), 9)
    assert [lines[s]["points"] for s in range(9)] == [6, 6, 0, 0, 0, 14, 0, 0, 6]


def test_dixit_points_are_the_final_score_and_ties_share_the_place():
    # Seed 000 l.609 "由分數高低取第一名、第二名、第三名"; T16: no tie-break.
    record = {"winners": [1], "points": {"0": 25, "1": 31, "2": 25, "3": 12}}
    lines = event_rules("dixit").score(record, 4)
    rows = [{"name": str(s), "total": lines[s]["points"], "stats": lines[s]["stats"]} for s in range(4)]
    assert names(rank(rows, event_rules("dixit").tiebreaks)) == [("1", 1), ("0", 2), ("2", 2), ("3", 4)]


def test_pompeii_most_escaped_wins_and_fewer_in_the_volcano_breaks_a_tie():
    # Seed 000 l.687 "逃出居民數量最多的玩家獲勝，若平手則比較火山內的居民，較少的玩家獲勝".
    record = {"winners": [0], "escaped": {"0": 10, "1": 10, "2": 10, "3": 8}, "volcano": {"0": 3, "1": 5, "2": 3, "3": 0}}
    lines = event_rules("pompeii").score(record, 4)
    rows = [{"name": str(s), "total": lines[s]["points"], "stats": lines[s]["stats"]} for s in range(4)]
    assert names(rank(rows, event_rules("pompeii").tiebreaks)) == [("0", 1), ("2", 1), ("1", 3), ("3", 4)]


def test_a_game_without_a_seed_formula_gives_one_point_per_winner(monkeypatch):
    monkeypatch.setitem(REGISTRY, "zap", "tests.toygames")
    lines = event_rules("zap").score({"winners": [2]}, 3)
    assert [lines[s]["points"] for s in range(3)] == [0, 0, 1]


def test_places_follow_standard_competition_ranking():
    rows = [{"name": n, "total": t, "stats": {}} for n, t in [("a", 5), ("b", 9), ("c", 9), ("d", 9), ("e", 1)]]
    assert names(rank(rows)) == [("b", 1), ("c", 1), ("d", 1), ("a", 4), ("e", 5)]


@pytest.mark.parametrize("game,players", [("avalon", 7), ("fengsheng", 6), ("dixit", 5), ("pompeii", 3)])
def test_the_event_score_of_a_real_match_read_back_from_the_store_matches_its_end_screen(game, players):
    for seed in range(3):
        played = play_match(get_game(game), players, seed)
        assert played.error is None
        outcome = played.match.outcome()
        stored = json.loads(json.dumps(outcome))       # what the event reads: JSON, keys as strings
        lines = event_rules(game).score(stored, players)
        assert {s: lines[s]["points"] for s in range(players)} == {s: outcome["scores"][s] for s in range(players)}
