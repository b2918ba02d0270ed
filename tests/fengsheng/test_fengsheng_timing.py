"""风声 timing as the seeds write it (issue 12 §4): skills answered before they resolve, the order
of simultaneous triggers, the loss for not sending, and identity costs in the open-faction modes.
Each test is named after the seed line (or ruling) it pins down."""

import pytest

from games.fengsheng.rules import ACCEPT
from tests.fengsheng.fengsheng_scenario import FengshengScenario, c, chars
from tests.fengsheng.fs_helpers import BURN, CHARACTER, INTERCEPT, SEE, cards, probe_card

RED_SECRET = cards("probe", "red")[0]
BLACK = cards("lock", "black")                 # black 直达
BLACK_SECRET = cards("intercept", "black")     # black 密电
RED = cards("decrypt", "red") + cards("lock", "red")
LOCK_BLUE = cards("lock", "blue")
SKILL = "fengsheng.prompt.skill"
REACTION = "fengsheng.prompt.reaction"




def triggers_in_order(t, stop_key: str, stop_seat: int, keys=(SKILL, REACTION)) -> list:
    """Pass everything until ``stop_key`` is asked of ``stop_seat``; the (seat, what) of every trigger
    prompt on the way, in the order asked (a skill prompt names its skill)."""
    seen = []
    for _ in range(200):
        if t.open_prompts(stop_key, stop_seat):
            return seen
        ps = list(t.match.prompts)
        if all(p.key == "fengsheng.prompt.window" for p in ps):
            t.window(react=False)
            continue
        for p in ps:
            if p.key in keys:
                seen.append((p.seat, p.params.get("skill") or p.params.get("event")))
            t.answer(p.seat, ["pass"], p.key)
    raise AssertionError(f"no {stop_key} for seat {stop_seat}")


# -- seed 000 l.343: cards and skills are answered before they take effect ----------------

def test_seed_000_l113_intercepted_reveal_can_be_intercepted_again():
    # 000 l.113 "被截獲的情報在宣告獲得前可以再次被截獲，按後發先至原則結算，即最後使用【截獲】的人優先得到":
    # 峨嵋风's reveal counts as 截获 (000 l.198) and waits on the stack like one; a later 截获 wins.
    t = FengshengScenario(4, hands={0: [RED_SECRET], 1: [SEE[0]], 3: [INTERCEPT[0]]},
                          characters=chars(4, s2="emeifeng"))
    st = t.state
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({2: [CHARACTER]})
    assert st.face_up[2] and [(it.skill, it.function) for it in st.stack] == [("emeifeng_reveal", "intercept")]
    # 000 l.202 "該截獲屬於角色技能無法被【識破】": seat 1's 识破 is refused; seat 3 answers with 截获
    assert c(SEE[0])[0] not in t.legal(t.open_prompts(seat=1)[0])
    t.window({3: c(INTERCEPT[0])})
    t.window()                           # the last played resolves first: seat 3 takes the card
    assert st.intel[3] == [RED_SECRET] and st.intel[2] == []
    t.window()                           # 峨嵋风's 截获 has nothing left to take
    assert st.intel[2] == [] and st.log[-1]["key"] == "fengsheng.log.fizzle_skill"


def test_seed_000_l113_emeifeng_answering_an_intercept_takes_the_card_first():
    t = FengshengScenario(4, hands={0: [RED_SECRET], 3: [INTERCEPT[0]]}, characters=chars(4, s2="emeifeng"))
    st = t.state
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({3: c(INTERCEPT[0])})
    t.window({2: [CHARACTER]})         # the reveal answers seat 3's 截获
    t.window()
    assert st.intel[2] == [RED_SECRET]
    t.window()
    assert st.intel[3] == [] and INTERCEPT[0] in st.discard      # 000 l.114: the failed 截获 is lost


