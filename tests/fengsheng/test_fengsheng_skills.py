"""§5.3 public characters' skills, one scenario each (fixed seeds, stacked hands and decks)."""

import pytest

from games.fengsheng.rules import ACCEPT
from tests.fengsheng.fengsheng_scenario import FengshengScenario, c, chars
from tests.fengsheng.fs_helpers import CHARACTER, PROBE, cards, probe_card

RED = cards("decrypt", "red") + cards("intercept", "red") + cards("lock", "red")
BLUE = cards("decrypt", "blue") + cards("intercept", "blue") + cards("lock", "blue")
BLACK_DIRECT = cards("lock", "black")
BLACK_SECRET = cards("intercept", "black")
IDS4 = ["lurker", "bureau", "bystander", "bystander"]
PLAIN = "qingbaochuzhang"
SKILL = "fengsheng.prompt.skill"



def deliver_black(t, sender, target, card):
    t.to_play(sender)
    t.send(sender, card, target=target)
    t.pass_until("fengsheng.prompt.decide", target)
    t.answer(target, [ACCEPT])


def test_dameinv_draws_three_and_puts_one_back_on_top():
    t = FengshengScenario(3, hands={}, deck_top=[RED[0], BLUE[0], BLACK_DIRECT[0]], characters=chars(3, s0="dameinv"))
    p = t.pass_until("fengsheng.prompt.put_back", 0)
    assert sorted(ch.id for ch in p.choices) == sorted(c(RED[0]) + c(BLUE[0]) + c(BLACK_DIRECT[0]))
    t.answer(0, c(BLACK_DIRECT[0]))
    assert sorted(t.state.hands[0]) == sorted([RED[0], BLUE[0]])
    assert t.state.deck[-1] == BLACK_DIRECT[0]


def test_a_covered_public_character_has_no_skills():
    # §5.1 "If one is covered (only 老枪 can do this in the standard set), it loses all its skills"
    # [000:149]: a covered 大美女 draws the two of every draw phase and is not asked to put one back.
    t = FengshengScenario(3, deck_top=[RED[0], BLUE[0], BLACK_DIRECT[0]], characters=chars(3, s0="dameinv"),
                          face_up={0: False})
    t.to_play(0)
    assert sorted(t.state.hands[0]) == sorted([RED[0], BLUE[0]]) and t.state.deck[-1] == BLACK_DIRECT[0]
    assert not t.prompts("fengsheng.prompt.put_back")


def test_fumengmianren_may_draw_two_on_receiving_black():
    t = FengshengScenario(3, hands={0: [BLACK_DIRECT[0]]}, characters=chars(3, s1="fumengmianren"), identities=IDS4[:3])
    before = None
    t.to_play(0)
    t.send(0, BLACK_DIRECT[0], target=1)
    t.pass_until("fengsheng.prompt.decide", 1)
    before = len(t.state.hands[1])
    t.answer(1, [ACCEPT])
    t.answer(1, ["use"], SKILL)
    t.window()                       # the draw waits on the stack (seed 000 l.343): nobody answers
    assert len(t.state.hands[1]) == before + 2


def test_xiaomage_draws_one_then_may_place_a_black():
    black2 = BLACK_DIRECT[1]
    t = FengshengScenario(3, hands={0: [BLACK_DIRECT[0]], 1: [black2]}, characters=chars(3, s1="xiaomage"),
                          identities=IDS4[:3])
    t.to_play(0)
    t.send(0, BLACK_DIRECT[0], target=1)
    t.pass_until("fengsheng.prompt.decide", 1)
    t.answer(1, [ACCEPT])
    t.window()                       # the mandatory skill waits on the stack
    assert len(t.state.hands[1]) == 2   # after the mandatory draw 1
    t.answer(1, c(black2), "fengsheng.prompt.place_black")
    t.answer(1, ["2"], "fengsheng.prompt.place_target")
    assert t.state.intel[2] == [black2]
    assert t.state.last_black_source[2] == 1


def test_zhiyeshashou_places_one_more_black_on_the_receiver():
    extra = BLACK_DIRECT[1]
    t = FengshengScenario(3, hands={0: [BLACK_DIRECT[0], extra]}, characters=chars(3, s0="zhiyeshashou"),
                          identities=IDS4[:3])
    t.to_play(0)
    t.send(0, BLACK_DIRECT[0], target=1)
    t.pass_until("fengsheng.prompt.decide", 1)
    t.answer(1, [ACCEPT])
    t.answer(0, c(extra), "fengsheng.prompt.place_black")
    t.window()
    assert sorted(t.state.intel[1]) == sorted([BLACK_DIRECT[0], extra])


