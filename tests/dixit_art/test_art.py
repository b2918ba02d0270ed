"""The generated Dixit deck: catalog shape, determinism, and a small render."""

from __future__ import annotations

import time
from collections import Counter

import pytest

from games.dixit.art import icons
from games.dixit.art.approved import APPROVED
from games.dixit.art.catalog import builtin_cards, plan_for
from games.dixit.art.registry import TEMPLATES, plan

LANGS = ("en", "zh-Hant", "zh-Hans")
needs_icons = pytest.mark.skipif(not icons.available(),
                                 reason="node_modules/@iconify-json missing: run scripts/setup.sh")


def test_catalog_has_300_cards_with_tags_in_three_languages():
    t0 = time.monotonic()
    cards = builtin_cards()
    assert time.monotonic() - t0 < 1.0
    assert len(cards) >= 300
    ids = [c["id"] for c in cards]
    assert len(set(ids)) == len(ids)
    assert ids[0] == "b000"
    for c in cards:
        assert c["deck"] == "builtin"
        for lang in LANGS:
            tags = c["tags"][lang]
            assert 3 <= len(tags) <= 8, (c["id"], lang, tags)
            assert all(isinstance(t, str) and t.strip() for t in tags)
        for lang in ("zh-Hant", "zh-Hans"):
            assert all(any("\u4e00" <= ch <= "\u9fff" for ch in t) for t in c["tags"][lang]), c


def test_catalog_is_deterministic_and_varied():
    assert builtin_cards() == builtin_cards()
    per_template = Counter(name for name, _ in APPROVED)
    assert len(per_template) >= 40
    assert max(per_template.values()) <= 8
    assert all(name in TEMPLATES for name in per_template)
    assert len(set(APPROVED)) == len(APPROVED)


@needs_icons
def test_same_seed_same_svg_and_distinct_cards_differ():
    from games.dixit.art.render import build_svg

    a = build_svg(plan_for("b000"))
    assert a == build_svg(plan(*APPROVED[0]))
    assert a.startswith("<svg")
    svgs = {build_svg(plan_for(f"b{i:03d}")) for i in range(0, len(APPROVED), 9)}
    assert len(svgs) == len(range(0, len(APPROVED), 9))
    # two seeds of one template differ too
    name = APPROVED[0][0]
    seeds = [s for n, s in APPROVED if n == name][:2]
    assert build_svg(plan(name, seeds[0])) != build_svg(plan(name, seeds[1]))


@needs_icons
def test_render_a_few_cards(tmp_path):
    from PIL import Image

    from games.dixit.art.__main__ import main
    from games.dixit.art.render import card_dir, render_one

    assert main(["render", "--out", str(tmp_path / "out"), "--only", "3", "--quiet", "--jobs", "1"]) == 0
    files = sorted((tmp_path / "out").iterdir())
    assert [p.name for p in files] == ["b000.webp", "b001.webp", "b002.webp"]
    for p in files:
        with Image.open(p) as im:
            assert im.format == "WEBP" and im.size == (600, 900)
    before = files[0].stat().st_mtime_ns
    main(["render", "--out", str(tmp_path / "out"), "--only", "3", "--quiet", "--jobs", "1"])
    assert files[0].stat().st_mtime_ns == before  # already rendered: skipped
    path = render_one("b005", tmp_path / "data")
    assert path == card_dir(tmp_path / "data") / "b005.webp" == tmp_path / "data" / "dixit" / "builtin" / "b005.webp"
    with Image.open(path) as im:
        assert im.size == (600, 900)
