"""Bot phones over the real protocol: what `partytable bot` and the load tools use.

Each bot is a Socket.IO client that joins a seat, waits for its prompts in the
`view` events it receives and answers them with the game's bot, exactly like a
phone would (it only ever sees its own seat's view).
"""

from __future__ import annotations

import random
import threading
import time
from typing import Optional

import engineio
import socketio

from games import get_game
from games.core import RandomBot
from games.core.simulate import RETRIES

ANSWER_GAP = 1 / 15  # seconds between a bot phone's answers: server/app.py allows 20 a second
# Rejections that are not the rules speaking: a bot does not think again about them.
NOT_RULES = ("stale_prompt", "match_over", "paused", "bad_payload", "too_large", "rate_limited",
             "storage_failed", "not_seated", "server_error", "no_match")


class _InOrderEngineIO(engineio.Client):
    """python-engineio's client hands each message to a thread of its own, so two messages can be
    handled in the other order (8 of 7,200 in a probe of a lobby: a room from before a start
    recorded after it). Here a message is handled in the read loop, in the order the server sent
    it; its handlers must be quick (they record, they do not wait). Private hooks of the pinned
    python-engineio 4.15 / python-socketio 5.18."""

    def _trigger_event(self, event, *args, **kwargs):
        if event == "message":
            kwargs["run_async"] = False
        return super()._trigger_event(event, *args, **kwargs)


class InOrderClient(socketio.Client):
    """A Socket.IO client whose handlers see the messages in the order the server sent them."""

    def _engineio_client_class(self):
        return _InOrderEngineIO


def close_client(sio: socketio.Client, wait: float = 3.0) -> None:
    """Disconnect, giving up after ``wait`` seconds.

    The websocket is closed first without waiting for the server's close frame,
    which gevent with simple-websocket does not always send (websocket-client
    would wait 3 s per connection). The rest runs on a helper thread: when that
    first close cannot shut the socket down, the client's read loop stays in
    recv() and ``disconnect()`` would join it for ever (CI once hung 600 s in a
    bot event's clean-up). A closed client never reconnects."""
    sio.reconnection = False

    def close() -> None:
        try:
            ws = getattr(sio.eio, "ws", None)
            if ws is not None:
                ws.close(timeout=0.2)
            sio.shutdown()   # disconnects, or stops a reconnection already under way
        except Exception:
            pass

    closer = threading.Thread(target=close, name="close-client", daemon=True)
    closer.start()
    closer.join(wait)


def narrowed(prompt: dict, refused) -> dict:
    """The prompt without the one choice a rule just refused, so a bot that thinks again (a random
    one above all: a 风声 window offers every card in hand) does not pick it again."""
    kept = [c for c in prompt.get("choices", ()) if [c["id"]] != refused]
    if prompt.get("kind") != "choose" or len(kept) == len(prompt.get("choices", ())) or len(kept) < prompt.get("min", 1):
        return prompt
    return {**prompt, "choices": kept}


def tries_allowed(prompt: dict) -> int:
    """How often a bot phone thinks again about one prompt before it gives up."""
    return RETRIES + len(prompt.get("choices", ()))


