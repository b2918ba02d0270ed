"""Who may do what: host controls, one seat's view, room-code guessing, locked rooms."""

import math
import random


from server.app import JOIN_FAILS, JoinGuard
from server.rooms import CODE_ALPHABET, CODE_LENGTH, RoomHall
from server.store import Store
from tests.faults.helpers import game_room, token_of
from tests.protocol.harness import Client, join_phone, open_tv


def test_room_codes_have_191_million_values_and_are_drawn_from_the_whole_alphabet(tmp_path):
    assert len(CODE_ALPHABET) == len(set(CODE_ALPHABET)) == 24 and not set("IO") & set(CODE_ALPHABET)
    assert len(CODE_ALPHABET) ** CODE_LENGTH == 191_102_976   # log2 = 27.5 bits
    assert math.log2(24 ** 6) > 27
    room_hall = RoomHall(Store(str(tmp_path)))
    codes = [room_hall.new_code() for _ in range(2000)]
    assert all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in codes)
    # 2,000 draws from 191 million repeat a code about once in a hundred runs (none of them is a
    # room here: a code in use is never drawn again); more than two repeats would be a narrow draw
    assert set("".join(codes)) == set(CODE_ALPHABET) and len(codes) - len(set(codes)) <= 2


def test_a_seat_only_ever_receives_its_own_view_and_tokens_do_not_cross(server):
    tv, info, phones = game_room(server.url, "avalon")
    for i, ph in enumerate(phones):
        v = ph.wait("view", lambda d: d["match"] is not None)
        assert v["seat"] == i and all(p["seat"] == i for p in v["match"]["prompts"])
    # the host's TV token is not a seat token; a seat token does not make a TV the host
    stranger = Client(server.url).connect()
    assert stranger.refused("join", {"room": info["room"], "token": info["host_token"]})["code"] == "bad_token"
    other_tv, welcome = open_tv(server.url, info["room"], token_of(phones[1]))
    assert welcome["host"] is False and "host_token" not in welcome
    assert other_tv.wait("view", lambda d: True)["seat"] is None
    assert other_tv.refused("host", {"action": "pause"})["code"] == "not_host"
    # the host seat's phone may; another seat's phone may not
    assert phones[1].refused("host", {"action": "pause"})["code"] == "not_host"
    assert phones[1].refused("host", {"action": "seat_link", "seat": 2})["code"] == "not_host"
    phones[0].request("host", {"action": "pause"}, "room", pred=lambda d: d["paused"])
    # a token of another room's seat names no seat here
    tv2, info2 = open_tv(server.url)
    assert Client(server.url).connect().refused(
        "join", {"room": info2["room"], "token": token_of(phones[2])})["code"] == "bad_token"
    for c in (tv, tv2, stranger, other_tv, *phones):
        c.close()


def test_guessing_room_codes_is_refused_after_ten_misses_but_a_seat_token_still_comes_back(server):
    tv, info = open_tv(server.url)
    room = info["room"]
    ann, w = join_phone(server.url, room, "Ann")
    guesser = Client(server.url).connect()
    rng = random.Random(1)
    for _ in range(JOIN_FAILS):
        code = "".join(rng.choice(CODE_ALPHABET) for _ in range(6))
        assert guesser.refused("join", {"room": code, "name": "x"})["code"] == "unknown_room"
    err = guesser.refused("join", {"room": "ZZZZZZ", "name": "x"})
    assert err["code"] == "too_many_joins" and err["key"] == "error.too_many_joins" and err["params"]["seconds"] > 0
    # the right code is no oracle now: refused the same way, for a phone and for a TV
    assert guesser.refused("join", {"room": room, "name": "x"})["code"] == "too_many_joins"
    assert guesser.refused("tv_hello", {"room": room})["code"] == "too_many_joins"
    # (every connection from this address shares the count; these come from 127.0.0.1 too)
    ann.close()
    back, w2 = join_phone(server.url, room, "", token=w["token"])      # a reconnect by token works
    assert w2["seat"] == 0
    tv2, welcome = open_tv(server.url, room, info["host_token"])       # so does the host's TV
    assert welcome["host"] is True
    assert Client(server.url).connect().refused("join", {"room": room, "token": "guess"})["code"] == "too_many_joins"
    for c in (tv, tv2, back, guesser):
        c.close()


def test_the_join_guard_counts_per_address_in_a_sliding_window_and_blocks_for_a_while():
    now = [0.0]
    g = JoinGuard(3, 60.0, 30.0, clock=lambda: now[0])
    for _ in range(2):
        g.failed("10.0.0.1")
    now[0] = 61.0
    g.failed("10.0.0.1")                      # the first two misses have aged out
    assert not g.blocked("10.0.0.1")
    g.failed("10.0.0.1"), g.failed("10.0.0.1")
    assert g.blocked("10.0.0.1") and not g.blocked("10.0.0.2")
    now[0] = 61.0 + 30.1
    assert not g.blocked("10.0.0.1")


def test_a_locked_room_takes_no_new_phone_and_makes_no_seat_link_but_its_phones_come_back(server):
    tv, info, phones = game_room(server.url, "avalon")
    room = info["room"]
    assert phones[1].refused("host", {"action": "lock"})["code"] == "not_host"
    tv.request("host", {"action": "lock"}, "room", pred=lambda d: d["locked"])
    assert tv.refused("host", {"action": "seat_link", "seat": 1})["code"] == "room_locked"
    newcomer = Client(server.url).connect()
    err = newcomer.refused("join", {"room": room, "name": "Late"})
    assert err["code"] == "room_locked" and err["key"] == "error.room_locked"
    token = token_of(phones[2])
    phones[2].close()
    phones[2], w = join_phone(server.url, room, "", token=token)          # a reconnect by token
    assert w["seat"] == 2
    tv.request("host", {"action": "end_match"}, "room", pred=lambda d: d["phase"] == "lobby")
    assert newcomer.refused("join", {"room": room, "name": "Late"})["code"] == "room_locked"   # lobby too
    tv.request("host", {"action": "unlock"}, "room", pred=lambda d: not d["locked"])
    assert tv.request("host", {"action": "seat_link", "seat": 1}, "seat_link")["seat"] == 1
    for c in (tv, newcomer, *phones):
        c.close()


def test_a_lock_is_kept_across_a_restart(tmp_path):
    room_hall = RoomHall(Store(str(tmp_path)))
    room = room_hall.create_room("avalon")
    room_hall.host(room, "lock", {})
    again = RoomHall(Store(str(tmp_path)))
    again.restore()
    assert again.rooms[room.code].locked and again.rooms[room.code].public("http://h")["locked"]
