"""魔城馬車 Die Kutschfahrt zur Teufelsburg: the game declaration (``GAME``) with its bots."""

from games.core.bots import RandomBot

from .rules import Kutschfahrt

Kutschfahrt.bots = {"random": RandomBot}

GAME = Kutschfahrt()

__all__ = ["GAME", "Kutschfahrt"]
