"""英姿 (周瑜): "draw 1 extra card in your draw phase" (docs/rules/sanguosha.md §8)."""

from ..effects import trigger
from ..heroes import SKILLS
from ..timings import Timing


@trigger("yingzi", Timing.DRAW_PHASE_COUNT, can=lambda flow, seat, ev: ev.seat == seat)
def yingzi(flow, seat, ev):
    ev.count += SKILLS["yingzi"].effect["draw_extra"]
    yield from ()
