"""盗梦都市 bots: random bots finish matches at every size and under every option (the smart bots are measured
against them in their own test once they exist)."""

import pytest

from games.core.simulate import simulate
from games.inception import GAME

OPTION_SETS = [{}, {"beginner": True}, {"role_offer_3": True, "alternate_direction": True},
               {"spare_nightmares_out": True, "end_on_failed_draw": True, "decree_any_345": True},
               {"manual_scoring": True, "master": "2"}]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(o) or "defaults")
def test_random_bots_finish_every_match_at_every_size(options):
    for players in (3, 4, 6, 8, 10):
        summary = simulate(GAME, players, 3, seed=players, options=options)
        assert summary.errors == 0, summary.first_error
        assert summary.finished == 3


def test_random_bots_finish_the_four_player_variant():
    summary = simulate(GAME, 4, 5, options={"small_variant": True, "first_player": "2"})
    assert summary.errors == 0 and summary.finished == 5, summary.first_error
