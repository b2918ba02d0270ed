"""The Downfall of Pompeii 龐貝城的殞落: rules, flow and views.

Authority: ``docs/rules/pompeii.md`` (cited as §x; it cites seed 000 lines 614-691). Every
rule the code implements is stated above it; rulings of this implementation are in
``docs/pompeii.md``. The board is data in ``board.py``.

Module order (as OpenSpiel's kuhn_poker): constants, the deck and the bag, the game (options,
setup, play flow: Phase I, Phase II, the end; outcome), the state, then views and secrets.

Who-knows-what: a card is always shown as ``{"card": id, ...}``. Hands are seen by their owner,
the deck and the removed piles by nobody; a played card, an AD 79 and an Omen are public, and a
blocked hand is revealed. The lava bag's order is seen by nobody: only the drawn tile is shown.
Every other fact (every piece, every tile, every count) is public (§9).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Optional

from games.core import Choice, Game, OptionSpec, Prompt, Secret
from games.core.game import ArrangeError, stack_deal

from . import board as B

# -- constants ------------------------------------------------------------------

# Phases, as the views name them.
IMMIGRATION, FLIGHT, END = "immigration", "flight", "end"
# What the active player is doing, as the views name it.
PLAY, PLACE, RELATIVE, OMEN, LAVA, MOVE = "play", "place", "relative", "omen", "lava", "move"

HAND = 4                 # §3.3: "piles of 4"; §4.4 draw 1 card to return to 4
PILES = 7                # §3.3: deal 7 piles of 4
PILES_ON_TOP = 2         # §3.6: put 2 of the 4-card piles on top of that
OMENS = 7                # §1: "7 Omen cards"
INITIAL_TILES = 6        # §5.2: until 6 tiles have been drawn
MOVES = 2                # §5.4: Move up to two of your own pieces

# §3: players -> pieces each (seed), and the Mayfair host option.
PIECES = {2: 36, 3: 30, 4: 25}
MAYFAIR_PIECES = {2: 30, 3: 30, 4: 25}
# §3 step 4: split them into two stacks: 15 and 17 for 2-3 players, 10 and 22 for 4.
LOWER_STACK = {2: 15, 3: 15, 4: 10}

# §1: lava tiles per symbol (ruling: 45 tiles, vase = 7).
TILES = {B.VASE: 7, B.HELMET: 7, B.MASK: 7, B.SCROLL: 8, B.COLUMN: 8, B.COIN: 8}
# §7 Dual Vent: "helmet/mask, vase/scroll, column/coin".
DUAL_TILES = ((B.HELMET, B.MASK), (B.VASE, B.SCROLL), (B.COLUMN, B.COIN))

# §3: from the top: 8 citizen cards, then an AD 79, then the upper stack, then the lower
# stack (the two stacks hold 25 citizen cards, 7 Omens and the second AD 79).
BELOW_FIRST_AD79 = sum(B.CARDS_PER_BUILDING.values()) - PILES * HAND + OMENS + 1

OUT = "out"              # the destination of an escape
STOP = "stop"            # relatives: place no more; moves: end the turn's movement
NO_VICTIM = "none"       # Omen optional: throw nobody

RESULT_MOST = "pompeii.result.most_escaped"
RESULT_TIEBREAK = "pompeii.result.fewer_casualties"
RESULT_SHARED = "pompeii.result.shared"
END_EMPTY, END_LAVA = "board_empty", "lava_out"


# -- cards and tiles --------------------------------------------------------------

def citizen_cards() -> list:
    """§1.1: 53 citizen cards, ``c<building>.<k>``."""
    return [f"c{n}.{k}" for n, count in B.CARDS_PER_BUILDING.items() for k in range(1, count + 1)]


OMEN_CARDS = [f"omen.{k}" for k in range(1, OMENS + 1)]
AD79_FIRST, AD79_SECOND = "ad79.1", "ad79.2"


def building_of(card: str) -> Optional[int]:
    return int(card[1:].split(".")[0]) if card.startswith("c") else None


def card_face(card: str) -> dict:
    """A face-up card as views show it."""
    n = building_of(card)
    if n is not None:
        return {"card": card, "building": n, "colour": B.PART_COLOUR[B.BUILDINGS[n][0]]}
    return {"card": card, "kind": "omen" if card.startswith("omen") else "ad79"}


def tile_bag(dual: bool) -> list:
    """§1 lava tiles (+ §7 the three dual-vent tiles, written ``"helmet/mask"``)."""
    bag = [s for s, k in TILES.items() for _ in range(k)]
    return bag + (["/".join(pair) for pair in DUAL_TILES] if dual else [])


def build_deck(players: int, rng) -> tuple:
    """§3 steps 3-7. Returns (deck with its top last, hands, removed cards)."""
    cards = citizen_cards()
    # 3. "Shuffle the 53 citizen cards and deal 7 piles of 4 (28 cards)".
    rng.shuffle(cards)
    piles = [cards[HAND * k:HAND * (k + 1)] for k in range(PILES)]
    # 4. "Shuffle the remaining 25 citizen cards with the 7 Omen cards (32 'mixed' cards) and
    # split them into two stacks".
    mixed = cards[HAND * PILES:] + list(OMEN_CARDS)
    rng.shuffle(mixed)
    lower, upper = mixed[:LOWER_STACK[players]], mixed[LOWER_STACK[players]:]
    # 5. "Shuffle one AD 79 into the smaller stack and put the other stack on top of it."
    lower.append(AD79_SECOND)
    rng.shuffle(lower)
    # 6. "Put the second AD 79 face down on top of the whole stack, then put 2 of the 4-card
    # piles on top of that."
    top_first = [c for p in piles[:PILES_ON_TOP] for c in p] + [AD79_FIRST] + upper + lower
    # 7. "Each player takes one remaining 4-card pile as starting hand; any piles left over are
    # removed from the game unseen."
    hands = [list(p) for p in piles[PILES_ON_TOP:PILES_ON_TOP + players]]
    removed = [c for p in piles[PILES_ON_TOP + players:] for c in p]
    return top_first[::-1], hands, removed, len(lower)


# -- the game -------------------------------------------------------------------

class Pompeii(Game):
    id = "pompeii"
    names = {"en": "The Downfall of Pompeii", "zh-Hant": "龐貝城的殞落", "zh-Hans": "庞贝城的陨落"}
    # §1: Player count: 2 to 4.
    min_players, max_players = 2, 4
    options = (
        OptionSpec("dual_vent", "bool", False, "pompeii.option.dual_vent"),
        OptionSpec("omen_opponents_only", "bool", False, "pompeii.option.omen_opponents_only"),
        OptionSpec("omen_optional", "bool", False, "pompeii.option.omen_optional"),
        OptionSpec("blocked_hand", "bool", True, "pompeii.option.blocked_hand"),
        OptionSpec("official_double_move", "bool", False, "pompeii.option.official_double_move"),
        OptionSpec("mayfair_pieces", "bool", False, "pompeii.option.mayfair_pieces"),
    )
    timers = {"turn": 60, "omen": 45, "lava": 45, "move": 90}
    web = {"board": "board.js", "panel": "panel.js", "css": "style.css"}
    table_ready = True
    bots: dict = {}  # filled in by games.pompeii (random and smart)

    # -- setup ------------------------------------------------------------------
    def setup(self, players: int, options: dict, rng) -> "PompeiiState":
        # 1. "Lava tiles into the bag, shuffled."
        bag = tile_bag(options["dual_vent"])
        rng.shuffle(bag)
        deck, hands, removed, lower = build_deck(players, rng)
        # 2. "Each player takes the number of pieces in the table."
        pieces = (MAYFAIR_PIECES if options["mayfair_pieces"] else PIECES)[players]
        st = PompeiiState(players=players, options=dict(options), deck=deck, hands=hands,
                          removed_cards=removed, lower_stack=lower, bag=bag,
                          supply=[pieces] * players,
                          # 8. "Choose a random start player."
                          active=rng.randrange(players))
        st.log_add("pompeii.log.start", seat={"seat": st.active}, pieces=pieces)
        return st

    # -- an arranged setup, for tests (docs/engine.md, "Testing a game with the kit") --
    def arrange(self, st: "PompeiiState", rng, active: Optional[int] = None, hands: Optional[dict] = None,
                deck_top: Optional[list] = None, ad79: int = 0, pieces: Optional[dict] = None,
                escaped: Optional[list] = None, volcano: Optional[list] = None, supply: Optional[dict] = None,
                lava: Optional[dict] = None, bag: Optional[list] = None, phase: str = IMMIGRATION,
                initial_tiles: int = INITIAL_TILES) -> None:
        """``active``: the seat whose turn comes first; ``hands``: seat -> citizen cards its hand
        starts with (the first ones; the rest stay as dealt); ``deck_top``: the next cards drawn,
        first drawn first; ``ad79``: 1 when the first AD 79 is already drawn (it is shown, and
        relatives and Omens apply). Named cards swap places with the cards of the deal
        (``place_cards``). ``pieces``: square id -> owners in order of arrival, ``escaped`` and
        ``volcano``: per seat, all of them on top of the pieces set up; ``supply``: seat -> pieces
        it has left to place. ``lava``: square id -> symbol of a tile on the board (out of the
        bag); ``bag``: the whole bag, first drawn first. ``phase``: "flight" starts Phase II with
        ``active`` as the second AD 79 would (hands and unplaced pieces leave the game), with
        ``initial_tiles`` of the six first tiles still to draw."""
        n = st.players
        if active is not None:
            if active not in range(n):
                raise ArrangeError(f"active {active!r} is not a seat; pick one from 0 to {n - 1}")
            st.active = active
            st.log[0]["params"]["seat"] = {"seat": active}  # "pompeii.log.start" names the start player
        arrange_cards(st, hands, deck_top)
        if ad79 not in (0, 1) or ad79 and AD79_FIRST in (deck_top or []):
            raise ArrangeError(f"ad79 {ad79!r}: give 1 (the first AD 79 drawn, not also in deck_top) or 0; "
                               f"the second AD 79 begins Phase II: arrange phase='flight'")
        if ad79:
            st.deck.remove(AD79_FIRST)
            st.shown.append(AD79_FIRST)
            st.ad79 = 1
        for square, owners in (pieces or {}).items():
            st.pieces[arranged_square(square)] = [arranged_seat(st, s) for s in owners]
        for name, counts in (("escaped", escaped), ("volcano", volcano), ("supply", supply)):
            for seat, count in (enumerate(counts) if isinstance(counts, list) else (counts or {}).items()):
                getattr(st, name)[arranged_seat(st, seat)] = count
        for square, symbol in (lava or {}).items():
            if symbol not in B.SYMBOLS:
                raise ArrangeError(f"lava {symbol!r} on {square} is not one of {B.SYMBOLS}")
            st.lava[arranged_square(square)] = symbol
            if symbol in st.bag:
                st.bag.remove(symbol)
        if bag is not None:
            st.bag = list(reversed(bag))
        if phase == FLIGHT:
            begin_flight(st, st.active)
            st.initial_left = initial_tiles
        elif phase != IMMIGRATION:
            raise ArrangeError(f"phase {phase!r}: arrange {IMMIGRATION!r} or {FLIGHT!r}")

    # -- play flow --------------------------------------------------------------
    def play(self, st: "PompeiiState", rng):
        # Seed 650: "遊戲分為兩個階段，從起始玩家開始依順時針進行。"
        while st.phase == IMMIGRATION:
            yield from immigration_turn(st, st.active)
            if st.phase == IMMIGRATION:
                st.active = st.next_seat(st.active)
        if st.phase == FLIGHT:
            yield from flight(st)
        finish(st)

    # -- views ------------------------------------------------------------------
    def view(self, st: "PompeiiState", seat: Optional[int]) -> dict:
        return game_view(st, seat)

    def outcome(self, st: "PompeiiState") -> dict:
        n = st.players
        return {
            "winners": list(st.winners),
            "result": st.result,
            "reason": st.end_reason,
            "escaped": {s: st.escaped[s] for s in range(n)},
            "volcano": {s: st.volcano[s] for s in range(n)},
            "scores": {s: st.escaped[s] for s in range(n)},   # the event points (games/pompeii/event.py)
            "tiebreak": {s: st.volcano[s] for s in range(n)},
            "places": {s: p for s, p in enumerate(places(st.escaped, st.volcano))},
        }

    def secrets(self, st: "PompeiiState"):
        return secret_facts(st)

    def highlights(self, st):
        """The summary the TV shows after the match (issue 19 point 8): games/pompeii/highlights.py."""
        from .highlights import highlights
        return highlights(st)

    def conserved(self, st: "PompeiiState"):
        """Every player's pieces (board + escaped + volcano + supply + removed unplaced) and
        every card of the match, wherever they are."""
        return tuple(st.pieces_of(s) for s in range(st.players)), tuple(sorted(st.cards()))

    def reference(self) -> dict:
        return {"board": static_board(), "tiles": dict(TILES), "dual_tiles": [list(p) for p in DUAL_TILES],
                "cards": dict(B.CARDS_PER_BUILDING)}


# -- an arranged setup (Pompeii.arrange) ----------------------------------------------------

def arrange_cards(st: "PompeiiState", hands: Optional[dict], deck_top: Optional[list]) -> None:
    """Citizen cards at the front of arranged hands, and cards on top of the deck (first drawn
    first), each swapped with the card of the deal that lay there (the removed piles included)."""
    strays = [c for cards in (hands or {}).values() for c in cards if not building_of(c)]
    if strays:
        raise ArrangeError(f"hands: {strays[0]!r} is no citizen card; a hand holds citizen cards (c<building>.<k>)")
    stack_deal(st.hands, st.deck, hands, deck_top, HAND, {"the removed piles": st.removed_cards})


def arranged_square(square: str):
    try:
        sq = B.parse_square_id(square)
    except (AttributeError, TypeError, ValueError):
        sq = None
    if sq not in B.CITY:
        raise ArrangeError(f"{square!r} is not a square of the city: write it r<row>c<column>, e.g. 'r2c5'")
    return sq


def arranged_seat(st: "PompeiiState", seat) -> int:
    if int(seat) not in range(st.players):
        raise ArrangeError(f"{seat!r} is not a seat; pick one from 0 to {st.players - 1}")
    return int(seat)


# -- Phase I: immigration -------------------------------------------------------------

def free_circles(st: "PompeiiState", sq) -> int:
    return B.SQUARES[sq].circles - len(st.pieces.get(sq, ()))


def free_squares(st: "PompeiiState", parts) -> list:
    return [sq for p in parts for sq in B.PARTS[p] if free_circles(st, sq) > 0]


def playable(st: "PompeiiState", card: str) -> bool:
    return bool(free_squares(st, B.BUILDINGS[building_of(card)]))


def placement_targets(st: "PompeiiState", card: str) -> tuple:
    """(squares, wild). §4.2: put 1 own piece on a free circle of the card's building, in
    any of its parts and squares. §4.2w: if the card's building has no free circle at all, the
    piece may instead go on any free circle of any building (numbered or neutral)."""
    own = free_squares(st, B.BUILDINGS[building_of(card)])
    return (own, False) if own else (free_squares(st, B.PARTS), True)


def relative_targets(st: "PompeiiState", placed_part: str, used: list) -> list:
    """§4.5.2-3: each relative on a free circle in a different part, chosen among any part
    of a building of the same colour as the placed piece's building ... any neutral building;
    "never in the part where the original piece went; at most one relative per part or neutral
    building in one turn"."""
    parts = set(B.colour_group(B.PART_COLOUR[placed_part])) | set(B.NEUTRAL_PARTS)
    parts -= {placed_part, *used}
    return free_squares(st, sorted(parts))


