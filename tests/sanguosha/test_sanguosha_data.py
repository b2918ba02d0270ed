"""Pins the 三国杀 data (games/sanguosha/: cards, heroes, roles, timings, i18n.json) to
docs/rules/sanguosha.md (§3 roles, §4 setup, §7.1 the 108 cards, §8 heroes) and seeds 000 / 004."""

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from games.core import LANGS
from games.sanguosha import cards as C
from games.sanguosha import heroes as H
from games.sanguosha import roles as R
from games.sanguosha.timings import PHASES, Timing, phase_changing, phase_end, phase_start

I18N = json.loads((Path(C.__file__).parent / "i18n.json").read_text(encoding="utf-8"))
DECK = C.build_deck(("standard", "ex"))


# ------------------------------------------------------------------------------ the 108 cards (§7.1)

def test_the_deck_holds_104_standard_and_4_ex_cards():
    # seed 000 l.381 "104張遊戲牌＋4張EX遊戲牌"
    assert len(DECK) == 108
    assert Counter(c.set for c in DECK) == {"standard": 104, "ex": 4}


def test_every_suit_has_27_cards():
    assert Counter(c.suit for c in DECK) == {"spade": 27, "heart": 27, "club": 27, "diamond": 27}


def test_counts_by_type_are_53_basic_31_tricks_5_delayed_19_equipment():
    assert Counter(C.KINDS[c.kind].type for c in DECK) == {"basic": 53, "trick": 31, "delayed": 5, "equip": 19}


def test_counts_by_card_name_match_the_rules():
    assert Counter(c.kind for c in DECK) == {
        "slash": 30, "dodge": 15, "peach": 8,
        "dismantle": 6, "snatch": 5, "duel": 3, "borrowed_sword": 2, "something_from_nothing": 4,
        "negate": 4, "barbarian_invasion": 3, "arrow_volley": 1, "peach_garden_oath": 1, "bountiful_harvest": 2,
        "indulgence": 3, "lightning": 2,
        "zhuge_crossbow": 2, "qinggang_sword": 1, "twin_swords": 1, "frost_sword": 1, "green_dragon_blade": 1,
        "serpent_spear": 1, "stone_piercing_axe": 1, "sky_halberd": 1, "qilin_bow": 1,
        "eight_trigrams": 2, "renwang_shield": 1,
        "dilu": 1, "jueying": 1, "zhuahuang_feidian": 1, "red_hare": 1, "dawan": 1, "zixing": 1,
    }


def test_each_suit_and_rank_appears_twice_except_the_four_ex_slots_three_times():
    pairs = Counter((c.suit, c.rank) for c in DECK)
    ex_slots = {("spade", 2), ("heart", 12), ("club", 2), ("diamond", 12)}
    assert set(pairs) == {(s, r) for s in C.SUITS for r in C.RANKS}
    assert {p for p, n in pairs.items() if n == 3} == ex_slots
    assert all(n == 2 for p, n in pairs.items() if p not in ex_slots)
    by_rank = Counter(c.rank for c in DECK)
    assert by_rank == {r: (10 if r in (2, 12) else 8) for r in C.RANKS}


def test_the_four_ex_cards_are_frost_sword_lightning_renwang_shield_and_negate():
    ex = {(c.code, c.suit, c.rank, c.kind) for c in DECK if c.set == "ex"}
    assert ex == {("S005", "spade", 2, "frost_sword"), ("S052", "heart", 12, "lightning"),
                  ("S059", "club", 2, "renwang_shield"), ("S106", "diamond", 12, "negate")}


@pytest.mark.parametrize("code, suit, rank, kind", [
    ("S001", "spade", 1, "duel"), ("S002", "spade", 1, "lightning"), ("S012", "spade", 6, "qinggang_sword"),
    ("S025", "spade", 12, "serpent_spear"), ("S028", "heart", 1, "peach_garden_oath"),
    ("S029", "heart", 1, "arrow_volley"), ("S036", "heart", 5, "qilin_bow"), ("S054", "heart", 13, "zhuahuang_feidian"),
    ("S056", "club", 1, "zhuge_crossbow"), ("S078", "club", 12, "borrowed_sword"), ("S083", "diamond", 1, "zhuge_crossbow"),
    ("S091", "diamond", 5, "stone_piercing_axe"), ("S105", "diamond", 12, "sky_halberd"), ("S108", "diamond", 13, "zixing"),
])
def test_rows_of_the_rules_table(code, suit, rank, kind):
    card = DECK[int(code[1:]) - 1]
    assert (card.code, card.suit, card.rank, card.kind) == (code, suit, rank, kind)


