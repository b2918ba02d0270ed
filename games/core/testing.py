"""The test kit: a match driven answer by answer, for scenario tests (docs/engine.md, "Testing a
game with the kit"). Standard library only; the rules never import it.

A scenario starts a real ``Match`` (optionally from an arranged setup: ``Game.arrange``), answers
its prompts seat by seat as phones would, and reads what each seat is sent::

    t = Scenario(GAME, 5, {"lady": "off"}, seed=1, arrange={"roles": [...], "leader": 0})
    t.answer_all(True)                          # every seat confirms the night
    t.answer(0, ["0", "1"])                     # the Leader proposes
    assert t.refusal(2, ["fail"]).code == "good_must_succeed"
    t.assert_sees(2, seat=0, side="evil")       # in seat 2's payload, as one dict
    t.assert_hidden(None, seat=0, role="assassin")
    assert t.leaks() == []

A game's tests add the rulebook's words as thin methods on a subclass (Avalon's ``night()``,
``play_quest(team, fail=...)``) in the game's own tests folder. Nothing here touches a game's
private names: the kit only uses ``Match``, the game's public functions and ``Prompt``.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Optional

from .match import Match
from .prompts import Prompt, Rejection

HASHABLE = (str, int, float, bool, type(None))
CONTAINERS = (dict, list, tuple)  # what a view is made of besides HASHABLE values
CONTAINER_TYPES = frozenset(CONTAINERS)


class FactIndex:
    """Every dict of a view, indexed by its scalar (key, value) pairs, so each secret is looked
    up instead of searched for (one walk per view). With ``keys``, only pairs under those keys
    are indexed (the first key of each fact to find: ``index_keys``), which is all ``find`` reads."""

    def __init__(self, view, keys=None):
        self.dicts: list = []
        self.by_pair: dict = {}
        # the walk runs for every reader at every step of the conformance matches: names held local
        dicts, by_pair, containers = self.dicts, self.by_pair, CONTAINER_TYPES
        stack = [view]
        push, pop = stack.append, stack.pop
        while stack:
            node = pop()
            if type(node) is dict:
                dicts.append(node)
                for k, v in node.items():
                    if type(v) in containers:
                        push(v)
                    elif keys is None or k in keys:
                        found = by_pair.get((k, v))
                        if found is None:
                            by_pair[k, v] = [node]
                        else:
                            found.append(node)
            else:
                stack.extend([v for v in node if type(v) in containers])

    def find(self, fact: tuple):
        """The first dict holding every (key, value) of ``fact``, or None."""
        key = next((pair for pair in fact if isinstance(pair[1], HASHABLE)), None)
        candidates = self.by_pair.get(key, ()) if key is not None else self.dicts
        for d in candidates:
            if all(k in d and d[k] == v for k, v in fact):
                return d
        return None


def index_keys(facts) -> set:
    """The keys a FactIndex needs to find each of ``facts`` (sorted (key, value) tuples)."""
    return {next((k for k, v in fact if isinstance(v, HASHABLE)), None) for fact in facts}


# How a payload is written and read on its way to a phone. The engine imports only the standard
# library; tests/conftest.py hands the kit the server's encoder (orjson: the same JSON, several times
# faster, and the conformance and exact leak tests send every view of every step through it).
_json = {"dumps": json.dumps, "loads": json.loads}


def use_json(dumps: Callable[[Any], Any], loads: Callable[[Any], Any]) -> None:
    """Send payloads through ``dumps`` and ``loads`` (int keys must become strings, as json's do)."""
    _json.update(dumps=dumps, loads=loads)


def as_sent(payload) -> Any:
    """A payload as it reaches a phone: through JSON (int keys become strings, tuples lists)."""
    return _json["loads"](_json["dumps"](payload))


def readers(match: Match) -> list:
    """The TV (None) and every seat."""
    return [None, *range(match.players)]


def reader_name(reader: Optional[int]) -> str:
    return "the TV" if reader is None else f"seat {reader}"


def leaks(match: Match) -> list:
    """(reader, fact) for each fact of ``game.secrets`` that a reader's payload shows although
    the reader may not know it (the conformance rule, listing every hit; [] when none)."""
    secrets = list(match.game.secrets(match.state))
    keys = index_keys(s.fact for s in secrets)
    found = []
    for reader in readers(match):
        if not secrets:
            break
        shown = FactIndex(as_sent(match.view(reader)), keys)
        found += [(reader, dict(s.fact)) for s in secrets
                  if (reader is None or reader not in s.seats) and shown.find(s.fact) is not None]
    return found


class Scenario:
    """A match driven answer by answer. ``arrange``: the game's arranged setup (its ``arrange``
    docstring says what it takes); ``options`` as the lobby gives them."""

    def __init__(self, game, players: int, options: Optional[dict] = None, seed: int = 1,
                 arrange: Optional[dict] = None):
        self.match = Match(game, players, options, seed, arrange=arrange)
        self.game, self.players = game, players
        self.start = game.conserved(self.match.state)

    # -- reading ---------------------------------------------------------------------------
    @property
    def state(self):
        """The match's state, to read (a scenario changes it only by answering)."""
        return self.match.state

    @property
    def finished(self) -> bool:
        return self.match.finished

    @property
    def outcome(self) -> Optional[dict]:
        return self.match.outcome()

    def prompts(self, key: str = "") -> list:
        """The open prompts whose key ends with ``key``, in the order the rules asked them."""
        return [p for p in self.match.prompts if p.key.endswith(key)]

    def seats_asked(self, key: str = "") -> list:
        return sorted({p.seat for p in self.prompts(key)})

    def prompt_of(self, seat: int, key: str = "") -> Prompt:
        """``seat``'s one open prompt (whose key ends with ``key``)."""
        mine = [p for p in self.prompts(key) if p.seat == seat]
        assert len(mine) == 1, (f"seat {seat} has {len(mine)} open prompts ending with {key!r}; open: "
                                f"{[(p.seat, p.key) for p in self.match.prompts]}")
        return mine[0]

    def choices_of(self, seat: int, key: str = "") -> list:
        """The ids of the choices ``seat``'s open prompt offers."""
        return [c.id for c in self.prompt_of(seat, key).choices]

    def accepted_choices(self, seat: int, key: str = "") -> list:
        """The ids of the choices the seat's prompt takes alone: every seat of a batch sees the
        same buttons, and what its side or hand forbids is refused after the tap (docs/engine.md §9)."""
        return [cid for cid, refusal in self.refusals_of(seat, key).items() if refusal is None]

    def refusals_of(self, seat: int, key: str = "") -> dict:
        """Each choice id of the seat's prompt -> the Rejection that choice alone would get (None:
        accepted), checked without answering: what each button does when tapped."""
        prompt = self.prompt_of(seat, key)
        return {c.id: self.match.check(seat, prompt.id, [c.id]) for c in prompt.choices}

    def view_of(self, reader: Optional[int]) -> dict:
        """The whole payload ``reader`` (None: the TV) is sent: ``Match.view``."""
        return self.match.view(reader)

    def table_of(self, reader: Optional[int]) -> dict:
        """What the game's ``view`` shows ``reader`` (the payload's ``table``)."""
        return self.match.view(reader)["table"]

    # -- answering -------------------------------------------------------------------------
    def refusal(self, seat: int, answer, key: str = "") -> Optional[Rejection]:
        """Submit ``answer`` to ``seat``'s open prompt: the Rejection it gets, or None when it
        was accepted (and the match went on)."""
        return self.match.submit(seat, self.prompt_of(seat, key).id, answer)

    def answer(self, seat: int, answer, key: str = "", source: str = "player") -> "Scenario":
        """``seat`` answers its open prompt; the answer must be accepted."""
        prompt = self.prompt_of(seat, key)
        problem = self.match.submit(seat, prompt.id, answer, source)
        assert problem is None, f"seat {seat}'s answer {answer!r} to {prompt.key} is refused: {problem}"
        return self

    def answers(self, by_seat: dict, key: str = "") -> "Scenario":
        """Every seat of ``by_seat`` answers its open prompt (seat -> answer), in seat order."""
        for seat in sorted(by_seat):
            self.answer(seat, by_seat[seat], key)
        return self

    def answer_all(self, answer: Any | Callable[[Prompt], Any], key: str = "") -> "Scenario":
        """Every prompt open now (whose key ends with ``key``) gets ``answer``, or
        ``answer(prompt)`` when it is a function."""
        for p in self.prompts(key):
            self.answer(p.seat, answer(p) if callable(answer) else answer, p.key)
        return self

    def time_out(self, key: str = "") -> "Scenario":
        """Every prompt open now gets its default, as when its timer runs out."""
        for p in self.prompts(key):
            self.answer(p.seat, p.default, p.key, source="timeout")
        return self

    def pass_all(self) -> "Scenario":
        """Every seat asked now passes (each open prompt must be optional: its default is the pass)."""
        for p in self.prompts():
            assert p.optional, f"seat {p.seat}'s {p.key} cannot be passed"
            self.answer(p.seat, p.default, p.key)
        return self

    def time_out_until(self, key: str, seat: Optional[int] = None, limit: int = 1000) -> Prompt:
        """Let every timer run out until a prompt whose key ends with ``key`` (for ``seat``) is
        open; returns it."""
        for _ in range(limit):
            waiting = [p for p in self.prompts(key) if seat is None or p.seat == seat]
            if waiting:
                return waiting[0]
            assert not self.finished, f"the match ended before any {key} prompt"
            self.time_out()
        raise AssertionError(f"no {key} prompt after {limit} batches")

    # -- seeing ------------------------------------------------------------------------------
    def sees(self, reader: Optional[int], /, **fact) -> Optional[dict]:
        """The dict of ``reader``'s payload that holds every key and value of ``fact``, or None."""
        return FactIndex(as_sent(self.view_of(reader))).find(tuple(sorted(fact.items())))

    def assert_sees(self, reader: Optional[int], /, **fact) -> "Scenario":
        assert self.sees(reader, **fact) is not None, f"{reader_name(reader)} is not shown {fact}"
        return self

    def assert_hidden(self, reader: Optional[int], /, **fact) -> "Scenario":
        hit = self.sees(reader, **fact)
        assert hit is None, f"{reader_name(reader)} is shown {fact} in {hit}"
        return self

    def leaks(self) -> list:
        """(reader, fact) for every secret some reader is shown but may not know."""
        return leaks(self.match)

    def assert_conserved(self) -> "Scenario":
        """The game's conserved quantity is what it was when the scenario started."""
        assert self.game.conserved(self.state) == self.start, f"{self.game.id}: the conserved quantity changed"
        return self

    def assert_replays(self) -> "Scenario":
        """Replaying the input log from the same arranged setup reaches the same state."""
        m = self.match
        again = Match.replay(self.game, m.players, m.options, m.seed, m.inputs, arrange=m.arrange)
        assert again.fingerprint() == m.fingerprint(), f"{self.game.id}: the replay differs"
        return self
