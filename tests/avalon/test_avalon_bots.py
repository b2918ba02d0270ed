"""Avalon bots and simulation: random games at every count, speed, smart beats random."""

import pytest

from games.avalon import GAME
from games.avalon.rules import SIDES, side_of
from games.core import Match
from games.core.simulate import play_match, simulate


@pytest.mark.parametrize("players", range(5, 11))
def test_random_bots_finish_every_game_without_error(players):
    s = simulate(GAME, players, 300, seed=players * 1000)
    assert s.errors == 0, s.first_error
    assert s.finished == 300
    # every way of ending occurs
    assert set(s.outcomes) == {"avalon.result.good_wins", "avalon.result.evil_three_fails",
                               "avalon.result.evil_five_rejections", "avalon.result.merlin_assassinated"}


@pytest.mark.parametrize("options", [
    {"percival": True, "morgana": True, "oberon": True},
    {"percival": True, "mordred": True, "lady": "7plus", "lady_official_start": True, "lady_official_targets": True},
    {"lady": "off", "first_leader": "4", "assassin_credit": "all_evil", "narrated_night": True},
])
def test_random_and_smart_bots_finish_with_every_option(options):
    optional_evil = sum(options.get(r, False) for r in ("morgana", "mordred", "oberon"))
    for players in [n for n in range(5, 11) if SIDES[n][1] - 1 >= optional_evil]:
        for bots in ("random", "smart"):
            s = simulate(GAME, players, 40, seed=7, bots=bots, options=options)
            assert s.errors == 0 and s.finished == 40, s.first_error


def good_win_rate(players: int, games: int, good: str, evil: str, seed: int = 0) -> float:
    """Share of games Good wins when Good seats run ``good`` and Evil seats ``evil``."""
    wins = 0
    for k in range(games):
        roles = Match(GAME, players, None, seed + k).state.roles  # the deal depends on the seed only
        bots = {s: good if side_of(r) == "good" else evil for s, r in enumerate(roles)}
        played = play_match(GAME, players, seed + k, None, bots)
        assert played.error is None, played.error
        wins += played.match.outcome()["winning_side"] == "good"
    return wins / games


# Measured with GAMES = 300 and seeds 0..299 (deterministic: the figures repeat exactly).
# Good's win rate, as (random good vs random evil, smart good vs random evil,
# random good vs smart evil); so smart Good wins 0.64-0.70 where random Good wins
# 0.23-0.40, and smart Evil wins 1.000 where random Evil wins 0.60-0.77. With 1000 seeds (before
# the suite was sized for eight games) the figures were within 0.02 of these.
MEASURED = {5: (0.363, 0.643, 0.000), 7: (0.397, 0.703, 0.000), 10: (0.230, 0.703, 0.000)}
# The test plays seeds 0..149 (issue 13, the suite's time); measured 2026-12-02 with them:
# 5p (0.373, 0.647, 0.000), 7p (0.353, 0.713, 0.000), 10p (0.233, 0.667, 0.000): margins 0.27-0.43
# for smart Good (the bar 0.25) and 0.23-0.37 for smart Evil (the bar 0.2).
GAMES = 150


@pytest.mark.slow
@pytest.mark.parametrize("players", [5, 7, 10])
def test_smart_bots_beat_random_bots_on_either_side(players):
    base = good_win_rate(players, GAMES, "random", "random")
    smart_good = good_win_rate(players, GAMES, "smart", "random")
    smart_evil = 1 - good_win_rate(players, GAMES, "random", "smart")
    print(f"{players}p: random good wins {base:.3f}, smart good wins {smart_good:.3f}; "
          f"random evil wins {1 - base:.3f}, smart evil wins {smart_evil:.3f}")
    # Seeds are fixed, so these are exact figures, not samples that could flake; the margins
    # leave room for later tuning of either bot.
    assert smart_good >= base + 0.25
    assert smart_evil >= (1 - base) + 0.2
