"""盗梦都市: the table as data: layers, lock dice, bribes, nightmares (docs/rules/inception.md §3, §5.1, §9)."""

from __future__ import annotations

LOST = 0                       # §5.1: the lost layer (迷失层) is layer 0
LAYERS = (1, 2, 3, 4)

# §5.1 "Layers 1–2–3–4 form a line. Layer 1 and layer 4 are not adjacent. The lost layer is adjacent to
# nothing."
ADJACENT = {0: (), 1: (2,), 2: (1, 3), 3: (2, 4), 4: (3,)}

# §3 The lock and bribe table: players -> (locks of layers 1..4, DEAL cards, shattered cards).
# "3 players use the 4-player column in the §11 variant."
TABLE = {
    3: ((4, 3, 2, 1), 1, 1),
    4: ((4, 3, 2, 1), 1, 1),
    5: ((5, 4, 3, 2), 1, 2),
    6: ((5, 4, 3, 2), 1, 2),
    7: ((5, 4, 3, 2), 2, 1),
    8: ((6, 5, 4, 3), 2, 1),
    9: ((6, 5, 4, 3), 2, 1),
    10: ((6, 5, 4, 3), 3, 2),
}

DEAL, FAIL = "deal", "fail"
# §1 components: "贿赂牌 bribe cards: 6". The box holds the most any table uses (3 DEAL, 2 shattered at
# 10 players) plus the shattered card 水星·航路's world rule adds: 3 + 3. The ones a table does not use
# stay in the box, so every bribe card is always somewhere (conserved).
BRIBE_BOX = (DEAL, DEAL, DEAL, FAIL, FAIL, FAIL)

# §9 The six nightmares.
NIGHTMARES = ("despair", "plague", "fall", "echo", "hunger", "vortex")
# §2 step 4: "Deal the master 4 of the 6 nightmares at random ... places one face down under each layer's
# vault. The other 2 are unplaced nightmares" (I8).
PLACED = 4

GOLD, SECRET = "gold", "secret"

# §2 step 1 "Shuffle the 140 action cards"; §4 "Draw 2"; §4 step 4 "Discard down to 5".
DRAW = 2
HAND_LIMIT = 5
# §4 (c) and §5.7: a revival costs 2 hand cards.
REVIVE_COST = 2
# §5.7 "The victim gives the killer 2 hand cards of the victim's choice".
DEATH_GIFT = 2
# §11 "Everyone gets 3 starting action cards" (3-4 variant).
SMALL_START_HAND = 3


def adjacent(layer: int) -> tuple:
    return ADJACENT[layer]
