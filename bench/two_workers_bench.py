"""Two workers behind nginx with Redis (issue 7, docs/deploy.md), loaded with the load tool.

Starts redis-server, two `partytable serve` workers and nginx on loopback (the same
set-up as tests/scaleout), then runs `loadtest` through nginx for each room count and
prints one JSON line per step (CPU and memory are the two workers' added up).

    python bench/two_workers_bench.py --rooms 50,100,125 --seconds 30
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from server.loadtest import loadtest  # noqa: E402
from tests.scaleout.stack import Nginx, Redis, Worker, free_port  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rooms", default="50,100")
    ap.add_argument("--players", type=int, default=8)
    ap.add_argument("--seconds", type=float, default=30)
    ap.add_argument("--game", default="avalon")
    ap.add_argument("--options", default='{"lady": "off"}')
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="partytable-2w-") as folder:
        redis = Redis(os.path.join(folder, "redis"))
        ports = [free_port(), free_port()]
        names = [f"127.0.0.1:{p}" for p in ports]
        workers, nginx = [], None
        try:
            workers = [Worker(os.path.join(folder, f"w{p}"), p, names, redis.url, bot_delay=0.5) for p in ports]
            nginx = Nginx(os.path.join(folder, "nginx"), names)
            for rooms in [int(r) for r in a.rooms.split(",")]:
                r = loadtest(a.game, rooms, a.players, a.seconds, url=nginx.url, pid=[w.proc.pid for w in workers],
                             options=json.loads(a.options))
                r.update({"rooms": rooms, "workers": 2})
                print(json.dumps(r), flush=True)
        finally:
            for p in [nginx, *workers, redis]:
                if p is not None:
                    p.close()


if __name__ == "__main__":
    main()
