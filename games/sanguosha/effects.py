"""The registry of behaviours: every skill and every equipment effect registers here by its id.

The data (heroes.py, cards.py) says what an effect is and when it acts; this registry holds the
short handlers that carry it out. The flow never names a skill: it raises a `Timing` for an event
(`Flow.trigger`), offers the view-as conversions and response providers a seat holds, and runs the
active skills a seat may use. docs/sanguosha.md, "Writing a skill", is the guide.

Four kinds of registration, one per kind of effect:

- `trigger(effect, timing, can=..., compulsory=...)`: a generator `run(flow, seat, ev)` called when
  `timing` is raised and `can(flow, seat, ev)` holds for a seat holding `effect`; an optional effect
  asks its holder first (the `skill` prompt).
- `view_as(ViewAs(...))`: cards used or played as another kind (武圣, 丈八蛇矛).
- `provider(Provider(...))`: an extra way to answer a request for a card (八卦阵, 护驾, 激将).
- `active(Active(...))`: a skill used at will in one's own play phase (制衡, 苦肉).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from .timings import Timing


def always(flow, seat, ev=None) -> bool:
    # also the default `can` of an Active, which is asked (flow, seat) only (苦肉)
    return True


@dataclass(frozen=True)
class Trigger:
    effect: str                 # a skill id or an equipment kind id
    timing: Timing
    run: Callable               # generator (flow, seat, ev)
    can: Callable = always      # (flow, seat, ev) -> bool: does it apply to this event for this seat?
    compulsory: bool = False    # 锁定技 and locked equipment: no question asked
    params: Optional[Callable] = None  # (flow, seat, ev) -> dict: what the `skill` prompt tells the holder


@dataclass(frozen=True)
class ViewAs:
    """Cards of one's own used or played as another kind (转化). `accepts(flow, seat, card, wanted)`
    says whether one card may go into a conversion to `wanted`; `count` cards make one."""

    effect: str
    kinds: tuple                # the kinds it can make
    accepts: Callable           # (flow, seat, card, wanted) -> bool
    zones: tuple = ("hand",)
    count: int = 1
    usable: Callable = always   # (flow, seat, wanted) -> bool: e.g. 急救 only outside one's own turn


@dataclass(frozen=True)
class Provider:
    """Another way to answer a request for `needs` (a card kind): `run(flow, seat, ctx)` is a generator
    returning a `Use` when it provided the card, else None. `choice` is the button's id."""

    effect: str
    choice: str
    needs: tuple
    run: Callable
    can: Callable = always      # (flow, seat, ctx) -> bool


@dataclass(frozen=True)
class Active:
    """A skill used in one's own play phase: offered as `skill:<id>` while `can(flow, seat)` holds and
    its per-phase limit (heroes.Skill.per_play_phase) is not reached; `run(flow, seat)` is a generator."""

    effect: str
    run: Callable
    can: Callable = always


TRIGGERS: dict = {}     # Timing -> [Trigger] in registration order
VIEW_AS: dict = {}      # effect id -> ViewAs
PROVIDERS: dict = {}    # effect id -> Provider
ACTIVE: dict = {}       # effect id -> Active


def trigger(effect: str, timing: Timing, can: Callable = always, compulsory: bool = False,
            params: Optional[Callable] = None):
    """Decorator: `@trigger("jianxiong", Timing.DAMAGED, can=...)` over `def run(flow, seat, ev)`."""
    def register(run):
        TRIGGERS.setdefault(Timing(timing), []).append(Trigger(effect, Timing(timing), run, can, compulsory, params))
        return run
    return register


def view_as(v: ViewAs) -> ViewAs:
    VIEW_AS[v.effect] = v
    return v


def provider(p: Provider) -> Provider:
    PROVIDERS[p.effect] = p
    return p


def active(a: Active) -> Active:
    ACTIVE[a.effect] = a
    return a


def card_filter(data: dict) -> Callable:
    """A test on one card from a skill's data (`from_cards`: {"colours": (...)} or {"suits": (...)})."""
    from .state import SUIT_OF, colour
    colours, suits = data.get("colours"), data.get("suits")
    return lambda card: (colours is None or colour(card) in colours) and (suits is None or SUIT_OF[card] in suits)


def view_as_from_data(skill) -> ViewAs:
    """The usual conversion, built from a skill's data alone (heroes.Skill.effect: `view_as`,
    `from_cards`, `zones`): 武圣, 倾国, 奇袭, 国色, 急救 are each this one line."""
    fits = card_filter(skill.effect.get("from_cards", {}))
    wanted_kind = skill.effect["view_as"]
    return view_as(ViewAs(skill.id, (wanted_kind,), lambda flow, seat, card, wanted: fits(card),
                          zones=tuple(skill.effect.get("zones", ("hand",)))))
