"""Dixit at 7-12 players, as Dixit Odyssey plays it (docs/rules/dixit.md §6 "7-12 players"), and every way it
differs from 3-6 players.

§6: Each voter has 2 voting tokens: the first goes on one card, the second is optional and
goes on a different card (never on his own card). A card named twice by the same voter is one
vote. Found = one of his tokens is on the storyteller's card. All/none found -> storyteller 0,
others 2; else storyteller 3 and every finder 3. Decoy bonus: +1 per vote on your card, maximum
+3 per round. A voter who used only one token and found the storyteller's card scores +1 extra.
Each case is played through a real match unless it cannot be asked on a phone.
"""

import random

from dixit_scenario import TEST_DECK, DixitScenario

from games.core.simulate import play_match
from games.dixit import GAME, decks
from games.dixit.bots import DixitBot
from games.dixit.rules import score_round, table_rules


def named(t: DixitScenario) -> dict:
    """Each seat's board number, by seat (one card each at 7-12)."""
    return {s: t.number_of(s) for s in range(t.players)}


def at_the_vote(players: int, seed: int):
    """A table whose cards are laid out: (table, board number by seat, the storyteller)."""
    t = DixitScenario(players, seed=seed).tell().decoys()
    return t, named(t), t.teller


# -- the tokens ----------------------------------------------------------------------------

def test_each_voter_places_one_token_and_may_place_a_second_on_a_different_card():
    t = DixitScenario(7, seed=1).tell().decoys()
    for s in t.others:
        p = t.prompt_of(s)
        assert (p.key, p.min, p.max, p.params) == ("dixit.prompt.vote_two", 1, 2, {"tokens": 2})
    n, teller = named(t), t.teller
    a, b, *rest = t.others
    t.answer(a, [str(n[teller])])                            # one token: the second is optional
    t.answer(b, [str(n[teller]), str(n[a])])                 # two tokens on two different cards
    for s in rest:
        t.answer(s, [str(n[a])])
    votes = t.state.rounds[-1]["votes"]
    assert [v for v in votes if v["voter"] in (a, b)] == [{"voter": a, "n": n[teller]},
                                                          {"voter": b, "n": n[teller]}, {"voter": b, "n": n[a]}]


def test_both_tokens_may_not_go_on_one_card():
    t = DixitScenario(7, seed=1).tell().decoys()
    a = t.others[0]
    story = str(t.number_of(t.teller))
    assert t.refusal(a, [story, story]).code == "duplicate_choice"
    assert t.prompt_of(a) is not None   # still open: the voter places his tokens again


def test_a_card_named_twice_by_one_voter_is_one_vote():
    # The phone cannot name a card twice (above); the scoring counts votes by voter all the same
    # (seed 595 "每有一位玩家選，該玩家便得1分": +1 for each player who chose it).
    teller, *voters = range(7)
    owners = {n + 1: n for n in range(7)}                 # board number n+1 is seat n's card
    votes = {v: [3] for v in voters}                      # everyone names seat 2's card ...
    votes[1] = [3, 3]                                     # ... seat 1 names it twice
    gains, case, _ = score_round(7, teller, owners, votes, table_rules(7, {}))
    assert case == "none" and gains[2] == 2 + 3            # 5 voters (capped at 3), not 6
    votes = {1: [4, 4], 2: [2], 3: [2], 4: [2], 5: [2], 6: [2]}   # nobody names the storyteller's
    gains, _, _ = score_round(7, teller, owners, votes, table_rules(7, {}))
    assert gains[3] == 2 + 1                               # one vote, not two


def test_no_token_goes_on_the_voters_own_card():
    t = DixitScenario(8, seed=2).tell().decoys()
    n = named(t)
    a = t.others[0]
    for ballot in ([n[a]], [n[t.teller], n[a]], [n[a], n[t.teller]]):
        problem = t.refusal(a, [str(x) for x in ballot])
        assert (problem.code, problem.key, problem.params) == ("own_card", "dixit.error.own_card", {"n": n[a]})
    assert t.state.rounds == [] and t.prompt_of(a) is not None
    t.answer(a, [str(n[t.teller])])


def test_the_storyteller_does_not_vote():
    t = DixitScenario(9, seed=3).tell().decoys()
    assert sorted(p.seat for p in t.prompts()) == t.others and t.teller not in t.others


# -- scoring -----------------------------------------------------------------------------

def test_some_found_storyteller_and_finders_3_one_token_finder_1_more_decoy_bonus_capped_at_3():
    t = DixitScenario(7, seed=4).tell().decoys()
    n = named(t)
    teller = t.teller
    a, b, c, d, e, f = t.others
    t.ballots({a: [n[teller]],            # found with one token: 3 + 1
               b: [n[teller], n[a]],      # found with two tokens: 3
               c: [n[a]], d: [n[a], n[b]], e: [n[b]], f: [n[a], n[c]]})
    rec = t.state.rounds[-1]
    assert rec["case"] == "some" and rec["found"] == sorted([a, b])
    gains = t.gains()
    assert gains[teller] == 3
    assert gains[a] == 3 + 1 + 3          # a's card: b, c, d, f = 4 votes, at most +3
    assert gains[b] == 3 + 2              # b's card: d, e
    assert gains[c] == 1 and gains[d] == gains[e] == gains[f] == 0


