"""Pirate's Cove 海盗湾: the game declaration (``GAME``) with its bots."""

from .balance import balance
from .bots import RandomBot
from .rules import PiratesCove

PiratesCove.bots = {"random": RandomBot}
# The balance report (docs/rules/pirates_cove.md §6), for `partytable simulate pirates_cove --balance`.
PiratesCove.balance = balance

GAME = PiratesCove()

__all__ = ["GAME", "PiratesCove"]
