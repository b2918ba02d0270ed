"""The three worked examples of the skill mechanism (docs/sanguosha.md, "Writing a skill"): 奸雄 (a
trigger after damage), 英姿 (a trigger that changes the draw count), 武圣 (a view-as from data)."""

from sanguosha_scenario import FILLER, card, cards, turn_of

RED_SLASH, BLACK_SLASH = card("S046"), card("S014")


def test_jianxiong_takes_the_card_that_caused_the_damage():
    # 奸雄: "after you take damage, you may take the card(s) that caused it".
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=["zhangfei", "caocao", "huatuo", "lvbu"]).use(0, BLACK_SLASH, 1)
    t.respond(1)
    assert t.prompt_of(1, "skill").params["skill"] == "jianxiong"
    t.use_effect(1)
    assert t.hand(1) == [BLACK_SLASH] and BLACK_SLASH not in t.state.discard and t.hp(1) == 3


def test_jianxiong_declined_leaves_the_card_to_the_discard_pile():
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=["zhangfei", "caocao", "huatuo", "lvbu"]).use(0, BLACK_SLASH, 1)
    t.respond(1).use_effect(1, False)
    assert t.hand(1) == [] and BLACK_SLASH in t.state.discard


def test_yingzi_draws_one_more_in_the_draw_phase():
    # 英姿: "draw 1 extra card in your draw phase".
    t = turn_of(0, {}, heroes=["zhouyu", "caocao", "huatuo", "lvbu"], deck_top=FILLER + cards("S086"))
    t.use_effect(0)
    assert t.hand(0) == FILLER + cards("S086")


def test_wusheng_uses_a_red_card_as_a_slash():
    # 武圣: "you may use or play any red card (hand or equipped) as 杀".
    t = turn_of(0, {0: cards("S032")}, heroes=["guanyu", "zhenji", "huatuo", "lvbu"], deck_top=cards("S014", "S016"))
    assert "skill:wusheng" in t.offered(0)
    t.answer(0, ["skill:wusheng"], "play")
    assert t.accepted_choices(0, "viewas") == [str(card("S032"))]     # the black 杀 drawn are no red card
    t.answer(0, [str(card("S032"))], "viewas").answer(0, ["1"], "targets")
    item = t.table_of(None)["stack"][0]
    assert item["kind"] == "slash" and item["skill"] == "wusheng"
    assert item["card"] == {"id": card("S032"), "suit": "heart", "rank": 3, "kind": "peach", "as": "slash"}
    t.respond(1)
    assert t.hp(1) == 2 and t.table_of(None)["slashes"]["used"] == 1


def test_wusheng_plays_a_red_card_as_a_slash_in_answer():
    t = turn_of(0, {0: cards("S001"), 2: cards("S032")}, heroes=["zhangfei", "zhenji", "guanyu", "lvbu"])
    t.use(0, card("S001"), 2).pass_window()
    assert "skill:wusheng" in t.choices_of(2, "respond")
    t.respond(2, "skill:wusheng").answer(2, [str(card("S032"))], "viewas").respond(0)
    assert t.hp(0) == 3 and t.hp(2) == 4
