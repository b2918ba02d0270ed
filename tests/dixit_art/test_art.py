"""The generated Dixit deck: catalog shape, groups, determinism, and a small render."""

from __future__ import annotations

import math
import time
from collections import Counter

import pytest

from games.dixit.art import icons
from games.dixit.art.approved import APPROVED
from games.dixit.art.catalog import builtin_cards, card_id, plan_for
from games.dixit.art.registry import TEMPLATES, plan
from games.dixit.art.vocab import ALL, MOODS, THINGS
from games.dixit.rules import HAND

LANGS = ("en", "zh-Hant", "zh-Hans")
needs_icons = pytest.mark.skipif(not icons.available(),
                                 reason="node_modules/@iconify-json missing: run scripts/setup.sh")


def test_catalog_has_a_few_hundred_cards_with_tags_in_three_languages():
    t0 = time.monotonic()
    cards = builtin_cards()
    assert time.monotonic() - t0 < 1.0
    # Cards are drawn lazily (on first request, then in the background), so the count is paid in
    # disk space: about 55 KB a card, under 27 MB for 480.
    assert 400 <= len(cards) <= 480
    ids = [c["id"] for c in cards]
    assert len(set(ids)) == len(ids)
    for c in cards:
        assert c["deck"] == "builtin" and c["id"].isalnum() and c["group"] in TEMPLATES
        for lang in LANGS:
            tags = c["tags"][lang]
            assert 3 <= len(tags) <= 12, (c["id"], lang, tags)
            assert all(isinstance(t, str) and t.strip() for t in tags)
        for lang in ("zh-Hant", "zh-Hans"):
            assert all(any("\u4e00" <= ch <= "\u9fff" for ch in t) for t in c["tags"][lang]), c


def rounds_until_the_pile_runs_out(scenes: int, players: int) -> int:
    """A match deals one card per scene, HAND to each player; every round each player lays one
    card and draws one, and the game ends at the refill that empties the pile (docs/rules/dixit.md)."""
    return math.ceil((scenes - HAND * players) / players)


def test_the_deck_has_enough_scenes_for_each_of_twelve_players_to_be_storyteller():
    groups = Counter(c["group"] for c in builtin_cards())
    assert len(groups) >= 210
    assert rounds_until_the_pile_runs_out(len(groups), 12) >= 12  # the storyteller role goes round once
    assert rounds_until_the_pile_runs_out(len(groups), 7) >= 25
    assert max(groups.values()) <= 3
    assert set(groups) == set(APPROVED) == set(TEMPLATES)  # no template left unused


def test_every_template_has_moods_and_idioms_in_three_languages_and_no_card_shares_its_look():
    for t in TEMPLATES.values():
        assert len(t.moods) >= 3 and all(m in MOODS for m in t.moods), t.name
    assert all(len(words) == 3 and all(w.strip() for w in words) for words in ALL.values())
    assert not set(MOODS) & set(THINGS)
    combos = [plan_for(c["id"]).combo() for c in builtin_cards()]
    assert len(set(combos)) == len(combos)


def test_a_card_id_names_one_drawing():
    name, seeds = next(iter(APPROVED.items()))
    first = card_id(name, seeds[0])
    assert builtin_cards()[0]["id"] == first == card_id(name, seeds[0])
    assert plan_for(first).seed == seeds[0]
    TEMPLATES[name].rev += 1  # a redrawn template gives its cards new ids
    try:
        assert card_id(name, seeds[0]) != first
    finally:
        TEMPLATES[name].rev -= 1
    with pytest.raises(KeyError):
        plan_for("b000")


@needs_icons
def test_same_seed_same_svg_and_distinct_cards_differ():
    from games.dixit.art.render import build_svg

    cards = builtin_cards()
    a = build_svg(plan_for(cards[0]["id"]))
    assert a == build_svg(plan(*next((n, s[0]) for n, s in APPROVED.items())))
    assert a.startswith("<svg")
    some = cards[::23]
    assert len({build_svg(plan_for(c["id"])) for c in some}) == len(some)
    name, seeds = next((n, s) for n, s in APPROVED.items() if len(s) > 1)
    assert build_svg(plan(name, seeds[0])) != build_svg(plan(name, seeds[1]))


def test_the_deck_sheet_shows_one_labelled_card_per_group():
    from games.dixit.art.render import deck_sheet_items

    items = deck_sheet_items()
    assert [p.template for _, p in items] == list(APPROVED)
    assert all(label.endswith(p.template) for label, p in items)


@needs_icons
def test_render_a_few_cards_and_a_preview_sheet(tmp_path):
    from PIL import Image

    from games.dixit.art.__main__ import main
    from games.dixit.art.render import card_dir, render_one

    ids = [c["id"] for c in builtin_cards()]
    assert main(["render", "--out", str(tmp_path / "out"), "--only", "3", "--quiet", "--jobs", "1"]) == 0
    files = sorted((tmp_path / "out").iterdir())
    assert [p.name for p in files] == sorted(f"{i}.webp" for i in ids[:3])
    for p in files:
        with Image.open(p) as im:
            assert im.format == "WEBP" and im.size == (600, 900)
    before = files[0].stat().st_mtime_ns
    main(["render", "--out", str(tmp_path / "out"), "--only", "3", "--quiet", "--jobs", "1"])
    assert files[0].stat().st_mtime_ns == before  # already rendered: skipped
    path = render_one(ids[5], tmp_path / "data")
    assert path == card_dir(tmp_path / "data") / f"{ids[5]}.webp" == tmp_path / "data" / "dixit" / "builtin" / f"{ids[5]}.webp"
    with Image.open(path) as im:
        assert im.size == (600, 900)
    name = next(iter(APPROVED))
    assert main(["preview", "--template", name, "--seeds", "1-2", "--out", str(tmp_path / "p.png")]) == 0
    with Image.open(tmp_path / "p.png") as im:
        assert im.size == (2 * 208 + 8, 300 + 24 + 8)
