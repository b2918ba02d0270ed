"""Side channels over the real protocol (docs/faults.md, "Side channels"): one refusal for every
prompt number that is not the sender's open prompt, no view for a hidden pass of another seat,
seat links that hand out no token, and every malformed message told with a documented code."""

import json
import os
import re

import pytest

from tests.protocol.harness import ROOT, Client, Server, join_phone, open_tv
from tests.protocol.test_protocol import open_prompt, zap_table


@pytest.fixture(scope="module")
def slow_server(tmp_path_factory):
    """A server whose auto-pass never comes during a test: every pass is a phone's own."""
    srv = Server(str(tmp_path_factory.mktemp("data")), auto_pass_delay=600)
    os.makedirs(srv.data_dir, exist_ok=True)
    srv.start()
    yield srv
    srv.stop()


def window(phones):
    """Seat 0 zaps seat 1: every phone has the response window open. Returns each phone's prompt."""
    who = open_prompt(phones[0], "zap.who")
    phones[0].request("answer", {"prompt": who["id"], "answer": ["1"]}, "accepted")
    return [open_prompt(p, "zap.negate?") for p in phones]


def test_probing_prompt_numbers_from_another_seat_gets_identical_replies(slow_server):
    tv, info, phones = zap_table(slow_server.url)
    prompts = window(phones)
    own = prompts[2]["id"]
    probes = sorted(({-1, 0, 10**9} | set(range(1, own + 5)) | {p["id"] for p in prompts}) - {own})
    replies = {json.dumps(phones[2].refused("answer", {"prompt": n, "answer": ["pass"]}), sort_keys=True)
               for n in probes}
    assert len(replies) == 1 and json.loads(replies.pop())["code"] == "stale_prompt"
    for c in (tv, *phones):
        c.close()


def test_a_hidden_pass_sends_no_view_to_anyone_else(slow_server):
    tv, info, phones = zap_table(slow_server.url)
    prompts = window(phones)
    # the TV's view of the window comes on its own connection, maybe after the phones': counted
    # before the marks, so that only what the pass causes is looked at below
    tv.wait("view", lambda d: d["match"] is not None and d["match"]["table"]["stack"])
    marks = [c.mark() for c in (tv, phones[0], phones[1], phones[2])]
    phones[2].request("answer", {"prompt": prompts[2]["id"], "answer": ["pass"]}, "accepted")
    phones[2].wait("view", lambda d: d["match"]["prompts"] == [], after=marks.pop())   # its own prompt closed
    # a host action everyone is sent: anything the pass caused would have arrived before it
    tv.request("host", {"action": "extend", "seconds": 5}, "room")
    for client, mark in zip((tv, phones[0], phones[1]), marks):
        client.wait("room", after=mark)
        received = [e for e, _ in client.events[mark:]]
        assert received.index("room") < received.index("view") if "view" in received else True, received
    for c in (tv, *phones):
        c.close()


def test_an_answer_is_accepted_with_the_phones_own_view_before_any_bot_moves(server):
    """docs/protocol.md "Errors": `accepted` and the answering seat's own view are made and sent
    before the bots move, so their timing depends only on what the phone may know."""
    tv, info, phones = zap_table(server.url, players=2)
    who = open_prompt(phones[0], "zap.who")
    tv.request("host", {"action": "seat_to_bot", "seat": 1, "bot": "random"}, "room",
               pred=lambda d: d["seats"][1]["bot"] == "random")
    mark = phones[0].mark()
    phones[0].request("answer", {"prompt": who["id"], "answer": ["pass"]}, "accepted")
    # the bot (no delay on this server) plays seat 1's turn at once: zaps seat 0 or passes it back
    i = [e for e, _ in phones[0].events[mark:]].index("accepted")   # (the room's news of the bot may come before it)
    phones[0].wait("view", lambda d: d["match"]["table"]["turn"] != 1 or d["match"]["table"]["stack"],
                   after=mark + i + 2)   # (a view from before the answer may match too: wait past it)
    got = phones[0].events[mark:]
    assert got[i + 1][0] == "view", got[i:i + 2]
    assert got[i + 1][1]["match"]["table"]["turn"] == 1 and not got[i + 1][1]["match"]["table"]["stack"]
    for c in (tv, *phones):
        c.close()