def test_guaidaoashi_takes_a_random_card_from_the_receiver_of_his_black():
    t = FengshengScenario(3, hands={0: [BLACK_DIRECT[0]], 1: [RED[0]]}, characters=chars(3, s0="guaidaoashi"),
                          identities=IDS4[:3])
    t.to_play(0)
    t.send(0, BLACK_DIRECT[0], target=1)
    t.pass_until("fengsheng.prompt.decide", 1)
    t.answer(1, [ACCEPT])
    t.answer(0, ["use"], SKILL)
    t.window()
    assert t.state.hands[1] == [] and RED[0] in t.state.hands[0]
    # R45 the taker and the victim see the card, no one else
    assert t.table_of(0)["notes"][-1]["kind"] == "took"
    assert t.table_of(1)["notes"][-1]["kind"] == "taken"
    assert not t.table_of(2)["notes"]


def test_qingbaochuzhang_draws_then_discards_or_burns_when_anyone_is_probed():
    p = probe_card("bureau", "draw")
    t = FengshengScenario(3, hands={0: [p]}, characters=chars(3, s2="qingbaochuzhang"), identities=IDS4[:3],
                          intel={2: [RED[1]]})
    t.to_play(0)
    t.answer(0, c(p), "fengsheng.prompt.play")
    t.answer(0, ["1"], "fengsheng.prompt.target.probe")
    t.window(react=False)
    # seed 002 l.449: triggers from the active player (0) in seat order: the probed seat 1 reacts
    # (R14: every probed player is asked) before 情报处长 at seat 2
    t.answer(1, ["pass"], "fengsheng.prompt.reaction")
    t.answer(2, ["use"], SKILL)
    t.window()
    q = t.open_prompts("fengsheng.prompt.discard_or_burn", 2)[0]
    assert f"i{RED[1]}" in [ch.id for ch in q.choices]
    t.answer(2, [f"i{RED[1]}"])
    assert t.state.intel[2] == [] and len(t.state.hands[2]) == 1
    # R34: the answer (bureau draws 2) comes after the trigger
    assert len(t.state.hands[1]) == 2


def test_liujie_takes_a_card_from_the_player_she_probes():
    p = probe_card("lurker", "draw")
    t = FengshengScenario(3, hands={0: [p], 1: [RED[0]]}, characters=chars(3, s0="liujie"), identities=IDS4[:3])
    t.to_play(0)
    t.answer(0, c(p), "fengsheng.prompt.play")
    t.answer(0, ["1"], "fengsheng.prompt.target.probe")
    t.window()
    t.answer(0, ["use"], SKILL)
    t.window()
    assert RED[0] in t.state.hands[0] and t.state.hands[1] == []


def test_liujie_takes_a_card_of_a_dying_player_as_intelligence_and_daofeng_draws():
    t = FengshengScenario(4, hands={0: [BLACK_DIRECT[0]], 1: [RED[0]]}, intel={1: [BLACK_DIRECT[1], BLACK_DIRECT[2]]},
                          characters=chars(4, s2="liujie", s3="daofeng"), identities=IDS4)
    deliver_black(t, 0, 1, BLACK_DIRECT[0])
    t.answer(2, ["use"], SKILL)
    assert t.state.intel[2] == [RED[0]]
    t.answer(3, ["use"], SKILL)
    # 刀锋 drew 2 and gives 1 to his left neighbour (the previous living seat: 2)
    t.answer(3, [t.open_prompts("fengsheng.prompt.give", 3)[0].choices[0].id])
    assert len(t.state.hands[3]) == 1 and t.state.status[1] == "dead"


def test_beileimao_chooses_the_direction_of_a_secret_cable():
    t = FengshengScenario(4, hands={0: [BLACK_SECRET[0]]}, characters=chars(4, s0="beileimao"))
    t.to_play(0)
    t.answer(0, ["send"], "fengsheng.prompt.play")
    t.answer(0, c(BLACK_SECRET[0]), "fengsheng.prompt.send")
    t.answer(0, ["previous"], "fengsheng.prompt.direction")
    assert t.state.transit["recipient"] == 3 and t.state.transit["direction"] == -1


