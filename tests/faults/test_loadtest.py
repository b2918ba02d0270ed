"""`partytable loadtest`: a tiny run over real Socket.IO plays real matches with no error."""

import json
import subprocess
import sys

import pytest

from tests.protocol.harness import ROOT

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("game,players,mode,options", [
    ("avalon", 5, "gevent", None),
    ("dixit", 4, "eventlet", '{"clue": "typed"}'),
])
def test_a_tiny_loadtest_reports_its_figures_and_no_errors(game, players, mode, options):
    cmd = [sys.executable, "-m", "server", "loadtest", "--game", game, "--rooms", "2", "--players", str(players),
           "--seconds", "5", "--async-mode", mode, "--json"] + (["--options", options] if options else [])
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=90)
    assert out.returncode == 0, (out.stdout[-2000:], out.stderr[-2000:])
    r = json.loads(out.stdout)
    assert r["errors"] == 0 and r["first_errors"] == []
    assert (r["game"], r["rooms"], r["players"], r["sockets"], r["async_mode"]) == (game, 2, players, 2 * (players + 1), mode)
    assert r["answers"] > 0 and r["matches_started"] >= 2 and r["messages_per_second"] > 0
    assert 0 < r["p50_ms"] <= r["p95_ms"] <= r["p99_ms"]
    assert r["server_cpu_percent"] is not None and r["server_peak_rss_mb"] > 10


def test_a_loadtest_outside_the_games_player_range_is_a_usage_error():
    out = subprocess.run([sys.executable, "-m", "server", "loadtest", "--game", "avalon", "--players", "3",
                          "--seconds", "1"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "5-10 players" in out.stderr


def test_the_restart_figure_counts_every_phone_back_on_its_seat_with_the_same_view():
    cmd = [sys.executable, "-m", "server", "loadtest", "--game", "avalon", "--rooms", "3", "--players", "5",
           "--seconds", "3", "--restart", "--json"]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=150)
    assert out.returncode == 0, (out.stdout[-2000:], out.stderr[-2000:])
    r = json.loads(out.stdout)["restart"]
    assert r["back"] == r["connections"] == 18 and r["same_view"] == 18     # Avalon has no auto-pass
    assert 0 < r["server_up_s"] <= r["all_back_s"] < 30
    out = subprocess.run(cmd + ["--url", "http://127.0.0.1:9"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "leave out --url" in out.stderr
