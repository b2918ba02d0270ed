"""离间 (貂蝉) [1/phase]: "discard 1 card and choose two other male players. The second one chosen counts as
using a 决斗 on the first. This 决斗 cannot be answered with 无懈可击" (docs/rules/sanguosha.md §8, §6.8).
The first chosen must be a legal 决斗 target of the second (空城 still protects). No card chosen takes the
skill back (not counted)."""

from ..effects import Active, active
from ..equipment import gender
from ..heroes import SKILLS
from ..state import Use

EFFECT = SKILLS["lijian"].effect
DUEL = EFFECT["second_uses_on_first"]


def other_males(flow, seat: int) -> list:
    return [s for s in flow.order_from(seat)[1:] if gender(flow, s) == "male"]


def challengers(flow, seat: int, target: int) -> list:
    """The other males who may use the 决斗 on `target`."""
    return [s for s in other_males(flow, seat) if s != target and flow.target_ok(s, target, DUEL)]


def challenged(flow, seat: int) -> list:
    return [t for t in other_males(flow, seat) if challengers(flow, seat, t)]


def payable(flow, seat: int) -> list:
    """"discard 1 card": a hand or an equipped card (not one in the judgement area)."""
    return flow.st.hands[seat] + flow.st.equipped(seat)


def lijian(flow, seat: int):
    paid = yield from flow.ask_cards(seat, "lijian", payable(flow, seat), EFFECT["discard"], optional=True)
    if paid is None:
        return False
    target = (yield from flow.ask_seats(seat, "lijian_target", challenged(flow, seat)))[0]
    user = (yield from flow.ask_seats(seat, "lijian_user", challengers(flow, seat, target), {"target": target}))[0]
    yield from flow.discard(seat, paid)
    duel = Use(user, DUEL, [], skill="lijian", negatable=EFFECT["negatable"])
    yield from flow.use_card(duel, [target])
    return True


active(Active("lijian", run=lijian,
              can=lambda flow, seat: bool(payable(flow, seat)) and bool(challenged(flow, seat))))
