"""结姻 (孙尚香): "[1/phase] discard 2 hand cards and choose a wounded male. You and he each recover 1"
(docs/rules/sanguosha.md §8). She need not be wounded herself (recovery stops at max HP)."""

from ..effects import Active, active
from ..equipment import gender
from ..heroes import SKILLS

JIEYIN = SKILLS["jieyin"].effect


def wounded_males(flow, seat: int) -> list:
    st = flow.st
    return [s for s in flow.order_from(seat)[1:] if gender(flow, s) == "male" and st.hp[s] < st.max_hp[s]]


def can_marry(flow, seat) -> bool:
    return len(flow.st.hands[seat]) >= JIEYIN["discard_hand_cards"] and bool(wounded_males(flow, seat))


def jieyin(flow, seat):
    st = flow.st
    # Either question answered empty takes the skill back: nothing is paid before both are answered.
    chosen = yield from flow.ask_seats(seat, "jieyin", wounded_males(flow, seat), {"skill": "jieyin"}, optional=True)
    if chosen is None:
        return False
    cards = yield from flow.ask_cards(seat, "jieyin_discard", st.hands[seat], JIEYIN["discard_hand_cards"],
                                      {"player": chosen[0]}, optional=True)
    if cards is None:
        return False
    yield from flow.discard(seat, cards)
    # "You and he each recover 1."
    for s in (seat, chosen[0]):
        yield from flow.recover(s, JIEYIN["recover_both"], source=seat)


active(Active("jieyin", run=jieyin, can=can_marry))