def square_choices(squares) -> list:
    return [Choice(B.square_id(sq), ref={"square": list(sq), "building": B.SQUARES[sq].building,
                                         "part": B.SQUARES[sq].part}) for sq in squares]


def immigration_turn(st: "PompeiiState", seat: int):
    # §4.0: If every card in the player's hand names a building that has no free circle,
    # the player reveals the hand and Phase II begins at once, with this player first (seed 668;
    # ruling §4.7: kept; host option "no blocked-hand trigger" skips it).
    if st.options["blocked_hand"] and not any(playable(st, c) for c in st.hands[seat]):
        st.revealed = {"seat": seat, "cards": [card_face(c) for c in st.hands[seat]]}
        st.exposed, st.hands[seat] = st.hands[seat], []
        st.log_add("pompeii.log.blocked", seat={"seat": seat}, cards=st.revealed["cards"])
        begin_flight(st, seat)
        return
    # §4.1 choose 1 of the 4 cards in hand and play it face up.
    st.step = PLAY
    hand = st.hands[seat]
    pick = yield Prompt(seat, "choose", "pompeii.prompt.play_card", default=[hand[0]],
                        choices=[Choice(c, ref=card_face(c)) for c in hand], timer="turn")
    card = pick[0]
    hand.remove(card)
    st.played.append(card)
    st.log_add("pompeii.log.play", seat={"seat": seat}, card=card_face(card), building=building_of(card))
    yield from place_citizen(st, seat, card)
    yield from draw(st, seat)


