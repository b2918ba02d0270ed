"""The Flask app factory: it wires the pieces, each of which lives in its own module.

- server/pages.py: the TV and phone pages, static files, the API and error pages;
- server/event_pages.py: the events' pages, JSON and CSV;
- server/game_hosts.py: a game's own routes and start-up work, under /games/<id>/;
- server/sockets.py: what every Socket.IO handler shares (bindings, rate limit, errors, look-ups);
- server/room_sockets.py: the room handlers and ``publish``, the one outbound choke point;
- server/event_sockets.py: the event handlers and the event publisher;
- server/loops.py: the ticker (timers and bots of every room) and the SQLite checkpointer;
- server/preview.py: the board preview for game authors, mounted only with ``dev``.
"""

from __future__ import annotations

import os

from flask import Flask
from flask_socketio import SocketIO

from games.core import Rejection

from .event_pages import event_pages
from .event_sockets import EventOut, EventSockets
from .events import EventHall
from .game_hosts import mount_game_hosts
from .loops import checkpointer, ticker
from .pages import pages
from .room_sockets import RoomSockets
from .rooms import RoomHall
from .sockets import JOIN_FAILS, JoinGuard, Sockets, join_limit
from .store import Store, blocking_runner
from . import ws_direct
from .wire import FastJSON, TextPacket, guard_packets

__all__ = ["create_app", "JOIN_FAILS", "JoinGuard"]

MAX_PAYLOAD = 16 * 1024          # bytes of one Socket.IO message: a larger one is refused (too_large)
MAX_FRAME = 1024 * 1024          # bytes of one Engine.IO frame: a larger one closes the connection
MAX_UPLOAD = 256 * 1024 * 1024   # bytes of one HTTP request body (a game's upload: each file is checked on its own)


def create_app(data_dir: str = "data", async_mode: str = "gevent", public_url: str = "http://localhost:8000",
               bot_delay: float = 1.0, auto_pass_delay: float = 2.0, tick: float = 0.05, cluster=None,
               warm_up: bool = True, dev: bool = False):
    """``cluster``: a server.cluster.Cluster when this is one of several workers behind nginx.
    ``warm_up``: games may prepare their assets in the background (False: only when first wanted).
    ``dev``: mount the development pages (the board preview at /dev/preview); never at a party."""
    # Flask resolves a relative folder against the package, not the working directory: the
    # default `--data data` must mean ./data where the host was started.
    data_dir = os.path.abspath(data_dir)
    app = Flask(__name__, static_folder=None)
    app.config["JSON_AS_ASCII"] = False
    app.config["MAX_CONTENT_LENGTH"] = MAX_UPLOAD
    # A connection's messages are handled one after another in the greenlet that reads them, not
    # each in a greenlet of its own: every handler catches its own failures (Sockets.handler), none
    # waits for the same client, and a phone's answers are then handled in the order it sent them.
    # Spawning one was 10 % of the server's CPU a view (docs/decisions.md "Messages written where
    # they are sent").
    sio = SocketIO(app, async_mode=async_mode, max_http_buffer_size=MAX_FRAME, async_handlers=False,
                   ping_interval=10, ping_timeout=20, json=FastJSON, serializer=TextPacket,
                   message_queue=cluster.message_queue if cluster else None)
    ws_direct.install(sio.server.eio)
    store = cluster.open_store() if cluster else Store(data_dir)
    room_hall = RoomHall(store, public_url.rstrip("/"), bot_delay=bot_delay, auto_pass_delay=auto_pass_delay)
    if cluster:   # behind nginx: the client's address is in X-Forwarded-For (the join guard needs it)
        from werkzeug.middleware.proxy_fix import ProxyFix
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=1, x_proto=1, x_host=0)
        room_hall.owns, room_hall.shared = cluster.owns, True
    # Before the rooms are restored: a game's start-up hook may tell its rules what a replayed
    # match was dealt from (e.g. the picture decks the host uploaded).
    game_hosts = mount_game_hosts(app, data_dir, sio, room_hall, warm_up)
    restored = room_hall.restore()
    hall = EventHall(room_hall, store, room_hall.base_url)
    hall.restore()

    sockets = Sockets(sio, app.logger, JoinGuard(*join_limit()))
    guard_packets(sio.server, MAX_PAYLOAD, lambda sid, code, message, event: sid and sockets.send_error(
        Rejection(code, message), event, sid))
    events_out = EventOut(sockets, hall)
    rooms = RoomSockets(sockets, room_hall, hall, events_out.flush)
    EventSockets(sockets, hall, room_hall, events_out, rooms.publish)
    for host in game_hosts:
        host.connect(rooms.publish)
    app.register_blueprint(pages(room_hall, cluster.name if cluster else None))
    app.register_blueprint(event_pages(hall))
    if dev:
        from .preview import preview
        app.register_blueprint(preview())
    app.extensions["partytable"] = {"room_hall": room_hall, "sio": sio, "restored": restored,
                                    "bindings": sockets.bindings, "hall": hall}

    sio.start_background_task(ticker, sio, room_hall, hall, rooms.publish, events_out.flush, tick, app.logger)
    sio.start_background_task(checkpointer, sio, store, blocking_runner(async_mode), app.logger)
    if cluster:
        from .cluster import watch_holders
        sio.start_background_task(watch_holders, sio, room_hall, cluster.name, app.logger)
    return app, sio
