"""三国杀: the alternatives of docs/rules/sanguosha.md's rulings offered as host options (issue 15), each pinned by
a scenario named after it, beside the ruling it replaces (kept by tests/sanguosha/test_sanguosha_goldfish.py)."""

import random

import pytest
from sanguosha_scenario import (FILLER, ROLES4, SgsScenario, card, cards, goldfish_slash_at_one_hp, goldfish_turn,
                               turn_of)

from games.core.game import OptionsError
from games.sanguosha import GAME
from games.sanguosha.infoset import resample
from games.sanguosha.roles import RULING_OPTIONS

SLASH, PEACH, DODGE, DODGE_2 = cards("S014", "S032", "S030", "S031")
GOLDFISH = {"goldfish": True}


# ---------------------------------------------------------------- R18: the 4-player exception
def test_goldfish_4p_lord_exception_gives_the_lord_no_extra_max_hp_at_4_but_keeps_the_jade():
    # seed 000 l.415 "四人遊戲時不再額外增加" speaks of the max HP only
    t = SgsScenario(4, goldfish=True, goldfish_4p_lord_exception=True)
    lord = t.state.lord()
    assert [(s["max_hp"], s["jade"]) for s in t.table_of(None)["seats"]] == \
        [(4, 2) if s == lord else (4, 0) for s in range(4)]


def test_goldfish_4p_lord_exception_leaves_the_bonus_from_5_players():
    t = SgsScenario(5, goldfish=True, goldfish_4p_lord_exception=True)
    assert t.seat(t.state.lord())["max_hp"] == 5


# ---------------------------------------------------------------- R19: only Lord-side killers pay
def test_goldfish_penalty_lord_side_spares_a_rebel_who_kills_a_loyalist():
    t = goldfish_slash_at_one_hp(2, attacker=1, goldfish_penalty_lord_side=True, jade={1: 1}, armor={1: 2})
    t.nobody_saves()
    killer = t.seat(1)
    # it keeps the 2 cards of its draw phase, its 玉佩, 护甲 and HP, and its role card stays hidden
    assert (killer["hand"], killer["jade"], killer["armor"], killer["hp"]) == (2, 1, 2, 4)
    assert not t.state.revealed[1]


def test_goldfish_penalty_lord_side_still_punishes_a_loyalist_who_kills_a_loyalist():
    roles = ["lord", "loyalist", "loyalist", "rebel"]
    t = goldfish_slash_at_one_hp(2, attacker=1, roles=roles, goldfish_penalty_lord_side=True, hands={1: [SLASH, PEACH]},
                        armor={1: 2}).nobody_saves()
    killer = t.seat(1)
    assert (killer["hand"], killer["armor"], killer["hp"]) == (0, 0, 3) and t.state.revealed[1]


# ---------------------------------------------------------------- R22: 护甲 uncapped
def test_armor_uncapped_lets_armour_pile_up_past_5():
    t = goldfish_slash_at_one_hp(1, armor={0: 4}, armor_uncapped=True).nobody_saves()
    assert t.seat(0)["armor"] == 6


# ---------------------------------------------------------------- R23: 玉佩 as hand limit
HAND_OF_5 = cards("S001", "S003", "S004", "S005", "S006")


def test_jade_hand_limit_raises_the_hand_limit_by_each_jade():
    # the Lord at 5 HP with 2 玉佩 ends its play holding 5 + 2 drawn cards: none to discard
    t = goldfish_turn(0, {0: HAND_OF_5}, jade_hand_limit=True).end_play(0)
    assert len(t.hand(0)) == 7 and not t.prompts("discard")


def test_jade_hand_limit_discards_only_the_cards_over_hp_and_jade():
    t = goldfish_turn(0, {0: HAND_OF_5 + cards("S007")}, jade_hand_limit=True).end_play(0)
    assert t.prompt_of(0, "discard").params["count"] == 1


def test_without_jade_hand_limit_the_same_hand_discards_down_to_hp():
    t = goldfish_turn(0, {0: HAND_OF_5}).end_play(0)
    assert t.prompt_of(0, "discard").params["count"] == 2


def test_jade_hand_limit_leaves_no_jade_to_spend_while_dying():
    t = goldfish_slash_at_one_hp(1, jade={1: 2}, jade_hand_limit=True)
    t.decline(0)
    assert "jade" not in t.choices_of(1, "peach")


