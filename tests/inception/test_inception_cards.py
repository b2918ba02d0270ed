"""盗梦都市 action cards (docs/rules/inception.md §8), one scene each, and the nightmares (§9)."""

from inception_scenario import C, PEEK, S, SH, SS, TS, U, InceptionScenario, cards_of

GR = cards_of("graft", 1)
D3, D4, D5 = cards_of("decree3") + cards_of("decree4") + cards_of("decree5")
NIGHTMARES = ["echo", "fall", "hunger", "plague"]


def test_king_of_assassins_reaches_any_layer_and_kills_on_2():
    t = InceptionScenario(first=1, hands={1: cards_of("shoot_assassin")}, layers={2: 4}, dice=[2])
    t.use(1, cards_of("shoot_assassin")[0], ["2"])
    assert not t.alive(2)


def test_armour_piercing_spiral_shows_the_hand_and_discards_every_unseal_on_3_to_5():
    spiral = cards_of("shoot_spiral")[0]
    t = InceptionScenario(first=1, hands={1: [spiral], 2: U[:2] + C[:1]}, layers={1: 2, 2: 2}, dice=[4])
    t.use(1, spiral, ["2"])
    assert t.table["shown"][0]["seat"] == 2 and len(t.table["shown"][0]["cards"]) == 3
    t.answer(1, ["layer:3"])
    assert t.hand(2) == C[:1] and t.layer_of(2) == 3


def test_burst_warhead_discards_every_shoot_type_card():
    warhead = cards_of("shoot_warhead")[0]
    t = InceptionScenario(first=1, hands={1: [warhead], 2: S[:1] + SS[:1] + U[:1]}, layers={1: 2, 2: 2}, dice=[3])
    t.use(1, warhead, ["2"]).answer(1, ["layer:1"])
    assert t.hand(2) == U[:1]


def test_shoot_dream_shuttle_is_used_either_as_shoot_or_as_a_move():
    t = InceptionScenario(first=1, hands={1: SS[:2]}, layers={3: 2}, dice=[6])
    t.use(1, SS[0])
    assert t.choices_of(1, "prompt.shoot_mode") == ["shoot", "shuttle"]
    t.answer(1, ["shuttle"])
    assert t.layer_of(1) == 2
    t.use(1, SS[1], ["shoot"], ["3"])
    assert t.table["roll"]["for"] == "shoot_shuttle"


def test_dream_shuttle_moves_to_an_adjacent_layer():
    t = InceptionScenario(first=1, hands={1: SH[:1]}, layers={1: 2})
    t.use(1, SH[0], ["layer:3"])
    assert t.layer_of(1) == 3


def test_dream_peek_lets_the_master_bribe_first_and_shows_one_vault_to_the_thief_alone():
    # §8 梦境窥视 ①; seed 000 l.742 "或是盜夢者使用夢境窺視，夢主也可以給予一張賄絡牌".
    t = InceptionScenario(first=1, hands={1: PEEK[:1]}, bribe_pile=["fail", "deal"])
    t.use(1, PEEK[0])
    t.answer(0, ["yes"], "prompt.peek_bribe")
    t.answer(1, ["layer:4"], "prompt.peek_vault")
    t.assert_sees(1, layer=4, vault="secret").assert_hidden(2, layer=4, vault="secret")
    t.assert_hidden(None, layer=4, vault="secret")
    t.assert_sees(1, seat=1, bribes=["fail"])
    assert t.leaks() == []


def test_dream_peek_lets_the_master_look_at_a_thiefs_bribes():
    # §8 梦境窥视 ② / seed 000 l.744 "除非使用特殊的牌或者方式".
    t = InceptionScenario(hands={0: PEEK[:1]}, bribes={3: ["deal"]}, bribe_pile=["fail"])
    t.assert_hidden(0, seat=3, bribes=["deal"])
    t.use(0, PEEK[0], ["3"])
    t.assert_sees(0, seat=3, bribes=["deal"]).assert_hidden(2, seat=3, bribes=["deal"])
    assert t.leaks() == []


