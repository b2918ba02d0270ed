"""Every message catalogue has every key in English, 繁體中文 and 简体中文."""

import json
import os
import re

import pytest

from games import all_games
from games.core import LANGS
from games.core.game import OptionsError
from games.core.simulate import play_match

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


def fewest_players(game) -> int:
    """The smallest player count the game takes with its default options (风声's standard mode
    starts at 3, its free mode at 2)."""
    for players in range(game.min_players, game.max_players + 1):
        try:
            game.resolve_options({}, players)
            return players
        except OptionsError:
            continue
    raise AssertionError(f"{game.id} takes no player count with its default options")


def message_keys(node, found: set) -> set:
    """Every ``key`` a view holds (the entries of a log, a result): the message keys it is drawn with."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "key" and isinstance(v, str):
                found.add(v)
            else:
                message_keys(v, found)
    elif isinstance(node, list):
        for v in node:
            message_keys(v, found)
    return found


def keys_of_a_random_match(game, decisions: int = 1000) -> set:
    """The message keys one random-bot match shows (the fewest players, seed 1, at most
    ``decisions`` answers): each open prompt's key, its choices' labels, the rejection each choice
    gets when tapped alone, the TV's log and the result."""
    seen: set = set()

    def collect(m):
        message_keys(m.view(None)["table"], seen)
        for p in m.prompts:
            seen.add(p.key)
            seen.update(c.label for c in p.choices if c.label)
            refusals = (m.check(p.seat, p.id, [c.id]) for c in p.choices)
            seen.update(r.key for r in refusals if r is not None)

    played = play_match(game, fewest_players(game), 1, None, max_decisions=decisions, on_step=collect)
    assert played.error is None or played.error.startswith("no end"), f"{game.id}: {played.error}"
    if played.match.finished:
        seen.add(played.match.outcome()["result"])
    return seen


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_prompt_key_choice_label_and_rejection_of_a_random_match_is_in_every_language(game):
    # docs/engine.md §1: "Every key the game uses (its prompts, choice labels, rejections, result) goes in
    # games/<id>/i18n.json"; the engine's own refusals (error.<code>) are the shell's.
    assert game.id in CATALOGUES, f"games/{game.id}/i18n.json is missing"
    own, shell = (json.load(open(CATALOGUES[name], encoding="utf-8")) for name in (game.id, "shell"))
    missing = sorted({(lang, key) for key in keys_of_a_random_match(game) for lang in LANGS
                      if key not in (own if key.startswith(game.id + ".") else shell)[lang]})
    assert not missing, f"{game.id}: add to games/{game.id}/i18n.json (or the shell's error.*): {missing}"


@pytest.mark.parametrize("game", [g for g in all_games() if g.id in CATALOGUES], ids=lambda g: g.id)
def test_every_host_option_and_each_of_its_values_has_a_label_in_every_language(game):
    cat = json.load(open(CATALOGUES[game.id], encoding="utf-8"))
    for lang in LANGS:
        for o in game.options:
            assert o.label in cat[lang], f"{game.id}/{lang}: option label {o.label}"
            if o.kind in ("choice", "seat"):
                for v in o.choices:
                    assert f"{o.label}.{v}" in cat[lang], f"{game.id}/{lang}: value label {o.label}.{v}"


PLACEHOLDER = re.compile(r"\{(\w+)\}")


@pytest.mark.parametrize("game", [g for g in all_games() if g.id in CATALOGUES], ids=lambda g: g.id)
def test_a_finished_matchs_result_gives_every_placeholder_of_its_message(game):
    # The shell's end band and the boards draw `t(result, params)`: a placeholder without its param
    # reaches the TV as "{seat} opened the secret alone".
    catalogue = json.load(open(CATALOGUES[game.id], encoding="utf-8"))["en"]
    ended = [m for m in (play_match(game, fewest_players(game), seed, None, max_decisions=3000).match for seed in range(1, 4))
             if m.finished]
    assert ended, f"{game.id}: no random match of 3 ended in 3,000 answers"
    for seed, m in enumerate(ended, 1):
        out = m.outcome()
        wanted = set(PLACEHOLDER.findall(catalogue.get(out["result"], "")))
        assert wanted <= set(out.get("params") or {}), (
            f"{game.id} seed {seed}: {out['result']} needs {sorted(wanted)}, the outcome's params hold "
            f"{sorted(out.get('params') or {})}: put them in the outcome's 'params'")
