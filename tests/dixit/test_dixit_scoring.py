"""Dixit scoring (brief §4, seed lines 592-599; the 3-player and 7-12 rules of brief §6).

Each case is played through a real match: the storyteller's card and every vote are chosen,
then the round record and the score track are read.
"""

from dixit_scenario import Table

from games.dixit.rules import TableRules, score_round


def test_all_voters_found_it_storyteller_scores_0_and_everyone_else_2():
    t = Table(5, seed=3)
    teller = t.teller
    t.tell().decoys()
    story = t.number_of(teller)
    t.vote(lambda s: [story])
    assert t.st.rounds[-1]["case"] == "all"
    assert t.gains() == [0 if s == teller else 2 for s in range(5)]
    assert t.table()["scores"] == t.gains()


def test_no_voter_found_it_storyteller_scores_0_and_everyone_else_2_plus_votes_on_their_cards():
    t = Table(4, seed=5)
    teller = t.teller
    a, b, c = t.others
    t.tell().decoys()
    # a and b vote for c's card, c votes for a's card: nobody finds the storyteller's.
    t.vote(lambda s: [t.number_of(a)] if s == c else [t.number_of(c)])
    assert t.st.rounds[-1]["case"] == "none" and t.st.rounds[-1]["found"] == []
    gains = t.gains()
    assert gains[teller] == 0
    assert gains[a] == 2 + 1 and gains[b] == 2 and gains[c] == 2 + 2


def test_some_found_it_storyteller_and_each_finder_score_3():
    t = Table(5, seed=8)
    teller = t.teller
    a, b, c, d = t.others
    t.tell().decoys()
    story = t.number_of(teller)
    t.vote(lambda s: [story] if s in (a, b) else [t.number_of(a)])
    rec = t.st.rounds[-1]
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


def test_official_3_player_rule_hands_of_7_two_cards_each_five_on_the_table():
    t = Table(3, seed=2)
    assert [len(h) for h in t.st.hands] == [7, 7, 7]
    t.tell()
    assert all(t.prompt(s).min == t.prompt(s).max == 2 for s in t.others)
    t.decoys()
    assert len(t.st.board) == 5


def test_3_player_voter_may_vote_for_neither_of_his_own_cards():
    t = Table(3, seed=2)
    t.tell().decoys()
    voter = t.others[0]
    offered = [c.id for c in t.prompt(voter).choices]
    assert sorted(offered) == sorted(str(n) for n in range(1, 6) if n not in t.numbers_of(voter))
    for own in t.numbers_of(voter):
        assert t.answer(voter, [str(own)]).code == "unknown_choice"


def test_3_player_scores_1_per_vote_on_each_of_his_cards():
    t = Table(3, seed=4)
    teller = t.teller
    a, b = t.others
    t.tell().decoys()
    first, second = t.numbers_of(b)
    t.ok(a, [str(first)])
    t.ok(b, [str(t.number_of(teller))])
    # Some found (b): storyteller 3, b 3; b's first card got a's vote: +1.
    assert t.gains()[teller] == 3 and t.gains()[b] == 3 + 1 and t.gains()[a] == 0
    t2 = Table(3, seed=4)
    teller, (a, b) = t2.teller, t2.others
    t2.tell().decoys()
    t2.ok(a, [str(t2.numbers_of(b)[0])]).ok(b, [str(t2.numbers_of(a)[1])])
    # Nobody found: everyone else 2, plus one vote on one of each one's cards.
    assert t2.gains()[teller] == 0 and t2.gains()[a] == 2 + 1 and t2.gains()[b] == 2 + 1


def test_seed_3_player_rule_when_switched_off_six_cards_one_each():
    t = Table(3, seed=2, three_player=False)
    assert [len(h) for h in t.st.hands] == [6, 6, 6]
    t.tell().decoys()
    assert len(t.st.board) == 3


def test_7_to_12_players_each_voter_has_two_tokens_on_two_cards_or_both_on_one():
    t = Table(7, seed=1)
    t.tell().decoys()
    p = t.prompt(t.others[0])
    assert (p.min, p.max, p.key) == (1, 2, "dixit.prompt.vote_two")
    story = t.number_of(t.teller)
    a = t.others[0]
    t.vote(lambda s: [story] if s == a else [t.number_of(a), t.number_of(t.others[1])] if s != t.others[1]
           else [t.number_of(a), t.number_of(t.others[2])])
    tokens = t.st.rounds[-1]["votes"]
    assert tokens.count({"voter": a, "n": story}) == 2   # one number: both tokens on it
    assert len(tokens) == 2 * 6


def test_7_to_12_found_means_at_least_one_token_on_the_storytellers_card():
    teller, *voters = range(8)
    owners = {n + 1: n for n in range(8)}                # board number n+1 is seat n's card
    votes = {v: [2, 3] for v in voters}                  # tokens on seat 1's and seat 2's cards
    votes[1], votes[2] = [1, 4], [3, 5]                  # seat 1 has a token on the storyteller's card
    gains, case, finders = score_round(8, teller, owners, votes, TableRules(6, 1, 2, 3, 1))
    assert case == "some" and finders == [1]
    assert gains[teller] == 3 and gains[1] == 3 + 3      # 3 for finding, +3 bonus (capped, 6 tokens)


def test_7_to_12_decoy_bonus_is_capped_at_3_per_round():
    t = Table(8, seed=6)
    t.tell().decoys()
    a, b = t.others[:2]
    # Every other voter puts both tokens on a's card (12 tokens): a gets at most +3.
    t.vote(lambda s: [t.number_of(a)] if s != a else [t.number_of(b)])
    rec = t.st.rounds[-1]
    assert rec["case"] == "none"
    assert t.gains()[a] == 2 + 3 and t.gains()[b] == 2 + 2


def test_7_to_12_both_tokens_on_the_storytellers_card_score_1_extra():
    t = Table(7, seed=9)
    teller = t.teller
    t.tell().decoys()
    story = t.number_of(t.teller)
    a, b = t.others[:2]
    t.vote(lambda s: [story] if s == a else [story, t.number_of(a)] if s == b else [t.number_of(b)])
    gains = t.gains()
    assert t.st.rounds[-1]["case"] == "some"
    assert gains[a] == 3 + 1 + 1        # found, one token on his card (b's), both tokens on the story card
    assert gains[b] == 3 + 3            # found with one token, 4 others' tokens on his card capped at 3
    assert gains[teller] == 3


def test_7_to_12_one_image_bonus_applies_even_when_everyone_found_it():
    t = Table(9, seed=2)
    teller = t.teller
    t.tell().decoys()
    story = t.number_of(teller)
    a = t.others[0]
    t.vote(lambda s: [story] if s == a else [story, t.number_of(a)])
    assert t.st.rounds[-1]["case"] == "all"
    assert t.gains()[a] == 2 + 3 + 1 and t.gains()[teller] == 0


def test_no_cap_below_7_players():
    teller, *voters = range(6)
    owners = {n + 1: n for n in range(6)}
    votes = {v: [2] for v in voters if v != 1}
    votes[1] = [3]
    gains, case, _ = score_round(6, teller, owners, votes, TableRules(6, 1, 1, None, 0))
    assert case == "none" and gains[1] == 2 + 4
