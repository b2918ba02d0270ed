"""三国杀 roles and setup numbers by player count, as data.

Sources: seed 000 l.379-425 (role cards, hero offers, HP, hands, the four-player exception), seed 000
l.461-462 (rewards and penalties), seed 004 l.5-23 (the role table, with the 双内奸 rows), l.35-49 and
l.61-65 (金鱼牌堆 offers, HP, hands, rewards); docs/rules/sanguosha.md §3, §4 and §9 and its
rulings R1-R4, R16-R20. Names: "sanguosha.role.<id>" in i18n.json.
"""

from __future__ import annotations

from typing import Iterable, Optional

from .heroes import HERO_SETS, HEROES, LORD_HEROES

ROLES = ("lord", "loyalist", "rebel", "renegade")
MIN_PLAYERS, MAX_PLAYERS = 4, 10

# "身份牌10張：1主公，3忠臣，4反賊，2內奸" (seed 000 l.379): the printed set.
ROLE_CARDS = {"lord": 1, "loyalist": 3, "rebel": 4, "renegade": 2}

# Seed 000 l.401 "參照下表" lost its table; seed 004 l.5-23 gives it. Where seed 004 gives two rows (6 and 8
# players) the first is the default (R1). Counts in ROLES order: 主公, 忠臣, 反贼, 内奸.
ROLE_TABLE = {
    4: (1, 1, 1, 1),
    5: (1, 1, 2, 1),
    6: (1, 1, 3, 1),
    7: (1, 2, 3, 1),
    8: (1, 2, 4, 1),
    9: (1, 3, 4, 1),
    10: (1, 3, 4, 2),
}

# Room options that replace rows of ROLE_TABLE (§3).
ROLE_OPTIONS = {
    # 双内奸: seed 004's second rows for 6 (l.13) and 8 (l.19) players (R1)
    "double_renegade": {6: (1, 1, 2, 2), 8: (1, 2, 3, 2)},
    # R2: QSanguosha's 4-player table
    "four_player_no_loyalist": {4: (1, 0, 2, 1)},
    # R3: FreeKill's and later QSanguosha's 10-player table (5 Rebels: more than the printed set holds)
    "ten_player_single_renegade": {10: (1, 3, 5, 1)},
}


def role_counts(players: int, enabled: Iterable[str] = ()) -> dict[str, int]:
    """How many of each role a game of `players` deals, with the role options in `enabled` switched on."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"三国杀 seats {MIN_PLAYERS}-{MAX_PLAYERS} players, not {players}")
    enabled = set(enabled)
    unknown = sorted(enabled - set(ROLE_OPTIONS))
    if unknown:
        raise ValueError(f"unknown role option(s) {unknown}: choose from {sorted(ROLE_OPTIONS)}")
    row = ROLE_TABLE[players]
    for option in sorted(enabled):
        row = ROLE_OPTIONS[option].get(players, row)
    return dict(zip(ROLES, row))


def role_deck(players: int, enabled: Iterable[str] = ()) -> tuple[str, ...]:
    """The role cards to shuffle and deal, one per seat, in ROLES order (the engine shuffles)."""
    return tuple(role for role, n in role_counts(players, enabled).items() for _ in range(n))


# ---------------------------------------------------------------------------------------------
# Hero offers
# ---------------------------------------------------------------------------------------------

# Standard, seed 000 l.407-409: the Lord gets 曹操, 刘备, 孙权 and 2 more at random (5); every other player
# gets 3, or 2 each in a 10-player game. 金鱼, seed 004 l.35-37: the Lord gets the lord heroes and "若干"
# (some) more, 2 by R16; the others get 6, or 3 each at 10 players.
HERO_OFFERS = {
    "standard": {"lord_extra": 2, "others": 3, "others_at_10": 2},
    "goldfish": {"lord_extra": 2, "others": 6, "others_at_10": 3},
}


def mode_of(options: dict) -> str:
    """Which column of the setup tables below a match reads: 金鱼牌堆's (seed 004 l.1-73) when `goldfish` is on."""
    return "goldfish" if options.get("goldfish") else "standard"