def test_red_suits_make_red_cards_and_black_suits_black_cards():
    assert {c.suit: c.colour for c in DECK} == {"heart": "red", "diamond": "red", "spade": "black", "club": "black"}
    assert [C.rank_label(r) for r in (1, 10, 11, 12, 13)] == ["A", "10", "J", "Q", "K"]


# ------------------------------------------------------------------------------ decks from card sets

def test_a_card_index_is_its_place_in_the_deck_and_follows_the_rules_codes():
    assert [c.code for c in DECK] == [f"S{i:03d}" for i in range(1, 109)]


def test_build_deck_is_deterministic_whatever_the_order_of_the_sets():
    assert C.build_deck(("standard", "ex")) == C.build_deck(("ex", "standard")) == C.build_deck() == DECK
    assert C.build_deck(["standard", "ex", "ex"]) == DECK


def test_sets_compose_the_standard_set_alone_has_104_cards_indexed_from_zero():
    standard, ex = C.build_deck(("standard",)), C.build_deck(("ex",))
    assert len(standard) == 104 and len(ex) == 4
    assert Counter(standard + ex) == Counter(DECK)
    assert [c for c in DECK if c.set == "standard"] == list(standard)


def test_an_unknown_set_is_refused_with_the_known_ones():
    with pytest.raises(ValueError, match="unknown card set.*'standard'"):
        C.build_deck(("standard", "jiangshan"))


# ------------------------------------------------------------------------------ 军争篇 Maneuvering (§9.3)

JUNZHENG_DECK = C.build_deck(("standard", "ex", "maneuvering"))
MANEUVERING_KINDS = {k.id for k in C.MANEUVERING_KIND_LIST}


def test_maneuvering_adds_52_cards_for_a_160_card_deck_after_the_108():
    # §9.3 "Add these 52 cards to the 108, for a 160-card deck."
    assert len(C.MANEUVERING) == 52 and len(JUNZHENG_DECK) == 160
    assert JUNZHENG_DECK[:108] == DECK
    assert [c.code for c in JUNZHENG_DECK[108:]] == [f"M{i:03d}" for i in range(1, 53)]


def test_maneuvering_holds_every_suit_and_rank_exactly_once_in_the_grid_order():
    # §9.3 "Every suit+rank pair appears exactly once." "Ids M001–M052 run ♠ A–K, ♥, ♣, ♦ as the grid reads."
    assert [(c.suit, c.rank) for c in C.MANEUVERING] == [(s, r) for s in C.SUITS for r in C.RANKS]


def test_maneuvering_counts_by_card_name_match_the_rules():
    # §9.3 "Counts: 雷杀 9, 火杀 5, 酒 5, 闪 9, 桃 4, 铁索连环 6, 火攻 3, 无懈可击 3, 兵粮寸断 2, 古锭刀 1, 朱雀羽扇 1,
    # 藤甲 2, 白银狮子 1, 骅骝 1 (= 52)."
    assert Counter(c.kind for c in C.MANEUVERING) == {
        "thunder_slash": 9, "fire_slash": 5, "wine": 5, "dodge": 9, "peach": 4, "iron_chain": 6, "fire_attack": 3,
        "negate": 3, "supply_shortage": 2, "ancient_scimitar": 1, "vermilion_fan": 1, "rattan_armour": 2,
        "silver_lion": 1, "hualiu": 1}


def test_the_160_card_deck_counts_by_suit_and_by_type():
    assert Counter(c.suit for c in JUNZHENG_DECK) == {"spade": 40, "heart": 40, "club": 40, "diamond": 40}
    # the 52 of §9.3: basic 雷杀 9 + 火杀 5 + 酒 5 + 闪 9 + 桃 4, tricks 铁索连环 6 + 火攻 3 + 无懈可击 3, 兵粮寸断 2, equipment 6
    by_type = Counter(C.KINDS[c.kind].type for c in C.MANEUVERING)
    assert by_type == {"basic": 32, "trick": 12, "delayed": 2, "equip": 6}
    assert Counter(C.KINDS[c.kind].type for c in JUNZHENG_DECK) == {"basic": 85, "trick": 43, "delayed": 7,
                                                                    "equip": 25}


