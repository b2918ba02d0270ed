"""The Flask app factory and the Socket.IO handlers.

Handlers only validate payloads, find the caller's room and seat, call the
``Table`` under the room's lock, and publish. ``publish`` is the one place that
sends game data: each connection gets the view made for its own seat.
"""

from __future__ import annotations

import os
import time
from collections import deque
from dataclasses import dataclass
from typing import Any, Optional

from flask import Flask, abort, jsonify, redirect, request, send_from_directory
from flask_socketio import SocketIO, join_room, leave_room

from games import REGISTRY, all_games, get_game
from games.core import LANGS

from .decks import BUILTIN, DeckStore
from .events import Event, EventHall, results_csv
from .net import qr_svg
from .rooms import Refusal, Room, Table, same_token
from .store import Store, blocking_runner
from .wire import FastJSON, TextPacket, guard_packets

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TV_DIR = os.path.join(ROOT, "shared_screen")
PHONE_DIR = os.path.join(ROOT, "controller")
GAMES_DIR = os.path.join(ROOT, "games")
I18N_DIR = os.path.join(ROOT, "server", "i18n")
VENDOR = {"socket.io.min.js": os.path.join(ROOT, "node_modules", "socket.io-client", "dist")}
MAX_PAYLOAD = 16 * 1024          # bytes of one Socket.IO message: a larger one is refused (too_large)
MAX_FRAME = 1024 * 1024          # bytes of one Engine.IO frame: a larger one closes the connection
MAX_UPLOAD = 256 * 1024 * 1024   # bytes of one deck upload (each picture is checked on its own)
RATE_BURST, RATE_PER_SECOND = 40, 20.0
CHECKPOINT_EVERY = 5.0           # seconds between WAL checkpoints (in a thread)
# Room codes must not be enumerable: an address whose room look-ups fail JOIN_FAILS times
# within JOIN_WINDOW seconds is refused every look-up (except a seat's or the host's
# token) for JOIN_BLOCK seconds. "fails/window/block" in PARTYTABLE_JOIN_LIMIT overrides it.
JOIN_FAILS, JOIN_WINDOW, JOIN_BLOCK = 10, 60.0, 60.0
HANDLED_EVENTS = {"connect", "disconnect"}


@dataclass
class Binding:
    """What a connection is: the TV of a room, or one seat of a room."""
    code: str
    seat: Optional[int] = None   # None: the connection is the room's TV
    host_tv: bool = False
    tokens: float = RATE_BURST
    stamp: float = 0.0


@dataclass
class EventBinding:
    """What an event connection is: the event's projector (organiser or not), or an entrant's phone."""
    code: str
    entrant: Optional[int] = None
    organiser: bool = False
    tokens: float = RATE_BURST
    stamp: float = 0.0


def register_deck(deck) -> None:
    """Tell the Dixit engine about an uploaded deck (the engine holds no files)."""
    if "dixit" in REGISTRY:
        from games.dixit import decks as dixit_decks
        dixit_decks.register(deck.id, deck.engine_cards())


def is_host_token(room: Room, token) -> bool:
    """The TV's host token, or the seat token of the phone that holds the host role."""
    if not isinstance(token, str) or not token:
        return False
    if same_token(token, room.host_token):
        return True
    seat = room.seat_of_token(token)
    return seat is not None and seat == room.host_seat


def _join_limit() -> tuple[int, float, float]:
    raw = os.environ.get("PARTYTABLE_JOIN_LIMIT", "")
    try:
        fails, window, block = raw.split("/")
        return int(fails), float(window), float(block)
    except ValueError:
        return JOIN_FAILS, JOIN_WINDOW, JOIN_BLOCK


