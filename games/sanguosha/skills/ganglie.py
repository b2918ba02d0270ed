"""刚烈 (夏侯惇): "after you take damage from a source, you may judge. Unless the result is ♥, the source
chooses: discard 2 hand cards, or take 1 damage from you" (docs/rules/sanguosha.md §8). The source answers
with the two cards, or with none to take the damage (a source with fewer than 2 hand cards takes it)."""

from ..effects import card_filter, trigger
from ..heroes import SKILLS
from ..timings import Timing

EFFECT = SKILLS["ganglie"].effect
SUCCEEDS = card_filter(EFFECT["judge_succeeds"])
DISCARD = 2      # "discard 2 hand cards" (EFFECT["source_chooses"][0])
DAMAGE = 1       # "or take 1 damage from you"


def living_source(flow, seat, ev) -> bool:
    return ev.target == seat and ev.source is not None and ev.source != seat and flow.st.alive[ev.source]


@trigger("ganglie", Timing.DAMAGED, can=living_source, params=lambda flow, seat, ev: {"player": ev.source})
def ganglie(flow, seat, ev):
    st, source = flow.st, ev.source
    judged = yield from flow.judge(seat, "ganglie", SUCCEEDS)
    if not judged.hit or not st.alive[source]:
        return
    paid = None
    if len(st.hands[source]) >= DISCARD:
        paid = yield from flow.ask_cards(source, "ganglie", st.hands[source], DISCARD, {"player": seat}, optional=True)
    if paid:
        yield from flow.discard(source, paid)
    else:
        yield from flow.damage(seat, source, DAMAGE)
