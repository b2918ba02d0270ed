"""Equipment: weapons, armour, horses, replacing (§6.2-6.4, §7.2). Seat 0 (the Lord) plays."""

from sanguosha_scenario import FILLER, card, cards, turn_of

RED_SLASH, BLACK_SLASH, SLASH_2 = card("S046"), card("S014"), card("S016")
DODGE = card("S030")
# Heroes whose skills stay out of the way: 张飞 (咆哮 only lifts the 杀 limit) and 甄姬 (female).
HEROES = ["zhangfei", "zhenji", "huatuo", "zhugeliang"]


def test_equipment_goes_into_its_slot_and_a_full_slot_discards_the_old_card():
    # §6.4: "Equipping into a full slot discards the old card."
    t = turn_of(0, {0: cards("S037", "S108")}).use(0, card("S037"))
    assert t.seat(0)["equip"]["horse_minus"]["kind"] == "red_hare"
    t.use(0, card("S108"))
    assert t.seat(0)["equip"]["horse_minus"]["kind"] == "zixing" and card("S037") in t.state.discard


def test_a_minus_one_horse_brings_others_closer_and_a_plus_one_horse_pushes_its_holder_away():
    # §6.2: "+1 if B has a +1 horse. −1 if A has a −1 horse."
    t = turn_of(0, {0: [RED_SLASH]}, equip={0: cards("S037"), 1: cards("S011")})
    t.answer(0, [str(RED_SLASH)], "play")
    assert {c.id: c.params["distance"] for c in t.prompt_of(0, "targets").choices} == {"1": 1, "2": 1, "3": 1}


def test_zhuge_crossbow_lifts_the_slash_limit():
    # §7.2: "Locked (锁定技): you may use any number of 杀 in your play phase."
    t = turn_of(0, {0: [BLACK_SLASH, SLASH_2]}, equip={0: cards("S056")}).use(0, BLACK_SLASH, 1).respond(1)
    assert str(SLASH_2) in t.offered(0) and t.table_of(None)["slashes"]["limit"] is None


def test_renwang_shield_stops_a_black_slash_but_not_a_red_one():
    # §7.2: "Locked: black 杀 has no effect on you."
    t = turn_of(0, {0: [BLACK_SLASH, RED_SLASH]}, equip={1: cards("S059"), 0: cards("S056")})
    t.use(0, BLACK_SLASH, 1)
    assert t.prompts("respond") == [] and t.hp(1) == 4
    t.use(0, RED_SLASH, 1).respond(1)
    assert t.hp(1) == 3


def test_qinggang_sword_ignores_the_targets_armour():
    # §7.2: "Locked: your 杀 ignores the target's armour (八卦阵, 仁王盾 ...)".
    t = turn_of(0, {0: [BLACK_SLASH]}, equip={0: cards("S012"), 1: cards("S059")}).use(0, BLACK_SLASH, 1)
    assert t.seats_asked("respond") == [1]
    t2 = turn_of(0, {0: [BLACK_SLASH]}, equip={0: cards("S012"), 1: cards("S004")}).use(0, BLACK_SLASH, 1)
    assert "armor" not in t2.choices_of(1, "respond")


def test_eight_trigrams_judges_red_as_a_dodge():
    # §7.2: "When you need to use or play a 闪, you may judge. On a red result you count as having played a 闪."
    t = turn_of(0, {0: [BLACK_SLASH]}, equip={1: cards("S004")}, deck_top=FILLER + [DODGE]).use(0, BLACK_SLASH, 1)
    t.respond(1, "armor")
    assert t.hp(1) == 4 and t.table_of(None)["judgement"]["result"] == "hit"


def test_eight_trigrams_judged_black_leaves_a_real_dodge_to_play():
    # "On black you may still play a real one."
    t = turn_of(0, {0: [RED_SLASH], 1: [card("S031")]}, equip={1: cards("S004")},
                deck_top=FILLER + [BLACK_SLASH]).use(0, RED_SLASH, 1).respond(1, "armor")
    assert "armor" not in t.choices_of(1, "respond")
    t.respond(1, card("S031"))
    assert t.hp(1) == 4


def test_twin_swords_on_the_other_sex_make_them_discard_or_let_the_user_draw():
    # §7.2: "When you target a player of the other sex with 杀, you may make them choose: discard a hand card,
    # or let you draw 1. This happens before they respond."
    t = turn_of(0, {0: [BLACK_SLASH], 1: [DODGE]}, heroes=HEROES, equip={0: cards("S003")}).use(0, BLACK_SLASH, 1)
    t.use_effect(0)
    assert t.choices_of(1, "twin_swords") == ["discard_hand_card", "user_draws"]
    t.answer(1, ["user_draws"], "twin_swords")
    assert t.seat(0)["hand"] == 3 and t.seats_asked("respond") == [1]


def test_kongcheng_an_empty_hand_cannot_be_slashed():
    # 空城 (docs/rules/sanguosha.md §8): "while you have no hand cards, you cannot be targeted by 杀 or 决斗"
    # (a status skill: its data alone, read by view.standing).
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=HEROES)
    t.answer(0, [str(BLACK_SLASH)], "play")
    assert [c.id for c in t.prompt_of(0, "targets").choices] == ["1"]


