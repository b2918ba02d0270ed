"""军争篇 Maneuvering (`junzheng`, alias `yongjian`; docs/rules/sanguosha.md §9.3, seed 004 l.59 and l.75).

The 52 cards are data (pinned in test_sanguosha_data.py); each card and ruling has its scenario below."""

import random
from collections import Counter

from sanguosha_scenario import FILLER, ROLES4, SgsScenario, card

from games.sanguosha import GAME
from games.sanguosha.cards import card_sets
from games.sanguosha.rules import Sanguosha
from games.sanguosha.state import DECK, PLAYS_AS, Use, match_cards
from games.sanguosha.view import game_view
from tests.conformance import run_conformant_match

STANDARD_OPTIONS = {spec.id: spec.default for spec in Sanguosha.options}


def set_up(options: dict, players: int = 5):
    return Sanguosha().setup(players, {**STANDARD_OPTIONS, **options}, random.Random(7))


def dealt(options: dict, players: int = 5) -> list:
    st = set_up(options, players)
    return st.deck + [c for hand in st.hands for c in hand]




def junzheng_scenario(players: int = 4, **spec) -> SgsScenario:
    return SgsScenario(players, junzheng=True, **spec)


def junzheng_turn(hands: dict, deck_top=(), **spec) -> SgsScenario:
    """Seat 0's (the Lord's) play phase in a 军争 match, its hand `hands[0]` plus two 闪, then `deck_top`."""
    return junzheng_scenario(4, roles=ROLES4, hands=hands, deck_top=FILLER + list(deck_top), first_turn=0, **spec)


def m(code: str) -> int:
    """The deck index of a 军争 card by its §9.3 code: M001 follows the 108."""
    return 107 + int(code[1:])


def test_a_standard_match_deals_the_108_cards_and_none_of_maneuvering():
    cards = dealt({})
    assert sorted(cards) == list(range(108))
    assert {DECK[c].set for c in cards} == {"standard", "ex"}


def test_junzheng_deals_the_160_cards_each_once():
    # §9.3 "Add these 52 cards to the 108, for a 160-card deck."
    cards = dealt({"junzheng": True})
    assert sorted(cards) == list(range(160))
    assert Counter(DECK[c].set for c in cards) == {"standard": 104, "ex": 4, "maneuvering": 52}


def test_yongjian_is_an_alias_of_junzheng():
    # R13: "`yongjian` (用剑篇) is an alias of `junzheng`"; seed 004 l.75 "用劍篇的規則與軍爭場基本相同"
    assert card_sets({"yongjian": True}) == card_sets({"junzheng": True}) == ("standard", "ex", "maneuvering")
    assert sorted(dealt({"yongjian": True})) == list(range(160))


def test_a_card_index_names_the_same_card_whatever_the_options():
    # the 108 keep their §7.1 places (code - 1); M001 follows them
    assert match_cards({})[:108] == match_cards({"junzheng": True})[:108] == list(range(108))
    assert DECK[108].code == "M001" and DECK[159].code == "M052"


def test_the_lobby_offers_junzheng_and_its_alias_yongjian():
    assert {"junzheng", "yongjian"} <= {spec.id for spec in Sanguosha.options}


def test_fire_and_thunder_slash_are_used_and_played_as_slash():
    # §9.3 "These are 杀 in every respect, including the once-per-phase limit and 闪 responses."
    assert (PLAYS_AS[m("M004")], PLAYS_AS[m("M017")]) == ("slash", "slash")
    assert PLAYS_AS[m("M003")] == "wine" and PLAYS_AS[m("M045")] == "dodge"


def test_a_slash_deals_the_nature_printed_on_its_card():
    # §9.3 "火杀 and 火攻 deal fire damage. 雷杀 and 闪电 deal thunder damage."
    assert Use(0, "slash", [m("M004")]).nature == "thunder"        # ♠4 雷杀
    assert Use(0, "slash", [m("M017")]).nature == "fire"           # ♥4 火杀
    assert Use(0, "slash", [13]).nature == "normal"                # S014 ♠7 杀


def test_a_nature_slash_used_as_another_card_or_with_another_card_deals_normal_damage():
    assert Use(0, "dodge", [m("M017")]).nature == "normal"         # a 火杀 turned into 闪 (龙胆)
    assert Use(0, "slash", [m("M004"), m("M017")]).nature == "normal"   # two cards as one 杀 (丈八蛇矛)


def test_the_table_sees_who_is_chained_in_a_junzheng_match_only():
    st = set_up({"junzheng": True})
    assert [seat["chained"] for seat in game_view(st, None)["seats"]] == [False] * 5
    st.chained[3] = True
    assert [seat["chained"] for seat in game_view(st, 0)["seats"]] == [False, False, False, True, False]
    assert all("chained" not in seat for seat in game_view(set_up({}), None)["seats"])


