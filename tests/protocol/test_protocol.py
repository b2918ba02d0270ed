"""The Socket.IO protocol against a real server on loopback, under gevent and eventlet."""

import pytest

from tests.protocol.harness import Client, Server, join_phone, open_tv


def zap_table(url, players=3):
    """A TV holding the host token, ``players`` phones seated, a Zap match started."""
    tv, info = open_tv(url)
    room = info["room"]
    tv.request("host", {"action": "select_game", "game": "zap"}, "room", pred=lambda d: d["game"] == "zap")
    phones = [join_phone(url, room, f"P{i}")[0] for i in range(players)]
    tv.request("host", {"action": "start"}, "room", pred=lambda d: d["phase"] == "playing")
    return tv, info, phones


def open_prompt(phone, key=None):
    v = phone.wait("view", lambda d: d["match"] and any(key in (None, p["key"]) for p in d["match"]["prompts"]))
    return next(p for p in v["match"]["prompts"] if key in (None, p["key"]))


def test_a_tv_makes_a_room_and_the_first_phone_becomes_host(server):
    tv, info = open_tv(server.url)
    assert len(info["room"]) == 6 and info["host_token"] and info["join_qr_svg"].startswith("<svg")
    assert info["join_url"] == f"{server.url}/join/{info['room']}"
    a, wa = join_phone(server.url, info["room"], "Ann")
    b, wb = join_phone(server.url, info["room"], "Bob")
    assert (wa["seat"], wa["host"]) == (0, True) and (wb["seat"], wb["host"]) == (1, False)
    room = tv.wait("room", lambda d: len(d["seats"]) == 2)
    assert [s["name"] for s in room["seats"]] == ["Ann", "Bob"] and room["host_seat"] == 0
    assert "token" not in str(room)  # tokens are never broadcast
    for c in (tv, a, b):
        c.close()


def test_a_phone_that_comes_back_with_its_token_gets_its_seat_and_the_full_view(server):
    tv, info, phones = zap_table(server.url)
    token = phones[0].last("welcome")["token"]
    prompt = open_prompt(phones[0], "zap.who")
    phones[0].close()
    again, w = join_phone(server.url, info["room"], "", token=token)
    assert w["seat"] == 0
    assert open_prompt(again, "zap.who")["id"] == prompt["id"]
    for c in (tv, again, *phones[1:]):
        c.close()


def test_a_second_phone_taking_a_seat_replaces_the_first(server):
    tv, info, phones = zap_table(server.url)
    link = tv.request("host", {"action": "seat_link", "seat": 1}, "seat_link")
    assert link["url"].startswith(f"{server.url}/join/{info['room']}#c=") and link["qr_svg"].startswith("<svg")
    newphone = Client(server.url).connect()
    w = newphone.request("join", {"room": info["room"], "claim": link["url"].split("#c=")[1]}, "welcome")
    assert w["seat"] == 1
    phones[1].wait("replaced")
    for c in (tv, newphone, *phones):
        c.close()


BAD_ANSWERS = [
    ("not an object", "bad_payload"),
    ({"answer": ["1"]}, "bad_payload"),
    ({"prompt": "1", "answer": ["1"]}, "bad_payload"),
    ({"prompt": 99999, "answer": ["1"]}, "stale_prompt"),
    ({"prompt": None, "answer": ["1"]}, "bad_payload"),
]


