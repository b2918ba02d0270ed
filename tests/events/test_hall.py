"""Events without sockets: roster, seating, results, corrections, restart (docs/events.md)."""

import random
from collections import Counter
from itertools import combinations

import pytest

from games.core import Rejection
from games.events import event_rules
from server.events import EventHall, names_from_csv, table_sizes
from server.rooms import RoomHall
from server.store import Store


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def make_hall(folder):
    room_hall = RoomHall(Store(str(folder)), "http://host:8000", bot_delay=0.0, clock=Clock(),
                         seed_source=random.Random(3))
    room_hall.restore()
    hall = EventHall(room_hall, room_hall.store, room_hall.base_url)
    hall.restore()
    return room_hall, hall


@pytest.fixture
def hall(tmp_path):
    return make_hall(tmp_path)


def new_event(hall, game="avalon", players=10, **settings):
    room_hall, h = hall
    ev = h.create({"game": game, "title": "Friday league", **settings})
    h.act(ev, "add_entrants", {"names": [f"P{i}" for i in range(1, players + 1)]})
    return ev


def play_round(hall, ev):
    """Every table of the current round: started, then its seats played by bots to the end."""
    room_hall, h = hall
    h.act(ev, "start_round", {})
    for t in ev.rounds[-1]:
        room = room_hall.rooms[t.room]
        for seat in range(len(room.seats)):
            room_hall.host(room, "seat_to_bot", {"seat": seat})
        for _ in range(2000):
            if room.phase != "playing":
                break
            room_hall.clock.now += 1
            room_hall.tick(room)
        assert room.phase == "finished"


def expected_totals(hall, ev):
    """The seed's formula applied to the stored result records, independently of the standings code."""
    room_hall, _ = hall
    totals = Counter()
    for tables in ev.rounds:
        for t in tables:
            info = room_hall.store.match(t.matches[-1])
            out = info["outcome"]
            for seat, eid in enumerate(t.entrants):
                if eid is not None:
                    totals[eid] += int(seat in out["winners"])   # Avalon: 1 per member of the winning side
    return totals


def test_names_come_from_a_name_column_or_the_first_column_of_a_csv():
    assert names_from_csv("\ufeffteam,name\nred,Ann\nblue,Bob\n") == ["Ann", "Bob"]
    assert names_from_csv("Ann,12\nBob,7\n\n") == ["Ann", "Bob"]
    assert names_from_csv("姓名\n小明\n小紅\n") == ["小明", "小紅"]


def test_the_roster_takes_pasted_names_and_skips_repeats(hall):
    room_hall, h = hall
    ev = new_event(hall, players=3)
    reply = h.act(ev, "add_entrants", {"csv": "name\nP2\nDee\n<b>Eve</b>\n"})
    assert reply["added"] == {"added": ["Dee", "<b>Eve</b>"], "skipped": ["P2"]}
    assert [e.name for e in ev.entrants] == ["P1", "P2", "P3", "Dee", "<b>Eve</b>"]


def test_tables_are_as_equal_as_possible():
    # docs/rules/tournament.md §3.2 Prefer equal table sizes, e.g. 17 -> 9 + 8.
    assert table_sizes(17, 2) == [9, 8]
    assert table_sizes(11, 3) == [4, 4, 3]


def test_the_program_draws_balanced_tables_and_avoids_repeat_tablemates(hall):
    room_hall, h = hall
    ev = new_event(hall, game="pompeii", players=8, rounds=2)
    h.act(ev, "draw_round", {"tables": 2})
    assert [len(t.entrants) for t in ev.rounds[0]] == [4, 4]
    first = [set(t.entrants) for t in ev.rounds[0]]
    for t in ev.rounds[0]:   # tables are pre-seated rooms, locked, named after the entrants
        room = room_hall.rooms[t.room]
        assert room.locked and room.event == {"code": ev.code, "round": 1, "table": t.no}
        assert [s.name for s in room.seats] == [ev.entrant(e).name for e in t.entrants]
    play_round(hall, ev)
    h.act(ev, "draw_round", {"tables": 2})
    repeats = sum(1 for t in ev.rounds[1] for a, b in combinations(t.entrants, 2)
                  if any({a, b} <= f for f in first))
    assert repeats == 4   # the fewest possible: each new table of 4 holds 2 + 2 from the old tables


def test_a_round_cannot_be_seated_before_the_last_one_is_played_nor_beyond_the_plan(hall):
    room_hall, h = hall
    ev = new_event(hall, game="pompeii", players=4, rounds=1)
    h.act(ev, "draw_round", {"tables": 1})
    h.act(ev, "draw_round", {"tables": 2})          # not started yet: seated again
    assert len(ev.rounds) == 1 and len(ev.rounds[0]) == 2
    h.act(ev, "start_round", {})
    with pytest.raises(Rejection) as err:
        h.act(ev, "draw_round", {})
    assert err.value.code == "round_running"
    for t in ev.rounds[0]:
        h.act(ev, "void_match", {"round": 1, "table": t.no, "reason": "test", "by": "Ref"})
    with pytest.raises(Rejection) as err:
        h.act(ev, "draw_round", {})
    assert err.value.code == "rounds_done"


