"""The 蜀 Shu heroes' skills (docs/rules/sanguosha.md §8), one scenario per skill and ruling, played
through the prompts each seat is sent: 仁德, 激将, 咆哮, 观星, 空城, 龙胆, 马术, 铁骑, 集智 (R12), 奇才
(武圣 is in test_sanguosha_skills_examples.py)."""

from sanguosha_scenario import FILLER, ROLES4, SgsScenario, card, cards, turn_of

from games.sanguosha.state import KIND_OF

SLASH, SLASH2, RED_SLASH = card("S014"), card("S016"), card("S046")
DODGE, DUEL = card("S030"), card("S001")


def secret(c: int) -> dict:
    """A face-down card as `secrets()` names it: enough to find it in any payload."""
    return {"id": c, "kind": KIND_OF[c]}


def peeks(t, seat: int) -> dict:
    return {p["key"].rpartition(".")[2]: [c["id"] for c in p["cards"]] for p in t.table_of(seat)["me"]["peeks"]}


def target_choices(t, seat: int) -> list:
    return t.choices_of(seat, "targets")


# ---------------------------------------------------------------- 仁德 rende
def give(t, seat: int, chosen: list, to: int):
    t.answer(seat, ["skill:rende"], "play").answer(seat, [str(c) for c in chosen], "rende")
    return t.answer(seat, [str(to)], "rende_target")


def test_rende_gives_hand_cards_that_only_giver_and_receiver_see():
    # 仁德: "give any number of hand cards to other players, split as you like".
    t = turn_of(0, {0: [SLASH]}, heroes=["liubei", "huatuo", "lvbu", "huangyueying"])
    assert "skill:rende" in t.offered(0)
    give(t, 0, [SLASH], 2)
    assert SLASH in t.hand(2) and SLASH not in t.hand(0)
    assert peeks(t, 0) == {"given": [SLASH]}
    t.assert_sees(2, **secret(SLASH)).assert_sees(0, **secret(SLASH))
    t.assert_hidden(1, **secret(SLASH)).assert_hidden(3, **secret(SLASH)).assert_hidden(None, **secret(SLASH))
    assert t.leaks() == []
    assert t.table_of(None)["log"][-1]["params"] == {"player": {"seat": 2}, "source": {"seat": 0}, "count": 1}


def test_rende_recovers_once_when_the_cards_given_this_phase_reach_two():
    # 仁德: "The first time the cards you have given this phase reach 2 or more, you recover 1."
    t = turn_of(0, {0: cards("S014", "S016", "S017", "S018")}, heroes=["liubei", "huatuo", "lvbu", "huangyueying"],
                hp={0: 1})
    give(t, 0, [SLASH], 1)
    assert t.hp(0) == 1
    give(t, 0, [SLASH2], 2)
    assert t.hp(0) == 2
    give(t, 0, cards("S017", "S018"), 3)
    assert t.hp(0) == 2 and "skill:rende" in t.offered(0)      # any number of times, no second recovery


def test_rende_with_no_receiver_chosen_is_taken_back():
    t = turn_of(0, {0: [SLASH]}, heroes=["liubei", "huatuo", "lvbu", "huangyueying"])
    t.answer(0, ["skill:rende"], "play").answer(0, [str(SLASH)], "rende").answer(0, [], "rende_target")
    assert SLASH in t.hand(0) and t.prompt_of(0, "play")
    assert all(e["params"].get("skill") != "rende" for e in t.table_of(None)["log"])


# ---------------------------------------------------------------- 激将 jijiang (Lord)
SHU_TABLE = ["liubei", "huatuo", "zhangfei", "zhaoyun"]


def test_jijiang_asks_the_other_shu_players_in_seat_order_to_play_the_lords_slash():
    # 激将: "when you need to use or play a 杀, other 蜀 players may, in seat order, play one for you."
    t = turn_of(1, {1: [DUEL], 3: [RED_SLASH]}, heroes=SHU_TABLE).use(1, DUEL, 0).pass_window()
    assert "skill:jijiang" in t.choices_of(0, "respond")
    t.respond(0, "skill:jijiang")
    asked = t.prompt_of(2, "respond")                    # 华佗 (群) is not asked; 张飞 comes first
    assert asked.params["need"] == "slash" and asked.params["skill"] == "jijiang" and asked.params["for"] == 0
    t.respond(2)
    t.respond(3, RED_SLASH)                              # 赵云's 杀 is played as the Lord's
    assert RED_SLASH in t.state.discard and t.hand(3) == []
    t.respond(1)                                         # 华佗 has no 杀 left for the 决斗
    assert t.hp(1) == 2 and t.hp(0) == 4


