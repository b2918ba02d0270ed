"""docs/rules/pompeii.md §6 and §8: the winner, the tie-break by fewer casualties, shared places.

Each case is a match arranged in Phase II with no piece left on the board: it ends at once."""

from pompeii_scenario import R, PompeiiScenario


def ended(escaped, volcano) -> PompeiiScenario:
    t = PompeiiScenario(len(escaped), phase=R.FLIGHT, escaped=list(escaped), volcano=list(volcano))
    assert t.finished
    return t


def ended_state(escaped, volcano):
    return ended(escaped, volcano).state


def test_the_player_with_most_escaped_pieces_wins():
    st = ended_state([4, 3, 1], [0, 0, 9])
    assert st.winners == [0] and st.result == R.RESULT_MOST and st.places == [1, 2, 3]


def test_a_tie_on_escapes_goes_to_fewer_pieces_in_the_volcano():
    st = ended_state([3, 3, 1], [5, 4, 0])
    assert st.winners == [1] and st.result == R.RESULT_TIEBREAK and st.places == [2, 1, 3]


def test_players_still_tied_share_the_win_and_the_place():
    st = ended_state([3, 3, 0, 3], [4, 4, 0, 6])
    assert st.winners == [0, 1] and st.result == R.RESULT_SHARED and st.places == [1, 1, 4, 3]


def test_the_outcome_scores_escapes_and_breaks_ties_on_the_volcano():
    out = ended([2, 1], [3, 0]).outcome
    assert out["winners"] == [0] and out["scores"] == {0: 2, 1: 1} and out["tiebreak"] == {0: 3, 1: 0}
    assert out["places"] == {0: 1, 1: 2} and out["escaped"] == {0: 2, 1: 1} and out["volcano"] == {0: 3, 1: 0}