# FreeKill's 军争 package (github.com/Qsgs-Fans/FreeKill, packages/maneuvering), its cards by name as facts
FREEKILL_MANEUVERING = {
    "thunder_slash": {("club", r) for r in (5, 6, 7, 8)} | {("spade", r) for r in (4, 5, 6, 7, 8)},
    "fire_slash": {("heart", 4), ("heart", 7), ("heart", 10), ("diamond", 4), ("diamond", 5)},
    "wine": {("spade", 3), ("spade", 9), ("club", 3), ("club", 9), ("diamond", 9)},
    "iron_chain": {("spade", 11), ("spade", 12), ("club", 10), ("club", 11), ("club", 12), ("club", 13)},
    "fire_attack": {("heart", 2), ("heart", 3), ("diamond", 12)},
    "supply_shortage": {("spade", 10), ("club", 4)},
    "ancient_scimitar": {("spade", 1)}, "vermilion_fan": {("diamond", 1)}, "rattan_armour": {("spade", 2), ("club", 2)},
    "silver_lion": {("club", 1)}, "hualiu": {("diamond", 13)},
    "dodge": {("heart", r) for r in (8, 9, 11, 12)} | {("diamond", r) for r in (6, 7, 8, 10, 11)},
    "peach": {("heart", 5), ("heart", 6), ("diamond", 2), ("diamond", 3)},
    "negate": {("heart", 1), ("heart", 13), ("spade", 13)},
}


def test_maneuvering_agrees_card_for_card_with_freekills_list():
    ours: dict = {}
    for c in C.MANEUVERING:
        ours.setdefault(c.kind, set()).add((c.suit, c.rank))
    assert ours == FREEKILL_MANEUVERING


@pytest.mark.parametrize("code, suit, rank, kind", [
    ("M001", "spade", 1, "ancient_scimitar"), ("M002", "spade", 2, "rattan_armour"), ("M004", "spade", 4, "thunder_slash"),
    ("M010", "spade", 10, "supply_shortage"), ("M014", "heart", 1, "negate"), ("M015", "heart", 2, "fire_attack"),
    ("M017", "heart", 4, "fire_slash"), ("M027", "club", 1, "silver_lion"), ("M030", "club", 4, "supply_shortage"),
    ("M036", "club", 10, "iron_chain"), ("M040", "diamond", 1, "vermilion_fan"), ("M048", "diamond", 9, "wine"),
    ("M051", "diamond", 12, "fire_attack"), ("M052", "diamond", 13, "hualiu"),
])
def test_rows_of_the_maneuvering_grid(code, suit, rank, kind):
    card = JUNZHENG_DECK[107 + int(code[1:])]
    assert (card.code, card.suit, card.rank, card.kind, card.set) == (code, suit, rank, kind, "maneuvering")


def test_fire_and_thunder_slash_are_slashes_with_their_nature():
    # §9.3 "These are 杀 in every respect, including the once-per-phase limit and 闪 responses."
    slash = C.KINDS["slash"]
    for kind, nature in (("fire_slash", "fire"), ("thunder_slash", "thunder")):
        k = C.KINDS[kind]
        assert (k.type, k.target, k.uses, k.damage, k.nature) == (slash.type, slash.target, slash.uses, 1, nature)
        assert k.effect == {"counts_as": "slash", **slash.effect}


def test_fire_attack_deals_fire_damage_and_may_target_oneself():
    k = C.KINDS["fire_attack"]
    rule = C.TARGET_RULES[k.target]
    assert (k.type, k.damage, k.nature, rule.who, rule.needs) == ("trick", 1, "fire", "any", ("has_hand_card",))


def test_iron_chain_toggles_one_or_two_of_any_players_or_is_recast_for_one_card():
    k = C.KINDS["iron_chain"]
    rule = C.TARGET_RULES[k.target]
    assert (rule.who, rule.count, rule.distance) == ("any", 2, None)
    assert k.effect == {"toggle": "chained", "recast_draw": 1}


def test_wine_is_once_a_turn_in_play_and_unlimited_while_dying():
    # §9.3 "Limit: once per turn." R14: "the dying use does not count toward the once-per-turn limit"
    k = C.KINDS["wine"]
    assert k.uses == ("play", "dying") and C.TARGET_RULES[k.target].who == "self"
    assert k.effect["limit"] == {"per": "turn", "times": 1} and k.effect["dying_counts_to_limit"] is False
    assert (k.effect["next_slash_damage"], k.effect["dying_recover"]) == (1, 1)


