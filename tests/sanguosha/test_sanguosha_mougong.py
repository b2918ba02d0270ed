"""三国杀 谋攻篇 (`mougong`): every rule of docs/rules/sanguosha.md §9.6 and its rulings R25-R32, each a scenario named
after it; the lobby's refusal; conformance and the exact leak test with the option on (alone and with `goldfish`);
the bots. The authority is seed 004 l.77-95."""

import random
from collections import Counter

import pytest
from sanguosha_scenario import FILLER, ROLES4, SgsScenario, cards, turn_of

from games.core import Match
from games.core.game import ArrangeError, OptionsError
from games.core.simulate import play_match
from games.core.testing import Scenario
from games.sanguosha import GAME
from games.sanguosha.heroes import HEROES
from games.sanguosha.bots import SanguoshaSmartBot
from games.sanguosha.infoset import resample
from games.sanguosha.mougong import RAGE_CAP, insight_answer
from games.sanguosha.rules import Sanguosha
from tests.conformance import run_conformant_match
from tests.infoset import planted_leak_caught, run_infoset_match

SLASH, SLASH_2, DODGE, DODGE_2, PEACH, DUEL = cards("S014", "S016", "S030", "S031", "S032", "S001")
INDULGENCE, LIGHTNING, WINE, WINE_2, CLUB_2, HEART_3 = cards("S013", "S002", "M003", "M009", "S057", "S034")
MOUGONG = {"mougong": True}
ROLES5 = ["lord", "loyalist", "rebel", "rebel", "renegade"]


def mougong_turn(seat: int, hands: dict, **spec) -> SgsScenario:
    """`seat`'s play phase in a 谋攻 match without heroes (R31: the Lord 4/4 like everyone). The start phase gave
    `seat` 1 rage on top of what `rage` arranges."""
    return turn_of(seat, hands, mougong=True, **spec)


def rage(t, seat: int) -> int:
    return t.seat(seat)["rage"]


def insights(t, seat: int) -> list:
    return t.table_of(seat)["me"]["insights"]


def strengthened(what: str, c: int) -> str:
    return f"strengthen:{what}:{c}"


def slash_hits(t, attacker: int, victim: int, c: int = SLASH, what=None):
    """`attacker` uses 杀 `c` (strengthened as `what`) on `victim`, who does not dodge."""
    t.answer(attacker, [strengthened(what, c) if what else str(c)], "play")
    t.answer(attacker, [str(victim)], "targets")
    return t.respond(victim)


def log_keys(t) -> list:
    return [e["key"].rpartition(".")[2] for e in t.table_of(None)["log"]]


# ---------------------------------------------------------------- rage (R25)
def test_r25_rage_grows_by_1_at_each_own_start_phase():
    # seed 004 l.80 "每輪玩家的準備階段 ... 玩家會獲得一點怒氣值"
    t = mougong_turn(0, {0: [SLASH]})
    assert [rage(t, s) for s in range(4)] == [1, 0, 0, 0]
    t.end_play(0).until("play", 1)
    assert [rage(t, s) for s in range(4)] == [1, 1, 0, 0]


def test_r25_rage_grows_by_1_per_damage_event_not_per_point():
    # R25 "+1 per event, not per point": 2 damage from a strengthened 杀 is one event
    t = mougong_turn(0, {0: [SLASH]}, rage={0: 1})
    slash_hits(t, 0, 1, what="damage_card")
    assert t.hp(1) == 2 and rage(t, 1) == 1


def test_r25_rage_grows_when_losing_hp():
    # seed 004 l.80 "玩家去體力 ... 時": 苦肉 loses 1 HP
    t = SgsScenario(4, roles=ROLES4, heroes=["caocao", "huanggai", "xuchu", "machao"], hands={1: [SLASH]},
                    deck_top=FILLER, first_turn=1, mougong=True)
    t.use_skill(1, "kurou")
    assert t.hp(1) == 3 and rage(t, 1) == 2


def test_r25_rage_stops_at_the_cap_of_4():
    t = mougong_turn(0, {0: [SLASH]}, rage={0: RAGE_CAP})
    assert RAGE_CAP == 4 and rage(t, 0) == 4


def test_r25_rage_totals_are_public_in_every_view():
    t = mougong_turn(0, {0: [SLASH]}, rage={2: 3})
    for reader in (None, 0, 1, 2, 3):
        assert [s["rage"] for s in t.table_of(reader)["seats"]] == [1, 0, 3, 0]