def hidden_lord(options: dict) -> bool:
    """谋攻 R31 (docs/rules/sanguosha.md §9.6): "With `mougong` on, the Lord is not revealed at the start";
    option `mougong_open_lord` keeps the usual open Lord."""
    return bool(options.get("mougong")) and not options.get("mougong_open_lord")


def hero_pool(options: dict, heroes: dict = HEROES) -> list:
    """The heroes a match deals offers from (seed 000 l.380: the 25 standard heroes). R24: with `hero_tiers`
    set to a tier, only the heroes of that tier (seed 004 l.27 "每一等只能玩這一等的武將")."""
    tier = options.get("hero_tiers") or None
    return [h for h in HERO_SETS["standard"] if tier is None or heroes[h].tier == tier]


def lord_offer_size(mode: str = "standard") -> int:
    return len(LORD_HEROES) + HERO_OFFERS[mode]["lord_extra"]


def others_offer_size(players: int, mode: str = "standard", hero_pool: int = len(HERO_SETS["standard"]),
                      hidden_lord: bool = False) -> int:
    """Heroes dealt to each non-Lord seat (every seat when the Lord is hidden, 谋攻 R31).

    R4: the Lord's unpicked heroes go back to the pool, so the others share hero_pool - 1 heroes.
    R17: where the seed's number does not fit the pool (金鱼's 6 each with 25 heroes), each seat gets
    what fits: min(seed number, pool ÷ seats).
    """
    seed_number = HERO_OFFERS[mode]["others_at_10" if players == 10 else "others"]
    seats, pool = (players, hero_pool) if hidden_lord else (players - 1, hero_pool - 1)
    return min(seed_number, pool // seats)


# ---------------------------------------------------------------------------------------------
# The Lord's bonus, starting hands, the first game without heroes
# ---------------------------------------------------------------------------------------------

# "主公在其體力上限的基礎上再增加一點（四人遊戲時不再額外增加）" (seed 000 l.415).
# 金鱼: "再增加一點，且獲得兩點玉佩" with no exception (seed 004 l.43; R18).
LORD_BONUS = {
    "standard": {"max_hp": 1, "jade": 0, "from_players": 5},
    "goldfish": {"max_hp": 1, "jade": 2, "from_players": 4},
}

# "隨機分給每個玩家4張" (seed 000 l.425); 金鱼 "主公發五張" (seed 004 l.49).
STARTING_HAND = {
    "standard": {"lord": 4, "others": 4},
    "goldfish": {"lord": 5, "others": 4},
}

# Option `no_heroes`: "每人都視為體力上限為4、無技能的武將。主公體力上限為5（5或5人以上遊戲時）" (seed 000 l.421);
# 金鱼 (seed 004 l.45): Lord 5 and 2 玉佩, with no player-count exception.
NO_HERO_MAX_HP = 4


def lord_max_hp_bonus(players: int, mode: str = "standard", options: Optional[dict] = None) -> int:
    bonus = LORD_BONUS[mode]
    # R18's alternative, option `goldfish_4p_lord_exception`: "keep the standard 4-player exception" (seed 000
    # l.415 "四人遊戲時不再額外增加", which speaks of the max HP only: the Lord's 2 玉佩 stay).
    exception = bool(options and options.get("goldfish_4p_lord_exception"))
    from_players = LORD_BONUS["standard" if exception else mode]["from_players"]
    return bonus["max_hp"] if players >= from_players else 0


def starting_hand(role: str, mode: str = "standard") -> int:
    return STARTING_HAND[mode]["lord" if role == "lord" else "others"]


# ---------------------------------------------------------------------------------------------
# 护甲 and 玉佩 (金鱼, docs/rules/sanguosha.md §9.4, R22-R23; 谋攻篇 reuses both, seed 004 l.85)
# ---------------------------------------------------------------------------------------------

# R22: "The cap is 5 (option)". The seed gives no cap for 玉佩.
ARMOR_CAP = 5


def armor_cap(options: dict) -> float:
    """R22's alternative, option `armor_uncapped`: 护甲 piles up without a cap."""
    return float("inf") if options.get("armor_uncapped") else ARMOR_CAP


def jade_is_hand_limit(options: dict) -> bool:
    """R23's alternative, option `jade_hand_limit`: "instead, each 玉佩 gives +1 hand limit". "Instead" replaces what
    玉佩 does (spent while dying), not how it is gained: over-healing still yields 玉佩 (seed 004 l.85 "as normal")."""
    return bool(options.get("jade_hand_limit"))
# The room options whose matches keep the two public counts (the view's `jade` and `armor`).
TOKEN_OPTIONS = ("goldfish", "mougong")


def has_tokens(options: dict) -> bool:
    return any(options.get(o) for o in TOKEN_OPTIONS)


# ---------------------------------------------------------------------------------------------
# Rewards and penalties on a death (applied only if the game did not end, R9)
# ---------------------------------------------------------------------------------------------

# The alternatives of docs/rules/sanguosha.md's rulings offered as room options (bool), each with the variant it
# changes (None: the standard game's) and, for the lobby's refusal without it, what it does
# (options.ruling_option_problems).
RULING_OPTIONS = {
    "piles_empty_skip": (None, "skips a draw when both piles are empty and plays on (R5)"),
    "conduct_final_amount": ("junzheng", "makes chained damage copy the first target's final amount, a rule of "
                                         "Maneuvering's chains (R15)"),
    "goldfish_4p_lord_exception": ("goldfish", "keeps the 4-player exception for the Goldfish Lord's +1 max HP (R18)"),
    "goldfish_penalty_lord_side": ("goldfish", "limits the Goldfish wrong-kill penalty to the Lord's side (R19)"),
    "armor_uncapped": ("goldfish", "lifts the cap of 5 on Goldfish armour (R22)"),
    "jade_hand_limit": ("goldfish", "makes each Goldfish jade +1 hand limit (R23)"),
    "mougong_open_lord": ("mougong", "shows the Lord in the Strategy rules (R31)"),
    "mougong_rage_uncapped": ("mougong", "lifts the cap of 4 on Strategy rage (R25)"),
    "mougong_stacking": ("mougong", "lets a Strategy Slash take both strengthenings at once for 3 rage (R27)"),
    "mingjun_plus_two_more": ("mougong", "gives the Strategy Lord's Wise Ruler +1 and then +2 more max HP without a "
                                         "lord skill (R30)"),
    "mougong_tell_rebel": ("mougong", "tells the disguised Rebel of the Strategy rules that it is disguised (R32)"),
    "mougong_unmask_draw_to_max_hp": ("mougong", "has the unmasked Strategy Rebel draw up to its max HP (R32)"),
}

# Keyed by the dead player's role. killer: who must have dealt the killing damage for it to apply.
KILL_REWARDS = {
    # "任何人殺死一名反賊（即便兇手也是反賊），立即摸三張牌。若主公殺死了忠臣，主公需要立即棄掉所有手牌和已裝備的牌。"
    # (seed 000 l.461-462)
    "standard": {
        "rebel": {"killer": "anyone", "draw": 3},
        "loyalist": {"killer": "lord", "discard": ("hand", "equip")},
    },
    # seed 004 l.61-65; R19: any killer of a Loyalist; R20: the killer reveals their own role.
    "goldfish": {
        "rebel": {"killer": "anyone", "draw": 3, "armor_points": 2},
        "renegade": {"killer": "anyone", "draw": 3, "jade": 3},
        "loyalist": {"killer": "anyone", "discard": ("hand", "equip"), "lose_all": ("jade", "armor_points"),
                     "unless_killer_is_lord": {"lose_hp": 1, "reveal_role": True},
                     # R19's alternative: "only Lord-side killers"
                     "killer_with_option": {"goldfish_penalty_lord_side": "lord_side"}},
    },
}
# Who a rule's "killer" names.
KILLER_ROLES = {"anyone": ROLES, "lord": ("lord",), "lord_side": ("lord", "loyalist")}


def rule_applies_to(rule: dict, killer_role: str, options: dict) -> bool:
    killer = next((k for o, k in rule.get("killer_with_option", {}).items() if options.get(o)), rule["killer"])
    return killer_role in KILLER_ROLES[killer]

# The room options of §9 (labels "sanguosha.option.<id>"); the engine declares them as OptionSpec.
VARIANT_OPTIONS = ("no_heroes", *ROLE_OPTIONS, "junzheng", "goldfish", "goldfish_108", "hero_tiers", "mougong",
                   *RULING_OPTIONS)
