"""§5.4B the 补充包 characters and §7.9 the expansion pool: one scenario per skill, mission and
ruling (fixed seeds, stacked hands and decks)."""

import pytest

from games.fengsheng.rules import REFUSE, RESULT_MISSION, RESULT_REPLACED, RESULT_SOLO, character_pool
from tests.conformance import check_views
from tests.fengsheng.fengsheng_scenario import FengshengScenario, c, chars
from tests.fengsheng.fs_helpers import CHARACTER, INTERCEPT, LURE, PROBE, ROF, SEE, SEND_BACK, cards, probe_card

RED = cards("decrypt", "red") + cards("intercept", "red") + cards("lock", "red")
BLUE = cards("decrypt", "blue") + cards("intercept", "blue") + cards("lock", "blue")
BLACK = cards("lock", "black")
RED_SECRET = cards("probe", "red")[0]
SKILL = "fengsheng.prompt.skill"
EXPANSION = ["huangque", "qianmiannvlang", "heishou", "fushe", "chaoxi", "fuping", "yixiansheng", "wujianxingzhe"]




# -- §7.9 the pool -------------------------------------------------------------------

def test_pool_option_adds_the_eight_expansion_characters():
    assert len(character_pool({"pool": "standard"})) == 18
    full = character_pool({"pool": "expansion"})
    assert len(full) == 26 and set(EXPANSION) <= set(full)
    t = FengshengScenario(8, options={"pool": "expansion", "offer": 3})
    # R5 capped at the pool size divided by the number of players: 26 // 8 = 3
    assert all(len(o) == 3 for o in t.state.offers)


# -- 黄雀 --------------------------------------------------------------------------------

def test_huangque_reveal_puts_another_players_intelligence_on_top_of_the_deck():
    t = FengshengScenario(3, hands={0: [RED_SECRET]}, intel={1: [RED[0]]}, characters=chars(3, s0="huangque"))
    assert not t.state.face_up[0]                   # R50: hidden
    t.to_play(0)
    t.answer(0, [CHARACTER], "fengsheng.prompt.play")
    t.window()                                       # the reveal waits on the stack (seed 000 l.343)
    t.answer(0, c(RED[0]), "fengsheng.prompt.pick_intel")
    st = t.state
    assert st.face_up[0] and st.intel[1] == [] and st.deck[-1] == RED[0]
    assert st.log[-1]["key"] == "fengsheng.log.intel_to_deck"


def test_r33_huangque_turns_up_her_identity_once_to_place_up_to_two_black_when_another_dies():
    spare = cards("see_through", "black")[0]
    t = FengshengScenario(4, hands={0: [BLACK[0]], 2: [BLACK[1], BLACK[2], spare]},
                          intel={1: [BLACK[3], BLACK[4]], 3: [BLACK[5]]}, characters=chars(4, s2="huangque"),
                          identities=["bureau", "lurker", "bystander", "bureau"], face_up={2: True})
    t.deliver(0, 1, BLACK[0])
    # choosing the blacks is using the skill: her identity card turns up, then she names the player
    t.answer(2, c(BLACK[1]) + c(BLACK[2]), "fengsheng.prompt.place_cards")
    assert t.state.revealed[2]
    t.answer(2, ["3"], "fengsheng.prompt.place_target")
    st = t.state
    assert st.status[1] == "dead"
    # seat 3 got its third black: it dies too, and 黄雀 may not turn her identity card up again
    # although she still holds a black card
    assert st.status[3] == "dead" and st.deaths[1] == {"seat": 3, "killer": 2}
    assert st.hands[2] == [spare] and not t.open_prompts(seat=2)


@pytest.mark.parametrize("character", ["huangque", "daofeng_002"])
def test_mission_a_lurker_and_a_bureau_player_have_both_died(character):
    t = FengshengScenario(4, hands={0: [BLACK[0]]}, intel={2: [BLACK[1], BLACK[2]]},
                          characters=chars(4, s3=character), identities=["bureau", "lurker", "bureau", "bystander"],
                          status={1: "dead"})
    t.deliver(0, 2, BLACK[0])
    if t.open_prompts(SKILL, 3):               # [002] 刀锋's 嗜血 is offered first
        t.answer(3, ["pass"], SKILL)
    assert t.state.result == RESULT_MISSION and t.state.winners == [3]


# -- 千面女郎 ------------------------------------------------------------------------------

