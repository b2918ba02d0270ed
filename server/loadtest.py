"""Server load: R rooms x (P bot phones + 1 TV) over real Socket.IO on loopback.

The one implementation behind `partytable loadtest` and `bench/server_bench.py`.

For every answer a phone sends, the latency is the time until the LAST
connection of that room (every phone and the TV) has received the view that
answer produced. Phones think for a random 0.3-1.5 s before answering, as
people do (and so stay far under the server's 20 messages/s per connection);
finished rooms start a new match until the time is up. The load generator is
one asyncio process (python-socketio's AsyncClient), so it costs little CPU
next to the server on the same machine. Without a URL a server is started in
its own process on 127.0.0.1 with a temporary data folder and stopped at the end.

With ``restart`` (own server only), after the run the server is killed with SIGKILL
and started again on the same data: the figures say how long until it answered and
until every phone and TV was back on its seat with a view, and how many views were the
same as before the kill.

Issue 20 (docs/decisions.md "Hall figures"): ``loadtest_repeat`` runs the same load N times, each
on a fresh server, and sums the tail up run by run; every run says how long the server's loop and
the generator waited for a CPU (a busy machine, not the server, is then the tail); ``stagger``
spreads the rooms' first matches; ``profile_dir`` writes the server's GC pauses, event-loop stalls
and CPU profile.

Bounded: connecting and seating have timeouts, the run stops after ``seconds``,
and the whole call gives up ``seconds + 60`` s after it started (90 s more to restart).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import os
import random
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import Counter
from types import SimpleNamespace
from typing import Optional

import psutil

from games import get_game


from .botclient import NOT_RULES, narrowed, tries_allowed

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SETUP_TIMEOUT = 10.0        # seconds for one connection or one seat
IGNORED_ERRORS = ("stale_prompt", "match_over")   # a race with a timer or a bot, not a fault
WINDOW = 5.0                # seconds of the windows the p99 is also given for
WINDOWS = f"p99_ms_by_{int(WINDOW)}s"
# Issue 20: "150 rooms at p99 under 100 ms in 5 of 5 runs"; a 5-s window over it is a stall people see.
AIM_MS = 100.0


class Stats:
    def __init__(self, bots: str):
        self.bots = bots
        self.records: list = []     # (room, match no, public seq, t0): an answer and the first seq it produced
        self.messages = 0
        self.answers_sent = 0        # the per-room action rate bench/broadcast_compare.py copies
        self.errors: list = []
        self.running = True
        self.paused = False              # no answers (a restart is being measured)
        self.restart_t0: Optional[float] = None


class Conn:
    """A phone (``name`` set) or the room's TV, timestamping every view."""

    def __init__(self, stats: Stats, room: Optional[str], name: Optional[str], seed: int, think=(0.3, 1.5)):
        import socketio   # AsyncClient needs aiohttp (installed with the test extras)
        from .wire import FastJSON
        self.stats, self.room, self.name = stats, room, name
        # orjson, as the server: the stock decoder (with engineio's int hook) was most of the
        # generator's own CPU, and a busy generator reads late and inflates the latencies
        self.sio = socketio.AsyncClient(reconnection=True, reconnection_delay=0.05, reconnection_delay_max=0.5,
                                        json=FastJSON)
        self.token: Optional[str] = None        # to come back to the seat (or the TV's host token)
        self.joined_once = False
        self.back_at: Optional[float] = None    # first view after a restart
        self.back_seq: Optional[int] = None
        self.views: list[tuple[int, int, float]] = []
        self.rng = random.Random(seed)
        self.think = think
        self.seat = None
        self.brain = None
        self.answered: set = set()
        self.t0 = None
        self.accepted = False
        # A view's seq counts the public answers and this connection's own hidden ones
        # (docs/protocol.md): subtracting its own gives a number every connection of the room shares.
        self.hidden: dict = {}                  # match no -> own answers to hidden prompts
        self.open_hidden: set = set()           # (match no, prompt id) of the hidden prompts last shown
        self.hidden_pending = False
        self.asking: Optional[tuple] = None     # (match view, prompt, tries, answer) of the last answer
        self.info = asyncio.get_running_loop().create_future()
        self.phase = "lobby"
        self.match_no = 0
        s = self.sio
        s.on("view", self.on_view)
        s.on("welcome", self.on_welcome)
        s.on("tv_welcome", self.on_tv_welcome)
        s.on("accepted", self.on_accepted)
        s.on("room", self.on_room)
        s.on("error", self.on_error)
        s.on("connect", self.on_connect)

    async def on_connect(self):
        """Back after the server came back: to the same seat (or TV) with the token, as a phone does."""
        if not self.joined_once:
            self.joined_once = True
            return
        if self.name is None:
            await self.sio.emit("tv_hello", {"room": self.room, "host_token": self.token})
        else:
            await self.sio.emit("join", {"room": self.room, "token": self.token})

    async def on_welcome(self, d):
        self.token = d["token"]
        self.seat = d["seat"]
        if not self.info.done():
            self.info.set_result(d)

    async def on_tv_welcome(self, d):
        self.room = d["room"]
        self.token = d.get("host_token") or self.token
        if not self.info.done():
            self.info.set_result(d)

    async def on_accepted(self, d):
        self.accepted = True
        if self.hidden_pending:
            self.t0 = None   # nobody else is sent a view for it: nothing to time

    async def on_room(self, d):
        self.phase = d["phase"]
        self.match_no = d.get("match_no", 0)

    async def on_error(self, d):
        # a rule refused the answer privately (server/botclient.py NOT_RULES): think again
        if d.get("event") == "answer" and d.get("code") not in NOT_RULES and self.asking:
            m, p, tries, answer = self.asking
            if tries < tries_allowed(p):
                p = narrowed(p, answer)
                answer = self.brain.answer(m, p)
                self.asking = (m, p, tries + 1, answer)
                return asyncio.ensure_future(self.answer_later(p["id"], answer, self.hidden_pending))
        if d.get("code") not in IGNORED_ERRORS:
            self.stats.errors.append(d)

    async def on_view(self, d):
        now = time.perf_counter()
        self.stats.messages += 1
        m = d.get("match")
        if not m:
            return
        if self.stats.restart_t0 is not None and self.back_at is None:
            self.back_at, self.back_seq = now, m["seq"]
            return
        self.count_hidden_answers(m)
        # seq starts again with every match: views are told apart by the room's match number
        public = m["seq"] - self.hidden.get(self.match_no, 0)
        self.views.append((self.match_no, public, now))
        if self.accepted and self.t0 is not None:
            self.stats.records.append((self.room, self.match_no, public, self.t0))
            self.t0, self.accepted = None, False
        if self.name is None or m["finished"]:
            return
        for p in m["prompts"]:
            key = (self.match_no, p["id"])   # prompt ids start again in every match
            if key in self.answered:
                continue
            self.answered.add(key)
            if self.brain is None or self.brain_match != self.match_no:
                game = get_game(m["game"])
                self.brain = game.bots.get(self.stats.bots, next(iter(game.bots.values())))(self.seat, self.rng)
                self.brain_match = self.match_no
            # an answer to a hidden prompt counts only in this seat's own seq (games/core/match.py):
            # the prompt says so itself (guessing it from the table's waiting list and count took
            # some of 风声's and 三国杀's windows for public, and timed other players' thinking)
            hidden = p.get("progress") == "hidden"
            answer = self.brain.answer(m, p)
            self.asking = (m, p, 1, answer)
            asyncio.ensure_future(self.answer_later(p["id"], answer, hidden))

    brain_match = -1

    def count_hidden_answers(self, m: dict) -> None:
        """A hidden prompt closes only when answered, by this phone or for it (an auto-pass, a
        timer): each one gone since the last view is one more of this seat's own answers in seq."""
        shown = {(self.match_no, p["id"]) for p in m["prompts"] if p.get("progress") == "hidden"}
        gone = sum(1 for key in self.open_hidden - shown if key[0] == self.match_no)
        if gone:
            self.hidden[self.match_no] = self.hidden.get(self.match_no, 0) + gone
        self.open_hidden = shown

    async def answer_later(self, pid, answer, hidden=False):
        await asyncio.sleep(self.rng.uniform(*self.think))
        if self.stats.running and not self.stats.paused:
            self.t0, self.accepted, self.hidden_pending = time.perf_counter(), False, hidden
            try:
                await self.sio.emit("answer", {"prompt": pid, "answer": answer})
                self.stats.answers_sent += 1
            except socketio_errors():
                pass   # the connection dropped meanwhile

    def first_at_or_after(self, match_no, seq):
        for n, s, t in self.views:
            if n == match_no and s >= seq:
                return t
        return None