def test_rage_is_not_kept_without_mougong():
    t = turn_of(0, {0: [SLASH]})
    assert "rage" not in t.seat(0)
    with pytest.raises(ArrangeError, match="turn on mougong"):
        turn_of(0, {0: [SLASH]}, rage={0: 1})


# ---------------------------------------------------------------- 洞察 Insight
def test_insight_costs_1_rage_after_dealing_damage_and_only_the_user_learns_the_answer():
    # seed 004 l.82 "當玩家對一名角色造成傷害 ... 可以消耗一點怒氣值，查看你與他是不是相同的陣營是敵是友"
    t = mougong_turn(0, {0: [SLASH]})          # the Lord (hidden) hits the Rebel
    slash_hits(t, 0, 1)
    assert t.prompt_of(0, "skill").params == {"skill": "dongcha", "player": 1}
    t.use_effect(0)
    assert rage(t, 0) == 0
    fact = {"by": 0, "seat": 1, "answer": "enemy"}
    assert insights(t, 0) == [fact]
    for other in (None, 1, 2, 3):
        t.assert_hidden(other, **fact)
    t.assert_sees(0, **fact)


def test_insight_is_not_offered_without_rage():
    t = mougong_turn(0, {0: [SLASH, SLASH_2]})
    t.answer(0, [strengthened("slash", SLASH)], "play").answer(0, ["1"], "targets").respond(1)
    assert rage(t, 0) == 0 and not t.prompts("skill")


def test_insight_the_lord_and_a_loyalist_are_friends():
    # §9.6: "The camps are Lord + Loyalists, the Rebels, and each Renegade alone."
    t = mougong_turn(2, {2: [SLASH]}, roles=["renegade", "loyalist", "lord", "rebel"])
    slash_hits(t, 2, 1).use_effect(2)
    assert insights(t, 2) == [{"by": 2, "seat": 1, "answer": "friend"}]


def test_insight_a_renegade_always_reads_friend():
    # seed 004 l.94 "內奸在被所有角色洞察時，都提示為「相同陣營」「友方」"
    t = mougong_turn(0, {0: [SLASH]}, roles=["rebel", "renegade", "loyalist", "lord"])
    slash_hits(t, 0, 1).use_effect(0)
    assert insights(t, 0) == [{"by": 0, "seat": 1, "answer": "friend"}]


def test_insight_a_loyalist_reads_friend_to_the_lord_and_enemy_to_a_rebel():
    assert insight_answer(["lord", "loyalist", "rebel", "renegade"], [False] * 4, 0, 1) == "friend"
    assert insight_answer(["lord", "loyalist", "rebel", "renegade"], [False] * 4, 2, 1) == "enemy"


def test_insight_a_renegade_learns_the_exact_role():
    # seed 004 l.94 "內奸洞察其他角色時，將會直接告知其洞察目標的身份"
    t = mougong_turn(3, {3: [SLASH]})
    slash_hits(t, 3, 2).use_effect(3)
    assert insights(t, 3) == [{"by": 3, "seat": 2, "answer": "loyalist"}]


def test_insight_the_disguised_rebel_reads_enemy_even_to_another_rebel():
    # seed 004 l.92 "該反賊在被任何人洞察時，結果都提示為「不同陣營」「敵方」"
    # Rebels at seats 2 and 3; the Renegade (seat 4) learned seat 3 in the first deal that picks it
    t = next(t for t in (SgsScenario(5, seed=seed, roles=ROLES5, hands={2: [SLASH]}, deck_top=FILLER, first_turn=2,
                                     mougong=True) for seed in range(20)) if t.state.knows_rebel[4] == 3)
    slash_hits(t, 2, 3).use_effect(2)
    assert insights(t, 2) == [{"by": 2, "seat": 3, "answer": "enemy"}]
    assert insight_answer(ROLES5, [False] * 5, 2, 3) == "friend"     # undisguised, the same camp


