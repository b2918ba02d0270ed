"""§5.4A / §7.9 the "002 texts" toggle: [002]'s variant texts of 刀锋, 贝雷帽 and 小白. (Their cards
used as 锁定, 亮剑 and 换日, are pinned down with 黑手's 残忍 in test_fengsheng_expansion.py.)"""

from games.fengsheng.rules import RESULT_MISSION, character_pool
from tests.fengsheng.fengsheng_scenario import FengshengScenario, c, chars
from tests.fengsheng.fs_helpers import CHARACTER
from tests.fengsheng.test_fengsheng_expansion import BLACK, BLUE, RED, SKILL


def test_the_toggle_replaces_the_three_standard_texts_in_either_pool():
    for pool, size in (("standard", 18), ("expansion", 26)):
        chosen = character_pool({"pool": pool, "texts_002": True})
        assert len(chosen) == size
        assert {"daofeng_002", "beileimao_002", "xiaobai_002"} <= set(chosen)
        assert not {"daofeng", "beileimao", "xiaobai"} & set(chosen)


def test_002_daofeng_shixue_draws_four_then_gives_one_to_any_player_himself_included():
    t = FengshengScenario(4, hands={0: [BLACK[0]]}, intel={1: [BLACK[1], BLACK[2]]},
                          characters=chars(4, s3="daofeng_002"),
                          identities=["bureau", "lurker", "bystander", "bystander"])
    t.deliver(0, 1, BLACK[0])
    t.answer(3, ["use"], SKILL)
    p = t.prompt_of(3, "fengsheng.prompt.give_to")
    assert "3" in [ch.id for ch in p.choices]
    t.answer(3, ["2"], "fengsheng.prompt.give_to")
    t.answer(3, [t.prompt_of(3, "fengsheng.prompt.give").choices[0].id])
    assert len(t.state.hands[3]) == 3 and len(t.state.hands[2]) == 1


def test_002_beileimao_toutian_moves_a_true_intelligence_of_the_receiver_into_a_hand():
    t = FengshengScenario(3, hands={0: [BLACK[0]]}, intel={1: [RED[0]]}, characters=chars(3, s0="beileimao_002"))
    t.deliver(0, 1, BLACK[0])
    p = t.prompt_of(0, "fengsheng.prompt.pick_intel")
    assert [ch.id for ch in p.choices] == ["pass"] + c(RED[0])     # non-black only
    t.answer(0, c(RED[0]))
    t.answer(0, ["0"], "fengsheng.prompt.skill_target")
    t.window()                                   # 偷天 waits on the stack
    assert RED[0] in t.state.hands[0] and t.state.intel[1] == [BLACK[0]]


def test_002_beileimao_mission_three_red_and_three_blue_cards_in_hand():
    t = FengshengScenario(3, hands={0: RED[:3] + BLUE[:2]}, characters=chars(3, s0="beileimao_002"),
                          identities=["bystander", "lurker", "bureau"], deck_top=[BLUE[2], BLUE[3]])
    t.window()                                   # the start window; the draw completes the mission
    assert t.state.result == RESULT_MISSION and t.state.winners == [0]


def test_002_xiaobai_shoumai_gives_four_cards():
    h = [RED[0], RED[1], BLUE[0], BLUE[1]]
    t = FengshengScenario(3, hands={0: h[:3]}, intel={1: [BLUE[2]]}, characters=chars(3, s0="xiaobai_002"),
                          deck_top=[RED[2], RED[3]])
    t.to_play(0)
    assert set(t.state.hands[0]) == set(h[:3] + [RED[2], RED[3]])
    t.answer(0, [CHARACTER], "fengsheng.prompt.play")
    t.answer(0, ["1"], "fengsheng.prompt.target.shoumai")
    t.window()
    p = t.prompt_of(0, "fengsheng.prompt.give_cards")
    assert p.min == p.max == 4
    t.answer(0, [f"c{x}" for x in h[:3] + [RED[2]]])
    t.answer(0, c(BLUE[2]), "fengsheng.prompt.take_intel")
    assert len(t.state.hands[1]) == 4 and t.state.intel[0] == [BLUE[2]]


def test_002_xiaobai_needs_four_cards_to_bribe():
    t = FengshengScenario(3, hands={0: [RED[0]]}, intel={1: [BLUE[2]]}, characters=chars(3, s0="xiaobai_002"),
                          deck_top=[RED[2], RED[3]])
    p = t.to_play(0)
    assert len(t.state.hands[0]) == 3 and CHARACTER not in t.legal(p)
