"""Several `partytable serve` workers behind nginx, sharing Redis (docs/deploy.md).

What one worker needs to know and do besides serving its rooms:

- which codes nginx routes to it (``owns``, nginx's ring in server/ring.py), so the
  rooms it makes get codes nginx sends back to it;
- the shared store (server/redis_store.py) and the Socket.IO message queue;
- to let go of a room another worker has taken over (``watch_holders``): when a
  worker dies nginx sends its rooms' phones to the next worker on the ring, which
  loads each room from Redis and becomes its holder. When the first worker comes
  back it takes its rooms back the same way. The worker that lost a room drops
  its copy and cuts its connections to that room (without a Socket.IO goodbye, so
  the clients reconnect by themselves, through nginx, to the new holder).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

from .ring import HashRing
from .store import StorageError

HOLDER_CHECK_EVERY = 1.0   # seconds between checks that this worker still holds its rooms


@dataclass
class Cluster:
    store_url: str                      # redis://HOST:PORT/DB
    workers: list                       # every worker as HOST:PORT, as in the nginx upstream
    name: str                           # this worker, one of ``workers``
    message_queue: Optional[str] = None  # Socket.IO's message queue (default: the store's Redis)
    ring: HashRing = field(init=False)

    def __post_init__(self):
        if not self.store_url.startswith(("redis://", "rediss://", "unix://")):
            raise ValueError(f"--store {self.store_url!r}: give redis://HOST:PORT/DB (SQLite is the default "
                             "for one process; several workers share Redis, docs/deploy.md)")
        if self.name not in self.workers:
            raise ValueError(f"this worker ({self.name}) is not in --workers {','.join(self.workers)}: "
                             "give --worker-name exactly as it is written in that list and in nginx's upstream")
        self.ring = HashRing(self.workers)
        self.message_queue = self.message_queue or self.store_url

    def owns(self, code: str) -> bool:
        """nginx sends this code to this worker while every worker is up."""
        return self.ring.owner(code) == self.name

    def open_store(self):
        from .redis_store import RedisStore
        return RedisStore(self.store_url, holder=self.name)


def drop_connection(sio, sid: str) -> None:
    """Close a client's transport without the Socket.IO disconnect packet: the
    client sees a lost connection and reconnects by itself (a server-side
    `disconnect` would tell it to stay away)."""
    server = sio.server
    eio_sid = server.manager.eio_sid_from_sid(sid, "/")
    sock = server.eio.sockets.get(eio_sid) if eio_sid else None
    if sock is not None:
        sock.close(wait=False, abort=True)


def watch_holders(sio, room_hall, name: str, log, every: float = HOLDER_CHECK_EVERY,
                  drop: Callable = drop_connection) -> None:
    """Forever (a background task): let go of the rooms another worker now holds."""
    while True:
        sio.sleep(every)
        try:
            holders = room_hall.store.holders(list(room_hall.rooms))
        except StorageError as exc:
            log.warning("cannot check which rooms this worker still holds: %s", exc)
            continue
        def cut(sids):
            for sid in sids:
                drop(sio, sid)
        for code in let_go(room_hall, name, holders, cut):
            log.info("room %s is held by worker %s now: its connections here are cut", code, holders[code])


def let_go(room_hall, name: str, holders: dict, drop_sids: Optional[Callable] = None) -> list:
    """Drop the rooms whose holder is another worker; cut their connections. Returns their codes."""
    gone = []
    for code, holder in holders.items():
        if holder is None or holder == name:
            continue
        with room_hall.lock:
            room = room_hall.rooms.pop(code, None)
        if room is None:
            continue
        with room.lock:
            sids = set(room.tv_sids) | {sid for seat in room.seats for sid in seat.sids}
        gone.append(code)
        if drop_sids:
            drop_sids(sids)
    return gone
