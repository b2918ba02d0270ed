"""三国杀 Sanguosha (Legends of the Three Kingdoms): the standard identity game's data, as data.

Cards and card sets (cards.py), the 25 standard heroes and their skills (heroes.py), the moments effects
act at (timings.py), roles and setup numbers by player count (roles.py) and every string in three
languages (i18n.json). There is no rules engine yet, so the game is not registered in games/__init__.py;
docs/sanguosha-data.md describes the shapes and their sources.
"""
