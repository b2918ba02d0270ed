"""三国杀 game cards as data: what each kind of card is, and which physical cards each card set holds.

No behaviour lives here: the rules engine (later) reads these facts. Names and texts are in
games/sanguosha/i18n.json under "sanguosha.card.<kind id>" and "sanguosha.card.<kind id>.text".

Sources: docs/rules/sanguosha.md §7 (cards, §7.1 table and §7.2 rules by name), which
follows seed 000 l.381 ("104張遊戲牌＋4張EX遊戲牌"); its §7.1 list agrees card for card with the
FreeKill standard list (checked by script when this file was written). docs/sanguosha-data.md has the shapes.

Kind ids are English (snake_case of the English names in i18n.json); the physical cards keep the
codes S001-S108 of §7.1, so a card can be checked against that table by eye.

English names: one set, the working names of §7.1 (Dodge, Peach, Dismantle, Snatch, Duel, Borrowed Sword,
Something from Nothing, Negate, Barbarian Invasion, Arrow Volley, Peach Garden Oath, Bountiful Harvest,
Indulgence, Lightning, and the equipment names), with one change: 杀 is "Slash", the name the English fan
translations (QSanguosha, FreeKill) and the issue use (§0 names it; the first draft of the rules said "Strike").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from .timings import Timing

# ---------------------------------------------------------------------------------------------
# Suits, ranks, colours
# ---------------------------------------------------------------------------------------------

SUITS = ("spade", "heart", "club", "diamond")
# "♥ and ♦ are red; ♠ and ♣ are black" (§0, conventions)
SUIT_COLOUR = {"spade": "black", "heart": "red", "club": "black", "diamond": "red"}
COLOURS = ("red", "black")
# "Ranks run A=1, 2…10, J=11, Q=12, K=13" (§0, conventions)
RANKS = tuple(range(1, 14))
RANK_LABELS = {1: "A", 11: "J", 12: "Q", 13: "K"}


def rank_label(rank: int) -> str:
    return RANK_LABELS.get(rank, str(rank))


def colour_of(suit: str) -> str:
    return SUIT_COLOUR[suit]


# ---------------------------------------------------------------------------------------------
# Card types and equipment slots
# ---------------------------------------------------------------------------------------------

CARD_TYPES = ("basic", "trick", "delayed", "equip")
# "There are four slots: weapon, armour, +1 horse and −1 horse" (§6.4)
EQUIP_SLOTS = ("weapon", "armor", "horse_plus", "horse_minus")
# "Attack range is 1, or the printed range of your weapon. Ranges never add together." (§6.3)
DEFAULT_ATTACK_RANGE = 1

# When a card may be put out (§7.2 "Timing"):
#   play          in the user's own play phase, for its own effect (使用)
#   response      when something asks for it (打出, or 闪 against 杀)
#   dying         on a dying player, at any time (桃)
#   trick_window  when a trick is about to take effect on a target (无懈可击, §6.8)
USES = ("play", "response", "dying", "trick_window")

# "At most one 杀 per play phase, unless a skill (张飞) or weapon (诸葛连弩) lifts the limit" (seed 000 l.446).
# What lifts it is data on the lifting effect: {"slash_limit": None} (诸葛连弩 here, 咆哮 in heroes.py).
USE_LIMITS = {"slash": {"per": "play_phase", "times": 1}}


# ---------------------------------------------------------------------------------------------
# Target rules: who a card may be used on
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class TargetRule:
    """Who a card may be used on. Each field is one test the engine applies to a candidate.

    who       "other" (another living player), "self", "any" (any living player, oneself included), "self_or_dying" (oneself in the play phase,
              a dying player when dying), "all_others", "all", "trick_effect" (one trick's effect on one
              target, not a player), "none" (a response card chooses no target)
    count     how many players are chosen (at most; at least 1); 0 = every player `who` names
    distance  None (no limit), "attack_range" (distance ≤ the user's attack range, §6.3) or a number
              (distance ≤ it; 奇才 lifts it for tricks)
    needs     conditions every target must meet: "has_card" (a card in hand, equipment or judgement area),
              "has_weapon", "has_hand_card", "wounded" (HP below max), "no_same_in_judgement" (no card of this name in
              the target's judgement area, seed 000 l.447)
    order     for several targets, the resolving order (§6.7): "from_next" or "from_user"
    second    a second player the user names and its condition (借刀杀人's victim)
    """

    who: str
    count: int = 1
    distance: str | int | None = None
    needs: tuple[str, ...] = ()
    order: str | None = None
    second: str | None = None


TARGET_RULES = {
    "one_other_in_attack_range": TargetRule("other", distance="attack_range"),
    "none": TargetRule("none", count=0),
    "self_wounded_or_dying": TargetRule("self_or_dying", needs=("wounded",)),
    "one_other_with_card": TargetRule("other", needs=("has_card",)),
    "one_other_with_card_within_1": TargetRule("other", distance=1, needs=("has_card",)),
    "one_other": TargetRule("other"),
    "other_with_weapon_and_victim": TargetRule("other", needs=("has_weapon",),
                                               second="in_first_target_attack_range_and_a_legal_slash_target"),
    "self": TargetRule("self"),
    "self_no_same_in_judgement": TargetRule("self", needs=("no_same_in_judgement",)),
    "one_other_no_same_in_judgement": TargetRule("other", needs=("no_same_in_judgement",)),
    "trick_effect": TargetRule("trick_effect"),
    "all_others_from_next": TargetRule("all_others", count=0, order="from_next"),
    "all_from_user": TargetRule("all", count=0, order="from_user"),
    # R10: "players at full HP are skipped and get no 无懈 window"
    "all_wounded_from_user": TargetRule("all", count=0, needs=("wounded",), order="from_user"),
    # 军争 (§9.3) "酒 ... In your play phase, use it on yourself ... While you are dying, use it on yourself"
    "self_or_self_dying": TargetRule("self"),
    # "铁索连环: choose 1–2 players (any players, yourself included, no distance limit)" (§9.3); 1 is the minimum
    "one_or_two_any": TargetRule("any", count=2),
    # "火攻: Targets one player with hand cards; this may be yourself." (§9.3)
    "any_with_hand_card": TargetRule("any", needs=("has_hand_card",)),
    # "兵粮寸断: Targets another player at distance ≤ 1; 奇才 ignores the distance." (§9.3)
    "one_other_within_1_no_same_in_judgement": TargetRule("other", distance=1, needs=("no_same_in_judgement",)),
}


# ---------------------------------------------------------------------------------------------
# Card kinds (one per card name)
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class CardKind:
    """One card name and everything that is the same on every copy of it (§7.2).

    targets_player  False for cards that pick no player as a target: 闪 (a response), 无懈可击 (a trick's
                    effect) and equipment (equipped into one's own area, §6.4)
    damage          the damage it deals when it hits (a "damage card", 谋攻's strengthening, seed 004 l.85)
    nature          "normal", "fire" (火杀, 火攻) or "thunder" (雷杀, 闪电); it matters once 军争's chains exist (§9.3)
    compulsory      a locked (锁定) equipment effect, always on
    timings         when a lasting effect acts (equipment); tricks and basics act when used
    effect          machine-usable facts of the effect; the engine holds the behaviour
    """

    id: str
    type: str
    target: str
    uses: tuple[str, ...] = ("play",)
    targets_player: bool = True
    subtype: str | None = None
    attack_range: int | None = None
    damage: int = 0
    nature: str = "normal"
    compulsory: bool = False
    timings: tuple[Timing, ...] = ()
    effect: dict = field(default_factory=dict)


def _equip(id: str, subtype: str, *, attack_range: int | None = None, compulsory: bool = False,
           timings: tuple[Timing, ...] = (Timing.ALWAYS,), **effect) -> CardKind:
    # "You equip a card in your own play phase, into your own area." (§6.4)
    return CardKind(id, "equip", "self", targets_player=False, subtype=subtype, attack_range=attack_range,
                    compulsory=compulsory, timings=timings, effect=effect)


_ALL_ZONES = ("hand", "equip", "judgement")

KIND_LIST = (
    # -- basic cards (§7.2) --
    # "The target must respond with 闪, or take 1 damage from the user."
    CardKind("slash", "basic", "one_other_in_attack_range", uses=("play", "response"), damage=1,
             effect={"answered_by": "dodge", "answers_needed": 1}),
    # "Cancels one 杀 aimed at you, or avoids the damage of 万箭齐发 for you. It can never be used on its own."
    CardKind("dodge", "basic", "none", uses=("response",), targets_player=False,
             effect={"cancels": ("slash", "arrow_volley")}),
    # "Own play phase on yourself while wounded; or at any time on a dying player." Recover 1.
    CardKind("peach", "basic", "self_wounded_or_dying", uses=("play", "dying"), effect={"recover": 1}),

    # -- normal tricks: each target can be cancelled by 无懈可击 --
    # "The user picks one of the target's cards and discards it. Hand cards are picked face down, at random."
    CardKind("dismantle", "trick", "one_other_with_card", effect={"discard_from_target": 1, "zones": _ALL_ZONES}),
    CardKind("snatch", "trick", "one_other_with_card_within_1", effect={"take_from_target": 1, "zones": _ALL_ZONES}),
    # "Starting with the target, the two alternate playing 杀. The first who does not takes 1 damage from the other."
    CardKind("duel", "trick", "one_other", damage=1, effect={"alternate": "slash", "first": "target"}),
    # "A must use a 杀 on B; this does not count toward A's per-phase limit. Otherwise A gives their weapon to the user."
    CardKind("borrowed_sword", "trick", "other_with_weapon_and_victim",
             effect={"demand": "slash", "counts_to_limit": False, "refused": "give_weapon_to_user"}),
    CardKind("something_from_nothing", "trick", "self", effect={"draw": 2}),
    # "Any time a trick is about to take effect on a target, including another 无懈可击." (§6.8)
    CardKind("negate", "trick", "trick_effect", uses=("trick_window",), targets_player=False,
             effect={"cancels": "trick_effect", "chains": True}),
    CardKind("barbarian_invasion", "trick", "all_others_from_next", damage=1, effect={"answered_by": "slash"}),
    CardKind("arrow_volley", "trick", "all_others_from_next", damage=1, effect={"answered_by": "dodge"}),
    CardKind("peach_garden_oath", "trick", "all_wounded_from_user", effect={"recover": 1}),
    # "Reveal one card from the draw pile per living player. In order, each takes one. ... left over are discarded."
    CardKind("bountiful_harvest", "trick", "all_from_user", effect={"reveal": "one_per_living_player", "take": 1}),

    # -- delayed tricks: judged in the holder's judgement phase, last placed first (seed 000 l.439) --
    # "Unless the result is ♥, the target skips their play phase. Then discard the 乐."
    CardKind("indulgence", "delayed", "one_other_no_same_in_judgement",
             effect={"judge_escapes": {"suits": ("heart",)}, "caught": "skip_play_phase"}),
    # "On ♠2–♠9 the holder takes 3 thunder damage with no source ... Otherwise ... it moves to ... the next
    #  living player in seat order who may legally hold it. If there is none, it is discarded." (R11)
    CardKind("lightning", "delayed", "self_no_same_in_judgement", damage=3, nature="thunder",
             effect={"judge_hits": {"suits": ("spade",), "ranks": (2, 9)}, "damage_source": None,
                     "escaped": "pass_to_next", "no_receiver": "discard"}),

    # -- weapons: number = attack range --
    # "Locked (锁定技): you may use any number of 杀 in your play phase."
    _equip("zhuge_crossbow", "weapon", attack_range=1, compulsory=True, slash_limit=None),
    # "Locked: your 杀 ignores the target's armour"
    _equip("qinggang_sword", "weapon", attack_range=2, compulsory=True, timings=(Timing.AFTER_TARGET_CHOSEN,),
           ignores_armor=True),
    # "When you target a player of the other sex with 杀, you may make them choose: discard a hand card, or let
    #  you draw 1. This happens before they respond."
    _equip("twin_swords", "weapon", attack_range=2, timings=(Timing.AFTER_TARGET_CHOSEN,),
           against="other_gender", target_chooses=("discard_hand_card", "user_draws_1")),
    # "When your 杀 would damage a target who has cards, you may prevent the damage. You then discard two of their cards"
    _equip("frost_sword", "weapon", attack_range=2, timings=(Timing.CAUSING_DAMAGE,),
           prevent_damage=True, discard_from_target=2, zones=_ALL_ZONES),
    # "When your 杀 is cancelled by 闪, you may use another 杀 on the same target. It does not count toward your limit."
    _equip("green_dragon_blade", "weapon", attack_range=3, timings=(Timing.SLASH_DODGED,),
           slash_again="same_target", counts_to_limit=False),
    # "You may use or play any 2 hand cards as one 杀."
    _equip("serpent_spear", "weapon", attack_range=3, timings=(Timing.VIEW_AS,),
           view_as="slash", hand_cards=2),
    # "you may discard 2 cards (hand or equipped, but not the axe itself) to make it deal its damage anyway."
    _equip("stone_piercing_axe", "weapon", attack_range=3, timings=(Timing.SLASH_DODGED,),
           discard=2, zones=("hand", "equip"), then="hit_anyway"),
    # "If the 杀 you use is your last hand card, it may take up to 2 extra targets, each within range."
    _equip("sky_halberd", "weapon", attack_range=4, if_last_hand_card=True, extra_slash_targets=2),
    # "When your 杀 damages a target, you may discard one horse from their equipment."
    _equip("qilin_bow", "weapon", attack_range=5, timings=(Timing.CAUSING_DAMAGE,),
           discard_target_horse=1),

    # -- armour --
    # "When you need to use or play a 闪, you may judge. On a red result you count as having played a 闪."
    _equip("eight_trigrams", "armor", timings=(Timing.CARD_NEEDED,),
           for_card="dodge", judge_success={"colours": ("red",)}),
    # "Locked: black 杀 has no effect on you."
    _equip("renwang_shield", "armor", compulsory=True, timings=(Timing.BEFORE_CARD_EFFECT,),
           no_effect={"card": "slash", "colours": ("black",)}),

    # -- horses: "Other players count their distance to you +1" / "You count your distance to other players −1" --
    _equip("dilu", "horse_plus", distance_to_holder=+1),
    _equip("jueying", "horse_plus", distance_to_holder=+1),
    _equip("zhuahuang_feidian", "horse_plus", distance_to_holder=+1),
    _equip("red_hare", "horse_minus", distance_from_holder=-1),
    _equip("dawan", "horse_minus", distance_from_holder=-1),
    _equip("zixing", "horse_minus", distance_from_holder=-1),
)

# 军争篇 Maneuvering kinds (§9.3, seed 004 l.59 and l.75). Data only: the option that deals them stays out of the
# lobby until the engine plays every one of them (docs/rules/sanguosha.md §9.3 says what is implemented).
MANEUVERING_KIND_LIST = (
    # "雷杀 / 火杀: These are 杀 in every respect, including the once-per-phase limit and 闪 responses.
    #  Their damage has the nature shown."
    CardKind("fire_slash", "basic", "one_other_in_attack_range", uses=("play", "response"), damage=1, nature="fire",
             effect={"counts_as": "slash", "answered_by": "dodge", "answers_needed": 1}),
    CardKind("thunder_slash", "basic", "one_other_in_attack_range", uses=("play", "response"), damage=1,
             nature="thunder", effect={"counts_as": "slash", "answered_by": "dodge", "answers_needed": 1}),
    # "酒: The next 杀 you use this turn deals +1 damage if it hits. Limit: once per turn. While you are dying, use it
    #  on yourself to recover 1." R14: "the dying use does not count toward the once-per-turn limit"
    CardKind("wine", "basic", "self_or_self_dying", uses=("play", "dying"),
             effect={"next_slash_damage": 1, "limit": {"per": "turn", "times": 1}, "dying_recover": 1,
                     "dying_counts_to_limit": False}),
    # "铁索连环: toggle each one's chained state. Each target may be 无懈'd. Alternatively, recast it (重铸) ...
    #  Recast is allowed only in your play phase."
    CardKind("iron_chain", "trick", "one_or_two_any", effect={"toggle": "chained", "recast_draw": 1}),
    # "火攻: The target shows a hand card of their choice. You may then discard a hand card of the same suit to deal
    #  them 1 fire damage."
    CardKind("fire_attack", "trick", "any_with_hand_card", damage=1, nature="fire",
             effect={"target_shows": "hand_card", "user_discards": "same_suit_hand_card"}),
    # "兵粮寸断: Judge: unless the result is ♣, they skip their draw phase."
    CardKind("supply_shortage", "delayed", "one_other_within_1_no_same_in_judgement",
             effect={"judge_escapes": {"suits": ("club",)}, "caught": "skip_draw_phase"}),
    # "古锭刀 (range 2). Locked: your 杀 deals +1 damage to a target with no hand cards."
    _equip("ancient_scimitar", "weapon", attack_range=2, compulsory=True, timings=(Timing.CAUSING_DAMAGE,),
           extra_damage_if_no_hand_cards=1),
    # "朱雀羽扇 (range 4). You may turn a normal 杀 you use into a fire 杀."
    _equip("vermilion_fan", "weapon", attack_range=4, timings=(Timing.CARD_USED,),
           turn_normal_slash_into="fire"),
    # "藤甲. Locked: 南蛮入侵, 万箭齐发 and normal (non-nature) 杀 have no effect on you. Fire damage to you is +1."
    _equip("rattan_armour", "armor", compulsory=True, timings=(Timing.BEFORE_CARD_EFFECT, Timing.TAKING_DAMAGE),
           no_effect={"cards": ("barbarian_invasion", "arrow_volley"), "slash_natures": ("normal",)},
           extra_damage_taken={"fire": 1}),
    # "白银狮子. Locked: any damage to you above 1 is reduced to 1. When it leaves your equipment area, you recover 1."
    _equip("silver_lion", "armor", compulsory=True, timings=(Timing.TAKING_DAMAGE, Timing.AFTER_CARDS_MOVED),
           damage_taken_cap=1, recover_when_removed=1),
    # "骅骝 Hualiu. A +1 horse."
    _equip("hualiu", "horse_plus", distance_to_holder=+1),
)

KIND_LIST = KIND_LIST + MANEUVERING_KIND_LIST
KINDS = {k.id: k for k in KIND_LIST}


# ---------------------------------------------------------------------------------------------
# Card sets and decks
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class PhysicalCard:
    """One printed card: `code` is its id in §7.1 (S001-S108), `set` the card set it belongs to."""

    code: str
    suit: str
    rank: int
    kind: str
    set: str

    @property
    def colour(self) -> str:
        return colour_of(self.suit)


# The §7.1 table, row for row: (code, suit, rank, kind, set). "set 'ex'" marks the four EX cards
# (寒冰剑 ♠2, 闪电 ♥Q, 仁王盾 ♣2, 无懈可击 ♦Q), seed 000 l.381 "104張遊戲牌＋4張EX遊戲牌".
STANDARD = tuple(PhysicalCard(*row) for row in (
    ("S001", "spade", 1, "duel", "standard"),
    ("S002", "spade", 1, "lightning", "standard"),
    ("S003", "spade", 2, "twin_swords", "standard"),
    ("S004", "spade", 2, "eight_trigrams", "standard"),
    ("S005", "spade", 2, "frost_sword", "ex"),
    ("S006", "spade", 3, "dismantle", "standard"),
    ("S007", "spade", 3, "snatch", "standard"),
    ("S008", "spade", 4, "dismantle", "standard"),
    ("S009", "spade", 4, "snatch", "standard"),
    ("S010", "spade", 5, "green_dragon_blade", "standard"),
    ("S011", "spade", 5, "jueying", "standard"),
    ("S012", "spade", 6, "qinggang_sword", "standard"),
    ("S013", "spade", 6, "indulgence", "standard"),
    ("S014", "spade", 7, "slash", "standard"),
    ("S015", "spade", 7, "barbarian_invasion", "standard"),
    ("S016", "spade", 8, "slash", "standard"),
    ("S017", "spade", 8, "slash", "standard"),
    ("S018", "spade", 9, "slash", "standard"),
    ("S019", "spade", 9, "slash", "standard"),
    ("S020", "spade", 10, "slash", "standard"),
    ("S021", "spade", 10, "slash", "standard"),
    ("S022", "spade", 11, "snatch", "standard"),
    ("S023", "spade", 11, "negate", "standard"),
    ("S024", "spade", 12, "dismantle", "standard"),
    ("S025", "spade", 12, "serpent_spear", "standard"),
    ("S026", "spade", 13, "barbarian_invasion", "standard"),
    ("S027", "spade", 13, "dawan", "standard"),
    ("S028", "heart", 1, "peach_garden_oath", "standard"),
    ("S029", "heart", 1, "arrow_volley", "standard"),
    ("S030", "heart", 2, "dodge", "standard"),
    ("S031", "heart", 2, "dodge", "standard"),
    ("S032", "heart", 3, "peach", "standard"),
    ("S033", "heart", 3, "bountiful_harvest", "standard"),
    ("S034", "heart", 4, "peach", "standard"),
    ("S035", "heart", 4, "bountiful_harvest", "standard"),
    ("S036", "heart", 5, "qilin_bow", "standard"),
    ("S037", "heart", 5, "red_hare", "standard"),
    ("S038", "heart", 6, "peach", "standard"),
    ("S039", "heart", 6, "indulgence", "standard"),
    ("S040", "heart", 7, "peach", "standard"),
    ("S041", "heart", 7, "something_from_nothing", "standard"),
    ("S042", "heart", 8, "peach", "standard"),
    ("S043", "heart", 8, "something_from_nothing", "standard"),
    ("S044", "heart", 9, "peach", "standard"),
    ("S045", "heart", 9, "something_from_nothing", "standard"),
    ("S046", "heart", 10, "slash", "standard"),
    ("S047", "heart", 10, "slash", "standard"),
    ("S048", "heart", 11, "slash", "standard"),
    ("S049", "heart", 11, "something_from_nothing", "standard"),
    ("S050", "heart", 12, "peach", "standard"),
    ("S051", "heart", 12, "dismantle", "standard"),
    ("S052", "heart", 12, "lightning", "ex"),
    ("S053", "heart", 13, "dodge", "standard"),
    ("S054", "heart", 13, "zhuahuang_feidian", "standard"),
    ("S055", "club", 1, "duel", "standard"),
    ("S056", "club", 1, "zhuge_crossbow", "standard"),
    ("S057", "club", 2, "slash", "standard"),
    ("S058", "club", 2, "eight_trigrams", "standard"),
    ("S059", "club", 2, "renwang_shield", "ex"),
    ("S060", "club", 3, "slash", "standard"),
    ("S061", "club", 3, "dismantle", "standard"),
    ("S062", "club", 4, "slash", "standard"),
    ("S063", "club", 4, "dismantle", "standard"),
    ("S064", "club", 5, "slash", "standard"),
    ("S065", "club", 5, "dilu", "standard"),
    ("S066", "club", 6, "slash", "standard"),
    ("S067", "club", 6, "indulgence", "standard"),
    ("S068", "club", 7, "slash", "standard"),
    ("S069", "club", 7, "barbarian_invasion", "standard"),
    ("S070", "club", 8, "slash", "standard"),
    ("S071", "club", 8, "slash", "standard"),
    ("S072", "club", 9, "slash", "standard"),
    ("S073", "club", 9, "slash", "standard"),
    ("S074", "club", 10, "slash", "standard"),
    ("S075", "club", 10, "slash", "standard"),
    ("S076", "club", 11, "slash", "standard"),
    ("S077", "club", 11, "slash", "standard"),
    ("S078", "club", 12, "borrowed_sword", "standard"),
    ("S079", "club", 12, "negate", "standard"),
    ("S080", "club", 13, "borrowed_sword", "standard"),
    ("S081", "club", 13, "negate", "standard"),
    ("S082", "diamond", 1, "duel", "standard"),
    ("S083", "diamond", 1, "zhuge_crossbow", "standard"),
    ("S084", "diamond", 2, "dodge", "standard"),
    ("S085", "diamond", 2, "dodge", "standard"),
    ("S086", "diamond", 3, "dodge", "standard"),
    ("S087", "diamond", 3, "snatch", "standard"),
    ("S088", "diamond", 4, "dodge", "standard"),
    ("S089", "diamond", 4, "snatch", "standard"),
    ("S090", "diamond", 5, "dodge", "standard"),
    ("S091", "diamond", 5, "stone_piercing_axe", "standard"),
    ("S092", "diamond", 6, "slash", "standard"),
    ("S093", "diamond", 6, "dodge", "standard"),
    ("S094", "diamond", 7, "slash", "standard"),
    ("S095", "diamond", 7, "dodge", "standard"),
    ("S096", "diamond", 8, "slash", "standard"),
    ("S097", "diamond", 8, "dodge", "standard"),
    ("S098", "diamond", 9, "slash", "standard"),
    ("S099", "diamond", 9, "dodge", "standard"),
    ("S100", "diamond", 10, "slash", "standard"),
    ("S101", "diamond", 10, "dodge", "standard"),
    ("S102", "diamond", 11, "dodge", "standard"),
    ("S103", "diamond", 11, "dodge", "standard"),
    ("S104", "diamond", 12, "peach", "standard"),
    ("S105", "diamond", 12, "sky_halberd", "standard"),
    ("S106", "diamond", 12, "negate", "ex"),
    ("S107", "diamond", 13, "slash", "standard"),
    ("S108", "diamond", 13, "zixing", "standard"),
))

# 军争篇 Maneuvering: the §9.3 grid, row for row (M001-M052 run ♠ A-K, ♥, ♣, ♦), 52 cards for a 160-card deck
# ("Every suit+rank pair appears exactly once"). Checked card for card against FreeKill's 军争 list.
MANEUVERING = tuple(PhysicalCard(*row) for row in (
    ("M001", "spade", 1, "ancient_scimitar", "maneuvering"),
    ("M002", "spade", 2, "rattan_armour", "maneuvering"),
    ("M003", "spade", 3, "wine", "maneuvering"),
    ("M004", "spade", 4, "thunder_slash", "maneuvering"),
    ("M005", "spade", 5, "thunder_slash", "maneuvering"),
    ("M006", "spade", 6, "thunder_slash", "maneuvering"),
    ("M007", "spade", 7, "thunder_slash", "maneuvering"),
    ("M008", "spade", 8, "thunder_slash", "maneuvering"),
    ("M009", "spade", 9, "wine", "maneuvering"),
    ("M010", "spade", 10, "supply_shortage", "maneuvering"),
    ("M011", "spade", 11, "iron_chain", "maneuvering"),
    ("M012", "spade", 12, "iron_chain", "maneuvering"),
    ("M013", "spade", 13, "negate", "maneuvering"),
    ("M014", "heart", 1, "negate", "maneuvering"),
    ("M015", "heart", 2, "fire_attack", "maneuvering"),
    ("M016", "heart", 3, "fire_attack", "maneuvering"),
    ("M017", "heart", 4, "fire_slash", "maneuvering"),
    ("M018", "heart", 5, "peach", "maneuvering"),
    ("M019", "heart", 6, "peach", "maneuvering"),
    ("M020", "heart", 7, "fire_slash", "maneuvering"),
    ("M021", "heart", 8, "dodge", "maneuvering"),
    ("M022", "heart", 9, "dodge", "maneuvering"),
    ("M023", "heart", 10, "fire_slash", "maneuvering"),
    ("M024", "heart", 11, "dodge", "maneuvering"),
    ("M025", "heart", 12, "dodge", "maneuvering"),
    ("M026", "heart", 13, "negate", "maneuvering"),
    ("M027", "club", 1, "silver_lion", "maneuvering"),
    ("M028", "club", 2, "rattan_armour", "maneuvering"),
    ("M029", "club", 3, "wine", "maneuvering"),
    ("M030", "club", 4, "supply_shortage", "maneuvering"),
    ("M031", "club", 5, "thunder_slash", "maneuvering"),
    ("M032", "club", 6, "thunder_slash", "maneuvering"),
    ("M033", "club", 7, "thunder_slash", "maneuvering"),
    ("M034", "club", 8, "thunder_slash", "maneuvering"),
    ("M035", "club", 9, "wine", "maneuvering"),
    ("M036", "club", 10, "iron_chain", "maneuvering"),
    ("M037", "club", 11, "iron_chain", "maneuvering"),
    ("M038", "club", 12, "iron_chain", "maneuvering"),
    ("M039", "club", 13, "iron_chain", "maneuvering"),
    ("M040", "diamond", 1, "vermilion_fan", "maneuvering"),
    ("M041", "diamond", 2, "peach", "maneuvering"),
    ("M042", "diamond", 3, "peach", "maneuvering"),
    ("M043", "diamond", 4, "fire_slash", "maneuvering"),
    ("M044", "diamond", 5, "fire_slash", "maneuvering"),
    ("M045", "diamond", 6, "dodge", "maneuvering"),
    ("M046", "diamond", 7, "dodge", "maneuvering"),
    ("M047", "diamond", 8, "dodge", "maneuvering"),
    ("M048", "diamond", 9, "wine", "maneuvering"),
    ("M049", "diamond", 10, "dodge", "maneuvering"),
    ("M050", "diamond", 11, "dodge", "maneuvering"),
    ("M051", "diamond", 12, "fire_attack", "maneuvering"),
    ("M052", "diamond", 13, "hualiu", "maneuvering"),
))

# Every card set a deck can be built from. A set declared with no cards yet cannot be built.
SET_IDS = ("standard", "ex", "maneuvering")
ALL_CARDS = STANDARD + MANEUVERING
DEFAULT_SETS = ("standard", "ex")


def card_sets(options: dict) -> tuple[str, ...]:
    """The card sets a match with these room options deals: the 108, and 军争's 52 when it is on
    (R13: "`yongjian` (用剑篇) is an alias of `junzheng`", seed 004 l.75 "用劍篇的規則與軍爭場基本相同")."""
    junzheng = options.get("junzheng") or options.get("yongjian") or goldfish_160(options)
    return DEFAULT_SETS + (("maneuvering",) if junzheng else ())


def goldfish_160(options: dict) -> bool:
    """R21: "the 金鱼 deck's card list is not in the seed. Use standard + EX + 军争 (160 cards). Why: seed 004 relies
    on 酒" (seed 004 l.59 "自己用「酒」自救"). Option `goldfish_108`: the 108 cards, the 酒 clauses idle."""
    return bool(options.get("goldfish")) and not options.get("goldfish_108")


def cards_of_set(set_id: str) -> tuple[PhysicalCard, ...]:
    return tuple(c for c in ALL_CARDS if c.set == set_id)


def build_deck(sets: Iterable[str] = DEFAULT_SETS) -> tuple[PhysicalCard, ...]:
    """The unshuffled deck of the named sets: a card's position in it is its index, used only inside the engine.

    The order is the declaration order of ALL_CARDS whatever the order of `sets`, so the same sets always give
    the same indices (standard + ex: index = the §7.1 code number - 1). The engine shuffles indices.
    """
    wanted = set(sets)
    unknown = sorted(wanted - set(SET_IDS))
    if unknown:
        raise ValueError(f"unknown card set(s) {unknown}: choose from {list(SET_IDS)}")
    empty = sorted(s for s in wanted if not cards_of_set(s))
    if empty:
        raise ValueError(f"card set(s) {empty} are declared but hold no cards yet")
    return tuple(c for c in ALL_CARDS if c.set in wanted)


# ---------------------------------------------------------------------------------------------
# Variant data that belongs to cards
# ---------------------------------------------------------------------------------------------

# 谋攻篇 strengthening (seed 004 l.85): rage spent when a card is used. "damage_card" = any kind with damage > 0;
# "wine" (酒) arrives with MANEUVERING. R27: at most one strengthening per card.
MOUGONG_STRENGTHEN_COST = {"slash": 1, "dodge": 1, "damage_card": 2, "peach": 3, "wine": 4, "delayed_trick": 4}
