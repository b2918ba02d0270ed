"""盗梦都市: the action cards (§8) and the nightmares (§9) of docs/rules/inception.md.

``Effects.use_card`` plays one hand card: it asks for what the card needs (target, layer, mode), puts it in
the discard pile ("Unless stated, it then goes to the face-up discard pile", §4 3a) and resolves it. Each
card kind has one method ``card_<kind>``; each nightmare one method ``nightmare_<id>``.
"""

from __future__ import annotations

from games.core import Choice, Prompt

from .board import ADJACENT, LAYERS, LOST
from .cards import DECREES, DIE, IS_SHOOT, KIND_OF, KINDS, MOVE, face, has_name, named
from .flow import Core, buttons, card_choices

SHOOT_KINDS = ("shoot", "shoot_assassin", "shoot_spiral", "shoot_warhead")


class Effects(Core):
    # -- which cards may be used now --------------------------------------------------------------------------
    def targetable(self, seat: int, by: int) -> bool:
        """§5.7 the dead "cannot be targeted"; 筑梦师's 迷宫: "cannot ... be affected by cards or skills"."""
        return seat != by and self.st.alive(seat) and not self.mazed(seat)

    def others(self, seat: int) -> list:
        return [s for s in range(self.st.players) if self.targetable(s, seat)]

    def shoot_targets(self, seat: int, kind: str) -> list:
        st = self.st
        here = st.layer[seat]
        if KINDS[kind].reach == "any" or self.shoots_anywhere(seat):
            return self.others(seat)
        # 木星·巅峰's world rule: "SHOOT-type cards may target adjacent layers."
        reach = (here,) + (ADJACENT[here] if self.world("jupiter") else ())
        return [s for s in self.others(seat) if st.layer[s] in reach]

    def peek_targets(self, seat: int) -> list:
        st = self.st
        if self.is_master(seat):
            return [s for s in self.others(seat) if self.is_thief(s)]
        return [n for n in LAYERS if not st.opened[n]]

    def shapeshift_targets(self, seat: int) -> list:
        # §8 移形换影 "another thief ... The master may use it on a thief; a thief may not use it on the master."
        return [s for s in self.others(seat) if self.is_thief(s) and self.st.roles[s]]

    def usable(self, seat: int, card: int) -> bool:
        st = self.st
        kind = KIND_OF[card]
        if kind in SHOOT_KINDS:
            return bool(self.shoot_targets(seat, kind))
        if kind == "shoot_shuttle":
            return bool(self.shoot_targets(seat, "shoot")) or self.can_shuttle(seat)
        if kind == "shuttle":
            return self.can_shuttle(seat)
        if kind == "unseal":
            return self.may_unlock(seat)
        if kind == "peek":
            return bool(self.peek_targets(seat))
        if kind == "telekinesis":
            return any(st.layer[s] != st.layer[seat] for s in self.others(seat)) and st.layer[seat] != LOST
        if kind == "kick":
            return any(st.layer[s] != st.layer[seat] for s in self.others(seat)) and not self.mazed(seat)
        if kind == "shapeshift":
            return bool(st.roles[seat]) and bool(self.shapeshift_targets(seat))
        if kind == "resonance":
            return st.resonance is None and bool(self.others(seat))
        if kind == "nightmare_unseal":
            return any(n is not None for n in st.nightmares[1:])
        if kind == "gravity":
            return bool(self.others(seat))
        if kind in DECREES:
            return False   # §8 死亡宣言: "used with a SHOOT-type card", never alone
        return True        # 凭空造物, 时间风暴, 嫁接

    def can_shuttle(self, seat: int) -> bool:
        return not self.mazed(seat) or bool(self.shuttle_others(seat))

    # -- using a card -----------------------------------------------------------------------------------------
    def use_card(self, seat: int, card: int):
        st = self.st
        kind = KIND_OF[card]
        # Who a SHOOT may reach is read as the card is played (摩羯's 节奏 counts the hand holding it).
        self.reach = self.shoot_targets(seat, "shoot" if kind == "shoot_shuttle" else kind) if IS_SHOOT[card] else None
        st.hands[seat].remove(card)
        st.resolving = {"seat": seat, "card": face(card), "kind": kind, "target": None, "layer": None,
                        "decree": None}
        st.used_names.append(kind)
        st.used_cards.append(card)
        st.log_add("uses", seat=seat, card=named(card))
        if kind == "time_storm":
            yield from self.time_storm(seat, card)
            return
        kept = yield from self.card_goes(seat, card)
        if not kept:
            self.to_discard([card])
        if (yield from self.edict(seat, card)):
            return
        yield from self.resolve_kind(seat, kind, card)

    def resolve_kind(self, seat: int, kind: str, card):
        """The effect of a card of ``kind`` (``card`` None: an effect repeated without a card, 金星's world)."""
        effect = getattr(self, "card_" + kind)(seat, card)
        if effect is not None:
            yield from effect

    def time_storm(self, seat: int, card: int):
        """§8 时间风暴: "Discard the top 10 of the deck ... After triggering it is removed from the game"."""
        st = self.st
        st.removed.append(card)
        st.log_add("time_storm", seat=seat)
        self.mill(10)
        yield from self.storm_skills()

    # -- SHOOT ------------------------------------------------------------------------------------------------
    def card_shoot(self, seat: int, card):
        kind = self.st.resolving["kind"]
        target = yield from self.pick_seat(seat, "target", self.targets_of(seat, kind), params={"card": kind})
        yield from self.targeted(seat, target)
        yield from self.shoot(seat, target, kind, card=card)

    card_shoot_assassin = card_shoot_spiral = card_shoot_warhead = card_shoot

    def card_shoot_shuttle(self, seat: int, card: int):
        # §8 "Choose to resolve it as SHOOT or as 梦境穿梭剂."
        targets = self.targets_of(seat, "shoot")
        modes = (["shoot"] if targets else []) + (["shuttle"] if self.can_shuttle(seat)
                                                                             else [])
        if len(modes) > 1:
            answer = yield self.ask(seat, "shoot_mode", buttons(*modes), [modes[0]])
            modes = answer
        if modes[0] == "shoot":
            target = yield from self.pick_seat(seat, "target", targets, params={"card": "shoot_shuttle"})
            yield from self.targeted(seat, target)
            yield from self.shoot(seat, target, "shoot_shuttle", card=card)
        else:
            yield from self.card_shuttle(seat, card)

    def targets_of(self, seat: int, kind: str) -> list:
        reach, self.reach = getattr(self, "reach", None), None
        return reach if reach is not None else self.shoot_targets(seat, kind)

    def shoot(self, shooter: int, target: int, kind: str, card=None, mods=(), plain: bool = False):
        """§5.6: the target rolls; the result decides (§8's table for ``kind``). ``plain``: a skill or world
        rule "treated as a plain SHOOT" (no card: no 死亡宣言)."""
        st = self.st
        st.resolving = dict(st.resolving or {}, seat=shooter, kind=kind, target=target)
        st.log_add("shoots", seat=shooter, target=target, kind=kind)
        if (yield from self.shot_dodged(shooter, target)):
            return
        decree = None if plain else (yield from self.choose_decree(shooter))
        mods = list(mods)
        if self.is_master(shooter):
            # §6.1 "M4 carbine: when the master uses a SHOOT-type card, the target's roll is −1"
            # (seed 000 l.720 "攻擊盜夢者的時候盜夢者的骰數都-1").
            mods.append(("m4", -1))
        mods += yield from self.shot_mods(shooter, target)
        result = yield from self.shot_roll(shooter, target, kind, mods)
        result = yield from self.after_shot_roll(shooter, target, result)
        effect = self.shot_effect(shooter, kind, result, decree)
        if effect == DIE:
            yield from self.kill(target, shooter, cause="card")
            yield from self.killed_by_shot(shooter, target)
        elif effect == MOVE:
            yield from self.shot_moves(shooter, target, kind)
        st.shown = []

    def shot_effect(self, shooter: int, kind: str, result: int, decree) -> str:
        """What ``result`` does (§8's table); 0 is a death a skill decided (金牛's 号角)."""
        if result == 0:
            return DIE
        # §8 死亡宣言 "A roll equal to its number also kills" (I11: each card its own number; option
        # `decree_any_345`: every copy kills on 3, 4 or 5).
        if decree is not None and (result == DECREES[KIND_OF[decree]] or (
                self.st.options["decree_any_345"] and result in DECREES.values())):
            return DIE
        if self.thunder(shooter, result):
            return DIE
        return KINDS[kind].results[result - 1]

    def choose_decree(self, shooter: int):
        """§8 死亡宣言: "Before the target rolls, show this card alongside your SHOOT ... It returns to your hand.
        Only one may be shown per SHOOT."""
        st = self.st
        decrees = [c for c in st.hands[shooter] if KIND_OF[c] in DECREES]
        if not decrees:
            return None
        answer = yield self.ask(shooter, "decree", card_choices(decrees) + buttons("none"), ["none"])
        if answer[0] == "none":
            return None
        card = int(answer[0])
        st.resolving["decree"] = face(card)
        st.shown = [{"seat": shooter, "key": "inception.shown.decree", "cards": [face(card)]}]
        st.log_add("decree", seat=shooter, card=named(card))
        return card

    def shot_moves(self, shooter: int, target: int, kind: str):
        st = self.st
        strip = KINDS[kind].strip
        if strip:
            # §8 爆甲螺旋 / 炸裂弹头 "target shows their hand, discards every 解封 / SHOOT-type card".
            hand = list(st.hands[target])
            st.shown = [{"seat": target, "key": "inception.shown.hand", "cards": [face(c) for c in hand]}]
            lost = [c for c in hand if (IS_SHOOT[c] if strip == "shoot" else has_name(c, strip))]
            yield from self.discard_from_hand(target, lost)
        if self.pinned(shooter) or not st.alive(target):
            return
        # §8 SHOOT "moves to an adjacent layer of the shooter's choice".
        layer = yield from self.pick_layer(shooter, "layer", ADJACENT[st.layer[target]],
                                           params={"for": "shoot", "target": target})
        yield from self.move(target, layer, by_card=True)

    # -- moving cards -----------------------------------------------------------------------------------------
    def card_shuttle(self, seat: int, card: int):
        """§8 梦境穿梭剂 "Move to an adjacent layer" (药剂师's 注射 and 密道's 传送 add targets)."""
        st = self.st
        who = seat
        others = self.shuttle_others(seat)
        if others:
            mine = [] if self.mazed(seat) else [seat]
            who = yield from self.pick_seat(seat, "shuttle_target", mine + others, params={"card": "shuttle"})
        if who != seat and (yield from self.teleport(seat, who)):
            return
        layer = yield from self.pick_layer(seat, "layer", ADJACENT[st.layer[who]], params={"for": "shuttle"})
        yield from self.move(who, layer, own_play=(who == seat), by_card=True)

    def elsewhere_target(self, seat: int, kind: str):
        """念力牵引 and KICK: another player of another layer."""
        st = self.st
        targets = [s for s in self.others(seat) if st.layer[s] != st.layer[seat]]
        target = yield from self.pick_seat(seat, "target", targets, params={"card": kind})
        yield from self.targeted(seat, target)
        return target

    def card_telekinesis(self, seat: int, card: int):
        target = yield from self.elsewhere_target(seat, "telekinesis")
        # §8 念力牵引 "Pull them into your layer."
        yield from self.move(target, self.st.layer[seat], by_card=True)

    def card_kick(self, seat: int, card: int):
        st = self.st
        target = yield from self.elsewhere_target(seat, "kick")
        # §8 KICK "Swap layers with them."
        mine, theirs = st.layer[seat], st.layer[target]
        yield from self.move(seat, theirs, own_play=True, by_card=True)
        yield from self.move(target, mine, by_card=True)

    # -- unseal and peek --------------------------------------------------------------------------------------
    def card_unseal(self, seat: int, card: int):
        yield from self.unseal_used(seat)
        yield from self.unlock(seat, card)

    def card_peek(self, seat: int, card: int):
        st = self.st
        if self.world("chessboard"):
            self.draw(seat, 2)   # 棋局's world rule: "Using 梦境窥视 also draws 2."
        if self.is_master(seat):
            # §8 梦境窥视 ② "Master only: look at all of one thief's bribe cards."
            target = yield from self.pick_seat(seat, "target", self.peek_targets(seat), params={"card": "peek"})
            st.peeks[seat].append({"key": "inception.peek.bribes", "seat": target, "bribes": list(st.bribes[target])})
            st.log_add("peeks_bribes", seat=seat, target=target)
            return
        # §8 梦境窥视 ① "the master may first make you draw a bribe" (seed 000 l.742); §11: forced in the
        # variant while bribes remain.
        if st.bribe_pile and (st.master is None or (yield from self.yes(st.master, "peek_bribe",
                                                                         params={"seat": seat}))):
            yield from self.bribe(seat)
        layer = yield from self.pick_layer(seat, "peek_vault", self.peek_targets(seat))
        if layer not in st.vault_seen[seat]:
            st.vault_seen[seat].append(layer)
        st.log_add("peeks_vault", seat=seat, layer=layer)

    # -- hands --------------------------------------------------------------------------------------------------
    def card_creation(self, seat: int, card: int):
        self.draw(seat, 2)   # §8 凭空造物 "Draw 2."

    def card_graft(self, seat: int, card: int):
        """§8 嫁接 "Draw 3, then put any 2 cards from your hand on top of the deck in an order you choose"."""
        st = self.st
        self.draw(seat, 3)
        back = yield from self.pick_cards(seat, "graft", st.hands[seat], 2)
        if len(back) > 1:
            back = yield self.ordering(seat, back)
            back = [int(c) for c in back]
        for c in reversed(back):     # the first of the order ends on top
            st.hands[seat].remove(c)
            st.deck.append(c)
            st.deck_known[c] = seat
        st.log_add("graft", seat=seat, n=len(back))

    def ordering(self, seat: int, cards: list):
        return Prompt(seat, "order", "inception.prompt.graft_order", default=[str(c) for c in cards],
                      choices=card_choices(cards), timer="pick")

    def card_resonance(self, seat: int, card: int):
        """§8 共鸣 "Take all of their hand cards. Before your discard phase, give your whole hand to them"."""
        st = self.st
        target = yield from self.pick_seat(seat, "target", self.others(seat), params={"card": "resonance"})
        yield from self.targeted(seat, target)
        st.resonance = {"from": seat, "to": target}
        self.give(target, seat, list(st.hands[target]), "resonance")

    def return_resonance(self, seat: int):
        st = self.st
        res, st.resonance = st.resonance, None
        # "If they died meanwhile, you keep everything."
        if res and st.alive(res["to"]) and st.hands[seat]:
            self.give(seat, res["to"], list(st.hands[seat]), "resonance_back")
        return
        yield

    def card_gravity(self, seat: int, card: int):
        """§8 万有引力: each target lays its hand face up; "Starting with you and going in turn order among you
        and the targets, each takes one card at a time until none remain"."""
        st = self.st
        others = self.others(seat)
        answer = yield self.ask(seat, "gravity_targets", [Choice(str(s), ref={"seat": s}) for s in others],
                                [str(others[0])], lo=1, hi=min(2, len(others)))
        targets = [int(a) for a in answer]
        for t in targets:
            yield from self.targeted(seat, t)
        pool = st.pool
        for t in targets:
            pool.extend(st.hands[t])
            st.hands[t] = []
        takers = [seat] + [s for s in self.seat_order(seat) if s in targets]
        turn = 0
        while pool:
            st.shown = [{"seat": seat, "key": "inception.shown.gravity", "cards": [face(c) for c in pool]}]
            taker = takers[turn % len(takers)]
            if len(pool) == 1:
                pick = pool[0]
            else:
                answer = yield self.ask(taker, "gravity", [Choice(f"pool:{i}", ref={"card": face(c)})
                                                           for i, c in enumerate(pool)], ["pool:0"])
                pick = pool[int(answer[0].split(":")[1])]
            pool.remove(pick)
            st.hands[taker].append(pick)
            turn += 1
        st.log_add("gravity", seat=seat, targets=targets)
        st.shown = []

    def card_shapeshift(self, seat: int, card: int):
        """§8 移形换影 "Swap role cards with that thief until the end of the turn; all swaps are undone then"."""
        st = self.st
        target = yield from self.pick_seat(seat, "target", self.shapeshift_targets(seat), params={"card": "shapeshift"})
        yield from self.targeted(seat, target)
        st.roles[seat], st.roles[target] = st.roles[target], st.roles[seat]
        st.faces[seat], st.faces[target] = st.faces[target], st.faces[seat]
        st.swaps.append([seat, target])
        st.log_add("shapeshift", seat=seat, target=target)

    def undo_swaps(self) -> None:
        st = self.st
        for a, b in reversed(st.swaps):
            st.roles[a], st.roles[b] = st.roles[b], st.roles[a]
            st.faces[a], st.faces[b] = st.faces[b], st.faces[a]
        st.swaps = []

    # -- nightmares -------------------------------------------------------------------------------------------
    def card_nightmare_unseal(self, seat: int, card: int):
        """§8 梦魇解封 "Reveal it; then trigger it or discard it"."""
        st = self.st
        layer = yield from self.pick_layer(seat, "layer", [n for n in LAYERS if st.nightmares[n] is not None],
                                           params={"for": "nightmare_unseal"})
        yield from self.reveal_then_choose(seat, layer)

    def reveal_then_choose(self, seat: int, layer: int):
        st = self.st
        st.nightmare_shown = {"layer": layer, "nightmare": st.nightmares[layer]}
        st.log_add("nightmare_revealed", layer=layer, nightmare=st.nightmares[layer])
        answer = yield self.ask(seat, "nightmare", buttons("trigger", "discard"), ["discard"],
                                params={"layer": layer, "nightmare": st.nightmares[layer]})
        if answer[0] == "trigger":
            yield from self.trigger_nightmare(layer, reveal=False, by=seat)
        else:
            yield from self.drop_nightmare(layer)

    def trigger_nightmare(self, layer: int, reveal: bool = True, by=None):
        st = self.st
        nightmare = st.nightmares[layer]
        if nightmare is None:
            return
        st.nightmare_shown = {"layer": layer, "nightmare": nightmare}
        st.log_add("nightmare", layer=layer, nightmare=nightmare)
        st.nightmares[layer] = None
        st.spent.append(nightmare)
        chooser = st.master if st.master is not None else (st.current if by is None else by)
        yield from getattr(self, "nightmare_" + nightmare)(layer, chooser)
        yield from self.offer_spare(layer)

    def nightmare_despair(self, layer: int, chooser: int):
        # §9 绝望风暴 "Mill 10, plus 5 more for each other vault already open."
        self.mill(10 + 5 * sum(1 for n in LAYERS if n != layer and self.st.opened[n]))
        return
        yield

    def nightmare_plague(self, layer: int, chooser: int):
        """§9 邪念瘟疫 "The master may give any number of bribe cards to thieves in that layer. Thieves there who
        hold no bribe card go to the lost layer. No killer"."""
        st = self.st
        here = [s for s in st.in_layer(layer) if self.is_thief(s)]
        if st.master is not None and st.bribe_pile and here:
            answer = yield self.ask(st.master, "plague", [Choice(str(s), ref={"seat": s}) for s in here], [],
                                    lo=0, hi=min(len(here), len(st.bribe_pile)), params={"layer": layer})
            for s in answer:
                yield from self.bribe(int(s))
        for s in here:
            if not st.bribes[s]:
                self.kill_quietly(s)

    def nightmare_fall(self, layer: int, chooser: int):
        """§9 深空坠落 "Each thief in that layer rolls. On 5, 6, or a result equal to the current layer number,
        they go to the lost layer. Otherwise they move to the layer shown. No killer"."""
        st = self.st
        for s in [s for s in st.in_layer(layer) if self.is_thief(s)]:
            result = yield from self.roll(s, "fall", self.own_roll_mods(s))
            if result in (5, 6) or result == layer:
                self.kill_quietly(s)
            else:
                yield from self.move(s, result)

    def nightmare_echo(self, layer: int, chooser: int):
        """§9 回音萦绕 "The master picks a layer: either restore all its locks to the starting number, or add
        1 lock, which may go above the start"."""
        st = self.st
        closed = [n for n in LAYERS if not st.opened[n]]
        if not closed:
            return
        pick = yield from self.pick_layer(chooser, "layer", closed, params={"for": "echo"})
        answer = yield self.ask(chooser, "echo", buttons("restore", "plus1"), ["plus1"], params={"layer": pick})
        if answer[0] == "restore":
            st.locks[pick] = max(st.locks[pick], st.start_locks[pick])
        else:
            st.locks[pick] += 1
        st.log_add("locks", layer=pick, locks=st.locks[pick])

    def nightmare_hunger(self, layer: int, chooser: int):
        """§9 饥饿撕咬 "Everyone in that layer, the master included, discards 3 hand cards. Anyone with fewer
        than 3 goes to the lost layer instead and keeps their hand"."""
        st = self.st
        for s in st.in_layer(layer):
            if len(st.hands[s]) < 3:
                self.kill_quietly(s)
                continue
            cards = yield from self.pick_cards(s, "hunger", st.hands[s], 3)
            yield from self.discard_from_hand(s, cards)

    def nightmare_vortex(self, layer: int, chooser: int):
        """§9 致命漩涡 "Players in that layer go to the lost layer. Every other living player moves to that layer
        and discards their whole hand"."""
        st = self.st
        here = st.in_layer(layer)
        for s in here:
            self.kill_quietly(s)
        for s in st.living():
            yield from self.move(s, layer)
            yield from self.discard_from_hand(s, list(st.hands[s]))
