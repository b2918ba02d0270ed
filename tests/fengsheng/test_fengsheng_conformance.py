"""风声 conformance before registration: random bots at every count, checked at every step."""

import pytest

from games.fengsheng import GAME
from tests.conformance import run_conformant_match


@pytest.mark.parametrize("players", range(3, 10))
def test_random_matches_end_conserve_81_cards_and_leak_nothing(players):
    for seed in range(15):
        m = run_conformant_match(GAME, players, seed, every_step=True)
        assert GAME.conserved(m.state) == list(range(81))
    for seed in range(15, 60):
        run_conformant_match(GAME, players, seed, every_step=False)
