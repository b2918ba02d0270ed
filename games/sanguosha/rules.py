"""三国杀 Sanguosha: the standard identity game for 4-10 players (docs/rules/sanguosha.md; seed 000
l.369-492). The declaration, setup, the arrange hook, outcome, secrets and conservation; the flow is
flow.py (the table's mechanics) and cardplay.py (using cards); the view view.py.
"""

from __future__ import annotations

from typing import Optional

from games.core import Game, OptionSpec
from games.core.game import ArrangeError, OptionsError

from . import equipment, skills  # noqa: F401  (their effects register on import)
from .cards import KINDS
from .flow import Flow, start_hp, take_hero
from .mougong import deal_disguise, mode_skills, rage_cap
from .heroes import HEROES, LORD_HEROES
from .options import option_problems
from .roles import (NO_HERO_MAX_HP, ROLE_OPTIONS, ROLES, RULING_OPTIONS, TOKEN_OPTIONS, armor_cap, has_tokens,
                    hero_pool, hidden_lord, lord_offer_size, mode_of, others_offer_size, role_deck, starting_hand)
from .state import DECK, KIND_OF, State, face, match_cards, slot_of
from .view import game_view, own_view, secret_facts

try:
    from .event import score
except ImportError:  # event scoring is written beside the engine (games/sanguosha/event.py)
    score = None


def seat_keys(spec: Optional[dict], players: int, key: str) -> dict:
    out = {int(s): v for s, v in (spec or {}).items()}
    wrong = [s for s in out if s not in range(players)]
    if wrong:
        raise ArrangeError(f"{key}: {wrong[0]} is no seat; use seats 0 to {players - 1}")
    return out


