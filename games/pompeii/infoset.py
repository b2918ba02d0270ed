"""Pompeii's re-deal for the exact leak test: ``resample(game, state, seat, rng)``
(docs/engine.md, "The exact leak test (resample)").

What a seat knows in Pompeii (docs/rules/pompeii.md §9): its own hand, and, once Phase II removed it, its own
discarded hand; the whole board; every card played, every AD 79 and Omen drawn and a blocked
hand shown; how many cards each hand, the deck and the lava bag hold, and which tiles are left in
the bag. The TV knows the same without any hand. Hidden: the order of the deck, the other
hands, the piles removed unseen, the hands others discarded, and the order of the bag.

The deck's build is public (§3: 8 citizen cards, then an AD 79, then the upper stack,
then the lower stack), so the re-deal keeps it: the first AD 79 where it lies, the second
somewhere in the lower stack, the Omens somewhere below the first AD 79, and citizen cards
everywhere else, hands and removed piles included.
"""

from __future__ import annotations

import pickle

from .rules import AD79_FIRST, AD79_SECOND, BELOW_FIRST_AD79, OMEN_CARDS, building_of


def resample(game, st, seat, rng):
    """A deep copy of ``st`` with every card and tile ``seat`` (None: the TV) has not seen re-dealt."""
    # A pickle round trip is a deep copy, three times faster than copy.deepcopy on a long log.
    new = pickle.loads(pickle.dumps(st, pickle.HIGHEST_PROTOCOL))
    redeal_cards(new, seat, rng)
    # §9 lava-bag counts per symbol are public, the order is seen by nobody.
    rng.shuffle(new.bag)
    return new


def redeal_cards(st, seat, rng) -> None:
    """Deal the deck's hidden cards and every hand, pile and discard ``seat`` has not seen again,
    in place, into the same places with the same sizes."""
    others = [s for s in range(st.players) if s != seat]
    retired = [k for k, (owner, _) in enumerate(st.retired) if owner != seat]
    citizens = [c for c in st.deck if building_of(c) is not None]
    citizens += [c for s in others for c in st.hands[s]] + st.removed_cards + [st.retired[k][1] for k in retired]
    rng.shuffle(citizens)
    st.deck = [card or citizens.pop() for card in redeal_special_cards(st.deck, st.lower_stack, rng)]
    for s in others:
        st.hands[s] = [citizens.pop() for _ in st.hands[s]]
    st.removed_cards = [citizens.pop() for _ in st.removed_cards]
    for k in retired:
        st.retired[k] = (st.retired[k][0], citizens.pop())


def redeal_special_cards(deck: list, lower_stack: int, rng) -> list:
    """The deck (bottom first) with its AD 79s and Omens placed again where the build allows, and
    ``None`` in every place left for a citizen card."""
    # The first AD 79 lies at a public depth (§3.6; deck_view "first_ad79_in").
    out = [card if card == AD79_FIRST else None for card in deck]
    # §3.5 Shuffle one AD 79 into the smaller stack: anywhere in the lower stack.
    if AD79_SECOND in deck:
        out[empty_place(out, lower_stack, rng)] = AD79_SECOND
    # §3.4 the Omens were shuffled into the two stacks, which lie under the first AD 79.
    for card in deck:
        if card in OMEN_CARDS:
            out[empty_place(out, BELOW_FIRST_AD79, rng)] = card
    return out


def empty_place(out: list, depth: int, rng) -> int:
    """A random empty place of ``out`` among its ``depth`` bottom places."""
    return rng.choice([k for k in range(min(depth, len(out))) if out[k] is None])
