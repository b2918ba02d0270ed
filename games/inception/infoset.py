"""盗梦都市's re-deal for the exact leak test: ``resample(game, state, seat, rng)`` (docs/engine.md §10,
"The exact leak test (resample)"; docs/inception.md, "Exact leak test").

What a seat knows (docs/inception-view.md, docs/rules/inception.md §12): its own hand, role card (and its
offer while choosing), bribe cards and traitor banner; the vaults it has seen (``vault_seen``: the master all of
them, 梦境窥视 ① one); as the master, every placed and unplaced nightmare, the bribe cards a 梦境窥视 ② showed
it (a ``peeks`` snapshot, while the holder still holds just those) and, under 皇城's world rule, which bribe cards
are undealt; the cards it passed privately while the receiver still holds them (``peeks``), the cards it put on
the deck knowingly (嫁接, 造物: ``deck_known``); and the public table: every position, count, opened vault, the
discard pile, the cards shown or being resolved, the roles once revealed, the log. The TV knows the public
table only. Once the match is over the end screen shows the vaults, every bribe card and the placed nightmares.

Everything else is dealt again, the same sizes in the same places: the deck and the other hands around the cards
known; the secret vault among the layers the seat has not seen opened or peeked; the nightmares nobody showed it
among the placed, the unplaced and the boxed ones; the undealt bribe pile and the bribe cards it does not know
among their holders; before the reveal, the other role cards and offers; the master roles set aside.

Facts a seat remembers that the state does not keep are not kept, which only widens the re-deal (docs/engine.md
§10): the role cards it was offered once it chose, what a 梦境窥视 ② showed once the holder's bribes changed,
which bribe card 皇城's master chose to give, the hand cards the table saw once the effect that showed them ended
(爆甲螺旋, 先锋, 万有引力), and the master roles a new master in the variant was offered but did not keep. Kept as they
are, which narrows it: ``spent`` (a nightmare dropped unseen is never moved) and a card the seat passed that has
left the receiver's hand (its phone shows it gone, so it may not come back there).
"""

from __future__ import annotations

import pickle

from .board import GOLD, LAYERS, SECRET
from .roles import MASTER, THIEF, pool
from .rules import IMPLEMENTED
from .view import roles_public


def resample(game, st, seat, rng):
    """A copy of ``st`` in which every card, vault, nightmare, bribe and role ``seat`` (None: the TV) has not
    seen is dealt again, consistently with what it has seen."""
    # A pickle round trip is a deep copy, faster than copy.deepcopy on a long log.
    new = pickle.loads(pickle.dumps(st, pickle.HIGHEST_PROTOCOL))
    over = st.stage == "over"
    redeal_cards(new, seat, rng)
    if not over:
        redeal_vault(new, seat, rng)
        redeal_nightmares(new, seat, rng)
        redeal_bribes(new, seat, rng)
    if not roles_public(st):
        redeal_roles(new, seat, rng)
    redeal_master_pool(new, seat, rng)
    return new


def is_master(st, seat) -> bool:
    return seat is not None and seat == st.master


# -- action cards ---------------------------------------------------------------------------------------------

def public_cards(st) -> set:
    """Cards face up on the table: shown (爆甲螺旋, 先锋 ...) or being resolved."""
    public = {c["id"] for entry in st.shown for c in entry["cards"]}
    for key in ("card", "decree"):
        if st.resolving and st.resolving.get(key):
            public.add(st.resolving[key]["id"])
    return public


def known_cards(st, seat) -> set:
    """Cards ``seat`` knows the place of: public ones, the ones it put on the deck, the ones it passed privately
    (its phone shows whether the receiver still holds each, so one that left may not come back: it stays where it
    is, which narrows the re-deal a little)."""
    known = public_cards(st)
    if seat is None:
        return known
    known |= {c for c, who in st.deck_known.items() if who == seat}
    known |= {c for p in st.peeks[seat] if "cards" in p for c in p["cards"]}
    return known


def redeal_cards(st, seat, rng) -> None:
    """§2 step 1 the deck lies shuffled; §12 a hand is its holder's alone: every unknown card place is dealt again
    from the cards that lay in them. The deck's known places (another seat's 嫁接) follow the new cards."""
    known = known_cards(st, seat)
    zones = [st.deck] + [h for s, h in enumerate(st.hands) if s != seat]
    places = [(zone, k) for zone in zones for k, c in enumerate(zone) if c not in known]
    deck_known_at = {k: st.deck_known[c] for k, c in enumerate(st.deck) if c in st.deck_known}
    cards = [zone[k] for zone, k in places]
    rng.shuffle(cards)
    for (zone, k), c in zip(places, cards):
        zone[k] = c
    st.deck_known = {st.deck[k]: who for k, who in deck_known_at.items()}


# -- the vaults ---------------------------------------------------------------------------------------------

