"""盗梦都市: the roles' skills and the masters' world rules (docs/rules/inception.md §10).

The core flow (flow.py) and the cards (effects.py) call the hooks below at the moments the rulebook names
(start of turn, draw, a roll, a move, a death, an unlock ...). Each hook reads which roles are in play; each
role's rule sentence stands above the lines that implement it. A seat "has" a skill while its role card is
that role, it is alive and not in a 迷宫 (§5.7 "While dead: no skills"; 筑梦师 "their skills are off").
"""

from __future__ import annotations

from games.core import Choice

from .board import ADJACENT, DRAW, HAND_LIMIT, LAYERS, LOST
from .cards import IS_SHOOT, KIND_OF, face, has_name, named
from .effects import Effects
from .flow import buttons, card_choices
from .roles import ACTIVE, MASTER, ROLES, WORLD_ACTIVE

# 金星·镜界's world rule: "Draw and discard effects cannot be repeated".
UNREPEATABLE = ("creation", "graft", "time_storm", "decree3", "decree4", "decree5", "shapeshift")


class Flow(Effects):
    # -- who has what ------------------------------------------------------------------------------------------
    def mazed(self, seat: int) -> bool:
        return seat in self.st.maze

    def has(self, seat: int, role: str) -> bool:
        st = self.st
        own = st.roles[seat]
        if own != role and own != "apollo":
            return False
        if st.layer[seat] == LOST or seat in st.maze:
            return False
        if own == role:
            return True
        # 阿波罗's 日冕: "in your own turn you also have the master's skill".
        return (st.current == seat and st.master is not None and st.roles[st.master] == role
                and ROLES[role].camp == MASTER)

    def face_is(self, seat: int, face_id: str) -> bool:
        return self.st.faces[seat] == face_id

    def holders(self, role: str) -> list:
        roles = self.st.roles
        if role not in roles and "apollo" not in roles:
            return []
        return [s for s in range(self.st.players) if self.has(s, role)]

    def master_has(self, role: str) -> bool:
        return self.st.master is not None and self.has(self.st.master, role)

    world_skill = master_has

    def once(self, skill: str, times: int = 1) -> bool:
        """§5.8 "限一次 'once': a skill marked this way may be used once per turn"."""
        return self.st.used.get(skill, 0) < times

    def spend(self, skill: str) -> None:
        self.st.used[skill] = self.st.used.get(skill, 0) + 1

    def flip(self, seat: int) -> None:
        st = self.st
        st.faces[seat] = "b" if st.faces[seat] == "a" else "a"
        st.log_add("flips", seat=seat, face=st.faces[seat])

    # -- start, draw, discard, end ------------------------------------------------------------------------------
    def start_skills(self, seat: int):
        st = self.st
        # 筑梦师's 迷宫 lasts "until the end of their next turn": it ends with the mazed seat's turn.
        st.maze = {s: t for s, t in st.maze.items() if not (s == seat and t < st.turn)}
        return
        yield

    def draw_count(self, seat: int):
        st = self.st
        if self.has(seat, "joker"):
            # 小丑's 失控: "skip your draw, roll, and draw that many".
            return (yield from self.roll(seat, "joker", self.own_roll_mods(seat)))
        if self.has(seat, "blackhole") and self.once("devour") and self.others_here(seat):
            if (yield from self.yes(seat, "skill", params={"skill": "devour"})):
                self.spend("devour")
                yield from self.devour(seat)
                return 0
        if self.has(seat, "black_swan") and st.hands[seat] and (
                yield from self.yes(seat, "skill", params={"skill": "scatter"})):
            yield from self.scatter(seat)
            return 4
        n = DRAW
        if self.is_thief(seat) and self.world("pluto"):
            # 冥王星's world rule: "A thief's draw phase draws the result of a d6 roll."
            n = yield from self.roll(seat, "pluto", [])
        if self.is_master(seat) and self.has(seat, "midsummer"):
            n += len(st.bribe_pile)    # 盛夏's 充盈: "draw +1 for each undealt bribe"
        if self.is_thief(seat) and self.world("midsummer"):
            n += 1                     # 盛夏's world rule: "Thieves draw +1"
        # 巨蟹's 气场: "players in your layer draw +1 (mandatory)".
        n += sum(1 for c in self.holders("cancer") if st.layer[c] == st.layer[seat] and st.alive(seat))
        if self.has(seat, "leo") and st.master is not None:
            # 狮子's 王道: "also draw as many as the master's hand size; if the master's hand is empty, take 1 card
            # from the discard pile instead".
            if st.hands[st.master]:
                n += len(st.hands[st.master])
            elif st.discard:
                yield from self.take_from_discard(seat, st.discard, "leo")
        if self.has(seat, "aries") and st.spent:
            # 白羊's 闪耀: "draw +1 per discarded nightmare (you choose how many)".
            k = len(st.spent)
            answer = yield self.ask(seat, "how_many", [Choice(str(i), params={"n": i}) for i in range(k + 1)],
                                    [str(k)], params={"skill": "shine"})
            n += int(answer[0])
        return n

    def after_draw(self, seat: int):
        st = self.st
        if self.is_master(seat) and self.has(seat, "blackhole_master"):
            # 黑洞 (master)'s 倒流: "every layer whose vault is still closed regains 2 locks, up to its starting
            # number".
            for n in LAYERS:
                if not st.opened[n]:
                    yield from self.change_locks(n, 2)
        if self.has(seat, "pointman"):
            # 先锋's 突袭: "show the cards you drew; if any is 梦境穿梭剂, draw 2 more".
            drawn = st.hands[seat][-2:]
            st.shown = [{"seat": seat, "key": "inception.shown.drawn", "cards": [face(c) for c in drawn]}]
            st.log_add("shows", seat=seat, cards=[named(c) for c in drawn])
            if any(has_name(c, "shuttle") for c in drawn):
                self.draw(seat, 2)
        if self.is_thief(seat) and self.world("pluto") and len(st.hands[seat]) >= 6:
            # 冥王星's world rule: "A thief holding ≥ 6 cards right after drawing goes to the lost layer at the
            # end of that turn."
            st.doomed.append(seat)

    def hand_limit(self, seat: int):
        st = self.st
        # 巨蟹's 庇佑: "players in your layer have no hand limit".
        if st.alive(seat) and any(st.layer[c] == st.layer[seat] for c in self.holders("cancer")):
            return None
        return HAND_LIMIT

    def discard_phase_skills(self, seat: int):
        st = self.st
        if self.has(seat, "gemini") and st.master is not None and st.alive(st.master):
            yield from self.gemini(seat)
        for queen in self.holders("space_queen"):
            # 空间女王's 造物: "in anyone's discard phase, put 1 hand card on top of the deck".
            if st.hands[queen]:
                answer = yield self.ask(queen, "creation_top", card_choices(st.hands[queen]) + buttons("none"),
                                        ["none"])
                if answer[0] != "none":
                    card = int(answer[0])
                    st.hands[queen].remove(card)
                    st.deck.append(card)
                    st.deck_known[card] = queen
                    st.log_add("card_on_deck", seat=queen)
        if self.has(seat, "joker") and st.hands[seat]:
            # 小丑: "at your discard phase, discard your whole hand".
            yield from self.discard_from_hand(seat, list(st.hands[seat]))

    def end_skills(self, seat: int):
        return
        yield

    # -- moves, deaths, rolls -------------------------------------------------------------------------------------
    def moved(self, seat: int, before: int, after: int, own_play: bool, by_card: bool):
        st = self.st
        if by_card and self.is_thief(seat) and self.world("uranus"):
            # 天王星·苍穹's world rule: "Each time a thief changes layer through an action card's effect ... mill 1
            # (2 once all bribes are dealt)."
            self.mill(1 if st.bribe_pile else 2)
        if own_play and seat == st.current and after > before and self.has(seat, "avatar"):
            self.draw(seat, 2)   # 降世神通's 降临: "when you move to a higher layer in your play phase, draw 2"
        if own_play and self.is_master(seat) and self.has(seat, "fortress") and after != LOST:
            # 要塞's 冷酷: "when you move to another layer, you may treat it as a plain SHOOT on any thief".
            targets = [s for s in self.others(seat) if self.is_thief(s)]
            if targets:
                answer = yield self.ask(seat, "fortress", [Choice(str(s), ref={"seat": s}) for s in targets]
                                        + buttons("none"), ["none"])
                if answer[0] != "none":
                    yield from self.shoot(seat, int(answer[0]), "shoot", plain=True)

    def died(self, victim: int, killer):
        st = self.st
        if self.is_thief(victim):
            for aries in self.holders("aries"):
                # 白羊's 星尘: "whenever a thief is killed, reveal the nightmare of their layer and trigger or
                # discard it".
                layer = st.died_at[victim]
                if layer in LAYERS and st.nightmares[layer] is not None:
                    yield from self.reveal_then_choose(aries, layer)
        if killer is not None and self.is_thief(victim) and self.world("uranus"):
            self.mill(1 if st.bribe_pile else 2)   # 天王星: "death by SHOOT included"

    def rolled(self, seat: int, result: int):
        st = self.st
        if result != 6:
            return
        for virgo in self.holders("virgo"):
            # 处女's 完美: "whenever anyone's final roll is 6, choose one: revive a player, draw 2, or move to any
            # layer".
            dead = [s for s in range(st.players) if not st.alive(s) and not self.is_master(s)]
            options = (["revive"] if dead else []) + ["draw2", "move_any", "none"]
            answer = yield self.ask(virgo, "perfect", buttons(*options), ["draw2"])
            if answer[0] == "revive":
                target = yield from self.pick_seat(virgo, "revive", dead)
                yield from self.bring_back(target, st.layer[virgo], virgo)
            elif answer[0] == "draw2":
                self.draw(virgo, 2)
            elif answer[0] == "move_any":
                layer = yield from self.pick_layer(virgo, "layer", [n for n in LAYERS if n != st.layer[virgo]],
                                                   params={"for": "perfect"})
                yield from self.move(virgo, layer)

    def own_roll_mods(self, seat: int) -> list:
        # 要塞's world rule: "The master's own rolls are −1."
        return [("fortress", -1)] if self.is_master(seat) and self.world("fortress") else []

    # -- SHOOT hooks -----------------------------------------------------------------------------------------------
    def shoots_anywhere(self, seat: int) -> bool:
        st = self.st
        # 恐怖分子's 追杀: "your SHOOT ignores layers"; 摩羯's 节奏: "if your hand size ≥ your layer number, your
        # SHOOT ignores layers".
        return self.has(seat, "terrorist") or (self.has(seat, "capricornus") and len(st.hands[seat]) >= st.layer[seat])

    def targeted(self, user: int, target: int):
        """雅典娜's 急智 (once in each turn): "when a same-layer thief uses a card on you, first take a card from the
        discard pile" (not the card being used on her)."""
        st = self.st
        card = (st.resolving or {}).get("card")
        pool = [c for c in st.discard if not card or c != card["id"]]
        if (self.has(target, "athena") and self.is_thief(user) and st.layer[user] == st.layer[target] and pool
                and self.once("quick_wit")):
            self.spend("quick_wit")
            yield from self.take_from_discard(target, pool, "quick_wit")

    def shot_dodged(self, shooter: int, target: int):
        st = self.st
        if self.has(target, "pisces") and self.face_is(target, "a"):
            # 双鱼's 游离: "when targeted by SHOOT, move to the lower adjacent layer and ignore it (from layer 1
            # this means the lost layer); flip".
            if (yield from self.yes(target, "skill", params={"skill": "drift"})):
                below = st.layer[target] - 1
                self.flip(target)
                if below == LOST:
                    self.kill_quietly(target)
                else:
                    yield from self.move(target, below)
                return True
        return False

    def shot_mods(self, shooter: int, target: int):
        st = self.st
        mods = self.own_roll_mods(target)
        if self.has(shooter, "terrorist"):
            # 恐怖分子's 狂热: "your SHOOT target rolls −1 unless they discard a card first".
            paid = False
            if st.hands[target]:
                answer = yield self.ask(target, "zeal", card_choices(st.hands[target]) + buttons("none"), ["none"])
                if answer[0] != "none":
                    yield from self.discard_from_hand(target, [int(answer[0])])
                    paid = True
            if not paid:
                mods.append(("zeal", -1))
        return mods

    def shot_roll(self, shooter: int, target: int, kind: str, mods: list):
        if self.has(shooter, "scorpius") and self.once("sting") and (
                yield from self.yes(shooter, "skill", params={"skill": "sting"})):
            # 天蝎's 毒针: "the target rolls 2 dice; the result is the difference, and 0 counts as 1".
            self.spend("sting")
            return (yield from self.roll(target, kind, mods, dice=2,
                                         pick=lambda d: self.difference(d), picked_by="sting"))
        if self.has(shooter, "judge"):
            # 意念判官's 定罪: "your SHOOT target rolls 2 dice and you pick which one counts".
            return (yield from self.roll(target, kind, mods, dice=2, pick=lambda d: self.judge_picks(shooter, d),
                                         picked_by="convict"))
        return (yield from self.roll(target, kind, mods))

    def difference(self, dice: list):
        return max(1, abs(dice[0] - dice[1]))
        yield

    def judge_picks(self, judge: int, dice: list):
        answer = yield self.ask(judge, "die", [Choice(f"die:{i}", params={"n": d}) for i, d in enumerate(dice)],
                                ["die:0"])
        return dice[int(answer[0].split(":")[1])]

    def after_shot_roll(self, shooter: int, target: int, result: int):
        st = self.st
        if self.has(shooter, "sculptor") and (yield from self.yes(shooter, "skill", params={"skill": "carve"})):
            # 灵雕师's 雕琢: "make the result equal to the target's hand size. Nothing can modify it further".
            result = max(1, min(6, len(st.hands[target])))
            st.roll = dict(st.roll, result=result, carved=True)
            return result
        if self.has(shooter, "taurus") and (yield from self.yes(shooter, "skill", params={"skill": "horn"})):
            # 金牛's 号角: "after the target of your SHOOT rolls, you may roll too. If yours is higher, they die".
            mine = yield from self.roll(shooter, "horn", self.own_roll_mods(shooter))
            if mine > result:
                return 0
        return result

    def thunder(self, shooter: int, result: int) -> bool:
        # 木星·巅峰's 雷霆: "your SHOOT kills when the result is below your layer number".
        return self.has(shooter, "jupiter") and result < self.st.layer[shooter]

    def pinned(self, shooter: int) -> bool:
        return self.has(shooter, "sagittarius")   # 射手's 禁足: "a player your SHOOT would move stays put"

    def killed_by_shot(self, shooter: int, target: int):
        st = self.st
        if self.has(shooter, "sagittarius") and self.once("pierce"):
            # 射手's 穿心 (once per turn): "for each kill, add or remove 1 lock on any layer (never above the
            # start)".
            closed = [n for n in LAYERS if not st.opened[n]]
            answer = yield self.ask(shooter, "pierce", [Choice(f"{d}:{n}", "inception.choice." + d, {"layer": n},
                                                               {"layer": n}) for n in closed for d in ("minus", "plus")]
                                    + buttons("none"), ["none"])
            if answer[0] != "none":
                self.spend("pierce")
                d, n = answer[0].split(":")
                yield from self.change_locks(int(n), -1 if d == "minus" else 1)
                if st.locks[int(n)] == 0 and not st.opened[int(n)]:
                    yield from self.open_vault(int(n), shooter)

    # -- cards: where they go, who cancels them --------------------------------------------------------------
    def card_goes(self, seat: int, card: int):
        st = self.st
        m = st.master
        if (m is not None and seat != m and st.bribes[seat] and self.has(m, "mercury") and self.once("backflow", 2)
                and st.layer[m] == st.layer[seat]):
            # 水星·航路's 逆流 (twice per turn): "when a bribed thief in your layer uses a card, take it into your
            # hand first, then it resolves. Not 时间风暴." I21: taken without asking.
            self.spend("backflow")
            st.hands[m].append(card)
            st.peeks[seat].append({"key": "inception.peek.given", "seat": m, "holder": m, "cards": [card]})
            st.log_add("backflow", seat=m, target=seat)
            return True
        return False
        yield

    def edict(self, seat: int, card: int):
        """土星·领地's 律令: "discard 1 hand card to cancel a card with the same name, then draw 1"."""
        st = self.st
        m = st.master
        if m is None or m == seat or not self.has(m, "saturn"):
            return False
        kind = KIND_OF[card]
        same = [c for c in st.hands[m] if KIND_OF[c] == kind]
        answer = yield self.ask(m, "edict", buttons("cancel", "pass"), ["pass"], timer="window", optional=True,
                                progress="hidden", auto_pass=not same, params={"seat": seat, "card": face(card)},
                                check=None if same else (lambda a: self.no_same(a)))
        if answer != ["cancel"]:
            return False
        yield from self.discard_from_hand(m, [same[0]])
        self.draw(m, 1)
        st.log_add("cancelled", seat=m, target=seat)
        return True

    @staticmethod
    def no_same(answer):
        from games.core import Rejection
        if answer == ["cancel"]:
            return Rejection("no_same_card", "You hold no card of that name: pass.", "inception.error.no_same_card")
        return None

    def storm_skills(self):
        if self.master_has("neptune"):
            self.mill(5)   # 海王星·泓洋's 风暴: "each time ... a 时间风暴 resolves, mill 5"
        return
        yield

    # -- shuttles ----------------------------------------------------------------------------------------------
    def shuttle_others(self, seat: int) -> list:
        st = self.st
        out = []
        if self.has(seat, "chemist"):
            # 药剂师's 注射: "you may use 梦境穿梭剂 on a same-layer player".
            out = [s for s in self.others(seat) if st.layer[s] == st.layer[seat]]
        if self.is_master(seat) and self.has(seat, "passage") and self.once("teleport", 2):
            # 密道's 传送 (twice per turn): "your 梦境穿梭剂 may send any thief to the lost layer".
            out += [s for s in self.others(seat) if self.is_thief(s) and s not in out]
        return out

    def teleport(self, seat: int, who: int):
        st = self.st
        if not (self.is_master(seat) and self.has(seat, "passage") and self.once("teleport", 2)):
            return False
        if st.layer[who] == st.layer[seat] and self.has(seat, "chemist"):
            pass
        self.spend("teleport")
        self.kill_quietly(who)
        return True
        yield

    # -- unlocking -------------------------------------------------------------------------------------------------
    def unlimited_unlocks(self, seat: int) -> bool:
        st = self.st
        # 摩羯's 节奏: "your unlocks are unlimited" while the hand size ≥ the layer number; 水瓶's 倾注.
        return ((self.has(seat, "capricornus") and len(st.hands[seat]) >= st.layer[seat])
                or self.has(seat, "aquarius"))

    def unseal_used(self, seat: int):
        if self.has(seat, "interpreter"):
            self.draw(seat, 2)   # 译梦师's 伏笔: "whenever you use 解封 (either effect), draw 2"
        return
        yield

    def unlock_skills(self, seat: int, layer: int):
        st = self.st
        for queen in self.holders("space_queen"):
            if queen != seat:
                self.draw(queen, 1)   # 空间女王's 交错: "when another player unlocks successfully, draw 1"
        if self.has(seat, "extractor") and st.locks[layer]:
            # 梦境猎手's 萃取: "after your successful unlock, draw as many cards as that layer's locks now show".
            self.draw(seat, st.locks[layer])
        if self.has(seat, "haley"):
            # 哈雷's 冲击: "when you unlock successfully, treat it as a SHOOT on another player with the roll −2".
            targets = self.shoot_targets(seat, "shoot")
            if targets:
                answer = yield self.ask(seat, "impact", [Choice(str(s), ref={"seat": s}) for s in targets]
                                        + buttons("none"), ["none"])
                if answer[0] != "none":
                    yield from self.shoot(seat, int(answer[0]), "shoot", mods=[("impact", -2)], plain=True)

    def locks_fell(self, layer: int):
        if self.master_has("neptune"):
            self.mill(5)   # 海王星·泓洋's 风暴: "each time locks decrease (once per event) ... mill 5"
        return
        yield

    def before_open(self, layer: int):
        st = self.st
        m = st.master
        others = [n for n in LAYERS if n != layer and not st.opened[n]]
        if m is not None and self.has(m, "chessboard") and st.game_uses.get("castling", 0) < 2 and others:
            # 棋局's 易位 (twice per game): "when a vault is about to open, swap it with another unopened vault; the
            # swapped-in one opens".
            answer = yield self.ask(m, "castling", [Choice(f"layer:{n}", ref={"layer": n}) for n in others]
                                    + buttons("none"), ["none"], params={"layer": layer})
            if answer[0] != "none":
                other = int(answer[0].split(":")[1])
                st.game_uses["castling"] = st.game_uses.get("castling", 0) + 1
                st.vaults[layer], st.vaults[other] = st.vaults[other], st.vaults[layer]
                for seen in st.vault_seen:
                    if m is not None and seen is st.vault_seen[m]:
                        continue
                    for n in (layer, other):
                        if n in seen:
                            seen.remove(n)
                # 易位 swaps two face-down vaults on the table: which two is public (§12 "Resolving cards").
                st.log_add("castled", layer=layer, other=other)
        return layer

    def vault_opened_skills(self, layer: int):
        st = self.st
        if self.master_has("harbour"):
            # 港口's 海啸: "when a vault opens and the game does not end, every thief rolls; 1–5 dies (no killer,
            # no M4)".
            for s in [s for s in st.living() if self.is_thief(s)]:
                if (yield from self.roll(s, "tsunami", [])) <= 5:
                    self.kill_quietly(s)

    def bribed(self, thief: int):
        st = self.st
        if self.world("imperial"):
            # 皇城's world rule: "A player who receives a bribe picks a thief with no bribe and treats it as a plain
            # SHOOT on them, with that roll −3."
            targets = [s for s in self.others(thief) if self.is_thief(s) and not st.bribes[s]]
            if targets and st.alive(thief):
                target = yield from self.pick_seat(thief, "target", targets, params={"card": "imperial"})
                yield from self.shoot(thief, target, "shoot", mods=[("imperial", -3)], plain=True)

    # -- active skills -----------------------------------------------------------------------------------------
    def active_skills(self, seat: int) -> list:
        """The skills ``seat`` may use now in its play phase: those of its role (阿波罗 adds the master's in his own
        turn) and of the world rule, each whose cost and limit are met (``ready_<skill>``)."""
        st = self.st
        if not st.alive(seat):
            return ["reveal_deal"] if self.may_reveal_deal(seat) else []
        role = st.roles[seat]
        candidates = list(ACTIVE.get(role, ())) if not self.mazed(seat) else []
        if role == "apollo" and candidates and st.master is not None:
            candidates += ACTIVE.get(st.roles[st.master], ())   # 日冕
        candidates += WORLD_ACTIVE.get(st.world, ())
        if self.may_reveal_deal(seat):
            candidates.append("reveal_deal")
        return [sk for sk in candidates if getattr(self, "ready_" + sk)(seat)]

    # each skill's cost and limit
    def ready_power(self, seat):
        # 天王星's 权力: "for each undealt bribe card, you may move one thief".
        return self.st.used.get("power", 0) < len(self.st.bribe_pile) and any(
            self.is_thief(s) for s in self.others(seat))

    def ready_hellfire(self, seat):
        # 冥王星's 业火: "discard 1 card ... Usable only if such a thief exists".
        st = self.st
        return bool(st.hands[seat]) and any(len(st.hands[s]) < 2 for s in st.living() if self.is_thief(s))

    def ready_double(self, seat):
        return self.once("double") and not self.st.used_cards   # 重影: "once per turn, before you play cards"

    def ready_carnage(self, seat):
        st = self.st
        return any(has_name(c, "unseal") for c in st.hands[seat]) and any(n is not None for n in st.nightmares[1:])

    def ready_arsenal(self, seat):
        st = self.st
        return sum(1 for c in st.hands[seat] if not IS_SHOOT[c]) >= 2 and any(IS_SHOOT[c] for c in st.discard)

    def ready_repeat(self, seat):
        return self.once("repeat") and len(self.st.hands[seat]) >= 2 and bool(self.repeatable(seat))

    def ready_bribe_move(self, seat):
        return self.is_thief(seat) and bool(self.st.bribes[seat]) and self.once("bribe_move")

    def ready_worship(self, seat):
        st = self.st
        return self.once("worship") and any(st.bribes[s] and st.hands[s] for s in self.others(seat) if self.is_thief(s))

    def ready_eclipse(self, seat):
        st = self.st
        return self.face_is(seat, "a") and bool(self.others_here(seat)) and sum(
            1 for c in st.hands[seat] if IS_SHOOT[c]) >= 2

    def ready_full_moon(self, seat):
        st = self.st
        return self.face_is(seat, "b") and bool(self.dead_thieves()) and sum(
            1 for c in st.hands[seat] if not IS_SHOOT[c]) >= 2

    def ready_shake(self, seat):
        return self.once("shake", 2) and bool(self.others_here(seat))

    def ready_gather(self, seat):
        st = self.st
        return st.used.get("gather", 0) < self.pairs_used() and any(c not in st.used_cards for c in st.discard)

    def ready_baptism(self, seat):
        return self.face_is(seat, "b") and self.st.layer[seat] < 4

    def ready_balance(self, seat):
        return self.once("balance") and bool(self.st.hands[seat]) and bool(self.others(seat))

    def ready_swallow(self, seat):
        st = self.st
        return self.once("swallow") and any(self.targetable(s, seat) for n in ADJACENT[st.layer[seat]]
                                            for s in st.in_layer(n))

    def ready_marvel(self, seat):
        st = self.st
        return self.once("marvel") and len(st.hands[seat]) >= 4 and bool(self.others_here(seat)) and bool(st.deck)

    def ready_support(self, seat):
        return bool(self.st.hands[seat]) and bool(self.others(seat))

    def ready_sacrifice(self, seat):
        return not self.st.used_cards   # 牺牲 "skip your play phase" (I18: before any card is used)

    def ready_follow(self, seat):
        st = self.st
        return st.master is not None and st.alive(st.master) and st.layer[st.master] != st.layer[seat]

    def ready_black_market(self, seat):
        st = self.st
        return self.once("black_market") and len(st.hands[seat]) >= 2 and bool(st.discard)

    def ready_mix(self, seat):
        st = self.st
        return self.once("mix", 2) and bool(st.hands[seat]) and any(has_name(c, "shuttle") for c in st.discard)

    def ready_maze(self, seat):
        return any(IS_SHOOT[c] for c in self.st.hands[seat]) and bool(self.others_here(seat))

    def ready_trick(self, seat):
        st = self.st
        return self.once("trick") and any(st.hands[s] for s in self.others(seat))

    def ready_rescue(self, seat):
        return self.once("rescue", 2) and bool(self.st.hands[seat]) and bool(self.dead_thieves())

    def ready_reveal_deal(self, seat):
        return self.may_reveal_deal(seat)

    def others_here(self, seat: int) -> list:
        st = self.st
        return [s for s in self.others(seat) if st.layer[s] == st.layer[seat]]

    def dead_thieves(self) -> list:
        st = self.st
        return [s for s in range(st.players) if not st.alive(s) and self.is_thief(s)]

    def pairs_used(self) -> int:
        names = self.st.used_names
        return sum(names.count(k) // 2 for k in set(names))

    def repeatable(self, seat: int) -> list:
        st = self.st
        out = []
        for kind in dict.fromkeys(st.used_names):
            if kind in UNREPEATABLE:
                continue
            if kind == "unseal" and (st.unlocks or not self.may_unlock(seat)):
                continue   # "nor an unlock after a successful one"
            out.append(kind)
        return out

    def use_skill(self, seat: int, skill: str):
        st = self.st
        self.spend(skill)
        st.log_add("skill", seat=seat, skill=skill)
        yield from getattr(self, "skill_" + skill)(seat)

    def take_from_discard(self, seat: int, pool: list, why: str):
        st = self.st
        pool = list(pool)
        if len(pool) == 1:
            card = pool[0]
        else:
            answer = yield self.ask(seat, "from_discard", card_choices(pool), [str(pool[-1])], params={"skill": why})
            card = int(answer[0])
        st.discard.remove(card)
        st.hands[seat].append(card)
        st.log_add("takes_discard", seat=seat, card=named(card))

    def pay(self, seat: int, cards: list, n: int):
        chosen = yield from self.pick_cards(seat, "cost", cards, n)
        yield from self.discard_from_hand(seat, chosen)

    # the masters
    def skill_power(self, seat: int):
        st = self.st
        thief = yield from self.pick_seat(seat, "target", [s for s in self.others(seat) if self.is_thief(s)],
                                          params={"skill": "power"})
        layer = yield from self.pick_layer(seat, "layer", [n for n in LAYERS if n != st.layer[thief]],
                                           params={"for": "power"})
        yield from self.move(thief, layer)

    def skill_hellfire(self, seat: int):
        st = self.st
        yield from self.pay(seat, st.hands[seat], 1)
        for s in [s for s in st.living() if self.is_thief(s) and len(st.hands[s]) < 2]:
            self.draw(s, 2)

    def skill_double(self, seat: int):
        """金星·镜界's 重影: reveal the top X cards (X = living thieves) and any hand cards; take every deck card
        whose name matches a shown hand card; the rest go back on top, shuffled."""
        st = self.st
        x = sum(1 for s in st.living() if self.is_thief(s))
        top = st.pool
        top.extend(self.take(x))   # revealed, not drawn: an empty deck here ends nothing
        st.shown = [{"seat": seat, "key": "inception.shown.double", "cards": [face(c) for c in top]}]
        shown = yield self.ask(seat, "double", card_choices(st.hands[seat]), [], lo=0, hi=len(st.hands[seat]))
        names = {KIND_OF[int(c)] for c in shown}
        taken = [c for c in top if KIND_OF[c] in names]
        rest = [c for c in top if c not in taken]
        self.rng.shuffle(rest)
        top.clear()
        st.deck.extend(rest)
        st.hands[seat].extend(taken)
        st.log_add("double", seat=seat, n=len(taken))

    def skill_carnage(self, seat: int):
        st = self.st
        yield from self.pay(seat, [c for c in st.hands[seat] if has_name(c, "unseal")], 1)
        layer = yield from self.pick_layer(seat, "layer", [n for n in LAYERS if st.nightmares[n] is not None],
                                           params={"for": "carnage"})
        yield from self.trigger_nightmare(layer, by=seat)

    def skill_arsenal(self, seat: int):
        st = self.st
        yield from self.pay(seat, [c for c in st.hands[seat] if not IS_SHOOT[c]], 2)
        yield from self.take_from_discard(seat, [c for c in st.discard if IS_SHOOT[c]], "arsenal")

    def skill_repeat(self, seat: int):
        st = self.st
        kinds = self.repeatable(seat)
        answer = yield self.ask(seat, "repeat", [Choice(k, "inception.card." + k) for k in kinds], [kinds[0]])
        yield from self.pay(seat, st.hands[seat], 2)
        kind = answer[0]
        st.resolving = {"seat": seat, "card": None, "kind": kind, "target": None, "layer": None, "decree": None}
        if not self.usable_kind(seat, kind):
            return
        if kind == "unseal":
            yield from self.unlock(seat, None)
            return
        yield from self.resolve_kind(seat, kind, None)

    def usable_kind(self, seat: int, kind: str) -> bool:
        cards = [c for c in range(len(KIND_OF)) if KIND_OF[c] == kind]
        return self.usable(seat, cards[0])

    def skill_bribe_move(self, seat: int):
        layer = yield from self.pick_layer(seat, "layer", ADJACENT[self.st.layer[seat]], params={"for": "move"})
        yield from self.move(seat, layer, own_play=True)

    # the thieves
    def skill_worship(self, seat: int):
        st = self.st
        targets = [s for s in self.others(seat) if self.is_thief(s) and st.bribes[s] and st.hands[s]]
        target = yield from self.pick_seat(seat, "target", targets, params={"skill": "worship"})
        self.give(target, seat, [self.rng.choice(st.hands[target])], "taken")

    def skill_eclipse(self, seat: int):
        st = self.st
        yield from self.pay(seat, [c for c in st.hands[seat] if IS_SHOOT[c]], 2)
        target = yield from self.pick_seat(seat, "target", self.others_here(seat), params={"skill": "eclipse"})
        yield from self.kill(target, seat)
        self.flip(seat)

    def skill_full_moon(self, seat: int):
        st = self.st
        yield from self.pay(seat, [c for c in st.hands[seat] if not IS_SHOOT[c]], 2)
        dead = self.dead_thieves()
        answer = yield self.ask(seat, "revive_many", [Choice(str(s), ref={"seat": s}) for s in dead],
                                [str(dead[0])], lo=1, hi=len(dead))
        for s in answer:
            yield from self.bring_back(int(s), st.layer[seat], seat)
        self.flip(seat)

    def skill_shake(self, seat: int):
        st = self.st
        layer = yield from self.pick_layer(seat, "layer", ADJACENT[st.layer[seat]], params={"for": "shake"})
        for s in self.others_here(seat):
            yield from self.move(s, layer)

    def skill_gather(self, seat: int):
        st = self.st
        yield from self.take_from_discard(seat, [c for c in st.discard if c not in st.used_cards], "gather")

    def skill_baptism(self, seat: int):
        st = self.st
        yield from self.move(seat, st.layer[seat] + 1, own_play=True)
        dead = self.dead_thieves()
        if dead:
            answer = yield self.ask(seat, "revive_many", [Choice(str(s), ref={"seat": s}) for s in dead]
                                    + buttons("none"), ["none"])
            if answer[0] != "none":
                yield from self.bring_back(int(answer[0]), st.layer[seat], seat)
        self.flip(seat)

    def skill_balance(self, seat: int):
        """天秤's 平衡: "give your whole hand to a player. They split all their cards into two piles; you take one
        pile"."""
        st = self.st
        target = yield from self.pick_seat(seat, "target", self.others(seat), params={"skill": "balance"})
        self.give(seat, target, list(st.hands[seat]), "given")
        cards = st.hands[target]
        answer = yield self.ask(target, "split", card_choices(cards), [], lo=0, hi=len(cards))
        first = [int(c) for c in answer]
        if not set(first) <= set(cards):   # only a replay against another deal can name a card not in the hand
            raise ValueError(f"平衡's split names cards {first} that seat {target} does not hold")
        second = [c for c in cards if c not in first]
        pick = yield self.ask(seat, "pile", [Choice("pile:1", "inception.choice.pile", {"n": len(first)}),
                                             Choice("pile:2", "inception.choice.pile", {"n": len(second)})],
                              ["pile:1"])
        self.give(target, seat, first if pick == ["pile:1"] else second, "given")

    def skill_swallow(self, seat: int):
        st = self.st
        layers = [n for n in ADJACENT[st.layer[seat]] if any(self.targetable(s, seat) for s in st.in_layer(n))]
        layer = yield from self.pick_layer(seat, "layer", layers, params={"for": "swallow"})
        for s in [s for s in st.in_layer(layer) if self.targetable(s, seat)]:
            yield from self.move(s, st.layer[seat])

    def devour(self, seat: int):
        """黑洞 (thief)'s 吞噬: "skip your draw; each player in your layer gives you 1 card"."""
        st = self.st
        for s in self.others_here(seat):
            if st.hands[s]:
                card = yield from self.pick_cards(s, "give_one", st.hands[s], 1, params={"target": seat})
                self.give(s, seat, card, "given")

    def scatter(self, seat: int):
        """黑天鹅's 纷飞: "give your whole hand (at least 1) to any number of other thieves, split as you like"."""
        st = self.st
        thieves = [s for s in self.others(seat) if self.is_thief(s)]
        while st.hands[seat] and thieves:
            cards = yield self.ask(seat, "scatter", card_choices(st.hands[seat]), [str(st.hands[seat][0])],
                                   lo=1, hi=len(st.hands[seat]))
            target = yield from self.pick_seat(seat, "target", thieves, params={"skill": "scatter"})
            self.give(seat, target, [int(c) for c in cards], "given")

    def skill_marvel(self, seat: int):
        """雅典娜's 惊叹: "show 4 hand cards plus the top deck card; if all 5 names differ, kill a same-layer player
        and take their hand"."""
        st = self.st
        four = yield from self.pick_cards(seat, "marvel", st.hands[seat], 4)
        top = st.deck[-1]
        shown = four + [top]
        st.shown = [{"seat": seat, "key": "inception.shown.marvel", "cards": [face(c) for c in shown]}]
        if len({KIND_OF[c] for c in shown}) == 5:
            target = yield from self.pick_seat(seat, "target", self.others_here(seat), params={"skill": "marvel"})
            yield from self.kill(target, seat)
            self.give(target, seat, list(st.hands[target]), "taken")

    def skill_support(self, seat: int):
        st = self.st
        target = yield from self.pick_seat(seat, "target", self.others(seat), params={"skill": "support"})
        self.give(seat, target, list(st.hands[seat]), "given")
        yield from self.move(seat, st.layer[target], own_play=True)

    def skill_sacrifice(self, seat: int):
        """殉道者's 牺牲: "skip your play phase and roll. On 3–6, add or remove 2 locks on your layer. Then you die
        and discard your hand"."""
        st = self.st
        layer = st.layer[seat]
        result = yield from self.roll(seat, "sacrifice", [])
        if result >= 3 and not st.opened[layer]:
            answer = yield self.ask(seat, "sacrifice", buttons("minus", "plus"), ["minus"], params={"layer": layer})
            yield from self.change_locks(layer, -2 if answer == ["minus"] else 2)
            if st.locks[layer] == 0:
                yield from self.open_vault(layer, seat)
        self.kill_quietly(seat)
        yield from self.discard_from_hand(seat, list(st.hands[seat]))

    def skill_follow(self, seat: int):
        yield from self.move(seat, self.st.layer[self.st.master], own_play=True)

    def skill_black_market(self, seat: int):
        st = self.st
        yield from self.pay(seat, st.hands[seat], 2)
        if st.discard:
            yield from self.take_from_discard(seat, st.discard, "black_market")

    def skill_mix(self, seat: int):
        st = self.st
        yield from self.pay(seat, st.hands[seat], 1)
        yield from self.take_from_discard(seat, [c for c in st.discard if has_name(c, "shuttle")], "mix")

    def skill_maze(self, seat: int):
        st = self.st
        yield from self.pay(seat, [c for c in st.hands[seat] if IS_SHOOT[c]], 1)
        target = yield from self.pick_seat(seat, "target", self.others_here(seat), params={"skill": "maze"})
        st.maze[target] = st.turn if target != seat else st.turn + 1

    def skill_trick(self, seat: int):
        """欺诈师's 诡计: "draw up to 2 cards blind from a player's hand, then give back the same number"."""
        st = self.st
        target = yield from self.pick_seat(seat, "target", [s for s in self.others(seat) if st.hands[s]],
                                           params={"skill": "trick"})
        k = min(2, len(st.hands[target]))
        answer = yield self.ask(seat, "blind", [Choice(f"hand:{i}", ref={"back": True})
                                                for i in range(len(st.hands[target]))], ["hand:0"], lo=1, hi=k)
        taken = [st.hands[target][int(a.split(":")[1])] for a in answer]
        self.give(target, seat, taken, "taken")
        back = yield from self.pick_cards(seat, "give_back", st.hands[seat], len(taken), params={"target": target})
        self.give(seat, target, back, "given")

    def skill_rescue(self, seat: int):
        st = self.st
        yield from self.pay(seat, st.hands[seat], 1)
        target = yield from self.pick_seat(seat, "revive", self.dead_thieves())
        yield from self.bring_back(target, st.layer[seat], seat)
        self.give(target, seat, list(st.hands[target]), "taken")

    def gemini(self, seat: int):
        """双子: 命运 (face a) when the master is in a higher layer, 抉择 (face b) when in a lower one; each flips."""
        st = self.st
        mine, theirs = st.layer[seat], st.layer[st.master]
        if self.face_is(seat, "a") and theirs > mine and (yield from self.yes(seat, "skill", params={"skill": "fate"})):
            if (yield from self.roll(seat, "fate", [])) >= 4 and not st.opened[mine]:
                yield from self.change_locks(mine, -2)
                if st.locks[mine] == 0:
                    self.flip(seat)
                    yield from self.open_vault(mine, seat)
            self.flip(seat)
        elif self.face_is(seat, "b") and theirs < mine and (
                yield from self.yes(seat, "skill", params={"skill": "choice"})):
            a, b = self.throw(2)
            st.roll = {"seat": seat, "for": "choice", "dice": [a, b], "mods": [], "result": a + b}
            self.draw(seat, a + b)
            self.flip(seat)

    # -- the 3-4 player variant: becoming the master ---------------------------------------------------------
    def may_reveal_deal(self, seat: int) -> bool:
        st = self.st
        # §11 "A holder of a DEAL card may reveal it at any time during their own turn". Offered to every holder
        # of a bribe card (their number is public) and refused after the tap for a shattered one.
        return st.small and st.master is None and bool(st.bribes[seat])

    def skill_reveal_deal(self, seat: int):
        st = self.st
        st.master = seat
        st.vault_seen[seat] = list(LAYERS)
        st.log_add("becomes_master", seat=seat)
        # "draw 3 master roles and keep 1, which replaces their thief role".
        offer = [st.master_pool.pop() for _ in range(min(3, len(st.master_pool)))]
        if offer:
            answer = yield self.ask(seat, "role", [Choice(r, ref={"role": r}) for r in offer], [offer[0]], timer="role")
            st.roles[seat] = st.world = answer[0]
        if not st.alive(seat):
            # "if they reveal at the start of their turn while dead, revive at once in layer 1".
            yield from self.bring_back(seat, 1, seat)
