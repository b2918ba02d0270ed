"""集智 (黄月英): "when you use a normal (non-delayed) trick, you may draw 1" (docs/rules/sanguosha.md §8).
无懈可击 is a normal trick too (the flow raises CARD_USED for it)."""

from ..cards import KINDS
from ..effects import trigger
from ..heroes import SKILLS
from ..timings import Timing

JIZHI = SKILLS["jizhi"].effect


def uses_normal_trick(flow, seat, ev) -> bool:
    # R12 (§8): "the printed text does not exclude converted tricks": a card used as a trick counts.
    converted_ok = JIZHI["converted_count"] or ev.use.skill is None
    return ev.user == seat and KINDS[ev.use.kind].type == JIZHI["card_type"] and converted_ok


@trigger("jizhi", Timing.CARD_USED, can=uses_normal_trick, params=lambda flow, seat, ev: {"kind": ev.use.kind})
def jizhi(flow, seat, ev):
    flow.draw(seat, JIZHI["draw"])
    yield from ()
