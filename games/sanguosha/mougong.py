"""三国杀 谋攻篇 (option `mougong`; docs/rules/sanguosha.md §9.6 and R25-R32; seed 004 l.77-95): rage, 洞察's
answer, strengthened cards and the Renegade's disguised Rebel. The rules as data and pure functions first, then
`Mougong`, a mixin of flow.Flow holding the flow's few 谋攻 steps (the skills 洞察 and 明君 are in skills/).
"""

from __future__ import annotations

from typing import Optional

from games.core import Choice

from .cards import KINDS, MOUGONG_STRENGTHEN_COST
from .common import player
from .heroes import MODE_SKILLS
from .roles import hidden_lord
from .state import PLAYS_AS, face

MODE = "mougong"
# R25: "the cap is 4, the largest single cost".
RAGE_CAP = 4
# R27's alternative, option `mougong_stacking`: "allow stacking (3 rage)": a 杀 strengthened both ways at once.
STACKED = {"slash_damage": ("slash", "damage_card")}
# Seed 004 l.85: "消耗三點怒氣值可以強化桃令它的恢復值+2"; R28: at full HP "+1 max HP".
PEACH_EXTRA, PEACH_MAX_HP = 2, 1
# "消耗二點怒氣值可以強化傷害牌令它們造成的傷害+1" and the 酒's "所有傷害加1".
DAMAGE_EXTRA = 1
# R32: the disguised Rebel, unmasked, "draw 2".
UNMASK_DRAW = 2
# Damage cards (§9.6: "杀, 决斗, 南蛮入侵, 万箭齐发 and 火攻"): the kinds that deal damage when used, a delayed
# trick's damage (闪电) being no one's.
DAMAGE_KINDS = frozenset(k.id for k in KINDS.values() if k.damage and k.type != "delayed")
# What a card strengthened as "slash" needs to be cancelled: "一張強化殺要2張普通閃或者一張強化閃來抵消".
STRENGTHENED_SLASH_DODGES = 2
# R26: "a strengthened 闪 counts as two 闪 wherever 闪 are counted".
STRENGTHENED_DODGE_COUNTS = 2
# R28: a strengthened 桃 may be used at full HP ("若滿血可以增加體力上限"); a strengthened 酒 "不計入上限": both are
# usable in the play phase whatever the HP or the 酒 limit.
LIMIT_FREE = ("peach", "wine")
# The camps of 洞察 (§9.6): "Lord + Loyalists, the Rebels, and each Renegade alone".
CAMP = {"lord": "lord", "loyalist": "lord", "rebel": "rebel"}


def on(options: dict) -> bool:
    return bool(options.get(MODE))


def told_rebel(options: dict) -> bool:
    """R32's alternative, option `mougong_tell_rebel`: the disguised Rebel is told (its secret, its view only)."""
    return bool(options.get("mougong_tell_rebel"))


def rage_cap(options: dict) -> float:
    """R25's alternative, option `mougong_rage_uncapped`: rage piles up without a cap."""
    return float("inf") if options.get("mougong_rage_uncapped") else RAGE_CAP


def cost(what: str) -> int:
    """The rage a strengthening costs; a stacked one, the sum of its parts (R27's "3 rage" for 1 + 2)."""
    return sum(MOUGONG_STRENGTHEN_COST[w] for w in STACKED.get(what, (what,)))


def strengthened_as(use, what: str) -> bool:
    """Whether `use` carries the strengthening `what`, alone or stacked."""
    return use is not None and what in STACKED.get(use.strengthened, (use.strengthened,))


def play_strengthenings(kind: str, options: dict) -> tuple:
    """The strengthenings offered for a card used as `kind` in the play phase; with `mougong_stacking`, the
    stacked ones whose parts it takes too."""
    own = PLAY_STRENGTHENINGS[kind]
    if not options.get("mougong_stacking"):
        return own
    return own + tuple(s for s, parts in STACKED.items() if all(p in own for p in parts))


def strengthenings(kind: str) -> tuple:
    """The strengthenings a card used as `kind` may take (keys of MOUGONG_STRENGTHEN_COST), R27: one of them."""
    own = (kind,) if kind in MOUGONG_STRENGTHEN_COST else ()
    if kind in DAMAGE_KINDS:
        return own + ("damage_card",)
    return own + (("delayed_trick",) if KINDS[kind].type == "delayed" else ())


