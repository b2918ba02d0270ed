"""三国杀: the flow of a match, part 1 (the table's mechanics).

Heroes, turns and phases, drawing, moving cards, judgement, damage, recovery, dying, death and
the end of the match, the trigger mechanism, and the questions every part asks (respond, 无懈可击,
桃, pick a card, use a skill). Playing cards is part 2 (cardplay.py). Every primitive a skill may
call is a method here; docs/sanguosha.md, "Writing a skill", lists them.

Every method that may ask a question is a generator: call it with `yield from`. A bare "§n" cites
docs/rules/sanguosha.md.
"""

from __future__ import annotations

from typing import Callable, Iterable, Optional

from games.core import Choice, Prompt, priority_order, response_window

from . import effects
from .cardplay import CardPlay
from .common import JADE, PASS, STRENGTHEN, Event, K, card_choice, effect_choice, pass_choice, player, refuse
from .cards import KINDS
from .heroes import HEROES, SKILLS
from .mougong import STRENGTHENED_DODGE_COUNTS, Mougong, mode_skills, role_public
from .roles import (KILL_REWARDS, LORD_BONUS, armor_cap, hero_pool, hidden_lord, jade_is_hand_limit,
                    lord_max_hp_bonus, mode_of, others_offer_size, rule_applies_to)
from .state import KIND_OF, PLAYS_AS, SLOT_INDEX, Use, face, slot_of
from .timings import PHASES, Timing, phase_changing, phase_end, phase_start
from .view import end_sightings, standing


def take_hero(st, seat: int, hero: str) -> None:
    """Seed 000 l.411: max HP is the hero's. A 主公技 works only for the Lord (§8); 谋攻's hidden Lord gains it
    with 明君 (R31)."""
    h = HEROES[hero]
    st.heroes[seat] = hero
    start_hp(st, seat, h.hp)
    st.skills[seat] = [s for s in h.skills if open_lord(st, seat) or not SKILLS[s].lord] + mode_skills(st, seat)


def open_lord(st, seat: int) -> bool:
    """The Lord as the standard game has it, shown from the start (not 谋攻's hidden Lord, R31)."""
    return st.roles[seat] == "lord" and not hidden_lord(st.options)


def start_hp(st, seat: int, base: int) -> None:
    """Seed 000 l.415: "主公在其體力上限的基礎上再增加一點（四人遊戲時不再額外增加）"; 金鱼, seed 004 l.43:
    "主公在其體力上限的基礎上再增加一點，且獲得兩點玉佩" at every count (R18; its alternative in roles). 谋攻 R31: "The Lord
    starts with no +1 HP" (nor 玉佩, which would show who it is)."""
    mode = mode_of(st.options)
    is_lord = open_lord(st, seat)
    st.max_hp[seat] = st.hp[seat] = base + (lord_max_hp_bonus(st.players, mode, st.options) if is_lord else 0)
    st.jade[seat] = LORD_BONUS[mode]["jade"] if is_lord else 0


class GameOver(Exception):
    """The match ends at once (seed 000 l.464 "遊戲立即結束"): nothing after it happens."""