def test_seed_000_l343_a_skill_waits_on_the_stack_and_a_burn_answering_it_resolves_first():
    # 000 l.343 "在卡牌和角色技能的作用生效前，都可以再使用卡牌和角色技能來進行回應 ... 後使用的會先生效":
    # 大美女 turns up her identity to burn seat 1's black; seat 2 answers by burning the same card.
    t = FengshengScenario(3, hands={0: [RED_SECRET], 1: [SEE[0]], 2: [BURN[0]]}, intel={1: [BLACK[0]]},
                          characters=chars(3, s0="dameinv"), deck_top=[RED[0], RED[1], RED[2]])
    st = t.state
    t.pass_until("fengsheng.prompt.put_back", 0)
    t.answer(0, c(RED[2]), "fengsheng.prompt.put_back")
    t.answer(0, [CHARACTER], "fengsheng.prompt.play")
    t.answer(0, c(BLACK[0]), "fengsheng.prompt.target.burn")
    assert st.identity_spent[0] and st.stack[-1].skill == "dameinv_identity_burn"
    # R13 (000 l.282 "該燒毀屬於角色技能無法被【識破】"): 识破 still cannot answer a skill
    assert c(SEE[0])[0] not in t.legal(t.open_prompts(seat=1)[0])
    t.window({2: c(BURN[0])})
    t.answer(2, c(BLACK[0]), "fengsheng.prompt.target.burn")
    t.window()                           # seat 2's 烧毁 resolves first
    assert st.intel[1] == [] and BURN[0] in st.discard
    t.window()                           # 大美女's burn finds nothing: her identity card stays spent
    assert st.log[-1] == {"key": "fengsheng.log.fizzle_skill", "params": {"seat": 0, "skill": "dameinv_identity_burn"}}


def test_seed_000_l343_a_triggered_skill_is_answered_before_it_resolves():
    # 职业杀手's extra black would be seat 1's third; seat 1 burns one of his own in answer and lives.
    t = FengshengScenario(3, hands={0: [BLACK[0], BLACK[1]], 1: [BURN[0]]}, intel={1: [BLACK[2]]},
                          characters=chars(3, s0="zhiyeshashou"))
    st = t.state
    t.to_play(0)
    t.send(0, BLACK[0], target=1)
    t.pass_until("fengsheng.prompt.decide", 1)
    t.answer(1, [ACCEPT])
    t.answer(0, c(BLACK[1]), "fengsheng.prompt.place_black")
    assert [it.skill for it in st.stack] == ["zhiyeshashou_extra_black"] and st.count(1, "black") == 2
    t.window({1: c(BURN[0])})
    t.answer(1, c(BLACK[2]), "fengsheng.prompt.target.burn")
    t.window()
    t.window()
    assert st.status[1] == "alive" and sorted(st.intel[1]) == sorted([BLACK[0], BLACK[1]])


def test_seed_000_l343_a_reaction_reveal_waits_on_the_stack_before_its_draw():
    t = FengshengScenario(3, hands={0: [RED_SECRET, LOCK_BLUE[0]]}, characters=chars(3, s1="laogui"))
    st = t.state
    t.lock_and_react(RED_SECRET, LOCK_BLUE[0])
    before = len(st.hands[1])
    t.answer(1, [CHARACTER], REACTION)         # 老鬼 就计: the reveal is the cost ...
    assert st.face_up[1] and len(st.hands[1]) == before and st.stack[-1].skill == "laogui_jiuji"
    assert {p.seat for p in t.match.prompts} == {0, 1, 2}     # ... and everyone may answer before the draw
    t.window()
    assert len(st.hands[1]) == before + 2


# -- seed 002 l.449: simultaneous triggers from the active player, in seat order ----------

@pytest.mark.parametrize("qingbao,laogui", [(1, 2), (2, 1)])
def test_seed_002_l449_probe_triggers_go_in_seat_order_from_the_active_player(qingbao, laogui):
    # 002 l.449 "六姐抽取老鬼手牌先结算，然后是情报处长的抽换效果，最才是老鬼的抽二张" because 情报处长 sat
    # right of 六姐; seated the other way round, 老鬼's own reaction comes before 情报处长's.
    probe = probe_card("bureau", "draw")
    at = {"s0": "liujie", f"s{qingbao}": "qingbaochuzhang", f"s{laogui}": "laogui"}
    t = FengshengScenario(4, hands={0: [probe], laogui: [RED[0]]}, characters=chars(4, **at), face_up={qingbao: True})
    t.to_play(0)
    t.answer(0, c(probe), "fengsheng.prompt.play")
    t.answer(0, [str(laogui)], "fengsheng.prompt.target.probe")
    order = triggers_in_order(t, "fengsheng.prompt.play", 0)
    expected = {0: (0, "liujie_probe_take"), qingbao: (qingbao, "qingbaochuzhang_probe"), laogui: (laogui, "probed")}
    assert order == [expected[s] for s in sorted(expected)]


