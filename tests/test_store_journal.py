"""The inputs' journal (server/store.py): an input is in a file the operating system holds before
its result is broadcast, and in SQLite from the next fold. A killed server loses none; a line a
power cut left half-written is dropped; a full disk refuses the input and leaves the journal whole."""

from __future__ import annotations

import os
import sqlite3

import pytest

from server import store as store_module
from server.store import FAIL_WRITES_ENV, StorageError, Store, inputs_on_disk


def started(folder) -> tuple[Store, int]:
    s = Store(str(folder))
    s.save_room("AAAAAA", {"seats": []})
    return s, s.start_match("AAAAAA", "avalon", 5, {}, 1, [])


def in_sqlite(folder, match_id: int) -> list:
    """What another reader of the database file sees (the journal is not folded for it)."""
    db = sqlite3.connect(os.path.join(str(folder), "partytable.sqlite3"))
    try:
        return [r[0] for r in db.execute("SELECT seq FROM inputs WHERE match_id=? ORDER BY seq", (match_id,))]
    finally:
        db.close()


def test_inputs_of_a_killed_server_are_read_back_in_order_by_the_next_one(tmp_path):
    s, mid = started(tmp_path)
    for i in range(3):
        s.append_input(mid, i, i, 10 + i, ["pass", i], "player")
    s.fold_journal()
    for i in range(3, 5):
        s.append_input(mid, i, i, 10 + i, {"pick": [i]}, "bot")
    assert in_sqlite(tmp_path, mid) == [0, 1, 2]           # the last two are in the journal only
    assert [i["prompt"] for i in s.inputs(mid)] == [10, 11, 12, 13, 14]
    # killed: nothing closed or folded; the next server opens the same folder
    again = Store(str(tmp_path))
    assert again.inputs(mid) == [{"seat": i, "prompt": 10 + i, "answer": ["pass", i] if i < 3 else {"pick": [i]},
                                  "source": "player" if i < 3 else "bot"} for i in range(5)]
    assert in_sqlite(tmp_path, mid) == [0, 1, 2, 3, 4] and os.path.getsize(again.journal_path) == 0
    again.append_input(mid, 5, 0, 15, [1], "player")       # it goes on at the next position
    with pytest.raises(StorageError):
        again.append_input(mid, 5, 0, 15, [1], "player")
    again.close()


def test_a_line_cut_short_by_a_power_cut_is_dropped_and_the_inputs_before_it_kept(tmp_path):
    s, mid = started(tmp_path)
    for i in range(2):
        s.append_input(mid, i, 0, i, [i], "player")
    with open(s.journal_path, "ab") as f:
        f.write(b"%d\t2\t0\t2\tplayer\t1.5\t[\"ha" % mid)   # no end: the machine lost power here
    again = Store(str(tmp_path))
    assert [i["answer"] for i in again.inputs(mid)] == [[0], [1]]
    again.append_input(mid, 2, 0, 2, ["whole"], "player")
    assert [i["answer"] for i in Store(str(tmp_path)).inputs(mid)] == [[0], [1], ["whole"]]


def test_a_fold_on_a_failing_disk_keeps_the_inputs_in_the_journal_until_the_next(tmp_path, monkeypatch):
    flag = tmp_path / "fail"
    monkeypatch.setenv(FAIL_WRITES_ENV, str(flag))
    s, mid = started(tmp_path / "data")
    s.append_input(mid, 0, 0, 1, [1], "player")
    flag.write_text("")
    with pytest.raises(StorageError):
        s.fold_journal()
    with pytest.raises(StorageError):
        s.append_input(mid, 1, 0, 2, [2], "player")         # refused: not written anywhere
    flag.unlink()
    assert [i["prompt"] for i in s.inputs(mid)] == [1] and in_sqlite(tmp_path / "data", mid) == []
    s.append_input(mid, 1, 0, 2, [2], "player")
    s.fold_journal()
    assert in_sqlite(tmp_path / "data", mid) == [0, 1] and os.path.getsize(s.journal_path) == 0


def test_a_line_the_disk_took_only_part_of_is_taken_back_and_the_input_refused(tmp_path, monkeypatch):
    s, mid = started(tmp_path)
    s.append_input(mid, 0, 0, 1, [1], "player")
    real_write = os.write
    monkeypatch.setattr(store_module.os, "write", lambda fd, data: real_write(fd, data[:5]))   # ENOSPC mid-line
    with pytest.raises(StorageError):
        s.append_input(mid, 1, 0, 2, [2], "player")
    monkeypatch.setattr(store_module.os, "write", real_write)
    s.append_input(mid, 1, 0, 3, [3], "player")              # the same position, once the disk has room
    assert [i["prompt"] for i in Store(str(tmp_path)).inputs(mid)] == [1, 3]


def test_a_closed_store_has_folded_everything(tmp_path):
    s, mid = started(tmp_path)
    s.append_input(mid, 0, 0, 1, [1], "player")
    s.close()
    assert in_sqlite(tmp_path, mid) == [0] and os.path.getsize(os.path.join(str(tmp_path), store_module.JOURNAL)) == 0


def test_a_server_that_starts_on_a_failing_disk_reads_what_the_journal_holds_and_folds_it_later(tmp_path, monkeypatch):
    flag = tmp_path / "fail"
    monkeypatch.setenv(FAIL_WRITES_ENV, str(flag))
    s, mid = started(tmp_path / "data")
    s.append_input(mid, 0, 0, 1, [1], "player")
    with open(s.journal_path, "ab") as f:
        f.write(b"%d\t1\t0\t2\tplayer\t1.5\t[2" % mid)       # a line a power cut left unfinished
    flag.write_text("")
    again = Store(str(tmp_path / "data"))                   # killed, restarted on a full disk
    assert [i["prompt"] for i in again.inputs(mid)] == [1] and in_sqlite(tmp_path / "data", mid) == []
    flag.unlink()
    again.append_input(mid, 1, 0, 3, [3], "player")          # after the whole lines, not after the cut
    assert [i["prompt"] for i in Store(str(tmp_path / "data")).inputs(mid)] == [1, 3]


def test_another_process_reads_a_live_servers_inputs_from_the_database_and_the_journal_changing_nothing(tmp_path):
    s, mid = started(tmp_path)
    for i in range(4):
        s.append_input(mid, i, i, 10 + i, [i], "player")
        if i == 1:
            s.fold_journal()
    size = os.path.getsize(s.journal_path)
    assert [(i["seq"], i["answer"]) for i in inputs_on_disk(str(tmp_path), mid)] == [(i, [i]) for i in range(4)]
    assert os.path.getsize(s.journal_path) == size and in_sqlite(tmp_path, mid) == [0, 1]
    assert inputs_on_disk(str(tmp_path), mid + 1) == []