# ---------------------------------------------------------------- strengthening: 杀 and 闪 (1 rage, R26)
def test_a_strengthened_slash_needs_two_dodges():
    # seed 004 l.84 "一張強化殺要2張普通閃或者一張強化閃來抵消"
    t = mougong_turn(0, {0: [SLASH], 1: [DODGE, DODGE_2]})
    t.answer(0, [strengthened("slash", SLASH)], "play").answer(0, ["1"], "targets")
    assert rage(t, 0) == 0 and t.prompt_of(1, "respond").params["count"] == 2
    t.respond(1, DODGE)
    assert t.prompt_of(1, "respond").params["count"] == 1
    t.respond(1, DODGE_2)
    assert t.hp(1) == 4


def test_a_strengthened_slash_hits_when_only_one_dodge_is_played():
    t = mougong_turn(0, {0: [SLASH], 1: [DODGE]})
    t.answer(0, [strengthened("slash", SLASH)], "play").answer(0, ["1"], "targets").respond(1, DODGE).respond(1)
    assert t.hp(1) == 3


def test_r26_one_strengthened_dodge_cancels_a_strengthened_slash():
    # R26: "a strengthened 闪 counts as two 闪 wherever 闪 are counted"
    t = mougong_turn(0, {0: [SLASH], 1: [DODGE]}, rage={1: 1})
    t.answer(0, [strengthened("slash", SLASH)], "play").answer(0, ["1"], "targets")
    t.answer(1, ["strengthen"], "respond").answer(1, [str(DODGE)], "strengthen")
    assert t.hp(1) == 4 and rage(t, 1) == 0 and not t.prompts("respond")


def test_r26_a_strengthened_dodge_answers_wushuang_alone():
    # R26 "e.g. against 无双": 吕布's 杀 needs two 闪
    t = SgsScenario(4, roles=ROLES4, heroes=["lvbu", "xuchu", "machao", "zhangfei"], hands={0: [SLASH], 1: [DODGE]},
                    deck_top=FILLER, first_turn=0, rage={1: 1}, mougong=True)
    t.use(0, SLASH, 1)
    assert t.prompt_of(1, "respond").params["count"] == 2
    t.answer(1, ["strengthen"], "respond").answer(1, [str(DODGE)], "strengthen")
    assert t.hp(1) == 4


def test_the_strengthen_button_of_a_request_shows_nothing_of_the_hand():
    # one `strengthen` button while the seat can pay (public rage), whatever its hand; a card that is no 闪 refused
    shapes = []
    for hand in ([DODGE, DODGE_2], [SLASH_2, PEACH]):
        t = mougong_turn(0, {0: [SLASH], 1: hand}, rage={1: 1}).use(0, SLASH, 1)
        shapes.append(Counter(c.split(":")[0] if not c.isdigit() else "card" for c in t.choices_of(1, "respond")))
    assert shapes[0] == shapes[1] and shapes[0]["strengthen"] == 1


def test_a_strengthened_dodge_is_refused_for_a_card_that_is_no_dodge():
    t = mougong_turn(0, {0: [SLASH], 1: [DODGE, SLASH_2]}, rage={1: 1}).use(0, SLASH, 1)
    t.answer(1, ["strengthen"], "respond")
    assert t.refusal(1, [str(SLASH_2)], "strengthen") is not None
    t.answer(1, [], "strengthen")            # none: back to the question, nothing paid
    assert rage(t, 1) == 1 and t.prompts("respond")


# ---------------------------------------------------------------- 2 rage: any damage card +1 (R27)
def test_a_strengthened_damage_card_deals_1_more():
    # seed 004 l.84 "消耗二點怒氣值可以強化傷害牌令它們造成的傷害+1"
    t = mougong_turn(0, {0: [SLASH]}, rage={0: 1})
    slash_hits(t, 0, 1, what="damage_card")
    assert t.hp(1) == 2 and rage(t, 0) == 0


def test_a_strengthened_duel_deals_1_more():
    t = mougong_turn(0, {0: [DUEL]}, rage={0: 1})
    t.answer(0, [strengthened("damage_card", DUEL)], "play").answer(0, ["1"], "targets").pass_window()
    t.respond(1)
    assert t.hp(1) == 2


def test_r27_a_card_takes_one_strengthening_only():
    # R27: "at most one strengthening per card, so a 杀 takes either the 1-rage or the 2-rage version"
    t = mougong_turn(0, {0: [SLASH]}, rage={0: 3})
    offered = [c for c in t.choices_of(0, "play") if c.startswith("strengthen:")]
    assert offered == [strengthened("slash", SLASH), strengthened("damage_card", SLASH)]
    slash_hits(t, 0, 1, what="damage_card")
    assert t.hp(1) == 2 and rage(t, 0) == 2