def test_an_undodged_thunder_slash_deals_one_thunder_damage():
    # §9.3 "雷杀 ... Their damage has the nature shown."
    t = junzheng_turn({0: [m("M004")]}).use(0, m("M004"), 1).respond(1)
    assert t.hp(1) == 3 and m("M004") in t.state.discard
    assert t.state.log[-1]["key"] == "sanguosha.log.damage_thunder"


def test_a_dodge_cancels_a_fire_slash():
    # §9.3 "These are 杀 in every respect, including ... 闪 responses."
    t = junzheng_turn({0: [m("M017")], 1: [card("S030")]}).use(0, m("M017"), 1).respond(1, card("S030"))
    assert t.hp(1) == 4 and t.hand(1) == []


def test_a_fire_slash_answers_a_barbarian_invasion():
    # 杀 "in every respect": played when 南蛮入侵 asks for a 杀 (§7.2)
    t = junzheng_turn({0: [card("S015")], 1: [m("M017")]}).use(0, card("S015")).pass_window()
    t.respond(1, m("M017"))
    assert t.hp(1) == 4 and m("M017") in t.state.discard


def playable(t, seat: int) -> set:
    return {c.id for c in t.prompt_of(seat, "play").choices}


def test_a_fire_slash_counts_toward_the_one_slash_a_play_phase():
    t = junzheng_turn({0: [m("M017"), m("M004")]})
    assert {str(m("M017")), str(m("M004"))} <= playable(t, 0)
    t.use(0, m("M017"), 1).respond(1)
    assert str(m("M004")) not in playable(t, 0)


HEART_2, CLUB_2 = card("S030"), card("S057")      # ♥2 闪, ♣2 杀: judgement results


def test_supply_shortage_skips_the_draw_phase_unless_the_judgement_is_club():
    # §9.3 "兵粮寸断 ... Judge: unless the result is ♣, they skip their draw phase."
    t = junzheng_turn({0: [m("M010")]}, deck_top=[HEART_2]).use(0, m("M010"), 1)
    assert [c["kind"] for c in t.seat(1)["judgement_area"]] == ["supply_shortage"]
    t.end_play(0).pass_window()
    assert {"key": "sanguosha.log.phase_skipped", "params": {"player": {"seat": 1}, "phase": "draw"}} \
        in t.table_of(None)["log"]
    assert t.seats_asked("play") == [1] and t.hand(1) == [] and m("M010") in t.state.discard


def test_supply_shortage_judged_club_lets_the_draw_phase_happen():
    t = junzheng_scenario(4, roles=ROLES4, judgement={1: [m("M030")]}, deck_top=[CLUB_2] + FILLER, first_turn=1)
    t.pass_window()
    assert t.seats_asked("play") == [1] and len(t.hand(1)) == 2


def test_supply_shortage_reaches_distance_1_only():
    # §9.3 "Targets another player at distance ≤ 1"
    t = junzheng_turn({0: [m("M030")]})
    t.answer(0, [str(m("M030"))], "play")
    assert [c.id for c in t.prompt_of(0, "targets").choices] == ["1", "3"]


SLASH = card("S014")     # ♠7 杀


def test_wine_makes_the_next_slash_this_turn_deal_one_more_damage():
    # §9.3 "酒 ... The next 杀 you use this turn deals +1 damage if it hits."
    t = junzheng_turn({0: [m("M003"), SLASH]}).use(0, m("M003")).use(0, SLASH, 1).respond(1)
    assert t.hp(1) == 2 and m("M003") in t.state.discard


def test_wine_is_spent_by_the_next_slash_even_when_it_is_dodged():
    t = junzheng_turn({0: [m("M003"), SLASH], 1: [HEART_2]}).use(0, m("M003")).use(0, SLASH, 1).respond(1, HEART_2)
    assert t.hp(1) == 4 and "wine" not in t.state.turn_flags


def test_wine_is_used_once_a_turn():
    # §9.3 "Limit: once per turn."
    t = junzheng_turn({0: [m("M003"), m("M009")]})
    assert {str(m("M003")), str(m("M009"))} <= playable(t, 0)
    t.use(0, m("M003"))
    assert str(m("M009")) not in playable(t, 0)


def test_a_dying_player_saves_itself_with_wine_and_no_one_else_may():
    # §9.3 "While you are dying, use it on yourself to recover 1." "Only the dying player may use 酒 ... this way."
    t = junzheng_turn({0: [SLASH, m("M009")], 1: [m("M003")]}, hp={1: 1}).use(0, SLASH, 1).respond(1)
    assert t.state.dying[1]
    t.decline(0)
    t.answer(1, [str(m("M003"))], "peach")
    assert t.hp(1) == 1 and not t.state.dying[1] and t.state.alive[1]


