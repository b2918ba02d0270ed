"""盗梦都市: the 15 masters and 36 thieves, as data (docs/rules/inception.md §10).

Each role is its id, its camp, whether it is two-sided (§2 step 6: it announces which face starts up) and
whether the 3-4 player variant removes it (§11 "Remove these roles"). What each skill and world rule does
is in skills.py, keyed by the same ids; the texts are in i18n.json (``inception.role.<id>``, ``.skill``,
``.world``).
"""

from __future__ import annotations

from dataclasses import dataclass

MASTER, THIEF = "master", "thief"


@dataclass(frozen=True)
class Role:
    id: str
    camp: str
    two_sided: bool = False
    small_out: bool = False       # §11: removed from the 3-4 player variant


MASTERS = (
    Role("uranus", MASTER),            # 天王星·苍穹
    Role("pluto", MASTER),             # 冥王星·地狱
    Role("neptune", MASTER, small_out=True),   # 海王星·泓洋 (§11 removes it)
    Role("jupiter", MASTER),           # 木星·巅峰
    Role("mercury", MASTER),           # 水星·航路
    Role("venus", MASTER),             # 金星·镜界
    Role("mars", MASTER),              # 火星·战场
    Role("passage", MASTER),           # 密道
    Role("midsummer", MASTER),         # 盛夏
    Role("chessboard", MASTER),        # 棋局
    Role("fortress", MASTER),          # 要塞
    Role("blackhole_master", MASTER),  # 黑洞 (master)
    Role("harbour", MASTER, small_out=True),   # 港口 (§11 removes it)
    Role("imperial", MASTER),          # 皇城
    Role("saturn", MASTER),            # 土星·领地
)

THIEVES = (
    Role("apollo", THIEF),             # 阿波罗
    Role("luna", THIEF, two_sided=True),   # 露娜: 月蚀 / 满月
    Role("gaia", THIEF),               # 盖亚
    Role("capricornus", THIEF),        # 摩羯
    Role("aquarius", THIEF),           # 水瓶
    Role("pisces", THIEF, two_sided=True),  # 双鱼: 游离 / 洗礼
    Role("aries", THIEF),              # 白羊
    Role("taurus", THIEF),             # 金牛
    Role("gemini", THIEF, two_sided=True, small_out=True),  # 双子: 命运 / 抉择 (§11 removes it)
    Role("cancer", THIEF),             # 巨蟹
    Role("virgo", THIEF),              # 处女
    Role("libra", THIEF),              # 天秤
    Role("scorpius", THIEF),           # 天蝎
    Role("sagittarius", THIEF),        # 射手
    Role("haley", THIEF),              # 哈雷
    Role("blackhole", THIEF),          # 黑洞 (thief)
    Role("athena", THIEF),             # 雅典娜
    Role("leo", THIEF, small_out=True),    # 狮子 (§11 removes it)
    Role("avatar", THIEF),             # 降世神通
    Role("joker", THIEF),              # 小丑
    Role("pointman", THIEF),           # 先锋
    Role("interpreter", THIEF),        # 译梦师
    Role("tourist", THIEF),            # 穿行者
    Role("martyr", THIEF),             # 殉道者
    Role("shade", THIEF, small_out=True),  # 影子 (§11 removes it)
    Role("terrorist", THIEF),          # 恐怖分子
    Role("lord_of_war", THIEF),        # 战争之王
    Role("judge", THIEF),              # 意念判官
    Role("black_swan", THIEF),         # 黑天鹅
    Role("chemist", THIEF),            # 药剂师
    Role("architect", THIEF),          # 筑梦师
    Role("sculptor", THIEF),           # 灵雕师
    Role("forger", THIEF),             # 欺诈师
    Role("soul_priest", THIEF),        # 灵魂牧师
    Role("space_queen", THIEF),        # 空间女王
    Role("extractor", THIEF),          # 梦境猎手
)

ROLES = {r.id: r for r in MASTERS + THIEVES}
assert len(MASTERS) == 15 and len(THIEVES) == 36   # §1 components


def pool(camp: str, small: bool, implemented) -> list:
    """The role ids a table deals from: the camp's roles the rules implement, less the variant's removals."""
    roles = MASTERS if camp == MASTER else THIEVES
    return [r.id for r in roles if r.id in implemented and not (small and r.small_out)]

# The skills a role uses by choice in its own play phase (the play prompt's ``skill:<id>`` buttons); the others
# act by themselves at the moments their texts name (skills.py).
ACTIVE = {
    "uranus": ("power",), "pluto": ("hellfire",), "venus": ("double",), "mars": ("carnage",),
    "apollo": ("worship",), "luna": ("eclipse", "full_moon"), "gaia": ("shake",), "aquarius": ("gather",),
    "pisces": ("baptism",), "libra": ("balance",), "blackhole": ("swallow",), "athena": ("marvel",),
    "tourist": ("support",), "martyr": ("sacrifice",), "shade": ("follow",), "lord_of_war": ("black_market",),
    "chemist": ("mix",), "architect": ("maze",), "forger": ("trick",), "soul_priest": ("rescue",),
}
# World rules that give every player (or every thief) a choice in their play phase.
WORLD_ACTIVE = {"mars": ("arsenal",), "venus": ("repeat",), "saturn": ("bribe_move",)}
