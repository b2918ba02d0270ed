"""Dixit on the host (server side only: the rules never import this): the picture decks the
host uploads and the card pictures, under ``/games/dixit/`` (docs/protocol.md "HTTP").

The contract (docs/engine.md "A game's own routes and assets"): ``blueprint(host)`` returns the
routes, ``start(host)`` runs once before the server restores its rooms.
"""

from __future__ import annotations

import os

from flask import Blueprint, abort, current_app, jsonify, request, send_from_directory

from games.core import Rejection
from games.dixit import decks as library

from .cards import BuiltinPictures
from .decks import DeckStore

CARD_MAX_AGE = 7 * 24 * 3600   # a card id always names the same picture


def blueprint(host) -> Blueprint:
    bp = Blueprint("dixit", __name__)
    decks = DeckStore(host.folder)
    pictures = BuiltinPictures(host)

    @bp.post("/decks")
    def upload_deck():
        room = str(request.form.get("room", ""))
        if not host.is_host(room, request.form.get("token", "")):
            return jsonify({"error": "not_host", "message": "Only the host can add a deck: upload from the TV "
                                                            "page or the host's phone."}), 403
        files = [(f.filename or "picture", f.read()) for f in request.files.getlist("files")]
        try:
            deck = decks.add(request.form.get("name", ""), files)
        except Rejection as r:
            return jsonify({"error": r.code, "message": r.message}), 400
        library.register(deck.id, deck.engine_cards())
        host.room_changed(room)
        return jsonify(deck.summary())

    @bp.get("/decks")
    def list_decks():
        return jsonify({"decks": [d.summary() for d in decks.load_all()]})

    @bp.get("/card/<card_id>")
    def card(card_id):
        # an uploaded card's id is "<deck id>-<number>"; a built-in card's has no dash
        deck_id, dash, _ = card_id.partition("-")
        path = decks.card_file(deck_id, card_id) if dash else pictures.picture(card_id)
        if path is None:
            abort(404)
        return send_from_directory(os.path.dirname(path), os.path.basename(path), max_age=CARD_MAX_AGE)

    @bp.errorhandler(413)
    def too_large(_):
        mb = current_app.config["MAX_CONTENT_LENGTH"] // (1024 * 1024)
        return jsonify({"error": "bad_upload", "message": f"The upload is larger than {mb} MB; "
                                                         "upload the pictures in several decks."}), 413

    return bp


def start(host) -> None:
    """The uploaded decks join the rules' deck library (a restored match may deal from them);
    the built-in pictures not drawn yet are drawn in the background."""
    for deck in DeckStore(host.folder).load_all():
        library.register(deck.id, deck.engine_cards())
    if host.warm_up:
        host.start_background_task(BuiltinPictures(host).fill)