def socketio_errors():
    import socketio
    return socketio.exceptions.SocketIOError


def waited_for_cpu(paths: list) -> Optional[float]:
    """Seconds the threads behind these /proc schedstat files spent ready to run but waiting for a CPU
    (its second field, in ns; Linux only, else None). A server that waited is measured against the
    machine, not its own work; a generator that waited read its views late and counted that as latency."""
    try:
        total = 0
        for path in paths:
            with open(path) as f:
                total += int(f.read().split()[1])
        return total / 1e9
    except (OSError, ValueError, IndexError):
        return None


def seconds_between(before: Optional[float], after: Optional[float]) -> Optional[float]:
    return None if before is None or after is None else round(after - before, 2)


def pct(xs, q):
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(q * len(xs)))], 1) if xs else None


async def _measure_restart(tables, stats, restart) -> dict:
    """Kill the server, start it again, and time until every phone and TV is back on its
    seat with a view; a phone is back "the same" when its view's seq is the one it had."""
    stats.paused = True
    await asyncio.sleep(1.0)   # answers in flight land first
    conns = [c for tv, phones in tables for c in (tv, *phones)]
    before = {id(c): (c.views[-1][1] if c.views else None) for c in conns}
    stats.restart_t0 = t0 = time.perf_counter()
    await asyncio.get_running_loop().run_in_executor(None, restart)
    up = time.perf_counter() - t0
    end = time.perf_counter() + 60
    while time.perf_counter() < end and any(c.back_at is None for c in conns):
        await asyncio.sleep(0.02)
    back = [c for c in conns if c.back_at is not None]
    return {"server_up_s": round(up, 3),
            "all_back_s": round(max(c.back_at for c in back) - t0, 3) if len(back) == len(conns) else None,
            "back": len(back), "connections": len(conns),
            "same_view": sum(1 for c in back if c.back_seq == before[id(c)])}


