"""Avalon 阿瓦隆: the game declaration (``GAME``) with its bots."""

from .bots import RandomBot, SmartBot
from .rules import Avalon

Avalon.bots = {"random": RandomBot, "smart": SmartBot}

GAME = Avalon()

__all__ = ["GAME", "Avalon"]
