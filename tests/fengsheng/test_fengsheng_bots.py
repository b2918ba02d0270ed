"""风声 bots: random and smart bots finish every count; smart beats random (measured)."""

import random

import pytest

from games.core import Match
from games.core.simulate import play_match, simulate
from games.fengsheng import GAME
from games.fengsheng.bots import SmartBot


@pytest.mark.parametrize("players", range(3, 10))
def test_random_and_smart_bots_finish_without_error(players):
    for bots in ("random", "smart"):
        s = simulate(GAME, players, 15, seed=players * 100, bots=bots)
        assert s.errors == 0 and s.finished == 15, s.first_error


@pytest.mark.parametrize("players,options", [(2, {"mode": "free", "pool": "expansion"}),
                                             (5, {"pool": "expansion", "texts_002": True}),
                                             (8, {"pool": "expansion", "offer": 3})])
def test_smart_bot_answers_every_expansion_prompt_legally_at_the_first_try(players, options):
    keys = set()
    for seed in range(12):
        m = Match(GAME, players, options, players * 10 + seed)
        bots = [SmartBot(s, random.Random(seed)) for s in range(players)]
        while not m.finished:
            p = m.prompts[0]
            answer = bots[p.seat].answer(m.view(p.seat), p.as_dict())
            assert m.check(p.seat, p.id, answer) is None, (p.key, answer)
            m.submit(p.seat, p.id, answer)
            keys.add(p.key)
    assert "fengsheng.prompt.play" in keys


def faction_win_rate(players: int, games: int, faction: str, smart: bool, seed: int = 0) -> float:
    """Share of games ``faction`` wins when its seats run the smart bot (or random) and every
    other seat runs random."""
    wins = 0
    for k in range(games):
        ids = Match(GAME, players, None, seed + k).state.identities   # the deal depends on the seed only
        bots = {s: "smart" if smart and ids[s] == faction else "random" for s in range(players)}
        played = play_match(GAME, players, seed + k, None, bots)
        assert played.error is None, played.error
        wins += any(ids[w] == faction for w in played.match.outcome()["winners"])
    return wins / games


# Measured with the test's 100 games, seeds 0..99 (deterministic), after the questions that need a
# black card in hand are asked whatever the hand holds (docs/fengsheng.md): a faction played by random
# bots wins 0.45-0.48 of games; played by the smart bot (everyone else random) 0.80-0.93
# (5p lurker 0.47 -> 0.80, 5p bureau 0.45 -> 0.84, 7p lurker 0.48 -> 0.81, 7p bureau 0.46 -> 0.93).
# 250 seeds (before the suite was sized for eight games) gave 0.45-0.49 -> 0.82-0.84. The test plays
# seeds 0..49 (issue 13, the suite's time): 5p lurker 0.50 -> 0.82, 5p bureau 0.46 -> 0.90, 7p lurker
# 0.46 -> 0.78, 7p bureau 0.48 -> 0.92 (measured 2026-12-02), each at least 0.32 over.
GAMES = 50
MARGIN = 0.2


@pytest.mark.slow
@pytest.mark.parametrize("players", [5, 7])
@pytest.mark.parametrize("faction", ["lurker", "bureau"])
def test_smart_faction_beats_random_faction(players, faction):
    base = faction_win_rate(players, GAMES, faction, smart=False)
    smart = faction_win_rate(players, GAMES, faction, smart=True)
    print(f"{players}p {faction}: random {base:.3f} smart {smart:.3f}")
    assert smart >= base + MARGIN, (base, smart)
