"""风声 bots (placeholder; see below)."""
from games.core.bots import RandomBot


class SmartBot(RandomBot):
    pass
