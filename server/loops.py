"""The server's background loops: one ticker for every room's timers and bots, and the
SQLite checkpointer, which also folds the inputs' journal into the database (docs/decisions.md
"Server", "Inputs are journalled, then folded into SQLite")."""

from __future__ import annotations

from typing import Callable

from games.core import Rejection

from .rooms import Room, RoomHall

CHECKPOINT_EVERY = 5.0           # seconds between WAL checkpoints (in a thread)
FOLD_EVERY = 1.0                 # seconds between folds of the inputs' journal into the database
ABSENT_CHECK_EVERY = 1.0         # seconds between looks for event seats whose grace period ran out


def ticker(sio, room_hall: RoomHall, hall, publish: Callable[..., None], flush_events: Callable[[], None],
           tick: float, logger) -> None:
    """Forever: every ``tick`` seconds, the rooms whose timer or bot is due move on (and, every
    ABSENT_CHECK_EVERY seconds, a bot keeps the event seats whose player did not come)."""
    absent_checked = 0.0
    while True:
        sio.sleep(tick)
        now = room_hall.clock()
        if now - absent_checked >= ABSENT_CHECK_EVERY:
            absent_checked = now
            stand_in_absentees(room_hall, hall, publish, logger)
        for room in list(room_hall.rooms.values()):
            if not room_hall.is_due(room, now):
                continue
            tick_room(room_hall, room, publish, logger)
            # A phone's answer waiting on the loop goes before the next room's timers: at 150 rooms
            # a tick found tens of rooms due (风声's auto-passes) and held every answer behind them
            # all (docs/decisions.md "The ticker yields between rooms").
            sio.sleep(0)
        if hall.dirty:
            try:
                flush_events()
            except Exception:
                logger.exception("publishing events failed")


def stand_in_absentees(room_hall: RoomHall, hall, publish: Callable[..., None], logger) -> None:
    try:
        codes = hall.stand_in_absentees()
    except Exception:   # e.g. the disk is full: try again at the next look
        logger.exception("seating bots for absent entrants failed")
        return
    for code in codes:
        room = room_hall.rooms.get(code)
        if room is not None:
            with room.lock:
                room_hall.tick(room)
                publish(room)


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
    """Forever: the inputs' journal folded into the database every FOLD_EVERY seconds, here (one
    transaction, about 3 us an input: a few milliseconds at 150 rooms of 风声), and a WAL checkpoint every
    CHECKPOINT_EVERY seconds, in a real OS thread (it may wait on the disk)."""
    folds = 0
    while True:
        sio.sleep(FOLD_EVERY)
        try:
            store.fold_journal()
        except Exception:   # e.g. the disk is full: the journal keeps them until the next fold
            logger.exception("folding the inputs' journal failed")
        folds += 1
        if folds % round(CHECKPOINT_EVERY / FOLD_EVERY):
            continue
        try:
            run_blocking(store.checkpoint)
        except Exception:
            logger.exception("WAL checkpoint failed")
