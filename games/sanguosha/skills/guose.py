"""国色 (大乔): "you may use a ♦ card (hand or equipped) as 乐不思蜀" (docs/rules/sanguosha.md §8): the usual
conversion, all in the skill's data; the card lies in the judgement area as 乐不思蜀 (face with "as")."""

from ..effects import view_as_from_data
from ..heroes import SKILLS

view_as_from_data(SKILLS["guose"])
