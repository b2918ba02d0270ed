"""盗梦都市 masters (docs/rules/inception.md §10.1): each master's skill and world rule, one scene each."""

from inception_scenario import C, PEEK, S, SH, U, InceptionScenario

NONE4 = [None] * 4


def master(role, **kw):
    return InceptionScenario(roles=[role] + NONE4, **kw)


def test_uranus_power_moves_a_thief_anywhere_once_per_undealt_bribe():
    t = master("uranus", bribe_pile=["fail", "deal"])
    t.act(0, "skill:power", ["2"], ["layer:4"])
    t.act(0, "skill:power", ["3"], ["layer:3"])
    assert (t.layer_of(2), t.layer_of(3)) == (4, 3)
    assert "skill:power" not in t.play_choices(0)


def test_uranus_world_a_thief_moved_by_a_card_mills_one():
    t = master("uranus", first=1, hands={1: SH[:1]})
    deck = t.table["deck"]
    t.use(1, SH[0])
    assert t.table["deck"] == deck - 1


def test_pluto_hellfire_gives_two_cards_to_every_thief_with_fewer_than_two():
    t = master("pluto", hands={0: C[:1], 2: C[1:3]})
    t.act(0, "skill:hellfire", [str(C[0])])
    assert [t.hand_size(s) for s in (1, 2, 3, 4)] == [2, 2, 2, 2]


def test_pluto_world_thieves_draw_a_roll_and_six_cards_after_drawing_is_lost_at_the_end_of_the_turn():
    t = master("pluto", first=1, hands={1: C[:2]}, dice=[4])
    assert t.hand_size(1) == 6
    t.end_play(1).time_out("prompt.discard")
    assert not t.alive(1)


def test_neptune_storm_mills_five_when_locks_fall_and_its_world_wins_on_a_gold_vault():
    t = master("neptune", first=1, hands={1: U[:2]})
    deck = t.table["deck"]
    t.use(1, U[0]).nobody_cancels()
    assert t.table["deck"] == deck - 5
    t2 = master("neptune", first=1, hands={1: U[:1]}, locks=[1, 4, 3, 2])
    t2.use(1, U[0]).nobody_cancels()
    assert t2.outcome["result"] == "inception.result.master"


def test_jupiter_thunder_kills_below_the_masters_layer_and_its_world_shoots_adjacent_layers():
    t = master("jupiter", hands={0: S[:1]}, layers={0: 3, 1: 3}, dice=[3])
    t.use(0, S[0], ["1"])
    assert not t.alive(1), "3 − 1 (M4) = 2 is below layer 3"
    t2 = master("jupiter", first=1, hands={1: S[:1]}, layers={1: 2, 2: 3, 3: 3, 4: 3, 0: 3})
    assert "3" in t2.use(1, S[0]).choices_of(1, "prompt.target")


def test_mercury_backflow_takes_a_bribed_thiefs_card_and_its_world_adds_a_shattered_bribe():
    t = master("mercury", first=1, hands={1: C[:1]}, bribes={1: ["fail"]}, bribe_pile=["fail"])
    assert t.table["bribes_left"] == 2
    t.use(1, C[0])
    assert C[0] in t.hand(0) and t.hand_size(1) == 4


def test_venus_double_takes_the_top_cards_matching_a_shown_hand_card():
    t = master("venus", hands={0: U[:1]}, deck_top=C[:2] + [U[1], SH[0], U[2], SH[1]])
    t.act(0, "skill:double")
    t.answer(0, [str(U[0])], "prompt.double")
    assert {U[1], U[2]} <= set(t.hand(0)) and SH[0] not in t.hand(0)


def test_venus_world_repeats_a_card_for_two_discarded_cards():
    t = master("venus", first=1, hands={1: SH[:1] + C[:2]}, layers={1: 2})
    t.use(1, SH[0], ["layer:3"])
    t.act(1, "skill:repeat", ["shuttle"])
    t.answer(1, [str(C[0]), str(C[1])], "prompt.cost").answer(1, ["layer:4"])
    assert t.layer_of(1) == 4


def test_mars_carnage_discards_an_unseal_to_trigger_a_nightmare():
    t = master("mars", hands={0: U[:1]}, nightmares=["despair", None, None, None])
    t.act(0, "skill:carnage")
    assert t.table["nightmare_shown"]["nightmare"] == "despair"


def test_mars_world_trades_two_non_shoot_cards_for_a_shoot_of_the_discard_pile():
    t = master("mars", first=1, hands={1: C[:2]}, deck_top=U[:2], deck_left=20)
    t.act(1, "skill:arsenal")
    t.answer(1, [str(C[0]), str(C[1])], "prompt.cost")
    pick = t.prompt_of(1, "prompt.from_discard").choices[0]
    assert pick.ref["card"]["kind"].startswith("shoot")
    t.answer(1, [pick.id])
    assert int(pick.id) in t.hand(1)