def test_malformed_and_illegal_answers_are_refused_and_change_nothing(server):
    tv, info, phones = zap_table(server.url)
    prompt = open_prompt(phones[0], "zap.who")
    seq = phones[0].last("view")["match"]["seq"]
    for payload, code in BAD_ANSWERS:
        err = phones[0].refused("answer", payload)
        assert err["code"] == code and err["message"], (payload, err)
    for answer, code in [(["9"], "unknown_choice"), ("1", "bad_answer"), (["1", "2"], "wrong_count"),
                         ({"x": 1}, "bad_answer")]:
        err = phones[0].refused("answer", {"prompt": prompt["id"], "answer": answer})
        assert err["code"] == code, (answer, err)
    # another seat has no open prompt of that number: refused like any prompt that is not its own
    assert phones[1].refused("answer", {"prompt": prompt["id"], "answer": ["1"]})["code"] == "stale_prompt"
    # a connection without a seat cannot answer at all
    stranger = Client(server.url).connect()
    assert stranger.refused("answer", {"prompt": prompt["id"], "answer": ["1"]})["code"] == "not_seated"
    assert open_prompt(phones[0], "zap.who")["id"] == prompt["id"]
    assert phones[0].last("view")["match"]["seq"] == seq
    # the legal answer still works afterwards, once
    assert phones[0].request("answer", {"prompt": prompt["id"], "answer": ["1"]}, "accepted") == {"prompt": prompt["id"]}
    assert phones[0].refused("answer", {"prompt": prompt["id"], "answer": ["1"]})["code"] == "stale_prompt"
    for c in (tv, stranger, *phones):
        c.close()


def test_host_controls_refuse_everyone_but_the_host(server):
    tv, info = open_tv(server.url)
    host, _ = join_phone(server.url, info["room"], "Host")
    guest, _ = join_phone(server.url, info["room"], "Guest")
    other_tv, _ = open_tv(server.url, info["room"], "wrong-token")
    for c in (guest, other_tv):
        assert c.refused("host", {"action": "add_bot"})["code"] == "not_host"
    room = host.request("host", {"action": "add_bot", "bot": "random"}, "room", pred=lambda d: len(d["seats"]) == 3)
    assert room["seats"][2]["bot"] == "random"
    assert host.refused("host", {"action": "explode"})["code"] == "bad_action"
    for c in (tv, host, guest, other_tv):
        c.close()


def test_a_removed_seat_is_told_and_can_no_longer_act(server):
    tv, info = open_tv(server.url)
    a, _ = join_phone(server.url, info["room"], "Ann")
    b, _ = join_phone(server.url, info["room"], "Bob")
    c, _ = join_phone(server.url, info["room"], "Cid")
    tv.request("host", {"action": "remove_seat", "seat": 1}, "room", pred=lambda d: len(d["seats"]) == 2)
    b.wait("kicked")
    assert b.refused("set_name", {"name": "Mallory"})["code"] == "not_seated"
    c.request("set_name", {"name": "Cy"}, "room", pred=lambda d: d["seats"][1]["name"] == "Cy")
    room = tv.wait("room", lambda d: [s["name"] for s in d["seats"]] == ["Ann", "Cy"])
    assert room["host_seat"] == 0
    for x in (tv, a, b, c):
        x.close()


def test_names_are_cleaned_and_limited_and_never_markup(server):
    tv, info = open_tv(server.url)
    p, _ = join_phone(server.url, info["room"], "<script>x</script>\u202e\x00")
    room = tv.wait("room", lambda d: len(d["seats"]) == 1)
    name = room["seats"][0]["name"]
    assert name == "<script>x</script>" and "\u202e" not in name and "\x00" not in name
    for bad in ("   ", "x" * 25):
        assert Client(server.url).connect().refused("join", {"room": info["room"], "name": bad})["code"] == "bad_name"
    for c in (tv, p):
        c.close()


def test_a_timer_running_out_plays_the_default_answer(server):
    tv, info, phones = zap_table(server.url)
    tv.request("host", {"action": "set_timers", "timers": {"response": 1}}, "room")
    prompt = open_prompt(phones[0], "zap.who")
    phones[0].request("answer", {"prompt": prompt["id"], "answer": ["2"]}, "accepted")
    # nobody answers the response window: after a second everyone passes and the zap lands
    v = tv.wait("view", lambda d: d["match"] and d["match"]["table"]["points"][2] == 4, timeout=10)
    assert v["match"]["table"]["stack"] == []
    for c in (tv, *phones):
        c.close()


