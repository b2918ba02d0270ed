"""突袭 (张辽): "in your draw phase, instead of drawing, you may take one hand card from each of up to 2 other
players who have hand cards" (docs/rules/sanguosha.md §8). Each card is picked face down by position; the
taker sees it, its former owner knows which card they lost (§12)."""

from ..effects import trigger
from ..heroes import SKILLS
from ..timings import Timing
from .fankui import take_card

EFFECT = SKILLS["tuxi"].effect


def victims(flow, seat: int) -> list:
    return [s for s in flow.order_from(seat)[1:] if flow.st.hands[s]]


@trigger("tuxi", Timing.PHASE_START_DRAW, can=lambda flow, seat, ev: ev.seat == seat and bool(victims(flow, seat)))
def tuxi(flow, seat, ev):
    most = EFFECT["max_targets"]
    chosen = yield from flow.ask_seats(seat, "tuxi", victims(flow, seat), {"count": most}, most=most)
    ev.replaced = True   # "instead of drawing"
    for victim in flow.in_seat_order(chosen, seat):
        if flow.st.hands[victim]:
            yield from take_card(flow, seat, victim, "tuxi_pick", zones=("hand",))