def test_supply_shortage_reaches_distance_1_and_skips_the_draw_phase_unless_club():
    k = C.KINDS["supply_shortage"]
    assert C.TARGET_RULES[k.target].distance == 1
    assert k.effect == {"judge_escapes": {"suits": ("club",)}, "caught": "skip_draw_phase"}


def test_maneuvering_armour_is_locked_rattan_burns_and_the_lion_caps_damage():
    rattan, lion = C.KINDS["rattan_armour"], C.KINDS["silver_lion"]
    assert rattan.compulsory and lion.compulsory
    assert rattan.effect["no_effect"] == {"cards": ("barbarian_invasion", "arrow_volley"), "slash_natures": ("normal",)}
    assert rattan.effect["extra_damage_taken"] == {"fire": 1}
    assert (lion.effect["damage_taken_cap"], lion.effect["recover_when_removed"]) == (1, 1)


def test_every_maneuvering_kind_has_a_name_and_a_text_in_every_language():
    for lang in LANGS:
        for kind in MANEUVERING_KINDS:
            assert I18N[lang][f"sanguosha.card.{kind}"] and I18N[lang][f"sanguosha.card.{kind}.text"], (lang, kind)


# ------------------------------------------------------------------------------ card kinds (§7.2)

def test_every_kind_is_in_the_deck_and_every_card_has_a_kind():
    assert {c.kind for c in DECK} == set(C.KINDS) - MANEUVERING_KINDS
    assert {c.kind for c in JUNZHENG_DECK} == set(C.KINDS)


def test_kinds_use_only_declared_types_slots_uses_target_rules_and_timings():
    for k in C.KIND_LIST:
        assert k.type in C.CARD_TYPES, k.id
        assert k.target in C.TARGET_RULES, k.id
        assert set(k.uses) <= set(C.USES), k.id
        assert all(isinstance(t, Timing) for t in k.timings), k.id
        assert (k.subtype in C.EQUIP_SLOTS) == (k.type == "equip"), k.id
        assert (k.attack_range is not None) == (k.subtype == "weapon"), k.id


def test_weapon_ranges_are_the_printed_ones():
    ranges = {k.id: k.attack_range for k in C.KIND_LIST if k.subtype == "weapon"}
    assert ranges == {"zhuge_crossbow": 1, "qinggang_sword": 2, "twin_swords": 2, "frost_sword": 2,
                      "green_dragon_blade": 3, "serpent_spear": 3, "stone_piercing_axe": 3, "sky_halberd": 4,
                      "qilin_bow": 5, "ancient_scimitar": 2, "vermilion_fan": 4}


def test_horses_change_distance_by_one_in_their_direction():
    for k in C.KIND_LIST:
        if k.subtype == "horse_plus":
            assert k.effect == {"distance_to_holder": 1}, k.id
        if k.subtype == "horse_minus":
            assert k.effect == {"distance_from_holder": -1}, k.id


def test_slash_targets_one_other_player_in_attack_range_and_is_limited_to_one_per_play_phase():
    rule = C.TARGET_RULES[C.KINDS["slash"].target]
    assert (rule.who, rule.count, rule.distance) == ("other", 1, "attack_range")
    assert C.USE_LIMITS["slash"] == {"per": "play_phase", "times": 1}


def test_only_zhuge_crossbow_and_paoxiao_lift_the_slash_limit():
    # seed 000 l.446: "除武將技能外,如張飛;或裝備特別武器外,如諸葛連弩"
    lifters = {k.id for k in C.KIND_LIST if "slash_limit" in k.effect}
    lifters |= {s.id for s in H.SKILL_LIST if "slash_limit" in s.effect}
    assert lifters == {"zhuge_crossbow", "paoxiao"}
    assert C.KINDS["zhuge_crossbow"].effect["slash_limit"] is None and C.KINDS["zhuge_crossbow"].compulsory


def test_snatch_reaches_distance_1_and_dismantle_any_distance():
    assert C.TARGET_RULES[C.KINDS["snatch"].target].distance == 1
    assert C.TARGET_RULES[C.KINDS["dismantle"].target].distance is None


def test_area_cards_and_mass_tricks_resolve_in_the_rules_order():
    # §6.7: 南蛮入侵 and 万箭齐发 start after the user; 桃园结义 and 五谷丰登 start with the user
    order = {k: C.TARGET_RULES[C.KINDS[k].target].order
             for k in ("barbarian_invasion", "arrow_volley", "peach_garden_oath", "bountiful_harvest")}
    assert order == {"barbarian_invasion": "from_next", "arrow_volley": "from_next",
                     "peach_garden_oath": "from_user", "bountiful_harvest": "from_user"}


