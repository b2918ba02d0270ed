"""盗梦都市 Inception City: the Dream Master against the thieves across four dream layers, 3-10 players.

The data: cards.py, board.py, roles.py, i18n.json. The engine: rules.py (the declaration, setup, arrange),
flow.py (stages, turn, core rules), effects.py (action cards, nightmares), skills.py (roles), view.py.
docs/inception.md describes the engine; docs/inception-view.md what it sends; docs/rules/inception.md the rules.
"""

from .bots import InceptionRandomBot, InceptionSmartBot
from .infoset import resample
from .rules import Inception

Inception.resample = resample
GAME = Inception()
GAME.bots = {"random": InceptionRandomBot, "smart": InceptionSmartBot}

__all__ = ["GAME", "Inception"]
