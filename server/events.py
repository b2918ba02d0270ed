"""Events: a roster of entrants, rounds of tables, and standings (docs/events.md).

Plain Python over the ``RoomHall`` (every table of a round is a normal room) and the
``Store``; the socket layer (server/app.py) calls it and publishes. What an event
keeps is its roster, its seatings, the match ids of its tables and the organiser's
corrections; the standings are derived from the stored match outcomes each time
(docs/rules/tournament.md §3.9: standings are derived, never stored as truth).
"""

from __future__ import annotations

import csv
import io
import itertools
import math
import random
import secrets
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Optional

from games import REGISTRY, get_game
from games.core import LANGS, OptionsError, Rejection
from games.events import event_rules, penalty_points, rank

from .rooms import RoomHall, Seat, clean_name, same_token, unsaved
from .store import StorageError, Store

TITLE_MAX = 60
TIME_LIMIT_MAX = 24 * 60   # minutes
ABSENT_GRACE = 60          # seconds an entrant's seat waits for their phone before a bot keeps it (0: never)
ABSENT_GRACE_MAX = 3600
REASON_MAX = 200
ENTRANTS_MAX = 400
ROUNDS_MAX = 20
POINTS_MAX = 1000          # a fixed result or a penalty, either way
DRAW_TRIES = 300           # random seatings tried per round; the one with fewest repeat tablemates wins
RESTORE_WITHIN = 30 * 24 * 3600
NAME_HEADERS = {"name", "names", "player", "players", "entrant", "姓名", "名字", "名稱", "名称", "選手", "选手", "玩家"}


@dataclass(eq=False)
class Entrant:
    id: int
    name: str
    token: str
    lang: str = "en"
    claimed: bool = False      # a phone holds this entrant's token
    withdrawn: bool = False    # keeps the points earned; no later seats
    sids: set = field(default_factory=set)

    def data(self) -> dict:
        return {"id": self.id, "name": self.name, "token": self.token, "lang": self.lang,
                "claimed": self.claimed, "withdrawn": self.withdrawn}


@dataclass
class EventTable:
    no: int                    # 1-based, as the hall reads it
    room: str
    entrants: list             # per seat: an entrant id, or None for a bot seat
    matches: list = field(default_factory=list)   # ids of the matches started here, oldest first
    seated_at: Optional[float] = None   # Unix time the round was seated: an absent entrant's grace starts here
    held: list = field(default_factory=list)      # seats the organiser keeps for their player (no stand-in bot)

    def data(self) -> dict:
        return {"no": self.no, "room": self.room, "entrants": self.entrants, "matches": self.matches,
                "seated_at": self.seated_at, "held": self.held}


@dataclass
class Event:
    code: str
    title: str
    game: str
    organiser_token: str
    seed: int
    options: dict = field(default_factory=dict)
    timers: dict = field(default_factory=dict)     # timer class -> seconds, for every table seated next
    rounds_planned: int = 3
    allow_bots: bool = True
    absent_grace: int = ABSENT_GRACE   # seconds before a bot keeps an unclaimed seat (0: never)
    registration: bool = True
    closed: bool = False
    ends_at: Optional[float] = None   # Unix time after which no new round is seated (§3.6)
    created: float = field(default_factory=time.time)
    entrants: list = field(default_factory=list)
    rounds: list = field(default_factory=list)       # per round: a list of EventTable
    corrections: list = field(default_factory=list)  # the organiser's changes, in order, with who and why
    viewer_sids: set = field(default_factory=set)    # every connection showing this event
    lock: Any = field(default_factory=threading.RLock, repr=False)

    @property
    def status(self) -> str:
        return "closed" if self.closed else ("running" if self.rounds else "open")

    def entrant(self, eid: Any) -> Entrant:
        for e in self.entrants:
            if type(eid) is int and e.id == eid:
                return e
        raise Rejection("bad_payload", f"No entrant {eid!r} in this event; pick one from the roster.")

    def entrant_of_token(self, token: Any) -> Optional[Entrant]:
        for e in self.entrants:
            if same_token(token, e.token):
                return e
        return None

    def seat_table(self, round_no: Any, table_no: Any) -> EventTable:
        if not (type(round_no) is int and type(table_no) is int
                and 1 <= round_no <= len(self.rounds) and 1 <= table_no <= len(self.rounds[round_no - 1])):
            raise Rejection("bad_payload", "'round' and 'table' must name a seated table of this event (numbers from 1).")
        return self.rounds[round_no - 1][table_no - 1]

    def data(self) -> dict:
        return {"title": self.title, "game": self.game, "organiser_token": self.organiser_token, "seed": self.seed,
                "options": self.options, "timers": self.timers, "rounds_planned": self.rounds_planned, "allow_bots": self.allow_bots,
                "absent_grace": self.absent_grace,
                "registration": self.registration, "closed": self.closed, "created": self.created,
                "ends_at": self.ends_at,
                "entrants": [e.data() for e in self.entrants],
                "rounds": [[t.data() for t in r] for r in self.rounds], "corrections": self.corrections}

    @staticmethod
    def from_data(code: str, d: dict) -> "Event":
        ev = Event(code, d["title"], d["game"], d["organiser_token"], d["seed"], d.get("options", {}),
                   d.get("rounds_planned", 3), d.get("allow_bots", True), d.get("registration", True),
                   d.get("closed", False), d.get("created", time.time()))
        ev.entrants = [Entrant(e["id"], e["name"], e["token"], e.get("lang", "en"), e.get("claimed", False),
                               e.get("withdrawn", False)) for e in d.get("entrants", [])]
        ev.rounds = [[EventTable(t["no"], t["room"], list(t["entrants"]), list(t.get("matches", [])),
                                 t.get("seated_at"), list(t.get("held", []))) for t in r] for r in d.get("rounds", [])]
        ev.absent_grace = d.get("absent_grace", ABSENT_GRACE)
        ev.corrections = list(d.get("corrections", []))
        ev.timers = dict(d.get("timers", {}))
        ev.ends_at = d.get("ends_at")
        return ev


