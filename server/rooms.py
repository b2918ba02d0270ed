"""Rooms, seats and matches: the room hall's logic, without sockets.

The socket layer (``server/app.py``) turns events into calls on ``RoomHall`` and,
afterwards, publishes what changed. Everything here is plain Python driven by
an injected clock, so it is tested without a network.
"""

from __future__ import annotations

import functools
import random
import re
import secrets
import threading
import time
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from games import REGISTRY, get_game
from games.core import LANGS, Match, OptionsError, RandomBot, Rejection
from games.core.simulate import bot_answer

from .moments import Moments
from .store import StorageError, Store
from .wire import KEPT_ENCODED, encode, sent_as_is

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I or O: read aloud across a room
CODE_LENGTH = 6
NAME_MAX = 24
MAX_SEATS = 12
RESTORE_WITHIN = 2 * 24 * 3600  # a restart brings back rooms used in the last two days
BOT_KINDS = ("smart", "random")
SEAT_LINK_SECONDS = 300   # a seat link (a single-use claim code) works this long, once
SPECTATORS_MAX = 50       # phones watching one room (docs/protocol.md "Spectators")
# what the host phone may tell the TV's replay to do (docs/protocol.md "Replays"; shared_screen/replay.js)
REPLAY_MOVES = ("open", "first", "back", "play", "next", "last", "secrets", "seat", "highlights", "close")
AUTO_PASS = "auto_pass"  # the timer class a game declares to make the auto-pass delay a host setting
# Bidirectional overrides and isolates would let a name reorder the text around it.
_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")


def unsaved(what: str, exc: Exception, retry: str = "try again") -> Rejection:
    """The data folder refused a write, so ``what`` did not happen."""
    return Rejection("storage_failed", f"{what}: {exc}. Free disk space in the data folder and {retry}.")


def same_token(given: Any, real: str) -> bool:
    """Constant-time token comparison that takes any text (compare_digest refuses non-ASCII str)."""
    return isinstance(given, str) and secrets.compare_digest(given.encode("utf-8", "replace"), real.encode())


def between_matches(room: "Room") -> None:
    """Replays only once the match is over (issue 19 point 8: "with every secret shown once the
    match is over"): a running match's secrets are still secret, and the TV belongs to it."""
    if room.phase == "playing":
        raise Rejection("match_running", "A match is running: replays open once it has ended.")


def clean_name(raw: Any) -> str:
    if not isinstance(raw, str):
        raise Rejection("bad_payload", "The name must be text.")
    name = _BIDI.sub("", raw)
    name = "".join(ch for ch in name if unicodedata.category(ch)[0] != "C")
    name = " ".join(name.split())
    if not 1 <= len(name) <= NAME_MAX:
        raise Rejection("bad_name", f"Type a name of 1 to {NAME_MAX} characters.", params={"max": NAME_MAX})
    return name


# What a room change may touch; restored as it was when the change cannot be saved.
_ROOM_STATE = ("seats", "host_seat", "game", "options", "timers", "tv_lang", "phase", "match", "match_id",
               "match_no", "paused", "locked", "event", "deadlines", "frozen", "due", "brains", "known_prompts",
               "spectators", "spectators_join")
_SEAT_STATE = ("name", "token", "lang", "bot", "prefs", "seen", "stand_in")


def saved_or_undone(method):
    """A room change either reaches the store or is undone: when saving it fails, the room
    (and its seats) are put back as they were, so memory never holds what a restart would
    lose. Answers are safe already: they are stored before they are applied."""
    @functools.wraps(method)
    def wrapper(self, room, *args, **kwargs):
        before = {k: _shallow(getattr(room, k)) for k in _ROOM_STATE}
        seats = [(s, {k: _shallow(getattr(s, k)) for k in _SEAT_STATE}) for s in room.seats]
        try:
            return method(self, room, *args, **kwargs)
        except (Rejection, StorageError) as exc:
            if isinstance(exc, StorageError) or exc.code == "storage_failed":
                for k, v in before.items():
                    setattr(room, k, v)
                for s, fields in seats:
                    for k, v in fields.items():
                        setattr(s, k, v)
                if isinstance(exc, StorageError):
                    raise unsaved("The change could not be saved, so it was not made", exc) from exc
            raise
    return wrapper


def _shallow(value):
    return value.copy() if isinstance(value, (list, dict, set)) else value


@dataclass(eq=False)  # seats are compared by identity: two players may share a name
class Seat:
    name: str
    token: str
    lang: str = "en"
    bot: Optional[str] = None      # who plays the seat now when it is not the phone
    prefs: dict = field(default_factory=dict)  # this seat's values of the game's "seat" options
    sids: set = field(default_factory=set)
    seen: bool = False             # a phone has held this seat (an event's absent entrant: never)
    stand_in: bool = False         # the bot only keeps the seat until its player's phone arrives

    @property
    def connected(self) -> bool:
        return bool(self.sids)

    def data(self) -> dict:
        return {"name": self.name, "token": self.token, "lang": self.lang, "bot": self.bot, "prefs": self.prefs,
                "seen": self.seen, "stand_in": self.stand_in}


