"""盗梦都市: the flow of a match (docs/rules/inception.md; §n below is a section of that file).

``Flow`` is the match's generator split into pieces: this module holds the stages, the turn and its
phases and the core rules (moving, dying, reviving, unlocking, opening vaults, bribes, dice); effects.py
holds the action cards and the nightmares, skills.py the roles. Every piece that may ask a question is a
generator (``yield from``). The match ends by raising ``GameOver``, which ``play`` catches: a win can come
from deep inside an effect (§7: the secret vault opens "at once").
"""

from __future__ import annotations

from typing import Iterable, Optional

from games.core import Choice, Prompt, Rejection, seat_choices

from .board import ADJACENT, DEATH_GIFT, GOLD, LAYERS, LOST, REVIVE_COST, SECRET, SMALL_START_HAND
from .cards import KIND_OF, face, has_name, named
from .roles import ROLES

P = "inception.prompt."
RESULT_THIEVES, RESULT_MASTER, RESULT_ALONE = ("inception.result.thieves", "inception.result.master",
                                               "inception.result.alone")


class GameOver(Exception):
    """The match is decided (st.result is set)."""


def card_choice(card: int) -> Choice:
    return Choice(str(card), ref={"card": face(card)})


def card_choices(cards: Iterable[int]) -> list:
    return [card_choice(c) for c in cards]


def layer_choices(layers: Iterable[int]) -> list:
    return [Choice(f"layer:{n}", ref={"layer": n}) for n in layers]


def buttons(*ids: str) -> list:
    return [Choice(i, "inception.choice." + i) for i in ids]


def layer_of(answer: list) -> int:
    return int(answer[0].split(":")[1])


def clamp(n: int) -> int:
    """§5.5 "Modifiers change the result, but it always stays within 1–6"."""
    return max(1, min(6, n))


NOT_DEAL = Rejection("not_deal", "Your bribe cards are shattered, none is DEAL: you cannot become the master.",
                     "inception.error.not_deal")
NO_UNSEAL = Rejection("no_unseal", "You hold no Unseal to cancel with: pass.", "inception.error.no_unseal")


