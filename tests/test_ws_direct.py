"""Messages written to a WebSocket by the greenlet that sends them (server/ws_direct.py): the
frames are what a WebSocket client reads, order is kept behind Engine.IO's queue, and a phone
that stopped reading never holds up the sender."""

from __future__ import annotations

import socket

import pytest

gevent = pytest.importorskip("gevent")
import gevent.lock  # noqa: E402
import gevent.queue  # noqa: E402
import gevent.socket  # noqa: E402
from wsproto.connection import Connection, ConnectionType  # noqa: E402
from wsproto.events import TextMessage  # noqa: E402

from server import ws_direct  # noqa: E402


@pytest.mark.parametrize("size", [0, 1, 125, 126, 65_535, 65_536, 200_000])
def test_a_frame_is_one_whole_text_message_to_a_websocket_client(size):
    text = ("视" * (size // 3)) + ("x" * (size % 3))
    client = Connection(ConnectionType.CLIENT)
    client.receive_data(ws_direct.text_frame(text.encode()))
    events = list(client.events())
    assert [type(e) for e in events] == [TextMessage]
    assert events[0].data == text and events[0].message_finished


def test_a_message_frame_carries_an_engine_io_message_packet():
    client = Connection(ConnectionType.CLIENT)
    client.receive_data(ws_direct.message_frame(b'2["view",{"seq":3}]'))
    (event,) = client.events()
    assert event.data == '42["view",{"seq":3}]'


@pytest.mark.parametrize("size", [124, 125, 126, 65_534, 65_535, 65_536])
def test_a_message_frame_counts_its_engine_io_type_in_the_length_at_every_header_size(size):
    packet = b"2" + b"x" * (size - 1)
    client = Connection(ConnectionType.CLIENT)
    client.receive_data(ws_direct.message_frame(packet))
    (event,) = client.events()
    assert event.data == "4" + packet.decode() and event.message_finished


def test_an_event_packet_is_the_text_python_socketio_would_send_as_bytes(monkeypatch):
    from socketio import packet
    from server.wire import FastJSON, TextPacket, event_packet, sent_as_is
    monkeypatch.setattr(TextPacket, "json", FastJSON)   # as the server sets it (server/app.py)
    payload = {"match": sent_as_is('{"seat":1,"名":"蔡"}'.encode()), 3: [None, True, 1.5]}
    assert event_packet("view", payload) == TextPacket(packet.EVENT, data=["view", payload]).encode().encode()


class FakeWs:
    def __init__(self, sock):
        self.sock, self.connected = sock, True


class FakeEioSocket:
    """The parts of an Engine.IO connection that write() reads."""

    def __init__(self, sock):
        self.ws_writer = ws_direct._Writer(FakeWs(sock), gevent.lock.Semaphore())
        self.upgrading, self.upgraded, self.closed = False, True, False
        self.queue = gevent.queue.JoinableQueue()
        self.alive = True

    def check_ping_timeout(self):
        return self.alive


@pytest.fixture
def pair():
    # the phone's end reads nothing until a test says so; small buffers fill fast
    server_end, phone_end = gevent.socket.socketpair()
    server_end.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
    phone_end.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    yield server_end, phone_end
    server_end.close()
    phone_end.close()


def read_all(sock, n):
    got = b""
    while len(got) < n:
        chunk = sock.recv(65536)
        assert chunk, "the connection closed early"
        got += chunk
    return got


def test_a_message_goes_straight_to_the_socket_when_nothing_waits_before_it(pair):
    server_end, phone_end = pair
    eio = FakeEioSocket(server_end)
    frame = ws_direct.message_frame(b'2["view",{}]')
    assert ws_direct.write(eio, frame, gevent.spawn)
    assert read_all(phone_end, len(frame)) == frame


@pytest.mark.parametrize("what_waits", ["a packet in the queue", "the writer's batch", "an upgrade", "polling", "closed"])
def test_a_message_is_sent_engine_ios_way_when_something_waits_before_it_or_it_is_not_a_websocket(pair, what_waits):
    # (a closed connection too: Engine.IO's own send drops it, where write() would raise)
    server_end, _ = pair
    eio = FakeEioSocket(server_end)
    if what_waits == "a packet in the queue":
        eio.queue.put("ping")
    elif what_waits == "the writer's batch":
        eio.ws_writer.busy = True
    elif what_waits == "an upgrade":
        eio.upgrading = True
    elif what_waits == "closed":
        eio.closed = True
    else:
        eio.upgraded = False
    assert not ws_direct.write(eio, ws_direct.message_frame(b"2[]"), gevent.spawn)


def test_a_phone_that_stopped_reading_never_holds_up_the_sender_and_gets_every_frame_in_order(pair):
    server_end, phone_end = pair
    eio = FakeEioSocket(server_end)
    frames = [ws_direct.message_frame(b'2["view",{"n":%d,"pad":"%s"}]' % (i, b"p" * 3000)) for i in range(200)]
    written = []
    with gevent.Timeout(2, AssertionError("a write waited on a phone that reads nothing")):
        for frame in frames:
            if not ws_direct.write(eio, frame, gevent.spawn):
                break
            written.append(frame)
    # the socket filled: the frame it could not take whole is being finished in the background,
    # and the next message must wait its turn (Engine.IO's queue) rather than cut into it
    assert eio.ws_writer.pending and 0 < len(written) < len(frames)
    assert not ws_direct.write(eio, frames[-1], gevent.spawn)
    expected = b"".join(written)
    reader = gevent.spawn(read_all, phone_end, len(expected))
    assert reader.get(timeout=5) == expected
    gevent.sleep(0)
    assert not eio.ws_writer.pending and eio.ws_writer.lock.acquire(blocking=False)


def test_a_closed_or_silent_connection_is_not_written_to(pair):
    server_end, phone_end = pair
    eio = FakeEioSocket(server_end)
    eio.alive = False
    assert ws_direct.write(eio, ws_direct.message_frame(b"2[]"), gevent.spawn)
    eio.alive, eio.ws_writer.ws.connected = True, False
    assert ws_direct.write(eio, ws_direct.message_frame(b"2[]"), gevent.spawn)
    phone_end.setblocking(False)
    with pytest.raises(BlockingIOError):
        phone_end.recv(10)


def test_only_gevents_simple_websocket_connections_are_given_direct_writes():
    import engineio
    threading_server = engineio.Server(async_mode="threading")
    before = threading_server._async["websocket"]
    ws_direct.install(threading_server)
    assert threading_server._async["websocket"] is before
    gevent_server = engineio.Server(async_mode="gevent")
    base = gevent_server._async["websocket"]
    ws_direct.install(gevent_server)
    assert issubclass(gevent_server._async["websocket"], base) and gevent_server._async["websocket"] is not base
    # the driver's own table is not changed for other servers of the process
    assert engineio.Server(async_mode="gevent")._async["websocket"] is base