def test_twin_swords_do_nothing_against_the_same_sex():
    # (诸葛亮's 空城 would turn the 杀 away from an empty hand: seat 3 holds a card)
    t = turn_of(0, {0: [BLACK_SLASH], 3: [DODGE]}, heroes=HEROES, equip={0: cards("S003")}).use(0, BLACK_SLASH, 3)
    assert t.prompts("skill") == [] and t.seats_asked("respond") == [3]


def test_frost_sword_trades_the_damage_for_two_of_the_targets_cards():
    # §7.2: "you may prevent the damage. You then discard two of their cards, one after the other".
    t = turn_of(0, {0: [BLACK_SLASH], 1: [card("S032")]}, equip={0: cards("S005"), 1: cards("S037")})
    t.use(0, BLACK_SLASH, 1).respond(1).use_effect(0)
    t.answer(0, ["hand:0"], "pick").answer(0, ["equip:horse_minus"], "pick")
    assert t.hp(1) == 4 and t.seat(1)["hand"] == 0 and t.seat(1)["equip"]["horse_minus"] is None


def test_green_dragon_blade_slashes_again_after_a_dodge_outside_the_limit():
    # §7.2: "When your 杀 is cancelled by 闪, you may use another 杀 on the same target. It does not count".
    t = turn_of(0, {0: [BLACK_SLASH, SLASH_2], 1: [DODGE]}, equip={0: cards("S010")}).use(0, BLACK_SLASH, 1)
    t.respond(1, DODGE)
    assert t.prompt_of(0, "respond").params["kind"] == "green_dragon_blade"
    t.respond(0, SLASH_2).respond(1)
    assert t.hp(1) == 3 and t.table_of(None)["slashes"]["used"] == 1


def test_serpent_spear_uses_two_hand_cards_as_a_slash():
    # §7.2: "You may use or play any 2 hand cards as one 杀."
    t = turn_of(0, {0: cards("S032", "S084")}, equip={0: cards("S025")}, deck_top=cards("S086", "S088"))
    t.use_skill(0, "serpent_spear", cards("S032", "S084"), 1)
    item = t.table_of(None)["stack"][0]
    assert item["kind"] == "slash" and [c["as"] for c in item["cards"]] == ["slash", "slash"]
    t.respond(1)
    assert t.hp(1) == 3 and {card("S032"), card("S084")} <= set(t.state.discard)


def test_stone_piercing_axe_discards_two_to_hit_anyway():
    # §7.2: "you may discard 2 cards (hand or equipped, but not the axe itself) to make it deal its damage".
    t = turn_of(0, {0: [BLACK_SLASH], 1: [DODGE]}, equip={0: cards("S091", "S037")}).use(0, BLACK_SLASH, 1)
    t.respond(1, DODGE)
    assert str(card("S091")) not in t.choices_of(0, "axe")
    t.answer(0, [str(FILLER[0]), str(card("S037"))], "axe")
    assert t.hp(1) == 3 and card("S037") in t.state.discard


def test_sky_halberd_gives_a_last_hand_card_slash_two_more_targets():
    # §7.2: "If the 杀 you use is your last hand card, it may take up to 2 extra targets, each within range."
    t = turn_of(0, {0: [BLACK_SLASH]}, equip={0: cards("S105")}, deck_top=cards("S001", "S055"))
    t.answer(0, [str(BLACK_SLASH)], "play")
    assert t.prompt_of(0, "targets").max == 1         # not the last hand card yet
    t.answer(0, [], "targets")
    t.use(0, card("S001"), 1).pass_window().respond(1).use(0, card("S055"), 2).pass_window().respond(2)
    t.use(0, BLACK_SLASH, 1, 2, 3)
    assert t.seats_asked("respond") == [1]
    t.respond(1).respond(2).respond(3)
    assert [t.hp(s) for s in range(4)] == [4, 2, 2, 3]


def test_qilin_bow_discards_a_horse_of_the_slashed_target():
    # §7.2: "When your 杀 damages a target, you may discard one horse from their equipment."
    t = turn_of(0, {0: [BLACK_SLASH]}, equip={0: cards("S036"), 1: cards("S011", "S037", "S004")})
    t.use(0, BLACK_SLASH, 1).respond(1).use_effect(0)
    assert t.choices_of(0, "pick") == ["equip:horse_plus", "equip:horse_minus"]
    t.answer(0, ["equip:horse_plus"], "pick")
    assert t.seat(1)["equip"]["horse_plus"] is None and t.hp(1) == 3


def test_twin_swords_target_may_discard_a_hand_card_instead():
    t = turn_of(0, {0: [BLACK_SLASH], 1: [DODGE, card("S031")]}, heroes=HEROES, equip={0: cards("S003")})
    t.use(0, BLACK_SLASH, 1).use_effect(0).answer(1, ["discard_hand_card"], "twin_swords")
    t.answer(1, [str(DODGE)], "twin_swords_discard")
    assert DODGE in t.state.discard and t.seat(0)["hand"] == 2 and t.hand(1) == [card("S031")]


def test_frost_sword_is_not_offered_against_a_target_without_cards():
    t = turn_of(0, {0: [BLACK_SLASH]}, equip={0: cards("S005")}).use(0, BLACK_SLASH, 1).respond(1)
    assert t.prompts("skill") == [] and t.hp(1) == 3
