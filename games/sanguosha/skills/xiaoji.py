"""枭姬 (孙尚香): "whenever you lose a card from your equipment area, you may draw 2"
(docs/rules/sanguosha.md §8): for each card lost (制衡-like discards of several, a replaced equipment, one
taken by 顺手牵羊 or discarded by 过河拆桥), each asked on its own, as FreeKill does."""

from ..common import player
from ..effects import trigger
from ..heroes import SKILLS
from ..timings import Timing

XIAOJI = SKILLS["xiaoji"].effect


@trigger("xiaoji", Timing.AFTER_CARDS_MOVED, can=lambda flow, seat, ev: ev.seat == seat and bool(ev.lost_equip))
def xiaoji(flow, seat, ev):
    flow.draw(seat, XIAOJI["draw"])
    for _ in ev.lost_equip[1:]:
        if (yield from flow.ask_skill(seat, "xiaoji")):
            flow.st.log_add("skill", player=player(seat), skill="xiaoji")
            flow.draw(seat, XIAOJI["draw"])
