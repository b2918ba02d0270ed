"""The room hall's logic (server/rooms.py) without sockets: seats, timers, bots, storage, restore."""

import copy
import random

import pytest

from games import REGISTRY
from games.core import Rejection
from server.rooms import RoomHall, clean_name
from server.store import StorageError, Store


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


@pytest.fixture
def room_hall(tmp_path, monkeypatch):
    monkeypatch.setitem(REGISTRY, "zap", "tests.toygames")
    return RoomHall(Store(str(tmp_path)), "http://host:8000", bot_delay=1.0, auto_pass_delay=2.0, clock=Clock(),
                 seed_source=random.Random(7))


def zap_room(room_hall, players=3):
    room = room_hall.create_room("zap")
    for i in range(players):
        room_hall.join(room, f"P{i}", "en", None)
    room_hall.start(room)
    return room


def test_the_first_phone_is_host_and_the_host_passes_on_when_it_leaves(room_hall):
    room = room_hall.create_room("zap")
    room_hall.join(room, "Ann", "en", None)
    room_hall.join(room, "Bob", "zh-Hant", None)
    assert room.host_seat == 0 and room.seats[1].lang == "zh-Hant"
    room_hall.leave(room, 0)
    assert room.host_seat == 0 and room.seats[0].name == "Bob"


def test_a_timer_running_out_plays_the_default_and_records_it_as_a_timeout(room_hall):
    room = zap_room(room_hall)
    room_hall.host(room, "set_timers", {"timers": {"response": 5}})
    for s in range(3):
        room.match.state.hands[s] = ["zap", "negate"]   # everyone could answer: no auto-pass
    (p,) = room.match.prompts
    room_hall.answer(room, 0, p.id, ["1"])            # a zap opens a response window (timer 5 s)
    window = list(room.match.prompts)
    room_hall.clock.now += 4.9
    assert not room_hall.tick(room)
    room_hall.clock.now += 0.2
    assert room_hall.tick(room)
    assert all(room.match.prompt(w.id) is None for w in window)
    assert [i.source for i in room.match.inputs[1:]] == ["timeout"] * 3


def test_pause_freezes_timers_and_resume_gives_back_the_time_left(room_hall):
    room = zap_room(room_hall)
    room_hall.host(room, "set_timers", {"timers": {"response": 10}})
    for s in range(3):
        room.match.state.hands[s] = ["zap", "negate"]
    (p,) = room.match.prompts
    room_hall.answer(room, 0, p.id, ["1"])
    room_hall.clock.now += 4
    room_hall.host(room, "pause", {})
    room_hall.clock.now += 100
    assert not room_hall.tick(room)
    with pytest.raises(Rejection) as r:
        room_hall.answer(room, 1, room.match.prompts_for(1)[0].id, ["pass"])
    assert r.value.code == "paused"
    room_hall.host(room, "resume", {})
    assert room_hall.timer_info(room, 1)["remaining"] == pytest.approx(6, abs=0.01)
    room_hall.host(room, "extend", {"seconds": 30})
    assert room_hall.timer_info(room, 1)["remaining"] == pytest.approx(36, abs=0.01)


def test_a_bot_seat_answers_after_the_bot_delay(room_hall):
    room = zap_room(room_hall)
    room_hall.host(room, "seat_to_bot", {"seat": 0, "bot": "random"})
    assert not room_hall.tick(room)
    room_hall.clock.now += 1.0
    assert room_hall.tick(room)
    assert room.match.inputs[0].source == "bot"


def test_a_seat_with_nothing_to_do_auto_passes_between_the_delay_and_twice_it(room_hall):
    room = zap_room(room_hall)
    for s in range(3):
        room.match.state.hands[s] = ["zap"]       # nobody holds a negate
    (p,) = room.match.prompts
    room_hall.answer(room, 0, p.id, ["1"])
    assert all(q.auto_pass for q in room.match.prompts)
    room_hall.clock.now += 1.9
    assert not room_hall.tick(room)
    room_hall.clock.now += 2.2                        # at the latest twice the 2 s delay
    assert room_hall.tick(room) and room.match.state.points[1] == 4


def test_a_failed_disk_write_refuses_the_answer_and_changes_nothing(room_hall, monkeypatch):
    room = zap_room(room_hall)
    (p,) = room.match.prompts
    before = room.match.fingerprint()

    def broken(*a, **k):
        raise StorageError("disk full")
    monkeypatch.setattr(room_hall.store, "append_input", broken)
    with pytest.raises(Rejection) as r:
        room_hall.answer(room, 0, p.id, ["1"])
    assert r.value.code == "storage_failed" and "disk full" in r.value.message
    assert room.match.fingerprint() == before and room.match.prompt(p.id) is not None


def test_a_new_room_hall_on_the_same_data_restores_rooms_by_replay(room_hall, tmp_path):
    room = zap_room(room_hall)
    (p,) = room.match.prompts
    room_hall.answer(room, 0, p.id, ["2"])
    again = RoomHall(Store(str(tmp_path)), "http://host:8000", clock=Clock())
    assert again.restore() == 1
    back = again.rooms[room.code]
    assert back.phase == "playing" and back.match.fingerprint() == room.match.fingerprint()
    assert [s.token for s in back.seats] == [s.token for s in room.seats]


def test_options_that_do_not_fit_are_refused_with_the_reason(room_hall):
    room = room_hall.create_room("avalon")
    with pytest.raises(Rejection) as r:
        room_hall.host(room, "set_options", {"options": {"lady": "sometimes"}})
    assert r.value.code == "bad_options" and "lady" in r.value.message
    with pytest.raises(Rejection) as r:
        room_hall.start(room)                        # no players yet
    assert r.value.code == "bad_options" and "5-10 players" in r.value.message


