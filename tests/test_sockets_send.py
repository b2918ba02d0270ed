"""What the handlers' socket layer (server/sockets.py) promises: a held reply leaves in the same
write as the next message to its connection, before it and once only; and the caller a handler
sees is its own connection even while another connection's handler runs."""

from __future__ import annotations

import logging
from types import SimpleNamespace

import pytest

gevent = pytest.importorskip("gevent")
import gevent.lock  # noqa: E402
import gevent.queue  # noqa: E402
import gevent.socket  # noqa: E402
from wsproto.connection import Connection, ConnectionType  # noqa: E402

from server import ws_direct  # noqa: E402
from server.sockets import JoinGuard, Sockets, caller  # noqa: E402


class CountingSocket:
    """A socket that counts the writes made to it."""

    def __init__(self, sock):
        self.sock, self.writes = sock, 0

    def send(self, data, *args):
        self.writes += 1
        return self.sock.send(data, *args)


class FakeServer:
    """The parts of python-socketio's server that Sockets reads: one WebSocket connection ("ws")
    written to directly, one long-polling connection ("poll") sent to through Engine.IO."""

    def __init__(self, ws_socket):
        self.manager = SimpleNamespace(eio_sid_from_sid=lambda sid, ns: "eio-" + sid)
        eio_ws = SimpleNamespace(ws_writer=ws_direct._Writer(SimpleNamespace(sock=ws_socket, connected=True),
                                                             gevent.lock.Semaphore()),
                                 upgrading=False, upgraded=True, closed=False, queue=gevent.queue.JoinableQueue(),
                                 check_ping_timeout=lambda: True)
        self.eio = SimpleNamespace(sockets={"eio-ws": eio_ws, "eio-poll": SimpleNamespace()})
        self.handlers, self.queued = {}, []

    def on(self, event, handler):
        self.handlers[event] = handler

    def _send_eio_packet(self, eio_sid, pkt):
        self.queued.append((eio_sid, pkt.data))

    def get_environ(self, sid):
        return {"REMOTE_ADDR": f"addr-of-{sid}"}


@pytest.fixture
def wired():
    server_end, phone_end = gevent.socket.socketpair()
    counted = CountingSocket(server_end)
    server = FakeServer(counted)
    sockets = Sockets(SimpleNamespace(server=server, start_background_task=gevent.spawn),
                      logging.getLogger("test"), JoinGuard(10, 60, 60))
    yield sockets, server, counted, phone_end
    server_end.close()
    phone_end.close()


def held(sockets, sid, event, payload):
    token = caller.handling(sockets.sio.server, sid)
    try:
        return sockets.hold_reply(event, payload)
    finally:
        caller.done(token)


def messages(phone_end) -> list[str]:
    phone_end.setblocking(False)
    client = Connection(ConnectionType.CLIENT)
    client.receive_data(phone_end.recv(65536))
    return [e.data for e in client.events()]


def test_a_held_reply_leaves_in_the_same_write_as_the_next_message_and_before_it(wired):
    sockets, server, counted, phone_end = wired
    reply = held(sockets, "ws", "accepted", {"prompt": 7})
    sockets.send("view", {"seq": 3}, "ws", reply=reply)
    assert counted.writes == 1
    assert messages(phone_end) == ['42["accepted",{"prompt":7}]', '42["view",{"seq":3}]']
    reply.send()   # taken already: nothing more goes out
    assert counted.writes == 1 and server.queued == []


def test_a_held_reply_goes_before_the_message_through_engine_ios_queue_too(wired):
    sockets, server, counted, _ = wired
    reply = held(sockets, "poll", "accepted", {"prompt": 7})
    sockets.send("view", {"seq": 3}, "ws", "poll", reply=reply)
    assert server.queued == [("eio-poll", '2["accepted",{"prompt":7}]'), ("eio-poll", '2["view",{"seq":3}]')]
    assert counted.writes == 1   # the other connection got the view alone


def test_a_held_reply_no_message_took_along_is_sent_alone(wired):
    sockets, server, counted, phone_end = wired
    reply = held(sockets, "ws", "accepted", {"prompt": 7})
    sockets.send("view", {"seq": 3}, "poll", reply=reply)   # not its connection
    reply.send()
    assert messages(phone_end) == ['42["accepted",{"prompt":7}]']
    assert server.queued == [("eio-poll", '2["view",{"seq":3}]')]


def test_each_handler_sees_its_own_caller_while_another_runs(wired):
    sockets, server, _, _ = wired
    seen = []

    def handler(sid):
        token = caller.handling(server, sid)
        try:
            gevent.sleep(0.01 if sid == "a" else 0)   # "a" waits; "b" runs and ends meanwhile
            seen.append((sid, caller.sid, caller.remote_addr))
        finally:
            caller.done(token)

    gevent.joinall([gevent.spawn(handler, "a"), gevent.spawn(handler, "b")])
    assert sorted(seen) == [("a", "a", "addr-of-a"), ("b", "b", "addr-of-b")]
    with pytest.raises(LookupError):   # outside a handler there is no caller
        caller.sid