class Core:
    """The stages, the turn and the core rules. ``Flow`` (effects.py, skills.py) adds the cards and roles."""

    def __init__(self, st, rng):
        self.st, self.rng = st, rng

    # -- small helpers ------------------------------------------------------------------------------------
    def ask(self, seat: int, key: str, choices: list, default: list, *, lo: int = 1, hi: int = 1,
            timer: str = "pick", params: Optional[dict] = None, **kw) -> Prompt:
        return Prompt(seat, "choose", P + key, default=default, choices=choices, min=lo, max=hi, timer=timer,
                      params=params or {}, **kw)

    def pick_seat(self, seat: int, key: str, seats: list, params: Optional[dict] = None):
        answer = yield self.ask(seat, key, seat_choices(seats), [str(seats[0])], params=params)
        return int(answer[0])

    def pick_layer(self, seat: int, key: str, layers, params: Optional[dict] = None):
        layers = list(layers)
        if len(layers) == 1:
            return layers[0]
        answer = yield self.ask(seat, key, layer_choices(layers), [f"layer:{layers[0]}"], params=params)
        return layer_of(answer)

    def pick_cards(self, seat: int, key: str, cards: list, n: int, params: Optional[dict] = None):
        """``n`` of ``cards`` (all of them, unasked, when there are no more than ``n``)."""
        if len(cards) <= n:
            return list(cards)
        answer = yield self.ask(seat, key, card_choices(cards), [str(c) for c in cards[:n]], lo=n, hi=n,
                                timer="discard", params=dict(params or {}, n=n))
        return [int(a) for a in answer]

    def yes(self, seat: int, key: str, params: Optional[dict] = None):
        answer = yield self.ask(seat, key, buttons("yes", "no"), ["no"], params=params)
        return answer[0] == "yes"

    def is_master(self, seat: int) -> bool:
        return seat == self.st.master

    def is_thief(self, seat: int) -> bool:
        return seat != self.st.master

    def world(self, role: str) -> bool:
        """§5.8 "World rules ... stay in force even while the master is dead"."""
        return self.st.world == role

    # -- the match ------------------------------------------------------------------------------------------
    def run(self):
        st = self.st
        if st.stage == "roles":
            yield from self.choose_roles()
        if st.stage == "setup":
            yield from self.lay_out()
        st.stage = "play"
        yield from self.reveal_roles()
        while True:
            yield from self.turn(st.current)
            st.current = self.next_seat(st.current)

    def next_seat(self, seat: int) -> int:
        # §4 step 5 "The next player is the one on your right" (seed 000 l.731 "換右手邊的玩家"): seats are
        # numbered in that order. I5: option `alternate_direction` turns the other way for this match.
        step = -1 if self.st.options["alternate_direction"] else 1
        return (seat + step) % self.st.players

    def choose_roles(self):
        """§2 steps 3-4: each player keeps one of the role cards offered, face down; everyone at once, alike
        (the same number of offers for the master and the thieves)."""
        st = self.st
        answers = yield [self.ask(s, "role", [Choice(r, ref={"role": r}) for r in st.offers[s]], [st.offers[s][0]],
                                  timer="role", progress="count") for s in range(st.players)]
        for s, answer in enumerate(answers):
            st.roles[s] = answer[0]
        st.offers = [[] for _ in range(st.players)]
        if st.master is not None:
            st.world = st.roles[st.master]
        st.stage = "setup" if not st.small else "play"

    def lay_out(self):
        """§2 step 4: the master places the secret vault and the four nightmares; only the master knows."""
        st = self.st
        m = st.master
        answer = yield self.ask(m, "secret", layer_choices(LAYERS), ["layer:4"], timer="setup")
        secret = layer_of(answer)
        st.vaults = [None] + [SECRET if n == secret else GOLD for n in LAYERS]
        dealt = [n for n in st.nightmares[1:]]
        order = yield Prompt(m, "order", P + "nightmares", default=list(dealt),
                             choices=[Choice(n, ref={"nightmare": n}) for n in dealt], timer="setup")
        st.nightmares = [None] + list(order)
        st.vault_seen[m] = list(LAYERS)

    def reveal_roles(self):
        """§2 step 6: "All role cards are turned face up ... A two-sided role announces which face starts up";
        "The master takes the first turn" (seed 000 l.724-725)."""
        st = self.st
        st.log_add("start", master=st.master)
        for s in range(st.players):
            if st.roles[s] and ROLES[st.roles[s]].two_sided and st.faces[s] is None:
                answer = yield self.ask(s, "face", buttons("a", "b"), ["a"], params={"role": st.roles[s]})
                st.faces[s] = answer[0]
        if self.world("mercury"):
            self.mercury_extra_bribe()

    def turn(self, seat: int):
        st = self.st
        st.turn += 1
        st.unlocks, st.revived, st.free_move_used = 0, [], False
        st.used, st.used_names, st.used_cards, st.resonance = {}, [], [], None
        st.log_add("turn", seat=seat, turn=st.turn)
        st.phase = "start"
        yield from self.start_phase(seat)
        st.phase = "draw"
        yield from self.draw_phase(seat)
        self.check_clock()
        st.phase = "play"
        yield from self.play_phase(seat)
        yield from self.return_resonance(seat)
        st.phase = "discard"
        yield from self.discard_phase(seat)
        st.phase = "end"
        yield from self.end_phase(seat)
        self.check_clock()

    # -- phases ------------------------------------------------------------------------------------------------
    def start_phase(self, seat: int):
        st = self.st
        # §6.3 / seed 000 l.754 "到夢主的回合他自己會復活~在他死掉的那層復活".
        if self.is_master(seat) and not st.alive(seat):
            self.put(seat, st.died_at[seat] or 1)
            st.revived.append(seat)
            st.log_add("master_revives", seat=seat, layer=st.layer[seat])
        yield from self.start_skills(seat)

    def draw_phase(self, seat: int):
        # §4 step 2 "Draw 2 from the top of the deck. Dead players draw too" (I4).
        n = yield from self.draw_count(seat)
        if n:
            self.draw(seat, n)
        yield from self.after_draw(seat)

    def play_phase(self, seat: int):
        st = self.st
        while True:
            choices = self.play_choices(seat)
            answer = yield self.ask(seat, "play", choices, ["end"], timer="play",
                                    params={"alive": st.alive(seat)}, check=self.play_check(seat))
            pick = answer[0]
            if pick == "end":
                return
            yield from self.act(seat, pick)
            st.resolving, st.shown, st.nightmare_shown = None, [], None
            self.check_clock()
            if st.used.get("sacrifice"):
                return   # 殉道者's 牺牲: "skip your play phase"

    def play_choices(self, seat: int) -> list:
        """§4 step 3: the cards and actions ``seat`` may use now. Only legal ones are offered: the play prompt
        is the active player's alone, so its buttons show nobody else anything."""
        st = self.st
        out = []
        if st.alive(seat):
            out += card_choices(c for c in st.hands[seat] if self.usable(seat, c))
            if self.is_master(seat) and not st.free_move_used and not self.mazed(seat):
                # §6.2 "once per own play phase, the master may move to an adjacent layer without a card".
                out += [Choice(f"move:{n}", "inception.choice.move", {"layer": n}, {"layer": n})
                        for n in ADJACENT[st.layer[seat]]]
            if self.is_master(seat) and st.spare and any(n is None for n in st.nightmares[1:]):
                out += buttons("place")
        if self.revive_targets(seat) and self.can_pay_revival(seat):
            out += buttons("revive")
        out += [Choice("skill:" + sk, "inception.skill." + sk) for sk in self.active_skills(seat)]
        return out + buttons("end")

    def play_check(self, seat: int):
        """§11: a bribe card is revealed as DEAL only if it is one; the button is offered to every holder of a
        bribe card and a shattered one is refused on the holder's phone alone."""
        if "deal" in self.st.bribes[seat]:
            return None
        return lambda answer: NOT_DEAL if answer == ["skill:reveal_deal"] else None

    def act(self, seat: int, pick: str):
        if pick.startswith("move:"):
            self.st.free_move_used = True
            yield from self.move(seat, int(pick.split(":")[1]), own_play=True)
        elif pick == "revive":
            yield from self.revive(seat)
        elif pick == "place":
            yield from self.place_spare(seat)
        elif pick.startswith("skill:"):
            yield from self.use_skill(seat, pick[6:])
        else:
            yield from self.use_card(seat, int(pick))

    def discard_phase(self, seat: int):
        st = self.st
        yield from self.discard_phase_skills(seat)
        limit = self.hand_limit(seat)
        over = 0 if limit is None else len(st.hands[seat]) - limit
        if over > 0:
            # §4 step 4 "Discard down to 5 hand cards" (seed 000 l.730).
            cards = yield from self.pick_cards(seat, "discard", st.hands[seat], over)
            yield from self.discard_from_hand(seat, cards)

    def end_phase(self, seat: int):
        st = self.st
        yield from self.end_skills(seat)
        for victim in list(st.doomed):
            if st.alive(victim):
                self.kill_quietly(victim)
        st.doomed = []
        self.undo_swaps()

    # -- the clock -----------------------------------------------------------------------------------------
    def check_clock(self) -> None:
        """§7 I9: "the master's camp wins the moment the deck holds 0 cards after the current card or effect
        has fully resolved" (option `end_on_failed_draw`: only when a draw or mill finds it empty)."""
        if not self.st.deck and not self.st.options["end_on_failed_draw"]:
            self.deck_out()

    def deck_out(self):
        # §7 "Master's camp wins if the deck runs out with the secret still closed"; §11 "Deck empty and the
        # secret still closed: the master, or whoever holds DEAL, wins."
        self.finish(RESULT_MASTER, self.master_camp())

    def master_camp(self) -> list:
        st = self.st
        return [s for s in range(st.players) if s == st.master or st.is_traitor(s)]

    def thief_camp(self) -> list:
        st = self.st
        return [s for s in range(st.players) if s != st.master and not st.is_traitor(s)]

    def finish(self, result: str, winners: list, alone: Optional[int] = None):
        st = self.st
        st.result, st.winners, st.alone, st.stage, st.phase = result, sorted(winners), alone, "over", "end"
        st.window = None
        st.log_add(result.rsplit(".", 1)[1] + "_win")
        raise GameOver()

    def take(self, n: int) -> list:
        """Up to ``n`` cards off the top of the deck, first taken first."""
        st = self.st
        got = [st.deck.pop() for _ in range(min(n, len(st.deck)))]
        for card in got:
            st.deck_known.pop(card, None)
        return got

    def ran_short(self, wanted: int, got: list) -> None:
        """Option `end_on_failed_draw` (I9): a draw or mill that finds the deck empty ends the game, once the cards
        it did take lie where they go."""
        if len(got) < wanted and self.st.options["end_on_failed_draw"]:
            self.deck_out()

    def draw(self, seat: int, n: int) -> list:
        got = self.take(n)
        self.st.hands[seat].extend(got)
        if got:
            self.st.log_add("draws", seat=seat, n=len(got))
        self.ran_short(n, got)
        return got

    def mill(self, n: int) -> None:
        """"Mill": discard the top ``n`` of the deck (§8 时间风暴: copies milled "do not trigger")."""
        milled = self.take(n)
        self.st.discard.extend(milled)
        self.st.log_add("mill", n=len(milled), cards=[named(c) for c in milled][-12:])
        self.ran_short(n, milled)

    def to_discard(self, cards: list) -> None:
        self.st.discard.extend(cards)

    def discard_from_hand(self, seat: int, cards: list):
        """Cards leave a hand for the discard pile. §8 时间风暴 "also triggers when it is discarded from your
        hand for any reason. After triggering it is removed from the game"."""
        st = self.st
        for c in cards:
            st.hands[seat].remove(c)
        storms = [c for c in cards if KIND_OF[c] == "time_storm"]
        self.to_discard([c for c in cards if c not in storms])
        if cards:
            st.log_add("discards", seat=seat, cards=[named(c) for c in cards])
        for c in storms:
            yield from self.time_storm(seat, c)

    def give(self, giver: int, taker: int, cards: list, key: str = "given") -> None:
        """Cards change hands privately (§12): only the giver and the taker see which."""
        st = self.st
        for c in cards:
            st.hands[giver].remove(c)
        st.hands[taker].extend(cards)
        if cards:
            st.peeks[giver].append({"key": "inception.peek." + key, "seat": taker, "holder": taker,
                                    "cards": list(cards)})
            st.log_add(key, seat=giver, target=taker, n=len(cards))

    # -- moving, dying, reviving -----------------------------------------------------------------------------
    def put(self, seat: int, layer: int) -> None:
        self.st.layer[seat] = layer

    def move(self, seat: int, layer: int, own_play: bool = False, by_card: bool = False):
        """§5.1 "Any change of layer, including a revival, counts as a move"."""
        st = self.st
        before = st.layer[seat]
        if before == layer:
            return
        self.put(seat, layer)
        st.log_add("moves", seat=seat, layer=layer)
        yield from self.moved(seat, before, layer, own_play, by_card)

    def kill(self, victim: int, killer: Optional[int] = None, cause: str = ""):
        """§5.7 "the victim goes to the lost layer. The victim gives the killer 2 hand cards of the victim's
        choice"; deaths with no killer pass no cards."""
        st = self.st
        if not st.alive(victim):
            return
        st.died_at[victim] = st.layer[victim]
        self.put(victim, LOST)
        st.log_add("dies", seat=victim, killer=killer)
        if killer is not None and killer != victim and st.hands[victim]:
            gift = yield from self.pick_cards(victim, "death_gift", st.hands[victim], DEATH_GIFT,
                                              params={"target": killer})
            self.give(victim, killer, gift, "death_gift")
        yield from self.died(victim, killer)

    def kill_quietly(self, victim: int) -> None:
        """To the lost layer with no killer and no question (§9 nightmares, 冥王星's world rule)."""
        st = self.st
        if st.alive(victim):
            st.died_at[victim] = st.layer[victim]
            self.put(victim, LOST)
            st.log_add("dies", seat=victim, killer=None)

    def revive_targets(self, seat: int) -> list:
        """§5.7: a dead player revives only itself; a living player revives the dead (the master never pays)."""
        st = self.st
        if not st.alive(seat):
            return [seat]
        return [s for s in range(st.players) if not st.alive(s) and not self.is_master(s)]

    def can_pay_revival(self, seat: int) -> bool:
        st = self.st
        if self.world("passage"):
            # 密道's world rule: "Revival costs 1 discarded 梦境穿梭剂 instead of 2 cards."
            return any(has_name(c, "shuttle") for c in st.hands[seat])
        return len(st.hands[seat]) >= REVIVE_COST

    def revive(self, seat: int):
        st = self.st
        targets = self.revive_targets(seat)
        target = targets[0] if len(targets) == 1 else (yield from self.pick_seat(seat, "revive", targets))
        if self.world("passage"):
            cost = yield from self.pick_cards(seat, "cost", [c for c in st.hands[seat] if has_name(c, "shuttle")], 1)
        else:
            cost = yield from self.pick_cards(seat, "cost", st.hands[seat], REVIVE_COST)
        yield from self.discard_from_hand(seat, cost)
        # §5.7 "Self: ... You move to layer 1"; "Other: ... revive a dead player into their own layer"
        # (seed 000 l.752-753).
        yield from self.bring_back(target, 1 if target == seat else st.layer[seat], seat)

    def bring_back(self, target: int, layer: int, by: int):
        st = self.st
        st.revived.append(target)
        st.log_add("revives", seat=by, target=target, layer=layer)
        yield from self.move(target, layer, own_play=(target == st.current and st.phase == "play"))

    # -- dice ---------------------------------------------------------------------------------------------------
    def roll(self, seat: int, for_: str, mods: list = (), dice: int = 1, pick=None, picked_by: str = None):
        """One die rolled by ``seat`` (§5.5), ``mods`` as (why, n) pairs. ``pick`` (the skill ``picked_by``)
        makes one value of several dice."""
        st = self.st
        faces = self.throw(dice)
        base = faces[0] if pick is None else (yield from pick(faces))
        result = clamp(base + sum(n for _, n in mods))
        st.roll = {"seat": seat, "for": for_, "dice": faces, "mods": [{"why": w, "n": n} for w, n in mods],
                   "result": result}
        if picked_by is not None:
            # §12 "the die roll with its modifiers listed": the TV names the skill that made the dice one value
            # (天蝎's 毒针 turns 5, 5 into 1), or the result would look wrong.
            st.roll["picked"] = {"by": picked_by, "n": base}
        st.log_add("roll", seat=seat, result=result, dice=faces)
        yield from self.rolled(seat, result)
        return result

    def throw(self, dice: int) -> list:
        """The faces of ``dice`` dice. A test's arranged dice (Game.arrange ``dice``) replace the faces drawn; the
        draws are still made, so the generator stays in step."""
        st = self.st
        faces = [self.rng.randint(1, 6) for _ in range(dice)]
        return [st.dice.pop(0) if st.dice else f for f in faces]

    # -- unlocking and vaults ------------------------------------------------------------------------------------
    def unlock_limit(self, seat: int) -> Optional[int]:
        """§5.2 "After one successful unlock, that player cannot attempt another this turn. Exceptions are
        skills and world rules such as 黑洞 and 摩羯" (None: unlimited)."""
        if self.unlimited_unlocks(seat):
            return None
        # 黑洞 (master)'s world rule: "Thieves may unlock successfully twice per turn."
        return 2 if self.world("blackhole_master") else 1

    def may_unlock(self, seat: int) -> bool:
        st = self.st
        layer = st.layer[seat]
        limit = self.unlock_limit(seat)
        # §5.2 "Only a thief, only in their own play phase, and only on their own layer"; "a player who revived
        # this turn cannot use effect ① this turn".
        return (self.is_thief(seat) and st.current == seat and layer in LAYERS and not st.opened[layer]
                and st.locks[layer] > 0 and seat not in st.revived and (limit is None or st.unlocks < limit))

    def unlock(self, seat: int, card: int):
        """§5.2: 解封 ① on the own layer, with its 解封② window (I6: every living seat but the unlocker, alike,
        hidden, the first cancel in seat order wins)."""
        st = self.st
        layer = st.layer[seat]
        st.window = {"kind": "unseal", "seat": seat, "layer": layer}
        st.log_add("unlock", seat=seat, layer=layer)
        order = [s for s in self.seat_order(seat) if st.alive(s)]
        answers = yield [self.unseal_prompt(s, seat, layer) for s in order]
        st.window = None
        canceller = next((s for s, a in zip(order, answers) if a == ["cancel"]), None)
        if canceller is not None:
            cancel_card = next(c for c in st.hands[canceller] if has_name(c, "unseal"))
            st.hands[canceller].remove(cancel_card)
            self.to_discard([cancel_card])
            st.log_add("cancelled", seat=canceller, target=seat)
            yield from self.unseal_used(canceller)
            return
        yield from self.unlocked(seat, layer)

    def unseal_prompt(self, seat: int, unlocker: int, layer: int) -> Prompt:
        holds = any(has_name(c, "unseal") for c in self.st.hands[seat])
        return self.ask(seat, "unseal", buttons("cancel", "pass"), ["pass"], timer="window", optional=True,
                        progress="hidden", auto_pass=not holds, params={"seat": unlocker, "layer": layer},
                        check=None if holds else (lambda a: NO_UNSEAL if a == ["cancel"] else None))

    def seat_order(self, anchor: int) -> list:
        """Seats in turn order from the one after ``anchor``, ``anchor`` left out."""
        out, s = [], anchor
        for _ in range(self.st.players - 1):
            s = self.next_seat(s)
            out.append(s)
        return out

    def unlocked(self, seat: int, layer: int, count: bool = True):
        """A successful unlock: "the layer's lock die drops by 1" (§5.2)."""
        st = self.st
        if count:
            st.unlocks += 1
        yield from self.change_locks(layer, -1)
        yield from self.unlock_skills(seat, layer)
        if st.locks[layer] == 0 and not st.opened[layer]:
            yield from self.open_vault(layer, seat)

    def change_locks(self, layer: int, n: int, cap: bool = True):
        st = self.st
        before = st.locks[layer]
        after = max(0, before + n)
        if cap and n > 0:
            after = min(after, max(before, st.start_locks[layer]))
        st.locks[layer] = after
        st.log_add("locks", layer=layer, locks=after)
        if after < before:
            yield from self.locks_fell(layer)

    def open_vault(self, layer: int, opener: int):
        """§5.3 "When a layer's locks reach 0, its vault flips face up"."""
        st = self.st
        layer = yield from self.before_open(layer)
        st.opened[layer] = True
        st.locks[layer] = 0
        kind = st.vaults[layer]
        st.log_add("vault", layer=layer, vault=kind, seat=opener)
        if kind == SECRET:
            # §5.3 "Secret → the thieves' camp wins at once"; §11: with no master yet "the thief who opened it
            # wins alone".
            if st.small and st.master is None:
                self.finish(RESULT_ALONE, [opener], alone=opener)
            self.finish(RESULT_THIEVES, self.thief_camp())
        yield from self.gold_opened(layer, opener)

    def gold_opened(self, layer: int, opener: int):
        st = self.st
        # 海王星·泓洋's world rule: "Opening a gold vault: the master's camp wins."
        if self.world("neptune"):
            self.finish(RESULT_MASTER, self.master_camp())
        # 港口's world rule: "Two vaults open without the secret: the master's camp wins."
        if self.world("harbour") and sum(st.opened[1:]) >= 2:
            self.finish(RESULT_MASTER, self.master_camp())
        yield from self.vault_opened_skills(layer)
        choice = yield from self.gold_choice(layer)
        if choice == "bribe":
            yield from self.bribe(opener)
            yield from self.drop_nightmare(layer)
        elif choice == "trigger":
            yield from self.trigger_nightmare(layer, reveal=True)
        elif choice == "discard":
            yield from self.drop_nightmare(layer)

    def gold_choice(self, layer: int):
        """§5.3 the master's choice at a gold vault, reduced as I7; §11: in the variant bribes are forced, and
        with none left the nightmare must trigger."""
        st = self.st
        has_nightmare = st.nightmares[layer] is not None
        if st.small and st.master is None:
            if st.bribe_pile:
                return "bribe"
            return "trigger" if has_nightmare else "none"
        options = (["bribe"] if st.bribe_pile else []) + (["trigger", "discard"] if has_nightmare else ["none"])
        if options == ["none"]:
            return "none"
        answer = yield self.ask(st.master, "gold", buttons(*options), [options[-1]], params={"layer": layer})
        return answer[0]

    # -- bribes --------------------------------------------------------------------------------------------------
    def bribe(self, thief: int):
        """§5.4: the thief draws one random undealt bribe card; a DEAL makes a traitor, known to the holder
        alone (seed 000 l.744 "任何玩家包括夢主也不能查看")."""
        st = self.st
        if not st.bribe_pile:
            return
        card = yield from self.bribe_card()
        st.bribes[thief].append(card)
        st.log_add("bribed", seat=thief)
        yield from self.bribed(thief)

    def bribe_card(self):
        st = self.st
        if self.world_skill("imperial") and len(set(st.bribe_pile)) > 1:
            # 皇城's skill 重金: "when you give a bribe, you choose the card".
            answer = yield self.ask(st.master, "bribe_card", buttons(*sorted(set(st.bribe_pile))), [st.bribe_pile[-1]])
            st.bribe_pile.remove(answer[0])
            return answer[0]
        # "draw one random bribe card": the pile lies shuffled face down, so its top is a random one.
        return st.bribe_pile.pop()

    def mercury_extra_bribe(self) -> None:
        """水星·航路's world rule: "When the master's role is revealed, add 1 extra shattered bribe card"."""
        st = self.st
        if "fail" in st.bribe_box:
            st.bribe_box.remove("fail")
            st.bribe_pile.append("fail")

    # -- nightmares (placing and dropping; effects.py triggers them) --------------------------------------------
    def drop_nightmare(self, layer: int):
        st = self.st
        if st.nightmares[layer] is None:
            return
        st.spent.append(st.nightmares[layer])
        st.nightmares[layer] = None
        st.log_add("nightmare_dropped", layer=layer)
        yield from self.offer_spare(layer)

    def offer_spare(self, layer: int):
        """§5.8 "After a nightmare is discarded or resolved, the master may at once place an unplaced one on
        that layer"."""
        st = self.st
        if not st.spare or st.master is None or st.nightmares[layer] is not None:
            return
        answer = yield self.ask(st.master, "spare", [Choice(n, ref={"nightmare": n}) for n in st.spare]
                                + buttons("none"), ["none"], params={"layer": layer})
        if answer[0] != "none":
            self.place(answer[0], layer)

    def place(self, nightmare: str, layer: int) -> None:
        st = self.st
        st.spare.remove(nightmare)
        st.nightmares[layer] = nightmare
        st.log_add("nightmare_placed", layer=layer)

    def place_spare(self, seat: int):
        """§5.8 "On the master's turn, the master may place an unplaced nightmare on any layer that has none"."""
        st = self.st
        answer = yield self.ask(seat, "place", [Choice(n, ref={"nightmare": n}) for n in st.spare], [st.spare[0]])
        layer = yield from self.pick_layer(seat, "layer", [n for n in LAYERS if st.nightmares[n] is None],
                                           params={"for": "place"})
        self.place(answer[0], layer)

    # -- the 3-4 player variant -------------------------------------------------------------------------------
    def deal_small_hands(self) -> None:
        """§11 "Everyone gets 3 starting action cards"."""
        for s in range(self.st.players):
            self.st.hands[s].extend(self.st.deck.pop() for _ in range(SMALL_START_HAND))


def play(st, rng, flow_class):
    """The match's generator (Game.play)."""
    flow = flow_class(st, rng)
    try:
        yield from flow.run()
    except GameOver:
        return
