"""Dixit's built-in pictures on the host: drawn when first wanted, never at setup.

A picture is drawn by games/dixit/art (SVG rasterised by resvg, about a second of one core).
resvg holds the interpreter lock while it draws: measured, a server drawing a card in any
thread of its own stood still for 0.6-1.6 s, every room with it. So each card is drawn by a
child process (``python -m games.dixit.host.draw FOLDER CARD_ID``) while the request or task
that wants it waits with the server's own ``sleep``. The child draws into a private folder
and renames the file into place, so a reader, or another worker drawing the same card into the
same folder, never sees half a picture; in one process a card is drawn once at a time.

- A request for a card that is not drawn yet draws it (at most DRAWING_AT_ONCE at a time).
- ``BuiltinPictures.fill``, a background task started by the host hook, draws the rest one
  card at a time at the lowest CPU priority, pausing between cards.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from functools import lru_cache

from games.dixit.decks import BUILTIN

EXT = "webp"
DRAWING_AT_ONCE = 2       # children drawing requested cards at the same time (the laptop's cores)
DRAW_TIMEOUT = 120.0      # seconds one card may take before its child is stopped
POLL = 0.05               # seconds between two looks at a drawing child
FILL_AFTER = 5.0          # seconds after start-up before the background drawing begins
FILL_PAUSE = 0.5          # seconds between two cards of the background drawing
DRAW = "games.dixit.host.draw"   # the child's module
PROJECT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

# Per process, whatever the number of apps in it: they draw into the same files with the same cores.
_at_once = threading.BoundedSemaphore(DRAWING_AT_ONCE)
_drawing: dict[str, threading.Lock] = {}


@lru_cache(maxsize=1)
def builtin_ids() -> dict:
    """The built-in cards' ids in the catalogue's order (a dict: ordered, and quick to ask)."""
    try:
        from games.dixit.art import builtin_cards
    except ImportError:   # no art package: no built-in pictures to serve
        return {}
    return dict.fromkeys(c["id"] for c in builtin_cards())


class BuiltinPictures:
    """The built-in cards' files: in the game's folder of the data folder, or already drawn
    into the project's own ``data`` folder (when the server runs on another one)."""

    def __init__(self, host):
        self.folder = os.path.join(host.folder, BUILTIN)
        self.folders = list(dict.fromkeys([self.folder, os.path.join(host.project_folder, BUILTIN)]))
        self.sleep, self.logger = host.sleep, host.logger

    def find(self, card_id: str) -> str | None:
        for folder in self.folders:
            path = os.path.join(folder, f"{card_id}.{EXT}")
            if os.path.exists(path):
                return path
        return None

    def picture(self, card_id: str) -> str | None:
        """The card's file, drawn now if it is not there yet; None for an id that is not a built-in card."""
        if card_id not in builtin_ids():
            return None
        found = self.find(card_id)
        if found is None:
            with _at_once:
                found = self.draw(card_id)
        return found

    def draw(self, card_id: str, low: bool = False) -> str | None:
        """Draw the card unless it is there by now (another request or task drew it meanwhile)."""
        with _drawing.setdefault(os.path.join(self.folder, card_id), threading.Lock()):
            found = self.find(card_id)
            if found is None:
                self._run_child(card_id, low)
                found = self.find(card_id)
            return found

    def _run_child(self, card_id: str, low: bool) -> None:
        os.makedirs(self.folder, exist_ok=True)
        cmd = [sys.executable, "-m", DRAW, self.folder, card_id, *(["--low"] if low else [])]
        child = subprocess.Popen(cmd, cwd=PROJECT, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        deadline = time.monotonic() + DRAW_TIMEOUT
        while child.poll() is None:
            if time.monotonic() > deadline:
                child.kill()
                child.wait()
                break
            self.sleep(POLL)
        if child.returncode:
            self.logger.warning("Dixit card %s could not be drawn (the drawing process ended with %s)",
                                card_id, child.returncode)

    def fill(self) -> None:
        """A background task: draw every built-in card no folder has yet, one at a time."""
        self.sleep(FILL_AFTER)   # the first pages come first
        for card_id in builtin_ids():
            if self.find(card_id) is None:
                self.draw(card_id, low=True)
                self.sleep(FILL_PAUSE)
