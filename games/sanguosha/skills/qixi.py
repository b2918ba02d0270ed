"""奇袭 (甘宁): "you may use any black card (hand or equipped) as 过河拆桥" (docs/rules/sanguosha.md §8): the
usual conversion, all in the skill's data (heroes.py: view_as, from_cards, zones)."""

from ..effects import view_as_from_data
from ..heroes import SKILLS

view_as_from_data(SKILLS["qixi"])
