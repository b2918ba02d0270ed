"""三国杀 Sanguosha (Legends of the Three Kingdoms): the standard identity game for 4-10 players.

The data: cards.py, heroes.py, roles.py, timings.py, i18n.json (docs/sanguosha-data.md). The engine:
rules.py (the declaration), flow.py and cardplay.py (the flow), effects.py (the registry that skills and
equipment register their handlers in), equipment.py, skills/ (one module per skill), view.py, bots.py.
docs/sanguosha.md describes the engine; docs/sanguosha-view.md what it sends.
"""

from .bots import SanguoshaRandomBot, SanguoshaSmartBot
from .infoset import resample
from .rules import Sanguosha

# The exact leak test's re-deal (docs/engine.md, "The exact leak test (resample)").
Sanguosha.resample = resample

GAME = Sanguosha()
GAME.bots = {"random": SanguoshaRandomBot, "smart": SanguoshaSmartBot}
