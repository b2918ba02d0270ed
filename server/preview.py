"""The board preview (docs/frontend.md "Previewing a board"): a development page that shows any
game's TV board and any seat's phone panel for a bot-played match at a chosen step, so a game's
author sees a board in seconds instead of a browser test's minute.

Mounted under ``/dev/preview`` by ``partytable serve --dev`` only (``create_app(dev=True)``);
without it none of these paths exists. It opens no socket of its own: the pages are drawn by
the shells' own pieces (``controller/match.js``) from views this module computes:

- ``GET /dev/preview``: the page (game, players, seed, options, bots, seats, a step slider);
- ``GET /dev/preview/frame/tv``, ``/frame/phone``: one screen each, in an iframe of the page;
- ``GET /dev/preview/api/games``: every game's declaration and bot kinds;
- ``GET /dev/preview/api/views?game=&players=&seed=&step=&options=&bots=&seats=``: the views
  ``{tv, seats: {n: view}}`` after the first ``step`` inputs of the simulated match.

A match is (game, players, options, seed, inputs): the bots play it once, its input log is kept
(per game, players, seed, options and bots), and a view at step k replays the first k inputs.
"""

from __future__ import annotations

import json
import traceback
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from flask import Blueprint, jsonify, make_response, render_template, request

from games import REGISTRY, all_games, get_game
from games.core import OptionsError
from games.core.match import Match
from games.core.simulate import play_match

from .net import qr_svg
from .pages import PHONE_DIR, Page

PREFIX = "/dev/preview"
KEPT_MATCHES = 32          # input logs kept: one per (game, players, seed, options, bots)
# A bot match that has not ended after this many answers is shown as far as it went (with the
# reason): the page must answer in about a second, not after 200,000 random answers.
MAX_DECISIONS = 20_000

TITLE = "partytable · preview"
PAGES = {
    "page": Page(TITLE, "preview", ("phone/common.css", "tv/preview.css"), "tv/preview.js", live=False),
    "tv": Page(TITLE, "tv preview-frame", ("phone/common.css", "tv/tv.css", "tv/preview.css"),
               "tv/preview.frame.js", live=False),
    "phone": Page(TITLE, "phone preview-frame", ("phone/common.css", "phone/phone.css", "tv/preview.css"),
                  "tv/preview.frame.js", phone=True, live=False),
}


class BadRequest(ValueError):
    """A query the page cannot preview; the message says what to change."""


@dataclass(frozen=True)
class Simulated:
    inputs: tuple                 # the accepted inputs, in order (games.core.match.Input)
    error: Optional[str] = None   # why the bots' match stopped before its end, when it did


@lru_cache(maxsize=KEPT_MATCHES)
def simulated(game_id: str, players: int, seed: int, options_json: str, bots: str) -> Simulated:
    """The bots' match, played once per key; a match the rules break off keeps the inputs it had."""
    kept = {}

    def keep(match):   # after each answer the rules took without breaking
        kept["match"], kept["applied"] = match, len(match.inputs)

    try:
        played = play_match(get_game(game_id), players, seed, json.loads(options_json), bots,
                            max_decisions=MAX_DECISIONS, on_step=keep)
    except Exception:   # a bug in the rules: show the match up to the answer that broke them, and where
        inputs = tuple(kept["match"].inputs[:kept["applied"]]) if kept else ()
        return Simulated(inputs, traceback.format_exc(limit=-4))
    return Simulated(tuple(played.match.inputs), played.error)


@dataclass(frozen=True)
class Query:
    game: object
    players: int
    seed: int
    options: dict        # resolved: defaults filled in, so equal settings share one match
    bots: str

    def simulated(self) -> Simulated:
        return simulated(self.game.id, self.players, self.seed, json.dumps(self.options, sort_keys=True), self.bots)


