"""武圣 (关羽): "you may use or play any red card (hand or equipped) as 杀" (docs/rules/sanguosha.md §8):
the usual conversion, all in the skill's data (heroes.py: view_as, from_cards, zones)."""

from ..effects import view_as_from_data
from ..heroes import SKILLS

view_as_from_data(SKILLS["wusheng"])
