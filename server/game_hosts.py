"""A game's own HTTP routes and start-up work (docs/engine.md "A game's own routes and assets").

A game whose package has a ``host`` module (``games/<id>/host.py`` or ``host/``) gets it
mounted here: its ``blueprint(host)`` under ``/games/<id>/``, then its ``start(host)`` if it
has one. The server knows no game by name: everything a game does with files, uploads or
pictures lives in its host module.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import os
from typing import Callable, Optional

from games import REGISTRY

from .rooms import Room, RoomHall

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class GameHost:
    """What the server lends a game's host module."""

    def __init__(self, game: str, data_dir: str, sio, room_hall: RoomHall, logger, warm_up: bool = True):
        self.game = game
        # Whether to prepare assets ahead of need in the background (off for tests and load
        # measurements, `partytable serve --no-warm-up`): what is first wanted is made then anyway.
        self.warm_up = warm_up
        self.folder = os.path.join(data_dir, game)            # the game's own files in this data folder
        # Files an earlier run of the project's own `data` folder already made (pictures drawn
        # once); the same as ``folder`` when the server runs on ./data.
        self.project_folder = os.path.join(ROOT, "data", game)
        self.logger = logger
        self._sio, self._room_hall = sio, room_hall
        self._publish: Optional[Callable[[Room], None]] = None

    def connect(self, publish: Callable[[Room], None]) -> None:
        """Given once the socket layer exists (the hooks run before the rooms are restored)."""
        self._publish = publish

    def is_host(self, code, token) -> bool:
        """Whether ``token`` is the host's (the TV's host token or the host phone's) in room ``code``."""
        room = self._room_hall.rooms.get(str(code or "").upper())
        return room is not None and room.is_host_token(token)

    def room_changed(self, code: str) -> None:
        """Send the room again to every screen of it (e.g. the lobby has something new to show)."""
        room = self._room_hall.rooms.get(str(code).upper())
        if room is not None and self._publish is not None:
            with room.lock:
                self._publish(room)

    def start_background_task(self, fn, *args):
        """A task that shares the server's event loop: it must ``sleep`` to let the rooms run."""
        return self._sio.start_background_task(fn, *args)

    def sleep(self, seconds: float) -> None:
        self._sio.sleep(seconds)


def host_module(game_id: str) -> Optional[str]:
    """``<the game's package>.host`` when the package has one, found without importing the game:
    a restart mounts the host modules before it restores rooms, and importing all eight games
    to look for one cost 0.1 s of it (docs/decisions.md "Restart in under a second")."""
    package = REGISTRY[game_id]
    try:
        spec = importlib.util.find_spec(package)      # imports the parent (``games``), not the game
    except ModuleNotFoundError:
        return None
    locations = spec.submodule_search_locations if spec else None
    if not locations:                                  # a single-module game (a plugin, a test's toy)
        return None
    found = importlib.machinery.PathFinder.find_spec(f"{package}.host", list(locations))
    return f"{package}.host" if found else None


def mount_game_hosts(app, data_dir: str, sio, room_hall: RoomHall, warm_up: bool = True) -> list[GameHost]:
    """Mount every game's host module on ``app`` and run its start-up hook."""
    hosts = []
    for game_id in REGISTRY:
        name = host_module(game_id)
        if name is None:
            continue
        module = importlib.import_module(name)
        host = GameHost(game_id, data_dir, sio, room_hall, app.logger, warm_up)
        app.register_blueprint(module.blueprint(host), url_prefix=f"/games/{game_id}")
        if hasattr(module, "start"):
            module.start(host)
        hosts.append(host)
    return hosts
