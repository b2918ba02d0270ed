"""三国杀 heroes (武将) and their skills as data.

Sources: docs/rules/sanguosha.md §8 (the 25 standard heroes, kingdoms, sex, HP, skills,
rulings on text differences), seed 000 l.380 ("25張角色牌") and l.407 (the three lord heroes); the
谋攻篇 mode skills from seed 004 l.82 and l.89-90. Facts were checked against FreeKill's standard package;
every text is our own and lives in games/sanguosha/i18n.json ("sanguosha.hero.<id>", "sanguosha.skill.<id>",
"sanguosha.skill.<id>.text"). Ids are pinyin, as both well-known engines spell them.

No behaviour lives here. A skill says what kind of effect it is, when it acts (timings.Timing) and the numbers
and names its effect needs; the engine implements each skill id.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .timings import Timing

KINGDOMS = ("wei", "shu", "wu", "qun")
GENDERS = ("male", "female")

# What kind of effect a skill is:
#   trigger  fires at its timings, when its condition holds ("when / after ..., you may ...")
#   active   used at will in one's own play phase (PLAY_PHASE_ACTION)
#   view_as  lets cards be used or played as another card (转化, VIEW_AS); the result counts as that card
#            (§6.11: "Playing a card through a skill ... counts as playing that card")
#   status   a standing rule change (distance, targeting, limits; ALWAYS)
SKILL_KINDS = ("trigger", "active", "view_as", "status")


@dataclass(frozen=True)
class Skill:
    """One skill. Flags as printed on the card: 锁定技 (compulsory), 主公技 (lord), 限定技 (limited),
    觉醒技 (awakening). per_play_phase: how often per play phase (None: no limit). mode: the room option that
    grants it to players whatever their hero (None: a hero skill). effect: machine-usable facts."""

    id: str
    kind: str
    timings: tuple[Timing, ...]
    lord: bool = False
    compulsory: bool = False
    limited: bool = False
    awakening: bool = False
    per_play_phase: int | None = None
    mode: str | None = None
    effect: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Hero:
    """lord: one of the heroes every Lord is offered (seed 000 l.407). tier: the strength tier for the
    `hero_tiers` option (seed 004 l.27); None in the standard set, where the option stays off (R24)."""

    id: str
    kingdom: str
    gender: str
    hp: int
    skills: tuple[str, ...]
    lord: bool = False
    set: str = "standard"
    tier: int | None = None


def _trigger(id, *timings, **kw):
    return Skill(id, "trigger", timings, **kw)


def _active(id, once=True, **effect):
    return Skill(id, "active", (Timing.PLAY_PHASE_ACTION,), per_play_phase=1 if once else None, effect=effect)


def _view_as(id, lord=False, **effect):
    return Skill(id, "view_as", (Timing.VIEW_AS,), lord=lord, effect=effect)


def _status(id, compulsory=True, **effect):
    return Skill(id, "status", (Timing.ALWAYS,), compulsory=compulsory, effect=effect)


_RED = {"colours": ("red",)}
_BLACK = {"colours": ("black",)}
_NOT_HEART = {"suits": ("spade", "club", "diamond")}

SKILL_LIST = (
    # ---- 魏 Wei ----
    # 奸雄: "after you take damage, you may take the card(s) that caused it."
    _trigger("jianxiong", Timing.DAMAGED, effect={"gain": "damaging_cards"}),
    # 护驾 [Lord]: "when you need to use or play a 闪, other 魏 players may, in seat order, play one for you."
    _view_as("hujia", lord=True, view_as="dodge", provided_by={"kingdom": "wei", "who": "others", "order": "seat"}),
    # 鬼才: "before any judgement takes effect, you may play a hand card to replace the judgement card."
    _trigger("guicai", Timing.BEFORE_JUDGEMENT_EFFECT, effect={"replace_judgement_with": "hand_card", "whose": "any"}),
    # 反馈: "after you take damage, you may take one card (hand or equipped) from the source."
    _trigger("fankui", Timing.DAMAGED, effect={"take_from_source": 1, "zones": ("hand", "equip")}),
    # 刚烈: "after you take damage from a source, you may judge. Unless the result is ♥, the source chooses:
    #  discard 2 hand cards, or take 1 damage from you."
    _trigger("ganglie", Timing.DAMAGED,
             effect={"needs_source": True, "judge_succeeds": _NOT_HEART,
                     "source_chooses": ("discard_2_hand_cards", "take_1_damage")}),
    # 突袭: "in your draw phase, instead of drawing, you may take one hand card from each of up to 2 other players"
    _trigger("tuxi", Timing.PHASE_START_DRAW, effect={"replaces": "draw", "max_targets": 2, "take_hand_cards_each": 1}),
    # 裸衣: "draw 1 fewer card. If you do, your 杀 and 决斗 deal +1 damage this turn."
    _trigger("luoyi", Timing.DRAW_PHASE_COUNT, Timing.CAUSING_DAMAGE,
             effect={"draw_fewer": 1, "damage_bonus": 1, "cards": ("slash", "duel"), "lasts": "turn"}),
    # 天妒: "after your judgement takes effect, you may take the judgement card."
    _trigger("tiandu", Timing.AFTER_JUDGEMENT_EFFECT, effect={"gain": "judgement_card", "whose": "own"}),
    # 遗计: "for each 1 damage you take, you may look at the top 2 cards ... and give them to any players"
    _trigger("yiji", Timing.DAMAGED, effect={"per_damage_point": True, "look_top": 2, "distribute_to": "any"}),
    # 洛神: "in your start phase you may judge. On black you take the card and may repeat."
    _trigger("luoshen", Timing.PHASE_START_START, Timing.AFTER_JUDGEMENT_EFFECT,
             effect={"judge_succeeds": _BLACK, "gain": "judgement_card", "repeat": True}),
    # 倾国: "you may use or play a black hand card as 闪."
    _view_as("qingguo", view_as="dodge", from_cards=_BLACK, zones=("hand",)),

    # ---- 蜀 Shu ----
    # 仁德: "give any number of hand cards to other players ... The first time the cards you have given this
    #  phase reach 2 or more, you recover 1."
    _active("rende", once=False, give_hand_cards="any", recover_when_given=2, recover=1),
    # 激将 [Lord]: "when you need to use or play a 杀, other 蜀 players may, in seat order, play one for you."
    _view_as("jijiang", lord=True, view_as="slash", provided_by={"kingdom": "shu", "who": "others", "order": "seat"}),
    # 武圣: "you may use or play any red card (hand or equipped) as 杀."
    _view_as("wusheng", view_as="slash", from_cards=_RED, zones=("hand", "equip")),
    # 咆哮: "you may use any number of 杀 in your play phase." §8: not locked (its wording says "may").
    _status("paoxiao", compulsory=False, slash_limit=None),
    # 观星: "look at the top X cards ..., X = the number of living players, at most 5. Put any of them back on top
    #  in any order and the rest on the bottom in any order."
    _trigger("guanxing", Timing.PHASE_START_START, effect={"look_top": "living_players", "max": 5,
                                                          "arrange_to": ("top", "bottom")}),
    # 空城 [L]: "while you have no hand cards, you cannot be targeted by 杀 or 决斗."
    _status("kongcheng", condition="no_hand_cards", untargetable_by=("slash", "duel")),
    # 龙胆: "you may use or play a 杀 as 闪, and a 闪 as 杀." §8: hand cards only.
    _view_as("longdan", view_as_pairs={"slash": "dodge", "dodge": "slash"}, zones=("hand",)),
    # 马术 [L]: "your distance to other players −1."
    _status("mashu", distance_from_holder=-1),
    # 铁骑: "after you target a player with 杀, you may judge. On red, that player cannot respond to it with 闪."
    _trigger("tieqi", Timing.AFTER_TARGET_CHOSEN, effect={"card": "slash", "judge_succeeds": _RED,
                                                          "then": "target_cannot_dodge"}),
    # 集智: "when you use a normal (non-delayed) trick, you may draw 1." R12: converted tricks count.
    _trigger("jizhi", Timing.CARD_USED, effect={"card_type": "trick", "draw": 1, "converted_count": True}),
    # 奇才 [L]: "your tricks have no distance limit."
    _status("qicai", trick_distance_limit=None),

    # ---- 吴 Wu ----
    # 制衡 [1/phase]: "discard any number of cards (hand or equipped), then draw the same number."
    _active("zhiheng", discard="any", zones=("hand", "equip"), draw="same_number"),
    # 救援 [Lord][L]: "when another 吴 player uses 桃 on you while you are dying, you recover 1 extra."
    _trigger("jiuyuan", Timing.BEFORE_HP_RECOVER, lord=True, compulsory=True,
             effect={"card": "peach", "from_kingdom": "wu", "while": "dying", "extra_recover": 1}),
    # 奇袭: "you may use any black card (hand or equipped) as 过河拆桥."
    _view_as("qixi", view_as="dismantle", from_cards=_BLACK, zones=("hand", "equip")),
    # 克己: "if you neither used nor played a 杀 during your play phase, you may skip your discard phase."
    _trigger("keji", Timing.PHASE_CHANGING_DISCARD, effect={"skip": "discard",
                                                            "unless": "used_or_played_slash_in_play_phase"}),
    # 苦肉: "any number of times in your play phase, lose 1 HP and draw 2 cards."
    _active("kurou", once=False, lose_hp=1, draw=2),
    # 英姿: "draw 1 extra card in your draw phase."
    _trigger("yingzi", Timing.DRAW_PHASE_COUNT, effect={"draw_extra": 1}),
    # 反间 [1/phase]: "another player names a suit, then takes one of your hand cards at random and shows it.
    #  If its suit differs from the one named, you deal them 1 damage."
    _active("fanjian", target_names="suit", target_takes="random_hand_card", damage_on_mismatch=1),
    # 国色: "you may use a ♦ card (hand or equipped) as 乐不思蜀."
    _view_as("guose", view_as="indulgence", from_cards={"suits": ("diamond",)}, zones=("hand", "equip")),
    # 流离: "when you become the target of a 杀, you may discard a card to move the 杀 to another player ...
    #  within your attack range, a legal target for the 杀, and not its user."
    _trigger("liuli", Timing.ON_BECOMING_TARGET,
             effect={"card": "slash", "discard": 1, "new_target": "in_holder_attack_range_legal_not_user"}),
    # 谦逊 [L]: "you cannot be targeted by 顺手牵羊 or 乐不思蜀."
    _status("qianxun", untargetable_by=("snatch", "indulgence")),
    # 连营: "after you lose your last hand card, you may draw 1."
    _trigger("lianying", Timing.AFTER_CARDS_MOVED, effect={"when": "lost_last_hand_card", "draw": 1}),
    # 结姻 [1/phase]: "discard 2 hand cards and choose a wounded male. You and he each recover 1."
    _active("jieyin", discard_hand_cards=2, target="wounded_male", recover_both=1),
    # 枭姬: "whenever you lose a card from your equipment area, you may draw 2."
    _trigger("xiaoji", Timing.AFTER_CARDS_MOVED, effect={"when": "lost_equipped_card", "per_card": True, "draw": 2}),

    # ---- 群 Qun ----
    # 青囊 [1/phase]: "discard 1 hand card; a wounded player of your choice, yourself included, recovers 1."
    _active("qingnang", discard_hand_cards=1, target="wounded_any", recover=1),
    # 急救: "outside your own turn, you may use any red card (hand or equipped) as 桃."
    _view_as("jijiu", view_as="peach", from_cards=_RED, zones=("hand", "equip"), when="outside_own_turn"),
    # 无双 [L]: "a target of your 杀 needs two 闪 to cancel it. In a 决斗 with you, whoever started it, your
    #  opponent must play two 杀 each time."
    _trigger("wushuang", Timing.AFTER_TARGET_CHOSEN, Timing.AFTER_BECOMING_TARGET, compulsory=True,
             effect={"slash_dodges_needed": 2, "duel_slashes_needed": 2}),
    # 离间 [1/phase]: "discard 1 card and choose two other male players. The second one chosen counts as using a
    #  决斗 on the first. This 决斗 cannot be answered with 无懈可击."
    _active("lijian", discard=1, targets="two_other_males", second_uses_on_first="duel", negatable=False),
    # 闭月: "in your finish phase you may draw 1."
    _trigger("biyue", Timing.PHASE_START_FINISH, effect={"draw": 1}),

    # ---- 谋攻篇 mode skills (option `mougong`, §9.6) ----
    # 明君, seed 004 l.89-90: "覺醒技，當主公進入瀕死、場上有兩名角色陣亡、第三輪的主公回合開始時，將會翻開身份牌并回復2點
    #  體力，然后增加一點體力上限，獲得主公的主公技（若該角色沒有主公技，則改為增加兩點體力上限）". Visible to the Lord only.
    #  R30: without a lord skill the +1 becomes +2. R31: the Lord is hidden under 谋攻.
    _trigger("mingjun", Timing.DYING, Timing.DEATH, Timing.TURN_START, awakening=True, mode="mougong",
             effect={"holder": "lord", "visible_to": "holder",
                     "fires_at_first_of": ("holder_dying", "two_deaths", "holder_turn_start_round_3"),
                     "reveal_role": True, "recover": 2, "max_hp": 1, "gain_lord_skills": True,
                     "max_hp_without_lord_skill": 2}),
    # 洞察, seed 004 l.82: "當玩家對一名角色造成傷害或令其失去體力值時可以消耗一點怒氣值，查看你與他是不是相同的陣營是敵是友"
    #  (l.92-94: a 内奸 reads as friend, the disguised 反贼 as enemy, and a 内奸's own 洞察 shows the role.)
    _trigger("dongcha", Timing.DAMAGED, Timing.HP_LOST, mode="mougong",
             effect={"holder": "everyone", "rage_cost": 1, "learn": "same_camp", "renegade_learns": "role"}),
)

SKILLS = {s.id: s for s in SKILL_LIST}

# Which skills a room option gives to players whatever their hero.
MODE_SKILLS = {mode: tuple(s.id for s in SKILL_LIST if s.mode == mode)
               for mode in sorted({s.mode for s in SKILL_LIST if s.mode})}

HERO_LIST = (
    # 魏 Wei (7)
    Hero("caocao", "wei", "male", 4, ("jianxiong", "hujia"), lord=True),
    Hero("simayi", "wei", "male", 3, ("guicai", "fankui")),
    Hero("xiahoudun", "wei", "male", 4, ("ganglie",)),
    Hero("zhangliao", "wei", "male", 4, ("tuxi",)),
    Hero("xuchu", "wei", "male", 4, ("luoyi",)),
    Hero("guojia", "wei", "male", 3, ("tiandu", "yiji")),
    Hero("zhenji", "wei", "female", 3, ("luoshen", "qingguo")),
    # 蜀 Shu (7)
    Hero("liubei", "shu", "male", 4, ("rende", "jijiang"), lord=True),
    Hero("guanyu", "shu", "male", 4, ("wusheng",)),
    Hero("zhangfei", "shu", "male", 4, ("paoxiao",)),
    Hero("zhugeliang", "shu", "male", 3, ("guanxing", "kongcheng")),
    Hero("zhaoyun", "shu", "male", 4, ("longdan",)),
    Hero("machao", "shu", "male", 4, ("mashu", "tieqi")),
    Hero("huangyueying", "shu", "female", 3, ("jizhi", "qicai")),
    # 吴 Wu (8)
    Hero("sunquan", "wu", "male", 4, ("zhiheng", "jiuyuan"), lord=True),
    Hero("ganning", "wu", "male", 4, ("qixi",)),
    Hero("lvmeng", "wu", "male", 4, ("keji",)),
    Hero("huanggai", "wu", "male", 4, ("kurou",)),
    Hero("zhouyu", "wu", "male", 3, ("yingzi", "fanjian")),
    Hero("daqiao", "wu", "female", 3, ("guose", "liuli")),
    Hero("luxun", "wu", "male", 3, ("qianxun", "lianying")),
    Hero("sunshangxiang", "wu", "female", 3, ("jieyin", "xiaoji")),
    # 群 Qun (3)
    Hero("huatuo", "qun", "male", 3, ("qingnang", "jijiu")),
    Hero("lvbu", "qun", "male", 4, ("wushuang",)),
    Hero("diaochan", "qun", "female", 3, ("lijian", "biyue")),
)

HEROES = {h.id: h for h in HERO_LIST}

# "首先分給獲得主公身份的玩家（以下簡稱主公玩家）"曹操"、"劉備"、"孫權"，和另外隨機抽取的2張武將牌" (seed 000 l.407)
LORD_HEROES = tuple(h.id for h in HERO_LIST if h.lord)

# Hero sets a room can draw from; larger packs (and their tiers) slot in here.
HERO_SETS = {"standard": tuple(h.id for h in HERO_LIST if h.set == "standard")}


def lord_skills(hero_id: str) -> tuple[str, ...]:
    """The hero's 主公技, which work only while the hero is the Lord (§8)."""
    return tuple(s for s in HEROES[hero_id].skills if SKILLS[s].lord)
