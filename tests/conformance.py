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


HASHABLE = (str, int, float, bool, type(None))


class FactIndex:
    """Every dict of a view, indexed by its scalar (key, value) pairs, so each
    secret is looked up instead of searched for (one walk per view)."""

    def __init__(self, view):
        self.dicts: list = []
        self.by_pair: dict = {}
        stack = [view]
        while stack:
            node = stack.pop()
            if isinstance(node, dict):
                self.dicts.append(node)
                for k, v in node.items():
                    if isinstance(v, HASHABLE):
                        self.by_pair.setdefault((k, v), []).append(node)
                    else:
                        stack.append(v)
            elif isinstance(node, (list, tuple)):
                stack.extend(node)

    def find(self, fact: tuple):
        """The first dict holding every (key, value) of ``fact``, or None."""
        key = next((pair for pair in fact if isinstance(pair[1], HASHABLE)), None)
        candidates = self.by_pair.get(key, ()) if key is not None else self.dicts
        for d in candidates:
            if all(k in d and d[k] == v for k, v in fact):
                return d
        return None


def find_leak(view, fact: tuple):
    return FactIndex(view).find(fact)


def check_views(match: Match) -> None:
    game, state = match.game, match.state
    secrets = list(game.secrets(state))
    if not secrets:
        return
    for r in [None, *range(match.players)]:
        index = FactIndex(json.loads(json.dumps(match.view(r))))
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
