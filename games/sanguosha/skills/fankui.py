"""反馈 (司马懿): "after you take damage, you may take one card (hand or equipped) from the source"
(docs/rules/sanguosha.md §8). §12: a hand card taken this way is seen by the taker; the former owner knows
which card they lost."""

from ..effects import trigger
from ..heroes import SKILLS
from ..timings import Timing

ZONES = SKILLS["fankui"].effect["zones"]


def take_card(flow, taker: int, owner: int, key: str, zones=ZONES):
    """One of `owner`'s cards into `taker`'s hand, a hand card picked face down by position (突袭 too)."""
    st = flow.st
    card = yield from flow.pick_card(taker, owner, {}, zones=zones, key=key)
    from_hand = card in st.hands[owner]
    yield from flow.gain(taker, [card], source=owner)
    if from_hand:
        st.peeks[owner].append({"key": "sanguosha.peek.lost", "cards": [card], "from": taker})


def source_has_cards(flow, seat, ev) -> bool:
    st = flow.st
    source = ev.source
    return ev.target == seat and source is not None and source != seat and st.alive[source] \
        and bool(st.hands[source] or st.equipped(source))


@trigger("fankui", Timing.DAMAGED, can=source_has_cards, params=lambda flow, seat, ev: {"player": ev.source})
def fankui(flow, seat, ev):
    yield from take_card(flow, seat, ev.source, "fankui")