@pytest.mark.parametrize("active", [0, 2])
def test_seed_002_l449_the_lock_reaction_and_qibais_draw_and_give_go_in_seat_order(active):
    # 柒佰 (seat 2) locks seat 1 (a covered 老枪). In his own turn his draw-and-give comes first; in
    # seat 0's turn (his off-turn lock) seat 1, nearer the active player, reacts first.
    hands = {0: [RED_SECRET], 2: [LOCK_BLUE[0]]} if active == 0 else {2: [RED_SECRET, LOCK_BLUE[0]]}
    t = FengshengScenario(3, hands=hands, characters=chars(3, s2="qibai"), first=active)
    t.to_play(active)
    t.send(active, RED_SECRET)
    t.window({2: c(LOCK_BLUE[0])})
    t.answer(2, ["1"], "fengsheng.prompt.target.lock")
    before_the_gift = triggers_in_order(t, "fengsheng.prompt.give_to", 2, keys=(REACTION,))
    assert before_the_gift == ([(1, "locked")] if active == 0 else [])
    t.answer(2, ["0"], "fengsheng.prompt.give_to")
    t.answer(2, [t.open_prompts("fengsheng.prompt.give", 2)[0].choices[0].id])
    if active == 2:
        assert t.open_prompts(REACTION, 1)          # the locked player reacts after the gift


# -- seed 003 l.30: the loss for not sending falls at the end of the turn -----------------
# (tests/fengsheng/test_fengsheng_transmission.py: test_seed_003_l30_...)

# -- seed 003 l.34: death triggers from the active player, counter-clockwise --------------

def test_seed_003_l33_death_triggers_start_from_the_active_player_counter_clockwise():
    # 003 l.34 "若有多个技能同时触发,从当前的玩家开始,以逆时针方向开始处理"; R1: counter-clockwise is the
    # next seat, the way the 密电 travels (000 l.85 "傳給你右邊的玩家"). Active seat 2's 密电 goes to
    # seat 3 first; when seat 3 dies, 刀锋 (seat 4) is asked before 六姐 (seat 0).
    t = FengshengScenario(5, hands={2: [BLACK_SECRET[0]], 3: [RED[0]]}, intel={3: [BLACK[0], BLACK[1]]}, first=2,
                          characters=chars(5, s0="liujie", s4="daofeng"),
                          identities=["lurker", "bureau", "lurker", "bureau", "bystander"])
    t.to_play(2)
    t.send(2, BLACK_SECRET[0])
    assert t.state.transit["recipient"] == 3 and t.state.transit["direction"] == +1
    t.pass_until("fengsheng.prompt.decide", 3)
    t.answer(3, [ACCEPT])
    asked = []
    while t.open_prompts(SKILL):
        (p,) = t.open_prompts(SKILL)
        asked.append((p.seat, p.params["skill"]))
        t.answer(p.seat, ["pass"], SKILL)
    assert asked == [(4, "daofeng_death_draw"), (0, "liujie_death_take")]
    assert t.state.status[3] == "dead"


# -- R33 in the open-faction modes (新手场, 3V3): identity costs -----------------------------

def test_r33_in_novice_mode_dameinv_pays_with_her_public_identity_card_once():
    t = FengshengScenario(4, hands={0: [RED_SECRET]}, intel={1: [BLACK[0]], 2: [BLACK[1]]},
                          characters=chars(4, s0="dameinv"), identities=["lurker", "bureau", "lurker", "bureau"],
                          options={"mode": "novice"}, deck_top=[RED[0], RED[1], RED[2]])
    st = t.state
    assert all(st.revealed)                     # R47: every identity is public from the start
    t.pass_until("fengsheng.prompt.put_back", 0)
    t.answer(0, c(RED[2]), "fengsheng.prompt.put_back")
    p = t.open_prompts("fengsheng.prompt.play", 0)[0]
    assert CHARACTER in t.legal(p)
    t.answer(0, [CHARACTER])
    t.answer(0, c(BLACK[0]), "fengsheng.prompt.target.burn")
    t.window()
    assert st.intel[1] == [] and t.table_of(None)["seats"][0]["identity_spent"]
    assert CHARACTER not in t.legal(t.open_prompts("fengsheng.prompt.play", 0)[0])   # once per game
    # (服蒙面人's rescue in 3V3: test_r28_... in test_fengsheng_skills.py)
