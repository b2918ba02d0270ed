"""Avalon setup, options and the night reveal (brief §2, §4.1, §6)."""

import pytest
from avalon_scenario import Table

from games.avalon import GAME
from games.avalon.rules import QUEST_TABLE, SIDES, side_of
from games.core import Match, OptionsError


@pytest.mark.parametrize("players", range(5, 11))
def test_faction_sizes_follow_the_player_count_table(players):
    good, evil = {5: (3, 2), 6: (4, 2), 7: (4, 3), 8: (5, 3), 9: (6, 3), 10: (6, 4)}[players]
    t = Table(players, seed=players)
    sides = [side_of(r) for r in t.st.roles]
    assert sides.count("good") == good and sides.count("evil") == evil
    assert t.st.roles.count("merlin") == 1 and t.st.roles.count("assassin") == 1


@pytest.mark.parametrize("players", range(5, 11))
def test_quest_board_shows_team_size_and_fails_needed(players):
    quests = Table(players).table()["quests"]
    expected = {5: [2, 3, 2, 3, 3], 6: [2, 3, 4, 3, 4], 7: [2, 3, 3, 4, 4],
                8: [3, 4, 4, 5, 5], 9: [3, 4, 4, 5, 5], 10: [3, 4, 4, 5, 5]}[players]
    assert [q["size"] for q in quests] == expected
    assert [q["fails_needed"] for q in quests] == [1, 1, 1, 2 if players >= 7 else 1, 1]
    assert [q["result"] for q in quests] == [None] * 5


def test_optional_roles_replace_servants_and_minions():
    t = Table(10, percival=True, morgana=True, mordred=True, oberon=True)
    assert sorted(t.st.roles) == sorted(["merlin", "percival", "servant", "servant", "servant", "servant",
                                         "assassin", "morgana", "mordred", "oberon"])
    assert sorted(t.table()["lineup"]) == sorted(t.st.roles)


def test_deal_is_shuffled_by_the_match_seed():
    deals = {tuple(Table(7, seed=s).st.roles) for s in range(20)}
    assert len(deals) > 10
    assert Table(7, seed=3).st.roles == Table(7, seed=3).st.roles


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
        assert Table(7, seed=11, first_leader=str(seat)).leader == seat


def test_first_leader_is_random_by_default():
    assert len({Table(7, seed=s).leader for s in range(100)}) == 7


def test_options_and_timers_are_declared_as_data():
    d = GAME.describe()
    ids = [o["id"] for o in d["options"]]
    assert ids == ["percival", "morgana", "mordred", "oberon", "lady", "lady_official_start",
                   "lady_official_targets", "first_leader", "narrated_night", "assassin_credit"]
    assert all(o["label"] == "avalon.option." + o["id"] for o in d["options"])
    assert d["timers"] == {"night": 90, "propose": 240, "vote": 90, "quest": 60, "lady": 120, "assassinate": 300}
    assert GAME.resolve_options({}, 5)["lady"] == "on"


# -- the night reveal (brief §2.5, §4.1) -------------------------------------------------

def test_night_waits_for_every_seat_and_the_tv_shows_only_progress():
    t = Table(5)
    assert [p.seat for p in t.open("night")] == list(range(5))
    assert all(p.kind == "confirm" and p.timer == "night" for p in t.open("night"))
    t.ok(0, True).ok(3, True)
    # Brief §2.5: the TV shows a ready count, never who has confirmed.
    assert t.m.view(None)["waiting"] == []
    assert t.m.view(None)["progress"] == {"answered": 2, "asked": 5}
    tv = t.table()
    assert tv["phase"] == "night" and "me" not in tv and "night" not in tv
    t.ok(1, True).ok(2, True).ok(4, True)
    assert t.st.phase == "propose"


def _knowledge(t, seat):
    return t.table(seat)["night"]


def test_merlin_sees_every_evil_player_including_oberon():
    t = Table(10, oberon=True, morgana=True, percival=True)
    merlin = t.seat_of("merlin")
    assert _knowledge(t, merlin) == [{"seat": s, "side": "evil"} for s in t.evil]


def test_mordred_is_hidden_from_merlin():
    t = Table(7, mordred=True)
    seen = {f["seat"] for f in _knowledge(t, t.seat_of("merlin"))}
    assert t.seat_of("mordred") not in seen
    assert seen == set(t.evil) - {t.seat_of("mordred")}
    # ... but Mordred opens his eyes with the minions.
    assert t.seat_of("mordred") in {f["seat"] for f in _knowledge(t, t.seat_of("assassin"))}


def test_oberon_sees_nobody_and_is_unseen_by_evil():
    t = Table(7, oberon=True)
    oberon = t.seat_of("oberon")
    assert _knowledge(t, oberon) == []
    for s in t.evil:
        if s != oberon:
            seen = {f["seat"] for f in _knowledge(t, s)}
            assert oberon not in seen and seen == set(t.evil) - {s, oberon}


def test_evil_see_each_other_as_evil_not_by_role():
    t = Table(10, morgana=True, mordred=True)
    a = t.seat_of("assassin")
    assert _knowledge(t, a) == [{"seat": s, "side": "evil"} for s in t.evil if s != a]
    assert all("role" not in f for f in _knowledge(t, a))


def test_percival_sees_merlin_and_morgana_unlabelled():
    orders = set()
    for seed in range(12):
        t = Table(7, seed=seed, percival=True, morgana=True)
        facts = _knowledge(t, t.seat_of("percival"))
        assert {f["seat"] for f in facts} == {t.seat_of("merlin"), t.seat_of("morgana")}
        assert all(set(f) == {"seat", "merlin_or_morgana"} for f in facts)
        orders.add(facts[0]["seat"] == t.seat_of("merlin"))
    assert orders == {True, False}  # random order, so the position tells nothing


def test_percival_without_morgana_sees_only_merlin():
    t = Table(6, percival=True)
    assert _knowledge(t, t.seat_of("percival")) == [{"seat": t.seat_of("merlin"), "merlin_or_morgana": True}]


def test_loyal_servants_see_nobody():
    t = Table(8)
    for s, r in enumerate(t.st.roles):
        if r == "servant":
            assert _knowledge(t, s) == []


def test_each_phone_shows_its_own_role_and_side():
    t = Table(6, percival=True)
    for s, r in enumerate(t.st.roles):
        assert t.table(s)["me"] == {"seat": s, "role": r, "side": side_of(r)}


def test_narrated_night_is_a_cosmetic_flag_for_the_tv():
    assert Table(5, narrated_night=True).table()["narrated_night"] is True
    assert Table(5).table()["narrated_night"] is False


def test_tables_cover_every_player_count():
    assert set(SIDES) == set(QUEST_TABLE) == set(range(5, 11))
    assert all(sum(SIDES[n]) == n for n in SIDES)
    assert Match(GAME, 10, {}, 0).state.roles
