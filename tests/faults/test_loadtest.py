"""`partytable loadtest`: a tiny run over real Socket.IO plays real matches with no error."""

import asyncio
import json
import os
import subprocess
import sys
import threading
import time

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


# -- issue 20: repeated runs, their summary, the start-up stagger and the profile --------------------------

def a_run(p99, windows, errors=0, up_again=None):
    return {"p99_ms": p99, "p99_ms_by_5s": windows, "errors": errors,
            "restart": {"server_up_s": up_again} if up_again else None}


def test_repeated_runs_report_each_p99_the_median_the_worst_and_the_windows_over_100_ms():
    from server.loadtest import summarise_runs
    s = summarise_runs([a_run(40.0, [30.0, 120.0, 50.0], up_again=0.9), a_run(95.5, [101.0, 99.0], up_again=1.06),
                        a_run(803.0, [651.0, 20.0, 140.0, 10.0], 2)])
    assert s["runs"] == 3 and s["p99_ms_by_run"] == [40.0, 95.5, 803.0]
    assert (s["p99_ms_median"], s["p99_ms_worst"], s["runs_under_aim"]) == (95.5, 803.0, 2)
    assert (s["windows_over_aim_by_run"], s["windows_by_run"]) == ([1, 1, 2], [3, 2, 4])
    assert s["share_windows_over_aim_by_run"] == [0.333, 0.5, 0.5] and s["share_windows_over_aim"] == 0.444
    assert s["errors"] == 2 and s["restart_server_up_s_by_run"] == [0.9, 1.06, None]


def test_a_run_that_timed_no_answer_holds_nothing_and_leaves_the_worst_unknown():
    from server.loadtest import describe_runs, summarise_runs
    s = summarise_runs([a_run(30.0, [30.0]), a_run(None, [None])])
    assert (s["runs_under_aim"], s["p99_ms_worst"], s["p99_ms_median"]) == (1, None, 30.0)
    assert s["windows_by_run"] == [1, 0] and s["share_windows_over_aim_by_run"] == [0.0, None]
    assert "p99 by run 30.0, - ms" in describe_runs(s) and "1 of 2 under 100 ms" in describe_runs(s)


def test_the_wait_for_a_cpu_is_read_from_schedstat_and_unknown_without_it(tmp_path):
    from server.loadtest import waited_for_cpu
    (tmp_path / "a").write_text("406012546 2500000000 198\n")
    (tmp_path / "b").write_text("1 500000000 2\n")
    assert waited_for_cpu([str(tmp_path / "a"), str(tmp_path / "b")]) == 3.0
    assert waited_for_cpu([str(tmp_path / "a"), str(tmp_path / "missing")]) is None


class FakeTV:
    def __init__(self, log):
        self.sio, self.log = self, log

    async def emit(self, event, data):
        self.log.append((time.perf_counter(), data["action"]))


@pytest.mark.parametrize("spread", [0.0, 0.3])
def test_rooms_start_all_at_once_or_one_after_another_over_the_stagger(spread):
    from server.loadtest import _start_rooms
    log = []
    t0 = time.perf_counter()
    # its own thread: a browser test on this worker leaves Playwright's event loop marked running here
    runner = threading.Thread(target=asyncio.run, args=(asyncio.wait_for(_start_rooms([(FakeTV(log), []) for _ in range(4)], spread), 5),))
    runner.start()
    runner.join(10)
    assert [a for _, a in log] == ["start"] * 4
    last_start = log[-1][0] - t0
    three_gaps = spread * 3 / 4     # the fourth room waits three quarters of the spread
    assert three_gaps <= last_start < three_gaps + 0.1


def test_the_cpu_profile_charges_each_sample_to_the_innermost_project_function(tmp_path):
    from server.loadtest import cpu_by_function, project_frame
    spy = tmp_path / "py-spy.txt"
    spy.write_text("Hub.run (gevent/hub.py:631) 6\n"
                   "inner (server/sockets.py:129);RoomHall.answer (server/rooms.py:300);dumps (orjson.py:1) 3\n"
                   "inner (server/sockets.py:129);game_view (games/avalon/rules.py:475) 1\n"
                   "PeriodicMonitoringThread.__call__ (gevent/_monitor.py:178) 50\n")
    assert cpu_by_function(str(spy), 3) == [("Hub.run (gevent/hub.py:631)", 0.6),
                                            ("RoomHall.answer (server/rooms.py:300)", 0.3),
                                            ("game_view (games/avalon/rules.py:475)", 0.1)]
    assert project_frame(["threading.py:300:wait", "server/store.py:135:checkpoint", "server/cli.py:60:_run"]) \
        == "server/store.py:135:checkpoint"


