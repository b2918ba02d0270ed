"""The Downfall of Pompeii 龐貝城的殞落: the game declaration (``GAME``) with its bots."""

from .bots import PompeiiBot, RandomBot
from .rules import Pompeii

Pompeii.bots = {"random": RandomBot, "smart": PompeiiBot}

GAME = Pompeii()

__all__ = ["GAME", "Pompeii"]