SEE = cards("see_through")
RED_SECRET = cards("probe", "red")[0]


def test_qibai_locks_in_another_players_turn_then_draws_two_and_gives_one():
    lock = cards("lock", "blue")[0]
    t = FengshengScenario(3, hands={0: [RED_SECRET], 2: [lock]}, characters=chars(3, s2="qibai"))
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({2: c(lock)})
    t.answer(2, ["1"], "fengsheng.prompt.target.lock")
    t.window()                       # the lock resolves; seat 1's reaction comes first (seat order from 0)
    t.window()                       # 柒佰's draw-and-give waits on the stack
    t.answer(2, ["1"], "fengsheng.prompt.give_to")
    p = t.open_prompts("fengsheng.prompt.give", 2)[0]
    t.answer(2, [p.choices[0].id])
    assert t.state.locks == [1]
    assert len(t.state.hands[2]) == 1


def test_daofeng_lock_cannot_be_seen_through_and_his_probe_is_a_lock():
    probe = PROBE[1]
    t = FengshengScenario(3, hands={0: [RED_SECRET, probe], 1: [SEE[0]]}, characters=chars(3, s0="daofeng"))
    t.to_play(0)
    t.send(0, RED_SECRET)
    p = t.open_prompts(seat=0)[0]
    assert c(probe)[0] in t.legal(p)
    t.window({0: c(probe)})
    t.use_as(0, "lock")
    t.answer(0, ["1"], "fengsheng.prompt.target.lock")
    # nobody may 识破 it: seat 1's 识破 is refused
    q = t.open_prompts(seat=1)[0]
    assert c(SEE[0])[0] not in t.legal(q)
    t.window()
    assert t.state.locks == [1]


def test_zhiyeshashou_uses_see_through_as_lock_which_can_be_seen_through():
    t = FengshengScenario(3, hands={0: [RED_SECRET, SEE[0]], 1: [SEE[1]]}, characters=chars(3, s0="zhiyeshashou"))
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({0: c(SEE[0])})
    t.use_as(0, "lock")
    t.answer(0, ["2"], "fengsheng.prompt.target.lock")
    assert t.table_of(None)["stack"][0]["function"] == "lock"
    t.window({1: c(SEE[1])})
    t.window()
    t.window()
    assert t.state.locks == []


def test_r40_beileimao_discards_a_black_card_as_a_lock_showing_only_black():
    black = cards("decrypt", "black")[0]
    t = FengshengScenario(3, hands={0: [RED_SECRET, black], 1: [SEE[0]]}, characters=chars(3, s0="beileimao"))
    t.to_play(0)
    t.answer(0, ["send"], "fengsheng.prompt.play")
    t.answer(0, c(RED_SECRET), "fengsheng.prompt.send")
    t.answer(0, ["next"], "fengsheng.prompt.direction")
    t.window({0: c(black)})
    # every black card asks "as itself or as the discard-lock", so the question shows only black
    p = t.open_prompts("fengsheng.prompt.use_as", 0)[0]
    assert [ch.id for ch in p.choices] == ["self", "lock"] and t.legal(p) == ["lock"]
    t.use_as(0, "lock")
    t.answer(0, ["1"], "fengsheng.prompt.target.lock")
    top = t.table_of(None)["stack"][0]
    assert top["card"] == {"hidden": True, "colour": "black"}
    assert c(SEE[0])[0] not in t.legal(t.open_prompts(seat=1)[0])
    t.window()
    assert t.state.locks == [1] and black in t.state.discard


def test_dameinv_turns_up_her_identity_to_burn_once_per_game():
    t = FengshengScenario(3, hands={0: [RED_SECRET]}, intel={1: [BLACK_DIRECT[0]]}, characters=chars(3, s0="dameinv"),
                          deck_top=[RED[0], RED[1], RED[2]])
    t.pass_until("fengsheng.prompt.put_back", 0)
    t.answer(0, c(RED[2]), "fengsheng.prompt.put_back")
    p = t.open_prompts("fengsheng.prompt.play", 0)[0]
    t.answer(0, [CHARACTER])
    t.answer(0, c(BLACK_DIRECT[0]), "fengsheng.prompt.target.burn")
    assert t.state.revealed[0]                  # the cost is paid when she uses it
    t.window()                                   # the burn waits on the stack
    assert t.state.intel[1] == []
    assert t.table_of(None)["seats"][0]["identity"] == t.state.identities[0]
    p = t.open_prompts("fengsheng.prompt.play", 0)[0]
    assert CHARACTER not in t.legal(p)


