"""The games. Each game is one package; adding a game is its folder plus one line here."""

from __future__ import annotations

import importlib
import os

# id -> module path of the package whose GAME attribute is the declaration.
REGISTRY = {
    "avalon": "games.avalon",
    "fengsheng": "games.fengsheng",
    "dixit": "games.dixit",
    "pompeii": "games.pompeii",
    "sanguosha": "games.sanguosha",
    "kutschfahrt": "games.kutschfahrt",
    "inception": "games.inception",
    "pirates_cove": "games.pirates_cove",
}

# Games outside this folder (a plugin, or a test's toy game) can be added with
# PARTYTABLE_EXTRA_GAMES="id=package.module,other=pkg.mod" (each module exports GAME).
for _entry in filter(None, os.environ.get("PARTYTABLE_EXTRA_GAMES", "").split(",")):
    _gid, _, _mod = _entry.partition("=")
    REGISTRY[_gid.strip()] = _mod.strip()

_loaded: dict = {}


def get_game(game_id: str):
    """The Game declaration for ``game_id``; KeyError names the known ids."""
    if game_id not in REGISTRY:
        raise KeyError(f"unknown game {game_id!r}; known games: {sorted(REGISTRY)}")
    if game_id not in _loaded:
        _loaded[game_id] = importlib.import_module(REGISTRY[game_id]).GAME
    return _loaded[game_id]


def all_games() -> list:
    return [get_game(g) for g in REGISTRY]
