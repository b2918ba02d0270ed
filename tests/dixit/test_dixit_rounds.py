"""Dixit setup, the round's steps in order, refill, rotation and the end (docs/rules/dixit.md §2, §3, §5)."""

import pytest
from dixit_scenario import TEST_DECK, DixitScenario

from games.core.simulate import play_match
from games.dixit import GAME


@pytest.mark.parametrize("players,options,hand,pile", [
    (3, {}, 7, 63), (3, {"three_player": False}, 6, 66), (4, {}, 6, 60), (5, {}, 6, 54),
    (6, {}, 6, 48), (7, {}, 6, 42), (12, {}, 6, 12)])
def test_setup_deals_the_hand_size_and_leaves_the_rest_as_the_draw_pile(players, options, hand, pile):
    t = DixitScenario(players, seed=1, deck_size=84, **options)
    assert all(len(h) == hand for h in t.state.hands)
    assert t.table_of(None)["pile"] == pile and t.state.scores == [0] * players


def test_the_first_storyteller_is_a_random_seat():
    assert len({DixitScenario(5, seed=s).teller for s in range(30)}) == 5


def test_the_storyteller_picks_a_card_from_hand_then_gives_the_clue():
    t = DixitScenario(4, seed=1, clue="typed")
    (p,) = t.prompts()
    assert p.seat == t.teller and p.key == "dixit.prompt.story_card"
    assert sorted(c.id for c in p.choices) == sorted(t.state.hands[t.teller])
    assert all(c.ref == {"card": c.id} for c in p.choices)
    t.answer(t.teller, [t.state.hands[t.teller][2]])
    (p,) = t.prompts()
    assert (p.kind, p.key, p.max_len) == ("text", "dixit.prompt.clue", 120)
    assert t.refusal(t.teller, "x" * 121).code == "too_long"
    assert t.refusal(t.teller, "   ").code == "empty_text"
    t.answer(t.teller, "  the   pursuit of freedom ")
    assert t.table_of(None)["clue"] == {"mode": "typed", "given": True, "text": "the pursuit of freedom"}


def test_a_spoken_clue_is_confirmed_and_the_decoys_open_only_after_it():
    t = DixitScenario(4, seed=1)
    t.answer(t.teller, [t.state.hands[t.teller][0]])
    (p,) = t.prompts()
    assert (p.kind, p.key) == ("confirm", "dixit.prompt.clue_spoken")
    assert t.table_of(None)["clue"] == {"mode": "spoken", "given": False, "text": None}
    t.answer(t.teller, True)
    assert sorted(p.seat for p in t.prompts()) == t.others
    assert all(p.key == "dixit.prompt.decoy" and p.progress == "named" for p in t.prompts())


def test_every_other_player_submits_one_card_at_once_and_the_board_is_shuffled():
    orders = set()
    for seed in range(12):
        t = DixitScenario(5, seed=seed).tell()
        assert t.view_of(None)['waiting'] == t.others
        t.decoys()
        assert [e["n"] for e in t.state.board] == [1, 2, 3, 4, 5]
        orders.add(tuple(e["owner"] for e in t.state.board))
        assert all(len(t.state.hands[s]) == 5 for s in range(5))
    assert len(orders) > 6  # the layout order comes from the shuffle, not from the seats


def test_the_storyteller_does_not_vote_and_no_voter_may_vote_for_his_own_card():
    t = DixitScenario(6, seed=2).tell().decoys()
    assert sorted(p.seat for p in t.prompts()) == t.others
    voter = t.others[0]
    problem = t.refusal(voter, [str(t.number_of(voter))])
    assert problem.code == "own_card" and problem.params == {"n": t.number_of(voter)} and t.state.rounds == []
    t.answer(voter, [str(t.number_of(t.teller))])


def test_cards_on_the_table_leave_the_game_everyone_refills_and_the_storyteller_passes_left():
    t = DixitScenario(4, seed=3)
    teller = t.teller
    t.round(lambda s: [t.number_of(teller)])
    laid = [e["card"] for e in t.state.rounds[-1]["board"]]
    assert t.state.removed == laid and t.state.board == []
    assert all(len(h) == 6 for h in t.state.hands) and not set(laid) & {c for h in t.state.hands for c in h}
    assert t.teller == (teller + 1) % 4 and t.table_of(None)["pile"] == 84 - 24 - 4


def test_the_game_ends_at_once_when_a_player_reaches_the_winning_score_without_refill():
    t = DixitScenario(4, seed=3, target=3)
    teller = t.teller
    pile = len(t.state.pile)
    t.tell().decoys()
    finder = t.others[0]
    t.vote(lambda s: [t.number_of(teller)] if s == finder else [t.number_of(finder)])
    assert t.finished and t.state.phase == "end"
    out = t.outcome
    # The finder: 3 for finding, +2 for the two votes on his card; the storyteller 3.
    assert out["result"] == "dixit.result.target" and out["winners"] == [finder]
    assert out["points"][finder] == 5 and out["points"][teller] == 3
    assert len(t.state.pile) == pile and len(t.state.board) == 4  # no refill; the last board stays on show


def test_ties_for_the_highest_score_share_the_win_and_the_place():
    t = DixitScenario(4, seed=3, target=3)
    teller = t.teller
    t.tell().decoys()
    finder, b, c = t.others
    t.vote(lambda s: [t.number_of(teller)] if s == finder else [t.number_of(c if s == b else b)])
    out = t.outcome
    # The storyteller and the finder score 3; b and c one vote each: 1.
    assert out["points"][teller] == out["points"][finder] == 3 and out["points"][b] == out["points"][c] == 1
    assert sorted(out["winners"]) == sorted([teller, finder])
    assert out["places"][teller] == out["places"][finder] == 1 and out["places"][b] == out["places"][c] == 3
    assert out["scores"] == out["points"]


@pytest.mark.parametrize("players,options,rounds", [
    (3, {"three_player": False}, 22), (3, {}, 13), (4, {}, 15), (5, {}, 11), (6, {}, 8), (7, {}, 6),
    (8, {}, 5), (9, {}, 4), (10, {}, 3), (11, {}, 2), (12, {}, 1)])
def test_the_game_ends_when_the_draw_pile_runs_out_at_refill(players, options, rounds):
    # §5 round counts with an 84-card deck (an unreachable target so only the pile ends it).
    played = play_match(GAME, players, 1, dict(options, decks=[TEST_DECK], deck_size=84, target=999))
    assert played.error is None
    out = played.match.outcome()
    assert out["result"] == "dixit.result.deck_out" and out["rounds"] == rounds


def test_defaults_are_legal_a_random_card_and_a_random_legal_vote():
    for players in (3, 4, 7):
        t = DixitScenario(players, seed=players, clue="typed")
        while not t.finished:
            for p in list(t.prompts()):
                assert p.validate(p.default) is None
                t.answer(p.seat, p.default)
        assert t.outcome["rounds"] >= 1