def test_strengthened_uses_are_offered_only_when_affordable():
    t = mougong_turn(0, {0: [SLASH, PEACH]}, hp={0: 3})     # 1 rage: the 1-rage 杀 only
    assert [c for c in t.choices_of(0, "play") if c.startswith("strengthen:")] == [strengthened("slash", SLASH)]
    t = turn_of(0, {0: [SLASH]})       # no 谋攻: nothing to strengthen with
    assert not [c for c in t.choices_of(0, "play") if c.startswith("strengthen:")]


def test_the_strengthened_use_is_paid_only_when_the_card_is_used():
    t = mougong_turn(0, {0: [SLASH]}, rage={0: 1})
    t.answer(0, [strengthened("damage_card", SLASH)], "play").answer(0, [], "targets")   # taken back
    assert rage(t, 0) == 2


# ---------------------------------------------------------------- 3 rage: 桃 (R28)
def test_a_strengthened_peach_recovers_3():
    # seed 004 l.85 "消耗三點怒氣值可以強化桃令它的恢復值+2"
    t = mougong_turn(0, {0: [PEACH]}, hp={0: 1}, rage={0: 2})
    t.answer(0, [strengthened("peach", PEACH)], "play")
    assert t.hp(0) == 4 and rage(t, 0) == 0


def test_r28_a_strengthened_peach_at_full_hp_gives_1_max_hp():
    # "且若滿血可以增加體力上限"; R28: +1
    t = mougong_turn(0, {0: [PEACH]}, rage={0: 2})
    t.answer(0, [strengthened("peach", PEACH)], "play")
    assert (t.hp(0), t.seat(0)["max_hp"], t.seat(0)["jade"]) == (5, 5, 0)


def test_a_strengthened_peach_turns_its_excess_into_jade_with_goldfish():
    # "并且正常增加玉佩" (金鱼 only): 3 recovered, 1 fills the new max HP, 2 become 玉佩
    t = mougong_turn(0, {0: [PEACH]}, rage={0: 2}, goldfish=True)
    t.answer(0, [strengthened("peach", PEACH)], "play")
    assert (t.hp(0), t.seat(0)["max_hp"], t.seat(0)["jade"]) == (5, 5, 2)


def test_a_strengthened_peach_saves_a_dying_player_with_3():
    t = mougong_turn(0, {0: [SLASH], 2: [PEACH]}, hp={1: 1}, rage={2: 3},
                     roles=["lord", "loyalist", "rebel", "renegade"])     # seat 1 no disguised Rebel
    slash_hits(t, 0, 1)
    t.decline(0)
    t.answer(1, ["pass"], "peach")
    t.answer(2, ["strengthen"], "peach").answer(2, [str(PEACH)], "strengthen")
    assert t.hp(1) == 3 and rage(t, 2) == 0


# ---------------------------------------------------------------- 4 rage: 酒, a delayed trick (R29)
def test_a_strengthened_wine_adds_1_to_all_damage_this_play_phase_and_is_not_counted():
    # seed 004 l.85 "效果改為出牌階段內使用酒後造成的所有傷害加1且此「酒」不計入上限"
    t = mougong_turn(0, {0: [WINE, WINE_2, DUEL]}, rage={0: 3}, junzheng=True)
    t.answer(0, [strengthened("wine", WINE)], "play")
    assert rage(t, 0) == 0 and str(WINE_2) in t.choices_of(0, "play")     # the 酒 limit is untouched
    t.use(0, DUEL, 1).pass_window().respond(1)
    assert t.hp(1) == 2


def test_the_strengthened_wine_ends_with_the_play_phase():
    t = mougong_turn(0, {0: [WINE], 1: [SLASH]}, rage={0: 3}, junzheng=True)
    t.answer(0, [strengthened("wine", WINE)], "play").end_play(0)
    t.until("play", 1)
    slash_hits(t, 1, 0)
    assert t.hp(0) == 3


