"""docs/rules/pompeii.md §3: the deck build with its two stacks and the AD 79 cards, hands, pieces, the bag."""

import pytest

from pompeii_scenario import R, PompeiiScenario

from games.core import Match
from games.pompeii import GAME


@pytest.mark.parametrize("players,pieces,removed,lower", [(2, 36, 3, 16), (3, 30, 2, 16), (4, 25, 1, 11)])
def test_setup_by_player_count(players, pieces, removed, lower):
    st = PompeiiScenario(players, seed=players).state
    assert st.supply == [pieces] * players
    assert len(st.removed_cards) == 4 * removed
    assert all(len(h) == 4 and all(R.building_of(c) for c in h) for h in st.hands)
    top_first = st.deck[::-1]
    # §3 from the top: 8 citizen cards, then an AD 79, then the upper stack, then the lower stack
    # with the other AD 79 somewhere inside it. The deck always has 42 cards.
    assert len(top_first) == 42
    assert all(R.building_of(c) for c in top_first[:8]) and top_first[8] == R.AD79_FIRST
    assert R.AD79_SECOND in top_first[-lower:] and R.AD79_SECOND not in top_first[:-lower]
    assert st.lower_stack == lower
    assert sorted(st.cards()) == sorted(R.citizen_cards() + R.OMEN_CARDS + [R.AD79_FIRST, R.AD79_SECOND])
    assert len(st.bag) == 45


def test_mayfair_piece_counts_and_dual_vent_tiles_are_host_options():
    assert PompeiiScenario(2, mayfair_pieces=True).state.supply == [30, 30]
    bag = PompeiiScenario(3, dual_vent=True).state.bag
    assert len(bag) == 48 and sorted(t for t in bag if "/" in t) == ["column/coin", "helmet/mask", "vase/scroll"]


def test_the_tv_knows_where_the_ad79_cards_lie_but_not_the_cards():
    m = Match(GAME, 4, None, 3)
    deck = m.view(None)["table"]["deck"]
    assert deck["count"] == 42 and deck["first_ad79_in"] == 9 and deck["second_ad79_within"] == 11
    assert deck["relatives"] is False
