"""魔城馬車's re-deal for the exact leak test: ``resample(game, state, seat, rng)`` (docs/engine.md §10,
"The exact leak test (resample)"; docs/kutschfahrt.md, "Exact leak test").

What a seat knows (docs/kutschfahrt-view.md; docs/rules/kutschfahrt.md §9): its own society (its three cards in
the 3-player variant), profession and items; its notes (``notes[seat]``: every society, profession, hand and
item it was shown) and the pile's top as its Clairvoyant left it (``pile_top[seat]``); and the public table:
every hand's size, the face-up professions, the pile sizes, the trade, fight, Diplomat, Sextant and
announcement records and the log. The TV knows the public table only. At the end everything is revealed.

Dealt again, the same sizes in the same places: the society cards of the seats it has not seen and the card
left out; the face-down professions of the other seats and the profession pile; the items of the other hands
and of the pile.

Kept where they really lie, which is narrower than what the seat knows when a fact it saw has moved out of its
sight since (docs/engine.md §10 allows a narrower re-deal; it only checks less):
- a profession the seat saw (a fight's look, a Tome, the Coat's look at the pile), the profession now held by
  a seat it saw one of, and every profession the table saw face up: so a face-up profession turned face down by
  a Tome stays with the trade partner, one turned face down by a Coat stays in the giver's hand or the pile
  (docs/kutschfahrt.md, "Secrecy");
- in another seat's hand, as many items of a kind as the seat has evidence it holds: what it saw of that hand
  (a Privilege, a failed Diplomat, a fight's take), what it gave that seat (a trade, the Sextant, a donation,
  the Priest's payment, a fight's give-back), an offer it refused, and for every reader the items the table saw
  go there or be used there (a trade effect names the item given to the partner; a fight names each item used);
- the items its Clairvoyant put on top of the pile.

Other seats' notes are their memory, which the reader never sees and the flow never reads: they stay as they
were. Other seats' ``pile_top`` follows the re-dealt pile (each still knows the top it put there).
"""

from __future__ import annotations

import pickle
from collections import Counter

from .data import BAGS, majority
from .state import OVER, sorted_items

PROFESSION_KEY = "kutschfahrt.profession."
ITEM_KEY = "kutschfahrt.item."
# Log entries that turn the user's profession face up (§5): the Priest, the Doctor, the Hypnotist, the
# Clairvoyant and the Diplomat (failed or not); a fight's other uses name it (``what``).
FACE_UP_LOGS = {"priest": "priest", "doctor": "doctor", "hypnotised": "hypnotist", "clairvoyant": "clairvoyant",
                "diplomat": "diplomat", "diplomat_failed": "diplomat"}
# Trade effects the table hears by the item's name (§3.1 T4): the item went to the giver's partner.
NAMED_EFFECTS = {"privilege": ("privilege",), "monocle": ("monocle",), "tome": ("tome",), "coat": ("coat",),
                 "sextant": ("sextant",), "bag": BAGS}


def resample(game, st, seat, rng):
    """A copy of ``st`` in which every society card, face-down profession and item ``seat`` (None: the TV) has
    not seen is dealt again, consistently with what it has seen."""
    # A pickle round trip is a deep copy, faster than copy.deepcopy on a long log.
    new = pickle.loads(pickle.dumps(st, pickle.HIGHEST_PROTOCOL))
    if st.stage == OVER:
        return new   # §9: the end shows every society, profession and item
    notes = st.notes[seat] if seat is not None else []
    redeal_societies(new, seat, notes, rng)
    redeal_professions(new, seat, notes, rng)
    redeal_items(new, seat, notes, rng)
    return new


def short(key: str) -> str:
    return key.rsplit(".", 1)[1]


# -- societies ------------------------------------------------------------------------------------------------

def redeal_societies(st, seat, notes, rng) -> None:
    """§2.2: the society cards are dealt face down and the odd one left out unseen; a Monocle or a fight's look
    shows one seat's (one card of three in the variant, §7 R7)."""
    if st.society_cards:
        redeal_variant_cards(st, seat, notes, rng)
        return
    known = {seat} | {n["seat"] for n in notes if "society" in n}
    places = [s for s in range(st.players) if s not in known]
    cards = [st.societies[s] for s in places] + st.left_out
    rng.shuffle(cards)
    for s in places:
        st.societies[s] = cards.pop()
    st.left_out[:] = cards


