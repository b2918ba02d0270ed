"""What travels around the game data must not tell one seat about another (docs/faults.md,
"Side channels"): the refusal of a prompt number, the counter in a view, whether a view is
sent at all, and seat links. The room hall's logic, without sockets; the same over the real
protocol is in tests/protocol/test_side_channels_protocol.py."""

import random

import orjson
import pytest

from games import REGISTRY
from games.core import Rejection
from server.rooms import SEAT_LINK_SECONDS, RoomHall
from server.store import Store
from server.wire import encode


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def new_room_hall(tmp_path, name="t"):
    return RoomHall(Store(str(tmp_path / name)), "http://host:8000", bot_delay=1.0, auto_pass_delay=60.0,
                 clock=Clock(), seed_source=random.Random(7))


@pytest.fixture(autouse=True)
def zap_registered(monkeypatch):
    monkeypatch.setitem(REGISTRY, "zap", "tests.toygames")


def zap_window(room_hall, timers=None, negate=True):
    """Three phones; seat 0 zaps seat 1, so a response window is open for every seat (only
    seat 1 holds a Negate: the others could only pass)."""
    room = room_hall.create_room("zap")
    for i in range(3):
        room_hall.join(room, f"P{i}", "en", None)
    if timers is not None:
        room_hall.host(room, "set_timers", {"timers": timers})
    room_hall.start(room)
    hands = room.match.state.hands
    hands[0], hands[1], hands[2] = ["zap"], ["negate" if negate else "zap"], ["zap"]
    (p,) = room.match.prompts
    room_hall.answer(room, 0, p.id, ["1"])
    return room


def wire_id(room, seat):
    (prompt,) = room.match.view(seat)["prompts"]
    return prompt["id"]


def refusal(fn, *args):
    with pytest.raises(Rejection) as caught:
        fn(*args)
    return caught.value.as_dict()


def test_every_number_that_is_not_an_open_prompt_of_the_sender_gets_one_and_the_same_refusal(tmp_path):
    room_hall = new_room_hall(tmp_path)
    room = zap_window(room_hall)
    own = wire_id(room, 2)
    others = {wire_id(room, 0), wire_id(room, 1)}
    # seat 2's own earlier numbers (closed), the numbers other seats use, numbers never given
    probes = sorted(({0, -1, 10**9} | set(range(1, own + 4)) | others) - {own})
    replies = {repr(refusal(room_hall.answer_from_phone, room, 2, n, ["pass"])) for n in probes}
    assert len(replies) == 1, replies
    assert "'code': 'stale_prompt'" in replies.pop()


def test_a_prompt_number_counts_only_the_seats_own_questions(tmp_path):
    room_hall = new_room_hall(tmp_path)
    room = zap_window(room_hall)
    # seat 0 was asked "who" and now the window; seats 1 and 2 were asked only the window
    assert [wire_id(room, s) for s in range(3)] == [2, 1, 1]


def hidden_passes(tmp_path, name, order):
    """The same match (same seed) where the window's passes come in ``order``: returns what each
    recipient was sent, as the server's publish decides it after every answer."""
    room_hall = new_room_hall(tmp_path, name)
    room = zap_window(room_hall)
    sent = {r: [] for r in (None, 0, 1, 2)}

    def publish():
        for r in sent:
            v = room_hall.view_if_changed(room, r)
            if v is not None:
                sent[r].append(orjson.loads(encode(v))["match"])   # as the phone reads it

    publish()
    for seat in order:
        room_hall.answer_from_phone(room, seat, wire_id(room, seat), ["pass"])
        publish()
    return sent


def test_who_passed_first_in_a_hidden_window_changes_nothing_any_other_recipient_is_sent(tmp_path):
    a = hidden_passes(tmp_path, "a", [2, 0, 1])
    b = hidden_passes(tmp_path, "b", [0, 2, 1])
    assert a[None] == b[None]               # the TV: the window, then the zap landing
    assert a[1] == b[1]                     # the seat that passed last
    assert [v["seq"] for v in a[None]] == [1, 1]   # sent twice, and no pass counted
    # seat 2 passing first or second: seat 0 and seat 2 each see only their own prompt close
    assert [v["prompts"] for v in a[0]] == [v["prompts"] for v in b[0]]
    assert [v["seq"] for v in a[2]] == [v["seq"] for v in b[2]]


