"""Simultaneous prompts look alike on every phone (DESIGN.md "No leaks at a glance", issue 12 §1).

Random matches of every registered game at every player count: every batch that asks
several seats at once must ask each of them in the same shape (kind, key, pick counts,
optional, timer, progress and the number of choices), unless the game declares in
``unalike_prompts`` why that prompt key may differ. The check is games/core/alike.py.
"""

import pytest

from games import all_games
from games.core import Choice, Game, Match, Prompt
from games.core.alike import BatchWatch, batch_differences, unexplained_exemptions, watch_random_match

# Matches per player count, sized so the whole file takes about 10 s (measured: 10.5 s on 2 busy cores).
MATCHES = {"avalon": 25, "fengsheng": 4, "dixit": 10, "pompeii": 3, "sanguosha": 2, "pirates_cove": 3, "inception": 3, "kutschfahrt": 4}
DEFAULT_MATCHES = 5
# Options for a player count the defaults do not fit: 风声 seats 2 only in 自由场 (its R4).
OPTIONS = {("fengsheng", 2): {"mode": "free"}}
SHOWN = 6  # differences named in a failure message

# A game that does not pass yet, with the exact difference, while its engineer changes it:
# {game id: reason} (marked xfail strict, so it must be removed the day the game passes).
NOT_YET: dict = {}


def unalike_in_random_matches(game) -> tuple:
    """Every difference found, as (players, seed, Unalike), and the number of batches seen."""
    found, batches = [], 0
    for players in range(game.min_players, game.max_players + 1):
        options = OPTIONS.get((game.id, players))
        for seed in range(MATCHES.get(game.id, DEFAULT_MATCHES)):
            watch = watch_random_match(game, players, seed, options)
            assert watch.error is None, f"{game.id} {players}p seed {seed}: {watch.error}"
            found += [(players, seed, u) for u in watch.found]
            batches += watch.batches
    return found, batches


def game_cases():
    for g in all_games():
        marks = [pytest.mark.xfail(strict=True, reason=NOT_YET[g.id])] if g.id in NOT_YET else []
        yield pytest.param(g, id=g.id, marks=marks)


@pytest.mark.parametrize("game", game_cases())
def test_every_simultaneous_batch_asks_every_seat_in_the_same_shape(game):
    found, batches = unalike_in_random_matches(game)
    assert batches > 0
    named = "\n".join(f"  {game.id} {players}p seed {seed}: {u}" for players, seed, u in found[:SHOWN])
    assert not found, (f"{game.id}: {len(found)} simultaneous batches differ between seats "
                       f"(declare unalike_prompts with a reason only if it shows nothing secret):\n{named}")


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_exemption_says_why(game):
    assert unexplained_exemptions(game) == [], f"{game.id}: exempted without a reason"
    for key, why in game.unalike_prompts.items():
        assert key.startswith(game.id + "."), f"{game.id}: {key!r} is not one of its prompt keys"


# -- the check itself ---------------------------------------------------------------

YES_NO = [Choice("yes"), Choice("no")]


def vote(seat, **kw):
    fields = {"kind": "choose", "key": "toy.prompt.vote", "default": ["yes"], "choices": YES_NO, "timer": "vote"}
    return Prompt(seat, **{**fields, **kw})


def test_a_batch_asked_alike_has_no_difference():
    assert batch_differences([vote(0), vote(1), vote(2)]) == []


def test_a_missing_button_is_named_with_the_prompt_key_and_each_seats_count():
    (u,) = batch_differences([vote(0), vote(1, choices=YES_NO[:1])])
    assert (u.keys, u.field, u.by_seat) == (("toy.prompt.vote",), "number of choices", {0: 2, 1: 1})
    assert str(u) == "toy.prompt.vote: number of choices differs (seat 0: 2, seat 1: 1)"


@pytest.mark.parametrize("field,value", [("optional", True), ("timer", "turn"), ("max", 2),
                                         ("progress", "hidden"), ("key", "toy.prompt.other")])
def test_each_field_the_phone_draws_from_must_match(field, value):
    (u,) = batch_differences([vote(0), vote(1, **{field: value})])
    assert u.field == field


def test_a_different_widget_is_a_difference():
    found = batch_differences([vote(0), Prompt(1, "confirm", "toy.prompt.vote", default=True, timer="vote")])
    assert "kind" in [u.field for u in found]


def test_a_seat_asked_twice_in_a_batch_is_a_difference():
    (u,) = batch_differences([vote(0), vote(0), vote(1)])
    assert (u.field, u.by_seat) == ("prompts per seat", {0: 2, 1: 1})


def test_auto_pass_is_not_compared_because_the_phone_never_sees_it():
    assert batch_differences([vote(0), vote(1, auto_pass=True)]) == []


def test_a_prompt_for_one_seat_alone_is_not_compared():
    assert batch_differences([vote(3, choices=YES_NO[:1])]) == []


def test_a_declared_exemption_lets_its_key_differ():
    batch = [vote(0), vote(1, choices=YES_NO[:1])]
    assert batch_differences(batch, {"toy.prompt.vote": "the choices are the seat's own public hand"}) == []
    assert batch_differences(batch, {"toy.prompt.other": "another prompt"}) != []


def test_an_exemption_without_a_reason_is_reported():
    class Careless(Game):
        unalike_prompts = {"toy.prompt.vote": "", "toy.prompt.hand": "the hand's size is public", "toy.x": None}

    assert unexplained_exemptions(Careless()) == ["toy.prompt.vote", "toy.x"]


class TwoVotes(Game):
    """Two batches then the end; seat 1's second ballot lacks a button."""
    id, min_players, max_players = "toy", 2, 2

    def setup(self, players, options, rng):
        return {}

    def play(self, st, rng):
        yield [vote(0), vote(1)]
        yield [vote(0), vote(1, choices=YES_NO[:1])]

    def view(self, st, seat):
        return {}

    def outcome(self, st):
        return {"winners": [], "result": "toy.result"}


def test_the_watch_sees_each_batch_once_and_whole():
    game = TwoVotes()
    watch = BatchWatch(game)
    m = Match(game, 2)
    watch.see(m)
    m.submit(0, m.prompts[0].id, ["yes"])
    watch.see(m)  # half answered: the same batch
    m.submit(1, m.prompts[0].id, ["no"])
    watch.see(m)  # the second batch, whole
    assert watch.batches == 2
    assert [(u.field, u.by_seat) for u in watch.found] == [("number of choices", {0: 2, 1: 1})]
