"""三国杀: the flow of a match, part 2 (using cards).

The play phase, which cards and targets are legal, using a card, and what each card kind does
(§7.2): the basic cards, the ten normal tricks, the two delayed tricks and equipping.
Weapons' and armour's effects are triggers in equipment.py. A mixin of flow.Flow, whose
primitives (move, damage, ask_for, nullify_window ...) it calls. A bare "§n" cites docs/rules/sanguosha.md.
"""

from __future__ import annotations

from typing import Optional

from games.core import Choice, Prompt

from . import effects
from .common import Event, K, card_choice, effect_choice, refuse
from .cards import KINDS, TARGET_RULES
from .heroes import SKILLS
from .roles import mode_of
from .state import KIND_OF, PLAYS_AS, RANK_OF, SUIT_OF, Use, face, slot_of
from .timings import Timing
from .view import slash_limit

END = "end"


RECAST = "recast:"     # a play-phase choice: recast this card (铁索连环)
STRENGTHENED = "strengthen:"   # a play-phase choice: use this card strengthened (谋攻, `strengthen:<what>:<card>`)
# The phase a delayed trick's `caught` result skips (乐不思蜀, 兵粮寸断)
SKIPPED_PHASE = {"skip_play_phase": "play", "skip_draw_phase": "draw"}


