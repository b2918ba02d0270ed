"""魔城馬車 Die Kutschfahrt zur Teufelsburg: the components as data.

Authority: ``docs/rules/kutschfahrt.md`` (cited as §x) over seed 001 (cited as "seed l.n").
"""

from __future__ import annotations

# -- societies (§0, seed l.54, l.80, l.238) ----------------------------------------------------

ORDER, BROTHERHOOD = "order", "brotherhood"
SOCIETIES = (ORDER, BROTHERHOOD)
OTHER_SOCIETY = {ORDER: BROTHERHOOD, BROTHERHOOD: ORDER}

# -- items (§1.1, §6) ---------------------------------------------------------------------------

KEY, GOBLET, BAG_KEY, BAG_GOBLET = "key", "goblet", "bag_key", "bag_goblet"
BLACK_PEARL, BROKEN_MIRROR, COAT_OF_ARMS = "black_pearl", "broken_mirror", "coat_of_arms"
DAGGER, GLOVES, POISON_RING, CASTING_KNIVES, WHIP = "dagger", "gloves", "poison_ring", "casting_knives", "whip"
PRIVILEGE, MONOCLE, TOME, COAT, SEXTANT = "privilege", "monocle", "tome", "coat", "sextant"
BAGS = (BAG_KEY, BAG_GOBLET)
OTHER_BAG = {BAG_KEY: BAG_GOBLET, BAG_GOBLET: BAG_KEY}

# §1.1 "The 21 items": kind -> how many. Seal items 印信 are the pool the starting items are drawn
# from (seed l.241); the two bags are dealt separately (seed l.240, l.242); the rest only ever lie in
# the pile (seed l.243).
SEAL_ITEMS = {KEY: 3, GOBLET: 3, BLACK_PEARL: 1, DAGGER: 1, GLOVES: 1, POISON_RING: 1, CASTING_KNIVES: 1,
              WHIP: 1, PRIVILEGE: 1, MONOCLE: 1}
NON_SEAL_ITEMS = (BROKEN_MIRROR, SEXTANT, COAT, TOME, COAT_OF_ARMS)

# The order items are listed in on a phone (own hand, notes) and in the catalogue: victory items first.
ITEM_ORDER = (KEY, GOBLET, BAG_KEY, BAG_GOBLET, COAT_OF_ARMS, BLACK_PEARL, DAGGER, GLOVES, POISON_RING,
              CASTING_KNIVES, WHIP, PRIVILEGE, MONOCLE, TOME, COAT, SEXTANT, BROKEN_MIRROR)
ITEM_RANK = {item: k for k, item in enumerate(ITEM_ORDER)}

# Seed l.244 "三人玩家時...將黑珍珠(Black Pearl)移出遊戲不使用" and l.85; seed l.245 "十位玩家時，將外套(Coat)移出
# 遊戲不使用" and l.59: item -> the player counts it is in the game at.
PLAYER_RANGE = {BLACK_PEARL: range(4, 11), COAT: range(3, 10)}

# §4.1 A society's victory items: Keys for the Order (seed l.80), Goblets for the Brotherhood (seed
# l.54); its bag becomes one of them once the pile is empty (seed l.24, l.32, l.34).
VICTORY_ITEM = {ORDER: KEY, BROTHERHOOD: GOBLET}
VICTORY_BAG = {ORDER: BAG_KEY, BROTHERHOOD: BAG_GOBLET}

# §3.1 Items with a trade effect ("Trade it in and you may...", seed l.202): each has its effect in
# games/kutschfahrt/trade.py. The bags' effect is told as "a Secret Bag" (which one stays secret).
TRADE_EFFECT_ITEMS = (BAG_KEY, BAG_GOBLET, PRIVILEGE, MONOCLE, TOME, COAT, SEXTANT)
# §3.1 Must be accepted when offered: the Black Pearl (seed l.86) and the Broken Mirror (seed l.115).
MUST_ACCEPT = (BLACK_PEARL, BROKEN_MIRROR)

# -- professions (§5, seed l.118-189) ------------------------------------------------------------

DIPLOMAT, DOCTOR, DUELIST, POISON_MIXER, GRAND_MASTER = "diplomat", "doctor", "duelist", "poison_mixer", "grand_master"
CLAIRVOYANT, HYPNOTIST, BODYGUARD, PRIEST, THUG = "clairvoyant", "hypnotist", "bodyguard", "priest", "thug"
PROFESSIONS = (DIPLOMAT, DOCTOR, DUELIST, POISON_MIXER, GRAND_MASTER, CLAIRVOYANT, HYPNOTIST, BODYGUARD,
               PRIEST, THUG)
# §5 "只能使用一次" (seed l.120, 133, 139, 147, 161, 181): once used it lies face up and is spent; the
# others (Grand Master, Hypnotist, Bodyguard, Thug) act in every fight, face up after their first use.
SINGLE_USE = (DIPLOMAT, DOCTOR, DUELIST, POISON_MIXER, CLAIRVOYANT, PRIEST)
# §3 "Optional free actions (own turn only)": the Diplomat (seed l.121) and the Clairvoyant (seed l.162).
FREE_ACTIONS = (DIPLOMAT, CLAIRVOYANT)

