"""Simultaneous Dixit prompts look alike on every phone (the platform rule, docs/engine.md): the
decoys and the vote ask every seat the same question in the same shape, and a voter's own card
is refused after the tap, privately, never left out of his choices."""

import json

import pytest
from dixit_scenario import DixitScenario

# What a phone draws a prompt from (kind, title, pick counts, pass, countdown, announcement) and
# how many choices it shows.
SHAPE = ("kind", "key", "min", "max", "optional", "timer", "progress")


def shapes(t: DixitScenario) -> set:
    return {tuple(getattr(p, f) for f in SHAPE) + (len(p.choices),) for p in t.prompts()}


TABLES = [(3, {}), (3, {"three_player": False}), (4, {}), (6, {}), (7, {}), (12, {})]


@pytest.mark.parametrize("players,options", TABLES)
def test_every_voter_is_offered_the_whole_board_in_the_same_shape(players, options):
    t = DixitScenario(players, seed=players, **options).tell().decoys()
    board = [str(e["n"]) for e in t.state.board]
    assert len(shapes(t)) == 1 and len(t.prompts()) == players - 1
    for s in t.others:
        assert [c.id for c in t.prompt_of(s).choices] == board
        assert [c.ref for c in t.prompt_of(s).choices] == [{"card": e["card"], "n": e["n"]} for e in t.state.board]


@pytest.mark.parametrize("players,options", TABLES)
def test_every_other_player_is_asked_for_decoys_in_the_same_shape(players, options):
    t = DixitScenario(players, seed=players, **options).tell()
    assert len(shapes(t)) == 1 and len(t.prompts()) == players - 1


def test_hands_are_the_same_size_whenever_the_decoys_are_asked():
    for players, options in TABLES:
        t = DixitScenario(players, seed=1, **options)
        while not t.finished:
            if t.state.phase == "decoys":
                assert len(shapes(t)) == 1, (players, t.state.round)
            for p in list(t.prompts()):
                t.answer(p.seat, p.default)


def test_a_tap_on_ones_own_card_is_refused_privately_and_the_vote_stays_open():
    t = DixitScenario(7, seed=3).tell().decoys()
    a, b = t.others[:2]
    before = {s: json.dumps(t.view_of(s)) for s in [None, *range(7)]}
    problem = t.refusal(a, [str(t.number_of(a))])
    assert problem.code == "own_card" and problem.as_dict()["key"] == "dixit.error.own_card"
    # Nothing changed for anyone, the voter included: the same prompt, the same board.
    assert {s: json.dumps(t.view_of(s)) for s in [None, *range(7)]} == before
    assert t.view_of(None)['waiting'] == t.others
    t.answer(a, [str(t.number_of(b))])
    assert a not in t.view_of(None)['waiting']
