"""Two workers behind nginx, sharing Redis; one is killed, its rooms go on on the other.

Real processes on loopback: redis-server, two `partytable serve --store redis://…`
workers and nginx with the configuration `partytable deploy nginx` prints.

1. nginx and the workers agree on the ring: for 300 random codes the worker that
   answers ``/healthz?room=CODE`` through nginx is server/ring.py's owner (and a
   request coming from the page ``/tv/CODE`` goes to the same worker).
2. TVs create rooms through nginx (no code yet: a random worker) until both
   workers hold rooms; every room's code is one nginx routes to its creator.
   Avalon, 风声 and Dixit (typed clues) are played by bot phones that connect
   through nginx with ``?room=CODE``.
3. After at least 6 inputs in every match the phones stop answering and the
   tables go quiet; one worker gets SIGKILL. Its phones reconnect by themselves
   through nginx to the other worker, which loads the rooms from Redis (input log
   replayed): each phone is back on its seat with the view it had before, the
   stored logs are unchanged, and nginx now sends those codes to the survivor.
   (Before the kill, a message published on the Socket.IO message queue in Redis
   reaches a room on either worker.)
4. The phones answer again: every match, on both workers, is played to its end;
   the logs before the kill are prefixes of the final logs and no phone saw an error.
"""

from __future__ import annotations

import json
import random
import time

import pytest
import socketio

from server.botclient import HostTV, wait_until
from server.ring import HashRing
from server.rooms import CODE_ALPHABET
from tests.faults.helpers import GAMES
from tests.faults.test_kill_restart import HoldablePhone, seq
from tests.protocol.harness import free_port
from tests.scaleout.stack import Nginx, Redis, Worker, get_json

pytestmark = [pytest.mark.slow, pytest.mark.timeout(150)]

ROOMS_PER_WORKER = 2
MAX_TVS = 16   # random routing: enough TVs that both workers get two rooms, bounded


def stored_log(redis, code: str) -> list:
    data = json.loads(redis.client.hget(f"partytable:room:{code}", "data"))
    return [json.loads(x) for x in redis.client.lrange(f"partytable:inputs:{data['match_id']}", 0, -1)]


def open_table(nginx_url: str, game: str):
    """A host TV through nginx (it gets a random worker) and the game's phones, started."""
    n, options = GAMES[game]
    tv = HostTV(nginx_url)
    code = tv.open()["room"]
    tv.host("select_game", game=game)
    if options:
        tv.host("set_options", options=options)
    if game == "fengsheng":   # seats with nothing to do pass at once: the table goes quiet sooner
        tv.host("set_timers", timers={"auto_pass": 0})
    # a phone's Socket.IO URL carries the room code: nginx routes it to the room's worker
    # smart bots: a random one taps 风声's window cards that are refused after the tap (every card in
    # hand is offered), which makes a match too long for this test's minute
    phones = [HoldablePhone(nginx_url, code, f"{game}{i}", "smart", seed=i) for i in range(n)]
    for p in phones:
        p.hold = True   # every match starts playing at once, when all tables are made
        p.start()
        assert p.joined.wait(10), (game, p.errors)
    assert wait_until(lambda: len(tv.room_state.get("seats", [])) == n and tv.room_state.get("game") == game, 10)
    tv.host("start")
    return tv, code, phones