# -- the fight (§3.2) ------------------------------------------------------------------------------

ATTACKER, DEFENDER, NEUTRAL = "attacker", "defender", "neutral"
SIDES = (ATTACKER, DEFENDER)
OTHER_SIDE = {ATTACKER: DEFENDER, DEFENDER: ATTACKER}
# A seat's part in a fight: a fighter, a supporter of one side, neutral (or hypnotised).
FOR_ATTACKER, FOR_DEFENDER, HYPNOTISED = "for_attacker", "for_defender", "hypnotised"
SUPPORTER_OF = {ATTACKER: FOR_ATTACKER, DEFENDER: FOR_DEFENDER}

# §3.2 "Eligible uses in F5": what each part may use, and whom its +1 helps (None: no strength).
# Dagger: "當你是攻擊者時可以+1力量，若是支援他人則不行" (seed l.4). Gloves: "你若是防守者時，結果可以+1力量"
# (seed l.48). Poison Ring: "若你...是攻擊者或防守者，而比力量結果是平手時，你可以獲勝" (seed l.42). Casting Knives:
# "若你在戰鬥中支持攻擊者，該攻擊者可以獲得+1的力量" (seed l.109). Whip: "若你在戰鬥中支持防守者，可以增加防守者一點
# 力量。自己是防守者不可使用" (seed l.73-74).
ITEM_USES = {
    DAGGER: {ATTACKER: ATTACKER},
    GLOVES: {DEFENDER: DEFENDER},
    POISON_RING: {ATTACKER: None, DEFENDER: None},
    CASTING_KNIVES: {FOR_ATTACKER: ATTACKER},
    WHIP: {FOR_DEFENDER: DEFENDER},
}
# Thug: "若你是攻擊者...加1力量。若為防守者或支援戰鬥皆不能作用" (seed l.189). Grand Master: "若你是防守者，結果可以
# +1力量" (seed l.155). Bodyguard: "你在戰鬥中所支持的一方可以獲得+1力量...不能用來支援自己" (seed l.176). Duelist:
# "若你是參戰一方...可以獲得+1的力量" (seed l.140). Poison Mixer: "若你不是攻擊者或防守者時，你可以決定戰鬥獲勝的
# 一方" (seed l.148): a supporter or a neutral player.
PROFESSION_USES = {
    THUG: {ATTACKER: ATTACKER},
    GRAND_MASTER: {DEFENDER: DEFENDER},
    BODYGUARD: {FOR_ATTACKER: ATTACKER, FOR_DEFENDER: DEFENDER},
    DUELIST: {ATTACKER: ATTACKER, DEFENDER: DEFENDER},
    POISON_MIXER: {FOR_ATTACKER: None, FOR_DEFENDER: None, NEUTRAL: None},
}
# Host option "Doctor in the item round" (R4): any part not hypnotised, the fight ends.
DOCTOR_IN_ROUND = {ATTACKER: None, DEFENDER: None, FOR_ATTACKER: None, FOR_DEFENDER: None, NEUTRAL: None}

# -- setup by player count (§2) --------------------------------------------------------------------

# §2 table: items each (seed l.242, l.244: two at 3 players) and the hand limit (research, §2).
ITEMS_EACH = {3: 2}
HAND_LIMIT = {3: 8, 4: 6}
HAND_LIMIT_DEFAULT = 5
# §4.2 item 3: victory items an announcing group needs; the smaller society at an odd count needs 2
# (seed l.227-228 "弱勢陣營：兩個聖杯、兩個鑰匙").
NEEDED, NEEDED_SMALLER = 3, 2
# §4.3: the Loge's solo victory needs "3個道具" (seed l.101).
NEEDED_SOLO = 3


def items_each(players: int) -> int:
    return ITEMS_EACH.get(players, 1)


def hand_limit(players: int) -> int:
    return HAND_LIMIT.get(players, HAND_LIMIT_DEFAULT)


def society_deck(players: int) -> list:
    """Seed l.238: "雙數玩家時，教廷及共濟會各半數；單數玩家時，將人數+1，並且兩種陣營各半數"."""
    half = (players + 1) // 2
    return [ORDER] * half + [BROTHERHOOD] * half


# §7 "three-society variant for 3 players": all 5 + 5 society cards, 3 to each player; a player's society is
# the one on at least 2 of their 3 cards.
VARIANT_CARDS_EACH = 3
VARIANT_DECK = [ORDER] * 5 + [BROTHERHOOD] * 5


def majority(cards: list) -> str:
    return max(SOCIETIES, key=cards.count)


def item_kind(choice_id: str) -> str:
    """An own-item choice id (``key``, ``key.2``) -> the item kind."""
    return choice_id.split(".", 1)[0]
