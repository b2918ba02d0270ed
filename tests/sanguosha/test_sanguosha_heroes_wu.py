"""The 吴 Wu heroes' skills (docs/rules/sanguosha.md §8), each played through the prompts from an arranged
table: 制衡, 救援, 奇袭, 克己, 苦肉, 反间, 国色, 流离, 谦逊, 连营, 结姻, 枭姬 (英姿: the worked examples).
Seat 0 is the Lord; the fillers are heroes whose skills ask nothing here (张飞, 关羽, 赵云)."""

from sanguosha_scenario import FILLER, card, cards, turn_of

RED_SLASH, BLACK_SLASH, DODGE = card("S046"), card("S014"), card("S030")     # ♥10 杀, ♠7 杀, ♥2 闪
PEACH, DIAMOND_DODGE = card("S032"), card("S086")                              # ♥3 桃, ♦3 闪
DISMANTLE, SNATCH, INDULGENCE = card("S006"), card("S007"), card("S013")      # ♠3, ♠3, ♠6
TWIN_SWORDS, QINGGANG, ZIXING = card("S003"), card("S012"), card("S108")      # ♠2 (2), ♠6 (2), ♦K −1 horse


def logged(t, key: str) -> list:
    return [e["params"] for e in t.table_of(None)["log"] if e["key"] == "sanguosha.log." + key]


def choice_ids(t, seat: int, key: str) -> list:
    return t.choices_of(seat, key)


# ---------------------------------------------------------------- 孙权: 制衡, 救援
def test_zhiheng_discards_chosen_hand_and_equipped_cards_then_draws_as_many():
    # 制衡: "discard any number of cards (hand or equipped), then draw the same number".
    t = turn_of(0, {0: [RED_SLASH, PEACH]}, heroes=["sunquan", "zhangfei", "guanyu", "zhaoyun"],
                equip={0: [TWIN_SWORDS]}, deck_top=FILLER + cards("S088", "S090"))
    t.answer(0, ["skill:zhiheng"], "play")
    assert sorted(choice_ids(t, 0, "zhiheng")) == sorted(str(c) for c in [RED_SLASH, PEACH, *FILLER, TWIN_SWORDS])
    t.answer(0, [str(RED_SLASH), str(TWIN_SWORDS)], "zhiheng")
    assert sorted(t.hand(0)) == sorted([PEACH, *FILLER, *cards("S088", "S090")])
    assert t.seat(0)["equip"]["weapon"] is None and {RED_SLASH, TWIN_SWORDS} <= set(t.state.discard)
    assert logged(t, "skill")[-1] == {"player": {"seat": 0}, "skill": "zhiheng"}


def test_zhiheng_is_once_per_play_phase():
    t = turn_of(0, {0: [RED_SLASH]}, heroes=["sunquan", "zhangfei", "guanyu", "zhaoyun"])
    t.answer(0, ["skill:zhiheng"], "play").answer(0, [str(RED_SLASH)], "zhiheng")
    assert "skill:zhiheng" not in t.offered(0)


def test_zhiheng_taken_back_with_no_card_is_no_use():
    t = turn_of(0, {0: [RED_SLASH]}, heroes=["sunquan", "zhangfei", "guanyu", "zhaoyun"])
    t.answer(0, ["skill:zhiheng"], "play").answer(0, [], "zhiheng")
    assert "skill:zhiheng" in t.offered(0) and t.hand(0) == [RED_SLASH, *FILLER]
    assert logged(t, "skill") == []


def lord_sunquan_dying(peach_holder_hero: str, peach_seat: int = 2):
    """Seat 1 (张飞) 杀s the Lord 孙权 at 1 HP, who does not dodge: dying; seat 1 has no 桃."""
    heroes = ["sunquan", "zhangfei", "guanyu", "zhaoyun"]
    heroes[peach_seat] = peach_holder_hero
    t = turn_of(1, {1: [BLACK_SLASH], peach_seat: [PEACH]}, heroes=heroes, hp={0: 1}).use(1, BLACK_SLASH, 0)
    t.respond(0)
    assert t.seat(0)["dying"]
    return t.decline(1, "peach")