def test_jijiang_when_every_shu_player_passes_the_lord_is_asked_again_without_it():
    t = turn_of(1, {1: [DUEL]}, heroes=SHU_TABLE).use(1, DUEL, 0).pass_window()
    t.respond(0, "skill:jijiang").respond(2).respond(3)
    assert "skill:jijiang" not in t.choices_of(0, "respond")
    t.respond(0)
    assert t.hp(0) == 3


def test_jijiang_in_the_play_phase_uses_a_slash_a_shu_player_gives():
    t = turn_of(0, {2: [SLASH]}, heroes=SHU_TABLE)
    assert "skill:jijiang" in t.offered(0)
    t.answer(0, ["skill:jijiang"], "play").answer(0, ["1"], "targets")
    t.respond(2, SLASH)
    item = t.table_of(None)["stack"][0]
    assert item["kind"] == "slash" and item["skill"] == "jijiang" and item["user"] == 0 and item["targets"] == [1]
    t.respond(1)
    assert t.hp(1) == 2 and t.table_of(None)["slashes"]["used"] == 1
    assert "skill:jijiang" not in t.offered(0)           # the one 杀 of the phase is used


def test_jijiang_gives_the_lord_a_slash_to_use_for_borrowed_sword():
    sword, weapon = card("S078"), card("S012")
    t = turn_of(1, {1: [sword], 2: [SLASH]}, heroes=SHU_TABLE, equip={0: [weapon]}).use(1, sword, 0)
    t.answer(1, ["3"], "targets").pass_window()
    assert t.prompt_of(0, "respond").params["victim"] == 3
    t.respond(0, "skill:jijiang").respond(2, SLASH)
    item = t.table_of(None)["stack"][-1]
    assert item["kind"] == "slash" and item["skill"] == "jijiang" and item["user"] == 0 and item["targets"] == [3]
    t.respond(3)
    assert t.hp(3) == 3 and t.seat(0)["equip"]["weapon"]["id"] == weapon and t.hand(2) == []


def test_jijiang_is_not_offered_without_another_living_shu_player():
    t = turn_of(0, {}, heroes=["liubei", "huatuo", "lvbu", "zhenji"])
    assert "skill:jijiang" not in t.offered(0)


# ---------------------------------------------------------------- 咆哮 paoxiao (data only)
def test_paoxiao_uses_any_number_of_slashes_in_the_play_phase():
    # 咆哮: "you may use any number of 杀 in your play phase" (slash_limit None in its data).
    t = turn_of(0, {0: [SLASH, SLASH2]}, heroes=["zhangfei", "huatuo", "lvbu", "zhenji"]).use(0, SLASH, 1)
    t.respond(1)
    assert str(SLASH2) in t.offered(0) and t.table_of(None)["slashes"] == {"used": 1, "limit": None}
    t.use(0, SLASH2, 1).respond(1)
    assert t.hp(1) == 1


# ---------------------------------------------------------------- 观星 guanxing
PILE = cards("S084", "S085", "S086", "S087")   # the next four cards, first drawn first


def stargaze(players=4, roles=ROLES4, heroes=("zhugeliang", "huatuo", "lvbu", "zhenji"), **spec):
    t = SgsScenario(players, roles=roles, heroes=list(heroes), hands={}, deck_top=PILE, first_turn=0, **spec)
    assert t.prompt_of(0, "skill").params["skill"] == "guanxing"
    return t.use_effect(0)


def test_guanxing_puts_cards_on_top_and_bottom_in_the_chosen_order():
    # 观星: "Put any of them back on top in any order and the rest on the bottom in any order."
    a, b, c, d = PILE
    t = stargaze()
    assert t.choices_of(0, "arrange_top_bottom") == [str(x) for x in PILE] + ["bottom"]
    t.assert_hidden(1, **secret(a)).assert_hidden(None, **secret(a))
    assert t.leaks() == []
    t.answer(0, [str(c), str(a), "bottom", str(d), str(b)], "arrange_top_bottom")
    assert t.state.deck[:2] == [b, d]                    # the last placed lies undermost
    assert t.hand(0) == [c, a]                           # the draw phase took the two put on top
    assert peeks(t, 0) == {"pile_bottom": [d, b]}
    t.assert_hidden(2, **secret(d))
    assert t.leaks() == []
    log = next(e for e in t.table_of(None)["log"] if e["key"] == "sanguosha.log.guanxing")
    assert log["params"] == {"player": {"seat": 0}, "top": 2, "bottom": 2}


