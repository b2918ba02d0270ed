"""The 魏 Wei and 群 Qun heroes' skills (docs/rules/sanguosha.md §8), one rule each, played through the
prompts from an arranged table; what each seat is sent is read from its view."""

from sanguosha_scenario import FILLER, ROLES4, SgsScenario, card, cards, turn_of

BLACK_SLASH, CLUB_SLASH, SPADE_SLASH, RED_SLASH = cards("S014", "S057", "S016", "S046")
DODGE, DODGE_2, DODGE_3, DODGE_4, HEART_DODGE = cards("S086", "S088", "S090", "S093", "S030")
PEACH, DUEL, INDULGENCE, NEGATE, QINGGANG = cards("S032", "S001", "S013", "S023", "S012")
BLACK_SLASH_2, RED_HORSE, BARBARIAN = cards("S017", "S037", "S015")
QUIET = ["zhangfei", "guanyu"]      # heroes whose skills ask nothing in these scenes


def ids(cards_: list) -> list:
    return [str(c) for c in cards_]


def last_log(t, key: str) -> dict:
    return [e for e in t.table_of(None)["log"] if e["key"] == "sanguosha.log." + key][-1]


# ---------------------------------------------------------------- 护驾 hujia (曹操, Lord)
def test_hujia_asks_the_other_wei_players_in_seat_order_and_the_first_dodge_saves_the_lord():
    # 护驾: "when you need to use or play a 闪, other 魏 players may, in seat order, play one for you.
    # The first to do so provides it."
    t = turn_of(3, {3: [BLACK_SLASH], 1: [], 2: [DODGE]}, heroes=["caocao", "zhangliao", "xuchu", "zhangfei"])
    t.use(3, BLACK_SLASH, 0)
    assert "skill:hujia" in t.choices_of(0, "respond")
    t.respond(0, "skill:hujia")
    assert t.prompt_of(1, "respond").params["skill"] == "hujia" and t.seats_asked("respond") == [1]
    t.respond(1).respond(2, DODGE)
    assert t.hp(0) == 4 and DODGE in t.state.discard and t.hand(2) == []


def test_hujia_when_every_wei_player_passes_the_lord_is_asked_again_without_it():
    t = turn_of(3, {3: [BLACK_SLASH], 1: [DODGE]}, heroes=["caocao", "zhangliao", "guanyu", "zhangfei"])
    t.use(3, BLACK_SLASH, 0).respond(0, "skill:hujia")
    t.respond(1)                                        # the only other Wei player passes; 关羽 is not asked
    assert t.seats_asked("respond") == [0] and "skill:hujia" not in t.choices_of(0, "respond")
    t.respond(0)
    assert t.hp(0) == 3 and t.hand(1) == [DODGE]


# ---------------------------------------------------------------- 鬼才 guicai (司马懿)
def test_guicai_replaces_the_judgement_card_with_a_hand_card():
    # 鬼才: "before any judgement takes effect, you may play a hand card to replace the judgement card."
    t = SgsScenario(4, roles=ROLES4, heroes=["zhangfei", "simayi", *QUIET], hands={1: [PEACH]},
                    judgement={0: [INDULGENCE]}, deck_top=[BLACK_SLASH] + FILLER, first_turn=0)
    t.pass_window()
    asked = t.prompt_of(1, "skill").params
    assert asked["skill"] == "guicai" and asked["reason"] == "indulgence" and asked["card"]["id"] == BLACK_SLASH
    t.use_effect(1).answer(1, [str(PEACH)], "guicai")
    judged = t.table_of(None)["judgement"]
    assert judged["card"]["id"] == PEACH and [c["id"] for c in judged["replaced"]] == [BLACK_SLASH]
    assert judged["result"] == "miss" and "end" in t.choices_of(0, "play")   # ♥: 乐不思蜀 fails
    assert BLACK_SLASH in t.state.discard and t.hand(1) == []


def test_guicai_is_not_asked_without_a_hand_card():
    t = SgsScenario(4, roles=ROLES4, heroes=["zhangfei", "simayi", *QUIET], judgement={0: [INDULGENCE]},
                    deck_top=[BLACK_SLASH] + FILLER, first_turn=0)
    t.pass_window()
    assert t.prompts("skill") == [] and t.table_of(None)["judgement"]["result"] == "hit"