def test_r42_xiaobai_bribes_with_three_cards_and_takes_an_intelligence():
    h = [RED[0], RED[1], BLUE[0]]
    t = FengshengScenario(3, hands={0: h}, intel={1: [BLUE[1]]}, characters=chars(3, s0="xiaobai"))
    t.to_play(0)
    t.answer(0, [CHARACTER], "fengsheng.prompt.play")
    t.answer(0, ["1"], "fengsheng.prompt.target.shoumai")
    t.window()
    t.answer(0, [f"c{x}" for x in h], "fengsheng.prompt.give_three")
    t.answer(0, c(BLUE[1]), "fengsheng.prompt.take_intel")
    assert set(h) <= set(t.state.hands[1]) and t.state.intel[0] == [BLUE[1]]
    assert [n["kind"] for n in t.table_of(1)["notes"]] == ["given"] * 3
    assert not t.table_of(2)["notes"]


def test_r24_xiaobai_loses_at_six_intelligence():
    t = FengshengScenario(3, hands={0: [RED_SECRET]}, intel={1: [RED[0], RED[1], BLUE[0], BLUE[1], BLUE[2]]},
                          characters=chars(3, s1="xiaobai"), identities=["bureau", "lurker", "bystander"])
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.pass_until("fengsheng.prompt.decide", 1)
    t.answer(1, [ACCEPT])
    # 6 intelligence including a third red: the loss comes before the win (R24)
    assert t.state.status[1] == "out"


def test_qibai_chooses_a_living_woman_to_win_with_him():
    card = cards("lock", "red")[0]
    t = FengshengScenario(3, hands={0: [card]}, intel={1: [RED[0], RED[1]]},
                          identities=["bureau", "lurker", "bystander"], characters=chars(3, s1="qibai", s2="dameinv"),
                          deck_top=[BLUE[0], BLUE[1], BLUE[2]])
    t.to_play(0)
    t.send(0, card, target=1)
    t.pass_until("fengsheng.prompt.decide", 1)
    t.answer(1, [ACCEPT])
    t.answer(1, ["2"], "fengsheng.prompt.qibai_woman")
    assert 2 in t.outcome["winners"]


def test_shanling_reveals_in_any_window_and_burns_three_of_one_player():
    t = FengshengScenario(3, hands={0: [RED_SECRET]}, intel={1: [RED[0], BLUE[0], BLACK_DIRECT[0], BLUE[1]]},
                          characters=chars(3, s2="shanling"))
    # the start window opens: a covered character might be one that reveals in any window
    t.window({2: [CHARACTER]})
    t.answer(2, ["1"], "fengsheng.prompt.target.shanling")
    t.window()
    t.answer(2, c(RED[0]) + c(BLUE[0]) + c(BLUE[1]), "fengsheng.prompt.burn_cards")
    assert t.state.intel[1] == [BLACK_DIRECT[0]] and t.state.face_up[2]
    assert t.table_of(None)["seats"][2]["character"] == "shanling"


def test_heimeigui_shows_a_black_top_card_and_places_up_to_three_black():
    b = [BLACK_DIRECT[0], BLACK_DIRECT[1], BLACK_DIRECT[2]]
    t = FengshengScenario(3, hands={2: b}, characters=chars(3, s2="heimeigui"),
                          deck_top=[BLACK_DIRECT[3], RED[0], RED[1]])
    t.window({2: [CHARACTER]})
    t.window()
    assert t.state.log[-1]["key"] == "fengsheng.log.show_top" and t.state.log[-1]["params"]["card"] == BLACK_DIRECT[3]
    t.answer(2, [f"c{x}" for x in b], "fengsheng.prompt.place_cards")
    t.answer(2, ["1"], "fengsheng.prompt.place_target")
    assert t.state.status[1] == "dead"        # three at once: no 烧毁 can help
    assert t.state.deaths[0]["killer"] == 2


def test_r37_emeifeng_reveal_counts_as_intercept_only_in_transit():
    t = FengshengScenario(3, hands={0: [RED_SECRET]}, characters=chars(3, s2="emeifeng"))
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({2: [CHARACTER]})
    assert t.state.face_up[2] and t.state.stack[-1].function == "intercept"
    t.window()
    assert t.state.intel[2] == [RED_SECRET]


