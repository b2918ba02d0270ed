"""Server load: R rooms x (P bot phones + 1 TV) over real Socket.IO on loopback.

For every answer a phone sends, the latency is the time until the LAST
connection of that room (every phone and the TV) has received the view that
answer produced. Phones think for a random 0.3-1.5 s before answering, as
people do; finished rooms start a new match. The load generator is one asyncio
process (python-socketio's AsyncClient), so it costs little CPU next to the
server on the same 2-core machine. Prints p50/p95/p99, messages per second,
server CPU and peak memory, and the largest room count that keeps p99 < 100 ms.

    python bench/server_bench.py [--rooms 10,25,50,75,100] [--players 8] [--seconds 30] [--async-mode gevent]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import psutil  # noqa: E402
import socketio  # noqa: E402

from games import get_game  # noqa: E402
from tests.protocol.harness import Server  # noqa: E402


class Stats:
    def __init__(self, bots: str):
        self.bots = bots
        self.records = []     # (room, seq, t0): an answer and the first seq it produced
        self.messages = 0
        self.errors = []
        self.running = True


class Conn:
    """A phone (``name`` set) or the room's TV, timestamping every view."""

    def __init__(self, stats: Stats, room: str | None, name: str | None, seed: int, think=(0.3, 1.5)):
        self.stats, self.room, self.name = stats, room, name
        self.sio = socketio.AsyncClient(reconnection=False)
        self.views: list[tuple[int, float]] = []
        self.rng = random.Random(seed)
        self.think = think
        self.seat = None
        self.brain = None
        self.answered: set = set()
        self.t0 = None
        self.accepted = False
        self.info = asyncio.get_event_loop().create_future()
        self.phase = "lobby"
        s = self.sio
        s.on("view", self.on_view)
        s.on("welcome", self.on_welcome)
        s.on("tv_welcome", self.on_tv_welcome)
        s.on("accepted", self.on_accepted)
        s.on("room", self.on_room)
        s.on("error", self.on_error)

    async def on_welcome(self, d):
        self.seat = d["seat"]
        if not self.info.done():
            self.info.set_result(d)

    async def on_tv_welcome(self, d):
        self.room = d["room"]
        if not self.info.done():
            self.info.set_result(d)

    async def on_accepted(self, d):
        self.accepted = True

    async def on_room(self, d):
        self.phase = d["phase"]

    async def on_error(self, d):
        if d.get("code") not in ("stale_prompt", "match_over"):
            self.stats.errors.append(d)

    async def on_view(self, d):
        now = time.perf_counter()
        self.stats.messages += 1
        m = d.get("match")
        if not m:
            return
        self.views.append((m["seq"], now))
        if self.accepted and self.t0 is not None:
            self.stats.records.append((self.room, m["seq"], self.t0))
            self.t0, self.accepted = None, False
        if self.name is None or m["finished"]:
            return
        for p in m["prompts"]:
            if p["id"] in self.answered:
                continue
            self.answered.add(p["id"])
            if self.brain is None:
                self.brain = get_game(m["game"]).bots[self.stats.bots](self.seat, self.rng)
            asyncio.ensure_future(self.answer_later(p["id"], self.brain.answer(m, p)))

    async def answer_later(self, pid, answer):
        await asyncio.sleep(self.rng.uniform(*self.think))
        if self.stats.running:
            self.t0, self.accepted = time.perf_counter(), False
            await self.sio.emit("answer", {"prompt": pid, "answer": answer})

    def first_at_or_after(self, seq):
        for s, t in self.views:
            if s >= seq:
                return t
        return None


def pct(xs, q):
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(q * len(xs)))], 1) if xs else None


