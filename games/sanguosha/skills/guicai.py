"""鬼才 (司马懿): "before any judgement takes effect, you may play a hand card to replace the judgement card"
(docs/rules/sanguosha.md §8; §6.5 step 2: the replaced card is discarded)."""

from ..effects import trigger
from ..state import face
from ..timings import Timing


def judgement_params(flow, seat, ev) -> dict:
    """What the holder decides on: whose judgement, what for, and the card turned."""
    return {"player": ev.seat, "reason": ev.reason, "card": face(ev.card)}


@trigger("guicai", Timing.BEFORE_JUDGEMENT_EFFECT, can=lambda flow, seat, ev: bool(flow.st.hands[seat]),
         params=judgement_params)
def guicai(flow, seat, ev):
    chosen = yield from flow.ask_cards(seat, "guicai", flow.st.hands[seat], 1, judgement_params(flow, seat, ev))
    yield from flow.replace_judgement(ev, chosen[0], seat)