def test_pause_freezes_the_timers_and_holds_answers_until_resumed(server):
    tv, info, phones = zap_table(server.url)
    prompt = open_prompt(phones[0], "zap.who")
    tv.request("host", {"action": "pause"}, "room", pred=lambda d: d["paused"])
    assert phones[0].refused("answer", {"prompt": prompt["id"], "answer": ["1"]})["code"] == "paused"
    tv.request("host", {"action": "resume"}, "room", pred=lambda d: not d["paused"])
    assert phones[0].request("answer", {"prompt": prompt["id"], "answer": ["1"]}, "accepted") == {"prompt": prompt["id"]}
    for c in (tv, *phones):
        c.close()


def test_a_seat_handed_to_a_bot_is_played_by_the_server(server):
    tv, info, phones = zap_table(server.url)
    open_prompt(phones[0], "zap.who")
    tv.request("host", {"action": "seat_to_bot", "seat": 0, "bot": "random"}, "room",
               pred=lambda d: d["seats"][0]["bot"] == "random")
    # the bot answers seat 0's turn; the match moves on
    tv.wait("view", lambda d: d["match"] and d["match"]["seq"] >= 1, timeout=10)
    for c in (tv, *phones):
        c.close()


def test_a_restarted_server_restores_every_room_by_replay(tmp_path):
    import os
    data = str(tmp_path / "data")
    os.makedirs(data)
    # a long auto-pass delay keeps the response window open across the restart
    srv = Server(data, auto_pass_delay=60).start()
    tv, info, phones = zap_table(srv.url)
    tokens = [p.last("welcome")["token"] for p in phones]
    prompt = open_prompt(phones[0], "zap.who")
    phones[0].request("answer", {"prompt": prompt["id"], "answer": ["1"]}, "accepted")
    before = phones[1].wait("view", lambda d: d["match"] and d["match"]["seq"] == 1)
    srv.kill()
    for c in (tv, *phones):
        c.close()
    srv2 = Server(data, port=srv.port, auto_pass_delay=60).start()
    try:
        back, w = join_phone(srv2.url, info["room"], "", token=tokens[1])
        assert w["seat"] == 1
        after = back.wait("view", lambda d: d["match"] is not None)
        assert after["match"] == before["match"]
        tv2, _ = open_tv(srv2.url, info["room"], info["host_token"])
        assert tv2.wait("room", lambda d: d["phase"] == "playing")["code"] == info["room"]
        back.close(), tv2.close()
    finally:
        srv2.stop()


def test_a_phone_sets_its_own_seat_option_and_everyone_sees_it(server):
    tv, info = open_tv(server.url)
    room = info["room"]
    tv.request("host", {"action": "select_game", "game": "fengsheng"}, "room", pred=lambda d: d["game"] == "fengsheng")
    ann, _ = join_phone(server.url, room, "Ann")
    ann.request("set_pref", {"pref": {"id": "genders", "value": "female"}}, "room",
                pred=lambda d: d["seats"][0]["prefs"] == {"genders": "female"})
    tv.wait("room", lambda d: d["seats"] and d["seats"][0]["prefs"] == {"genders": "female"})
    kind, err = ann.request("set_pref", {"pref": {"id": "genders", "value": "robot"}}, "room")
    assert kind == "error" and err["code"] == "bad_payload" and "genders" in err["message"]
    for c in (tv, ann):
        c.close()


def test_a_game_serves_its_public_reference_data(server):
    import json
    import urllib.error
    import urllib.request
    with urllib.request.urlopen(server.url + "/api/games/fengsheng/reference", timeout=5) as r:
        ref = json.load(r)
    assert len(ref["cards"]) == 81 and ref["cards"]["0"]["function"] == "lock"
    assert "laogui" in ref["characters"]
    with pytest.raises(urllib.error.HTTPError):
        urllib.request.urlopen(server.url + "/api/games/nosuch/reference", timeout=5)