# ---------------------------------------------------------------- 反馈 fankui (司马懿)
def test_fankui_takes_a_face_down_hand_card_of_the_source_seen_only_by_the_two():
    # 反馈: "after you take damage, you may take one card (hand or equipped) from the source."
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=["zhangfei", "simayi", *QUIET]).use(0, BLACK_SLASH, 1).respond(1)
    assert t.prompt_of(1, "skill").params == {"skill": "fankui", "player": 0}
    t.use_effect(1)
    assert t.choices_of(1, "fankui") == ["hand:0", "hand:1"]
    assert all(c.ref == {"back": True} for c in t.prompt_of(1, "fankui").choices)
    t.answer(1, ["hand:1"], "fankui")
    taken = t.hand(1)[0]
    assert taken in FILLER and t.hand(0) == [c for c in FILLER if c != taken]
    assert t.table_of(0)["me"]["peeks"][0]["key"] == "sanguosha.peek.lost"
    t.assert_sees(0, id=taken).assert_sees(1, id=taken).assert_hidden(2, id=taken).assert_hidden(None, id=taken)
    assert t.leaks() == []


def test_fankui_may_take_an_equipped_card_by_name():
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=["zhangfei", "simayi", *QUIET], equip={0: [QINGGANG]})
    t.use(0, BLACK_SLASH, 1).respond(1).use_effect(1)
    assert "equip:weapon" in t.choices_of(1, "fankui")
    t.answer(1, ["equip:weapon"], "fankui")
    assert t.hand(1) == [QINGGANG] and t.seat(0)["equip"]["weapon"] is None
    assert t.table_of(0)["me"]["peeks"] == []     # an equipped card was public anyway


def test_fankui_is_not_asked_when_the_source_has_no_card_left():
    # 许褚's 裸衣 draws him only the 杀, which he then uses: nothing is left to take.
    t = turn_of(0, {}, heroes=["xuchu", "simayi", *QUIET], deck_top=[BLACK_SLASH, DODGE]).use_effect(0)
    t.use(0, BLACK_SLASH, 1).respond(1)
    assert t.hp(1) == 1 and t.prompts("skill") == [] and "end" in t.choices_of(0, "play")


# ---------------------------------------------------------------- 刚烈 ganglie (夏侯惇)
def ganglie_judged(judgement_card: int):
    """Seat 0 (张飞) hits 夏侯惇 with a 杀 and 刚烈 judges `judgement_card`."""
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=["zhangfei", "xiahoudun", *QUIET], deck_top=FILLER + [judgement_card])
    t.use(0, BLACK_SLASH, 1).respond(1)
    assert t.prompt_of(1, "skill").params == {"skill": "ganglie", "player": 0}
    return t.use_effect(1)


def test_ganglie_unless_heart_the_source_may_discard_two_hand_cards():
    # 刚烈: "Unless the result is ♥, the source chooses: discard 2 hand cards, or take 1 damage from you."
    t = ganglie_judged(CLUB_SLASH)
    asked = t.prompt_of(0, "ganglie")
    assert asked.optional and asked.params == {"count": 2, "player": 1}
    t.answer(0, ids(FILLER), "ganglie")
    assert t.hand(0) == [] and t.hp(0) == 4 and set(FILLER) <= set(t.state.discard)


def test_ganglie_the_source_who_discards_nothing_takes_one_damage_from_xiahoudun():
    t = ganglie_judged(CLUB_SLASH).answer(0, [], "ganglie")
    assert t.hp(0) == 3 and t.hand(0) == FILLER
    assert last_log(t, "damage")["params"]["source"] == {"seat": 1}


def test_ganglie_on_a_heart_does_nothing():
    t = ganglie_judged(PEACH)
    assert t.table_of(None)["judgement"]["result"] == "miss"
    assert t.prompts("ganglie") == [] and t.hp(0) == 4 and "end" in t.choices_of(0, "play")


def test_ganglie_a_source_with_fewer_than_two_hand_cards_takes_the_damage():
    t = turn_of(0, {}, heroes=["zhangfei", "xiahoudun", *QUIET], deck_top=[BLACK_SLASH, DODGE, CLUB_SLASH])
    t.use(0, BLACK_SLASH, 1).respond(1).use_effect(1)
    assert t.prompts("ganglie") == [] and t.hp(0) == 3 and t.hand(0) == [DODGE]