def place_citizen(st: "PompeiiState", seat: int, card: str):
    # Default (sources silent, §4 placement limits): If a player's supply is empty: the player
    # still plays a card and draws, but places nothing (and no relatives).
    if not st.supply[seat]:
        st.log_add("pompeii.log.no_supply", seat={"seat": seat})
        return
    targets, wild = placement_targets(st, card)
    if not targets:  # every circle is full (only without the blocked-hand trigger)
        st.log_add("pompeii.log.no_room", seat={"seat": seat})
        return
    st.step = PLACE
    n = building_of(card)
    pick = yield Prompt(seat, "choose", "pompeii.prompt.place_wild" if wild else "pompeii.prompt.place",
                        default=[B.square_id(targets[0])], choices=square_choices(targets),
                        params={"building": n}, timer="turn")
    sq = B.parse_square_id(pick[0])
    part = B.SQUARES[sq].part
    # §4.5.1 Let X = the number of pieces ... already in the part where the piece was just
    # placed, not counting that piece.
    already = st.in_part(part)
    st.put(seat, sq)
    st.log_add("pompeii.log.wild" if wild else "pompeii.log.place", seat={"seat": seat}, square=pick[0],
               building=n, part=part)
    # §4.2w ... but it brings no relatives; §4.5 Active from the placement after the first
    # AD 79 appeared.
    if st.ad79 and not wild and already:
        yield from relatives(st, seat, part, already)