def _text(raw: Any, what: str, limit: int, default: str = "") -> str:
    if raw is None or raw == "":
        if default:
            return default
        raise Rejection("bad_payload", f"Give {what} (1 to {limit} characters).")
    if not isinstance(raw, str):
        raise Rejection("bad_payload", f"{what[0].upper() + what[1:]} must be text.")
    text = " ".join("".join(ch for ch in raw if ch.isprintable()).split())[:limit]
    if not text:
        raise Rejection("bad_payload", f"Give {what} (1 to {limit} characters).")
    return text


def _whole(raw: Any, what: str, lo: int, hi: int) -> int:
    if not isinstance(raw, int) or isinstance(raw, bool) or not lo <= raw <= hi:
        raise Rejection("bad_payload", f"'{what}' must be a whole number from {lo} to {hi}.")
    return raw


def names_from_csv(text: str) -> list[str]:
    """The names of a pasted or imported roster: a ``name`` column when the first row
    is a header naming one, else the first column of every row."""
    rows = [r for r in csv.reader(io.StringIO(text.lstrip("\ufeff"))) if any(c.strip() for c in r)]
    if not rows:
        return []
    header = [c.strip().lower() for c in rows[0]]
    col = next((i for i, c in enumerate(header) if c in NAME_HEADERS), None)
    body = rows[1:] if col is not None else rows
    col = col or 0
    return [r[col] for r in body if len(r) > col and r[col].strip()]


def table_sizes(players: int, tables: int) -> list[int]:
    """§3.2 Prefer equal table sizes, e.g. 17 -> 9 + 8."""
    base, extra = divmod(players, tables)
    return [base + 1] * extra + [base] * (tables - extra)


def draw_tables(entrants: list, sizes: list[int], met: Counter, rng: random.Random) -> list[list]:
    """§3.2 Seats are random from the event seed. Avoid repeating the same tablemates
    when possible: of DRAW_TRIES random seatings, the one whose tables hold the fewest pairs
    that already sat together (a pair counted once per earlier shared table)."""
    best, best_cost = None, None
    for _ in range(DRAW_TRIES):
        order = list(entrants)
        rng.shuffle(order)
        groups, at = [], 0
        for size in sizes:
            groups.append(order[at:at + size])
            at += size
        cost = sum(met[frozenset(p)] for g in groups for p in itertools.combinations(g, 2))
        if best_cost is None or cost < best_cost:
            best, best_cost = groups, cost
            if cost == 0:
                break
    return best


