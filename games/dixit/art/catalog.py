"""The built-in Dixit deck: ids and tags of the generated picture cards, without rendering.

``builtin_cards()`` reads the committed list of approved (template, seed) pairs
(approved.py, chosen by looking at contact sheets) and plans each card: the plan picks the
motifs and therefore the tags, so no SVG is built and no icon file is read here.
"""

from __future__ import annotations

from functools import lru_cache

from . import scenes  # noqa: F401  (registers the templates)
from .approved import APPROVED
from .registry import Plan, plan

DECK = "builtin"


def card_id(i: int) -> str:
    return f"b{i:03d}"


@lru_cache(maxsize=1)
def _plans() -> tuple[Plan, ...]:
    return tuple(plan(name, seed) for name, seed in APPROVED)


def plan_for(card: str) -> Plan:
    """The plan of a built-in card id ("b042")."""
    if not (card.startswith("b") and card[1:].isdigit()):
        raise KeyError(card)
    i = int(card[1:])
    plans = _plans()
    if i >= len(plans):
        raise KeyError(card)
    return plans[i]


def builtin_cards() -> list[dict]:
    """Every built-in card: {"id", "deck", "tags": {"en", "zh-Hant", "zh-Hans"}}."""
    return [{"id": card_id(i), "deck": DECK, "tags": p.tags()} for i, p in enumerate(_plans())]
