"""Pirate's Cove bots. They see only their seat's view and the prompt, like a phone.

- ``random``: the core RandomBot (any well-formed answer; the driver retries a refused one).
"""

from games.core.bots import RandomBot

__all__ = ["RandomBot"]