# ---------------------------------------------------------------- 突袭 tuxi (张辽)
def test_tuxi_takes_a_hand_card_from_each_of_two_players_instead_of_drawing():
    # 突袭: "instead of drawing, you may take one hand card from each of up to 2 other players who have hand cards."
    t = turn_of(0, {1: [DODGE], 2: [], 3: [DODGE_2]}, heroes=["zhangliao", "zhangfei", *QUIET])
    deck = t.table_of(None)["deck"]
    assert t.prompt_of(0, "skill").params["skill"] == "tuxi"
    t.use_effect(0)
    assert t.choices_of(0, "tuxi") == ["1", "3"] and t.prompt_of(0, "tuxi").max == 2   # seat 2 has no hand card
    t.answer(0, ["1", "3"], "tuxi")
    assert t.choices_of(0, "tuxi_pick") == ["hand:0"] and t.prompt_of(0, "tuxi_pick").params["player"] == 1
    t.answer(0, ["hand:0"], "tuxi_pick").answer(0, ["hand:0"], "tuxi_pick")
    assert t.hand(0) == [DODGE, DODGE_2] and t.table_of(None)["deck"] == deck      # nothing drawn
    t.assert_sees(1, id=DODGE).assert_hidden(1, id=DODGE_2).assert_sees(3, id=DODGE_2)
    t.assert_hidden(2, id=DODGE).assert_hidden(2, id=DODGE_2)
    assert t.leaks() == []


def test_tuxi_declined_draws_as_usual():
    t = turn_of(0, {1: [DODGE]}, heroes=["zhangliao", "zhangfei", *QUIET]).use_effect(0, False)
    assert t.hand(0) == FILLER and t.hand(1) == [DODGE]


# ---------------------------------------------------------------- 裸衣 luoyi (许褚)
def test_luoyi_draws_one_fewer_and_the_slash_deals_one_more_damage():
    # 裸衣: "in your draw phase you may draw 1 fewer card. If you do, your 杀 and 决斗 deal +1 damage this turn."
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=["xuchu", *QUIET, "zhaoyun"])
    assert t.prompt_of(0, "skill").params["skill"] == "luoyi"
    t.use_effect(0)
    assert t.hand(0) == [BLACK_SLASH, FILLER[0]]
    t.use(0, BLACK_SLASH, 1).respond(1)
    assert t.hp(1) == 2


def test_luoyi_adds_to_the_duel_damage_too():
    t = turn_of(0, {0: [DUEL]}, heroes=["xuchu", *QUIET, "zhaoyun"]).use_effect(0)
    t.use(0, DUEL, 1).pass_window().respond(1)
    assert t.hp(1) == 2


def test_luoyi_adds_nothing_to_other_cards_damage():
    # "your 杀 and 决斗 deal +1": 南蛮入侵 is neither.
    t = turn_of(0, {0: [BARBARIAN]}, heroes=["xuchu", *QUIET, "zhaoyun"]).use_effect(0)
    t.use(0, BARBARIAN).pass_window().respond(1)
    assert t.hp(1) == 3


def test_luoyi_declined_draws_two_and_deals_normal_damage():
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=["xuchu", *QUIET, "zhaoyun"]).use_effect(0, False)
    assert t.hand(0) == [BLACK_SLASH] + FILLER
    t.use(0, BLACK_SLASH, 1).respond(1)
    assert t.hp(1) == 3


# ---------------------------------------------------------------- 天妒 tiandu, 遗计 yiji (郭嘉)
def test_tiandu_takes_the_own_judgement_card():
    # 天妒: "after your judgement takes effect, you may take the judgement card."
    t = SgsScenario(4, roles=ROLES4, heroes=["guojia", *QUIET, "zhaoyun"], judgement={0: [INDULGENCE]},
                    deck_top=[BLACK_SLASH] + FILLER, first_turn=0)
    t.pass_window()
    asked = t.prompt_of(0, "skill").params
    assert asked["skill"] == "tiandu" and asked["card"]["id"] == BLACK_SLASH
    t.use_effect(0)
    assert t.hand(0) == [BLACK_SLASH] + FILLER and BLACK_SLASH not in t.state.discard


