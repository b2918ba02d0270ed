"""风声 expansion skills (§5.4), as a mixin of the rules' ``Flow``.

§5.4B the 补充包 characters (黄雀, 千面女郎, 黑手, 蝮蛇, 潮汐, 浮萍, 易先生, 无间行者) and §5.4A
[002]'s variant texts (刀锋, 贝雷帽; 小白's 4-card 收买 is in ``skills.py``). Card conversions
(残忍, 洞察, 亮剑, 换日) are data (``"convert"``) read by ``SkillsMixin.conversion_targets``; the three
城府 and 逢缘 read as 老鬼's 城府 and 贝雷帽's direction (``skills.CHENGFU`` / ``DIRECTION``).

The standard flow calls these hooks where an expansion skill shares a moment with a standard one:
``expansion_window_skills`` (windows), ``declare_<skill>`` (pure skills), ``send_method`` (加密),
``shengge`` (真伪莫辨), ``juemi`` (截获/破译), ``expansion_receive_triggers``,
``expansion_death_triggers``, ``houzhao`` (own death), ``after_kill``, ``turn_end_triggers``
(冷血) and ``replacing_winner`` (§1.6.6).
"""

from __future__ import annotations

from typing import Optional

from games.core import Choice, Prompt
from games.core.prompts import Rejection, seat_choices

from . import data as D
from .faces import blank
from .skills import NO, NOT_BLACK, _colour, black_ids, intel_choice, refuse_unless

RESULT_SOLO = "fengsheng.result.solo"
# 绝密 or place one black intelligence in front of that player (R38: from his hand).
NO_BLACK = Rejection("no_black", "You hold no black card to place: take a card instead, or pass.",
                     key="fengsheng.error.no_black")
# §3.1 The card's stamp fixes the method; 加密 turns only a 文本 into a 密电, never the reverse.
NOT_OPEN_TEXT = Rejection("not_open_text", "Only an Open text card may be sent face up: send this card as a "
                          "Secret cable.", key="fengsheng.error.not_open_text")


