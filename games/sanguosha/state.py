"""三国杀: the state of a match, plain lists and ints (docs/sanguosha.md, "The state").

A card is its index in the deck (`cards.build_deck()`); zones are lists of indices. The draw pile's
top is its last element. Nothing here asks questions: the flow (flow.py) changes the state, the
view (view.py) reads it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from .cards import EQUIP_SLOTS, KINDS, SET_IDS, build_deck, card_sets, colour_of

# Every card any match may hold, so a card index means the same card whatever the options: the 108 are 0-107
# (their §7.1 code - 1) and 军争's 52 follow (M001 = 108). A match deals only the sets of its options (match_cards).
DECK = build_deck(SET_IDS)
KIND_OF = tuple(c.kind for c in DECK)
# What a card is used or played as: 火杀 and 雷杀 "are 杀 in every respect" (docs/rules/sanguosha.md §9.3)
PLAYS_AS = tuple(KINDS[k].effect.get("counts_as", k) for k in KIND_OF)
SUIT_OF = tuple(c.suit for c in DECK)
RANK_OF = tuple(c.rank for c in DECK)
SLOT_INDEX = {slot: i for i, slot in enumerate(EQUIP_SLOTS)}


def match_cards(options: dict) -> list[int]:
    """The indices of the cards a match with these options is played with, in deck order."""
    wanted = set(card_sets(options))
    return [i for i, c in enumerate(DECK) if c.set in wanted]


def colour(card: int) -> str:
    return colour_of(SUIT_OF[card])


FACES = tuple({"id": c, "suit": SUIT_OF[c], "rank": RANK_OF[c], "kind": KIND_OF[c]} for c in range(len(DECK)))


def face(card: int, as_kind: Optional[str] = None) -> dict:
    """A face-up card as every view draws it (docs/sanguosha-view.md, "Cards"): a fresh dict each time."""
    d = FACES[card].copy()
    if as_kind is not None and as_kind != KIND_OF[card]:
        d["as"] = as_kind
    return d


def slot_of(card: int) -> int:
    return SLOT_INDEX[KINDS[KIND_OF[card]].subtype]


@dataclass(eq=False)
class Use:
    """A card (or cards, or a skill) being used or played: what resolves, by whom, on whom.

    `kind` is what it counts as (a card kind id); `cards` the physical cards (empty for a skill
    with no card); `skill` the view-as skill or effect that made it; `target` the target being
    resolved now (multi-target cards resolve one at a time, docs/rules/sanguosha.md §6.7)."""

    user: int
    kind: str
    cards: list
    skill: Optional[str] = None
    targets: list = field(default_factory=list)
    target: Optional[int] = None
    cancelled: bool = False
    counted: bool = True          # counts toward the 杀 limit (借刀杀人, 青龙偃月刀: not)
    negatable: bool = True        # 无懈可击 may answer it (离间's 决斗: not)
    bonus: int = 0                # damage its user's 酒 adds to this 杀 (军争, §9.3)
    made_nature: Optional[str] = None   # a nature given by an effect (朱雀羽扇: fire)
    strengthened: Optional[str] = None  # 谋攻 (§9.6): the strengthening paid for (a MOUGONG_STRENGTHEN_COST key)

    @property
    def colour(self) -> Optional[str]:
        """"A 杀 made from 2 cards is red if both are red, black if both are black, and colourless
        otherwise" (docs/rules/sanguosha.md §7.2): one rule for any number of cards."""
        colours = {colour(c) for c in self.cards}
        return colours.pop() if len(colours) == 1 else None

    @property
    def nature(self) -> str:
        """The nature of the damage it deals: its one card's printed nature (火杀, 雷杀, 火攻) when that card is
        used as itself; "normal" for a card used as another kind or for several cards (§9.3); or the nature an
        effect gave it (朱雀羽扇)."""
        if self.made_nature is not None:
            return self.made_nature
        if len(self.cards) == 1 and PLAYS_AS[self.cards[0]] == self.kind:
            return KINDS[KIND_OF[self.cards[0]]].nature
        return "normal"

    def public(self) -> dict:
        card = face(self.cards[0], self.kind) if len(self.cards) == 1 else None
        d = {"user": self.user, "card": card, "kind": self.kind, "skill": self.skill,
             "targets": list(self.targets), "target": self.target, "cancelled": self.cancelled}
        if len(self.cards) > 1:
            d["cards"] = [face(c, self.kind) for c in self.cards]
        return d


