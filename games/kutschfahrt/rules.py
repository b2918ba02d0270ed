"""魔城馬車 Die Kutschfahrt zur Teufelsburg (Coach Ride to the Devil's Castle): the declaration, setup,
the turn (§3), the announcement (§4), views and secrets.

Authority: ``docs/rules/kutschfahrt.md`` (cited as §x) over seed 001 (cited as "seed l.n"). The trade
and the free actions are in ``trade.py``, the fight in ``fight.py``, the components in ``data.py``.
"""

from __future__ import annotations

from typing import Optional

from games.core import Choice, Game, OptionSpec, OptionsError, Secret, seat_choices
from games.core.game import ArrangeError

from .data import (BAGS, BLACK_PEARL, COAT_OF_ARMS, FREE_ACTIONS, DIPLOMAT, NON_SEAL_ITEMS, OTHER_SOCIETY,
                   PLAYER_RANGE, PROFESSIONS, SEAL_ITEMS, VARIANT_CARDS_EACH, VARIANT_DECK, items_each, majority,
                   society_deck)
from .event import scores
from .fight import fight
from .state import (LOG_SHOWN, OVER, KState, announcement_valid, ask, bags_count, buttons, count_victory, limit_of,
                    refuse, solo_valid, sorted_items)
from .trade import clairvoyant, diplomat, offer

TRADE, ATTACK, ANNOUNCE, PROFESSION, PASS = "trade", "attack", "announce", "profession", "pass"
ACTIONS = (TRADE, ATTACK, ANNOUNCE, PROFESSION, PASS)
SOLO = "solo"
START_CHOICES = ("random",) + tuple(str(s) for s in range(10))

# §7: each ruling's other reading, off by default: R5, R6, R3, R4, R2.
OTHER_READINGS = ("bags_always_count", "strict_loge", "mixer_after_duelist", "doctor_in_item_round", "offered_first")

RESULT_ANNOUNCED = "kutschfahrt.result.announced"
RESULT_WRONG = "kutschfahrt.result.wrong"
RESULT_LOGE = "kutschfahrt.result.loge"
RESULT_STALLED = "kutschfahrt.result.stalled"


