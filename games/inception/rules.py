"""盗梦都市 Inception City: the declaration, the setup and the arrange hook.

Authority: ``docs/rules/inception.md`` (cited §n, rulings I1-I14), which cites seed 000 l.693-760. The flow
is flow.py (stages, turn, core rules), effects.py (cards, nightmares) and skills.py (roles); the views
view.py; docs/inception-view.md is the contract with the front end.
"""

from __future__ import annotations

from typing import Optional

from games.core import Game, OptionSpec, OptionsError
from games.core.game import ArrangeError

from .board import BRIBE_BOX, DEAL, FAIL, GOLD, LAYERS, NIGHTMARES, PLACED, SECRET, TABLE
from .cards import EX_KINDS, KIND_OF, KINDS
from .event import score
from .flow import play as run_flow
from .roles import MASTER, ROLES, THIEF, pool
from .skills import Flow
from .state import InceptionState
from .view import game_view, own_view, secret_facts

SEAT_CHOICES = ("random",) + tuple(str(s) for s in range(1, 11))
IMPLEMENTED = frozenset(ROLES)   # every role of §10 has its skill (skills.py)


def small_table(players: int, options: dict) -> bool:
    """§11: 3 players always play the variant; at 4 it is option `small_variant` (seed 000 l.693 suggests 4-8
    players with a master, so the standard game stays the default at 4)."""
    return players == 3 or (players == 4 and options["small_variant"])


