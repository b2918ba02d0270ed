"""Avalon setup, options and the night reveal (docs/rules/avalon.md §2, §4.1, §6)."""

import pytest
from avalon_scenario import AvalonScenario

from games.avalon import GAME
from games.avalon.rules import QUEST_TABLE, SIDES, side_of
from games.core import Match, OptionsError
from games.core.game import ArrangeError


@pytest.mark.parametrize("players", range(5, 11))
def test_faction_sizes_follow_the_player_count_table(players):
    good, evil = {5: (3, 2), 6: (4, 2), 7: (4, 3), 8: (5, 3), 9: (6, 3), 10: (6, 4)}[players]
    t = AvalonScenario(players, seed=players)
    sides = [side_of(r) for r in t.state.roles]
    assert sides.count("good") == good and sides.count("evil") == evil
    assert t.state.roles.count("merlin") == 1 and t.state.roles.count("assassin") == 1


@pytest.mark.parametrize("players", range(5, 11))
def test_quest_board_shows_team_size_and_fails_needed(players):
    quests = AvalonScenario(players).table_of(None)["quests"]
    expected = {5: [2, 3, 2, 3, 3], 6: [2, 3, 4, 3, 4], 7: [2, 3, 3, 4, 4],
                8: [3, 4, 4, 5, 5], 9: [3, 4, 4, 5, 5], 10: [3, 4, 4, 5, 5]}[players]
    assert [q["size"] for q in quests] == expected
    assert [q["fails_needed"] for q in quests] == [1, 1, 1, 2 if players >= 7 else 1, 1]
    assert [q["result"] for q in quests] == [None] * 5


def test_optional_roles_replace_servants_and_minions():
    t = AvalonScenario(10, percival=True, morgana=True, mordred=True, oberon=True)
    assert sorted(t.state.roles) == sorted(["merlin", "percival", "servant", "servant", "servant", "servant",
                                         "assassin", "morgana", "mordred", "oberon"])
    assert sorted(t.table_of(None)["lineup"]) == sorted(t.state.roles)


def test_deal_is_shuffled_by_the_match_seed():
    deals = {tuple(AvalonScenario(7, seed=s).state.roles) for s in range(20)}
    assert len(deals) > 10
    assert AvalonScenario(7, seed=3).state.roles == AvalonScenario(7, seed=3).state.roles


def test_too_many_optional_evil_roles_are_refused_with_a_fix():
    with pytest.raises(OptionsError, match="Turn off 1 of them or add players"):
        GAME.resolve_options({"mordred": True, "oberon": True}, 5)
    with pytest.raises(OptionsError):
        GAME.resolve_options({"morgana": True, "mordred": True, "oberon": True}, 9)
    GAME.resolve_options({"morgana": True, "mordred": True, "oberon": True}, 10)
    GAME.resolve_options({"percival": True, "morgana": True}, 5)


def test_first_leader_out_of_range_is_refused():
    with pytest.raises(OptionsError, match="pick a seat from 0 to 5"):
        GAME.resolve_options({"first_leader": "7"}, 6)


def test_first_leader_option_picks_the_leader():
    for seat in range(7):
        assert AvalonScenario(7, seed=11, first_leader=str(seat)).leader == seat


def test_first_leader_is_random_by_default():
    assert len({AvalonScenario(7, seed=s).leader for s in range(100)}) == 7


def test_options_and_timers_are_declared_as_data():
    d = GAME.describe()
    ids = [o["id"] for o in d["options"]]
    assert ids == ["percival", "morgana", "mordred", "oberon", "lady", "lady_official_start",
                   "lady_official_targets", "first_leader", "narrated_night", "assassin_credit"]
    assert all(o["label"] == "avalon.option." + o["id"] for o in d["options"])
    assert d["timers"] == {"night": 90, "propose": 240, "vote": 90, "quest": 60, "lady": 120, "assassinate": 300}
    assert GAME.resolve_options({}, 5)["lady"] == "on"


# -- the night reveal (§2.5, §4.1) -------------------------------------------------

def test_night_waits_for_every_seat_and_the_tv_shows_only_progress():
    t = AvalonScenario(5)
    assert [p.seat for p in t.prompts("night")] == list(range(5))
    assert all(p.kind == "confirm" and p.timer == "night" for p in t.prompts("night"))
    t.answer(0, True).answer(3, True)
    # §2.5: the TV shows a ready count, never who has confirmed.
    assert t.view_of(None)["waiting"] == []
    assert t.view_of(None)["progress"] == {"answered": 2, "asked": 5}
    tv = t.table_of(None)
    assert tv["phase"] == "night" and "me" not in tv and "night" not in tv
    t.answer(1, True).answer(2, True).answer(4, True)
    assert t.state.phase == "propose"


def _knowledge(t, seat):
    return t.table_of(seat)["night"]


# A deal chosen for the scenario (Avalon.arrange): seats 0-3 Good, 4-6 Evil.
SEVEN = ["merlin", "percival", "servant", "servant", "assassin", "morgana", "mordred"]


