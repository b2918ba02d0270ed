"""Server load: R rooms x (P bot phones + 1 TV) over real Socket.IO on loopback.

For every answer a phone sends, the latency is the time until the LAST
connection of that room (every phone and the TV) has received the view that
answer produced. Phones think for a random 0.3-1.5 s before answering, as
people do. Prints p50/p95/p99, messages per second, server CPU and peak memory,
and the largest room count that keeps p99 under 100 ms.

    python bench/server_bench.py [--rooms 10,25,50,75] [--players 8] [--seconds 30] [--async-mode gevent]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import psutil  # noqa: E402
import socketio  # noqa: E402

from games import get_game  # noqa: E402
from tests.protocol.harness import Server, open_tv  # noqa: E402


class Conn:
    """One phone or TV connection that timestamps every view it receives."""

    def __init__(self, bench, url, room, seat_name=None, think=(0.3, 1.5), seed=0):
        self.bench, self.room = bench, room
        self.sio = socketio.Client(reconnection=False)
        self.views: list[tuple[int, float]] = []   # (seq, received)
        self.rng = random.Random(seed)
        self.think = think
        self.brain = None
        self.seat = None
        self.answered: set = set()
        self.pending_t0 = None
        self.got_accept = False
        self.name = seat_name
        self.sio.on("view", self.on_view)
        self.sio.on("welcome", self.on_welcome)
        self.sio.on("accepted", self.on_accepted)
        self.sio.on("error", lambda d: bench.count_error(d))
        self.url = url

    def on_welcome(self, d):
        self.seat = d["seat"]

    def on_accepted(self, d):
        self.got_accept = True

    def on_view(self, d):
        now = time.perf_counter()
        self.bench.count_message()
        m = d.get("match")
        if not m:
            return
        self.views.append((m["seq"], now))
        if self.got_accept and self.pending_t0 is not None:
            self.bench.record(self.room, m["seq"], self.pending_t0)
            self.pending_t0, self.got_accept = None, False
        if self.name is None or m["finished"]:
            return
        for p in m["prompts"]:
            if p["id"] in self.answered:
                continue
            self.answered.add(p["id"])
            if self.brain is None:
                self.brain = get_game(m["game"]).bots["smart"](self.seat, self.rng)
            answer = self.brain.answer(m, p)
            delay = self.rng.uniform(*self.think)
            threading.Timer(delay, self.send, (p["id"], answer)).start()

    def send(self, pid, answer):
        if not self.bench.running:
            return
        self.pending_t0, self.got_accept = time.perf_counter(), False
        try:
            self.sio.emit("answer", {"prompt": pid, "answer": answer})
        except Exception:
            pass

    def first_at_or_after(self, seq):
        for s, t in self.views:
            if s >= seq:
                return t
        return None


class Bench:
    def __init__(self):
        self.lock = threading.Lock()
        self.records = []   # (room, seq, t0)
        self.messages = 0
        self.errors = 0
        self.running = True

    def count_message(self):
        with self.lock:
            self.messages += 1

    def count_error(self, d):
        if d.get("code") not in ("stale_prompt", "match_over"):
            with self.lock:
                self.errors += 1

    def record(self, room, seq, t0):
        with self.lock:
            self.records.append((room, seq, t0))


def pct(xs, q):
    if not xs:
        return None
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def run(url, rooms, players, seconds, game, options, proc):
    bench = Bench()
    tables = []
    for r in range(rooms):
        tv, info = open_tv(url)
        code = info["room"]
        tv.emit("host", {"action": "select_game", "game": game})
        if options:
            tv.emit("host", {"action": "set_options", "options": options})
        tvconn = Conn(bench, url, code)
        tvconn.sio.connect(url, transports=["websocket"])
        tvconn.sio.emit("tv_hello", {"room": code})
        phones = []
        for i in range(players):
            c = Conn(bench, url, code, f"P{i}", seed=r * 100 + i)
            c.sio.connect(url, transports=["websocket"])
            c.sio.emit("join", {"room": code, "name": f"P{i}"})
            phones.append(c)
        tables.append((tv, code, tvconn, phones))
    time.sleep(1.0)
    cpu0 = proc.cpu_times()
    t_start = time.perf_counter()
    for tv, code, _, _ in tables:
        tv.emit("host", {"action": "start"})
    peak = 0
    restart_at = {}
    while time.perf_counter() - t_start < seconds:
        time.sleep(0.5)
        peak = max(peak, proc.memory_info().rss)
        for tv, code, tvconn, phones in tables:   # a finished room plays again
            last = tvconn.views[-1] if tvconn.views else None
            if tv.last("room") and tv.last("room").get("phase") == "finished":
                if restart_at.setdefault(code, time.perf_counter() + 2) < time.perf_counter():
                    restart_at.pop(code)
                    for c in phones:
                        c.answered.clear()
                    tv.emit("host", {"action": "start"})
    bench.running = False
    wall = time.perf_counter() - t_start
    cpu1 = proc.cpu_times()
    time.sleep(1.0)
    by_room = {code: [tvconn, *phones] for _, code, tvconn, phones in tables}
    lat = []
    for room, seq, t0 in bench.records:
        times = [c.first_at_or_after(seq) for c in by_room[room]]
        if all(t is not None for t in times):
            lat.append((max(times) - t0) * 1000)
    for tv, code, tvconn, phones in tables:
        for c in (tvconn, *phones):
            try:
                c.sio.disconnect()
            except Exception:
                pass
        tv.close()
    cpu = ((cpu1.user + cpu1.system) - (cpu0.user + cpu0.system)) / wall * 100
    return {"rooms": rooms, "sockets": rooms * (players + 1), "answers": len(lat),
            "p50_ms": round(pct(lat, 0.50), 1) if lat else None,
            "p95_ms": round(pct(lat, 0.95), 1) if lat else None,
            "p99_ms": round(pct(lat, 0.99), 1) if lat else None,
            "messages_per_second": round(bench.messages / wall), "errors": bench.errors,
            "server_cpu_percent": round(cpu), "server_peak_rss_mb": round(peak / 2**20, 1)}


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--rooms", default="10,25,50,75")
    p.add_argument("--players", type=int, default=8)
    p.add_argument("--seconds", type=float, default=30)
    p.add_argument("--game", default="avalon")
    p.add_argument("--options", default='{"lady": "off"}')
    p.add_argument("--async-mode", default="gevent")
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    results = []
    for rooms in [int(x) for x in a.rooms.split(",")]:
        with tempfile.TemporaryDirectory() as data:
            srv = Server(data, a.async_mode, bot_delay=0.5).start()
            try:
                r = run(srv.url, rooms, a.players, a.seconds, a.game, json.loads(a.options),
                        psutil.Process(srv.proc.pid))
            finally:
                srv.stop()
        r["async_mode"] = a.async_mode
        results.append(r)
        if not a.json:
            print(f"{rooms:>4} rooms ({r['sockets']} sockets): p50 {r['p50_ms']} ms  p95 {r['p95_ms']} ms  "
                  f"p99 {r['p99_ms']} ms  {r['messages_per_second']} msg/s  cpu {r['server_cpu_percent']}%  "
                  f"rss {r['server_peak_rss_mb']} MB  answers {r['answers']}  errors {r['errors']}", flush=True)
    held = [r["rooms"] for r in results if r["p99_ms"] is not None and r["p99_ms"] < 100 and r["errors"] == 0]
    summary = {"results": results, "largest_rooms_with_p99_under_100ms": max(held) if held else 0}
    if a.json:
        print(json.dumps(summary))
    else:
        print(f"largest room count holding p99 < 100 ms: {summary['largest_rooms_with_p99_under_100ms']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
