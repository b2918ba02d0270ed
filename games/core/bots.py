"""Bots answer prompts from what their seat is sent, exactly like a phone.

A bot gets the seat's view (the same dict the phone receives) and one of its
prompts (as sent), and returns an answer. It never touches the game state.
"""

from __future__ import annotations

import random
from typing import Any


class Bot:
    # The language the table reads (the server sets the TV's): a bot that says something
    # (Dixit's clue) says it in this language.
    lang: str = "en"

    def __init__(self, seat: int, rng: random.Random | None = None):
        self.seat = seat
        self.rng = rng or random.Random(seat)

    def answer(self, view: dict, prompt: dict) -> Any:
        raise NotImplementedError


def random_answer(prompt: dict, rng: random.Random) -> Any:
    """A uniformly random well-formed answer for any prompt kind."""
    kind = prompt["kind"]
    if kind == "confirm":
        return True
    if kind == "text":
        return rng.choice(["moon", "river", "lantern", "echo", "garden", "storm"])
    ids = [c["id"] for c in prompt["choices"]]
    if kind == "order":
        rng.shuffle(ids)
        return ids
    hi = min(prompt["max"], len(ids))
    k = rng.randint(min(prompt["min"], hi), hi)
    return rng.sample(ids, k)


class RandomBot(Bot):
    """Random legal play: any well-formed answer; the driver retries on rejection."""

    def answer(self, view: dict, prompt: dict) -> Any:
        return random_answer(prompt, self.rng)
