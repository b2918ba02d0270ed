"""The exact leak test (DESIGN.md "Exact leak test"; docs/engine.md, "The exact leak test (resample)").

``secrets()`` (tests/conformance.py) finds a secret only in the shape the game declared it in.
This test finds it in any shape: each game provides ``resample(state, seat, rng)``, a state the
seat cannot tell from the real one (everything it cannot know re-dealt consistently with what
it has seen), and a view that changes under it shows something the seat cannot know.

Two checks, for every seat and the TV (seat None):

- **views**: ``canonical(game.view(resampled, seat))`` (the JSON the server sends, keys sorted) equals the real one,
  byte for byte, at every checked step.
- **prompts**: the flow makes prompts from the state, and a generator cannot be restarted from
  a state, so the match is replayed (same seed, same inputs) with the state re-dealt for the
  seat at the moment the flow reads the answers of the batch before, in place, so the flow's
  own references to lists in the state see the re-deal. The batch that then opens was made
  from the re-dealt state. Wherever the seat's table came out the same, its whole payload
  (``Match.view(seat)``: prompts, waiting, progress, seq) must be the same too: a prompt is a
  function of what its seat can see. Where the table came out different (the flow went on to
  reveal something re-dealt, e.g. the card the seat drew) or the re-dealt flow cannot go on
  (another seat's pending answer names a card the re-deal took from its hand), that fork says
  nothing and is counted as inconclusive; the tally shows how many forks concluded.
"""

from __future__ import annotations

import json
import pickle
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Optional

import orjson
import pytest

from games.core import Game, Match
from games.core.simulate import play_match
from tests.conformance import check_views as check_secrets

SHOWN_ERRORS = 3  # kinds of fork errors a tally names


def implements_resample(game) -> bool:
    return type(game).resample is not Game.resample


def canonical(value) -> bytes:
    """The value as the server sends it (orjson, server/wire.py), its keys sorted."""
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS)


def reader_name(seat: Optional[int]) -> str:
    return "the TV" if seat is None else f"seat {seat}"


