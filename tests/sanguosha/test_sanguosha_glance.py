"""No leak at a glance (DESIGN.md "No leaks at a glance", docs/engine.md §9) in the questions one seat answers:
a view-as skill's button (倾国, 急救, 武圣) shows whenever the seat holds the skill and the question is one
it could answer, and a tap with no card to convert is refused after it, so a neighbour seeing the button
learns nothing of the hand. Each test puts two seats with the same skill side by side, one holding a card
the skill converts and one not, and compares what their phones are sent."""

import json
from pathlib import Path

from sanguosha_scenario import card, cards, turn_of

from games.core import LANGS

CATALOGUE = json.loads((Path(__file__).parents[2] / "games/sanguosha/i18n.json").read_text(encoding="utf-8"))
BLACK_SLASH, BLACK_SLASH_2, RED_PEACH, RED_DODGE = card("S014"), card("S016"), card("S032"), card("S030")
ARROW_VOLLEY = card("S029")
BLACK_FILLER = cards("S017", "S018")     # two black 杀 drawn in the draw phase


def shape(prompt) -> dict:
    """What a neighbour sees of a prompt: everything but which cards the buttons are."""
    d = prompt.as_dict()
    buttons = ["card" if (c.get("ref") or {}).get("card") else c["id"] for c in d["choices"]]
    return {k: d[k] for k in ("kind", "key", "min", "max", "optional", "timer", "progress")} | {"buttons": buttons}


def refused_as(refusal, code: str) -> bool:
    return refusal is not None and refusal.code == code and all(refusal.key in CATALOGUE[lang] for lang in LANGS)


def test_qingguo_is_offered_to_every_zhenji_asked_for_a_dodge_with_or_without_a_black_card():
    # 万箭齐发 asks seat 1 (甄姬 with a black 杀) and then seat 2 (甄姬 with a red 桃) for a 闪.
    t = turn_of(0, {0: [ARROW_VOLLEY], 1: [BLACK_SLASH], 2: [RED_PEACH]}, heroes=["zhangfei", "zhenji", "zhenji", "lvbu"])
    t.use(0, ARROW_VOLLEY).pass_window()
    holding = shape(t.prompt_of(1, "respond"))
    assert "skill:qingguo" in t.accepted_choices(1, "respond")
    t.respond(1).pass_window()
    assert shape(t.prompt_of(2, "respond")) == holding
    assert refused_as(t.refusals_of(2, "respond")["skill:qingguo"], "nothing_to_convert")


def test_jijiu_is_offered_to_every_huatuo_asked_for_a_peach_with_or_without_a_red_card():
    # Seat 3 at 1 HP takes seat 0's 杀: dying; 华佗 in seat 1 holds a red 闪, 华佗 in seat 2 a black 杀.
    t = turn_of(0, {0: [BLACK_SLASH], 1: [RED_DODGE], 2: [BLACK_SLASH_2]}, heroes=["zhangfei", "huatuo", "huatuo", "lvbu"],
                hp={3: 1}, deck_top=BLACK_FILLER)
    t.use(0, BLACK_SLASH, 3).respond(3).decline(0)
    holding = shape(t.prompt_of(1, "peach"))
    assert "skill:jijiu" in t.accepted_choices(1, "peach")
    t.decline(1)
    assert shape(t.prompt_of(2, "peach")) == holding
    assert refused_as(t.refusals_of(2, "peach")["skill:jijiu"], "nothing_to_convert")


def test_wusheng_is_offered_in_the_play_phase_with_or_without_a_red_card():
    red = turn_of(0, {0: [RED_PEACH]}, heroes=["guanyu", "zhenji", "huatuo", "lvbu"], deck_top=BLACK_FILLER)
    black = turn_of(0, {0: [BLACK_SLASH]}, heroes=["guanyu", "zhenji", "huatuo", "lvbu"], deck_top=BLACK_FILLER)
    skills = [[c for c in t.choices_of(0, "play") if c.startswith("skill:")] for t in (red, black)]
    assert skills == [["skill:wusheng"], ["skill:wusheng"]]
    assert red.refusals_of(0, "play")["skill:wusheng"] is None
    assert refused_as(black.refusals_of(0, "play")["skill:wusheng"], "nothing_to_convert")


def test_the_cards_a_view_as_skill_converts_are_chosen_from_the_whole_hand():
    # 武圣 with a red 桃 and black 杀: both are buttons; the black one is refused after the tap.
    t = turn_of(0, {0: [RED_PEACH]}, heroes=["guanyu", "zhenji", "huatuo", "lvbu"], deck_top=BLACK_FILLER)
    t.answer(0, ["skill:wusheng"], "play")
    assert sorted(t.choices_of(0, "viewas")) == sorted(str(c) for c in [RED_PEACH, *BLACK_FILLER])
    assert t.accepted_choices(0, "viewas") == [str(RED_PEACH)]
    assert refused_as(t.refusal(0, [str(BLACK_FILLER[0])], "viewas"), "cannot_convert")
