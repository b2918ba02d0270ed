"""Pirate's Cove 海盗湾: every number of the rules, as data (the tuning file).

Authority: ``docs/rules/pirates_cove.md`` (cited §n, with the brief's ruling ids P1…P22) over seed 000
l.762-785. Most numbers are house rules (marked H there): they are parameters so the simulator's balance
report (``games/pirates_cove/balance.py``) can tune them; change them here and nowhere else.
"""

from __future__ import annotations

MONTHS = 12          # seed 000 l.772: "遊戲的時間為十二輪，每輪描述了玩家一個月的行動"

# §4.1 Destinations: "islands 1 Tavern, 2 Hull, 3 Sail, 4 Cannon, 5 Crew, 6 Treasure".
TAVERN, TREASURE, COVE = "1", "6", "cove"
OUTER = ("1", "2", "3", "4", "5")              # seed 000 l.774: "圖板的五個島上各展示一張寶藏"
DESTINATIONS = OUTER + (TREASURE,)
ISLANDS = DESTINATIONS + (COVE,)
# The section each upgrade island sells (§2 table: islands 2-5).
UPGRADE_ISLANDS = {"2": "hull", "3": "sails", "4": "cannons", "5": "crew"}

SECTIONS = ("sails", "crew", "cannons", "hull")

# §4.2 (P3) Ship mat: section -> (start level, cost of moving up onto level 1, 2, ... max).
# "Sails 5→6 costs 1, and 5→7 costs 1 + 2 = 3" is printed [V]; the rest is H.
TRACKS = {
    "sails": (5, (1, 1, 1, 1, 1, 1, 2, 3, 4, 5)),
    "crew": (2, (1, 1, 1, 2, 3, 4)),
    "cannons": (2, (1, 1, 1, 2, 3, 4)),
    "hull": (2, (1, 1, 1, 2, 2, 3, 3, 4)),
}
MAX_DICE = 6                 # §4.2: "Dice = min(Crew, Cannons), never more than 6"
HIT_FACES = (5, 6)           # §2: "Each 5 or 6 is a hit"
START_GOLD = 9               # §2 setup: "9 gold (one 5 and four 1s)"
START_TAVERN = 1             # §2 setup: "and 1 Tavern card"
TREASURE_ISLAND_COST_FACTOR = 2  # §2: "upgrade one section by one level at double cost"
TAVERN_PRICE = 2             # §2: "buy Tavern cards, 2 gold each"
GOLD_PER_FAME = 3            # §2: "bury gold, 3 gold = 1 fame"
FAME_PER_CHEST = 1           # §2: "bury chests, 1 fame each"
COVE_TAVERN = 1              # §4.6 step 8: "Every ship at Pirate's Cove takes 1 Tavern card [V]"

# §4.3 (P4) Treasure deck: "Each island's stack of 12 uses the same 12 cards" (H).
TREASURE_CARDS = {
    1: {"gold": 3}, 2: {"gold": 4}, 3: {"gold": 5}, 4: {"gold": 2, "fame": 1}, 5: {"fame": 2},
    6: {"chests": 1, "gold": 1}, 7: {"chests": 2}, 8: {"chests": 3}, 9: {"chests": 2, "gold": 2},
    10: {"chests": 1, "fame": 1}, 11: {"tavern": 1, "gold": 2}, 12: {"tavern": 1, "fame": 1},
}

# §4.4 (P5) The Tavern deck, 42 cards: kind -> copies. Counts [V]: "4 Parrot, 7 Mastercraft, 14 Combat
# (8 Battle + 6 Volley), 8 Event, 9 Fame (five ×1, three ×2, one ×3)"; the split of each family is H.
TAVERN_DECK = {
    "parrot_flint": 1, "parrot_silver": 1, "parrot_bones": 1, "parrot_trelawney": 1,
    # "Split: 2 Hull, 2 Sails, 2 Cannons, 1 Crew."
    "mastercraft_hull": 2, "mastercraft_sails": 2, "mastercraft_cannons": 2, "mastercraft_crew": 1,
    # "4 × Grapple ... 4 × Powder Keg"
    "grapple": 4, "powder_keg": 4,
    "volley": 6,
    # "2 × Royal Navy, 2 × Storm, 2 × Smuggler's Tip, 2 × Spyglass"
    "royal_navy": 2, "storm": 2, "smugglers_tip": 2, "spyglass": 2,
    "fame_1": 5, "fame_2": 3, "fame_3": 1,
}
PARROTS = ("parrot_flint", "parrot_silver", "parrot_bones", "parrot_trelawney")
FAME_CARDS = {"fame_1": 1, "fame_2": 2, "fame_3": 3}   # P18: "shown and scored the moment it is drawn"
MASTERCRAFT = {"mastercraft_hull": "hull", "mastercraft_sails": "sails", "mastercraft_cannons": "cannons",
               "mastercraft_crew": "crew"}
