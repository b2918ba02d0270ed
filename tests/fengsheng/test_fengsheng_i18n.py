"""Every prompt key, choice label, log key, result and option label 风声 uses is in its catalogue."""

import json
import os

from games.core.simulate import play_match
from games.fengsheng import GAME
from games.fengsheng.skills import NOT_BLACK, NOT_NOW
from games.fengsheng.skills_expansion import NO_BLACK, NOT_OPEN_TEXT

CAT = json.load(open(os.path.join(os.path.dirname(__file__), "..", "..", "games", "fengsheng", "i18n.json"),
                     encoding="utf-8"))["en"]


def test_every_key_the_game_uses_is_in_the_catalogue():
    for o in GAME.options:
        assert o.label in CAT, o.label
    seen = set()

    def collect(m):
        for p in m.prompts:
            seen.add(p.key)
            seen.update(c.label for c in p.choices if c.label)
            if "about" in p.params:           # what a window or a reaction answers
                seen.add(p.params["about"]["key"])
        for entry in m.state.log[-3:]:
            seen.add(entry["key"])
            for v in entry["params"].values():
                if isinstance(v, str) and v.startswith("fengsheng."):
                    seen.add(v)

    for seed in range(80):
        bots = "smart" if seed % 2 else "random"
        # half of the games with the expansion pool (and [002]'s texts every other time)
        options = {"pool": "expansion", "texts_002": seed % 4 == 2} if seed % 4 >= 2 else None
        m = play_match(GAME, 3 + seed % 7, seed, options, bots, on_step=collect).match
        seen.add(m.outcome()["result"])
    for o in GAME.options:
        for v in o.choices if o.id in ("pool", "genders") else ():
            seen.add(f"{o.label}.{v}")
    # refusals of a tap (the rules' typed rejections)
    seen.update(r.key for r in (NOT_NOW, NOT_BLACK, NO_BLACK, NOT_OPEN_TEXT))
    missing = sorted(k for k in seen if k not in CAT)
    assert not missing, missing
