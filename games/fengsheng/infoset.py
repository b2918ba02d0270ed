"""风声's re-deal for the exact leak test: ``resample(game, state, seat, rng)``
(docs/engine.md, "The exact leak test (resample)").

What a seat knows (docs/fengsheng.md, "Views and secrets"): its own identity once the draft is
over (§2.3), its own character, face up or covered, and the characters it was offered in the
draft; its hand; what it was shown privately, which the state keeps: the identities 老枪's look
showed it (``id_known``), its 3V3 teammates' characters (``char_known``), the face-down card in
transit once it sent, decrypted or viewed it (``transit["known"]``), the 试探 it used or received
(``notes``), and what the 试探 it used made its target answer; and the public table: face-up and
once-shown characters, shown identities, every intelligence, the card in transit when face up,
the stack as the TV shows it, the log, and every count. The TV knows the public table only.

Everything else is dealt again: the other identities (the mode's counts; 3V3 alternating), the
covered characters nobody showed (a hidden character, the draft having turned every public one
face up, §2.2.3; never one of the reader's own offer) and the other draft offers around them, the
other hands, the deck, the face-down card in transit (a card whose stamp sends it as it travels),
a face-down 试探 or a black-only lock on the stack (another 试探, another black card), the set-aside
试探 the reader did not see, 真伪莫辨's face-down cards and the discards nobody saw.

Which cards' places are public is read from the log (``public_places``): a card the log names
face up went to the discard pile publicly or lies on top of the deck until something hides it
again (a reshuffle, a put-back). Facts a seat remembers that the state does not keep cannot be
kept, so the re-deal is wider there, which only makes the test stricter (docs/engine.md §10):
which cards 老金 or 大美女 put back on the deck, which cards the seat itself discarded unseen, and
where a card it gave away, had taken from it or saw in a hand (浮萍's 后着) is now (the other hand
may have lost it unseen since; the note keeps the face, not the place). Nor does it keep what the
table deduces from a victory not declared (a living seat with three red intelligence is no 潜伏战线
player once a checkpoint has passed): which checks have run since is not state either.
"""

from __future__ import annotations

import pickle
from collections import Counter

from . import data as D
from .faces import blank
from .rules import DRAFT, OVER, character_pool
from .skills import CHENGFU, SKILLS_OF

# A consistent deal exists (the real one), so failing this many times means the state holds a
# fact this module does not know about: raise rather than return the real deal unchanged.
MAX_DEALS = 5_000
LOG = "fengsheng.log."

# Log entries that name a card face up, by what they say of its place (rules.py, skills*.py):
# it now lies in front of a seat (the param naming that seat), it will go to the discard pile face
# up (used, burned, a 文本 sent), or it lies on top of the deck (黑玫瑰's shown card, 黄雀's).
INTEL_ARRIVALS = {"receive": "seat", "place": "target", "rof_take": "seat", "intel_moved": "target",
                  "move_intel": "seat"}
FACE_UP_TO_DISCARD = {"use", "burned", "send"}
ON_TOP_OF_DECK = {"show_top", "intel_to_deck"}
# §4.2 试探 step 4 If the named identity is theirs, they carry out the action (draw 2 or discard 1).
# Otherwise they say the printed line: the answer logged -> whether the named identity is theirs.
PROBE_ANSWERS = {"probe_draw": True, "probe_discard": True, "probe_discard_empty": True, "probe_line": False}
PROBE_ENDS = {"void", "fizzle"}   # a 试探 识破'd or whose target died: no answer


def resample(game, st, seat, rng):
    """A copy of ``st`` in which every identity, character, offer and card ``seat`` (None: the TV)
    has not seen is dealt again, consistently with what it has."""
    # A pickle round trip is a deep copy, faster than copy.deepcopy on a long log.
    new = pickle.loads(pickle.dumps(st, pickle.HIGHEST_PROTOCOL))
    new.identities = deal_identities(st, seat, rng)
    new.characters = deal_characters(st, seat, rng)
    new.offers = deal_offers(st, new.characters, seat, rng)
    rebuild_what_others_were_shown(new, seat)
    redeal_cards(new, seat, rng)
    return new


# -- identities ------------------------------------------------------------------------

def known_identities(st, seat) -> dict:
    """seat -> identity for every identity ``seat`` knows: shown ones, its own after the draft
    (§2.3), and the ones 老枪's look showed it."""
    known = {s: st.identities[s] for s in range(st.players) if st.revealed[s]}
    if seat is not None:
        if st.phase != DRAFT:
            known[seat] = st.identities[seat]
        known.update({s: st.identities[s] for s in range(st.players) if seat in st.id_known[s]})
    return known


def deal_identities(st, seat, rng) -> list:
    known = known_identities(st, seat)
    facts = probe_facts(st, seat)
    for _ in range(MAX_DEALS):
        idents = deal_identity_cards(st, known, rng)
        if all((idents[t] == named) == theirs for t, named, theirs in facts):
            return idents
    raise RuntimeError(f"fengsheng: no identity deal in {MAX_DEALS} tries agrees with what "
                       f"{'the TV' if seat is None else f'seat {seat}'} knows; resample misses a rule")


