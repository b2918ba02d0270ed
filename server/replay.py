"""The match after the match (issue 19 point 8): a finished match replayed on the TV from its
input log, each game's highlights, and a match exported as a file and opened again.

A match is (game, players, options, seed, inputs) (docs/engine.md §2), so a replay keeps nothing
else but the names and which seats a bot played: the view at step k is the match rebuilt from its
first k inputs, and each open replay keeps the match it rebuilt last, so that the next step applies
one more input instead of replaying them all (docs/decisions.md "Replays: stepping on, uploaded
files, bot seats"). Everything here is for the room's host (the TV's host token or the host phone's
seat token, sent in the ``X-Host-Token`` header) and only between matches: a replay shows every
secret on request, so the match it shows must be over, and no running match's TV is covered by it.
Routes and refusals: docs/protocol.md "Replays".
"""

from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass, field as dataclass_field
from typing import Any, Iterator, Optional

from flask import Blueprint, current_app, jsonify, request

from games import REGISTRY, get_game
from games.core import OptionsError, Rejection
from games.core.game import highlight, highlight_section
from games.core.match import Input, Match

from .rooms import NAME_MAX, Room, between_matches
from .store import blocking_runner

FORMAT = "partytable-replay"
VERSION = 1
FILE_MAX = 1024 * 1024         # bytes of an uploaded replay file (8-player 三国杀, 1323 inputs: 88 KB measured)
INPUTS_MAX = 100_000           # inputs of one file: far past any match the bots have played
KEPT = 32                      # replays kept in memory per worker (room matches and uploaded files)
# Uploaded files live only in memory (docs/decisions.md "Replays: stepping on, uploaded files, bot
# seats"): a room keeps its last few, all rooms together at most FILES_BYTES; the oldest goes first.
FILES_PER_ROOM = 4
FILES_BYTES = 8 * FILE_MAX
SOURCES = ("player", "bot", "timeout", "host")
TOKEN_HEADER = "X-Host-Token"


@dataclass(frozen=True)
class Replay:
    """A finished match, as ``views_at`` takes it (``game``, ``players``, ``options``, ``seed``)."""
    game: Any                  # the Game declaration
    players: int
    options: dict
    seed: int
    inputs: tuple              # games.core.match.Input, in order
    names: tuple
    outcome: Optional[dict]
    bots: tuple = ()           # the seats a bot played (sat at the start or answered for), ascending
    cursor: "Cursor" = dataclass_field(default=None, compare=False, repr=False)

    def __post_init__(self):
        if self.cursor is None:
            object.__setattr__(self, "cursor", Cursor(self))


class Cursor:
    """The match an open replay rebuilt last. The TV mostly asks for the next step (a tap, autoplay),
    so the next view is one more input applied to it, not the match replayed from its deal (8-player
    三国杀, every step of 1577: 153 s rebuilt from the deal each, 0.9 s stepping on; docs/decisions.md).
    A step back rebuilds from the deal: a match's rules are a running generator, which cannot be
    copied, so no earlier step can be kept without replaying it anyway."""

    def __init__(self, replay: "Replay"):
        self.replay = replay
        self.idle: list = []   # the rebuilt match while no request uses it (list.pop is atomic)

    @contextmanager
    def at(self, step: int) -> Iterator[Match]:
        """The match after the first ``step`` inputs, this request's alone until the block ends: a
        request that comes meanwhile rebuilds its own, never one that moves under the other."""
        try:
            match = self.idle.pop()
        except IndexError:   # none rebuilt yet, or another request holds it
            match = None
        match = self.advanced(match, step)
        yield match
        self.idle[:] = [match]

    def advanced(self, match: Optional[Match], step: int) -> Match:
        r = self.replay
        if match is None or len(match.inputs) > step:
            match = Match(r.game, r.players, r.options, r.seed)
        return match.play_on(r.inputs[len(match.inputs):step])


def refused(reason: str, message: str, **params) -> Rejection:
    """A file that cannot be replayed: ``reason`` names what is wrong, for the catalogue
    (``replay.bad.<reason>``), ``message`` says it in English."""
    return Rejection("bad_replay", message, f"replay.bad.{reason}", params)


# -- a match as a file ----------------------------------------------------------------------------

def file_of(replay: Replay) -> dict:
    """The export: what a match is, and the file format's name and version."""
    return {"format": FORMAT, "version": VERSION, "game": replay.game.id, "players": replay.players,
            "names": list(replay.names), "bots": list(replay.bots), "options": replay.options, "seed": replay.seed,
            "inputs": [i.as_dict() for i in replay.inputs], "outcome": replay.outcome}