def test_jade_hand_limit_still_turns_over_healing_into_jade():
    t = goldfish_turn(0, {0: [PEACH]}, jade_hand_limit=True).use(0, PEACH)
    assert (t.hp(0), t.seat(0)["jade"]) == (5, 3)


# ---------------------------------------------------------------- 谋攻篇 (§9.6)
def mougong_turn(seat: int, hands: dict, **spec) -> SgsScenario:
    """`seat`'s play phase in a 谋攻 match without heroes (the Lord hidden, 4/4); its start phase gave it 1 rage."""
    return turn_of(seat, hands, mougong=True, **spec)


def slash_hits(t: SgsScenario, victim: int, play: str) -> SgsScenario:
    """Seat 0 plays `play` (a card or a strengthened use of 杀) on `victim`."""
    return t.answer(0, [play], "play").answer(0, [str(victim)], "targets")


def test_mougong_rage_uncapped_lets_rage_grow_past_4():
    t = mougong_turn(0, {0: [SLASH]}, rage={0: 4}, mougong_rage_uncapped=True)
    assert t.seat(0)["rage"] == 5


def test_mougong_stacking_strengthens_one_slash_both_ways_for_3_rage():
    # R27's alternative: "allow stacking (3 rage)": two 闪 to cancel it, and +1 damage
    t = mougong_turn(0, {0: [SLASH], 1: [DODGE]}, rage={0: 2}, mougong_stacking=True)
    slash_hits(t, 1, f"strengthen:slash_damage:{SLASH}")
    assert t.seat(0)["rage"] == 0 and t.prompt_of(1, "respond").params["count"] == 2
    t.respond(1, DODGE).respond(1)
    assert t.hp(1) == 2


def test_without_mougong_stacking_a_slash_is_offered_one_strengthening_at_a_time():
    t = mougong_turn(0, {0: [SLASH]}, rage={0: 2})
    assert f"strengthen:slash_damage:{SLASH}" not in t.choices_of(0, "play")


def test_mougong_stacking_is_offered_only_when_3_rage_can_pay():
    t = mougong_turn(0, {0: [SLASH]}, rage={0: 1}, mougong_stacking=True)
    assert f"strengthen:slash_damage:{SLASH}" not in t.choices_of(0, "play")


def test_mingjun_plus_two_more_gives_a_lord_without_a_lord_skill_3_max_hp():
    # R30's alternative "+1 and then +2 more" (no heroes: no lord skill); the heal of 2 comes under the old max HP
    t = mougong_turn(1, {1: [SLASH]}, hp={0: 1}, mingjun_plus_two_more=True)
    t.answer(1, [str(SLASH)], "play").answer(1, ["0"], "targets").respond(0)
    assert t.seat(0)["role"] == "lord" and (t.hp(0), t.seat(0)["max_hp"]) == (2, 7)


def test_mougong_tell_rebel_shows_the_disguise_to_that_rebel_alone():
    t = mougong_turn(0, {0: [SLASH]}, mougong_tell_rebel=True)
    rebel = next(s for s in range(4) if t.state.disguised[s])
    assert [t.table_of(s)["me"]["disguised"] for s in range(4)] == [s == rebel for s in range(4)]
    t.assert_sees(rebel, disguised=True)
    for reader in (None, *(s for s in range(4) if s != rebel)):
        t.assert_hidden(reader, disguised=True)
    assert t.leaks() == []


def test_without_mougong_tell_rebel_no_seat_is_told():
    t = mougong_turn(0, {0: [SLASH]})
    assert all("disguised" not in t.table_of(s)["me"] for s in range(4))


def test_mougong_tell_rebel_the_redeal_keeps_the_told_rebels_disguise():
    t = SgsScenario(5, roles=["lord", "loyalist", "rebel", "rebel", "renegade"], hands={0: [SLASH]}, deck_top=FILLER,
                    first_turn=0, mougong=True, mougong_tell_rebel=True)
    st, rng = t.state, random.Random(3)
    rebel = st.disguised.index(True)
    other = 5 - rebel    # the other Rebel, seat 2 or 3
    for _ in range(50):
        assert resample(GAME, st, rebel, rng).disguised[rebel]
        assert not resample(GAME, st, other, rng).disguised[other]


