"""风声 character skills (§5), as a mixin of the rules' ``Flow``.

Every skill of the 18 standard characters (§5.2-5.3) is here; the expansion (§5.4: the 补充包
characters and [002]'s variant texts) is in ``skills_expansion.py``, whose hooks this module calls
where an expansion skill shares a moment with a standard one. ``NOT_YET`` lists any skill of the
26 characters (and the 3 variants) that no code implements.

Optional triggers ask their owner a yes/no ``choose`` prompt whose time-out default is not to use
the skill (R51 Optional trigger: Not used); mandatory choices inside a started skill default to
a random legal choice (R51).

A skill that needs a black card from the hand (R38: 老金, 小马哥, 职业杀手, 黑玫瑰, 黄雀, 无间行者's
绝密) is asked whenever its public condition holds (its owner face up, its moment, the hand not
empty), whatever the hand holds: the question offers pass and the whole hand, and a card that is
not black is refused after the tap (``NOT_BLACK``), as a window refuses a card (docs/engine.md §9).
A seat with no black card gets the same question and the server passes for it after the auto-pass
delay, so neither the question, nor its shape, nor the table's wait says whether the hand holds a
black card (docs/fengsheng.md, "Questions that depend on the hand").
"""

from __future__ import annotations

from typing import Optional

from games.core import Choice, Prompt
from games.core.prompts import Rejection, seat_choices

from . import data as D
from .faces import blank

USE, NO = "use", "pass"
# The one character button every seat gets in a window and in a reaction (docs/engine.md §9: the
# same buttons for everyone; what it does depends on the seat's character, and a tap when it can
# do nothing now is refused afterwards).
CHARACTER = "s:character"
DRAW = 2            # §2.5 Draw 2 from the top of the deck

SKILLS_OF = {c["id"]: {s["id"] for s in c["skills"]} for c in D.CHARACTERS + D.EXPANSION}

IMPLEMENTED = {
    "laojin_cover_place",
    "fumengmianren_rescue", "laogui_yizhi", "laoqiang_cover", "emeifeng_burn",
    "yidianyuan_reveal", "yidianyuan_cover", "laojin_reveal",
    "shanling_reveal", "heimeigui_reveal", "emeifeng_reveal", "laoqiang_reveal", "laogui_jiuji",
    "laogui_chengfu",
    "qibai_off_turn_lock", "qibai_lock_draw_give", "qibai_victory_woman", "daofeng_firm_lock",
    "daofeng_probe_as_lock", "zhiyeshashou_lock", "beileimao_discard_lock", "dameinv_identity_burn",
    "xiaobai_qiaozhuang", "xiaobai_shoumai", "xiaobai_baolu",
    "dameinv_draw", "fumengmianren_draw", "xiaomage_draw_place", "zhiyeshashou_extra_black",
    "guaidaoashi_take_sent", "guaidaoashi_take_received", "qingbaochuzhang_probe",
    "liujie_probe_take", "liujie_death_take", "daofeng_death_draw", "beileimao_direction",
    # §5.4A [002]'s variant texts
    "daofeng_002_liangjian", "daofeng_002_shixue", "beileimao_002_huanri", "beileimao_002_toutian",
    "xiaobai_002_shoumai",
    # §5.4B the 补充包 characters
    "huangque_qiancang", "huangque_zaihou", "qianmiannvlang_chengfu", "qianmiannvlang_fengyuan",
    "qianmiannvlang_shengge", "heishou_canren", "heishou_lengxue", "heishou_lansha", "fushe_shengdong",
    "fushe_danyao", "chaoxi_chengfu", "chaoxi_shicha", "fuping_xianji", "fuping_houzhao",
    "yixiansheng_tanlan", "yixiansheng_dongcha", "yixiansheng_qingchou", "wujianxingzhe_chengfu",
    "wujianxingzhe_jiami", "wujianxingzhe_juemi",
}
NOT_YET = sorted(s for c in D.CHARACTERS + D.EXPANSION for s in SKILLS_OF[c["id"]] if s not in IMPLEMENTED)

# Skills that read the same under another name (the data's "same_as"): 城府 of 老鬼, 千面女郎, 潮汐
# and 无间行者; the direction of 贝雷帽 and 千面女郎 (逢缘).
CHENGFU = {"laogui_chengfu"} | {k for k, v in D.SKILLS_BY_ID.items() if v.get("same_as") == "laogui_chengfu"}
DIRECTION = {"beileimao_direction"} | {k for k, v in D.SKILLS_BY_ID.items()
                                       if v.get("same_as") == "beileimao_direction"}
# 收买 (R42) and [002]'s 收买 "gives 4 cards instead of 3" (§5.4A).
SHOUMAI = {"xiaobai_shoumai": 3, "xiaobai_002_shoumai": 4}


def _converts(cid: int, source: str) -> bool:
    """Whether card ``cid`` is one a conversion's "from" names (a function, or any black / any
    文本 card)."""
    c = D.CARDS_BY_ID[cid]
    if source == "any_black_card":
        return c["colour"] == "black"
    if source == "any_text_card":
        return c["transmission"] == "text"
    return c["function"] == source


def _colour(cid: int) -> str:
    return D.CARDS_BY_ID[cid]["colour"]


NOT_NOW = Rejection("not_now", "That cannot be used now: pick another card or action, or pass.",
                    key="fengsheng.error.not_now")
# R38 Skill placements come from the user's hand, and placements of 假情报 must be black cards.
NOT_BLACK = Rejection("not_black", "Only a black card can be placed this way: pick a black card, or pass.",
                      key="fengsheng.error.not_black")


def refuse_unless(answer, legal: set, why: Rejection = NOT_NOW) -> Optional[Rejection]:
    """docs/engine.md §9: a choice the rules forbid a seat is refused after the tap, privately,
    with a typed rejection; the screen keeps its shape and the player picks again."""
    if all(a in legal for a in answer):
        return None
    return why