def bots_of(recorded, inputs) -> tuple:
    """The seats a bot played: those a bot sat at the start (``recorded``) and those a bot answered
    for (a seat handed to a bot during the match), as the event pages count them (server/events.py)."""
    return tuple(sorted({*recorded, *(i.seat for i in inputs if i.source == "bot")}))


def read_file(raw: bytes) -> Replay:
    """A replay file checked field by field and replayed to its end; Rejection ``replay_too_large``
    or ``bad_replay`` (its key names what is wrong) for anything else. Never raises anything but a
    Rejection."""
    if len(raw) > FILE_MAX:
        raise too_large(len(raw))
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):   # RecursionError: arrays nested thousands deep
        raise refused("not_json", "The file is not JSON text: open a file that partytable exported.") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise refused("not_replay", f"The file is not a partytable replay (its 'format' is not {FORMAT!r}).")
    if data.get("version") != VERSION:
        raise refused("version", f"The file is of version {data.get('version')!r}; this host reads version {VERSION}.",
                      version=str(data.get("version")))
    game = read_game(data.get("game"))
    players = field(data, "players", int, "a whole number")
    names = field(data, "names", list, "a list of player names")
    if len(names) != players or not all(isinstance(n, str) and 0 < len(n) <= NAME_MAX for n in names):
        raise refused("field", f"'names' must hold {players} names of 1-{NAME_MAX} characters.", field="names")
    try:
        options = game.resolve_options(field(data, "options", dict, "an object"), players)
    except OptionsError as exc:
        raise refused("options", f"The options do not fit {game.id}: {exc}", detail=str(exc)) from None
    inputs = read_inputs(field(data, "inputs", list, "a list"), players)
    replay = Replay(game, players, options, field(data, "seed", int, "a whole number"), inputs,
                    tuple(names), data.get("outcome"), bots_of(read_bots(data, players), inputs))
    end = replayed(replay)
    if json.loads(json.dumps(end.outcome())) != replay.outcome:
        raise refused("outcome", "The outcome written in the file is not the outcome its inputs reach: "
                                 "the file was changed after it was exported.")
    return replay


