"""Prompts: the questions a match asks its seats, and how answers are checked.

Every decision in every game goes through one of four generic kinds, so one phone
widget serves all games:

- ``choose``: pick between ``min`` and ``max`` of ``choices`` (cards, seats, places,
  buttons); the answer is a list of choice ids.
- ``confirm``: a single button; the answer is ``True``.
- ``text``: a short text; the answer is a string of at most ``max_len`` characters.
- ``order``: arrange all ``choices``; the answer is every choice id once.

A prompt always carries the ``default`` answer the server submits when its timer
runs out, so no table ever waits forever on a sleeping phone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

KINDS = ("choose", "confirm", "text", "order")
PROGRESS = ("named", "count", "hidden")


class Rejection(Exception):
    """Why an answer or a request was refused: the one type for both, returned by a
    prompt's check and raised by the server. ``code`` is stable for programs, ``key``
    and ``params`` are for the message catalogue (``key`` defaults to ``error.<code>``),
    ``message`` is plain English that says how to fix the problem."""

    def __init__(self, code: str, message: str, key: str = "", params: Optional[dict] = None):
        super().__init__(message)
        self.code, self.message = code, message
        self.key = key or "error." + code
        self.params = dict(params or {})

    def __reduce__(self):
        return type(self), (self.code, self.message, self.key, self.params)

    def as_dict(self) -> dict:
        return {"code": self.code, "message": self.message, "key": self.key, "params": dict(self.params)}


@dataclass(frozen=True)
class Choice:
    """One selectable thing. ``id`` is what the answer carries. ``label`` is a
    message key (or a seat / card reference understood by the front end through
    ``ref``), so the phone can draw the right widget in its own language."""

    id: str
    label: str = ""
    params: dict = field(default_factory=dict)
    ref: Optional[dict] = None  # e.g. {"seat": 3} or {"card": {...}} or {"place": "b7"}

    def as_dict(self) -> dict:
        d = {"id": self.id}
        if self.label:
            d["label"] = self.label
        if self.params:
            d["params"] = self.params
        if self.ref is not None:
            d["ref"] = self.ref
        return d


@dataclass
class Prompt:
    """An open question to one seat.

    ``key``/``params`` name the question in the message catalogue. ``timer`` is
    the name of the timer class (the host sets its length per class); ``None``
    means the prompt never times out on its own (the host can still skip).
    ``optional`` marks answers that may be a pass: in response windows only
    those are auto-passed. ``check`` is an extra legality test supplied by the
    rules, returning a Rejection or None.
    """

    seat: int
    kind: str
    key: str
    default: Any
    choices: list = field(default_factory=list)
    min: int = 1
    max: int = 1
    params: dict = field(default_factory=dict)
    timer: Optional[str] = None
    optional: bool = False
    max_len: int = 80
    auto_pass: bool = False  # nothing legal to do: the server passes after the host's delay
    # What the table shows while this prompt is open: "named" (the seat is listed as
    # being waited on), "count" (only how many of the batch have answered, e.g. the
    # Avalon night) or "hidden" (nothing: response windows, where even a count
    # would show that someone is considering a card).
    progress: str = "named"
    check: Optional[Callable[[Any], Optional[Rejection]]] = field(default=None, repr=False, compare=False)
    id: int = -1  # given by the match when the prompt opens

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"prompt kind {self.kind!r} is not one of {KINDS}")
        if self.progress not in PROGRESS:
            raise ValueError(f"prompt progress {self.progress!r} is not one of {PROGRESS}")

    def as_dict(self) -> dict:
        # ``progress`` is the same for every seat of a batch (games/core/alike.py); the phone
        # announces (buzz, flash) a new prompt unless it is "hidden", a response window.
        d = {"id": self.id, "seat": self.seat, "kind": self.kind, "key": self.key,
             "params": self.params, "timer": self.timer, "optional": self.optional,
             "progress": self.progress}
        if self.kind in ("choose", "order"):
            d["choices"] = [c.as_dict() for c in self.choices]
        if self.kind == "choose":
            d["min"], d["max"] = self.min, self.max
        if self.kind == "text":
            d["max_len"] = self.max_len
        return d

    def validate(self, answer: Any) -> Optional[Rejection]:
        """The shape check every kind shares, then the rules' own check."""
        problem = _shape_problem(self, answer)
        if problem:
            return problem
        return self.check(answer) if self.check else None


def _ids(prompt: Prompt) -> set:
    return {c.id for c in prompt.choices}


def _shape_problem(p: Prompt, answer: Any) -> Optional[Rejection]:
    if p.kind == "confirm":
        if answer is not True:
            return Rejection("bad_answer", "This prompt takes the answer true (a confirmation).")
        return None
    if p.kind == "text":
        if not isinstance(answer, str):
            return Rejection("bad_answer", "This prompt takes a text answer (a string).")
        if not answer.strip():
            return Rejection("empty_text", "Type something before sending.")
        if len(answer) > p.max_len:
            return Rejection("too_long", f"The answer is longer than {p.max_len} characters; shorten it.",
                             params={"max": p.max_len})
        return None
    if not isinstance(answer, list) or not all(isinstance(a, str) for a in answer):
        return Rejection("bad_answer", "This prompt takes a list of choice ids (strings).")
    if len(set(answer)) != len(answer):
        return Rejection("duplicate_choice", "Each choice may be picked once only.")
    unknown = [a for a in answer if a not in _ids(p)]
    if unknown:
        return Rejection("unknown_choice", f"{unknown[0]!r} is not one of the offered choices.",
                         params={"choice": unknown[0]})
    if p.kind == "order":
        if len(answer) != len(p.choices):
            return Rejection("bad_order", "Arrange every choice exactly once.")
        return None
    if not (p.min <= len(answer) <= p.max):
        if p.min == p.max:
            return Rejection("wrong_count", f"Pick exactly {p.min}.", key="error.pick_exactly",
                             params={"n": p.min})
        return Rejection("wrong_count", f"Pick between {p.min} and {p.max}.", key="error.pick_between",
                         params={"min": p.min, "max": p.max})
    return None


def seat_choices(seats) -> list:
    """Choices that are seats (the phone draws them as player chips)."""
    return [Choice(id=str(s), ref={"seat": s}) for s in seats]