async def run(url, rooms, players, seconds, game, options, proc, bots):
    stats = Stats(bots)
    tables = []
    for r in range(rooms):
        tv = Conn(stats, None, None, r)
        await tv.sio.connect(url, transports=["websocket"])
        await tv.sio.emit("tv_hello", {})
        await asyncio.wait_for(tv.info, 10)
        await tv.sio.emit("host", {"action": "select_game", "game": game})
        if options:
            await tv.sio.emit("host", {"action": "set_options", "options": options})
        phones = []
        for i in range(players):
            c = Conn(stats, tv.room, f"P{i}", r * 100 + i)
            await c.sio.connect(url, transports=["websocket"])
            await c.sio.emit("join", {"room": tv.room, "name": f"P{i}"})
            await asyncio.wait_for(c.info, 10)
            phones.append(c)
        tables.append((tv, phones))
    await asyncio.sleep(1.0)
    cpu0, t_start, peak = proc.cpu_times(), time.perf_counter(), 0
    for tv, _ in tables:
        await tv.sio.emit("host", {"action": "start"})
    restart_at: dict = {}
    while time.perf_counter() - t_start < seconds:
        await asyncio.sleep(0.5)
        peak = max(peak, proc.memory_info().rss)
        for tv, phones in tables:   # a finished room plays again after a short pause
            if tv.phase == "finished":
                if restart_at.setdefault(tv.room, time.perf_counter() + 2) < time.perf_counter():
                    restart_at.pop(tv.room)
                    await tv.sio.emit("host", {"action": "start"})
    stats.running = False
    wall = time.perf_counter() - t_start
    cpu1 = proc.cpu_times()
    await asyncio.sleep(1.0)
    by_room = {tv.room: [tv, *phones] for tv, phones in tables}
    lat = []
    for room, seq, t0 in stats.records:
        times = [c.first_at_or_after(seq) for c in by_room[room]]
        if all(t is not None for t in times):
            lat.append((max(times) - t0) * 1000)
    cpu = ((cpu1.user + cpu1.system) - (cpu0.user + cpu0.system)) / wall * 100
    for tv, phones in tables:
        for c in (tv, *phones):
            try:
                await asyncio.wait_for(c.sio.disconnect(), 2)
            except Exception:
                pass
    return {"rooms": rooms, "sockets": rooms * (players + 1), "answers": len(lat),
            "p50_ms": pct(lat, 0.50), "p95_ms": pct(lat, 0.95), "p99_ms": pct(lat, 0.99),
            "messages_per_second": round(stats.messages / wall), "errors": len(stats.errors),
            "server_cpu_percent": round(cpu), "server_peak_rss_mb": round(peak / 2**20, 1),
            "client_cpu_seconds": round(sum(psutil.Process().cpu_times()[:2]), 1)}


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--rooms", default="10,25,50,75,100")
    p.add_argument("--players", type=int, default=8)
    p.add_argument("--seconds", type=float, default=30)
    p.add_argument("--game", default="avalon")
    p.add_argument("--options", default='{"lady": "off"}')
    p.add_argument("--async-mode", default="gevent")
    # Random bots by default: a smart bot's thinking would stall the load
    # generator's event loop and be counted as server latency.
    p.add_argument("--bots", default="random")
    p.add_argument("--url", help="use a running server instead of starting one")
    p.add_argument("--pid", type=int, help="with --url: the server's process id (for CPU and memory)")
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    results = []
    for rooms in [int(x) for x in a.rooms.split(",")]:
        if a.url:  # a server started elsewhere (e.g. under a profiler)
            pid = a.pid or next(pr.pid for pr in psutil.process_iter(["cmdline"])
                                if "serve" in " ".join(pr.info["cmdline"] or []))
            r = asyncio.run(run(a.url, rooms, a.players, a.seconds, a.game, json.loads(a.options),
                                psutil.Process(pid), a.bots))
            results.append(r)
            print(json.dumps(r), flush=True)
            continue
        with tempfile.TemporaryDirectory() as data:
            srv = Server(data, a.async_mode, bot_delay=0.5).start()
            try:
                r = asyncio.run(run(srv.url, rooms, a.players, a.seconds, a.game, json.loads(a.options),
                                    psutil.Process(srv.proc.pid), a.bots))
            finally:
                srv.stop()
        r["async_mode"] = a.async_mode
        results.append(r)
        if not a.json:
            print(f"{rooms:>4} rooms ({r['sockets']} sockets, {a.async_mode}): p50 {r['p50_ms']} ms  "
                  f"p95 {r['p95_ms']} ms  p99 {r['p99_ms']} ms  {r['messages_per_second']} msg/s  "
                  f"server cpu {r['server_cpu_percent']}%  rss {r['server_peak_rss_mb']} MB  "
                  f"answers {r['answers']}  errors {r['errors']}", flush=True)
    held = [r["rooms"] for r in results if r["p99_ms"] is not None and r["p99_ms"] < 100 and r["errors"] == 0]
    summary = {"results": results, "largest_rooms_with_p99_under_100ms": max(held) if held else 0}
    if a.json:
        print(json.dumps(summary))
    else:
        print(f"largest room count holding p99 < 100 ms: {summary['largest_rooms_with_p99_under_100ms']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
