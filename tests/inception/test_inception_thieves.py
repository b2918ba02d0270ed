"""盗梦都市 thieves (docs/rules/inception.md §10.2): each thief's skills, one scene each. Seat 0 is the master (no
role), the thief under test sits at seat 1 and plays first."""

from inception_scenario import C, KICK, PEEK, S, SH, SS, U, InceptionScenario


def thief(role, others=None, **kw):
    roles = [None] * 5
    roles[1] = role
    for seat, r in (others or {}).items():
        roles[seat] = r
    kw.setdefault("first", 1)
    return InceptionScenario(roles=roles, **kw)


def test_apollo_worship_takes_a_random_card_from_a_bribed_thief():
    t = thief("apollo", hands={3: C[:1]}, bribes={3: ["fail"]}, bribe_pile=["deal"])
    t.act(1, "skill:worship", ["3"])
    assert C[0] in t.hand(1) and t.hand_size(3) == 0


def test_apollo_corona_has_the_masters_skill_in_his_own_turn():
    t = thief("apollo", others={0: "uranus"}, bribe_pile=["fail", "deal"])
    assert "skill:power" in t.play_choices(1)


def test_luna_eclipse_kills_for_two_shoots_and_flips_to_full_moon_which_revives():
    t = thief("luna", hands={1: S[:2] + C[:2]}, layers={4: 0}, deck_top=C[2:3] + U[:1])
    t.act(1, "skill:eclipse", ["2"])
    assert not t.alive(2) and t.table["seats"][1]["face"] == "b"
    t.act(1, "skill:full_moon", [str(C[0]), str(C[1])], ["2", "4"])
    assert t.alive(2) and t.alive(4) and t.table["seats"][1]["face"] == "a"


def test_gaia_shake_moves_everyone_else_of_her_layer_to_an_adjacent_layer():
    t = thief("gaia", layers={1: 2, 2: 2, 3: 2})
    t.act(1, "skill:shake", ["layer:3"])
    assert (t.layer_of(2), t.layer_of(3), t.layer_of(1)) == (3, 3, 2)


def test_capricornus_rhythm_shoots_anywhere_and_unlocks_without_limit_while_the_hand_is_big():
    t = thief("capricornus", hands={1: S[:1] + U[:2]}, layers={2: 4})
    t.use(1, U[0]).nobody_cancels()
    assert str(U[1]) in t.play_choices(1)
    assert "2" in t.use(1, S[0]).choices_of(1, "prompt.target")


def test_aquarius_gathers_a_card_for_two_same_name_cards_and_unseals_without_limit():
    t = thief("aquarius", hands={1: C[:2] + U[:2]}, deck_left=60)
    t.use(1, C[0]).use(1, C[1])
    assert "skill:gather" in t.play_choices(1)
    t.use(1, U[0]).nobody_cancels()
    assert str(U[1]) in t.play_choices(1)


def test_pisces_drift_escapes_a_shoot_downwards_and_baptism_moves_up_and_revives():
    t = thief("pisces", first=2, hands={2: S[:1]}, layers={1: 2, 2: 2})
    t.use(2, S[0], ["1"])
    t.answer(1, ["yes"], "prompt.skill")
    assert t.layer_of(1) == 1 and t.table["seats"][1]["face"] == "b"
    t2 = thief("pisces", faces={1: "b"}, layers={3: 0})
    t2.act(1, "skill:baptism", ["3"])
    assert t2.layer_of(1) == 2 and t2.layer_of(3) == 2


def test_aries_stardust_reveals_the_nightmare_where_a_thief_died_and_shine_then_draws_more():
    t = thief("aries", first=2, hands={2: S[:1]}, nightmares=["despair", None, None, None], spare=[], dice=[1])
    t.use(2, S[0], ["3"])
    assert t.prompt_of(1, "prompt.nightmare").params["nightmare"] == "despair"
    t.answer(1, ["discard"])
    assert t.table["layers"][0]["nightmare"] is False
    t.end_play(2).time_out_until("prompt.how_many", 1)
    t.answer(1, ["1"], "prompt.how_many")
    assert t.hand_size(1) == 3


def test_aries_shine_asks_nothing_before_any_nightmare_is_discarded():
    t = thief("aries", nightmares=["despair", None, None, None], spare=[])
    assert t.hand_size(1) == 2 and not t.prompts("prompt.how_many")


def test_taurus_horn_kills_when_his_roll_beats_the_target():
    t = thief("taurus", hands={1: S[:1]}, dice=[5, 6])
    t.use(1, S[0], ["2"]).answer(1, ["yes"], "prompt.skill")
    assert not t.alive(2)


