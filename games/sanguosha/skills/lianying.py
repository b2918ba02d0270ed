"""连营 (陆逊): "after you lose your last hand card, you may draw 1" (docs/rules/sanguosha.md §8): whatever
took it (used, played, discarded, taken), at once, as FreeKill does."""

from ..effects import trigger
from ..heroes import SKILLS
from ..timings import Timing


def lost_last_hand_card(flow, seat, ev) -> bool:
    return ev.seat == seat and bool(ev.lost_hand) and not flow.st.hands[seat]


@trigger("lianying", Timing.AFTER_CARDS_MOVED, can=lost_last_hand_card)
def lianying(flow, seat, ev):
    flow.draw(seat, SKILLS["lianying"].effect["draw"])
    yield from ()