@dataclass(eq=False)
class Spectator:
    """A phone that came after the match started: it watches the TV's view and may ask for a
    seat at the next match (``wants_seat``); its token becomes the seat's token then."""
    name: str
    token: str
    lang: str = "en"
    wants_seat: bool = False
    sids: set = field(default_factory=set)

    def data(self) -> dict:
        return {"name": self.name, "token": self.token, "lang": self.lang, "wants_seat": self.wants_seat}


@dataclass
class Room:
    code: str
    host_token: str
    seats: list = field(default_factory=list)
    host_seat: Optional[int] = None
    game: str = ""
    options: dict = field(default_factory=dict)
    timers: dict = field(default_factory=dict)
    tv_lang: str = "en"
    phase: str = "lobby"            # lobby | playing | finished
    match: Optional[Match] = None
    match_id: Optional[int] = None
    match_no: int = 0
    paused: bool = False
    locked: bool = False            # no new seats and no new seat links; phones with a token still come back
    event: Optional[dict] = None    # {"code", "round", "table"} when the room is a table of an event
    tv_sids: set = field(default_factory=set)
    deadlines: Moments = field(default_factory=Moments)   # prompt id -> monotonic deadline (timer)
    frozen: dict = field(default_factory=dict)            # prompt id -> seconds left while paused
    due: Moments = field(default_factory=Moments)         # prompt id -> when a bot or auto-pass answers
    brains: dict = field(default_factory=dict)      # seat -> (bot kind, Bot instance)
    known_prompts: set = field(default_factory=set)
    claims: dict = field(default_factory=dict)      # seat-link claim code -> (seat, monotonic expiry)
    # seat (None: the TV) -> (match view, timer news, the match's bytes) last sent to all of it
    sent_views: dict = field(default_factory=dict)
    spectators: list = field(default_factory=list)  # Spectator: phones watching what the TV shows
    spectators_join: bool = True    # the host lets spectators take a free seat at the next match
    tv_sound: dict = field(default_factory=dict)    # the TV's volume and mute as last set there or by the host (not stored)
    lock: Any = field(default_factory=threading.RLock, repr=False)

    def seat_of_token(self, token: str) -> Optional[int]:
        for i, s in enumerate(self.seats):
            if same_token(token, s.token):
                return i
        return None

    def spectator_of_token(self, token: str) -> Optional[Spectator]:
        return next((s for s in self.spectators if same_token(token, s.token)), None)

    def watcher_sids(self) -> set:
        """Every connection shown the public table: the TV's and the spectators'."""
        return self.tv_sids.union(*(s.sids for s in self.spectators))

    def is_host_token(self, token) -> bool:
        """The TV's host token, or the seat token of the phone that holds the host role."""
        if not isinstance(token, str) or not token:
            return False
        if same_token(token, self.host_token):
            return True
        seat = self.seat_of_token(token)
        return seat is not None and seat == self.host_seat

    def timer_seconds(self, cls: Optional[str]) -> int:
        if not cls:
            return 0
        if cls in self.timers:
            return int(self.timers[cls])
        return int(get_game(self.game).timers.get(cls, 0))

    def auto_pass_delay(self, server_default: float) -> float:
        """A game that declares the timer class ``auto_pass`` lets the host set how long
        a seat with nothing to do seems to think before the server passes for it."""
        if AUTO_PASS in get_game(self.game).timers:
            return float(self.timer_seconds(AUTO_PASS))
        return server_default

    def join_url(self, base_url: str) -> str:
        """Where a new phone goes: an event table's seats are the event's to give."""
        if self.event:
            return f"{base_url}/event/{self.event['code']}"
        return f"{base_url}/join/{self.code}"

    def data(self) -> dict:
        """What the store keeps of the room (tokens included; never sent)."""
        return {"host_token": self.host_token, "seats": [s.data() for s in self.seats],
                "host_seat": self.host_seat, "game": self.game, "options": self.options,
                "timers": self.timers, "tv_lang": self.tv_lang, "phase": self.phase,
                "match_id": self.match_id, "match_no": self.match_no, "locked": self.locked, "event": self.event,
                "spectators": [s.data() for s in self.spectators], "spectators_join": self.spectators_join}

    def public(self, base_url: str) -> dict:
        g = get_game(self.game)
        return {"code": self.code, "phase": self.phase, "game": self.game, "options": self.options,
                "timers": {**g.timers, **self.timers}, "host_seat": self.host_seat, "paused": self.paused,
                "locked": self.locked, "event": self.event, "tv_lang": self.tv_lang, "join_url": self.join_url(base_url), "match_no": self.match_no,
                "seats": [{"seat": i, "name": s.name, "connected": s.connected, "bot": s.bot,
                           "host": i == self.host_seat, "prefs": s.prefs} for i, s in enumerate(self.seats)],
                **self.spectators_public()}

    def spectators_public(self) -> dict:
        """What every screen may know of the spectators: how many watch now, and who asked
        for a seat at the next match (the TV shows the count; names are public like seats)."""
        return {"spectators_join": self.spectators_join,
                "spectators": sum(1 for s in self.spectators if s.sids),
                "spectators_waiting": [s.name for s in self.spectators if s.wants_seat]}