def test_tiandu_is_not_asked_for_another_players_judgement():
    t = SgsScenario(4, roles=ROLES4, heroes=["zhangfei", "guojia", *QUIET], judgement={0: [INDULGENCE]},
                    deck_top=[BLACK_SLASH] + FILLER, first_turn=0)
    t.pass_window()
    assert t.prompts("skill") == [] and BLACK_SLASH in t.state.discard


def test_yiji_gives_the_top_two_cards_and_a_gift_is_seen_by_giver_and_receiver_only():
    # 遗计: "look at the top 2 cards of the draw pile and give them to any players, yourself included."
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=["zhangfei", "guojia", *QUIET], deck_top=FILLER + [DODGE, DODGE_2])
    t.use(0, BLACK_SLASH, 1).respond(1).use_effect(1)
    asked = t.prompt_of(1, "yiji")
    assert asked.params["card"]["id"] == DODGE and t.choices_of(1, "yiji") == ["1", "2", "3", "0"]
    t.answer(1, ["3"], "yiji").answer(1, ["1"], "yiji")
    assert t.hand(3) == [DODGE] and t.hand(1) == [DODGE_2]
    assert [(p["key"], p["from"]) for p in t.table_of(1)["me"]["peeks"]] == [("sanguosha.peek.given", 3)]
    t.assert_sees(1, id=DODGE).assert_sees(3, id=DODGE)
    t.assert_hidden(0, id=DODGE).assert_hidden(2, id=DODGE).assert_hidden(None, id=DODGE)
    t.assert_hidden(3, id=DODGE_2).assert_hidden(None, id=DODGE_2)
    assert t.leaks() == []


def test_yiji_is_offered_once_for_each_point_of_damage():
    # "for each 1 damage you take": 许褚's 裸衣 杀 deals 2.
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=["xuchu", "guojia", *QUIET],
                deck_top=FILLER + [DODGE, DODGE_2, DODGE_3, DODGE_4])
    t.use_effect(0).use(0, BLACK_SLASH, 1).respond(1).use_effect(1)
    t.answer(1, ["1"], "yiji").answer(1, ["1"], "yiji")
    assert t.prompt_of(1, "skill").params["skill"] == "yiji"
    t.use_effect(1).answer(1, ["1"], "yiji").answer(1, ["1"], "yiji")
    assert t.hp(1) == 1 and t.hand(1) == [FILLER[1], DODGE, DODGE_2, DODGE_3]


# ---------------------------------------------------------------- 洛神 luoshen, 倾国 qingguo (甄姬)
def test_luoshen_takes_each_black_judgement_card_until_a_red_one():
    # 洛神: "On black you take the card and may repeat. Stop on red or whenever you choose; the red card is discarded."
    t = turn_of(0, {}, heroes=["zhenji", *QUIET, "zhaoyun"], deck_top=[BLACK_SLASH, CLUB_SLASH, PEACH] + FILLER)
    assert t.prompt_of(0, "skill").params["skill"] == "luoshen"
    t.use_effect(0).use_effect(0).use_effect(0)
    assert t.hand(0) == [BLACK_SLASH, CLUB_SLASH] + FILLER and PEACH in t.state.discard


def test_luoshen_may_stop_after_a_black_card():
    t = turn_of(0, {}, heroes=["zhenji", *QUIET, "zhaoyun"], deck_top=[BLACK_SLASH] + FILLER)
    t.use_effect(0).use_effect(0, False)
    assert t.hand(0) == [BLACK_SLASH] + FILLER


def test_luoshen_takes_the_card_guicai_put_in_place_of_a_red_one():
    # §6.5: the retrial (鬼才) comes before the result takes effect; 洛神 takes the final card.
    t = turn_of(0, {1: [CLUB_SLASH]}, heroes=["zhenji", "simayi", *QUIET], deck_top=[PEACH] + FILLER).use_effect(0)
    assert t.prompt_of(1, "skill").params["skill"] == "guicai"
    t.use_effect(1).answer(1, [str(CLUB_SLASH)], "guicai")
    assert t.prompt_of(0, "skill").params["skill"] == "luoshen"       # black: take it, judge again?
    t.use_effect(0, False)
    assert t.hand(0) == [CLUB_SLASH] + FILLER and PEACH in t.state.discard