def test_secret_passage_teleport_sends_a_thief_to_the_lost_layer_and_its_world_revives_for_a_shuttle():
    t = master("passage", hands={0: SH[:1]}, layers={3: 4})
    t.use(0, SH[0], ["3"])
    assert not t.alive(3)
    t2 = master("passage", first=1, hands={1: SH[1:2]}, layers={1: 0})
    t2.act(1, "revive")
    assert t2.layer_of(1) == 1 and t2.hand_size(1) == 2


def test_midsummer_draws_more_for_the_master_and_for_the_thieves():
    t = master("midsummer", bribe_pile=["deal", "fail", "fail"])
    assert t.hand_size(0) == 5
    t.end_play(0).to_play(1)
    assert t.hand_size(1) == 3


def test_chessboard_castling_swaps_the_opening_vault_and_its_world_draws_two_with_a_peek():
    t = master("chessboard", first=1, hands={1: U[:1]}, secret=1, locks=[1, 4, 3, 2])
    t.use(1, U[0]).nobody_cancels()
    t.answer(0, ["layer:2"], "prompt.castling")
    assert not t.finished and t.vault(1) == "gold"
    t.assert_sees(0, layer=2, vault="secret")
    t2 = master("chessboard", first=1, hands={1: PEEK[:1]}, bribe_pile=[])
    t2.use(1, PEEK[0], ["layer:2"])
    assert t2.hand_size(1) == 4


def test_fortress_ruthless_shoots_any_thief_on_the_masters_move():
    t = master("fortress", layers={3: 4}, dice=[2])
    t.act(0, "move:2")
    t.answer(0, ["3"], "prompt.fortress")
    assert not t.alive(3), "2 − 1 (M4) − 1 (要塞) stays 1"


def test_fortress_world_makes_the_masters_own_rolls_one_less():
    t = master("fortress", first=1, hands={1: S[:1]}, dice=[2])
    t.use(1, S[0], ["0"])
    assert not t.alive(0)


def test_black_hole_master_rewind_restores_two_locks_a_draw_and_its_world_allows_two_unlocks():
    t = master("blackhole_master", locks=[2, 4, 3, 2])
    assert t.locks(1) == 4 and t.locks(2) == 4
    t2 = master("blackhole_master", first=1, hands={1: U[:3]})
    t2.use(1, U[0]).nobody_cancels().use(1, U[1]).nobody_cancels()
    assert t2.locks(1) == 3 and str(U[2]) not in t2.play_choices(1)


def test_harbour_tsunami_after_a_vault_and_its_world_two_gold_vaults_win():
    t = master("harbour", first=1, hands={1: U[:1]}, locks=[1, 4, 3, 2], layers={2: 2}, dice=[6, 3],
               nightmares=NONE4)
    t.use(1, U[0]).nobody_cancels()
    assert t.alive(1) and not t.alive(2)
    t2 = master("harbour", first=1, hands={1: U[:1]}, locks=[1, 4, 3, 2], opened=[2])
    t2.use(1, U[0]).nobody_cancels()
    assert t2.outcome["result"] == "inception.result.master"


def test_imperial_city_chooses_the_bribe_sees_the_undealt_and_the_bribed_shoots():
    t = master("imperial", first=1, hands={1: U[:1]}, locks=[1, 4, 3, 2], nightmares=NONE4,
               bribe_pile=["deal", "fail"], dice=[4])
    assert t.table_of(0)["me"]["undealt"] == ["deal", "fail"] and "undealt" not in t.table_of(1)["me"]
    t.use(1, U[0]).nobody_cancels()
    t.answer(0, ["bribe"], "prompt.gold").answer(0, ["deal"], "prompt.bribe_card")
    t.answer(1, ["2"], "prompt.target")
    assert not t.alive(2), "4 − 3 = 1 kills"


def test_saturn_edict_cancels_a_card_with_one_of_the_same_name_and_draws():
    t = master("saturn", first=1, hands={1: C[:1], 0: C[1:2]})
    t.use(1, C[0])
    assert t.prompt_of(0, "prompt.edict").progress == "hidden"
    t.answer(0, ["cancel"], "prompt.edict")
    assert t.hand_size(1) == 2 and t.hand_size(0) == 1


def test_saturn_world_a_bribed_thief_moves_once_for_free():
    t = master("saturn", first=1, bribes={1: ["fail"]}, bribe_pile=["deal"])
    t.act(1, "skill:bribe_move")
    assert t.layer_of(1) == 2 and "skill:bribe_move" not in t.play_choices(1)