def test_seq_counts_only_answers_the_reader_may_know_were_given(tmp_path):
    room_hall = new_room_hall(tmp_path)
    room = zap_window(room_hall)
    m = room.match
    assert [m.view(r)["seq"] for r in (None, 0, 1, 2)] == [1, 1, 1, 1]   # the zap was public
    room_hall.answer_from_phone(room, 2, wire_id(room, 2), ["pass"])
    assert [m.view(r)["seq"] for r in (None, 0, 1, 2)] == [1, 1, 1, 2]   # a hidden pass: only its own


def test_a_seat_link_carries_a_claim_code_that_works_once_and_revokes_the_old_token(tmp_path):
    room_hall = new_room_hall(tmp_path)
    room = zap_window(room_hall)
    old_token = room.seats[1].token
    url = room_hall.host(room, "seat_link", {"seat": 1})["seat_link"]["url"]
    code = url.split("#c=")[1]
    assert all(s.token not in url for s in room.seats) and room.host_token not in url
    assert room_hall.claim(room, code, "zh-Hans") == 1
    assert room.seats[1].token != old_token and room.seats[1].lang == "zh-Hans"
    assert refusal(room_hall.join, room, None, "en", old_token)["code"] == "bad_token"
    assert refusal(room_hall.claim, room, code, "en")["code"] == "bad_link"


def test_a_seat_link_expires(tmp_path):
    room_hall = new_room_hall(tmp_path)
    room = zap_window(room_hall)
    code = room_hall.host(room, "seat_link", {"seat": 2})["seat_link"]["url"].split("#c=")[1]
    room_hall.clock.now += SEAT_LINK_SECONDS + 1
    assert refusal(room_hall.claim, room, code, "en")["code"] == "bad_link"
    assert room.claims == {}


def test_claiming_a_seat_cancels_every_other_link_to_it(tmp_path):
    room_hall = new_room_hall(tmp_path)
    room = zap_window(room_hall)
    first, second = (room_hall.host(room, "seat_link", {"seat": 0})["seat_link"]["url"].split("#c=")[1]
                     for _ in range(2))
    room_hall.claim(room, second, "en")
    assert refusal(room_hall.claim, room, first, "en")["code"] == "bad_link"


def test_a_phone_with_nothing_to_do_keeps_its_window_until_no_seat_with_a_choice_is_deciding(tmp_path):
    room_hall = new_room_hall(tmp_path)
    room = zap_window(room_hall, {"response": 0})   # no timer: only the auto-pass acts; seat 1 holds a Negate
    room_hall.clock.now += 121                    # past twice the auto-pass delay
    assert not room_hall.is_due(room, room_hall.clock())   # the ticker leaves the room alone
    room_hall.tick(room)
    assert sorted(p.seat for p in room.match.prompts) == [0, 1, 2]   # every phone still shows it
    room_hall.answer_from_phone(room, 1, wire_id(room, 1), ["pass"])
    room_hall.tick(room)                          # as the answer handler does
    assert room.match.state.points[1] == 4 and not any("negate?" in p.key for p in room.match.prompts)


def test_a_window_where_nobody_has_a_choice_closes_after_the_auto_pass_delay(tmp_path):
    room_hall = new_room_hall(tmp_path)
    room = zap_window(room_hall, {"response": 0}, negate=False)   # nobody could answer
    room_hall.clock.now += 59
    assert not room_hall.is_due(room, room_hall.clock()) and not room_hall.tick(room)   # not before the delay
    room_hall.clock.now += 62                     # at the latest twice the delay (60 s here)
    assert room_hall.is_due(room, room_hall.clock()) and room_hall.tick(room)
    assert not any("negate?" in p.key for p in room.match.prompts)
