"""Avalon 阿瓦隆: the game declaration (``GAME``) with its bots."""

from .bots import RandomBot, SmartBot
from .infoset import resample
from .rules import Avalon

Avalon.bots = {"random": RandomBot, "smart": SmartBot}
# The exact leak test's re-deal (docs/engine.md, "The exact leak test (resample)").
Avalon.resample = resample

GAME = Avalon()

__all__ = ["GAME", "Avalon"]
