"""盗梦都市: the 140 action cards, as data (docs/rules/inception.md §8).

A card is its index in ``DECK``; ``KIND_OF[card]`` names its kind. The table below is the rulebook's
card list: each row says how many copies the deck holds, whether the card is of the SHOOT type, whom it
may target and, for SHOOT-type cards, what each die result does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

# What a SHOOT result does to its target (§8): "die" (to the lost layer), "move" (to an adjacent layer
# of the shooter's choice), "nothing".
DIE, MOVE, NOTHING = "die", "move", "nothing"


@dataclass(frozen=True)
class Kind:
    id: str
    count: int
    shoot: bool = False           # of the SHOOT type (炸裂弹头 discards these; 迷宫 costs one)
    reach: str = "self"           # "same" (another player of one's layer), "any" (another player anywhere), "self"
    results: tuple = ()           # SHOOT: the effect of die results 1..6, in order
    strip: Optional[str] = None   # 爆甲螺旋 / 炸裂弹头: the target shows its hand and discards these on "move"


def outcomes(die: int, move: int) -> tuple:
    """A result table: 1..die dies, then ``move`` results move, the rest do nothing."""
    return (DIE,) * die + (MOVE,) * move + (NOTHING,) * (6 - die - move)


KINDS = {k.id: k for k in (
    # §8 "SHOOT ×28, another player, same layer: 1 dies. 2–4 moves to an adjacent layer of the shooter's
    # choice. 5–6 nothing."
    Kind("shoot", 28, shoot=True, reach="same", results=outcomes(1, 3)),
    # §8 "SHOOT·刺客之王 ×3, another player, any layer: 1–2 dies. 3–5 moved to an adjacent layer. 6 nothing."
    Kind("shoot_assassin", 3, shoot=True, reach="any", results=outcomes(2, 3)),
    # §8 "SHOOT·爆甲螺旋 ×3 ... 3–5: target shows their hand, discards every 解封, and is moved."
    Kind("shoot_spiral", 3, shoot=True, reach="same", results=outcomes(2, 3), strip="unseal"),
    # §8 "SHOOT·炸裂弹头 ×3 ... 3–5: target shows their hand, discards every SHOOT-type card, and is moved."
    Kind("shoot_warhead", 3, shoot=True, reach="same", results=outcomes(2, 3), strip="shoot"),
    # §8 "SHOOT·梦境穿梭剂 ×10: resolve it as SHOOT or as 梦境穿梭剂. It counts as both names, but only as
    # the SHOOT type."
    Kind("shoot_shuttle", 10, shoot=True, reach="same", results=outcomes(1, 3)),
    # §8 "解封 ×25: ① thief only: unlock your layer. ② anyone, at any time: cancel another player's ①."
    Kind("unseal", 25),
    # §8 "梦境穿梭剂 ×20, self: move to an adjacent layer."
    Kind("shuttle", 20),
    # §8 "梦境窥视 ×11: ① thief only: look at any one vault in secret. ② master only: look at all of one
    # thief's bribe cards."
    Kind("peek", 11),
    # §8 "念力牵引 ×5, any other living player: pull them into your layer."
    Kind("telekinesis", 5, reach="any"),
    # §8 "凭空造物 ×3, self: draw 2."
    Kind("creation", 3),
    # §8 "移形换影 (EX) ×5, another thief: swap role cards with that thief until the end of the turn."
    Kind("shapeshift", 5, reach="any"),
    # §8 "死亡宣言 ·3 / ·4 / ·5, one of each, used with a SHOOT-type card" (I11: three numbered cards).
    Kind("decree3", 1), Kind("decree4", 1), Kind("decree5", 1),
    # §8 "共鸣 ×3, another player: take all of their hand cards. Before your discard phase, give your whole
    # hand to them."
    Kind("resonance", 3, reach="any"),
    # §8 "时间风暴 ×6: discard the top 10 of the deck."
    Kind("time_storm", 6),
    # §8 "KICK ×5, another player: swap layers with them."
    Kind("kick", 5, reach="any"),
    # §8 "梦魇解封 ×2, any layer's nightmare: reveal it; then trigger it or discard it."
    Kind("nightmare_unseal", 2),
    # §8 "万有引力 ×2, 1–2 other players."
    Kind("gravity", 2, reach="any"),
    # §8 "嫁接 ×3, self: draw 3, then put any 2 cards from your hand on top of the deck."
    Kind("graft", 3),
)}

DECREES = {"decree3": 3, "decree4": 4, "decree5": 5}
# 移形换影 marks the EX set (§8 note); option `beginner` leaves it out with the roles (§2 step 5).
EX_KINDS = ("shapeshift",)
# The names a card counts as (§8: SHOOT·梦境穿梭剂 "counts as both names").
NAMES = {kind: (kind,) for kind in KINDS}
NAMES["shoot_shuttle"] = ("shoot", "shuttle")


def build_deck() -> tuple:
    """The kinds of the 140 cards in a fixed order: card id -> kind."""
    return tuple(k.id for k in KINDS.values() for _ in range(k.count))


KIND_OF = build_deck()
DECK_SIZE = len(KIND_OF)
assert DECK_SIZE == 140, DECK_SIZE   # §8: "names and counts add up to 140"
IS_SHOOT = tuple(KINDS[k].shoot for k in KIND_OF)
FACES = tuple({"id": c, "kind": k} for c, k in enumerate(KIND_OF))


def face(card: int) -> dict:
    """A face-up card as every view draws it (docs/inception-view.md, "Cards"). The dict is shared by every view
    (a view is read, never changed: it is sent as JSON), which keeps a view cheap to build."""
    return FACES[card]


def has_name(card: int, name: str) -> bool:
    return name in NAMES[KIND_OF[card]]


def named(card: int) -> dict:
    """A card as the log names it: its kind only. A log entry stays on the table after the card has moved on
    (into a hand, unseen), so it never carries the card's id."""
    return {"kind": KIND_OF[card]}