def test_qingguo_plays_a_black_hand_card_as_a_dodge():
    # 倾国: "you may use or play a black hand card as 闪."
    t = turn_of(0, {0: [BLACK_SLASH], 1: [CLUB_SLASH, PEACH]}, heroes=["zhangfei", "zhenji", *QUIET])
    t.use(0, BLACK_SLASH, 1).respond(1, "skill:qingguo")
    assert t.accepted_choices(1, "viewas") == [str(CLUB_SLASH)]          # the ♥ 桃 is not black
    t.answer(1, [str(CLUB_SLASH)], "viewas")
    assert t.hp(1) == 3 and t.hand(1) == [PEACH] and CLUB_SLASH in t.state.discard


# ---------------------------------------------------------------- 青囊 qingnang, 急救 jijiu (华佗)
def test_qingnang_discards_a_hand_card_and_a_wounded_player_recovers_once_per_phase():
    # 青囊 [1/phase]: "discard 1 hand card; a wounded player of your choice, yourself included, recovers 1."
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=["huatuo", *QUIET, "zhaoyun"], hp={2: 2})
    t.use_skill(0, "qingnang")
    assert t.choices_of(0, "qingnang") == ids([BLACK_SLASH] + FILLER)
    t.answer(0, [str(BLACK_SLASH)], "qingnang")
    assert t.choices_of(0, "qingnang_target") == ["2"]                # only the wounded
    t.answer(0, ["2"], "qingnang_target")
    assert t.hp(2) == 3 and BLACK_SLASH in t.state.discard
    assert "skill:qingnang" not in t.choices_of(0, "play")


def test_qingnang_with_no_card_chosen_is_taken_back():
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=["huatuo", *QUIET, "zhaoyun"], hp={0: 2}).use_skill(0, "qingnang")
    t.answer(0, [], "qingnang")
    assert "skill:qingnang" in t.choices_of(0, "play") and t.hp(0) == 2


def test_qingnang_is_not_offered_when_nobody_is_wounded():
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=["huatuo", *QUIET, "zhaoyun"])
    assert "skill:qingnang" not in t.choices_of(0, "play")


def test_jijiu_uses_a_red_card_as_a_peach_outside_the_own_turn():
    # 急救: "outside your own turn, you may use any red card (hand or equipped) as 桃."
    t = turn_of(0, {0: [BLACK_SLASH], 1: [HEART_DODGE, BLACK_SLASH_2]}, heroes=["zhangfei", "huatuo", "guanyu", "zhaoyun"],
                equip={1: [RED_HORSE]}, hp={3: 1})
    t.use(0, BLACK_SLASH, 3).respond(3)
    t.decline(0)                                                     # the current player is asked first
    assert "skill:jijiu" in t.choices_of(1, "peach")
    t.answer(1, ["skill:jijiu"], "peach")
    assert t.accepted_choices(1, "viewas") == ids([HEART_DODGE, RED_HORSE])     # red, in hand or equipped
    t.answer(1, [str(HEART_DODGE)], "viewas")
    assert t.hp(3) == 1 and t.seat(3)["alive"] and HEART_DODGE in t.state.discard


def test_jijiu_is_not_offered_in_the_own_turn():
    t = turn_of(1, {1: [BLACK_SLASH, HEART_DODGE]}, heroes=["zhangfei", "huatuo", "guanyu", "zhaoyun"], hp={2: 1})
    t.use(1, BLACK_SLASH, 2).respond(2)
    assert "skill:jijiu" not in t.choices_of(1, "peach")


# ---------------------------------------------------------------- 无双 wushuang (吕布)
def test_wushuang_a_slash_needs_two_dodges():
    # 无双 [L]: "a target of your 杀 needs two 闪 to cancel it"; §6.11: "Two 闪 must both be played, or the 杀 hits."
    t = turn_of(0, {0: [BLACK_SLASH], 1: [DODGE]}, heroes=["lvbu", *QUIET, "zhaoyun"]).use(0, BLACK_SLASH, 1)
    assert t.prompt_of(1, "respond").params["count"] == 2
    t.respond(1, DODGE)
    assert t.prompt_of(1, "respond").params["count"] == 1
    t.respond(1)
    assert t.hp(1) == 3