def test_telekinesis_pulls_a_player_into_your_layer():
    tk = cards_of("telekinesis")[0]
    t = InceptionScenario(first=1, hands={1: [tk]}, layers={3: 4})
    t.use(1, tk, ["3"])
    assert t.layer_of(3) == 1


def test_creation_draws_two():
    t = InceptionScenario(first=1, hands={1: C[:1]})
    t.use(1, C[0])
    assert t.hand_size(1) == 4


def test_kick_swaps_layers():
    kick = cards_of("kick")[0]
    t = InceptionScenario(first=1, hands={1: [kick]}, layers={2: 3})
    t.use(1, kick, ["2"])
    assert (t.layer_of(1), t.layer_of(2)) == (3, 1)


def test_time_storm_mills_ten_and_leaves_the_game():
    t = InceptionScenario(first=1, hands={1: TS[:1]})
    deck = t.table["deck"]
    t.use(1, TS[0])
    assert t.table["deck"] == deck - 10 and t.table["removed"] == 1


def test_a_time_storm_discarded_from_the_hand_triggers_too():
    # §8 "This also triggers when it is discarded from your hand for any reason."
    t = InceptionScenario(first=1, hands={1: TS[:1] + C[:3] + U[:2]}, deck_top=U[2:4])
    deck = t.table["deck"]
    t.end_play(1)
    t.answer(1, [str(TS[0]), str(C[0]), str(C[1])], "prompt.discard")
    assert t.table["removed"] == 1 and t.table["deck"] == deck - 10 - 2, "10 milled, then seat 2 drew 2"


def test_death_decree_kills_on_its_number_and_returns_to_the_hand():
    # §8 死亡宣言, I11.
    t = InceptionScenario(first=1, hands={1: S[:1] + [D4]}, dice=[4])
    t.use(1, S[0], ["2"])
    t.answer(1, [str(D4)], "prompt.decree")
    assert not t.alive(2) and D4 in t.hand(1)


def test_a_decree_kills_only_on_its_own_number_unless_any_345():
    t = InceptionScenario(first=1, hands={1: S[:1] + [D3]}, dice=[4])
    t.use(1, S[0], ["2"]).answer(1, [str(D3)], "prompt.decree")
    assert t.alive(2)
    t2 = InceptionScenario(first=1, hands={1: S[:1] + [D3]}, dice=[4], options={"decree_any_345": True})
    t2.use(1, S[0], ["2"]).answer(1, [str(D3)], "prompt.decree")
    assert not t2.alive(2)


def test_resonance_takes_a_hand_and_gives_the_whole_hand_back_before_the_discard_phase():
    res = cards_of("resonance")[0]
    t = InceptionScenario(first=1, hands={1: [res], 3: C[:2]})
    t.use(1, res, ["3"])
    assert set(C[:2]) <= set(t.hand(1)) and t.hand_size(3) == 0
    t.end_play(1)
    assert t.hand_size(1) == 0 and t.hand_size(3) == 4


def test_gravity_lays_hands_out_and_players_take_in_turn_order_starting_with_the_user():
    g = cards_of("gravity")[0]
    t = InceptionScenario(first=1, hands={1: [g], 3: C[:2] + U[:1]})
    t.use(1, g, ["3"])
    assert len(t.table["shown"][0]["cards"]) == 3
    assert t.prompt_of(1, "prompt.gravity")
    t.answer(1, ["pool:0"]).answer(3, ["pool:0"])
    assert t.hand_size(1) == 4 and t.hand_size(3) == 1


def test_graft_draws_three_and_puts_two_back_on_top_in_the_chosen_order():
    t = InceptionScenario(first=1, hands={1: GR}, deck_top=C[:2] + U[:3])
    t.use(1, GR[0])
    t.answer(1, [str(U[0]), str(U[1])], "prompt.graft")
    t.answer(1, [str(U[1]), str(U[0])], "prompt.graft_order")
    t.end_play(1).to_play(2)
    assert t.hand(2) == [U[1], U[0]]
    t.assert_hidden(3, id=U[1], kind="unseal")


