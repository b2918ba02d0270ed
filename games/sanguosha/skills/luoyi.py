"""裸衣 (许褚): "in your draw phase you may draw 1 fewer card. If you do, your 杀 and 决斗 deal +1 damage this
turn" (docs/rules/sanguosha.md §8). The bonus is a fact of the turn (`turn_flags`, cleared each turn); it
applies to damage the holder deals with a 杀 or a 决斗, whoever started the 决斗."""

from ..effects import trigger
from ..heroes import SKILLS
from ..timings import Timing

EFFECT = SKILLS["luoyi"].effect


@trigger("luoyi", Timing.DRAW_PHASE_COUNT, can=lambda flow, seat, ev: ev.seat == seat and ev.count >= EFFECT["draw_fewer"])
def luoyi(flow, seat, ev):
    ev.count -= EFFECT["draw_fewer"]
    flow.st.turn_flags["luoyi"] = seat
    yield from ()


def bared(flow, seat, ev) -> bool:
    return flow.st.turn_flags.get("luoyi") == seat and ev.source == seat and ev.kind in EFFECT["cards"]


@trigger("luoyi", Timing.CAUSING_DAMAGE, can=bared, compulsory=True)
def luoyi_bonus(flow, seat, ev):
    ev.amount += EFFECT["damage_bonus"]
    yield from ()
