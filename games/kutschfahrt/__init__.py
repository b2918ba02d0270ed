"""魔城馬車 Die Kutschfahrt zur Teufelsburg: the game declaration (``GAME``) with its bots and its re-deal for
the exact leak test."""

from games.core.bots import RandomBot

from .bots import KutschfahrtSmartBot
from .infoset import resample
from .rules import Kutschfahrt

Kutschfahrt.bots = {"random": RandomBot, "smart": KutschfahrtSmartBot}
Kutschfahrt.resample = resample

GAME = Kutschfahrt()

__all__ = ["GAME", "Kutschfahrt"]