def relatives(st: "PompeiiState", seat: int, part: str, allowed: int):
    # §4.5.2 The player may place up to X extra own pieces ('relatives'), one at a time.
    # §4.5.4 relatives are optional, one by one; any that cannot be placed (no legal free
    # circle, or empty supply) are simply not placed.
    used: list = []
    for k in range(allowed):
        targets = relative_targets(st, part, used)
        if not targets or not st.supply[seat]:
            return
        st.step = RELATIVE
        pick = yield Prompt(seat, "choose", "pompeii.prompt.relative", default=[STOP],
                            choices=square_choices(targets) + [Choice(STOP, "pompeii.choice.stop")],
                            params={"n": k + 1, "of": allowed, "part": part}, timer="turn", optional=True)
        if pick[0] == STOP:
            return
        sq = B.parse_square_id(pick[0])
        st.put(seat, sq)
        used.append(B.SQUARES[sq].part)
        st.log_add("pompeii.log.relative", seat={"seat": seat}, square=pick[0], part=B.SQUARES[sq].part)


def draw(st: "PompeiiState", seat: int):
    """§4.4 draw 1 card to return to 4; resolve AD 79 / Omen draws (§4.6)."""
    while st.deck:
        card = st.deck.pop()
        if card in (AD79_FIRST, AD79_SECOND):
            st.shown.append(card)
            st.ad79 += 1
            # §4.6 AD 79, first one: show it, set it aside, draw again. From now on relatives
            # and Omens apply.
            if st.ad79 == 1:
                st.log_add("pompeii.log.ad79_first", seat={"seat": seat})
                continue
            # "AD 79, second one: show it; Phase I ends immediately ... Phase II begins with the
            # player after the one who drew it."
            st.log_add("pompeii.log.ad79_second", seat={"seat": seat})
            begin_flight(st, st.next_seat(seat))
            return
        if card in OMEN_CARDS:
            # "Omen: show it, discard it; the player who drew it throws one piece on the board
            # into the volcano (a casualty), then draws again; repeat for every further Omen."
            st.shown.append(card)
            st.log_add("pompeii.log.omen", seat={"seat": seat})
            yield from omen(st, seat)
            continue
        st.hands[seat].append(card)
        st.log_add("pompeii.log.draw", seat={"seat": seat})
        return


