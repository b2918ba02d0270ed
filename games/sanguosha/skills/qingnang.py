"""青囊 (华佗) [1/phase]: "discard 1 hand card; a wounded player of your choice, yourself included, recovers 1"
(docs/rules/sanguosha.md §8). No card chosen takes the skill back (not counted)."""

from ..effects import Active, active
from ..heroes import SKILLS

EFFECT = SKILLS["qingnang"].effect


def wounded(flow, seat: int) -> list:
    st = flow.st
    return [s for s in flow.order_from(seat) if st.hp[s] < st.max_hp[s]]


def qingnang(flow, seat: int):
    paid = yield from flow.ask_cards(seat, "qingnang", flow.st.hands[seat], EFFECT["discard_hand_cards"], optional=True)
    if paid is None:
        return False
    patient = yield from flow.ask_seats(seat, "qingnang_target", wounded(flow, seat))
    yield from flow.discard(seat, paid)
    yield from flow.recover(patient[0], EFFECT["recover"], source=seat)
    return True


active(Active("qingnang", run=qingnang,
              can=lambda flow, seat: bool(flow.st.hands[seat]) and bool(wounded(flow, seat))))
