"""三国杀: the small pieces every part of the flow shares (prompt keys, choices, refusals, events)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Optional

from games.core import Choice, Rejection

from .heroes import SKILLS
from .state import KIND_OF, face

PASS = "pass"
JADE = "jade"   # the dying player spends a 玉佩 (R23)
STRENGTHEN = "strengthen"   # 谋攻: strengthen the 闪 or 桃 asked for (§9.6), the card chosen next


def K(name: str) -> str:
    return "sanguosha.prompt." + name


def player(seat: Optional[int]) -> Optional[dict]:
    """A seat as a log or prompt parameter (docs/sanguosha-view.md, "log")."""
    return None if seat is None else {"seat": seat}


class Event(SimpleNamespace):
    """What a trigger is about: a plain bag of named facts that handlers read and may change
    (`ev.amount += 1`, `ev.prevented = True`). A fact not set reads as None."""

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return None


def pass_choice() -> Choice:
    return Choice(PASS, "sanguosha.choice.pass")


def card_choice(card: int, as_kind: Optional[str] = None) -> Choice:
    return Choice(str(card), "sanguosha.card." + (as_kind or KIND_OF[card]), ref={"card": face(card, as_kind)})


def refuse(code: str, message: str, **params) -> Rejection:
    return Rejection(code, message, key="sanguosha.error." + code, params=params)


def effect_choice(effect: str) -> Choice:
    """A `skill:<id>` button: a skill is named by its skill name, an equipment effect by its card's."""
    kind = "skill" if effect in SKILLS else "card"
    return Choice("skill:" + effect, f"sanguosha.{kind}.{effect}")