def redeal_vault(st, seat, rng) -> None:
    """§2 step 4 "the master places the secret vault ... only the master knows" (§11: at random, nobody knows):
    the secret one lies in any layer ``seat`` has not seen opened or peeked."""
    if not st.vaults[1]:
        return
    seen = set(st.vault_seen[seat]) if seat is not None else set()
    known = seen | {n for n in LAYERS if st.opened[n]}
    secret = st.vaults.index(SECRET)
    if secret in known:
        return
    layer = rng.choice([n for n in LAYERS if n not in known])
    st.vaults = [None] + [SECRET if n == layer else GOLD for n in LAYERS]


# -- nightmares ---------------------------------------------------------------------------------------------

def redeal_nightmares(st, seat, rng) -> None:
    """§2 step 4 the master places nightmares face down (§12: on the master's phone only); the two undealt are
    its unplaced ones (I8) or out of play, which nobody saw."""
    if is_master(st, seat):
        return   # the master knows the placed and unplaced ones; the boxed ones are the rest of the six
    shown = st.nightmare_shown["layer"] if st.nightmare_shown else None
    layers = [n for n in LAYERS if st.nightmares[n] and n != shown]
    hidden = [st.nightmares[n] for n in layers] + st.spare + st.nightmare_box
    rng.shuffle(hidden)
    for n in layers:
        st.nightmares[n] = hidden.pop()
    st.spare[:] = [hidden.pop() for _ in st.spare]
    st.nightmare_box[:] = hidden


# -- bribes -------------------------------------------------------------------------------------------------

def bribes_known(st, seat, holder: int) -> bool:
    """Whose bribe cards ``seat`` knows: its own; the master's snapshot (梦境窥视 ②) while they are unchanged;
    in the variant, the master's, who revealed a DEAL to become it (§11)."""
    if holder == seat or (st.small and holder == st.master):
        return True
    if not is_master(st, seat):
        return False
    seen = [p["bribes"] for p in st.peeks[seat] if "bribes" in p and p["seat"] == holder]
    return bool(seen) and seen[-1] == st.bribes[holder]


def redeal_bribes(st, seat, rng) -> None:
    """§2 bribes are "shuffled face down. Nobody, the master included, may look at them" (皇城's 重金: the master
    may look at the undealt ones): the undealt pile and the bribe cards ``seat`` does not know, dealt again."""
    holders = [s for s in range(st.players) if st.bribes[s] and not bribes_known(st, seat, s)]
    pile_known = is_master(st, seat) and st.world == "imperial"
    before = {s: list(st.bribes[s]) for s in holders}
    hidden = [b for s in holders for b in st.bribes[s]] + ([] if pile_known else list(st.bribe_pile))
    rng.shuffle(hidden)
    for s in holders:
        st.bribes[s] = sorted(hidden.pop() for _ in st.bribes[s])
    if not pile_known:
        st.bribe_pile[:] = hidden
    rng.shuffle(st.bribe_pile)   # the pile's order nobody knows
    follow_bribe_snapshots(st, seat, before)


def follow_bribe_snapshots(st, seat, before: dict) -> None:
    """Another seat's 梦境窥视 ② snapshot of bribes still held follows the re-dealt cards (the reader's own stay)."""
    for m in range(st.players):
        if m == seat:
            continue
        for p in st.peeks[m]:
            if "bribes" in p and p["seat"] in before and p["bribes"] == before[p["seat"]]:
                p["bribes"] = list(st.bribes[p["seat"]])


# -- roles --------------------------------------------------------------------------------------------------

def camp_pool(st, camp: str) -> list:
    return pool(camp, st.small, IMPLEMENTED)


def camp_of(st, s: int) -> str:
    return MASTER if s == st.master else THIEF


def redeal_roles(st, seat, rng) -> None:
    """§2 steps 3-4: role cards are dealt and kept face down until the reveal (step 6): every other seat's offer
    (while choosing) or role card is dealt again from its camp's cards, none of ``seat``'s own."""
    others = [s for s in range(st.players) if s != seat]
    mine = set(st.offers[seat]) | {st.roles[seat]} if seat is not None else set()
    for camp in (MASTER, THIEF):
        free = [r for r in camp_pool(st, camp) if r not in mine]
        rng.shuffle(free)
        for s in others:
            if camp_of(st, s) != camp:
                continue
            if st.offers[s]:
                st.offers[s] = [free.pop() for _ in st.offers[s]]
            if st.roles[s]:
                st.roles[s] = free.pop()
    if st.master is not None and st.roles[st.master]:
        st.world = st.roles[st.master]


def redeal_master_pool(st, seat, rng) -> None:
    """§11 the master roles set aside, drawn by whoever becomes master: which ones and their order are hidden,
    less those on the table (offered or kept)."""
    if not st.master_pool:
        return
    taken = {r for r in st.roles if r} | {r for offer in st.offers for r in offer}
    free = [r for r in camp_pool(st, MASTER) if r not in taken]
    st.master_pool[:] = rng.sample(free, len(st.master_pool))