async def _start_rooms(tables, spread: float) -> None:
    """Every room's first match: all at once (``spread`` 0), as an event starts every table of a round
    (server/events.py start_tables), or one after another over ``spread`` seconds, as a hall's tables
    start when their players have sat down."""
    for i, (tv, _) in enumerate(tables):
        if spread and i:
            await asyncio.sleep(spread / len(tables))
        await tv.sio.emit("host", {"action": "start"})


async def _run(url, rooms, players, seconds, game, options, proc, bots, think, restart=None, stagger=0.0):
    stats = Stats(bots)
    tables = []
    for r in range(rooms):
        tv = Conn(stats, None, None, r, think)
        await asyncio.wait_for(tv.sio.connect(url, transports=["websocket"]), SETUP_TIMEOUT)
        await tv.sio.emit("tv_hello", {})
        await asyncio.wait_for(tv.info, SETUP_TIMEOUT)
        await tv.sio.emit("host", {"action": "select_game", "game": game})
        if options:
            await tv.sio.emit("host", {"action": "set_options", "options": options})
        phones = []
        for i in range(players):
            c = Conn(stats, tv.room, f"P{i}", r * 100 + i, think)
            # the room code in the URL: behind nginx it picks the room's worker (docs/deploy.md)
            await asyncio.wait_for(c.sio.connect(f"{url}/?room={tv.room}", transports=["websocket"]), SETUP_TIMEOUT)
            await c.sio.emit("join", {"room": tv.room, "name": f"P{i}"})
            await asyncio.wait_for(c.info, SETUP_TIMEOUT)
            phones.append(c)
        tables.append((tv, phones))
    await asyncio.sleep(1.0)
    # /proc/PID/schedstat is the process's main thread: the server's event loop; thread-self is the generator's
    server_stats = [f"/proc/{p.pid}/schedstat" for p in getattr(proc, "procs", [proc])] if proc else []
    waits = (server_stats, ["/proc/thread-self/schedstat"])
    wait0 = [waited_for_cpu(w) for w in waits]
    cpu0, t_start = (proc.cpu_times() if proc else None), time.perf_counter()
    peak = proc.memory_info().rss if proc else 0
    starting = asyncio.ensure_future(_start_rooms(tables, stagger))
    restart_at: dict = {}
    matches = rooms
    while time.perf_counter() - t_start < seconds:
        await asyncio.sleep(min(0.5, max(0.0, seconds - (time.perf_counter() - t_start))))
        if proc:
            peak = max(peak, proc.memory_info().rss)
        for tv, phones in tables:   # a finished room plays again after a short pause
            if tv.phase == "finished":
                if restart_at.setdefault(tv.room, time.perf_counter() + 2) < time.perf_counter():
                    restart_at.pop(tv.room)
                    tv.phase = "starting"
                    matches += 1
                    await tv.sio.emit("host", {"action": "start"})
    wall = time.perf_counter() - t_start
    cpu1 = proc.cpu_times() if proc else None
    server_wait, generator_wait = (seconds_between(w0, waited_for_cpu(w)) for w0, w in zip(wait0, waits))
    starting.cancel()   # a stagger longer than the run leaves rooms unstarted
    restored = await _measure_restart(tables, stats, restart) if restart else None
    stats.running = False
    await asyncio.sleep(1.0)
    by_room = {tv.room: [tv, *phones] for tv, phones in tables}
    lat, windows = [], {}
    for room, match_no, seq, t0 in stats.records:
        times = [c.first_at_or_after(match_no, seq) for c in by_room[room]]
        if all(t is not None for t in times):
            lat.append((max(times) - t0) * 1000)
            windows.setdefault(int((t0 - t_start) // WINDOW), []).append(lat[-1])
    cpu_s = round((cpu1.user + cpu1.system) - (cpu0.user + cpu0.system), 3) if proc else None
    # All at once: one by one, 900 busy sockets outlast the run's time limit and its figures are lost.
    await asyncio.gather(*(asyncio.wait_for(c.sio.disconnect(), 2) for tv, phones in tables for c in (tv, *phones)),
                         return_exceptions=True)
    return {"game": game, "rooms": rooms, "players": players, "sockets": rooms * (players + 1),
            "seconds": round(wall, 1), "matches_started": matches, "answers": len(lat),
            "p50_ms": pct(lat, 0.50), "p95_ms": pct(lat, 0.95), "p99_ms": pct(lat, 0.99),
            "messages_per_second": round(stats.messages / wall), "views": stats.messages,
            "answers_sent": stats.answers_sent, "stagger_s": stagger, "errors": len(stats.errors),
            "first_errors": stats.errors[:5], "restart": restored,
            # the tail over time: a start-up burst and a steady overload look different
            WINDOWS: [pct(windows[w], 0.99) for w in sorted(windows)],
            "server_cpu_percent": round(cpu_s / wall * 100) if proc else None, "server_cpu_seconds": cpu_s,
            "server_waited_for_cpu_s": server_wait if proc else None, "generator_waited_for_cpu_s": generator_wait,
            "server_peak_rss_mb": round(peak / 2**20, 1) if proc else None,
            "client_cpu_seconds": round(sum(psutil.Process().cpu_times()[:2]), 1)}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServeProcess:
    """`partytable serve` in its own process on 127.0.0.1, on a given data folder: started
    (again, on the same port and data), killed like a power cut, or stopped. It warms nothing
    up (``--no-warm-up``): a tested or measured server spends no CPU on assets nobody asked for."""

    def __init__(self, data_dir: str, async_mode: str = "gevent", bot_delay: float = 0.5,
                 extra_args: tuple = (), env: Optional[dict] = None, port: Optional[int] = None,
                 log_name: str = "server.log", launch: tuple = ("-m", "server")):
        self.data_dir, self.async_mode, self.bot_delay, self.launch = data_dir, async_mode, bot_delay, launch
        self.extra_args, self.env, self.log_name = tuple(extra_args), env or {}, log_name
        self.port = port or _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: Optional[subprocess.Popen] = None
        self.log = None

    def start(self):
        """Start the server and wait until it answers; returns self."""
        cmd = [sys.executable, *self.launch, "serve", "--host", "127.0.0.1", "--port", str(self.port),
               "--data", self.data_dir, "--async-mode", self.async_mode, "--public-url", self.url,
               "--bot-delay", str(self.bot_delay), "--no-warm-up", *self.extra_args]
        env = {**os.environ, "PYTHONPATH": ROOT, **self.env}
        if self.log is None:
            self.log = open(os.path.join(self.data_dir, self.log_name), "ab")
        self.proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited with {self.proc.returncode}; see {self.log.name}")
            try:
                urllib.request.urlopen(self.url + "/healthz", timeout=1).read()
                return self
            except OSError:
                time.sleep(0.02)
        raise RuntimeError(f"the server did not start in 30 s; see {self.log.name}")

    def kill(self) -> None:
        """SIGKILL, as when the laptop loses power: nothing is flushed or closed."""
        kill_process(self.proc)

    def stop(self) -> None:
        stop_process(self.proc)
        if self.log is not None:
            self.log.close()


def kill_process(proc: Optional[subprocess.Popen]) -> None:
    """SIGKILL a child that is still running, and reap it."""
    if proc and proc.poll() is None:
        proc.kill()
        proc.wait(10)


def stop_process(proc: Optional[subprocess.Popen], grace: float = 10.0) -> None:
    """SIGTERM a child that is still running; SIGKILL it if it has not ended after ``grace`` seconds."""
    if proc and proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(grace)
        except subprocess.TimeoutExpired:
            kill_process(proc)


class LocalServer(ServeProcess):
    """A ServeProcess with a temporary data folder, as a context manager."""

    def __init__(self, async_mode: str = "gevent", bot_delay: float = 0.5, env: Optional[dict] = None,
                 launch: tuple = ("-m", "server")):
        self.tmp = tempfile.TemporaryDirectory(prefix="partytable-load-")
        super().__init__(self.tmp.name, async_mode, bot_delay, env=env, launch=launch)

    def __enter__(self) -> "LocalServer":
        try:
            self.start()
        except RuntimeError:
            self.__exit__()
            raise
        return self

    def __exit__(self, *exc) -> None:
        self.stop()
        self.tmp.cleanup()


class ProcessGroup:
    """Several server processes measured as one (workers behind nginx): CPU and memory added up."""

    def __init__(self, pids):
        self.procs = [psutil.Process(p) for p in pids]

    def cpu_times(self):
        times = [p.cpu_times() for p in self.procs]
        return SimpleNamespace(user=sum(t.user for t in times), system=sum(t.system for t in times))

    def memory_info(self):
        return SimpleNamespace(rss=sum(p.memory_info().rss for p in self.procs))


def _find_server_pid(url: str) -> Optional[int]:
    """The pid of a `partytable serve` listening on the URL's port, when it runs on this machine."""
    port = url.rstrip("/").rsplit(":", 1)[-1]
    for pr in psutil.process_iter(["cmdline"]):
        cmd = pr.info["cmdline"] or []
        if "serve" in cmd and (port in cmd or (port == "8000" and "--port" not in cmd)):
            return pr.pid
    return None


# `partytable serve` that also writes two findings into its log, for --profile: every garbage
# collection longer than GC_REPORT_MS (full collections were once the whole p99, docs/decisions.md), and
# every stall of the event loop longer than STALL_MS with the stack that held it (gevent's monitor thread
# sees that no greenlet switched for STALL_MS; the stack is the loop's thread at that moment).
GC_REPORT_MS = 10
STALL_MS = 50
PROFILE_MARK = "partytable-profile"
SERVER_READY = "partytable is running"   # server/cli.py cmd_serve prints it once it listens
# the monitor thread is the profiler's own cost, not the server's
NOT_THE_SERVER = ("gevent/_monitor.py",)
PROFILE_HOOKS = """
import _thread, gc, os, sys, time, traceback
import zope.event
LOOP_THREAD, ROOT, MARK = _thread.get_ident(), %r, %r
began = []

def time_collection(phase, info):
    # wall and CPU time: a collection that took far more wall than CPU waited for the machine
    if phase == "start":
        began[:] = [time.perf_counter(), time.thread_time()]
    elif began:
        ms, cpu_ms = (time.perf_counter() - began[0]) * 1000, (time.thread_time() - began[1]) * 1000
        began.clear()
        if ms >= %d:
            print(f"{MARK} gc {info['generation']} {ms:.1f} {cpu_ms:.1f}", file=sys.stderr, flush=True)

def where(f):
    path = f.filename
    if "site-packages/" in path:
        path = path.split("site-packages/")[-1]
    elif path.startswith(ROOT):
        path = os.path.relpath(path, ROOT)
    return f"{path}:{f.lineno}:{f.name}"

def report_stall(event):
    if type(event).__name__ != "EventLoopBlocked":
        return
    frame = sys._current_frames().get(LOOP_THREAD)
    stack = [where(f) for f in reversed(traceback.extract_stack(frame))] if frame else []
    print(f"{MARK} stall " + " < ".join(stack[:40]), file=sys.stderr, flush=True)

gc.callbacks.append(time_collection)
zope.event.subscribers.append(report_stall)
""" % (ROOT, PROFILE_MARK, GC_REPORT_MS)
PROFILED_SERVE = PROFILE_HOOKS + "from server.cli import main\nsys.exit(main(sys.argv[1:]))\n"
# what gevent reads at start to watch its loop (https://www.gevent.org/monitoring.html)
STALL_WATCH_ENV = {"GEVENT_MONITOR_THREAD_ENABLE": "true", "GEVENT_MAX_BLOCKING_TIME": str(STALL_MS / 1000),
                   "GEVENT_PRINT_BLOCKING_REPORTS": "false"}


class Profiler:
    """Where a run's tail comes from, written to a folder: the server's log with its GC pauses and
    event-loop stalls (PROFILED_SERVE), and, when py-spy is installed, a CPU profile of the server
    sampled by py-spy from outside (``--nonblocking``: the server is never paused to be read), as
    collapsed stacks (``py-spy.txt``; flamegraph.pl and speedscope read them). gevent only: eventlet
    has no monitor thread, so under it only the GC pauses and the CPU profile are found."""

    def __init__(self, folder: str, async_mode: str = "gevent"):
        self.watches_stalls = async_mode == "gevent"
        self.folder = os.path.abspath(folder)
        os.makedirs(self.folder, exist_ok=True)
        self.spy: Optional[subprocess.Popen] = None
        self.log_path = os.path.join(self.folder, "server.log")
        self.spy_path = os.path.join(self.folder, "py-spy.txt")

    def server_args(self) -> dict:
        return {"launch": ("-c", PROFILED_SERVE), "env": STALL_WATCH_ENV}

    def attach(self, pid: int) -> None:
        exe = shutil.which("py-spy") or os.path.join(os.path.dirname(sys.executable), "py-spy")
        if os.access(exe, os.X_OK):
            with open(os.path.join(self.folder, "py-spy.log"), "wb") as err:
                self.spy = subprocess.Popen([exe, "record", "--pid", str(pid), "--nonblocking", "--rate", "100",
                                             "--function", "--format", "raw", "--output", self.spy_path],
                                            stdout=err, stderr=subprocess.STDOUT)

    def detach(self, server_log: str) -> None:
        """Stop py-spy (on SIGINT it writes its file) and keep the server's log."""
        if self.spy and self.spy.poll() is None:
            self.spy.send_signal(signal.SIGINT)
            try:
                self.spy.wait(30)
            except subprocess.TimeoutExpired:
                kill_process(self.spy)
        shutil.copyfile(server_log, self.log_path)

    def findings(self, top: int = 8) -> dict:
        with open(self.log_path, errors="replace") as f:
            lines = list(f)
        # what happened while the server started (imports, its own gc.collect) is not load
        ready = next((i for i, line in enumerate(lines) if line.startswith(SERVER_READY)), len(lines))
        marks = [line.split(" ", 2)[1:] for line in lines[ready:] if line.startswith(PROFILE_MARK + " ")]
        pauses = [[float(x) for x in rest.split()[1:3]] for kind, rest in marks if kind == "gc"]
        stalls = [rest.strip().split(" < ") for kind, rest in marks if kind == "stall"]
        return {"folder": self.folder, "gc_pauses_over_ms": GC_REPORT_MS, "gc_pauses": len(pauses),
                "gc_pause_ms_max": max((wall for wall, _ in pauses), default=None),
                "gc_pause_cpu_ms_max": max((cpu for _, cpu in pauses), default=None), "loop_stalls_over_ms": STALL_MS,
                "loop_stalls": len(stalls) if self.watches_stalls else None,
                "stall_sites": Counter(map(project_frame, stalls)).most_common(top),
                "cpu_by_function": cpu_by_function(self.spy_path, top) if os.path.exists(self.spy_path) else None}


# a frame of the project's own code, as the stall report ("server/rooms.py:626:host") and py-spy
# ("RoomHall.host (server/rooms.py:626)") write it
PROJECT_FRAME = re.compile(r"(^|\()(server|games)/")


def project_frame(stack: list) -> str:
    """The innermost frame of a stack (innermost first) in the project's own code, else the innermost."""
    return next((f for f in stack if PROJECT_FRAME.search(f)), stack[0] if stack else "?")


def cpu_by_function(path: str, top: int) -> list:
    """The share of the server's CPU samples charged to each function of the project: a sample goes
    to the innermost project function on its stack (the library code it called is its cost), else to
    the innermost function. Read from py-spy's collapsed stacks ("frame;frame;... count", outermost first)."""
    charged: Counter = Counter()
    with open(path, errors="replace") as f:
        for line in f:
            stack, _, n = line.rstrip("\n").rpartition(" ")
            if n.isdigit() and stack and not any(m in stack for m in NOT_THE_SERVER):
                charged[project_frame(stack.split(";")[::-1])] += int(n)
    total = sum(charged.values())
    return [(frame, round(n / total, 3)) for frame, n in charged.most_common(top)]


def check_args(game: str, rooms: int, players: int, seconds: float, repeat: int = 1, stagger: float = 0.0) -> None:
    g = get_game(game)   # KeyError names the known games
    if not g.min_players <= players <= g.max_players:
        raise ValueError(f"{game} takes {g.min_players}-{g.max_players} players, not {players}")
    if not 1 <= rooms <= 2000:
        raise ValueError("--rooms must be 1-2000")
    if not 0 < seconds <= 3600:
        raise ValueError("--seconds must be more than 0 and at most 3600")
    if not 1 <= repeat <= 100:
        raise ValueError("--repeat must be 1-100")
    if not 0 <= stagger <= seconds:
        raise ValueError("--stagger must be 0 to --seconds")


@contextlib.contextmanager
def collector_off():
    """The load generator is the measuring instrument: while it measures, its garbage collector
    does not run. Its collections had been 16 % of its samples at 150 风声 rooms (py-spy; 1,350
    clients, a task and a timer for every answer), each a pause in which views waited unread and
    latencies grew that the server had not made. A run is bounded (seconds + a minute), so the
    cycles it leaves are collected once at its end."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect()


def loadtest(game: str, rooms: int, players: int, seconds: float, url: Optional[str] = None,
             pid: int | list | None = None, async_mode: str = "gevent", bots: str = "random",
             options: Optional[dict] = None, think=(0.3, 1.5), bot_delay: float = 0.5,
             restart: bool = False, stagger: float = 0.0, profile_dir: Optional[str] = None) -> dict:
    """Run one load step and return its figures (see the module docstring).

    Random bots by default: a smart bot's thinking would stall the load generator's
    event loop and be counted as server latency. ``stagger``: see _start_rooms.
    ``profile_dir`` (own server only): see Profiler; its findings are the result's "profile"."""
    check_args(game, rooms, players, seconds, stagger=stagger)
    limit = seconds + 60 + rooms * players * 0.05

    def go(target: str, proc, restart_fn=None) -> dict:
        with collector_off():
            return asyncio.run(asyncio.wait_for(
                _run(target, rooms, players, seconds, game, options, proc, bots, think, restart_fn, stagger),
                limit + (90 if restart_fn else 0)))

    if url:
        pids = pid if isinstance(pid, list) else [pid or _find_server_pid(url)]
        pids = [p for p in pids if p]
        result = go(url.rstrip("/"), ProcessGroup(pids) if pids else None)
        result["async_mode"] = None
        return result
    profiler = Profiler(profile_dir, async_mode) if profile_dir else None
    with LocalServer(async_mode, bot_delay, **(profiler.server_args() if profiler else {})) as srv:
        def kill_and_start():
            srv.kill()
            srv.start()
        if profiler:
            profiler.attach(srv.proc.pid)
        try:
            result = go(srv.url, psutil.Process(srv.proc.pid), kill_and_start if restart else None)
        finally:
            if profiler:
                profiler.detach(srv.log.name)
    if profiler:
        result["profile"] = profiler.findings()
    result["async_mode"] = async_mode
    return result


def windows_over_aim(result: dict) -> tuple[int, int]:
    """(5-s windows whose p99 was over the aim, windows measured) of one run."""
    measured = [w for w in result[WINDOWS] if w is not None]
    return sum(1 for w in measured if w > AIM_MS), len(measured)


def summarise_runs(results: list) -> dict:
    """Issue 20's figures of N runs of the same load: each run's p99, the median and the worst,
    how many runs held the aim, and the share of 5-s windows over it, by run and overall. A run
    that timed no answer has no p99 and holds nothing."""
    p99s = [r["p99_ms"] for r in results]
    measured = [p for p in p99s if p is not None]
    over = [windows_over_aim(r) for r in results]
    over_all, windows_all = sum(o for o, _ in over), sum(n for _, n in over)
    return {"runs": len(results), "aim_ms": AIM_MS, "p99_ms_by_run": p99s,
            "p99_ms_median": round(statistics.median(measured), 1) if measured else None,
            "p99_ms_worst": None if None in p99s or not p99s else max(p99s),
            "runs_under_aim": sum(1 for p in measured if p < AIM_MS),
            "windows_over_aim_by_run": [o for o, _ in over], "windows_by_run": [n for _, n in over],
            "share_windows_over_aim_by_run": [round(o / n, 3) if n else None for o, n in over],
            "share_windows_over_aim": round(over_all / windows_all, 3) if windows_all else None,
            "server_waited_for_cpu_s_by_run": [r.get("server_waited_for_cpu_s") for r in results],
            # with --restart: issue 20's "restore after kill -9 under 1 s", run by run
            "restart_server_up_s_by_run": [(r.get("restart") or {}).get("server_up_s") for r in results],
            "errors": sum(r["errors"] for r in results)}


def loadtest_repeat(repeat: int, on_run=None, profile_dir: Optional[str] = None, **load) -> dict:
    """The same load ``repeat`` times (``load``: loadtest's arguments), each run on a fresh server
    (unless ``url`` names one): a run is one sample of the tail, and a server carried over would
    carry its heap, its finished rooms and their SQLite pages into the next. ``on_run(i, result)``
    is told each run as it ends."""
    check_args(load["game"], load["rooms"], load["players"], load["seconds"], repeat, load.get("stagger", 0.0))
    results = []
    for i in range(1, repeat + 1):
        run_dir = os.path.join(profile_dir, f"run-{i}") if profile_dir else None
        results.append(loadtest(profile_dir=run_dir, **load))
        if on_run:
            on_run(i, results[-1])
    return {**summarise_runs(results), "results": results}


def describe_runs(summary: dict) -> str:
    n = summary["runs"]
    by_run = listed(summary["p99_ms_by_run"])
    windows = ", ".join(f"{o}/{w}" for o, w in zip(summary["windows_over_aim_by_run"], summary["windows_by_run"]))
    share = summary["share_windows_over_aim"]
    return (f"{n} runs: p99 by run {by_run} ms; median {summary['p99_ms_median']} ms, worst {summary['p99_ms_worst']} ms; "
            f"{summary['runs_under_aim']} of {n} under {AIM_MS:g} ms\n"
            f"5-s windows over {AIM_MS:g} ms by run: {windows} "
            f"({'-' if share is None else f'{share:.1%}'} of all); errors {summary['errors']}\n"
            f"the server's loop waited for a CPU, by run: {listed(summary['server_waited_for_cpu_s_by_run'])} s"
            + ("" if not any(summary["restart_server_up_s_by_run"]) else
               f"\nserver up again after SIGKILL, by run: {listed(summary['restart_server_up_s_by_run'])} s"))


def listed(xs: list) -> str:
    return ", ".join("-" if x is None else f"{x}" for x in xs)


def describe(r: dict) -> str:
    return (f"{r['game']}: {r['rooms']} rooms x {r['players']} phones + TV ({r['sockets']} sockets"
            f"{', ' + r['async_mode'] if r.get('async_mode') else ''}), {r['seconds']} s, "
            f"{r['matches_started']} matches: p50 {r['p50_ms']} ms  p95 {r['p95_ms']} ms  p99 {r['p99_ms']} ms  "
            f"{r['messages_per_second']} msg/s  server cpu {r['server_cpu_percent']}%  "
            f"peak rss {r['server_peak_rss_mb']} MB  answers {r['answers']}  errors {r['errors']}  "
            f"waited for a CPU: server {r.get('server_waited_for_cpu_s')} s, generator {r.get('generator_waited_for_cpu_s')} s"
            + ("" if not r.get("restart") else
               f"\nrestart: server up in {r['restart']['server_up_s']} s, every phone and TV back in "
               f"{r['restart']['all_back_s']} s ({r['restart']['back']}/{r['restart']['connections']} back, "
               f"{r['restart']['same_view']} with the same view)")
            + ("" if not r.get("profile") else "\n" + describe_profile(r["profile"])))


def describe_profile(p: dict) -> str:
    sites = ", ".join(f"{site} x{n}" for site, n in p["stall_sites"]) or "-"
    stalls = "not watched (eventlet)" if p["loop_stalls"] is None else f"{p['loop_stalls']} at {sites}"
    cpu = ("py-spy not installed" if p["cpu_by_function"] is None else
           ", ".join(f"{fn} {share:.0%}" for fn, share in p["cpu_by_function"]))
    return (f"profile in {p['folder']}: gc pauses over {p['gc_pauses_over_ms']} ms: {p['gc_pauses']} "
            f"(longest {p['gc_pause_ms_max'] or '-'} ms, of CPU {p['gc_pause_cpu_ms_max'] or '-'} ms); "
            f"loop stalls over {p['loop_stalls_over_ms']} ms: {stalls}\nserver CPU by project function: {cpu}")
