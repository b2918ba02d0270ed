"""Lady of the Lake 湖中女神 (docs/rules/avalon.md §4.3 and its options)."""

from avalon_scenario import AvalonScenario


def _to_quest_three(t):
    """Quest 1 succeeds, quest 2 fails: the game reaches quest 3 undecided."""
    t.night()
    t.play_quest(t.good_team(t.size()))
    t.play_quest(t.team_with_evil(t.size()), fail=t.evil)
    return t


def test_lady_first_holder_is_right_of_the_quest_three_leader():
    t = AvalonScenario(7)
    assert t.state.lady_holder is None and t.table_of(None)["lady"]["holder"] is None
    _to_quest_three(t)
    assert t.state.phase == "lady" and t.table_of(None)["quest"] == 3
    assert t.state.lady_holder == (t.leader - 1) % 7
    assert [p.seat for p in t.prompts()] == [t.state.lady_holder]
    assert t.prompt_of(t.state.lady_holder).timer == "lady"


def test_lady_check_comes_before_the_first_proposal_of_quests_three_to_five_only():
    t = _to_quest_three(AvalonScenario(8))
    holder = t.state.lady_holder
    t.lady((holder + 1) % 8)
    assert t.state.phase == "propose"
    t.reject_round()  # a rejected proposal brings no new Lady check
    assert t.state.phase == "propose"
    t.play_quest(t.good_team(t.size()))
    assert t.state.phase == "lady" and t.table_of(None)["quest"] == 4


def test_lady_shows_loyalty_only_to_the_holder():
    t = _to_quest_three(AvalonScenario(7, seed=5))
    holder = t.state.lady_holder
    target = next(s for s in t.evil if s != holder)
    t.lady(target)
    assert t.table_of(holder)["lady_results"] == [{"seat": target, "side": "evil"}]
    for reader in [None, *range(7)]:
        if reader != holder:
            view = t.table_of(reader)
            assert view.get("lady_results", []) == []
    # the choice of target is public, the result is not
    assert t.table_of(None)["lady"]["passes"] == [{"quest": 3, "holder": holder, "target": target}]
    assert "side" not in repr(t.table_of(None)["lady"])


def test_lady_shows_good_players_as_good_never_their_role():
    t = _to_quest_three(AvalonScenario(10, percival=True))
    holder = t.state.lady_holder
    target = t.seat_of("merlin") if t.seat_of("merlin") != holder else t.seat_of("percival")
    t.lady(target)
    assert t.table_of(holder)["lady_results"] == [{"seat": target, "side": "good"}]


def test_lady_token_passes_to_the_checked_player():
    t = _to_quest_three(AvalonScenario(7))
    holder = t.state.lady_holder
    target = (holder + 3) % 7
    t.lady(target)
    assert t.table_of(None)["lady"]["holder"] == target
    t.play_quest(t.good_team(t.size()))
    assert t.state.phase == "lady" and [p.seat for p in t.prompts()] == [target]


def _three_checks(t, pick):
    """Quests 3, 4, 5 each start with a check; ``pick(holder, choices)`` chooses."""
    offered = []
    _to_quest_three(t)
    for k in range(3):
        holder = t.state.lady_holder
        choices = [int(c.id) for c in t.prompt_of(holder).choices]
        offered.append((holder, choices))
        t.lady(pick(holder, choices))
        if k == 0:
            t.play_quest(t.team_with_evil(t.size()), fail=t.evil)  # 1 success, 2 fails
        elif k == 1:
            t.play_quest(t.good_team(t.size()))  # 2 - 2: quest 5 decides
    return offered


def test_lady_cannot_check_a_player_already_checked_and_never_the_holder():
    t = AvalonScenario(7, seed=4)
    offered = _three_checks(t, lambda h, ch: ch[0])
    checked = []
    for holder, choices in offered:
        assert holder not in choices
        assert not set(checked) & set(choices)
        checked.append(choices[0])
    assert len(t.table_of(None)["lady"]["passes"]) == 3  # at most three uses


def test_lady_refuses_an_already_checked_target():
    t = _to_quest_three(AvalonScenario(7, seed=4))
    first = t.state.lady_holder
    target = (first + 1) % 7
    t.lady(target)
    t.play_quest(t.team_with_evil(t.size()), fail=t.evil)
    assert t.state.lady_holder == target
    other = (target + 1) % 7
    t.lady(other)
    t.play_quest(t.good_team(t.size()))
    assert t.refusal(other, [str(target)]).code == "unknown_choice"


def test_first_lady_holder_may_be_checked_later_by_default():
    t = AvalonScenario(7, seed=4)
    offered = _three_checks(t, lambda h, ch: ch[-1])
    first = offered[0][0]
    assert first in offered[1][1] or first in offered[2][1]


def test_official_lady_targets_exclude_everyone_who_held_the_token():
    t = AvalonScenario(7, seed=4, lady_official_targets=True)
    offered = _three_checks(t, lambda h, ch: ch[-1])
    holders = [h for h, _ in offered]
    for k, (holder, choices) in enumerate(offered):
        assert not set(holders[: k + 1]) & set(choices)


def test_official_lady_start_gives_the_token_at_setup_right_of_the_first_leader():
    t = AvalonScenario(7, seed=9, lady_official_start=True)
    first_holder = (t.leader - 1) % 7
    assert t.table_of(None)["lady"]["holder"] == first_holder
    _to_quest_three(t)
    assert t.state.phase == "lady" and [p.seat for p in t.prompts()] == [first_holder]


def test_lady_off_means_no_check():
    t = _to_quest_three(AvalonScenario(7, lady="off"))
    assert t.state.phase == "propose" and t.table_of(None)["lady"] == {"enabled": False, "holder": None, "passes": []}


def test_lady_7plus_is_off_below_seven_players_and_on_from_seven():
    assert _to_quest_three(AvalonScenario(6, lady="7plus")).state.phase == "propose"
    assert _to_quest_three(AvalonScenario(7, lady="7plus")).state.phase == "lady"


def test_lady_is_on_by_default_at_five_players():
    assert _to_quest_three(AvalonScenario(5)).state.phase == "lady"


def test_lady_is_not_used_once_the_game_is_decided():
    t = AvalonScenario(7).night()
    for _ in range(2):
        t.play_quest(t.good_team(t.size()))
    t.answer(t.state.lady_holder, t.prompt_of(t.state.lady_holder).default)
    t.play_quest(t.good_team(t.size()))
    assert t.state.phase == "assassinate" and len(t.table_of(None)["lady"]["passes"]) == 1
