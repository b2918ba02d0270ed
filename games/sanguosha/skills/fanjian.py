"""反间 (周瑜): "[1/phase] another player names a suit, then takes one of your hand cards at random and shows
it. If its suit differs from the one named, you deal them 1 damage" (docs/rules/sanguosha.md §8).

The player takes the card face down by position (flow.pick_card deals the positions at random, so the card
is random whatever position is tapped); it is shown to the table (view `shown`, the log) until the effect
ends, so it is no secret afterwards."""

from ..common import player
from ..effects import Active, active
from ..heroes import SKILLS
from ..state import SUIT_OF, face

FANJIAN = SKILLS["fanjian"].effect
SUITS = ("spade", "heart", "club", "diamond")


def fanjian(flow, seat):
    st = flow.st
    chosen = yield from flow.ask_seats(seat, "fanjian", flow.order_from(seat)[1:], {"skill": "fanjian"},
                                       optional=True)
    if chosen is None:
        return False
    target = chosen[0]
    # "another player names a suit" (said aloud: public)
    named = yield from flow.ask_choice(target, "name_suit", list(SUITS), {"player": seat})
    st.log_add("fanjian_suit", player=player(target), suit=named)
    # "then takes one of your hand cards at random"
    card = yield from flow.pick_card(target, seat, {}, zones=("hand",), key="fanjian_pick")
    yield from flow.gain(target, [card], source=seat)
    # "and shows it"
    shown = {"seat": target, "cards": [card]}
    st.seen[card] = True
    st.shown.append(shown)
    st.log_add("fanjian_shown", player=player(target), card=face(card))
    # "If its suit differs from the one named, you deal them 1 damage."
    if SUIT_OF[card] != named:
        yield from flow.damage(seat, target, FANJIAN["damage_on_mismatch"])
    st.shown.remove(shown)


active(Active("fanjian", run=fanjian, can=lambda flow, seat: bool(flow.st.hands[seat])))