def first_difference(real, other, path: str = "") -> tuple:
    """(path, real value, re-dealt value) of the first place two JSON values differ, or None."""
    if isinstance(real, dict) and isinstance(other, dict):
        for key in sorted(set(real) | set(other), key=str):
            if key not in real or key not in other:
                return f"{path}.{key}", real.get(key, "<absent>"), other.get(key, "<absent>")
            found = first_difference(real[key], other[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(real, list) and isinstance(other, list):
        for k, (a, b) in enumerate(zip(real, other)):
            found = first_difference(a, b, f"{path}[{k}]")
            if found:
                return found
        return None if len(real) == len(other) else (f"{path} length", len(real), len(other))
    return None if canonical(real) == canonical(other) else (path or "(whole)", real, other)


def difference_text(real, other) -> str:
    where, a, b = first_difference(json.loads(canonical(real)), json.loads(canonical(other)))
    return f"at {where}: real {a!r}, re-dealt {b!r}"


@dataclass
class Tally:
    """What one run of the exact test checked."""

    views: int = 0          # (step, reader) views compared
    redealt: Counter = field(default_factory=Counter)  # reader -> re-deals that changed the state
    forks: int = 0          # (batch, reader) forks played
    prompts: int = 0        # forks that concluded: same table, so the whole payload was compared
    inconclusive: int = 0   # forks whose table came out different
    errors: Counter = field(default_factory=Counter)  # forks the re-dealt flow could not go on with

    def add(self, other: "Tally") -> "Tally":
        for name in ("views", "forks", "prompts", "inconclusive"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.redealt.update(other.redealt)
        self.errors.update(other.errors)
        return self

    def __str__(self) -> str:
        errors = ", ".join(f"{k} x{n}" for k, n in self.errors.most_common(SHOWN_ERRORS))
        return (f"{self.views} views, {self.forks} forks: {self.prompts} prompt payloads compared, "
                f"{self.inconclusive} tables moved apart, {sum(self.errors.values())} flows stopped"
                + (f" ({errors})" if errors else ""))


# -- the view check ------------------------------------------------------------------

def check_view(game, state, seat: Optional[int], rng, tally: Tally) -> None:
    """The seat's view of a re-dealt state is the real one, byte for byte; the re-deal is a new
    state with the same conserved quantity (check_views makes sure the real state is untouched)."""
    other = game.resample(state, seat, rng)
    assert other is not state, f"{game.id}: resample returned the real state, not a new one"
    assert game.conserved(other) == game.conserved(state), \
        f"{game.id}: resample for {reader_name(seat)} changed the conserved quantity"
    real, seen = game.view(state, seat), game.view(other, seat)
    assert canonical(real) == canonical(seen), (
        f"{game.id}: {reader_name(seat)}'s view changes when what it cannot know is re-dealt, "
        f"{difference_text(real, seen)} (a leak, or resample re-deals something the seat has seen)")
    tally.views += 1
    tally.redealt[seat] += other != state


def check_views(match: Match, rng, tally: Tally) -> None:
    # The real state is pickled before and after all the readers' re-deals, not around each (a
    # pickle of a large state costs as much as a view).
    before = pickle.dumps(match.state)
    for seat in [None, *range(match.players)]:
        check_view(match.game, match.state, seat, rng, tally)
    assert pickle.dumps(match.state) == before, f"{match.game.id}: a resample changed the real state"


# -- the prompt check ------------------------------------------------------------------

def transplant(into, source):
    """Make ``into`` equal to ``source`` in place, keeping the identity of every list, dict and
    object both hold at the same place (the flow holds references into its state); returns the
    value to store where ``into`` was."""
    if isinstance(into, list) and isinstance(source, list):
        into[:] = [transplant(a, b) for a, b in zip(into, source)] + source[len(into):]
        return into
    if isinstance(into, dict) and isinstance(source, dict):
        for key in [k for k in into if k not in source]:
            del into[key]
        for key, value in source.items():
            into[key] = transplant(into[key], value) if key in into else value
        return into
    if type(into) is type(source) and hasattr(into, "__dict__"):
        transplant(vars(into), vars(source))
        return into
    return source


def redealt_from_batch(game, seat: Optional[int], batch: int, rng):
    """``game`` whose flow re-deals its state for ``seat`` once ``batch`` batches of prompts have
    been answered, before the flow reads the last answers (batch 0: before the flow starts)."""
    rules = type(game)

    class Redealt(rules):
        def play(self, st, flow_rng):
            flow, answer, answered = rules.play(self, st, flow_rng), None, 0
            while True:
                if answered == batch:
                    transplant(st, game.resample(st, seat, rng))
                    answered = -1
                try:
                    request = flow.send(answer)
                except StopIteration:
                    return
                answer = yield request
                if answered >= 0 and request != []:  # Match answers an empty batch at once
                    answered += 1

    redealt = Redealt()
    vars(redealt).update(vars(game))
    return redealt


def check_prompts(match: Match, batch: int, seat: Optional[int], rng, tally: Tally) -> None:
    """The seat's payload of the batch that opened as number ``batch`` is the same when the
    flow made it from a state re-dealt for the seat (wherever the seat's table is the same)."""
    tally.forks += 1
    redealt = redealt_from_batch(match.game, seat, batch, rng)
    try:
        fork = Match.replay(redealt, match.players, match.options, match.seed, match.inputs, arrange=match.arrange)
    except Exception as exc:  # the re-dealt flow met an answer its state cannot take
        tally.errors[f"{type(exc).__name__}: {str(exc)[:60]}"] += 1
        return
    real, seen = match.view(seat), fork.view(seat)
    if canonical(real["table"]) != canonical(seen["table"]):
        tally.inconclusive += 1
        return
    assert canonical(real) == canonical(seen), (
        f"{match.game.id}: {reader_name(seat)}'s prompts change when what it cannot know is re-dealt, "
        f"{difference_text(real, seen)} (the table is the same, so the prompt shows something the seat "
        f"cannot see)")
    tally.prompts += 1


# -- a match -----------------------------------------------------------------------------

class Watch:
    """Follows a match input by input (``see`` after each): checks every reader's view at a
    ``views`` share of the steps, and, at a ``forks`` share of the batches as they open, the
    payload of every seat the batch asks and of the TV."""

    def __init__(self, views: float, forks: float, rng: random.Random):
        self.views, self.forks, self.rng = views, forks, rng
        self.tally = Tally()
        self.batches = 0   # batches opened so far
        self.newest = 0    # the highest prompt id seen

    def sampled(self, share: float) -> bool:
        return share >= 1 or self.rng.random() < share

    def see(self, match: Match) -> None:
        if self.sampled(self.views):
            check_views(match, self.rng, self.tally)
        newest = max((p.id for p in match.prompts), default=self.newest)
        if newest <= self.newest:
            return
        # A batch's prompts are numbered together when it opens, after every earlier one.
        self.newest, batch = newest, self.batches
        self.batches += 1
        if self.sampled(self.forks):
            for seat in [None, *sorted({p.seat for p in match.prompts})]:
                check_prompts(match, batch, seat, self.rng, self.tally)


def run_infoset_match(game, players: int, seed: int, options=None, views: float = 1.0,
                      forks: float = 1.0) -> Tally:
    """One match of random bots with the exact leak test: the views at every step (``views`` 1)
    or a random share of them, the prompts at every batch (``forks`` 1) or a random share of
    them; raises AssertionError naming the first leak."""
    watch = Watch(views, forks, random.Random(f"infoset {game.id} {players} {seed}"))
    watch.see(Match(game, players, options, seed))
    played = play_match(game, players, seed, options, on_step=watch.see)
    assert played.error is None, f"{game.id} {players}p seed {seed}: {played.error}"
    check_views(played.match, watch.rng, watch.tally)  # the end, with everything revealed
    return watch.tally


# -- planted leaks: the proof that the test can fail where secrets() sees nothing ----------------

def secrets_see_nothing(game, players: int, seed: int, options=None) -> None:
    """The conformance leak test (tests/conformance.py) at every step of a random match: a planted
    leak in another shape must pass it."""
    check_secrets(Match(game, players, options, seed))
    assert play_match(game, players, seed, options, on_step=check_secrets).error is None


def planted_leak_caught(game, players: int, seed: int, options, caught: str, views: float = 1.0,
                        forks: float = 1.0) -> None:
    """A leak planted in ``game`` (a subclass showing what a reader cannot know) passes ``secrets()``
    but the exact test raises on it, with a message matching ``caught`` (a regex)."""
    secrets_see_nothing(game, players, seed, options)
    with pytest.raises(AssertionError, match=caught):
        run_infoset_match(game, players, seed, options, views=views, forks=forks)


def prompt_leak_caught_by_prompts_only(game, players: int, seed: int, options, caught: str,
                                       views: float = 1.0, forks: float = 1.0) -> None:
    """A leak planted in a prompt's parameters passes ``secrets()`` and the views (checked at share
    ``views``), and only the prompts' forks (at share ``forks``) raise on it, matching ``caught``."""
    secrets_see_nothing(game, players, seed, options)
    run_infoset_match(game, players, seed, options, views=views, forks=0.0)
    with pytest.raises(AssertionError, match=caught):
        run_infoset_match(game, players, seed, options, views=0.0, forks=forks)
