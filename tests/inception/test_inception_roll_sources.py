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

