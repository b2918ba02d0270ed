"""SQLite persistence: rooms, matches and every accepted input.

The input log is the save format: a restarted server rebuilds each match by
replaying its inputs. An input is committed before its result is broadcast.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time

# The inputs are kept in their key's order (WITHOUT ROWID): an input's commit writes one page of the
# write-ahead log instead of two (the table's and its key's index), 8 us of CPU instead of 10, and a
# match's inputs are read back as they lie. A data folder made before keeps its table as it was.
SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY,
    created REAL NOT NULL,
    updated REAL NOT NULL,
    data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS matches (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    room TEXT NOT NULL,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    seats TEXT NOT NULL,
    started REAL NOT NULL,
    ended REAL,
    aborted INTEGER NOT NULL DEFAULT 0,
    outcome TEXT
);
CREATE TABLE IF NOT EXISTS inputs (
    match_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    prompt INTEGER NOT NULL,
    answer TEXT NOT NULL,
    source TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS events (
    code TEXT PRIMARY KEY,
    created REAL NOT NULL,
    updated REAL NOT NULL,
    data TEXT NOT NULL
);
"""


class StorageError(RuntimeError):
    """The data folder could not be written; the change was not made."""


# Fault injection for tests (docs/faults.md): while the file this variable names
# exists, every write fails as a full or read-only disk would. Unset: no cost.
FAIL_WRITES_ENV = "PARTYTABLE_FAIL_WRITES_IF"


def blocking_runner(async_mode: str):
    """Run a blocking call in a real OS thread while the calling greenlet waits."""
    if async_mode == "gevent":
        from gevent.threadpool import ThreadPool
        pool = ThreadPool(1)
        return lambda fn, *args: pool.apply(fn, args)
    if async_mode == "eventlet":
        from eventlet import tpool
        return tpool.execute
    return lambda fn, *args: fn(*args)


class Store:
    """Writes happen inline (p50 10 us). SQLite's automatic WAL checkpoint is
    off: it fsyncs, and on these machines that stalled every room for up to
    250 ms. ``checkpoint`` is called every few seconds from a real OS thread
    instead (see server/app.py), on its own connection."""

    def __init__(self, folder: str):
        os.makedirs(folder, exist_ok=True)
        self.path = os.path.join(folder, "partytable.sqlite3")
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA wal_autocheckpoint=0")
        self.db.executescript(SCHEMA)
        self._checkpointer = None
        self._fail_flag = os.environ.get(FAIL_WRITES_ENV) or None

    def _write(self, sql: str, args: tuple) -> sqlite3.Cursor:
        if self._fail_flag and os.path.exists(self._fail_flag):
            raise StorageError(f"could not write to {self.path}: disk I/O error (injected by {FAIL_WRITES_ENV})")
        try:
            return self.db.execute(sql, args)
        except sqlite3.Error as exc:
            raise StorageError(f"could not write to {self.path}: {exc}") from exc

    def _upsert(self, table: str, code: str, data: dict) -> None:
        now = time.time()
        self._write(f"INSERT INTO {table}(code, created, updated, data) VALUES (?,?,?,?) "
                    "ON CONFLICT(code) DO UPDATE SET updated=excluded.updated, data=excluded.data",
                    (code, now, now, json.dumps(data)))

    def _changed_since(self, table: str, since: float) -> list[tuple[str, dict]]:
        rows = self.db.execute(f"SELECT code, data FROM {table} WHERE updated >= ? ORDER BY created",
                               (since,)).fetchall()
        return [(code, json.loads(data)) for code, data in rows]

    def save_room(self, code: str, data: dict) -> None:
        self._upsert("rooms", code, data)

    def start_match(self, room: str, game: str, players: int, options: dict, seed: int, seats: list) -> int:
        cur = self._write("INSERT INTO matches(room, game, players, options, seed, seats, started) "
                          "VALUES (?,?,?,?,?,?,?)",
                          (room, game, players, json.dumps(options), seed, json.dumps(seats), time.time()))
        return int(cur.lastrowid)

    def append_input(self, match_id: int, seq: int, seat: int, prompt: int, answer, source: str) -> None:
        self._write("INSERT INTO inputs(match_id, seq, seat, prompt, answer, source, at) VALUES (?,?,?,?,?,?,?)",
                    (match_id, seq, seat, prompt, json.dumps(answer), source, time.time()))

    def end_match(self, match_id: int, outcome: dict | None, aborted: bool) -> None:
        self._write("UPDATE matches SET ended=?, aborted=?, outcome=? WHERE id=?",
                    (time.time(), int(aborted), json.dumps(outcome), match_id))

    # -- events (docs/events.md): the roster, seatings, match ids and corrections ------
    def save_event(self, code: str, data: dict) -> None:
        self._upsert("events", code, data)

    def events(self, since: float = 0.0) -> list[tuple[str, dict]]:
        """Events changed at or after ``since`` (a Unix time), oldest first."""
        return self._changed_since("events", since)

    def checkpoint(self) -> None:
        """Fold the write-ahead log into the database file (blocking: call it
        from a thread). PASSIVE never blocks the writers."""
        if self._checkpointer is None:
            self._checkpointer = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self._checkpointer.execute("PRAGMA wal_checkpoint(PASSIVE)")

    # -- reading ------------------------------------------------------------------
    def rooms(self, since: float = 0.0) -> list[tuple[str, dict]]:
        """Rooms changed at or after ``since`` (a Unix time), oldest first."""
        return self._changed_since("rooms", since)

    def room(self, code: str) -> dict | None:
        """One room's data, or None (a worker restoring one room by its code, docs/deploy.md)."""
        row = self.db.execute("SELECT data FROM rooms WHERE code=?", (code,)).fetchone()
        return json.loads(row[0]) if row else None

    def match(self, match_id: int) -> dict | None:
        row = self.db.execute("SELECT id, room, game, players, options, seed, seats, ended, aborted, outcome "
                              "FROM matches WHERE id=?", (match_id,)).fetchone()
        if row is None:
            return None
        keys = ("id", "room", "game", "players", "options", "seed", "seats", "ended", "aborted", "outcome")
        m = dict(zip(keys, row))
        for k in ("options", "seats", "outcome"):
            m[k] = json.loads(m[k]) if m[k] is not None else None
        return m

    def inputs(self, match_id: int) -> list[dict]:
        rows = self.db.execute("SELECT seat, prompt, answer, source FROM inputs WHERE match_id=? ORDER BY seq",
                               (match_id,)).fetchall()
        return [{"seat": s, "prompt": p, "answer": json.loads(a), "source": src} for s, p, a, src in rows]

    def finished_matches(self, room: str) -> list[dict]:
        rows = self.db.execute("SELECT id FROM matches WHERE room=? AND ended IS NOT NULL ORDER BY id",
                               (room,)).fetchall()
        return [self.match(r[0]) for r in rows]

    def close(self) -> None:
        self.db.close()
