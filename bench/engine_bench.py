"""Engine speed: bot-only matches on one core, decisions and matches per CPU-second.

    python bench/engine_bench.py [--game avalon] [--players 10] [--games 2000] [--bots random] [--json]
    python bench/engine_bench.py --game all [--scale 0.1] [--bots random,smart]

`--game all` plays every registered game at its stated size (SIZES: the size its issue names) with each
bot kind it has, and prints one Markdown row per run for bench/RESULTS.md. The figures are CPU seconds of
this process (`time.process_time`), not wall time: the machine is shared, and a loaded machine stretches
wall time far more than CPU time. Still, note `uptime` beside figures taken on a busy machine.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games import REGISTRY, get_game  # noqa: E402
from games.core.simulate import simulate  # noqa: E402

# Decisions per CPU-second each game's issue asks for (avalon: issue 1; 风声: 3; 三国杀: 14).
AIMS = {"avalon": 20_000, "fengsheng": 5_000, "sanguosha": 10_000}
# (players, matches) each game is measured at: the size its issue names, else a full table.
SIZES = {"avalon": (10, 2000), "fengsheng": (7, 1000), "dixit": (6, 1000), "pompeii": (4, 1000),
         "sanguosha": (8, 500), "kutschfahrt": (7, 1000), "inception": (6, 1000), "pirates_cove": (4, 1000)}


def measure(game_id: str, players: int, games: int, bots: str = "random", options: dict | None = None) -> dict:
    """`simulate` as `partytable simulate` runs it, timed in CPU seconds of this process."""
    start = time.process_time()
    s = simulate(get_game(game_id), players, games, 0, bots, options).as_dict()
    cpu = time.process_time() - start
    s["cpu_seconds"] = round(cpu, 2)
    s["decisions_per_cpu_second"] = round(s["decisions"] / cpu) if cpu else 0
    s["matches_per_cpu_second"] = round(games / cpu, 2) if cpu else 0
    s["aim_decisions_per_second"] = AIMS.get(game_id)
    return s


def markdown_row(s: dict) -> str:
    command = f"`partytable simulate {s['game']} --players {s['players']} --games {s['games']} --bots {s['bots']}`"
    return (f"| {command} | {s['games']:,} ({s['errors']} errors) | {s['decisions']:,} | {s['cpu_seconds']} | "
            f"**{s['decisions_per_cpu_second']:,}** | {s['matches_per_cpu_second']} |")


def every_game(scale: float, bot_kinds: list) -> list:
    """Each registered game at its stated size, with each of `bot_kinds` it has."""
    runs = []
    for game_id in REGISTRY:
        players, games = SIZES.get(game_id, (get_game(game_id).max_players, 1000))
        for bots in bot_kinds:
            if bots in get_game(game_id).bots:
                runs.append(measure(game_id, players, max(1, round(games * scale)), bots))
                print(markdown_row(runs[-1]), flush=True)
    return runs


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="avalon", help="a game id, or all")
    p.add_argument("--players", type=int, default=10)
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--bots", default="random", help="a bot kind; with --game all a comma-separated list")
    p.add_argument("--scale", type=float, default=1.0, help="with --game all: this share of each game's matches")
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    print(f"load: {os.getloadavg()[0]:.1f} (1 min average) on {os.cpu_count()} cores", file=sys.stderr)
    if a.game == "all":
        print("| command | matches | decisions | CPU s | decisions/CPU-s | matches/CPU-s |\n|---|---|---|---|---|---|")
        runs = every_game(a.scale, a.bots.split(","))
        if a.json:
            print(json.dumps(runs))
        return 0 if all(s["errors"] == 0 for s in runs) else 1
    s = measure(a.game, a.players, a.games, a.bots)
    if a.json:
        print(json.dumps(s))
    else:
        print(f"engine {a.game} x{a.players} ({a.bots} bots): {s['games']} matches, {s['decisions']} decisions "
              f"in {s['cpu_seconds']} CPU s -> {s['decisions_per_cpu_second']} decisions/CPU-s, "
              f"{s['matches_per_cpu_second']} matches/CPU-s (aim {s['aim_decisions_per_second']}), "
              f"errors {s['errors']}")
    return 0 if s["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
