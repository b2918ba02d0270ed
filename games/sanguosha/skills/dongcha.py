"""洞察 (谋攻篇, everyone): "當玩家對一名角色造成傷害或令其失去體力值時可以消耗一點怒氣值，查看你與他是不是相同的陣營是敵是友"
(seed 004 l.82; docs/rules/sanguosha.md §9.6). The answer (mougong.insight_answer) is the user's secret: only
its own view carries it (`me.insights`); the table sees the rage spent."""

from ..common import player
from ..effects import trigger
from ..heroes import SKILLS
from ..mougong import insight_answer
from ..timings import Timing

COST = SKILLS["dongcha"].effect["rage_cost"]


def victim(ev) -> int:
    return ev.target if ev.target is not None else ev.seat   # DAMAGED names the target, HP_LOST the seat


def may_look(flow, seat, ev) -> bool:
    st = flow.st
    return ev.source == seat and victim(ev) != seat and st.alive[victim(ev)] and st.rage[seat] >= COST


def about(flow, seat, ev) -> dict:
    return {"player": victim(ev)}


def dongcha(flow, seat, ev):
    st, target = flow.st, victim(ev)
    st.rage[seat] -= COST
    st.insights[seat].append({"by": seat, "seat": target,
                              "answer": insight_answer(st.roles, st.disguised, seat, target)})
    st.log_add("insight", player=player(seat), target=player(target))
    yield from ()


for _timing in (Timing.DAMAGED, Timing.HP_LOST):
    trigger("dongcha", _timing, can=may_look, params=about)(dongcha)
