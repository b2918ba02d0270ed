"""nginx's consistent hash (`hash $key consistent`), in Python.

With several `partytable serve` workers behind nginx (docs/deploy.md), nginx sends
every request that names a room code to the worker its ring picks for that code.
A worker that makes a new room must pick a code nginx will send to *it*, so it
computes the same ring. This is a transcription of
ngx_http_upstream_hash_module.c (ngx_http_upstream_init_chash and
ngx_http_upstream_get_chash_peer), which follows Cache::Memcached::Fast (ketama):

- each server of weight w gets 160*w points; point j of server "HOST:PORT" is
  crc32(HOST "\\0" PORT prev) where prev is point j-1 as 4 little-endian bytes
  (0 for the first point);
- the points are sorted and duplicates dropped (the first of equal points stays);
- a key goes to the first point whose hash >= crc32(key), wrapping to point 0;
- when that server is down (or failed) nginx walks on to the next points.

The server names must be written exactly as in the nginx `upstream` block: the
hash is over the text, not over the resolved address. tests/scaleout checks
this ring against a real nginx.
"""

from __future__ import annotations

import bisect
import struct
import zlib
from typing import Iterable, Optional

POINTS_PER_WEIGHT = 160


def _split(server: str) -> tuple[bytes, bytes]:
    """HOST and PORT as nginx splits them: at the last colon ("unix:" paths have no port)."""
    raw = server.encode()
    if raw[:5].lower() == b"unix:":
        return raw[5:], b""
    host, sep, port = raw.rpartition(b":")
    return (host, port) if sep else (raw, b"")


class HashRing:
    def __init__(self, servers: Iterable[str], weights: Optional[dict[str, int]] = None):
        self.servers = list(servers)
        if not self.servers:
            raise ValueError("the ring needs at least one server (HOST:PORT as in the nginx upstream)")
        if len(set(self.servers)) != len(self.servers):
            raise ValueError(f"a server is listed twice in {self.servers}")
        weights = weights or {}
        points: list[tuple[int, int]] = []   # (hash, index of the server in self.servers)
        for index, server in enumerate(self.servers):
            host, port = _split(server)
            base = host + b"\0" + port
            prev = 0
            for _ in range(POINTS_PER_WEIGHT * int(weights.get(server, 1))):
                prev = zlib.crc32(base + struct.pack("<I", prev))
                points.append((prev, index))
        # nginx sorts with qsort on the hash alone; equal hashes (rare) keep one point
        points.sort(key=lambda p: p[0])
        kept: list[tuple[int, int]] = []
        for p in points:
            if not kept or kept[-1][0] != p[0]:
                kept.append(p)
        self._hashes = [h for h, _ in kept]
        self._owners = [i for _, i in kept]

    def candidates(self, key: str) -> list[str]:
        """The servers in the order nginx tries them for ``key``: the owner first,
        then the ones it falls back to when the earlier ones are down."""
        start = bisect.bisect_left(self._hashes, zlib.crc32(key.encode()))
        seen: list[str] = []
        n = len(self._hashes)
        for step in range(n):
            server = self.servers[self._owners[(start + step) % n]]
            if server not in seen:
                seen.append(server)
                if len(seen) == len(self.servers):
                    break
        return seen

    def owner(self, key: str, down: Iterable[str] = ()) -> str:
        """The server nginx sends ``key`` to while the servers in ``down`` are unreachable."""
        down = set(down)
        for server in self.candidates(key):
            if server not in down:
                return server
        raise LookupError(f"every server of the ring is down: {self.servers}")