def test_r29_a_strengthened_indulgence_skips_the_play_phase_only_on_hearts_and_the_placer_pays():
    # seed 004 l.85 "強化一張延時錦囊牌，在延時錦囊牌判定結果亮出時，令此牌效果反轉"; R29: the placer pays
    t = mougong_turn(0, {0: [INDULGENCE]}, rage={0: 3}, deck_top=FILLER + [CLUB_2])
    t.answer(0, [strengthened("delayed_trick", INDULGENCE)], "play").answer(0, ["1"], "targets")
    assert rage(t, 0) == 0 and rage(t, 1) == 0
    assert t.seat(1)["judgement_area"][0]["strengthened"] == "delayed_trick"      # declared face up
    t.end_play(0).until("play", 1)
    # ♣: a normal 乐不思蜀 would have skipped this play phase
    assert t.state.round == 1 and "phase_skipped" not in log_keys(t)


def test_r29_a_strengthened_indulgence_on_hearts_skips_the_play_phase():
    t = mougong_turn(0, {0: [INDULGENCE]}, rage={0: 3}, deck_top=FILLER + [HEART_3])
    t.answer(0, [strengthened("delayed_trick", INDULGENCE)], "play").answer(0, ["1"], "targets")
    t.end_play(0).until("play", 2)
    assert "phase_skipped" in log_keys(t)


def test_r29_a_strengthened_lightning_strikes_unless_spade_2_to_9():
    fillers = cards("S084", "S085", "S086", "S088", "S090", "S093", "S095", "S097")
    t = mougong_turn(0, {0: [LIGHTNING]}, rage={0: 3}, deck_top=fillers + [HEART_3])
    t.answer(0, [strengthened("delayed_trick", LIGHTNING)], "play").end_play(0)
    t.until("play", 0)
    assert t.hp(0) == 1 and LIGHTNING in t.state.discard and LIGHTNING not in t.state.reversed_tricks


# ---------------------------------------------------------------- 明君 (R30)
def heroes_match(**spec) -> SgsScenario:
    return SgsScenario(4, roles=ROLES4, heroes=["caocao", "xuchu", "machao", "zhangfei"], deck_top=FILLER,
                       first_turn=0, mougong=True, **spec)


def test_mingjun_is_seen_by_the_lord_only():
    t = heroes_match()
    assert "mingjun" in t.table_of(0)["me"]["skills"] and "hujia" not in t.table_of(0)["me"]["skills"]
    assert all("mingjun" not in t.table_of(s)["me"]["skills"] for s in (1, 2, 3))
    assert t.seat(0)["role"] is None and t.seat(0)["max_hp"] == 4


def test_mingjun_awakens_at_the_lords_turn_in_round_3_reveals_heals_and_grants_the_lord_skill():
    # seed 004 l.89-90 "第三輪的主公回合開始時，將會翻開身份牌并回復2點體力，然后增加一點體力上限，獲得主公的主公技"
    t = heroes_match(hp={0: 1})
    t.end_play(0).until("play", 0)
    assert t.state.round == 2 and t.seat(0)["role"] is None
    t.end_play(0).until("play", 0)
    assert t.state.round == 3 and t.seat(0)["role"] == "lord"
    # R30 (order): the heal under the old max HP (1 + 2 = 3), then +1 max HP
    assert (t.hp(0), t.seat(0)["max_hp"]) == (3, 5)
    assert "hujia" in t.table_of(0)["me"]["skills"] and "mingjun" not in t.table_of(0)["me"]["skills"]


def test_r30_mingjun_without_a_lord_skill_gives_2_max_hp():
    # "若該角色沒有主公技，則改為增加兩點體力上限"; R30: +2 in place of +1 (no heroes: no lord skill)
    t = mougong_turn(1, {1: [SLASH]}, hp={0: 1})
    slash_hits(t, 1, 0)
    assert t.seat(0)["role"] == "lord" and (t.hp(0), t.seat(0)["max_hp"]) == (2, 6) and not t.prompts("peach")


def test_r31_the_table_is_laid_out_from_the_first_seat_even_once_the_lord_is_revealed():
    t = mougong_turn(1, {1: [SLASH]}, hp={0: 1})
    assert t.table_of(None)["order"] == [1, 2, 3, 0]
    slash_hits(t, 1, 0)
    assert t.seat(0)["role"] == "lord" and t.table_of(None)["order"] == [1, 2, 3, 0]


def skill_logged(t, skill: str) -> bool:
    return any(e["key"].endswith(".skill") and e["params"]["skill"] == skill for e in t.table_of(None)["log"])


