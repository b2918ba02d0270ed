"""Spectators (issue 19 point 6, docs/protocol.md "Spectators"): a phone that joins a started room
watches the TV's view, byte for byte, is never prompted, is refused every seat message, and sits
down at the next match when the host allows it and a seat is free."""

import json
import os

import pytest

from tests.protocol.harness import Client, Server, join_phone, open_tv


def running_server(folder, bot_delay=0.0):
    srv = Server(str(folder), bot_delay=bot_delay)
    os.makedirs(srv.data_dir, exist_ok=True)
    srv.start()
    return srv


# one server for the module: every test opens rooms of its own (issue 13: a server costs ~1.5 s)
@pytest.fixture(scope="module")
def server(tmp_path_factory):
    srv = running_server(tmp_path_factory.mktemp("data"))
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def paced_server(tmp_path_factory):
    """Bots wait a little before each move, so the host can pause a bot match at its start."""
    srv = running_server(tmp_path_factory.mktemp("paced"), bot_delay=0.05)
    yield srv
    srv.stop()


def started_table(url, game="zap", humans=2, bots=1):
    """A host TV, ``humans`` phones and ``bots`` bots seated, the match started."""
    tv, info = open_tv(url)
    tv.request("host", {"action": "select_game", "game": game}, "room", pred=lambda d: d["game"] == game)
    phones = [join_phone(url, info["room"], f"P{i}")[0] for i in range(humans)]
    for n in range(bots):
        tv.request("host", {"action": "add_bot", "bot": "random"}, "room",
                   pred=lambda d, n=n: len(d["seats"]) == humans + n + 1)
    tv.request("host", {"action": "start"}, "room", pred=lambda d: d["phase"] == "playing")
    return tv, info["room"], phones


def spectate(url, room, name="Late"):
    phone = Client(url).connect()
    welcome = phone.request("join", {"room": room, "name": name, "lang": "zh-Hant"}, "welcome")
    assert not isinstance(welcome, tuple), welcome
    return phone, welcome


def views(client, after=0):
    """Every view the client received (after event index ``after``), as the bytes of its JSON."""
    with client.cond:
        return [json.dumps(d) for e, d in client.events[after:] if e == "view"]


def play_out(tv):
    """The host plays every open prompt's default until the match is over: as its own last skip's view
    shows it, not the TV's last recorded view (the test client records each message from a thread of
    its own, so an older view may be recorded last; issue 13)."""
    view = tv.last("view")
    for _ in range(200):
        if (view["match"] or {}).get("finished"):
            return
        view = tv.request("host", {"action": "skip_timer"}, "view")
        assert not isinstance(view, tuple), view
    raise AssertionError("the match did not end")


def test_a_phone_joining_a_started_room_watches_what_the_tv_is_sent_and_is_never_prompted(server):
    tv, room, phones = started_table(server.url)
    tv.wait("view", lambda d: d["match"] and d["match"]["prompts"] == [])
    before = tv.mark()
    late, welcome = spectate(server.url, room)
    assert welcome["seat"] is None and welcome["spectator"] is True and welcome["token"]
    shown = tv.wait("room", lambda d: d["spectators"] == 1, after=before)
    assert shown["spectators_waiting"] == [] and shown["spectators_join"] is True
    late.wait("view")
    play_out(tv)
    late.wait("view", lambda d: d["match"]["finished"])
    # its first view is the TV's view of that moment; every later one is the TV's next, in order
    assert len(views(late)) > 3 and views(late)[1:] == views(tv, tv_index_of(tv, views(late)[0]))
    assert all(json.loads(v)["seat"] is None and not json.loads(v)["match"]["prompts"] for v in views(late))
    for c in (tv, late, *phones):
        c.close()


def index_of(client, payload) -> int:
    """Where ``payload`` (a message the client recorded) is in its events."""
    with client.cond:
        return next(i for i, (_, d) in enumerate(client.events) if d is payload)


def tv_index_of(tv, payload):
    """The event index just after the TV's view that equals ``payload`` (the spectator's first)."""
    with tv.cond:
        for i in range(len(tv.events) - 1, -1, -1):
            e, d = tv.events[i]
            if e == "view" and json.dumps(d) == payload:
                return i + 1
    raise AssertionError("the spectator's first view was never the TV's")