def black_ids(cards) -> set:
    """The choice ids of the black cards among ``cards``."""
    return {f"c{c}" for c in cards if _colour(c) == "black"}


class SkillsMixin:
    """Needs ``self.st`` (FSState), ``self.rng``, ``self.draw``, ``self.checkpoint``,
    ``self.card_choice``, ``self.discard_card``."""

    # ------------------------------------------------------------------ helpers
    def has(self, s: Optional[int], skill: str) -> bool:
        """§5.1 Public characters ... If one is covered, it loses all its skills; a hidden
        character's skills other than its reveal need it face up."""
        st = self.st
        return (s is not None and st.alive(s) and st.face_up[s] and st.characters[s] is not None
                and skill in SKILLS_OF[st.characters[s]])

    def has_any(self, s: Optional[int], skills: set) -> bool:
        return any(self.has(s, k) for k in skills)

    def conversion_targets(self, s: int, cid: int) -> list:
        """The functions ``s``'s face-up character lets card ``cid`` count as, by its face (R13:
        "When a skill lets you use a card *as* another card"). A card that would count as itself
        is left out, except under 贝雷帽's discard (R40: it shows only black and cannot be 识破'd,
        which is not what the card itself does)."""
        st = self.st
        if st.characters[s] is None:
            return []
        out = []
        for skill in D.CHARACTERS_BY_ID[st.characters[s]]["skills"]:
            conv = skill.get("convert")
            if conv is None or not self.has(s, skill["id"]) or conv["to"] in out:
                continue
            if not any(_converts(cid, f) for f in conv["from"]):
                continue
            if D.CARDS_BY_ID[cid]["function"] != conv["to"] or skill["id"] == "beileimao_discard_lock":
                out.append(conv["to"])
        return out

    def conversion_legal(self, s: int, to: str, top) -> bool:
        """R44 "职业杀手's and 刀锋's converted locks follow 锁定's timing, so only in their own
        turn" (so do 贝雷帽's, 黑手's and [002]'s); 易先生's 识破 answers a card use like any 识破
        (R12)."""
        if to == "lock":
            return self.can_lock(s, converted=True)
        return to == "see_through" and top is not None and top.counterable and top.user != s \
            and self.st.step != "decide"

    def optional(self, s: int, skill: str, **params):
        """Ask ``s`` whether to use an optional trigger (R51: the default is not to)."""
        ans = yield Prompt(s, "choose", "fengsheng.prompt.skill", default=[NO],
                           choices=[Choice(USE, "fengsheng.skill." + skill), Choice(NO, "fengsheng.choice.pass")],
                           params=dict(params, skill=skill), timer="decision")
        return ans == [USE]

    def pick_hand(self, s: int, key: str, cards: list, **params):
        """A mandatory pick of one card of ``cards`` (in ``s``'s hand); default random (R51)."""
        default = self.rng.choice(cards)
        ans = yield Prompt(s, "choose", key, default=[f"c{default}"],
                           choices=[self.card_choice(c) for c in cards], params=params, timer="decision")
        return int(ans[0][1:])

    def take_random(self, taker: int, victim: int, skill: str) -> Optional[int]:
        """R45 "Random takes (六姐, 怪盗) are chosen by the server. The taker and the victim see the
        card, and no one else does.\""""
        st = self.st
        if not st.hands[victim]:
            return None
        cid = self.rng.choice(st.hands[victim])
        st.hands[victim].remove(cid)
        st.notes[taker].append({"kind": "took", "from": victim, "face": blank(cid), "turn": st.turns})
        st.notes[victim].append({"kind": "taken", "by": taker, "face": blank(cid), "turn": st.turns})
        st.log_add("take", seat=taker, victim=victim, skill=skill)
        return cid

    def place(self, user: int, target: int, cid: int, skill: str, origin: Optional[int] = None):
        """R38 Skill placements come from the user's hand, and placements of 假情报 must be black
        cards. The card becomes intelligence; it was not sent (R23); the user is the source (R29).
        ``origin``: the seat in front of whom the card lay, when a skill moves intelligence (冷血)."""
        st = self.st
        if origin is None:
            st.hands[user].remove(cid)
            st.log_add("place", seat=user, target=target, card=cid, skill=skill)
        else:
            st.intel[origin].remove(cid)
            st.log_add("intel_moved", seat=user, victim=origin, target=target, card=cid)
        st.intel[target].append(cid)
        if _colour(cid) == "black":
            st.last_black_source[target] = user
        yield from self.checkpoint()
        yield from self.after_receive(target, cid, user, sent=False)

    def give(self, giver: int, to: int, skill: str):
        st = self.st
        if not st.hands[giver] or not st.alive(to):
            return
        cid = yield from self.pick_hand(giver, "fengsheng.prompt.give", list(st.hands[giver]), to=to)
        st.hands[giver].remove(cid)
        st.hands[to].append(cid)
        st.notes[giver].append({"kind": "gave", "to": to, "face": blank(cid), "turn": st.turns})
        st.notes[to].append({"kind": "given", "by": giver, "face": blank(cid), "turn": st.turns})
        st.log_add("give", seat=giver, to=to, skill=skill)

    # ------------------------------------------------------------------ skills on the stack
    def trigger(self, s: int, skill: str, effect, **params):
        """An optional "when …" skill (R51: not used on time-out). Once used it waits on the stack
        like any skill and may be answered before it resolves (seed 000 l.343)."""
        if (yield from self.optional(s, skill, **params)):
            yield from self.skill_on_stack(s, skill, effect, target=params.get("target"))

    def draw_for(self, s: int, k: int, skill: str):
        """A skill's draw ``k``, then its checkpoint (R46: hand missions)."""
        self.st.log_add("skill", seat=s, skill=skill)
        self.draw(s, k)
        yield from self.checkpoint()

    def burn_intel(self, t: int, cid: int) -> bool:
        """§6.6 烧毁情报: Move a card from in front of a player to the discard pile (the caller
        runs the checkpoint). False when the card is no longer there (the effect fizzles; a dead
        player's intelligence is already in the discard pile, §1.4.5)."""
        st = self.st
        if cid not in st.intel[t]:
            return False
        st.intel[t].remove(cid)
        self.discard_card(cid)
        st.log_add("burned", seat=t, card=cid)
        return True

    def burn_one(self, user: int, t: int, cid: int, skill: str):
        if self.burn_intel(t, cid):
            yield from self.checkpoint()
        else:
            self.st.log_add("fizzle_skill", seat=user, skill=skill)

    # ------------------------------------------------------------------ skills used in a window
    def window_skill(self, s: int, top) -> Optional[str]:
        """The skill ``s``'s character button uses now, or None. No character has two skills usable
        from the same window, so one button serves every seat (docs/engine.md §9)."""
        return next(iter(self.window_skills(s, top)), None)

    def window_skills(self, s: int, top) -> list:
        """Pure skills usable now by ``s`` ("no stated timing" = any open window, R9)."""
        st = self.st
        if st.step == "decide" or st.phase != "turn" or not st.alive(s):
            return []
        out = []
        # 大美女 "Turn up your identity card: burn one black intelligence of any player ... Once
        # per game (R33)."
        if self.has(s, "dameinv_identity_burn") and self.identity_payable(s) and self.burn_targets():
            out.append("dameinv_identity_burn")
        # 小白 收买 Usable in any open window ... You need at least 3 cards in hand; R42 "targets
        # another player with at least one intelligence".
        out += [skill for skill, k in SHOUMAI.items()
                if self.has(s, skill) and len(st.hands[s]) >= k and self.shoumai_targets(s)]
        # 老枪 "Cover yourself and one other player's face-up character ... Usable in any open
        # window, any number of times. There must be a face-up target."
        if self.has(s, "laoqiang_cover") and self.cover_targets(s):
            out.append("laoqiang_cover")
        # §5.1 A reveal with no printed condition may be used in any open window. §6.2: only with
        # a valid target (闪灵 needs another player's intelligence).
        if self.covered(s, "shanling") and self.others_with_intel(s):
            out.append("shanling_reveal")
        if self.covered(s, "heimeigui"):
            out.append("heimeigui_reveal")
        if self.covered(s, "emeifeng"):
            out.append("emeifeng_reveal")
        # 译电员 "When intelligence arrives at you (the arrived step), you may reveal this
        # character." The arrived window prompts everyone alike, so the offer is not visible (R14).
        tr = st.transit
        if self.covered(s, "yidianyuan") and st.step == "arrived" and tr is not None and top is None \
                and tr["recipient"] == s:
            out.append("yidianyuan_reveal")
        return out + self.expansion_window_skills(s)

    def covered(self, s: int, character: str) -> bool:
        st = self.st
        return st.alive(s) and st.characters[s] == character and not st.face_up[s]

    def reveal_character(self, s: int, skill: str) -> None:
        st = self.st
        st.face_up[s] = st.shown[s] = True
        st.log_add("reveal", seat=s, character=st.characters[s], skill=skill)

    def cover_self(self, s: int) -> None:
        self.st.face_up[s] = False
        self.st.log_add("cover", seat=s)

    def identity_payable(self, s: int) -> bool:
        """R33 Identity-reveal costs (服蒙面人, 大美女, 黄雀) can be paid only once per game. In
        新手场 and 3V3 the identity card already lies face up (R47): our ruling is that the cost is
        paid by marking that card spent (turned sideways), once per game, so that these skills
        still work in the modes meant for learning the characters (docs/fengsheng.md)."""
        return not self.st.identity_spent[s]

    def pay_identity(self, s: int, skill: str) -> None:
        st = self.st
        st.identity_spent[s] = st.revealed[s] = True
        st.log_add("identity_cost", seat=s, identity=st.identities[s], skill=skill)

    def declare_skill(self, s: int, skill: str):
        """Use ``skill`` from a window: its cost is paid and its target fixed now; its effect
        waits on the stack, where anyone may answer it (seed 000 l.343; R13: not with 识破).
        Returns the pending item, or None when the use has nothing left to resolve. A
        ``declare_<skill>`` that asks (a target) is a generator; one that does not returns the item."""
        item = getattr(self, "declare_" + skill)(s)
        if hasattr(item, "send"):
            item = yield from item
        return item

    def declare_shanling_reveal(self, s: int):
        # 闪灵 "burn 3 intelligence of one other player, or all of it if they have fewer. She
        # chooses which cards, of any colour (R41). Once she reveals, the burn is mandatory."
        self.reveal_character(s, "shanling_reveal")
        t = yield from self.pick_seat(s, self.others_with_intel(s), "shanling_reveal",
                                      key="fengsheng.prompt.target.shanling")
        return self.skill_item(s, "shanling_reveal", lambda: self.shanling_burn(s, t), target=t)

    def shanling_burn(self, s: int, t: int):
        st = self.st
        k = min(3, len(st.intel[t])) if st.alive(t) else 0
        if k == 0:
            st.log_add("fizzle_skill", seat=s, skill="shanling_reveal")
            return
        ans = yield Prompt(s, "choose", "fengsheng.prompt.burn_cards",
                           default=[f"c{c}" for c in st.intel[t][:k]],
                           choices=[intel_choice(t, c) for c in st.intel[t]], min=k, max=k, timer="decision")
        for a in ans:
            self.burn_intel(t, int(a[1:]))
        yield from self.checkpoint()

    def declare_heimeigui_reveal(self, s: int):
        self.reveal_character(s, "heimeigui_reveal")
        return self.skill_item(s, "heimeigui_reveal", lambda: self.heimeigui_place(s))

    def heimeigui_place(self, s: int):
        """黑玫瑰 "Show the top card of the deck to everyone, then put it back on top ... If it is
        black, you may place up to 3 black intelligence in front of one player. Otherwise you may
        place at most 1." R7 "If the deck and the discard pile are both empty ... 黑玫瑰's check
        counts as 'not black'."""
        st = self.st
        if not st.deck:
            self.reshuffle()
        top = st.deck[-1] if st.deck else None
        st.log_add("show_top", seat=s, card=top)
        k = 3 if top is not None and _colour(top) == "black" else 1
        cards = yield from self.choose_blacks(s, k, "heimeigui_reveal")
        if cards:
            yield from self.place_together(s, cards, "heimeigui_reveal")
            # "Three cards placed together count as simultaneous": one checkpoint after them all.
            yield from self.checkpoint()

    def declare_emeifeng_reveal(self, s: int):
        """峨嵋风 counts as using 截获. Cannot be 识破'd. R37 峨嵋风's 截获 obeys 截获's timing. At
        any other time the reveal has no effect. As a 截获 it waits on the stack, so a later 截获
        takes the card first (seed 000 l.113 "被截獲的情報在宣告獲得前可以再次被截獲")."""
        self.reveal_character(s, "emeifeng_reveal")
        if not self.may_intercept(s):
            return None
        return self.skill_item(s, "emeifeng_reveal", lambda: self.take_in_transit(s, "emeifeng_reveal"),
                               function="intercept")

    def declare_yidianyuan_reveal(self, s: int):
        self.reveal_character(s, "yidianyuan_reveal")
        return self.skill_item(s, "yidianyuan_reveal", lambda: self.yidianyuan_view(s))

    def yidianyuan_view(self, s: int):
        """译电员 "Then draw 1, and you alone view the card before deciding. This is not a 破译.\""""
        st = self.st
        self.draw(s, 1)
        tr = st.transit
        if tr is not None and not tr["done"]:
            if s not in tr["known"]:
                tr["known"].append(s)
            st.notes[s].append({"kind": "decrypt", "sender": tr["sender"], "face": blank(tr["card"]),
                                "turn": st.turns})
        yield from self.checkpoint()

    def declare_dameinv_identity_burn(self, s: int):
        targets = self.burn_targets()
        choices = [intel_choice(t, c) for t, c in targets]
        ans = yield Prompt(s, "choose", "fengsheng.prompt.target.burn", default=[choices[0].id],
                           choices=choices, timer="decision")
        cid = int(ans[0][1:])
        t = next(t for t, c in targets if c == cid)
        self.pay_identity(s, "dameinv_identity_burn")
        skill = "dameinv_identity_burn"
        return self.skill_item(s, skill, lambda: self.burn_one(s, t, cid, skill), function="burn", target=t,
                               target_card=cid)

    def declare_laoqiang_cover(self, s: int):
        """老枪 "Cover yourself and one other player's face-up character. Then you and that player
        privately look at each other's identity card." Covering himself is the cost."""
        t = yield from self.pick_seat(s, self.cover_targets(s), "laoqiang_cover", key="fengsheng.prompt.target.cover")
        self.cover_self(s)
        return self.skill_item(s, "laoqiang_cover", lambda: self.laoqiang_look(s, t), target=t)

    def laoqiang_look(self, s: int, t: int):
        st = self.st
        if not st.alive(t):
            return
        if st.face_up[t]:
            self.cover_self(t)
        for a, b in ((s, t), (t, s)):
            if a not in st.id_known[b]:
                st.id_known[b].append(a)
            st.notes[a].append({"kind": "identity_seen", "seat": b, "identity": st.identities[b],
                                "turn": st.turns})
        yield from self.checkpoint()

    def declare_xiaobai_shoumai(self, s: int, skill: str = "xiaobai_shoumai"):
        t = yield from self.pick_seat(s, self.shoumai_targets(s), skill, key="fengsheng.prompt.target.shoumai")
        return self.skill_item(s, skill, lambda: self.shoumai(s, t, skill), target=t)

    def declare_xiaobai_002_shoumai(self, s: int):
        return self.declare_xiaobai_shoumai(s, "xiaobai_002_shoumai")

    def shoumai(self, s: int, t: int, skill: str):
        """小白 收买 "Give 3 cards from your hand to another player, then take one intelligence of
        your choice from in front of them" ([002]: "gives 4 cards instead of 3", §5.4A). §6.3.5:
        fizzles if the target or the condition has gone meanwhile."""
        st = self.st
        k = SHOUMAI[skill]
        if not st.alive(t) or not st.intel[t] or len(st.hands[s]) < k:
            st.log_add("fizzle_skill", seat=s, skill=skill)
            return
        hand = list(st.hands[s])
        key = "fengsheng.prompt.give_three" if k == 3 else "fengsheng.prompt.give_cards"
        ans = yield Prompt(s, "choose", key, default=[f"c{c}" for c in self.rng.sample(hand, k)],
                           choices=[self.card_choice(c) for c in hand], min=k, max=k, params={"n": k},
                           timer="decision")
        for a in ans:
            c = int(a[1:])
            st.hands[s].remove(c)
            st.hands[t].append(c)
            # R42 Only the two of them see the 3 cards given.
            st.notes[s].append({"kind": "gave", "to": t, "face": blank(c), "turn": st.turns})
            st.notes[t].append({"kind": "given", "by": s, "face": blank(c), "turn": st.turns})
        st.log_add("give", seat=s, to=t, skill=skill, n=k)
        choices = [intel_choice(t, c) for c in st.intel[t]]
        ans = yield Prompt(s, "choose", "fengsheng.prompt.take_intel", default=[choices[0].id],
                           choices=choices, timer="decision")
        cid = int(ans[0][1:])
        st.intel[t].remove(cid)
        st.intel[s].append(cid)
        if _colour(cid) == "black":
            st.last_black_source[s] = s
        st.log_add("move_intel", seat=s, victim=t, card=cid)
        yield from self.checkpoint()

    def cover_targets(self, s: int) -> list:
        st = self.st
        return [t for t in st.living() if t != s and st.face_up[t]]

    def others_with_intel(self, s: int) -> list:
        st = self.st
        return [t for t in st.living() if t != s and st.intel[t]]

    def shoumai_targets(self, s: int) -> list:
        return self.others_with_intel(s)

    # ------------------------------------------------------------------ reactions (R14)
    def reaction(self, t: int, event: str, by: Optional[int]):
        """R14 A player who is locked, probed ... or has a card 识破'd always gets the same prompt
        shape and minimum time, whatever their covered character is: pass or the character button.
        Covered 老枪 / 老鬼 may reveal when locked or probed (就计: "When you are locked or probed,
        and the card was not countered, you may reveal this character. Then draw 2."), covered 老金
        when his card is 识破'd. The reveal is the cost; the draw waits on the stack (seed 000
        l.343)."""
        st = self.st
        if not st.alive(t):
            return
        skill = self.reaction_skill(t, event)
        about = {"key": "fengsheng.event." + event, "params": {"by": by}}
        buttons = [Choice(NO, "fengsheng.choice.pass"), Choice(CHARACTER, "fengsheng.choice.character")]
        ans = yield Prompt(t, "choose", "fengsheng.prompt.reaction", default=[NO], choices=buttons,
                           params={"event": event, "by": by, "about": about}, optional=True,
                           auto_pass=skill is None, progress="hidden", timer="response",
                           check=lambda a: refuse_unless(a, {NO} | ({CHARACTER} if skill else set())))
        if ans == [NO]:
            return
        self.reveal_character(t, skill)
        effect = (lambda: self.laojin_draw(t)) if skill == "laojin_reveal" else (lambda: self.draw_for(t, 2, skill))
        yield from self.skill_on_stack(t, skill, effect)

    def reaction_skill(self, t: int, event: str) -> Optional[str]:
        pairs = ((("laojin", "laojin_reveal"),) if event == "countered" else
                 (("laoqiang", "laoqiang_reveal"), ("laogui", "laogui_jiuji")))
        return next((skill for ch, skill in pairs if self.covered(t, ch)), None)

    def laojin_draw(self, t: int):
        """老金 "When a card you used is 识破'd, you may reveal this character. Then draw 5, and put
        2 cards from your hand on top of the deck in any order you choose.\""""
        st = self.st
        self.draw(t, 5)
        for _ in range(min(2, len(st.hands[t]))):
            cid = yield from self.pick_hand(t, "fengsheng.prompt.put_back", list(st.hands[t]))
            st.hands[t].remove(cid)
            st.deck.append(cid)
        st.log_add("put_back", seat=t, n=2)
        yield from self.checkpoint()

    def after_decrypt(self, sender: int):
        """译电员 "When any intelligence is 破译'd (anyone's successful 破译, in anyone's turn): you
        may cover this character." (optional; covering lets her reveal again later) Then 无间行者's
        绝密 for the card's sender."""
        st = self.st
        for s in st.order_from(st.turn):
            if self.has(s, "yidianyuan_cover"):
                yield from self.trigger(s, "yidianyuan_cover", lambda s=s: st.face_up[s] and self.cover_self(s))
        yield from self.juemi(sender)

    def intercepted(self, s: int):
        """§4.2 截获 You receive the moving card at once; then 无间行者 绝密 when intelligence
        you sent is intercepted ... you may ... (after the receipt and its triggers)."""
        sender = self.st.transit["sender"]
        yield from self.receive(s, sent=True)
        yield from self.juemi(sender)

    def choose_blacks(self, s: int, k: int, skill: str) -> list:
        """An optional choice of up to ``k`` black cards from ``s``'s hand (R38); none is a pass.
        Asked whenever the hand is not empty (its size is public): the whole hand is offered and a
        card that is not black is refused after the tap (the module's docstring)."""
        st = self.st
        if not st.hands[s]:
            return []
        legal = black_ids(st.hands[s])
        ans = yield Prompt(s, "choose", "fengsheng.prompt.place_cards", default=[],
                           choices=[self.card_choice(c) for c in st.hands[s]], min=0, max=min(k, len(st.hands[s])),
                           params={"skill": skill, "n": k}, optional=True, auto_pass=not legal,
                           timer="decision", check=lambda a: refuse_unless(a, legal, NOT_BLACK))
        return [int(a[1:]) for a in ans]

    def place_together(self, s: int, cards: list, skill: str):
        """Place ``cards`` (black, from ``s``'s hand) in front of one living player ``s`` chooses,
        all at once (R32 黑玫瑰's up to 3 cards on one target count as one event); the caller runs
        the checkpoint."""
        st = self.st
        living = st.living()
        ans = yield Prompt(s, "choose", "fengsheng.prompt.place_target", default=[str(living[0])],
                           choices=seat_choices(living), params={"skill": skill}, timer="decision")
        t = int(ans[0])
        for cid in cards:
            st.hands[s].remove(cid)
            st.intel[t].append(cid)
            st.last_black_source[t] = s
            st.log_add("place", seat=s, target=t, card=cid, skill=skill)

    def qibai_draw_give(self, s: int):
        """柒佰 you must draw 2, then give 1 card from your hand to another player (R51: a random
        legal choice on time-out)."""
        yield from self.draw_and_give(s, 2, "qibai_lock_draw_give")
        yield from self.checkpoint()

    def draw_and_give(self, s: int, k: int, skill: str, self_ok: bool = False):
        """Draw ``k``, then give 1 card from the hand to a living player ``s`` chooses (another
        player, or anyone with ``self_ok``: giving to yourself keeps the card)."""
        st = self.st
        st.log_add("skill", seat=s, skill=skill)
        self.draw(s, k)
        seats = [t for t in st.living() if self_ok or t != s]
        if not seats or not st.hands[s]:
            return
        ans = yield Prompt(s, "choose", "fengsheng.prompt.give_to", default=[str(self.rng.choice(seats))],
                           choices=seat_choices(seats), params={"skill": skill}, timer="decision")
        to = int(ans[0])
        if to != s:
            yield from self.give(s, to, skill)

    # ------------------------------------------------------------------ draw phase
    def draw_phase(self, p: int):
        st = self.st
        if self.has(p, "dameinv_draw"):
            # 大美女 "In your own draw phase, draw 3 and then put 1 card from your hand on top of
            # the deck. This does not apply to draws from effects."
            got = self.draw(p, 3)
            st.log_add("draw", seat=p, n=got)
            if st.hands[p]:
                cid = yield from self.pick_hand(p, "fengsheng.prompt.put_back", list(st.hands[p]))
                st.hands[p].remove(cid)
                st.deck.append(cid)
                st.log_add("put_back", seat=p, n=1)
            return
        # 易先生 贪婪 "draw 3 in your draw phase."
        got = self.draw(p, 3 if self.has(p, "yixiansheng_tanlan") else DRAW)
        st.log_add("draw", seat=p, n=got)

    # ------------------------------------------------------------------ direction (贝雷帽)
    def direction(self, p: int, method: str):
        """贝雷帽 "For each 密电 or 文本 you send in your own turn, choose whether it starts toward
        the next seat or the previous seat." (R51: the default is the next seat.)"""
        # (千面女郎 逢缘 "choose the direction of your 密电 and 文本" reads the same.)
        if method == "direct" or not self.has_any(p, DIRECTION):
            return +1
        ans = yield Prompt(p, "choose", "fengsheng.prompt.direction", default=["next"],
                           choices=[Choice("next", "fengsheng.choice.next"),
                                    Choice("previous", "fengsheng.choice.previous")], timer="turn")
        return +1 if ans == ["next"] else -1

    # ------------------------------------------------------------------ receipt triggers
    def after_receive(self, r: int, cid: int, source: Optional[int], sent: bool):
        """§6.4.4 The event's other triggered skills resolve in 顺位 order. Each one is followed
        by its own checkpoint. A trigger tied to a receipt ... is skipped if X died or went out
        from that card. ``source``: the sender (sent) or the placer / 真伪莫辨 user (not sent).
        Each skill used waits on the stack before it resolves (seed 000 l.343)."""
        st = self.st
        if _colour(cid) != "black":
            return
        for s in st.order_from(st.turn if st.turn >= 0 else 0):
            if not st.alive(r):
                return
            if s == r and self.has(s, "fumengmianren_draw"):
                # 服蒙面人 "When you receive a black intelligence, from any source: you may draw 2."
                yield from self.trigger(s, "fumengmianren_draw", lambda s=s: self.draw_for(s, 2, "fumengmianren_draw"))
            if s == r and sent and source != r and self.has(s, "xiaomage_draw_place"):
                # 小马哥 "When you receive a black intelligence sent by another player: draw 1
                # (mandatory). Then you may place one black intelligence from your hand in front of
                # any player."
                yield from self.skill_on_stack(s, "xiaomage_draw_place", lambda s=s: self.xiaomage(s))
            if s == source and sent and self.has(s, "zhiyeshashou_extra_black"):
                # 职业杀手 "When a player receives a black intelligence you sent: you may place one
                # more black intelligence from your hand in front of them."
                yield from self.place_black_on_stack(s, r, "zhiyeshashou_extra_black")
            if s == r and self.has(s, "laojin_cover_place"):
                yield from self.laojin_trigger(s)
            if s == source and sent and r != s and self.has(s, "emeifeng_burn"):
                yield from self.emeifeng_burn(s)
            if s == source and sent and r != s and self.has(s, "guaidaoashi_take_sent") and st.hands[r]:
                # 怪盗阿十 "When another player receives a black intelligence you sent: you may take
                # 1 random card from their hand."
                yield from self.trigger(s, "guaidaoashi_take_sent",
                                        lambda s=s: self.take_into_hand(s, r, "guaidaoashi_take_sent"), target=r)
            if s == r and sent and source is not None and source != r and st.alive(source) \
                    and self.has(s, "guaidaoashi_take_received") and st.hands[source]:
                # 怪盗阿十 "When you receive a black intelligence sent by another player: you may
                # take 1 random card from that player's hand."
                yield from self.trigger(s, "guaidaoashi_take_received",
                                        lambda s=s: self.take_into_hand(s, source, "guaidaoashi_take_received"),
                                        target=source)
            yield from self.expansion_receive_triggers(s, r, source, sent)

    def xiaomage(self, s: int):
        yield from self.draw_for(s, 1, "xiaomage_draw_place")
        if self.st.alive(s):
            choice = yield from self.choose_black(s, None, "xiaomage_draw_place")
            if choice is not None:
                yield from self.place(s, choice[1], choice[0], "xiaomage_draw_place")

    def emeifeng_burn(self, s: int):
        """峨嵋风 "When another player receives a black intelligence you sent: you may burn one black
        intelligence, either your own or one in front of a woman." The card is chosen with the use."""
        st = self.st
        targets = [(t, c) for t in st.living() if t == s or st.is_woman(t)
                   for c in st.intel[t] if _colour(c) == "black"]
        if not targets or not (yield from self.optional(s, "emeifeng_burn")):
            return
        choices = [intel_choice(t, c) for t, c in targets]
        ans = yield Prompt(s, "choose", "fengsheng.prompt.target.burn", default=[choices[0].id],
                           choices=choices, timer="decision")
        cid = int(ans[0][1:])
        t = next(t for t, c in targets if c == cid)
        yield from self.skill_on_stack(s, "emeifeng_burn", lambda: self.burn_one(s, t, cid, "emeifeng_burn"),
                                       target=t, target_card=cid)

    def laojin_trigger(self, s: int):
        """老金 "When you receive black intelligence, you may place one black intelligence in front
        of yourself": the black is chosen with the use (pass or a card of the hand, asked whatever
        the hand holds), and the skill waits on the stack (seed 000 l.343)."""
        skill = "laojin_cover_place"
        choice = yield from self.choose_black(s, s, skill)
        if choice is not None:
            cid = choice[0]
            yield from self.skill_on_stack(s, skill, lambda: self.laojin_cover_place(s, cid), target=s)

    def laojin_cover_place(self, s: int, cid: int):
        """老金 (R43): "places the black on himself first, then covers, then places at least one
        card" — "1. Place one black intelligence from your hand in front of yourself. If this is your
        third black, you die and the skill stops. 2. Cover this character. 3. You must then place one
        intelligence from your hand in front of each of any number of players: at least one, and
        yourself allowed. Placements go one player at a time (R32)." Ours: the black chosen with the
        use has left his hand by the time the skill resolves: it fizzles (§6.3.5)."""
        st = self.st
        skill = "laojin_cover_place"
        if cid not in st.hands[s]:
            st.log_add("fizzle_skill", seat=s, skill=skill)
            return
        st.hands[s].remove(cid)
        st.intel[s].append(cid)
        st.last_black_source[s] = s
        st.log_add("place", seat=s, target=s, card=cid, skill=skill)
        yield from self.checkpoint()
        if not st.alive(s):
            return
        self.cover_self(s)
        living = st.living()
        k = min(len(st.hands[s]), len(living))
        if k == 0:
            return
        ans = yield Prompt(s, "choose", "fengsheng.prompt.place_players", default=[str(s)],
                           choices=seat_choices(living), min=1, max=k, timer="decision")
        chosen = {int(a) for a in ans}
        for t in st.order_from(s):
            if t not in chosen or not st.alive(s) or not st.alive(t) or not st.hands[s]:
                continue
            c = yield from self.pick_hand(s, "fengsheng.prompt.place_card", list(st.hands[s]), target=t)
            yield from self.place(s, t, c, skill)

    def choose_black(self, s: int, target: Optional[int], skill: str):
        """An optional choice of one black card from ``s``'s hand to place (R38) in front of
        ``target`` (None: a living player ``s`` chooses). Returns (card, target) or None.
        Asked whenever the hand is not empty (its size is public): pass and the whole hand, a card
        that is not black refused after the tap, and the server passing for a hand without black
        after the auto-pass delay (the module's docstring)."""
        st = self.st
        if not st.hands[s] or (target is not None and not st.alive(target)):
            return None
        legal = black_ids(st.hands[s])
        ans = yield Prompt(s, "choose", "fengsheng.prompt.place_black", default=[NO],
                           choices=[Choice(NO, "fengsheng.choice.pass")] + [self.card_choice(c) for c in st.hands[s]],
                           params={"skill": skill, "target": target}, optional=True, auto_pass=not legal,
                           timer="decision", check=lambda a: refuse_unless(a, legal | {NO}, NOT_BLACK))
        if ans == [NO]:
            return None
        if target is None:
            living = st.living()
            ans2 = yield Prompt(s, "choose", "fengsheng.prompt.place_target", default=[str(living[0])],
                                choices=seat_choices(living), params={"skill": skill}, timer="decision")
            target = int(ans2[0])
        return int(ans[0][1:]), target

    def place_black_on_stack(self, s: int, target: Optional[int], skill: str):
        """A placement chosen now that waits on the stack; it fizzles if the card has left the hand
        or the target has gone by then (§6.3.5)."""
        choice = yield from self.choose_black(s, target, skill)
        if choice is not None:
            cid, t = choice
            yield from self.skill_on_stack(s, skill, lambda: self.place_if_held(s, t, cid, skill), target=t)

    def place_if_held(self, s: int, t: int, cid: int, skill: str):
        if cid in self.st.hands[s] and self.st.alive(t):
            yield from self.place(s, t, cid, skill)
        else:
            self.st.log_add("fizzle_skill", seat=s, skill=skill)

    # ------------------------------------------------------------------ probe triggers
    def after_probe(self, user: int, target: int):
        """R34 Triggers resolve before the answer. Seed 002 l.449 (正常顺位): from the active
        player, then in seat order: "六姐抽取老鬼手牌先结算，然后是情报处长的抽换效果，最才是老鬼的抽二张"
        because 情报处长 sat between them. So the probed player's own reaction (R14) comes at
        their seat, not always last."""
        st = self.st
        for s in st.order_from(st.turn):
            if s == user and self.has(s, "liujie_probe_take") and st.alive(target) and st.hands[target]:
                # 六姐 "When you probe a player and the 试探 is not countered: you may take 1 random
                # card from their hand."
                yield from self.trigger(s, "liujie_probe_take",
                                        lambda s=s: self.take_into_hand(s, target, "liujie_probe_take"), target=target)
            if self.has(s, "qingbaochuzhang_probe"):
                # 情报处长 "When any player is successfully probed, in any turn: you may draw 1, then
                # either discard 1 card from your hand or burn one of your own non-black intelligence."
                yield from self.trigger(s, "qingbaochuzhang_probe", lambda s=s: self.qingbaochuzhang(s), target=target)
            if s == target:
                yield from self.reaction(s, "probed", user)

    def qingbaochuzhang(self, s: int):
        st = self.st
        st.log_add("skill", seat=s, skill="qingbaochuzhang_probe")
        self.draw(s, 1)
        own = [c for c in st.intel[s] if _colour(c) != "black"]
        choices = [self.card_choice(c) for c in st.hands[s]]
        choices += [Choice(f"i{c}", "fengsheng.choice.burn_own", ref={"seat": s, "card": c}) for c in own]
        if choices:
            ans = yield Prompt(s, "choose", "fengsheng.prompt.discard_or_burn", default=[self.rng.choice(choices).id],
                               choices=choices, timer="decision")
            cid = int(ans[0][1:])
            if ans[0][0] == "c":
                st.hands[s].remove(cid)
                self.discard_card(cid)
                st.log_add("discard", seat=s, n=1)
            else:
                self.burn_intel(s, cid)
        yield from self.checkpoint()

    def take_into_hand(self, s: int, victim: int, skill: str):
        """A random take (R45) into ``s``'s hand (六姐's 试探, 怪盗阿十); nothing when the hand is
        empty by then ("當對方沒有手牌時即視為抽取無效")."""
        c = self.take_random(s, victim, skill) if self.st.alive(victim) else None
        if c is not None:
            self.st.hands[s].append(c)
            yield from self.checkpoint()

    # ------------------------------------------------------------------ death triggers
    def own_death_skill(self, dying: int):
        """§1.4.2 The dying player's own death skill resolves next, for example 老鬼 遗志 (浮萍's
        后着 in the expansion)."""
        yield from self.yizhi(dying)
        yield from self.houzhao(dying)

    def yizhi(self, dying: int):
        """老鬼 遗志 "you may hand your whole hand face down to one living player. That player must take 3 of
        the cards at random as intelligence, or all of them if there are 3 or fewer ... It is not
        available if you die while covered. The cards not taken go to the discard pile (R36).\""""
        st = self.st
        if st.characters[dying] != "laogui" or not st.face_up[dying] or not st.hands[dying]:
            return
        others = [t for t in st.living() if t != dying]
        if not others or not (yield from self.optional(dying, "laogui_yizhi")):
            return
        ans = yield Prompt(dying, "choose", "fengsheng.prompt.target.yizhi",
                           default=[str(self.rng.choice(others))], choices=seat_choices(others), timer="decision")
        t = int(ans[0])
        hand = st.hands[dying]
        taken = self.rng.sample(hand, min(3, len(hand)))
        for c in taken:
            hand.remove(c)
            st.intel[t].append(c)
            if _colour(c) == "black":
                # R29 "the user of the skill or card that placed it" is the killer.
                st.last_black_source[t] = dying
            st.log_add("place", seat=dying, target=t, card=c, skill="laogui_yizhi")

    def death_triggers(self, dying: int):
        """§1.4.3 Other players' skills that trigger on a death resolve in 顺位 order from the
        active player (before the final death: the dying player's hand is still there). Seed 003
        l.33 "若有多個技能同時觸發，從當前的玩家開始，以逆時針方向開始處理": the active player first, then
        counter-clockwise, which is ascending seat order (R1: 逆時針 = the next seat, the way a 密电
        and the turn travel, seed 000 l.23, l.85). ``order_from`` is that order. No window opens
        here (§6.5 宣告死亡: nothing may be inserted), so these skills resolve at once."""
        st = self.st
        for s in st.order_from(st.turn):
            if s == dying:
                continue
            blacks = [c for c in st.intel[dying] if _colour(c) == "black"]
            # 服蒙面人 "When a woman dies: you may turn up your identity card, then burn 2 black
            # intelligence in front of her to save her." R28 "usable only if it leaves her with
            # fewer than 3 black; R33 once per game; Not usable on yourself".
            if st.is_woman(dying) and self.has(s, "fumengmianren_rescue") and self.identity_payable(s) \
                    and 2 <= len(blacks) <= 4:
                if (yield from self.optional(s, "fumengmianren_rescue", target=dying)):
                    self.pay_identity(s, "fumengmianren_rescue")
                    ans = yield Prompt(s, "choose", "fengsheng.prompt.burn_cards",
                                       default=[f"c{c}" for c in blacks[:2]],
                                       choices=[intel_choice(dying, c) for c in blacks],
                                       min=2, max=2, timer="decision")
                    for a in ans:
                        self.burn_intel(dying, int(a[1:]))
            if self.has(s, "liujie_death_take") and st.hands[dying]:
                # 六姐 "When another player dies: you may take 1 random card from their hand, unseen,
                # and place it in front of you as intelligence."
                if (yield from self.optional(s, "liujie_death_take", target=dying)):
                    c = self.take_random(s, dying, "liujie_death_take")
                    st.intel[s].append(c)
                    if _colour(c) == "black":
                        st.last_black_source[s] = s
                    st.log_add("place", seat=s, target=s, card=c, skill="liujie_death_take")
            if self.has(s, "daofeng_death_draw"):
                # 刀锋 "When another player dies, even if they are then rescued: you may draw 2. If
                # you do, you must give 1 card from your hand to your left neighbour, the previous
                # living seat."
                if (yield from self.optional(s, "daofeng_death_draw", target=dying)):
                    st.log_add("skill", seat=s, skill="daofeng_death_draw")
                    self.draw(s, 2)
                    left = self.next_living(s, -1)
                    if left is not None and left != s:
                        yield from self.give(s, left, "daofeng_death_draw")
            yield from self.expansion_death_triggers(s, dying)


def intel_choice(t: int, c: int) -> Choice:
    """Face-up intelligence ``c`` in front of ``t`` as a choice (public: its id and its seat)."""
    return Choice(f"c{c}", "fengsheng.card." + D.CARDS_BY_ID[c]["function"], ref={"seat": t, "card": c})

