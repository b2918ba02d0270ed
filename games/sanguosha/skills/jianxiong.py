"""奸雄 (曹操): "after you take damage, you may take the card(s) that caused it" (docs/rules/sanguosha.md §8)."""

from ..effects import trigger
from ..timings import Timing


def damaging_cards(flow, ev) -> list:
    """The cards that caused the damage and are still on their way to the discard pile."""
    return [c for c in ev.cards if c in flow.st.processing]


@trigger("jianxiong", Timing.DAMAGED, can=lambda flow, seat, ev: ev.target == seat and bool(damaging_cards(flow, ev)))
def jianxiong(flow, seat, ev):
    yield from flow.gain(seat, damaging_cards(flow, ev))
