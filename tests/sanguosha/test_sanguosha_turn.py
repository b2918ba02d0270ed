"""The turn and the basic cards: phases, draw, the 杀 limit, 闪, 桃, distance, discard (§5, §6.1-6.3,
§7.2; seed 000 l.433-457)."""

from sanguosha_scenario import FILLER, ROLES4 as ROLES, SgsScenario, card, cards, turn_of


def lord_turn(hands, **spec):
    return turn_of(0, hands, **spec)


def test_the_draw_phase_draws_two_from_the_top():
    # Seed 000 l.441: "你從牌堆頂摸兩張牌".
    t = lord_turn({0: []})
    assert t.hand(0) == FILLER


def test_a_slash_undodged_deals_one_damage():
    # docs/rules/sanguosha.md §7.2: "The target must respond with 闪, or take 1 damage from the user."
    t = lord_turn({0: cards("S014")}).use(0, card("S014"), 1).respond(1)
    assert t.hp(1) == 3 and card("S014") in t.state.discard


def test_a_dodge_cancels_a_slash():
    t = lord_turn({0: cards("S014"), 1: cards("S030")}).use(0, card("S014"), 1).respond(1, card("S030"))
    assert t.hp(1) == 4 and t.hand(1) == []


def test_a_card_that_cannot_answer_is_refused_after_the_tap():
    # docs/sanguosha-view.md: respond offers the whole hand; a card that cannot answer is refused.
    t = lord_turn({0: cards("S014"), 1: cards("S032", "S030")}).use(0, card("S014"), 1)
    assert set(t.choices_of(1, "respond")) == {"pass", str(card("S032")), str(card("S030"))}
    assert t.refusal(1, [str(card("S032"))], "respond").code == "cannot_answer"


def test_a_second_slash_in_one_play_phase_is_not_offered():
    # Seed 000 l.446: "每個出牌階段僅限使用一次[殺]".
    t = lord_turn({0: cards("S014", "S016")})
    assert str(card("S016")) in t.offered(0)
    t.use(0, card("S014"), 1).respond(1)
    assert str(card("S016")) not in t.offered(0)
    assert t.table_of(None)["slashes"] == {"used": 1, "limit": 1}


def test_a_slash_reaches_only_players_in_attack_range():
    # §6.2-6.3: seat 2 sits two steps away from seat 0 at a table of four; the range is 1.
    t = lord_turn({0: cards("S014")})
    t.answer(0, [str(card("S014"))], "play")
    targets = t.prompt_of(0, "targets")
    assert sorted(int(c.id) for c in targets.choices) == [1, 3]
    assert {c.params["distance"] for c in targets.choices} == {1}


def test_a_dead_player_no_longer_counts_for_distance():
    # §6.2: "counting living players only".
    t = SgsScenario(4, roles=ROLES, hands={0: cards("S014")}, deck_top=FILLER, first_turn=0, dead=[1])
    t.answer(0, [str(card("S014"))], "play")
    assert sorted(int(c.id) for c in t.prompt_of(0, "targets").choices) == [2, 3]


def test_an_empty_target_answer_takes_the_card_back():
    t = lord_turn({0: cards("S014")})
    t.answer(0, [str(card("S014"))], "play").answer(0, [], "targets")
    assert card("S014") in t.hand(0) and t.seats_asked("play") == [0]


def test_a_peach_is_offered_only_while_wounded_and_recovers_one():
    # §7.2: "Own play phase on yourself while wounded".
    full = lord_turn({0: cards("S032")})
    assert str(card("S032")) not in full.offered(0)
    hurt = lord_turn({0: cards("S032")}, hp={0: 2}).use(0, card("S032"))
    assert hurt.hp(0) == 3


def test_dodge_and_negate_are_never_offered_in_the_play_phase():
    t = lord_turn({0: cards("S030", "S023")})
    assert t.offered(0) == ["end"]


def test_discard_down_to_current_hp_newest_cards_on_time_out():
    # Seed 000 l.450: "你的手牌上限等於你當前的體力值"; §12: on time-out, the newest cards.
    t = lord_turn({0: cards("S030", "S031", "S053")}, hp={0: 2}).end_play(0)
    assert t.prompt_of(0, "discard").min == 3
    t.time_out("discard")
    assert t.hand(0) == cards("S030", "S031") and card("S085") in t.state.discard


def test_the_turn_passes_in_seat_order():
    # Seed 000 l.432: the next player's turn begins when one ends.
    t = lord_turn({0: []}).end_play(0)
    assert t.table_of(None)["current"] == 1 and t.table_of(None)["round"] == 1


def everything_but(*kept):
    return [c for c in range(108) if c not in kept]


def test_the_draw_pile_is_reshuffled_from_the_discard_pile_when_it_runs_out():
    # Seed 000 l.443: "牌堆沒牌，則立即將棄牌堆洗混後形成新的摸牌堆". Seat 2 holds all the cards but four:
    # seat 0's 杀 and the three in the pile.
    pile = cards("S084", "S085", "S086")
    t = SgsScenario(4, roles=ROLES, hands={0: cards("S014"), 2: everything_but(card("S014"), *pile)},
                    deck_top=pile, first_turn=0)
    t.use(0, card("S014"), 1).respond(1).end_play(0)     # seat 1 draws the last card and the 杀
    assert t.table_of(None)["deck"] == 0 and t.table_of(None)["discard"]["count"] == 0
    assert set(t.hand(1)) == {card("S086"), card("S014")}
    assert any(e["key"] == "sanguosha.log.reshuffle" for e in t.table_of(None)["log"])


def test_nothing_left_to_draw_in_either_pile_ends_the_match_in_a_draw():
    # R5: "If nothing at all can be drawn, the match ends as a draw."
    t = SgsScenario(4, roles=ROLES, hands={2: everything_but()}, first_turn=0)
    assert t.finished and t.outcome["result"] == "sanguosha.result.draw" and t.outcome["winners"] == []


def test_the_round_cap_ends_the_match_in_a_draw():
    # R6: after `round_cap` rounds the match is a draw.
    t = SgsScenario(4, roles=ROLES, round_cap=1)
    for _ in range(200):
        if t.finished:
            break
        t.time_out()
    assert t.finished and t.outcome["result"] == "sanguosha.result.draw" and t.outcome["winners"] == []
