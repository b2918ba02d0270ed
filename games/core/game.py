"""The declaration every game module fills in.

A game is plain data (ids, names, player range, host options, timer defaults)
plus four pure functions over its state: ``setup``, ``play`` (the flow), ``view``
and ``outcome``. ``docs/engine.md`` explains the contract; ``games/avalon`` is
the worked example.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Optional

LANGS = ("en", "zh-Hant", "zh-Hans")
LIST_ITEM_MAX = 64  # longest string in a "list" option


class OptionsError(ValueError):
    """Host options that do not fit; the message says which and how to fix it."""


class ArrangeError(ValueError):
    """An arranged setup (``Game.arrange``) the game cannot start from; the message says which
    key is wrong and how to fix it."""


def place_cards(zones: dict, placements) -> None:
    """Put named cards at named places of a dealt match, for ``Game.arrange``.

    ``zones``: zone name -> list of cards (a hand, the deck, a removed pile), each in its own
    order. ``placements``: (zone, index, card) triples. Each card swaps places with the card that
    lay at ``zones[zone][index]``, so every zone keeps its size and every card of the deal stays
    in the match (a game's ``conserved`` does not change). Raises ArrangeError for a card that is
    not in any zone or that is named twice.
    """
    placements = list(placements)
    named = [card for _, _, card in placements]
    twice = sorted({c for c in named if named.count(c) > 1}, key=str)
    if twice:
        raise ArrangeError(f"card {twice[0]!r} is arranged twice; name each card once")
    outside = [(zone, index) for zone, index, _ in placements if not -len(zones[zone]) <= index < len(zones[zone])]
    if outside:
        zone, index = outside[0]
        raise ArrangeError(f"{zone} holds {len(zones[zone])} cards: there is no place {index} in it")
    places = [(zone, index % len(zones[zone])) for zone, index, _ in placements]
    if len(set(places)) < len(places):
        raise ArrangeError(f"two cards are arranged at one place of {placements}")
    where = {card: (z, i) for z, cards in zones.items() for i, card in enumerate(cards)}
    for zone, index, card in placements:
        if card not in where:
            raise ArrangeError(f"card {card!r} is in none of {sorted(zones)}: arrange cards of this match's deal")
        z, i = where[card]
        index %= len(zones[zone])
        replaced = zones[zone][index]
        zones[z][i], zones[zone][index] = replaced, card
        where[replaced], where[card] = (z, i), (zone, index)


def stack_deal(hands: list, pile: list, arranged: Optional[dict], pile_top: Optional[list], hand_size: int,
               elsewhere: Optional[dict] = None) -> None:
    """A card game's usual arrangement (``Game.arrange``): ``arranged``, seat -> the cards its hand
    starts with (a seat may come as a string, from JSON), and ``pile_top``, the next cards drawn
    from ``pile`` (whose top is its last card), first drawn first. The cards may lie in the pile, in
    a hand or in ``elsewhere`` (zone name -> list, e.g. cards removed unseen) and swap places with
    the cards they replace (``place_cards``)."""
    arranged = {int(seat): list(cards) for seat, cards in (arranged or {}).items()}
    wrong = [seat for seat, cards in arranged.items() if seat not in range(len(hands)) or len(cards) > hand_size]
    if wrong:
        raise ArrangeError(f"hands: seat {wrong[0]} is no seat or holds too many; give seats 0 to {len(hands) - 1} "
                           f"at most {hand_size} cards each")
    pile_top = list(pile_top or [])
    if len(pile_top) > len(pile):
        raise ArrangeError(f"{len(pile_top)} cards are arranged on top of a pile of {len(pile)}")
    zones = {"the pile": pile, **(elsewhere or {}), **{f"seat {s}'s hand": hand for s, hand in enumerate(hands)}}
    place_cards(zones, [(f"seat {s}'s hand", k, card) for s, cards in arranged.items() for k, card in enumerate(cards)]
                + [("the pile", -1 - k, card) for k, card in enumerate(pile_top)])


@dataclass(frozen=True)
class OptionSpec:
    """One host option, declared as data so the lobby can draw it without game code.

    kind: ``bool``, ``choice`` (one of ``choices``), ``int`` (``lo``..``hi``),
    ``list`` (a list of short strings, e.g. deck ids; the game checks which) or
    ``seat``: one of ``choices`` chosen by each player for their own seat in the
    lobby (e.g. a player's gender); it resolves to a list with one value per seat,
    ``default`` for a seat that chose nothing. ``label`` is a message key in the
    game's catalogue.
    """

    id: str
    kind: str
    default: Any
    label: str = ""
    choices: tuple = ()
    lo: int = 0
    hi: int = 0

    def coerce(self, value: Any) -> Any:
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            raise OptionsError(f"option {self.id!r} takes true or false, not {value!r}")
        if self.kind == "choice":
            if value in self.choices:
                return value
            raise OptionsError(f"option {self.id!r} takes one of {list(self.choices)}, not {value!r}")
        if self.kind == "seat":
            if not isinstance(value, (list, tuple)):
                raise OptionsError(f"option {self.id!r} takes a list with one value per seat, not {value!r}")
            bad = [v for v in value if v not in self.choices]
            if bad:
                raise OptionsError(f"option {self.id!r} takes values from {list(self.choices)}, not {bad[0]!r}")
            return list(value)
        if self.kind == "list":
            if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
                raise OptionsError(f"option {self.id!r} takes a list of strings, not {value!r}")
            long = [v for v in value if len(v) > LIST_ITEM_MAX]
            if long:
                raise OptionsError(f"option {self.id!r} takes strings of at most {LIST_ITEM_MAX} characters, "
                                   f"not {long[0]!r}")
            return list(value)
        if self.kind == "int":
            if isinstance(value, int) and not isinstance(value, bool) and self.lo <= value <= self.hi:
                return value
            raise OptionsError(f"option {self.id!r} takes a whole number from {self.lo} to {self.hi}, not {value!r}")
        raise OptionsError(f"option {self.id!r} has unknown kind {self.kind!r}")

    def as_dict(self) -> dict:
        d = {"id": self.id, "kind": self.kind, "default": self.default, "label": self.label or f"option.{self.id}"}
        if self.kind in ("choice", "seat"):
            d["choices"] = list(self.choices)
        if self.kind == "int":
            d["lo"], d["hi"] = self.lo, self.hi
        return d


def highlight(key: str, **params) -> dict:
    """One line of a match's highlights (``Game.highlights``): a catalogue key and its params."""
    return {"key": key, "params": params}


def highlight_section(title: str, rows: list, **params) -> dict:
    """A titled group of highlight lines (``Game.highlights`` returns {"sections": [...]})."""
    return {"title": title, "params": params, "rows": rows}


@dataclass(frozen=True)
class Secret:
    """A fact only ``seats`` may see, written in the shape views use for it
    (e.g. ``{"seat": 3, "role": "merlin"}``). The conformance test fails a view
    that contains a dict holding every key/value of a fact its reader may not know."""

    seats: frozenset
    fact: tuple  # sorted (key, value) pairs

    @staticmethod
    def of(seats: Iterable[int], **fact) -> "Secret":
        return Secret(frozenset(seats), tuple(sorted(fact.items())))


class Game:
    """Base class: subclasses set the data attributes and implement the functions."""

    id: str = ""
    names: dict = {}            # lang -> display name
    min_players: int = 1
    max_players: int = 1
    options: tuple = ()         # OptionSpec, in the order the lobby shows them
    timers: dict = {}           # timer class -> default seconds (host may change)
    bots: dict = {}             # bot name -> Bot class ("random", "smart")
    web: dict = {}              # front-end pieces: {"board": "board.js", "panel": "panel.js"}
    table_ready: bool = True    # False while the TV board / phone panel are not written yet
    # Prompts a simultaneous batch may ask in different shapes (games/core/alike.py): prompt key ->
    # why the difference shows nothing secret, in one sentence (e.g. the choices are the seat's own
    # hand, whose size is public). Every other batch looks alike on every phone.
    unalike_prompts: dict = {}

    # -- options -------------------------------------------------------------
    def resolve_options(self, given: dict | None, players: int) -> dict:
        """Defaults merged with ``given``; raises OptionsError naming the problem."""
        given = dict(given or {})
        known = {spec.id: spec for spec in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise OptionsError(f"{self.id} has no option {unknown[0]!r}; known options: {sorted(known)}")
        resolved = {sid: spec.coerce(given[sid]) if sid in given else spec.default for sid, spec in known.items()}
        for sid, spec in known.items():
            if spec.kind == "seat":  # one value per seat; seats that chose nothing take the default
                given_list = resolved[sid] if isinstance(resolved[sid], list) else []
                resolved[sid] = (given_list + [spec.default] * players)[:players]
        if not self.min_players <= players <= self.max_players:
            raise OptionsError(f"{self.id} is for {self.min_players}-{self.max_players} players, not {players}")
        self.check_options(resolved, players)
        return resolved

    def check_options(self, options: dict, players: int) -> None:
        """Raise OptionsError when a combination of options does not fit."""

    # -- rules ---------------------------------------------------------------
    def setup(self, players: int, options: dict, rng) -> Any:
        raise NotImplementedError

    def play(self, state, rng):
        """Generator: ``yield prompt`` gets that prompt's answer; ``yield [prompts]``
        asks them all at once and gets the answers in the same order."""
        raise NotImplementedError

    def view(self, state, seat: int | None) -> dict:
        """What ``seat`` may know (``None``: the public table for the TV)."""
        raise NotImplementedError

    # Optional: ``own_view(state, seat) -> dict``, for a game whose seat's view is the TV's view plus
    # keys of the seat's own (a hand, a role), none of the TV's changed or dropped: then
    # view(state, seat) == {**view(state, None), **own_view(state, seat)}. A server that keeps
    # tables encoded makes and encodes the TV's part once a move for every reader and only the
    # seat's own keys for each (docs/engine.md §5). tests/test_engine.py checks the equality at
    # every step of a random match.
    own_view = None

    def outcome(self, state) -> dict:
        """At the end: at least ``winners`` (seats) and ``result`` (a message key)."""
        raise NotImplementedError

    def secrets(self, state) -> Iterable[Secret]:
        """Every fact that some seat may not know, for the conformance leak test."""
        return ()

    def arrange(self, state, rng, **spec) -> None:
        """Change a freshly set-up ``state`` into the setup a test asks for, before the flow
        starts (``Match(..., arrange=spec)``): a stacked deck, chosen roles or hands, pieces on
        the board. ``spec`` is plain data (JSON), so an arranged match replays
        (``Match.replay(..., arrange=spec)``). Each game names what it accepts as keyword
        arguments in its docstring, keeps ``conserved`` where the rules keep it (``place_cards``
        swaps cards instead of making them) and raises ArrangeError with a fix for what it
        cannot set up. ``rng`` is the match's generator, for what the setup would have drawn
        from the arranged deal (e.g. the order a role is shown its candidates in)."""
        raise NotImplementedError(
            f"{self.id or type(self).__name__} cannot start from an arranged setup: write "
            f"{type(self).__name__}.arrange(self, state, rng, **spec) in games/{self.id or '<id>'}/rules.py, "
            f"taking the keys its tests need (e.g. hands=, deck_top=, roles=); docs/engine.md, "
            f"'Testing a game with the kit', shows how")

    def resample(self, state, seat: int | None, rng) -> Any:
        """A NEW state that ``seat`` (``None``: the TV, which knows only the public table)
        cannot tell from ``state``: every hidden card, role or hand re-dealt with ``rng``
        consistently with everything that seat has seen; ``state`` itself is left untouched.
        The exact leak test (tests/infoset.py) checks that the seat's view and prompts stay
        the same byte for byte under it (docs/engine.md, "The exact leak test")."""
        raise NotImplementedError(
            f"{self.id or type(self).__name__} has no resample(state, seat, rng) for the exact leak test: write "
            f"games/{self.id or '<id>'}/infoset.py with resample(game, state, seat, rng) returning a deep copy of "
            f"state in which everything the seat cannot know is re-dealt consistently with what it has seen, "
            f"and attach it in games/{self.id or '<id>'}/__init__.py ({type(self).__name__}.resample = resample); "
            f"docs/engine.md, 'The exact leak test (resample)', shows how")

    def conserved(self, state) -> Any:
        """A value that must never change during a match (e.g. the sorted list of
        all cards across every zone); the conformance test checks it each step."""
        return None

    def highlights(self, state) -> Optional[dict]:
        """Optional: the summary the TV shows after a match has ended (docs/engine.md
        "Highlights"): ``{"sections": [{"title": key, "params": {...}, "rows": [{"key", "params"}]}]}``,
        every text a key of the game's catalogue. None: the server's summary from the input log."""
        return None

    def reference(self) -> dict:
        """Public data the front end looks things up in (e.g. the card table, so a
        view can name a face-up card by its id). Served at /api/games/<id>/reference."""
        return {}

    def describe(self) -> dict:
        return {"id": self.id, "names": self.names, "min_players": self.min_players,
                "max_players": self.max_players, "options": [o.as_dict() for o in self.options],
                "timers": dict(self.timers), "web": dict(self.web), "table_ready": self.table_ready}
