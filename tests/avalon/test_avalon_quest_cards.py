"""The quest cards (docs/rules/avalon.md §3.6, seed 000 l.506-508) and the look of every simultaneous Avalon prompt.

Every team member holds a Success and a Fail card (seed 000 l.506: "拿到任務標記的玩家便也取得聖杯牌"),
so every phone on a quest offers both; "忠心耿耿騎士們只能將任務成功的聖杯牌遞給亞瑟王，邪惡爪牙們則可以任選"
(l.508) is enforced after the tap: a Good player's Fail is refused to him alone and he picks again
(issue 12 §1: a glance at a phone must not show a side).
"""

import json
import os

from avalon_scenario import AvalonScenario

from games.avalon import GAME
from games.core.alike import batch_differences
from games.core.simulate import play_match
from tests.protocol.harness import ROOT


def as_sent(prompt) -> dict:
    """What a phone is sent for ``prompt``, apart from its number and seat."""
    return {k: v for k, v in prompt.as_dict().items() if k not in ("id", "seat")}


def quest_team_of_both_sides(players=7):
    t = AvalonScenario(players, lady="off").night()
    team = t.team_with_evil(2)
    t.propose(team).vote()
    good = next(s for s in team if s in t.good)
    evil = next(s for s in team if s in t.evil)
    return t, good, evil


def test_every_quest_member_holds_success_and_fail_whatever_his_side():
    t, good, evil = quest_team_of_both_sides()
    quest = t.prompts("quest")
    assert sorted(p.seat for p in quest) == sorted(t.state.team)
    for p in quest:
        assert [c.id for c in p.choices] == ["success", "fail"], p.seat
    assert all(as_sent(p) == as_sent(quest[0]) for p in quest)
    assert batch_differences(quest) == []


def test_a_good_players_fail_is_refused_with_the_rule_and_he_picks_again():
    t, good, _ = quest_team_of_both_sides()
    before = t.prompt_of(good).id
    problem = t.refusal(good, ["fail"])
    assert problem.code == "good_must_succeed"
    assert problem.as_dict()["key"] == "avalon.error.good_must_succeed"
    assert "Success" in problem.message
    # the same question stays open for him: same prompt, same two cards
    assert t.prompt_of(good).id == before and [c.id for c in t.prompt_of(good).choices] == ["success", "fail"]
    t.answer(good, ["success"])
    assert not [p for p in t.prompts() if p.seat == good]


def test_a_refused_fail_changes_nothing_any_reader_is_sent():
    t, good, _ = quest_team_of_both_sides()
    views = [t.view_of(r) for r in [None, *range(t.players)]]
    inputs = len(t.match.inputs)
    t.refusal(good, ["fail"])
    assert [t.view_of(r) for r in [None, *range(t.players)]] == views
    assert len(t.match.inputs) == inputs


def test_the_refusal_is_written_in_every_language():
    with open(os.path.join(ROOT, "games", "avalon", "i18n.json"), encoding="utf-8") as f:
        catalogue = json.load(f)
    for lang in ("en", "zh-Hant", "zh-Hans"):
        assert catalogue[lang]["avalon.error.good_must_succeed"].strip(), lang


def test_of_the_two_cards_a_good_member_may_play_success_only_and_an_evil_one_either():
    t, good, evil = quest_team_of_both_sides()
    assert t.accepted_choices(good) == ["success"] and t.accepted_choices(evil) == ["success", "fail"]


def test_an_evil_players_fail_is_played_and_fails_the_quest():
    t, good, evil = quest_team_of_both_sides()
    t.answer(evil, ["fail"]).answer(good, ["success"])
    q = t.table_of(None)["quests"][0]
    assert (q["result"], q["successes"], q["fails"]) == ("fail", 1, 1)


def test_evil_may_play_success_too():
    t, good, evil = quest_team_of_both_sides()
    assert t.refusal(evil, ["success"]) is None


def test_the_night_is_one_confirm_for_every_seat_whatever_the_role():
    t = AvalonScenario(7, percival=True, morgana=True, lady="off")
    night = t.prompts("night")
    assert sorted(p.seat for p in night) == list(range(7))
    assert {(p.kind, p.progress, p.timer) for p in night} == {("confirm", "count", "night")}
    # what a role knows is in its view (behind the panel's hold-to-reveal), not in the prompt
    assert all(as_sent(p) == as_sent(night[0]) for p in night)


def test_every_seat_votes_on_the_same_two_buttons():
    t = AvalonScenario(7, lady="off").night()
    t.propose(t.good_team(2))
    votes = t.prompts("vote")
    assert all(as_sent(p) == as_sent(votes[0]) for p in votes)
    assert [c.id for c in votes[0].choices] == ["approve", "reject"]


def test_random_bots_on_the_good_side_never_fail_a_quest():
    # The random bot taps either card; the driver retries a refused Fail (games/core/simulate.py),
    # so a quest with no Evil member always succeeds.
    quests = 0
    for seed in range(60):
        played = play_match(GAME, 5 + seed % 6, seed)
        assert played.error is None, played.error
        st = played.match.state
        for q in st.quests:
            if q["result"] is not None and all(st.me[s]["side"] == "good" for s in q["team"]):
                quests += 1
                assert q["fails"] == 0, (seed, q)
    assert quests > 20
