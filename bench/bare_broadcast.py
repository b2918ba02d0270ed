"""The yardstick of bench/broadcast_compare.py: a Flask-SocketIO server that only broadcasts.

A socket sends `sit` {room} to join a room and `act` {room, n} for an action; every action goes
to every socket of the room (the sender too) as one tiny `acted` {n}. No rules, no storage, no
views. It runs on the project's socket stack (server/cli.py: the same async mode, listener with
TCP_NODELAY and garbage-collector tuning; server/wire.py: orjson, no binary scan; the same
ping settings), so the difference to `partytable serve` is the work a table adds, not the transport.

    python bench/bare_broadcast.py --port 8123 [--async-mode gevent]
"""

from __future__ import annotations

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def bare_app(async_mode: str):
    from flask import Flask, abort
    from flask_socketio import SocketIO, emit, join_room

    from server.wire import FastJSON, TextPacket
    app = Flask(__name__)
    sio = SocketIO(app, async_mode=async_mode, ping_interval=10, ping_timeout=20, json=FastJSON,
                   serializer=TextPacket)

    @sio.on("sit")
    def sit(d):
        join_room(d["room"])

    @sio.on("act")
    def act(d):
        emit("acted", {"n": d["n"]}, to=d["room"])

    # routed as server/pages.py routes it: Flask-SocketIO routes the path on every event, and an
    # unrouted one raises NotFound, whose traceback is garbage the project no longer makes
    app.add_url_rule("/socket.io/", "socketio_ws", lambda: abort(404), websocket=True)
    app.add_url_rule("/healthz", "healthz", lambda: "ok")
    return app


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--async-mode", choices=("gevent", "eventlet"), default="gevent")
    a = p.parse_args()
    if a.async_mode == "gevent":   # patched before anything imports the standard library's sockets
        from gevent import monkey
        monkey.patch_all()
    else:
        import eventlet
        eventlet.monkey_patch()
    from server.cli import _run, _tune_gc
    app = bare_app(a.async_mode)
    _tune_gc()
    _run(app, "127.0.0.1", a.port, a.async_mode)
    return 0


if __name__ == "__main__":
    sys.exit(main())
