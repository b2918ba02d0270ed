"""The generic conformance check every game must pass (DESIGN.md, definition of done 3).

For one match played by random bots: no exception; it ends; the game's conserved
quantity never changes; every view is JSON and no view (a seat's or the TV's)
contains a fact that reader may not know; replaying the input log reproduces
the final state exactly.
"""

from __future__ import annotations

from games.core import Match
from games.core.simulate import play_match
from games.core.testing import FactIndex, as_sent, index_keys, readers


def find_leak(view, fact: tuple):
    return FactIndex(view).find(fact)


def check_views(match: Match) -> None:
    game, state = match.game, match.state
    secrets = list(game.secrets(state))
    if not secrets:
        return
    keys = index_keys(s.fact for s in secrets)
    for r in readers(match):
        index = FactIndex(as_sent(match.view(r)), keys)
        for secret in secrets:
            if r is not None and r in secret.seats:
                continue
            hit = index.find(secret.fact)
            assert hit is None, (f"{game.id}: {'TV' if r is None else f'seat {r}'} sees {dict(secret.fact)} "
                                 f"(only {sorted(secret.seats)} may) in {hit}")


def run_conformant_match(game, players: int, seed: int, options=None, every_step: bool = True,
                         bots="random") -> Match:
    start = {}

    def on_step(m: Match) -> None:
        if "conserved" not in start:
            start["conserved"] = game.conserved(m.state)
        assert game.conserved(m.state) == start["conserved"], f"{game.id}: conserved quantity changed"
        if every_step:
            check_views(m)

    probe = Match(game, players, options, seed)
    check_views(probe)
    start["conserved"] = game.conserved(probe.state)
    played = play_match(game, players, seed, options, bots, on_step=on_step)
    assert played.error is None, f"{game.id} seed {seed}: {played.error}"
    m = played.match
    assert m.finished, f"{game.id} seed {seed}: did not finish"
    check_views(m)
    out = m.outcome()
    assert out is not None and "winners" in out and "result" in out, f"{game.id}: outcome lacks winners/result"
    again = Match.replay(game, players, options, seed, m.inputs)
    assert again.finished and again.fingerprint() == m.fingerprint(), f"{game.id} seed {seed}: replay differs"
    return m
