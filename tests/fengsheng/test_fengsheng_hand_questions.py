"""Questions that need something from the hand are asked whatever the hand holds (docs/fengsheng.md,
"Questions that depend on the hand"; DESIGN.md "No leaks through timing or prompting").

R38 Skill placements come from the user's hand, and placements of 假情报 must be black cards. At a
real table nobody knows whether 老金, 小马哥, 职业杀手, 黑玫瑰, 黄雀 or 无间行者 holds a black card when
their moment comes: they think, then place or pass. So each is asked whenever the skill's public
condition holds, with pass and the whole hand; a card that is not black is refused after the tap,
and a hand without one is passed by the server after the auto-pass delay. Likewise 无间行者's 加密
asks for every 密电 or 文本 he sends, or the question would tell the table that a card sent face
down is a 文本. First the table's side (the same payload for the TV and the other seats, the same
look of the question), then each skill's rule.
"""

import pytest

from games.core.alike import shape
from tests.fengsheng.fengsheng_scenario import FengshengScenario, c, chars
from tests.fengsheng.fs_helpers import CHARACTER, DECRYPT, cards
from tests.infoset import canonical, difference_text

BLACK = cards("lock", "black")                 # 直达
RED = cards("see_through", "red")              # 直达, not black
RED_TEXT = cards("send_back", "red")           # 文本
RED_SECRET = cards("probe", "red")             # 密电
PLACE_BLACK = "fengsheng.prompt.place_black"
PLACE_CARDS = "fengsheng.prompt.place_cards"
IDS = ["bureau", "lurker", "bystander", "bystander"]
DRAWN = [RED[0], RED[1], RED[2]]               # what the active player draws: nothing black


def hand_card(holds: bool, k: int = 0) -> int:
    return BLACK[-1 - k] if holds else RED[-1 - k]


# -- the moments, each staged with and without the hidden thing ---------------------------------
# Each returns the match with the owner's question open, and the owner.

def laojin_receives_a_black(holds: bool):
    t = FengshengScenario(3, hands={0: [BLACK[0]], 1: [hand_card(holds)]}, characters=chars(3, s1="laojin"),
                          identities=IDS[:3], face_up={1: True})
    t.deliver(0, 1, BLACK[0])
    return t, 1


def xiaomage_receives_a_black(holds: bool):
    t = FengshengScenario(3, hands={0: [BLACK[0]], 1: [hand_card(holds)]}, characters=chars(3, s1="xiaomage"),
                          identities=IDS[:3], deck_top=DRAWN)
    t.deliver(0, 1, BLACK[0])
    t.window()                                   # the mandatory draw waits on the stack
    return t, 1


def zhiyeshashou_sends_a_black(holds: bool):
    t = FengshengScenario(3, hands={0: [BLACK[0], hand_card(holds)]}, characters=chars(3, s0="zhiyeshashou"),
                          identities=IDS[:3], deck_top=DRAWN)
    t.deliver(0, 1, BLACK[0])
    return t, 0


def heimeigui_reveals(holds: bool):
    t = FengshengScenario(3, hands={2: [hand_card(holds), hand_card(holds, 1)]}, characters=chars(3, s2="heimeigui"),
                          deck_top=[BLACK[3], RED[0], RED[1]])
    t.window({2: [CHARACTER]})                 # the start window of seat 0's turn
    t.window()                                   # nobody answers her reveal: it resolves
    return t, 2


def huangque_sees_a_death(holds: bool):
    t = FengshengScenario(4, hands={0: [BLACK[0]], 2: [hand_card(holds)]}, intel={1: [BLACK[1], BLACK[2]]},
                          characters=chars(4, s2="huangque"), identities=IDS, face_up={2: True})
    t.deliver(0, 1, BLACK[0])
    return t, 2


def wujianxingzhe_is_decrypted(holds: bool):
    t = FengshengScenario(3, hands={0: [RED_SECRET[0], hand_card(holds)], 1: [DECRYPT[0]]},
                          characters=chars(3, s0="wujianxingzhe"), deck_top=DRAWN)
    t.to_play(0)
    t.send(0, RED_SECRET[0])
    t.answer(0, ["secret"], "fengsheng.prompt.method")
    t.window()                                   # in transit to seat 1
    t.window({1: c(DECRYPT[0])})               # arrived: seat 1 decrypts it
    t.window()                                   # the 破译 resolves
    return t, 0