def test_delayed_tricks_cannot_join_a_card_of_the_same_name_in_a_judgement_area():
    # seed 000 l.447: "任何一個玩家面前的判定區或裝備區裏不能放有兩張同名的牌"
    for k in C.KIND_LIST:
        if k.type == "delayed":
            assert "no_same_in_judgement" in C.TARGET_RULES[k.target].needs, k.id


def test_lightning_hits_on_spade_2_to_9_for_3_thunder_damage_with_no_source():
    lightning = C.KINDS["lightning"]
    assert (lightning.damage, lightning.nature) == (3, "thunder")
    assert lightning.effect["judge_hits"] == {"suits": ("spade",), "ranks": (2, 9)}
    assert lightning.effect["damage_source"] is None


def test_response_and_equipment_cards_target_no_player():
    assert {k.id for k in C.KIND_LIST if not k.targets_player} == {"dodge", "negate"} | {
        k.id for k in C.KIND_LIST if k.type == "equip"}


def test_mougong_strengthening_costs_are_seed_004_line_85():
    assert C.MOUGONG_STRENGTHEN_COST == {"slash": 1, "dodge": 1, "damage_card": 2, "peach": 3, "wine": 4,
                                         "delayed_trick": 4}


# ------------------------------------------------------------------------------ heroes (§8)

HP = {"caocao": 4, "simayi": 3, "xiahoudun": 4, "zhangliao": 4, "xuchu": 4, "guojia": 3, "zhenji": 3,
      "liubei": 4, "guanyu": 4, "zhangfei": 4, "zhugeliang": 3, "zhaoyun": 4, "machao": 4, "huangyueying": 3,
      "sunquan": 4, "ganning": 4, "lvmeng": 4, "huanggai": 4, "zhouyu": 3, "daqiao": 3, "luxun": 3,
      "sunshangxiang": 3, "huatuo": 3, "lvbu": 4, "diaochan": 3}


def test_there_are_25_standard_heroes_with_the_rules_hp():
    assert {h.id: h.hp for h in H.HERO_LIST} == HP
    assert H.HERO_SETS["standard"] == tuple(HP)


def test_kingdoms_count_7_wei_7_shu_8_wu_3_qun():
    assert Counter(h.kingdom for h in H.HERO_LIST) == {"wei": 7, "shu": 7, "wu": 8, "qun": 3}


def test_the_five_women_are_zhen_ji_huang_yueying_da_qiao_sun_shangxiang_and_diao_chan():
    assert {h.id for h in H.HERO_LIST if h.gender == "female"} == {
        "zhenji", "huangyueying", "daqiao", "sunshangxiang", "diaochan"}
    assert {h.gender for h in H.HERO_LIST} <= set(H.GENDERS)


def test_every_hero_has_its_skills_and_every_hero_skill_one_hero():
    owners = Counter(s for h in H.HERO_LIST for s in h.skills)
    assert all(s in H.SKILLS for s in owners)
    assert all(n == 1 for n in owners.values())
    assert set(owners) == {s.id for s in H.SKILL_LIST if s.mode is None}
    assert {h.id: h.skills for h in H.HERO_LIST} == SKILLS_BY_HERO


SKILLS_BY_HERO = {   # §8, in printed order
    "caocao": ("jianxiong", "hujia"), "simayi": ("guicai", "fankui"), "xiahoudun": ("ganglie",),
    "zhangliao": ("tuxi",), "xuchu": ("luoyi",), "guojia": ("tiandu", "yiji"), "zhenji": ("luoshen", "qingguo"),
    "liubei": ("rende", "jijiang"), "guanyu": ("wusheng",), "zhangfei": ("paoxiao",),
    "zhugeliang": ("guanxing", "kongcheng"), "zhaoyun": ("longdan",), "machao": ("mashu", "tieqi"),
    "huangyueying": ("jizhi", "qicai"), "sunquan": ("zhiheng", "jiuyuan"), "ganning": ("qixi",), "lvmeng": ("keji",),
    "huanggai": ("kurou",), "zhouyu": ("yingzi", "fanjian"), "daqiao": ("guose", "liuli"),
    "luxun": ("qianxun", "lianying"), "sunshangxiang": ("jieyin", "xiaoji"), "huatuo": ("qingnang", "jijiu"),
    "lvbu": ("wushuang",), "diaochan": ("lijian", "biyue"),
}


