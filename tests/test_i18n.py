"""Every message catalogue has every key in English, 繁體中文 and 简体中文."""

import json
import os
import re

import pytest

from games import all_games
from games.core import LANGS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOGUES = {"shell": os.path.join(ROOT, "server", "i18n", "shell.json")}
CATALOGUES.update({g.id: os.path.join(ROOT, "games", g.id, "i18n.json") for g in all_games()
                   if os.path.exists(os.path.join(ROOT, "games", g.id, "i18n.json"))})
CJK = re.compile("[\u4e00-\u9fff]")


@pytest.mark.parametrize("name", sorted(CATALOGUES))
def test_every_key_exists_in_every_language_and_is_not_empty(name):
    cat = json.load(open(CATALOGUES[name], encoding="utf-8"))
    assert set(cat) >= set(LANGS), f"{name}: languages {sorted(cat)}"
    keys = set(cat["en"])
    for lang in LANGS:
        assert set(cat[lang]) == keys, f"{name}/{lang}: missing {sorted(keys - set(cat[lang]))[:5]} extra {sorted(set(cat[lang]) - keys)[:5]}"
        empty = [k for k, v in cat[lang].items() if not isinstance(v, str) or not v.strip()]
        assert not empty, f"{name}/{lang}: empty {empty[:5]}"


@pytest.mark.parametrize("name", sorted(CATALOGUES))
def test_chinese_catalogues_are_translated_and_placeholders_match(name):
    cat = json.load(open(CATALOGUES[name], encoding="utf-8"))
    for key, en in cat["en"].items():
        wanted = set(re.findall(r"\{(\w+)\}", en))
        for lang in ("zh-Hant", "zh-Hans"):
            assert set(re.findall(r"\{(\w+)\}", cat[lang][key])) == wanted, f"{name}/{lang}/{key}: placeholders"
    translated = sum(1 for k in cat["en"] if CJK.search(cat["zh-Hans"][k]))
    assert translated >= 0.8 * len(cat["en"]), f"{name}: only {translated}/{len(cat['en'])} keys have Chinese text"


def test_every_game_names_itself_in_every_language():
    for g in all_games():
        assert all(g.names.get(lang) for lang in LANGS), g.id


def test_every_prompt_key_and_option_label_of_avalon_is_in_its_catalogue():
    from games import get_game
    from games.core.simulate import play_match
    g = get_game("avalon")
    cat = json.load(open(CATALOGUES["avalon"], encoding="utf-8"))["en"]
    for o in g.options:
        assert o.label in cat, o.label
    seen = set()

    def collect(m):
        for p in m.prompts:
            seen.add(p.key)
            seen.update(c.label for c in p.choices if c.label)

    for seed in range(20):
        m = play_match(g, 5 + seed % 6, seed, {"percival": True, "morgana": seed % 2 == 0}, on_step=collect).match
        for entry in m.view(None)["table"].get("log", []):
            seen.add(entry["key"])
        seen.add(m.outcome()["result"])
    missing = sorted(k for k in seen if k not in cat)
    assert not missing, missing


@pytest.mark.parametrize("game", [g for g in all_games() if g.id in CATALOGUES], ids=lambda g: g.id)
def test_every_host_option_and_each_of_its_values_has_a_label_in_every_language(game):
    cat = json.load(open(CATALOGUES[game.id], encoding="utf-8"))
    for lang in LANGS:
        for o in game.options:
            assert o.label in cat[lang], f"{game.id}/{lang}: option label {o.label}"
            if o.kind in ("choice", "seat"):
                for v in o.choices:
                    assert f"{o.label}.{v}" in cat[lang], f"{game.id}/{lang}: value label {o.label}.{v}"