class BotPhone:
    def __init__(self, url: str, room: str, name: str, kind: str = "smart", seed: int = 0,
                 lang: str = "en", on_view=None):
        self.url, self.room, self.name, self.kind, self.lang = url, room, name, kind, lang
        self.rng = random.Random(seed)
        self.sio = socketio.Client(reconnection=True, reconnection_delay=0.2, reconnection_delay_max=1)
        self.token: Optional[str] = None
        self.seat: Optional[int] = None
        self.brain = None
        self.answered: set = set()
        self.finished = threading.Event()
        self.joined = threading.Event()
        self.errors: list = []
        self.last_view: Optional[dict] = None
        self.asking: Optional[tuple] = None   # (match view, prompt, tries, answer) of the last answer sent
        self.decisions = 0
        self.last_emit = 0.0
        self.on_view = on_view
        s = self.sio
        s.on("connect", self._on_connect)
        s.on("welcome", self._on_welcome)
        s.on("view", self._on_view)
        s.on("error", self._on_error)

    def start(self) -> "BotPhone":
        # ?room= lets nginx route the connection to the room's worker (docs/deploy.md)
        self.sio.connect(f"{self.url}/?room={self.room}", transports=["websocket"], wait_timeout=10)
        return self

    def _on_connect(self):
        payload = {"room": self.room, "lang": self.lang}
        payload.update({"token": self.token} if self.token else {"name": self.name})
        self.sio.emit("join", payload)

    def _on_welcome(self, data):
        self.token, self.seat = data["token"], data["seat"]
        self.joined.set()

    def _on_error(self, data):
        # A rule the buttons do not show (a side forbidden a choice) is refused privately after
        # the tap: the bot thinks again, as a player picks again, and gives up after tries_allowed.
        if data.get("event") == "answer" and data.get("code") not in NOT_RULES and self.asking:
            match, prompt, tries, answer = self.asking
            if tries < tries_allowed(prompt):
                return self._answer(match, narrowed(prompt, answer), tries + 1)
        if data.get("code") not in ("stale_prompt", "match_over", "paused"):
            self.errors.append(data)

    def _on_view(self, data):
        self.last_view = data
        if self.on_view:
            self.on_view(self, data)
        match = data.get("match")
        if not match:
            return
        if match.get("finished"):
            self.finished.set()
            return
        for prompt in match.get("prompts", []):
            if prompt["id"] in self.answered:
                continue
            self.answered.add(prompt["id"])
            if self.brain is None or self.brain.seat != self.seat:
                cls = get_game(match["game"]).bots.get(self.kind, RandomBot)
                self.brain = cls(self.seat, self.rng)
                self.brain.lang = self.lang
            self._answer(match, prompt)

    def _answer(self, match: dict, prompt: dict, tries: int = 1) -> None:
        answer = self.brain.answer(match, prompt)
        self.decisions += 1
        self._pace()
        self.asking = (match, prompt, tries, answer)
        try:
            self.sio.emit("answer", {"prompt": prompt["id"], "answer": answer})
        except socketio.exceptions.BadNamespaceError:
            # the connection dropped while the bot was thinking: answer again once back
            self.answered.discard(prompt["id"])
            self.decisions -= 1

    def _pace(self) -> None:
        # Stay under the server's per-connection rate limit: a game that opens a response
        # window for every seat at every step (风声) would otherwise be refused mid-match.
        wait = self.last_emit + ANSWER_GAP - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        self.last_emit = time.monotonic()

    def close(self) -> None:
        close_client(self.sio)


class HostTV:
    """A TV connection holding the host token: creates a room and drives the lobby."""

    def __init__(self, url: str):
        self.sio = InOrderClient()   # the newest room is the one kept
        self.welcome = threading.Event()
        self.info: dict = {}
        self.room_state: dict = {}
        self.errors: list = []
        self.views: list = []
        self.sio.on("tv_welcome", self._on_welcome)
        self.sio.on("room", lambda d: self.room_state.update(d))
        self.sio.on("error", lambda d: self.errors.append(d))
        self.sio.on("view", lambda d: self.views.append(d))
        self.url = url

    def _on_welcome(self, data):
        self.info = data
        self.welcome.set()

    def open(self, room: Optional[str] = None, host_token: Optional[str] = None) -> dict:
        self.sio.connect(self.url, transports=["websocket"], wait_timeout=10)
        payload = {} if room is None else {"room": room, "host_token": host_token}
        self.sio.emit("tv_hello", payload)
        if not self.welcome.wait(10):
            raise TimeoutError("the server did not answer tv_hello")
        return self.info

    def host(self, action: str, **fields) -> None:
        self.sio.emit("host", {"action": action, **fields})

    def close(self) -> None:
        close_client(self.sio)


def wait_until(pred, timeout: float, step: float = 0.02) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(step)
    return pred()


def play_room(url: str, game: Optional[str], count: int, options: Optional[dict] = None,
              room: Optional[str] = None, kind: str = "smart", seed: int = 0, timeout: float = 300,
              on_view=None) -> dict:
    """Create (or join) a room, seat ``count`` bot phones, start, and play to the end."""
    started = time.monotonic()
    tv = None
    if room is None:
        tv = HostTV(url)
        room = tv.open()["room"]
        tv.host("select_game", game=game)
        if options:
            tv.host("set_options", options=options)
    bots = [BotPhone(url, room, f"Bot {i + 1}", kind, seed * 1000 + i, on_view=on_view) for i in range(count)]
    for b in bots:
        b.start()
        if not b.joined.wait(10):
            raise TimeoutError(f"{b.name} was not seated")
    if tv is not None:
        wait_until(lambda: len(tv.room_state.get("seats", [])) >= count, 10)
        tv.host("start")
    ok = wait_until(lambda: all(b.finished.is_set() for b in bots), timeout, 0.05)
    outcome = None
    for b in bots:
        if b.last_view and b.last_view.get("match"):
            outcome = b.last_view["match"].get("outcome") or outcome
    summary = {"url": url, "room": room, "game": game, "bots": count, "finished": ok,
               "decisions": sum(b.decisions for b in bots),
               "errors": [e for b in bots for e in b.errors] + (tv.errors if tv else []),
               "outcome": outcome, "seconds": round(time.monotonic() - started, 3)}
    for b in bots:
        b.close()
    if tv:
        tv.close()
    return summary