def test_mingjun_awakens_when_the_lord_enters_dying():
    # "當主公進入瀕死" (the heal of 2 lifts the Lord out of dying: nobody is asked for 桃)
    t = mougong_turn(1, {1: [SLASH]}, hp={0: 1})
    slash_hits(t, 1, 0)
    assert skill_logged(t, "mingjun") and t.state.alive[0] and not t.state.dying[0]


def test_mingjun_awakens_when_two_characters_have_died():
    t = SgsScenario(5, roles=ROLES5, hands={0: [SLASH]}, deck_top=FILLER, first_turn=0, dead=[2], hp={4: 1},
                    mougong=True)
    slash_hits(t, 0, 4)
    t.nobody_saves()
    assert not t.state.alive[4] and skill_logged(t, "mingjun") and t.seat(0)["role"] == "lord"
    assert t.seat(0)["max_hp"] == 6


def test_mingjun_awakens_once():
    # 觉醒技: once fired it is spent, and the Lord's next dying is an ordinary one
    t = mougong_turn(1, {1: [SLASH], 3: [SLASH_2]}, hp={0: 1})
    slash_hits(t, 1, 0).use_effect(1, False)
    assert "mingjun" not in t.table_of(0)["me"]["skills"]
    t.end_play(1).until("play", 3)
    t.state.hp[0] = 1      # back at 1 HP (arranged: the awakening left it at 2)
    t.use(3, SLASH_2, 0).respond(0)
    assert t.state.dying[0] and t.prompts("peach") and t.seat(0)["max_hp"] == 6


# ---------------------------------------------------------------- R31 the hidden Lord
def test_r31_the_lord_is_hidden_from_every_other_seat_and_the_tv():
    t = Scenario(GAME, 6, MOUGONG, 3)
    lord = t.state.lord()
    assert t.table_of(lord)["me"]["role"] == "lord"
    for reader in [None, *(s for s in range(6) if s != lord)]:
        assert t.table_of(reader)["seats"][lord]["role"] is None
        t.assert_hidden(reader, seat=lord, role="lord")


@pytest.mark.parametrize("players,size", [(4, 3), (8, 3), (9, 2), (10, 2)])
def test_r31_everyone_the_lord_included_gets_the_same_random_offer(players, size):
    # R31: "3, or 2 at 10 players ... At 9 players ... 2 (⌊25 ÷ 9⌋)"
    t = Scenario(GAME, players, MOUGONG, 1)
    offers = [t.choices_of(s, "hero") for s in range(players)]
    assert [len(o) for o in offers] == [size] * players
    assert len({h for o in offers for h in o}) == size * players


def test_r31_the_lord_gets_no_extra_hp_cards_or_jade_at_the_start():
    # R31 "The Lord starts with no +1 HP"; with 金鱼 neither the fifth card nor the 2 玉佩 (they would show it)
    assert [len(h) for h in Match(GAME, 5, {**MOUGONG, "goldfish": True}, 2).state.hands] == [4] * 5
    t = Scenario(GAME, 5, {**MOUGONG, "goldfish": True}, 2)
    t.answer_all(lambda p: [p.choices[0].id], "hero")
    st = t.state
    assert st.max_hp[st.lord()] == HEROES[st.heroes[st.lord()]].hp and st.jade[st.lord()] == 0


def test_r31_a_random_seat_takes_the_first_turn():
    firsts = {s: Match(GAME, 6, MOUGONG, s).state.first for s in range(30)}
    lords = {s: Match(GAME, 6, MOUGONG, s).state.lord() for s in range(30)}
    assert len(set(firsts.values())) > 3 and any(firsts[s] != lords[s] for s in firsts)


def test_r31_a_round_is_one_pass_of_the_table_from_the_first_seat():
    t = mougong_turn(2, {2: [SLASH]})
    assert t.state.round == 1
    t.end_play(2).until("play", 0)
    assert t.state.round == 1       # seat 0 is the Lord but the round began at seat 2
    t.end_play(0).until("play", 2)
    assert t.state.round == 2


def test_mougong_open_lord_shows_the_lord_as_usual():
    t = Scenario(GAME, 6, {**MOUGONG, "mougong_open_lord": True}, 3)
    lord = t.state.lord()
    assert t.table_of(None)["seats"][lord]["role"] == "lord" and t.state.first == lord
    assert len(t.choices_of(lord, "hero")) == 5