def test_gemini_fate_removes_two_locks_when_the_master_is_higher():
    t = thief("gemini", layers={0: 3}, dice=[5])
    t.end_play(1).answer(1, ["yes"], "prompt.skill")
    assert t.locks(1) == 3 and t.table["seats"][1]["face"] == "b"


def test_gemini_choice_draws_the_sum_of_two_dice_when_the_master_is_lower():
    t = thief("gemini", faces={1: "b"}, layers={1: 3, 0: 1}, dice=[2, 3])
    t.end_play(1).answer(1, ["yes"], "prompt.skill")
    assert t.hand_size(1) == 7 and t.table["seats"][1]["face"] == "a"


def test_cancer_gives_her_layer_one_more_card_and_no_hand_limit():
    t = thief("cancer", first=2, hands={2: C[:3] + U[:2]})
    assert t.hand_size(2) == 8
    t.end_play(2)
    assert not t.prompts("prompt.discard")


def test_virgo_perfect_acts_on_any_final_six():
    t = thief("virgo", first=2, hands={2: S[:1]}, dice=[6])
    t.use(2, S[0], ["3"])
    t.answer(1, ["draw2"], "prompt.perfect")
    assert t.hand_size(1) == 2


def test_libra_balance_gives_the_hand_and_takes_back_a_pile():
    t = thief("libra", hands={1: C[:1], 2: U[:2]})
    t.act(1, "skill:balance", ["2"])
    t.answer(2, [str(U[0])], "prompt.split")
    t.answer(1, ["pile:1"], "prompt.pile")
    assert t.hand(1) == [U[0]] and t.hand_size(2) == 4


def test_scorpius_sting_rolls_two_dice_and_keeps_their_difference():
    t = thief("scorpius", hands={1: S[:1]}, dice=[4, 3])
    t.use(1, S[0], ["2"]).answer(1, ["yes"], "prompt.skill")
    assert not t.alive(2) and t.table["roll"]["dice"] == [4, 3]


def test_sagittarius_never_moves_his_target_and_pierces_a_lock_for_a_kill():
    t = thief("sagittarius", hands={1: S[:2]}, dice=[3, 1])
    t.use(1, S[0], ["2"])
    assert t.layer_of(2) == 1
    t.use(1, S[1], ["2"])
    t.answer(1, ["minus:2"], "prompt.pierce")
    assert t.locks(2) == 3


def test_haley_impact_shoots_on_a_successful_unlock_with_two_less():
    t = thief("haley", hands={1: U[:1]}, dice=[3])
    t.use(1, U[0]).nobody_cancels()
    t.answer(1, ["2"], "prompt.impact")
    assert not t.alive(2)


def test_black_hole_devours_a_card_from_each_of_his_layer_instead_of_drawing():
    t = InceptionScenario(roles=[None, "blackhole", None, None, None], first=1, hands={2: C[:1], 3: C[1:2]})
    t.answer(1, ["yes"], "prompt.skill")
    assert set(t.hand(1)) == set(C[:2])


def test_black_hole_swallow_pulls_an_adjacent_layer_into_his():
    t = thief("blackhole", layers={3: 2, 4: 2}, first=1)
    t.time_out_until("prompt.play", 1)
    t.act(1, "skill:swallow")
    assert t.layer_of(3) == 1 and t.layer_of(4) == 1


def test_athena_quick_wit_takes_a_discard_card_when_a_thief_uses_a_card_on_her():
    t = thief("athena", first=2, hands={2: S[:1]}, deck_left=60, dice=[6])
    t.use(2, S[0], ["1"])
    pick = t.prompt_of(1, "prompt.from_discard").choices[0]
    t.answer(1, [pick.id])
    assert int(pick.id) in t.hand(1)


def test_athena_marvel_kills_when_five_names_differ():
    t = thief("athena", hands={1: [C[0], U[0], SH[0], PEEK[0]]}, deck_top=KICK[:1] + S[:1] + [SS[0]])
    t.act(1, "skill:marvel", [str(C[0]), str(U[0]), str(SH[0]), str(PEEK[0])])
    t.answer(1, ["2"], "prompt.target")
    assert not t.alive(2)


def test_leo_draws_as_many_more_as_the_master_holds():
    t = thief("leo", hands={0: C[:3]})
    assert t.hand_size(1) == 5


def test_avatar_draws_two_moving_up_in_his_play_phase():
    t = thief("avatar", hands={1: SH[:1]})
    t.use(1, SH[0])
    assert t.layer_of(1) == 2 and t.hand_size(1) == 2 + 2, "2 drawn, the shuttle used, 2 for 降临"


def test_joker_draws_a_roll_and_discards_his_whole_hand_at_the_discard_phase():
    t = thief("joker", dice=[5])
    assert t.hand_size(1) == 5
    t.end_play(1)
    assert t.hand_size(1) == 0


