"""Dixit scoring (docs/rules/dixit.md §4, seed lines 592-599; the 3-player rule of §6; the 7-12 rules are
in test_dixit_odyssey.py).

Each case is played through a real match: the storyteller's card and every vote are chosen,
then the round record and the score track are read.
"""

from dixit_scenario import DixitScenario

from games.dixit.rules import TableRules, score_round


def test_all_voters_found_it_storyteller_scores_0_and_everyone_else_2():
    t = DixitScenario(5, seed=3)
    teller = t.teller
    t.tell().decoys()
    story = t.number_of(teller)
    t.vote(lambda s: [story])
    assert t.state.rounds[-1]["case"] == "all"
    assert t.gains() == [0 if s == teller else 2 for s in range(5)]
    assert t.table_of(None)["scores"] == t.gains()


def test_no_voter_found_it_storyteller_scores_0_and_everyone_else_2_plus_votes_on_their_cards():
    t = DixitScenario(4, seed=5)
    teller = t.teller
    a, b, c = t.others
    t.tell().decoys()
    # a and b vote for c's card, c votes for a's card: nobody finds the storyteller's.
    t.vote(lambda s: [t.number_of(a)] if s == c else [t.number_of(c)])
    assert t.state.rounds[-1]["case"] == "none" and t.state.rounds[-1]["found"] == []
    gains = t.gains()
    assert gains[teller] == 0
    assert gains[a] == 2 + 1 and gains[b] == 2 and gains[c] == 2 + 2


def test_some_found_it_storyteller_and_each_finder_score_3():
    t = DixitScenario(5, seed=8)
    teller = t.teller
    a, b, c, d = t.others
    t.tell().decoys()
    story = t.number_of(teller)
    t.vote(lambda s: [story] if s in (a, b) else [t.number_of(a)])
    rec = t.state.rounds[-1]
    assert rec["case"] == "some" and rec["found"] == sorted([a, b])
    gains = t.gains()
    assert gains[teller] == 3 and gains[b] == 3 and gains[c] == 0 and gains[d] == 0
    # "Then, in every case: +1 for every vote his own card received": c and d voted for a's card.
    assert gains[a] == 3 + 2


def test_seed_worked_example_the_french_revolution():
    # Seed 596-599: 晴明 tells "the French Revolution"; his card is no. 3; blue and green vote 3;
    # card 2 is blue's and gets one vote (red's); card 4 is red's and gets yellow's and white's.
    teller, blue, green, red, yellow, white = range(6)
    owners = {1: yellow, 2: blue, 3: teller, 4: red, 5: green, 6: white}
    votes = {blue: [3], green: [3], red: [2], yellow: [4], white: [4]}
    gains, case, finders = score_round(6, teller, owners, votes, TableRules(6, 1, 1, None, 0))
    assert case == "some" and finders == [blue, green]
    assert gains == [3, 4, 3, 2, 0, 0]


def test_seed_worked_example_played_through_a_match():
    # The same round at a table (Dixit.arrange): each seat lays the first card of its hand, and the
    # board lies as the seed numbers it.
    teller, blue, green, red, yellow, white = range(6)
    card = {s: f"t{s:03d}" for s in range(6)}
    t = DixitScenario(6, deck_size=100, storyteller=teller, hands={s: [card[s]] for s in range(6)},
                      layout=[card[yellow], card[blue], card[teller], card[red], card[green], card[white]])
    t.tell().decoys()
    assert t.number_of(teller) == 3 and t.numbers_of(blue) == [2] and t.numbers_of(red) == [4]
    t.ballots({blue: [3], green: [3], red: [2], yellow: [4], white: [4]})
    assert t.state.rounds[-1]["case"] == "some" and t.state.rounds[-1]["found"] == [blue, green]
    assert t.gains() == [3, 4, 3, 2, 0, 0]


def test_official_3_player_rule_hands_of_7_two_cards_each_five_on_the_table():
    t = DixitScenario(3, seed=2)
    assert [len(h) for h in t.state.hands] == [7, 7, 7]
    t.tell()
    assert all(t.prompt_of(s).min == t.prompt_of(s).max == 2 for s in t.others)
    t.decoys()
    assert len(t.state.board) == 5


def test_3_player_voter_may_vote_for_neither_of_his_own_cards():
    t = DixitScenario(3, seed=2)
    t.tell().decoys()
    voter = t.others[0]
    assert [c.id for c in t.prompt_of(voter).choices] == ["1", "2", "3", "4", "5"]
    for own in t.numbers_of(voter):
        assert t.refusal(voter, [str(own)]).code == "own_card"


def test_3_player_scores_1_per_vote_on_each_of_his_cards():
    t = DixitScenario(3, seed=4)
    teller = t.teller
    a, b = t.others
    t.tell().decoys()
    first, second = t.numbers_of(b)
    t.answer(a, [str(first)])
    t.answer(b, [str(t.number_of(teller))])
    # Some found (b): storyteller 3, b 3; b's first card got a's vote: +1.
    assert t.gains()[teller] == 3 and t.gains()[b] == 3 + 1 and t.gains()[a] == 0
    t2 = DixitScenario(3, seed=4)
    teller, (a, b) = t2.teller, t2.others
    t2.tell().decoys()
    t2.answer(a, [str(t2.numbers_of(b)[0])]).answer(b, [str(t2.numbers_of(a)[1])])
    # Nobody found: everyone else 2, plus one vote on one of each one's cards.
    assert t2.gains()[teller] == 0 and t2.gains()[a] == 2 + 1 and t2.gains()[b] == 2 + 1


def test_seed_3_player_rule_when_switched_off_six_cards_one_each():
    t = DixitScenario(3, seed=2, three_player=False)
    assert [len(h) for h in t.state.hands] == [6, 6, 6]
    t.tell().decoys()
    assert len(t.state.board) == 3
