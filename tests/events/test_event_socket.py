"""Event messages over Socket.IO: who may do what (docs/events.md)."""

import json
import urllib.request

import pytest

from tests.protocol.harness import Client, Server

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    srv = Server(str(tmp_path_factory.mktemp("data")), "gevent").start()
    yield srv
    srv.stop()


def test_the_referee_link_gives_a_second_device_the_organisers_controls_and_nothing_else_does(server):
    projector = Client(server.url).connect()
    welcome = projector.request("event_create", {"game": "avalon", "title": "Cup"}, "event_welcome")
    code = welcome["event"]
    link = projector.request("event_admin", {"action": "organiser_link"}, "organiser_link")
    assert link["url"].endswith(f"/event/{code}/tv#o={welcome['organiser_token']}") and "<svg" in link["qr_svg"]

    referee = Client(server.url).connect()
    token = link["url"].split("#o=")[1]
    assert referee.request("event_hello", {"event": code, "organiser_token": token}, "event_welcome")["organiser"]
    added = referee.request("event_admin", {"action": "add_entrants", "names": ["Ann", "Bob"]}, "entrants_added")
    assert added["added"] == ["Ann", "Bob"]
    assert "admin" in referee.wait("event", lambda d: len(d["entrants"]) == 2)

    watcher = Client(server.url).connect()
    assert not watcher.request("event_hello", {"event": code}, "event_welcome")["organiser"]
    assert "admin" not in watcher.wait("event")                 # no host or entrant tokens
    assert watcher.refused("event_admin", {"action": "close"})["code"] == "not_organiser"
    phone = Client(server.url).connect()
    me = phone.request("event_join", {"event": code, "entrant": 1}, "event_me")
    assert me["name"] == "Ann" and me["table"] is None
    assert phone.refused("event_admin", {"action": "organiser_link"})["code"] == "not_organiser"
    assert Client(server.url).connect().refused("event_join", {"event": code, "entrant": 1})["code"] == "entrant_claimed"
    for c in (projector, referee, watcher, phone):
        c.close()


def test_the_event_declarations_are_served_by_the_event_side_and_not_with_the_games(server):
    # docs/events.md: each game's event.py declares rounds, tie-breaks and warnings; a game without one
    # is 3 rounds at 1 point per winner. The game's own description (/api/games) carries none of it.
    def get(path):
        return json.loads(urllib.request.urlopen(server.url + path, timeout=5).read())

    declared = get("/api/events/games")["games"]
    assert declared["avalon"] == {"rounds": 3, "tiebreaks": [["merlin_assassinations", "high"]], "warnings_per_point": 3}
    assert declared["pompeii"] == {"rounds": 1, "tiebreaks": [["volcano", "low"]], "warnings_per_point": 0}
    assert {g["id"] for g in get("/api/games")["games"]} == set(declared)
    assert not [k for g in get("/api/games")["games"] for k in g if "event" in k or "warning" in k or "tiebreak" in k]
