"""风声 The Message: the game declaration (``GAME``) with its bots."""

from games.core.bots import RandomBot

from .bots import SmartBot
from .infoset import resample
from .reference import reference
from .rules import FengSheng

FengSheng.bots = {"random": RandomBot, "smart": SmartBot}
FengSheng.reference = staticmethod(reference)
# The exact leak test's re-deal (docs/engine.md, "The exact leak test (resample)").
FengSheng.resample = resample

GAME = FengSheng()

__all__ = ["GAME", "FengSheng"]
