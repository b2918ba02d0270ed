"""三国杀: what each seat and the TV are sent (docs/sanguosha-view.md), and the secrets behind it."""

from __future__ import annotations

from typing import Optional

from games.core import Secret

from .cards import EQUIP_SLOTS, KINDS, USE_LIMITS, card_sets
from .heroes import HEROES, SKILLS
from .mougong import role_public, told_rebel
from .roles import has_tokens, hidden_lord
from .state import FACES, KIND_OF, State, face

DISCARD_SHOWN = 12


# The standing effects' data: equipment by card index, status skills by id (read on every view and distance).
EQUIP_EFFECT = tuple(KINDS[KIND_OF[c]].effect for c in range(len(KIND_OF)))
STATUS_EFFECT = {s.id: s.effect for s in SKILLS.values() if s.kind == "status"}
# The same by key, for `standing`'s hot path (issue 14): the status skills whose effect names a key.
STATUS_BY_KEY = {key: {s: effect for s, effect in STATUS_EFFECT.items() if key in effect}
                 for key in {key for effect in STATUS_EFFECT.values() for key in effect}}
NO_EQUIPMENT = [None] * len(EQUIP_SLOTS)
# A seat's hero as every view shows it, (kingdom, gender) by hero id (None: not picked yet): data looked up
# for every seat of every view, so built once (issue 14, the views' speed).
HERO_LOOK = {None: (None, None), **{h.id: (h.kingdom, h.gender) for h in HEROES.values()}}


def standing(st: State, seat: int, key: str) -> list:
    """The values of `key` in the standing effects a seat holds (status skills whose condition holds,
    equipment data): distance changes, the 杀 limit, who cannot be targeted."""
    equip = st.equip[seat]
    found = [] if equip == NO_EQUIPMENT else [EQUIP_EFFECT[c][key] for c in equip
                                               if c is not None and key in EQUIP_EFFECT[c]]
    with_key = STATUS_BY_KEY.get(key, {})
    for s in st.skills[seat]:
        effect = with_key.get(s)
        # 空城: "while you have no hand cards"
        if effect and (effect.get("condition") != "no_hand_cards" or not st.hands[seat]):
            found.append(effect[key])
    return found


def slash_limit(st: State, seat: int) -> Optional[int]:
    """Seed 000 l.446: "每個出牌階段僅限使用一次[殺]" unless an effect lifts it (诸葛连弩, 咆哮:
    `slash_limit: None` in their data)."""
    return None if None in standing(st, seat, "slash_limit") else USE_LIMITS["slash"]["times"]


def faces(cards) -> list:
    """Face-up cards as `state.face` draws them, a fresh dict each, for the lists every view repeats."""
    return [FACES[c].copy() for c in cards]


def seat_public(st: State, s: int, chains: bool, tokens: bool, rage: bool) -> dict:
    hero, alive, role = st.heroes[s], st.alive[s], st.roles[s]
    kingdom, gender = HERO_LOOK[hero]
    seat = {"seat": s, "alive": alive, "dying": st.dying[s], "hero": hero, "kingdom": kingdom, "gender": gender,
            "hp": st.hp[s], "max_hp": st.max_hp[s], "hand": len(st.hands[s]),
            "equip": dict.fromkeys(EQUIP_SLOTS) if st.equip[s] == NO_EQUIPMENT
            else dict(zip(EQUIP_SLOTS, [None if c is None else FACES[c].copy() for c in st.equip[s]])),
            "judgement_area": [judged_face(st, c, kind) for c, kind in st.judgement[s]] if st.judgement[s] else [],
            "role": role if role_public(st, s) else None,
            "killed_by": st.killed_by[s]}
    # 铁索连环's chain is public (§9.3); only a 军争 match (`chains`) has one, so only its seats carry the mark
    if chains:
        seat["chained"] = st.chained[s]
        # 酒 is used face up (§9.3): the table sees who drank and whose next 杀 this turn deals +1
        seat["drunk"] = st.turn_flags.get("wine") == s
    # 玉佩 and 护甲 are public counts (§9.4 R22-R23), kept only by the matches that have them (roles.TOKEN_OPTIONS)
    if tokens:
        seat["jade"], seat["armor"] = st.jade[s], st.armor_points[s]
    # 谋攻 R25: "rage totals are public, because they come from public events"
    if rage:
        seat["rage"] = st.rage[s]
    return seat


def judged_face(st: State, card: int, kind: str) -> dict:
    """A card in a judgement area; 谋攻 (R29): placed strengthened, its judgement reversed, declared face up."""
    d = face(card, kind)
    if st.reversed_tricks and card in st.reversed_tricks:
        d["strengthened"] = "delayed_trick"
    return d


def stack_item(use) -> dict:
    """A stack item as the table sees it, with what 军争 adds (§9.3): the damage's nature when it is fire or
    thunder (a 火杀, 雷杀, 火攻, or a 杀 朱雀羽扇 set alight) and the +1 a 酒 gave this 杀."""
    item = use.public()
    if use.nature != "normal":
        item["nature"] = use.nature
    if use.bonus:
        item["bonus"] = use.bonus
    # 谋攻 (§9.6): a strengthening is declared when the card is used, face up
    if use.strengthened:
        item["strengthened"] = use.strengthened
    return item