# The same for every kind, read on every play prompt (issue 14's hot path); 闪 is strengthened only in answer.
PLAY_STRENGTHENINGS = {k: tuple(w for w in strengthenings(k) if w != "dodge") for k in KINDS}


def mode_skills(st, seat: int) -> list:
    """谋攻 gives everyone 洞察 and the Lord 明君 (seed 004 l.82, l.88), whatever the hero."""
    if not on(st.options):
        return []
    return [s for s in MODE_SKILLS[MODE] if s != "mingjun" or st.roles[seat] == "lord"]


def insight_answer(roles: list, disguised: list, user: int, target: int) -> str:
    """洞察's answer (seed 004 l.82, l.92-94): the exact role to a Renegade ("內奸洞察其他角色時，將會直接告知其洞察
    目標的身份"); else "enemy" for the disguised Rebel ("結果都提示為「不同陣營」「敵方」"), "friend" for a Renegade
    ("內奸在被所有角色洞察時，都提示為「相同陣營」「友方」"), and otherwise whether the two share a camp."""
    if roles[user] == "renegade":
        return roles[target]
    if disguised[target]:
        return "enemy"
    if roles[target] == "renegade":
        return "friend"
    return "friend" if CAMP[roles[user]] == CAMP[roles[target]] else "enemy"


def deal_disguise(st, rng) -> None:
    """Seed 004 l.92: "在游戲開始時內奸會知道一名反賊的身份，並且讓該反賊身份被「偽裝」"; §9.6: "With two Renegades,
    each picks a different Rebel if possible." R32: the Rebel is not told."""
    st.disguised, st.knows_rebel = [False] * st.players, [None] * st.players
    if not on(st.options):
        return
    rebels = [s for s in range(st.players) if st.roles[s] == "rebel"]
    for renegade in (s for s in range(st.players) if st.roles[s] == "renegade"):
        pick = rng.choice([s for s in rebels if not st.disguised[s]] or rebels)
        st.disguised[pick], st.knows_rebel[renegade] = True, pick


def role_public(st, seat: int) -> bool:
    """A role shown to the table: a dead seat's (seed 000 l.460), one revealed (金鱼 R20, 明君, the unmasked
    Rebel), and the Lord's unless 谋攻 hides it (R31)."""
    return not st.alive[seat] or st.revealed[seat] or st.roles[seat] == "lord" and not hidden_lord(st.options)


