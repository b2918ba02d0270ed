"""Engine speed: bot-only matches on one core, decisions per second.

    python bench/engine_bench.py [--game avalon] [--players 10] [--games 2000] [--bots random]
"""

from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games import get_game  # noqa: E402
from games.core.simulate import simulate  # noqa: E402

AIMS = {"avalon": 20_000, "fengsheng": 5_000}


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="avalon")
    p.add_argument("--players", type=int, default=10)
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--bots", default="random")
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    s = simulate(get_game(a.game), a.players, a.games, 0, a.bots).as_dict()
    s["aim_decisions_per_second"] = AIMS.get(a.game)
    if a.json:
        print(json.dumps(s))
    else:
        print(f"engine {a.game} x{a.players} ({a.bots} bots): {s['games']} matches, {s['decisions']} decisions "
              f"in {s['seconds']} s -> {s['decisions_per_second']} decisions/s, {s['matches_per_second']} matches/s "
              f"(aim {s['aim_decisions_per_second']}), errors {s['errors']}")
    return 0 if s["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