class Kutschfahrt(Game):
    id = "kutschfahrt"
    names = {"en": "Coach Ride to the Devil's Castle", "zh-Hant": "魔城馬車", "zh-Hans": "魔城马车"}
    min_players, max_players = 3, 10   # seed l.235 "首先先決定人數3到10人"
    options = (
        # §7 "hand limit": on; 3 players 8, 4 players 6, 5+ players 5; the excess is donated.
        OptionSpec("hand_limit", "bool", True, "kutschfahrt.option.hand_limit"),
        # §7 "beginner item set": the 5 non-seal items are left out.
        OptionSpec("beginner_items", "bool", False, "kutschfahrt.option.beginner_items"),
        *(OptionSpec(ruling, "bool", False, "kutschfahrt.option." + ruling) for ruling in OTHER_READINGS),
        # §7 R7: the three-society-cards variant for 3 players (an engine's reading, not a rule text).
        OptionSpec("three_society_cards", "bool", False, "kutschfahrt.option.three_society_cards"),
        # §2 item 5: seed l.193 "由旅行最遠的玩家開始"; the host picks, otherwise random.
        OptionSpec("start_player", "choice", "random", "kutschfahrt.option.start_player", choices=START_CHOICES),
        # §4.4 D4: "the host may abort a game that stalls": whole rounds in which every turn was a
        # pass end the game with no winner (0: never).
        OptionSpec("stall_rounds", "int", 3, "kutschfahrt.option.stall_rounds", lo=0, hi=20),
    )
    timers = {"turn": 90, "trade": 60, "fight": 30, "window": 15, "pass": 45}
    web = {"board": "board.js", "panel": "panel.js", "css": "style.css", "lobby": "lobby.js"}
    table_ready = True
    bots: dict = {}
    unalike_prompts = {
        "kutschfahrt.prompt.sextant_pass": "one button per item the seat holds, and how many items each seat "
                                           "holds is public (the TV shows every count)",
    }

    def check_options(self, options: dict, players: int) -> None:
        if options["three_society_cards"] and players != 3:
            raise OptionsError(f"three_society_cards is a variant for 3 players, not {players}: turn it off or "
                               f"seat 3 players.")
        start = options["start_player"]
        if start != "random" and int(start) >= players:
            raise OptionsError(f"start_player is seat {start} but there are only {players} players; pick a seat "
                               f"from 0 to {players - 1} or 'random'.")

    # -- setup (§2) ------------------------------------------------------------------------------------
    def setup(self, players: int, options: dict, rng) -> KState:
        # §2.1 "shuffle; deal one face down to each player; the rest form the face-down profession pile".
        profs = list(PROFESSIONS)
        rng.shuffle(profs)
        # §2.2: odd counts take (n+1)/2 of each, one card is left over and removed unseen (seed l.238).
        socs = list(VARIANT_DECK) if options["three_society_cards"] else society_deck(players)
        rng.shuffle(socs)
        seal, rest, removed = self.item_sets(players, options)
        # §2.3: "Shuffle all remaining seal items and draw (n − 2) of them; shuffle them with the two bags
        # and deal one item to each player" (two each at 3 players, from 4 seal items: D1) (seed l.240-244).
        rng.shuffle(seal)
        each = items_each(players)
        dealt_seal = players * each - len(BAGS)
        dealt = seal[:dealt_seal] + list(BAGS)
        rng.shuffle(dealt)
        hands = [sorted_items(dealt[s * each:(s + 1) * each]) for s in range(players)]
        # Seed l.243 "其餘卡片，無論有沒有印信都洗勻面朝下放成一堆".
        pile = seal[dealt_seal:] + rest
        rng.shuffle(pile)
        start = rng.randrange(players) if options["start_player"] == "random" else int(options["start_player"])
        societies, cards, left_out = deal_societies(socs, players, options["three_society_cards"])
        return KState(players=players, options=dict(options), societies=societies, left_out=left_out,
                      society_cards=cards,
                      professions=profs[:players], used=[False] * players, prof_pile=profs[players:],
                      hands=hands, pile=pile, removed=removed, first=start, active=start,
                      notes=[[] for _ in range(players)], pile_top=[[] for _ in range(players)])

    @staticmethod
    def item_sets(players: int, options: dict):
        """(seal items, other items, items removed) for this table (§1.1, §7 "beginner item set")."""
        def in_game(item):
            return players in PLAYER_RANGE.get(item, range(3, 11))
        seal = [item for item, k in SEAL_ITEMS.items() for _ in range(k)]
        others = [] if options["beginner_items"] else list(NON_SEAL_ITEMS)
        removed = [i for i in seal + list(NON_SEAL_ITEMS)
                   if not in_game(i) or (i in NON_SEAL_ITEMS and i not in others)]
        return [i for i in seal if in_game(i)], [i for i in others if in_game(i)], removed

    def arrange(self, st: KState, rng, societies=None, professions=None, hands=None, pile_top=None, first=None,
                used=None) -> None:
        """A deal chosen by a test. ``societies``: one per seat (from the society cards of this count; in the
        3-player variant a list of 3 cards per seat);
        ``professions``: one per seat, all different (the rest form the pile); ``hands``: seat -> its
        exact items (any number, at least one; the items of the game, each named at most as often as it
        exists); a seat not named keeps what it was dealt as far as it is still free, else gets free items;
        every item not in a hand lies in the pile, shuffled; ``pile_top``: the next items drawn, first
        drawn first; ``first``: the first player; ``used``: seat -> its profession lies face up."""
        n = st.players
        if societies is not None:
            self.arrange_societies(st, list(societies))
        if professions is not None:
            if len(professions) != n or len(set(professions)) != n or not set(professions) <= set(PROFESSIONS):
                raise ArrangeError(f"professions: give {n} different ids of {PROFESSIONS}")
            st.professions, st.prof_pile = list(professions), [p for p in PROFESSIONS if p not in professions]
        if hands is not None or pile_top is not None:
            self.arrange_items(st, rng, {int(s): list(h) for s, h in (hands or {}).items()}, list(pile_top or []))
        if first is not None:
            if first not in range(n):
                raise ArrangeError(f"first {first!r} is not a seat; pick one from 0 to {n - 1}")
            st.first = st.active = first
        for s, up in (used or {}).items():
            st.used[int(s)] = bool(up)

    @staticmethod
    def arrange_societies(st: KState, societies: list) -> None:
        variant = st.options["three_society_cards"]
        deck = list(VARIANT_DECK) if variant else society_deck(st.players)
        shape_ok = len(societies) == st.players and all(
            isinstance(e, list) and len(e) == VARIANT_CARDS_EACH if variant else isinstance(e, str) for e in societies)
        if not shape_ok:
            raise ArrangeError(f"societies: give one per seat ({st.players}); in the 3-player variant a list of "
                               f"{VARIANT_CARDS_EACH} cards per seat")
        dealt = [c for e in societies for c in (e if variant else [e])]
        for card in dealt:
            if card not in deck:
                raise ArrangeError(f"societies {societies}: this table deals the society cards {sorted(deck + dealt)}")
            deck.remove(card)
        st.societies, st.society_cards, st.left_out = deal_societies(dealt + deck, st.players, variant)

    @staticmethod
    def arrange_items(st: KState, rng, hands: dict, pile_top: list) -> None:
        free = [i for h in st.hands for i in h] + list(st.pile)
        for seat, items in hands.items():
            if seat not in range(st.players) or not items:
                raise ArrangeError(f"hands: seat {seat} is no seat or holds nothing; give seats 0 to "
                                   f"{st.players - 1} at least one item each")
        for item in [i for h in hands.values() for i in h] + pile_top:
            if item not in free:
                raise ArrangeError(f"item {item!r} is not free in this match's items: name each item at most as "
                                   f"often as it is in the game")
            free.remove(item)
        new = []
        for seat in range(st.players):
            if seat in hands:
                new.append(sorted_items(hands[seat]))
                continue
            kept = [i for i in st.hands[seat] if i in free]
            for i in kept:
                free.remove(i)
            if not kept:
                kept = [free.pop()]
            new.append(sorted_items(kept))
        rng.shuffle(free)
        st.hands, st.pile = new, free + pile_top[::-1]

    # -- the flow (§3) ---------------------------------------------------------------------------------
    def play(self, st: KState, rng):
        while True:
            yield from self.turn(st, rng)
            if st.stage == OVER:
                return
            # §4.4 D4: a stalled table (every turn a pass for the stall limit of whole rounds).
            limit = st.options["stall_rounds"]
            if limit and st.passes_in_row >= limit * st.players:
                return self.finish(st, RESULT_STALLED, None, [])
            # Seed l.206 "交易完成、效果執行結束後換下一家動作"; play passes clockwise (seed l.193).
            st.active = (st.active + 1) % st.players
            st.turn += 1

    def turn(self, st: KState, rng):
        seat = st.active
        st.log_add("turn", seat={"seat": seat})
        while True:
            action = (yield ask(seat, "action", buttons("choice", ACTIONS), [PASS], "turn",
                                check=self.action_check(st, seat)))[0]
            # The TV keeps the last trade or fight on show until the next action is chosen.
            st.trade = st.fight = st.diplomat = st.sextant = st.announcement = None
            if action != PROFESSION:
                break
            # §3 item 1, R1: the Diplomat or the Clairvoyant before the main action.
            if st.professions[seat] == DIPLOMAT:
                if (yield from diplomat(st, seat)):
                    # Seed l.123 "該玩家回合也結束不能在要求新的道具".
                    st.passes_in_row = 0
                    return
            else:
                yield from clairvoyant(st, seat, rng)
        if action == PASS:
            # Seed l.199 "玩家本回合放棄做任何動作，由下一玩家繼續動作".
            st.passes_in_row += 1
            st.log_add("pass", seat={"seat": seat})
            return
        st.passes_in_row = 0
        if action == TRADE:
            yield from offer(st, seat)
        elif action == ATTACK:
            yield from fight(st, seat, rng)
        else:
            yield from self.announce(st, seat)

    @staticmethod
    def action_check(st: KState, seat: int):
        """The five buttons are always offered; a choice the seat cannot make is refused after the tap."""
        def check(answer):
            action = answer[0]
            if action == ANNOUNCE:
                # Seed l.87 "擁有黑珍珠的玩家不能宣告勝利".
                if BLACK_PEARL in st.hands[seat]:
                    return refuse("black_pearl", "The holder of the Black Pearl cannot announce victory.")
                # Seed l.217 "他需要有勝利條件道具中的一項才可以執行宣告".
                if not count_victory(st, seat, st.societies[seat]) and not solo_valid(st, seat):
                    return refuse("no_victory_item", "You need a victory item of your society to announce.")
            if action == PROFESSION and (st.professions[seat] not in FREE_ACTIONS or st.used[seat]):
                return refuse("no_free_profession", "Only an unused Diplomat or Clairvoyant acts on its own.")
            return None
        return check

    # -- the announcement (§4) -------------------------------------------------------------------------
    def announce(self, st: KState, seat: int):
        def check(answer):
            if SOLO in answer:
                if len(answer) > 1:
                    return refuse("solo_alone", "A solo victory names no teammates.")
                if not solo_valid(st, seat):
                    return refuse("solo_invalid", "A solo victory needs the Coat of Arms and 3 Keys or Goblets.")
            return None
        choices = seat_choices(st.others(seat)) + [Choice(SOLO, "kutschfahrt.choice.solo")]
        picks = yield ask(seat, "announce", choices, [], "turn", min=0, max=len(choices), check=check)
        if SOLO in picks:
            # §4.3 (seed l.100-103, l.220): only the holder wins.
            st.announcement = {"seat": seat, "teammates": [], "solo": True, "valid": True}
            st.log_add("announce_solo", seat={"seat": seat})
            return self.finish(st, RESULT_LOGE, "loge", [seat], announcer=seat)
        teammates = sorted(int(p) for p in picks)
        valid = announcement_valid(st, seat, teammates)
        st.announcement = {"seat": seat, "teammates": teammates, "solo": False, "valid": valid}
        st.log_add("announce", seat={"seat": seat}, teammates=[{"seat": s} for s in teammates],
                   valid=valid)
        # §4.2 item 4: valid, the announcer's whole society wins; else the other society (seed l.219).
        side = st.societies[seat] if valid else OTHER_SOCIETY[st.societies[seat]]
        winners = [s for s in range(st.players) if st.societies[s] == side]
        return self.finish(st, RESULT_ANNOUNCED if valid else RESULT_WRONG, side, winners, announcer=seat)

    @staticmethod
    def finish(st: KState, result: str, side: Optional[str], winners: list, announcer: Optional[int] = None):
        st.stage = OVER
        st.end = {"result": result, "winners": winners, "side": side, "announcer": announcer,
                  "reveal": [{"seat": s, "society": st.societies[s], "profession": st.professions[s],
                              "items": sorted_items(st.hands[s]), "society_cards": list(cards)}
                             for s, cards in enumerate(st.society_cards or [[]] * st.players)]}
        st.log_add("end", result=result)

    # -- views, outcome, secrets ---------------------------------------------------------------------
    def view(self, st: KState, seat: Optional[int]) -> dict:
        return game_view(st, seat)

    def outcome(self, st: KState) -> dict:
        end = st.end
        ann = st.announcement or {}
        return {"winners": list(end["winners"]), "result": end["result"],
                "params": {"side": end["side"], "seat": end["announcer"]}, "side": end["side"],
                "announcer": end["announcer"], "teammates": ann.get("teammates", []), "valid": ann.get("valid"),
                "societies": dict(enumerate(st.societies)), "professions": dict(enumerate(st.professions)),
                "items": {s: sorted_items(h) for s, h in enumerate(st.hands)}, "players": st.players,
                "scores": scores(end["winners"], st.players)}

    def secrets(self, st: KState):
        return secret_facts(st)

    def highlights(self, st):
        """The summary the TV shows after the match (issue 19 point 8): games/kutschfahrt/highlights.py."""
        from .highlights import highlights
        return highlights(st)

    def conserved(self, st: KState):
        items = [i for h in st.hands for i in h] + st.pile + st.removed
        society_cards = [c for cards in st.society_cards for c in cards] or list(st.societies)
        return (tuple(sorted(items)), tuple(sorted(st.professions + st.prof_pile)),
                tuple(sorted(society_cards + st.left_out)))