def test_pointman_shows_his_draw_and_draws_two_more_with_a_shuttle():
    t = thief("pointman", deck_top=[SH[0], C[0]])
    assert t.hand_size(1) == 4


def test_dream_interpreter_draws_two_for_each_unseal_used():
    t = thief("interpreter", hands={1: U[:1]})
    t.use(1, U[0]).nobody_cancels()
    assert t.hand_size(1) == 4


def test_tourist_gives_his_hand_and_joins_the_receiver():
    t = thief("tourist", layers={3: 3})
    t.act(1, "skill:support", ["3"])
    assert t.hand_size(1) == 0 and t.layer_of(1) == 3 and t.hand_size(3) == 2


def test_martyr_rolls_changes_two_locks_and_dies():
    t = thief("martyr", dice=[4])
    t.act(1, "skill:sacrifice", ["minus"])
    assert t.locks(1) == 3 and not t.alive(1) and t.hand_size(1) == 0


def test_shade_follows_the_master():
    t = thief("shade", layers={0: 4})
    t.act(1, "skill:follow")
    assert t.layer_of(1) == 4


def test_terrorist_shoots_anywhere_and_his_target_rolls_one_less_unless_it_pays():
    t = thief("terrorist", hands={1: S[:1]}, layers={2: 4}, dice=[2])
    t.use(1, S[0], ["2"])
    assert not t.alive(2)


def test_lord_of_war_trades_two_cards_for_one_of_the_discard_pile():
    t = thief("lord_of_war", hands={1: C[:2]}, deck_left=60)
    t.act(1, "skill:black_market", [str(C[0]), str(C[1])])
    t.time_out("prompt.from_discard")
    assert t.hand_size(1) == 3


def test_judge_of_mind_picks_one_of_two_dice():
    t = thief("judge", hands={1: S[:1]}, dice=[6, 1])
    t.use(1, S[0], ["2"]).answer(1, ["die:1"], "prompt.die")
    assert not t.alive(2)


def test_black_swan_scatters_her_hand_and_draws_four():
    t = InceptionScenario(roles=[None, "black_swan", None, None, None], first=1, hands={1: C[:2]})
    t.answer(1, ["yes"], "prompt.skill")
    t.answer(1, [str(C[0]), str(C[1])], "prompt.scatter").answer(1, ["3"], "prompt.target")
    assert t.hand_size(1) == 4 and t.hand_size(3) == 2


def test_chemist_mixes_a_shuttle_from_the_discard_and_injects_another_player():
    t = thief("chemist", hands={1: SH[:1] + C[:1]}, layers={2: 1})
    t.use(1, SH[0], ["2"])
    assert t.layer_of(2) == 2


def test_architect_maze_shields_a_player_of_his_layer():
    t = thief("architect", hands={1: S[:2]})
    t.act(1, "skill:maze", [str(S[0])], ["2"])
    assert "2" not in t.use(1, S[1]).choices_of(1, "prompt.target")


def test_soul_sculptor_makes_the_result_the_targets_hand_size():
    t = thief("sculptor", hands={1: S[:1], 2: C[:1]}, dice=[6])
    t.use(1, S[0], ["2"]).answer(1, ["yes"], "prompt.skill")
    assert not t.alive(2)


def test_forger_draws_blind_and_gives_back_as_many():
    t = thief("forger", hands={1: C[:1], 2: U[:2]})
    t.act(1, "skill:trick", ["2"], ["hand:0", "hand:1"])
    t.answer(1, [str(C[0]), str(t.hand(1)[1])], "prompt.give_back")
    assert t.hand_size(2) == 2 and set(U[:2]) & set(t.hand(1))


def test_soul_priest_revives_into_her_layer_and_takes_the_hand():
    t = thief("soul_priest", hands={1: C[:1], 3: U[:2]}, layers={3: 0})
    t.act(1, "skill:rescue", [str(C[0])], ["3"])
    assert t.layer_of(3) == 1 and set(U[:2]) <= set(t.hand(1))


def test_space_queen_draws_when_another_unlocks_and_tops_the_deck_in_a_discard_phase():
    t = thief("space_queen", first=2, hands={2: U[:1], 1: C[:1]})
    t.use(2, U[0]).nobody_cancels()
    assert t.hand_size(1) == 2
    t.end_play(2).answer(1, [str(C[0])], "prompt.creation_top")
    t.to_play(3)
    assert C[0] in t.hand(3)


def test_extractor_draws_the_locks_left_after_his_unlock():
    t = thief("extractor", hands={1: U[:1]})
    t.use(1, U[0]).nobody_cancels()
    assert t.hand_size(1) == 2 + 4