def test_jiuyuan_a_peach_from_another_wu_player_heals_the_dying_lord_by_two():
    # 救援 [Lord][L]: "when another 吴 player uses 桃 on you while you are dying, you recover 1 extra".
    t = lord_sunquan_dying("ganning").answer(2, [str(PEACH)], "peach")
    assert t.hp(0) == 2 and not t.seat(0)["dying"]
    assert {"player": {"seat": 0}, "skill": "jiuyuan"} in logged(t, "skill")


def test_jiuyuan_does_nothing_for_a_peach_from_another_kingdom():
    t = lord_sunquan_dying("guanyu").answer(2, [str(PEACH)], "peach")
    assert t.hp(0) == 1 and logged(t, "skill") == []


def test_jiuyuan_does_nothing_for_the_lords_own_peach():
    t = lord_sunquan_dying("ganning", peach_seat=0)
    t.decline(2, "peach").decline(3, "peach").answer(0, [str(PEACH)], "peach")
    assert t.hp(0) == 1


def test_jiuyuan_belongs_to_the_lord_alone():
    t = turn_of(1, {}, heroes=["zhangfei", "sunquan", "guanyu", "zhaoyun"])
    assert t.table_of(1)["me"]["skills"] == ["zhiheng"]


# ---------------------------------------------------------------- 甘宁: 奇袭
def test_qixi_uses_an_equipped_black_card_as_dismantle():
    # 奇袭: "you may use any black card (hand or equipped) as 过河拆桥".
    t = turn_of(0, {1: [PEACH]}, heroes=["ganning", "zhangfei", "guanyu", "zhaoyun"], equip={0: [TWIN_SWORDS]})
    assert "skill:qixi" in t.offered(0)
    t.answer(0, ["skill:qixi"], "play")
    assert t.accepted_choices(0, "viewas") == [str(TWIN_SWORDS)]      # the ♦ 闪 drawn are no black card
    t.answer(0, [str(TWIN_SWORDS)], "viewas").answer(0, ["1"], "targets")
    item = t.table_of(None)["stack"][0]
    assert item["kind"] == "dismantle" and item["skill"] == "qixi" and item["card"]["as"] == "dismantle"
    t.pass_window().answer(0, ["hand:0"], "pick")
    assert t.hand(1) == [] and {PEACH, TWIN_SWORDS} <= set(t.state.discard)


# ---------------------------------------------------------------- 吕蒙: 克己
def test_keji_skips_the_discard_phase_when_no_slash_was_used():
    # 克己: "if you neither used nor played a 杀 during your play phase, you may skip your discard phase".
    t = turn_of(0, {0: cards("S088", "S090", "S093")}, heroes=["lvmeng", "zhangfei", "guanyu", "zhaoyun"], hp={0: 2})
    t.end_play(0)
    assert t.prompt_of(0, "skill").params["skill"] == "keji"
    t.use_effect(0)
    assert len(t.hand(0)) == 5 and t.table_of(None)["current"] == 1
    assert {"player": {"seat": 0}, "phase": "discard"} in logged(t, "phase_skipped")


def test_keji_is_not_offered_after_a_slash_in_the_play_phase():
    t = turn_of(0, {0: [BLACK_SLASH, *cards("S088", "S090")]}, heroes=["lvmeng", "zhangfei", "guanyu", "zhaoyun"],
                hp={0: 2}).use(0, BLACK_SLASH, 1).respond(1).end_play(0)
    assert t.prompts("skill") == [] and t.prompt_of(0, "discard").params["count"] == 2