def test_a_chosen_deal_shows_each_seat_what_its_role_sees_at_night():
    t = AvalonScenario(7, roles=SEVEN, leader=3, percival=True, morgana=True, mordred=True)
    assert t.leader == 3 and t.evil == [4, 5, 6]
    # Merlin sees the Assassin and Morgana as Evil, never Mordred, and never a role.
    t.assert_sees(0, seat=4, side="evil").assert_sees(0, seat=5, side="evil").assert_hidden(0, seat=6, side="evil")
    t.assert_hidden(0, seat=4, role="assassin")
    # Percival sees Merlin and Morgana, unlabelled; Evil sees Evil (Mordred included).
    assert {f["seat"] for f in _knowledge(t, 1)} == {0, 5}
    t.assert_hidden(1, seat=0, role="merlin")
    assert {f["seat"] for f in _knowledge(t, 6)} == {4, 5}
    # A loyal servant sees nobody; the TV sees no role and no side.
    assert _knowledge(t, 2) == [] and t.sees(2, seat=2, role="servant")
    for seat, role in enumerate(SEVEN):
        t.assert_hidden(None, seat=seat, role=role)
        if seat != 2:
            t.assert_hidden(2, seat=seat, role=role)
    assert t.leaks() == []


def test_a_chosen_deal_replays_and_a_deal_the_options_do_not_make_is_refused():
    t = AvalonScenario(7, roles=SEVEN, leader=3, percival=True, morgana=True, mordred=True).night()
    t.play_quest([4, 0], fail=[4])
    t.assert_replays()
    with pytest.raises(ArrangeError, match="not the line-up"):
        AvalonScenario(7, roles=SEVEN)  # no Percival, Morgana or Mordred in these options
    with pytest.raises(ArrangeError, match="leader 7 is not a seat"):
        AvalonScenario(7, leader=7)


def test_merlin_sees_every_evil_player_including_oberon():
    t = AvalonScenario(10, oberon=True, morgana=True, percival=True)
    merlin = t.seat_of("merlin")
    assert _knowledge(t, merlin) == [{"seat": s, "side": "evil"} for s in t.evil]


def test_mordred_is_hidden_from_merlin():
    t = AvalonScenario(7, mordred=True)
    seen = {f["seat"] for f in _knowledge(t, t.seat_of("merlin"))}
    assert t.seat_of("mordred") not in seen
    assert seen == set(t.evil) - {t.seat_of("mordred")}
    # ... but Mordred opens his eyes with the minions.
    assert t.seat_of("mordred") in {f["seat"] for f in _knowledge(t, t.seat_of("assassin"))}


def test_oberon_sees_nobody_and_is_unseen_by_evil():
    t = AvalonScenario(7, oberon=True)
    oberon = t.seat_of("oberon")
    assert _knowledge(t, oberon) == []
    for s in t.evil:
        if s != oberon:
            seen = {f["seat"] for f in _knowledge(t, s)}
            assert oberon not in seen and seen == set(t.evil) - {s, oberon}


def test_evil_see_each_other_as_evil_not_by_role():
    t = AvalonScenario(10, morgana=True, mordred=True)
    a = t.seat_of("assassin")
    assert _knowledge(t, a) == [{"seat": s, "side": "evil"} for s in t.evil if s != a]
    assert all("role" not in f for f in _knowledge(t, a))


def test_percival_sees_merlin_and_morgana_unlabelled():
    orders = set()
    for seed in range(12):
        t = AvalonScenario(7, seed=seed, percival=True, morgana=True)
        facts = _knowledge(t, t.seat_of("percival"))
        assert {f["seat"] for f in facts} == {t.seat_of("merlin"), t.seat_of("morgana")}
        assert all(set(f) == {"seat", "merlin_or_morgana"} for f in facts)
        orders.add(facts[0]["seat"] == t.seat_of("merlin"))
    assert orders == {True, False}  # random order, so the position tells nothing


def test_percival_without_morgana_sees_only_merlin():
    t = AvalonScenario(6, percival=True)
    assert _knowledge(t, t.seat_of("percival")) == [{"seat": t.seat_of("merlin"), "merlin_or_morgana": True}]


def test_loyal_servants_see_nobody():
    t = AvalonScenario(8)
    for s, r in enumerate(t.state.roles):
        if r == "servant":
            assert _knowledge(t, s) == []


def test_each_phone_shows_its_own_role_and_side():
    t = AvalonScenario(6, percival=True)
    for s, r in enumerate(t.state.roles):
        assert t.table_of(s)["me"] == {"seat": s, "role": r, "side": side_of(r)}


def test_narrated_night_is_a_cosmetic_flag_for_the_tv():
    assert AvalonScenario(5, narrated_night=True).table_of(None)["narrated_night"] is True
    assert AvalonScenario(5).table_of(None)["narrated_night"] is False


def test_tables_cover_every_player_count():
    assert set(SIDES) == set(QUEST_TABLE) == set(range(5, 11))
    assert all(sum(SIDES[n]) == n for n in SIDES)
    assert Match(GAME, 10, {}, 0).state.roles
