"""风声 beyond the generic conformance test (tests/test_conformance.py runs it at every count)."""

import pytest

from games.fengsheng import GAME
from tests.conformance import run_conformant_match


@pytest.mark.parametrize("players", [3, 6, 9])
def test_every_one_of_the_81_cards_is_in_exactly_one_zone_at_the_end(players):
    for seed in range(4):
        m = run_conformant_match(GAME, players, 500 + seed, every_step=False)
        assert GAME.conserved(m.state) == list(range(81))