@pytest.mark.parametrize("raw,clean", [
    ("  Ann   Lee ", "Ann Lee"), ("A\u202eB\u2066C", "ABC"), ("x\x00y\x1bz", "xyz"), ("名" * 24, "名" * 24),
])
def test_names_are_trimmed_stripped_of_controls_and_bidi_and_limited(raw, clean):
    assert clean_name(raw) == clean


@pytest.mark.parametrize("raw", ["", "   ", "\u202e", "名" * 25])
def test_a_name_that_is_empty_or_too_long_is_refused_not_cut(raw):
    with pytest.raises(Rejection) as r:
        clean_name(raw)
    assert r.value.code == "bad_name"


def test_a_game_without_its_table_pieces_cannot_be_chosen_in_the_lobby(room_hall, monkeypatch):
    from tests.toygames import ZAP
    monkeypatch.setattr(ZAP, "table_ready", False)
    room = room_hall.create_room("avalon")
    with pytest.raises(Rejection) as r:
        room_hall.host(room, "select_game", {"game": "zap"})
    assert r.value.code == "not_ready" and "partytable simulate zap" in r.value.message
    assert room.game == "avalon"


def test_each_player_sets_their_own_seat_option_and_the_match_gets_one_value_per_seat(room_hall):
    room = room_hall.create_room("fengsheng")
    for name in ("Ann", "Bo", "Cy"):
        room_hall.join(room, name, "en", None)
    room_hall.set_pref(room, 0, {"id": "genders", "value": "female"})
    room_hall.set_pref(room, 2, {"id": "genders", "value": "male"})
    assert room.public("http://h")["seats"][0]["prefs"] == {"genders": "female"}
    room_hall.start(room)
    assert room.match.options["genders"] == ["female", "", "male"]


def test_a_seat_option_is_refused_from_the_host_and_outside_its_choices(room_hall):
    room = room_hall.create_room("fengsheng")
    room_hall.join(room, "Ann", "en", None)
    with pytest.raises(Rejection) as r:
        room_hall.host(room, "set_options", {"options": {"genders": ["female"]}})
    assert r.value.code == "bad_options" and "own phone" in r.value.message
    for bad in ({"id": "genders", "value": "robot"}, {"id": "mode", "value": "free"}, "female"):
        with pytest.raises(Rejection) as r:
            room_hall.set_pref(room, 0, bad)
        assert r.value.code == "bad_payload"


def test_seat_options_survive_a_restart(room_hall, tmp_path):
    room = room_hall.create_room("fengsheng")
    room_hall.join(room, "Ann", "en", None)
    room_hall.set_pref(room, 0, {"id": "genders", "value": "female"})
    again = RoomHall(Store(str(tmp_path)), "http://host:8000", clock=Clock())
    again.restore()
    assert again.rooms[room.code].seats[0].prefs == {"genders": "female"}


def test_a_game_that_declares_the_auto_pass_timer_lets_the_host_set_the_delay(room_hall, monkeypatch):
    from tests.toygames import ZAP
    monkeypatch.setattr(ZAP, "timers", {"response": 30, "auto_pass": 2})
    room = zap_room(room_hall)
    room_hall.host(room, "set_timers", {"timers": {"auto_pass": 0}})
    for s in range(3):
        room.match.state.hands[s] = ["zap"]       # nobody holds a negate
    (p,) = room.match.prompts
    room_hall.answer(room, 0, p.id, ["1"])
    assert all(q.auto_pass for q in room.match.prompts)
    assert room_hall.tick(room) and room.match.state.points[1] == 4   # no wait at all


@pytest.mark.parametrize("action,payload", [("add_bot", {}), ("set_timers", {"timers": {"response": 5}}),
                                            ("lock", {}), ("start", {}), ("set_tv_lang", {"lang": "zh-Hans"})])
def test_a_host_change_the_disk_cannot_keep_is_refused_and_undone(room_hall, monkeypatch, action, payload):
    room = room_hall.create_room("zap")
    for name in ("Ann", "Bob"):
        room_hall.join(room, name, "en", None)
    before = copy.deepcopy(room.data())

    def broken(*a, **k):
        raise StorageError("disk full")
    monkeypatch.setattr(room_hall.store, "save_room", broken)
    monkeypatch.setattr(room_hall.store, "start_match", broken)
    with pytest.raises(Rejection) as r:
        room_hall.host(room, action, payload)
    assert r.value.code == "storage_failed" and "disk full" in r.value.message
    assert room.data() == before and room.match is None


def test_a_seat_the_disk_cannot_keep_is_not_added(room_hall, monkeypatch):
    room = room_hall.create_room("zap")
    room_hall.join(room, "Ann", "en", None)
    monkeypatch.setattr(room_hall.store, "save_room", lambda *a: (_ for _ in ()).throw(StorageError("read-only")))
    with pytest.raises(Rejection):
        room_hall.join(room, "Bob", "en", None)
    with pytest.raises(Rejection):
        room_hall.set_name(room, 0, "Anna")
    assert [s.name for s in room.seats] == ["Ann"] and room.host_seat == 0


def test_an_answer_that_arrives_after_the_last_one_ended_the_match_is_told_the_match_is_over(room_hall):
    room = zap_room(room_hall)
    while not room.match.finished:   # everyone passes their Zap: two rounds, then the end
        (p,) = room.match.prompts
        last = (p.seat, room.match.view(p.seat)["prompts"][0]["id"])   # the number its phone knows
        room_hall.answer_from_phone(room, *last, ["pass"])
    assert room.phase == "finished"
    with pytest.raises(Rejection) as late:
        room_hall.answer_from_phone(room, *last, ["pass"])   # the same tap, crossing the last answer
    assert late.value.code == "match_over"
