"""What every Socket.IO handler shares: who a connection is, the handler wrapper (payload
check, rate limit, refusals sent as ``error``), and the guarded look-up of a room or event code.

The room handlers (server/room_sockets.py) and the event handlers (server/event_sockets.py)
register through ``Sockets.handler``; neither sends game data from here.
"""

from __future__ import annotations

import os
import time
from collections import deque
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Callable, Optional

from engineio import packet as eio_packet

from games.core import Rejection

from . import ws_direct
from .wire import event_packet


RATE_BURST, RATE_PER_SECOND = 40, 20.0
# Room codes must not be enumerable: an address whose room look-ups fail JOIN_FAILS times
# within JOIN_WINDOW seconds is refused every look-up (except a seat's or the host's
# token) for JOIN_BLOCK seconds. "fails/window/block" in PARTYTABLE_JOIN_LIMIT overrides it.
JOIN_FAILS, JOIN_WINDOW, JOIN_BLOCK = 10, 60.0, 60.0
HANDLED_EVENTS = {"connect", "disconnect"}


class Caller:
    """The connection whose message is being handled: ``caller.sid``, ``caller.remote_addr``.

    Handlers are registered with python-socketio itself, not through Flask-SocketIO, which
    built a Flask request context for every message (a request object, a URL adapter, the
    app context, the session): 7 % of the server's CPU at 100 rooms of eight phones, for handlers that
    read only the connection's id and address (docs/decisions.md "Handlers without a request
    context"). Each greenlet (and thread) has its own value: a handler that waits lets
    another connection's handler run meanwhile."""

    _current: ContextVar[tuple[str, Any]] = ContextVar("partytable_caller")

    @property
    def sid(self) -> str:
        return self._current.get()[0]

    @property
    def remote_addr(self) -> str:
        # looked up when asked (room look-ups only), not for every message
        sid, server = self._current.get()
        return (server.get_environ(sid) or {}).get("REMOTE_ADDR") or "?"

    def handling(self, server, sid: str):
        """Set the caller for one handler's run; the token to give back to ``done``."""
        return self._current.set((sid, server))

    def done(self, token) -> None:
        self._current.reset(token)


caller = Caller()


@dataclass
class Binding:
    """What a connection is: the TV of a room, or one seat of a room."""
    code: str
    seat: Optional[int] = None   # None: the connection is the room's TV (or a spectator)
    host_tv: bool = False
    spectator: bool = False      # a phone watching the TV's view (docs/protocol.md "Spectators")
    tokens: float = RATE_BURST
    stamp: float = 0.0


@dataclass
class EventBinding:
    """What an event connection is: the event's projector (organiser or not), or an entrant's phone."""
    code: str
    entrant: Optional[int] = None
    organiser: bool = False
    tokens: float = RATE_BURST
    stamp: float = 0.0


def join_limit() -> tuple[int, float, float]:
    raw = os.environ.get("PARTYTABLE_JOIN_LIMIT", "")
    try:
        fails, window, block = raw.split("/")
        return int(fails), float(window), float(block)
    except ValueError:
        return JOIN_FAILS, JOIN_WINDOW, JOIN_BLOCK


class JoinGuard:
    """Failed room look-ups per client address (sliding window), then a block."""

    def __init__(self, fails: int, window: float, block: float, clock=time.monotonic):
        self.fails, self.window, self.block, self.clock = fails, window, block, clock
        self.seen: dict[str, deque] = {}
        self.until: dict[str, float] = {}

    def blocked(self, addr: str) -> bool:
        until = self.until.get(addr)
        if until is None:
            return False
        if until > self.clock():
            return True
        del self.until[addr]
        return False

    def failed(self, addr: str) -> None:
        now = self.clock()
        if len(self.seen) > 10_000:   # bounded memory: forget addresses that have been quiet
            for a in [a for a, q in self.seen.items() if not q or q[-1] < now - self.window]:
                del self.seen[a]
        q = self.seen.setdefault(addr, deque())
        q.append(now)
        while q and q[0] < now - self.window:
            q.popleft()
        if len(q) >= self.fails:
            self.until[addr] = now + self.block
            q.clear()


class HeldReply:
    """A reply written in one piece with the next message to its connection: on loopback a
    write costs the host about three times a view's encoding (docs/decisions.md "`accepted`
    goes out with the phone's view")."""

    __slots__ = ("sockets", "sid", "packet")

    def __init__(self, sockets: "Sockets", sid: str, packet: Optional[bytes]):
        self.sockets, self.sid, self.packet = sockets, sid, packet

    def take(self) -> Optional[bytes]:
        packet, self.packet = self.packet, None
        return packet

    def send(self) -> None:
        """Alone, if no message took it along."""
        packet = self.take()
        if packet is not None:
            self.sockets.send_packet(packet, self.sid)


def rate_ok(b: Binding | EventBinding | None) -> bool:
    """A token bucket per connection: RATE_BURST at once, RATE_PER_SECOND after that."""
    if b is None:
        return True
    now = time.monotonic()
    b.tokens = min(RATE_BURST, b.tokens + (now - b.stamp) * RATE_PER_SECOND)
    b.stamp = now
    if b.tokens < 1:
        return False
    b.tokens -= 1
    return True


def short_token(token) -> bool:
    return isinstance(token, str) and 0 < len(token) <= 100