class Sanguosha(Game):
    id = "sanguosha"
    names = {"en": "Sanguosha", "zh-Hant": "三國殺", "zh-Hans": "三国杀"}
    min_players, max_players = 4, 10
    options = (
        # docs/rules/sanguosha.md §3, R1-R3: the role table's alternative rows.
        *(OptionSpec(o, "bool", False, "sanguosha.option." + o) for o in ROLE_OPTIONS),
        # Seed 000 l.421: the first game without heroes (4 max HP, no skills; the Lord 5 from 5 players).
        OptionSpec("no_heroes", "bool", False, "sanguosha.option.no_heroes"),
        # §9.3: 军争篇's 52 cards for 160; R13: 用剑篇 is its alias (cards.card_sets).
        OptionSpec("junzheng", "bool", False, "sanguosha.option.junzheng"),
        OptionSpec("yongjian", "bool", False, "sanguosha.option.yongjian"),
        # §9.4: the 金鱼牌堆 house rules (seed 004 l.1-73), with 军争's 160 cards (R21) unless `goldfish_108`.
        OptionSpec("goldfish", "bool", False, "sanguosha.option.goldfish"),
        OptionSpec("goldfish_108", "bool", False, "sanguosha.option.goldfish_108"),
        # §9.5, R24: a tier (1-3) the heroes are dealt from; 0 off. Refused while no hero has a tier.
        OptionSpec("hero_tiers", "int", 0, "sanguosha.option.hero_tiers", lo=0, hi=3),
        # §9.6: 谋攻篇 (seed 004 l.77-95): rage, 洞察, strengthened cards, 明君, the hidden Lord (R31) unless
        # `mougong_open_lord`, the Renegade's disguised Rebel (R32).
        OptionSpec("mougong", "bool", False, "sanguosha.option.mougong"),
        # The rulings' alternatives (roles.RULING_OPTIONS: R18, R19, R22, R23 of 金鱼, R31 `mougong_open_lord`).
        *(OptionSpec(o, "bool", False, "sanguosha.option." + o) for o in RULING_OPTIONS),
        # R6: "40 rounds, then a draw"; 0 turns the cap off.
        OptionSpec("round_cap", "int", 40, "sanguosha.option.round_cap", lo=0, hi=999),
    )
    # docs/rules/sanguosha.md §12 (docs/sanguosha-view.md "Prompts"); auto_pass: the server's delay before it
    # passes for a seat with nothing legal (the same for every seat of a window).
    timers = {"hero": 30, "play": 45, "response": 15, "nullify": 8, "peach": 10, "discard": 15, "skill": 10,
              "auto_pass": 2}
    web = {"board": "board.js", "panel": "panel.js", "css": "style.css"}
    table_ready = True
    unalike_prompts = {
        "sanguosha.prompt.nullify": "Every living seat gets pass and one button per card in its own hand, whose "
                                    "size the table shows to all; a card that is not Negate is refused after "
                                    "the tap.",
    }

    # -- setup ------------------------------------------------------------------------------------
    def setup(self, players: int, options: dict, rng) -> State:
        """Seed 000 l.401-425: roles dealt at random, the Lord shown; the Lord's five heroes (曹操, 刘备,
        孙权 and 2 more); the 108 cards shuffled, 4 to each player. 金鱼 (seed 004 l.49): "主公發五張"."""
        mode = mode_of(options)
        hidden = hidden_lord(options)
        roles = list(role_deck(players, [o for o in ROLE_OPTIONS if options.get(o)]))
        rng.shuffle(roles)
        deck = match_cards(options)
        rng.shuffle(deck)
        # 谋攻 R31: the hidden Lord is dealt as everyone is (a fifth card would show it)
        hands = [[deck.pop() for _ in range(starting_hand("others" if hidden else role, mode))] for role in roles]
        lord = roles.index("lord")
        offers = (self.hidden_lord_offers(players, options, rng) if hidden
                  else self.lord_offer(players, options, rng, lord))
        st = State(players=players, options=dict(options), roles=roles, deck=deck, hands=hands, offers=offers,
                   heroes=[None] * players, equip=[[None] * 4 for _ in range(players)],
                   judgement=[[] for _ in range(players)], skills=[[] for _ in range(players)],
                   hp=[0] * players, max_hp=[0] * players, alive=[True] * players, dying=[False] * players, chained=[False] * players,
                   killed_by=[None] * players, jade=[0] * players, armor_points=[0] * players,
                   revealed=[False] * players, peeks=[[] for _ in range(players)], seen=[False] * len(DECK),
                   rage=[0] * players, insights=[[] for _ in range(players)],
                   first=rng.randrange(players) if hidden else lord)   # R31: "A random seat takes the first turn"
        deal_disguise(st, rng)
        if options["no_heroes"]:
            self.without_heroes(st)
        return st

    @staticmethod
    def lord_offer(players: int, options: dict, rng, lord: int) -> list:
        """Seed 000 l.407: the Lord's offer first (曹操, 刘备, 孙权 and 2 more); the others' follow its pick."""
        mode, pool = mode_of(options), hero_pool(options)
        lords = [h for h in LORD_HEROES if h in pool]
        offers = [None] * players
        offers[lord] = lords + rng.sample([h for h in pool if h not in lords], lord_offer_size(mode) - len(LORD_HEROES))
        return offers

    @staticmethod
    def hidden_lord_offers(players: int, options: dict, rng) -> list:
        """谋攻 R31: "Everyone, the Lord included, gets the same random hero offer (3, or 2 at 10 players)", as many
        as the pool fits (`others_offer_size(..., hidden_lord=True)`)."""
        pool = hero_pool(options)
        size = others_offer_size(players, mode_of(options), len(pool), hidden_lord=True)
        dealt = rng.sample(pool, size * players)
        return [dealt[k * size:(k + 1) * size] for k in range(players)]

    @staticmethod
    def without_heroes(st: State) -> None:
        """Seed 000 l.421: "每人都視為體力上限為4、無技能的武將。主公體力上限為5（5或5人以上遊戲時）"; 金鱼 (seed 004
        l.45): "主公體力上限為5且有2玉佩" at every count."""
        for s in range(st.players):
            start_hp(st, s, NO_HERO_MAX_HP)
            st.skills[s] = mode_skills(st, s)
        st.offers, st.stage = [None] * st.players, "play"

    # -- the lobby's refusals ---------------------------------------------------------------------
    def check_options(self, options: dict, players: int) -> None:
        """Every combination that does not fit is refused, saying how to fix it (docs/sanguosha.md, "Options")."""
        for problem in option_problems(options, players):
            raise OptionsError(problem)

    def arrange(self, st: State, rng, roles: Optional[list] = None, heroes: Optional[list] = None,
                hands: Optional[dict] = None, deck_top: Optional[list] = None, equip: Optional[dict] = None,
                judgement: Optional[dict] = None, hp: Optional[dict] = None, first_turn: Optional[int] = None,
                dead: Optional[list] = None, jade: Optional[dict] = None, armor: Optional[dict] = None,
                rage: Optional[dict] = None) -> None:
        """A setup chosen by a test (docs/engine.md §12).

        ``roles``: one role per seat (one Lord). ``heroes``: one hero id per seat; the hero pick is
        skipped. ``hands``, ``equip`` (seat -> cards, each into its slot), ``judgement`` (seat -> cards
        or [card, kind] pairs, in placement order) and ``deck_top`` (the next cards drawn, first drawn
        first): when any is given the cards are laid out afresh: a seat not named holds nothing, every
        other card lies in the draw pile (shuffled) under ``deck_top``. ``hp``: seat -> current HP.
        ``first_turn``: the seat whose turn comes first (default the Lord). ``dead``: seats that died
        earlier, by no one's hand (their cards go to the discard pile, their roles are shown). ``jade``, ``armor``:
        seat -> 玉佩 / 护甲 count, in a match that keeps them (roles.TOKEN_OPTIONS: 金鱼, 谋攻篇). ``rage``: seat ->
        rage (谋攻篇). With ``roles`` in 谋攻篇 each Renegade learns a Rebel afresh (R32)."""
        n = st.players
        if roles is not None:
            self.arrange_roles(st, roles)
            deal_disguise(st, rng)
        if heroes is not None:
            if len(heroes) != n or any(h not in HEROES for h in heroes):
                raise ArrangeError(f"heroes {heroes}: give one hero id of heroes.HEROES for each of {n} seats")
            for s, h in enumerate(heroes):
                take_hero(st, s, h)
            st.offers, st.stage = [None] * n, "play"
        if any(x is not None for x in (hands, deck_top, equip, judgement)):
            self.arrange_cards(st, rng, seat_keys(hands, n, "hands"), list(deck_top or []),
                               seat_keys(equip, n, "equip"), seat_keys(judgement, n, "judgement"))
        for s, value in seat_keys(hp, n, "hp").items():
            if not 1 <= value <= st.max_hp[s]:
                raise ArrangeError(f"hp of seat {s}: {value} is not between 1 and its max HP {st.max_hp[s]}")
            st.hp[s] = value
        if first_turn is not None:
            if first_turn not in range(n):
                raise ArrangeError(f"first_turn {first_turn!r} is not a seat; pick one from 0 to {n - 1}")
            st.first = first_turn
        self.arrange_tokens(st, seat_keys(jade, n, "jade"), seat_keys(armor, n, "armor"))
        self.arrange_rage(st, seat_keys(rage, n, "rage"))
        for s in dead or ():
            if s not in range(n) or st.roles[s] == "lord":
                raise ArrangeError(f"dead: {s!r} is no seat or is the Lord; name seats that are not the Lord")
            st.alive[s] = False
            st.kills.append({"killer": None, "victim": s})
            for c in st.all_cards(s):
                st.seen[c] = True
                st.discard.append(c)
            st.hands[s], st.equip[s], st.judgement[s] = [], [None] * 4, []

    @staticmethod
    def arrange_roles(st: State, roles: list) -> None:
        if len(roles) != st.players or any(r not in ROLES for r in roles) or roles.count("lord") != 1:
            raise ArrangeError(f"roles {roles}: give one of {list(ROLES)} for each of {st.players} seats, one lord")
        old, new = st.roles.index("lord"), roles.index("lord")
        # the Lord's offer and, in 金鱼, its fifth card follow the role
        st.offers[old], st.offers[new] = st.offers[new], st.offers[old]
        st.hands[old], st.hands[new] = st.hands[new], st.hands[old]
        st.roles = list(roles)
        if not hidden_lord(st.options):
            st.first = new
        if st.stage == "play":   # no heroes: the Lord's bonus follows the role
            Sanguosha.without_heroes(st)

    @staticmethod
    def arrange_tokens(st: State, jade: dict, armor: dict) -> None:
        if (jade or armor) and not has_tokens(st.options):
            raise ArrangeError(f"jade/armor: this match keeps no 玉佩 or 护甲; turn on one of {list(TOKEN_OPTIONS)}")
        for counts, zone, most in ((jade, st.jade, None), (armor, st.armor_points, armor_cap(st.options))):
            for s, value in counts.items():
                if not isinstance(value, int) or value < 0 or most is not None and value > most:
                    raise ArrangeError(f"seat {s}: {value!r} is no count from 0 to {most or 'any'}")
                zone[s] = value

    @staticmethod
    def arrange_rage(st: State, rage: dict) -> None:
        if rage and not st.options.get("mougong"):
            raise ArrangeError("rage: only a 谋攻篇 match keeps rage; turn on mougong")
        for s, value in rage.items():
            most = rage_cap(st.options)
            if not isinstance(value, int) or not 0 <= value <= most:
                raise ArrangeError(f"rage of seat {s}: {value!r} is no count from 0 to {most}")
            st.rage[s] = value

    @staticmethod
    def arrange_cards(st: State, rng, hands: dict, deck_top: list, equip: dict, judgement: dict) -> None:
        pairs = {s: [e if isinstance(e, list) else [e, KIND_OF[e]] for e in cards] for s, cards in judgement.items()}
        placed = [c for cards in hands.values() for c in cards] + [c for cards in equip.values() for c in cards] \
            + [c for pairs_ in pairs.values() for c, _ in pairs_] + deck_top
        in_match = match_cards(st.options)
        wrong = sorted({c for c in placed if placed.count(c) > 1 or c not in in_match}, key=str)
        if wrong:
            raise ArrangeError(f"card {wrong[0]!r} is placed twice or is no card of this match; name each card once "
                               f"({in_match[0]}-{in_match[-1]})")
        st.hands = [list(hands.get(s, [])) for s in range(st.players)]
        st.equip = [[None] * 4 for _ in range(st.players)]
        for s, cards in equip.items():
            for c in cards:
                if KINDS[KIND_OF[c]].type != "equip" or st.equip[s][slot_of(c)] is not None:
                    raise ArrangeError(f"equip of seat {s}: card {c} ({KIND_OF[c]}) is no equipment or its slot is taken")
                st.equip[s][slot_of(c)] = c
                st.seen[c] = True
        st.judgement = [[list(e) for e in pairs.get(s, [])] for s in range(st.players)]
        for c, _ in (e for entries in st.judgement for e in entries):
            st.seen[c] = True
        rest = [c for c in in_match if c not in set(placed)]
        rng.shuffle(rest)
        st.deck = rest + list(reversed(deck_top))
        st.discard = []

    # -- the flow and what it shows -----------------------------------------------------------------
    def play(self, st: State, rng):
        return Flow(st, rng).run()

    def view(self, st: State, seat: Optional[int]) -> dict:
        return game_view(st, seat)

    def own_view(self, st: State, seat: int) -> dict:
        return own_view(st, seat)

    def outcome(self, st: State) -> dict:
        """docs/sanguosha-view.md, "The outcome"."""
        record = {"winners": list(st.winners), "result": "sanguosha.result." + (st.result or "draw"), "params": {},
                  "roles": list(st.roles), "heroes": list(st.heroes), "alive_at_win": list(st.alive_at_win),
                  "kills": list(st.kills), "one_on_one": list(st.one_on_one), "players": st.players}
        if score is not None:
            record["scores"] = {str(s): line for s, line in score(record, st.players).items()}
        return record

    def secrets(self, st: State):
        return secret_facts(st)

    def highlights(self, st):
        """The summary the TV shows after the match (issue 19 point 8): games/sanguosha/highlights.py."""
        from .highlights import highlights
        return highlights(st)

    def conserved(self, st: State):
        cards = st.deck + st.discard + st.processing + [c for s in range(st.players) for c in st.all_cards(s)]
        return sorted(cards)

    def reference(self) -> dict:
        """GET /api/games/sanguosha/reference (docs/sanguosha-view.md, "Reference"): the card faces, and what
        the board and panel print beside a hero or a card kind, from the game's data."""
        return {"cards": [face(c) for c in range(len(DECK))],
                "heroes": {h.id: {"kingdom": h.kingdom, "gender": h.gender, "hp": h.hp, "skills": list(h.skills),
                                  "lord": h.lord} for h in HEROES.values()},
                "kinds": {k.id: {"type": k.type, "subtype": k.subtype, "attack_range": k.attack_range}
                          for k in KINDS.values()}}
