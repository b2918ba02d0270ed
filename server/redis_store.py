"""Redis persistence: the same interface as server/store.Store, shared by several workers.

`partytable serve --store redis://HOST:PORT/DB` keeps rooms, matches and input
logs in Redis instead of SQLite, so when a worker dies another one rebuilds its
rooms by replaying the same logs (docs/deploy.md). SQLite stays the default for
one process.

Keys (prefix ``partytable:``):

| key | type | what |
|---|---|---|
| ``room:CODE``, ``event:CODE`` | hash | ``data`` (JSON), ``created``, ``updated`` |
| ``rooms:created``, ``rooms:updated``, ``events:…`` | sorted sets | codes by time |
| ``room:CODE:matches`` | list | the room's match ids, oldest first |
| ``match:next`` | counter | the last match id given out |
| ``match:ID`` | hash | room, game, players, options, seed, seats, started, ended, aborted, outcome |
| ``inputs:ID`` | list | the match's inputs (JSON), in order |
| ``holder:CODE`` | string | the worker that holds the room now (``claim``) |

Every write is one Lua script, so it is atomic, and it is *fenced*: a worker
writes to a room only while it is the room's holder (the last worker that
loaded it), and an input is appended only at the position the worker believes
is next. A worker with a stale copy of a room (another worker took it over)
therefore can neither overwrite the room nor fork its input log: its write
fails with ``RoomTaken`` and the answer is refused, never half-applied.
"""

from __future__ import annotations

import json
import os
import time
from typing import Iterable, Optional

from .store import FAIL_WRITES_ENV, StorageError

PREFIX = "partytable:"

# Scripts get the prefix as ARGV[1] and the worker name as ARGV[2] ("" = no fencing).
_FENCE = """
local function fence(code)
    if ARGV[2] == '' then return end
    local holder = redis.call('GET', ARGV[1] .. 'holder:' .. code)
    if holder and holder ~= ARGV[2] then
        error({err = 'PT_TAKEN ' .. holder})
    end
end
"""

# kind: "room" or "event" (rooms and events share one code space, so an event has no holder)
SAVE = _FENCE + """
local kind, code, data, now = ARGV[3], ARGV[4], ARGV[5], ARGV[6]
fence(code)
local key = ARGV[1] .. kind .. ':' .. code
redis.call('HSETNX', key, 'created', now)
redis.call('HSET', key, 'data', data, 'updated', now)
redis.call('ZADD', ARGV[1] .. kind .. 's:created', 'NX', now, code)
redis.call('ZADD', ARGV[1] .. kind .. 's:updated', now, code)
return 1
"""

START_MATCH = _FENCE + """
local code = ARGV[3]
fence(code)
local id = redis.call('INCR', ARGV[1] .. 'match:next')
redis.call('HSET', ARGV[1] .. 'match:' .. id, 'room', code, 'game', ARGV[4], 'players', ARGV[5],
           'options', ARGV[6], 'seed', ARGV[7], 'seats', ARGV[8], 'started', ARGV[9], 'aborted', 0)
redis.call('RPUSH', ARGV[1] .. 'room:' .. code .. ':matches', id)
return id
"""

APPEND_INPUT = _FENCE + """
local id, seq = ARGV[3], tonumber(ARGV[4])
local code = redis.call('HGET', ARGV[1] .. 'match:' .. id, 'room')
if not code then error({err = 'PT_NOMATCH ' .. id}) end
fence(code)
local key = ARGV[1] .. 'inputs:' .. id
local have = redis.call('LLEN', key)
if have ~= seq then error({err = 'PT_SEQ ' .. have}) end
redis.call('RPUSH', key, ARGV[5])
return have + 1
"""

END_MATCH = _FENCE + """
local id = ARGV[3]
local code = redis.call('HGET', ARGV[1] .. 'match:' .. id, 'room')
if not code then error({err = 'PT_NOMATCH ' .. id}) end
fence(code)
redis.call('HSET', ARGV[1] .. 'match:' .. id, 'ended', ARGV[4], 'aborted', ARGV[5], 'outcome', ARGV[6])
return 1
"""


class RoomTaken(StorageError):
    """Another worker loaded the room after this one: this worker's copy is stale."""


