"""Scene templates: a registry and the seeded plan (motif choices and tags) of a card.

A card is (template name, seed).  The plan uses its own random stream, so tags can be
computed without building or rendering anything; the layout uses a second stream.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable

from .vocab import MOODS, WORDS, tag_lists

# name: (sky top, sky middle, horizon, ground, tint for icons, light colour, tag key)
PALETTES: dict[str, tuple[str, str, str, str, str, str, str]] = {
    "night": ("#0a1330", "#1c2f5e", "#44659a", "#0c1628", "#9db4e0", "#fff3d2", "night"),
    "dusk": ("#241a48", "#6e4688", "#f0a07e", "#231a36", "#e8b0bc", "#ffe2b4", "dusk"),
    "dawn": ("#5f7fb8", "#e8b0a8", "#fde4b6", "#5a4c6c", "#f4d2c4", "#fff6dc", "dawn"),
    "teal": ("#0c3440", "#2a7070", "#a6d4c2", "#0f2e34", "#a8dcd0", "#f2ffe8", "calm"),
    "ember": ("#240c14", "#76281f", "#ea8c4c", "#22100e", "#f0b090", "#ffd9a0", "sunset"),
    "fog": ("#7c8a9e", "#b2bcc8", "#e6e2d8", "#5e6670", "#d8dce0", "#fffaf0", "fog"),
    "gold": ("#33427a", "#c4906a", "#f8d89c", "#40323a", "#f4d8b0", "#fff0c8", "golden hour"),
    "deep": ("#031a26", "#0a4256", "#1f7a84", "#02121a", "#7fc4cc", "#d8fff6", "deep sea"),
    "snow": ("#3e4c74", "#8e9ec4", "#e4eaf4", "#d6dde9", "#dde6f4", "#fffdf4", "winter"),
}
MAX_THINGS = 5  # object and place tags of a card, before its moods


@dataclass
class Template:
    """One surreal idea.  ``tags``: places and things always shown; ``moods``: mood and idiom
    words (vocab.MOODS), the words a storyteller would say about the picture; ``pools``: the
    motif slots a seed chooses from; ``rev`` changes the card ids when the drawing changes."""
    name: str
    tags: tuple[str, ...]
    moods: tuple[str, ...]
    pools: dict[str, tuple[str, ...]]
    palettes: tuple[str, ...]
    draw: Callable
    tag_slots: tuple[str, ...] | None = None  # which pool choices become tags (default all)
    rev: int = 0


@dataclass
class Plan:
    template: str
    seed: int
    palette: str
    motifs: dict[str, str] = field(default_factory=dict)
    thing_keys: list[str] = field(default_factory=list)
    mood_keys: list[str] = field(default_factory=list)

    @property
    def tag_keys(self) -> list[str]:
        return self.thing_keys + [k for k in self.mood_keys if k not in self.thing_keys]

    def tags(self) -> dict[str, list[str]]:
        return tag_lists(self.tag_keys)

    def clue_words(self) -> dict[str, list[str]]:
        """The moods and idioms of the card: what a storyteller says instead of naming it."""
        return tag_lists(self.mood_keys)

    def combo(self) -> tuple:
        return (self.template, self.palette, tuple(sorted(self.motifs.items())))


TEMPLATES: dict[str, Template] = {}


def template(name: str, tags: tuple[str, ...], palettes: tuple[str, ...], moods: tuple[str, ...],
             tag_slots: tuple[str, ...] | None = None, rev: int = 0, **pools: tuple[str, ...]):
    """Register a draw function ``draw(S, m)`` as a scene template."""
    def deco(fn: Callable) -> Callable:
        assert name not in TEMPLATES, name
        for key in tags:
            assert key in WORDS, (name, key)
        assert len(moods) >= 3 and all(k in MOODS for k in moods), (name, moods)
        for pool in pools.values():
            for entry in pool:
                assert all(w in WORDS for w in entry.split("|")[0].split("+")), (name, entry)
        TEMPLATES[name] = Template(name, tuple(tags), tuple(moods), {k: tuple(v) for k, v in pools.items()},
                                   tuple(palettes), fn, tag_slots, rev)
        return fn
    return deco


def plan(name: str, seed: int) -> Plan:
    t = TEMPLATES[name]
    rng = random.Random(f"plan:{name}:{seed}")
    pal = rng.choice(t.palettes)
    motifs: dict[str, str] = {}
    for slot in sorted(t.pools):
        pool = [v for v in t.pools[slot] if v not in motifs.values()] or list(t.pools[slot])
        motifs[slot] = rng.choice(pool)
    things: list[str] = []
    slots = t.tag_slots if t.tag_slots is not None else tuple(sorted(t.pools))
    for slot in slots:
        for word in motifs[slot].split("|")[0].split("+"):
            if word not in things:
                things.append(word)
    for k in t.tags + (PALETTES[pal][6],):
        if k not in things:
            things.append(k)
    return Plan(name, seed, pal, motifs, things[:MAX_THINGS], list(t.moods))