class Mougong:
    """The 谋攻 steps of the flow; each does nothing in a match without `mougong`."""

    # ------------------------------------------------------------ rage (R25)
    def gain_rage(self, seat: int) -> None:
        """Seed 004 l.80: "每輪玩家的準備階段、玩家去體力或受到傷害時，玩家會獲得一點怒氣值"; R25: +1 per event, cap 4."""
        st = self.st
        if on(st.options) and st.alive[seat]:
            st.rage[seat] = min(rage_cap(st.options), st.rage[seat] + 1)

    def can_pay(self, seat: int, what: str) -> bool:
        return on(self.st.options) and self.st.rage[seat] >= cost(what)

    def pay_strengthening(self, use) -> None:
        """§9.6: "You declare it when you use the card, and pay the rage then" (R29: the placer of a delayed trick)."""
        if use.strengthened:
            self.st.rage[use.user] -= cost(use.strengthened)
            self.st.log_add("strengthened", player=player(use.user), kind=use.kind, cost=cost(use.strengthened))

    # ------------------------------------------------------------ strengthened cards in the play phase
    def strengthen_choices(self, p: int, hand: list, usable: list) -> list:
        """The play phase's strengthened uses, one button per card and strengthening the seat can pay for (rage
        is public, so what is offered by it tells nothing): `strengthen:<what>:<card>`. `usable`: the hand cards
        usable now as they are."""
        options = self.st.options
        if not on(options) or not self.st.rage[p]:
            return []
        return [Choice(f"strengthen:{what}:{c}", "sanguosha.choice.strengthen." + what, ref={"card": face(c)},
                       params={"cost": cost(what)})
                for c in hand for what in play_strengthenings(PLAYS_AS[c], options)
                if self.can_pay(p, what) and (c in usable or what in LIMIT_FREE)]

    # ------------------------------------------------------------ strengthening a card played in answer
    def strengthen_offer(self, seat: int, kind: str) -> list:
        """In a request for 闪 or a dying player's 桃: one `strengthen` button when the seat can pay (public);
        the card is chosen next (`pick_strengthened`), so the buttons tell nothing of the hand."""
        if kind in MOUGONG_STRENGTHEN_COST and self.can_pay(seat, kind):
            return [Choice("strengthen", "sanguosha.choice.strengthen." + kind,
                           params={"cost": MOUGONG_STRENGTHEN_COST[kind]})]
        return []

    def pick_strengthened(self, seat: int, kind: str, fits):
        """Which card to strengthen (the whole hand; only one that `fits` is accepted; none: back)."""
        st = self.st
        cards = yield from self.ask_cards(seat, "strengthen", st.hands[seat], 1, optional=True,
                                          params={"need": kind, "cost": MOUGONG_STRENGTHEN_COST[kind]},
                                          only=[c for c in st.hands[seat] if fits(c)])
        return cards[0] if cards else None

    # ------------------------------------------------------------ what a strengthening does
    def rage_damage_bonus(self, source: Optional[int], use) -> int:
        """Seed 004 l.85: a strengthened damage card's damage +1 (dealt by the one who paid); a strengthened 酒:
        "出牌階段內使用酒後造成的所有傷害加1" while that play phase lasts."""
        st = self.st
        bonus = DAMAGE_EXTRA if strengthened_as(use, "damage_card") and source == use.user else 0
        if source is not None and st.turn_flags.get("mighty_wine") == source and st.phase == "play" \
                and st.current == source:
            bonus += DAMAGE_EXTRA
        return bonus

    def slash_dodges(self, use, dodges: int) -> int:
        return max(dodges, STRENGTHENED_SLASH_DODGES) if strengthened_as(use, "slash") else dodges

    def heal_with(self, target: int, use):
        """桃 (or a dying player's 酒) recovers 1; a strengthened 桃 +2 and, at full HP, +1 max HP first (R28); the
        excess becomes 玉佩 in 金鱼 (flow.recover)."""
        st = self.st
        amount = 1
        if use.strengthened == "peach":
            amount += PEACH_EXTRA
            if st.hp[target] >= st.max_hp[target]:
                st.max_hp[target] += PEACH_MAX_HP
        yield from self.recover(target, amount, source=use.user, use=use)

    def judgement_test(self, trick, test):
        """A strengthened delayed trick: "在延時錦囊牌判定結果亮出時，令此牌效果反轉" (its result is reversed)."""
        if trick.cards and trick.cards[0] in self.st.reversed_tricks:
            return lambda card: not test(card)
        return test

    def forget_reversal(self, card: int, to: str) -> None:
        """A strengthened delayed trick stays strengthened while it lies in judgement areas (闪电 moving on)."""
        if to not in ("judgement", "processing") and card in self.st.reversed_tricks:
            self.st.reversed_tricks.remove(card)

    # ------------------------------------------------------------ the disguised Rebel (R32)
    def unmask(self, seat: int):
        """Seed 004 l.93: "作為補償，其進入瀕死時，其將會回復體力至上限并摸牌翻開自己的反賊身份" (R32: draw 2, or with
        `mougong_unmask_draw_to_max_hp` up to max HP); the first time only: the disguise ends."""
        st = self.st
        if not (on(st.options) and st.disguised[seat]):
            return
        st.disguised[seat], st.revealed[seat] = False, True
        st.log_add("unmasked", player=player(seat), role=st.roles[seat])
        yield from self.recover(seat, st.max_hp[seat] - st.hp[seat])
        self.draw(seat, self.unmask_draw(seat))

    def unmask_draw(self, seat: int) -> int:
        """R32's alternative "draw up to max HP" read as 三国杀's "摸至X张": until the hand holds max HP cards."""
        st = self.st
        if st.options.get("mougong_unmask_draw_to_max_hp"):
            return max(0, st.max_hp[seat] - len(st.hands[seat]))
        return UNMASK_DRAW