@pytest.mark.parametrize("character", ["qianmiannvlang", "chaoxi", "wujianxingzhe"])
def test_chengfu_answers_either_option_of_a_probe(character):
    p = probe_card("bureau", "draw")
    t = FengshengScenario(3, hands={0: [p]}, characters=chars(3, s1=character),
                          identities=["bureau", "lurker", "bystander"])
    t.to_play(0)
    t.answer(0, c(p), "fengsheng.prompt.play")
    t.answer(0, ["1"], "fengsheng.prompt.target.probe")
    t.window()
    t.answer(1, ["action"], "fengsheng.prompt.chengfu")   # a lurker pretends to be Bureau
    assert len(t.state.hands[1]) == 2


def test_qianmiannvlang_fengyuan_chooses_the_direction_of_her_secret_cable():
    t = FengshengScenario(4, hands={0: [RED_SECRET]}, characters=chars(4, s0="qianmiannvlang"))
    t.to_play(0)
    t.answer(0, ["send"], "fengsheng.prompt.play")
    t.answer(0, c(RED_SECRET), "fengsheng.prompt.send")
    t.answer(0, ["previous"], "fengsheng.prompt.direction")
    assert t.state.transit["recipient"] == 3 and t.state.transit["direction"] == -1


def test_qianmiannvlang_shengge_draws_three_and_gives_one_when_real_or_fake_resolves():
    t = FengshengScenario(3, hands={0: [ROF[0]]}, characters=chars(3, s1="qianmiannvlang"))
    t.to_play(0)
    t.answer(0, c(ROF[0]), "fengsheng.prompt.play")
    t.window()
    t.answer(1, ["use"], SKILL)
    t.window()                                       # 笙歌 waits on the stack
    t.answer(1, ["2"], "fengsheng.prompt.give_to")
    q = t.open_prompts("fengsheng.prompt.give", 1)[0]
    t.answer(1, [q.choices[0].id])
    assert len(t.state.hands[1]) == 2 and len(t.state.hands[2]) == 1
    assert t.table_of(2)["notes"][-1]["kind"] == "given"


def test_qianmiannvlang_mission_her_neighbours_declaration_fails_and_she_wins_alone():
    t = FengshengScenario(3, hands={0: [cards("lock", "red")[0]]}, intel={1: [RED[0], RED[1]]},
                          characters=chars(3, s2="qianmiannvlang"), identities=["bureau", "lurker", "bystander"])
    t.deliver(0, 1, cards("lock", "red")[0])
    st = t.state
    assert st.result == RESULT_REPLACED and st.winners == [2] and st.declarer == 2
    assert any(e["key"] == "fengsheng.log.replaced" and e["params"] == {"seat": 2, "declarer": 1} for e in st.log)


# -- 黑手 --------------------------------------------------------------------------------

@pytest.mark.parametrize("character,card", [
    ("heishou", LURE[0]),                               # 残忍: an Open text card
    ("daofeng_002", SEND_BACK[0]),                      # [002] 亮剑: 退回 ...
    ("daofeng_002", PROBE[1]),                          # ... and 试探
    ("beileimao_002", cards("decrypt", "black")[0]),    # [002] 换日: a black card
])
def test_r13_expansion_cards_used_as_lock_show_their_face_and_can_be_seen_through(character, card):
    t = FengshengScenario(3, hands={0: [RED_SECRET, card], 1: [SEE[0]]}, characters=chars(3, s0=character))
    t.to_play(0)
    t.send(0, RED_SECRET)          # (no direction prompt: [002]'s 贝雷帽 has 换日 and 偷天 instead)
    t.window({0: c(card)})
    t.use_as(0, "lock")
    t.answer(0, ["1"], "fengsheng.prompt.target.lock")
    top = t.table_of(None)["stack"][0]
    assert top["function"] == "lock" and top["card"]["card"] == card    # not R40's colour only
    t.window({1: c(SEE[0])})
    t.window()
    t.window()
    assert t.state.locks == []


def test_heishou_lengxue_moves_an_intelligence_at_the_end_of_a_turn_in_which_he_killed():
    t = FengshengScenario(4, hands={0: [BLACK[0]]}, intel={1: [BLACK[1], BLACK[2]], 2: [RED[0]]},
                          characters=chars(4, s0="heishou"), identities=["bureau", "lurker", "bystander", "bystander"])
    t.deliver(0, 1, BLACK[0])
    t.pass_until("fengsheng.prompt.pick_intel", 0)
    t.answer(0, c(RED[0]), "fengsheng.prompt.pick_intel")
    t.answer(0, ["3"], "fengsheng.prompt.place_target")
    t.window()                                   # 冷血 waits on the stack: nobody answers
    assert t.state.intel[3] == [RED[0]] and t.state.intel[2] == []
    assert any(e["key"] == "fengsheng.log.intel_moved" for e in t.state.log)


