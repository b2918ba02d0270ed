"""The server's background loops: one ticker for every room's timers and bots, and the
SQLite checkpointer (docs/decisions.md "Server")."""

from __future__ import annotations

from typing import Callable

from games.core import Rejection

from .rooms import Room, RoomHall

CHECKPOINT_EVERY = 5.0           # seconds between WAL checkpoints (in a thread)


def ticker(sio, room_hall: RoomHall, hall, publish: Callable[..., None], flush_events: Callable[[], None],
           tick: float, logger) -> None:
    """Forever: every ``tick`` seconds, the rooms whose timer or bot is due move on."""
    while True:
        sio.sleep(tick)
        now = room_hall.clock()
        for room in list(room_hall.rooms.values()):
            due = room_hall.next_due(room)
            if due is None or due > now:
                continue
            tick_room(room_hall, room, publish, logger)
        if hall.dirty:
            try:
                flush_events()
            except Exception:
                logger.exception("publishing events failed")


def tick_room(room_hall: RoomHall, room: Room, publish: Callable[..., None], logger) -> None:
    with room.lock:
        try:
            changed = room_hall.tick(room)
        except Rejection as r:  # e.g. the disk is full: try again next tick
            logger.warning("room %s: %s", room.code, r.message)
            return
        except Exception:
            logger.exception("room %s tick failed", room.code)
            return
        if changed:
            publish(room, room_changed=room.phase != "playing")


def checkpointer(sio, store, run_blocking, logger) -> None:
    """Forever: a WAL checkpoint every CHECKPOINT_EVERY seconds, in a real OS thread."""
    while True:
        sio.sleep(CHECKPOINT_EVERY)
        try:
            run_blocking(store.checkpoint)
        except Exception:
            logger.exception("WAL checkpoint failed")
