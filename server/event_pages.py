"""HTTP of events (docs/events.md): the projector, entrant and results pages, the events'
public JSON and the results as CSV."""

from __future__ import annotations

from flask import Blueprint, abort, current_app, jsonify

from games import REGISTRY
from games.events import event_rules

from .events import Event, EventHall, results_csv
from .pages import page


def event_pages(hall: EventHall) -> Blueprint:
    bp = Blueprint("event_pages", __name__)

    def event_or_404(code: str) -> Event:
        ev = hall.events.get(code.upper())
        if ev is None:
            abort(404)
        return ev

    @bp.get("/event")
    @bp.get("/event/<code>/tv")
    def event_tv_page(code=None):
        return page("event_tv")

    @bp.get("/event/<code>")
    def event_phone_page(code):
        return page("event_phone")

    @bp.get("/event/<code>/results")
    def event_results_page(code):
        return page("results")

    @bp.get("/api/events")
    def api_events():
        return jsonify({"events": [hall.summary(ev) for ev in reversed(list(hall.events.values()))][:50]})

    @bp.get("/api/events/games")
    def api_event_games():
        # Each game's event declaration (games/<id>/event.py): the rounds a new event plans, its
        # tie-breaks and warnings per point; the game itself is at /api/games.
        return jsonify({"games": {gid: event_rules(gid).describe() for gid in REGISTRY}})

    @bp.get("/api/events/<code>")
    def api_event(code):
        ev = event_or_404(code)
        with ev.lock:
            return jsonify(hall.public(ev))

    @bp.get("/event/<code>/results.csv")
    def event_csv(code):
        ev = event_or_404(code)
        with ev.lock:
            body = results_csv(hall.public(ev))
        return current_app.response_class("\ufeff" + body, mimetype="text/csv", headers={
            "Content-Disposition": f'attachment; filename="{ev.code}-results.csv"'})

    return bp