def deal_identity_cards(st, known: dict, rng) -> list:
    """The identity cards of the match (§1.3: the mode's counts) on the seats, ``known`` kept."""
    if D.MODES_BY_ID[st.options["mode"]].get("seating") == "alternating_teams":
        # R47 In 3V3, teams are dealt at random before seating, seats alternate A-B-A-B-A-B.
        teams = [(a, b) for a, b in (("lurker", "bureau"), ("bureau", "lurker"))
                 if all(ident == (a if s % 2 == 0 else b) for s, ident in known.items())]
        a, b = rng.choice(teams)
        return [a if s % 2 == 0 else b for s in range(st.players)]
    rest = Counter(st.identities) - Counter(known.values())
    cards = list(rest.elements())
    rng.shuffle(cards)
    return [known[s] if s in known else cards.pop() for s in range(st.players)]


def probe_facts(st, seat) -> list:
    """(target, identity named, whether it is theirs) for every 试探 ``seat`` used that was
    answered: the user knows what its card named (its note) and saw the answer (the log). A target
    that may have had 城府 face up (老鬼's, 千面女郎's, 潮汐's, 无间行者's: "ignore your identity and
    carry out either option") told it nothing."""
    if seat is None:
        return []
    used = iter([n for n in st.notes[seat] if n["kind"] == "probe_used"])
    facts, pending = [], None
    # A 试探 is used in its user's play phase with nothing pending and is answered before
    # anything else can be used there, so each use is followed by its own answer or end.
    for entry in st.log:
        key, params = entry["key"][len(LOG):], entry["params"]
        if key == "use_probe" and params["seat"] == seat:
            pending = next(used)
        elif pending is not None and key in PROBE_ANSWERS and params["seat"] == pending["target"]:
            if not may_have_had_chengfu(st, pending["target"]):
                facts.append((pending["target"], pending["face"]["probe"]["identity"], PROBE_ANSWERS[key]))
            pending = None
        elif pending is not None and key in PROBE_ENDS and params["seat"] == seat:
            pending = None
    return facts


def may_have_had_chengfu(st, s: int) -> bool:
    """A character never shown was covered all along, and a covered one has no skill (§5.1)."""
    return bool(st.shown[s]) and bool(SKILLS_OF[st.characters[s]] & CHENGFU)


# -- characters and the draft ---------------------------------------------------------------

def character_known(st, s: int, seat) -> bool:
    """A character once shown face up is public, even covered again (docs/fengsheng.md); a 3V3
    player saw its teammates' (R47)."""
    return st.characters[s] is None or s == seat or bool(st.shown[s]) or (seat is not None and seat in st.char_known[s])


def deal_characters(st, seat, rng) -> list:
    """The covered characters ``seat`` does not know, dealt again from the pool: §2.2.3 public
    characters are turned face up and hidden characters stay face down, so a character covered
    and never shown is a hidden one; and none of the characters ``seat`` was offered itself."""
    chars = list(st.characters)
    hidden = [s for s in range(st.players) if not character_known(st, s, seat)]
    taken = {c for s, c in enumerate(chars) if s not in hidden} | set(offer_of(st, seat))
    candidates = [c for c in character_pool(st.options) if D.CHARACTERS_BY_ID[c]["hidden"] and c not in taken]
    for s, c in zip(hidden, rng.sample(candidates, len(hidden))):
        chars[s] = c
    return chars


def offer_of(st, seat) -> list:
    return [] if seat is None else st.offers[seat]


def deal_offers(st, chars: list, seat, rng) -> list:
    """§2.2 Shuffle the character pool. Deal each player 2 characters at random: every offer but
    the reader's own is dealt again from the rest of the pool, around the character its seat kept."""
    rest = [c for c in character_pool(st.options) if c not in set(chars) | set(offer_of(st, seat))]
    rng.shuffle(rest)
    offers = []
    for s, offer in enumerate(st.offers):
        if s == seat:
            offers.append(list(offer))
            continue
        kept = [] if chars[s] is None else [chars[s]]
        new = kept + [rest.pop() for _ in range(len(offer) - len(kept))]
        rng.shuffle(new)
        offers.append(new)
    return offers


def rebuild_what_others_were_shown(st, seat) -> None:
    """Another seat's notes of identities it saw and of its 3V3 teammates' characters follow the
    re-dealt cards (the reader's own notes stay as its phone showed them)."""
    for s in range(st.players):
        if s == seat:
            continue
        for note in st.notes[s]:
            if note["kind"] == "identity_seen":
                note["identity"] = st.identities[note["seat"]]
            elif note["kind"] == "teammate_character":
                note["character"] = st.characters[note["seat"]]


# -- cards ----------------------------------------------------------------------------------

ANY, PROBE, BLACK = "any", "probe", "black"


def fits(cid: int, kind) -> bool:
    """Whether card ``cid`` may lie in a place of this kind: any card, a 试探, a black card, or
    (a set of transmissions) a card that travels that way."""
    card = D.CARDS_BY_ID[cid]
    if kind == ANY:
        return True
    if kind == PROBE:
        return card["function"] == "probe"
    if kind == BLACK:
        return card["colour"] == "black"
    return card["transmission"] in kind


