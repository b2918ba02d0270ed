"""Avalon round flow: proposals, votes, quests, the end and the assassination (docs/rules/avalon.md §3, §5)."""

from avalon_scenario import AvalonScenario


def test_leader_must_propose_exactly_the_team_size():
    t = AvalonScenario(5, lady="off").night()
    assert t.prompt_of(t.leader).key == "avalon.prompt.propose"
    problem = t.refusal(t.leader, ["0", "1", "2"])
    assert problem.code == "wrong_count" and problem.params == {"n": 2}
    assert t.refusal(t.leader, ["0", "0"]).code == "duplicate_choice"
    assert t.refusal(t.leader, ["0", "9"]).code == "unknown_choice"
    assert t.state.phase == "propose"


def test_leader_may_include_self():
    t = AvalonScenario(5, lady="off").night()
    me = t.leader
    t.propose([me, (me + 2) % 5])
    assert t.table_of(None)["team"] == sorted([me, (me + 2) % 5]) and t.state.phase == "vote"


def test_only_the_leader_is_asked_to_propose():
    t = AvalonScenario(7, lady="off").night()
    assert [p.seat for p in t.prompts()] == [t.leader]
    assert t.table_of(None)["leader"] == t.leader


def test_every_seat_including_the_leader_votes_at_once():
    t = AvalonScenario(7, lady="off").night()
    t.propose(t.good_team(2))
    votes = t.prompts("vote")
    assert sorted(p.seat for p in votes) == list(range(7))
    assert all([c.id for c in p.choices] == ["approve", "reject"] for p in votes)


def test_votes_are_hidden_until_all_are_in_then_shown_with_names():
    t = AvalonScenario(5, lady="off").night()
    t.propose(t.good_team(2))
    t.answer(0, ["reject"]).answer(1, ["approve"])
    tv = t.table_of(None)
    assert tv["history"] == [] and t.view_of(None)["waiting"] == [2, 3, 4]
    t.answer(2, ["approve"]).answer(3, ["approve"]).answer(4, ["reject"])
    last = t.table_of(None)["history"][-1]
    assert last["votes"] == ["reject", "approve", "approve", "approve", "reject"]
    assert last["approved"] is True and last["approvals"] == 3


def test_strict_majority_approves():
    t = AvalonScenario(7, lady="off").night()
    t.propose(t.good_team(2)).vote(approve=[0, 1, 2, 3])
    assert t.state.phase == "quest"


def test_tie_vote_rejects():
    t = AvalonScenario(6, lady="off").night()
    leader = t.leader
    t.propose(t.good_team(2)).vote(approve=[0, 1, 2])
    assert t.table_of(None)["history"][-1]["approved"] is False
    assert t.state.phase == "propose" and t.table_of(None)["vote_track"] == 1
    assert t.leader == (leader + 1) % 6


def test_rejection_passes_the_leader_to_the_left_and_keeps_the_quest():
    t = AvalonScenario(8, lady="off").night()
    first = t.leader
    for k in range(1, 4):
        t.reject_round()
        assert t.leader == (first + k) % 8 and t.table_of(None)["quest"] == 1 and t.table_of(None)["vote_track"] == k


def test_five_rejections_in_one_quest_hand_evil_the_win():
    t = AvalonScenario(5, lady="off").night()
    for _ in range(4):
        t.reject_round()
    assert not t.finished
    t.reject_round()
    assert t.finished
    out = t.outcome
    assert out["result"] == "avalon.result.evil_five_rejections"
    assert out["winners"] == t.evil and out["winning_side"] == "evil"


def test_vote_track_resets_after_an_approved_team():
    t = AvalonScenario(5, lady="off").night()
    for _ in range(4):
        t.reject_round()
    t.play_quest(t.good_team(2))
    assert t.table_of(None)["vote_track"] == 0 and t.table_of(None)["quest"] == 2
    # rejections in quest 1 do not count toward quest 2
    for _ in range(4):
        t.reject_round()
    assert not t.finished


def test_leader_passes_left_after_each_quest():
    t = AvalonScenario(6, lady="off").night()
    first = t.leader
    t.play_quest(t.good_team(2))
    assert t.leader == (first + 1) % 6
    t.play_quest(t.team_with_evil(3), fail=t.evil)
    assert t.leader == (first + 2) % 6


