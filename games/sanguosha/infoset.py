"""三国杀's re-deal for the exact leak test: ``resample(game, state, seat, rng)`` (docs/engine.md §10,
"The exact leak test (resample)"; docs/sanguosha.md, "Exact leak test").

What a seat knows (docs/sanguosha-view.md): its own role, hero offer and hand; what it was shown
privately, which the state keeps as ``peeks`` (the card 顺手牵羊 took from its hand, a card given to it
or by it: the card lies in the hand the peek names); and the public table: the Lord's role, every dead
seat's role, the heroes picked, every hand's size, the equipment, judgement areas, the discard pile, the
cards being used and judged, 五谷丰登's pool, the log. The TV knows the public table only.

Everything else is dealt again: the roles of the living seats that are not the Lord (the same role
cards, so the match's end conditions stay as they are; 谋攻: the hidden Lord's too, and the disguised Rebels,
keeping every 洞察 answer and the Rebel the reader learned), the heroes offered and not yet picked, and
every card in the draw pile or in another seat's hand, each hand keeping its size and every card the
reader saw there keeping its place. The other seats' own sightings are rewritten to follow the cards
they saw, so each of them still sees, in the re-dealt state, the card that now lies where its card lay.

Facts a seat remembers that the state does not keep cannot be kept, so the re-deal is wider there,
which only makes the test stricter (docs/engine.md §10): a card the table saw go into a hand (奸雄's
damaging card, a 五谷丰登 pick, a weapon taken by 借刀杀人) and which cards a reshuffled pile held.
"""

from __future__ import annotations

import pickle

from .heroes import LORD_HEROES
from .mougong import insight_answer, role_public, told_rebel
from .roles import hero_pool, hidden_lord

# 谋攻: re-deals of the roles tried before keeping the true one, when each must agree with what the reader learned
ROLE_TRIES = 200


def resample(game, st, seat, rng):
    """A copy of ``st`` in which every role, hero offer and card ``seat`` (None: the TV) has not
    seen is dealt again, consistently with what it has seen."""
    # A pickle round trip is a deep copy, faster than copy.deepcopy on a long log.
    new = pickle.loads(pickle.dumps(st, pickle.HIGHEST_PROTOCOL))
    new.roles, new.disguised, new.knows_rebel = deal_roles(st, seat, rng)
    move_lord_skill(st, new)
    ask_insights_again(new, seat)
    new.offers = deal_offers(st, seat, rng)
    redeal_cards(new, seat, rng)
    return new


# -- roles ---------------------------------------------------------------------------------

def hidden_role_seats(st, seat) -> list:
    """Seed 000 l.401-403: the Lord shows the role card, the others keep theirs face down; l.460: a
    dead player shows it; 金鱼's 错杀 penalty shows the killer's (R20); 谋攻 hides the Lord (R31) until 明君 reveals
    it, and the disguised Rebel shows itself when unmasked. At the end every role is on the result screen."""
    if st.stage == "over":
        return []
    known = None if seat is None or not st.knows_rebel else st.knows_rebel[seat]   # R32: the Rebel it learned
    return [s for s in range(st.players) if not role_public(st, s) and s not in (seat, known)]


def deal_roles(st, seat, rng) -> tuple:
    """The hidden role cards shuffled over the seats that hide them: the living seats keep the same
    roles between them, so who has won (seed 000 l.464-467) cannot change. 谋攻: the Renegades' disguised Rebels
    are dealt again too, and a deal is kept only if every 洞察 answer the reader holds and the Rebel it learned
    (R32) come out the same; after ROLE_TRIES the true deal is kept (it always agrees)."""
    seats = hidden_role_seats(st, seat)
    for _ in range(ROLE_TRIES if seats else 0):
        cards = [st.roles[s] for s in seats]
        rng.shuffle(cards)
        roles = list(st.roles)
        for s, role in zip(seats, cards):
            roles[s] = role
        disguised, knows = deal_disguises(st, roles, seat, rng)
        if agrees(st, roles, disguised, seat):
            return roles, disguised, knows
    return list(st.roles), list(st.disguised), list(st.knows_rebel)


def deal_disguises(st, roles: list, seat, rng) -> tuple:
    """As many disguised Rebels as there are, among the hidden Rebels of the new deal; the reader's own learned
    Rebel stays disguised and its own; with `mougong_tell_rebel` the reader's own disguise, or none, stays."""
    if not any(st.disguised) and all(k is None for k in st.knows_rebel):
        return list(st.disguised), list(st.knows_rebel)      # no 谋攻, or nothing of it left to deal
    n = st.players
    disguised, knows = [False] * n, [None] * n
    kept = None if seat is None else st.knows_rebel[seat]
    if kept is not None:
        knows[seat], disguised[kept] = kept, st.disguised[kept]
    told = seat if seat is not None and told_rebel(st.options) else None
    if told is not None:
        disguised[told] = st.disguised[told]
    free = [s for s in range(n) if roles[s] == "rebel" and not role_public(st, s) and s not in (kept, told)]
    rng.shuffle(free)
    for s in free[:sum(st.disguised) - disguised.count(True)]:
        disguised[s] = True
    picks = [s for s in range(n) if disguised[s] and s != kept]
    for renegade in (s for s in range(n) if roles[s] == "renegade" and s != seat):
        knows[renegade] = picks.pop() if picks else st.knows_rebel[renegade]
    return disguised, knows