def omen_victims(st: "PompeiiState", seat: int) -> list:
    """(square, owner) of every piece the drawer may throw. Ruling (§4.6 Omen target): "any piece
    on the board, the drawer's own included"; host option "Omen hits opponents only"."""
    mine_ok = not st.options["omen_opponents_only"]
    return [(sq, s) for sq in sorted(st.pieces) for s in sorted(set(st.pieces[sq])) if mine_ok or s != seat]


def piece_id(sq, seat: int) -> str:
    return f"{B.square_id(sq)}.{seat}"


def omen(st: "PompeiiState", seat: int):
    victims = omen_victims(st, seat)
    if not victims:
        st.log_add("pompeii.log.omen_nobody", seat={"seat": seat})
        return
    st.step = OMEN
    choices = [Choice(piece_id(sq, s), ref={"square": list(sq), "seat": s}) for sq, s in victims]
    # Ruling (§4.6 Omen compulsory): the drawer must choose a piece if any eligible piece is on
    # the board; host option "Omen optional": the drawer may decline. Default on time-out: the
    # first rival piece (the first piece when only the drawer's own are on the board).
    rivals = [c.id for c, (_, s) in zip(choices, victims) if s != seat]
    optional = st.options["omen_optional"]
    if optional:
        choices.append(Choice(NO_VICTIM, "pompeii.choice.no_victim"))
    default = NO_VICTIM if optional else (rivals or [choices[0].id])[0]
    pick = yield Prompt(seat, "choose", "pompeii.prompt.omen", default=[default], choices=choices,
                        timer="omen", optional=optional)
    if pick[0] == NO_VICTIM:
        st.log_add("pompeii.log.omen_spared", seat={"seat": seat})
        return
    square, owner = pick[0].rsplit(".", 1)
    sq, owner = B.parse_square_id(square), int(owner)
    st.take(owner, sq)
    st.volcano[owner] += 1
    st.log_add("pompeii.log.omen_victim", seat={"seat": seat}, victim={"seat": owner}, square=square)


def begin_flight(st: "PompeiiState", first: int) -> None:
    # §5.1: All players remove their unplaced pieces and their hand cards from the game;
    # these are not casualties. The first player is the one after the drawer of the second AD 79,
    # or the player who triggered the blocked-hand end.
    st.phase, st.step, st.active = FLIGHT, LAVA, first
    for s in range(st.players):
        st.removed[s], st.supply[s] = st.supply[s], 0
        st.discard_hand(s)
    st.log_add("pompeii.log.flight", seat={"seat": first})


# -- Phase II: flight ---------------------------------------------------------------------

def flight(st: "PompeiiState"):
    # §5.2 Starting with that player and going clockwise, each player draws one lava tile from
    # the bag and places it, one tile per player-turn, until 6 tiles have been drawn. Pieces do
    # not move during these six placements.
    while st.initial_left and not st.over():
        yield from lava_turn(st, st.active)
        st.initial_left -= 1
        st.active = st.next_seat(st.active)
    # §5.4 After the sixth tile, starting with the next player clockwise, each turn is: 1. Place
    # a lava tile. 2. Move up to two of your own pieces.
    while not st.over():
        yield from lava_turn(st, st.active)
        # §6 the last lava tile has been drawn and placed ... The player who placed it does not
        # move.
        if st.over():
            return
        yield from moves(st, st.active)
        st.active = st.next_seat(st.active)


