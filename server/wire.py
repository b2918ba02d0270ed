"""How Socket.IO packets are encoded on this server.

Two measured costs of the defaults (bench/server_bench.py, 50 rooms): python-socketio
walks every outgoing payload looking for binary attachments (about 70% of the
server's emit time with nested game views), and the standard json module is
several times slower than orjson. Our events are JSON only, never binary.
"""

from __future__ import annotations

import re

import orjson
from socketio import packet
from socketio.packet import Packet

from games.core import Keeping


def encode(obj) -> bytes:
    """A payload as this server writes it (int keys become strings, as the json module's do).
    orjson's option for int keys takes a slower road for every dict (a 盗梦都市 TV table: 10 us
    with it, 4.6 us without); only an outcome's tallies have int keys, so a payload is tried
    without it first, and the same bytes come out either way."""
    try:
        return orjson.dumps(obj)
    except orjson.JSONEncodeError:
        return orjson.dumps(obj, option=orjson.OPT_NON_STR_KEYS)


def sent_as_is(data: bytes) -> orjson.Fragment:
    """Bytes already encoded, placed in a payload without being parsed or encoded again."""
    return orjson.Fragment(data)


# How the server keeps each reader's table between moves of the rules (games/core/match.py): its
# bytes, placed in every view made before the next move without being encoded again.
KEPT_ENCODED = Keeping(encode, sent_as_is)


def event_packet(event: str, payload) -> bytes:
    """The Socket.IO EVENT packet of ``event`` with ``payload`` in the default namespace, as
    TextPacket encodes it (type digit, then the JSON array), but as bytes: a WebSocket frame
    carries bytes, and the text form is made only when Engine.IO's queue takes it."""
    return str(packet.EVENT).encode() + encode([event, payload])


class FastJSON:
    """The json-module interface python-socketio and python-engineio expect."""

    @staticmethod
    def dumps(obj, *args, **kwargs) -> str:
        return encode(obj).decode()

    @staticmethod
    def loads(text, *args, **kwargs):
        return orjson.loads(text)


class TextPacket(Packet):
    """A packet that never carries binary attachments, so the payload is not
    searched for bytes on every emit."""

    uses_binary_events = False


_EVENT_NAME = re.compile(r'\d[^\[]*\[\s*"([^"\\]{1,40})"')


def event_name(data: str) -> str:
    """The event a raw packet names, when it can be read (e.g. '42["answer",...' -> 'answer')."""
    m = _EVENT_NAME.match(data[:64])
    return m.group(1) if m else ""


def guard_packets(server, max_bytes: int, refuse) -> None:
    """Check every Socket.IO message before python-socketio dispatches it: one larger than
    ``max_bytes``, one that is not JSON, and one with binary attachments get
    ``refuse(sid, code, message, event)`` (the client is told, docs/protocol.md "Errors") and are
    dropped; without this they closed the connection or left a traceback in the log.
    Engine.IO frames above its own cap (``max_http_buffer_size``) still close the connection."""
    def guarded(eio_sid, data):
        if isinstance(data, bytes):   # an attachment of a binary packet already refused
            return
        sid = server.manager.sid_from_eio_sid(eio_sid, "/")
        if len(data) > max_bytes:
            return refuse(sid, "too_large", f"A message may hold at most {max_bytes // 1024} KB; send less.",
                          event_name(data))
        try:
            pkt = server.packet_class(encoded_packet=data)
        except Exception:  # whatever a malformed packet makes the decoder raise
            return refuse(sid, "bad_payload", "The message is not a Socket.IO packet of JSON; send JSON.",
                          event_name(data))
        if pkt.packet_type in (packet.BINARY_EVENT, packet.BINARY_ACK):
            return refuse(sid, "bad_payload", "Binary attachments are not accepted; send JSON only.",
                          event_name(data))
        if pkt.packet_type == packet.EVENT:
            name = pkt.data[0] if isinstance(pkt.data, list) and pkt.data else None
            if not isinstance(name, str):
                return refuse(sid, "bad_payload", "A message is [event name, payload] with a text name; send that.",
                              event_name(data))
            # python-socketio hands an event literally named "*" to the catch-all handler without its name.
            if name == "*":
                return refuse(sid, "unknown_event", "The server has no event '*'; see docs/protocol.md.", name)
            return server._handle_event(eio_sid, pkt.namespace, pkt.id, pkt.data)
        return handle(eio_sid, data)

    handle = server._handle_eio_message
    server.eio.on("message", guarded)