def live_peeks(st: State, seat: int) -> list:
    """Private sightings still worth keeping: a card seen going into the hand of the seat named `from`
    until it is shown face up (`end_sightings`), wherever it went face down meanwhile: ending it when it
    leaves that hand would tell the seat which card a third seat's 顺手牵羊 took (the exact leak test
    found it). `from` None: still in the draw pile where 观星 put them, a card once face up included (its
    place in the pile is still this seat's knowledge: the exact leak test found a 观星 prompt showing cards
    this list left out); a reshuffle forgets them (`Flow.top_card`)."""
    out = []
    for peek in st.peeks[seat]:
        cards = list(peek["cards"]) if peek["from"] is not None else [c for c in peek["cards"] if c in st.deck]
        if cards:
            out.append({"key": peek["key"], "cards": cards, "from": peek["from"]})
    return out


def end_sightings(st: State, card: int) -> None:
    """A card shown face up to everyone is no one's private sighting any more (`live_peeks`)."""
    for peeks in st.peeks:
        for peek in peeks:
            if card in peek["cards"]:   # a new list: a skill may still hold the one it noted
                peek["cards"] = [c for c in peek["cards"] if c != card]


def game_view(st: State, seat: Optional[int]) -> dict:
    # the table is laid out from the Lord, or from the first seat when 谋攻 hides the Lord (R31), for the whole match
    start = st.first if hidden_lord(st.options) else st.lord()
    chains = "maneuvering" in card_sets(st.options)
    tokens = has_tokens(st.options)
    rage = bool(st.options.get("mougong"))
    v = {
        "stage": st.stage,
        "order": [(start + k) % st.players for k in range(st.players)],
        "seats": [seat_public(st, s, chains, tokens, rage) for s in range(st.players)],
        "current": st.current, "phase": st.phase, "round": st.round,
        "slashes": {"used": st.slashes_used,
                    "limit": slash_limit(st, st.current) if st.current is not None else 1},
        "deck": len(st.deck),
        "discard": {"count": len(st.discard), "top": faces(st.discard[-DISCARD_SHOWN:])},
        "stack": [stack_item(u) for u in st.stack],
        "window": st.window,
        "judgement": st.judged,
        "pool": None if st.pool is None else [{"card": face(c), "taken_by": t} for c, t in st.pool],
        "shown": [{"seat": e["seat"], "cards": [face(c) for c in e["cards"]]} for e in st.shown],
        "log": st.log[-st.LOG_KEEP:],
        "options": dict(st.options),
    }
    if seat is not None:
        v.update(own_view(st, seat))
    return v


def own_view(st: State, seat: int) -> dict:
    """What a seat's view adds to the TV's: ``me``, the seat's own role, hero, hand and what it was shown."""
    me = {"seat": seat, "role": st.roles[seat], "hero": st.heroes[seat], "skills": list(st.skills[seat]),
          "hand": faces(st.hands[seat]), "offer": st.offers[seat],
          "peeks": [{"key": p["key"], "cards": [face(c) for c in p["cards"]], "from": p["from"]}
                    for p in live_peeks(st, seat)]}
    if st.options.get("mougong"):
        me["insights"] = [dict(i) for i in st.insights[seat]]
        me["disguised_rebel"] = st.knows_rebel[seat]
        if told_rebel(st.options):   # every seat has the key: its presence tells nothing
            me["disguised"] = bool(st.disguised[seat])
    return {"me": me}


def mougong_secrets(st: State):
    """谋攻 (§9.6): each 洞察 answer is its user's ("You learn, in private"); the Rebel a Renegade learned is that
    Renegade's (R32: "the Rebel is not told"); with `mougong_tell_rebel`, the disguise is the disguised Rebel's too."""
    if not st.options.get("mougong"):
        return
    for s in range(st.players):
        for insight in st.insights[s]:
            yield Secret.of([s], **insight)
        if st.knows_rebel[s] is not None:
            yield Secret.of([s], disguised_rebel=st.knows_rebel[s])
        if st.disguised[s] and told_rebel(st.options):
            yield Secret.of([s], disguised=True)


def secret_facts(st: State):
    """Roles of living non-Lords (the holder only); the heroes offered to a seat (that seat only); every
    card never shown face up to the table, in the shape views draw it (`id` and `kind`): its holder and
    the seats that were shown it may see it."""
    for s, role in enumerate(st.roles):
        if not role_public(st, s):
            yield Secret.of([s], seat=s, role=role)
        if st.offers[s]:
            yield Secret.of([s], seat=s, offer=list(st.offers[s]))
    yield from mougong_secrets(st)
    knowers: dict = {}
    for s in range(st.players):
        for peek in live_peeks(st, s):
            for c in peek["cards"]:
                knowers.setdefault(c, set()).add(s)
    for s in range(st.players):
        for c in st.hands[s]:
            if not st.seen[c]:
                yield Secret.of({s} | knowers.get(c, set()), id=c, kind=KIND_OF[c])
    for c in st.deck:
        if not st.seen[c]:
            yield Secret.of(knowers.get(c, set()), id=c, kind=KIND_OF[c])