def redeal_variant_cards(st, seat, notes, rng) -> None:
    known = {(n["seat"], n["card"]) for n in notes if "society_card" in n}
    places = [(s, k) for s in range(st.players) if s != seat for k in range(len(st.society_cards[s]))
              if (s, k) not in known]
    cards = [st.society_cards[s][k] for s, k in places] + st.left_out
    rng.shuffle(cards)
    for s, k in places:
        st.society_cards[s][k] = cards.pop()
    st.left_out[:] = cards
    st.societies[:] = [majority(c) for c in st.society_cards]


# -- professions ----------------------------------------------------------------------------------------------

def professions_seen_face_up(st) -> set:
    """Every profession the table saw face up (the log keeps each use)."""
    seen = set()
    for entry in st.log:
        name = short(entry["key"])
        if name in FACE_UP_LOGS:
            seen.add(FACE_UP_LOGS[name])
        elif name == "use" and entry["params"]["what"].startswith(PROFESSION_KEY):
            seen.add(short(entry["params"]["what"]))
    return seen


def professions_kept(st, seat, notes) -> set:
    kept = professions_seen_face_up(st)
    for n in notes:
        if "profession" in n:
            kept |= {n["profession"], st.professions[n["seat"]]}
        kept |= set(n.get("professions", ()))
    return kept


def redeal_professions(st, seat, notes, rng) -> None:
    """§2.1: one profession face down to each player, the rest a face-down pile; §5: face up once used."""
    kept = professions_kept(st, seat, notes)
    seats = [s for s in range(st.players) if s != seat and not st.used[s] and st.professions[s] not in kept]
    pile = [k for k, p in enumerate(st.prof_pile) if p not in kept]
    cards = [st.professions[s] for s in seats] + [st.prof_pile[k] for k in pile]
    rng.shuffle(cards)
    for s in seats:
        st.professions[s] = cards.pop()
    for k in pile:
        st.prof_pile[k] = cards.pop()


# -- items ----------------------------------------------------------------------------------------------------

def public_item_evidence(st) -> dict:
    """seat -> items the table saw go to it (a named trade effect) or used by it in a fight."""
    evidence, pair = {}, None
    for entry in st.log:
        name, params = short(entry["key"]), entry["params"]
        if name in ("offer", "diplomat"):
            pair = (params["seat"]["seat"], (params.get("partner") or params["target"])["seat"])
        elif name.startswith("effect_") and pair:
            giver = params["seat"]["seat"]
            partner = pair[1] if giver == pair[0] else pair[0]
            evidence.setdefault(partner, Counter()).update(NAMED_EFFECTS[name[len("effect_"):]])
        elif name == "use" and params["what"].startswith(ITEM_KEY):
            evidence.setdefault(params["seat"]["seat"], Counter())[short(params["what"])] += 1
    return evidence


def private_item_evidence(notes) -> dict:
    """seat -> items the reader's notes put in that seat's hand at some moment."""
    evidence = {}
    for n in notes:
        if "seat" not in n:
            continue
        found = evidence.setdefault(n["seat"], Counter())
        found.update(n.get("items", ()))
        if "gave" in n:
            found[n["gave"]] += 1
        if n.get("dir") == "to" or short(n["key"]) == "offered":
            found[n["item"]] += 1
    return evidence


def kept_in_hand(hand, *evidence) -> Counter:
    """As many of each kind as the evidence names, of those the hand really holds."""
    named = Counter()
    for found in evidence:
        named |= found
    return Counter(hand) & named


def redeal_items(st, seat, notes, rng) -> None:
    """§2.3: items are dealt face down, the rest form the face-down pile; a hand's size is public (§9)."""
    public, private = public_item_evidence(st), private_item_evidence(notes)
    others = [s for s in range(st.players) if s != seat]
    kept = {s: kept_in_hand(st.hands[s], public.get(s, Counter()), private.get(s, Counter())) for s in others}
    free = {s: list((Counter(st.hands[s]) - kept[s]).elements()) for s in others}
    top = len(st.pile_top[seat]) if seat is not None else 0
    bottom = len(st.pile) - top
    cards = [i for s in others for i in free[s]] + st.pile[:bottom]
    rng.shuffle(cards)
    for s in others:
        st.hands[s][:] = sorted_items(list(kept[s].elements()) + [cards.pop() for _ in free[s]])
    st.pile[:bottom] = cards
    for s in others:
        if st.pile_top[s]:
            st.pile_top[s][:] = st.pile[::-1][:len(st.pile_top[s])]
