"""§5.4A / §7.9 the "002 texts" toggle: [002]'s variant texts of 刀锋, 贝雷帽 and 小白. (Their cards
used as 锁定, 亮剑 and 换日, are pinned down with 黑手's 残忍 in test_fengsheng_expansion.py.)"""

from games.fengsheng.rules import RESULT_MISSION, character_pool
from tests.fengsheng.fs_helpers import CHARACTER, answer, c, chars, legal, open_prompts, setup, to_play, window
from tests.fengsheng.test_fengsheng_expansion import BLACK, BLUE, RED, SKILL, deliver


def test_the_toggle_replaces_the_three_standard_texts_in_either_pool():
    for pool, size in (("standard", 18), ("expansion", 26)):
        chosen = character_pool({"pool": pool, "texts_002": True})
        assert len(chosen) == size
        assert {"daofeng_002", "beileimao_002", "xiaobai_002"} <= set(chosen)
        assert not {"daofeng", "beileimao", "xiaobai"} & set(chosen)


def test_002_daofeng_shixue_draws_four_then_gives_one_to_any_player_himself_included():
    m = setup(4, hands={0: [BLACK[0]]}, intel={1: [BLACK[1], BLACK[2]]}, characters=chars(4, s3="daofeng_002"),
              identities=["bureau", "lurker", "bystander", "bystander"])
    deliver(m, 0, 1, BLACK[0])
    answer(m, 3, ["use"], SKILL)
    p = open_prompts(m, "fengsheng.prompt.give_to", 3)[0]
    assert "3" in [ch.id for ch in p.choices]
    answer(m, 3, ["2"], "fengsheng.prompt.give_to")
    answer(m, 3, [open_prompts(m, "fengsheng.prompt.give", 3)[0].choices[0].id])
    assert len(m.state.hands[3]) == 3 and len(m.state.hands[2]) == 1


def test_002_beileimao_toutian_moves_a_true_intelligence_of_the_receiver_into_a_hand():
    m = setup(3, hands={0: [BLACK[0]]}, intel={1: [RED[0]]}, characters=chars(3, s0="beileimao_002"))
    deliver(m, 0, 1, BLACK[0])
    p = open_prompts(m, "fengsheng.prompt.pick_intel", 0)[0]
    assert [ch.id for ch in p.choices] == ["pass"] + c(RED[0])     # non-black only
    answer(m, 0, c(RED[0]))
    answer(m, 0, ["0"], "fengsheng.prompt.skill_target")
    window(m)                                   # 偷天 waits on the stack
    assert RED[0] in m.state.hands[0] and m.state.intel[1] == [BLACK[0]]


def test_002_beileimao_mission_three_red_and_three_blue_cards_in_hand():
    m = setup(3, hands={0: RED[:3] + BLUE[:2]}, characters=chars(3, s0="beileimao_002"),
              identities=["bystander", "lurker", "bureau"], deck_top=[BLUE[2], BLUE[3]])
    window(m)                                   # the start window; the draw completes the mission
    assert m.state.result == RESULT_MISSION and m.state.winners == [0]


def test_002_xiaobai_shoumai_gives_four_cards():
    h = [RED[0], RED[1], BLUE[0], BLUE[1]]
    m = setup(3, hands={0: h[:3]}, intel={1: [BLUE[2]]}, characters=chars(3, s0="xiaobai_002"),
              deck_top=[RED[2], RED[3]])
    to_play(m, 0)
    assert set(m.state.hands[0]) == set(h[:3] + [RED[2], RED[3]])
    answer(m, 0, [CHARACTER], "fengsheng.prompt.play")
    answer(m, 0, ["1"], "fengsheng.prompt.target.shoumai")
    window(m)
    p = open_prompts(m, "fengsheng.prompt.give_cards", 0)[0]
    assert p.min == p.max == 4
    answer(m, 0, [f"c{x}" for x in h[:3] + [RED[2]]])
    answer(m, 0, c(BLUE[2]), "fengsheng.prompt.take_intel")
    assert len(m.state.hands[1]) == 4 and m.state.intel[0] == [BLUE[2]]


def test_002_xiaobai_needs_four_cards_to_bribe():
    m = setup(3, hands={0: [RED[0]]}, intel={1: [BLUE[2]]}, characters=chars(3, s0="xiaobai_002"),
              deck_top=[RED[2], RED[3]])
    p = to_play(m, 0)
    assert len(m.state.hands[0]) == 3 and CHARACTER not in legal(p)