def lava_turn(st: "PompeiiState", seat: int):
    """§5.3: draw one tile blind; on its vent if it is the first of its symbol, else next
    to a tile of its symbol; burn, then the cut-off check."""
    st.step = LAVA
    token = st.bag.pop()
    symbol = yield from dual_symbol(st, seat, token)
    st.tile = {"symbol": symbol, "dual": token.split("/") if "/" in token else None}
    # §5.3.2 If no tile of that symbol is on the board yet, it goes on that symbol's vent.
    if symbol not in st.lava.values():
        cover(st, seat, B.VENTS[symbol], symbol)
    else:
        targets = B.lava_targets(symbol, st.lava)
        # §5.3.5 If there is no legal square for the tile, it is set aside with no effect (still
        # counts as drawn).
        if not targets:
            st.tiles_aside.append(symbol)
            st.log_add("pompeii.log.lava_aside", seat={"seat": seat}, symbol=symbol)
        else:
            pick = yield Prompt(seat, "choose", "pompeii.prompt.lava", default=[B.square_id(targets[0])],
                                choices=square_choices(targets), params={"symbol": symbol}, timer="lava")
            cover(st, seat, B.parse_square_id(pick[0]), symbol)
    st.tile = None


def dual_symbol(st: "PompeiiState", seat: int, token: str):
    """§7 Dual Vent: On drawing one, the player chooses which of its two symbols it is
    (default, sources silent: "once placed it counts as the chosen symbol only")."""
    if "/" not in token:
        return token
    pair = token.split("/")
    st.tile = {"symbol": None, "dual": pair}
    pick = yield Prompt(seat, "choose", "pompeii.prompt.dual_symbol", default=[pair[0]],
                        choices=[Choice(s, f"pompeii.symbol.{s}", ref={"symbol": s, "vent": list(B.VENTS[s])})
                                 for s in pair], timer="lava")
    return pick[0]


def cover(st: "PompeiiState", seat: int, sq, symbol: str) -> None:
    st.lava[sq] = symbol
    st.log_add("pompeii.log.lava", seat={"seat": seat}, symbol=symbol, square=B.square_id(sq))
    # §5.3.4 Every piece on the covered square goes into the volcano (casualty).
    burn(st, [sq], "pompeii.log.burned")
    # §5.3.6 after every placement, every piece standing in an area that no longer has a path to
    # any gate goes into the volcano.
    burn(st, B.cut_off(sorted(st.pieces), st.lava), "pompeii.log.cut_off")


def burn(st: "PompeiiState", squares, key: str) -> None:
    for sq in squares:
        victims = st.pieces.pop(sq, [])
        for s in sorted(set(victims)):
            st.volcano[s] += victims.count(s)
            st.log_add(key, victim={"seat": s}, count=victims.count(s), square=B.square_id(sq))


def may_repeat(st: "PompeiiState", seat: int, first: dict) -> bool:
    """§5.4: The same piece may move a second time only if (a) its first move covered
    exactly one step, or (b) it is the player's only piece on the board. Ruling: (a) as the
    seed says; host option "official double move": (a) only for a piece that "started its turn
    alone in its square (allowance 1)"."""
    if first["to"] == OUT:
        return False
    if sum(pcs.count(seat) for pcs in st.pieces.values()) == 1:
        return True
    if st.options["official_double_move"]:
        return first["allowance"] == 1
    return first["steps"] == 1


def move_options(st: "PompeiiState", seat: int, first: Optional[dict]) -> list:
    """Every legal (from, to, steps) for the next move of ``seat``."""
    options = []
    for sq in sorted(st.pieces):
        own = st.pieces[sq].count(seat)
        if first and list(sq) == first["to"] and not may_repeat(st, seat, first):
            own -= 1  # "Normally the two moves are made by two different pieces."
        if own <= 0:
            continue
        # "Movement allowance = the number of pieces (all colours, the mover included) in the
        # square the piece starts from, counted when that move starts."
        allowance = len(st.pieces[sq])
        for to, steps in sorted(B.within(sq, allowance, st.lava).items()):
            options.append((sq, to, steps, allowance))
        # "A piece standing on a gate square escapes by spending one more step."
        out = B.exit_steps(sq, allowance, st.lava)
        if out:
            options.append((sq, OUT, out, allowance))
    return options


def move_id(frm, to) -> str:
    return f"{B.square_id(frm)}-{OUT if to == OUT else B.square_id(to)}"


def moves(st: "PompeiiState", seat: int):
    # §5.4 Moving is optional and may be shorter than the allowance; A player with no pieces
    # on the board only places lava.
    first = None
    for number in range(1, MOVES + 1):
        options = move_options(st, seat, first)
        if not options:
            return
        st.step, st.move = MOVE, {"number": number, "first": first}
        choices = [Choice(move_id(f, t), ref={"from": list(f), "to": t if t == OUT else list(t), "steps": d})
                   for f, t, d, _ in options] + [Choice(STOP, "pompeii.choice.end_moves")]
        pick = yield Prompt(seat, "choose", "pompeii.prompt.move", default=[STOP], choices=choices,
                            params={"number": number, "of": MOVES}, timer="move", optional=True)
        st.move = None
        if pick[0] == STOP:
            st.log_add("pompeii.log.stop", seat={"seat": seat})
            return
        frm, to, steps, allowance = next(o for o, c in zip(options, choices) if c.id == pick[0])
        first = step_piece(st, seat, frm, to, steps, allowance)
        if st.over():
            return