def test_found_means_one_of_the_voters_tokens_is_on_the_storytellers_card():
    t, n, teller = at_the_vote(8, 5)
    a, b, *rest = t.others
    t.ballots({a: [n[b], n[teller]], b: [n[a]], **{s: [n[a], n[b]] for s in rest}})
    assert t.state.rounds[-1]["found"] == [a] and t.gains()[a] == 3 + 3 and t.gains()[teller] == 3


def test_nobody_found_storyteller_0_others_2_plus_capped_votes_and_no_one_token_bonus():
    t, n, teller = at_the_vote(8, 6)
    a, b, *rest = t.others
    # Every other voter names a's card (6 votes), a names b's card alone.
    t.ballots({a: [n[b]], b: [n[a]], **{s: [n[a]] for s in rest}})
    assert t.state.rounds[-1]["case"] == "none"
    gains = t.gains()
    assert gains[teller] == 0 and gains[a] == 2 + 3 and gains[b] == 2 + 1
    assert all(gains[s] == 2 for s in rest)


def test_everyone_found_storyteller_0_others_2_and_the_one_token_bonus_still_counts():
    # Ruling (docs/dixit.md): the +1 for one token stands apart from the all/some/none rule, like
    # the decoy bonus.
    t, n, teller = at_the_vote(9, 2)
    a, *rest = t.others
    t.ballots({a: [n[teller]], **{s: [n[teller], n[a]] for s in rest}})
    assert t.state.rounds[-1]["case"] == "all"
    assert t.gains()[teller] == 0 and t.gains()[a] == 2 + 1 + 3
    assert all(t.gains()[s] == 2 for s in rest)


# -- how 7-12 differs from 3-6 -------------------------------------------------------------

def test_at_3_to_6_players_each_voter_has_one_token_only():
    t = DixitScenario(6, seed=2).tell().decoys()
    n = named(t)
    a = t.others[0]
    p = t.prompt_of(a)
    assert (p.key, p.min, p.max) == ("dixit.prompt.vote", 1, 1)
    assert t.refusal(a, [str(n[t.teller]), str(n[t.others[1]])]).code == "wrong_count"


def test_at_3_to_6_players_the_decoy_bonus_has_no_cap_and_one_token_brings_nothing_extra():
    t, n, teller = at_the_vote(6, 7)
    a, b, *rest = t.others
    t.ballots({a: [n[teller]], b: [n[a]], **{s: [n[a]] for s in rest}})
    assert t.state.rounds[-1]["case"] == "some"
    assert t.gains()[a] == 3 + 4 and t.gains()[teller] == 3


def test_at_7_to_12_a_timed_out_vote_is_one_random_legal_card():
    t = DixitScenario(10, seed=8).tell().decoys()
    for s in t.others:
        p = t.prompt_of(s)
        assert len(p.default) == 1 and p.validate(p.default) is None


def test_at_7_to_12_players_hands_are_6_and_each_other_player_gives_one_card():
    t = DixitScenario(12, seed=1)
    assert [len(h) for h in t.state.hands] == [6] * 12
    t.tell()
    assert all((t.prompt_of(s).min, t.prompt_of(s).max) == (1, 1) for s in t.others)
    t.decoys()
    assert len(t.state.board) == 12


# -- the end ---------------------------------------------------------------------------

def test_at_7_to_12_the_game_still_ends_at_once_when_a_player_reaches_the_winning_score():
    t = DixitScenario(7, seed=4, target=7)
    t.tell().decoys()
    n = named(t)
    teller = t.teller
    a, b, c, d, e, f = t.others
    pile = len(t.state.pile)
    t.ballots({a: [n[teller]], b: [n[a]], c: [n[a]], d: [n[a]], e: [n[b]], f: [n[b]]})
    out = t.outcome
    assert out["result"] == "dixit.result.target" and out["winners"] == [a] and out["points"][a] == 3 + 1 + 3
    assert len(t.state.pile) == pile     # no refill


def test_at_7_to_12_the_game_still_ends_when_the_draw_pile_runs_out():
    # 100 cards at 12 players: 72 dealt, 28 to draw, 12 a round: the third refill runs short.
    played = play_match(GAME, 12, 1, {"decks": [TEST_DECK], "target": 999})
    assert played.error is None
    out = played.match.outcome()
    assert out["result"] == "dixit.result.deck_out" and out["rounds"] == 3


# -- bots ------------------------------------------------------------------------------------

def test_the_smart_bot_votes_legally_at_first_try_and_sometimes_uses_its_second_token():
    sizes = set()
    for players, seed in [(7, 1), (7, 2), (9, 3), (12, 4), (12, 5)]:
        t = DixitScenario(players, seed=seed, clue="typed")
        card = t.state.hands[t.teller][0]
        t.tell(card, clue=" ".join(decks.tags(card)[:2])).decoys()
        for s in t.others:
            ballot = DixitBot(s, random.Random(seed * 100 + s)).answer(t.view_of(s), t.prompt_of(s).as_dict())
            assert str(t.number_of(s)) not in ballot
            t.answer(s, ballot)          # accepted at the first try
            sizes.add(len(ballot))
    assert sizes == {1, 2}