def test_too_many_players_for_the_tables_are_refused_with_how_to_fix_it(hall):
    room_hall, h = hall
    ev = new_event(hall, game="pompeii", players=9)
    with pytest.raises(Rejection) as err:
        h.act(ev, "draw_round", {"tables": 2})
    assert err.value.code == "bad_tables" and "more tables" in err.value.message


def test_bots_fill_a_table_below_the_minimum_and_their_points_go_to_nobody(hall):
    room_hall, h = hall
    ev = new_event(hall, players=3, rounds=1)
    h.act(ev, "draw_round", {"tables": 1})
    (t,) = ev.rounds[0]
    assert t.entrants[3:] == [None, None] and all(s.bot for s in room_hall.rooms[t.room].seats[3:])
    play_round(hall, ev)
    assert {r["entrant"] for r in h.standings(ev)} == {1, 2, 3}


def test_three_rounds_make_standings_from_the_seed_formula(hall):
    room_hall, h = hall
    ev = new_event(hall, players=11)
    for _ in range(3):
        h.act(ev, "draw_round", {"tables": 2})
        play_round(hall, ev)
    rows = h.standings(ev)
    expected = expected_totals(hall, ev)
    assert {r["entrant"]: r["total"] for r in rows} == {e.id: expected[e.id] for e in ev.entrants}
    assert all(set(r["by_round"]) == {"1", "2", "3"} for r in rows)
    assert [r["place"] for r in rows] == sorted(r["place"] for r in rows)
    assert rows[0]["place"] == 1


def test_void_fix_and_penalty_are_recorded_with_who_and_why_and_change_the_totals(hall):
    room_hall, h = hall
    ev = new_event(hall, players=5, rounds=2)
    h.act(ev, "draw_round", {"tables": 1})
    play_round(hall, ev)
    before = {r["entrant"]: r["total"] for r in h.standings(ev)}
    h.act(ev, "void_match", {"round": 1, "table": 1, "reason": "phones swapped", "by": "Referee Kim"})
    assert all(r["total"] == 0 for r in h.standings(ev))
    assert h.public(ev)["rounds"][0]["tables"][0]["status"] == "voided"
    h.act(ev, "unvoid_match", {"round": 1, "table": 1, "reason": "checked the log", "by": "Referee Kim"})
    assert {r["entrant"]: r["total"] for r in h.standings(ev)} == before
    h.act(ev, "fix_result", {"round": 1, "table": 1, "points": {"1": 5}, "reason": "scoring slip", "by": "Lee"})
    h.act(ev, "penalty", {"entrant": 2, "warnings": 3, "reason": "showed a phone", "by": "Lee"})
    rows = {r["entrant"]: r for r in h.standings(ev)}
    assert rows[1]["total"] == 5 and rows[1]["matches"][0]["fixed"]
    assert rows[2]["total"] == before[2] - 1 and rows[2]["warnings"] == 3   # T13: third warning costs a point
    assert [(c["action"], c["by"], c["reason"]) for c in ev.corrections] == [
        ("void", "Referee Kim", "phones swapped"), ("unvoid", "Referee Kim", "checked the log"),
        ("fix", "Lee", "scoring slip"), ("penalty", "Lee", "showed a phone")]


def test_a_table_whose_match_counts_is_not_replayed_until_it_is_voided(hall):
    room_hall, h = hall
    ev = new_event(hall, players=5, rounds=1)
    h.act(ev, "draw_round", {"tables": 1})
    play_round(hall, ev)
    room = room_hall.rooms[ev.rounds[0][0].room]
    with pytest.raises(Rejection) as err:
        room_hall.start(room)
    assert err.value.code == "event_table_done"
    h.act(ev, "void_match", {"round": 1, "table": 1, "reason": "replay", "by": "Ref"})
    h.act(ev, "start_table", {"round": 1, "table": 1})
    assert room.phase == "playing" and len(ev.rounds[0][0].matches) == 2


def test_an_entrant_keeps_one_identity_across_tables_and_phones(hall):
    room_hall, h = hall
    ev = new_event(hall, game="pompeii", players=4, rounds=2)
    e = h.join(ev, {"entrant": 3, "lang": "zh-Hant"})
    with pytest.raises(Rejection) as err:
        h.join(ev, {"entrant": 3})
    assert err.value.code == "entrant_claimed"
    assert h.join(ev, {"token": e.token}) is e          # the entrant link on another phone
    seats = []
    for _ in range(2):
        h.act(ev, "draw_round", {"tables": 2})
        me = h.me(ev, e)
        room = room_hall.rooms[me["table"]["room"]]
        assert room.seats[me["table"]["seat"]].token == me["table"]["seat_token"]
        assert me["table"]["url"].endswith("#t=" + me["table"]["seat_token"])
        seats.append(me["table"]["room"])
        play_round(hall, ev)
    assert seats[0] != seats[1] and h.me(ev, e)["standing"]["entrant"] == 3