def test_keji_is_not_offered_after_a_slash_played_in_a_duel_of_the_play_phase():
    # "neither used nor played": a 杀 played in answer to one's own 决斗 counts.
    t = turn_of(0, {0: [card("S001"), BLACK_SLASH, *cards("S088", "S090")], 1: [RED_SLASH]},
                heroes=["lvmeng", "zhangfei", "guanyu", "zhaoyun"], hp={0: 2})
    t.use(0, card("S001"), 1).pass_window().respond(1, RED_SLASH).respond(0, BLACK_SLASH).respond(1).end_play(0)
    assert t.prompts("skill") == [] and t.prompts("discard") != []


def test_keji_is_offered_after_a_play_phase_lost_to_indulgence():
    # A play phase skipped (乐不思蜀 judged ♣) saw no 杀.
    t = turn_of(0, {0: cards("S088", "S090", "S093")}, heroes=["lvmeng", "zhangfei", "guanyu", "zhaoyun"], hp={0: 2},
                judgement={0: [INDULGENCE]}, deck_top=[card("S057"), *FILLER]).pass_window()
    assert {"player": {"seat": 0}, "phase": "play"} in logged(t, "phase_skipped")
    assert t.prompt_of(0, "skill").params["skill"] == "keji"


# ---------------------------------------------------------------- 黄盖: 苦肉
def test_kurou_loses_one_hp_and_draws_two_any_number_of_times():
    # 苦肉: "any number of times in your play phase, lose 1 HP and draw 2 cards".
    t = turn_of(0, {}, heroes=["huanggai", "zhangfei", "guanyu", "zhaoyun"], deck_top=FILLER + cards("S088", "S090"))
    t.use_skill(0, "kurou")
    assert t.hp(0) == 3 and t.hand(0) == [*FILLER, *cards("S088", "S090")]
    assert logged(t, "lose_hp") == [{"player": {"seat": 0}, "amount": 1}] and logged(t, "damage") == []
    assert "skill:kurou" in t.offered(0)


def test_kurou_at_one_hp_puts_him_into_dying_and_he_draws_once_saved():
    # "Losing HP this way can put you into dying."
    t = turn_of(0, {0: [PEACH]}, heroes=["huanggai", "zhangfei", "guanyu", "zhaoyun"], hp={0: 1},
                deck_top=FILLER + cards("S088", "S090")).use_skill(0, "kurou")
    assert t.seat(0)["dying"]
    t.answer(0, [str(PEACH)], "peach")
    assert t.hp(0) == 1 and sorted(t.hand(0)) == sorted([*FILLER, *cards("S088", "S090")])


# ---------------------------------------------------------------- 周瑜: 反间
def fanjian_on_seat_1(named: str):
    """周瑜 (his hand: the two ♦ 闪 drawn) uses 反间 on 张飞, who names `named` and takes a card."""
    t = turn_of(0, {}, heroes=["zhouyu", "zhangfei", "guanyu", "zhaoyun"]).use_effect(0, False)   # no 英姿
    t.answer(0, ["skill:fanjian"], "play")
    assert choice_ids(t, 0, "fanjian") == ["1", "2", "3"]
    t.answer(0, ["1"], "fanjian")
    assert choice_ids(t, 1, "name_suit") == ["spade", "heart", "club", "diamond"]
    t.answer(1, [named], "name_suit")
    pick = t.prompt_of(1, "fanjian_pick")
    assert [c.id for c in pick.choices] == ["hand:0", "hand:1"] and all(c.ref == {"back": True} for c in pick.choices)
    return t.answer(1, ["hand:1"], "fanjian_pick")


def test_fanjian_a_wrong_suit_costs_the_taker_one_damage():
    # 反间: "another player names a suit, then takes one of your hand cards at random and shows it. If its suit
    # differs from the one named, you deal them 1 damage."
    t = fanjian_on_seat_1("heart")
    taken = next(c for c in FILLER if c in t.hand(1))
    assert logged(t, "fanjian_suit") == [{"player": {"seat": 1}, "suit": "heart"}]
    assert logged(t, "fanjian_shown")[0]["card"]["id"] == taken
    t.assert_sees(None, id=taken, kind="dodge").assert_sees(2, id=taken, kind="dodge")
    assert t.hp(1) == 3 and logged(t, "damage")[-1]["source"] == {"seat": 0}
    assert t.table_of(None)["shown"] == [] and "skill:fanjian" not in t.offered(0)
    assert t.leaks() == []