def test_mougong_unmask_draw_to_max_hp_fills_the_hand_up_to_max_hp():
    # R32's alternative "draw up to max HP": the disguised Rebel holds 1 card, recovers to 4 and draws 3
    t = mougong_turn(0, {0: [SLASH], 1: [DODGE_2]}, hp={1: 1}, mougong_unmask_draw_to_max_hp=True,
                     deck_top=FILLER + cards("S086", "S088", "S089"))
    assert t.state.disguised[1]
    slash_hits(t, 1, str(SLASH)).respond(1)
    assert (t.hp(1), t.seat(1)["hand"], t.seat(1)["role"]) == (4, 4, "rebel")


# ---------------------------------------------------------------- R5: both piles empty
def test_piles_empty_skip_skips_the_draw_and_plays_on():
    # seat 2 holds all 108 cards: seat 0's draw phase finds nothing, draws nothing and its turn goes on
    t = SgsScenario(4, roles=ROLES4, hands={2: list(range(108))}, first_turn=0, piles_empty_skip=True)
    assert not t.finished and t.prompt_of(0, "play") and t.hand(0) == []


def test_piles_empty_skip_draws_what_exists_and_no_more():
    t = SgsScenario(4, roles=ROLES4, hands={2: list(range(107))}, first_turn=0, piles_empty_skip=True)
    assert not t.finished and t.hand(0) == [107]


def test_without_piles_empty_skip_nothing_to_draw_ends_the_match_in_a_draw():
    t = SgsScenario(4, roles=ROLES4, hands={2: list(range(108))}, first_turn=0)
    assert t.finished and t.outcome["result"] == "sanguosha.result.draw"


# ---------------------------------------------------------------- R15: conducted damage
def chained_1_and_2_then(hand_0: list, **spec) -> SgsScenario:
    """A 军争 match: seat 0 chains seats 1 and 2 with 铁索连环 (♠J M011), holding `hand_0` for what follows."""
    chain = card("M011")
    t = turn_of(0, {0: [chain] + hand_0}, junzheng=True, deck_top=FILLER, **spec)
    return t.use(0, chain, 1, 2).pass_window().pass_window()


def test_conduct_final_amount_copies_the_amount_the_first_target_took():
    # 酒 + fire 杀 on seat 1 wearing 藤甲: 1 + 1 (酒) + 1 (藤甲) = 3 taken; seat 2 takes the same 3
    wine, fire_slash, rattan = (card(c) for c in ("M003", "M017", "M002"))
    t = chained_1_and_2_then([wine, fire_slash], equip={1: [rattan]}, hp={1: 4, 2: 4}, conduct_final_amount=True)
    t.use(0, wine).use(0, fire_slash, 1).respond(1)
    assert (t.hp(1), t.hp(2)) == (1, 1)


def test_without_conduct_final_amount_the_first_targets_armour_is_not_copied():
    wine, fire_slash, rattan = (card(c) for c in ("M003", "M017", "M002"))
    t = chained_1_and_2_then([wine, fire_slash], equip={1: [rattan]}, hp={1: 4, 2: 4})
    t.use(0, wine).use(0, fire_slash, 1).respond(1)
    assert (t.hp(1), t.hp(2)) == (1, 2)


# ---------------------------------------------------------------- the lobby
@pytest.mark.parametrize("option", sorted(o for o, (variant, _) in RULING_OPTIONS.items() if variant))
def test_the_lobby_refuses_a_ruling_option_without_its_variant_saying_how_to_fix_it(option):
    variant = RULING_OPTIONS[option][0]
    with pytest.raises(OptionsError, match=f"turn {variant} on, or {option} off"):
        GAME.resolve_options({option: True}, 6)
    assert GAME.resolve_options({variant: True, option: True}, 6)[option]


def test_conduct_final_amount_fits_goldfish_160_cards_and_chains():
    assert GAME.resolve_options({"goldfish": True, "conduct_final_amount": True}, 6)["conduct_final_amount"]


def test_the_lobby_refuses_piles_empty_skip_without_a_round_cap_saying_how_to_fix_it():
    with pytest.raises(OptionsError, match="set round_cap above 0, or piles_empty_skip off"):
        GAME.resolve_options({"piles_empty_skip": True, "round_cap": 0}, 6)
    assert GAME.resolve_options({"piles_empty_skip": True}, 6)["piles_empty_skip"]