def step_piece(st: "PompeiiState", seat: int, frm, to, steps: int, allowance: int) -> dict:
    st.take(seat, frm)
    if to == OUT:
        # "The escaped piece leaves the board and is kept by its owner (public count)."
        st.escaped[seat] += 1
        st.log_add("pompeii.log.escape", seat={"seat": seat}, square=B.square_id(frm), steps=steps)
    else:
        st.pieces.setdefault(to, []).append(seat)
        st.log_add("pompeii.log.move", seat={"seat": seat}, square=B.square_id(frm), to=B.square_id(to),
                   steps=steps)
    return {"from": list(frm), "to": OUT if to == OUT else list(to), "steps": steps, "allowance": allowance}


# -- the end ------------------------------------------------------------------------------

def places(escaped: list, volcano: list) -> list:
    """§8: rank all players by (escaped, descending; then volcano, ascending); equal pairs
    share the place."""
    keys = [(-e, v) for e, v in zip(escaped, volcano)]
    return [1 + sum(1 for other in keys if other < mine) for mine in keys]


def finish(st: "PompeiiState") -> None:
    # §6 Pieces still on the board then all go into the volcano.
    st.end_reason = END_EMPTY if not st.pieces else END_LAVA
    burn(st, sorted(st.pieces), "pompeii.log.left_behind")
    st.phase, st.step, st.tile, st.move = END, None, None, None
    st.places = places(st.escaped, st.volcano)
    # "Winner: the player with the most escaped pieces. Tie: among them, the one with fewer pieces
    # in the volcano wins. Default (sources silent): players still tied share the win."
    st.winners = [s for s in range(st.players) if st.places[s] == 1]
    most = max(st.escaped)
    level = [s for s in range(st.players) if st.escaped[s] == most]
    st.result = RESULT_SHARED if len(st.winners) > 1 else RESULT_TIEBREAK if len(level) > 1 else RESULT_MOST
    st.log_add("pompeii.log.end_" + st.end_reason)
    st.log_add("pompeii.log.winners", winners=[{"seat": s} for s in st.winners], escaped=most,
               volcano=st.volcano[st.winners[0]], result=st.result)


# -- state ----------------------------------------------------------------------

@dataclass
class PompeiiState:
    players: int
    options: dict
    deck: list                  # top last (secret)
    hands: list                 # per seat (secret but to the owner)
    removed_cards: list         # the unused 4-card piles, out unseen (secret)
    lower_stack: int            # size of the lower stack holding the second AD 79 (public)
    bag: list                   # lava tiles, top last (secret order)
    supply: list                # pieces not yet placed, per seat
    active: int
    phase: str = IMMIGRATION
    step: Optional[str] = PLAY
    played: list = field(default_factory=list)      # citizen cards played, face up
    shown: list = field(default_factory=list)       # AD 79 and Omen cards drawn, face up
    retired: list = field(default_factory=list)     # hands removed at Phase II: (seat, card) (secret)
    revealed: Optional[dict] = None                 # the blocked hand, face up: seat and cards
    exposed: list = field(default_factory=list)     # the blocked hand's cards (public)
    ad79: int = 0
    pieces: dict = field(default_factory=dict)      # square -> seats, in order of arrival
    escaped: list = field(default_factory=list)
    volcano: list = field(default_factory=list)
    removed: list = field(default_factory=list)     # unplaced pieces out at Phase II (not casualties)
    lava: dict = field(default_factory=dict)        # square -> symbol
    tiles_aside: list = field(default_factory=list)
    initial_left: int = INITIAL_TILES
    tile: Optional[dict] = None                     # the tile being placed
    move: Optional[dict] = None                     # the move being asked: number, first move
    winners: list = field(default_factory=list)
    places: list = field(default_factory=list)
    result: str = ""
    end_reason: str = ""
    log: list = field(default_factory=list)

    def __post_init__(self):
        zeros = [0] * self.players
        self.escaped = self.escaped or list(zeros)
        self.volcano = self.volcano or list(zeros)
        self.removed = self.removed or list(zeros)

    def log_add(self, key: str, **params) -> None:
        self.log.append({"key": key, "params": params})

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.players

    def put(self, seat: int, sq) -> None:
        self.supply[seat] -= 1
        self.pieces.setdefault(sq, []).append(seat)

    def take(self, seat: int, sq) -> None:
        """Remove one of ``seat``'s pieces from ``sq`` (the latest to arrive)."""
        here = self.pieces[sq]
        del here[len(here) - 1 - here[::-1].index(seat)]
        if not here:
            del self.pieces[sq]

    def in_part(self, part: str) -> int:
        return sum(len(self.pieces.get(sq, ())) for sq in B.PARTS[part])

    def on_board(self, seat: int) -> int:
        return sum(pcs.count(seat) for pcs in self.pieces.values())

    def pieces_of(self, seat: int) -> int:
        return self.on_board(seat) + self.escaped[seat] + self.volcano[seat] + self.supply[seat] \
            + self.removed[seat]

    def discard_hand(self, seat: int) -> None:
        self.retired += [(seat, c) for c in self.hands[seat]]
        self.hands[seat] = []

    def over(self) -> bool:
        """§6 The game ends immediately when: no pieces remain on the board; or the last lava
        tile has been drawn and placed."""
        return not self.pieces or not self.bag

    def cards(self) -> list:
        return self.deck + [c for h in self.hands for c in h] + self.removed_cards + self.played + self.shown \
            + self.exposed \
            + [c for _, c in self.retired]


