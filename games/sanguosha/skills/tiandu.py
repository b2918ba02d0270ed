"""天妒 (郭嘉): "after your judgement takes effect, you may take the judgement card" (docs/rules/sanguosha.md
§8; §6.5 step 4: otherwise it goes to the discard pile)."""

from ..effects import trigger
from ..state import face
from ..timings import Timing


@trigger("tiandu", Timing.AFTER_JUDGEMENT_EFFECT,
         can=lambda flow, seat, ev: ev.seat == seat and ev.card in flow.st.processing,
         params=lambda flow, seat, ev: {"card": face(ev.card)})
def tiandu(flow, seat, ev):
    yield from flow.gain(seat, [ev.card])