def test_wine_cannot_save_another_dying_player():
    t = junzheng_turn({0: [SLASH, m("M009")]}, hp={1: 1}).use(0, SLASH, 1).respond(1)
    assert t.state.dying[1] and t.prompt_of(0, "peach").auto_pass
    assert t.refusal(0, [str(m("M009"))], "peach") is not None


def no_effect_on(t, seat: int) -> bool:
    return any(e["key"] == "sanguosha.log.no_effect" and e["params"]["player"] == {"seat": seat}
               for e in t.table_of(None)["log"])


def test_rattan_armour_voids_a_normal_slash():
    # §9.3 "藤甲. Locked: 南蛮入侵, 万箭齐发 and normal (non-nature) 杀 have no effect on you."
    t = junzheng_turn({0: [SLASH]}, equip={1: [m("M002")]}).use(0, SLASH, 1)
    assert no_effect_on(t, 1) and t.hp(1) == 4 and t.seats_asked("play") == [0]


def test_rattan_armour_does_not_stop_a_thunder_slash():
    t = junzheng_turn({0: [m("M004")]}, equip={1: [m("M002")]}).use(0, m("M004"), 1).respond(1)
    assert not no_effect_on(t, 1) and t.hp(1) == 3


def test_rattan_armour_takes_one_more_fire_damage():
    # §9.3 "Fire damage to you is +1."
    t = junzheng_turn({0: [m("M017")]}, equip={1: [m("M002")]}).use(0, m("M017"), 1).respond(1)
    assert t.hp(1) == 2


def test_rattan_armour_voids_barbarian_invasion_before_any_negate_window():
    t = junzheng_turn({0: [card("S015")]}, equip={1: [m("M002")]}).use(0, card("S015"))
    assert no_effect_on(t, 1) and not no_effect_on(t, 2)


def test_silver_lion_reduces_damage_above_one_to_one():
    # §9.3 "白银狮子 ... Locked: any damage to you above 1 is reduced to 1."
    t = junzheng_turn({0: [m("M003"), SLASH]}, equip={1: [m("M027")]}).use(0, m("M003")).use(0, SLASH, 1)
    t.respond(1)
    assert t.hp(1) == 3


def test_ancient_scimitar_adds_one_damage_to_a_target_with_no_hand_cards():
    # §9.3 "古锭刀 ... Locked: your 杀 deals +1 damage to a target with no hand cards."
    t = junzheng_turn({0: [SLASH]}, equip={0: [m("M001")]}).use(0, SLASH, 1).respond(1)
    assert t.hp(1) == 2


def test_ancient_scimitar_adds_nothing_while_the_target_holds_a_card():
    t = junzheng_turn({0: [SLASH], 1: [card("S015")]}, equip={0: [m("M001")]}).use(0, SLASH, 1).respond(1)
    assert t.hp(1) == 3


def test_silver_lion_heals_one_when_it_leaves_the_equipment_area():
    # §9.3 "When it leaves your equipment area, you recover 1." (here replaced by 藤甲)
    t = junzheng_scenario(4, roles=ROLES4, hands={1: [m("M002")]}, equip={1: [m("M027")]}, hp={1: 3},
                         deck_top=FILLER, first_turn=1).use(1, m("M002"))
    assert t.hp(1) == 4 and m("M027") in t.state.discard


def test_hualiu_is_a_plus_one_horse():
    # §9.3 "骅骝 Hualiu. A +1 horse."
    t = junzheng_turn({0: [SLASH]}, equip={1: [m("M052")]})
    t.answer(0, [str(SLASH)], "play")
    assert [c.id for c in t.prompt_of(0, "targets").choices] == ["3"]


PEACH_H3, SLASH_C3 = card("S032"), card("S060")      # ♥3 桃, ♣3 杀


def fire_attack_on_1(hand_0: list, hand_1: list):
    t = junzheng_turn({0: [m("M015")] + hand_0, 1: hand_1}).use(0, m("M015"), 1).pass_window()
    t.answer(1, [str(hand_1[0])], "fire_attack_show")
    return t


def test_fire_attack_deals_one_fire_damage_when_the_user_discards_the_shown_suit():
    # §9.3 "The target shows a hand card of their choice. You may then discard a hand card of the same suit to deal
    # them 1 fire damage."
    t = fire_attack_on_1([HEART_2, SLASH_C3], [PEACH_H3])
    assert [(e["seat"], [c["id"] for c in e["cards"]]) for e in t.table_of(None)["shown"]] == [(1, [PEACH_H3])]
    t.answer(0, [str(HEART_2)], "fire_attack_discard")
    assert t.hp(1) == 3 and HEART_2 in t.state.discard and t.hand(1) == [PEACH_H3]
    assert any(e["key"] == "sanguosha.log.damage_fire" for e in t.table_of(None)["log"])