def agrees(st, roles: list, disguised: list, seat) -> bool:
    """Every 洞察 answer the reader holds, asked again of the new deal, is the same."""
    return seat is None or all(insight_answer(roles, disguised, seat, i["seat"]) == i["answer"]
                               for i in st.insights[seat])


def ask_insights_again(new, seat) -> None:
    """The other seats' 洞察 answers follow the new deal (the reader's own agree with it already)."""
    for s, asked in enumerate(new.insights):
        if s != seat:
            new.insights[s] = [{**i, "answer": insight_answer(new.roles, new.disguised, s, i["seat"])} for i in asked]


def move_lord_skill(st, new) -> None:
    """明君 is the Lord's (seen only by the Lord): it goes with the Lord's role card when that is dealt again."""
    old, lord = st.lord(), new.roles.index("lord")
    if old != lord and "mingjun" in st.skills[old]:
        new.skills[old] = [k for k in new.skills[old] if k != "mingjun"]
        new.skills[lord] = new.skills[lord] + ["mingjun"]


# -- hero offers ---------------------------------------------------------------------------

def deal_offers(st, seat, rng) -> list:
    """Seed 000 l.407-409: the Lord is offered 曹操, 刘备, 孙权 and 2 more at random; after the Lord's
    pick (R4: its unpicked heroes go back) the rest are shuffled and each other seat is offered its
    share, in secret. The reader keeps its own offer; the Lord's extras stay around the hero it picked."""
    if st.stage != "heroes":
        return list(st.offers)
    if hidden_lord(st.options):
        return deal_equal_offers(st, seat, rng)
    lord = st.lord()
    offers = [None if o is None else list(o) for o in st.offers]
    if seat != lord:
        offers[lord] = deal_lord_offer(st.offers[lord], st.heroes[lord], hero_pool(st.options), rng)
    others = [s for s in range(st.players) if s != lord and s != seat and st.offers[s]]
    if others:
        pool = [h for h in hero_pool(st.options) if h != st.heroes[lord]
                and (seat in (None, lord) or h not in st.offers[seat])]
        rng.shuffle(pool)
        for s in others:
            offers[s], pool = pool[:len(st.offers[s])], pool[len(st.offers[s]):]
    return offers


def deal_equal_offers(st, seat, rng) -> list:
    """谋攻 R31: every seat was offered the same number from the one pool; the reader keeps its own."""
    offers = [None if o is None else list(o) for o in st.offers]
    pool = [h for h in hero_pool(st.options) if seat is None or h not in st.offers[seat]]
    rng.shuffle(pool)
    for s in range(st.players):
        if s != seat and st.offers[s]:
            offers[s], pool = pool[:len(st.offers[s])], pool[len(st.offers[s]):]
    return offers


def deal_lord_offer(offer: list, picked, heroes: list, rng) -> list:
    lords = [h for h in LORD_HEROES if h in heroes]
    extras = len(offer) - len(lords)
    kept = [picked] if picked is not None and picked not in lords else []
    rest = [h for h in heroes if h not in lords and h not in kept]
    return lords + kept + rng.sample(rest, extras - len(kept))


# -- cards ---------------------------------------------------------------------------------

def hidden_places(st, seat) -> list:
    """(zone, index) of every card ``seat`` cannot see: the draw pile and the other seats' hands,
    but not a card it saw privately and that nobody has shown face up since (docs/sanguosha-view.md,
    ``peeks``): the card it lost or gave, 观星's cards in the pile or in the hand that drew them from
    its top. Such a card keeps its place, narrower than what the seat knows (a card seen going into
    a hand may have left it face down since)."""
    seen = {c for peek in ([] if seat is None else st.peeks[seat]) for c in peek["cards"]}
    zones = [st.deck] + [st.hands[s] for s in range(st.players) if s != seat]
    return [(zone, i) for zone in zones for i, c in enumerate(zone) if c not in seen]


def redeal_cards(new, seat, rng) -> None:
    """Shuffle the hidden cards over the hidden places; then every other seat's sightings follow
    the places (the card now lying where the seen card lay is the one it saw)."""
    places = hidden_places(new, seat)
    cards = [zone[i] for zone, i in places]
    dealt = list(cards)
    rng.shuffle(dealt)
    for (zone, i), card in zip(places, dealt):
        zone[i] = card
    now = dict(zip(cards, dealt))
    for s in range(new.players):
        if s != seat:
            for peek in new.peeks[s]:
                peek["cards"] = [now.get(c, c) for c in peek["cards"]]
