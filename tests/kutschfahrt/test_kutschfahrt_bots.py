"""魔城馬車 random bots: matches end at every player count and with every host option."""

import pytest

from games.core.simulate import simulate
from games.kutschfahrt import GAME

OPTIONS = [
    {"hand_limit": False, "beginner_items": True, "start_player": "2"},
    {"bags_always_count": True, "strict_loge": True, "stall_rounds": 1},
    {"mixer_after_duelist": True, "doctor_in_item_round": True, "offered_first": True, "stall_rounds": 0},
]


@pytest.mark.parametrize("players", range(3, 11))
def test_random_bots_finish_every_match(players):
    s = simulate(GAME, players, 25, seed=players * 100)
    assert s.errors == 0 and s.finished == 25, s.first_error
    assert "kutschfahrt.result.wrong" in s.outcomes


@pytest.mark.parametrize("options", OPTIONS)
def test_random_bots_finish_with_every_option(options):
    for players in (3, 6, 10):
        s = simulate(GAME, players, 8, seed=11, options=options)
        assert s.errors == 0 and s.finished == 8, s.first_error
