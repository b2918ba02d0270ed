"""A real `partytable serve` on loopback, and Socket.IO clients that record what they receive."""

from __future__ import annotations

import os
import socket
import threading
import time

from server.botclient import InOrderClient, close_client
from server.loadtest import ServeProcess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXTRA_GAMES = "zap=tests.toygames"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server(ServeProcess):
    """`partytable serve` in its own process, on 127.0.0.1 only, with the test games."""

    def __init__(self, data_dir: str, async_mode: str = "gevent", bot_delay: float = 0.0,
                 auto_pass_delay: float = 0.0, port: int | None = None):
        super().__init__(data_dir, async_mode, bot_delay, ("--auto-pass-delay", str(auto_pass_delay)),
                         {"PARTYTABLE_EXTRA_GAMES": EXTRA_GAMES}, port)
        self.log_name = f"server-{self.port}.log"


class Client:
    """One connection (a phone or a TV) that keeps every event it receives."""

    def __init__(self, url: str):
        self.url = url
        self.sio = InOrderClient(reconnection=False)   # events recorded in the server's order
        self.events: list[tuple[str, object]] = []
        self.cond = threading.Condition()
        self.sio.on("*", self._record)

    def _record(self, event, data=None):
        with self.cond:
            self.events.append((event, data))
            self.cond.notify_all()

    def connect(self) -> "Client":
        self.sio.connect(self.url, transports=["websocket"], wait_timeout=10)
        return self

    def emit(self, event: str, *payload) -> None:
        self.sio.emit(event, *payload)

    def count(self, event: str) -> int:
        with self.cond:
            return sum(1 for e, _ in self.events if e == event)

    def wait(self, event: str, pred=lambda d: True, timeout: float = 10.0, after: int = 0):
        """The first ``event`` (counting only those after index ``after``) whose data satisfies pred."""
        end = time.monotonic() + timeout
        with self.cond:
            while True:
                for e, d in self.events[after:]:
                    if e == event and pred(d):
                        return d
                left = end - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"no {event!r} matching in {timeout}s; last events: {self.events[-5:]}")
                self.cond.wait(left)

    def mark(self) -> int:
        with self.cond:
            return len(self.events)

    def last(self, event: str):
        with self.cond:
            for e, d in reversed(self.events):
                if e == event:
                    return d
        return None

    def request(self, event: str, payload, reply: str, timeout: float = 10.0, pred=lambda d: True):
        """Emit and wait for ``reply`` (or an error, which is returned as ('error', data))."""
        m = self.mark()
        self.emit(event, payload)
        end = time.monotonic() + timeout
        with self.cond:
            while True:
                for e, d in self.events[m:]:
                    if e == reply and pred(d):
                        return d
                    if e == "error":
                        return ("error", d)
                left = end - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"no {reply!r} after {event}; got {self.events[m:]}")
                self.cond.wait(left)

    def refused(self, event: str, payload, timeout: float = 10.0) -> dict:
        """Emit and return the error the server answers it with (fails if none comes)."""
        m = self.mark()
        self.emit(event, payload)
        return self.wait("error", lambda d: d.get("event") == event, timeout, after=m)

    def close(self) -> None:
        close_client(self.sio)


def open_tv(url: str, room: str | None = None, host_token: str | None = None) -> tuple[Client, dict]:
    tv = Client(url).connect()
    payload = {} if room is None else {"room": room, "host_token": host_token}
    info = tv.request("tv_hello", payload, "tv_welcome")
    assert not isinstance(info, tuple), info
    return tv, info


def join_phone(url: str, room: str, name: str, token: str | None = None, lang: str = "en") -> tuple[Client, dict]:
    phone = Client(url).connect()
    payload = {"room": room, "lang": lang, **({"token": token} if token else {"name": name})}
    info = phone.request("join", payload, "welcome")
    assert not isinstance(info, tuple), info
    return phone, info
