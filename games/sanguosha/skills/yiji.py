"""遗计 (郭嘉): "for each 1 damage you take, you may look at the top 2 cards of the draw pile and give them to
any players, yourself included, split as you like" (docs/rules/sanguosha.md §8). As FreeKill plays it, the two
cards come into the holder's hand (seen by the holder alone), then the holder says who gets each one. A gift
is seen by its giver and its receiver only (§12: `peeks`)."""

from ..effects import trigger
from ..heroes import SKILLS
from ..state import face
from ..timings import Timing

LOOK = SKILLS["yiji"].effect["look_top"]


@trigger("yiji", Timing.DAMAGED, can=lambda flow, seat, ev: ev.target == seat)
def yiji(flow, seat, ev):
    st = flow.st
    for point in range(ev.amount):
        # "for each 1 damage": the trigger asked for the first point, each further point is asked again
        if point:
            if not (yield from flow.ask_skill(seat, "yiji")):
                return
            st.log_add("skill", player={"seat": seat}, skill="yiji")
        got = flow.draw(seat, LOOK)
        yield from give_away(flow, seat, st.hands[seat][len(st.hands[seat]) - got:])


def give_away(flow, seat: int, cards: list):
    """Ask who gets each card (default: kept), then hand each receiver their cards at once."""
    st = flow.st
    gifts: dict = {}
    for card in cards:
        receiver = yield from flow.ask_seats(seat, "yiji", flow.order_from(seat), {"card": face(card)})
        gifts.setdefault(receiver[0], []).append(card)
    for receiver, given in gifts.items():
        if receiver != seat:
            yield from flow.gain(receiver, given, source=seat)
            st.peeks[seat].append({"key": "sanguosha.peek.given", "cards": given, "from": receiver})
