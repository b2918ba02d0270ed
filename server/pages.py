"""HTTP: the TV and phone pages, their static files, the games' front-end pieces and the API
(docs/protocol.md "HTTP"), and the JSON error pages.

Every page is one shell (``controller/page.html``) filled from ``PAGES``: its title, styles,
script and body class.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from flask import Blueprint, abort, jsonify, make_response, redirect, render_template, send_from_directory

from games import REGISTRY, all_games, get_game
from games.core import LANGS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TV_DIR = os.path.join(ROOT, "shared_screen")
PHONE_DIR = os.path.join(ROOT, "controller")
GAMES_DIR = os.path.join(ROOT, "games")
I18N_DIR = os.path.join(ROOT, "server", "i18n")
VENDOR = {"socket.io.min.js": os.path.join(ROOT, "node_modules", "socket.io-client", "dist")}


@dataclass(frozen=True)
class Page:
    title: str
    body: str                  # the body's class
    styles: tuple              # under /static/
    script: str                # under /static/: the page's module
    phone: bool = False        # a phone page: the notch area and the home-screen app meta tags
    live: bool = True          # talks over Socket.IO (the results page reads JSON once, showing … till then)
    dark: bool = True


PAGES = {
    "tv": Page("partytable", "tv", ("phone/common.css", "tv/tv.css", "tv/replay.css"), "tv/tv.js"),
    "phone": Page("partytable", "phone", ("phone/common.css", "phone/phone.css", "tv/replay.css"), "phone/phone.js", phone=True),
    "event_tv": Page("partytable · event", "tv ev", ("phone/common.css", "tv/event.css"), "tv/event.js"),
    "event_phone": Page("partytable · event", "phone ev-phone",
                        ("phone/common.css", "phone/phone.css", "phone/event.css"), "phone/event.js", phone=True),
    "results": Page("partytable · results", "results", ("tv/results.css",), "tv/results.js", live=False, dark=False),
}


def page(name: str):
    """A page's HTML, never cached (a new version of the shells must reach every phone)."""
    response = make_response(render_template("page.html", page=PAGES[name]))
    response.headers["Cache-Control"] = "no-cache"
    return response


def pages(room_hall, worker_name) -> Blueprint:
    """``worker_name``: this worker's name when it is one of several behind nginx, else None."""
    bp = Blueprint("pages", __name__, template_folder=PHONE_DIR)
    from .replay import replays   # here: server/replay.py builds on the preview, which imports this module
    bp.register_blueprint(replays(room_hall))

    @bp.get("/")
    def index():
        return redirect("/tv")

    @bp.get("/tv")
    @bp.get("/tv/<code>")
    def tv_page(code=None):
        return page("tv")

    @bp.get("/join")
    @bp.get("/join/<code>")
    def phone_page(code=None):
        return page("phone")

    @bp.get("/static/tv/<path:name>")
    def tv_static(name):
        return send_from_directory(TV_DIR, name, max_age=0)

    @bp.get("/static/phone/<path:name>")
    def phone_static(name):
        return send_from_directory(PHONE_DIR, name, max_age=0)

    @bp.get("/games/<game>/web/<path:name>")
    def game_static(game, name):
        if game not in REGISTRY:
            abort(404)
        return send_from_directory(os.path.join(GAMES_DIR, game, "web"), name, max_age=0)

    @bp.get("/vendor/<name>")
    def vendor(name):
        if name not in VENDOR:
            abort(404)
        if not os.path.exists(os.path.join(VENDOR[name], name)):
            return ("The Socket.IO browser client is missing: run `npm install` in the project folder "
                    "(the README's setup command does it).", 500)
        return send_from_directory(VENDOR[name], name, max_age=3600)

    @bp.get("/api/games")
    def api_games():
        return jsonify({"games": [g.describe() for g in all_games()]})

    @bp.get("/api/games/<game>/reference")
    def api_reference(game):
        if game not in REGISTRY:
            abort(404)
        return jsonify(get_game(game).reference())

    @bp.get("/api/i18n/<ns>")
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

    def socketio_path():
        """Never reached: the Socket.IO middleware answers this path first. It is routed because
        Flask-SocketIO pushes a request context for every event, which routes the connection's
        path; with no route each event raised a NotFound whose traceback made a reference cycle
        (most of the server's garbage, measured: docs/decisions.md)."""
        abort(404)

    # one rule for the websocket transport, one for long-polling
    bp.add_url_rule("/socket.io/", "socketio_ws", socketio_path, websocket=True)
    bp.add_url_rule("/socket.io/", "socketio_polling", socketio_path, methods=["GET", "POST"])

    @bp.get("/favicon.ico")
    def favicon():
        return ("", 204)

    @bp.get("/healthz")
    def healthz():
        return jsonify({"ok": True, "rooms": len(room_hall.rooms), "worker": worker_name})

    @bp.app_errorhandler(404)
    def not_found(_):
        return jsonify({"error": "not_found", "message": "No such page; the TV is at /tv, phones join at /join."}), 404

    @bp.app_errorhandler(413)
    def too_large(_):
        return jsonify({"error": "bad_upload", "message": "The upload is too large; send less at once."}), 413

    @bp.app_errorhandler(500)
    def server_error(_):
        return jsonify({"error": "server_error", "message": "Something went wrong on the host; try again."}), 500

    return bp