def test_rooms_of_a_killed_worker_continue_on_the_other(tmp_path):
    started = time.monotonic()
    redis = Redis(str(tmp_path / "redis"))
    ports = [free_port(), free_port()]
    names = [f"127.0.0.1:{p}" for p in ports]
    workers, nginx, tvs, tables = [], None, [], {}
    try:
        workers = [Worker(str(tmp_path / f"w{p}"), p, names, redis.url) for p in ports]
        nginx = Nginx(str(tmp_path / "nginx"), names)
        ring = HashRing(names)

        # 1. the Python ring is nginx's ring
        rng = random.Random(7)
        codes = ["".join(rng.choice(CODE_ALPHABET) for _ in range(6)) for _ in range(300)]
        served = {c: get_json(f"{nginx.url}/healthz?room={c}")["worker"] for c in codes}
        assert served == {c: ring.owner(c) for c in codes}
        assert set(served.values()) == set(names)
        for c in codes[:20]:
            assert get_json(f"{nginx.url}/healthz", {"Referer": f"{nginx.url}/tv/{c}"})["worker"] == served[c]

        # 2. rooms made through nginx, spread over both workers, played by phones through nginx
        games = list(GAMES)
        by_worker: dict = {n: [] for n in names}
        for i in range(MAX_TVS):
            if all(len(v) >= ROOMS_PER_WORKER for v in by_worker.values()):
                break
            tv, code, phones = open_table(nginx.url, games[i % len(games)])
            owner = ring.owner(code)
            assert get_json(f"{nginx.url}/healthz?room={code}")["worker"] == owner
            tvs.append(tv)
            tables[code] = (games[i % len(games)], owner, phones)
            by_worker[owner].append(code)
        assert all(by_worker.values()), by_worker
        for name in names:   # each worker holds exactly the rooms nginx routes to it
            assert get_json(f"http://{name}/healthz")["rooms"] == len(by_worker[name])
        played = {g for g, _, _ in tables.values()}
        assert len(played) >= 2

        # the Socket.IO message queue: a message published to Redis reaches a room on either worker
        notices = []
        for code, (_, _, ps) in tables.items():
            ps[0].sio.on("notice", lambda d, code=code: notices.append((code, d["n"])))
        queue = socketio.RedisManager(redis.url, channel="flask-socketio", write_only=True)
        for n, code in enumerate(tables):
            queue.emit("notice", {"n": n}, room=code)
        assert wait_until(lambda: len(notices) == len(tables), 10), notices
        assert sorted(notices) == sorted((code, n) for n, code in enumerate(tables))

        everyone = [p for _, _, ps in tables.values() for p in ps]
        assert wait_until(lambda: all(p.last_view and p.last_view["match"] for p in everyone), 10)
        for p in everyone:
            p.release()
        assert wait_until(lambda: all(max(seq(p) for p in ps) >= 6 for _, _, ps in tables.values()), 40, 0.05)
        for p in everyone:
            p.hold = True
        assert wait_until(lambda: time.monotonic() - max(p.changed for p in everyone) > 1.0, 20, 0.1)
        before = {(code, p.seat): p.last_view["match"] for code, (_, _, ps) in tables.items() for p in ps}
        logs = {code: stored_log(redis, code) for code in tables}
        for code, (_, _, ps) in tables.items():
            # every accepted input is in Redis (a phone's seq counts the public answers and its own)
            assert len(logs[code]) >= max(seq(p) for p in ps) > 0
            assert not ps[0].last_view["match"]["finished"]

        # 3. SIGKILL one worker: its phones come back through nginx to the other one
        victim, survivor = workers[0], workers[1]
        moved = by_worker[victim.name]
        victim.kill()
        killed = time.monotonic()
        for code in moved:
            for p in tables[code][2]:
                p.last_view = None
        assert wait_until(lambda: all(p.last_view is not None for c in moved for p in tables[c][2]), 30, 0.05), \
            [(p.name, len(p.welcomes)) for c in moved for p in tables[c][2] if p.last_view is None]
        print(f"{len(moved)} rooms of the killed worker back on {survivor.name} in {time.monotonic() - killed:.2f} s")
        for code in moved:
            for p in tables[code][2]:
                assert len(p.welcomes) == 2 and p.welcomes[1]["seat"] == p.welcomes[0]["seat"] == p.seat
                assert p.last_view["match"] == before[(code, p.seat)], (code, p.seat)
            assert stored_log(redis, code) == logs[code]
            assert redis.client.get(f"partytable:holder:{code}").decode() == survivor.name
            assert get_json(f"{nginx.url}/healthz?room={code}")["worker"] == survivor.name
        assert get_json(survivor.url + "/healthz")["rooms"] == len(tables)

        # 4. every match, on both workers, is played to its end with nothing lost
        for p in everyone:
            p.release()
        assert wait_until(lambda: all(p.finished.is_set() for p in everyone), 60, 0.1), \
            {c: max(seq(p) for p in ps) for c, (_, _, ps) in tables.items()}
        for code, (game, _, ps) in tables.items():
            final = stored_log(redis, code)
            assert final[:len(logs[code])] == logs[code], game
            # a phone's seq counts the public answers and its own (docs/protocol.md)
            assert len(final) >= max(p.last_view["match"]["seq"] for p in ps) > 0, game
        assert [e for p in everyone for e in p.errors] == []
        for w in workers:
            with open(w.log_path, errors="replace") as f:
                assert "Traceback" not in f.read(), w.log_path
        assert time.monotonic() - started < 90
    finally:
        for _, _, ps in tables.values():
            for p in ps:
                p.hold = True
                p.close()
        for tv in tvs:
            tv.close()
        for w in workers:
            w.close()
        if nginx:
            nginx.close()
        redis.close()
