"""Every registered game, every supported player count: random bots, checked at every step."""

import os

import pytest

from games import all_games
from tests.conformance import run_conformant_match

# Matches per (game, player count): (with a leak check after every input,
# checked at the end only). Sized so the whole suite of eight games stays within CI's budget
# (each game also runs the exact leak test, the alike test and its own conformance file);
# multiply with PARTYTABLE_CONFORMANCE=N for a longer soak.
SCALE = int(os.environ.get("PARTYTABLE_CONFORMANCE", "1"))
# Measured 2026-12-01 (both suites, 2 workers, seconds per game): dixit 230, fengsheng 157, avalon 115,
# pompeii 50, sanguosha 47, the rest under 10; cut to about half, the games' own conformance files beside.
SIZES = {"avalon": (8, 150), "fengsheng": (1, 8), "dixit": (1, 10), "pompeii": (1, 12), "sanguosha": (1, 2), "pirates_cove": (1, 10), "inception": (1, 2), "kutschfahrt": (1, 4)}
DEFAULT_SIZE = (20, 200)
# Options for a player count the defaults do not fit: 风声 seats 2 only in 自由场 (its R4).
OPTIONS = {("fengsheng", 2): {"mode": "free"}}

CASES = [(g, n) for g in all_games() for n in range(g.min_players, g.max_players + 1)]


@pytest.mark.parametrize("game,players", CASES, ids=[f"{g.id}-{n}p" for g, n in CASES])
def test_random_matches_end_conserve_and_leak_nothing(game, players):
    stepwise, endonly = (n * SCALE for n in SIZES.get(game.id, DEFAULT_SIZE))
    options = OPTIONS.get((game.id, players))
    for seed in range(stepwise):
        run_conformant_match(game, players, seed, options, every_step=True)
    for seed in range(stepwise, stepwise + endonly):
        run_conformant_match(game, players, seed, options, every_step=False)