def test_fanjian_the_right_suit_costs_nothing():
    t = fanjian_on_seat_1("diamond")
    assert t.hp(1) == 4 and len(t.hand(1)) == 1 and logged(t, "damage") == []


def test_fanjian_taken_back_is_no_use():
    t = turn_of(0, {}, heroes=["zhouyu", "zhangfei", "guanyu", "zhaoyun"]).use_effect(0, False)
    t.answer(0, ["skill:fanjian"], "play").answer(0, [], "fanjian")
    assert "skill:fanjian" in t.offered(0)


# ---------------------------------------------------------------- 大乔: 国色, 流离
def test_guose_places_a_diamond_card_as_indulgence():
    # 国色: "you may use a ♦ card (hand or equipped) as 乐不思蜀".
    t = turn_of(0, {}, heroes=["daqiao", "zhangfei", "guanyu", "zhaoyun"], equip={0: [ZIXING]})
    t.answer(0, ["skill:guose"], "play")
    assert sorted(t.accepted_choices(0, "viewas")) == sorted(str(c) for c in [*FILLER, ZIXING])
    t.answer(0, [str(ZIXING)], "viewas").answer(0, ["2"], "targets")
    area = t.seat(2)["judgement_area"]
    assert area == [{"id": ZIXING, "suit": "diamond", "rank": 13, "kind": "zixing", "as": "indulgence"}]
    assert t.seat(0)["equip"]["horse_minus"] is None


def slash_on_daqiao(**spec):
    """Seat 0 (张飞) uses a 杀 on 大乔 (seat 1), who has a ♥ 桃 in hand."""
    hands = {0: [BLACK_SLASH], 1: [PEACH], **spec.pop("hands", {})}
    t = turn_of(0, hands, heroes=spec.pop("heroes", ["zhangfei", "daqiao", "guanyu", "zhaoyun"]), **spec)
    t.use(0, BLACK_SLASH, 1)
    assert t.prompt_of(1, "skill").params == {"skill": "liuli", "player": 0}
    return t.use_effect(1)


def test_liuli_discards_a_card_to_move_the_slash_to_a_player_in_her_range():
    # 流离: "when you become the target of a 杀, you may discard a card to move the 杀 to another player ...
    # within your attack range, a legal target for the 杀, and not its user".
    t = slash_on_daqiao()
    t.answer(1, [str(PEACH)], "liuli_discard")
    assert choice_ids(t, 1, "liuli_target") == ["2"]           # seat 0 is the user, seat 3 is out of range
    t.answer(1, ["2"], "liuli_target")
    assert logged(t, "liuli_moved") == [{"player": {"seat": 1}, "target": {"seat": 2}}]
    assert t.table_of(None)["stack"][0]["targets"] == [2] and PEACH in t.state.discard
    assert t.seats_asked("respond") == [2]
    t.respond(2)
    assert t.hp(2) == 3 and t.hp(1) == 3


def test_liuli_declined_leaves_the_slash_on_her():
    t = turn_of(0, {0: [BLACK_SLASH], 1: [PEACH]}, heroes=["zhangfei", "daqiao", "guanyu", "zhaoyun"])
    t.use(0, BLACK_SLASH, 1).use_effect(1, False).respond(1)
    assert t.hp(1) == 2 and t.hand(1) == [PEACH]


def test_liuli_a_discarded_weapon_no_longer_gives_its_range():
    # Ruling (liuli.py, as FreeKill): the range is hers once the card is gone.
    t = slash_on_daqiao(equip={1: [QINGGANG]})
    assert sorted(choice_ids(t, 1, "liuli_discard")) == sorted([str(PEACH), str(QINGGANG)])
    t.answer(1, [str(QINGGANG)], "liuli_discard")
    assert choice_ids(t, 1, "liuli_target") == ["2"]