def test_the_lord_heroes_are_cao_cao_liu_bei_and_sun_quan_each_with_one_lord_skill():
    # seed 000 l.407
    assert H.LORD_HEROES == ("caocao", "liubei", "sunquan")
    assert {h: H.lord_skills(h) for h in H.LORD_HEROES} == {
        "caocao": ("hujia",), "liubei": ("jijiang",), "sunquan": ("jiuyuan",)}
    assert all(not H.lord_skills(h.id) for h in H.HERO_LIST if not h.lord)


def test_hujia_and_jijiang_call_on_their_own_kingdom_and_jiuyuan_heals_one_more():
    assert H.SKILLS["hujia"].effect["provided_by"]["kingdom"] == "wei"
    assert H.SKILLS["jijiang"].effect["provided_by"]["kingdom"] == "shu"
    assert H.SKILLS["jiuyuan"].effect == {"card": "peach", "from_kingdom": "wu", "while": "dying", "extra_recover": 1}


def test_locked_skills_are_the_rules_L_tags_and_paoxiao_is_not_locked():
    assert {s.id for s in H.SKILL_LIST if s.compulsory} == {
        "kongcheng", "mashu", "qicai", "jiuyuan", "qianxun", "wushuang"}


def test_once_per_play_phase_skills_are_the_rules_1_phase_tags():
    assert {s.id for s in H.SKILL_LIST if s.per_play_phase == 1} == {
        "zhiheng", "fanjian", "jieyin", "qingnang", "lijian"}


def test_skills_name_only_declared_kinds_and_timings():
    for s in H.SKILL_LIST:
        assert s.kind in H.SKILL_KINDS, s.id
        assert s.timings and all(isinstance(t, Timing) for t in s.timings), s.id
        assert (s.kind == "active") == (s.timings == (Timing.PLAY_PHASE_ACTION,)), s.id


def test_skills_that_convert_cards_convert_into_real_card_kinds():
    for s in H.SKILL_LIST:
        if s.kind == "view_as":
            made = s.effect.get("view_as") or next(iter(s.effect["view_as_pairs"].values()))
            assert made in C.KINDS, s.id


@pytest.mark.parametrize("skill, timing", [
    ("guicai", Timing.BEFORE_JUDGEMENT_EFFECT), ("tiandu", Timing.AFTER_JUDGEMENT_EFFECT),
    ("jianxiong", Timing.DAMAGED), ("tuxi", Timing.PHASE_START_DRAW), ("guanxing", Timing.PHASE_START_START),
    ("biyue", Timing.PHASE_START_FINISH), ("keji", Timing.PHASE_CHANGING_DISCARD), ("liuli", Timing.ON_BECOMING_TARGET),
    ("yingzi", Timing.DRAW_PHASE_COUNT), ("lianying", Timing.AFTER_CARDS_MOVED),
])
def test_skills_act_at_their_timing(skill, timing):
    assert timing in H.SKILLS[skill].timings


def test_draw_numbers_are_data():
    assert H.SKILLS["yingzi"].effect["draw_extra"] == 1
    assert H.SKILLS["luoyi"].effect["draw_fewer"] == 1
    assert (H.SKILLS["kurou"].effect["lose_hp"], H.SKILLS["kurou"].effect["draw"]) == (1, 2)
    assert H.SKILLS["guanxing"].effect["max"] == 5


def test_mougong_gives_every_lord_mingjun_an_awakening_skill_and_everyone_dongcha():
    assert H.MODE_SKILLS == {"mougong": ("mingjun", "dongcha")}
    assert H.SKILLS["mingjun"].awakening and H.SKILLS["mingjun"].effect["max_hp_without_lord_skill"] == 2


def test_no_hero_has_a_tier_in_the_standard_set():
    # R24: hero tiers stay off with the 25 standard heroes
    assert {h.tier for h in H.HERO_LIST} == {None}


def test_every_phase_has_its_changing_start_and_end_timings():
    assert PHASES == ("start", "judge", "draw", "play", "discard", "finish")
    for p in PHASES:
        assert {phase_changing(p), phase_start(p), phase_end(p)} <= set(Timing)


# ------------------------------------------------------------------------------ roles (§3)