def wujianxingzhe_sends(holds: bool):
    """Here the hidden thing is the stamp of the card he sends: a 文本, or a 密电."""
    card = RED_TEXT[0] if holds else RED_SECRET[0]
    t = FengshengScenario(3, hands={0: [card]}, characters=chars(3, s0="wujianxingzhe"), deck_top=DRAWN)
    t.to_play(0)
    t.send(0, card)
    return t, 0


MOMENTS = {
    "laojin": (laojin_receives_a_black, PLACE_BLACK),
    "xiaomage": (xiaomage_receives_a_black, PLACE_BLACK),
    "zhiyeshashou": (zhiyeshashou_sends_a_black, PLACE_BLACK),
    "heimeigui": (heimeigui_reveals, PLACE_CARDS),
    "huangque": (huangque_sees_a_death, PLACE_CARDS),
    "wujianxingzhe-juemi": (wujianxingzhe_is_decrypted, "fengsheng.prompt.juemi"),
    "wujianxingzhe-jiami": (wujianxingzhe_sends, "fengsheng.prompt.method"),
}


def question(t, owner: int, key: str):
    (p,) = t.match.prompts
    assert (p.seat, p.key) == (owner, key), (p.seat, p.key)
    return p


@pytest.mark.parametrize("moment", MOMENTS)
def test_the_table_sees_the_same_question_whether_or_not_the_hand_holds_what_the_skill_needs(moment):
    stage, key = MOMENTS[moment]
    (t1, owner), (t2, _) = stage(True), stage(False)
    with_it, without = question(t1, owner, key), question(t2, owner, key)
    # the question is asked both times and looks the same on the owner's phone
    assert shape(with_it) == shape(without) and with_it.params == without.params
    # the TV and every other seat are sent the same payload (whom the table waits on, the count, seq)
    for reader in [None] + [s for s in range(t1.players) if s != owner]:
        a, b = t1.view_of(reader), t2.view_of(reader)
        assert canonical(a) == canonical(b), f"reader {reader} {difference_text(a, b)}"
    assert t1.view_of(None)["waiting"] == [owner]


@pytest.mark.parametrize("moment", [k for k in MOMENTS if not k.startswith("wujianxingzhe")])
def test_without_a_black_card_the_question_offers_the_whole_hand_and_only_the_pass_is_accepted(moment):
    stage, key = MOMENTS[moment]
    t, owner = stage(False)
    p = question(t, owner, key)
    hand = [f"c{x}" for x in t.state.hands[owner]]
    assert set(hand) <= {ch.id for ch in p.choices}
    for tap in hand:
        assert t.refusal(owner, [tap], key).key == "fengsheng.error.not_black"
    # the server passes for it after the auto-pass delay, as for a window (docs/engine.md §9)
    assert p.auto_pass and p.validate(p.default) is None and p.default in ([], ["pass"])


# -- each skill's rule ----------------------------------------------------------------------------

def test_laojin_chooses_the_black_with_the_use_and_it_fizzles_if_the_black_has_left_his_hand():
    # 老金 holds one black; a covered 浮萍 answers his skill with 先机 and takes his hand (R45).
    t = FengshengScenario(3, hands={0: [BLACK[0]], 1: [BLACK[1]]}, characters=chars(3, s1="laojin", s2="fuping"),
                          identities=IDS[:3], deck_top=[RED[0], RED[1], RED[2]], face_up={1: True})
    t.deliver(0, 1, BLACK[0])
    p = question(t, 1, PLACE_BLACK)
    assert t.legal(p) == ["pass", f"c{BLACK[1]}"] and not p.auto_pass
    t.answer(1, c(BLACK[1]), PLACE_BLACK)
    assert [it.skill for it in t.state.stack] == ["laojin_cover_place"]
    t.window({2: [CHARACTER]})
    t.answer(2, ["1"], "fengsheng.prompt.skill_target")
    t.window()                                   # 先机 resolves first: the black goes to 浮萍
    t.window()                                   # then 老金's skill: its card has gone (§6.3.5)
    st = t.state
    assert BLACK[1] in st.hands[2] and st.face_up[1] and st.intel[1] == [BLACK[0]]
    assert {"key": "fengsheng.log.fizzle_skill", "params": {"seat": 1, "skill": "laojin_cover_place"}} in st.log


