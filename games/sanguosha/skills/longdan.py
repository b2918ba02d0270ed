"""龙胆 (赵云): "you may use or play a 杀 as 闪, and a 闪 as 杀" (docs/rules/sanguosha.md §8; hand cards
only). Offered wherever the flow asks for either kind: the play prompt (a 闪 used as 杀), the respond
prompt (either way round)."""

from ..effects import ViewAs, view_as
from ..heroes import SKILLS
from ..state import KIND_OF

LONGDAN = SKILLS["longdan"].effect
AS_KIND = LONGDAN["view_as_pairs"]      # a card's kind -> the kind it may be used or played as


def turns_into(flow, seat, card, wanted) -> bool:
    return AS_KIND.get(KIND_OF[card]) == wanted


view_as(ViewAs("longdan", tuple(AS_KIND.values()), turns_into, zones=tuple(LONGDAN["zones"])))
