"""盗梦都市: a roll's result is never left unexplained (docs/rules/inception.md §12 "the die roll with its modifiers
listed"), and 棋局's 易位 moves the secret in the open (§10.1: "swap it with another unopened vault; the swapped-in
one opens"). Seat 0 is the master; seat 1 plays first."""

from inception_scenario import S, U, InceptionScenario


def test_a_stung_roll_of_five_five_is_one_and_names_the_sting():
    # 天蝎's 毒针: "the target rolls 2 dice; the result is the difference, and 0 counts as 1".
    t = InceptionScenario(roles=[None, "scorpius", None, None, None], first=1, hands={1: S[:1]}, dice=[5, 5])
    t.use(1, S[0], ["2"]).answer(1, ["yes"], "prompt.skill")
    roll = t.table["roll"]
    assert (roll["dice"], roll["result"], roll["mods"]) == ([5, 5], 1, [])
    assert roll["picked"] == {"by": "sting", "n": 1}
    assert not t.alive(2)


def test_a_plain_shoot_roll_names_no_pick_and_keeps_its_die():
    t = InceptionScenario(first=1, hands={1: S[:1]}, dice=[5])
    t.use(1, S[0], ["2"])
    roll = t.table["roll"]
    assert (roll["dice"], roll["result"]) == ([5], 5) and "picked" not in roll


def test_the_judges_pick_is_named_on_the_roll():
    # 意念判官's 定罪: "your SHOOT target rolls 2 dice and you pick which one counts".
    t = InceptionScenario(roles=[None, "judge", None, None, None], first=1, hands={1: S[:1]}, dice=[6, 1])
    t.use(1, S[0], ["2"]).answer(1, ["die:1"], "prompt.die")
    roll = t.table["roll"]
    assert roll["result"] == 1 and roll["picked"] == {"by": "convict", "n": 1}


def test_castling_moves_the_secret_to_the_other_layer_says_which_two_and_the_master_sees_it():
    # The master hid the secret in layer 2; layer 2 is about to open, 易位 swaps it with layer 3's gold.
    t = InceptionScenario(roles=["chessboard", None, None, None, None], first=1, hands={1: U[:1]}, secret=2,
                          layers={1: 2}, locks=[4, 1, 3, 2])
    t.use(1, U[0]).nobody_cancels()
    t.answer(0, ["layer:3"], "prompt.castling")
    assert not t.finished and t.vault(2) == "gold"
    t.assert_sees(0, layer=3, vault="secret")
    swap = [e for e in t.table["log"] if e["key"] == "inception.log.castled"]
    assert swap and swap[-1]["params"] == {"layer": 2, "other": 3}
