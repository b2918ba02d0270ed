"""The Downfall of Pompeii 龐貝城的殞落: the game declaration (``GAME``) with its bots."""

from .bots import PompeiiBot, RandomBot
from .infoset import resample
from .rules import Pompeii

Pompeii.bots = {"random": RandomBot, "smart": PompeiiBot}
# The exact leak test's re-deal (docs/engine.md, "The exact leak test (resample)").
Pompeii.resample = resample

GAME = Pompeii()

__all__ = ["GAME", "Pompeii"]
