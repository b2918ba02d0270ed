"""Random bots finish every match at 3, 4 and 5 players with every house option on or off."""

import pytest

from games.core.simulate import play_match
from games.pirates_cove import GAME

ALL_ON = {"cove_selectable": True, "treasure_accumulates": True, "extra_pirate_3p": True, "locker_fame_penalty": True}


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("options", [None, ALL_ON], ids=["defaults", "all_house_options"])
def test_random_bots_play_twelve_months_to_the_end(players, options):
    for seed in range(3):
        played = play_match(GAME, players, seed, options)
        assert played.error is None and played.match.finished
        assert played.match.state.month == 12 and played.match.outcome()["winners"]