def test_heishou_lansha_may_declare_a_solo_victory_on_killing_a_bystander():
    t = FengshengScenario(3, hands={0: [BLACK[0]]}, intel={1: [BLACK[1], BLACK[2]]},
                          characters=chars(3, s0="heishou"), identities=["bureau", "bystander", "lurker"])
    t.deliver(0, 1, BLACK[0])
    t.answer(0, ["use"], SKILL)
    assert t.state.result == RESULT_SOLO and t.state.winners == [0]


@pytest.mark.parametrize("victim,met", [("liujie", True), ("huangque", False)])
def test_heishou_mission_kills_a_female_character_a_covered_one_has_no_gender(victim, met):
    t = FengshengScenario(4, hands={0: [BLACK[0]]}, intel={1: [BLACK[1], BLACK[2]]},
                          characters=chars(4, s0="heishou", s1=victim),
                          identities=["bystander", "lurker", "bureau", "lurker"])
    t.deliver(0, 1, BLACK[0])
    assert (t.state.result == RESULT_MISSION and t.state.winners == [0]) == met


# -- 蝮蛇 --------------------------------------------------------------------------------

def test_fushe_shengdong_covers_him_as_a_lure_that_cannot_be_seen_through():
    t = FengshengScenario(3, hands={0: [RED_SECRET], 2: [SEE[0]]}, characters=chars(3, s1="fushe"))
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({1: [CHARACTER]})
    t.answer(1, ["1"], "fengsheng.prompt.target.lure_away")
    st = t.state
    # covering is the cost; the lure waits on the stack, where 识破 cannot answer it (R13)
    assert not st.face_up[1] and st.stack[-1].function == "lure_away" and st.stack[-1].skill == "fushe_shengdong"
    assert c(SEE[0])[0] not in t.legal(t.open_prompts(seat=2)[0])
    t.window()
    assert st.lured == [1] and st.stack == []
    t.window()
    assert st.transit["recipient"] == 2


def test_r50_fushe_reveals_while_covered_with_an_empty_hand_and_draws_one():
    t = FengshengScenario(3, hands={0: [RED_SECRET]}, characters=chars(3, s1="fushe"), face_up={1: False})
    # covered earlier (声东击西 or 老枪)
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({1: [CHARACTER]})
    t.window()
    assert t.state.face_up[1] and len(t.state.hands[1]) == 1


@pytest.mark.parametrize("identity,replaced", [("bystander", True), ("bureau", False)])
def test_fushe_mission_no_death_at_a_declaration_counts_only_for_a_bystander(identity, replaced):
    t = FengshengScenario(3, hands={0: [cards("lock", "red")[0]]}, intel={1: [RED[0], RED[1]]},
                          characters=chars(3, s2="fushe"), identities=["bureau", "lurker", identity])
    t.deliver(0, 1, cards("lock", "red")[0])
    assert (t.state.winners == [2]) == replaced


# -- 潮汐 --------------------------------------------------------------------------------

def test_chaoxi_shicha_puts_another_players_intelligence_into_his_hand_on_receiving_black():
    t = FengshengScenario(3, hands={0: [BLACK[0]]}, intel={2: [RED[0]]}, characters=chars(3, s1="chaoxi"))
    t.deliver(0, 1, BLACK[0])
    t.answer(1, c(RED[0]), "fengsheng.prompt.pick_intel")
    t.window()
    assert RED[0] in t.state.hands[1] and t.state.intel[2] == []
    check_views(t.match)


def test_chaoxi_mission_a_declaration_by_receiving_his_intelligence_fails():
    card = cards("lock", "red")[0]
    t = FengshengScenario(3, hands={0: [card]}, intel={1: [RED[0], RED[1]]}, characters=chars(3, s0="chaoxi"),
                          identities=["bystander", "lurker", "bureau"])
    t.deliver(0, 1, card)
    assert t.state.result == RESULT_REPLACED and t.state.winners == [0]


# -- 浮萍 --------------------------------------------------------------------------------

