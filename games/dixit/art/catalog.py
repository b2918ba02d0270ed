"""The built-in Dixit deck: ids, groups and tags of the generated picture cards, without rendering.

``builtin_cards()`` reads the committed list of approved seeds per template (approved.py,
chosen by looking at contact sheets) and plans each card: the plan picks the motifs and
therefore the tags, so no SVG is built and no icon file is read here.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache

from . import scenes, scenes_earth, scenes_fables, scenes_home, scenes_idioms, scenes_music, scenes_sayings, scenes_seasons, scenes_sky, scenes_small, scenes_travel  # noqa: F401  (register the templates)
from .approved import APPROVED, EDITION
from .registry import TEMPLATES, Plan, plan

DECK = "builtin"


def card_id(name: str, seed: int) -> str:
    """"b" + a digest of what the picture is drawn from: a card id always names one picture,
    so pictures rendered (or cached by a browser) under an older drawing are never reused."""
    digest = hashlib.sha1(f"{EDITION}:{name}:{TEMPLATES[name].rev}:{seed}".encode()).hexdigest()
    return "b" + digest[:8]


@lru_cache(maxsize=1)
def _plans() -> dict[str, Plan]:
    return {card_id(name, seed): plan(name, seed) for name, seeds in APPROVED.items() for seed in seeds}


def plan_for(card: str) -> Plan:
    """The plan of a built-in card id (KeyError for any other id)."""
    return _plans()[card]


def clue_words(card: str, lang: str) -> list[str]:
    """The moods and idioms of a built-in card in ``lang`` ([] for any other card)."""
    p = _plans().get(card)
    return p.clue_words()[lang] if p else []


def builtin_cards() -> list[dict]:
    """Every built-in card: {"id", "deck", "group" (its scene template: the deal takes at most
    one card of a group), "tags": {"en", "zh-Hant", "zh-Hans"}}."""
    return [{"id": i, "deck": DECK, "group": p.template, "tags": p.tags()} for i, p in _plans().items()]