class Sockets:
    """The Socket.IO server as the handlers see it: the connections' bindings, the handler
    wrapper, errors to the caller, guarded code look-ups, and what happens on disconnect."""

    def __init__(self, sio, logger, join_guard: JoinGuard):
        self.sio, self.logger, self.join_guard = sio, logger, join_guard
        self.bindings: dict[str, Binding] = {}
        self.event_bindings: dict[str, EventBinding] = {}
        self.on_disconnect: list[Callable[[str], None]] = []   # called in order with the sid
        server = sio.server
        server.on("connect", self._connect)
        server.on("disconnect", self._disconnect)
        server.on("*", lambda event, sid, *args: self._as_caller(sid, self._unknown, event, *args))

    def binding_of(self, sid: str) -> Binding | EventBinding | None:
        return self.bindings.get(sid) or self.event_bindings.get(sid)

    def send(self, event: str, payload, *sids: str, reply: Optional["HeldReply"] = None) -> None:
        """``payload`` to each of ``sids``, connections of this worker, encoded once. Past the
        message queue of several workers (docs/deploy.md), which would carry it to every worker,
        and past ``emit``'s look-up of a room per connection: half the CPU of an emit of a view
        (docs/decisions.md "What goes to one connection skips emit"). The Engine.IO packet is the one python-socketio
        sends (and Flask-SocketIO's test client reads); a connection on the WebSocket transport is
        written to here, past Engine.IO's queue, when nothing waits in it (server/ws_direct.py).
        ``reply``, when it is still held and its connection is among ``sids``, goes to that
        connection just before this message, in the same write."""
        if sids:
            self.send_packet(event_packet(event, payload), *sids, reply=reply)

    def send_packet(self, encoded: bytes, *sids: str, reply: Optional["HeldReply"] = None) -> None:
        """An encoded Socket.IO packet (``wire.event_packet``) to each of ``sids``, as ``send``."""
        server = self.sio.server
        sent = frame = None
        eio_sid_of, eio_sockets = server.manager.eio_sid_from_sid, server.eio.sockets
        for sid in sids:
            eio_sid = eio_sid_of(sid, "/")
            if eio_sid is None:              # gone since: as emit, nothing is sent
                continue
            ahead = reply.take() if reply is not None and sid == reply.sid else None
            eio_socket = eio_sockets.get(eio_sid)
            if eio_socket is not None and getattr(eio_socket, "ws_writer", None) is not None:
                frame = frame or ws_direct.message_frame(encoded)
                if ws_direct.write(eio_socket, frame if ahead is None else ws_direct.message_frame(ahead) + frame,
                                   self.sio.start_background_task):
                    continue
            if ahead is not None:
                server._send_eio_packet(eio_sid, eio_packet.Packet(eio_packet.MESSAGE, ahead.decode()))
            sent = sent or eio_packet.Packet(eio_packet.MESSAGE, encoded.decode())
            server._send_eio_packet(eio_sid, sent)

    def hold_reply(self, event: str, payload) -> "HeldReply":
        """A reply to the caller that waits to go out with the next message sent to it (``send``'s
        ``reply``); ``HeldReply.send`` sends it alone if none came."""
        return HeldReply(self, caller.sid, event_packet(event, payload))

    def send_error(self, rejection: Rejection, event: str, sid: Optional[str] = None) -> None:
        """A refusal to the caller (or to ``sid``), naming the event it refuses."""
        self.send("error", {**rejection.as_dict(), "event": event}, sid or caller.sid)

    def handler(self, event: str):
        """Wrap a handler: payload must be an object; refusals become `error` events."""
        def wrap(fn):
            def inner(payload=None, *extra):
                if not rate_ok(self.binding_of(caller.sid)):
                    return self.send_error(Rejection("rate_limited", "Too many messages; slow down."), event)
                if payload is None:
                    payload = {}
                if not isinstance(payload, dict) or extra:
                    return self.send_error(Rejection("bad_payload", f"'{event}' takes one JSON object."), event)
                try:
                    fn(payload)
                except Rejection as r:
                    self.send_error(r, event)
                except Exception:  # never leak a traceback to a client
                    self.logger.exception("handler %s failed", event)
                    self.send_error(Rejection("server_error", "Something went wrong on the host; try again."), event)
            inner.__name__ = f"on_{event}"
            HANDLED_EVENTS.add(event)
            self.sio.server.on(event, lambda sid, *args: self._as_caller(sid, inner, *args))
            return fn
        return wrap

    def _as_caller(self, sid: str, fn, *args):
        token = caller.handling(self.sio.server, sid)
        try:
            return fn(*args)
        finally:
            caller.done(token)

    def look_up(self, code, token: Any, token_ok, known: dict, find, shown_on: str):
        """Find a room (or an event) by code, counting failed look-ups per client address; a
        blocked address still gets back in with a token the thing knows."""
        addr = caller.remote_addr
        if self.join_guard.blocked(addr):
            found = known.get(code.upper()) if isinstance(code, str) else None
            if found is None or not token_ok(found, token):
                raise Rejection("too_many_joins", "Too many wrong codes from this device; wait a minute "
                                                  f"and check the code on {shown_on}.",
                                params={"seconds": int(self.join_guard.block)})
            return found
        try:
            return find(code)
        except Rejection:
            self.join_guard.failed(addr)
            raise

    def guessed_wrong(self) -> None:
        """Guessing tokens counts like guessing codes."""
        self.join_guard.failed(caller.remote_addr)

    def _connect(self, sid, environ, auth=None):
        return True

    def _disconnect(self, sid, *_):
        for fn in self.on_disconnect:
            fn(sid)

    def _unknown(self, event, *_):
        """Any event no handler knows (a typo or a newer client): say so rather than stay silent."""
        if not rate_ok(self.binding_of(caller.sid)):
            return self.send_error(Rejection("rate_limited", "Too many messages; slow down."), str(event)[:40])
        name = str(event)[:40]
        self.send_error(Rejection("unknown_event", f"The server has no event {name!r}; see docs/protocol.md.",
                                  params={"name": name}), name)
