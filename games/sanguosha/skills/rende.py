"""仁德 (刘备): "in your play phase, give any number of hand cards to other players, split as you like. The
first time the cards you have given this phase reach 2 or more, you recover 1" (docs/rules/sanguosha.md
§8). Used any number of times (one gift to one player each time); the giver keeps sight of the gift
(a peek) while it stays in the receiver's hand, and nobody else sees it."""

from ..effects import Active, active
from ..heroes import SKILLS

RENDE = SKILLS["rende"].effect
GIVEN, RECOVERED = "rende_given", "rende_recovered"   # turn_flags: the play phase is once a turn


def can_give(flow, seat) -> bool:
    return bool(flow.st.hands[seat]) and len(flow.st.living()) > 1


def rende(flow, seat):
    st = flow.st
    hand = list(st.hands[seat])
    cards = yield from flow.ask_cards(seat, "rende", hand, len(hand), optional=True, least=1)
    if cards is None:
        return False
    to = yield from flow.ask_seats(seat, "rende_target", flow.order_from(seat)[1:], {"count": len(cards)},
                                   optional=True)
    if to is None:
        return False                  # taken back: nothing was given
    yield from give(flow, seat, to[0], cards)
    yield from recover_once(flow, seat, len(cards))


def give(flow, seat: int, to: int, cards: list):
    yield from flow.gain(to, cards, source=seat)
    flow.st.peeks[seat].append({"key": "sanguosha.peek.given", "cards": cards, "from": to})


def recover_once(flow, seat: int, count: int):
    # "The first time the cards you have given this phase reach 2 or more, you recover 1."
    st = flow.st
    st.turn_flags[GIVEN] = st.turn_flags.get(GIVEN, 0) + count
    if st.turn_flags[GIVEN] >= RENDE["recover_when_given"] and not st.turn_flags.get(RECOVERED):
        st.turn_flags[RECOVERED] = True
        yield from flow.recover(seat, RENDE["recover"], source=seat)


active(Active("rende", run=rende, can=can_give))
