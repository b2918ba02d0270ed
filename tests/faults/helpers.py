"""Shared pieces of the fault tests: rooms of real games, legal answers, the stored input log."""

from __future__ import annotations

import os
import random
import sqlite3
import time

from games import get_game
from server.store import inputs_on_disk
from tests.protocol.harness import join_phone, open_tv

# Each game at a small table, with the options the fault tests play (Dixit: typed clues).
GAMES = {"avalon": (5, {}), "fengsheng": (4, {}), "dixit": (4, {"clue": "typed"})}


def game_room(url: str, game: str, timers: dict | None = None, start: bool = True):
    """A host TV and seated phones (harness clients that answer nothing by themselves)."""
    n, options = GAMES[game]
    tv, info = open_tv(url)
    room = info["room"]
    tv.request("host", {"action": "select_game", "game": game}, "room", pred=lambda d: d["game"] == game)
    if options:
        tv.request("host", {"action": "set_options", "options": options}, "room",
                   pred=lambda d: d["options"] == options)
    if timers:
        tv.request("host", {"action": "set_timers", "timers": timers}, "room")
    phones = [join_phone(url, room, f"P{i}")[0] for i in range(n)]
    if start:
        tv.request("host", {"action": "start"}, "room", pred=lambda d: d["phase"] == "playing")
    return tv, info, phones


def token_of(phone) -> str:
    return phone.last("welcome")["token"]


def phone_with_prompt(phones, timeout: float = 10.0, skip: tuple = ()):
    """(index, prompt, match view) of a phone whose latest view holds an open prompt."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for i, ph in enumerate(phones):
            if i in skip:
                continue
            v = ph.last("view")
            if v and v["match"] and v["match"]["prompts"] and not v["match"]["finished"]:
                return i, v["match"]["prompts"][0], v["match"]
        time.sleep(0.05)
    raise AssertionError("no phone has an open prompt")


def legal_answer(match: dict, prompt: dict, seed: int = 0):
    game = get_game(match["game"])
    bot = game.bots["random"](prompt["seat"], random.Random(seed))
    return bot.answer(match, prompt)


def db(data_dir: str) -> sqlite3.Connection:
    return sqlite3.connect(os.path.join(data_dir, "partytable.sqlite3"), timeout=5)


def match_id(data_dir: str, room: str) -> int:
    import json
    with db(data_dir) as c:
        (data,) = c.execute("SELECT data FROM rooms WHERE code=?", (room,)).fetchone()
    return json.loads(data)["match_id"]


def stored_inputs(data_dir: str, room: str) -> list[dict]:
    """The room's running match's input log as the server committed it."""
    return inputs_on_disk(data_dir, match_id(data_dir, room))