class Flow(CardPlay, Mougong):
    """One match's flow: the state plus the match's seeded generator (never stored in the state)."""

    def __init__(self, st, rng):
        self.st = st
        self.rng = rng

    # ================================================================ the match
    def run(self):
        st = self.st
        try:
            if st.stage == "heroes":
                yield from self.choose_heroes()
            st.stage = "play"
            self.note_one_on_one()   # an arranged match may start with two left
            yield from self.rounds()
        except GameOver:
            st.stage, st.window = "over", None

    def choose_heroes(self):
        """Seed 000 l.407-409: the Lord picks from 曹操, 刘备, 孙权 and 2 more and shows it; the rest of
        the heroes are shuffled and each other player gets 3 (2 at 10 players), picks one in secret,
        and all picks are shown at once. R4: the Lord's unpicked heroes go back into the pool. 金鱼 (seed 004
        l.37): 6 each, 3 at 10 players, R17: as many as the pool holds."""
        st = self.st
        if hidden_lord(st.options):
            yield from self.show_picks(range(st.players))
            return
        lord = st.lord()
        answer = yield self.hero_prompt(lord)
        take_hero(st, lord, answer[0])
        heroes = hero_pool(st.options)
        pool = [h for h in heroes if h != answer[0]]
        self.rng.shuffle(pool)
        size = others_offer_size(st.players, mode_of(st.options), len(heroes))
        others = [s for s in range(st.players) if s != lord]
        for k, s in enumerate(others):
            st.offers[s] = pool[k * size:(k + 1) * size]
        yield from self.show_picks(others)

    def show_picks(self, seats):
        """The seats pick in secret from their offers and every pick is shown at once (seed 000 l.409; 谋攻 R31:
        "Everyone, the Lord included, gets the same random hero offer ... and reveals at the same moment")."""
        st = self.st
        seats = list(seats)
        answers = yield [self.hero_prompt(s) for s in seats]
        for s, a in zip(seats, answers):
            take_hero(st, s, a[0])
        st.offers = [None] * st.players
        st.log_add("heroes_shown")

    def hero_prompt(self, seat: int) -> Prompt:
        offer = self.st.offers[seat]
        # §12: on time-out, the first hero offered.
        return Prompt(seat, "choose", K("hero"), default=[offer[0]], timer="hero",
                      choices=[Choice(h, "sanguosha.hero." + h) for h in offer])

    def rounds(self):
        """Seed 000 l.429-432: the Lord takes the first turn, then turns pass in seat order. 谋攻 R31: "A random
        seat takes the first turn. A round is one pass of the table from that seat": a round begins whenever the
        turn passes the first seat's place. R6: after `round_cap` rounds the match is a draw."""
        st = self.st
        p, st.round = st.first, 1
        while True:
            yield from self.turn(p)
            last, p = p, self.next_living(p)
            if (p - st.first) % st.players <= (last - st.first) % st.players:
                st.round += 1
                if st.options["round_cap"] and st.round > st.options["round_cap"]:
                    self.end("draw", [], reason="round_cap")

    # ================================================================ a turn
    def turn(self, p: int):
        st = self.st
        st.current, st.skip, st.turn_flags = p, [], {}
        st.log_add("turn", player=player(p))
        yield from self.trigger(Timing.TURN_START, Event(seat=p))
        actions = {"judge": self.judge_phase, "draw": self.draw_phase, "play": self.play_phase,
                   "discard": self.discard_phase}
        for phase in PHASES:
            if not st.alive[p]:
                break
            ev = Event(seat=p, phase=phase)
            yield from self.trigger(phase_changing(phase), ev)
            if phase in st.skip:
                st.log_add("phase_skipped", player=player(p), phase=phase)
                continue
            st.phase = phase
            if phase == "start":
                self.gain_rage(p)
            yield from self.trigger(phase_start(phase), ev)
            if phase in actions and st.alive[p]:
                yield from actions[phase](p, ev)
            yield from self.trigger(phase_end(phase), ev)
        st.phase = None
        if st.alive[p]:
            yield from self.trigger(Timing.TURN_END, Event(seat=p))

    def draw_phase(self, p: int, ev):
        """Seed 000 l.441 "你從牌堆頂摸兩張牌". A skill may change the number (英姿, 裸衣) at
        DRAW_PHASE_COUNT, or draw in another way instead (突袭 sets `ev.replaced` at the phase start)."""
        if ev.replaced:
            return
        ev.count = 2
        yield from self.trigger(Timing.DRAW_PHASE_COUNT, ev)
        self.draw(p, ev.count)

    def discard_phase(self, p: int, ev):
        """Seed 000 l.450: "你的手牌上限等於你當前的體力值", one card discarded per card over it.
        §12: on time-out, the newest cards."""
        st = self.st
        excess = len(st.hands[p]) - self.hand_limit(p)
        if excess <= 0:
            return
        hand = st.hands[p]
        st.window = {"kind": "choose", "seat": p, "key": K("discard")}
        answer = yield Prompt(p, "choose", K("discard"), default=[str(c) for c in hand[-excess:]],
                              choices=[card_choice(c) for c in hand], min=excess, max=excess,
                              params={"count": excess}, timer="discard")
        st.window = None
        yield from self.discard(p, [int(a) for a in answer])

    def hand_limit(self, p: int) -> int:
        """The current HP; R23's alternative `jade_hand_limit`: "each 玉佩 gives +1 hand limit"."""
        st = self.st
        return max(st.hp[p], 0) + (st.jade[p] if jade_is_hand_limit(st.options) else 0)

    # ================================================================ seats
    def order_from(self, start: int) -> list:
        """Living seats in seat order, `start` first (§0 conventions, "in seat order from X")."""
        st = self.st
        return [(start + k) % st.players for k in range(st.players) if st.alive[(start + k) % st.players]]

    def next_living(self, s: int) -> int:
        st = self.st
        return next((s + k) % st.players for k in range(1, st.players + 1) if st.alive[(s + k) % st.players])

    def in_seat_order(self, seats: Iterable[int], start: int) -> list:
        chosen = set(seats)
        return [s for s in self.order_from(start) if s in chosen]

    def kingdom(self, seat: int) -> Optional[str]:
        """The kingdom of a seat's hero (public once shown), None without a hero."""
        hero = self.st.heroes[seat]
        return HEROES[hero].kingdom if hero else None

    def others_of_kingdom(self, seat: int, kingdom: str) -> list:
        """The other living players of `kingdom`, in seat order after `seat` (护驾, 激将: the Lord's helpers)."""
        return [s for s in self.order_from(seat)[1:] if self.kingdom(s) == kingdom]

    def effects_of(self, seat: int) -> set:
        """What a seat holds that can act: its skills and its equipped cards' kinds."""
        st = self.st
        return set(st.skills[seat]) | {KIND_OF[c] for c in st.equipped(seat)}

    def status_values(self, seat: int, key: str) -> list:
        """The values of `key` in the standing effects a seat holds (view.standing)."""
        return standing(self.st, seat, key)

    # ================================================================ distance, range (§6.2-6.3)
    def distance(self, a: int, b: int) -> int:
        """§6.2: the smaller number of steps between them counting living players only; +1 for
        b's +1 horse, -1 for a's -1 horse (and 马术); never below 1."""
        if a == b:
            return 0
        living = self.st.living()
        steps = (living.index(b) - living.index(a)) % len(living)
        d = min(steps, len(living) - steps)
        d += sum(self.status_values(b, "distance_to_holder")) + sum(self.status_values(a, "distance_from_holder"))
        return max(d, 1)

    def attack_range(self, seat: int, without: Iterable[int] = ()) -> int:
        """§6.3: 1, or the printed range of your weapon. `without`: cards being used as the card
        itself (a red weapon used as 杀 through 武圣 no longer gives its range)."""
        weapon = self.st.weapon(seat)
        if weapon is None or weapon in without:
            return 1
        return KINDS[KIND_OF[weapon]].attack_range

    # ================================================================ drawing and moving cards
    def draw(self, seat: int, n: int) -> int:
        """Draw `n` from the top. Seed 000 l.443: "牌堆沒牌，則立即將棄牌堆洗混後形成新的摸牌堆". R5: with
        both piles empty a draw takes what exists; when nothing at all can be drawn, the match is a draw, or with
        option `piles_empty_skip` ("skip the draw and continue") the draw is skipped. A judgement or 五谷丰登's
        reveal has no draw to skip: it still ends the match."""
        st = self.st
        got = 0
        skip = bool(st.options.get("piles_empty_skip"))
        for _ in range(n):
            card = self.top_card(ending=got == 0 and not skip)
            if card is None:
                break
            st.hands[seat].append(card)
            got += 1
        if got:
            st.log_add("draw", player=player(seat), count=got)
        return got

    def top_card(self, ending: bool = True) -> Optional[int]:
        """The draw pile's top card, taken off (reshuffling an empty pile first); None, or the end of
        the match in a draw when `ending` (R5), if both piles are empty."""
        st = self.st
        if not st.deck and st.discard:
            st.deck, st.discard = st.discard, []
            self.rng.shuffle(st.deck)
            # a shuffled pile: no 观星 sighting says where a card lies any more
            for peeks in st.peeks:
                peeks[:] = [peek for peek in peeks if peek["from"] is not None]
            st.log_add("reshuffle", count=len(st.deck))
        if st.deck:
            return st.deck.pop()
        if ending:
            self.end("draw", [], reason="piles_empty")
        return None

    def take_out(self, card: int):
        """Remove a card from wherever it lies; returns (owner seat or None, zone)."""
        st = self.st
        if card in st.processing:
            st.processing.remove(card)
            return None, "processing"
        for s in range(st.players):
            if card in st.hands[s]:
                st.hands[s].remove(card)
                return s, "hand"
            if card in st.equip[s]:
                st.equip[s][st.equip[s].index(card)] = None
                return s, "equip"
            for entry in st.judgement[s]:
                if entry[0] == card:
                    st.judgement[s].remove(entry)
                    return s, "judgement"
        for zone in (st.discard, st.deck):
            if card in zone:
                zone.remove(card)
                return None, "pile"
        raise ValueError(f"card {card} is nowhere")

    def move(self, cards: Iterable[int], to: str, seat: Optional[int] = None, as_kind: Optional[str] = None):
        """Move cards to `to`: "hand", "equip", "judgement" (of `seat`), "processing", "discard",
        "deck_top" or "deck_bottom"; then AFTER_CARDS_MOVED for every seat that lost a hand or equipped
        card (连营, 枭姬): ev.seat, ev.lost_hand, ev.lost_equip, ev.to."""
        losses: dict = {}
        for card in list(cards):
            owner, zone = self.take_out(card)
            if owner is not None and zone in ("hand", "equip"):
                losses.setdefault(owner, {"hand": [], "equip": []})[zone].append(card)
            self.put(card, to, seat, as_kind)
        for owner, lost in losses.items():
            yield from self.recover_for_lost_equipment(owner, lost["equip"])
            yield from self.trigger(Timing.AFTER_CARDS_MOVED, Event(seat=owner, lost_hand=lost["hand"],
                                                                    lost_equip=lost["equip"], to=to, to_seat=seat))

    def recover_for_lost_equipment(self, seat: int, lost: list):
        """白银狮子 (§9.3): "When it leaves your equipment area, you recover 1." Read here, as the card has left
        the area where its effects are held."""
        for card in lost:
            heal = KINDS[KIND_OF[card]].effect.get("recover_when_removed")
            if heal and self.st.alive[seat]:
                yield from self.recover(seat, heal)

    def put(self, card: int, to: str, seat: Optional[int], as_kind: Optional[str]) -> None:
        st = self.st
        if to in ("equip", "judgement", "processing", "discard"):
            st.seen[card] = True  # face up on the table from now on (view.secret_facts)
            end_sightings(st, card)
        if st.reversed_tricks:
            self.forget_reversal(card, to)
        if to == "hand":
            st.hands[seat].append(card)
        elif to == "equip":
            st.equip[seat][slot_of(card)] = card
        elif to == "judgement":
            st.judgement[seat].append([card, as_kind or KIND_OF[card]])
        elif to == "processing":
            st.processing.append(card)
        elif to == "discard":
            st.discard.append(card)
        elif to == "deck_top":
            st.deck.append(card)
        elif to == "deck_bottom":
            st.deck.insert(0, card)
        else:
            raise ValueError(f"no zone {to!r}")

    def discard(self, seat: int, cards: list):
        """A player discards cards (public: §12 "every discard is public")."""
        if cards:
            self.st.log_add("discard", player=player(seat), cards=[face(c) for c in cards])
            yield from self.move(cards, "discard")

    def gain(self, seat: int, cards: list, source: Optional[int] = None):
        """Cards into a hand (奸雄's damaging cards, 顺手牵羊's pick, 天妒's judgement card)."""
        if cards:
            # 五谷丰登's pick and 天妒's card come from no seat: the entry names no source
            if source is None:
                self.st.log_add("gain", player=player(seat), count=len(cards))
            else:
                self.st.log_add("gain_from", player=player(seat), source=player(source), count=len(cards))
            yield from self.move(cards, "hand", seat)

    def finish_cards(self, cards: Iterable[int]):
        """Cards that were used or played go to the discard pile once they resolved, unless an effect
        took them meanwhile (seed 000 l.447 "遊戲牌在使用後均需棄置")."""
        left = [c for c in cards if c in self.st.processing]
        if left:
            yield from self.move(left, "discard")

    # ================================================================ triggers
    def trigger(self, timing: Timing, ev):
        """Raise `timing` for an event: every living seat holding a matching effect, in seat order from
        the current player, is asked whether to use it (a `skill` prompt) unless it is compulsory, and
        its handler runs (§8; timings.py)."""
        handlers = effects.TRIGGERS.get(timing)
        if not handlers:
            return
        st = self.st
        for seat in self.order_from(st.current if st.current is not None else 0):
            # What the seat holds, read once for all the handlers (a hot path, issue 14) and again after a
            # question or a handler ran: those may change its skills or equipment.
            held = None
            for h in handlers:
                if not st.alive[seat]:
                    continue
                held = held if held is not None else self.effects_of(seat)
                if h.effect not in held or not h.can(self, seat, ev):
                    continue
                held = None
                if not h.compulsory:
                    params = h.params(self, seat, ev) if h.params else {}
                    if not (yield from self.ask_skill(seat, h.effect, params)):
                        continue
                st.log_add("skill", player=player(seat), skill=h.effect)
                yield from h.run(self, seat, ev)

    def ask_skill(self, seat: int, effect: str, params: Optional[dict] = None):
        """The optional-effect question (§12: on time-out, not used)."""
        st = self.st
        st.window = {"kind": "choose", "seat": seat, "key": K("skill")}
        answer = yield Prompt(seat, "choose", K("skill"), default=[PASS], timer="skill", optional=True,
                              choices=[Choice("use", "sanguosha.choice.use"), pass_choice()],
                              params={"skill": effect, **(params or {})})
        st.window = None
        return answer[0] == "use"

    def ask_choice(self, seat: int, key: str, options: list, params: Optional[dict] = None, timer: str = "skill"):
        """A question with a few named answers (`sanguosha.choice.<id>`); the first is the default."""
        st = self.st
        st.window = {"kind": "choose", "seat": seat, "key": K(key)}
        answer = yield Prompt(seat, "choose", K(key), default=[options[0]], timer=timer,
                              choices=[Choice(o, "sanguosha.choice." + o) for o in options], params=params or {})
        st.window = None
        return answer[0]

    def ask_cards(self, seat: int, key: str, cards: list, n: int, params: Optional[dict] = None,
                  optional: bool = False, timer: str = "skill", least: Optional[int] = None,
                  only: Optional[list] = None):
        """Choose exactly `n` of `cards` (own cards, shown face up), or `least` to `n` of them when `least`
        is given (制衡: 1 to all); with `optional`, an empty answer declines and returns None. Default: the
        first n (or declining). `only`: the cards an answer may hold; the others are buttons too, refused
        after the tap (`sanguosha.error.cannot_convert`: the `viewas` prompt)."""
        st = self.st
        least = n if least is None else least
        allowed = {str(c) for c in (cards if only is None else only)}

        def check(a):
            if a and len(a) < least:
                return refuse("pick_exactly", f"Pick exactly {n} cards, or none to decline.", n=n)
            if not set(a) <= allowed:
                return refuse("cannot_convert", "That card cannot be turned into what is asked.", **(params or {}))
            return None
        st.window = {"kind": "choose", "seat": seat, "key": K(key)}
        answer = yield Prompt(seat, "choose", K(key), default=[] if optional else [str(c) for c in cards[:n]],
                              choices=[card_choice(c) for c in cards], min=0 if optional else least, max=n,
                              params={"count": n, **(params or {})}, timer=timer, optional=optional, check=check)
        st.window = None
        return [int(a) for a in answer] or None

    def ask_seats(self, seat: int, key: str, seats: list, params: Optional[dict] = None, most: int = 1,
                  optional: bool = False, timer: str = "skill"):
        """Choose 1 to `most` of `seats` (players, each with its distance from `seat`; 反间, 结姻, 流离);
        with `optional`, an empty answer declines and returns None. Default: the first (or declining)."""
        st = self.st
        st.window = {"kind": "choose", "seat": seat, "key": K(key)}
        answer = yield Prompt(seat, "choose", K(key), default=[] if optional else [str(seats[0])],
                              choices=[Choice(str(s), ref={"seat": s}, params={"distance": self.distance(seat, s)})
                                       for s in seats], min=0 if optional else 1, max=most,
                              params=params or {}, timer=timer, optional=optional)
        st.window = None
        return [int(a) for a in answer] or None

    # ================================================================ judgement (§6.5)
    def judge(self, seat: int, reason: str, hits: Callable[[int], bool]):
        """Turn over the top card (1), retrial window BEFORE_JUDGEMENT_EFFECT (2: 鬼才 calls
        `replace_judgement`), the result `hits(card)` (3), AFTER_JUDGEMENT_EFFECT (4: 天妒 may take the
        card), then the card goes to the discard pile. Returns the event: ev.card, ev.hit."""
        st = self.st
        card = self.top_card()
        self.put(card, "processing", None, None)
        ev = Event(seat=seat, reason=reason, card=card, hits=hits)
        st.judged = {"seat": seat, "for": reason, "card": face(card), "replaced": [], "result": None}
        yield from self.trigger(Timing.BEFORE_JUDGEMENT_EFFECT, ev)
        ev.hit = bool(hits(ev.card))
        st.judged["result"] = "hit" if ev.hit else "miss"
        st.log_add("judge", player=player(seat), reason=reason, card=face(ev.card), result=st.judged["result"])
        yield from self.trigger(Timing.AFTER_JUDGEMENT_EFFECT, ev)
        yield from self.finish_cards([ev.card])
        return ev

    def replace_judgement(self, ev, card: int, by: int):
        """鬼才's retrial: `card` (from `by`'s hand) becomes the judgement card; the old one is discarded."""
        st = self.st
        old = ev.card
        yield from self.move([card], "processing")
        ev.card = card
        st.judged["replaced"].append(face(old))
        st.judged["card"] = face(card)
        st.log_add("retrial", player=player(by), card=face(card), replaced=face(old))
        yield from self.move([old], "discard")

    # ================================================================ HP (§6.1, §6.9, §6.10)
    def damage(self, source: Optional[int], target: int, amount: int = 1, cards: Iterable[int] = (),
               use: Optional[Use] = None, nature: str = "normal", conducted: bool = False, copied: bool = False):
        """Deal damage: CAUSING_DAMAGE (the source's effects: 寒冰剑, 麒麟弓, 裸衣), TAKING_DAMAGE, then HP
        drops; at 0 or below the target is dying (§6.9); if it lives, DAMAGED (奸雄, 反馈, 刚烈, 遗计).
        Returns the event (ev.prevented, ev.amount). `copied`: an amount copied whole (R15's alternative), the
        source's bonuses and effects already in it."""
        st = self.st
        bonus = 0 if copied else self.rage_damage_bonus(source, use)
        ev = Event(source=source, target=target, amount=amount + bonus, cards=list(cards), use=use, nature=nature,
                   kind=use.kind if use else None, prevented=False, conducted=conducted)
        if not copied:
            yield from self.trigger(Timing.CAUSING_DAMAGE, ev)
        if not ev.prevented and ev.amount > 0 and st.alive[target]:
            yield from self.trigger(Timing.TAKING_DAMAGE, ev)
        if ev.prevented or ev.amount <= 0 or not st.alive[target]:
            ev.prevented = True
            return ev
        st.hp[target] -= ev.amount - self.absorb(target, ev.amount)
        self.gain_rage(target)
        # 铁索连环 (§9.3): "When a chained player takes fire or thunder damage, they are unchained."
        conducts = nature != "normal" and st.chained[target]
        if conducts:
            st.chained[target] = False
        # one key per case, so no sentence shows an empty place: 闪电 has no source; "normal" goes unsaid
        key = "damage" + ("" if nature == "normal" else "_" + nature) + ("" if source is not None else "_no_source")
        st.log_add(key, player=player(target), **({"source": player(source)} if source is not None else {}),
                   amount=ev.amount, nature=nature)
        if st.hp[target] <= 0:
            yield from self.dying(target, source)
        if st.alive[target]:
            yield from self.trigger(Timing.DAMAGED, ev)
        if conducts and not conducted:
            copied = bool(st.options.get("conduct_final_amount"))
            yield from self.conduct(source, target, ev.amount if copied else amount, cards, use, nature, copied)
        return ev

    def absorb(self, target: int, amount: int) -> int:
        """护甲 (R22): "Each point absorbs 1 point of damage before HP is lost ... Damage fully absorbed still counts
        as 'taking damage' for skills": the event keeps its amount; only the HP lost is less. Returns the points spent."""
        st = self.st
        if not st.armor_points or not st.armor_points[target]:
            return 0
        spent = min(st.armor_points[target], amount)
        st.armor_points[target] -= spent
        st.log_add("armor_absorbs", player=player(target), amount=spent)
        return spent

    def gain_tokens(self, seat: int, jade: int = 0, armor: int = 0) -> None:
        """玉佩 and 护甲 gained (金鱼's rewards, R23's over-healing); 护甲 stops at the cap (R22 "The cap is 5"), unless
        option `armor_uncapped`."""
        st = self.st
        armor = max(0, min(armor, armor_cap(st.options) - st.armor_points[seat]))
        st.jade[seat] += jade
        st.armor_points[seat] += armor
        if jade or armor:
            st.log_add("tokens_gained", player=player(seat), jade=jade, armor=armor)

    def conduct(self, source: Optional[int], first: int, amount: int, cards: list, use: Optional[Use], nature: str,
                copied: bool = False):
        """铁索连环 (§9.3): "After that damage has fully resolved, including any dying, every other chained living
        player takes damage of the same nature from the same source. They go in seat order from the current-turn
        player, and each is unchained. Conducted damage does not conduct again." R15: the amount first dealt,
        before the first target's own modifiers (藤甲, 白银狮子, 古锭刀); each new target's own then apply. R15's
        alternative, option `conduct_final_amount` (`copied`): "copy the final amount": the amount the first target
        took, the source's bonuses already in it (not added again); each new target's own armour still acts."""
        st = self.st
        for s in self.order_from(st.current):
            if s != first and st.alive[s] and st.chained[s]:
                yield from self.damage(source, s, amount, cards, use, nature, conducted=True, copied=copied)

    def lose_hp(self, seat: int, amount: int = 1, source: Optional[int] = None):
        """§6.1: HP loss is not damage: no "after you take damage" skill. `source`: who made them lose it (洞察)."""
        st = self.st
        st.hp[seat] -= amount
        self.gain_rage(seat)
        st.log_add("lose_hp", player=player(seat), amount=amount)
        yield from self.trigger(Timing.HP_LOST, Event(seat=seat, amount=amount, source=source))
        if st.hp[seat] <= 0:
            yield from self.dying(seat, None)

    def recover(self, seat: int, amount: int = 1, source: Optional[int] = None, use: Optional[Use] = None):
        """§6.1: recovery raises HP, never above max HP. BEFORE_HP_RECOVER may change the amount (救援)."""
        st = self.st
        ev = Event(seat=seat, amount=amount, source=source, use=use)
        yield from self.trigger(Timing.BEFORE_HP_RECOVER, ev)
        gained = max(0, min(ev.amount, st.max_hp[seat] - st.hp[seat]))
        st.hp[seat] += gained
        if gained:
            st.log_add("recover", player=player(seat), amount=gained)
        # R23: "Recovery above max HP turns into 玉佩, 1 per excess point" (R39: a 桃's recovery)
        if use is not None and use.kind == "peach" and mode_of(st.options) == "goldfish":
            self.gain_tokens(seat, jade=max(0, ev.amount) - gained)
        return gained

    def dying(self, seat: int, source: Optional[int]):
        """§6.9 (seed 000 l.459): starting with the current player and going in seat order, each
        living player, the dying one included, is asked for 桃; one who uses one is asked again until
        they decline; as soon as HP ≥ 1 the dying ends; if everyone declines, the player dies."""
        st = self.st
        st.dying[seat] = True
        st.log_add("dying", player=player(seat))
        yield from self.unmask(seat)
        yield from self.trigger(Timing.DYING, Event(seat=seat, source=source))
        for asker in self.order_from(st.current if st.current is not None else seat):
            while st.hp[seat] <= 0 and st.alive[asker] and (yield from self.ask_peach(asker, seat)):
                pass
            if st.hp[seat] > 0:
                break
        st.dying[seat] = False
        st.window = None
        if st.hp[seat] <= 0:
            yield from self.die(seat, source)

    def die(self, seat: int, killer: Optional[int]):
        """§6.10 (seed 000 l.460-462): the dead player discards every card and shows the role;
        R9: the end is checked first, rewards and penalties only if the match goes on."""
        st = self.st
        st.alive[seat] = False
        st.killed_by[seat] = killer
        st.kills.append({"killer": killer, "victim": seat})
        if killer is None:
            st.log_add("death_no_killer", player=player(seat), role=st.roles[seat])
        else:
            st.log_add("death", player=player(seat), killer=player(killer), role=st.roles[seat])
        yield from self.pass_on_lightning(seat)
        yield from self.move(st.all_cards(seat), "discard")
        self.check_end()
        yield from self.trigger(Timing.DEATH, Event(seat=seat, killer=killer))
        self.note_one_on_one()
        yield from self.reward(seat, killer)

    def pass_on_lightning(self, seat: int):
        """金鱼, seed 004 l.59: "棄置該武將所有牌及判定區裡的牌（除了閃電，閃電置入下一名角色的判定區）". The next
        living player who may hold it takes it (as 闪电 moves, R11); with none it is discarded with the rest."""
        st = self.st
        if mode_of(st.options) != "goldfish":
            return
        for card, kind in [e for e in st.judgement[seat] if e[1] == "lightning"]:
            receiver = self.lightning_receiver(seat)
            if receiver is not None:
                st.log_add("lightning_moves", player=player(receiver))
                yield from self.move([card], "judgement", receiver, as_kind=kind)

    def reward(self, victim: int, killer: Optional[int]):
        """Rewards and penalties (roles.KILL_REWARDS): seed 000 l.461-462, or 金鱼's seed 004 l.61-65 in their
        place. No reward without a killer or when the killer is dead (§6.10)."""
        st = self.st
        if killer is None or not st.alive[killer]:
            return
        rule = KILL_REWARDS[mode_of(st.options)].get(st.roles[victim])
        if rule is None or not rule_applies_to(rule, st.roles[killer], st.options):
            return
        if "draw" in rule:
            self.draw(killer, rule["draw"])
        self.gain_tokens(killer, jade=rule.get("jade", 0), armor=rule.get("armor_points", 0))
        if "discard" in rule:
            yield from self.wrong_kill_penalty(killer, rule)

    def wrong_kill_penalty(self, killer: int, rule: dict):
        """Seed 000 l.462 (the Lord only); 金鱼 seed 004 l.65: "任何人錯殺了忠臣，需要立即棄掉所有手牌和已裝備的牌，並失去
        所有玉佩和護甲，若不是主公，則失去一點體力，且該角色亮出身份牌" (R19 any killer, R20 the killer reveals)."""
        st = self.st
        st.log_add("lord_penalty" if st.roles[killer] == "lord" else "wrong_kill", player=player(killer))
        if not role_public(st, killer) and st.roles[killer] == "lord":
            st.revealed[killer] = True   # the Lord's own penalty names it: 谋攻's hidden Lord is hidden no more
        zones = {"hand": st.hands[killer], "equip": st.equipped(killer)}
        yield from self.discard(killer, [c for zone in rule["discard"] for c in zones[zone]])
        if "jade" in rule.get("lose_all", ()):
            st.jade[killer] = 0
        if "armor_points" in rule.get("lose_all", ()):
            st.armor_points[killer] = 0
        extra = rule.get("unless_killer_is_lord") if st.roles[killer] != "lord" else None
        if extra:
            if extra.get("reveal_role"):
                st.revealed[killer] = True
                st.log_add("role_revealed", player=player(killer), role=st.roles[killer])
            yield from self.lose_hp(killer, extra["lose_hp"])

    def note_one_on_one(self) -> None:
        """§10: a 单挑 happened if at any moment the only two living players were the Lord and
        that Renegade."""
        st = self.st
        living = st.living()
        if len(living) == 2 and st.lord() in living:
            other = next(s for s in living if s != st.lord())
            if st.roles[other] == "renegade" and other not in st.one_on_one:
                st.one_on_one.append(other)

    def check_end(self) -> None:
        """§2 (seed 000 l.464-467): the Lord dead → the one surviving Renegade wins if exactly
        one player is left and is a Renegade, else the Rebels (alive or dead); every Rebel and Renegade
        dead → the Lord and the Loyalists (alive or dead)."""
        st = self.st
        living = st.living()
        if not st.alive[st.lord()]:
            if len(living) == 1 and st.roles[living[0]] == "renegade":
                self.end("renegade", living)
            self.end("rebels", [s for s in range(st.players) if st.roles[s] == "rebel"])
        if not any(st.roles[s] in ("rebel", "renegade") for s in living):
            self.end("lord", [s for s in range(st.players) if st.roles[s] in ("lord", "loyalist")])

    def end(self, result: str, winners: list, reason: Optional[str] = None) -> None:
        st = self.st
        self.note_one_on_one()
        st.result, st.winners, st.alive_at_win = result, list(winners), st.living()
        st.log_add("over" + ("_" + reason if reason else ""), result=result)
        raise GameOver(result)

    # ================================================================ asking for cards
    def ask_for(self, seat: int, need: str, about: dict, count: int = 1, ignore_armor: bool = False):
        """Ask `seat` to play `count` cards of kind `need` (§6.11: "Two 闪 must both be played");
        True when every one was played. 谋攻 R26: a strengthened 闪 counts as two."""
        while count > 0:
            played = yield from self.respond(seat, need, about, count, ignore_armor)
            if played is None:
                return False
            count -= STRENGTHENED_DODGE_COUNTS if played.strengthened == "dodge" else 1
        return True

    def respond(self, seat: int, need: str, about: dict, count: int = 1, ignore_armor: bool = False,
                use_it: bool = False):
        """One `respond` prompt: the whole hand, every view-as skill held that makes `need` (whatever the
        cards: `conversions_held`), the providers that may act (八卦阵, 护驾, 激将), and pass; a card that
        cannot answer, or a view-as skill with nothing to convert, is refused after the tap. Returns the `Use` played
        (its cards already in the discard pile), or None. With `use_it` the card is to be used (借刀杀人,
        青龙偃月刀): it stays in hand for the caller's `use_card`."""
        st = self.st
        tried: set = set()
        ctx = Event(seat=seat, need=need, about=about, ignore_armor=ignore_armor, tried=tried, use_it=use_it)
        while st.alive[seat]:
            hand = st.hands[seat]
            answers = {str(c) for c in hand if PLAYS_AS[c] == need}
            convert = self.conversions_held(seat, need)
            # 激将 provides a 杀 to use as well (借刀杀人, 青龙偃月刀): ctx.use_it tells it to leave the card in hand
            providers = [p for p in effects.PROVIDERS.values()
                         if need in p.needs and p.effect not in tried
                         and p.effect in self.effects_of(seat) and p.can(self, seat, ctx)]
            strengthen = [] if use_it else self.strengthen_offer(seat, need)
            legal = answers | self.convertible_buttons(seat, convert, need) | {p.choice for p in providers} \
                | ({c.id for c in strengthen} if answers else set())
            st.window = {"kind": "respond", "seat": seat, "need": need, "count": count}
            answer = yield Prompt(
                seat, "choose", self.respond_key(about), default=[PASS], timer="response", optional=True,
                choices=[pass_choice()] + strengthen + [card_choice(c) for c in hand]
                + [effect_choice(v.effect) for v in convert]
                + [Choice(p.choice, effect_choice(p.effect).label) for p in providers],  # 护驾: the skill's name
                params={"need": need, "count": count, **about}, auto_pass=not legal,
                check=lambda a: self.request_refusal(a[0], legal, convert, refuse(
                    "cannot_answer", f"That card cannot be played as {need}; play a {need} or pass.", need=need)))
            st.window = None
            pick = answer[0]
            if pick == PASS:
                return None
            provider = next((p for p in providers if p.choice == pick), None)
            if provider is not None:
                tried.add(provider.effect)
                played = yield from provider.run(self, seat, ctx)
                if played is not None:
                    return played
                continue
            if pick == STRENGTHEN:
                card = yield from self.pick_strengthened(seat, need, lambda c: PLAYS_AS[c] == need)
                if card is None:
                    continue
                played = Use(seat, need, [card], strengthened=need)
                self.pay_strengthening(played)
            elif pick.startswith("skill:"):
                view = effects.VIEW_AS[pick[6:]]
                cards = yield from self.pick_conversion(seat, view, need)
                if cards is None:
                    continue
                played = Use(seat, need, cards, skill=view.effect)
            else:
                played = Use(seat, need, [int(pick)])
            if not use_it:
                yield from self.play_out(played)
            return played
        return None

    @staticmethod
    def respond_key(about: dict) -> str:
        """激将/护驾: a helper's question names the Lord it answers for (`for`). The same question, so its key
        ends the same (`helper.respond`): whatever reads `respond` reads it too."""
        return K("helper.respond" if "for" in about else "respond")

    def play_out(self, played: Use):
        """A card played in answer (打出): shown, then discarded."""
        self.note_slash(played)
        yield from self.move(played.cards, "processing")
        self.log_card("played", played)
        yield from self.finish_cards(played.cards)

    def log_card(self, verb: str, use: Use) -> None:
        """A card used or played, in the log: `use`/`played`, then `_skill` when a skill made it (武圣, 八卦阵),
        `_no_target` when used on no one (无懈可击), `_bare` when no card of the user's was spent (八卦阵's
        闪, 离间's 决斗); each case its own sentence, so none shows an empty place."""
        key = verb + ("_skill" if use.skill else "") + ("_no_target" if verb == "use" and not use.targets else "") \
            + ("" if use.cards else "_bare")
        params = {"player": player(use.user), "kind": use.kind}
        if use.skill:
            params["skill"] = use.skill
        if use.targets:
            params["targets"] = [player(t) for t in use.targets]
        if use.cards:
            params["cards"] = [face(c, use.kind) for c in use.cards]
        self.st.log_add(key, **params)

    def note_slash(self, played: Use) -> None:
        # 克己 reads whether the current player used or played a 杀 in its play phase.
        st = self.st
        if played.kind == "slash" and played.user == st.current and st.phase == "play":
            st.turn_flags["slash_in_play"] = True

    def conversions_held(self, seat: int, wanted: str) -> list:
        """The view-as effects `seat` holds that could make `wanted` now, whatever its cards: their buttons
        show what the seat holds face up (its hero, its equipment), never which cards are in its hand
        (DESIGN.md "No leaks at a glance"); a tap with nothing to convert is refused (`answers_request`)."""
        held = self.effects_of(seat)
        return [v for e, v in effects.VIEW_AS.items() if e in held and wanted in v.kinds and v.usable(self, seat, wanted)]

    def convertible_buttons(self, seat: int, views: list, wanted: str) -> set:
        """The `skill:<id>` buttons among `views` that the seat's own cards can answer with now."""
        return {"skill:" + v.effect for v in views if len(self.convertible(seat, v, wanted)) >= v.count}

    @staticmethod
    def request_refusal(pick: str, legal: set, views: list, otherwise):
        """None (accepted) for a legal pick or a pass; a view-as skill with nothing to convert is refused
        as such; any other card gets `otherwise`, the request's own refusal."""
        if pick in legal or pick == PASS:
            return None
        if pick in {"skill:" + v.effect for v in views}:
            return refuse("nothing_to_convert", "None of your cards can be turned into what is asked.",
                          skill=pick[6:])
        return otherwise

    def convertible(self, seat: int, view, wanted: str) -> list:
        st = self.st
        pool = (st.hands[seat] if "hand" in view.zones else []) + (st.equipped(seat) if "equip" in view.zones else [])
        return [c for c in pool if view.accepts(self, seat, c, wanted)]

    def pick_conversion(self, seat: int, view, wanted: str):
        """Which card(s) a view-as skill turns into `wanted` (the `viewas` prompt; empty answer: back)."""
        st = self.st
        # Every card of the zones the skill converts from is a button; the ones it cannot convert are
        # refused after the tap, so the buttons tell a neighbour only the hand's size.
        pool = (st.hands[seat] if "hand" in view.zones else []) + (st.equipped(seat) if "equip" in view.zones else [])
        return (yield from self.ask_cards(seat, "viewas", pool, view.count, optional=True,
                                          params={"skill": view.effect, "as": wanted},
                                          only=self.convertible(seat, view, wanted)))

    def ask_peach(self, asker: int, dying: int):
        """One `peach` prompt for a dying player (R8): the whole hand and pass, only 桃 accepted (and
        view-as skills that make 桃, 急救); auto_pass with none. True when a 桃 was used."""
        st = self.st
        hand = st.hands[asker]
        convert = self.conversions_held(asker, "peach")
        # 酒 (§9.3): "While you are dying, use it on yourself to recover 1. Only the dying player may use 酒 ...this way."
        savers = ("peach", "wine") if asker == dying else ("peach",)
        # R23: "While you are dying you may spend 玉佩, each one recovering 1 HP" (a public count: the button shows nothing)
        # (not with `jade_hand_limit`, where 玉佩 raises the hand limit "instead")
        spendable = st.jade and st.jade[dying] and not jade_is_hand_limit(st.options)
        jade = [Choice(JADE, "sanguosha.choice.jade")] if asker == dying and spendable else []
        strengthen = self.strengthen_offer(asker, "peach")
        peaches = [c for c in hand if KIND_OF[c] == "peach"]
        legal = {str(c) for c in hand if KIND_OF[c] in savers} | self.convertible_buttons(asker, convert, "peach") \
            | {c.id for c in jade} | ({c.id for c in strengthen} if peaches else set())
        st.window = {"kind": "dying", "seat": dying, "asking": asker}
        answer = yield Prompt(
            asker, "choose", K("peach"), default=[PASS], timer="peach", optional=True,
            choices=[pass_choice()] + jade + strengthen + [card_choice(c) for c in hand]
            + [effect_choice(v.effect) for v in convert],
            params={"player": dying, "hp": st.hp[dying]}, auto_pass=not legal,
            check=lambda a: self.request_refusal(a[0], legal, convert, refuse(
                "not_a_peach", "Only a Peach can save a dying player; use one or pass.")))
        pick = answer[0]
        if pick == PASS:
            return False
        if pick == JADE:
            yield from self.spend_jade(dying)
            return True
        if pick == STRENGTHEN:
            card = yield from self.pick_strengthened(asker, "peach", lambda c: KIND_OF[c] == "peach")
            if card is None:
                return True  # back to the question: asked again
            used = Use(asker, "peach", [card], targets=[dying], target=dying, strengthened="peach")
            self.pay_strengthening(used)
        elif pick.startswith("skill:"):
            view = effects.VIEW_AS[pick[6:]]
            cards = yield from self.pick_conversion(asker, view, "peach")
            if cards is None:
                return True  # back to the question: asked again
            used = Use(asker, "peach", cards, skill=view.effect, targets=[dying], target=dying)
        else:
            used = Use(asker, KIND_OF[int(pick)], [int(pick)], targets=[dying], target=dying)
        yield from self.move(used.cards, "processing")
        self.log_card("use", used)
        yield from self.heal_with(dying, used)
        yield from self.finish_cards(used.cards)
        return True

    def spend_jade(self, seat: int):
        st = self.st
        st.jade[seat] -= 1
        st.log_add("jade_spent", player=player(seat))
        yield from self.recover(seat, 1, source=seat)

    # ================================================================ 无懈可击 (§6.8, R7)
    def nullify_window(self, use: Use):
        """A trick is about to take effect on `use.target`: every living seat is asked at once (hidden
        progress, the whole hand and pass, only 无懈可击 accepted, auto_pass with none). A 无懈可击 goes on
        the stack and opens its own window; the first window nobody answers ends the chain. An odd
        number of answered 无懈可击 cancels the effect, an even number lets it happen. Returns True when
        the effect happens."""
        st = self.st
        if not use.negatable:
            return True
        chain = [use]
        while True:
            top = chain[-1]
            st.window = {"kind": "nullify", "item": st.stack.index(top) if top in st.stack else None}
            order = priority_order(top.user, st.living(), st.players)
            below = chain[-2] if len(chain) > 1 else None
            hit = yield from response_window(order, lambda s: self.nullify_prompt(s, top, below), lambda a: a[0] == PASS)
            st.window = None
            if hit is None:
                break
            seat, answer = hit
            negate = Use(seat, "negate", [int(answer[0])], target=top.target)
            yield from self.move(negate.cards, "processing")
            self.log_card("use", negate)
            st.stack.append(negate)
            chain.append(negate)
            # 无懈可击 is a normal trick: "when you use a normal trick" (集智) holds for it too
            yield from self.trigger(Timing.CARD_USED, Event(use=negate, user=seat))
        negates = chain[1:]
        for k, item in enumerate(reversed(chain)):
            item.cancelled = k % 2 == 1
        for negate in negates:
            st.stack.remove(negate)
            yield from self.finish_cards(negate.cards)
        if use.cancelled:
            st.log_add("nullified", kind=use.kind, target=player(use.target))
        return not use.cancelled

    def nullify_prompt(self, seat: int, top: Use, below: Optional[Use] = None) -> Prompt:
        """`below`: what the 无懈可击 on top would cancel, when the top is one. A response window says what it
        answers (docs/frontend.md "Phones that explain themselves"): "X's Negate would cancel Y's Duel on Z"
        (`answers`). Every seat asked gets the same params, all from the public stack."""
        st = self.st
        hand = st.hands[seat]
        legal = {str(c) for c in hand if KIND_OF[c] == "negate"}
        about = self.about(top)
        if below is not None:
            about["answers"] = self.about(below)
        return Prompt(seat, "choose", K("nullify"), default=[PASS], timer="nullify", optional=True,
                      choices=[pass_choice()] + [card_choice(c) for c in hand], params=about,
                      auto_pass=not legal, progress="hidden",
                      check=lambda a: None if a[0] in legal | {PASS} else refuse(
                          "not_a_negate", "Only a Negate answers a trick; use one or pass."))

    # ================================================================ picking another seat's card
    def pick_card(self, picker: int, owner: int, about: dict, zones=("hand", "equip", "judgement"),
                  slots=tuple(SLOT_INDEX), key: str = "pick"):
        """§7.2 (过河拆桥): "Hand cards are picked face down, at random. Equipment and judgement
        cards are picked by name." A hand card is chosen by position (`hand:<i>`, a back); the positions
        are dealt at random when the pick is made. Returns the card. `key`: a skill's own prompt (反馈, 突袭)."""
        st = self.st
        choices = []
        if "hand" in zones:
            choices += [Choice(f"hand:{i}", "sanguosha.choice.hand_card", ref={"back": True})
                        for i in range(len(st.hands[owner]))]
        if "equip" in zones:
            choices += [Choice("equip:" + slot, "sanguosha.card." + KIND_OF[c], ref={"card": face(c)})
                        for slot, c in zip(SLOT_INDEX, st.equip[owner]) if c is not None and slot in slots]
        if "judgement" in zones:
            choices += [Choice(f"judgement:{i}", "sanguosha.card." + kind, ref={"card": face(c, kind)})
                        for i, (c, kind) in enumerate(st.judgement[owner])]
        st.window = {"kind": "choose", "seat": picker, "key": K(key)}
        answer = yield Prompt(picker, "choose", K(key), default=[choices[0].id], choices=choices,
                              params={**about, "player": owner}, timer="skill")   # `player`: whose card
        st.window = None
        zone, _, where = answer[0].partition(":")
        if zone == "hand":
            shuffled = list(st.hands[owner])
            self.rng.shuffle(shuffled)
            return shuffled[int(where)]
        if zone == "equip":
            return st.equip[owner][SLOT_INDEX[where]]
        return st.judgement[owner][int(where)][0]
