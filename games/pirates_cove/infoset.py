"""Pirate's Cove's re-deal for the exact leak test: ``resample(game, state, seat, rng)`` (docs/engine.md §10,
"The exact leak test (resample)"; docs/pirates_cove.md, "Exact leak test").

What a seat knows (docs/pirates_cove-view.md): its own Tavern hand and its Spyglass looks (``peeks``, state
kept until the card is turned up), and the public table: every ship's mat, gold, cargo, fame and hand size,
the parrots on the mats, every card played or scored (the log), the cards turned up on the islands, the stack
and pile counts, the pirates on the board and those beaten. The TV knows the public table only. A wheel's pick
is never in the state before the reveal (the match holds the batch's answers), so there is nothing to re-deal.

Hidden, and dealt again: the order of the Tavern deck and the cards of every other hand (sizes kept); the
order of each island's treasure stack (its cards are the twelve of §4.3 less those turned up, which everyone
saw); the order of the face-down Legendary Pirates.

Facts a seat remembers that the state does not keep are not kept, which only widens the re-deal (docs/engine.md
§10): which cards a reshuffled Tavern deck held (the discards at that moment), and, in an arranged match that
starts later, that the skipped months' treasure cards never showed.
"""

from __future__ import annotations

import pickle

from . import data
from .piles import CARD_KIND, treasure_card


def resample(game, st, seat, rng):
    """A copy of ``st`` in which every Tavern card, treasure card and pirate card ``seat`` (None: the TV) has
    not seen is dealt again, consistently with what it has seen."""
    # A pickle round trip is a deep copy, faster than copy.deepcopy on a long log.
    new = pickle.loads(pickle.dumps(st, pickle.HIGHEST_PROTOCOL))
    redeal_tavern(new, seat, rng)
    redeal_treasure(new, seat, rng)
    rng.shuffle(new.pirate_deck)
    return new


def holdable(cid: str) -> bool:
    """P18: a Fame card "is shown and scored the moment it is drawn"; §4.4 Parrots "go on the mat the moment
    they are drawn": so no hand ever holds one, which every seat knows."""
    kind = CARD_KIND[cid]
    return kind not in data.FAME_CARDS and kind not in data.PARROTS


def redeal_tavern(st, seat, rng) -> None:
    """The deck and every other seat's hand dealt again from their cards: each hand keeps its size and holds
    only cards a hand can hold; the rest lie in the deck in a new order."""
    others = [ship for ship in st.ships if ship["seat"] != seat]
    pool = st.tavern_deck + [c for ship in others for c in ship["hand"]]
    rng.shuffle(pool)
    for_hands = [c for c in pool if holdable(c)]
    for ship in others:
        ship["hand"], for_hands = for_hands[:len(ship["hand"])], for_hands[len(ship["hand"]):]
    dealt = {c for ship in others for c in ship["hand"]}
    st.tavern_deck = [c for c in pool if c not in dealt]


def redeal_treasure(st, seat, rng) -> None:
    """Each island's face-down stack in a new order, but for the top card the seat looked at with a Spyglass;
    the other seats' looks then name the card now on top (the one they saw lies there)."""
    seen = {p["island"] for p in ([] if seat is None else st.peeks[seat])}
    for island, stack in st.stacks.items():
        kept = stack[-1:] if island in seen else []
        rest = stack[:len(stack) - len(kept)]
        rng.shuffle(rest)
        stack[:] = rest + kept
    for s, peeks in enumerate(st.peeks):
        if s != seat:
            for peek in peeks:
                peek["card"] = dict(treasure_card(st.stacks[peek["island"]][-1]))