def test_the_profile_hooks_report_a_long_collection_and_a_stalled_event_loop():
    from server.loadtest import PROFILE_HOOKS, PROFILE_MARK, STALL_WATCH_ENV
    stall = ("from gevent import monkey; monkey.patch_all()\nimport gevent\n"
             "heap = [[i] for i in range(1_500_000)]\ngc.collect()\n"
             "def spin():\n    t = time.perf_counter()\n    while time.perf_counter() - t < 0.4: pass\n"
             "gevent.sleep(0.2)\nspin()\ngevent.sleep(0.3)\n")
    out = subprocess.run([sys.executable, "-c", PROFILE_HOOKS + stall], cwd=ROOT, capture_output=True, text=True,
                         timeout=60, env={**os.environ, **STALL_WATCH_ENV})
    marks = [line.split(" ", 2)[1:] for line in out.stderr.splitlines() if line.startswith(PROFILE_MARK)]
    assert out.returncode == 0, out.stderr[-2000:]
    assert any(kind == "gc" and float(rest.split()[1]) >= 10 for kind, rest in marks), out.stderr[-2000:]
    assert any(kind == "stall" and ":spin" in rest for kind, rest in marks), out.stderr[-2000:]


def test_a_repeated_profiled_loadtest_runs_each_time_on_its_own_server_and_sums_up(tmp_path):
    cmd = [sys.executable, "-m", "server", "loadtest", "--game", "avalon", "--rooms", "2", "--players", "5",
           "--seconds", "4", "--repeat", "2", "--stagger", "1", "--profile", str(tmp_path), "--json"]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=200)
    assert out.returncode == 0, (out.stdout[-2000:], out.stderr[-2000:])
    s = json.loads(out.stdout)
    assert s["runs"] == len(s["results"]) == 2 and s["errors"] == 0
    assert s["p99_ms_by_run"] == [r["p99_ms"] for r in s["results"]] and s["p99_ms_worst"] == max(s["p99_ms_by_run"])
    assert all(r["stagger_s"] == 1 and r["answers_sent"] >= r["answers"] > 0 for r in s["results"])
    assert all(w >= 0 for w in s["server_waited_for_cpu_s_by_run"])
    for i, r in enumerate(s["results"], 1):
        p = r["profile"]
        assert p["folder"] == str(tmp_path / f"run-{i}") and (tmp_path / f"run-{i}" / "server.log").exists()
        assert p["gc_pauses"] >= 0 and p["loop_stalls"] == sum(n for _, n in p["stall_sites"])