class ExpansionMixin:
    """Needs the ``Flow`` and ``SkillsMixin`` methods (``has``, ``covered``, ``optional``,
    ``checkpoint``, ``declare``, ...)."""

    # ------------------------------------------------------------------ small choices
    def pick_intel(self, s: int, pairs: list, skill: str, optional: bool):
        """``s`` picks one face-up intelligence of ``pairs`` ((seat, card) pairs); with
        ``optional`` a pass is allowed and is the default (R51 Optional trigger: Not used),
        otherwise the default is random (R51 Mandatory choice inside a skill already started)."""
        choices = [intel_choice(t, c) for t, c in pairs]
        default = [NO] if optional else [self.rng.choice(choices).id]
        if optional:
            choices = [Choice(NO, "fengsheng.choice.pass")] + choices
        ans = yield Prompt(s, "choose", "fengsheng.prompt.pick_intel", default=default, choices=choices,
                           params={"skill": skill}, timer="decision")
        if ans == [NO]:
            return None
        cid = int(ans[0][1:])
        return next((t, c) for t, c in pairs if c == cid)

    def pick_seat(self, s: int, seats: list, skill: str, key: str = "fengsheng.prompt.skill_target",
                  default: Optional[int] = None):
        """A mandatory choice of one of ``seats`` inside a started skill (R51: random default)."""
        d = default if default in seats else self.rng.choice(seats)
        ans = yield Prompt(s, "choose", key, default=[str(d)], choices=seat_choices(seats),
                           params={"skill": skill}, timer="decision")
        return int(ans[0])

    def others_intel(self, s: int) -> list:
        st = self.st
        return [(t, c) for t in st.living() if t != s for c in st.intel[t]]

    def hand_targets(self, s: int) -> list:
        st = self.st
        return [t for t in st.living() if t != s and st.hands[t]]

    def intel_to_hand(self, user: int, victim: int, cid: int, to: int, skill: str):
        """Move face-up intelligence ``cid`` from in front of ``victim`` into ``to``'s hand (潮汐
        时差, [002]'s 贝雷帽 偷天). The card was public; it is now an ordinary card in hand. Fizzles
        when the card or the receiver has gone meanwhile (§6.3.5)."""
        st = self.st
        if cid not in st.intel[victim] or not st.alive(to):
            st.log_add("fizzle_skill", seat=user, skill=skill)
            return
        st.intel[victim].remove(cid)
        st.hands[to].append(cid)
        st.log_add("intel_to_hand", seat=user, victim=victim, to=to, card=cid)
        yield from self.checkpoint()

    # ------------------------------------------------------------------ pure skills (windows)
    def expansion_window_skills(self, s: int) -> list:
        """The expansion's pure skills usable now by ``s`` (§5.1 A reveal with no printed
        condition may be used in any open window; §6.2: only when it has a valid target)."""
        st = self.st
        out = []
        # 黄雀 潜藏伏击 "put one intelligence from in front of another player on top of the deck".
        if self.covered(s, "huangque") and self.others_intel(s):
            out.append("huangque_qiancang")
        # 浮萍 先机 "take 2 cards from another player's hand, then they draw 2".
        if self.covered(s, "fuping") and self.hand_targets(s):
            out.append("fuping_xianji")
        # 蝮蛇 弹药无限 "with no cards in hand, you may reveal this character, then draw 1. This
        # works while covered" (R50).
        if self.covered(s, "fushe") and not st.hands[s]:
            out.append("fushe_danyao")
        # 蝮蛇 声东击西 "in an in-transit step, you may cover this character; this counts as 调虎离山,
        # with the same timing and effect" (so it needs a player 调虎离山 could target).
        tr = st.transit
        if self.has(s, "fushe_shengdong") and st.step == "in_transit" and tr is not None and not tr["done"] \
                and self.lure_targets():
            out.append("fushe_shengdong")
        return out

    def declare_huangque_qiancang(self, s: int):
        """黄雀 潜藏伏击 "(reveal): put one intelligence from in front of another player on top of
        the deck." The card was face up: where it went is public. The card is chosen when the
        effect resolves (what lies on the table may change meanwhile)."""
        self.reveal_character(s, "huangque_qiancang")
        return self.skill_item(s, "huangque_qiancang", lambda: self.qiancang(s))

    def qiancang(self, s: int):
        st = self.st
        pairs = self.others_intel(s)
        if not pairs:
            st.log_add("fizzle_skill", seat=s, skill="huangque_qiancang")
            return
        t, cid = yield from self.pick_intel(s, pairs, "huangque_qiancang", optional=False)
        st.intel[t].remove(cid)
        st.deck.append(cid)
        st.log_add("intel_to_deck", seat=s, victim=t, card=cid)
        yield from self.checkpoint()

    def declare_fuping_xianji(self, s: int):
        """浮萍 先机 "(reveal): take 2 cards from another player's hand, then they draw 2." The
        glossary's "抽取…手牌" is a random take (R45: the taker and the victim see the cards)."""
        self.reveal_character(s, "fuping_xianji")
        t = yield from self.pick_seat(s, self.hand_targets(s), "fuping_xianji")
        return self.skill_item(s, "fuping_xianji", lambda: self.xianji(s, t), target=t)

    def xianji(self, s: int, t: int):
        st = self.st
        if not st.alive(t):
            st.log_add("fizzle_skill", seat=s, skill="fuping_xianji")
            return
        for _ in range(2):
            c = self.take_random(s, t, "fuping_xianji")
            if c is None:
                break
            st.hands[s].append(c)
        st.log_add("draw", seat=t, n=self.draw(t, 2))
        yield from self.checkpoint()

    def declare_fushe_shengdong(self, s: int):
        """蝮蛇 声东击西: "cover this character; this counts as 调虎离山, with the same timing and
        effect, and cannot be 识破'd". Covering is the cost; the lure waits on the stack."""
        st = self.st
        t = yield from self.pick_seat(s, self.lure_targets(), "fushe_shengdong",
                                      key="fengsheng.prompt.target.lure_away", default=st.transit["recipient"])
        st.log_add("skill", seat=s, skill="fushe_shengdong")
        self.cover_self(s)
        return self.skill_item(s, "fushe_shengdong", lambda: self.shengdong(s, t), function="lure_away", target=t)

    def shengdong(self, s: int, t: int):
        if not self.lure(t):
            self.st.log_add("fizzle_skill", seat=s, skill="fushe_shengdong")

    def declare_fushe_danyao(self, s: int):
        """蝮蛇 弹药无限 "reveal this character, then draw 1"."""
        self.reveal_character(s, "fushe_danyao")
        return self.skill_item(s, "fushe_danyao", lambda: self.draw_for(s, 1, "fushe_danyao"))

    # ------------------------------------------------------------------ sending (加密)
    def send_method(self, p: int, cid: int):
        """§3.1 The card's stamp fixes the method; 无间行者 加密 your 文本 may be sent as 密电
        (R51: the printed method on time-out). Asked for his 密电 cards too (where 文本 is refused
        after the tap): a question for his 文本 only would tell the table that a card he sends face
        down is a 文本. A 直达 is not asked: it goes to a chosen target, so its method is public."""
        method = D.CARDS_BY_ID[cid]["transmission"]
        if method == "direct" or not self.has(p, "wujianxingzhe_jiami"):
            return method
        legal = {"text", "secret"} if method == "text" else {"secret"}
        ans = yield Prompt(p, "choose", "fengsheng.prompt.method", default=[method],
                           choices=[Choice("text", "fengsheng.transmission.text"),
                                    Choice("secret", "fengsheng.transmission.secret")], timer="turn",
                           check=lambda a: refuse_unless(a, legal, NOT_OPEN_TEXT))
        return ans[0]

    # ------------------------------------------------------------------ triggers
    def shengge(self):
        """千面女郎 笙歌 "when anyone's 真伪莫辨 resolves, you may draw 3, then give 1 card to another
        player." (顺位 from the active player, R11.)"""
        st = self.st
        for s in st.order_from(st.turn):
            if self.has(s, "qianmiannvlang_shengge"):
                yield from self.trigger(s, "qianmiannvlang_shengge", lambda s=s: self.shengge_draw_give(s))

    def shengge_draw_give(self, s: int):
        yield from self.draw_and_give(s, 3, "qianmiannvlang_shengge")
        yield from self.checkpoint()

    def juemi(self, sender: int):
        """无间行者 绝密 "when intelligence you sent is intercepted or decrypted, you may take 1
        random card from any player's hand, or place one black intelligence in front of that
        player." (R38: the black comes from his hand.) Asked whatever his hand holds: every other
        living player may be named for a placement, refused after the tap when he holds no black
        (``skills``' docstring); taking needs a card in their hand, which the table sees."""
        st = self.st
        skill = "wujianxingzhe_juemi"
        others = [t for t in st.living() if t != sender]
        if not self.has(sender, skill) or not others:
            return
        choices = [Choice(NO, "fengsheng.choice.pass")]
        choices += [Choice(f"take:{t}", "fengsheng.choice.take_card", ref={"seat": t}) for t in others if st.hands[t]]
        choices += [Choice(f"place:{t}", "fengsheng.choice.place_black", ref={"seat": t}) for t in others]
        takes = {ch.id for ch in choices if ch.id.startswith("take:")}
        places = {f"place:{t}" for t in others} if black_ids(st.hands[sender]) else set()
        ans = yield Prompt(sender, "choose", "fengsheng.prompt.juemi", default=[NO], choices=choices,
                           params={"skill": skill}, optional=True, auto_pass=not (takes | places),
                           timer="decision", check=lambda a: refuse_unless(a, {NO} | takes | places, NO_BLACK))
        if ans == [NO]:
            return
        act, _, t = ans[0].partition(":")
        t = int(t)
        st.log_add("skill", seat=sender, skill=skill)
        if act == "take":
            yield from self.skill_on_stack(sender, skill, lambda: self.take_into_hand(sender, t, skill), target=t)
            return
        cid = yield from self.pick_black(sender, skill, target=t)
        yield from self.skill_on_stack(sender, skill, lambda: self.place_if_held(sender, t, cid, skill), target=t)

    def pick_black(self, s: int, skill: str, **params):
        """The black card of a placement already chosen (``s`` holds one): the whole hand is
        offered, a card that is not black refused after the tap; default a random black (R51)."""
        hand = self.st.hands[s]
        legal = black_ids(hand)
        default = self.rng.choice(sorted(legal))
        ans = yield Prompt(s, "choose", "fengsheng.prompt.place_card", default=[default],
                           choices=[self.card_choice(c) for c in hand], params=dict(params, skill=skill),
                           timer="decision", check=lambda a: refuse_unless(a, legal, NOT_BLACK))
        return int(ans[0][1:])

    def expansion_receive_triggers(self, s: int, r: int, source: Optional[int], sent: bool):
        """Seat ``s``'s expansion triggers on ``r`` receiving a black intelligence (the caller
        checks the colour, the 顺位 and that ``r`` is still living, §6.4.4)."""
        st = self.st
        if s == r and self.has(s, "chaoxi_shicha"):
            # 潮汐 时差 "when you receive a black intelligence, you may put one intelligence from
            # in front of another player into your hand."
            pairs = self.others_intel(s)
            got = (yield from self.pick_intel(s, pairs, "chaoxi_shicha", optional=True)) if pairs else None
            if got is not None:
                yield from self.skill_on_stack(s, "chaoxi_shicha", lambda: self.intel_to_hand(s, got[0], got[1], s,
                                               "chaoxi_shicha"), target=got[0], target_card=got[1])
        if s == source and sent and st.alive(r) and self.has(s, "beileimao_002_toutian"):
            # [002] 贝雷帽 偷天 "when a player receives a black you sent, you may move one of their
            # non-black intelligence into any player's hand."
            pairs = [(r, c) for c in st.intel[r] if _colour(c) != "black"]
            got = (yield from self.pick_intel(s, pairs, "beileimao_002_toutian", optional=True)) if pairs else None
            if got is not None:
                to = yield from self.pick_seat(s, st.living(), "beileimao_002_toutian", default=s)
                yield from self.skill_on_stack(s, "beileimao_002_toutian",
                                               lambda: self.intel_to_hand(s, r, got[1], to, "beileimao_002_toutian"),
                                               target=r, target_card=got[1])

    def expansion_death_triggers(self, s: int, dying: int):
        """§1.4.3 Other players' skills that trigger on a death of seat ``s``: 黄雀 and [002]'s
        刀锋. Nothing else may be inserted (§1.4), so cards placed here have no receipt triggers and
        a death they cause is handled by the checkpoint that runs this death procedure."""
        if self.has(s, "huangque_zaihou") and self.identity_payable(s):
            # 黄雀在后 "when another player dies, you may turn up your identity card (once), then
            # place up to 2 black intelligence in front of a player." R33 once per game. The blacks
            # are chosen first, whatever the hand holds (``skills``' docstring); choosing none is
            # not using the skill, so the identity card is turned up only for a placement.
            cards = yield from self.choose_blacks(s, 2, "huangque_zaihou")
            if cards:
                self.pay_identity(s, "huangque_zaihou")
                yield from self.place_together(s, cards, "huangque_zaihou")
        if self.has(s, "daofeng_002_shixue"):
            # [002] 刀锋 嗜血 "when a player dies, you may draw 4, then give 1 card from your hand to
            # any player, yourself included."
            if (yield from self.optional(s, "daofeng_002_shixue", target=dying)):
                yield from self.draw_and_give(s, 4, "daofeng_002_shixue", self_ok=True)

    def houzhao(self, dying: int):
        """浮萍 后着 "when you die, you may view another player's hand, then place one of those
        cards in front of a player." Face up only (§5.1: a hidden character's second skill); she
        alone sees the hand (a note without card ids); the placed card is public."""
        st = self.st
        if st.characters[dying] != "fuping" or not st.face_up[dying]:
            return
        targets = [t for t in st.living() if st.hands[t]]
        if not targets or not (yield from self.optional(dying, "fuping_houzhao")):
            return
        t = yield from self.pick_seat(dying, targets, "fuping_houzhao")
        hand = list(st.hands[t])
        st.notes[dying].append({"kind": "hand_seen", "seat": t, "faces": [blank(c) for c in hand],
                                "turn": st.turns})
        st.log_add("view_hand", seat=dying, target=t)
        # Choices name the cards by position, not id: a hand card's id is its owner's secret.
        ans = yield Prompt(dying, "choose", "fengsheng.prompt.houzhao_card",
                           default=[f"h{self.rng.randrange(len(hand))}"],
                           choices=[Choice(f"h{i}", "fengsheng.card." + D.CARDS_BY_ID[c]["function"],
                                           ref={"card": blank(c)}) for i, c in enumerate(hand)],
                           timer="decision")
        cid = hand[int(ans[0][1:])]
        to = yield from self.pick_seat(dying, st.living(), "fuping_houzhao", key="fengsheng.prompt.place_target")
        st.hands[t].remove(cid)
        st.intel[to].append(cid)
        if _colour(cid) == "black":
            # R29 "the user of the skill or card that placed it" is the killer.
            st.last_black_source[to] = dying
        st.log_add("place", seat=dying, target=to, card=cid, skill="fuping_houzhao")

    def after_kill(self, victim: int, killer: Optional[int], was: dict):
        """Once a death stands (a rescued player was not killed): 黑手's mission, 滥杀 and 情仇.
        ``was``: the victim before the death showed the character (R39: a covered character has no
        gender; a covered 易先生 has no skill)."""
        st = self.st
        # R29 A player who kills themselves is not a killer (so "A 打酱油的 黑手 cannot win by
        # killing himself" and a woman 易先生 cannot claim 情仇 by killing herself).
        if killer is None or not st.alive(killer):
            return
        # 黑手 mission "Personally kill a female character" (characters only, as R39 says of 大美女).
        if st.characters[killer] == "heishou" and was["female_character"]:
            st.achieved.append(killer)
        # 黑手 滥杀 "when you kill a 打酱油的 player, you may declare a solo victory."
        if self.has(killer, "heishou_lansha") and st.identities[victim] == "bystander":
            if (yield from self.optional(killer, "heishou_lansha", target=victim)):
                yield from self.declare(killer, RESULT_SOLO)
        # 易先生 情仇 "if a woman kills you, she may declare a solo victory."
        if st.characters[victim] == "yixiansheng" and was["face_up"] and st.is_woman(killer):
            if (yield from self.optional(killer, "yixiansheng_qingchou", target=victim)):
                yield from self.declare(killer, RESULT_SOLO)

    def turn_end_triggers(self):
        """黑手 冷血 "if you killed a player this turn, at the end of the turn you may move one
        intelligence from in front of any player to in front of any player." (Ours: "the end of
        the turn" is after the end phase, and also the end of a turn cut short, §2.5.)"""
        st = self.st
        skill = "heishou_lengxue"
        for s in st.order_from(st.turn):
            if not self.has(s, skill) or not any(d["killer"] == s for d in st.deaths[st.turn_deaths:]):
                continue
            pairs = [(t, c) for t in st.living() for c in st.intel[t]]
            got = (yield from self.pick_intel(s, pairs, skill, optional=True)) \
                if pairs and len(st.living()) > 1 else None
            if got is None:
                continue
            t, cid = got
            to = yield from self.pick_seat(s, [u for u in st.living() if u != t], skill,
                                           key="fengsheng.prompt.place_target")
            yield from self.skill_on_stack(s, skill, lambda: self.move_intel(s, t, cid, to, skill),
                                           target=to, target_card=cid)

    def move_intel(self, s: int, t: int, cid: int, to: int, skill: str):
        if cid in self.st.intel[t] and self.st.alive(to):
            yield from self.place(s, to, cid, skill, origin=t)
        else:
            self.st.log_add("fizzle_skill", seat=s, skill=skill)

    # ------------------------------------------------------------------ victory (§1.6.6, R50)
    def replacing_winner(self, s: int) -> Optional[int]:
        """§5.4 "Such a mission counts only for a living 打酱油的. When it is met at a declaration,
        the declaration fails, and that player wins alone ... If several replacing missions are met,
        the first in 顺位 order after the declarer wins (R50).\""""
        st = self.st
        for k in range(1, st.players):
            t = (s + k) % st.players
            if not st.alive(t) or not self.mission_holder(t):
                continue
            mission = D.CHARACTERS_BY_ID[st.characters[t]]["mission"]
            if mission["replaces_declarer"] and self.replaces(t, s, mission["kind"]):
                return t
        return None

    def replaces(self, t: int, s: int, kind: str) -> bool:
        st = self.st
        if kind == "neighbour_declares":
            # 千面女郎 "Your left or right living neighbour declares victory." (A declarer who just
            # died of their own death mission still sits there.)
            return s in (self.ring_neighbour(t, -1, s), self.ring_neighbour(t, +1, s))
        if kind == "no_death_at_declaration":
            # 蝮蛇 "When someone declares victory, no player has died."
            return not st.deaths
        if kind == "death_before_declaration":
            # 易先生 "When someone declares victory, at least one player has already died."
            return bool(st.deaths)
        if kind == "declaration_by_your_sent_intel":
            # 潮汐 / 无间行者 "A player declares victory because of receiving intelligence you sent"
            # (the receiver declares at that receipt's checkpoint; mission wins included).
            return st.cause is not None and st.cause["sender"] == t and st.cause["receiver"] == s
        return False

    def ring_neighbour(self, t: int, d: int, declarer: int) -> Optional[int]:
        st = self.st
        for k in range(1, st.players):
            u = (t + d * k) % st.players
            if st.alive(u) or u == declarer:
                return u
        return None