def test_r14_every_locked_player_gets_the_same_reaction_prompt_and_laoqiang_may_reveal():
    lock = cards("lock", "blue")[0]
    for ch, reveals in (("laoqiang", True), ("shanling", False)):
        t = FengshengScenario(3, hands={0: [RED_SECRET, lock]}, characters=chars(3, s1=ch), seed=4)
        p = t.lock_and_react(RED_SECRET, lock)
        assert p.progress == "hidden" and p.optional and p.timer == "response"
        assert [x.id for x in p.choices] == ["pass", CHARACTER]          # the same buttons for both
        assert (CHARACTER in t.legal(p)) == reveals and p.auto_pass != reveals
        if reveals:
            before = len(t.state.hands[1])
            t.answer(1, [CHARACTER])
            t.window()
            assert t.state.face_up[1] and len(t.state.hands[1]) == before + 2


def test_laogui_chengfu_answers_either_option_of_a_probe():
    p = probe_card("bureau", "draw")
    t = FengshengScenario(3, hands={0: [p]}, characters=chars(3, s1="laogui"),
                          identities=["bureau", "lurker", "bystander"], face_up={1: True})
    t.to_play(0)
    t.answer(0, c(p), "fengsheng.prompt.play")
    t.answer(0, ["1"], "fengsheng.prompt.target.probe")
    t.window(react=False)
    t.answer(1, ["pass"], "fengsheng.prompt.reaction")
    t.answer(1, ["action"], "fengsheng.prompt.chengfu")   # a lurker pretends to be Bureau
    assert len(t.state.hands[1]) == 2


def test_yidianyuan_reveals_when_a_card_arrives_draws_one_and_views_it():
    t = FengshengScenario(3, hands={0: [RED_SECRET]}, characters=chars(3, s1="yidianyuan"))
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window()                                   # in transit
    before = len(t.state.hands[1])
    t.window({1: [CHARACTER]})     # arrived at 1
    t.window()
    assert t.state.face_up[1] and len(t.state.hands[1]) == before + 1
    assert t.table_of(1)["transit_card"]["card"] == RED_SECRET


def test_yidianyuan_may_cover_herself_after_a_decrypt():
    dc = cards("decrypt", "blue")[0]
    t = FengshengScenario(3, hands={0: [RED_SECRET], 1: [dc]}, characters=chars(3, s2="yidianyuan"), face_up={2: True})
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window()
    t.window({1: c(dc)})
    t.window()
    t.answer(2, ["use"], SKILL)
    t.window()
    assert not t.state.face_up[2]


def test_laojin_reveals_when_his_card_is_seen_through_draws_five_puts_two_back():
    p = probe_card("bureau", "draw")
    t = FengshengScenario(3, hands={0: [p], 1: [SEE[0]]}, characters=chars(3, s0="laojin"))
    t.to_play(0)
    t.answer(0, c(p), "fengsheng.prompt.play")
    t.answer(0, ["1"], "fengsheng.prompt.target.probe")
    t.window({1: c(SEE[0])})
    t.window(react=False)
    t.answer(0, [CHARACTER], "fengsheng.prompt.reaction")
    t.window()
    for _ in range(2):
        q = t.open_prompts("fengsheng.prompt.put_back", 0)[0]
        t.answer(0, [q.choices[0].id])
    assert t.state.face_up[0] and len(t.state.hands[0]) == 2 + 5 - 2   # the draw phase gave 2


