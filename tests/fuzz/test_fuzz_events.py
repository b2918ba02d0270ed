"""Property-based fuzzing of the event messages (docs/events.md) against a real server.

Random, malformed and hostile `event_*` messages come from the organiser's screen, an
entrant's phone and a connection with nothing bound. A refused message gets a clear
`error` (never `server_error`) and leaves the event exactly as it was (its public state
from /api/events); a valid one may change it and the next comparison starts from there.
At the end the server is alive and its log holds no traceback.
"""

import json
import os
import time
import urllib.request

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tests.fuzz.strategies import texts, values
from tests.fuzz.test_fuzz_socketio import ERROR_FIELDS
from tests.protocol.harness import Client, Server

pytestmark = [pytest.mark.slow, pytest.mark.timeout(180)]
EXAMPLES = 120
EVENT_ACTIONS = ["add_entrants", "remove_entrant", "rename_entrant", "entrant_link", "set_event", "draw_round",
                 "assign_round", "start_round", "start_table", "void_match", "unvoid_match", "fix_result",
                 "penalty", "close", "reopen"]
REPLIES = ("event_welcome", "event", "event_me", "entrant_link", "entrants_added", "kicked", "replaced")


def messages(code, tokens):
    codes = st.one_of(st.just(code), texts, values)
    toks = st.one_of(st.sampled_from(tokens), texts, values)
    small = st.integers(-2, 6)
    ints = st.one_of(small, small, small, values)   # mostly plausible numbers, so valid actions happen too
    fields = {
        "event_create": st.fixed_dictionaries({}, optional={"game": st.one_of(st.sampled_from(["avalon", "zap"]), values),
                                                            "title": values, "rounds": ints, "options": values}),
        "event_hello": st.fixed_dictionaries({}, optional={"event": codes, "organiser_token": toks}),
        "event_join": st.fixed_dictionaries({}, optional={"event": codes, "token": toks, "entrant": ints,
                                                          "name": values, "lang": values}),
        "event_admin": st.fixed_dictionaries({"action": st.one_of(st.sampled_from(EVENT_ACTIONS), values)}, optional={
            "names": st.one_of(st.lists(texts, max_size=4), st.lists(texts, max_size=4), values), "csv": values, "entrant": ints, "name": values,
            "tables": st.one_of(ints, st.lists(st.lists(ints, max_size=4), max_size=3)), "round": ints,
            "table": ints, "points": st.one_of(st.dictionaries(st.sampled_from(["1", "2", "x"]), ints), values),
            "warnings": ints, "reason": values, "by": values, "rounds": ints, "registration": values,
            "allow_bots": values, "title": values, "options": values}),
    }
    return st.sampled_from(sorted(fields)).flatmap(lambda e: st.tuples(st.just(e), fields[e]))


def public(url, code):
    state = json.loads(urllib.request.urlopen(f"{url}/api/events/{code}", timeout=5).read())
    state.pop("now")                     # the server's clock, for the projector's countdown
    for e in state["entrants"]:          # a fuzzing connection coming and going is not a change
        e.pop("connected")
    for r in state["rounds"]:
        for t in r["tables"]:
            t.pop("connected")
            for s in t["seats"]:
                s.pop("connected")
    return state


def test_no_event_message_crashes_the_server_or_changes_an_event_it_refuses(tmp_path, monkeypatch):
    monkeypatch.setenv("PARTYTABLE_JOIN_LIMIT", "100000/60/60")
    data = str(tmp_path / "data")
    os.makedirs(data)
    srv = Server(data, "gevent").start()
    org = Client(srv.url).connect()
    welcome = org.request("event_create", {"game": "avalon", "title": "Fuzz cup"}, "event_welcome")
    code = welcome["event"]
    org.request("event_admin", {"action": "add_entrants", "names": [f"P{i}" for i in range(6)]}, "entrants_added")
    phone = Client(srv.url).connect()
    me = phone.request("event_join", {"event": code, "entrant": 1}, "event_me")
    stranger = Client(srv.url).connect()
    clients = {"organiser": org, "entrant": phone, "stranger": stranger}
    state = {"before": public(srv.url, code), "refused": 0, "codes": set()}

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(st.sampled_from(["organiser", "organiser", "entrant", "stranger"]), messages(code, [me["token"], welcome["organiser_token"], "nope"]))
    def one(sender, msg):
        event, payload = msg
        assume(len(json.dumps([event, payload], ensure_ascii=False).encode()) < 15_000)
        if sender == "organiser" and event in ("event_hello", "event_join", "event_create"):
            sender = "stranger"      # keep the organiser's screen bound to its event
        if sender == "entrant" and event in ("event_hello", "event_create"):
            sender = "stranger"
        client = clients[sender]
        started = time.monotonic()
        m = client.mark()
        client.emit(event, payload)
        end, err, replied = time.monotonic() + 5, None, False
        while time.monotonic() < end and err is None:
            with client.cond:
                got = client.events[m:]
            err = next((d for e, d in got if e == "error" and isinstance(d, dict) and d.get("event") == event), None)
            replied = any(e in REPLIES for e, _ in got)
            if replied and time.monotonic() > started + 0.3:
                break
            time.sleep(0.01)
        assert srv.proc.poll() is None, "the server died"
        if err is not None:
            assert set(err) == ERROR_FIELDS and err["message"] and err["code"] != "server_error", (event, payload, err)
            state["refused"] += 1
            state["codes"].add(err["code"])
            assert public(srv.url, code) == state["before"], (sender, event, payload, err)
        else:
            state["before"] = public(srv.url, code)
        time.sleep(max(0.0, 0.06 - (time.monotonic() - started)))

    try:
        one()
        print(f"{state['refused']} refused, codes {sorted(state['codes'])}")
        assert state["refused"] > EXAMPLES // 3, state
        assert {"bad_payload", "not_organiser"} <= state["codes"], state["codes"]
        assert json.load(urllib.request.urlopen(srv.url + "/healthz", timeout=5))["ok"]
    finally:
        for c in clients.values():
            c.close()
        srv.stop()
    with open(srv.log.name, encoding="utf-8", errors="replace") as f:
        log = f.read()
    assert "Traceback" not in log, log[-3000:]
