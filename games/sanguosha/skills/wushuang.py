"""无双 (吕布) [L]: "a target of your 杀 needs two 闪 to cancel it. In a 决斗 with you, whoever started it, your
opponent must play two 杀 each time" (docs/rules/sanguosha.md §8; §6.11: two 闪 must both be played)."""

from ..effects import trigger
from ..heroes import SKILLS
from ..timings import Timing

EFFECT = SKILLS["wushuang"].effect


@trigger("wushuang", Timing.AFTER_TARGET_CHOSEN, compulsory=True,
         can=lambda flow, seat, ev: ev.user == seat and ev.use.kind in ("slash", "duel"))
def wushuang_attacking(flow, seat, ev):
    if ev.use.kind == "slash":
        ev.dodges = EFFECT["slash_dodges_needed"]
    else:
        ev.slashes[ev.target] = EFFECT["duel_slashes_needed"]
    yield from ()


@trigger("wushuang", Timing.AFTER_BECOMING_TARGET, compulsory=True,
         can=lambda flow, seat, ev: ev.target == seat and ev.use.kind == "duel")
def wushuang_challenged(flow, seat, ev):
    ev.slashes[ev.user] = EFFECT["duel_slashes_needed"]
    yield from ()
