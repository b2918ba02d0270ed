"""A room's timetable keeps its earliest moment through every kind of change (server/moments.py):
the ticker trusts it to tell whether anything of a room is due."""

import copy
import math

import pytest

from server.moments import Moments
from server.rooms import Room

CHANGES = [
    ("set a later moment on the earliest", lambda m: m.__setitem__("a", 50.0)),
    ("set an earlier moment", lambda m: m.__setitem__("d", 1.0)),
    ("delete the earliest", lambda m: m.__delitem__("a")),
    ("pop the earliest", lambda m: m.pop("a")),
    ("pop a missing key with a default", lambda m: m.pop("zz", None)),
    ("pop the last item", lambda m: m.popitem()),
    ("setdefault a new key", lambda m: m.setdefault("d", 2.0)),
    ("update", lambda m: m.update({"a": 40.0, "e": 3.5})),
    ("update in place with |=", lambda m: m.__ior__({"f": 0.5})),
    ("clear", lambda m: m.clear()),
    ("add to every moment", lambda m: [m.__setitem__(k, m[k] + 100) for k in list(m)]),
]


@pytest.mark.parametrize("name,change", CHANGES, ids=[c[0] for c in CHANGES])
def test_earliest_follows_every_change(name, change):
    moments = Moments({"c": 20.0, "b": 10.0, "a": 5.0})   # the earliest last: popitem takes it
    assert moments.earliest() == 5.0          # asked once: kept from now on
    change(moments)
    assert moments.earliest() == min(moments.values(), default=math.inf)


def test_an_empty_timetable_is_never_due():
    assert Moments().earliest() == math.inf


def test_a_copy_is_a_timetable_of_its_own():
    # a room change that cannot be saved puts the copy back (saved_or_undone): it must still keep its earliest
    moments = Moments({"a": 5.0})
    for kept in (moments.copy(), copy.copy(moments), copy.deepcopy(moments)):
        assert isinstance(kept, Moments) and kept.earliest() == 5.0
        kept["a"] = 1.0
        assert kept.earliest() == 1.0 and moments.earliest() == 5.0


def test_a_room_starts_with_timetables():
    room = Room(code="ABCD", host_token="t")
    assert isinstance(room.deadlines, Moments) and isinstance(room.due, Moments)
