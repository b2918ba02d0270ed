"""流离 (大乔): "when you become the target of a 杀, you may discard a card to move the 杀 to another player.
That player must be within your attack range, a legal target for the 杀, and not its user"
(docs/rules/sanguosha.md §8).

Rulings: "a legal target" is one the 杀 may target at all (not 空城), whatever the user's distance to them, as
FreeKill's `isProhibited` test; not one it targets already (方天画戟), so no one is targeted twice (R38); the
attack range is hers once the discarded card is gone (a discarded weapon no longer gives its range, a
discarded −1 horse no longer shortens the distance), as the published ruling and FreeKill's later version."""

from ..common import player
from ..effects import trigger
from ..timings import Timing


def movable_to(flow, seat, ev) -> list:
    """The players the 杀 may move to with the holder's current cards."""
    use = ev.use
    return [t for t in flow.order_from(seat)[1:] if t != ev.user and t not in use.targets
            and not any(use.kind in kinds for kinds in flow.status_values(t, "untargetable_by"))
            and flow.distance(seat, t) <= flow.attack_range(seat)]


def movable_without(flow, seat, ev, card) -> list:
    """The players the 杀 may move to once `card` is discarded: an equipped card is set aside while the
    range is measured (no question is asked meanwhile), then put back."""
    equip = flow.st.equip[seat]
    slot = equip.index(card) if card in equip else None
    if slot is not None:
        equip[slot] = None
    try:
        return movable_to(flow, seat, ev)
    finally:
        if slot is not None:
            equip[slot] = card


def options(flow, seat, ev) -> dict:
    """Each card the holder may discard -> the players the 杀 may then move to (cards leaving none out)."""
    st = flow.st
    found = {c: movable_without(flow, seat, ev, c) for c in st.hands[seat] + st.equipped(seat)}
    return {c: targets for c, targets in found.items() if targets}


def becomes_slash_target(flow, seat, ev) -> bool:
    return ev.target == seat and ev.use is not None and ev.use.kind == "slash" and bool(options(flow, seat, ev))


@trigger("liuli", Timing.ON_BECOMING_TARGET, can=becomes_slash_target,
         params=lambda flow, seat, ev: {"player": ev.user})
def liuli(flow, seat, ev):
    choices = options(flow, seat, ev)
    card = (yield from flow.ask_cards(seat, "liuli_discard", list(choices), 1, {"player": ev.user}))[0]
    new = (yield from flow.ask_seats(seat, "liuli_target", choices[card], {"player": ev.user}))[0]
    yield from flow.discard(seat, [card])
    ev.use.targets[ev.use.targets.index(seat)] = new
    ev.target = new
    flow.st.log_add("liuli_moved", player=player(seat), target=player(new))
