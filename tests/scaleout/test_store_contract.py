"""One contract, two stores: SQLite (one process) and Redis (several workers).

The same checks run against server/store.Store and server/redis_store.RedisStore
(a real redis-server on loopback), so a room, a match log or an event written
by one behaves the same when read back from the other kind. Then what only
the shared store does: a worker that lost a room to another cannot write to it.
"""

from __future__ import annotations

import time

import pytest

from server.redis_store import RedisStore, RoomTaken
from server.store import FAIL_WRITES_ENV, StorageError, Store


@pytest.fixture(params=["sqlite", "redis"])
def make_store(request, tmp_path, redis_server):
    """A function that opens the store under test (again: the same data)."""
    opened = []
    if request.param == "redis":
        redis_server.client.flushdb()

    def make(holder: str | None = None):
        store = Store(str(tmp_path / "data")) if request.param == "sqlite" else RedisStore(redis_server.url, holder)
        opened.append(store)
        return store
    yield make
    for store in opened:
        store.close()


def test_rooms_are_saved_updated_and_listed_oldest_first(make_store):
    store = make_store()
    t0 = time.time()
    store.save_room("AAAAAA", {"seats": [], "n": 1})
    store.save_room("BBBBBB", {"seats": [], "n": 2})
    store.save_room("AAAAAA", {"seats": [], "n": 3})   # an update keeps its place
    assert store.rooms() == [("AAAAAA", {"seats": [], "n": 3}), ("BBBBBB", {"seats": [], "n": 2})]
    assert store.room("BBBBBB") == {"seats": [], "n": 2}
    assert store.room("CCCCCC") is None
    assert [c for c, _ in store.rooms(since=t0)] == ["AAAAAA", "BBBBBB"]
    assert store.rooms(since=time.time() + 60) == []
    assert make_store().room("AAAAAA") == {"seats": [], "n": 3}   # another connection reads the same


def test_a_match_log_round_trips_in_order(make_store):
    store = make_store()
    store.save_room("AAAAAA", {"seats": []})
    first = store.start_match("AAAAAA", "avalon", 5, {"lady": True}, 1234, ["a", "b", "c", "d", "e"])
    answers = [[1, 2], "clue ✓", True, {"x": [0]}, None]
    for i, a in enumerate(answers):
        store.append_input(first, i, i % 5, 10 + i, a, "bot" if i % 2 else "player")
    m = store.match(first)
    assert (m["room"], m["game"], m["players"], m["options"], m["seed"], m["seats"]) == \
        ("AAAAAA", "avalon", 5, {"lady": True}, 1234, ["a", "b", "c", "d", "e"])
    assert m["ended"] is None and not m["aborted"] and m["outcome"] is None
    assert store.inputs(first) == [{"seat": i % 5, "prompt": 10 + i, "answer": a,
                                    "source": "bot" if i % 2 else "player"} for i, a in enumerate(answers)]
    assert store.finished_matches("AAAAAA") == []
    store.end_match(first, {"winners": [0, 2]}, False)
    second = store.start_match("AAAAAA", "dixit", 4, {}, 9, ["a", "b", "c", "d"])
    assert second > first
    store.end_match(second, None, True)
    done = store.finished_matches("AAAAAA")
    assert [d["id"] for d in done] == [first, second]
    assert done[0]["outcome"] == {"winners": [0, 2]} and not done[0]["aborted"]
    assert done[1]["outcome"] is None and done[1]["aborted"]
    assert store.match(second + 100) is None and store.inputs(second + 100) == []


def test_an_input_is_stored_once_at_its_position(make_store):
    store = make_store()
    store.save_room("AAAAAA", {"seats": []})
    mid = store.start_match("AAAAAA", "avalon", 5, {}, 1, [])
    store.append_input(mid, 0, 0, 1, [1], "player")
    with pytest.raises(StorageError):
        store.append_input(mid, 0, 1, 1, [2], "player")   # the same position twice
    assert store.inputs(mid) == [{"seat": 0, "prompt": 1, "answer": [1], "source": "player"}]


def test_events_are_saved_and_listed(make_store):
    store = make_store()
    store.save_event("EEEEEE", {"name": "Cup", "rounds": []})
    store.save_event("EEEEEE", {"name": "Cup", "rounds": [1]})
    assert store.events() == [("EEEEEE", {"name": "Cup", "rounds": [1]})]
    assert store.events(since=time.time() + 60) == []
    assert store.rooms() == []   # events and rooms are kept apart


def test_a_failing_disk_refuses_every_write_and_keeps_nothing(make_store, tmp_path, monkeypatch):
    flag = tmp_path / "fail"
    monkeypatch.setenv(FAIL_WRITES_ENV, str(flag))
    store = make_store()
    store.save_room("AAAAAA", {"seats": []})
    mid = store.start_match("AAAAAA", "avalon", 5, {}, 1, [])
    flag.write_text("")
    with pytest.raises(StorageError):
        store.append_input(mid, 0, 0, 1, [1], "player")
    with pytest.raises(StorageError):
        store.save_room("AAAAAA", {"seats": [], "changed": True})
    with pytest.raises(StorageError):
        store.save_event("EEEEEE", {})
    flag.unlink()
    assert store.inputs(mid) == [] and store.room("AAAAAA") == {"seats": []} and store.events() == []
    store.append_input(mid, 0, 0, 1, [1], "player")
    assert len(store.inputs(mid)) == 1


def test_a_worker_that_lost_a_room_can_no_longer_write_to_it(redis_server):
    redis_server.client.flushdb()
    a, b = RedisStore(redis_server.url, "A"), RedisStore(redis_server.url, "B")
    try:
        a.save_room("AAAAAA", {"seats": []})            # made by A (no holder yet)
        mid = a.start_match("AAAAAA", "avalon", 5, {}, 1, [])
        a.append_input(mid, 0, 0, 1, [1], "player")
        b.claim("AAAAAA")                                # A died (or nginx moved the room): B loads it
        assert b.holders(["AAAAAA", "ZZZZZZ"]) == {"AAAAAA": "B", "ZZZZZZ": None}
        for write in (lambda: a.append_input(mid, 1, 0, 2, [2], "player"),
                      lambda: a.save_room("AAAAAA", {"seats": [], "stale": True}),
                      lambda: a.end_match(mid, None, True),
                      lambda: a.start_match("AAAAAA", "avalon", 5, {}, 2, [])):
            with pytest.raises(RoomTaken, match="worker B has taken over"):
                write()
        b.append_input(mid, 1, 1, 2, [3], "player")
        with pytest.raises(RoomTaken, match="already holds 2 inputs"):
            b.append_input(mid, 1, 1, 2, [3], "player")  # a stale position is refused too
        assert [i["answer"] for i in b.inputs(mid)] == [[1], [3]]
        assert b.room("AAAAAA") == {"seats": []} and b.match(mid)["ended"] is None
    finally:
        a.close()
        b.close()


def test_an_unreachable_redis_says_how_to_fix_it():
    from tests.protocol.harness import free_port
    with pytest.raises(StorageError, match="Start redis-server"):
        RedisStore(f"redis://127.0.0.1:{free_port()}/0")
