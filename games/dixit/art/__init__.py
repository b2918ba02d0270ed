"""Dixit's built-in picture cards, generated on this machine (Dixit's own art is copyrighted).

``catalog.builtin_cards()`` lists ids and tags without rendering; ``render_one(card_id,
data_dir)`` draws one card to ``<data_dir>/dixit/builtin/<id>.webp``; ``python -m
games.dixit.art render --data DIR`` draws all missing cards.  See docs/dixit-art.md.
"""

from __future__ import annotations


def render_one(card_id: str, data_dir):
    """Render a built-in card if it is missing; returns its path (KeyError: unknown id)."""
    from .render import render_one as _render_one

    return _render_one(card_id, data_dir)


def builtin_cards() -> list[dict]:
    from .catalog import builtin_cards as _builtin_cards

    return _builtin_cards()
