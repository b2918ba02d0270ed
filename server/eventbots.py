"""A bot-only event over the real protocol: what `partytable event simulate` runs.

An organiser connection creates the event, enters the roster and seats and starts
each round; every entrant is a bot phone that claims its name on the event, is
sent to its seat at each table (``event_me``) and plays there like any phone
(server/botclient.py). Bounded: every wait has a time-out, and the whole run gives
up after ``timeout`` seconds.
"""

from __future__ import annotations

import threading
import time
from typing import Optional

import socketio

from .botclient import BotPhone, close_client, wait_until

FINAL = ("finished", "abandoned", "voided")


class Organiser:
    """The projector's connection with the organiser token."""

    def __init__(self, url: str):
        self.url = url
        self.sio = socketio.Client()
        self.state: dict = {}
        self.info: dict = {}
        self.errors: list = []
        self.welcomed = threading.Event()
        self.sio.on("event_welcome", self._on_welcome)
        self.sio.on("event", self._on_event)
        self.sio.on("error", lambda d: self.errors.append(d))

    def _on_welcome(self, data):
        self.info = data
        self.welcomed.set()

    def _on_event(self, data):
        self.state = data

    def create(self, game: str, title: str, rounds: int, options: Optional[dict] = None) -> str:
        self.sio.connect(self.url, transports=["websocket"], wait_timeout=10)
        self.sio.emit("event_create", {"game": game, "title": title, "rounds": rounds, "options": options or {}})
        if not self.welcomed.wait(10):
            raise TimeoutError("the server did not answer event_create")
        if not wait_until(lambda: self.state.get("code") == self.info["event"], 10):
            raise TimeoutError("the event's state did not arrive")
        return self.info["event"]

    def act(self, action: str, **fields) -> None:
        self.sio.emit("event_admin", {"action": action, **fields})

    def tables(self, round_no: int) -> list:
        rounds = self.state.get("rounds") or []
        return rounds[round_no - 1]["tables"] if len(rounds) >= round_no else []

    def close(self) -> None:
        close_client(self.sio)


class EventBotPhone:
    """One entrant played by a bot: claims its roster name, then follows its seat."""

    def __init__(self, url: str, event: str, entrant: int, name: str, kind: str = "smart", seed: int = 0):
        self.url, self.event, self.entrant, self.name, self.kind, self.seed = url, event, entrant, name, kind, seed
        self.sio = socketio.Client(reconnection=True, reconnection_delay=0.2, reconnection_delay_max=1)
        self.token: Optional[str] = None
        self.me: dict = {}
        self.phone: Optional[BotPhone] = None
        self.table_key: Optional[tuple] = None
        self.errors: list = []
        self.decisions = 0
        self.lock = threading.Lock()
        self.sio.on("connect", self._on_connect)
        self.sio.on("event_me", self._on_me)
        self.sio.on("error", lambda d: self.errors.append(d))

    def start(self) -> "EventBotPhone":
        self.sio.connect(self.url, transports=["websocket"], wait_timeout=10)
        return self

    def _on_connect(self):
        payload = {"event": self.event}
        payload.update({"token": self.token} if self.token else {"entrant": self.entrant})
        self.sio.emit("event_join", payload)

    def _on_me(self, data):
        self.me = data
        self.token = data["token"]
        seat = data.get("table")
        if not seat or seat["status"] in FINAL:
            return
        key = (seat["room"], seat["seat_token"])
        if key != self.table_key:
            self.table_key = key
            # Connecting blocks: do it off the client's event thread.
            threading.Thread(target=self._go_to, args=(seat,), daemon=True).start()

    def _leave_table(self) -> None:
        """Close this entrant's table phone, keeping what it counted (call with the lock held)."""
        if self.phone is not None:
            self.decisions += self.phone.decisions
            self.errors += self.phone.errors
            self.phone.close()
            self.phone = None

    def _go_to(self, seat: dict) -> None:
        with self.lock:
            self._leave_table()
            phone = BotPhone(self.url, seat["room"], self.name, self.kind, self.seed * 100 + seat["round"])
            phone.token = seat["seat_token"]
            self.phone = phone
            try:
                phone.start()
            except Exception as exc:   # counted, and the organiser's wait then fails with a clear time-out
                self.errors.append({"code": "connect_failed", "message": str(exc)})

    def seated(self, room: str) -> bool:
        p = self.phone
        return p is not None and p.room == room and p.joined.is_set()

    def close(self) -> None:
        with self.lock:
            self._leave_table()
        close_client(self.sio)


def run_event(url: str, game: str, players: int, tables: int, rounds: int, kind: str = "smart",
              seed: int = 0, options: Optional[dict] = None, timeout: float = 900) -> dict:
    """Create an event of ``players`` bot entrants, play ``rounds`` rounds at ``tables``
    tables, close it and return its standings."""
    started = time.monotonic()
    deadline = started + timeout
    org = Organiser(url)
    bots: list[EventBotPhone] = []
    played: list = []
    finished = False
    try:
        code = org.create(game, f"Simulated {game} event", rounds, options)
        org.act("add_entrants", names=[f"Player {i + 1}" for i in range(players)])
        if not wait_until(lambda: len(org.state.get("entrants", [])) == players, 10):
            raise TimeoutError(f"the roster did not reach {players} entrants: {org.errors[-1:]}")
        for i, e in enumerate(org.state["entrants"]):
            bots.append(EventBotPhone(url, code, e["id"], e["name"], kind, seed * 1000 + i).start())
        for r in range(1, rounds + 1):
            org.act("draw_round", tables=tables)
            if not wait_until(lambda: len(org.tables(r)) == tables, 10):
                raise TimeoutError(f"round {r} was not seated: {org.errors[-1:]}")
            rooms = {s["entrant"]: t["room"] for t in org.tables(r) for s in t["seats"] if s["entrant"] is not None}
            by_id = {b.entrant: b for b in bots}
            if not wait_until(lambda: all(by_id[eid].seated(room) for eid, room in rooms.items()), 30):
                raise TimeoutError(f"round {r}: not every bot phone reached its seat")
            org.act("start_round")
            if not wait_until(lambda: all(t["status"] in FINAL for t in org.tables(r)),
                              max(1.0, deadline - time.monotonic()), 0.1):
                raise TimeoutError(f"round {r} did not finish in time")
            played.append([{"table": t["no"], "room": t["room"], "status": t["status"],
                            "entrants": [s["entrant"] for s in t["seats"]]} for t in org.tables(r)])
        org.act("close")
        finished = wait_until(lambda: org.state.get("status") == "closed", 10)
    except TimeoutError as exc:
        org.errors.append({"code": "timeout", "message": str(exc)})
    finally:
        for b in bots:
            b.close()
    summary = {"url": url, "event": org.info.get("event"), "game": game, "players": players, "tables": tables,
               "rounds": rounds, "finished": finished, "played": played,
               "standings": [{k: row[k] for k in ("place", "name", "entrant", "total", "by_round", "stats",
                                                  "penalty")} for row in org.state.get("standings", [])],
               "decisions": sum(b.decisions for b in bots),
               "errors": org.errors + [e for b in bots for e in b.errors
                                       if e.get("code") not in ("stale_prompt", "match_over", "paused")],
               "seconds": round(time.monotonic() - started, 3)}
    org.close()
    return summary