def test_one_fail_card_fails_a_normal_quest():
    t = AvalonScenario(5, lady="off").night()
    t.play_quest(t.team_with_evil(2), fail=t.evil)
    q = t.table_of(None)["quests"][0]
    assert (q["result"], q["successes"], q["fails"]) == ("fail", 1, 1)


def test_evil_may_play_success():
    t = AvalonScenario(5, lady="off").night()
    t.play_quest(t.team_with_evil(2))
    assert t.table_of(None)["quests"][0]["result"] == "success"


def test_quest_four_needs_two_fails_at_seven_players():
    t = AvalonScenario(7, lady="off").night()
    t.play_quest(t.good_team(2)).play_quest(t.team_with_evil(3), fail=t.evil).play_quest(t.good_team(3))
    assert t.table_of(None)["quest"] == 4 and t.table_of(None)["quests"][3]["fails_needed"] == 2
    t.play_quest(t.team_with_evil(4, 1), fail=t.evil)
    q = t.table_of(None)["quests"][3]
    assert (q["result"], q["fails"]) == ("success", 1)
    assert t.state.phase == "assassinate"  # third success

    t = AvalonScenario(7, seed=2, lady="off").night()
    t.play_quest(t.good_team(2)).play_quest(t.team_with_evil(3), fail=t.evil).play_quest(t.good_team(3))
    t.play_quest(t.team_with_evil(4, 2), fail=t.evil)
    q = t.table_of(None)["quests"][3]
    assert (q["result"], q["fails"]) == ("fail", 2)


def test_quest_four_needs_one_fail_at_six_players():
    t = AvalonScenario(6, lady="off").night()
    t.play_quest(t.good_team(2)).play_quest(t.good_team(3))
    t.play_quest(t.team_with_evil(4), fail=t.evil).play_quest(t.team_with_evil(3), fail=t.evil)
    assert t.table_of(None)["quests"][3]["result"] == "fail"


def test_quest_result_shows_counts_never_who_played_what():
    t = AvalonScenario(5, lady="off").night()
    team = t.team_with_evil(3, 2)
    t.play_quest(t.good_team(2)).play_quest(team, fail=t.evil[:1])
    for reader in [None, *range(5)]:
        q = t.table_of(reader)["quests"][1]
        assert set(q) == {"quest", "size", "fails_needed", "result", "successes", "fails", "team"}
        assert (q["successes"], q["fails"]) == (2, 1)
    assert "fail" not in repr(t.state.history)  # the cards are not kept per seat anywhere


def test_three_failed_quests_give_evil_the_win():
    t = AvalonScenario(5, lady="off").night()
    for _ in range(3):
        t.play_quest(t.team_with_evil(t.size()), fail=t.evil)
    assert t.finished
    out = t.outcome
    assert out["result"] == "avalon.result.evil_three_fails" and out["winners"] == t.evil
    assert out["merlin_assassinated_by"] is None and out["scores"] == {s: int(s in t.evil) for s in range(5)}


def _three_successes(t):
    t.night()
    for _ in range(3):
        t.play_quest(t.good_team(t.size()))
    assert t.state.phase == "assassinate"
    return t


def test_three_successes_go_to_the_assassination_where_the_tv_shows_all_evil():
    t = _three_successes(AvalonScenario(7, oberon=True))
    assert not t.finished
    a = t.table_of(None)["assassination"]
    assert a["assassin"] == {"seat": t.seat_of("assassin"), "role": "assassin"}
    assert a["evil"] == [{"seat": s, "side": "evil"} for s in t.evil]  # Oberon included
    assert [p.seat for p in t.prompts()] == [t.seat_of("assassin")]


def test_assassin_may_only_name_good_players():
    t = _three_successes(AvalonScenario(7))
    p = t.prompt_of(t.seat_of("assassin"))
    assert [int(c.id) for c in p.choices] == t.good
    other_evil = [s for s in t.evil if s != t.seat_of("assassin")][0]
    assert t.refusal(t.seat_of("assassin"), [str(other_evil)]).code == "unknown_choice"


