"""风声 The Message: the game declaration (``GAME``) with its bots."""

from games.core.bots import RandomBot

from .bots import SmartBot
from .reference import reference
from .rules import FengSheng

FengSheng.bots = {"random": RandomBot, "smart": SmartBot}
FengSheng.reference = staticmethod(reference)

GAME = FengSheng()

__all__ = ["GAME", "FengSheng"]