# -- views ----------------------------------------------------------------------

def square_static(sq) -> dict:
    s = B.SQUARES[sq]
    d = {"id": s.id, "r": s.r, "c": s.c, "kind": s.kind}
    for key in ("circles", "building", "part", "colour", "gate", "vent"):
        if getattr(s, key):
            d[key] = getattr(s, key)
    return d


def static_board() -> dict:
    return {"rows": B.ROWS, "cols": B.COLS,
            "squares": [[square_static((r, c)) for c in range(B.COLS)] for r in range(B.ROWS)],
            "gates": {B.SQUARES[g].gate: {"square": list(g), "name": B.GATE_NAMES[B.SQUARES[g].gate][0],
                                          "exit": B.GATE_NAMES[B.SQUARES[g].gate][1]} for g in B.GATES},
            "vents": {sym: list(sq) for sym, sq in B.VENTS.items()},
            "parts": {p: {"building": B.PART_BUILDING[p], "colour": B.PART_COLOUR[p],
                          "squares": [list(sq) for sq in sqs], "circles": B.circles_of(p)}
                      for p, sqs in B.PARTS.items()}}


STATIC = static_board()


def board_view(st: PompeiiState) -> dict:
    squares = []
    for row in STATIC["squares"]:
        out = []
        for cell in row:
            sq = (cell["r"], cell["c"])
            d = dict(cell, pieces=list(st.pieces.get(sq, ())))
            if sq in st.lava:
                d["lava"] = st.lava[sq]
            out.append(d)
        squares.append(out)
    return dict(STATIC, squares=squares)


def deck_view(st: PompeiiState) -> dict:
    """§9 draw-deck count; whether the first AD 79 has appeared. The deck's build is
    public (§3 8 citizen cards, then an AD 79, then the upper stack, then the lower stack), so
    where the AD 79s lie follows from the count alone."""
    count = len(st.deck)
    return {"count": count, "ad79_drawn": st.ad79, "relatives": st.ad79 >= 1,
            "first_ad79_in": count - BELOW_FIRST_AD79 if st.ad79 == 0 and st.phase == IMMIGRATION else None,
            "second_ad79_within": min(count, st.lower_stack) if st.ad79 < 2 and st.phase == IMMIGRATION else None,
            "played": [card_face(c) for c in st.played], "shown": [card_face(c) for c in st.shown]}


def lava_view(st: PompeiiState) -> dict:
    """§9 lava tiles; lava-bag counts per symbol (the bag's contents are public: 45 known
    tiles minus those drawn; only their order is secret)."""
    return {"bag": len(st.bag), "bag_by_symbol": dict(sorted(Counter(st.bag).items())),
            "placed": dict(sorted(Counter(st.lava.values()).items())),
            "aside": list(st.tiles_aside), "initial_left": st.initial_left, "tile": st.tile}


def game_view(st: PompeiiState, seat: Optional[int]) -> dict:
    """What ``seat`` may know (``None``: the TV)."""
    v = {
        "players": st.players,
        "phase": st.phase,
        "step": st.step,
        "active": st.active,
        "board": board_view(st),
        "seats": [{"seat": s, "supply": st.supply[s], "on_board": st.on_board(s), "escaped": st.escaped[s],
                   "volcano": st.volcano[s], "removed": st.removed[s], "hand": len(st.hands[s])}
                  for s in range(st.players)],
        "deck": deck_view(st),
        "lava": lava_view(st),
        "move": st.move,
        "revealed": st.revealed,
        "options": dict(st.options),
        "log": list(st.log),
    }
    if st.phase == END:
        v["end"] = {"winners": list(st.winners), "result": st.result, "reason": st.end_reason,
                    "places": list(st.places), "escaped": list(st.escaped), "volcano": list(st.volcano)}
    if seat is not None:
        v["seat"] = seat
        v["hand"] = [card_face(c) for c in st.hands[seat]]
    return v


def secret_facts(st: PompeiiState):
    """Every fact some seat may not know, in the shapes views use for it."""
    for s, hand in enumerate(st.hands):
        for c in hand:
            yield Secret.of([s], card=c)
    for s, c in st.retired:
        yield Secret.of([s], card=c)
    for c in st.deck + st.removed_cards:
        yield Secret.of([], card=c)
    if st.bag:
        yield Secret.of([], next_tile=st.bag[-1])