def test_a_seat_link_holds_no_token_moves_the_seat_once_and_tells_everyone(server):
    tv, info, phones = zap_table(server.url)
    tokens = {info["host_token"]} | {p.last("welcome")["token"] for p in phones}
    link = tv.request("host", {"action": "seat_link", "seat": 1}, "seat_link")
    assert not any(t in link["url"] for t in tokens)
    code = link["url"].split("#c=")[1]
    newphone = Client(server.url).connect()
    w = newphone.request("join", {"room": info["room"], "claim": code}, "welcome")
    assert w["seat"] == 1 and w["token"] not in tokens
    assert phones[1].wait("replaced") == {"reason": "seat_link"}
    for c in (tv, phones[0], phones[2]):
        assert c.wait("notice") == {"key": "ui.seat_moved", "params": {"seat": 1}}
    again = Client(server.url).connect()
    assert again.refused("join", {"room": info["room"], "claim": code})["code"] == "bad_link"
    assert again.refused("join", {"room": info["room"], "token": phones[1].last("welcome")["token"]})["code"] == "bad_token"
    for c in (tv, newphone, again, *phones):
        c.close()


def test_malformed_messages_are_refused_with_a_documented_code_and_the_connection_stays(server):
    tv, info = open_tv(server.url)
    phone, _ = join_phone(server.url, info["room"], "Ann")

    def raw(packet: str) -> dict:
        mark = phone.mark()
        phone.sio.eio.send(packet)
        return phone.wait("error", after=mark)

    assert raw('42["set_name", {"name": ') ["code"] == "bad_payload"       # not JSON
    # raw() sends an Engine.IO message, whose text is a Socket.IO packet: "2" is an event.
    assert raw('2[["set_name"], {"name": "x"}]')["code"] == "bad_payload"   # an event name that is not text
    assert raw('2["*", [1], 0]')["code"] == "unknown_event"                # the catch-all's own name (found by fuzzing)
    assert phone.refused("set_name", {"name": "x" * 20_000})["code"] == "too_large"
    mark = phone.mark()
    phone.emit("set_name", {"name": b"\x00\x01"})                            # a binary attachment
    assert phone.wait("error", after=mark)["code"] == "bad_payload"
    assert phone.refused("join", None)["code"] == "bad_payload"
    assert phone.refused("join", {"room": info["room"]})["code"] == "bad_name"   # a new seat needs a name
    # still connected and served
    assert phone.request("set_name", {"name": "Bea"}, "room", pred=lambda d: d["seats"][0]["name"] == "Bea")
    for c in (tv, phone):
        c.close()


def documented_codes() -> set:
    """The codes in the error tables of docs/protocol.md and docs/events.md."""
    codes = set()
    for doc in ("protocol.md", "events.md"):
        with open(os.path.join(ROOT, "docs", doc), encoding="utf-8") as f:
            text = f.read()
        section = text[text.index("## Errors"):]
        end = section.find("\n## ")
        codes |= set(re.findall(r"`([a-z_]+)`", section if end < 0 else section[:end]))
    return codes


def refusal_codes() -> set:
    """Every code the server and the engine core can refuse with."""
    codes = set()
    for folder in ("server", os.path.join("games", "core")):
        for name in os.listdir(os.path.join(ROOT, folder)):
            if name.endswith(".py"):
                with open(os.path.join(ROOT, folder, name), encoding="utf-8") as f:
                    codes |= set(re.findall(r"""Rejection\(\s*["']([a-z_]+)["']""", f.read()))
                    codes |= set(re.findall(r"""refuse\(sid, ["']([a-z_]+)["']""", f.read()))
    return codes


def test_every_refusal_code_is_in_the_protocol_error_table():
    missing = refusal_codes() - documented_codes()
    assert not missing, f"add these codes to docs/protocol.md's error table: {sorted(missing)}"