def too_large(size: int) -> Rejection:
    kb = -(-size // 1024)   # rounded up: a file one byte over the limit is over it in KB too
    return Rejection("replay_too_large",
                     f"The file is {kb} KB; a replay file is at most {FILE_MAX // 1024} KB (the longest "
                     "match measured exports under 100 KB): open the .json file that partytable's Download saved.",
                     params={"kb": kb, "max_kb": FILE_MAX // 1024})


def read_bots(data: dict, players: int) -> list:
    """``bots``, the seats a bot played: optional (files exported before it was written have none)."""
    bots = data.get("bots", [])
    if not isinstance(bots, list) or not all(isinstance(b, int) and not isinstance(b, bool) and 0 <= b < players
                                             for b in bots):
        raise refused("field", f"'bots' must list seat numbers 0-{players - 1}.", field="bots")
    return bots


def read_game(game_id: Any):
    if not isinstance(game_id, str) or game_id not in REGISTRY:
        raise refused("game", f"This host has no game {game_id!r}.", game=str(game_id)[:40])
    return get_game(game_id)


def field(data: dict, name: str, kind: type, expected: str):
    value = data.get(name)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise refused("field", f"The field {name!r} must be {expected}.", field=name)
    return value


def read_inputs(raw: list, players: int) -> tuple:
    if len(raw) > INPUTS_MAX:
        raise refused("field", f"'inputs' holds more than {INPUTS_MAX} answers.", field="inputs")
    inputs = []
    for n, entry in enumerate(raw, 1):
        ok = (isinstance(entry, dict) and isinstance(entry.get("seat"), int) and 0 <= entry["seat"] < players
              and isinstance(entry.get("prompt"), int) and "answer" in entry and entry.get("source", "player") in SOURCES)
        if not ok:
            raise refused("field", f"Input {n} must be {{seat: 0-{players - 1}, prompt: number, answer, source}}.",
                          field=f"inputs[{n}]")
        inputs.append(Input.from_dict(entry))
    return tuple(inputs)


def replayed(replay: Replay) -> Match:
    """The match played through every input of the file, which must be the whole match:
    an answer the rules refuse (or break on) names its number; a match that stops short is refused."""
    try:
        match = Match(replay.game, replay.players, replay.options, replay.seed)
    except Exception as exc:   # a rules bug at the deal: refused, never a crash of the host
        raise refused("rules", f"The rules could not deal this match: {exc}", detail=str(exc)[:200]) from None
    for n, i in enumerate(replay.inputs, 1):
        try:
            problem = match.submit(i.seat, i.prompt, i.answer, i.source)
        except Exception as exc:
            problem = Rejection("bad_answer", f"the rules broke on it ({type(exc).__name__})")
        if problem:
            raise refused("input", f"Input {n} (seat {i.seat + 1}) is refused by the rules: {problem.message}",
                          n=n, detail=problem.message)
    if not match.finished or match.aborted:
        raise refused("unfinished", f"The match does not end after the file's {len(replay.inputs)} inputs.",
                      steps=len(replay.inputs))
    return match


# -- what the TV is sent --------------------------------------------------------------------------

def about(replay: Replay, rid: str) -> dict:
    """What a replay is: its game, players, number of steps and, from its end, the outcome and the
    game's highlights (a match that has ended: they may name what was secret during it)."""
    end = Match.replay(replay.game, replay.players, replay.options, replay.seed, replay.inputs)
    return {"id": rid, "game": replay.game.id, "players": replay.players, "names": list(replay.names),
            "bots": list(replay.bots), "options": replay.options, "seed": replay.seed, "steps": len(replay.inputs),
            "outcome": end.outcome(), "highlights": highlights(replay, end)}


def frame_text(replay: Replay, step: int, secrets: bool) -> str:
    """The TV's view after the first ``step`` inputs and, with ``secrets``, every seat's view and
    the last answer (which in a public replay would tell a secret choice, e.g. a quest card), as
    JSON text written while the match is held: a game's view may hold its state's own lists,
    which the next step changes."""
    step = max(0, min(step, len(replay.inputs)))
    with replay.cursor.at(step) as match:
        out = {"step": step, "steps": len(replay.inputs), "view": match.view(None), "secrets": secrets}
        if secrets:
            out["seats"] = {str(s): match.view(s) for s in range(replay.players)}
            out["last_input"] = replay.inputs[step - 1].as_dict() if step else None
        return json.dumps(out)


def highlights(replay: Replay, end: Match) -> dict:
    """The game's own ``highlights(state)`` (docs/engine.md "Highlights"), else one drawn from
    the input log: how many questions each seat answered, and how many a timer or a bot did."""
    own = end.game.highlights(end.state)
    return own if own is not None else log_highlights(replay.players, replay.inputs)


def log_highlights(players: int, inputs) -> dict:
    rows = [highlight("replay.hl.answers", seat=s, answers=sum(1 for i in inputs if i.seat == s),
                      timeouts=sum(1 for i in inputs if i.seat == s and i.source == "timeout"),
                      bots=sum(1 for i in inputs if i.seat == s and i.source == "bot")) for s in range(players)]
    return {"sections": [highlight_section("replay.hl.answers_title", rows)]}


# -- where replays come from: a room's finished matches, and uploaded files --------------------------

def seated(entries: list) -> tuple[tuple, list]:
    """A match record's seats (server/rooms.py ``start``): the names, and the seats a bot sat at the
    start. A record written before the bot flag was kept holds names alone."""
    names = tuple(e if isinstance(e, str) else e["name"] for e in entries)
    return names, [n for n, e in enumerate(entries) if isinstance(e, dict) and e.get("bot")]


class Shelf:
    """The replays opened lately (a finished match's inputs never change; a file is kept by its
    digest), at most KEPT. An uploaded file is forgotten with them, when its room uploads more than
    FILES_PER_ROOM, when all rooms' files pass FILES_BYTES (the oldest first), or on a restart: the
    TV uploads it again."""

    def __init__(self, store):
        self.store = store
        self.kept: OrderedDict = OrderedDict()
        self.files: OrderedDict = OrderedDict()   # key of an uploaded file -> its size, oldest upload first

    def keep(self, key: tuple, replay: Replay) -> Replay:
        self.kept[key] = replay
        self.kept.move_to_end(key)
        while len(self.kept) > KEPT:
            self.forget(next(iter(self.kept)))
        return replay

    def forget(self, key: tuple) -> None:
        self.kept.pop(key, None)
        self.files.pop(key, None)

    def get(self, room: Room, rid: str) -> Replay:
        between_matches(room)
        key = (room.code, rid)
        if key in self.kept:
            self.kept.move_to_end(key)
            return self.kept[key]
        if rid.startswith("f"):   # an uploaded file this worker dropped (or never saw)
            raise Rejection("unknown_replay", f"This room no longer keeps that file (it keeps the last {FILES_PER_ROOM} "
                                              "opened, and none after the host restarts): open the file again.",
                            "replay.file_dropped", {"n": FILES_PER_ROOM})
        match_id = int(rid[1:]) if rid.startswith("m") and rid[1:].isdigit() else None
        info = self.store.match(match_id) if match_id is not None else None
        if info is None or info["room"] != room.code or info["aborted"] or info["ended"] is None:
            raise Rejection("unknown_replay", "This room has no finished match by that id; "
                                              "list them at /api/rooms/<CODE>/replays.")
        inputs = tuple(Input.from_dict(i) for i in self.store.inputs(match_id))
        names, bots = seated(info["seats"])
        return self.keep(key, Replay(get_game(info["game"]), info["players"], info["options"], info["seed"],
                                     inputs, names, info["outcome"], bots_of(bots, inputs)))

    def finished(self, room: Room) -> list[dict]:
        """The room's finished matches; ``bots``: the seats a bot sat at the start (the list reads no input log)."""
        return [{"id": f"m{m['id']}", "game": m["game"], "players": m["players"], "names": names, "bots": bots,
                 "ended": m["ended"], "outcome": m["outcome"]}
                for m in self.store.finished_matches(room.code) if not m["aborted"] and m["game"] in REGISTRY
                for names, bots in [seated(m["seats"])]]

    def keep_file(self, room: Room, raw: bytes, replay: Replay) -> str:
        """An uploaded file (``replay``: read by read_file), kept under its digest."""
        rid = "f" + hashlib.sha256(raw).hexdigest()[:16]
        key = (room.code, rid)
        self.keep(key, replay)
        self.files[key] = len(raw)
        self.files.move_to_end(key)
        room_files = [k for k in self.files if k[0] == room.code]
        for old in room_files[:-FILES_PER_ROOM]:
            self.forget(old)
        while sum(self.files.values()) > FILES_BYTES:
            self.forget(next(iter(self.files)))
        return rid


def host_room(room_hall, code: str) -> Room:
    room = room_hall.room(code)
    if not room.is_host_token(request.headers.get(TOKEN_HEADER, "")):
        raise Rejection("not_host", "Only the room's host opens replays: the TV that made the room or the host's phone.")
    return room


STATUS = {"not_host": 403, "unknown_room": 404, "unknown_replay": 404, "match_running": 409, "replay_too_large": 413}


def replays(room_hall) -> Blueprint:
    """The routes of docs/protocol.md "Replays", under /api/rooms/<CODE>/replays."""
    bp = Blueprint("replays", __name__, url_prefix="/api/rooms/<code>/replays")
    shelf = Shelf(room_hall.store)
    runner = {}

    def off_the_loop(fn, *args):
        """Rebuilding a long match takes a while (8-player 三国杀, 1323 inputs: 0.19 s of CPU to its
        last step, measured): in a real thread, so the other rooms' sockets are served meanwhile."""
        if "run" not in runner:
            runner["run"] = blocking_runner(current_app.extensions["socketio"].async_mode)
        return runner["run"](fn, *args)

    @bp.errorhandler(Rejection)
    def refusal(r: Rejection):
        return jsonify({"error": r.code, **r.as_dict()}), STATUS.get(r.code, 400)

    @bp.get("")
    def listed(code):
        room = host_room(room_hall, code)
        return jsonify({"matches": shelf.finished(room)})

    @bp.post("")
    def uploaded(code):
        room = host_room(room_hall, code)
        if (request.content_length or 0) > FILE_MAX:   # refused before a byte of it is read
            raise too_large(request.content_length)
        between_matches(room)
        raw = request.stream.read(FILE_MAX + 1)        # a body sent without its length: read no further
        rid = shelf.keep_file(room, raw, off_the_loop(read_file, raw))
        return jsonify(off_the_loop(about, shelf.get(room, rid), rid))

    @bp.get("/<rid>")
    def opened(code, rid):
        room = host_room(room_hall, code)
        return jsonify(off_the_loop(about, shelf.get(room, rid), rid))

    @bp.get("/<rid>/steps/<int:step>")
    def stepped(code, rid, step):
        room = host_room(room_hall, code)
        text = off_the_loop(frame_text, shelf.get(room, rid), step, request.args.get("secrets") == "1")
        return current_app.response_class(text, mimetype="application/json")

    @bp.get("/<rid>/file")
    def exported(code, rid):
        room = host_room(room_hall, code)
        replay = shelf.get(room, rid)
        response = jsonify(file_of(replay))
        name = f"partytable-{replay.game.id}-{room.code}-{rid}.json"
        response.headers["Content-Disposition"] = f'attachment; filename="{name}"'
        return response

    return bp