# ---------------------------------------------------------------- R32 the Renegade's disguised Rebel
def test_r32_each_renegade_learns_a_different_rebel_who_is_not_told():
    # seed 004 l.92 "在游戲開始時內奸會知道一名反賊的身份"; §9.6 "each picks a different Rebel if possible"
    t = Scenario(GAME, 10, MOUGONG, 4)
    st = t.state
    renegades = [s for s in range(10) if st.roles[s] == "renegade"]
    learned = [st.knows_rebel[r] for r in renegades]
    assert len(set(learned)) == 2 and all(st.roles[s] == "rebel" and st.disguised[s] for s in learned)
    for r, rebel in zip(renegades, learned):
        assert t.table_of(r)["me"]["disguised_rebel"] == rebel
        t.assert_sees(r, disguised_rebel=rebel)
        for reader in (None, rebel, *(s for s in range(10) if s not in (r, rebel))):
            t.assert_hidden(reader, disguised_rebel=rebel)
        assert t.table_of(rebel)["me"]["disguised_rebel"] is None     # R32: "the Rebel is not told"


def test_r32_the_disguised_rebel_first_dying_recovers_to_max_draws_2_and_reveals():
    # seed 004 l.93 "其進入瀕死時，其將會回復體力至上限并摸牌翻開自己的反賊身份"; R32: draw 2
    t = mougong_turn(0, {0: [SLASH]}, hp={1: 1}, deck_top=FILLER + cards("S086", "S088"))
    assert t.state.disguised[1] and t.seat(1)["role"] is None
    slash_hits(t, 0, 1)
    assert (t.hp(1), t.seat(1)["hand"], t.seat(1)["role"]) == (4, 2, "rebel") and not t.state.disguised[1]
    assert "unmasked" in log_keys(t) and not t.prompts("peach")


def test_r32_the_disguise_saves_only_once():
    t = mougong_turn(0, {0: [SLASH], 2: [SLASH_2]}, hp={1: 1}, deck_top=FILLER + cards("S086", "S088"))
    slash_hits(t, 0, 1).use_effect(0, False)
    t.state.hp[1] = 1      # back at 1 HP (arranged: the disguise's heal left it at 4)
    t.end_play(0).until("play", 2)
    t.use(2, SLASH_2, 1).respond(1)
    assert t.prompts("peach")


# ---------------------------------------------------------------- the lobby
def test_the_lobby_refuses_mougong_open_lord_without_mougong_and_says_how_to_fix_it():
    with pytest.raises(OptionsError, match="turn mougong on"):
        GAME.resolve_options({"mougong_open_lord": True}, 6)
    assert GAME.resolve_options({"mougong": True, "goldfish": True}, 6)["mougong"]


# ---------------------------------------------------------------- the exact leak test and the re-deal
def insight_scenario() -> SgsScenario:
    """5 players: the Lord (hidden) hits the Renegade and uses 洞察; the Renegade learned a Rebel at the start."""
    t = SgsScenario(5, roles=ROLES5, hands={0: [SLASH]}, deck_top=FILLER, first_turn=0, mougong=True)
    slash_hits(t, 0, 4).use_effect(0)
    return t


def test_the_redeal_keeps_every_insight_answer_of_its_reader():
    t = insight_scenario()
    st, rng = t.state, random.Random(5)
    moved = 0
    for _ in range(200):
        new = resample(GAME, st, 0, rng)
        assert insight_answer(new.roles, new.disguised, 0, 4) == "friend"
        moved += new.roles != st.roles
    assert moved


def test_the_redeal_keeps_the_rebel_a_renegade_learned_and_moves_the_hidden_lord():
    t = insight_scenario()
    st, rng = t.state, random.Random(6)
    rebel = st.knows_rebel[4]
    lords = set()
    for _ in range(100):
        new = resample(GAME, st, 4, rng)
        assert new.roles[rebel] == "rebel" and new.disguised[rebel] and new.knows_rebel[4] == rebel
        lords.add(new.roles.index("lord"))
        assert "mingjun" in new.skills[new.roles.index("lord")]
    assert len(lords) > 1


class LeaksDisguise(Sanguosha):
    """A planted leak secrets() does not know: every view shows which seats are disguised."""

    def view(self, st, seat):
        v = super().view(st, seat)
        v["masks"] = list(st.disguised)
        return v