class JoinGuard:
    """Failed room look-ups per client address (sliding window), then a block."""

    def __init__(self, fails: int, window: float, block: float, clock=time.monotonic):
        self.fails, self.window, self.block, self.clock = fails, window, block, clock
        self.seen: dict[str, deque] = {}
        self.until: dict[str, float] = {}

    def blocked(self, addr: str) -> bool:
        until = self.until.get(addr)
        if until is None:
            return False
        if until > self.clock():
            return True
        del self.until[addr]
        return False

    def failed(self, addr: str) -> None:
        now = self.clock()
        if len(self.seen) > 10_000:   # bounded memory: forget addresses that have been quiet
            for a in [a for a, q in self.seen.items() if not q or q[-1] < now - self.window]:
                del self.seen[a]
        q = self.seen.setdefault(addr, deque())
        q.append(now)
        while q and q[0] < now - self.window:
            q.popleft()
        if len(q) >= self.fails:
            self.until[addr] = now + self.block
            q.clear()


def create_app(data_dir: str = "data", async_mode: str = "gevent", public_url: str = "http://localhost:8000",
               bot_delay: float = 1.0, auto_pass_delay: float = 2.0, tick: float = 0.05, cluster=None):
    """``cluster``: a server.cluster.Cluster when this is one of several workers behind nginx."""
    # Flask resolves a relative folder against the package, not the working directory: the
    # default `--data data` must mean ./data where the host was started.
    data_dir = os.path.abspath(data_dir)
    app = Flask(__name__, static_folder=None)
    app.config["JSON_AS_ASCII"] = False
    app.config["MAX_CONTENT_LENGTH"] = MAX_UPLOAD
    sio = SocketIO(app, async_mode=async_mode, max_http_buffer_size=MAX_FRAME,
                   ping_interval=10, ping_timeout=20, json=FastJSON, serializer=TextPacket,
                   message_queue=cluster.message_queue if cluster else None)
    guard_packets(sio.server, MAX_PAYLOAD, lambda sid, code, message, event: sid and sio.server.emit(
        "error", {**Refusal(code, message).as_dict(), "event": event}, to=sid, ignore_queue=True))
    store = cluster.open_store() if cluster else Store(data_dir)
    run_blocking = blocking_runner(async_mode)
    table = Table(store, public_url.rstrip("/"), bot_delay=bot_delay, auto_pass_delay=auto_pass_delay)
    if cluster:   # behind nginx: the client's address is in X-Forwarded-For (the join guard needs it)
        from werkzeug.middleware.proxy_fix import ProxyFix
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=1, x_proto=1, x_host=0)
        table.owns, table.shared = cluster.owns, True
    restored = table.restore()
    hall = EventHall(table, store, table.base_url)
    hall.restore()
    bindings: dict[str, Binding] = {}
    event_bindings: dict[str, EventBinding] = {}
    app.extensions["partytable"] = {"table": table, "sio": sio, "restored": restored, "bindings": bindings,
                                    "hall": hall}
    deck_store = DeckStore(data_dir)
    join_guard = JoinGuard(*_join_limit())
    for deck in deck_store.load_all():
        register_deck(deck)

    # -- HTTP ----------------------------------------------------------------------
    @app.get("/")
    def index():
        return redirect("/tv")

    @app.get("/tv")
    @app.get("/tv/<code>")
    def tv_page(code=None):
        return send_from_directory(TV_DIR, "tv.html", max_age=0)

    @app.get("/join")
    @app.get("/join/<code>")
    def phone_page(code=None):
        return send_from_directory(PHONE_DIR, "phone.html", max_age=0)

    @app.get("/static/tv/<path:name>")
    def tv_static(name):
        return send_from_directory(TV_DIR, name, max_age=0)

    @app.get("/static/phone/<path:name>")
    def phone_static(name):
        return send_from_directory(PHONE_DIR, name, max_age=0)

    @app.get("/games/<game>/web/<path:name>")
    def game_static(game, name):
        if game not in REGISTRY:
            abort(404)
        return send_from_directory(os.path.join(GAMES_DIR, game, "web"), name, max_age=0)

    @app.get("/vendor/<name>")
    def vendor(name):
        if name not in VENDOR:
            abort(404)
        if not os.path.exists(os.path.join(VENDOR[name], name)):
            return ("The Socket.IO browser client is missing: run `npm install` in the project folder "
                    "(the README's setup command does it).", 500)
        return send_from_directory(VENDOR[name], name, max_age=3600)

    @app.get("/api/games")
    def api_games():
        return jsonify({"games": [g.describe() for g in all_games()]})

    @app.get("/api/games/<game>/reference")
    def api_reference(game):
        if game not in REGISTRY:
            abort(404)
        return jsonify(get_game(game).reference())

    @app.get("/api/i18n/<ns>")
    def api_i18n(ns):
        if ns == "shell":
            path = os.path.join(I18N_DIR, "shell.json")
        elif ns in REGISTRY:
            path = os.path.join(GAMES_DIR, ns, "i18n.json")
        else:
            abort(404)
        if not os.path.exists(path):
            return jsonify({lang: {} for lang in LANGS})
        return send_from_directory(os.path.dirname(path), os.path.basename(path), max_age=0)

    # -- Dixit decks: uploads by the host, and the card pictures ---------------------------
    @app.post("/api/decks")
    def upload_deck():
        room = table.rooms.get(str(request.form.get("room", "")).upper())
        token = request.form.get("token", "")
        if room is None or not is_host_token(room, token):
            return jsonify({"error": "not_host", "message": "Only the host can add a deck: upload from the TV "
                                                            "page or the host's phone."}), 403
        files = [(f.filename or "picture", f.read()) for f in request.files.getlist("files")]
        try:
            deck = deck_store.add(request.form.get("name", ""), files)
        except Refusal as r:
            return jsonify({"error": r.code, "message": r.message}), 400
        register_deck(deck)
        with room.lock:
            publish(room)
        return jsonify(deck.summary())

    @app.get("/api/decks")
    def list_decks():
        return jsonify({"decks": [d.summary() for d in deck_store.load_all()]})

    @app.get("/dixit/card/<card_id>")
    def dixit_card(card_id):
        path = deck_store.card_file(card_id.split("-")[0], card_id) if "-" in card_id else builtin_card(card_id)
        if path is None:
            abort(404)
        # a card id always names the same picture
        return send_from_directory(os.path.dirname(path), os.path.basename(path), max_age=7 * 24 * 3600)

    def builtin_card(card_id: str) -> Optional[str]:
        """A built-in card's picture: rendered by setup into this data folder (or the project's
        own ./data when the server runs on another folder), else drawn now and kept."""
        if not card_id.isalnum():
            return None
        name = f"{card_id}.webp"
        for folder in (os.path.join(data_dir, "dixit", BUILTIN), os.path.join(ROOT, "data", "dixit", BUILTIN)):
            if os.path.exists(os.path.join(folder, name)):
                return os.path.join(folder, name)
        try:
            from games.dixit.art import render_one
            render_one(card_id, data_dir)
        except (ImportError, KeyError, ValueError, OSError) as exc:   # not a card, or no icon sets
            app.logger.warning("Dixit card %s cannot be drawn: %s", card_id, exc)
            return None
        path = os.path.join(data_dir, "dixit", BUILTIN, name)
        return path if os.path.exists(path) else None

    @app.errorhandler(413)
    def too_large(_):
        return jsonify({"error": "bad_upload", "message": f"The upload is larger than {MAX_UPLOAD // (1024 * 1024)} MB; "
                                                         "upload the pictures in several decks."}), 413

    # -- events (docs/events.md) -------------------------------------------------------------
    @app.get("/event")
    @app.get("/event/<code>/tv")
    def event_tv_page(code=None):
        return send_from_directory(TV_DIR, "event.html", max_age=0)

    @app.get("/event/<code>")
    def event_phone_page(code):
        return send_from_directory(PHONE_DIR, "event.html", max_age=0)

    @app.get("/event/<code>/results")
    def event_results_page(code):
        return send_from_directory(TV_DIR, "results.html", max_age=0)

    def event_or_404(code: str) -> Event:
        ev = hall.events.get(code.upper())
        if ev is None:
            abort(404)
        return ev

    @app.get("/api/events")
    def api_events():
        return jsonify({"events": [hall.summary(ev) for ev in reversed(list(hall.events.values()))][:50]})

    @app.get("/api/events/<code>")
    def api_event(code):
        ev = event_or_404(code)
        with ev.lock:
            return jsonify(hall.public(ev))

    @app.get("/event/<code>/results.csv")
    def event_csv(code):
        ev = event_or_404(code)
        with ev.lock:
            body = results_csv(hall.public(ev))
        return app.response_class("\ufeff" + body, mimetype="text/csv", headers={
            "Content-Disposition": f'attachment; filename="{ev.code}-results.csv"'})

    def socketio_path():
        """Never reached: the Socket.IO middleware answers this path first. It is routed because
        Flask-SocketIO pushes a request context for every event, which routes the connection's
        path; with no route each event raised a NotFound whose traceback made a reference cycle
        (most of the server's garbage, measured: docs/decisions.md)."""
        abort(404)

    # one rule for the websocket transport, one for long-polling
    app.add_url_rule("/socket.io/", "socketio_ws", socketio_path, websocket=True)
    app.add_url_rule("/socket.io/", "socketio_polling", socketio_path, methods=["GET", "POST"])

    @app.get("/favicon.ico")
    def favicon():
        return ("", 204)

    @app.get("/healthz")
    def healthz():
        return jsonify({"ok": True, "rooms": len(table.rooms), "worker": cluster.name if cluster else None})

    @app.errorhandler(404)
    def not_found(_):
        return jsonify({"error": "not_found", "message": "No such page; the TV is at /tv, phones join at /join."}), 404

    @app.errorhandler(500)
    def server_error(_):
        return jsonify({"error": "server_error", "message": "Something went wrong on the host; try again."}), 500

    # -- publishing (the one outbound choke point for game data) --------------------------
    games_public = [g.describe() for g in all_games()]

    def room_payload(room: Room) -> dict:
        return {**room.public(table.base_url), "games": games_public}

    # Emits to one connection of this worker skip the message queue (ignore_queue): with
    # several workers (docs/deploy.md) the queue is for what another worker may have to
    # deliver (a room's broadcast, a replaced or kicked phone), and every hop costs CPU.
    def publish(room: Room, room_changed: bool = True, views_to: Optional[set] = None) -> None:
        """The room to every connection of it when it changed, and each connection its view
        (only ``views_to`` when given: a phone or TV coming or going changes nobody else's view,
        which matters when a whole hall reconnects after a restart)."""
        if room_changed:
            sio.emit("room", room_payload(room), to=room.code)
        wanted = (lambda sid: True) if views_to is None else views_to.__contains__
        # A view goes to one connection of this worker: past the message queue of several
        # workers (docs/deploy.md), which would carry every view to every worker.
        for seat, all_sids in [(None, room.tv_sids)] + [(i, s.sids) for i, s in enumerate(room.seats)]:
            sids = [sid for sid in all_sids if wanted(sid)]
            if not sids:
                continue
            # Every connection of the seat is sent to: a view the seat was last sent is not news
            # (a hidden pass of another seat must not reach it, not even as an unchanged view).
            v = table.view_if_changed(room, seat, force=room_changed or views_to is not None,
                                      remember=len(sids) == len(all_sids))
            for sid in (sids if v is not None else ()):
                sio.emit("view", v, to=sid, ignore_queue=True)

    def send_error(refusal: Refusal, event: str) -> None:
        sio.emit("error", {**refusal.as_dict(), "event": event}, to=request.sid, ignore_queue=True)

    def rate_ok(b: Binding | None) -> bool:
        if b is None:
            return True
        now = time.monotonic()
        b.tokens = min(RATE_BURST, b.tokens + (now - b.stamp) * RATE_PER_SECOND)
        b.stamp = now
        if b.tokens < 1:
            return False
        b.tokens -= 1
        return True

    def handler(event: str):
        """Wrap a handler: payload must be an object; refusals become `error` events."""
        def wrap(fn):
            def inner(payload=None, *extra):
                b = bindings.get(request.sid) or event_bindings.get(request.sid)
                if not rate_ok(b):
                    return send_error(Refusal("rate_limited", "Too many messages; slow down."), event)
                if payload is None:
                    payload = {}
                if not isinstance(payload, dict) or extra:
                    return send_error(Refusal("bad_payload", f"'{event}' takes one JSON object."), event)
                try:
                    fn(payload)
                except Refusal as r:
                    send_error(r, event)
                except Exception:  # never leak a traceback to a client
                    app.logger.exception("handler %s failed", event)
                    send_error(Refusal("server_error", "Something went wrong on the host; try again."), event)
            inner.__name__ = f"on_{event}"
            HANDLED_EVENTS.add(event)
            sio.on_event(event, inner)
            return fn
        return wrap

    def bound(seat_needed: bool = True) -> tuple[Binding, Room]:
        b = bindings.get(request.sid)
        if b is None or (seat_needed and b.seat is None):
            raise Refusal("not_seated", "Join a room first (the join event).")
        return b, table.room(b.code)

    def unbind(sid: str) -> Optional[Room]:
        b = bindings.pop(sid, None)
        if b is None or b.code not in table.rooms:
            return None
        room = table.rooms[b.code]
        room.tv_sids.discard(sid)
        if b.seat is not None and b.seat < len(room.seats):
            room.seats[b.seat].sids.discard(sid)
        leave_room(b.code, sid=sid)
        return room

    def rebind_seats(room: Room) -> None:
        """Seat numbers shift when a lobby seat is removed: refresh the bindings."""
        for i, s in enumerate(room.seats):
            for sid in s.sids:
                if sid in bindings:
                    bindings[sid].seat = i

    # -- events -----------------------------------------------------------------------------
    @sio.on("connect")
    def on_connect(auth=None):
        return True

    @sio.on("*")
    def on_unknown(event, *_):
        """Any event no handler knows (a typo or a newer client): say so rather than stay silent."""
        b = bindings.get(request.sid) or event_bindings.get(request.sid)
        if not rate_ok(b):
            return send_error(Refusal("rate_limited", "Too many messages; slow down."), str(event)[:40])
        name = str(event)[:40]
        send_error(Refusal("unknown_event", f"The server has no event {name!r}; see docs/protocol.md.",
                           {"name": name}), name)

    def look_up(code, token: Any, token_ok, known: dict = table.rooms, find=table.room, shown_on: str = "the TV"):
        """Find a room (or an event) by code, counting failed look-ups per client address; a
        blocked address still gets back in with a token the thing knows."""
        addr = request.remote_addr or "?"
        if join_guard.blocked(addr):
            found = known.get(code.upper()) if isinstance(code, str) else None
            if found is None or not token_ok(found, token):
                raise Refusal("too_many_joins", "Too many wrong codes from this device; wait a minute "
                                                f"and check the code on {shown_on}.",
                              {"seconds": int(join_guard.block)})
            return found
        try:
            return find(code)
        except Refusal:
            join_guard.failed(addr)
            raise

    def short_token(token) -> bool:
        return isinstance(token, str) and 0 < len(token) <= 100

    def seat_token_ok(room: Room, token) -> bool:
        return short_token(token) and room.seat_of_token(token) is not None

    def host_token_ok(room: Room, token) -> bool:
        return short_token(token) and same_token(token, room.host_token)

    @sio.on("disconnect")
    def on_disconnect(*_):
        room = unbind(request.sid)
        if room is not None:
            with room.lock:
                publish(room, views_to=set())
            if room.event:
                hall.dirty.add(room.event["code"])
        ev = unbind_event(request.sid)
        if ev is not None:
            hall.dirty.add(ev.code)
        flush_events()

    @handler("tv_hello")
    def tv_hello(p):
        code, token, lang = p.get("room"), p.get("host_token"), p.get("lang")
        if code is None:
            room = table.create_room()
            is_host, give_token = True, True
        else:
            room = look_up(code, token, host_token_ok)
            is_host = host_token_ok(room, token)
            give_token = False
        unbind(request.sid)
        with room.lock:
            bindings[request.sid] = Binding(room.code, host_tv=is_host, stamp=time.monotonic())
            room.tv_sids.add(request.sid)
            join_room(room.code)
            if is_host and lang in LANGS and code is None:
                room.tv_lang = lang
            join_url = room.join_url(table.base_url)
            welcome = {"room": room.code, "join_url": join_url, "join_qr_svg": qr_svg(join_url), "host": is_host}
            if give_token:
                welcome["host_token"] = room.host_token
            sio.emit("tv_welcome", welcome, to=request.sid, ignore_queue=True)
            publish(room, views_to={request.sid})

    @handler("join")
    def join(p):
        if not isinstance(p.get("room"), str):
            raise Refusal("bad_payload", "'join' takes {room: CODE, name, lang?} (or {room, token} to come back, "
                                         "{room, claim} with a seat link's code).")
        claim = p.get("claim")
        room = look_up(p["room"], p.get("token"), seat_token_ok)
        with room.lock:
            try:
                if claim is not None:
                    seat = table.claim(room, claim, p.get("lang"))
                else:
                    seat = table.join(room, p.get("name"), p.get("lang"), p.get("token"))
            except Refusal as r:
                if r.code in ("bad_token", "bad_link"):   # guessing tokens counts like guessing codes
                    join_guard.failed(request.remote_addr or "?")
                raise
            moved = {"reason": "seat_link"} if claim is not None else {}
            for old in list(room.seats[seat].sids):  # one phone per seat: the newest wins
                if old != request.sid:
                    sio.emit("replaced", moved, to=old)
                    unbind(old)
            if claim is not None:   # everyone sees that a seat changed phones: a link cannot take one quietly
                sio.emit("notice", {"key": "ui.seat_moved", "params": {"seat": seat}}, to=room.code)
            unbind(request.sid)
            bindings[request.sid] = Binding(room.code, seat=seat, stamp=time.monotonic())
            room.seats[seat].sids.add(request.sid)
            join_room(room.code)
            sio.emit("welcome", {"room": room.code, "seat": seat, "token": room.seats[seat].token,
                                 "host": seat == room.host_seat}, to=request.sid, ignore_queue=True)
            publish(room, views_to={request.sid})
        if room.event:   # the projector shows who sits at each table
            hall.dirty.add(room.event["code"])
        flush_events()

    @handler("answer")
    def answer(p):
        b, room = bound()
        if "prompt" not in p or "answer" not in p:
            raise Refusal("bad_payload", "'answer' takes {prompt: number, answer: ...}.")
        with room.lock:
            table.answer_from_phone(room, b.seat, p["prompt"], p["answer"])
            # before the bots move: how long the reply takes must not depend on what they think about
            sio.emit("accepted", {"prompt": p["prompt"]}, to=request.sid, ignore_queue=True)
            table.tick(room)  # bots whose delay is zero answer at once
            publish(room, room_changed=room.phase != "playing")
        flush_events()

    def seat_setting(event: str, field: str, setter) -> None:
        """A seated phone changes one of its own settings (language, name, per-seat options)."""
        @handler(event)
        def change(p):
            b, room = bound()
            with room.lock:
                setter(room, b.seat, p.get(field))
                publish(room)

    seat_setting("set_lang", "lang", table.set_lang)
    seat_setting("set_name", "name", table.set_name)
    seat_setting("set_pref", "pref", table.set_pref)

    @handler("leave")
    def leave(p):
        b, room = bound()
        with room.lock:
            table.leave(room, b.seat)
            unbind(request.sid)
            rebind_seats(room)
            publish(room)

    @handler("host")
    def host(p):
        b, room = bound(seat_needed=False)
        with room.lock:
            if not (b.host_tv or (b.seat is not None and b.seat == room.host_seat)):
                raise Refusal("not_host", "Only the host can do that; the host is the first phone to join or the TV that made the room.")
            seats_before = list(room.seats)
            reply = table.host(room, p.get("action"), p) or {}
            # Phones whose seat is gone (removed) or whose token was revoked (kicked) are told and dropped.
            gone = [s for s in seats_before if s not in room.seats]
            if "kicked" in reply and room.phase == "playing":
                gone.append(room.seats[reply["kicked"]])
            for seat in gone:
                for sid in list(seat.sids):
                    sio.emit("kicked", {}, to=sid)
                    unbind(sid)
                seat.sids.clear()
            if "seat_link" in reply:
                link = reply["seat_link"]
                sio.emit("seat_link", {**link, "qr_svg": qr_svg(link["url"])}, to=request.sid, ignore_queue=True)
            rebind_seats(room)
            table.tick(room)
            publish(room)
        flush_events()

    # -- events: the projector, the entrants' phones and the organiser (docs/events.md) ------------
    def unbind_event(sid: str) -> Optional[Event]:
        b = event_bindings.pop(sid, None)
        ev = hall.events.get(b.code) if b else None
        if ev is None:
            return None
        ev.viewer_sids.discard(sid)
        if b.entrant is not None:
            for e in ev.entrants:
                if e.id == b.entrant:
                    e.sids.discard(sid)
        return ev

    def publish_event(ev: Event) -> None:
        """The one place that sends event data: the public state to everyone on the event,
        the tables' host tokens to the organiser's screens, each entrant's seat to its phone."""
        with ev.lock:
            public = hall.public(ev)
            admin = None
            for sid in list(ev.viewer_sids):
                b = event_bindings.get(sid)
                if b is not None and b.organiser:
                    admin = admin or {**public, "admin": hall.admin(ev)}
                    sio.emit("event", admin, to=sid, ignore_queue=True)
                else:
                    sio.emit("event", public, to=sid, ignore_queue=True)
            for e in ev.entrants:
                if e.sids:
                    me = hall.me(ev, e, public["standings"])
                    for sid in list(e.sids):
                        sio.emit("event_me", me, to=sid, ignore_queue=True)

    def flush_events() -> None:
        """Publish the events whose tables changed (marked by the hall while a room lock was
        held; publishing waits until it is released so the locks are taken in one order)."""
        while hall.dirty:
            ev = hall.events.get(hall.dirty.pop())
            if ev is not None:
                publish_event(ev)

    def look_up_event(code, token) -> Event:
        return look_up(code, token, organiser_or_entrant_token, hall.events, hall.event, "the projector")

    def organiser_or_entrant_token(ev: Event, token) -> bool:
        return short_token(token) and (same_token(token, ev.organiser_token) or ev.entrant_of_token(token) is not None)

    def bind_event(ev: Event, organiser: bool = False, entrant=None) -> None:
        unbind_event(request.sid)
        event_bindings[request.sid] = EventBinding(ev.code, entrant.id if entrant else None, organiser,
                                                   stamp=time.monotonic())
        ev.viewer_sids.add(request.sid)
        if entrant is not None:
            entrant.sids.add(request.sid)

    def event_welcome(ev: Event, organiser: bool, **extra) -> None:
        url = f"{table.base_url}/event/{ev.code}"
        sio.emit("event_welcome", {"event": ev.code, "organiser": organiser, "join_url": url,
                                   "join_qr_svg": qr_svg(url), **extra}, to=request.sid, ignore_queue=True)

    @handler("event_create")
    def event_create(p):
        ev = hall.create(p)
        with ev.lock:
            bind_event(ev, organiser=True)
            event_welcome(ev, True, organiser_token=ev.organiser_token)
        publish_event(ev)

    @handler("event_hello")
    def event_hello(p):
        token = p.get("organiser_token")
        ev = look_up_event(p.get("event"), token)
        with ev.lock:
            organiser = short_token(token) and same_token(token, ev.organiser_token)
            bind_event(ev, organiser=organiser)
            event_welcome(ev, organiser)
        publish_event(ev)

    @handler("event_join")
    def event_join(p):
        ev = look_up_event(p.get("event"), p.get("token"))
        with ev.lock:
            try:
                e = hall.join(ev, p)
            except Refusal as r:
                if r.code == "bad_token":
                    join_guard.failed(request.remote_addr or "?")
                raise
            for old in list(e.sids):   # one phone per entrant: the newest wins
                if old != request.sid:
                    sio.emit("replaced", {}, to=old)
                    unbind_event(old)
            bind_event(ev, entrant=e)
        publish_event(ev)

    @handler("event_admin")
    def event_admin(p):
        b = event_bindings.get(request.sid)
        ev = hall.events.get(b.code) if b else None
        if ev is None or not b.organiser:
            raise Refusal("not_organiser", "Only the organiser's screen can do that; open the event from the "
                                           "screen that created it.")
        with ev.lock:
            reply = hall.act(ev, p.get("action"), p)
            if "entrant_link" in reply:
                link = reply["entrant_link"]
                sio.emit("entrant_link", {**link, "qr_svg": qr_svg(link["url"])}, to=request.sid, ignore_queue=True)
            if "organiser_link" in reply:
                link = reply["organiser_link"]
                sio.emit("organiser_link", {**link, "qr_svg": qr_svg(link["url"])}, to=request.sid, ignore_queue=True)
            if "added" in reply:
                sio.emit("entrants_added", reply["added"], to=request.sid, ignore_queue=True)
            if "removed" in reply:   # removed or withdrawn: that player's phone leaves the event
                for sid in [s for s, eb in event_bindings.items() if eb.code == ev.code and eb.entrant == reply["removed"]]:
                    sio.emit("kicked", {}, to=sid)
                    unbind_event(sid)
        for code in reply.get("started", []) + reply.get("stopped", []) + reply.get("seated", []) + reply.get("rooms", []):
            room = table.rooms.get(code)
            if room is not None:
                with room.lock:
                    table.tick(room)
                    publish(room)
        publish_event(ev)
        flush_events()

    # -- timers and bots: one loop for every room ----------------------------------------
    def ticker():
        while True:
            sio.sleep(tick)
            now = table.clock()
            for room in list(table.rooms.values()):
                due = table.next_due(room)
                if due is None or due > now:
                    continue
                with room.lock:
                    try:
                        changed = table.tick(room)
                    except Refusal as r:  # e.g. the disk is full: try again next tick
                        app.logger.warning("room %s: %s", room.code, r.message)
                        continue
                    except Exception:
                        app.logger.exception("room %s tick failed", room.code)
                        continue
                    if changed:
                        publish(room, room_changed=room.phase != "playing")
            if hall.dirty:
                try:
                    flush_events()
                except Exception:
                    app.logger.exception("publishing events failed")

    def checkpointer():
        while True:
            sio.sleep(CHECKPOINT_EVERY)
            try:
                run_blocking(store.checkpoint)
            except Exception:
                app.logger.exception("WAL checkpoint failed")

    sio.start_background_task(ticker)
    sio.start_background_task(checkpointer)
    if cluster:
        from .cluster import watch_holders
        sio.start_background_task(watch_holders, sio, table, cluster.name, app.logger)
    return app, sio
