"""The generic conformance check every game must pass (DESIGN.md, definition of done 3).

For one match played by random bots: no exception; it ends; the game's conserved
quantity never changes; every view is JSON and no view (a seat's or the TV's)
contains a fact that reader may not know; replaying the input log reproduces
the final state exactly.
"""

from __future__ import annotations

import json

from games.core import Match
from games.core.simulate import play_match


def find_leak(view, fact: tuple):
    """The first dict in ``view`` holding every (key, value) of ``fact``, or None."""
    stack = [view]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if all(k in node and node[k] == v for k, v in fact):
                return node
            stack.extend(node.values())
        elif isinstance(node, (list, tuple)):
            stack.extend(node)
    return None


def check_views(match: Match) -> None:
    game, state = match.game, match.state
    readers = [None, *range(match.players)]
    views = {r: json.loads(json.dumps(match.view(r))) for r in readers}
    for secret in game.secrets(state):
        for r in readers:
            if r is not None and r in secret.seats:
                continue
            hit = find_leak(views[r], secret.fact)
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