class EventHall:
    """Every event of this server; watches the room hall for match starts and ends."""

    def __init__(self, room_hall: RoomHall, store: Store, base_url: str):
        self.room_hall, self.store, self.base_url = room_hall, store, base_url
        self.events: dict[str, Event] = {}
        self.dirty: set[str] = set()      # events whose tables changed: the socket layer publishes them
        self._outcomes: dict[int, dict] = {}   # finished match id -> stored match (never changes again)
        self._bot_played: dict[int, set] = {}  # finished match id -> the seats a bot played
        room_hall.watchers.append(self)

    # -- persistence ---------------------------------------------------------------------
    def _save(self, ev: Event) -> None:
        try:
            self.store.save_event(ev.code, ev.data())
        except StorageError as exc:
            raise unsaved("The event could not be saved", exc) from exc

    def restore(self) -> int:
        for code, data in self.store.events(since=time.time() - RESTORE_WITHIN):
            if data.get("game") in REGISTRY:
                self.events[code] = Event.from_data(code, data)
                self.room_hall.reserved_codes.add(code)
        return len(self.events)

    def event(self, code: Any) -> Event:
        if not isinstance(code, str) or code.upper() not in self.events:
            raise Rejection("no_event", "No event has that code; check the code on the projector.")
        return self.events[code.upper()]

    # -- creating and settings ---------------------------------------------------------------
    def create(self, payload: dict) -> Event:
        game = payload.get("game")
        if not isinstance(game, str) or game not in REGISTRY or not get_game(game).table_ready:
            raise Rejection("bad_payload", f"'game' must be one of {sorted(g for g in REGISTRY if get_game(g).table_ready)}.")
        with self.room_hall.lock:
            code = self.room_hall.new_code()
            self.room_hall.reserved_codes.add(code)
        ev = Event(code, _text(payload.get("title"), "a title", TITLE_MAX, default=get_game(game).names["en"]),
                   game, secrets.token_urlsafe(18), secrets.randbelow(2**31),
                   rounds_planned=event_rules(game).rounds)
        self._settings(ev, {k: v for k, v in payload.items()
                            if k in ("rounds", "options", "timers", "allow_bots", "absent_grace")})
        self._save(ev)
        self.events[code] = ev
        return ev

    def _settings(self, ev: Event, p: dict) -> None:
        if "title" in p:
            ev.title = _text(p["title"], "a title", TITLE_MAX)
        if "rounds" in p:
            ev.rounds_planned = _whole(p["rounds"], "rounds", max(1, len(ev.rounds)), ROUNDS_MAX)
        if "options" in p:
            opts = p["options"]
            if not isinstance(opts, dict):
                raise Rejection("bad_payload", "'options' must be an object of the game's option values.")
            game, merged, problem = get_game(ev.game), {**ev.options, **opts}, None
            # Tables of every size may be drawn: the options must fit at least one (each table
            # checks again at its start, with its own number of players).
            for n in range(game.min_players, game.max_players + 1):
                try:
                    game.resolve_options(merged, n)
                    break
                except OptionsError as exc:
                    problem = exc
            else:
                raise Rejection("bad_options", str(problem))
            ev.options = merged
        if "timers" in p:
            timers, classes = p["timers"], get_game(ev.game).timers
            if not isinstance(timers, dict) or not all(
                    k in classes and type(v) is int and 0 <= v <= 3600 for k, v in timers.items()):
                raise Rejection("bad_payload", f"'timers' maps timer classes {sorted(classes)} to 0-3600 seconds.")
            ev.timers = {**ev.timers, **timers}
        if "time_limit" in p:
            # §3.6 An event may have a wall-clock limit. When it passes, no new round
            # starts: minutes from now (0 removes the limit).
            minutes = _whole(p["time_limit"], "time_limit", 0, TIME_LIMIT_MAX)
            ev.ends_at = time.time() + minutes * 60 if minutes else None
        if "absent_grace" in p:
            ev.absent_grace = _whole(p["absent_grace"], "absent_grace", 0, ABSENT_GRACE_MAX)
        for flag in ("allow_bots", "registration"):
            if flag in p:
                if not isinstance(p[flag], bool):
                    raise Rejection("bad_payload", f"'{flag}' must be true or false.")
                setattr(ev, flag, p[flag])

    # -- entrants ---------------------------------------------------------------------------
    def _add(self, ev: Event, name: str, lang: str = "en", claimed: bool = False) -> Optional[Entrant]:
        if any(e.name.casefold() == name.casefold() for e in ev.entrants):
            return None
        if len(ev.entrants) >= ENTRANTS_MAX:
            raise Rejection("event_full", f"An event holds at most {ENTRANTS_MAX} entrants.")
        e = Entrant(max((x.id for x in ev.entrants), default=0) + 1, name, secrets.token_urlsafe(18),
                    lang if lang in LANGS else "en", claimed)
        ev.entrants.append(e)
        return e

    def add_entrants(self, ev: Event, names: Any, csv_text: Any) -> dict:
        if csv_text is not None:
            if not isinstance(csv_text, str):
                raise Rejection("bad_payload", "'csv' must be the text of a CSV file.")
            names = names_from_csv(csv_text)
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise Rejection("bad_payload", "Send 'names' (a list of names) or 'csv' (the text of a CSV file).")
        added, skipped = [], []
        for raw in names:
            try:
                name = clean_name(raw)
            except Rejection:
                continue
            (added if self._add(ev, name) else skipped).append(name)
        self._save(ev)
        return {"added": added, "skipped": skipped}

    def seated_ever(self, ev: Event, eid: int) -> bool:
        return any(eid in t.entrants for r in ev.rounds for t in r)

    def join(self, ev: Event, payload: dict) -> Entrant:
        """An entrant's phone: back with its token, claiming a roster name, or registering."""
        lang = payload.get("lang") if payload.get("lang") in LANGS else None
        token = payload.get("token")
        if token is not None:
            e = ev.entrant_of_token(token) if isinstance(token, str) and len(token) <= 100 else None
            if e is None:
                raise Rejection("bad_token", "This phone's entrant is not in the event any more; pick your name again.")
        elif payload.get("entrant") is not None:
            e = ev.entrant(payload.get("entrant"))
            if e.claimed:
                raise Rejection("entrant_claimed", "That name is already on another phone; if it is yours, "
                                                   "ask the organiser for your link.")
            if e.withdrawn:
                raise Rejection("entrant_withdrawn", "That entrant has withdrawn; ask the organiser.")
        else:
            if ev.closed or not ev.registration:
                raise Rejection("registration_closed", "The organiser closed registration; pick your name from "
                                                       "the list or ask the organiser to add you.")
            e = self._add(ev, clean_name(payload.get("name") if payload.get("name") is not None else ""),
                          lang or "en", claimed=True)
            if e is None:
                raise Rejection("name_taken", "That name is on the roster already: pick it from the list, "
                                              "or type another name.")
        e.claimed = True
        if lang:
            e.lang = lang
        self._save(ev)
        return e

    # -- seating a round ------------------------------------------------------------------
    def _replaceable_round(self, ev: Event) -> bool:
        """The last round may be seated again while none of its tables has started."""
        return bool(ev.rounds) and not any(t.matches for t in ev.rounds[-1])

    def _check_next_round(self, ev: Event) -> bool:
        if ev.closed:
            raise Rejection("event_closed", "The event is closed; reopen it to seat another round.")
        if self._replaceable_round(ev):
            return True
        if ev.rounds:
            unfinished = [t.no for t in ev.rounds[-1] if self.table_status(ev, t) in ("seated", "playing")]
            if unfinished:
                raise Rejection("round_running", f"Round {len(ev.rounds)} still has tables "
                                                 f"{', '.join(map(str, unfinished))} to finish (or void) first.")
        self._check_time(ev)
        if len(ev.rounds) >= ev.rounds_planned:
            raise Rejection("rounds_done", f"All {ev.rounds_planned} planned rounds are seated; raise the number "
                                           "of rounds in the event's settings to add one.")
        return False

    @staticmethod
    def _check_time(ev: Event) -> None:
        if ev.ends_at is not None and time.time() >= ev.ends_at:
            # Seed 000 l.539 "若時間內無法完成3場，則以最後場次累計積分": the standings stand as they are.
            raise Rejection("time_up", "The event's time is up: no new round starts. Close the event for the "
                                       "final standings, or give it more time in the settings.")

    def _check_sizes(self, ev: Event, sizes: list[int]) -> None:
        game = get_game(ev.game)
        if max(sizes) > game.max_players:
            raise Rejection("bad_tables", f"{game.names['en']} seats at most {game.max_players} a table; "
                                          f"use more tables.")
        if min(sizes) < game.min_players and not ev.allow_bots:
            raise Rejection("bad_tables", f"{game.names['en']} needs {game.min_players} at a table; use fewer "
                                          "tables or let bots fill the empty seats.")

    def draw_round(self, ev: Event, tables: Any) -> list:
        replace = self._check_next_round(ev)
        active = [e.id for e in ev.entrants if not e.withdrawn]
        game = get_game(ev.game)
        if not active:
            raise Rejection("no_entrants", "Add entrants first (type or paste names, import a CSV, or let "
                                           "players scan the QR).")
        count = math.ceil(len(active) / game.max_players) if tables is None else \
            _whole(tables, "tables", 1, len(active))
        sizes = table_sizes(len(active), count)
        self._check_sizes(ev, sizes)
        played = ev.rounds[:-1] if replace else ev.rounds
        met = Counter(frozenset(p) for r in played for t in r
                      for p in itertools.combinations([x for x in t.entrants if x is not None], 2))
        groups = draw_tables(active, sizes, met, random.Random(f"{ev.seed}:{len(played)}"))
        return self._seat(ev, groups, replace)

    def assign_round(self, ev: Event, tables: Any) -> list:
        replace = self._check_next_round(ev)
        if not isinstance(tables, list) or not tables or not all(isinstance(t, list) and t for t in tables):
            raise Rejection("bad_payload", "'tables' must be a list of tables, each a list of entrant ids.")
        seen = set()
        for t in tables:
            for eid in t:
                e = ev.entrant(eid)
                if e.withdrawn:
                    raise Rejection("entrant_withdrawn", f"{e.name} has withdrawn.")
                if eid in seen:
                    raise Rejection("bad_tables", f"{e.name} is at two tables.")
                seen.add(eid)
        self._check_sizes(ev, [len(t) for t in tables])
        return self._seat(ev, [list(t) for t in tables], replace)

    def _seat(self, ev: Event, groups: list[list], replace: bool) -> list:
        """Each group becomes a room in the game's lobby: locked, its seats named after the
        entrants, bots up to the game's minimum when the event allows them."""
        if replace:
            for t in ev.rounds.pop():
                self.room_hall.rooms.pop(t.room, None)
        game = get_game(ev.game)
        round_no = len(ev.rounds) + 1
        seated = []
        for i, group in enumerate(groups, 1):
            room = self.room_hall.create_room(ev.game)
            with room.lock:
                room.options, room.timers = dict(ev.options), dict(ev.timers)
                room.seats = [Seat(ev.entrant(eid).name, secrets.token_urlsafe(18), ev.entrant(eid).lang)
                              for eid in group]
                seats = list(group)
                while len(room.seats) < game.min_players:
                    room.seats.append(Seat(f"Bot {len(seats) - len(group) + 1}", secrets.token_urlsafe(18),
                                           bot="smart"))
                    seats.append(None)
                room.locked, room.host_seat = True, None
                room.event = {"code": ev.code, "round": round_no, "table": i}
                self.room_hall._save(room)
            seated.append(EventTable(i, room.code, seats, seated_at=time.time()))
        ev.rounds.append(seated)
        self._save(ev)
        return [t.room for t in seated]

    def start_tables(self, ev: Event, which: Optional[list] = None) -> list:
        """Start the matches of the current round's tables (or of ``which``) not playing yet."""
        if ev.closed:
            raise Rejection("event_closed", "The event is closed; reopen it to play.")
        if not ev.rounds:
            raise Rejection("no_round", "Seat a round first (draw the tables or assign them).")
        self._check_time(ev)
        started = []
        for t in (which or ev.rounds[-1]):
            if self.table_status(ev, t) in ("playing", "finished"):
                continue
            room = self.room_hall.rooms.get(t.room)
            if room is None:
                raise Rejection("table_gone", f"Table {t.no}'s room is no longer on this host; seat the round again.")
            with room.lock:
                self.room_hall.start(room)
            started.append(room.code)
        return started

    # -- watching the tables (RoomHall.watchers) ----------------------------------------------
    def _table_of_room(self, room) -> Optional[tuple[Event, EventTable]]:
        link = room.event
        ev = self.events.get(link["code"]) if link else None
        if ev is None:
            return None
        try:
            return ev, ev.seat_table(link["round"], link["table"])
        except Rejection:
            return None

    def before_start(self, room) -> None:
        found = self._table_of_room(room)
        if found and self.counted_match(*found) is not None:
            raise Rejection("event_table_done", "This table's match counts for the event; the organiser voids "
                                                "it in the event first to play it again.")
        if found and found[0].closed:
            raise Rejection("event_closed", "The event is closed; the organiser reopens it to play.")

    def started(self, room) -> None:
        found = self._table_of_room(room)
        if found:
            found[1].matches.append(room.match_id)
            self._save(found[0])
            self.dirty.add(found[0].code)

    def ended(self, room) -> None:
        found = self._table_of_room(room)
        if found:
            self.dirty.add(found[0].code)

    # -- absent entrants (issue 19 point 7) ------------------------------------------------------
    @staticmethod
    def absent_seats(t: EventTable, room) -> list[int]:
        """The table's entrant seats that no phone has held yet."""
        return [i for i, eid in enumerate(t.entrants)
                if eid is not None and i < len(room.seats) and not room.seats[i].seen]

    def stand_in_absentees(self, now: Optional[float] = None) -> list[str]:
        """Issue 19 point 7: "after a grace period the organiser sets (default 60 s) a bot takes an
        unclaimed seat". Counted from the round's seating, for the seats of the current round's
        tables still to be played; the organiser's kept seats wait for their player. Returns the
        rooms whose seats changed (the socket layer publishes them)."""
        now = time.time() if now is None else now
        changed = []
        for ev in list(self.events.values()):
            if ev.closed or not ev.absent_grace or not ev.rounds:
                continue
            with ev.lock:
                for t in ev.rounds[-1]:
                    room = self.room_hall.rooms.get(t.room)
                    if room is None or t.seated_at is None or now < t.seated_at + ev.absent_grace:
                        continue
                    with room.lock:
                        seats = [i for i in self.absent_seats(t, room) if i not in t.held and not room.seats[i].bot]
                        if seats and self.table_status(ev, t) in ("seated", "playing"):
                            self.room_hall.stand_in(room, seats)
                            changed.append(room.code)
                            self.dirty.add(ev.code)
        return changed

    def undo_stand_in(self, ev: Event, p: dict) -> str:
        """The organiser sends the stand-in bot away: the seat waits for its player again, and no
        bot comes back for it by the grace period."""
        t = ev.seat_table(p.get("round"), p.get("table"))
        seat = p.get("seat")
        room = self.room_hall.rooms.get(t.room)
        if room is None:
            raise Rejection("table_gone", f"Table {t.no}'s room is no longer on this host.")
        if type(seat) is not int or not 0 <= seat < len(room.seats) or not room.seats[seat].stand_in:
            raise Rejection("no_stand_in", f"No bot keeps seat {seat!r} of table {t.no} for an absent player.")
        with room.lock:
            self.room_hall.release_stand_in(room, seat)
        if seat not in t.held:
            t.held.append(seat)
        self._save(ev)
        return room.code

    def bot_seats(self, mid: int) -> set:
        """The seats of a match a bot played at least one move of (the stored input log says who
        answered: a stand-in for an absent entrant, or a bot the host gave a dropped seat to)."""
        if mid in self._bot_played:
            return self._bot_played[mid]
        seats = {i["seat"] for i in self.store.inputs(mid) if i["source"] == "bot"}
        if (self._match(mid) or {}).get("ended") is not None:   # a finished match's log never changes
            self._bot_played[mid] = seats
        return seats

    # -- results ----------------------------------------------------------------------------
    def _match(self, mid: int) -> Optional[dict]:
        if mid in self._outcomes:
            return self._outcomes[mid]
        info = self.store.match(mid)
        if info is not None and info["ended"] is not None:
            self._outcomes[mid] = info
        return info

    @staticmethod
    def voided(ev: Event) -> set:
        out = set()
        for c in ev.corrections:
            if c["action"] == "void":
                out.add(c["match"])
            elif c["action"] == "unvoid":
                out.discard(c["match"])
        return out

    def counted_match(self, ev: Event, t: EventTable, voided: Optional[set] = None) -> Optional[int]:
        """The table's match that counts: the latest one that reached its end and is not void."""
        voided = self.voided(ev) if voided is None else voided
        for mid in reversed(t.matches):
            info = self._match(mid)
            if info and info["ended"] is not None and not info["aborted"] and mid not in voided:
                return mid
        return None

    def table_status(self, ev: Event, t: EventTable, voided: Optional[set] = None) -> str:
        if not t.matches:
            return "seated"
        last = t.matches[-1]
        if last in (self.voided(ev) if voided is None else voided):
            return "voided"
        info = self._match(last)
        if info is None or info["ended"] is None:
            return "playing"
        return "abandoned" if info["aborted"] else "finished"

    def standings(self, ev: Event) -> list[dict]:
        rules = event_rules(ev.game)
        voided = self.voided(ev)
        fixes: dict = {}
        for c in ev.corrections:
            if c["action"] == "fix":
                fixes.setdefault(c["match"], {}).update({int(k): v for k, v in c["points"].items()})
        rows = {e.id: {"entrant": e.id, "name": e.name, "withdrawn": e.withdrawn, "total": 0, "by_round": {},
                       "stats": {s: 0 for s, _ in rules.tiebreaks}, "penalty": 0, "warnings": 0,
                       "matches": []} for e in ev.entrants}
        for r, tables in enumerate(ev.rounds, 1):
            for t in tables:
                mid = self.counted_match(ev, t, voided)
                if mid is None:
                    continue
                info = self._match(mid)
                lines = rules.score(info["outcome"], info["players"])
                for seat, eid in enumerate(t.entrants):
                    if eid is None or eid not in rows:   # a bot seat's points go to nobody
                        continue
                    ln, row = lines[seat], rows[eid]
                    fixed = eid in fixes.get(mid, {})
                    points = fixes[mid][eid] if fixed else ln["points"]
                    row["total"] += points
                    row["by_round"][str(r)] = row["by_round"].get(str(r), 0) + points
                    for k, v in ln["stats"].items():
                        row["stats"][k] = row["stats"].get(k, 0) + v
                    row["matches"].append({"round": r, "table": t.no, "match": mid, "points": points,
                                           "computed": ln["points"], "stats": ln["stats"], "detail": ln["detail"],
                                           "fixed": fixed, "bot": seat in self.bot_seats(mid)})
        penalties: dict = {}
        for c in ev.corrections:
            if c["action"] == "penalty" and c["entrant"] in rows:
                penalties.setdefault(c["entrant"], []).append(c)
        for eid, cs in penalties.items():
            row = rows[eid]
            row["warnings"] = sum(c.get("warnings", 0) for c in cs)
            row["penalty"] = penalty_points((c.get("points", 0) for c in cs), row["warnings"], rules.warnings_per_point)
            row["total"] += row["penalty"]
        return rank(list(rows.values()), rules.tiebreaks)

    # -- the organiser's corrections ------------------------------------------------------------
    def _record(self, ev: Event, action: str, p: dict, **fields) -> None:
        """§3.7 Each correction is logged with who made it and why."""
        ev.corrections.append({"action": action, "at": round(time.time(), 3),
                               "by": _text(p.get("by"), "your name", 40, default="Organiser"),
                               "reason": _text(p.get("reason"), "a reason", REASON_MAX, default="-"), **fields})
        self._save(ev)

    def void_match(self, ev: Event, p: dict) -> Optional[str]:
        t = ev.seat_table(p.get("round"), p.get("table"))
        voided = self.voided(ev)
        live = [m for m in t.matches if m not in voided]
        if not live:
            raise Rejection("nothing_to_void", f"Table {t.no} of round {p.get('round')} has no match to void.")
        mid = live[-1]
        room = self.room_hall.rooms.get(t.room)
        stopped = None
        if room is not None and room.match_id == mid and room.phase == "playing":
            with room.lock:   # §3.6 "A stopped match counts as abandoned"
                self.room_hall.end_match(room)
            stopped = room.code
        self._record(ev, "void", p, match=mid, round=p["round"], table=t.no)
        return stopped

    def unvoid_match(self, ev: Event, p: dict) -> None:
        t = ev.seat_table(p.get("round"), p.get("table"))
        voided = self.voided(ev)
        if self.counted_match(ev, t, voided) is not None:
            raise Rejection("bad_action", f"Table {t.no} has a match that counts already; void it first.")
        done = [m for m in t.matches if m in voided and (self._match(m) or {}).get("ended") is not None
                and not self._match(m)["aborted"]]
        if not done:
            raise Rejection("nothing_to_void", f"Table {t.no} has no voided match that reached its end.")
        self._record(ev, "unvoid", p, match=done[-1], round=p["round"], table=t.no)

    def fix_result(self, ev: Event, p: dict) -> None:
        t = ev.seat_table(p.get("round"), p.get("table"))
        mid = self.counted_match(ev, t)
        if mid is None:
            raise Rejection("no_result", f"Table {t.no} has no finished match to fix.")
        points = p.get("points")
        if not isinstance(points, dict) or not points:
            raise Rejection("bad_payload", "'points' maps entrant ids at that table to their points.")
        clean = {}
        for k, v in points.items():
            try:
                eid = int(k)
            except (TypeError, ValueError):
                raise Rejection("bad_payload", f"{k!r} is not an entrant id.") from None
            if eid not in t.entrants:
                raise Rejection("bad_payload", f"Entrant {eid} did not sit at table {t.no}.")
            clean[str(eid)] = _whole(v, "points", -POINTS_MAX, POINTS_MAX)
        self._record(ev, "fix", p, match=mid, round=p["round"], table=t.no, points=clean)

    def penalty(self, ev: Event, p: dict) -> None:
        e = ev.entrant(p.get("entrant"))
        points = _whole(p.get("points", 0), "points", -POINTS_MAX, 0)
        warnings = _whole(p.get("warnings", 0), "warnings", 0, 100)
        if not points and not warnings:
            raise Rejection("bad_payload", "Give a penalty in points (a negative number) or a number of warnings.")
        self._record(ev, "penalty", p, entrant=e.id, points=points, warnings=warnings)

    # -- what is sent ------------------------------------------------------------------------
    def public(self, ev: Event) -> dict:
        voided = self.voided(ev)
        rounds = []
        for r, tables in enumerate(ev.rounds, 1):
            out = []
            for t in tables:
                room = self.room_hall.rooms.get(t.room)
                seats = [{"entrant": eid, "bot": eid is None,
                          "name": ev.entrant(eid).name if eid is not None else (room.seats[i].name if room else "Bot"),
                          "connected": bool(room and i < len(room.seats) and room.seats[i].connected),
                          **self._presence(t, room, i)}
                         for i, eid in enumerate(t.entrants)]
                mid = self.counted_match(ev, t, voided)
                winners = []
                if mid is not None:
                    won = set(self._match(mid)["outcome"].get("winners") or ())
                    winners = [eid for i, eid in enumerate(t.entrants) if i in won and eid is not None]
                out.append({"no": t.no, "room": t.room, "status": self.table_status(ev, t, voided),
                            "stand_in_at": t.seated_at + ev.absent_grace if t.seated_at and ev.absent_grace else None,
                            "phase": room.phase if room else None, "seats": seats, "winners": winners,
                            "connected": sum(1 for s in seats if s["connected"]), "matches": len(t.matches)})
            rounds.append({"no": r, "tables": out})
        return {"code": ev.code, "title": ev.title, "game": ev.game, "options": ev.options, "timers": ev.timers,
                "status": ev.status,
                "rounds_planned": ev.rounds_planned, "round": len(ev.rounds), "registration": ev.registration,
                "allow_bots": ev.allow_bots, "absent_grace": ev.absent_grace,
                "join_url": f"{self.base_url}/event/{ev.code}",
                # the projector counts down against the server's clock, not the laptop's
                "ends_at": ev.ends_at, "now": time.time(),
                "tiebreaks": event_rules(ev.game).describe()["tiebreaks"],
                "warnings_per_point": event_rules(ev.game).warnings_per_point,
                "created": ev.created,
                "entrants": [{"id": e.id, "name": e.name, "claimed": e.claimed, "connected": bool(e.sids),
                              "withdrawn": e.withdrawn} for e in ev.entrants],
                "rounds": rounds, "standings": self.standings(ev), "corrections": ev.corrections}

    @staticmethod
    def _presence(t: EventTable, room, i: int) -> dict:
        """An entrant's seat as the projector marks it: no phone has held it yet (``absent``), a bot
        keeps it until the player comes (``stand_in``), the organiser keeps it for them (``held``)."""
        seat = room.seats[i] if room is not None and i < len(room.seats) else None
        entrant = t.entrants[i] is not None
        return {"absent": bool(entrant and seat and not seat.seen), "stand_in": bool(seat and seat.stand_in),
                "held": i in t.held}

    def admin(self, ev: Event) -> dict:
        """Only for the organiser's screens: the tables' host tokens and the entrants' tokens."""
        return {"hosts": {t.room: self.room_hall.rooms[t.room].host_token for r in ev.rounds for t in r
                          if t.room in self.room_hall.rooms},
                "entrants": {e.id: e.token for e in ev.entrants}}

    def entrant_link(self, ev: Event, e: Entrant) -> str:
        return f"{self.base_url}/event/{ev.code}#e={e.token}"

    def me(self, ev: Event, e: Entrant, standings: Optional[list] = None) -> dict:
        """What an entrant's phone is told: who it is, its seat now (its latest table), its standing."""
        seat = None
        for r in range(len(ev.rounds), 0, -1):
            t = next((t for t in ev.rounds[r - 1] if e.id in t.entrants and t.room in self.room_hall.rooms), None)
            if t is not None:
                i = t.entrants.index(e.id)
                token = self.room_hall.rooms[t.room].seats[i].token
                seat = {"round": r, "table": t.no, "room": t.room, "seat": i, "seat_token": token,
                        "status": self.table_status(ev, t), "url": f"{self.base_url}/join/{t.room}#t={token}"}
                break
        rows = standings if standings is not None else self.standings(ev)
        standing = next((row for row in rows if row["entrant"] == e.id), None)
        return {"event": ev.code, "entrant": e.id, "name": e.name, "token": e.token, "table": seat,
                "standing": standing}

    def summary(self, ev: Event) -> dict:
        return {"code": ev.code, "title": ev.title, "game": ev.game, "status": ev.status,
                "entrants": len(ev.entrants), "round": len(ev.rounds), "rounds": ev.rounds_planned,
                "created": ev.created}

    # -- the organiser's actions ----------------------------------------------------------------
    def act(self, ev: Event, action: Any, p: dict) -> dict:
        """One organiser action; returns what the socket layer must do beyond publishing
        (rooms whose matches started or stopped, a link to show)."""
        handler = getattr(self, f"_act_{action}", None) if isinstance(action, str) else None
        if handler is None:
            raise Rejection("bad_action", f"Unknown event action {action!r}; see docs/events.md for the list.")
        return handler(ev, p) or {}

    def _act_add_entrants(self, ev, p):
        return {"added": self.add_entrants(ev, p.get("names"), p.get("csv"))}

    def _act_remove_entrant(self, ev, p):
        e = ev.entrant(p.get("entrant"))
        if self.seated_ever(ev, e.id):   # §3.2 the points they earned stay, and their later seats are void
            e.withdrawn = True
        else:
            ev.entrants.remove(e)
        self._save(ev)
        return {"removed": e.id}

    def _act_rename_entrant(self, ev, p):
        e = ev.entrant(p.get("entrant"))
        name = clean_name(p.get("name"))
        if any(x is not e and x.name.casefold() == name.casefold() for x in ev.entrants):
            raise Rejection("name_taken", "Another entrant has that name; add a letter to tell them apart.")
        e.name = name
        renamed = []
        for r in ev.rounds:   # the tables show the roster's name
            for t in r:
                room = self.room_hall.rooms.get(t.room)
                if room is not None and e.id in t.entrants:
                    with room.lock:
                        room.seats[t.entrants.index(e.id)].name = name
                        self.room_hall._save(room)
                    renamed.append(room.code)
        self._save(ev)
        return {"rooms": renamed}

    def _act_entrant_link(self, ev, p):
        e = ev.entrant(p.get("entrant"))
        return {"entrant_link": {"entrant": e.id, "url": self.entrant_link(ev, e)}}

    def _act_organiser_link(self, ev, p):
        """§3.7 "Referee tools (phone or host)": the organiser's screen on a second device
        (a referee's phone), by a link holding the organiser token."""
        return {"organiser_link": {"url": f"{self.base_url}/event/{ev.code}/tv#o={ev.organiser_token}"}}

    def _act_set_event(self, ev, p):
        self._settings(ev, p)
        self._save(ev)

    def _act_draw_round(self, ev, p):
        return {"seated": self.draw_round(ev, p.get("tables"))}

    def _act_assign_round(self, ev, p):
        return {"seated": self.assign_round(ev, p.get("tables"))}

    def _act_start_round(self, ev, p):
        return {"started": self.start_tables(ev)}

    def _act_start_table(self, ev, p):
        return {"started": self.start_tables(ev, [ev.seat_table(p.get("round"), p.get("table"))])}

    def _act_void_match(self, ev, p):
        stopped = self.void_match(ev, p)
        return {"stopped": [stopped] if stopped else []}

    def _act_unvoid_match(self, ev, p):
        self.unvoid_match(ev, p)

    def _act_undo_stand_in(self, ev, p):
        return {"rooms": [self.undo_stand_in(ev, p)]}

    def _act_fix_result(self, ev, p):
        self.fix_result(ev, p)

    def _act_penalty(self, ev, p):
        self.penalty(ev, p)

    def _act_close(self, ev, p):
        ev.closed = True
        self._save(ev)

    def _act_reopen(self, ev, p):
        ev.closed = False
        self._save(ev)


def results_csv(public: dict) -> str:
    """The standings as CSV: place, name, total, each round's points, the tie-break
    numbers, penalties and warnings (the printable page shows the same)."""
    out = io.StringIO()
    w = csv.writer(out)
    rounds = [str(r) for r in range(1, max(public["rounds_planned"], public["round"]) + 1)]
    stats = [s for s, _ in public["tiebreaks"]]
    w.writerow(["place", "name", "total", *[f"round {r}" for r in rounds], *stats, "penalty", "warnings", "withdrawn",
                "played by a bot"])
    for row in public["standings"]:
        w.writerow([row["place"], row["name"], row["total"], *[row["by_round"].get(r, "") for r in rounds],
                    *[row["stats"].get(s, 0) for s in stats], row["penalty"], row["warnings"],
                    "yes" if row["withdrawn"] else "", bot_played_text(row)])
    return out.getvalue()


def bot_played_text(row: dict) -> str:
    """The matches of a standings row a bot played for the entrant, e.g. "round 1 table 2"."""
    return "; ".join(f"round {m['round']} table {m['table']}" for m in row["matches"] if m.get("bot"))