def test_every_step_of_a_bot_match_reaches_a_spectator_exactly_as_it_reaches_the_tv(paced_server):
    tv, room = bot_avalon(paced_server.url)
    late, _ = spectate(paced_server.url, room)
    late.wait("view")
    mark_tv, mark_late = tv.mark(), late.mark()
    tv.request("host", {"action": "resume"}, "room", pred=lambda d: not d["paused"])
    tv.wait("view", lambda d: (d["match"] or {}).get("finished"), timeout=60)
    late.wait("view", lambda d: (d["match"] or {}).get("finished"), timeout=10)
    seen = views(late, mark_late)
    assert len(seen) > 10 and seen == views(tv, mark_tv)
    for c in (tv, late):
        c.close()


def bot_avalon(url):
    """Avalon with five bots, paused at its first view: a spectator can join before anything moves."""
    tv, info = open_tv(url)
    tv.request("host", {"action": "select_game", "game": "avalon"}, "room", pred=lambda d: d["game"] == "avalon")
    for n in range(5):
        tv.request("host", {"action": "add_bot"}, "room", pred=lambda d, n=n: len(d["seats"]) == n + 1)
    tv.emit("host", {"action": "start"})
    tv.emit("host", {"action": "pause"})
    tv.wait("room", lambda d: d["phase"] == "playing" and d["paused"])
    return tv, info["room"]


def test_a_spectator_is_refused_every_seat_message_with_its_own_code(server):
    tv, room, phones = started_table(server.url)
    late, _ = spectate(server.url, room)
    prompt = phones[0].wait("view", lambda d: d["match"] and d["match"]["prompts"])["match"]["prompts"][0]
    for event, payload in [("answer", {"prompt": prompt["id"], "answer": ["pass"]}), ("set_name", {"name": "X"}),
                           ("set_lang", {"lang": "en"}), ("leave", {}), ("set_pref", {"pref": {}})]:
        err = late.refused(event, payload)
        assert err["code"] == "spectating" and err["message"], (event, err)
    assert late.refused("host", {"action": "end_match"})["code"] == "not_host"
    for c in (tv, late, *phones):
        c.close()


def test_a_spectator_who_asks_sits_down_at_the_next_match_with_the_token_it_holds(server):
    tv, room, phones = started_table(server.url)
    late, welcome = spectate(server.url, room)
    late.request("spectator_seat", {"want": True}, "room", pred=lambda d: d["spectators_waiting"] == ["Late"])
    # The TV has every view published so far before the host skips: play_out takes the first view after
    # its skip for the skip's own, and a late one (the start's) made it skip once after the match ended.
    asked = tv.wait("room", lambda d: d["spectators_waiting"] == ["Late"])
    tv.wait("view", after=index_of(tv, asked) + 1)
    play_out(tv)
    mark = late.mark()
    # The room the start published, not the TV's last recorded one: the test client hands each message
    # to a thread of its own, so a room published before the start (one spectator) was once recorded
    # after it (issue 13); the server sends them in order, and a browser handles them in order.
    started = tv.request("host", {"action": "start"}, "room", pred=lambda d: d["match_no"] == 2)
    assert not isinstance(started, tuple), started
    assert started["phase"] == "playing" and len(started["seats"]) == 4
    assert started["spectators"] == 0 and started["seats"][3]["name"] == "Late"
    seated = late.wait("welcome", after=mark)
    assert seated["seat"] == 3 and seated["token"] == welcome["token"] and not seated.get("spectator")
    assert late.wait("view", lambda d: d["seat"] == 3, after=mark)["match"]["seq"] == 0
    # the phone comes back with the token it had as a spectator: it is the seat's now
    late.close()
    again, back = join_phone(server.url, room, "", token=welcome["token"])
    assert back["seat"] == 3
    for c in (tv, again, *phones):
        c.close()


def test_without_the_hosts_leave_or_a_free_seat_a_spectator_keeps_watching(server):
    tv, room, phones = started_table(server.url, humans=1, bots=5)   # Zap seats six
    late, _ = spectate(server.url, room)
    late.request("spectator_seat", {"want": True}, "room", pred=lambda d: d["spectators_waiting"] == ["Late"])
    tv.request("host", {"action": "end_match"}, "room", pred=lambda d: d["phase"] == "lobby")
    assert len(tv.last("room")["seats"]) == 6 and late.count("welcome") == 1   # no free seat: still watching
    tv.request("host", {"action": "remove_seat", "seat": 5}, "room", pred=lambda d: len(d["seats"]) == 5)
    tv.request("host", {"action": "spectators_join", "allow": False}, "room", pred=lambda d: not d["spectators_join"])
    tv.request("host", {"action": "start"}, "room", pred=lambda d: d["phase"] == "playing")
    assert len(tv.last("room")["seats"]) == 5 and late.count("welcome") == 1
    assert late.refused("spectator_seat", {"want": True})["code"] == "spectators_closed"
    for c in (tv, late, *phones):
        c.close()
