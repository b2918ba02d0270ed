"""A match: (game, players, options, seed, inputs) and nothing else.

The rules run as a generator that yields prompts; the match numbers them, keeps
them open, checks answers, records every accepted input and resumes the rules
when a batch is complete. Replaying the inputs on a new match with the same
seed reproduces the state exactly: the input log is the save file, the replay
and the bug report. A test may start a match from an arranged setup
(``arrange=``, the game's ``arrange`` hook); its replay takes the same arrangement.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any, Callable, Optional

from .game import Game
from .prompts import Prompt, Rejection

NOT_OPEN = Rejection("stale_prompt", "That question is not open for you (answered, closed or never yours); "
                                     "your screen shows the questions you have now.")


@dataclass(frozen=True)
class Input:
    seat: int
    prompt: int
    answer: Any
    source: str = "player"  # player | bot | timeout | host

    def as_dict(self) -> dict:
        return {"seat": self.seat, "prompt": self.prompt, "answer": self.answer, "source": self.source}

    @staticmethod
    def from_dict(d: dict) -> "Input":
        return Input(int(d["seat"]), int(d["prompt"]), d["answer"], d.get("source", "player"))


class _Open:
    """What a batch of prompts looks like after some answers: the open ones (in the order the
    rules asked them, and by seat), the seats the table visibly waits on, and the count shown."""

    __slots__ = ("prompts", "by_seat", "waiting", "progress")

    def __init__(self, batch: list[Prompt], answers: dict):
        self.prompts = [p for p in batch if p.id not in answers]
        by_seat: dict[int, list[Prompt]] = {}
        for p in self.prompts:
            by_seat.setdefault(p.seat, []).append(p)
        # tuples: read for every view of every answer, and handed out without a copy
        self.by_seat: dict[int, tuple[Prompt, ...]] = {seat: tuple(ps) for seat, ps in by_seat.items()}
        self.waiting = sorted({p.seat for p in self.prompts if p.progress == "named"})
        shown = [p for p in batch if p.progress != "hidden"]
        self.progress = {"answered": sum(1 for p in shown if p.id in answers), "asked": len(shown)} if shown else None


@dataclass(frozen=True)
class Keeping:
    """How a caller keeps tables between moves: ``encode`` makes a table's JSON bytes (an object:
    ``{...}``), ``wrap`` the form the view holds them in (the server: bytes it sends as they are)."""
    encode: Callable[[Any], bytes]
    wrap: Callable[[bytes], Any]


class Match:
    def __init__(self, game: Game, players: int, options: Optional[dict] = None, seed: int = 0,
                 arrange: Optional[dict] = None):
        self.game = game
        self.players = players
        self.options = game.resolve_options(options, players)
        self.seed = seed
        self.rng = random.Random(seed)
        self.state = game.setup(players, self.options, self.rng)
        # A test may start from an arranged setup (a stacked deck, chosen roles): the game's
        # ``arrange`` hook changes the dealt state before the flow starts. The server never
        # arranges, so a stored match stays (game, players, options, seed, inputs).
        self.arrange = dict(arrange) if arrange else None
        if self.arrange:
            game.arrange(self.state, self.rng, **self.arrange)
        self.inputs: list[Input] = []
        self.finished = False
        self.aborted = False
        self._flow = game.play(self.state, self.rng)
        self._batch: list[Prompt] = []
        self._single = False
        self._answers: dict[int, Any] = {}
        self._next_id = 1
        # What a seat's phone calls a prompt: its own count of questions (1, 2, 3 ...), so a
        # prompt's number says nothing of how many questions other seats were asked.
        self._number: dict[int, int] = {}        # open prompt id -> that seat's number for it
        # An open prompt as its seat is sent it, made at the first view that shows it: a seat's view
        # is made again after every other seat's answer while its own prompt stays the same.
        self._as_sent: dict[int, dict] = {}
        self._asked: dict[int, int] = {}         # seat -> questions asked so far
        # ``seq`` counts only answers a reader may know were given: answers to prompts whose
        # progress the table shows, and the reader's own (docs/protocol.md, "seq").
        self._public_answers = 0
        self._hidden_answers: dict[int, int] = {}  # seat -> its own answers to hidden prompts
        # Each reader's table as last built (in the form its caller keeps it), kept until the rules move
        # on: only the flow changes the state, and an answer that leaves its batch open (a vote, a pass
        # in a window) changes no table.
        self._tables: dict[Optional[int], tuple[bytes, Any]] = {}
        # The open prompts, by seat, and what the table shows of them, worked out once per answer:
        # a server builds every reader's view after each answer, and its ticker reads them too.
        self._open: Optional[_Open] = None
        self._resume(None)

    # -- driving the rules -----------------------------------------------------
    def _resume(self, value: Any) -> None:
        self._tables = {}
        while True:
            try:
                request = self._flow.send(value)
            except StopIteration:
                self.finished = True
                self._batch, self._answers, self._open = [], {}, None
                return
            self._single = isinstance(request, Prompt)
            batch = [request] if self._single else list(request)
            if not batch:  # nothing to ask: carry on at once
                value = []
                continue
            self._number, self._as_sent = {}, {}
            for p in batch:
                p.id = self._next_id
                self._next_id += 1
                self._asked[p.seat] = self._number[p.id] = self._asked.get(p.seat, 0) + 1
            self._batch, self._answers, self._open = batch, {}, None
            return

    def _opened(self) -> "_Open":
        if self._open is None:
            self._open = _Open(self._batch, self._answers)
        return self._open

    @property
    def prompts(self) -> list[Prompt]:
        """The open prompts, in the order the rules asked them."""
        return list(self._opened().prompts)

    def prompts_for(self, seat: int) -> tuple[Prompt, ...]:
        return self._opened().by_seat.get(seat, ())

    def prompt(self, prompt_id: int) -> Optional[Prompt]:
        for p in self._batch:
            if p.id == prompt_id and p.id not in self._answers:
                return p
        return None

    def open_prompt(self, seat: int, number: Any) -> Optional[Prompt]:
        """The seat's open prompt that its phone knows as ``number`` (the ``id`` of its view)."""
        for p in self._batch:
            if p.seat == seat and self._number[p.id] == number and p.id not in self._answers:
                return p
        return None

    def check(self, seat: int, prompt_id: int, answer: Any) -> Optional[Rejection]:
        """Would this answer be accepted? Changes nothing."""
        if self.finished:
            return Rejection("match_over", "The match is over; wait for the host to start another.")
        p = self.prompt(prompt_id)
        # Another seat's prompt, an answered one and one that never existed get the same
        # refusal: telling them apart would tell a phone who is still deciding.
        if p is None or p.seat != seat:
            return NOT_OPEN
        return p.validate(answer)

    def apply(self, seat: int, prompt_id: int, answer: Any, source: str = "player") -> None:
        """Record an answer that ``check`` accepted and advance the rules."""
        self.inputs.append(Input(seat, prompt_id, answer, source))
        if self.prompt(prompt_id).progress == "hidden":
            self._hidden_answers[seat] = self._hidden_answers.get(seat, 0) + 1
        else:
            self._public_answers += 1
        self._answers[prompt_id] = answer
        self._open = None
        if len(self._answers) == len(self._batch):
            answers = [self._answers[p.id] for p in self._batch]
            self._resume(answers[0] if self._single else answers)

    def submit(self, seat: int, prompt_id: int, answer: Any, source: str = "player") -> Optional[Rejection]:
        problem = self.check(seat, prompt_id, answer)
        if problem is None:
            self.apply(seat, prompt_id, answer, source)
        return problem

    def abort(self) -> None:
        self.finished = self.aborted = True
        self._batch, self._answers, self._open = [], {}, None

    # -- what seats see ----------------------------------------------------------
    def waiting(self) -> list[int]:
        """Seats the table is visibly waiting on (only prompts whose progress is "named")."""
        return list(self._opened().waiting)

    def progress(self) -> Optional[dict]:
        """How many of the current batch have answered, counting only prompts whose
        progress may be shown; None when nothing countable is open."""
        progress = self._opened().progress
        return dict(progress) if progress else None

    def view(self, seat: Optional[int], keep: Optional[Keeping] = None) -> dict:
        """The one payload a seat (or the TV, ``None``) receives for this match. ``keep``: the table
        is built once per move of the rules and kept encoded (``Keeping``), and the view holds the
        kept form; one caller only may ask with a ``keep``, since the forms are not told apart."""
        table = self.game.view(self.state, seat) if keep is None else self._kept_table(seat, keep)[1]
        opened = self._opened()
        v = {
            "game": self.game.id,
            "seq": self.seq(seat),
            "finished": self.finished,
            "aborted": self.aborted,
            "waiting": list(opened.waiting),
            "progress": dict(opened.progress) if opened.progress else None,
            "prompts": [] if seat is None else [self._prompt_as_sent(p) for p in opened.by_seat.get(seat, ())],
            "table": table,
        }
        if self.finished and not self.aborted:
            v["outcome"] = self.game.outcome(self.state)
        return v

    def _prompt_as_sent(self, p: Prompt) -> dict:
        sent = self._as_sent.get(p.id)
        if sent is None:
            sent = self._as_sent[p.id] = {**p.as_dict(), "id": self._number[p.id]}
        return sent

    def _kept_table(self, seat: Optional[int], keep: Keeping) -> tuple[bytes, Any]:
        """``seat``'s table of this move, encoded and in its kept form, built at the first ask."""
        kept = self._tables.get(seat)
        if kept is None:
            if seat is not None and self.game.own_view is not None:
                # the TV's part, encoded once a move, and the seat's own keys after it in the same object
                shared = self._kept_table(None, keep)[0]
                own = keep.encode(self.game.own_view(self.state, seat))
                encoded = own if shared == b"{}" else shared if own == b"{}" else shared[:-1] + b"," + own[1:]
            else:
                encoded = keep.encode(self.game.view(self.state, seat))
            kept = self._tables[seat] = (encoded, keep.wrap(encoded))
        return kept

    def seq(self, seat: Optional[int]) -> int:
        """How many answers ``seat`` (None: the TV) may know were given in this match."""
        return self._public_answers + (0 if seat is None else self._hidden_answers.get(seat, 0))

    def outcome(self) -> Optional[dict]:
        if not self.finished or self.aborted:
            return None
        return self.game.outcome(self.state)

    def fingerprint(self) -> str:
        """Equal for two matches in the same state (used to check replay)."""
        views = [self.view(s) for s in [None, *range(self.players)]]
        return repr(self.state) + json.dumps(views, sort_keys=True, default=repr)

    # -- persistence -------------------------------------------------------------
    @classmethod
    def replay(cls, game: Game, players: int, options: Optional[dict], seed: int, inputs,
               arrange: Optional[dict] = None) -> "Match":
        return cls(game, players, options, seed, arrange).play_on(inputs)

    def play_on(self, inputs) -> "Match":
        """Apply recorded inputs (``Input`` or its dict) after those already played; a stored log always
        replays, so an input the rules refuse is a bug: ValueError."""
        for raw in inputs:
            i = raw if isinstance(raw, Input) else Input.from_dict(raw)
            problem = self.submit(i.seat, i.prompt, i.answer, i.source)
            if problem:
                raise ValueError(f"input {i} does not replay: {problem.message}")
        return self
