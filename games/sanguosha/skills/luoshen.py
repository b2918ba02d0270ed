"""洛神 (甄姬): "in your start phase you may judge. On black you take the card and may repeat. Stop on red or
whenever you choose; the red card is discarded" (docs/rules/sanguosha.md §8). A black card is taken once its
result took effect (AFTER_JUDGEMENT_EFFECT), so 鬼才 may still replace it first."""

from ..effects import card_filter, trigger
from ..heroes import SKILLS
from ..timings import Timing

BLACK = card_filter(SKILLS["luoshen"].effect["judge_succeeds"])


@trigger("luoshen", Timing.PHASE_START_START, can=lambda flow, seat, ev: ev.seat == seat)
def luoshen(flow, seat, ev):
    while True:
        judged = yield from flow.judge(seat, "luoshen", BLACK)
        if not judged.hit or not (yield from flow.ask_skill(seat, "luoshen")):
            return


def own_black_result(flow, seat, ev) -> bool:
    return ev.seat == seat and ev.reason == "luoshen" and ev.hit and ev.card in flow.st.processing


@trigger("luoshen", Timing.AFTER_JUDGEMENT_EFFECT, can=own_black_result, compulsory=True)
def luoshen_takes(flow, seat, ev):
    yield from flow.gain(seat, [ev.card])