def test_liuli_with_her_weapon_kept_reaches_further():
    t = slash_on_daqiao(equip={1: [QINGGANG]}).answer(1, [str(PEACH)], "liuli_discard")
    assert choice_ids(t, 1, "liuli_target") == ["2", "3"]


def test_liuli_cannot_move_the_slash_to_a_player_it_may_not_target():
    # 空城 (诸葛亮 with no hand cards) cannot be targeted by 杀: with him her only neighbour, nothing to offer.
    t = turn_of(0, {0: [BLACK_SLASH], 1: [PEACH]}, heroes=["zhangfei", "daqiao", "zhugeliang", "zhaoyun"])
    t.use(0, BLACK_SLASH, 1)
    assert t.prompts("skill") == [] and t.seats_asked("respond") == [1]


def test_liuli_cannot_move_the_slash_to_another_of_its_targets():
    # Ruling (liuli.py): nobody is targeted twice. 方天画戟's 杀 (the last hand card) targets 大乔 and her
    # only other neighbour, 关羽: nowhere to move it.
    t = turn_of(0, {1: [PEACH]}, heroes=["zhangfei", "daqiao", "guanyu", "zhaoyun"], equip={0: cards("S105")},
                deck_top=[BLACK_SLASH, RED_SLASH]).use(0, BLACK_SLASH, 3).respond(3)
    t.use(0, RED_SLASH, 1, 2)
    assert t.prompts("skill") == [] and t.seats_asked("respond") == [1]


# ---------------------------------------------------------------- 陆逊: 谦逊, 连营
def test_qianxun_he_cannot_be_targeted_by_snatch_or_indulgence():
    # 谦逊 [L]: "you cannot be targeted by 顺手牵羊 or 乐不思蜀".
    t = turn_of(0, {0: [SNATCH, INDULGENCE], 1: [PEACH], 3: [DODGE]}, heroes=["zhangfei", "luxun", "guanyu", "zhaoyun"])
    t.answer(0, [str(SNATCH)], "play")
    assert choice_ids(t, 0, "targets") == ["3"]
    t.answer(0, [], "targets").answer(0, [str(INDULGENCE)], "play")
    assert choice_ids(t, 0, "targets") == ["2", "3"]


def test_qianxun_also_refuses_an_indulgence_made_by_guose():
    t = turn_of(0, {}, heroes=["daqiao", "luxun", "guanyu", "zhaoyun"]).answer(0, ["skill:guose"], "play")
    t.answer(0, [str(FILLER[0])], "viewas")
    assert choice_ids(t, 0, "targets") == ["2", "3"]


def test_lianying_draws_one_when_his_last_hand_card_is_played():
    # 连营: "after you lose your last hand card, you may draw 1".
    t = turn_of(0, {0: [BLACK_SLASH], 1: [DODGE]}, heroes=["zhangfei", "luxun", "guanyu", "zhaoyun"],
                deck_top=FILLER + [DIAMOND_DODGE]).use(0, BLACK_SLASH, 1).respond(1, DODGE)
    assert t.prompt_of(1, "skill").params["skill"] == "lianying"
    t.use_effect(1)
    assert t.hand(1) == [DIAMOND_DODGE] and t.hp(1) == 3


def test_lianying_is_not_offered_while_hand_cards_remain():
    t = turn_of(0, {0: [BLACK_SLASH], 1: [DODGE, PEACH]}, heroes=["zhangfei", "luxun", "guanyu", "zhaoyun"])
    t.use(0, BLACK_SLASH, 1).respond(1, DODGE)
    assert t.prompts("skill") == [] and t.hand(1) == [PEACH]


