"""Dixit 妙語說書人: the game declaration (``GAME``) with its bots."""

from .bots import DixitBot, RandomBot
from .rules import Dixit

Dixit.bots = {"random": RandomBot, "smart": DixitBot}

GAME = Dixit()

__all__ = ["GAME", "Dixit"]