class RedisStore:
    """The Store interface over one Redis database. ``holder`` is this worker's
    name when several workers share the database (writes are then fenced)."""

    def __init__(self, url: str, holder: Optional[str] = None):
        try:
            import redis
        except ImportError as exc:
            raise StorageError("--store redis:// needs the Python package 'redis': "
                               "pip install -e '.[scale]' (docs/deploy.md)") from exc
        self.url = url
        self.holder = holder or ""
        self._errors = redis.exceptions.RedisError
        self.db = redis.Redis.from_url(url, socket_timeout=5, socket_connect_timeout=3, decode_responses=True,
                                       health_check_interval=30)
        try:
            self.db.ping()
        except self._errors as exc:
            raise StorageError(f"cannot reach Redis at {url}: {exc}. Start redis-server (docs/deploy.md) "
                               "or give the right --store address.") from exc
        self._scripts = {name: self.db.register_script(src) for name, src in
                         (("save", SAVE), ("start_match", START_MATCH),
                          ("append_input", APPEND_INPUT), ("end_match", END_MATCH))}
        self._fail_flag = os.environ.get(FAIL_WRITES_ENV) or None

    def _write(self, script: str, *args):
        if self._fail_flag and os.path.exists(self._fail_flag):
            raise StorageError(f"could not write to Redis at {self.url}: write refused (injected by {FAIL_WRITES_ENV})")
        try:
            return self._scripts[script](args=[PREFIX, self.holder, *args])
        except self._errors as exc:
            # Redis 7 appends the script's name to an error: keep the first two words
            kind, _, rest = str(exc).partition(" ")
            detail = rest.split(" ", 1)[0]
            if kind == "PT_TAKEN":
                raise RoomTaken(f"worker {detail} has taken over this room; "
                                "reconnect and the phone is routed there") from exc
            if kind == "PT_SEQ":
                raise RoomTaken(f"the input log already holds {detail} inputs: another worker "
                                "played this room; reconnect and the phone gets the current view") from exc
            raise StorageError(f"could not write to Redis at {self.url}: {exc}. "
                               "Check that redis-server is running and has memory left.") from exc

    def _read(self, fn, *args):
        try:
            return fn(*args)
        except self._errors as exc:
            raise StorageError(f"could not read from Redis at {self.url}: {exc}. "
                               "Check that redis-server is running.") from exc

    # -- writing (the Store interface) ------------------------------------------------
    def save_room(self, code: str, data: dict) -> None:
        self._write("save", "room", code, json.dumps(data), repr(time.time()))

    def start_match(self, room: str, game: str, players: int, options: dict, seed: int, seats: list) -> int:
        return int(self._write("start_match", room, game, players, json.dumps(options), seed,
                               json.dumps(seats), repr(time.time())))

    def append_input(self, match_id: int, seq: int, seat: int, prompt: int, answer, source: str) -> None:
        entry = {"seat": seat, "prompt": prompt, "answer": answer, "source": source, "at": time.time()}
        self._write("append_input", match_id, seq, json.dumps(entry))

    def end_match(self, match_id: int, outcome: dict | None, aborted: bool) -> None:
        self._write("end_match", match_id, repr(time.time()), int(aborted), json.dumps(outcome))

    def save_event(self, code: str, data: dict) -> None:
        self._write("save", "event", code, json.dumps(data), repr(time.time()))

    def checkpoint(self) -> None:
        """Nothing to fold: Redis writes its own append-only file (appendonly yes,
        docs/deploy.md). Kept so the app's checkpoint loop needs no special case."""

    def fold_journal(self) -> None:
        """Nothing to fold: each input is one Lua script of its own (see the module's docstring)."""

    # -- which worker holds a room --------------------------------------------------------
    def claim(self, code: str) -> None:
        """This worker holds the room from now on; the previous holder's writes are refused."""
        if self.holder:
            self._read(self.db.set, PREFIX + "holder:" + code, self.holder)

    def holders(self, codes: Iterable[str]) -> dict[str, Optional[str]]:
        codes = list(codes)
        if not codes:
            return {}
        names = self._read(self.db.mget, [PREFIX + "holder:" + c for c in codes])
        return dict(zip(codes, names))

    # -- reading ---------------------------------------------------------------------------
    def room(self, code: str) -> dict | None:
        raw = self._read(self.db.hget, PREFIX + "room:" + code, "data")
        return json.loads(raw) if raw is not None else None

    def rooms(self, since: float = 0.0) -> list[tuple[str, dict]]:
        """Rooms changed at or after ``since`` (a Unix time), oldest first."""
        return self._changed_since("room", since)

    def events(self, since: float = 0.0) -> list[tuple[str, dict]]:
        """Events changed at or after ``since`` (a Unix time), oldest first."""
        return self._changed_since("event", since)

    def _changed_since(self, kind: str, since: float) -> list[tuple[str, dict]]:
        codes = self._read(self.db.zrangebyscore, f"{PREFIX}{kind}s:updated", since, "+inf")
        if not codes:
            return []
        created = self._read(self.db.zmscore, f"{PREFIX}{kind}s:created", codes)
        pipe = self.db.pipeline(transaction=False)
        for code in codes:
            pipe.hget(f"{PREFIX}{kind}:{code}", "data")
        datas = self._read(pipe.execute)
        found = [(c or 0.0, code, json.loads(d)) for code, c, d in zip(codes, created, datas) if d is not None]
        found.sort(key=lambda r: r[0])
        return [(code, data) for _, code, data in found]

    def match(self, match_id: int) -> dict | None:
        raw = self._read(self.db.hgetall, f"{PREFIX}match:{match_id}")
        if not raw:
            return None
        return {"id": int(match_id), "room": raw["room"], "game": raw["game"], "players": int(raw["players"]),
                "options": json.loads(raw["options"]), "seed": int(raw["seed"]), "seats": json.loads(raw["seats"]),
                "ended": float(raw["ended"]) if "ended" in raw else None, "aborted": int(raw.get("aborted", 0)),
                "outcome": json.loads(raw["outcome"]) if "outcome" in raw else None}

    def inputs(self, match_id: int) -> list[dict]:
        rows = self._read(self.db.lrange, f"{PREFIX}inputs:{match_id}", 0, -1)
        out = []
        for row in rows:
            entry = json.loads(row)
            out.append({"seat": entry["seat"], "prompt": entry["prompt"], "answer": entry["answer"],
                        "source": entry["source"]})
        return out

    def finished_matches(self, room: str) -> list[dict]:
        ids = self._read(self.db.lrange, f"{PREFIX}room:{room}:matches", 0, -1)
        found = [self.match(int(i)) for i in ids]
        return [m for m in found if m is not None and m["ended"] is not None]

    def close(self) -> None:
        self.db.close()