class Inception(Game):
    id = "inception"
    names = {"en": "Inception City", "zh-Hant": "盜夢都市", "zh-Hans": "盗梦都市"}
    # I1: 3-10 players (the manual), 4-8 recommended (seed 000 l.693).
    min_players, max_players = 3, 10
    options = (
        # I2: the master is picked at random; the host may name the player (`host_picks_master`).
        OptionSpec("master", "choice", "random", "inception.option.master", choices=SEAT_CHOICES),
        # I3: the role offer is 2 (seed 000 l.711, 715); 3 is the manual's.
        OptionSpec("role_offer_3", "bool", False, "inception.option.role_offer_3"),
        # §2 step 5: the first game leaves out the roles and the EX cards.
        OptionSpec("beginner", "bool", False, "inception.option.beginner"),
        # I5: turns go to the right; the manual alternates by match.
        OptionSpec("alternate_direction", "bool", False, "inception.option.alternate_direction"),
        # I8: the two undealt nightmares are the master's unplaced ones, or out of play.
        OptionSpec("spare_nightmares_out", "bool", False, "inception.option.spare_nightmares_out"),
        # I9: the deck-out win at 0 cards after resolution, or only when a draw finds the deck empty.
        OptionSpec("end_on_failed_draw", "bool", False, "inception.option.end_on_failed_draw"),
        # I11: each 死亡宣言 kills on its own number, or every copy on 3, 4 or 5.
        OptionSpec("decree_any_345", "bool", False, "inception.option.decree_any_345"),
        # §11 at 4 players (3 players always play it); I13: its first player random or the host's pick.
        OptionSpec("small_variant", "bool", False, "inception.option.small_variant"),
        OptionSpec("first_player", "choice", "random", "inception.option.first_player", choices=SEAT_CHOICES),
        # I14: 1 point per winning-camp member, or the manual's 3 (+1 for a thief whose bribe failed).
        OptionSpec("manual_scoring", "bool", False, "inception.option.manual_scoring"),
    )
    # §5.2 I6: the 解封② window is 10 s; the others are ours.
    timers = {"role": 30, "setup": 60, "play": 60, "window": 10, "pick": 20, "discard": 20}
    web = {"board": "board.js", "panel": "panel.js", "css": "style.css"}
    table_ready = True
    bots: dict = {}

    def check_options(self, options: dict, players: int) -> None:
        for key in ("master", "first_player"):
            if options[key] != "random" and int(options[key]) > players:
                raise OptionsError(f"{key} is player {options[key]} but there are only {players} players: "
                                   f"pick 1 to {players} or 'random'")
        if options["small_variant"] and players != 4:
            raise OptionsError("small_variant is the 4-player choice (3 players always play the variant, 5 or "
                               "more never): turn it off or seat 4 players")

    # -- setup ---------------------------------------------------------------------------------------------
    def setup(self, players: int, options: dict, rng) -> InceptionState:
        small = small_table(players, options)
        beginner = options["beginner"]
        # §2 step 1 "Shuffle the 140 action cards"; step 5: the first game leaves out the EX cards.
        deck = [c for c in range(len(KIND_OF)) if not (beginner and KIND_OF[c] in EX_KINDS)]
        rng.shuffle(deck)
        locks, deals, fails = TABLE[players]
        box = list(BRIBE_BOX)
        pile = []
        for card, n in ((DEAL, deals), (FAIL, fails)):
            for _ in range(n):
                box.remove(card)
                pile.append(card)
        rng.shuffle(pile)   # §2 "shuffled face down. Nobody, the master included, may look at them"
        nightmares = list(NIGHTMARES)
        rng.shuffle(nightmares)
        placed, spare = nightmares[:PLACED], nightmares[PLACED:]
        master = self.first_master(players, options, rng, small)
        st = InceptionState(
            players=players, options=dict(options), small=small, deck=deck, hands=[[] for _ in range(players)],
            master=master, layer=[1] * players, start_locks=[0, *locks], locks=[0, *locks],
            vaults=[None] * 5, opened=[False] * 5, nightmares=[None, *placed], spare=[], nightmare_box=[],
            bribe_pile=pile, bribe_box=box, bribes=[[] for _ in range(players)], roles=[None] * players,
            offers=[[] for _ in range(players)], faces=[None] * players, vault_seen=[[] for _ in range(players)],
            peeks=[[] for _ in range(players)], died_at=[0] * players)
        # I8: the 2 undealt nightmares are the unplaced ones; §11 sets them aside in the variant.
        if options["spare_nightmares_out"] or small:
            st.nightmare_box = spare
        else:
            st.spare = spare
        self.deal_offers(st, rng)
        if small:
            # §11 "The vaults and their nightmares are set up at random"; "Everyone gets 3 starting action cards".
            secret = rng.choice(LAYERS)
            st.vaults = [None] + [SECRET if n == secret else GOLD for n in LAYERS]
            Flow(st, rng).deal_small_hands()
            st.current = (rng.randrange(players) if options["first_player"] == "random"
                          else int(options["first_player"]) - 1)
        else:
            st.current = master
        st.stage = "roles" if not beginner else ("play" if small else "setup")
        return st

    @staticmethod
    def first_master(players: int, options: dict, rng, small: bool) -> Optional[int]:
        if small:
            return None   # §11 "No master at the start"
        if options["master"] == "random":
            return rng.randrange(players)
        return int(options["master"]) - 1

    @staticmethod
    def deal_offers(st: InceptionState, rng) -> None:
        """§2 steps 3-4 (I3): each thief draws 2 thief roles (3 with `role_offer_3` and in the variant), the
        master 2 master roles."""
        if st.options["beginner"]:
            return
        n = 3 if st.options["role_offer_3"] or st.small else 2
        thieves = pool(THIEF, st.small, IMPLEMENTED)
        masters = pool(MASTER, st.small, IMPLEMENTED)
        rng.shuffle(thieves)
        rng.shuffle(masters)
        for s in range(st.players):
            source = masters if s == st.master else thieves
            st.offers[s] = [source.pop() for _ in range(n)]
        st.master_pool = masters

    def play(self, st: InceptionState, rng):
        return run_flow(st, rng, Flow)

    # -- the arrange hook ----------------------------------------------------------------------------------
    def arrange(self, st: InceptionState, rng, master=None, roles=None, faces=None, hands=None, deck_top=None,
                secret=None, nightmares=None, spare=None, bribes=None, bribe_pile=None, layers=None, locks=None,
                opened=None, first=None, dice=None, deck_left=None) -> None:
        """Start at the first turn of an arranged table (roles chosen, vaults laid out). ``master``: its seat
        (``None`` in the variant); ``roles``: a role id (or None) per seat; ``faces``: seat -> "a"/"b";
        ``hands``: seat -> card ids; ``deck_top``: card ids drawn first; ``secret``: the secret vault's layer;
        ``nightmares``: the nightmare (or None) under layers 1-4; ``spare``: the unplaced ones; ``bribes``:
        seat -> bribe cards held; ``bribe_pile``: the undealt ones; ``layers``: seat -> layer (0: lost);
        ``locks``: layers 1-4; ``opened``: opened layers; ``first``: the seat whose turn starts; ``dice``: the next die faces rolled, in order (each roll still
        draws from the generator). ``bribe_pile`` lists the undealt bribes first drawn first; ``deck_left``: the deck keeps only its top
        so many cards, the others lie in the discard pile (a match near its end)."""
        n = st.players
        if master is not None:
            st.master = self.seat_of(master, n, "master")
        elif st.small:
            st.master = None
        elif st.master is None:
            raise ArrangeError("master: the standard game has a master; name its seat (None only with 3-4 players)")
        self.arrange_roles(st, roles, faces)
        self.arrange_cards(st, hands, deck_top)
        layout = st.vaults[1:] if secret is None and st.vaults[1] else None
        secret = secret if secret is not None else (layout.index(SECRET) + 1 if layout else 4)
        st.vaults = [None] + [SECRET if k == secret else GOLD for k in LAYERS]
        self.arrange_nightmares(st, nightmares, spare)
        self.arrange_bribes(st, bribes, bribe_pile)
        for s, layer in (layers or {}).items():
            if layer not in range(5):
                raise ArrangeError(f"layers: {layer!r} is no layer; use 0 (lost) to 4")
            st.layer[int(s)] = layer
            st.died_at[int(s)] = 1 if layer == 0 else 0
        if locks is not None:
            st.locks = [0, *locks]
        for layer in opened or ():
            st.opened[layer], st.locks[layer] = True, 0
        st.vault_seen = [list(LAYERS) if s == st.master else [] for s in range(n)]
        st.world = st.roles[st.master] if st.master is not None else None
        st.current = self.seat_of(first, n, "first") if first is not None else (
            st.master if st.master is not None else st.current)
        st.dice = list(dice or [])
        if deck_left is not None:
            cut = len(st.deck) - deck_left
            st.discard.extend(st.deck[:cut])
            del st.deck[:cut]
        st.stage = "play"

    @staticmethod
    def seat_of(seat, n: int, key: str) -> int:
        if seat not in range(n):
            raise ArrangeError(f"{key} {seat!r} is not a seat; pick one from 0 to {n - 1}")
        return seat

    @staticmethod
    def arrange_roles(st: InceptionState, roles, faces) -> None:
        roles = list(roles) if roles is not None else [None] * st.players
        if len(roles) != st.players:
            raise ArrangeError(f"roles: give one role id (or None) for each of the {st.players} seats")
        for s, r in enumerate(roles):
            if r is not None and (r not in ROLES or (ROLES[r].camp == MASTER) != (s == st.master)):
                raise ArrangeError(f"roles: {r!r} cannot be seat {s}'s: masters go to the master, thieves to "
                                   f"the others ({sorted(ROLES)})")
        st.roles = roles
        st.offers = [[] for _ in range(st.players)]
        st.faces = [("a" if r and ROLES[r].two_sided else None) for r in roles]
        for s, f in (faces or {}).items():
            st.faces[int(s)] = f

    @staticmethod
    def arrange_cards(st: InceptionState, hands, deck_top) -> None:
        every = [c for h in st.hands for c in h] + st.deck
        named = [c for cards in (hands or {}).values() for c in cards] + list(deck_top or [])
        if len(set(named)) != len(named) or any(c not in every for c in named):
            raise ArrangeError(f"hands/deck_top: name each card once, from this match's cards ({len(every)})")
        if hands is not None:
            for h in st.hands:
                st.deck.extend(h)
                h.clear()
            for s, cards in hands.items():
                for c in cards:
                    st.deck.remove(c)
                st.hands[int(s)] = list(cards)
        for c in reversed(list(deck_top or [])):
            st.deck.remove(c)
            st.deck.append(c)

    @staticmethod
    def arrange_nightmares(st: InceptionState, nightmares, spare) -> None:
        if nightmares is None and spare is None:
            return
        every = [m for m in st.nightmares[1:] + st.spare + st.nightmare_box + st.spent if m]
        placed = list(nightmares) if nightmares is not None else st.nightmares[1:]
        spare = list(spare) if spare is not None else [m for m in st.spare if m not in placed]
        if len(placed) != 4 or any(m is not None and m not in NIGHTMARES for m in placed + spare):
            raise ArrangeError(f"nightmares: four entries (a nightmare of {NIGHTMARES} or None), one per layer")
        st.nightmares = [None, *placed]
        st.spare = spare
        st.nightmare_box = [m for m in every if m not in placed and m not in spare]
        st.spent = []

    @staticmethod
    def arrange_bribes(st: InceptionState, bribes, bribe_pile) -> None:
        if bribes is None and bribe_pile is None:
            return
        held = {int(s): list(b) for s, b in (bribes or {}).items()}
        pile = list(reversed(bribe_pile)) if bribe_pile is not None else list(st.bribe_pile)
        box = list(BRIBE_BOX)
        for card in [c for b in held.values() for c in b] + pile:
            if card not in box:
                raise ArrangeError(f"bribes: the box holds only {BRIBE_BOX}")
            box.remove(card)
        st.bribes = [held.get(s, []) for s in range(st.players)]
        st.bribe_pile, st.bribe_box = pile, box

    # -- reading the match ----------------------------------------------------------------------------------
    def view(self, st: InceptionState, seat: Optional[int]) -> dict:
        return game_view(st, seat)

    def own_view(self, st: InceptionState, seat: int) -> dict:
        return own_view(st, seat)

    def secrets(self, st: InceptionState):
        return secret_facts(st)

    def highlights(self, st):
        """The summary the TV shows after the match (issue 19 point 8): games/inception/highlights.py."""
        from .highlights import highlights
        return highlights(st, self.outcome(st)["camps"])

    def conserved(self, st: InceptionState):
        """Every action card in some zone (the 5 EX cards out of the box under `beginner`), every bribe card and
        every nightmare."""
        cards = st.deck + st.discard + st.removed + st.pool + [c for h in st.hands for c in h]
        bribes = st.bribe_pile + st.bribe_box + [b for h in st.bribes for b in h]
        nightmares = [m for m in st.nightmares + st.spare + st.nightmare_box + st.spent if m]
        return tuple(sorted(cards)), tuple(sorted(bribes)), tuple(sorted(nightmares))

    def outcome(self, st: InceptionState) -> dict:
        n = st.players
        traitors = [s for s in range(n) if st.is_traitor(s)]
        camps = ["master" if s == st.master else "traitor" if s in traitors else "thief" for s in range(n)]
        # "inception.result.alone" names the lone winner ({seat})
        params = {"seat": st.alone} if st.alone is not None else {}
        out = {"winners": list(st.winners), "result": st.result, "params": params, "master": st.master,
               "traitors": traitors, "alone": st.alone,
               "failed_bribes": [s for s in range(n) if st.bribes[s] and s not in traitors],
               "camps": camps, "vaults": [{"layer": k, "vault": st.vaults[k]} for k in LAYERS],
               "bribes": [list(b) for b in st.bribes], "roles": list(st.roles), "players": n,
               "options": {"manual_scoring": st.options["manual_scoring"]}}
        out["scores"] = {s: entry["points"] for s, entry in score(out, n).items()}
        return out

    def reference(self) -> dict:
        return {"kinds": {k: {"shoot": v.shoot, "count": v.count} for k, v in KINDS.items()},
                "roles": {r.id: {"camp": r.camp, "two_sided": r.two_sided} for r in ROLES.values()},
                "nightmares": list(NIGHTMARES)}