def read_query(args) -> Query:
    """The match a request asks for; BadRequest says what does not fit."""
    game_id = args.get("game", "")
    if game_id not in REGISTRY:
        raise BadRequest(f"unknown game {game_id!r}; known games: {sorted(REGISTRY)}")
    game = get_game(game_id)
    players = whole(args, "players", players_by_default(game))
    seed = whole(args, "seed", 0)
    bots = args.get("bots", "random")
    if bots not in bot_kinds(game):
        raise BadRequest(f"{game_id} has no bot {bots!r}; its bots: {bot_kinds(game)}")
    try:
        given = json.loads(args.get("options") or "{}")
    except json.JSONDecodeError as exc:
        raise BadRequest(f"options must be a JSON object: {exc}") from None
    if not isinstance(given, dict):
        raise BadRequest("options must be a JSON object: {\"option id\": value, ...}")
    try:
        options = game.resolve_options(given, players)
    except OptionsError as exc:
        raise BadRequest(str(exc)) from None
    return Query(game, players, seed, options, bots)


def bot_kinds(game) -> list[str]:
    """The game's bots; the engine's random bot plays any game."""
    return sorted({"random", *game.bots})


def players_by_default(game) -> int:
    """The fewest players the game's default options fit (some games' smallest table needs other options)."""
    for players in range(game.min_players, game.max_players + 1):
        try:
            game.resolve_options(None, players)
            return players
        except OptionsError:
            continue
    return game.min_players


def whole(args, name: str, default: int) -> int:
    try:
        return int(args.get(name, default))
    except ValueError:
        raise BadRequest(f"{name} must be a whole number, not {args.get(name)!r}") from None


def seats_asked(args, players: int) -> list[int]:
    """``seats=0,2``: the seats whose views to send (every seat when not given)."""
    given = args.get("seats")
    if given is None:
        return list(range(players))
    try:
        seats = sorted({int(s) for s in given.split(",") if s.strip()})
    except ValueError:
        raise BadRequest(f"seats must be seat numbers separated by commas, not {given!r}") from None
    if any(not 0 <= s < players for s in seats):
        raise BadRequest(f"seats are numbered 0-{players - 1} for {players} players")
    return seats


def views_at(q: Query, inputs: tuple, step: int, seats: list[int]) -> dict:
    """The TV's and the seats' views after the first ``step`` inputs, as the shells receive them."""
    match = Match.replay(q.game, q.players, q.options, q.seed, inputs[:step])
    return {"tv": match.view(None), "seats": {str(s): match.view(s) for s in seats}}


def page(name: str):
    response = make_response(render_template("page.html", page=PAGES[name]))
    response.headers["Cache-Control"] = "no-cache"
    return response


def preview() -> Blueprint:
    bp = Blueprint("preview", __name__, url_prefix=PREFIX, template_folder=PHONE_DIR)

    @bp.get("")
    @bp.get("/")
    def preview_page():
        return page("page")

    @bp.get("/frame/<kind>")
    def frame(kind):
        if kind not in ("tv", "phone"):
            return refusal(BadRequest("a frame is tv or phone"), 404)
        return page(kind)

    @bp.get("/api/games")
    def api_games():
        # the corner of the TV frame shows the QR the real TV shows: the way in for phones
        return jsonify({"games": [{**g.describe(), "bots": bot_kinds(g), "players": players_by_default(g)}
                                  for g in all_games()],
                        "qr_svg": qr_svg(request.host_url + "join")})

    @bp.get("/api/views")
    def api_views():
        try:
            q = read_query(request.args)
            seats = seats_asked(request.args, q.players)
            step = whole(request.args, "step", 0)
        except BadRequest as exc:
            return refusal(exc)
        played = q.simulated()
        step = max(0, min(step, len(played.inputs)))
        try:
            views = views_at(q, played.inputs, step, seats)
        except Exception:   # the rules broke before the first input: nothing to show but why
            return jsonify({"error": "rules_failed", "message": played.error or traceback.format_exc(limit=-4)}), 500
        last = played.inputs[step - 1].as_dict() if step else None
        return jsonify({"game": q.game.id, "players": q.players, "seed": q.seed, "options": q.options,
                        "bots": q.bots, "steps": len(played.inputs), "step": step, "last_input": last,
                        "stopped": played.error, "views": views})

    return bp


def refusal(exc: Exception, status: int = 400):
    return jsonify({"error": "bad_preview", "message": str(exc)}), status