@dataclass
class State:
    players: int
    options: dict
    roles: list
    deck: list
    hands: list
    offers: list
    heroes: list
    discard: list = field(default_factory=list)
    processing: list = field(default_factory=list)   # cards being used, played or judged
    equip: list = field(default_factory=list)        # per seat: [weapon, armor, horse_plus, horse_minus]
    judgement: list = field(default_factory=list)    # per seat: [[card, kind], ...] in placement order
    skills: list = field(default_factory=list)       # per seat: the skill ids it holds now
    hp: list = field(default_factory=list)
    max_hp: list = field(default_factory=list)
    alive: list = field(default_factory=list)
    dying: list = field(default_factory=list)
    chained: list = field(default_factory=list)      # per seat: in 铁索连环's chain (军争, §9.3)
    killed_by: list = field(default_factory=list)
    # 金鱼 (§9.4; 谋攻篇 reuses both): public counts per seat. 玉佩 (R23) is spent while dying, 1 HP each;
    # 护甲 (R22) absorbs damage before HP, capped at roles.ARMOR_CAP.
    jade: list = field(default_factory=list)
    armor_points: list = field(default_factory=list)
    revealed: list = field(default_factory=list)     # per seat: role shown while alive (金鱼 R20's 错杀 penalty)
    # 谋攻篇 (§9.6): public rage per seat (R25); each seat's private 洞察 answers ({"by", "seat", "answer"});
    # the disguised Rebels (R32) and, per seat, the Rebel a Renegade learned at the start (None otherwise);
    # the delayed tricks placed strengthened (their judgement reversed, R29).
    rage: list = field(default_factory=list)
    insights: list = field(default_factory=list)
    disguised: list = field(default_factory=list)
    knows_rebel: list = field(default_factory=list)
    reversed_tricks: list = field(default_factory=list)
    peeks: list = field(default_factory=list)        # per seat: [{"key", "cards", "from"}]
    seen: list = field(default_factory=list)         # per card: shown face up to the table at some time
    stage: str = "heroes"
    first: int = 0
    current: Optional[int] = None
    phase: Optional[str] = None
    round: int = 0
    slashes_used: int = 0
    skill_uses: dict = field(default_factory=dict)   # skill id -> uses this play phase (current player)
    turn_flags: dict = field(default_factory=dict)   # facts that last one turn (裸衣's bonus, a 杀 used)
    skip: list = field(default_factory=list)         # phases the current player skips this turn
    stack: list = field(default_factory=list)        # Use items being resolved, oldest first
    window: Optional[dict] = None
    judged: Optional[dict] = None                    # the latest judgement (view key "judgement")
    pool: Optional[list] = None                      # 五谷丰登: [[card, taken_by], ...]
    shown: list = field(default_factory=list)
    log: list = field(default_factory=list)
    result: Optional[str] = None
    winners: list = field(default_factory=list)
    kills: list = field(default_factory=list)
    one_on_one: list = field(default_factory=list)
    alive_at_win: list = field(default_factory=list)

    LOG_KEEP = 40

    def log_add(self, key: str, **params) -> None:
        self.log.append({"key": "sanguosha.log." + key, "params": params})
        if len(self.log) > 2 * self.LOG_KEEP:
            del self.log[:-self.LOG_KEEP]

    def living(self) -> list:
        return [s for s in range(self.players) if self.alive[s]]

    def lord(self) -> int:
        return self.roles.index("lord")

    def equipped(self, seat: int) -> list:
        return [c for c in self.equip[seat] if c is not None]

    def weapon(self, seat: int) -> Optional[int]:
        return self.equip[seat][SLOT_INDEX["weapon"]]

    def armor(self, seat: int) -> Optional[int]:
        return self.equip[seat][SLOT_INDEX["armor"]]

    def all_cards(self, seat: int) -> list:
        """Every card a seat has anywhere: hand, equipment, judgement area (过河拆桥's "has a card")."""
        return self.hands[seat] + self.equipped(seat) + [c for c, _ in self.judgement[seat]]