def test_guanxing_left_as_it_lay_changes_nothing():
    t = stargaze().time_out("arrange_top_bottom")
    assert t.hand(0) == PILE[:2] and peeks(t, 0) == {"pile_top": PILE[2:]}


def test_guanxing_looks_at_one_card_per_living_player_at_most_five():
    # 观星: "X is the number of living players, at most 5".
    six = stargaze(6, ["lord", "loyalist", "rebel", "rebel", "rebel", "renegade"],
                   ("zhugeliang", "huatuo", "lvbu", "zhenji", "zhangfei", "machao"))
    assert len(six.choices_of(0, "arrange_top_bottom")) == 5 + 1
    three = stargaze(dead=[3])
    assert three.choices_of(0, "arrange_top_bottom") == [str(x) for x in PILE[:3]] + ["bottom"]


# ---------------------------------------------------------------- 空城 kongcheng (data only)
def test_kongcheng_no_hand_cards_no_slash_or_duel_targets_him():
    # 空城 [L]: "while you have no hand cards, you cannot be targeted by 杀 or 决斗."
    t = turn_of(0, {0: [SLASH, DUEL]}, heroes=["zhangfei", "zhugeliang", "lvbu", "zhenji"])
    t.answer(0, [str(SLASH)], "play")
    assert target_choices(t, 0) == ["3"]
    t.answer(0, [], "targets").answer(0, [str(DUEL)], "play")
    assert target_choices(t, 0) == ["2", "3"]


def test_kongcheng_a_hand_card_makes_him_a_target_again():
    t = turn_of(0, {0: [SLASH], 1: [DODGE]}, heroes=["zhangfei", "zhugeliang", "lvbu", "zhenji"])
    t.answer(0, [str(SLASH)], "play")
    assert target_choices(t, 0) == ["1", "3"]


# ---------------------------------------------------------------- 龙胆 longdan
def test_longdan_uses_a_dodge_as_a_slash():
    # 龙胆: "you may use or play a 杀 as 闪, and a 闪 as 杀" (hand cards only).
    t = turn_of(0, {0: [DODGE]}, heroes=["zhaoyun", "huatuo", "lvbu", "zhenji"])
    assert "skill:longdan" in t.offered(0)
    t.answer(0, ["skill:longdan"], "play")
    assert t.accepted_choices(0, "viewas") == [str(c) for c in [DODGE] + FILLER]
    t.answer(0, [str(DODGE)], "viewas").answer(0, ["1"], "targets")
    item = t.table_of(None)["stack"][0]
    assert item["skill"] == "longdan" and item["card"]["as"] == "slash" and item["card"]["kind"] == "dodge"
    t.respond(1)
    assert t.hp(1) == 2


def test_longdan_plays_a_slash_as_a_dodge():
    t = turn_of(0, {0: [SLASH], 1: [SLASH2, DODGE]}, heroes=["zhangfei", "zhaoyun", "lvbu", "zhenji"])
    t.use(0, SLASH, 1)
    assert "skill:longdan" in t.choices_of(1, "respond")
    t.respond(1, "skill:longdan")
    assert t.accepted_choices(1, "viewas") == [str(SLASH2)]
    t.answer(1, [str(SLASH2)], "viewas")
    assert t.hp(1) == 4 and t.hand(1) == [DODGE]


# ---------------------------------------------------------------- 马术 mashu (data only)
SIX = ["lord", "loyalist", "rebel", "rebel", "rebel", "renegade"]


def slash_targets_at_six(hero: str) -> list:
    t = turn_of(0, {0: [SLASH]}, players=6, roles=SIX, heroes=[hero, "huatuo", "lvbu", "zhenji", "zhangfei", "sunquan"])
    t.answer(0, [str(SLASH)], "play")
    return target_choices(t, 0)


def test_mashu_brings_every_other_player_one_closer():
    # 马术 [L]: "your distance to other players −1" (never below 1, §6.2).
    assert slash_targets_at_six("zhangfei") == ["1", "5"]
    assert slash_targets_at_six("machao") == ["1", "2", "4", "5"]


