"""The serving host's garbage collector (server/cli.py): why and how the youngest generation is
collected on a clock (docs/decisions.md "The youngest generation is collected on a clock")."""

import gc

import pytest

from server.cli import GC_THRESHOLDS, YOUNG_COLLECTION_EVERY, collect_young_often


@pytest.fixture
def thresholds_of_a_serving_host():
    before = gc.get_threshold()
    gc.collect()
    gc.set_threshold(*GC_THRESHOLDS)
    yield GC_THRESHOLDS
    gc.set_threshold(*before)


def test_new_objects_pile_up_past_the_young_threshold_while_old_ones_die(thresholds_of_a_serving_host):
    # A steady hall: each move makes new objects and frees the old ones they replace. The
    # collector counts allocations less deallocations, so its count stays low and no
    # collection comes while the youngest generation grows far past its threshold.
    old = [[] for _ in range(30_000)]
    gc.collect()                       # the old objects now sit in the oldest generation
    new = []
    for _ in range(30_000):
        new.append([])
        old.pop()
    assert len(gc.get_objects(0)) > 5 * thresholds_of_a_serving_host[0]


def test_a_serving_host_collects_the_youngest_generation_between_every_two_beats(monkeypatch):
    class Stop(Exception):
        pass
    beats, collected = [], []

    def sleep(seconds):
        beats.append(seconds)
        if len(beats) == 4:
            raise Stop

    monkeypatch.setattr(gc, "collect", lambda generation=2: collected.append(generation))
    with pytest.raises(Stop):
        collect_young_often(sleep)
    assert beats == [YOUNG_COLLECTION_EVERY] * 4 and collected == [0, 0, 0]
