"""Simultaneous prompts look alike: the check behind DESIGN.md "No leaks at a glance".

Phones sit side by side. When the rules ask several seats at once (a vote, a quest,
the night, a response window, a reaction), a neighbour's glance at a phone, or the
way its screen behaves, must not tell the seat's side, role or hand. So every seat of
one batch is asked the same question in the same shape: the fields the phone draws
from (``SHAPE``) and the number of choices are equal for every seat; a rule that
forbids a seat a choice refuses the tap afterwards (a typed ``Rejection`` from the
prompt's ``check``), never by leaving a button out.

A game may exempt a prompt key by saying why the difference shows nothing secret:
``unalike_prompts = {"<prompt key>": "<one sentence>"}`` on its ``Game`` class.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from .match import Match
from .prompts import Prompt
from .simulate import play_match

# What the phone draws a prompt from, besides its choices (docs/engine.md §3):
# the widget (kind), the title (key), the pick counts, whether passing is offered,
# the countdown (timer) and whether the phone announces it (progress: the buzz rule).
# Not ``auto_pass``: the phone never sees it (the server passes after the same delay).
SHAPE = ("kind", "key", "min", "max", "optional", "timer", "progress", "max_len")


def shape(prompt: Prompt) -> tuple:
    """The look of ``prompt`` on a phone, apart from the choices' own faces:
    ``SHAPE``'s fields, then the number of choices."""
    return tuple(getattr(prompt, f) for f in SHAPE) + (len(prompt.choices),)


FIELDS = SHAPE + ("number of choices",)


@dataclass(frozen=True)
class Unalike:
    """One way the prompts of a batch differ between seats."""

    keys: tuple          # the prompt keys of the batch
    field: str           # a SHAPE field, "number of choices" or "prompts per seat"
    by_seat: dict        # seat -> its value (only seats whose values differ are told apart)

    def __str__(self) -> str:
        seen = ", ".join(f"seat {s}: {v!r}" for s, v in sorted(self.by_seat.items()))
        return f"{'/'.join(self.keys)}: {self.field} differs ({seen})"


def batch_differences(batch: Iterable[Prompt], exempt: Mapping[str, str] = {}) -> list:
    """How the prompts of one simultaneous batch differ between its seats.

    A batch that asks only one seat has nothing to compare. A batch whose every
    prompt key is in ``exempt`` (the game's ``unalike_prompts``) is not checked."""
    batch = list(batch)
    per_seat: dict = {}
    for p in batch:
        per_seat.setdefault(p.seat, []).append(shape(p))
    keys = tuple(sorted({p.key for p in batch}))
    if len(per_seat) < 2 or all(k in exempt for k in keys):
        return []
    counts = {s: len(shapes) for s, shapes in per_seat.items()}
    if len(set(counts.values())) > 1:
        return [Unalike(keys, "prompts per seat", counts)]
    out = []
    # A seat answering several prompts of one batch sees them in the order asked.
    for i, name in enumerate(FIELDS):
        values = {s: [sh[i] for sh in shapes] for s, shapes in per_seat.items()}
        values = {s: v[0] if len(v) == 1 else tuple(v) for s, v in values.items()}
        if len(set(values.values())) > 1:
            out.append(Unalike(keys, name, values))
    return out


def unexplained_exemptions(game) -> list:
    """Prompt keys a game exempts without a reason (one sentence of text)."""
    return sorted(k for k, why in getattr(game, "unalike_prompts", {}).items()
                  if not isinstance(why, str) or not why.strip())


class BatchWatch:
    """Sees every batch of a match once, as it opens (call ``see`` once at the start
    and after each input), and keeps what differs in each."""

    def __init__(self, game):
        self.exempt = getattr(game, "unalike_prompts", {})
        self.newest = 0        # the highest prompt id seen
        self.batches = 0
        self.simultaneous = 0  # batches that asked several seats
        self.found: list = []
        self.error = None

    def see(self, match) -> None:
        open_now = match.prompts
        # A batch's prompts are numbered together when it opens, after every earlier one,
        # and all of them are open until its first answer: new ids mean a new batch, whole.
        if not open_now or max(p.id for p in open_now) <= self.newest:
            return
        self.newest = max(p.id for p in open_now)
        self.batches += 1
        self.simultaneous += len({p.seat for p in open_now}) > 1
        self.found += batch_differences(open_now, self.exempt)


def watch_random_match(game, players: int, seed: int, options=None) -> BatchWatch:
    """Play one match of random bots (games/core/simulate.py) and see every batch it opens;
    ``error`` says why the match did not end, if it did not."""
    watch = BatchWatch(game)
    # The opening batch is asked before any answer: a match of the same seed shows it.
    watch.see(Match(game, players, options, seed))
    watch.error = play_match(game, players, seed, options, on_step=watch.see).error
    return watch
