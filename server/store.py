"""SQLite persistence: rooms, matches and every accepted input.

The input log is the save format: a restarted server rebuilds each match by
replaying its inputs. An input is written before its result is broadcast: to the
journal, a file of one line an input that the operating system holds once the
write returns (a killed server loses none of it, as with SQLite's write-ahead log
at ``synchronous=NORMAL``), and from there into SQLite in one transaction about
once a second (``fold_journal``) and whenever the store is opened. A commit of its
own cost an input 56 us of the server's CPU under load; its line costs 28 us and
its share of a fold 3 us (docs/decisions.md "Inputs are journalled, then folded into SQLite").
"""

from __future__ import annotations

import json
import os
import sqlite3
import time

import orjson

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

DATABASE = "partytable.sqlite3"
JOURNAL = "partytable.journal"   # beside the database: inputs not yet folded into it


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


def answer_json(answer) -> str:
    """An answer as the store writes it: orjson (the standard module's dumps was 0.5 % of the
    server's CPU at 100 rooms); an int past 64 bits, which orjson cannot write, by the json module.
    Either reads back with json.loads."""
    try:
        return orjson.dumps(answer).decode()
    except TypeError:
        return json.dumps(answer)


class Store:
    """Writes happen inline (p50 10 us). SQLite's automatic WAL checkpoint is
    off: it fsyncs, and on these machines that stalled every room for up to
    250 ms. ``checkpoint`` is called every few seconds from a real OS thread
    instead (see server/app.py), on its own connection."""

    def __init__(self, folder: str):
        os.makedirs(folder, exist_ok=True)
        self.path = os.path.join(folder, DATABASE)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA wal_autocheckpoint=0")
        self.db.executescript(SCHEMA)
        self._checkpointer = None
        self._fail_flag = os.environ.get(FAIL_WRITES_ENV) or None
        # The journal: lines of inputs not yet folded into SQLite, and those rows (``_pending``),
        # in the order written. ``_counts``: each match's inputs so far, for the matches written to.
        self.journal_path = os.path.join(folder, JOURNAL)
        self._pending: list[tuple] = []
        self._counts: dict[int, int] = {}
        self._journal = os.open(self.journal_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self._journal_size = 0
        left, whole = _read_journal(self.journal_path)   # what a killed server had not folded yet
        try:
            self._fold(left)
        except StorageError:   # a full disk: they stay in the journal, and are read from there
            self._pending, self._journal_size = left, whole
        os.ftruncate(self._journal, self._journal_size)

    def _check_disk(self) -> None:
        if self._fail_flag and os.path.exists(self._fail_flag):
            raise StorageError(f"could not write to {self.path}: disk I/O error (injected by {FAIL_WRITES_ENV})")

    def _write(self, sql: str, args: tuple) -> sqlite3.Cursor:
        self._check_disk()
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
        """The match's input number ``seq`` (its next), written to the journal; StorageError when
        the position is not the next one or the line could not be written whole."""
        self._check_disk()
        count = self._count(match_id)
        if seq != count:
            raise StorageError(f"input {seq} of match {match_id} cannot be stored: the match has {count} inputs")
        row = (match_id, seq, seat, prompt, answer_json(answer), source, time.time())
        line = "\t".join((*map(str, row[:4]), row[5], repr(row[6]), row[4])).encode() + b"\n"
        try:
            written = os.write(self._journal, line)
        except OSError as exc:
            written, error = -1, exc
        else:
            error = None
        if written != len(line):
            if written > 0:   # a line cut short (the disk filled up): the next line must start clean
                os.ftruncate(self._journal, self._journal_size)
            raise StorageError(f"could not write to {self.journal_path}: {error or 'the disk took part of the line'}")
        self._journal_size += written
        self._pending.append(row)
        self._counts[match_id] = count + 1

    def _count(self, match_id: int) -> int:
        count = self._counts.get(match_id)
        if count is None:
            count = self.db.execute("SELECT count(*) FROM inputs WHERE match_id=?", (match_id,)).fetchone()[0]
            count += sum(1 for r in self._pending if r[0] == match_id)
        return count

    def fold_journal(self) -> None:
        """The journal's inputs into SQLite, in one transaction; the journal starts again empty.
        Nothing else runs meanwhile (one greenlet, no I/O it waits on), so no line is written
        between the rows taken and the journal emptied. A failed fold keeps both for the next."""
        if self._pending:
            self._fold(self._pending)
            self._pending = []
            os.ftruncate(self._journal, 0)
            self._journal_size = 0

    def _fold(self, rows: list) -> None:
        """``rows`` into SQLite in one transaction. A row already there is left as it is: a server
        killed between a fold's commit and the journal's emptying folds the same rows again."""
        if not rows:
            return
        self._check_disk()
        try:
            self.db.execute("BEGIN")
            try:
                self.db.executemany("INSERT OR IGNORE INTO inputs(match_id, seq, seat, prompt, answer, source, at) "
                                    "VALUES (?,?,?,?,?,?,?)", rows)
                self.db.execute("COMMIT")
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise StorageError(f"could not write to {self.path}: {exc}") from exc

    def end_match(self, match_id: int, outcome: dict | None, aborted: bool) -> None:
        self._write("UPDATE matches SET ended=?, aborted=?, outcome=? WHERE id=?",
                    (time.time(), int(aborted), json.dumps(outcome), match_id))
        self._counts.pop(match_id, None)

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
        rows += [(r[2], r[3], r[4], r[5]) for r in self._pending if r[0] == match_id]   # later than any folded
        return [{"seat": s, "prompt": p, "answer": json.loads(a), "source": src} for s, p, a, src in rows]

    def finished_matches(self, room: str) -> list[dict]:
        rows = self.db.execute("SELECT id FROM matches WHERE room=? AND ended IS NOT NULL ORDER BY id",
                               (room,)).fetchall()
        return [self.match(r[0]) for r in rows]

    def close(self) -> None:
        try:
            self.fold_journal()
        except StorageError:
            pass   # the journal keeps the inputs; the next open folds them
        os.close(self._journal)
        self.db.close()


def inputs_on_disk(folder: str, match_id: int) -> list[dict]:
    """A match's inputs as a server running on ``folder`` in another process has stored them (its
    database and its journal), each with its ``seq``; nothing is changed. For tests and tools: a
    second Store on a live folder would fold the running server's journal itself."""
    journal = [r for r in _read_journal_if_any(os.path.join(folder, JOURNAL)) if r[0] == match_id]
    db = sqlite3.connect(f"file:{os.path.join(folder, DATABASE)}?mode=ro", uri=True, timeout=5)
    try:
        rows = {r[1]: r for r in journal}   # read first: a fold meanwhile moves them to the database
        rows.update((r[1], r) for r in db.execute("SELECT match_id, seq, seat, prompt, answer, source, at "
                                                  "FROM inputs WHERE match_id=?", (match_id,)))
    finally:
        db.close()
    return [{"seq": q, "seat": s, "prompt": p, "answer": json.loads(a), "source": src}
            for _, q, s, p, a, src, _ in (rows[k] for k in sorted(rows))]


def _read_journal_if_any(path: str) -> list[tuple]:
    try:
        return _read_journal(path)[0]
    except FileNotFoundError:
        return []


def _read_journal(path: str) -> tuple[list[tuple], int]:
    """The rows of a journal a server left, in order, and the length of its whole lines. A line
    cut short by a power cut (the last) or a garbled one is left out: the inputs before it were whole."""
    with open(path, "rb") as f:
        data = f.read()
    rows = []
    for line in data.split(b"\n")[:-1]:    # what follows the last newline is not a whole line
        parts = line.decode("utf-8", "replace").split("\t", 6)
        try:
            match_id, seq, seat, prompt, source, at, answer = parts
            json.loads(answer)
            rows.append((int(match_id), int(seq), int(seat), int(prompt), answer, source, float(at)))
        except ValueError:
            continue
    return rows, data.rfind(b"\n") + 1