def test_fuping_xianji_reveals_takes_two_cards_and_the_victim_draws_two():
    t = FengshengScenario(3, hands={0: [RED_SECRET], 1: [RED[0], RED[1], BLUE[0]]}, characters=chars(3, s2="fuping"))
    t.window({2: [CHARACTER]})
    t.answer(2, ["1"], "fengsheng.prompt.skill_target")
    t.window()
    st = t.state
    assert st.face_up[2] and len(st.hands[2]) == 2 and len(st.hands[1]) == 3
    assert [n["kind"] for n in t.table_of(2)["notes"]] == ["took", "took"]
    assert not t.table_of(0)["notes"]


def test_fuping_houzhao_views_a_hand_at_her_death_and_places_one_of_its_cards():
    t = FengshengScenario(3, hands={0: [BLACK[0]], 2: [RED[0], BLUE[0]]}, intel={1: [BLACK[1], BLACK[2]]},
                          characters=chars(3, s1="fuping"), identities=["bureau", "lurker", "bystander"],
                          face_up={1: True})
    t.deliver(0, 1, BLACK[0])
    t.answer(1, ["use"], SKILL)
    t.answer(1, ["2"], "fengsheng.prompt.skill_target")
    note = t.table_of(1)["notes"][-1]
    assert note["kind"] == "hand_seen" and note["seat"] == 2 and len(note["faces"]) == 2
    p = t.open_prompts("fengsheng.prompt.houzhao_card", 1)[0]
    pick = next(ch.id for ch in p.choices if ch.ref["card"]["colour"] == "blue")
    check_views(t.match)                              # the choices name no hand card by id
    t.answer(1, [pick])
    t.answer(1, ["0"], "fengsheng.prompt.place_target")
    assert t.state.intel[0] == [BLUE[0]] and t.state.hands[2] == [RED[0]]
    assert t.state.status[1] == "dead"


@pytest.mark.parametrize("earlier_death", [True, False])
def test_fuping_mission_she_is_the_second_or_later_to_die(earlier_death):
    t = FengshengScenario(4, hands={0: [BLACK[0]]}, intel={1: [BLACK[1], BLACK[2]]}, characters=chars(4, s1="fuping"),
                          identities=["bureau", "bystander", "lurker", "lurker"],
                          status={3: "dead"} if earlier_death else None)
    t.deliver(0, 1, BLACK[0])
    assert (t.state.result == RESULT_MISSION and 1 in t.state.winners) == earlier_death


# -- 易先生 ------------------------------------------------------------------------------

def test_yixiansheng_tanlan_draws_three_in_his_draw_phase():
    t = FengshengScenario(3, characters=chars(3, s0="yixiansheng"), deck_top=[RED[0], RED[1], RED[2]])
    t.to_play(0)
    assert sorted(t.state.hands[0]) == sorted(RED[:3])


def test_yixiansheng_dongcha_uses_send_back_as_see_through():
    p = probe_card("bureau", "draw")
    t = FengshengScenario(3, hands={0: [p], 1: [SEND_BACK[0]]}, characters=chars(3, s1="yixiansheng"))
    t.to_play(0)
    t.answer(0, c(p), "fengsheng.prompt.play")
    t.answer(0, ["2"], "fengsheng.prompt.target.probe")
    t.window({1: c(SEND_BACK[0])})
    t.use_as(1, "see_through")
    t.pass_until("fengsheng.prompt.play", 0)
    assert p in t.state.discard and not t.table_of(2)["notes"]


@pytest.mark.parametrize("killer,options,solo", [
    ("liujie", {}, True),                                   # a female character
    ("laoqiang", {"genders": ["female", "", ""]}, True),    # R39: a female player
    ("laoqiang", {"genders": ["female", "", ""], "player_gender": False}, False),
])
def test_yixiansheng_qingchou_a_woman_who_kills_him_may_declare_a_solo_victory(killer, options, solo):
    t = FengshengScenario(3, hands={0: [BLACK[0]]}, intel={1: [BLACK[1], BLACK[2]]},
                          characters=chars(3, s0=killer, s1="yixiansheng"),
                          identities=["bureau", "lurker", "bystander"], options=options)
    t.deliver(0, 1, BLACK[0])
    asked = [p for p in t.open_prompts(SKILL, 0) if p.params["skill"] == "yixiansheng_qingchou"]
    assert bool(asked) == solo
    if solo:
        t.answer(0, ["use"], SKILL)
        assert t.state.result == RESULT_SOLO and t.state.winners == [0]


