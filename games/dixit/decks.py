"""The Dixit card library, in memory (no I/O).

A card is ``{"id": str, "deck": str, "tags": {"en": [...], "zh-Hant": [...], "zh-Hans": [...]}}``
and may carry ``"group": str``: cards of one group are variants of one scene (the built-in
cards of one scene template), and a match deals at most one of them (``one_per_scene``). Tags
may be empty lists (uploaded decks). The server registers every deck at start-up and after
an upload; a deck's cards never change once registered. The built-in deck (``"builtin"``) comes
from ``games.dixit.art.catalog.builtin_cards()``, imported lazily the first time it is needed.

Until the art module exists, ``"builtin"`` is a placeholder of the same shape (ids ``b000`` ..
``b299`` with synthetic tags from ``synthetic_cards``), so the engine, the conformance test and
the bots run; the real catalogue replaces it as soon as it can be imported.
"""

from __future__ import annotations

import random

BUILTIN = "builtin"
PLACEHOLDER_SIZE = 300

_DECKS: dict = {}       # deck id -> list of cards, in registration order
_CARDS: dict = {}       # card id -> card

# Motifs for synthetic decks: (en, zh-Hant, zh-Hans). Dreamlike subjects in the spirit of the
# built-in art (a moon in a birdcage, a door alone in a desert), for tests and the placeholder.
MOTIFS = (
    ("moon", "月亮", "月亮"), ("ladder", "梯子", "梯子"), ("cage", "鳥籠", "鸟笼"),
    ("whale", "鯨魚", "鲸鱼"), ("star", "星星", "星星"), ("door", "門", "门"),
    ("desert", "沙漠", "沙漠"), ("light", "光", "光"), ("shadow", "影子", "影子"),
    ("dragon", "龍", "龙"), ("child", "孩子", "孩子"), ("house", "房子", "房子"),
    ("key", "鑰匙", "钥匙"), ("clock", "時鐘", "时钟"), ("tree", "樹", "树"),
    ("bird", "鳥", "鸟"), ("ship", "船", "船"), ("island", "島", "岛"),
    ("mirror", "鏡子", "镜子"), ("cat", "貓", "猫"), ("tiger", "老虎", "老虎"),
    ("lantern", "燈籠", "灯笼"), ("rain", "雨", "雨"), ("mountain", "山", "山"),
    ("river", "河", "河"), ("book", "書", "书"), ("crown", "王冠", "王冠"),
    ("mask", "面具", "面具"), ("balloon", "氣球", "气球"), ("snail", "蝸牛", "蜗牛"),
    ("owl", "貓頭鷹", "猫头鹰"), ("fish", "魚", "鱼"), ("bridge", "橋", "桥"),
    ("tower", "塔", "塔"), ("flower", "花", "花"), ("fire", "火", "火"),
    ("ice", "冰", "冰"), ("road", "路", "路"), ("cloud", "雲", "云"),
    ("sea", "海", "海"), ("night", "夜晚", "夜晚"), ("dream", "夢", "梦"),
    ("music", "音樂", "音乐"), ("giant", "巨人", "巨人"), ("thread", "線", "线"),
    ("window", "窗", "窗"), ("wolf", "狼", "狼"), ("feather", "羽毛", "羽毛"),
)


def register(deck_id: str, cards) -> None:
    """Add a deck. Each card is copied with its ``deck`` set to ``deck_id``; a deck already
    registered is left as it is (a deck's cards never change once registered)."""
    if deck_id in _DECKS:
        return
    own = [{"id": c["id"], "deck": deck_id,
            "tags": {lang: list(words) for lang, words in (c.get("tags") or {}).items()},
            **({"group": str(c["group"])} if c.get("group") else {})}
           for c in cards]
    _DECKS[deck_id] = own
    for c in own:
        _CARDS.setdefault(c["id"], c)


def known() -> list:
    """Every registered deck id (the built-in one first when it exists)."""
    _load_builtin()
    return list(_DECKS)


def cards_of(deck_ids) -> list:
    """The union of the decks' cards, in a stable order (decks in the order given, cards in
    their deck's order; a card in two decks counts once)."""
    _load_builtin()
    seen, out = set(), []
    for d in deck_ids:
        for c in _DECKS.get(d, ()):
            if c["id"] not in seen:
                seen.add(c["id"])
                out.append(c)
    return out


def scene(card: dict) -> tuple:
    """The scene a card shows: its deck's ``group``, or the card alone when it has none. Groups
    are a deck's own (two decks may use the same group name for different scenes)."""
    return (card["deck"], "group", card["group"]) if card.get("group") else (card["deck"], "card", card["id"])


def one_per_scene(cards) -> list:
    """The first card of each scene, in the order given (shuffle first for a random one)."""
    seen, out = set(), []
    for c in cards:
        if scene(c) not in seen:
            seen.add(scene(c))
            out.append(c)
    return out


def tags(card_id: str, lang: str = "en") -> list:
    """A card's tags in ``lang`` ([] for an unknown or untagged card)."""
    card = _CARDS.get(card_id)
    return list(card["tags"].get(lang, ())) if card else []


def synthetic_cards(prefix: str, count: int, seed: int = 0, per_card: int = 4) -> list:
    """``count`` cards ``<prefix>000``.. with ``per_card`` motif tags each in all three
    languages, chosen by ``random.Random(seed)`` (deterministic)."""
    rng = random.Random(seed)
    out = []
    for k in range(count):
        motifs = rng.sample(MOTIFS, per_card)
        out.append({"id": f"{prefix}{k:03d}",
                    "tags": {lang: [m[i] for m in motifs] for i, lang in enumerate(("en", "zh-Hant", "zh-Hans"))}})
    return out


def _load_builtin() -> None:
    if BUILTIN in _DECKS:
        return
    try:
        from games.dixit.art.catalog import builtin_cards
    except ImportError as e:  # the art package is not there (or not complete) yet
        if not (e.name or "").startswith("games.dixit.art"):
            raise
        register(BUILTIN, synthetic_cards("b", PLACEHOLDER_SIZE, seed=0))
        return
    register(BUILTIN, builtin_cards())