def test_wushuang_in_his_own_duel_the_target_plays_two_slashes_each_time():
    t = turn_of(0, {0: [DUEL], 1: [BLACK_SLASH, CLUB_SLASH]}, heroes=["lvbu", *QUIET, "zhaoyun"])
    t.use(0, DUEL, 1).pass_window()
    assert t.prompt_of(1, "respond").params["count"] == 2
    t.respond(1, BLACK_SLASH)
    assert t.prompt_of(1, "respond").params["count"] == 1
    t.respond(1, CLUB_SLASH)
    assert t.prompt_of(0, "respond").params["count"] == 1            # 吕布 himself needs one
    t.respond(0)
    assert t.hp(0) == 3 and t.hp(1) == 4


def test_wushuang_in_a_duel_started_by_another_the_opponent_plays_two_slashes_each_time():
    # "In a 决斗 with you, whoever started it, your opponent must play two 杀 each time."
    t = turn_of(3, {3: [DUEL, BLACK_SLASH], 0: [CLUB_SLASH]}, heroes=["lvbu", *QUIET, "zhangfei"])
    t.use(3, DUEL, 0).pass_window()
    assert t.prompt_of(0, "respond").params["count"] == 1            # 吕布 himself plays one
    t.respond(0, CLUB_SLASH)
    assert t.prompt_of(3, "respond").params["count"] == 2
    t.respond(3, BLACK_SLASH)
    assert t.prompt_of(3, "respond").params["count"] == 1
    t.respond(3)
    assert t.hp(3) == 3 and t.hp(0) == 4


# ---------------------------------------------------------------- 离间 lijian, 闭月 biyue (貂蝉)
def test_lijian_the_second_male_duels_the_first_and_no_negate_is_asked():
    # 离间: "discard 1 card and choose two other male players. The second one chosen counts as using a 决斗 on
    # the first. This 决斗 cannot be answered with 无懈可击."
    t = turn_of(0, {0: [BLACK_SLASH], 1: [NEGATE]}, heroes=["diaochan", "zhangfei", "zhenji", "guanyu"])
    t.use_skill(0, "lijian")
    assert t.choices_of(0, "lijian") == ids([BLACK_SLASH] + FILLER)
    t.answer(0, [str(BLACK_SLASH)], "lijian")
    assert t.choices_of(0, "lijian_target") == ["1", "3"]            # 甄姬 is no male
    t.answer(0, ["1"], "lijian_target")
    assert t.choices_of(0, "lijian_user") == ["3"]
    t.answer(0, ["3"], "lijian_user")
    assert t.prompts("nullify") == [] and t.prompt_of(1, "respond").params["need"] == "slash"
    assert t.table_of(None)["stack"][0]["skill"] == "lijian" and t.table_of(None)["stack"][0]["user"] == 3
    t.respond(1)
    assert t.hp(1) == 3 and t.hp(3) == 4 and BLACK_SLASH in t.state.discard and t.hand(1) == [NEGATE]
    assert "skill:lijian" not in t.choices_of(0, "play")


def test_lijian_cannot_make_a_duel_kongcheng_forbids():
    # 空城: "while you have no hand cards, you cannot be targeted by 杀 or 决斗."
    t = turn_of(0, {0: [BLACK_SLASH]}, heroes=["diaochan", "zhugeliang", "zhangfei", "guanyu"])
    t.use_skill(0, "lijian").answer(0, [str(BLACK_SLASH)], "lijian")
    assert t.choices_of(0, "lijian_target") == ["2", "3"]


def test_lijian_may_discard_an_equipped_card_but_not_one_in_the_judgement_area():
    t = turn_of(0, {}, heroes=["diaochan", *QUIET, "zhaoyun"], equip={0: [QINGGANG]}, judgement={0: [INDULGENCE]},
                deck_top=[PEACH] + FILLER)
    t.pass_window().use_skill(0, "lijian")
    assert t.choices_of(0, "lijian") == ids([*FILLER, QINGGANG])
    t.answer(0, [str(QINGGANG)], "lijian").answer(0, ["1"], "lijian_target").answer(0, ["2"], "lijian_user")
    assert t.seat(0)["equip"]["weapon"] is None and QINGGANG in t.state.discard


def test_biyue_draws_one_in_the_finish_phase():
    # 闭月: "in your finish phase you may draw 1."
    t = turn_of(0, {}, heroes=["diaochan", *QUIET, "zhaoyun"], deck_top=FILLER + [DODGE]).end_play(0)
    assert t.prompt_of(0, "skill").params["skill"] == "biyue"
    t.use_effect(0)
    assert t.hand(0) == FILLER + [DODGE]