EVENTS_BEFORE_SAILING = ("storm", "smugglers_tip", "spyglass")   # §4.6 step 3
TRELAWNEY_SPEED = 20         # §2: "Squire Trelawney's: +20 speed" (§4.4: firing order only)
SILVER_DICE = 6              # §2: "Long John Silver's: always roll 6 dice"
GRAPPLE_DICE = 1             # §4.4: "That broadside rolls only 1 die"
POWDER_KEG_DICE = 2          # §4.4: "+2 dice, to at most 6"
SMUGGLERS_GOLD = 3           # §4.4: "Smuggler's Tip: gain 3 gold"
SPYGLASS_ISLANDS = 2         # §4.4: "look at next month's treasure card on two islands"
STORM_SAILS = 1              # §4.4: "loses 1 Sails level on arrival"

# §4.5 (P6) Legendary Pirates: id -> stats and printed bounty (H).
PIRATES = {
    "p1": {"sails": 6, "crew": 3, "cannons": 3, "hull": 3, "fame": 3, "gold": 4},
    "p2": {"sails": 7, "crew": 3, "cannons": 4, "hull": 4, "fame": 4, "gold": 5},
    "p3": {"sails": 7, "crew": 4, "cannons": 4, "hull": 4, "fame": 5, "gold": 6},
    "p4": {"sails": 8, "crew": 4, "cannons": 5, "hull": 5, "fame": 6, "gold": 7},
    "p5": {"sails": 9, "crew": 5, "cannons": 5, "hull": 5, "fame": 7, "gold": 8},
}
PIRATE_ROUTE = ("1", "2", "3", "4", "5")   # P2: "islands 1→2→3→4→5→1…"
PIRATE_START = "1"                         # §2 [V]: "The black pirate ship starts on island 1"
EXTRA_PIRATE_START = "3"                   # P7 option extra_pirate_3p: "a second pirate ... starts on island 3"
BOUNTY_MONTHS_PER_FAME = 3                 # §4.5: "printed fame + ⌊(month − 1) ÷ 3⌋"

# §4.8 (P13) The Royal Navy (H; the 4 fame is [V1]).
NAVY = {"sails": 10, "crew": 5, "cannons": 5, "hull": 6, "fame": 4, "gold": 0}

# §4.7 (P10-P12) Combat.
ROUND_CAP = 10               # P12
BATTLE_FAME = 1              # P11: "+1 fame for each other player ship that fled or was crippled"
LOCKER_FAME_PENALTY = 1      # P15 option locker_fame_penalty: "a crippled ship also loses 1 fame"

# The house rules in force, as the lobby and the TV name them (pirates_cove.house.<id>): the brief's ruling ids.
HOUSE_RULES = ("P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9", "P10", "P11", "P12", "P13", "P14",
               "P15", "P16", "P17", "P18", "P19", "P20", "P21", "P22")

PARAMS = {
    "months": MONTHS, "tracks": TRACKS, "max_dice": MAX_DICE, "hit_faces": HIT_FACES, "start_gold": START_GOLD,
    "start_tavern": START_TAVERN, "treasure_island_cost_factor": TREASURE_ISLAND_COST_FACTOR,
    "tavern_price": TAVERN_PRICE, "gold_per_fame": GOLD_PER_FAME, "fame_per_chest": FAME_PER_CHEST,
    "cove_tavern": COVE_TAVERN, "treasure": TREASURE_CARDS, "tavern_deck": TAVERN_DECK,
    "trelawney_speed": TRELAWNEY_SPEED, "silver_dice": SILVER_DICE, "grapple_dice": GRAPPLE_DICE,
    "powder_keg_dice": POWDER_KEG_DICE, "smugglers_gold": SMUGGLERS_GOLD, "spyglass_islands": SPYGLASS_ISLANDS,
    "storm_sails": STORM_SAILS, "pirates": PIRATES, "pirate_route": PIRATE_ROUTE,
    "bounty_months_per_fame": BOUNTY_MONTHS_PER_FAME, "navy": NAVY, "round_cap": ROUND_CAP,
    "battle_fame": BATTLE_FAME, "locker_fame_penalty": LOCKER_FAME_PENALTY, "upgrade_islands": UPGRADE_ISLANDS,
    "house_rules": HOUSE_RULES,
}


def level_cost(section: str, level: int) -> int:
    """Gold to move ``section`` up onto ``level`` (§4.2: "Cost is the gold needed to move up onto that level")."""
    return TRACKS[section][1][level - 1]


def max_level(section: str) -> int:
    return len(TRACKS[section][1])


def tavern_cards() -> list:
    """The 42 Tavern cards in data order, as (id, kind): ids t0…t41."""
    kinds = [kind for kind, copies in TAVERN_DECK.items() for _ in range(copies)]
    return [(f"t{k}", kind) for k, kind in enumerate(kinds)]


def bounty(stats: dict, month: int) -> dict:
    """§4.5: "printed fame + ⌊(month − 1) ÷ 3⌋, plus printed gold"."""
    return {"fame": stats["fame"] + (month - 1) // BOUNTY_MONTHS_PER_FAME if month else stats["fame"],
            "gold": stats["gold"]}
