"""Restore time: how long a restarted host takes to bring back R rooms in the middle of matches.

Builds a data folder of R rooms of G, each mid-match after K inputs played by bots
(through the same RoomHall the server uses), then times, in a fresh process, what
`partytable serve` does at start-up: open the store and rebuild every room by replaying
its input log (``RoomHall.restore``), and the events (``EventHall.restore``).

    python bench/restore_bench.py --rooms 100 --players 8 --game avalon --inputs 40
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, __file__.rsplit("/bench/", 1)[0])

from games.core import RandomBot  # noqa: E402
from games.core.simulate import bot_answer  # noqa: E402
from server.rooms import RoomHall, Seat  # noqa: E402
from server.store import Store  # noqa: E402


def build(folder: str, game: str, rooms: int, players: int, inputs: int) -> int:
    room_hall = RoomHall(Store(folder), seed_source=random.Random(1))
    played = 0
    for r in range(rooms):
        room = room_hall.create_room(game)
        room.seats = [Seat(f"P{i}", f"tok{r}-{i}") for i in range(players)]
        room_hall.start(room)
        rng = random.Random(r)
        bots = [RandomBot(i, rng) for i in range(players)]
        m = room.match
        while len(m.inputs) < inputs and room.phase == "playing" and m.prompts:
            p = m.prompts[0]   # phones answering, as they would before the power cut
            room_hall.answer(room, p.seat, p.id, bot_answer(m, bots[p.seat], p, m.view(p.seat)))
        played += len(m.inputs)
    room_hall.store.close()
    return played


RESTORE = """
import json, sys, time
t0 = time.perf_counter()
from server.rooms import RoomHall
from server.store import Store
from server.events import EventHall
t1 = time.perf_counter()
room_hall = RoomHall(Store(sys.argv[1]))
n = room_hall.restore()
EventHall(room_hall, room_hall.store, "http://x").restore()
t2 = time.perf_counter()
print(json.dumps({"rooms": n, "import_s": round(t1 - t0, 3), "restore_s": round(t2 - t1, 3),
                  "playing": sum(1 for r in room_hall.rooms.values() if r.phase == "playing")}))
"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", default="avalon")
    ap.add_argument("--rooms", type=int, default=100)
    ap.add_argument("--players", type=int, default=8)
    ap.add_argument("--inputs", type=int, default=40, help="inputs played in each room before the restart")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        played = build(folder, a.game, a.rooms, a.players, a.inputs)
        out = subprocess.run([sys.executable, "-c", RESTORE, folder], capture_output=True, text=True, check=True,
                             cwd=__file__.rsplit("/bench/", 1)[0])
        result = {"game": a.game, "rooms": a.rooms, "players": a.players, "inputs_per_room": played / a.rooms,
                  **json.loads(out.stdout)}
        print(json.dumps(result))


if __name__ == "__main__":
    main()
