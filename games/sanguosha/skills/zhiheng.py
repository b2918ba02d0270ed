"""制衡 (孙权): "[1/phase] discard any number of cards (hand or equipped), then draw the same number"
(docs/rules/sanguosha.md §8)."""

from ..effects import Active, active
from ..heroes import SKILLS

ZHIHENG = SKILLS["zhiheng"].effect


def own_cards(flow, seat: int, zones) -> list:
    """A seat's cards in the named zones ("hand", "equip"), hand first."""
    st = flow.st
    return (st.hands[seat] if "hand" in zones else []) + (st.equipped(seat) if "equip" in zones else [])


def zhiheng(flow, seat):
    cards = own_cards(flow, seat, ZHIHENG["zones"])
    # "any number": at least one (nothing discarded is no use of the skill); an empty answer takes it back.
    chosen = yield from flow.ask_cards(seat, "zhiheng", cards, len(cards), optional=True, least=1)
    if chosen is None:
        return False
    yield from flow.discard(seat, chosen)
    # "then draw the same number"
    flow.draw(seat, len(chosen))


active(Active("zhiheng", run=zhiheng, can=lambda flow, seat: bool(own_cards(flow, seat, ZHIHENG["zones"]))))
