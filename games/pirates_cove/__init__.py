"""Pirate's Cove 海盗湾: the game declaration (``GAME``) with its bots."""

from .bots import RandomBot
from .rules import PiratesCove

PiratesCove.bots = {"random": RandomBot}

GAME = PiratesCove()

__all__ = ["GAME", "PiratesCove"]
