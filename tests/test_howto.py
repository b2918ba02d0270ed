"""How to play, in three languages, for every game (issue 19 point 5).

Each game's catalogue keeps `<game>.howto.goal`, `.turn`, `.end` (the TV lobby's one-screen
summary), `.rules` (the phone's rules page) and, where the game has a teaching mode, `.teaching`.
"""

import json
import os
import re

import pytest

from games import REGISTRY, get_game
from games.core import LANGS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CJK = re.compile("[\u4e00-\u9fff]")

SUMMARY_PARTS = ("goal", "turn", "end")
# "where a game has a teaching mode (Avalon's narration, 风声's 新手场), the lobby says so":
# the game, and the host option (and value) that turns its teaching mode on
TEACHING_MODES = {"avalon": ("narrated_night", True), "fengsheng": ("mode", "novice")}
# readable on a TV: a few sentences a part; the rules page "a few hundred words at most"
MAX_SUMMARY_WORDS = 70
MAX_RULES_WORDS = 300
MAX_RULES_CJK_CHARS = 900


def catalogue(game_id):
    with open(os.path.join(ROOT, "games", game_id, "i18n.json"), encoding="utf-8") as f:
        return json.load(f)


def howto(game_id, lang, part):
    return catalogue(game_id)[lang].get(f"{game_id}.howto.{part}", "")


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
@pytest.mark.parametrize("part", SUMMARY_PARTS + ("rules",))
def test_every_game_explains_itself_in_every_language(game_id, part):
    for lang in LANGS:
        assert howto(game_id, lang, part).strip(), f"{game_id}.howto.{part} missing in {lang}"


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
@pytest.mark.parametrize("part", SUMMARY_PARTS + ("rules",))
def test_chinese_how_to_play_is_translated_not_the_english_text(game_id, part):
    english = howto(game_id, "en", part)
    for lang in ("zh-Hant", "zh-Hans"):
        text = howto(game_id, lang, part)
        assert text != english, f"{game_id}.howto.{part} in {lang} is the English text"
        assert CJK.search(text), f"{game_id}.howto.{part} in {lang} has no Chinese"


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_the_tv_summary_is_a_few_sentences_a_part(game_id):
    for part in SUMMARY_PARTS:
        words = len(howto(game_id, "en", part).split())
        assert words <= MAX_SUMMARY_WORDS, f"{game_id}.howto.{part}: {words} words, too long for the TV"


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_the_rules_page_is_compact_and_in_paragraphs(game_id):
    english = howto(game_id, "en", "rules")
    assert len(english.split()) <= MAX_RULES_WORDS
    for lang in LANGS:
        paragraphs = [p for p in re.split(r"\n\s*\n", howto(game_id, lang, "rules")) if p.strip()]
        assert len(paragraphs) >= 3, f"{game_id} rules in {lang}: paragraphs must be separated by blank lines"
    for lang in ("zh-Hant", "zh-Hans"):
        assert len(CJK.findall(howto(game_id, lang, "rules"))) <= MAX_RULES_CJK_CHARS


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_a_teaching_line_exactly_where_the_game_has_a_teaching_mode(game_id):
    has_line = [bool(howto(game_id, lang, "teaching").strip()) for lang in LANGS]
    assert has_line == [game_id in TEACHING_MODES] * len(LANGS)


@pytest.mark.parametrize("game_id", sorted(TEACHING_MODES))
def test_the_teaching_mode_the_lobby_names_is_a_real_host_option(game_id):
    option_id, value = TEACHING_MODES[game_id]
    spec = next(o for o in get_game(game_id).options if o.id == option_id)
    assert value in spec.choices if spec.kind == "choice" else spec.kind == "bool"


def test_the_shells_how_to_play_words_exist_in_every_language():
    with open(os.path.join(ROOT, "server", "i18n", "shell.json"), encoding="utf-8") as f:
        shell = json.load(f)
    keys = ["ui.howto", "ui.howto.dismiss", "ui.rules", "ui.rules_of"] + [f"ui.howto.{p}" for p in SUMMARY_PARTS]
    for lang in LANGS:
        assert all(shell[lang].get(k) for k in keys), lang
