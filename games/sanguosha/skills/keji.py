"""克己 (吕蒙): "if you neither used nor played a 杀 during your play phase, you may skip your discard phase"
(docs/rules/sanguosha.md §8). The flow notes a 杀 used or played by the current player in its play phase
(`turn_flags["slash_in_play"]`, Flow.note_slash); a play phase skipped (乐不思蜀) saw no 杀."""

from ..effects import trigger
from ..timings import Timing


def may_skip_discard(flow, seat, ev) -> bool:
    st = flow.st
    # R37: not asked when the hand is within the limit: skipping would change nothing (the hand size is public).
    must_discard = len(st.hands[seat]) > max(st.hp[seat], 0)
    return ev.seat == seat and not st.turn_flags.get("slash_in_play") and must_discard


@trigger("keji", Timing.PHASE_CHANGING_DISCARD, can=may_skip_discard)
def keji(flow, seat, ev):
    flow.st.skip.append("discard")
    yield from ()
