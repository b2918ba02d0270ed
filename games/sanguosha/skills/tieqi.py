"""铁骑 (马超): "after you target a player with 杀, you may judge. On red, that player cannot respond to it
with 闪" (docs/rules/sanguosha.md §8). Asked once per target, after the targets are fixed (FreeKill's
TargetSpecified), so each target of one 杀 is judged for on its own."""

from ..effects import card_filter, trigger
from ..heroes import SKILLS
from ..timings import Timing

TIEQI = SKILLS["tieqi"].effect
SUCCEEDS = card_filter(TIEQI["judge_succeeds"])


def targets_with_own_slash(flow, seat, ev) -> bool:
    return ev.user == seat and ev.use.kind == TIEQI["card"]


@trigger("tieqi", Timing.AFTER_TARGET_CHOSEN, can=targets_with_own_slash,
         params=lambda flow, seat, ev: {"target": ev.target})
def tieqi(flow, seat, ev):
    judged = yield from flow.judge(seat, "tieqi", SUCCEEDS)
    if judged.hit:
        ev.no_dodge = True
