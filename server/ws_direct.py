"""A message written to a phone's WebSocket by the greenlet that sends it (gevent).

Engine.IO hands every outgoing packet to a queue, and a writer greenlet of the connection
takes it off, encodes it and gives it to simple-websocket, which frames it with wsproto and
writes it to the socket: per message a queue put and get, a wake-up of the writer through
the hub, a packet encoding and wsproto's framing. At 100 rooms of 8 that path was about a
third of the server's CPU (py-spy; docs/decisions.md "Messages written where they are sent").
Here a message to a connection on the WebSocket transport is framed once (a text frame: two
to ten bytes of header, unmasked, as a server sends) and written straight to the socket,
under a lock the writer greenlet takes too, so two writes never interleave.

Order is kept: a message goes this way only when the connection's queue is empty and its
writer is not in the middle of a batch it took off the queue; otherwise it joins the queue
behind what waits there. Pings, the upgrade's packets and the close still go through the
writer, which must go on hearing from the queue (it closes a connection whose queue stays
silent for ping_interval + ping_timeout, and the pings come every ping_interval).

Only gevent's simple-websocket connections are written this way; eventlet's (another
WebSocket implementation) and long-polling connections take Engine.IO's own path.
"""

from __future__ import annotations

import struct
from typing import Optional

from engineio import packet as eio_packet

FIN_TEXT = 0x81            # a whole message in one frame, text opcode
LENGTH_16, LENGTH_64 = 126, 127


def text_frame(data: bytes, lead: bytes = b"") -> bytes:
    """One unmasked WebSocket text frame carrying ``lead`` then ``data`` (RFC 6455 §5.2; a server
    never masks). A view of several kilobytes is copied once: the header and lead are joined first."""
    n = len(lead) + len(data)
    if n < LENGTH_16:
        header = bytes((FIN_TEXT, n))
    elif n < 1 << 16:
        header = struct.pack("!BBH", FIN_TEXT, LENGTH_16, n)
    else:
        header = struct.pack("!BBQ", FIN_TEXT, LENGTH_64, n)
    return header + lead + data


MESSAGE = str(eio_packet.MESSAGE).encode()


def message_frame(socketio_packet: bytes) -> bytes:
    """The frame that carries an Engine.IO MESSAGE packet holding ``socketio_packet``."""
    return text_frame(socketio_packet, MESSAGE)


class _Writer:
    """The WebSocket side of one Engine.IO connection: its simple-websocket connection, the
    lock both ways of writing take, whether the writer greenlet holds a batch it took off the
    queue, and whether a frame the socket could not take at once is still being written."""

    __slots__ = ("ws", "lock", "busy", "pending")

    def __init__(self, ws, lock):
        self.ws, self.lock, self.busy, self.pending = ws, lock, False, False


def install(eio_server) -> None:
    """Give ``eio_server`` (python-engineio, gevent mode, simple-websocket) WebSocket
    connections that ``write`` can reach. Other set-ups are left as they are."""
    from engineio.async_drivers._websocket_wsgi import SimpleWebSocketWSGI
    base = eio_server._async.get("websocket")
    if eio_server.async_mode != "gevent" or not (isinstance(base, type) and issubclass(base, SimpleWebSocketWSGI)):
        return   # eventlet's own WebSocket, or gevent-websocket: Engine.IO's path
    from gevent.lock import Semaphore

    class DirectWebSocket(base):
        def __init__(self, handler, server):
            super().__init__(self._run, server)
            self.handler = handler
            self.lock = Semaphore()

        def _run(self, me):
            # Engine.IO calls its handler with this object once the handshake is done and
            # returns when the connection ends; the handler is a method of the connection
            sock = self.handler.__self__
            writer = _Writer(self.ws, self.lock)
            take = sock.poll

            def poll():
                writer.busy = False
                packets = take()
                writer.busy = bool(packets)
                return packets

            sock.poll, sock.ws_writer = poll, writer
            try:
                return self.handler(me)
            finally:
                sock.ws_writer = None
                del sock.poll

        def send(self, message):
            with self.lock:
                return super().send(message)

    eio_server._async = {**eio_server._async, "websocket": DirectWebSocket}


def write(eio_socket, frame: bytes, spawn) -> bool:
    """Write ``frame`` (message_frame) to ``eio_socket`` now, if it is on the WebSocket
    transport and nothing waits before it; False: send it Engine.IO's way.

    The sender never waits on the socket: a phone that stopped reading (out of the Wi-Fi, the
    screen off) must not hold up the room it is sent from. What the socket cannot take at once
    is finished by ``spawn``'s greenlet, which keeps the lock until it is written."""
    writer: Optional[_Writer] = getattr(eio_socket, "ws_writer", None)
    if writer is None or writer.busy or writer.pending or eio_socket.closed or eio_socket.upgrading \
            or not eio_socket.upgraded or not eio_socket.queue.empty():
        return False
    if not eio_socket.check_ping_timeout():   # as Engine.IO's send: a silent client is closed, not sent to
        return True
    if not writer.lock.acquire(blocking=False):
        return False
    handed_over = False
    try:
        ws = writer.ws
        if not ws.connected:
            return True          # as the writer: a message to a closed connection is lost
        try:
            written = ws.sock.send(frame, 0, 0.0)   # gevent: a time-out of 0 never waits
        except BlockingIOError:
            written = 0
        except OSError:
            return True          # the reading side sees the connection end and closes it
        if written < len(frame):
            writer.pending = handed_over = True
            spawn(_finish, writer, memoryview(frame)[written:])
        return True
    finally:
        if not handed_over:
            writer.lock.release()


def _finish(writer: _Writer, rest) -> None:
    """The rest of a frame, written as the socket takes it; then the lock is free again."""
    try:
        writer.ws.sock.sendall(rest)
    except OSError:
        pass
    finally:
        writer.pending = False
        writer.lock.release()