@pytest.mark.parametrize("players,options", [(3, {}), (6, {"mode": "3v3"})])
def test_r28_fumengmianren_turns_up_his_identity_to_rescue_a_dying_woman(players, options):
    # R33 in 3V3, where every identity is public from the start: he marks his card used instead
    # (docs/fengsheng.md, identity costs in the open-faction modes).
    ids = ["bureau", "lurker", "bystander"] if players == 3 else ["bureau", "lurker"] * 3
    t = FengshengScenario(players, hands={0: [BLACK_DIRECT[0]]}, intel={1: [BLACK_DIRECT[1], BLACK_DIRECT[2]]},
                          characters=chars(players, s1="dameinv", s2="fumengmianren"), identities=ids, options=options)
    t.to_play(0)
    t.send(0, BLACK_DIRECT[0], target=1)
    t.pass_until("fengsheng.prompt.decide", 1)
    t.answer(1, [ACCEPT])
    t.answer(2, ["use"], SKILL)
    t.answer(2, c(BLACK_DIRECT[1]) + c(BLACK_DIRECT[2]), "fengsheng.prompt.burn_cards")
    st = t.state
    # R28: the rescued woman shows nothing (in 3V3 every identity was public already)
    assert st.status[1] == "alive" and st.revealed[1] == (players == 6) and st.revealed[2] and st.identity_spent[2]
    assert st.deaths == [] and st.intel[1] == [BLACK_DIRECT[0]]
    assert any(e["key"] == "fengsheng.log.identity_cost" for e in st.log)


def test_r36_laogui_yizhi_hands_three_random_cards_as_intelligence():
    t = FengshengScenario(3, hands={0: [BLACK_DIRECT[0]], 1: [RED[0], RED[1], BLUE[0], BLUE[1]]},
                          intel={1: [BLACK_DIRECT[1], BLACK_DIRECT[2]]}, characters=chars(3, s1="laogui"),
                          identities=["bureau", "lurker", "bystander"], face_up={1: True})
    t.to_play(0)
    t.send(0, BLACK_DIRECT[0], target=1)
    t.pass_until("fengsheng.prompt.decide", 1)
    t.answer(1, [ACCEPT])
    t.answer(1, ["use"], SKILL)
    t.answer(1, ["2"], "fengsheng.prompt.target.yizhi")
    assert len(t.state.intel[2]) == 3 and t.state.status[1] == "dead"


def test_laoqiang_covers_himself_and_another_and_they_see_each_others_identity():
    t = FengshengScenario(3, hands={0: [RED_SECRET]}, characters=chars(3, s0="laoqiang", s1="liujie"),
                          identities=["bureau", "lurker", "bystander"], face_up={0: True})
    t.to_play(0)
    t.answer(0, [CHARACTER])
    t.answer(0, ["1"], "fengsheng.prompt.target.cover")
    assert not t.state.face_up[0] and t.state.face_up[1]     # covering himself is the cost
    t.window()
    st = t.state
    assert not st.face_up[0] and not st.face_up[1]
    assert t.table_of(0)["notes"][-1] == {"kind": "identity_seen", "seat": 1, "identity": "lurker",
                                               "turn": st.turns}
    assert t.table_of(1)["notes"][-1]["identity"] == "bureau"
    from tests.conformance import check_views
    check_views(t.match)


def test_emeifeng_burns_a_black_in_front_of_a_woman_after_his_black_is_received():
    t = FengshengScenario(3, hands={0: [BLACK_DIRECT[0]]}, intel={2: [BLACK_DIRECT[1]]},
                          characters=chars(3, s0="emeifeng", s2="dameinv"), face_up={0: True})
    t.to_play(0)
    t.send(0, BLACK_DIRECT[0], target=1)
    t.pass_until("fengsheng.prompt.decide", 1)
    t.answer(1, [ACCEPT])
    t.answer(0, ["use"], SKILL)
    t.answer(0, c(BLACK_DIRECT[1]), "fengsheng.prompt.target.burn")
    t.window()
    assert t.state.intel[2] == []


def test_r43_laojin_places_a_black_on_himself_covers_then_places_intelligence():
    t = FengshengScenario(3, hands={0: [BLACK_DIRECT[0]], 1: [BLACK_DIRECT[1], RED[0]]},
                          characters=chars(3, s1="laojin"), identities=["bureau", "lurker", "bystander"],
                          face_up={1: True})
    t.to_play(0)
    t.send(0, BLACK_DIRECT[0], target=1)
    t.pass_until("fengsheng.prompt.decide", 1)
    t.answer(1, [ACCEPT])
    # the black is chosen with the use; the skill then waits on the stack (seed 000 l.343)
    t.answer(1, c(BLACK_DIRECT[1]), "fengsheng.prompt.place_black")
    t.window()
    assert not t.state.face_up[1]
    t.answer(1, ["1"], "fengsheng.prompt.place_players")
    t.answer(1, c(RED[0]), "fengsheng.prompt.place_card")
    assert sorted(t.state.intel[1]) == sorted([BLACK_DIRECT[0], BLACK_DIRECT[1], RED[0]])
