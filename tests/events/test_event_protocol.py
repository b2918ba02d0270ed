"""A whole event over the real protocol: an organiser, bot phones as entrants, two tables, three rounds."""

import json
import sqlite3
import urllib.request
from collections import Counter

import pytest

from games.events import event_rules, rank
from server.eventbots import run_event
from server.loadtest import LocalServer

pytestmark = pytest.mark.slow


def stored_matches(folder):
    db = sqlite3.connect(f"{folder}/partytable.sqlite3")
    try:
        rows = db.execute("SELECT room, players, outcome, aborted FROM matches WHERE ended IS NOT NULL").fetchall()
        events = [json.loads(d) for (d,) in db.execute("SELECT data FROM events").fetchall()]
    finally:
        db.close()
    return {room: (players, json.loads(out) if out else None, aborted) for room, players, out, aborted in rows}, events


def test_three_rounds_at_two_tables_end_with_the_standings_of_the_seed_formula():
    with LocalServer("gevent", bot_delay=0.05) as srv:
        summary = run_event(srv.url, "avalon", players=11, tables=2, rounds=3, seed=5, timeout=240)
        public = json.loads(urllib.request.urlopen(f"{srv.url}/api/events/{summary['event']}", timeout=5).read())
        csv_text = urllib.request.urlopen(f"{srv.url}/event/{summary['event']}/results.csv", timeout=5).read()
        matches, (event,) = stored_matches(srv.tmp.name)
    assert summary["finished"] and summary["errors"] == [], summary["errors"][:3]
    assert [len(r) for r in summary["played"]] == [2, 2, 2]
    assert all(t["status"] == "finished" for r in summary["played"] for t in r)

    # Seed 000 l.538 "贏的一方得1分" over the stored result records, with the Merlin tie-break (T15).
    totals, merlin = Counter(), Counter()
    for rnd in event["rounds"]:
        assert sorted(len(t["entrants"]) for t in rnd) == [5, 6]       # 11 entrants: 6 + 5
        for t in rnd:
            players, outcome, aborted = matches[t["room"]]
            assert not aborted and players == len(t["entrants"])
            for seat, eid in enumerate(t["entrants"]):
                totals[eid] += int(seat in outcome["winners"])
                merlin[eid] += int(seat in outcome["merlin_assassination_credit"])
    rows = [{"entrant": e["id"], "total": totals[e["id"]], "stats": {"merlin_assassinations": merlin[e["id"]]}}
            for e in event["entrants"]]
    expected = {r["entrant"]: (r["place"], r["total"]) for r in rank(rows, event_rules("avalon").tiebreaks)}
    assert {r["entrant"]: (r["place"], r["total"]) for r in summary["standings"]} == expected
    assert public["status"] == "closed" and public["standings"][0]["place"] == 1
    lines = csv_text.decode("utf-8-sig").splitlines()
    assert lines[0].startswith("place,name,total,round 1,round 2,round 3,merlin_assassinations")
    assert len(lines) == 12