def test_lianying_draws_when_his_last_hand_card_is_dismantled():
    t = turn_of(0, {0: [DISMANTLE], 1: [PEACH]}, heroes=["zhangfei", "luxun", "guanyu", "zhaoyun"],
                deck_top=FILLER + [DIAMOND_DODGE]).use(0, DISMANTLE, 1).pass_window().answer(0, ["hand:0"], "pick")
    t.use_effect(1)
    assert t.hand(1) == [DIAMOND_DODGE]


# ---------------------------------------------------------------- 孙尚香: 结姻, 枭姬
def test_jieyin_discards_two_hand_cards_and_she_and_a_wounded_male_each_recover_one():
    # 结姻: "discard 2 hand cards and choose a wounded male. You and he each recover 1."
    t = turn_of(0, {0: [PEACH, RED_SLASH]}, heroes=["sunshangxiang", "zhangfei", "guanyu", "huangyueying"],
                hp={0: 2, 1: 3, 3: 2})
    t.answer(0, ["skill:jieyin"], "play")
    assert choice_ids(t, 0, "jieyin") == ["1"]        # 关羽 is unhurt, 黄月英 is no male
    t.answer(0, ["1"], "jieyin").answer(0, [str(PEACH), str(RED_SLASH)], "jieyin_discard")
    assert t.hp(0) == 3 and t.hp(1) == 4 and t.hand(0) == FILLER
    assert "skill:jieyin" not in t.offered(0)


def test_jieyin_needs_a_wounded_male():
    t = turn_of(0, {0: [PEACH]}, heroes=["sunshangxiang", "zhangfei", "guanyu", "huangyueying"], hp={3: 2})
    assert "skill:jieyin" not in t.offered(0)


def test_xiaoji_draws_two_when_her_equipment_is_dismantled():
    # 枭姬: "whenever you lose a card from your equipment area, you may draw 2".
    t = turn_of(0, {0: [DISMANTLE]}, heroes=["zhangfei", "sunshangxiang", "guanyu", "zhaoyun"],
                equip={1: [TWIN_SWORDS]}, deck_top=FILLER + cards("S088", "S090"))
    t.use(0, DISMANTLE, 1).pass_window().answer(0, ["equip:weapon"], "pick")
    assert t.prompt_of(1, "skill").params["skill"] == "xiaoji"
    t.use_effect(1)
    assert t.hand(1) == cards("S088", "S090") and t.seat(1)["equip"]["weapon"] is None


def test_xiaoji_draws_two_when_she_replaces_her_own_weapon():
    t = turn_of(1, {1: [QINGGANG]}, heroes=["zhangfei", "sunshangxiang", "guanyu", "zhaoyun"],
                equip={1: [TWIN_SWORDS]}, deck_top=FILLER + cards("S088", "S090")).use(1, QINGGANG)
    t.use_effect(1)
    assert t.seat(1)["equip"]["weapon"]["id"] == QINGGANG and sorted(t.hand(1)) == sorted(
        [*FILLER, *cards("S088", "S090")])


def test_xiaoji_asks_once_for_each_equipped_card_lost_at_once():
    # "whenever you lose a card": the Lord who killed a Loyalist discards every card (seed 000 l.462); her
    # weapon and horse go at once, and each is its own draw of 2, each asked.
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=["sunshangxiang", "zhangfei", "guanyu", "zhaoyun"], hp={2: 1},
                equip={0: [QINGGANG, ZIXING]}, deck_top=FILLER + cards("S088", "S090", "S093", "S095"))
    t.use(0, BLACK_SLASH, 2).respond(2)
    for s in (0, 1, 2, 3):
        t.decline(s, "peach")
    assert logged(t, "lord_penalty") == [{"player": {"seat": 0}}]
    t.use_effect(0)
    assert t.prompt_of(0, "skill").params["skill"] == "xiaoji"
    t.use_effect(0)
    assert sorted(t.hand(0)) == sorted(cards("S088", "S090", "S093", "S095"))
    assert t.seat(0)["equip"]["weapon"] is None and t.seat(0)["equip"]["horse_minus"] is None