def test_xiaomage_may_tap_a_black_card_drawn_by_his_skill():
    t = FengshengScenario(3, hands={0: [BLACK[0]], 1: [RED[3]]}, characters=chars(3, s1="xiaomage"),
                          identities=IDS[:3], deck_top=[RED[0], RED[1], BLACK[4]])
    t.deliver(0, 1, BLACK[0])
    t.window()
    # 小马哥 "draw 1 (mandatory). Then you may place one black intelligence from your hand"
    p = question(t, 1, PLACE_BLACK)
    assert [ch.id for ch in p.choices] == ["pass", f"c{RED[3]}", f"c{BLACK[4]}"]
    assert t.refusal(1, c(RED[3]), PLACE_BLACK).code == "not_black"
    t.answer(1, c(BLACK[4]), PLACE_BLACK)
    t.answer(1, ["2"], "fengsheng.prompt.place_target")
    assert t.state.intel[2] == [BLACK[4]]


def test_heimeigui_picks_her_blacks_among_her_whole_hand_then_the_player():
    t = FengshengScenario(3, hands={2: [RED[3], BLACK[4], BLACK[5]]}, characters=chars(3, s2="heimeigui"),
                          deck_top=[RED[0], RED[1], RED[2]])
    t.window({2: [CHARACTER]})
    t.window()
    # 黑玫瑰 "Otherwise you may place at most 1": the top card was not black
    p = question(t, 2, PLACE_CARDS)
    assert (p.min, p.max, len(p.choices), p.params["n"]) == (0, 1, 3, 1)
    assert t.refusal(2, c(RED[3]), PLACE_CARDS).code == "not_black"
    t.answer(2, c(BLACK[5]), PLACE_CARDS)
    t.answer(2, ["1"], "fengsheng.prompt.place_target")
    assert t.state.intel[1] == [BLACK[5]] and t.state.hands[2] == [RED[3], BLACK[4]]


def test_huangque_choosing_no_black_is_not_using_the_skill_and_keeps_her_identity_card_down():
    t, owner = huangque_sees_a_death(True)
    t.answer(owner, [], PLACE_CARDS)
    st = t.state
    assert not st.revealed[2] and not st.identity_spent[2] and st.hands[2] == [hand_card(True)]
    assert st.status[1] == "dead"


def test_wujianxingzhe_juemi_names_every_other_player_for_a_placement_and_refuses_it_without_a_black():
    t, owner = wujianxingzhe_is_decrypted(False)
    p = question(t, owner, "fengsheng.prompt.juemi")
    # nobody else holds a card (seat 1 used its 破译): nothing to take, and no black to place
    assert [ch.id for ch in p.choices] == ["pass", "place:1", "place:2"]
    refusal = t.refusal(owner, ["place:1"], "fengsheng.prompt.juemi")
    assert (refusal.code, refusal.key) == ("no_black", "fengsheng.error.no_black")
    assert p.auto_pass and t.legal(p) == ["pass"]
    t, owner = wujianxingzhe_is_decrypted(True)
    t.answer(owner, ["place:2"], "fengsheng.prompt.juemi")
    p = question(t, owner, "fengsheng.prompt.place_card")
    assert [ch.id for ch in p.choices] == [f"c{x}" for x in t.state.hands[owner]]
    assert t.legal(p) == [f"c{hand_card(True)}"] and len(p.choices) == 3
    t.answer(owner, c(hand_card(True)))
    t.window()
    assert t.state.intel[2] == [hand_card(True)]


def test_wujianxingzhe_jiami_is_asked_for_a_secret_cable_which_may_not_go_face_up():
    t, owner = wujianxingzhe_sends(False)
    p = question(t, owner, "fengsheng.prompt.method")
    refusal = t.refusal(owner, ["text"], "fengsheng.prompt.method")
    assert (refusal.code, refusal.key) == ("not_open_text", "fengsheng.error.not_open_text")
    assert p.default == ["secret"] and t.legal(p) == ["secret"]
    t, owner = wujianxingzhe_sends(True)
    assert question(t, owner, "fengsheng.prompt.method").default == ["text"]   # R51: as printed


def test_wujianxingzhe_is_not_asked_the_method_of_a_direct_card_whose_method_the_table_sees():
    t = FengshengScenario(3, hands={0: [RED[0]]}, characters=chars(3, s0="wujianxingzhe"))
    t.to_play(0)
    t.send(0, RED[0], target=2)
    assert not t.open_prompts("fengsheng.prompt.method")
    assert t.table_of(None)["transit"]["method"] == "direct"
