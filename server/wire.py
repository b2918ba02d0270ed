"""How Socket.IO packets are encoded on this server.

Two measured costs of the defaults (bench/server_bench.py, 50 rooms): python-socketio
walks every outgoing payload looking for binary attachments (about 70% of the
server's emit time with nested game views), and the standard json module is
several times slower than orjson. Our events are JSON only, never binary.
"""

from __future__ import annotations

import orjson
from socketio.packet import Packet


class FastJSON:
    """The json-module interface python-socketio and python-engineio expect."""

    @staticmethod
    def dumps(obj, *args, **kwargs) -> str:
        return orjson.dumps(obj, option=orjson.OPT_NON_STR_KEYS).decode()

    @staticmethod
    def loads(text, *args, **kwargs):
        return orjson.loads(text)


class TextPacket(Packet):
    """A packet that never carries binary attachments, so the payload is not
    searched for bytes on every emit."""

    uses_binary_events = False
