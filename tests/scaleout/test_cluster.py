"""Two room halls (two workers' worth of rooms) on one Redis, without sockets.

A worker makes only codes nginx routes to it; another worker loads a room by
its code (the match replayed to the same state) and becomes its holder; the
first one's stale copy can no longer play and is let go, with the connections
to cut.
"""

from __future__ import annotations

import random

import pytest

from games import REGISTRY
from games.core import Rejection
from server.cluster import Cluster, let_go
from server.rooms import RoomHall

NAMES = ["127.0.0.1:8101", "127.0.0.1:8102"]


@pytest.fixture
def room_halls(redis_server, monkeypatch):
    monkeypatch.setitem(REGISTRY, "zap", "tests.toygames")
    redis_server.client.flushdb()
    made = []
    for name in NAMES:
        cluster = Cluster(redis_server.url, NAMES, name)
        room_hall = RoomHall(cluster.open_store(), bot_delay=1.0, seed_source=random.Random(len(made)))
        room_hall.owns, room_hall.shared = cluster.owns, True
        made.append((cluster, room_hall))
    yield made
    for _, room_hall in made:
        room_hall.store.close()


def test_new_codes_are_the_ones_nginx_routes_to_this_worker(room_halls):
    for cluster, room_hall in room_halls:
        codes = [room_hall.create_room("zap").code for _ in range(30)]
        assert all(cluster.ring.owner(c) == cluster.name for c in codes)


def test_another_worker_takes_a_room_over_by_its_code_and_the_first_lets_go(room_halls):
    (a_cluster, a), (b_cluster, b) = room_halls
    room = a.create_room("zap")
    for i in range(3):
        a.join(room, f"P{i}", "en", None)
    a.start(room)
    (p,) = room.match.prompts
    a.answer(room, p.seat, p.id, ["1"])
    room.seats[0].sids.add("sid-phone")
    room.tv_sids.add("sid-tv")
    before = [room.match.view(s) for s in range(3)]

    taken = b.room(room.code.lower())                  # a phone of this room reached worker B
    assert [taken.match.view(s) for s in range(3)] == before
    assert [s.token for s in taken.seats] == [s.token for s in room.seats]
    assert b.store.holders([room.code]) == {room.code: b_cluster.name}

    stale = room.match.prompts[0]
    with pytest.raises(Rejection) as refused:            # A's copy is stale: it cannot play
        a.answer(room, stale.seat, stale.id, a_prompt_answer(stale))
    assert refused.value.code == "storage_failed" and "taken over" in refused.value.message
    assert len(b.store.inputs(taken.match_id)) == 1

    cut = []
    assert let_go(a, a_cluster.name, a.store.holders(list(a.rooms)), cut.extend) == [room.code]
    assert room.code not in a.rooms and sorted(cut) == ["sid-phone", "sid-tv"]
    assert let_go(b, b_cluster.name, b.store.holders(list(b.rooms)), cut.extend) == []


def test_an_unknown_code_is_still_unknown(room_halls):
    _, room_hall = room_halls[0]
    with pytest.raises(Rejection) as refused:
        room_hall.room("QQQQQQ")
    assert refused.value.code == "unknown_room"


def a_prompt_answer(prompt):
    return [prompt.choices[0].id] if prompt.choices else True


def test_a_worker_must_be_in_its_own_list():
    with pytest.raises(ValueError, match="--worker-name"):
        Cluster("redis://127.0.0.1:1/0", NAMES, "0.0.0.0:8101")
    with pytest.raises(ValueError, match="redis://"):
        Cluster("sqlite:///x", NAMES, NAMES[0])