# ---------------------------------------------------------------- 铁骑 tieqi
def tieqi_slash(judged: int) -> SgsScenario:
    t = turn_of(0, {0: [SLASH], 1: [DODGE]}, heroes=["machao", "huatuo", "lvbu", "zhenji"],
                deck_top=FILLER + [judged]).use(0, SLASH, 1)
    asked = t.prompt_of(0, "skill")
    assert asked.params == {"skill": "tieqi", "target": 1}
    return t.use_effect(0)


def test_tieqi_on_a_red_judgement_the_target_cannot_dodge():
    # 铁骑: "after you target a player with 杀, you may judge. On red, that player cannot respond to it with 闪."
    t = tieqi_slash(card("S031"))
    assert t.table_of(None)["judgement"]["for"] == "tieqi" and t.table_of(None)["judgement"]["result"] == "hit"
    assert t.seats_asked("respond") == [] and t.hp(1) == 2


def test_tieqi_on_a_black_judgement_the_target_may_dodge():
    t = tieqi_slash(card("S017"))
    assert t.table_of(None)["judgement"]["result"] == "miss"
    t.respond(1, DODGE)
    assert t.hp(1) == 3


# ---------------------------------------------------------------- 集智 jizhi
NOTHING = card("S041")       # 无中生有


def test_jizhi_draws_one_when_she_uses_a_normal_trick():
    # 集智: "when you use a normal (non-delayed) trick, you may draw 1."
    t = turn_of(0, {0: [NOTHING]}, heroes=["huangyueying", "huatuo", "lvbu", "zhenji"],
                deck_top=FILLER + cards("S086", "S087", "S088")).use(0, NOTHING)
    assert t.prompt_of(0, "skill").params == {"skill": "jizhi", "kind": "something_from_nothing"}
    t.use_effect(0)
    assert t.hand(0) == FILLER + [card("S086")]
    t.pass_window()
    assert t.hand(0) == FILLER + cards("S086", "S087", "S088")


def test_jizhi_declined_draws_nothing():
    t = turn_of(0, {0: [NOTHING]}, heroes=["huangyueying", "huatuo", "lvbu", "zhenji"]).use(0, NOTHING)
    t.use_effect(0, False)
    assert t.hand(0) == FILLER


def test_jizhi_a_negate_is_a_normal_trick_too():
    negate = card("S023")
    t = turn_of(0, {0: [NOTHING], 2: [negate]}, heroes=["zhangfei", "huatuo", "huangyueying", "zhenji"],
                deck_top=FILLER + cards("S086")).use(0, NOTHING)
    t.negate(2, negate)
    t.use_effect(2)
    assert t.hand(2) == [card("S086")]


def test_jizhi_r12_a_card_used_as_a_trick_counts():
    # R12 (§8): "the printed text does not exclude converted tricks". No standard hero holds both 集智 and a
    # conversion to a trick, so 黄月英 is lent 奇袭 (a black card as 过河拆桥) for this case.
    t = turn_of(0, {0: [SLASH], 1: [DODGE]}, heroes=["huangyueying", "huatuo", "lvbu", "zhenji"])
    t.state.skills[0].append("qixi")
    t.answer(0, [str(SLASH)], "play").answer(0, [], "targets")    # taken back: the play prompt is asked anew
    t.answer(0, ["skill:qixi"], "play").answer(0, [str(SLASH)], "viewas").answer(0, ["1"], "targets")
    assert t.prompt_of(0, "skill").params == {"skill": "jizhi", "kind": "dismantle"}


# ---------------------------------------------------------------- 奇才 qicai (data only)
SNATCH = card("S007")


def test_qicai_her_tricks_have_no_distance_limit():
    # 奇才 [L]: "your tricks have no distance limit" (顺手牵羊 needs distance ≤ 1 otherwise, §6.3).
    t = turn_of(0, {0: [SNATCH], 2: [DODGE]}, heroes=["huangyueying", "huatuo", "lvbu", "zhenji"])
    t.answer(0, [str(SNATCH)], "play")
    assert target_choices(t, 0) == ["2"]             # seat 2, at distance 2, is the only one with a card
    other = turn_of(0, {0: [SNATCH], 2: [DODGE]}, heroes=["zhangfei", "huatuo", "lvbu", "zhenji"])
    assert str(SNATCH) not in other.offered(0)