@pytest.mark.parametrize("players, counts", [
    (4, (1, 1, 1, 1)), (5, (1, 1, 2, 1)), (6, (1, 1, 3, 1)), (7, (1, 2, 3, 1)),
    (8, (1, 2, 4, 1)), (9, (1, 3, 4, 1)), (10, (1, 3, 4, 2)),
])
def test_role_counts_by_player_count_are_seed_004(players, counts):
    assert R.role_counts(players) == dict(zip(R.ROLES, counts))
    assert len(R.role_deck(players)) == players


def test_double_renegade_changes_only_the_6_and_8_player_rows():
    for n in range(4, 11):
        expected = {6: (1, 1, 2, 2), 8: (1, 2, 3, 2)}.get(n)
        got = R.role_counts(n, ["double_renegade"])
        assert got == (dict(zip(R.ROLES, expected)) if expected else R.role_counts(n)), n


def test_four_and_ten_player_alternatives():
    assert R.role_counts(4, ["four_player_no_loyalist"]) == {"lord": 1, "loyalist": 0, "rebel": 2, "renegade": 1}
    assert R.role_counts(10, ["ten_player_single_renegade"]) == {"lord": 1, "loyalist": 3, "rebel": 5, "renegade": 1}
    assert R.role_counts(5, ["four_player_no_loyalist", "ten_player_single_renegade"]) == R.role_counts(5)


def test_role_options_touch_different_rows_so_they_combine_in_any_order():
    rows = [set(rows) for rows in R.ROLE_OPTIONS.values()]
    assert sum(len(r) for r in rows) == len(set().union(*rows))


def test_every_default_row_and_double_renegade_fits_the_printed_role_cards():
    # seed 000 l.379: 1 主公, 3 忠臣, 4 反贼, 2 内奸
    for n in range(4, 11):
        for enabled in ((), ("double_renegade",)):
            counts = R.role_counts(n, enabled)
            assert sum(counts.values()) == n
            assert all(counts[r] <= R.ROLE_CARDS[r] for r in R.ROLES), (n, enabled)


def test_player_counts_outside_4_to_10_and_unknown_options_are_refused():
    with pytest.raises(ValueError, match="4-10"):
        R.role_counts(3)
    with pytest.raises(ValueError, match="unknown role option"):
        R.role_counts(6, ["triple_renegade"])


def test_hero_offers_lord_5_others_3_or_2_at_10_players_and_they_fit_the_pool():
    # seed 000 l.407-409; R4: 24 heroes remain after the Lord's pick
    assert R.lord_offer_size() == 5
    sizes = {n: R.others_offer_size(n) for n in range(4, 11)}
    assert sizes == {4: 3, 5: 3, 6: 3, 7: 3, 8: 3, 9: 3, 10: 2}
    assert all((n - 1) * k <= len(H.HERO_LIST) - 1 for n, k in sizes.items())


def test_goldfish_offers_6_or_3_at_10_players_cut_to_what_25_heroes_allow():
    # seed 004 l.37; R17: min(6 (3 at 10), 24 // (N-1))
    assert {n: R.others_offer_size(n, "goldfish") for n in range(4, 11)} == {
        4: 6, 5: 6, 6: 4, 7: 4, 8: 3, 9: 3, 10: 2}
    assert R.others_offer_size(10, "goldfish", hero_pool=100) == 3


def test_a_hidden_lord_draws_from_the_same_pool_as_everyone():
    # R31: under 谋攻 every seat gets the same offer; 9 seats x 3 would need 27 heroes
    assert R.others_offer_size(9, hidden_lord=True) == 2
    assert R.others_offer_size(8, hidden_lord=True) == 3


def test_the_lord_gains_1_max_hp_except_at_4_players_and_always_in_goldfish():
    assert [R.lord_max_hp_bonus(n) for n in range(4, 11)] == [0, 1, 1, 1, 1, 1, 1]
    assert R.lord_max_hp_bonus(4, "goldfish") == 1 and R.LORD_BONUS["goldfish"]["jade"] == 2
    # seed 000 l.421: without heroes everyone has 4, the Lord 5 from 5 players
    assert [R.NO_HERO_MAX_HP + R.lord_max_hp_bonus(n) for n in (4, 5)] == [4, 5]


def test_kill_rewards_standard_and_goldfish():
    assert R.KILL_REWARDS["standard"]["rebel"] == {"killer": "anyone", "draw": 3}
    assert R.KILL_REWARDS["standard"]["loyalist"]["killer"] == "lord"
    assert R.KILL_REWARDS["goldfish"]["renegade"]["jade"] == 3
    assert R.STARTING_HAND["goldfish"] == {"lord": 5, "others": 4}