class LeaksInsights(Sanguosha):
    """A planted leak: every view shows each seat's count of 'enemy' answers."""

    def view(self, st, seat):
        v = super().view(st, seat)
        v["enemies_seen"] = [sum(i["answer"] == "enemy" for i in ins) for ins in st.insights]
        return v


@pytest.mark.parametrize("game,caught", [(LeaksDisguise(), "masks"), (LeaksInsights(), "enemies_seen")])
def test_the_exact_leak_test_catches_a_disguise_or_an_insight_shown_in_another_shape(game, caught):
    planted_leak_caught(game, 5, 0, MOUGONG, caught, views=0.3, forks=0.0)


@pytest.mark.parametrize("players,options,seed", [(5, MOUGONG, 0), (6, {**MOUGONG, "goldfish": True}, 1)])
def test_no_view_or_prompt_changes_when_what_its_reader_cannot_know_is_redealt(players, options, seed):
    played = play_match(GAME, players, seed, options)
    st = played.match.state
    assert any(st.insights) and any(r is not None for r in st.knows_rebel)   # 洞察 used, a Rebel learned
    tally = run_infoset_match(GAME, players, seed, options, 0.2, 0.05)
    assert tally.views > 0 and tally.prompts > 0, tally


# ---------------------------------------------------------------- conformance and bots
@pytest.mark.parametrize("options", [MOUGONG, {**MOUGONG, "goldfish": True}], ids=["mougong", "goldfish+mougong"])
@pytest.mark.parametrize("players", [4, 6, 8, 10])
def test_random_matches_end_conserve_replay_and_leak_nothing(players, options):
    m = run_conformant_match(GAME, players, 300 + players, options, every_step=players <= 4)
    assert m.outcome()["result"].startswith("sanguosha.result.")
    assert sorted(GAME.conserved(m.state)) == sorted(range(160) if options.get("goldfish") else range(108))


@pytest.mark.parametrize("bots", ["random", "smart"])
@pytest.mark.parametrize("options", [MOUGONG, {**MOUGONG, "goldfish": True, "junzheng": True}])
def test_the_bots_finish_mougong_matches(bots, options):
    for seed in range(3):
        played = play_match(GAME, 6, seed, options, bots=bots)
        assert played.error is None and played.match.state.stage == "over"


def test_the_smart_bot_spends_rage_on_insight_and_strengthening():
    keys = Counter()
    for seed in range(4):
        played = play_match(GAME, 6, seed, MOUGONG, bots="smart")
        keys.update(e["key"].rpartition(".")[2] for e in played.match.state.log)
        keys["insights"] += sum(map(len, played.match.state.insights))
    assert keys["insights"] and keys["strengthened"]


def test_the_random_bot_spends_a_jade_when_dying():
    # follow-up (a): the random bot accepts the `jade` choice of a `peach` window
    spent = 0
    for seed in range(6):
        played = play_match(GAME, 5, seed, {"goldfish": True})
        spent += sum(1 for e in played.match.state.log if e["key"].endswith("jade_spent"))
    assert spent


def test_the_smart_bot_dying_with_no_peach_or_wine_spends_a_jade():
    # follow-up (a): the smart bot's `on_peach` answers `jade` when nothing in hand saves it
    t = turn_of(1, {1: [SLASH]}, goldfish=True, hp={0: 1})
    t.use(1, SLASH, 0).respond(0)
    t.until("peach", 0)
    view = t.view_of(0)
    prompt = next(p for p in view["prompts"] if p["key"].endswith(".peach"))
    assert SanguoshaSmartBot(0).answer(view, prompt) == ["jade"]


def test_the_hidden_lord_who_kills_a_loyalist_pays_the_lords_penalty_and_is_known():
    # seed 000 l.462 "若主公殺死了忠臣，主公需要立即棄掉所有手牌和已裝備的牌" still holds ("其他規則不變", seed 004 l.95)
    t = mougong_turn(0, {0: [SLASH, PEACH]}, hp={1: 1}, roles=["lord", "loyalist", "rebel", "renegade"])
    slash_hits(t, 0, 1).nobody_saves()
    assert not t.state.alive[1] and t.seat(0)["hand"] == 0 and t.seat(0)["role"] == "lord"
