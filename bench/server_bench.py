"""Server load steps: `partytable loadtest` (server/loadtest.py) at several room counts.

Prints p50/p95/p99, messages per second, server CPU and peak memory per step,
and the largest room count that keeps p99 < 100 ms.

    python bench/server_bench.py [--rooms 10,25,50,75,100] [--players 8] [--seconds 30] [--async-mode gevent]
"""

from __future__ import annotations

import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from server.loadtest import describe, loadtest  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--rooms", default="10,25,50,75,100")
    p.add_argument("--players", type=int, default=8)
    p.add_argument("--seconds", type=float, default=30)
    p.add_argument("--game", default="avalon")
    p.add_argument("--options", default='{"lady": "off"}')
    p.add_argument("--async-mode", default="gevent")
    p.add_argument("--bots", default="random")
    p.add_argument("--url", help="use a running server instead of starting one")
    p.add_argument("--pid", type=int, help="with --url: the server's process id (for CPU and memory)")
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    results = []
    for rooms in [int(x) for x in a.rooms.split(",")]:
        r = loadtest(a.game, rooms, a.players, a.seconds, url=a.url, pid=a.pid, async_mode=a.async_mode,
                     bots=a.bots, options=json.loads(a.options) if a.options else None)
        results.append(r)
        print(json.dumps(r) if a.json else describe(r), flush=True)
    held = [r["rooms"] for r in results if r["p99_ms"] is not None and r["p99_ms"] < 100 and r["errors"] == 0]
    summary = {"results": results, "largest_rooms_with_p99_under_100ms": max(held) if held else 0}
    if a.json:
        print(json.dumps(summary))
    else:
        print(f"largest room count holding p99 < 100 ms: {summary['largest_rooms_with_p99_under_100ms']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