def test_shapeshift_swaps_roles_until_the_end_of_the_turn():
    ex = cards_of("shapeshift")[0]
    roles = ["uranus", "interpreter", "haley", "joker", "leo"]
    t = InceptionScenario(first=1, hands={1: [ex]}, roles=roles)
    t.use(1, ex, ["3"])
    assert t.table["seats"][1]["role"] == "joker"
    t.end_play(1).to_play(2)
    assert t.table["seats"][1]["role"] == "interpreter"


def test_a_thief_may_not_shapeshift_with_the_master():
    ex = cards_of("shapeshift")[0]
    t = InceptionScenario(first=1, hands={1: [ex]}, roles=["uranus", "interpreter", "haley", "joker", "leo"])
    t.use(1, ex)
    assert "0" not in t.choices_of(1, "prompt.target")


def test_nightmare_unseal_reveals_a_nightmare_to_all_then_its_user_triggers_or_discards_it():
    nu = cards_of("nightmare_unseal")[0]
    t = InceptionScenario(first=1, hands={1: [nu]}, nightmares=NIGHTMARES)
    t.use(1, nu, ["layer:3"])
    assert t.table["nightmare_shown"] == {"layer": 3, "nightmare": "hunger"}
    t.answer(1, ["discard"], "prompt.nightmare")
    t.time_out("prompt.spare")
    assert t.table["layers"][2]["nightmare"] is False


def open_gold_and_trigger(nightmare, **arrange):
    """Seat 1 opens layer 1's gold vault; the master triggers its nightmare (§5.3 b)."""
    spec = {"first": 1, "locks": [1, 4, 3, 2], "nightmares": [nightmare, None, None, None]}
    hands = arrange.pop("hands", {})
    spec["hands"] = {1: U[:1], **hands}
    spec.update(arrange)
    t = InceptionScenario(**spec)
    t.use(1, U[0]).nobody_cancels()
    t.answer(0, ["trigger"], "prompt.gold")
    return t


def test_storm_of_despair_mills_ten_and_five_more_per_other_open_vault():
    t = open_gold_and_trigger("despair", opened=[3])
    assert [e["params"]["n"] for e in t.table["log"] if e["key"] == "inception.log.mill"] == [15]


def test_plague_of_malice_lets_the_master_bribe_and_sends_the_unbribed_thieves_to_the_lost_layer():
    t = open_gold_and_trigger("plague", layers={2: 1, 3: 2}, bribe_pile=["fail", "fail"])
    t.answer(0, ["2"], "prompt.plague")
    assert t.alive(2) and not t.alive(1) and t.alive(3) and t.alive(0)


def test_fall_into_the_void_sends_each_thief_where_it_rolls_or_to_the_lost_layer():
    t = open_gold_and_trigger("fall", layers={2: 1, 3: 1, 4: 2}, dice=[3, 1, 5])
    assert t.layer_of(1) == 3 and not t.alive(2) and not t.alive(3) and t.layer_of(0) == 1


def test_lingering_echo_restores_a_layers_locks_or_adds_one():
    t = open_gold_and_trigger("echo", locks=[1, 1, 3, 2])
    t.answer(0, ["layer:2"]).answer(0, ["restore"])
    assert t.locks(2) == 4


def test_hungers_bite_makes_everyone_in_the_layer_discard_three_or_fall():
    t = open_gold_and_trigger("hunger", hands={2: C[:3], 3: U[1:2]}, layers={4: 2})
    t.time_out("prompt.hunger")
    assert t.hand_size(2) == 0 and t.alive(2) and not t.alive(3) and t.hand_size(3) == 1
    assert not t.alive(0), "the master in the layer with fewer than 3 cards falls too"


def test_deadly_vortex_loses_the_layer_and_gathers_everyone_else_there_empty_handed():
    t = open_gold_and_trigger("vortex", layers={3: 2, 4: 3}, hands={3: C[:2]})
    assert not t.alive(1) and not t.alive(0) and not t.alive(2)
    assert t.layer_of(3) == 1 and t.layer_of(4) == 1 and t.hand_size(3) == 0