class RoomHall:
    """Every room of this server."""

    def __init__(self, store: Store, base_url: str = "http://localhost", bot_delay: float = 1.0,
                 auto_pass_delay: float = 2.0, clock: Callable[[], float] = time.monotonic,
                 seed_source: Optional[random.Random] = None):
        self.store = store
        self.base_url = base_url
        self.bot_delay = bot_delay
        self.auto_pass_delay = auto_pass_delay
        self.clock = clock
        self.seeds = seed_source or random.SystemRandom()
        self.rooms: dict[str, Room] = {}
        self.reserved_codes: set[str] = set()   # codes of other things that share the namespace (events)
        self.watchers: list = []   # objects told of match starts and ends (the event hall), see _tell
        self.lock = threading.RLock()
        # Several workers behind nginx (docs/deploy.md): the codes nginx routes here
        # (server/ring.py), and whether the store is shared (rooms missing here are loaded).
        self.owns: Optional[Callable[[str], bool]] = None
        self.shared = False

    # -- rooms ---------------------------------------------------------------------
    def new_code(self) -> str:
        # With several workers (docs/deploy.md) only a code that nginx routes to this worker
        # will do (``owns``): 1 in N codes fits, so a few draws; bounded all the same.
        for _ in range(100_000):
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.rooms and code not in self.reserved_codes and (self.owns is None or self.owns(code)):
                return code
        raise RuntimeError("no free room code found; is this worker in its own --workers list?")

    def create_room(self, game: Optional[str] = None) -> Room:
        with self.lock:
            room = Room(self.new_code(), secrets.token_urlsafe(18), game=game or next(iter(REGISTRY)))
            self._save(room)
            self.rooms[room.code] = room
            return room

    def room(self, code: Any) -> Room:
        if isinstance(code, str) and self.shared and code.upper() not in self.rooms:
            self.restore_room(code.upper())   # another worker held it (it died, or nginx moved it)
        if not isinstance(code, str) or code.upper() not in self.rooms:
            raise Rejection("unknown_room", "No room has that code; check the code on the TV.")
        return self.rooms[code.upper()]

    def _save(self, room: Room) -> None:
        try:
            self.store.save_room(room.code, room.data())
        except StorageError as exc:
            raise unsaved("The room could not be saved", exc) from exc

    # -- seats ---------------------------------------------------------------------
    @saved_or_undone
    def join(self, room: Room, name: Any, lang: Any, token: Any) -> "int | Spectator":
        """Seat a phone: by its token (reconnect or handover) or as a new seat; a phone that
        comes once the match has started watches instead (a Spectator)."""
        if token is not None:
            if not isinstance(token, str) or len(token) > 100:
                raise Rejection("bad_payload", "The token must be a short string.")
            seat = room.seat_of_token(token)
            if seat is None:
                return self._spectator_back(room, token, lang)
            s = room.seats[seat]
            changed = not s.seen or (lang in LANGS and s.lang != lang)
            s.seen = True
            if lang in LANGS:
                s.lang = lang
            if s.stand_in:   # an event's late entrant: the bot that kept the seat leaves (docs/events.md)
                self.release_stand_in(room, seat)
            elif changed:
                self._save(room)
            return seat
        if room.locked:
            raise Rejection("room_locked", "The host locked this room; ask the host to unlock it for a new seat.")
        if room.phase != "lobby":
            return self._new_spectator(room, name, lang)
        if len(room.seats) >= min(MAX_SEATS, get_game(room.game).max_players):
            raise Rejection("room_full", "Every seat is taken.")
        seat = Seat(clean_name(name if name is not None else ""), secrets.token_urlsafe(18),
                    lang if lang in LANGS else "en", seen=True)
        room.seats.append(seat)
        if room.host_seat is None:
            room.host_seat = len(room.seats) - 1
        self._save(room)
        return len(room.seats) - 1

    # -- an event's absent entrants (docs/events.md "Absent entrants") ------------------------
    @saved_or_undone
    def stand_in(self, room: Room, seats: list) -> None:
        """A bot keeps each of ``seats`` until its player's phone claims it (``join`` with the token)."""
        for i in seats:
            room.seats[i].bot, room.seats[i].stand_in = "smart", True
        self._reschedule_bots(room)
        self._save(room)

    @saved_or_undone
    def release_stand_in(self, room: Room, seat: int) -> None:
        room.seats[seat].bot, room.seats[seat].stand_in = None, False
        self._reschedule_bots(room)
        self._save(room)

    @saved_or_undone
    def back_from_bot(self, room: Room, seat: int) -> None:
        """Issue 19 point 9: the bot banner's "I'm back". The seat's own phone takes the seat back
        from the bot that plays it (the host's "to bot", a kick's bot, an event's stand-in); the
        caller is that phone (server/room_sockets.py binds it to this seat, nobody names another)."""
        if not room.seats[seat].bot:
            raise Rejection("not_bot", "No bot plays your seat: it is yours already.")
        self.release_stand_in(room, seat)

    # -- spectators (docs/protocol.md "Spectators") ----------------------------------------
    def _spectator_back(self, room: Room, token: str, lang: Any) -> Spectator:
        spectator = room.spectator_of_token(token)
        if spectator is None:
            raise Rejection("bad_token", "This phone's seat is no longer in the room; join again.")
        if lang in LANGS:
            spectator.lang = lang
        return spectator

    def _new_spectator(self, room: Room, name: Any, lang: Any) -> Spectator:
        # Issue 19 point 6: "A phone that joins a started room becomes a spectator instead of
        # hitting an error: it sees the public table (the TV's view)".
        if len(room.spectators) >= SPECTATORS_MAX:
            raise Rejection("room_full", f"{SPECTATORS_MAX} phones are watching already; wait for the next match.")
        spectator = Spectator(clean_name(name if name is not None else ""), secrets.token_urlsafe(18),
                              lang if lang in LANGS else "en")
        room.spectators.append(spectator)
        self._save(room)
        return spectator

    @saved_or_undone
    def want_seat(self, room: Room, spectator: Spectator, want: Any) -> None:
        """A spectator asks for a seat at the next match (or takes back the request); in the
        lobby a free seat is given at once."""
        if not isinstance(want, bool):
            raise Rejection("bad_payload", "'want' must be true or false.")
        if want and not room.spectators_join:
            raise Rejection("spectators_closed", "The host keeps this table to its players; ask the host to "
                                                 "let spectators join.")
        spectator.wants_seat = want
        if room.phase == "lobby":
            self._seat_spectators(room)
        self._save(room)

    def _seat_spectators(self, room: Room) -> None:
        """Spectators who asked for a seat sit down, first asked first, while the game has a free
        seat (the others keep watching). Their token becomes the seat's, so the phone keeps it."""
        if not room.spectators_join:
            return
        limit = min(MAX_SEATS, get_game(room.game).max_players)
        for spectator in [s for s in room.spectators if s.wants_seat]:
            if len(room.seats) >= limit:
                break
            room.spectators.remove(spectator)
            room.seats.append(Seat(spectator.name, spectator.token, spectator.lang, sids=spectator.sids,
                                   seen=True))
            if room.host_seat is None:
                room.host_seat = len(room.seats) - 1

    @saved_or_undone
    def claim(self, room: Room, code: Any, lang: Any) -> int:
        """A phone takes a seat with a seat link. The link's claim code works once and only for
        SEAT_LINK_SECONDS; the seat gets a new token, so the phone that held it (and anyone who saw
        the link) can no longer come back with what it had."""
        if not isinstance(code, str) or len(code) > 100:
            raise Rejection("bad_payload", "The seat link's code must be a short string.")
        now = self.clock()
        for c in [c for c, (_, until) in room.claims.items() if until <= now]:
            del room.claims[c]
        found = next((c for c in room.claims if same_token(code, c)), None)
        if found is None:
            raise Rejection("bad_link", "This seat link was used already or has expired; ask the host for a new one.")
        seat = room.claims[found][0]
        for c in [c for c, (s, _) in room.claims.items() if s == seat]:
            del room.claims[c]
        room.seats[seat].token = secrets.token_urlsafe(18)
        room.seats[seat].seen = True
        if lang in LANGS:
            room.seats[seat].lang = lang
        self._save(room)
        return seat

    @saved_or_undone
    def set_lang(self, room: Room, seat: int, lang: Any) -> None:
        if lang not in LANGS:
            raise Rejection("bad_payload", f"Language must be one of {list(LANGS)}.")
        room.seats[seat].lang = lang
        self._save(room)

    @saved_or_undone
    def set_name(self, room: Room, seat: int, name: Any) -> None:
        if room.event:
            raise Rejection("event_name", "At an event table your name is the one on the event's roster; "
                                          "ask the organiser to change it.")
        room.seats[seat].name = clean_name(name)
        self._save(room)

    @saved_or_undone
    def set_pref(self, room: Room, seat: int, pref: Any) -> None:
        """A player sets one of the game's per-seat options (kind "seat") for their own seat."""
        if not isinstance(pref, dict):
            raise Rejection("bad_payload", "Send {'pref': {'id': option id, 'value': value}}.")
        self._lobby_only(room, "Changing your seat's settings")
        specs = {o.id: o for o in get_game(room.game).options if o.kind == "seat"}
        spec = specs.get(pref.get("id"))
        if spec is None:
            raise Rejection("bad_payload", f"{room.game} has no per-seat option {pref.get('id')!r}; "
                                           f"known: {sorted(specs)}.")
        if pref.get("value") not in spec.choices:
            raise Rejection("bad_payload", f"{spec.id} takes one of {list(spec.choices)}.")
        room.seats[seat].prefs[spec.id] = pref["value"]
        self._save(room)

    def leave(self, room: Room, seat: int) -> None:
        if room.phase == "playing":
            raise Rejection("room_started", "You cannot leave during a match; the host can give your seat to a bot.")
        self._remove_seat(room, seat)

    def _remove_seat(self, room: Room, seat: int) -> None:
        del room.seats[seat]
        room.claims.clear()   # they name seats by number, and the numbers shift
        if room.host_seat is not None:
            if room.host_seat == seat:
                humans = [i for i, s in enumerate(room.seats) if not s.bot]
                room.host_seat = humans[0] if humans else None
            elif room.host_seat > seat:
                room.host_seat -= 1
        if room.phase == "finished":
            room.phase, room.match, room.match_id = "lobby", None, None
        self._save(room)

    # -- matches ---------------------------------------------------------------------
    def _tell(self, what: str, room: Room) -> None:
        """Tell the watchers (``before_start`` may refuse with a Rejection; ``started`` and
        ``ended`` follow the store's record of the match)."""
        for w in self.watchers:
            getattr(w, what)(room)

    def start(self, room: Room) -> None:
        if room.phase == "playing":
            raise Rejection("bad_action", "A match is already running; end it first.")
        self._tell("before_start", room)
        seats, spectators = list(room.seats), list(room.spectators)
        self._seat_spectators(room)
        game = get_game(room.game)
        n = len(room.seats)
        # Per-seat options come from each seat's own setting, in seat order.
        given = dict(room.options)
        for spec in game.options:
            if spec.kind == "seat":
                given[spec.id] = [s.prefs.get(spec.id, spec.default) for s in room.seats]
        try:
            options = game.resolve_options(given, n)
        except OptionsError as exc:
            room.seats, room.spectators = seats, spectators   # nobody sits down for a match that did not start
            raise Rejection("bad_options", str(exc)) from exc
        seed = self.seeds.randrange(2**31)
        match = Match(game, n, options, seed)
        # each seat's name and whether a bot sat it: a replay shows a bot's name in the TV's language
        room.match_id = self.store.start_match(room.code, game.id, n, options, seed,
                                               [{"name": s.name, "bot": s.bot} for s in room.seats])
        room.match, room.phase, room.paused = match, "playing", False
        room.match_no += 1
        room.deadlines.clear(), room.frozen.clear(), room.due.clear(), room.known_prompts.clear()
        room.brains.clear()
        self._save(room)
        self._sync_prompts(room)
        self._tell("started", room)

    def end_match(self, room: Room) -> None:
        aborted = room.match is not None and not room.match.finished
        if aborted:   # stored first: an abort the disk cannot keep is not made
            self.store.end_match(room.match_id, None, True)
            room.match.abort()
        room.phase, room.match, room.match_id, room.paused = "lobby", None, None, False
        room.deadlines.clear(), room.frozen.clear(), room.due.clear()
        self._seat_spectators(room)
        self._save(room)
        if aborted:
            self._tell("ended", room)

    def answer_from_phone(self, room: Room, seat: int, number: Any, answer: Any) -> None:
        """A phone's answer to its prompt ``number`` (the prompt's ``id`` in its view). Whether the
        number is another seat's, answered, or never was, the refusal is the same."""
        m = self._answerable(room, number, "player")
        p = m.open_prompt(seat, number)
        self.answer(room, seat, p.id if p else -1, answer)

    def _answerable(self, room: Room, prompt_id: Any, source: str) -> Match:
        m = room.match
        # A match that has just ended answers "match_over" (the rules' own refusal, below): a phone
        # whose answer crossed the last one on the wire is told the match is over, as the
        # answer that met a closed prompt is.
        if m is None or room.phase not in ("playing", "finished"):
            raise Rejection("no_match", "No match is running in this room.")
        if not isinstance(prompt_id, int) or isinstance(prompt_id, bool):
            raise Rejection("bad_payload", "The field 'prompt' must be the prompt's number.")
        if room.paused and source != "host":
            raise Rejection("paused", "The host paused the match; wait for it to resume.")
        return m

    def answer(self, room: Room, seat: int, prompt_id: Any, answer: Any, source: str = "player") -> None:
        """Check, store, then apply. A refused or unsaved answer changes nothing."""
        m = self._answerable(room, prompt_id, source)
        problem = m.check(seat, prompt_id, answer)
        if problem:
            # a fresh one: the engine's may be a shared constant, and a raised exception keeps its traceback
            raise Rejection(problem.code, problem.message, problem.key, problem.params)
        try:
            self.store.append_input(room.match_id, len(m.inputs), seat, prompt_id, answer, source)
        except StorageError as exc:
            raise unsaved("The answer could not be saved, so it was not played", exc, "answer again") from exc
        m.apply(seat, prompt_id, answer, source)
        if m.finished:
            room.phase = "finished"
            self.store.end_match(room.match_id, m.outcome(), False)
            self._save(room)
            self._tell("ended", room)
        self._sync_prompts(room)

    def _sync_prompts(self, room: Room) -> None:
        """Start timers for newly opened prompts and schedule bots and auto-passes."""
        m = room.match
        now = self.clock()
        open_ids = set()
        pause = None
        for p in (m.prompts if m else []):
            open_ids.add(p.id)
            if p.id in room.known_prompts:
                continue
            room.known_prompts.add(p.id)
            secs = room.timer_seconds(p.timer)
            if secs > 0:
                if room.paused:
                    room.frozen[p.id] = float(secs)
                else:
                    room.deadlines[p.id] = now + secs
            if room.seats[p.seat].bot:
                room.due[p.id] = now + self.bot_delay
            elif p.auto_pass:
                # A random moment between the delay and twice it, one for the batch: a pass that came
                # exactly at the delay would tell the table the server made it (nothing to do).
                if pause is None:
                    pause = room.auto_pass_delay(self.auto_pass_delay) * (1 + self.seeds.random())
                room.due[p.id] = now + pause
        for d in (room.deadlines, room.frozen, room.due):
            for pid in [k for k in d if k not in open_ids]:
                del d[pid]
        room.known_prompts &= open_ids

    def _reschedule_bots(self, room: Room) -> None:
        m = room.match
        if not m:
            return
        now = self.clock()
        for p in m.prompts:
            if room.seats[p.seat].bot and p.id not in room.due:
                room.due[p.id] = now + self.bot_delay
            elif not room.seats[p.seat].bot and not p.auto_pass:
                room.due.pop(p.id, None)

    def _brain(self, room: Room, seat: int):
        """The bot playing ``seat`` (a new one when the host changed its kind)."""
        kind = room.seats[seat].bot
        held = room.brains.get(seat)
        if held is None or held[0] != kind:
            cls = get_game(room.game).bots.get(kind, RandomBot)
            held = room.brains[seat] = (kind, cls(seat, random.Random(f"{room.code}:{room.match_no}:{seat}")))
        held[1].lang = room.tv_lang        # what the bot says is read on the TV
        return held[1]

    def tick(self, room: Room) -> bool:
        """Answer for bots, auto-passes and expired timers. True if anything changed."""
        m = room.match
        if m is None or room.phase != "playing" or room.paused:
            return False
        changed = False
        for _ in range(1000):  # bounded: each pass answers at least one prompt or stops
            now = self.clock()
            acted = False
            held = self._held_passes(room)
            for p in list(m.prompts):
                answer, source = None, None
                if p.id in room.due and room.due[p.id] <= now and p.id not in held:
                    if room.seats[p.seat].bot:
                        answer, source = bot_answer(m, self._brain(room, p.seat), p, m.view(p.seat)), "bot"
                    else:
                        answer, source = p.default, "timeout"
                elif p.id in room.deadlines and room.deadlines[p.id] <= now:
                    answer, source = p.default, "timeout"
                if source is None:
                    continue
                self.answer(room, p.seat, p.id, answer, source)
                changed = acted = True
                break  # the prompt list may have changed
            if not acted or room.phase != "playing":
                break
        return changed

    def _held_passes(self, room: Room) -> set:
        """Auto-passes that wait. A phone with nothing legal to do is passed only once no seat that
        has a choice is still deciding, so the window closes on every phone at the same moment: a
        window that vanished early from one phone would show its neighbour that it held nothing."""
        m = room.match
        if not any(not p.auto_pass for p in m.prompts):
            return set()
        return {p.id for p in m.prompts if p.auto_pass and not room.seats[p.seat].bot}

    def is_due(self, room: Room, now: float) -> bool:
        """Whether a timer, a bot or an auto-pass of ``room`` is due at ``now`` (what ``tick`` would
        answer). The ticker asks it of every room 20 times a second, so the common answer, "not
        yet", is found from the earliest moment each timetable keeps (server/moments.py); the held
        passes are looked at only when an auto-pass is due."""
        first_deadline = room.deadlines.earliest()
        if first_deadline > now and room.due.earliest() > now:
            return False
        if room.paused or room.phase != "playing":
            return False
        if first_deadline <= now:
            return True
        held = self._held_passes(room)
        return any(t <= now for pid, t in room.due.items() if pid not in held)

    # -- host controls -----------------------------------------------------------------
    @saved_or_undone
    def host(self, room: Room, action: Any, payload: dict) -> Optional[dict]:
        handler = getattr(self, f"_host_{action}", None) if isinstance(action, str) else None
        if handler is None:
            raise Rejection("bad_action", f"Unknown host action {action!r}; see docs/protocol.md for the list.")
        return handler(room, payload)

    def _seat_arg(self, room: Room, payload: dict) -> int:
        seat = payload.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(room.seats):
            raise Rejection("bad_payload", "The field 'seat' must be a seat number of this room.")
        return seat

    def _lobby_only(self, room: Room, what: str) -> None:
        if room.phase == "playing":
            raise Rejection("room_started", f"{what} is only possible between matches.")

    def _host_select_game(self, room, payload):
        self._lobby_only(room, "Choosing the game")
        game = payload.get("game")
        if game not in REGISTRY:
            raise Rejection("bad_payload", f"Unknown game {game!r}; pick one of {sorted(REGISTRY)}.")
        if not get_game(game).table_ready:
            raise Rejection("not_ready", f"{game} has no TV board and phone panel yet; "
                                         f"it can be tried with `partytable simulate {game}`.")
        room.game, room.options, room.timers = game, {}, {}
        room.phase, room.match, room.match_id = "lobby", None, None
        self._save(room)

    def _host_set_options(self, room, payload):
        self._lobby_only(room, "Changing options")
        opts = payload.get("options")
        if not isinstance(opts, dict):
            raise Rejection("bad_payload", "The field 'options' must be an object of option values.")
        merged = {**room.options, **opts}
        game = get_game(room.game)
        known = {o.id: o for o in game.options}
        for k, v in merged.items():
            if k not in known:
                raise Rejection("bad_options", f"{game.id} has no option {k!r}.")
            if known[k].kind == "seat":
                raise Rejection("bad_options", f"{k!r} is set by each player on their own phone.")
            try:
                known[k].coerce(v)
            except OptionsError as exc:
                raise Rejection("bad_options", str(exc)) from exc
        room.options = merged
        self._save(room)

    def _host_set_timers(self, room, payload):
        timers = payload.get("timers")
        classes = get_game(room.game).timers
        if not isinstance(timers, dict) or not all(
                k in classes and isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 3600
                for k, v in timers.items()):
            raise Rejection("bad_payload", f"'timers' maps timer classes {sorted(classes)} to 0-3600 seconds.")
        room.timers.update(timers)
        self._save(room)

    def _host_add_bot(self, room, payload):
        self._lobby_only(room, "Adding a bot")
        kind = payload.get("bot", "smart")
        if kind not in BOT_KINDS:
            raise Rejection("bad_payload", f"'bot' must be one of {list(BOT_KINDS)}.")
        if len(room.seats) >= min(MAX_SEATS, get_game(room.game).max_players):
            raise Rejection("room_full", "Every seat is taken.")
        taken = {s.name for s in room.seats}
        n = 1
        while f"Bot {n}" in taken:
            n += 1
        room.seats.append(Seat(f"Bot {n}", secrets.token_urlsafe(18), bot=kind))
        self._save(room)

    def _host_remove_seat(self, room, payload):
        self._lobby_only(room, "Removing a seat")
        self._remove_seat(room, self._seat_arg(room, payload))

    def _host_kick(self, room, payload):
        seat = self._seat_arg(room, payload)
        if room.phase != "playing":
            self._remove_seat(room, seat)
            return {"kicked": seat}
        s = room.seats[seat]
        s.token = secrets.token_urlsafe(18)  # the old phone can no longer come back
        s.bot = s.bot or "smart"
        self._reschedule_bots(room)
        self._save(room)
        return {"kicked": seat}

    def _host_seat_to_bot(self, room, payload):
        seat = self._seat_arg(room, payload)
        kind = payload.get("bot", "smart")
        if kind not in BOT_KINDS:
            raise Rejection("bad_payload", f"'bot' must be one of {list(BOT_KINDS)}.")
        room.seats[seat].bot = kind
        self._reschedule_bots(room)
        self._save(room)

    def _host_seat_to_human(self, room, payload):
        seat = self._seat_arg(room, payload)
        room.seats[seat].bot = None
        self._reschedule_bots(room)
        self._save(room)

    def _host_seat_link(self, room, payload):
        seat = self._seat_arg(room, payload)
        if room.locked:
            raise Rejection("room_locked", "The room is locked: unlock it to hand a seat to another phone.")
        # The link carries a fresh single-use claim code, never the seat's token: the host (a player
        # too) must not hold anything that reads another seat (docs/protocol.md, "Seat links").
        code = secrets.token_urlsafe(18)
        room.claims[code] = (seat, self.clock() + SEAT_LINK_SECONDS)
        return {"seat_link": {"seat": seat, "url": f"{self.base_url}/join/{room.code}#c={code}",
                              "seconds": SEAT_LINK_SECONDS}}

    def _host_make_host(self, room, payload):
        seat = self._seat_arg(room, payload)
        if room.seats[seat].bot:
            raise Rejection("bad_payload", "A bot cannot be the host; pick a player's seat.")
        room.host_seat = seat
        self._save(room)

    def _host_spectators_join(self, room, payload):
        allow = payload.get("allow")
        if not isinstance(allow, bool):
            raise Rejection("bad_payload", "'allow' must be true or false.")
        room.spectators_join = allow
        self._save(room)

    def _host_lock(self, room, payload):
        room.locked = True
        self._save(room)

    def _host_unlock(self, room, payload):
        room.locked = False
        self._save(room)

    def _host_start(self, room, payload):
        self.start(room)

    def _playing(self, room: Room, what: str) -> Match:
        if room.phase != "playing" or room.match is None:
            raise Rejection("no_match", f"{what} needs a running match.")
        return room.match

    def _host_pause(self, room, payload):
        self._playing(room, "Pausing")
        if not room.paused:
            now = self.clock()
            room.frozen.update({pid: max(0.0, t - now) for pid, t in room.deadlines.items()})
            room.deadlines.clear()
            room.paused = True

    def _host_resume(self, room, payload):
        self._playing(room, "Resuming")
        if room.paused:
            now = self.clock()
            room.deadlines.update({pid: now + left for pid, left in room.frozen.items()})
            room.frozen.clear()
            room.paused = False
            for pid in room.due:  # bots wait their delay again after a pause
                room.due[pid] = max(room.due[pid], now + self.bot_delay)

    def _host_extend(self, room, payload):
        self._playing(room, "Extending a timer")
        secs = payload.get("seconds", 30)
        if not isinstance(secs, int) or isinstance(secs, bool) or not 1 <= secs <= 600:
            raise Rejection("bad_payload", "'seconds' must be a whole number from 1 to 600.")
        for d in (room.deadlines, room.frozen):
            for pid in d:
                d[pid] += secs

    def _host_skip_timer(self, room, payload):
        """Play the default of every prompt open now (later prompts keep their timers)."""
        m = self._playing(room, "Skipping a timer")
        for p in list(m.prompts):
            if room.phase == "playing" and m.prompt(p.id) is not None:
                self.answer(room, p.seat, p.id, p.default, "host")

    def _host_replay(self, room, payload):
        """The host phone's remote for the TV's replay of the match just ended: relayed to the
        host's TV, which holds the replay (docs/protocol.md "Replays")."""
        between_matches(room)
        move = payload.get("move")
        if move not in REPLAY_MOVES:
            raise Rejection("bad_payload", f"'move' must be one of {list(REPLAY_MOVES)}.")
        if room.phase != "finished" or room.match_id is None:
            raise Rejection("no_match", "The replay remote works once a match has ended, until the room is back in the lobby.")
        return {"replay": {"move": move, "id": f"m{room.match_id}"}}

    def _host_end_match(self, room, payload):
        self.end_match(room)

    def _host_set_tv_lang(self, room, payload):
        lang = payload.get("lang")
        if lang not in LANGS:
            raise Rejection("bad_payload", f"'lang' must be one of {list(LANGS)}.")
        room.tv_lang = lang
        self._save(room)

    # -- what a seat sees -----------------------------------------------------------------
    def timer_info(self, room: Room, seat: Optional[int]) -> Optional[dict]:
        m = room.match
        if m is None or room.phase != "playing":
            return None
        # a paused room's timers are all frozen, a running room's all in deadlines
        timed = room.frozen if room.paused else room.deadlines
        if not timed:
            return None
        # a loop, not next() over a generator: read for every view of every answer
        for first in (m.prompts if seat is None else m.prompts_for(seat)):
            moment = timed.get(first.id)
            if moment is not None:
                left = moment if room.paused else moment - self.clock()
                return {"remaining": round(max(0.0, left), 1), "total": room.timer_seconds(first.timer),
                        "paused": room.paused}
        return None

    def view(self, room: Room, seat: Optional[int]) -> dict:
        """The only game payload sent to anyone: made for ``seat`` (None: the TV). Its match's
        table is encoded already (bytes the socket layer copies as they are)."""
        # Each reader's table is encoded once per move of the rules and kept as bytes: a pass or one
        # vote of many builds none, and a hall's kept tables are a few bytes objects, not thousands of
        # dicts and lists for the garbage collector to walk (docs/decisions.md "Views kept as bytes").
        match = room.match.view(seat, keep=KEPT_ENCODED) if room.match is not None else None
        return {"room": room.code, "seat": seat, "match": match, "timer": self.timer_info(room, seat)}

    def view_if_changed(self, room: Room, seat: Optional[int], force: bool = False,
                        remember: bool = True) -> Optional[dict]:
        """``seat``'s view, or None when nothing the seat may know changed since the view last sent
        to every connection of it (``force``: send it all the same; ``remember``: it goes to every
        connection of the seat). The timer's seconds left come from the clock: they are no news."""
        v = self.view(room, seat)
        timer = v["timer"]
        timer = timer and (timer["total"], timer["paused"])
        last = room.sent_views.get(seat)
        # The same kept table and the same fields: no news, found without encoding anything (most
        # answers in 风声 and 三国杀 are hidden passes that leave every other seat's view as it was).
        if not force and last is not None and last[0] == v["match"] and last[1] == timer:
            return None
        # A table rebuilt after a move of the rules may be the same bytes: that is no news either
        # (a neighbour must not learn that a hidden answer moved the rules on).
        sent = encode(v["match"])
        unchanged = not force and last is not None and last[2] == sent and last[1] == timer
        if remember or unchanged:
            room.sent_views[seat] = (v["match"], timer, sent)
        if unchanged:
            return None
        v["match"] = sent_as_is(sent)
        return v

    # -- restart --------------------------------------------------------------------------
    def restore(self) -> int:
        """Rebuild every room from the store, replaying running matches (with several
        workers: the rooms nginx routes to this one; the others are loaded on demand)."""
        count = 0
        for code, data in self.store.rooms(since=time.time() - RESTORE_WITHIN):
            if (self.owns is None or self.owns(code)) and self._rebuild(code, data) is not None:
                if self.shared:   # nginx routes it here again: take it back from a stand-in worker
                    self.store.claim(code)
                count += 1
        return count

    def restore_room(self, code: str) -> Optional[Room]:
        """Load one room by its code from a store shared with other workers (its worker died,
        or nginx sends its phones here now), and hold it: the previous holder can no longer
        write to it (server/redis_store.py)."""
        with self.lock:
            if code in self.rooms:
                return self.rooms[code]
            try:
                data = self.store.room(code)
                if data is None:
                    return None
                self.store.claim(code)
            except StorageError as exc:
                raise Rejection("storage_failed", f"The room could not be loaded: {exc}") from exc
            return self._rebuild(code, data)

    def _rebuild(self, code: str, data: dict) -> Optional[Room]:
        """A room from its stored data, its match replayed from the input log."""
        room = Room(code, data["host_token"], game=data.get("game", ""))
        if room.game not in REGISTRY:
            return None
        room.seats = [Seat(s["name"], s["token"], s.get("lang", "en"), s.get("bot"), dict(s.get("prefs") or {}),
                           seen=s.get("seen", True), stand_in=s.get("stand_in", False)) for s in data["seats"]]
        room.spectators = [Spectator(s["name"], s["token"], s.get("lang", "en"), s.get("wants_seat", False))
                           for s in data.get("spectators", [])]
        room.spectators_join = data.get("spectators_join", True)
        room.host_seat = data.get("host_seat")
        room.options, room.timers = data.get("options", {}), data.get("timers", {})
        room.tv_lang, room.match_no = data.get("tv_lang", "en"), data.get("match_no", 0)
        room.locked = bool(data.get("locked", False))
        room.event = data.get("event")
        room.phase = data.get("phase", "lobby")
        mid = data.get("match_id")
        info = self.store.match(mid) if mid else None
        if info and room.phase in ("playing", "finished") and not info["aborted"]:
            room.match = Match.replay(get_game(info["game"]), info["players"], info["options"],
                                      info["seed"], self.store.inputs(mid))
            room.match_id = mid
            room.phase = "finished" if room.match.finished else "playing"
        else:
            room.phase = "lobby"
        self.rooms[code] = room
        self._sync_prompts(room)
        return room
