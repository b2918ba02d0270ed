"""救援 (孙权, 主公技, 锁定技): "when another 吴 player uses 桃 on you while you are dying, you recover 1 extra"
(docs/rules/sanguosha.md §8; "only while dying": a 桃 reaches another player only then). Only the Lord holds
it (flow.take_hero), so no check of the role here."""

from ..effects import trigger
from ..heroes import SKILLS
from ..timings import Timing

JIUYUAN = SKILLS["jiuyuan"].effect


def peach_from_another_of_the_kingdom(flow, seat, ev) -> bool:
    return (ev.seat == seat and flow.st.dying[seat] and ev.use is not None and ev.use.kind == JIUYUAN["card"]
            and ev.source not in (None, seat) and flow.kingdom(ev.source) == JIUYUAN["from_kingdom"])


@trigger("jiuyuan", Timing.BEFORE_HP_RECOVER, compulsory=True, can=peach_from_another_of_the_kingdom)
def jiuyuan(flow, seat, ev):
    ev.amount += JIUYUAN["extra_recover"]
    yield from ()