def test_fire_attack_refuses_a_card_of_another_suit_and_may_be_declined():
    t = fire_attack_on_1([HEART_2, SLASH_C3], [PEACH_H3])
    assert t.refusal(0, [str(SLASH_C3)], "fire_attack_discard") is not None
    t.answer(0, [], "fire_attack_discard")
    assert t.hp(1) == 4 and t.table_of(None)["shown"] == []


def test_fire_attack_targets_any_player_with_hand_cards_oneself_included():
    # §9.3 "Targets one player with hand cards; this may be yourself."
    t = junzheng_turn({0: [m("M015")], 2: [PEACH_H3]})
    t.answer(0, [str(m("M015"))], "play")
    assert [c.id for c in t.prompt_of(0, "targets").choices] == ["0", "2"]


CHAIN = m("M011")      # ♠J 铁索连环


def chained_1_and_2(hand_0: list, **spec) -> SgsScenario:
    t = junzheng_turn({0: [CHAIN] + hand_0}, **spec).use(0, CHAIN, 1, 2).pass_window().pass_window()
    return t


def test_iron_chain_toggles_the_chained_state_of_one_or_two_players():
    # §9.3 "choose 1–2 players (any players, yourself included, no distance limit) and toggle each one's chained
    # state. Each target may be 无懈'd."
    t = chained_1_and_2([])
    assert [t.seat(s)["chained"] for s in range(4)] == [False, True, True, False]


def test_thunder_damage_to_a_chained_player_passes_to_every_other_chained_player():
    # §9.3 "every other chained living player takes damage of the same nature from the same source ... each is
    # unchained. Conducted damage does not conduct again."
    t = chained_1_and_2([m("M004")]).use(0, m("M004"), 1).respond(1)
    assert (t.hp(1), t.hp(2)) == (3, 3)
    assert [t.seat(s)["chained"] for s in range(4)] == [False] * 4
    thunder = [e["params"]["player"]["seat"] for e in t.table_of(None)["log"]
               if e["key"] == "sanguosha.log.damage_thunder"]
    assert thunder == [1, 2]


def test_normal_damage_does_not_pass_along_the_chain():
    t = chained_1_and_2([SLASH]).use(0, SLASH, 1).respond(1)
    assert (t.hp(1), t.hp(2)) == (3, 4) and t.seat(1)["chained"] and t.seat(2)["chained"]


def test_conducted_damage_is_the_original_amount_with_the_new_targets_own_armour():
    # R15: "conducted damage equals the original damage including the source's bonuses (酒 ...). It excludes
    # modifiers that depended on the first target ... Each new target's own modifiers then apply."
    t = chained_1_and_2([m("M003"), m("M017")], equip={2: [m("M002")]})
    t.use(0, m("M003")).use(0, m("M017"), 1).respond(1)
    assert (t.hp(1), t.hp(2)) == (2, 1)       # 1: 1 + 酒; 2: the same 2, +1 fire on 藤甲


# -- whole matches with the 160 cards: test_sanguosha_conformance.py and test_sanguosha_resample.py ("junzheng" rows)

def test_a_random_junzheng_match_conserves_the_160_cards():
    m = run_conformant_match(GAME, 5, 101, {"junzheng": True}, every_step=False)
    assert m.outcome()["result"].startswith("sanguosha.result.") and len(GAME.conserved(m.state)) == 160


def test_iron_chain_may_be_recast_in_the_play_phase_for_one_card():
    # §9.3 "Alternatively, recast it (重铸): put it in the discard pile and draw 1."
    t = junzheng_turn({0: [CHAIN]}, deck_top=[PEACH_H3])
    assert "recast:" + str(CHAIN) in playable(t, 0)
    t.answer(0, ["recast:" + str(CHAIN)], "play")
    assert CHAIN in t.state.discard and PEACH_H3 in t.hand(0) and t.seats_asked("play") == [0]


def test_vermilion_fan_may_turn_a_normal_slash_into_fire():
    # §9.3 "朱雀羽扇 ... You may turn a normal 杀 you use into a fire 杀." (藤甲 then burns instead of stopping it)
    t = junzheng_turn({0: [SLASH]}, equip={0: [m("M040")], 1: [m("M002")]}).use(0, SLASH, 1)
    t.use_effect(0)
    t.respond(1)
    assert t.hp(1) == 2 and not no_effect_on(t, 1)


def test_vermilion_fan_may_be_declined():
    t = junzheng_turn({0: [SLASH]}, equip={0: [m("M040")]}).use(0, SLASH, 1)
    t.use_effect(0, yes=False)
    t.respond(1)
    assert t.hp(1) == 3 and any(e["key"] == "sanguosha.log.damage" for e in t.table_of(None)["log"])
