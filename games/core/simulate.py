"""Bot-only matches through the same Match the server uses."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Callable, Optional

from .bots import RandomBot
from .match import Match

RETRIES = 8  # a bot whose answers keep being refused falls back to the prompt's default


def bot_answer(match: Match, bot, prompt, view: dict):
    """Ask ``bot`` until it gives an accepted answer; the default after RETRIES."""
    pd = prompt.as_dict()
    for _ in range(RETRIES):
        answer = bot.answer(view, pd)
        if match.check(prompt.seat, prompt.id, answer) is None:
            return answer
    return prompt.default


@dataclass
class Played:
    match: Match
    decisions: int
    error: Optional[str] = None


def play_match(game, players: int, seed: int, options: Optional[dict] = None,
               bots: str | dict = "random", max_decisions: int = 200_000,
               on_step: Optional[Callable[[Match], None]] = None) -> Played:
    """Play one match with bots in every seat. ``bots`` is a bot name for all
    seats or a {seat: name} map. ``on_step`` runs after each accepted input."""
    match = Match(game, players, options, seed)
    brng = random.Random(seed ^ 0x5EED)
    names = bots if isinstance(bots, dict) else {s: bots for s in range(players)}
    seat_bots = {s: game.bots.get(names[s], RandomBot)(s, random.Random(brng.random())) for s in range(players)}
    decisions = 0
    while not match.finished:
        open_now = match.prompts
        if not open_now:
            return Played(match, decisions, "the rules stopped without finishing or asking anything")
        views = {}
        for p in open_now:
            if p.seat not in views:
                views[p.seat] = match.view(p.seat)
            answer = bot_answer(match, seat_bots[p.seat], p, views[p.seat])
            problem = match.submit(p.seat, p.id, answer, "bot")
            if problem:
                return Played(match, decisions, f"default answer refused: {problem.message}")
            decisions += 1
            if on_step:
                on_step(match)
            if decisions >= max_decisions:
                return Played(match, decisions, f"no end after {max_decisions} decisions")
            if match.finished:
                break
    return Played(match, decisions)


@dataclass
class Summary:
    game: str
    players: int
    games: int
    bots: str
    finished: int = 0
    errors: int = 0
    decisions: int = 0
    seconds: float = 0.0
    outcomes: dict = field(default_factory=dict)
    wins_by_seat: dict = field(default_factory=dict)
    first_error: Optional[str] = None

    def as_dict(self) -> dict:
        d = dict(self.__dict__)
        d["decisions_per_second"] = round(self.decisions / self.seconds) if self.seconds else 0
        d["matches_per_second"] = round(self.games / self.seconds, 2) if self.seconds else 0
        return d


def simulate(game, players: int, games: int, seed: int = 0, bots: str = "random",
             options: Optional[dict] = None) -> Summary:
    s = Summary(game.id, players, games, bots)
    start = time.perf_counter()
    for k in range(games):
        try:
            played = play_match(game, players, seed + k, options, bots)
        except Exception as exc:  # a bug in the rules: count it and keep going
            s.errors += 1
            s.first_error = s.first_error or f"seed {seed + k}: {type(exc).__name__}: {exc}"
            continue
        s.decisions += played.decisions
        if played.error:
            s.errors += 1
            s.first_error = s.first_error or f"seed {seed + k}: {played.error}"
            continue
        s.finished += 1
        out = played.match.outcome() or {}
        key = out.get("result", "unknown")
        s.outcomes[key] = s.outcomes.get(key, 0) + 1
        for w in out.get("winners", []):
            s.wins_by_seat[w] = s.wins_by_seat.get(w, 0) + 1
    s.seconds = round(time.perf_counter() - start, 4)
    return s
