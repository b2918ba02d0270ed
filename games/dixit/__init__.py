"""Dixit 妙語說書人: the game declaration (``GAME``) with its bots."""

from .bots import DixitBot, RandomBot
from .infoset import resample
from .rules import Dixit

Dixit.bots = {"random": RandomBot, "smart": DixitBot}
# The exact leak test's re-deal (docs/engine.md, "The exact leak test (resample)").
Dixit.resample = resample

GAME = Dixit()

__all__ = ["GAME", "Dixit"]