@pytest.mark.parametrize("args,says", [
    (["--repeat", "0"], "--repeat must be 1-100"),
    (["--stagger", "9"], "--stagger must be 0 to --seconds"),
    (["--profile", "x", "--url", "http://127.0.0.1:9"], "--profile needs the server it starts itself"),
])
def test_a_repeat_stagger_or_profile_out_of_place_is_a_usage_error(args, says):
    out = subprocess.run([sys.executable, "-m", "server", "loadtest", "--game", "avalon", "--players", "5",
                          "--seconds", "5"] + args, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and says in out.stderr


def test_the_broadcast_comparison_runs_both_servers_under_the_same_load_and_prints_a_ratio():
    out = subprocess.run([sys.executable, "bench/broadcast_compare.py", "--rooms", "2", "--seconds", "4", "--json"], cwd=ROOT, capture_output=True, text=True, timeout=200)
    assert out.returncode == 0, (out.stdout[-2000:], out.stderr[-2000:])
    c = json.loads(out.stdout)
    assert c["sockets"] == c["bare"]["sockets"] == 18 and c["actions_a_room_a_second"] > 0
    # the yardstick broadcasts every action to its own room's nine sockets, and to no other room's
    assert c["bare"]["actions"] > 0 and c["bare"]["messages"] == 9 * c["bare"]["actions"]
    assert c["project"]["messages"] > 0 and c["project"]["errors"] == 0
    assert c["ratio"] > 0
    # a table's cost: each side's CPU over its own measured seconds, at the same action rate
    p, b = c["project"], c["bare"]
    assert c["table_ratio"] == round((p["server_cpu_seconds"] / p["seconds"]) / (b["server_cpu_seconds"] / b["seconds"]), 2)
    from bench.broadcast_compare import describe
    assert f"project / bare: {c['ratio']}x" in describe(c) and f"same action rate): {c['table_ratio']}x" in describe(c)


def test_the_repeated_comparison_reports_each_ratio_the_median_and_the_worst(monkeypatch):
    from bench import broadcast_compare
    ratios = iter([1.3, 1.05, 1.9])
    tables = iter([0.9, 0.7, 1.2])
    monkeypatch.setattr(broadcast_compare, "compare", lambda **load: {"ratio": next(ratios), "table_ratio": next(tables),
                                                                      "project": {"errors": 0}})
    told = []
    s = broadcast_compare.compare_runs(3, lambda i, c: told.append(i), game="avalon", rooms=2, players=8, seconds=5)
    assert (s["ratio_by_run"], s["ratio_median"], s["ratio_worst"], s["runs_within_aim"]) == ([1.3, 1.05, 1.9], 1.3, 1.9, 1)
    assert (s["table_ratio_by_run"], s["table_ratio_worst"]) == ([0.9, 0.7, 1.2], 1.2)
    assert told == [1, 2, 3]
    ratios, tables = iter([1.92, 1.86]), iter([1.12, 1.07])   # an even count: the median is a mean, rounded
    assert broadcast_compare.compare_runs(2, game="avalon", rooms=2, players=8, seconds=5)["ratio_median"] == 1.89
    with pytest.raises(ValueError, match="--repeat"):
        broadcast_compare.compare_runs(0, game="avalon", rooms=2, players=8, seconds=5)


@pytest.mark.parametrize("async_mode", ["gevent", "eventlet"])
def test_the_profile_counts_only_what_happened_after_the_server_listened(tmp_path, async_mode):
    from server.loadtest import Profiler
    log = tmp_path / "served.log"
    log.write_text("partytable-profile gc 2 163.3 160.0\n"                      # importing, before it listened
                   "partytable is running (gevent); 0 room(s) restored\n"
                   "partytable-profile gc 0 17.8 0.7\n"
                   "partytable-profile gc 2 40.0 38.5\n"
                   "partytable-profile stall gevent/_socketcommon.py:716:send < engineio/socket.py:214:writer\n"
                   "partytable-profile stall orjson:1:dumps < server/wire.py:21:dumps < server/rooms.py:854:view\n")
    profiler = Profiler(str(tmp_path / "profile"), async_mode)
    profiler.detach(str(log))
    p = profiler.findings()
    assert (p["gc_pauses"], p["gc_pause_ms_max"], p["gc_pause_cpu_ms_max"]) == (2, 40.0, 38.5)
    assert p["stall_sites"] == [("gevent/_socketcommon.py:716:send", 1), ("server/wire.py:21:dumps", 1)]
    assert p["loop_stalls"] == (2 if async_mode == "gevent" else None) and p["cpu_by_function"] is None


def test_a_load_phone_counts_every_hidden_answer_made_for_it_so_its_public_seq_matches_the_tv():
    """An auto-pass or a timer answers a hidden prompt for the phone: its seq counts that answer
    (games/core/match.py), so the phone must too, or it waits for a public seq nobody reaches."""
    from server.loadtest import Conn
    phone = Conn.__new__(Conn)
    phone.match_no, phone.hidden, phone.open_hidden = 1, {}, set()
    hidden = lambda i: {"id": i, "progress": "hidden"}
    phone.count_hidden_answers({"prompts": [hidden(4), {"id": 5, "progress": "named"}]})
    phone.count_hidden_answers({"prompts": [hidden(6)]})      # 4 was answered for it, 5 was public
    phone.count_hidden_answers({"prompts": []})               # 6 too
    assert phone.hidden == {1: 2}
    phone.match_no = 2                                         # a new match: nothing carried over
    phone.count_hidden_answers({"prompts": [hidden(1)]})
    assert phone.hidden == {1: 2}