def test_assassin_naming_merlin_wins_for_evil():
    t = _three_successes(AvalonScenario(5))
    t.answer(t.seat_of("assassin"), [str(t.seat_of("merlin"))])
    out = t.outcome
    assert out["result"] == "avalon.result.merlin_assassinated" and out["winners"] == t.evil
    assert out["merlin_assassinated_by"] == t.seat_of("assassin")
    assert out["merlin_assassination_credit"] == [t.seat_of("assassin")]


def test_assassin_missing_merlin_gives_good_the_win():
    t = _three_successes(AvalonScenario(5))
    miss = [s for s in t.good if s != t.seat_of("merlin")][0]
    t.answer(t.seat_of("assassin"), [str(miss)])
    out = t.outcome
    assert out["result"] == "avalon.result.good_wins" and out["winners"] == t.good
    assert out["assassin_target"] == miss and out["merlin_assassinated_by"] is None


def test_assassination_time_out_is_a_miss():
    t = _three_successes(AvalonScenario(8))
    p = t.prompt_of(t.seat_of("assassin"))
    assert p.timer == "assassinate"
    t.answer(p.seat, p.default)
    assert t.outcome["result"] == "avalon.result.good_wins"


def test_assassin_credit_option_can_credit_every_evil_player():
    t = _three_successes(AvalonScenario(7, assassin_credit="all_evil"))
    t.answer(t.seat_of("assassin"), [str(t.seat_of("merlin"))])
    assert t.outcome["merlin_assassination_credit"] == t.evil


def test_game_end_reveals_every_role_and_the_history():
    t = _three_successes(AvalonScenario(6, percival=True))
    t.answer(t.seat_of("assassin"), [str(t.seat_of("merlin"))])
    tv = t.table_of(None)
    assert tv["phase"] == "end" and tv["winner"] == "evil"
    assert tv["reveal"] == [{"seat": s, "role": r, "side": "good" if s in t.good else "evil"}
                            for s, r in enumerate(t.state.roles)]
    assert len(tv["history"]) == 3 and all(q["result"] == "success" for q in tv["quests"][:3])
    assert t.outcome["roles"] == dict(enumerate(t.state.roles))


def test_time_out_defaults_are_legal_and_as_the_rules_suggest():
    t = AvalonScenario(7, lady="off")
    assert all(p.default is True for p in t.prompts())
    t.night()
    p = t.prompt_of(t.leader)
    assert p.timer == "propose" and p.default == [str((t.leader + k) % 7) for k in range(2)]
    t.answer(p.seat, p.default)
    assert {str(p.default) for p in t.prompts()} == {"['approve']"}
    for p in list(t.prompts()):
        t.answer(p.seat, p.default)
    assert t.state.phase == "quest"
    for p in list(t.prompts()):
        assert p.default == ["success"]
        t.answer(p.seat, p.default)
    assert t.table_of(None)["quests"][0]["result"] == "success"


def test_every_prompt_has_a_timer_class():
    from games.core.simulate import play_match
    from games.avalon import GAME
    seen = set()

    def look(m):
        for p in m.prompts:
            assert p.timer in GAME.timers
            seen.add(p.timer)

    for seed in range(30):
        play_match(GAME, 7, seed, {}, on_step=look)
    assert seen == set(GAME.timers)


def test_public_log_records_the_game_in_message_keys():
    t = AvalonScenario(5, lady="off").night()
    t.reject_round()
    t.play_quest(t.team_with_evil(2), fail=t.evil)
    keys = [e["key"] for e in t.table_of(None)["log"]]
    assert keys[:5] == ["avalon.log.night_over", "avalon.log.leader", "avalon.log.rejected",
                        "avalon.log.leader", "avalon.log.approved"]
    assert keys[-2:] == ["avalon.log.quest_failed", "avalon.log.leader"]
    assert t.table_of(None)["log"][-2]["params"] == {"quest": 1, "successes": 1, "fails": 1}
    assert t.table_of(None)["log"][-1]["params"] == {"leader": {"seat": t.leader}, "quest": 2, "attempt": 1, "size": 3}