def redeal_cards(st, seat, rng) -> None:
    """Every card place ``seat`` has not seen (``unseen_places``) dealt again, in place: the same
    places, the same cards among them, each card in a place its kind allows."""
    places = unseen_places(st, seat)
    cards = [holder[key] for holder, key, _ in places]
    # Places that take only some cards first, then the rest shuffled into the others.
    places.sort(key=lambda place: place[2] == ANY)
    for _ in range(MAX_DEALS):
        dealt = deal_into(places, cards, rng)
        if dealt is not None:
            for (holder, key, _), cid in zip(places, dealt):
                holder[key] = cid
            return
    raise RuntimeError(f"fengsheng: no card deal in {MAX_DEALS} tries fits the places; resample misses a rule")


def deal_into(places: list, cards: list, rng):
    """The cards shuffled, each place that takes only some cards given the first that fits, the
    other places the rest in their shuffled order; None when a place finds no card."""
    left = list(cards)
    rng.shuffle(left)
    dealt = []
    for _, _, kind in places:
        if kind == ANY:
            return dealt + left
        k = next((k for k, cid in enumerate(left) if fits(cid, kind)), None)
        if k is None:
            return None
        dealt.append(left.pop(k))
    return dealt


def unseen_places(st, seat) -> list:
    """(holder, key, kind) for every card place whose card ``seat`` has not seen: ``holder[key]``
    is the card, ``kind`` what the table knows of it."""
    deck_public, discard_public = public_places(st)
    places = [(st.deck, k, ANY) for k, cid in enumerate(st.deck) if cid not in deck_public]
    # §10 After the game ... hands stay hidden unless the host shows them (reveal_hands).
    if not (st.phase == OVER and st.options.get("reveal_hands")):
        places += [(hand, k, ANY) for s, hand in enumerate(st.hands) if s != seat for k in range(len(hand))]
    places += [(st.discard, k, ANY) for k, cid in enumerate(st.discard) if cid not in discard_public]
    # §4.2 真伪莫辨 face down, and shuffle them: nobody has seen them.
    places += [(st.rof, k, ANY) for k in range(len(st.rof))]
    # §2.6 "A 试探 that resolved is set aside face down": its user and target saw it.
    seen = Counter(face_key(n["face"]) for n in ([] if seat is None else st.notes[seat])
                   if n["kind"] in ("probe_used", "probe_received"))
    for k, cid in enumerate(st.set_aside):
        if seen[face_key(blank(cid))] > 0:
            seen[face_key(blank(cid))] -= 1
        else:
            places.append((st.set_aside, k, PROBE))
    for item in st.stack:
        # A 试探 travels face down; R40 贝雷帽's discard-lock shows publicly that the card was black.
        if item.card is not None and item.user != seat and (item.face_down or item.colour_only):
            places.append((vars(item), "card", PROBE if item.face_down else BLACK))
    tr = st.transit
    if tr is not None and not tr["face_up"] and seat not in tr["known"]:
        places.append((tr, "card", transmissions(st, tr)))
    return places


def face_key(face: dict) -> str:
    return repr(sorted(face.items()))


def transmissions(st, tr) -> set:
    """§3.1 The card's stamp fixes the method; 无间行者 加密 your 文本 may be sent as 密电: a
    face-down card in transit is one whose stamp sends it this way."""
    allowed = {tr["method"]}
    sender = tr["sender"]
    if tr["method"] == "secret" and st.shown[sender] and "wujianxingzhe_jiami" in SKILLS_OF[st.characters[sender]]:
        allowed.add("text")
    return allowed


def public_places(st) -> tuple:
    """(cards the table knows lie where they are in the deck, cards it knows it saw go to the
    discard pile), read from the log. A card leaves the discard pile only by a reshuffle, which
    also hides the deck's order (R7); a card on top of the deck stays at its depth until drawn,
    unless someone puts cards back on top unseen (老金, 大美女)."""
    newest, cleared = {}, {}
    reshuffled = put_back = -1
    for k, entry in enumerate(st.log):
        key, params = entry["key"][len(LOG):], entry["params"]
        if key == "reshuffle":
            reshuffled = k
        elif key == "put_back":
            put_back = k
        elif key in ("death", "out"):
            # §1.4.5 / §1.5: the seat's face-up intelligence goes to the discard pile.
            cleared[params["seat"]] = k
        cid = params.get("card")
        if isinstance(cid, int):
            newest[cid] = (k, key, params.get(INTEL_ARRIVALS.get(key, "")))
    deck = {cid for cid in st.deck if cid in newest and newest[cid][1] in ON_TOP_OF_DECK
            and newest[cid][0] > max(reshuffled, put_back)}
    discard = set()
    for cid in st.discard:
        k, key, owner = newest.get(cid, (-1, "", None))
        if key in FACE_UP_TO_DISCARD and k > reshuffled:
            discard.add(cid)
        elif key in INTEL_ARRIVALS and cleared.get(owner, -1) > max(k, reshuffled):
            discard.add(cid)
    return deck, discard
