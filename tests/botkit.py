"""The bot tests' two shared measurements (docs/engine.md §12, "Bots"): a bot's own answers are accepted
the first time, and a smart bot in one seat or on one side against random bots elsewhere, over fixed seeds.
Test-only: the server and the simulate command never need them."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from games.core import Match
from games.core.simulate import play_match


def one_per_seed(value, seeds: Sequence[int]) -> list:
    """``value`` for every seed, or ``value`` itself when it already gives one per seed (a list or tuple)."""
    return list(value) if isinstance(value, (list, tuple)) else [value] * len(seeds)


def answers_never_refused(game, bot, players, seeds: Sequence[int], options=None) -> set:
    """Drive one match per seed with ``bot`` (a bot class) in every seat, the first open prompt at a time,
    and assert that every answer to a question the bot has a rule for (an ``on_<name>`` method) is accepted
    the first time; to a question without a rule (the random fallback) a refused answer becomes the prompt's
    default. ``players`` and ``options`` are one value, or one per seed. Returns the names of the questions
    answered by a rule, for the test to say which it expects."""
    seeds = list(seeds)
    asked = set()
    for seed, count, opts in zip(seeds, one_per_seed(players, seeds), one_per_seed(options or {}, seeds)):
        m = Match(game, count, opts, seed)
        bots = [bot(s, random.Random(seed)) for s in range(count)]
        while not m.finished:
            p = m.prompts[0]
            name = p.key.rpartition(".")[2]
            answer = bots[p.seat].answer(m.view(p.seat), p.as_dict())
            if hasattr(bot, "on_" + name):
                assert m.check(p.seat, p.id, answer) is None, (p.key, answer)
                asked.add(name)
            elif m.check(p.seat, p.id, answer) is not None:
                answer = p.default
            m.submit(p.seat, p.id, answer)
    return asked


@dataclass
class SideResult:
    """What the side won over the matches: matches won (a winner among its seats), and if scored, the sum
    over the matches of its seats' mean score and of the other seats' mean score."""
    matches: int
    wins: int = 0
    side_score: float = 0.0
    rest_score: float = 0.0


def one_against_the_rest(game, players: int, seeds: Sequence[int], side: Callable[[int], set],
                         options: Optional[dict] = None, smart: str = "smart", rest: str = "random",
                         score: Optional[Callable[[dict, int], float]] = None) -> SideResult:
    """Play match ``seed`` for each seed with the ``smart`` bot in the seats ``side(seed)`` (one seat or a
    side) and the ``rest`` bot elsewhere; every match must end without an error. ``score(outcome, seat)``
    (if given) adds up the side's and the other seats' mean scores."""
    result = SideResult(matches=len(seeds))
    for seed in seeds:
        ours = set(side(seed))
        played = play_match(game, players, seed, options, {s: smart if s in ours else rest for s in range(players)})
        assert played.error is None, played.error
        out = played.match.outcome()
        result.wins += bool(ours & set(out["winners"]))
        if score:
            others = [s for s in range(players) if s not in ours]
            result.side_score += sum(score(out, s) for s in sorted(ours)) / len(ours)
            result.rest_score += sum(score(out, s) for s in others) / len(others)
    return result
