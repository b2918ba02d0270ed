"""Pirate's Cove 海盗湾: the game declaration (``GAME``) with its bots and the exact leak test's re-deal."""

from .balance import balance
from .bots import PiratesCoveBot, RandomBot
from .infoset import resample
from .rules import PiratesCove

PiratesCove.bots = {"random": RandomBot, "smart": PiratesCoveBot}
# The exact leak test's re-deal (docs/engine.md, "The exact leak test (resample)").
PiratesCove.resample = resample
# The balance report (docs/rules/pirates_cove.md §6), for `partytable simulate pirates_cove --balance`.
PiratesCove.balance = balance

GAME = PiratesCove()

__all__ = ["GAME", "PiratesCove"]
