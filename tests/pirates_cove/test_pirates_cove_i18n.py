"""Every Pirate's Cove key the rules send is in its catalogue in all three languages."""

import json
import os

from games.core import LANGS
from games.core.simulate import play_match
from games.pirates_cove import GAME
from games.pirates_cove import data

CATALOGUE = os.path.join(os.path.dirname(__file__), "..", "..", "games", "pirates_cove", "i18n.json")


def keys_in(node, found: set) -> set:
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "key" and isinstance(v, str):
                found.add(v)
            keys_in(v, found)
    elif isinstance(node, list):
        for v in node:
            keys_in(v, found)
    return found


def test_every_prompt_choice_log_result_and_name_is_in_the_catalogue_in_three_languages():
    cat = json.load(open(CATALOGUE, encoding="utf-8"))
    seen = {o.label for o in GAME.options} | {"pirates_cove.howto", "pirates_cove.house.title"}
    seen |= {f"pirates_cove.island.{i}" for i in data.ISLANDS + ("outfit",)}
    seen |= {f"pirates_cove.section.{s}" for s in data.SECTIONS} | {f"pirates_cove.card.{k}" for k in data.TAVERN_DECK}
    seen |= {f"pirates_cove.pirate.{p}" for p in data.PIRATES} | {f"pirates_cove.house.{r}" for r in data.HOUSE_RULES}

    def collect(m):
        keys_in(m.view(None)["table"]["log"][-5:], seen)
        for p in m.prompts:
            seen.add(p.key)
            seen.update(c.label for c in p.choices if c.label)
            seen.update(r.key for r in (m.check(p.seat, p.id, [c.id]) for c in p.choices) if r is not None)

    for players, seed in ((3, 1), (5, 2)):
        played = play_match(GAME, players, seed, {"cove_selectable": True}, on_step=collect)
        seen.add(played.match.outcome()["result"])
    missing = sorted((lang, k) for k in seen if k.startswith("pirates_cove.") for lang in LANGS if k not in cat[lang])
    assert not missing
    placeholders = {lang: {k: sorted(part.split("}")[0] for part in v.split("{")[1:]) for k, v in cat[lang].items()}
                    for lang in LANGS}
    assert placeholders["zh-Hant"] == placeholders["en"] == placeholders["zh-Hans"]