def test_yixiansheng_mission_a_declaration_after_a_death_fails():
    card = cards("lock", "red")[0]
    t = FengshengScenario(4, hands={0: [card]}, intel={1: [RED[0], RED[1]]}, characters=chars(4, s2="yixiansheng"),
                          identities=["bureau", "lurker", "bystander", "lurker"], status={3: "dead"})
    t.deliver(0, 1, card)
    assert t.state.result == RESULT_REPLACED and t.state.winners == [2]


# -- 无间行者 ----------------------------------------------------------------------------

def test_wujianxingzhe_jiami_sends_an_open_text_face_down_as_a_secret_cable():
    t = FengshengScenario(3, hands={0: [SEND_BACK[0]]}, characters=chars(3, s0="wujianxingzhe"))
    t.to_play(0)
    t.answer(0, ["send"], "fengsheng.prompt.play")
    t.answer(0, c(SEND_BACK[0]), "fengsheng.prompt.send")
    t.answer(0, ["secret"], "fengsheng.prompt.method")
    tv = t.table_of(None)["transit"]
    assert tv["method"] == "secret" and tv["card"] == {"hidden": True}
    assert "transit_card" not in t.table_of(1)
    check_views(t.match)


def test_wujianxingzhe_juemi_takes_a_card_when_his_intelligence_is_intercepted():
    t = FengshengScenario(3, hands={0: [RED_SECRET], 1: [RED[1]], 2: [INTERCEPT[0]]},
                          characters=chars(3, s0="wujianxingzhe"))
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.answer(0, ["secret"], "fengsheng.prompt.method")     # 加密 asks for his 密电 too
    t.window({2: c(INTERCEPT[0])})
    t.window()
    t.answer(0, ["take:1"], "fengsheng.prompt.juemi")
    t.window()
    assert t.state.intel[2] == [RED_SECRET] and RED[1] in t.state.hands[0]


def test_wujianxingzhe_juemi_places_a_black_when_his_intelligence_is_decrypted():
    dc = cards("decrypt", "blue")[0]
    t = FengshengScenario(3, hands={0: [RED_SECRET, BLACK[0]], 1: [dc]}, characters=chars(3, s0="wujianxingzhe"))
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.answer(0, ["secret"], "fengsheng.prompt.method")
    t.window()
    t.window({1: c(dc)})
    t.window()
    t.answer(0, ["place:1"], "fengsheng.prompt.juemi")
    t.answer(0, c(BLACK[0]), "fengsheng.prompt.place_card")
    t.window()
    assert t.state.intel[1] == [BLACK[0]]


def test_wujianxingzhe_mission_includes_xiaobais_death_mission_win():
    t = FengshengScenario(4, hands={0: [BLACK[0]]}, intel={1: [BLACK[1], BLACK[2]]},
                          characters=chars(4, s0="wujianxingzhe", s1="xiaobai"),
                          identities=["bystander", "bystander", "lurker", "bureau"])
    t.deliver(0, 1, BLACK[0])
    st = t.state
    assert st.result == RESULT_REPLACED and st.winners == [0]
    assert any(e["key"] == "fengsheng.log.replaced" and e["params"]["declarer"] == 1 for e in st.log)


# -- R50 ---------------------------------------------------------------------------------

def test_r50_several_replacing_missions_the_first_in_order_after_the_declarer_wins():
    card = cards("lock", "red")[0]
    t = FengshengScenario(5, hands={0: [card]}, intel={1: [RED[0], RED[1]]},
                          characters=chars(5, s2="qianmiannvlang", s3="fushe"),
                          identities=["bureau", "lurker", "bystander", "bystander", "bureau"])
    t.deliver(0, 1, card)
    assert t.state.result == RESULT_REPLACED and t.state.winners == [2]


def test_r50_replacing_winner_takes_the_bystanders_with_him_under_the_alliance():
    card = cards("lock", "red")[0]
    t = FengshengScenario(4, hands={0: [card]}, intel={1: [RED[0], RED[1]]}, characters=chars(4, s2="fushe"),
                          identities=["bureau", "lurker", "bystander", "bystander"],
                          options={"bystander_alliance": True})
    t.deliver(0, 1, card)
    assert t.state.winners == [2, 3]


def test_refusing_is_still_allowed_for_expansion_characters():
    t = FengshengScenario(3, hands={0: [RED_SECRET]}, characters=chars(3, s1="chaoxi"))
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.pass_until("fengsheng.prompt.decide", 1)
    t.answer(1, [REFUSE])
    assert t.state.transit["recipient"] == 2
