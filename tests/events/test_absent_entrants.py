"""Absent entrants at an event (issue 19 point 7, docs/events.md "Absent entrants"): the projector
marks a seat no phone has claimed; after the organiser's grace period a bot keeps it; the organiser
can send the bot away; the entrant who comes late takes the seat back; the results say which
matches a bot played for whom."""

import os
import time
import urllib.request

import pytest

from tests.protocol.harness import Client, Server, join_phone, open_tv

pytestmark = pytest.mark.slow


# one server for the module: every test opens an event of its own (issue 13: a server costs ~1.5 s)
@pytest.fixture(scope="module")
def server(tmp_path_factory):
    srv = Server(str(tmp_path_factory.mktemp("data")))
    os.makedirs(srv.data_dir, exist_ok=True)
    srv.start()
    yield srv
    srv.stop()


def seated_event(url, grace, names=("Ann", "Bob", "Cid")):
    """A Zap event of one table with ``names``; every entrant but the last claims its name and
    sits down with its phone. Returns the projector, the phones and the table's room code."""
    projector = Client(url).connect()
    code = projector.request("event_create", {"game": "zap", "title": "Cup", "absent_grace": grace},
                             "event_welcome")["event"]
    projector.request("event_admin", {"action": "add_entrants", "names": list(names)}, "entrants_added")
    projector.request("event_admin", {"action": "assign_round", "tables": [[1, 2, 3]]}, "event",
                      pred=lambda d: d["round"] == 1)
    phones = [sit_down(url, code, eid) for eid in range(1, len(names))]
    return projector, code, phones


def sit_down(url, code, eid):
    """An entrant's phone claims its name on the event and takes its seat at the table."""
    on_event = Client(url).connect()
    me = on_event.request("event_join", {"event": code, "entrant": eid}, "event_me", pred=lambda d: d["table"])
    phone, welcome = join_phone(url, me["table"]["room"], "", token=me["table"]["seat_token"])
    assert welcome["seat"] == me["table"]["seat"]
    on_event.close()
    return phone


def latest_seats(projector, pred, timeout=10.0):
    """The table's seats in the first event state (from now on, or the latest one) that satisfies ``pred``."""
    last = projector.last("event")
    if pred(last["rounds"][-1]["tables"][0]["seats"]):
        return last["rounds"][-1]["tables"][0]["seats"]
    return projector.wait("event", lambda d: pred(d["rounds"][-1]["tables"][0]["seats"]), timeout,
                          after=projector.mark())["rounds"][-1]["tables"][0]["seats"]


def test_a_bot_keeps_an_unclaimed_seat_after_the_grace_period_and_the_organiser_can_send_it_away(server):
    projector, code, phones = seated_event(server.url, grace=2)
    seats = latest_seats(projector, lambda s: not s[0]["absent"] and not s[1]["absent"])
    assert seats[2]["absent"] and not seats[2]["stand_in"]       # the projector marks Cid: no phone yet
    state = projector.last("event")
    assert state["absent_grace"] == 2 and state["rounds"][0]["tables"][0]["stand_in_at"]
    # before the grace period ends nobody takes the seat
    assert not latest_seats(projector, lambda s: True)[2]["stand_in"]
    seats = latest_seats(projector, lambda s: s[2]["stand_in"], timeout=8)
    assert seats[2]["absent"] and not seats[0]["stand_in"] and not seats[1]["stand_in"]
    room = state["rounds"][0]["tables"][0]["room"]
    tv, _ = open_tv(server.url, room, projector.last("event")["admin"]["hosts"][room])
    assert tv.wait("room")["seats"][2]["bot"] == "smart"

    # the organiser sends the bot away: the seat waits for Cid again, and no bot comes back for it
    projector.request("event_admin", {"action": "undo_stand_in", "round": 1, "table": 1, "seat": 2}, "event",
                      pred=lambda d: d["rounds"][0]["tables"][0]["seats"][2]["held"])
    tv.wait("room", lambda d: d["seats"][2]["bot"] is None)
    time.sleep(2.5)
    seats = latest_seats(projector, lambda s: True)
    assert seats[2]["absent"] and seats[2]["held"] and not seats[2]["stand_in"]
    assert tv.last("room")["seats"][2]["bot"] is None
    assert projector.refused("event_admin", {"action": "undo_stand_in", "round": 1, "table": 1,
                                             "seat": 2})["code"] == "no_stand_in"
    for c in (projector, tv, *phones):
        c.close()


def test_the_late_entrant_takes_the_seat_back_and_the_results_say_the_bot_played_for_them(server):
    projector, code, phones = seated_event(server.url, grace=1)
    latest_seats(projector, lambda s: s[2]["stand_in"], timeout=8)
    projector.request("event_admin", {"action": "start_round"}, "event",
                      pred=lambda d: d["rounds"][0]["tables"][0]["status"] == "playing")
    room = projector.last("event")["rounds"][0]["tables"][0]["room"]
    tv, _ = open_tv(server.url, room, projector.last("event")["admin"]["hosts"][room])
    # the host plays the humans' defaults until the bot has played Cid's first turn (the turn is back at seat 0)
    turns = []
    while not (2 in turns or turns[-2:] == [1, 0]):
        assert len(turns) < 20, turns
        tv.request("host", {"action": "skip_timer"}, "view")
        turns.append(tv.last("view")["match"]["table"]["turn"])
    cid = sit_down(server.url, code, 3)                       # Cid arrives: the bot leaves the seat
    tv.wait("room", lambda d: d["seats"][2]["bot"] is None and d["seats"][2]["connected"])
    seats = latest_seats(projector, lambda s: not s[2]["stand_in"])
    assert not seats[2]["absent"]
    for _ in range(60):
        if tv.last("view")["match"]["finished"]:
            break
        tv.request("host", {"action": "skip_timer"}, "view")
    final = projector.wait("event", lambda d: d["rounds"] and d["rounds"][0]["tables"][0]["status"] == "finished")
    played = {row["name"]: [m["bot"] for m in row["matches"]] for row in final["standings"]}
    assert played == {"Ann": [False], "Bob": [False], "Cid": [True]}
    csv_text = urllib.request.urlopen(f"{server.url}/event/{code}/results.csv", timeout=5).read().decode("utf-8-sig")
    lines = csv_text.splitlines()
    assert lines[0].endswith(",played by a bot")
    assert [ln.rsplit(",", 1)[1] for ln in lines[1:] if ln.split(",")[1] == "Cid"] == ["round 1 table 1"]
    assert all(ln.endswith(",") for ln in lines[1:] if ln.split(",")[1] != "Cid")
    for c in (projector, tv, cid, *phones):
        c.close()
