"""闭月 (貂蝉): "in your finish phase you may draw 1" (docs/rules/sanguosha.md §8; seed 000 l.452 names 貂蟬
among the heroes who act in the finish phase)."""

from ..effects import trigger
from ..heroes import SKILLS
from ..timings import Timing


@trigger("biyue", Timing.PHASE_START_FINISH, can=lambda flow, seat, ev: ev.seat == seat)
def biyue(flow, seat, ev):
    flow.draw(seat, SKILLS["biyue"].effect["draw"])
    yield from ()