# ------------------------------------------------------------------------------ i18n

def _required_keys():
    keys = {f"sanguosha.card.{k}" for k in C.KINDS} | {f"sanguosha.card.{k}.text" for k in C.KINDS}
    keys |= {f"sanguosha.hero.{h}" for h in H.HEROES}
    keys |= {f"sanguosha.skill.{s}" for s in H.SKILLS} | {f"sanguosha.skill.{s}.text" for s in H.SKILLS}
    keys |= {f"sanguosha.role.{r}" for r in R.ROLES} | {f"sanguosha.role.{r}.goal" for r in R.ROLES}
    keys |= {f"sanguosha.kingdom.{k}" for k in H.KINGDOMS} | {f"sanguosha.gender.{g}" for g in H.GENDERS}
    keys |= {f"sanguosha.phase.{p}" for p in PHASES} | {f"sanguosha.suit.{s}" for s in C.SUITS}
    keys |= {f"sanguosha.colour.{c}" for c in C.COLOURS} | {f"sanguosha.card_type.{t}" for t in C.CARD_TYPES}
    keys |= {f"sanguosha.subtype.{s}" for s in C.EQUIP_SLOTS} | {f"sanguosha.set.{s}" for s in C.SET_IDS}
    keys |= {f"sanguosha.option.{o}" for o in R.VARIANT_OPTIONS}
    return keys


def test_every_language_has_the_same_non_empty_keys():
    assert set(I18N) == set(LANGS)
    for lang in LANGS:
        assert set(I18N[lang]) == set(I18N["en"]), lang
        assert all(k.startswith("sanguosha.") and v.strip() for k, v in I18N[lang].items()), lang


def test_every_card_hero_skill_role_kingdom_phase_and_option_has_its_strings():
    missing = _required_keys() - set(I18N["en"])
    assert not missing, sorted(missing)


def test_no_string_names_a_card_hero_or_skill_the_data_does_not_have():
    known = {"card": set(C.KINDS), "hero": set(H.HEROES), "skill": set(H.SKILLS)}
    for key in I18N["en"]:
        _, group, ident, *_ = key.split(".") + [""]
        if group in known:
            assert ident in known[group], key


def test_prompt_placeholders_are_the_same_in_every_language():
    for key, en in I18N["en"].items():
        wanted = set(re.findall(r"\{(\w+)\}", en))
        for lang in ("zh-Hant", "zh-Hans"):
            assert set(re.findall(r"\{(\w+)\}", I18N[lang][key])) == wanted, (lang, key)


def test_each_script_is_its_own():
    cjk = re.compile(r"[\u3400-\u9fff]")
    # the same words in both scripts, character for character; only the characters that differ are checked
    hans, hant = "杀闪决乐诸连过桥顺牵无击万齐发结义丰蛮电双剑龙贯画阵飞骍马刘关张赵孙吴权吕陆乔华蝉", \
                 "殺閃決樂諸連過橋順牽無擊萬齊發結義豐蠻電雙劍龍貫畫陣飛騂馬劉關張趙孫吳權呂陸喬華蟬"
    assert len(hans) == len(hant) and all(a != b for a, b in zip(hans, hant))
    for key, value in I18N["en"].items():
        assert not cjk.search(value), key
    for key, value in I18N["zh-Hant"].items():
        assert not set(value) & set(hans), (key, set(value) & set(hans))
    for key, value in I18N["zh-Hans"].items():
        assert not set(value) & set(hant), (key, set(value) & set(hant))


@pytest.mark.parametrize("key, en, hant, hans", [
    ("sanguosha.card.slash", "Slash", "殺", "杀"),
    ("sanguosha.card.zhuge_crossbow", "Zhuge Crossbow", "諸葛連弩", "诸葛连弩"),
    ("sanguosha.card.negate", "Negate", "無懈可擊", "无懈可击"),
    ("sanguosha.hero.daqiao", "Da Qiao", "大喬", "大乔"),
    ("sanguosha.skill.jijiang", "Provoke", "激將", "激将"),
    ("sanguosha.role.renegade", "Renegade", "內奸", "内奸"),
    ("sanguosha.kingdom.qun", "Qun", "群", "群"),
])
def test_names_in_the_three_languages(key, en, hant, hans):
    assert (I18N["en"][key], I18N["zh-Hant"][key], I18N["zh-Hans"][key]) == (en, hant, hans)