def test_registration_by_name_ends_when_the_organiser_closes_it(hall):
    room_hall, h = hall
    ev = new_event(hall, players=2)
    assert h.join(ev, {"name": "Zoe"}).claimed
    with pytest.raises(Rejection) as err:
        h.join(ev, {"name": "zoe"})
    assert err.value.code == "name_taken"
    h.act(ev, "set_event", {"registration": False})
    with pytest.raises(Rejection) as err:
        h.join(ev, {"name": "Yan"})
    assert err.value.code == "registration_closed"


def test_a_withdrawn_entrant_keeps_their_points_and_gets_no_later_seat(hall):
    room_hall, h = hall
    ev = new_event(hall, players=6, rounds=2)
    h.act(ev, "draw_round", {"tables": 1})
    play_round(hall, ev)
    points = {r["entrant"]: r["total"] for r in h.standings(ev)}[6]
    h.act(ev, "remove_entrant", {"entrant": 6})
    h.act(ev, "draw_round", {"tables": 1})
    assert 6 not in ev.rounds[1][0].entrants
    assert {r["entrant"]: r["total"] for r in h.standings(ev)}[6] == points


def test_a_restarted_host_rebuilds_the_event_and_the_same_standings(tmp_path):
    hall = make_hall(tmp_path)
    ev = new_event(hall, players=6, rounds=2)
    hall[1].act(ev, "draw_round", {"tables": 1})
    play_round(hall, ev)
    hall[1].act(ev, "penalty", {"entrant": 1, "points": -2, "reason": "late", "by": "Ref"})
    before = hall[1].public(ev)
    table2, hall2 = make_hall(tmp_path)
    after = hall2.public(hall2.event(ev.code))
    assert after["standings"] == before["standings"] and after["corrections"] == before["corrections"]
    assert after["rounds"][0]["tables"][0]["status"] == "finished"
    assert ev.code in table2.reserved_codes


def test_event_options_are_checked_for_some_table_size(hall):
    room_hall, h = hall
    ev = h.create({"game": "fengsheng", "options": {"mode": "standard"}})   # not for 2 players, fine for 3+
    assert ev.options == {"mode": "standard"}
    with pytest.raises(Rejection) as err:
        h.create({"game": "avalon", "options": {"nope": 1}})
    assert err.value.code == "bad_options"
    assert event_rules("fengsheng").rounds == ev.rounds_planned == 3


def test_a_table_shows_the_roster_name_and_sends_new_phones_to_the_event(hall):
    room_hall, h = hall
    ev = new_event(hall, game="pompeii", players=3)
    h.act(ev, "draw_round", {"tables": 1})
    room = room_hall.rooms[ev.rounds[0][0].room]
    assert room.join_url(room_hall.base_url) == f"http://host:8000/event/{ev.code}"
    with pytest.raises(Rejection) as err:
        room_hall.set_name(room, 0, "Someone else")
    assert err.value.code == "event_name"
    seat = ev.rounds[0][0].entrants.index(2)
    assert h.act(ev, "rename_entrant", {"entrant": 2, "name": "Bea"}) == {"rooms": [room.code]}
    assert room.seats[seat].name == "Bea"


def test_game_options_and_timers_of_the_event_go_to_the_tables_seated_next(hall):
    room_hall, h = hall
    ev = new_event(hall, players=5)
    h.act(ev, "set_event", {"options": {"percival": True}, "timers": {"assassinate": 120}})
    with pytest.raises(Rejection):
        h.act(ev, "set_event", {"timers": {"nope": 5}})
    h.act(ev, "draw_round", {"tables": 1})
    room = room_hall.rooms[ev.rounds[0][0].room]
    assert room.options == {"percival": True} and room.timer_seconds("assassinate") == 120
    assert h.public(ev)["timers"] == {"assassinate": 120}


def test_when_the_time_limit_passes_no_new_round_starts_and_the_standings_stand(hall, monkeypatch):
    # Seed 000 l.539 "若時間內無法完成3場，則以最後場次累計積分"; §3.6.
    room_hall, h = hall
    ev = new_event(hall, players=5)
    h.act(ev, "set_event", {"time_limit": 90})
    assert 90 * 60 - 5 < h.public(ev)["ends_at"] - h.public(ev)["now"] <= 90 * 60
    h.act(ev, "draw_round", {"tables": 1})
    play_round(hall, ev)
    standings = h.standings(ev)
    import server.events as events
    after = ev.ends_at + 1
    monkeypatch.setattr(events.time, "time", lambda: after)
    with pytest.raises(Rejection) as err:
        h.act(ev, "draw_round", {"tables": 1})
    assert err.value.code == "time_up" and "Close the event" in err.value.message
    assert h.standings(ev) == standings
    h.act(ev, "set_event", {"time_limit": 0})        # the organiser lifts the limit
    h.act(ev, "draw_round", {"tables": 1})
    assert len(ev.rounds) == 2