class CardPlay:

    # ================================================================ the play phase
    def play_phase(self, p: int, ev):
        """Seed 000 l.445-447: use 0 or more cards; at most one 杀 per play phase; the phase ends when
        the player ends it (§12: on time-out)."""
        st = self.st
        st.slashes_used, st.skill_uses = 0, {}
        while st.alive[p]:
            hand = st.hands[p]
            # The hand cards are the legal ones (the panel draws the rest of the hand beside them, dimmed:
            # §12 "legal cards are highlighted"); the skills are every one the seat
            # could use now, a view-as one refused after the tap when no card of its converts (`play_refusal`).
            usable = [c for c in hand if self.playable(p, PLAYS_AS[c], [c])]
            choices = [card_choice(c) for c in usable]
            skills = self.usable_skills(p)
            choices += [effect_choice(e) for e in skills]
            # 铁索连环 (§9.3): "Alternatively, recast it (重铸): put it in the discard pile and draw 1. Recast is allowed
            # only in your play phase."
            choices += [Choice(RECAST + str(c), "sanguosha.choice.recast", ref={"card": face(c)})
                        for c in hand if "recast_draw" in KINDS[KIND_OF[c]].effect]
            # 谋攻 (§9.6): "You declare it when you use the card": the strengthened use is a choice of its own
            choices += self.strengthen_choices(p, hand, usable)
            choices.append(Choice(END, "sanguosha.choice.end"))
            answer = yield Prompt(p, "choose", K("play"), default=[END], choices=choices, timer="play",
                                  check=lambda a: self.play_refusal(p, a[0]))
            pick = answer[0]
            if pick == END:
                return
            if pick.startswith("skill:"):
                yield from self.use_skill(p, pick[6:])
            elif pick.startswith(RECAST):
                yield from self.recast(p, int(pick[len(RECAST):]))
            elif pick.startswith(STRENGTHENED):
                what, _, card = pick[len(STRENGTHENED):].partition(":")
                yield from self.use_card(Use(p, PLAYS_AS[int(card)], [int(card)], strengthened=what))
            else:
                card = int(pick)
                yield from self.use_card(Use(p, PLAYS_AS[card], [card]))

    def recast(self, p: int, card: int):
        self.st.log_add("recast", player={"seat": p}, card=face(card))
        yield from self.move([card], "discard")
        self.draw(p, KINDS[KIND_OF[card]].effect["recast_draw"])

    def usable_skills(self, p: int) -> list:
        """Active skills usable now (within their per-phase limit) and view-as skills that make a card
        usable now from the seat's own cards."""
        st = self.st
        held = self.effects_of(p)
        found = []
        for e, a in effects.ACTIVE.items():
            limit = SKILLS[e].per_play_phase if e in SKILLS else None
            if e in held and (limit is None or st.skill_uses.get(e, 0) < limit) and a.can(self, p):
                found.append(e)
        # A view-as skill is offered whenever a card it makes could be used now (public facts: the 杀 limit,
        # the targets), whatever the seat's cards: DESIGN.md "No leaks at a glance".
        for e, v in effects.VIEW_AS.items():
            if e in held and self.kinds_to_make(p, v):
                found.append(e)
        return found

    def kinds_to_make(self, p: int, view) -> list:
        """The kinds a view-as skill could make for use in the play phase now, whatever the cards."""
        return [k for k in view.kinds if view.usable(self, p, k) and self.playable(p, k, [])]

    def play_refusal(self, p: int, pick: str):
        """A view-as skill tapped with no card of the seat's that it can turn into a usable card."""
        view = effects.VIEW_AS.get(pick[6:]) if pick.startswith("skill:") and pick[6:] not in effects.ACTIVE else None
        if view is None or any(self.convertible_for_play(p, view, k) for k in self.kinds_to_make(p, view)):
            return None
        return refuse("nothing_to_convert", "None of your cards can be turned into a card you could use now.",
                      skill=view.effect)

    def convertible_for_play(self, p: int, view, kind: str) -> bool:
        cards = self.convertible(p, view, kind)
        if len(cards) < view.count:
            return False
        return any(self.playable(p, kind, cards[i:i + view.count]) for i in range(len(cards) - view.count + 1))

    def use_skill(self, p: int, effect: str):
        st = self.st
        if effect in effects.ACTIVE:
            st.skill_uses[effect] = st.skill_uses.get(effect, 0) + 1
            st.log_add("skill", player={"seat": p}, skill=effect)
            entry = st.log[-1]
            if (yield from effects.ACTIVE[effect].run(self, p)) is False:
                # The run returns False when its first question was answered empty (taken back, like a card's
                # targets): nothing was paid, so it was no use (制衡, 反间, 结姻 may then be used after all).
                st.skill_uses[effect] -= 1
                st.log[:] = [e for e in st.log if e is not entry]
            return
        view = effects.VIEW_AS[effect]
        kind = next(k for k in self.kinds_to_make(p, view) if self.convertible_for_play(p, view, k))
        cards = yield from self.pick_conversion(p, view, kind)
        if cards is None or not self.playable(p, kind, cards):
            return
        yield from self.use_card(Use(p, kind, cards, skill=effect))

    # ================================================================ what is legal
    def slash_limit(self, p: int) -> Optional[int]:
        return slash_limit(self.st, p)

    def playable(self, p: int, kind: str, cards: list) -> bool:
        """May `p` use `cards` as `kind` in its play phase now (with at least one legal target)?"""
        st = self.st
        ck = KINDS[kind]
        if "play" not in ck.uses:
            return False
        if kind == "slash":
            limit = self.slash_limit(p)
            if limit is not None and st.slashes_used >= limit:
                return False
        if self.turn_limit_reached(kind):
            return False
        if ck.type == "equip":
            return True
        rule = TARGET_RULES[ck.target]
        if rule.who in ("self", "self_or_dying"):
            return self.target_ok(p, p, kind, cards)
        if rule.who in ("all", "all_others"):
            return bool(self.automatic_targets(p, kind))
        if kind == "borrowed_sword":
            return any(self.sword_victims(p, a) for a in self.legal_targets(p, kind, cards))
        return bool(self.legal_targets(p, kind, cards))

    def turn_limit_reached(self, kind: str) -> bool:
        # 酒 (§9.3): "Limit: once per turn." (R14: its dying use is not counted, ask_peach)
        limit = KINDS[kind].effect.get("limit")
        return limit is not None and self.st.turn_flags.get("used:" + kind, 0) >= limit["times"]

    def legal_targets(self, p: int, kind: str, cards: list = ()) -> list:
        return [t for t in range(self.st.players) if self.target_ok(p, t, kind, cards)]

    def target_ok(self, p: int, t: int, kind: str, cards=()) -> bool:
        """One candidate against the card's TargetRule (cards.py): who, distance, needs; and the
        effects that forbid it (空城, 谦逊: `untargetable_by`)."""
        st = self.st
        ck = KINDS[kind]
        rule = TARGET_RULES[ck.target]
        if not st.alive[t]:
            return False
        if rule.who == "other" and t == p or rule.who in ("self", "self_or_dying") and t != p:
            return False
        if t != p and any(kind in kinds for kinds in self.status_values(t, "untargetable_by")):
            return False
        if rule.distance == "attack_range" and self.distance(p, t) > self.attack_range(p, without=cards):
            return False
        # §6.3: "顺手牵羊 ... need distance ≤ 1. 奇才 removes these distance limits."
        if isinstance(rule.distance, int) and t != p and self.distance(p, t) > rule.distance \
                and not (ck.type in ("trick", "delayed") and None in self.status_values(p, "trick_distance_limit")):
            return False
        return all(self.meets(t, need, kind) for need in rule.needs)

    def meets(self, t: int, need: str, kind: str) -> bool:
        st = self.st
        if need == "has_card":
            return bool(st.all_cards(t))
        if need == "has_hand_card":
            return bool(st.hands[t])
        if need == "has_weapon":
            return st.weapon(t) is not None
        if need == "wounded":
            # R23: "In this mode you may use 桃 on yourself at full HP in your play phase" (金鱼)
            return st.hp[t] < st.max_hp[t] or kind == "peach" and mode_of(st.options) == "goldfish"
        if need == "no_same_in_judgement":
            # Seed 000 l.447: "任何一個玩家面前的判定區或裝備區裏不能放有兩張同名的牌"
            return all(k != kind for _, k in st.judgement[t])
        raise ValueError(f"unknown target need {need!r}")

    def automatic_targets(self, p: int, kind: str) -> list:
        """§6.7: 南蛮入侵 and 万箭齐发 from the player after the user; 桃园结义 and 五谷丰登 from the
        user. R10: 桃园结义 skips players at full HP."""
        rule = TARGET_RULES[KINDS[kind].target]
        seats = self.order_from(p)
        if rule.who == "all_others":
            seats = seats[1:]
        return [t for t in seats if all(self.meets(t, need, kind) for need in rule.needs)]

    def sword_victims(self, p: int, holder: int) -> list:
        """借刀杀人's victim: "B must be within A's attack range and a legal 杀 target for A"."""
        return [b for b in range(self.st.players) if self.target_ok(holder, b, "slash")]

    # ================================================================ using a card
    def choose_targets(self, use: Use):
        """The `targets` prompt: legal seats only, each with its distance; an empty answer takes the
        card back. 方天画戟: a 杀 that is the user's last hand card takes up to 2 more targets."""
        p, kind = use.user, use.kind
        rule = TARGET_RULES[KINDS[kind].target]
        if KINDS[kind].type == "equip" or rule.who in ("self", "self_or_dying"):
            return [p]
        if rule.who in ("all", "all_others"):
            return self.automatic_targets(p, kind)
        legal = self.legal_targets(p, kind, use.cards)
        if kind == "borrowed_sword":
            legal = [a for a in legal if self.sword_victims(p, a)]
        most = rule.count + self.extra_targets(use)      # 铁索连环: "choose 1–2 players" (§9.3)
        chosen = yield from self.ask_targets(p, use, legal, most)
        if chosen and kind == "borrowed_sword":
            victim = yield from self.ask_targets(p, use, self.sword_victims(p, chosen[0]), 1, step="victim")
            return chosen + victim if victim else None
        return chosen or None

    def ask_targets(self, p: int, use: Use, legal: list, most: int, step: Optional[str] = None):
        params = {"card": face(use.cards[0], use.kind) if len(use.cards) == 1 else None, "kind": use.kind}
        if step:
            params["step"] = step
        answer = yield Prompt(p, "choose", K("targets"), default=[], min=0, max=most, optional=True,
                              timer="play", params=params,
                              choices=[Choice(str(t), ref={"seat": t}, params={"distance": self.distance(p, t)})
                                       for t in legal])
        return [int(a) for a in answer]

    def extra_targets(self, use: Use) -> int:
        """方天画戟: "If the 杀 you use is your last hand card, it may take up to 2 extra targets"."""
        st = self.st
        weapon = st.weapon(use.user)
        if use.kind != "slash" or weapon is None or KIND_OF[weapon] != "sky_halberd":
            return 0
        hand = st.hands[use.user]
        last = bool(use.cards) and all(c in hand for c in use.cards) and len(hand) == len(use.cards)
        return KINDS["sky_halberd"].effect["extra_slash_targets"] if last else 0

    def use_card(self, use: Use, targets: Optional[list] = None):
        """Use a card: targets (asked unless given), the cost paid (cards into the processing zone),
        CARD_USED (集智), then its effect, then the cards to the discard pile. Returns False when the
        user took the card back."""
        st = self.st
        if targets is None:
            targets = yield from self.choose_targets(use)
            if targets is None:
                return False
        use.targets = list(targets)
        self.pay_strengthening(use)
        kind = KINDS[use.kind]
        if use.kind == "slash" and use.counted and use.user == st.current and st.phase == "play":
            st.slashes_used += 1
        if use.kind == "slash" and st.turn_flags.get("wine") == use.user:
            # 酒: "The next 杀 you use this turn deals +1 damage if it hits."
            del st.turn_flags["wine"]
            use.bonus = KINDS["wine"].effect["next_slash_damage"]
        self.note_slash(use)
        self.log_card("use", use)
        if kind.type == "equip":
            yield from self.equip(use)
            return True
        if kind.type == "delayed":
            if use.strengthened:
                st.reversed_tricks.append(use.cards[0])
            yield from self.move(use.cards, "judgement", use.targets[0], as_kind=use.kind)
            return True
        yield from self.move(use.cards, "processing")
        st.stack.append(use)
        yield from self.trigger(Timing.CARD_USED, self.event(use=use, user=use.user))
        yield from RESOLVE[use.kind](self, use)
        if use in st.stack:
            st.stack.remove(use)
        yield from self.finish_cards(use.cards)
        return True

    def event(self, **facts):
        return Event(**facts)

    def aim(self, use: Use, order: list) -> list:
        """The targeting moments for each target in order: ON_BECOMING_TARGET (流离 may move a 杀:
        it sets ev.target), AFTER_TARGET_CHOSEN (the user's: 铁骑, 雌雄双股剑, 无双) and
        AFTER_BECOMING_TARGET (the target's). Returns one event per target: ev.target, ev.dodges (闪
        needed against a 杀), ev.no_dodge, ev.slashes (杀 each side needs in a 决斗, by seat)."""
        events = []
        for t in order:
            ev = self.event(use=use, user=use.user, target=t, dodges=1, no_dodge=False,
                            slashes={use.user: 1, t: 1})
            yield from self.trigger(Timing.ON_BECOMING_TARGET, ev)
            yield from self.trigger(Timing.AFTER_TARGET_CHOSEN, ev)
            yield from self.trigger(Timing.AFTER_BECOMING_TARGET, ev)
            events.append(ev)
        return events

    def about(self, use: Use) -> dict:
        """What a prompt answering `use` says (the same for every seat asked)."""
        return {"player": use.user, "kind": use.kind, "target": use.target}

    # ================================================================ basic cards
    def resolve_slash(self, use: Use):
        """§7.2: "The target must respond with 闪, or take 1 damage from the user." Several
        targets (方天画戟) resolve in seat order from the user."""
        st = self.st
        for ev in (yield from self.aim(use, self.in_seat_order(use.targets, use.user))):
            if st.alive[ev.target] and st.alive[use.user]:
                use.target = ev.target
                yield from self.slash_hits(use, ev)
        use.target = None

    def has_no_effect(self, use: Use, ev):
        """BEFORE_CARD_EFFECT: the target's armour may void the card for it (仁王盾, 藤甲); said in the log."""
        ev.nullified = False
        yield from self.trigger(Timing.BEFORE_CARD_EFFECT, ev)
        if ev.nullified:
            self.st.log_add("no_effect", player={"seat": ev.target}, kind=use.kind)
        return ev.nullified

    def slash_hits(self, use: Use, ev):
        st = self.st
        t = ev.target
        if (yield from self.has_no_effect(use, ev)):
            return
        if not ev.no_dodge:
            dodges = self.slash_dodges(use, ev.dodges)
            dodged = yield from self.ask_for(t, "dodge", self.about(use), dodges, self.ignores_armor(use))
            if dodged:
                ev.hit = False
                yield from self.trigger(Timing.SLASH_DODGED, ev)
                if not ev.hit:
                    return
        if st.alive[t]:
            yield from self.damage(use.user, t, 1 + use.bonus, use.cards, use, nature=use.nature)

    def ignores_armor(self, use: Use) -> bool:
        """青釭剑: "Locked: your 杀 ignores the target's armour"."""
        weapon = self.st.weapon(use.user)
        return use.kind == "slash" and weapon is not None and KINDS[KIND_OF[weapon]].effect.get("ignores_armor", False)

    def armor_works(self, seat: int, ev) -> bool:
        """The holder's armour acts unless the 杀 it faces ignores it (`ev.use`) or it answers a
        request that ignores it (`ev.ignore_armor`)."""
        return not ev.ignore_armor and not (ev.use is not None and ev.use.target == seat and self.ignores_armor(ev.use))

    def resolve_peach(self, use: Use):
        """§7.2: "Recover 1 HP" (own play phase, on oneself while wounded; 谋攻 strengthened: +2)."""
        yield from self.heal_with(use.targets[0], use)

    # ================================================================ normal tricks (each target: a 无懈 window)
    def each_target(self, use: Use, order: list):
        """§6.7: one target at a time, each with its own 无懈可击 window; yields the targets whose
        effect happens (the caller's loop body runs inside the resolution)."""
        happen = []
        for t in order:
            if not self.st.alive[t]:
                continue
            use.target = t
            if (yield from self.nullify_window(use)):
                happen.append(t)
        return happen

    def resolve_dismantle(self, use: Use):
        """"The user picks one of the target's cards and discards it.\""""
        t = use.targets[0]
        yield from self.aim(use, [t])
        use.target = t
        if (yield from self.nullify_window(use)) and self.st.all_cards(t):
            card = yield from self.pick_card(use.user, t, self.about(use))
            yield from self.discard(t, [card])

    def resolve_fire_attack(self, use: Use):
        """火攻 (§9.3): "The target shows a hand card of their choice. You may then discard a hand card of the same
        suit to deal them 1 fire damage." The user is asked with its whole hand; a card of another suit is
        refused after the tap."""
        st = self.st
        t = use.targets[0]
        yield from self.aim(use, [t])
        use.target = t
        if not (yield from self.nullify_window(use)) or not st.hands[t]:
            return
        card = (yield from self.ask_cards(t, "fire_attack_show", st.hands[t], 1, params={"player": use.user}))[0]
        shown = {"seat": t, "cards": [card]}
        st.seen[card] = True
        st.shown.append(shown)
        st.log_add("fire_attack_shown", player={"seat": t}, card=face(card))
        same_suit = [c for c in st.hands[use.user] if SUIT_OF[c] == SUIT_OF[card]]
        paid = yield from self.ask_cards(use.user, "fire_attack_discard", st.hands[use.user], 1, optional=True,
                                         params={"player": t, "suit": SUIT_OF[card]}, only=same_suit)
        st.shown.remove(shown)
        if paid:
            yield from self.discard(use.user, paid)
            yield from self.damage(use.user, t, KINDS["fire_attack"].damage, use.cards, use, nature=use.nature)

    def resolve_snatch(self, use: Use):
        """"The user takes one of the target's cards into hand, picked the same way." The former owner
        knows which hand card it lost (docs/sanguosha-view.md, `peeks`)."""
        st = self.st
        t = use.targets[0]
        yield from self.aim(use, [t])
        use.target = t
        if (yield from self.nullify_window(use)) and st.all_cards(t):
            card = yield from self.pick_card(use.user, t, self.about(use))
            from_hand = card in st.hands[t]
            yield from self.gain(use.user, [card], source=t)
            if from_hand:
                st.peeks[t].append({"key": "sanguosha.peek.lost", "cards": [card], "from": use.user})

    def resolve_duel(self, use: Use):
        """"Starting with the target, the two alternate playing 杀. The first who does not takes 1
        damage from the other." (无双: ev.slashes says how many each side must play.)"""
        st = self.st
        t = use.targets[0]
        ev = (yield from self.aim(use, [t]))[0]
        use.target = t
        if not (yield from self.nullify_window(use)):
            return
        side, other = t, use.user
        while st.alive[side] and st.alive[other]:
            if not (yield from self.ask_for(side, "slash", self.about(use), ev.slashes.get(side, 1))):
                yield from self.damage(other, side, 1, use.cards, use)
                return
            side, other = other, side

    def resolve_borrowed_sword(self, use: Use):
        """"A must use a 杀 on B; this does not count toward A's per-phase limit. Otherwise A gives their
        weapon to the user. A 无懈 cancels the whole demand.\""""
        st = self.st
        holder, victim = use.targets
        yield from self.aim(use, [holder])
        use.target = holder
        if not (yield from self.nullify_window(use)):
            return
        if st.alive[victim] and self.target_ok(holder, victim, "slash"):
            slash = yield from self.respond(holder, "slash", {**self.about(use), "victim": victim}, use_it=True)
            if slash is not None:
                slash.counted = False
                yield from self.use_card(slash, [victim])
                return
        weapon = st.weapon(holder)
        if weapon is not None:
            yield from self.gain(use.user, [weapon], source=holder)

    def resolve_something_from_nothing(self, use: Use):
        """"Draw 2 cards.\""""
        for t in (yield from self.each_target(use, use.targets)):
            self.draw(t, 2)

    def resolve_mass_demand(self, use: Use):
        """南蛮入侵 / 万箭齐发: "Each plays a 杀 (闪) or takes 1 damage from the user", from the player
        after the user, each with a window."""
        st = self.st
        need = KINDS[use.kind].effect["answered_by"]
        for ev in (yield from self.aim(use, use.targets)):
            t = ev.target
            use.target = t
            if not st.alive[t] or (yield from self.has_no_effect(use, ev)) or not (yield from self.nullify_window(use)):
                continue
            if not (yield from self.ask_for(t, need, self.about(use), 1)):
                yield from self.damage(use.user, t, 1, use.cards, use)
        use.target = None

    def resolve_peach_garden_oath(self, use: Use):
        """"Each recovers 1 HP", from the user; R10: players at full HP are skipped (no window)."""
        for t in use.targets:
            use.target = t
            if self.st.alive[t] and self.st.hp[t] < self.st.max_hp[t] and (yield from self.nullify_window(use)):
                yield from self.recover(t, 1, source=use.user, use=use)
        use.target = None

    def resolve_bountiful_harvest(self, use: Use):
        """"Reveal one card from the draw pile per living player. In order, each takes one. A target
        whose pick is 无懈'd takes nothing. Cards left over are discarded.\""""
        st = self.st
        revealed = [self.top_card() for _ in st.living()]
        for c in revealed:
            self.put(c, "processing", None, None)
        st.pool = [[c, None] for c in revealed]
        st.log_add("harvest", cards=[face(c) for c in revealed])
        for t in use.targets:
            use.target = t
            if st.alive[t] and (yield from self.nullify_window(use)):
                yield from self.harvest_pick(t)
        st.pool = None
        use.target = None
        yield from self.finish_cards(revealed)

    def harvest_pick(self, t: int):
        st = self.st
        free = [i for i, (c, taker) in enumerate(st.pool) if taker is None]
        if not free:
            return
        st.window = {"kind": "choose", "seat": t, "key": K("harvest")}
        answer = yield Prompt(t, "choose", K("harvest"), default=[f"pool:{free[0]}"], timer="skill",
                              choices=[Choice(f"pool:{i}", "sanguosha.card." + KIND_OF[st.pool[i][0]],
                                              ref={"card": face(st.pool[i][0])}) for i in free])
        st.window = None
        i = int(answer[0].partition(":")[2])
        st.pool[i][1] = t
        yield from self.gain(t, [st.pool[i][0]])

    # ================================================================ delayed tricks (§6.6)
    def judge_phase(self, p: int, ev):
        """Seed 000 l.439: "從最後一個施加給你的錦囊開始判定（最早放置的最後判定）"; each first gets a 无懈可击
        window (§6.8); if cancelled, 乐不思蜀 is discarded unjudged and 闪电 moves on unjudged."""
        st = self.st
        for card, kind in reversed([list(e) for e in st.judgement[p]]):
            if not st.alive[p] or [card, kind] not in st.judgement[p]:
                continue
            yield from self.move([card], "processing")
            trick = Use(p, kind, [card], targets=[p], target=p,
                        strengthened="delayed_trick" if card in st.reversed_tricks else None)
            st.stack.append(trick)
            happens = yield from self.nullify_window(trick)
            yield from DELAYED[kind](self, trick, happens)
            st.stack.remove(trick)
            yield from self.finish_cards([card])

    def resolve_iron_chain(self, use: Use):
        """铁索连环 (§9.3): "toggle each one's chained state. Each target may be 无懈'd." """
        for t in (yield from self.each_target(use, self.in_seat_order(use.targets, use.user))):
            self.st.chained[t] = not self.st.chained[t]
            self.st.log_add("chained" if self.st.chained[t] else "unchained", player={"seat": t})

    def resolve_wine(self, use: Use):
        """酒 in the play phase (§9.3): "use it on yourself. The next 杀 you use this turn deals +1 damage if it
        hits. Limit: once per turn." The turn's facts are cleared when the next turn starts."""
        st = self.st
        if use.strengthened == "wine":
            # 谋攻 (seed 004 l.85): "效果改為出牌階段內使用酒後造成的所有傷害加1且此「酒」不計入上限"
            st.turn_flags["mighty_wine"] = use.user
            return
        st.turn_flags["used:wine"] = st.turn_flags.get("used:wine", 0) + 1
        st.turn_flags["wine"] = use.user
        yield from ()

    def judge_skip_phase(self, trick: Use, happens: bool):
        """乐不思蜀: "Judge. Unless the result is ♥, the target skips their play phase."; 兵粮寸断 (§9.3): "Judge:
        unless the result is ♣, they skip their draw phase." The suits and the phase are the card's data."""
        if happens:
            effect = KINDS[trick.kind].effect
            escapes = effect["judge_escapes"]["suits"]
            ev = yield from self.judge(trick.target, trick.kind,
                                       self.judgement_test(trick, lambda c: SUIT_OF[c] not in escapes))
            if ev.hit:
                self.st.skip.append(SKIPPED_PHASE[effect["caught"]])

    def judge_lightning(self, trick: Use, happens: bool):
        """闪电: "On ♠2–♠9 the holder takes 3 thunder damage with no source, and 闪电 is discarded.
        Otherwise, or if it is 无懈'd, it moves to the judgement area of the next living player in
        seat order who may legally hold it. If there is none, it is discarded" (R11)."""
        effect = KINDS["lightning"].effect
        holder, card = trick.target, trick.cards[0]
        if happens:
            lo, hi = effect["judge_hits"]["ranks"]
            ev = yield from self.judge(holder, "lightning", self.judgement_test(
                trick, lambda c: SUIT_OF[c] in effect["judge_hits"]["suits"] and lo <= RANK_OF[c] <= hi))
            if ev.hit:
                yield from self.damage(None, holder, KINDS["lightning"].damage, [card], trick, nature="thunder")
                return
        receiver = self.lightning_receiver(holder)
        if receiver is not None and card in self.st.processing:
            self.st.log_add("lightning_moves", player={"seat": receiver})
            yield from self.move([card], "judgement", receiver, as_kind=trick.kind)

    def lightning_receiver(self, holder: int) -> Optional[int]:
        """The next living player after `holder` in seat order who may legally hold 闪电 (None: nobody, R11)."""
        return next((s for s in self.order_from(holder) if s != holder and self.target_ok(s, s, "lightning")), None)

    # ================================================================ equipment (§6.4)
    def equip(self, use: Use):
        """"Equipping into a full slot discards the old card.\""""
        st = self.st
        card, p = use.cards[0], use.user
        old = st.equip[p][slot_of(card)]
        # the log already names it, and the old card's leaving may ask a question (枭姬, 白银狮子) before it moves
        st.seen[card] = True
        if old is not None:
            yield from self.move([old], "discard")
        yield from self.move([card], "equip", p)


RESOLVE = {
    "slash": CardPlay.resolve_slash,
    "peach": CardPlay.resolve_peach,
    "dismantle": CardPlay.resolve_dismantle,
    "snatch": CardPlay.resolve_snatch,
    "duel": CardPlay.resolve_duel,
    "borrowed_sword": CardPlay.resolve_borrowed_sword,
    "something_from_nothing": CardPlay.resolve_something_from_nothing,
    "barbarian_invasion": CardPlay.resolve_mass_demand,
    "arrow_volley": CardPlay.resolve_mass_demand,
    "peach_garden_oath": CardPlay.resolve_peach_garden_oath,
    "bountiful_harvest": CardPlay.resolve_bountiful_harvest,
    "wine": CardPlay.resolve_wine,
    "fire_attack": CardPlay.resolve_fire_attack,
    "iron_chain": CardPlay.resolve_iron_chain,
}
DELAYED = {"indulgence": CardPlay.judge_skip_phase, "supply_shortage": CardPlay.judge_skip_phase,
           "lightning": CardPlay.judge_lightning}