def deal_societies(deck: list, players: int, variant: bool):
    """(society per seat, each seat's cards in the 3-player variant or [], the cards left out unseen)."""
    if not variant:
        return deck[:players], [], deck[players:]
    k = VARIANT_CARDS_EACH
    cards = [deck[s * k:(s + 1) * k] for s in range(players)]
    return [majority(c) for c in cards], cards, deck[players * k:]


# -- views -------------------------------------------------------------------------------------------------

def person(st: KState, seat: int):
    f = st.fight
    if f is None or f["step"] == "over":
        return None
    return "attacker" if seat == f["attacker"] else "defender" if seat == f["defender"] else None


def game_view(st: KState, seat: Optional[int]) -> dict:
    """What ``seat`` may know (``None``: the TV): docs/kutschfahrt-view.md."""
    n = st.players
    v = {
        "stage": st.stage, "players": n, "first": st.first, "active": st.active, "turn": st.turn,
        "round": (st.turn - 1) // n + 1,
        "seats": [{"seat": s, "items": len(st.hands[s]), "profession": st.professions[s] if st.used[s] else None,
                   "person": person(st, s)} for s in range(n)],
        "pile": len(st.pile), "professions_left": len(st.prof_pile), "bags_count": bags_count(st),
        "needs": {"larger": 3, "smaller": 2 if n % 2 else 3}, "hand_limit": limit_of(st),
        "trade": st.trade, "fight": st.fight, "diplomat": st.diplomat, "sextant": st.sextant,
        "donation": st.donation, "announcement": st.announcement, "end": st.end,
        "log": st.log[-LOG_SHOWN:], "options": st.options,
    }
    if seat is not None:
        v["me"] = {"seat": seat, "society": st.societies[seat], "profession": st.professions[seat],
                   "used": st.used[seat], "items": sorted_items(st.hands[seat]), "notes": list(st.notes[seat]),
                   "pile_top": list(st.pile_top[seat]),
                   "society_cards": list(st.society_cards[seat]) if st.society_cards else []}
    return v


def readers_of(st: KState, seat: int, **fact) -> set:
    """The seats whose notes hold ``fact`` about ``seat`` (with the seat itself)."""
    out = {seat}
    for reader, notes in enumerate(st.notes):
        if any(note.get("seat") == seat and all(note.get(k) == v for k, v in fact.items()) for note in notes):
            out.add(reader)
    return out


def secret_facts(st: KState):
    """Each seat's society, face-down profession and whole hand, with the seats that saw it. At the end
    everything is shown (§9 "game end: every society, profession and item")."""
    if st.stage == OVER:
        return
    for s in range(st.players):
        yield Secret.of(readers_of(st, s, society=st.societies[s]), seat=s, society=st.societies[s])
        for k, card in enumerate(st.society_cards[s] if st.society_cards else ()):
            yield Secret.of(readers_of(st, s, card=k, society_card=card), seat=s, card=k, society_card=card)
        if not st.used[s]:
            yield Secret.of(readers_of(st, s, profession=st.professions[s]), seat=s, profession=st.professions[s])
        hand = sorted_items(st.hands[s])
        yield Secret.of(readers_of(st, s, items=hand), seat=s, items=hand)
