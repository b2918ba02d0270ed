"""明君 (谋攻篇, the Lord's awakening skill, seen only by the Lord): seed 004 l.89-90 "覺醒技，當主公進入瀕死、場上有
兩名角色陣亡、第三輪的主公回合開始時，將會翻開身份牌并回復2點體力，然后增加一點體力上限，獲得主公的主公技（若該角色沒有主公技，
則改為增加兩點體力上限）" (docs/rules/sanguosha.md §9.6, R30, R31). Awakened once: the skill is then spent."""

from ..common import player
from ..effects import trigger
from ..heroes import SKILLS, lord_skills
from ..mougong import role_public
from ..timings import Timing

EFFECT = SKILLS["mingjun"].effect
DEATHS = 2          # "場上有兩名角色陣亡"
ROUND = 3           # "第三輪的主公回合開始時"


def holder_dying(flow, seat, ev) -> bool:
    return ev.seat == seat


def two_deaths(flow, seat, ev) -> bool:
    return flow.st.alive.count(False) >= DEATHS


def round_3_turn(flow, seat, ev) -> bool:
    return ev.seat == seat and flow.st.round >= ROUND


def max_hp_gained(options: dict, holds_lord_skill: bool) -> int:
    """"然后增加一點體力上限 ... （若該角色沒有主公技，則改為增加兩點體力上限）": R30 reads "改為" as +2 in place of the
    +1; its alternative, option `mingjun_plus_two_more`: "+1 and then +2 more"."""
    if holds_lord_skill:
        return EFFECT["max_hp"]
    extra = EFFECT["max_hp_without_lord_skill"]
    return EFFECT["max_hp"] + extra if options.get("mingjun_plus_two_more") else extra


def awaken(flow, seat, ev):
    """R30 (order): reveal, heal 2 under the old max HP, then the max HP; without a 主公技 +2 max HP instead of
    +1 and the skills (R30)."""
    st = flow.st
    st.skills[seat].remove("mingjun")
    if not role_public(st, seat):     # `mougong_open_lord`: "明君 skips the reveal"
        st.revealed[seat] = True
        st.log_add("role_revealed", player=player(seat), role=st.roles[seat])
    yield from flow.recover(seat, EFFECT["recover"])
    held = lord_skills(st.heroes[seat]) if st.heroes[seat] else ()
    st.max_hp[seat] += max_hp_gained(st.options, bool(held))
    st.skills[seat] += [s for s in held if s not in st.skills[seat]]


for _timing, _can in ((Timing.DYING, holder_dying), (Timing.DEATH, two_deaths), (Timing.TURN_START, round_3_turn)):
    trigger("mingjun", _timing, can=_can, compulsory=True)(awaken)
