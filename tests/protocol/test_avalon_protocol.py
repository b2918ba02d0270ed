"""Avalon over the real protocol: the bot command, and what each phone's traffic carries."""

import json
import subprocess
import sys
import threading

from server.botclient import play_room
from tests.protocol.harness import ROOT


def test_the_bot_command_plays_a_whole_avalon_match(server):
    out = subprocess.run([sys.executable, "-m", "server", "bot", server.url, "--new-room", "avalon",
                          "--count", "6", "--options", '{"percival": true, "morgana": true}', "--json"],
                         cwd=ROOT, capture_output=True, text=True, timeout=180)
    assert out.returncode == 0, out.stderr[-2000:]
    summary = json.loads(out.stdout)
    assert summary["finished"] and summary["errors"] == [] and summary["decisions"] > 6
    assert summary["outcome"]["result"].startswith("avalon.result.")


def role_facts(node, found):
    if isinstance(node, dict):
        if "seat" in node and "role" in node:
            found.add((node["seat"], node["role"]))
        for v in node.values():
            role_facts(v, found)
    elif isinstance(node, list):
        for v in node:
            role_facts(v, found)
    return found


def test_no_phone_ever_receives_another_seats_role_before_the_reveal(server):
    lock = threading.Lock()
    traffic = {}   # seat -> list of views received

    def record(phone, view):
        with lock:
            traffic.setdefault(phone.seat, []).append(view)

    summary = play_room(server.url, "avalon", 7, {"percival": True, "morgana": True, "oberon": True},
                        kind="random", timeout=180, on_view=record)
    assert summary["finished"], summary
    roles = {int(k): v for k, v in summary["outcome"]["roles"].items()}
    checked = 0
    for seat, views in traffic.items():
        for v in views:
            m = v.get("match")
            if not m or m["finished"] or m["table"].get("phase") in ("assassinate", "end"):
                continue   # at the assassination evil is revealed; at the end everything is
            seen = role_facts(m, set())
            others = {(s, r) for s, r in seen if s != seat}
            assert not others, f"seat {seat} ({roles[seat]}) received {others}"
            assert all(r == roles[seat] for s, r in seen if s == seat)
            checked += 1
    assert checked > 7 * 5
