"""风声 The Message: rules, flow and views for partytable.

Authority: docs/rules/fengsheng.md (cited §x and Rn; it cites the seeds as [000:n] or seed 000
l.343) and, above it, the seeds themselves (cited "seed 000 l.343"; docs/fengsheng.md lists
where they overrule the rules file).
The card, identity, character and mode tables are data in ``data.py`` and are not repeated here.
Every ruling is stated (with its R-number) above the code that implements it.

Module order (as OpenSpiel's games): constants, small helpers over the data, the game
declaration (options, setup, outcome), the state, the flow (``Flow``: one object per match that
holds the state and the match's seeded generator), then views and secrets.

Conventions
- Seats 0..N-1; the next seat is index+1 (R1). The deck's top is the END of ``st.deck``.
- Card ids are ``data.CARDS`` ids (0..80). A face-up card is shown as ``face(id)``
  (``{"card", "function", "colour", "transmission"}``); a face-down one as ``{"hidden": True}``
  with no id (engine contract §5). Cards in a hand are shown to their owner only, with
  ``"zone": "hand"``; the face-down card in transit to those who know it with ``"zone": "transit"``.
  Face-up intelligence and public log entries carry bare card ids (public: the client looks the
  face up in data.CARDS), which keeps views small.
  Those two shapes are the facts ``secrets`` yields.
- Who-knows-what is state: ``st.notes[seat]`` (what a seat has legally seen: 破译 peeks, 试探
  cards used or received), ``st.transit["known"]`` (who has seen the face-down card in transit),
  ``st.revealed`` (identities shown). Notes hold card faces without ids, so a note can never be
  used to track a physical card.
- Character skills live in ``skills.py`` (the standard 18) and ``skills_expansion.py`` (§5.4:
  the 补充包 characters and [002]'s variant texts), both mixins of ``Flow``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from games.core import Choice, Game, OptionSpec, OptionsError, Prompt, Secret, priority_order, run_stack
from games.core.game import ArrangeError
from games.core.prompts import seat_choices
from games.core.window import response_window

from . import data as D
from . import event
from .faces import blank, face
from .skills import CHARACTER, CHENGFU, SkillsMixin, refuse_unless
from .skills_expansion import RESULT_SOLO, ExpansionMixin

# -- constants ------------------------------------------------------------------

PASS, SEND, ACCEPT, REFUSE = "pass", "send", "accept", "refuse"
# "Use as" answers: the card as itself, or the function a conversion skill turns it into.
AS_ITSELF = "self"
ALIVE, DYING, DEAD, OUT = "alive", "dying", "dead", "out"

# Window steps (§3.2, §2.5): which cards a step allows is decided in ``Flow.usable``. RECEIVED is
# the moment after a card lies in front of its receiver: 决定 is over (§6.5 "until the card lies in
# front of them"), so the receipt's triggers may be answered with 烧毁 and skills.
START, PLAY, IN_TRANSIT, ARRIVED, DECIDE, END_STEP = "start", "play", "in_transit", "arrived", "decide", "end"
RECEIVED = "received"

# Phases, as the views name them.
DRAFT, TURN, OVER = "draft", "turn", "over"

RESULT_FACTION = "fengsheng.result.faction"
RESULT_MISSION = "fengsheng.result.mission"
RESULT_LAST = "fengsheng.result.last_survivor"
RESULT_NONE = "fengsheng.result.no_winner"
RESULT_REPLACED = "fengsheng.result.replaced"

LOG_TAIL = 12       # views carry the newest log entries only (the full log is in the state)
HAND_START = 3      # §2.4 deal 3 to each player
DRAW = 2            # §2.5 Draw 2 from the top of the deck
BLACK_DEATH = 3     # §1.4 "3 or more black intelligence"

CARD = D.CARDS_BY_ID
# §7.9 character pools: option value -> the data's pool.
POOLS = {"standard": "standard", "expansion": "standard_plus_expansion"}


def colour(cid: int) -> str:
    return CARD[cid]["colour"]


def function(cid: int) -> str:
    return CARD[cid]["function"]


def character_pool(options: dict) -> list:
    """§7.9 the characters shuffled for the draft: the chosen pool, with [002]'s variant texts in
    place of 刀锋, 贝雷帽 and 小白 when the "002 texts" toggle is on (§5.4A)."""
    pool = list(D.CHARACTER_POOLS[POOLS[options.get("pool", "standard")]]["characters"])
    if options.get("texts_002"):
        swap = D.CHARACTER_POOLS["texts_002"]["replaces"]
        pool = [swap.get(c, c) for c in pool]
    return pool


def player_genders(options: dict, n: int) -> list:
    """R39 a player who set that gender in the lobby. The host may switch player gender off.
    Per seat "male" / "female" / None (unset, or the option off: counts as neither)."""
    if not options.get("player_gender", True):
        return [None] * n
    given = list(options.get("genders") or [])
    return [g or None for g in (given + [""] * n)[:n]]



def keep_character(st, seat: int, character: str) -> None:
    """A seat keeps ``character`` from the draft."""
    st.characters[seat] = character
    # §2.2.3 public characters are turned face up and hidden characters stay face down
    st.face_up[seat] = st.shown[seat] = not D.CHARACTERS_BY_ID[character]["hidden"]


def seat_map(spec: Optional[dict], players: int, key: str) -> dict:
    """An arranged seat -> value map (seats may come as strings, from JSON)."""
    by_seat = {int(seat): value for seat, value in (spec or {}).items()}
    wrong = [seat for seat in by_seat if seat not in range(players)]
    if wrong:
        raise ArrangeError(f"{key}: {wrong[0]} is not a seat; use seats 0 to {players - 1}")
    return by_seat


class GameOver(Exception):
    """Raised by the checkpoint when the game ends (§1.6): unwinds the whole flow."""


# -- the game -------------------------------------------------------------------

class FengSheng(Game):
    id = "fengsheng"
    names = {"en": "The Message", "zh-Hant": "風聲", "zh-Hans": "风声"}
    min_players, max_players = 2, 9
    options = (
        # §7.1-7.5 modes (2 players only in 自由场, R4).
        OptionSpec("mode", "choice", "standard", "fengsheng.option.mode",
                   choices=("standard", "novice", "3v3", "bystander_game", "free")),
        # §1.3 / R3: the optional identity column (4p 2/2/0, 6p 3/3/0, 7p 2/2/3).
        OptionSpec("optional_identities", "bool", False, "fengsheng.option.optional_identities"),
        # §2.2 / R5: offer 2 characters, or 3.
        OptionSpec("offer", "int", 2, "fengsheng.option.offer", lo=2, hi=3),
        # §7.7 酱油同盟.
        OptionSpec("bystander_alliance", "bool", False, "fengsheng.option.bystander_alliance"),
        # §7.8 / R49 four-colour faction win.
        OptionSpec("four_card_victory", "bool", False, "fengsheng.option.four_card_victory"),
        # §7.9 Standard 18 (default) / Standard 18 + 补充包 (26). Adds the 8 characters of §5.4B.
        OptionSpec("pool", "choice", "standard", "fengsheng.option.pool", choices=tuple(POOLS)),
        # §7.9 "002 texts" toggle: the variant texts of §5.4A for 刀锋, 贝雷帽 and 小白.
        OptionSpec("texts_002", "bool", False, "fengsheng.option.texts_002"),
        # §7.10 Player gender counts for 男性/女性: on or off; each player sets 男, 女 or unset in
        # the lobby; on; unset counts as neither.
        OptionSpec("player_gender", "bool", True, "fengsheng.option.player_gender"),
        OptionSpec("genders", "seat", "", "fengsheng.option.genders", choices=("", "male", "female")),
        # §10 After the game: identities and characters only; hands ... stay hidden is the default;
        # a table that wants to talk the game over may show every hand at the end.
        OptionSpec("reveal_hands", "bool", False, "fengsheng.option.reveal_hands"),
    )
    # §7.10: response timeout 15 s, decision timeout 30 s; auto-pass delay, which is also the
    # minimum window length: 0, 1, 2, 3 or 5 s; default 2 s (the server reads the class auto_pass).
    timers = {"draft": 60, "turn": 60, "decision": 30, "response": 15, "auto_pass": 2}
    web = {"board": "board.js", "panel": "panel.js", "css": "style.css", "lobby": "lobby.js"}
    bots: dict = {}
    # docs/engine.md §9. A window's buttons are pass, the seat's character and its hand card by card;
    # everything else about the prompt is the same for every seat.
    unalike_prompts = {
        "fengsheng.prompt.window": "Every seat gets pass, its character and one button per card in its "
                                   "own hand, whose size the table shows to all, whatever it may use; a "
                                   "card or character that cannot act now is refused after the tap.",
    }

    def check_options(self, options: dict, players: int) -> None:
        # §1.3 A 2-player game exists only in 自由场 (§7.5-7.6), with the split 1/1/0 (R4).
        if players == 2 and options["mode"] != "free":
            raise OptionsError(f"2 players can play only the free game (自由场); switch the mode from "
                               f"{options['mode']!r} to 'free', or seat at least 3 players.")
        mode = D.MODES_BY_ID[options["mode"]]
        lo, hi = mode["players"]
        if not lo <= players <= hi:
            raise OptionsError(f"mode {options['mode']!r} is for {lo}-{hi} players, not {players}; "
                               f"pick another mode or change the number of players.")
        if options["optional_identities"] and options["mode"] != "standard":
            raise OptionsError("the optional identity split belongs to the standard mode; turn it off "
                               f"or switch the mode from {options['mode']!r} to 'standard'.")

    # -- setup --------------------------------------------------------------------
    def setup(self, players: int, options: dict, rng) -> "FSState":
        n = players
        # §2.2 Shuffle the character pool (§7.9). Deal each player 2 characters at random.
        # R5 Offer size is 2, or 3 as an option, capped at the pool size divided by the number
        # of players.
        pool = character_pool(options)
        rng.shuffle(pool)
        k = min(options["offer"], len(pool) // n)
        offers = [pool[s * k:(s + 1) * k] for s in range(n)]
        # §2.3 deal the identity cards for the player count in §1.3, at random and face down.
        # (Dealt here so that tests may stack them; no view shows an identity before the draft
        # is over, which is what "after the draft" protects.)
        mode = D.MODES_BY_ID[options["mode"]]
        split = D.identity_split(n, options["mode"], options["optional_identities"])
        idents = [i for i in D.IDENTITY_IDS for _ in range(split[i])]
        rng.shuffle(idents)
        if mode.get("seating") == "alternating_teams":
            # R47 In 3V3, teams are dealt at random before seating, seats alternate A-B-A-B-A-B,
            # and teams are public.
            a, b = ("lurker", "bureau") if rng.random() < 0.5 else ("bureau", "lurker")
            idents = [a if s % 2 == 0 else b for s in range(n)]
        # §2.4 Shuffle the 81 game cards and deal 3 to each player
        deck = [c["id"] for c in D.CARDS]
        rng.shuffle(deck)
        hands = [[deck.pop() for _ in range(HAND_START)] for _ in range(n)]
        # R2 First player. Chosen at random. Seats are fixed before the draft.
        first = rng.randrange(n)
        threshold = 3
        # R49 When both factions have 3 players, a faction needs 4 of its colour.
        if options["four_card_victory"] and split["lurker"] == 3 and split["bureau"] == 3:
            threshold = 4
        return FSState(players=n, options=dict(options), offers=offers, identities=idents, deck=deck,
                       hands=hands, first=first, threshold=threshold,
                       public_identities=bool(mode.get("public_identities")),
                       faction_win=bool(mode.get("faction_win", True)),
                       missions_for_all=bool(mode.get("missions_for_all")),
                       char_known=[[] for _ in range(n)],
                       characters=[None] * n, face_up=[False] * n, intel=[[] for _ in range(n)],
                       shown=[False] * n, id_known=[[] for _ in range(n)],
                       status=[ALIVE] * n, revealed=[False] * n, notes=[[] for _ in range(n)],
                       identity_spent=[False] * n, genders=player_genders(options, n))

    def arrange(self, st: "FSState", rng, characters: Optional[list] = None, identities: Optional[list] = None,
                hands: Optional[dict] = None, deck_top: Optional[list] = None, intel: Optional[dict] = None,
                first: Optional[int] = None, face_up: Optional[dict] = None, status: Optional[dict] = None,
                discard: Optional[list] = None) -> None:
        """A setup chosen by a test (docs/engine.md, "Testing a game with the kit").

        ``characters``: one character id per seat, kept as the draft keeps them (public ones face
        up), so the draft asks nobody; ``identities``: one identity id per seat; ``hands`` and
        ``intel``: seat -> the seat's whole hand / intelligence; ``deck_top``: the next cards drawn,
        first drawn first; ``discard``: the whole discard pile, the last card on top (name every
        card but a few to reach the R7 reshuffle). When any of these four is given, the cards are
        laid out afresh: a seat not named holds nothing, the discard pile holds only ``discard``
        and every other card lies in the deck, in the card table's order under ``deck_top``.
        ``first``: the first player; ``face_up``: seat -> whether its character lies face up (one
        turned up is known from then on); ``status``: seat -> alive, dead (died earlier, by no one's
        hand) or out."""
        n = st.players
        if characters is not None:
            self.arrange_characters(st, characters)
        if identities is not None:
            unknown = [i for i in identities if i not in D.IDENTITY_IDS]
            if len(identities) != n or unknown:
                raise ArrangeError(f"identities {identities}: give one of {list(D.IDENTITY_IDS)} for each of {n} seats")
            st.identities = list(identities)
        if any(cards is not None for cards in (hands, intel, deck_top, discard)):
            self.arrange_cards(st, hands or {}, intel or {}, deck_top or [], discard or [])
        if first is not None:
            if first not in range(n):
                raise ArrangeError(f"first {first!r} is not a seat; pick one from 0 to {n - 1}")
            st.first = first
        for seat, up in seat_map(face_up, n, "face_up").items():
            st.face_up[seat] = bool(up)
            st.shown[seat] = st.shown[seat] or bool(up)
        for seat, life in seat_map(status, n, "status").items():
            if life not in (ALIVE, DEAD, OUT):
                raise ArrangeError(f"status of seat {seat}: {life!r} is none of {ALIVE}, {DEAD}, {OUT}")
            st.status[seat] = life
            if life == DEAD:
                # a seat that died earlier in the game, by no one's hand
                st.deaths.append({"seat": seat, "killer": None})

    @staticmethod
    def arrange_characters(st: "FSState", characters: list) -> None:
        unknown = [c for c in characters if c not in D.CHARACTERS_BY_ID]
        if len(characters) != st.players or unknown:
            raise ArrangeError(f"characters {characters}: give one character id of data.CHARACTERS "
                               f"for each of {st.players} seats")
        for seat, character in enumerate(characters):
            keep_character(st, seat, character)

    @staticmethod
    def arrange_cards(st: "FSState", hands: dict, intel: dict, deck_top: list, discard: list) -> None:
        hands, intel = seat_map(hands, st.players, "hands"), seat_map(intel, st.players, "intel")
        st.hands = [list(hands.get(s, [])) for s in range(st.players)]
        st.intel = [list(intel.get(s, [])) for s in range(st.players)]
        placed = [c for cards in st.hands + st.intel for c in cards] + list(deck_top) + list(discard)
        every = [c["id"] for c in D.CARDS]
        wrong = sorted({c for c in placed if placed.count(c) > 1 or c not in every}, key=str)
        if wrong:
            raise ArrangeError(f"card {wrong[0]!r} is placed twice or is no card id; name each card of data.CARDS once")
        st.deck = [c for c in every if c not in set(placed)] + list(reversed(deck_top))
        st.discard = list(discard)

    def play(self, st: "FSState", rng):
        return Flow(st, rng).run()

    # -- views / outcome ----------------------------------------------------------
    def view(self, st: "FSState", seat: Optional[int]) -> dict:
        return game_view(st, seat)

    def outcome(self, st: "FSState") -> dict:
        n = st.players
        record = {"winners": list(st.winners), "result": st.result, "declarer": st.declarer,
                  "identities": {s: i for s, i in enumerate(st.identities)},
                  "characters": {s: c for s, c in enumerate(st.characters)},
                  "deaths": list(st.deaths),
                  # T2 (docs/rules/tournament.md): "alive at the win" counts that faction's living members
                  # at the moment of victory.
                  "alive_at_win": [s for s in range(n) if st.status[s] == ALIVE]}
        record["scores"] = {s: ln["points"] for s, ln in event.score(record, n).items()}
        return record

    def secrets(self, st: "FSState"):
        return secret_facts(st)

    def highlights(self, st):
        """The summary the TV shows after the match (issue 19 point 8): games/fengsheng/highlights.py."""
        from .highlights import highlights
        return highlights(st)

    def conserved(self, st: "FSState"):
        cards = list(st.deck) + list(st.discard) + list(st.set_aside) + list(st.rof)
        for h in st.hands:
            cards += h
        for i in st.intel:
            cards += i
        if st.transit is not None:
            cards.append(st.transit["card"])
        cards += [it.card for it in st.stack if it.card is not None]
        return sorted(cards)


# -- state ----------------------------------------------------------------------

@dataclass
class Item:
    """A pending card or skill use on the stack (§6.3). Seed 000 l.343 "在卡牌和角色技能的作用生效前，
    都可以再使用卡牌和角色技能來進行回應": a skill's use waits on the stack like a card's."""
    user: int
    function: str               # what the use counts as ("skill" for a skill that is no card)
    card: Optional[int]         # the physical card (None for a skill)
    target: Optional[int] = None        # a seat
    target_card: Optional[int] = None   # 烧毁: the intelligence burned
    cancelled: bool = False
    counterable: bool = True            # R13: pure skills cannot be 识破'd
    face_down: bool = False             # 试探 travels face down
    colour_only: bool = False           # R40: 贝雷帽's discard shows only that it was black
    skill: Optional[str] = None         # the skill used (its effect waits in ``Flow.effects``)
    effect: Optional[int] = None        # the key of that effect (a serial number: replay-stable)

    def public(self) -> dict:
        # "counterable": whether 识破 may answer it, which the skill texts make public (R13).
        d = {"user": self.user, "function": self.function, "target": self.target,
             "cancelled": self.cancelled, "counterable": self.counterable}
        if self.skill is not None:
            d["skill"] = self.skill
        if self.card is not None:
            if self.face_down:
                d["card"] = {"hidden": True}
            elif self.colour_only:
                d["card"] = {"hidden": True, "colour": colour(self.card)}
            else:
                d["card"] = face(self.card)
        if self.target_card is not None:
            d["target_card"] = face(self.target_card)
        return d


@dataclass
class FSState:
    players: int
    options: dict
    offers: list                # per seat: the characters offered in the draft (secret)
    identities: list            # per seat (secret until shown)
    deck: list                  # top = last
    hands: list
    first: int
    threshold: int              # colour cards a faction needs (3, or 4 under R49)
    characters: list            # per seat: the character kept (None during the draft)
    face_up: list               # per seat: character face up?
    intel: list                 # per seat: intelligence in front of them, in arrival order
    status: list                # alive | dead | out
    revealed: list              # per seat: identity shown to everyone
    notes: list                 # per seat: private notes of what it has seen
    public_identities: bool     # §7.2 新手场 / §7.3 3V3: every identity is public
    faction_win: bool           # §7.4 酱油场: the colour win is off
    missions_for_all: bool      # §7.4 酱油场: everyone wins only through their mission
    char_known: list            # per seat: other seats that know its (covered) character
    shown: list = field(default_factory=list)      # per seat: character ever shown face up (public)
    id_known: list = field(default_factory=list)   # per seat: other seats that saw its identity
    # per seat: the identity card was turned up to pay a skill's cost (R33: once per game). In
    # 新手场 and 3V3 identities lie face up from the start, and the card is marked spent instead.
    identity_spent: list = field(default_factory=list)
    discard: list = field(default_factory=list)
    set_aside: list = field(default_factory=list)   # resolved 试探, face down, out of the game
    rof: list = field(default_factory=list)         # 真伪莫辨 cards laid out, face down
    phase: str = DRAFT
    step: str = ""
    turn: int = -1
    turns: int = 0
    transit: Optional[dict] = None
    locks: list = field(default_factory=list)
    lured: list = field(default_factory=list)
    stack: list = field(default_factory=list)
    deaths: list = field(default_factory=list)      # [{"seat", "killer"}] in order (R29)
    turn_deaths: int = 0                            # len(deaths) when this turn began
    last_black_source: dict = field(default_factory=dict)   # seat -> who placed their newest black
    achieved: list = field(default_factory=list)    # seats whose "at death" mission was met
    genders: list = field(default_factory=list)     # per seat: the player's own gender (R39) or None
    cause: Optional[dict] = None    # {"receiver", "sender"} while a sent card's receipt is checked
    winners: list = field(default_factory=list)
    declarer: Optional[int] = None
    result: str = ""
    log: list = field(default_factory=list)

    def log_add(self, key: str, **params) -> None:
        self.log.append({"key": "fengsheng.log." + key, "params": params})

    # small queries
    def living(self) -> list:
        return [s for s in range(self.players) if self.status[s] == ALIVE]

    def alive(self, s: Optional[int]) -> bool:
        return s is not None and self.status[s] == ALIVE

    def count(self, s: int, col: str) -> int:
        return sum(1 for c in self.intel[s] if colour(c) == col)

    def order_from(self, start: int) -> list:
        """Trigger order (R11): ``start`` first, then seat order; living seats only."""
        n = self.players
        return [(start + k) % n for k in range(n) if self.status[(start + k) % n] == ALIVE]

    def character_gender(self, s: int) -> Optional[str]:
        """R39: a face-up character's gender; A covered character has no gender."""
        if not self.face_up[s] or self.characters[s] is None:
            return None
        return D.CHARACTERS_BY_ID[self.characters[s]]["gender"]

    def female_character(self, s: int) -> bool:
        return self.character_gender(s) in ("female", "both")

    def male_character(self, s: int) -> bool:
        """R39 大美女's 男性角色 counts characters only. (小白 counts as both.)"""
        return self.character_gender(s) in ("male", "both")

    def is_woman(self, s: int) -> bool:
        """R39 A woman or man is a face-up character of that gender (小白 counts as both) or a
        player who set that gender in the lobby. """
        return self.female_character(s) or (bool(self.genders) and self.genders[s] == "female")

    def is_man(self, s: int) -> bool:
        return self.male_character(s) or (bool(self.genders) and self.genders[s] == "male")


# -- the flow -------------------------------------------------------------------

class Flow(ExpansionMixin, SkillsMixin):
    """One match's flow: the state plus the match's seeded generator (never stored in the state,
    so the state's repr is replay-stable)."""

    def __init__(self, st: FSState, rng):
        self.st = st
        self.rng = rng
        # Skill effects waiting on the stack, by ``Item.effect`` (callables stay out of the state
        # so that its repr is replay-stable; a replay rebuilds the same numbers).
        self.effects: dict = {}
        self.serial = 0

    # ---------------------------------------------------------------- the game
    def run(self):
        st = self.st
        try:
            yield from self.draft()
            st.phase = TURN
            p = st.first
            while True:
                yield from self.turn(p)
                nxt = self.next_living(p, +1)
                if nxt is None:
                    return
                p = nxt
        except GameOver:
            # The game ends where it stands (§1.6: nothing may be inserted): a card still in
            # transit or on the stack stays there (and is counted by ``conserved``).
            st.phase, st.step = OVER, ""
            return

    def draft(self):
        st = self.st
        # §2.2.2 Each player privately keeps one character. §2.2.4 A player who times out gets
        # a random character from their offer.
        prompts = [Prompt(s, "choose", "fengsheng.prompt.draft",
                          default=[self.rng.choice(st.offers[s])],
                          choices=[Choice(c, "fengsheng.character." + c) for c in st.offers[s]],
                          timer="draft", progress="count") for s in range(st.players)]
        # Characters arranged by a test (FengSheng.arrange) were kept already: nobody is asked
        # (the defaults above are still drawn, so the generator stays in step).
        if st.characters[0] is None:
            answers = yield prompts
            for s, a in enumerate(answers):
                keep_character(st, s, a[0])
        if st.public_identities:
            # R47 In 新手场, identities are dealt after the draft and then shown to everyone.
            st.revealed = [True] * st.players
        if D.MODES_BY_ID[st.options["mode"]].get("teammates_see_hidden_characters"):
            # §7.3 Teammates see each other's hidden characters after the draft, then those are
            # covered (R47).
            for s in range(st.players):
                for t in range(st.players):
                    if t != s and st.identities[t] == st.identities[s]:
                        st.char_known[s].append(t)
                        st.notes[t].append({"kind": "teammate_character", "seat": s,
                                            "character": st.characters[s]})
        st.log_add("draft_done")

    # ---------------------------------------------------------------- seats
    def next_living(self, s: int, d: int) -> Optional[int]:
        n = self.st.players
        for k in range(1, n + 1):
            t = (s + d * k) % n
            if self.st.status[t] == ALIVE:
                return t
        return None

    # ---------------------------------------------------------------- deck
    def draw(self, s: int, k: int) -> int:
        st = self.st
        got = 0
        for _ in range(k):
            # R7 The discard pile is reshuffled the moment the deck runs out. If the deck and the
            # discard pile are both empty, a draw gets nothing.
            if not st.deck:
                self.reshuffle()
            if not st.deck:
                break
            st.hands[s].append(st.deck.pop())
            got += 1
        return got

    def reshuffle(self) -> None:
        st = self.st
        if st.discard:
            st.deck = st.discard
            st.discard = []
            self.rng.shuffle(st.deck)
            st.log_add("reshuffle", cards=len(st.deck))

    def discard_card(self, cid: int) -> None:
        self.st.discard.append(cid)
        # R7 The discard pile is reshuffled the moment the deck runs out.
        if not self.st.deck:
            self.reshuffle()

    # ---------------------------------------------------------------- a turn
    def turn(self, p: int):
        st = self.st
        st.turn, st.turns = p, st.turns + 1
        st.locks, st.lured = [], []
        st.turn_deaths = len(st.deaths)
        st.log_add("turn", seat=p)
        yield from self.phases(p)
        # 黑手 冷血 "if you killed a player this turn, at the end of the turn you may move one
        # intelligence" (also when the turn was cut short: it still ends).
        st.step = END_STEP
        yield from self.turn_end_triggers()
        st.step = ""

    def phases(self, p: int):
        """§2.5 the four phases of ``p``'s turn."""
        st = self.st
        # §2.5.1 回合开始阶段, start. A priority window (§6.3).
        yield from self.fixed_window(START)
        if not st.alive(p):
            return
        # §2.5.2 抽牌阶段, draw. Draw 2 from the top of the deck. 大美女 instead draws 3 and then
        # puts 1 card back on top.
        yield from self.draw_phase(p)
        yield from self.checkpoint()
        # §2.5.3 The active player may use any number of cards and skills whose timing allows it
        st.step = PLAY
        while st.alive(p):
            st.step = PLAY
            legal = self.legal_actions(p, None)
            # R51 Play phase: Go on to sending. The buttons are the hand and the character, as in
            # a window; a card that cannot be used now is refused after the tap.
            ans = yield Prompt(p, "choose", "fengsheng.prompt.play", default=[SEND],
                               choices=[Choice(SEND, "fengsheng.choice.send")] + self.action_choices(p),
                               timer="turn", check=lambda a, legal=legal: refuse_unless(a, legal | {SEND}))
            if ans == [SEND]:
                break
            item = yield from self.act(p, ans[0])
            if item is not None:
                yield from self.stack_run(item)
        if not st.alive(p):
            # R21 An active player who dies before sending just ends their turn, with no loss.
            return
        sent = yield from self.send(p)
        # §2.5 If the active player dies or goes out during their own turn, any transmission
        # already under way finishes ... Then the turn ends and the remaining phases are skipped.
        if not st.alive(p):
            return
        yield from self.fixed_window(END_STEP)
        # Seed 003 l.30 "当一位玩家无法在自己回合中传出情报,当回合结束时,他就会输掉游戏": the end
        # of the turn (its window included) still comes; the loss falls at its end (R22's check
        # stays at the moment of sending).
        if not sent and st.alive(p):
            yield from self.lose(p)

    # ---------------------------------------------------------------- sending (§3)
    def send(self, p: int):
        st = self.st
        # R22 Not sending is checked at the moment the player must send. The player loses if
        # their hand is empty then.
        if not st.hands[p]:
            st.log_add("cannot_send", seat=p)
            return False
        # R51 Sending: A random card from hand (seeded RNG). A 直达 goes to the next living seat.
        default = self.rng.choice(st.hands[p])
        ans = yield Prompt(p, "choose", "fengsheng.prompt.send", default=[f"c{default}"],
                           choices=[self.card_choice(c) for c in st.hands[p]], timer="turn")
        cid = int(ans[0][1:])
        method = yield from self.send_method(p, cid)
        target = None
        if method == "direct":
            # R16 The target of a 直达 must be another living player.
            others = [s for s in st.living() if s != p]
            nxt = self.next_living(p, +1)
            ans = yield Prompt(p, "choose", "fengsheng.prompt.direct_target", default=[str(nxt)],
                               choices=seat_choices(others), timer="turn")
            target = int(ans[0])
        direction = yield from self.direction(p, method)
        st.hands[p].remove(cid)
        yield from self.transmit(p, cid, method, target, direction)
        return True

    def transmit(self, sender: int, cid: int, method: str, target: Optional[int], direction: int = +1):
        st = self.st
        # §3.1 密电 down / 直达 down / 文本 up; no peeking. A player who passes on a face-down
        # card does not look at it: only the sender knows the face (``known``).
        tr = {"card": cid, "sender": sender, "method": method, "direction": direction, "target": target,
              "recipient": None, "path": [sender], "known": [sender], "face_up": method == "text",
              "done": False, "reverse": False}
        st.transit = tr
        st.log_add("send", seat=sender, method=method, target=target,
                   card=cid if tr["face_up"] else {"hidden": True})
        # §3.3.1 The first recipient is the next living seat in the direction of travel (密电 and
        # 文本), or the chosen target (直达).
        rec = target if method == "direct" else self.next_recipient(sender)
        while True:
            if rec is None:
                # R21 If the sender dies, the card goes on and is discarded when it would reach or
                # pass the sender's seat
                st.transit = None
                self.discard_card(cid)
                st.log_add("transit_discarded")
                break
            tr["recipient"] = rec
            tr["path"].append(rec)
            # §3.3.2 In-transit window toward the recipient (§6.3).
            yield from self.fixed_window(IN_TRANSIT)
            if tr["done"]:
                break
            rec = tr["recipient"]
            # §3.3.2 If the recipient has been lured (调虎离山) and is not locked, skip them. A 密电
            # or 文本 heads for the following seat. A 直达 heads back to the sender.
            if rec != sender and rec in st.lured and rec not in st.locks:
                rec = self.onward(rec)
                continue
            # R21 A recipient who dies counts as refusing, even if locked; a 直达 returns to its
            # sender, who must accept it.
            if not st.alive(rec):
                rec = self.onward(rec)
                continue
            # §3.3.3 If the recipient is the sender, the sender must accept.
            if rec == sender:
                yield from self.receive(rec, sent=True)
                break
            # §3.3.4 "Arrived window, then decide."
            yield from self.fixed_window(ARRIVED)
            if tr["done"]:
                break
            if tr["reverse"]:
                # §3.3.4 if a 退回 resolves, reverse the direction of travel. The new recipient is
                # the next living seat in the new direction; for a 直达 it is the sender (R17).
                tr["reverse"] = False
                tr["direction"] = -tr["direction"]
                rec = self.onward(rec)
                continue
            if not st.alive(rec):
                rec = self.onward(rec)
                continue
            # §3.2 决定 (decide): Nothing. This is a special phase, and no card or skill may be
            # inserted; a locked recipient must accept.
            st.step = DECIDE
            if rec in st.locks:
                st.log_add("forced_accept", seat=rec)
                yield from self.receive(rec, sent=True)
                break
            # R51 Accept or refuse: Accept only if forced; otherwise refuse.
            ans = yield Prompt(rec, "choose", "fengsheng.prompt.decide", default=[REFUSE],
                               choices=[Choice(ACCEPT, "fengsheng.choice.accept"),
                                        Choice(REFUSE, "fengsheng.choice.refuse")],
                               params={"sender": sender, "method": method}, timer="decision")
            if ans == [ACCEPT]:
                yield from self.receive(rec, sent=True)
                break
            st.log_add("refuse", seat=rec)
            # §3.3.4 If the recipient refuses, a 密电 or 文本 heads for the next living seat in the
            # current direction, and a 直达 heads for the sender.
            rec = self.onward(rec)
        st.transit = None

    def onward(self, rec: int) -> Optional[int]:
        tr = self.st.transit
        if tr["method"] == "direct":
            # R21 A 直达 refused after its sender died is discarded.
            return tr["sender"] if self.st.alive(tr["sender"]) else None
        return self.next_recipient(rec)

    def next_recipient(self, frm: int) -> Optional[int]:
        """The next seat the card travels to from ``frm`` (R19: lured players are skipped, a lock
        overrides a lure; dead and out players are skipped; the sender ends the trip)."""
        st, tr = self.st, self.st.transit
        n = st.players
        for k in range(1, n + 1):
            s = (frm + tr["direction"] * k) % n
            if s == tr["sender"]:
                return s if st.alive(s) else None
            if st.alive(s) and not (s in st.lured and s not in st.locks):
                return s
        return None

    def receive(self, s: int, sent: bool):
        """§3.3.5 Turn the card face up and put it in front of the recipient. then §3.3.6
        "Checkpoint"."""
        st, tr = self.st, self.st.transit
        cid = tr["card"]
        tr["done"] = True
        st.transit = None
        st.step = RECEIVED
        st.intel[s].append(cid)
        if colour(cid) == "black":
            st.last_black_source[s] = tr["sender"]
        st.log_add("receive", seat=s, sender=tr["sender"], card=cid)
        # §5.4B 潮汐/无间行者 A player declares victory because of receiving intelligence you sent:
        # the declaration made at this receipt's checkpoint.
        st.cause = {"receiver": s, "sender": tr["sender"]}
        yield from self.checkpoint()
        st.cause = None
        # §3.3.6 then any skill that triggers 'when … receives'.
        yield from self.after_receive(s, cid, tr["sender"], sent=True)

    # ---------------------------------------------------------------- windows (§6.3, R10, R11)
    def fixed_window(self, step: str):
        """A fixed window: every living player is prompted at once; the earliest in 顺位 (from
        the active player, who goes last) who acts puts an action on the stack; the stack runs;
        "in a fixed window, the step carries on, but only once a full round has passed with
        nothing pending" (§6.3.4)."""
        st = self.st
        tr = st.transit
        while True:
            st.step = step
            if tr is not None and (tr["done"] or tr["reverse"]):
                return
            if not self.window_possible(step):
                return
            order = priority_order(st.turn, st.living(), st.players)
            hit = yield from response_window(order, lambda s: self.ask(s, None), is_pass)
            if hit is None:
                return
            seat, ans = hit
            item = yield from self.act(seat, ans[0])
            if item is not None:
                yield from self.stack_run(item)
            st.step = step

    def window_possible(self, step: str) -> bool:
        """Whether anyone could act in this window *by public information alone*. A window in
        which nobody could possibly act is skipped: skipping it reveals nothing about any hand
        (R10 prompts everyone who could in principle answer). In the base game the start and
        end windows allow only 烧毁, which needs black intelligence on the table."""
        if step in (START, END_STEP):
            st = self.st
            if any(st.hands[s] for s in st.living()) and self.burn_targets():
                return True
            # Face-up characters' skills: whether they are usable is public. A covered character
            # might be one that may reveal in any window (闪灵, 黑玫瑰, 峨嵋风): the back alone says so.
            return any(not st.face_up[s] for s in st.living()) or \
                any(self.window_skills(s, None) for s in st.living())
        return True

    def stack_run(self, item: Item):
        st = self.st
        yield from run_stack(
            st.stack, item, anchor_of=lambda it: it.user,
            order=lambda a: priority_order(a, st.living(), st.players),
            ask=self.ask, is_pass=is_pass,
            push=lambda s, a: self.act(s, a[0]),
            resolve=self.resolve)

    def ask(self, s: int, top: Optional[Item]) -> Prompt:
        """R10 All living players are prompted in parallel, even those with no option. Every seat
        gets the same buttons (pass, one per card in its hand, its character), whatever it holds or
        is (docs/engine.md §9; R14); what it may not do now is refused after the tap, and a seat
        with nothing legal is passed by the server after the auto-pass delay. Its params say what
        the window answers, the same for every seat."""
        st = self.st
        legal = self.legal_actions(s, top)
        params = {"step": st.step, "active": st.turn, "about": self.about(top)}
        if top is not None:
            params["top"] = top.public()
        # R51 Any window: Pass.
        return Prompt(s, "choose", "fengsheng.prompt.window", default=[PASS],
                      choices=[Choice(PASS, "fengsheng.choice.pass")] + self.action_choices(s),
                      params=params, optional=True, auto_pass=not legal, progress="hidden",
                      timer="response", check=lambda a: refuse_unless(a, legal | {PASS}))

    def about(self, top: Optional[Item]) -> dict:
        """What a window answers, as a message: the use on top of the stack (who used what, on
        whom), else the step (the intelligence on its way or arrived, the start or end of a turn)."""
        st, tr = self.st, self.st.transit
        if top is not None:
            what = {"skill": top.skill} if top.skill is not None else {"function": top.function}
            kind = "skill" if top.skill is not None else "card"
            if top.target is None:
                return {"key": f"fengsheng.about.{kind}", "params": dict(what, user=top.user)}
            return {"key": f"fengsheng.about.{kind}_on", "params": dict(what, user=top.user, target=top.target)}
        if tr is not None and st.step in (IN_TRANSIT, ARRIVED):
            return {"key": f"fengsheng.about.{st.step}",
                    "params": {"sender": tr["sender"], "method": tr["method"], "recipient": tr["recipient"]}}
        return {"key": f"fengsheng.about.{st.step}", "params": {"active": st.turn}}

    def card_choice(self, cid: int) -> Choice:
        f = face(cid)
        f["zone"] = "hand"
        return Choice(f"c{cid}", "fengsheng.card." + f["function"], ref={"card": f})

    def action_choices(self, s: int) -> list:
        """The buttons of a window (and of the play phase) for ``s``: one per card in its hand (the
        hand size is public) and its character. Which of them may act now is ``legal_actions``."""
        return [self.card_choice(c) for c in self.st.hands[s]] + [Choice(CHARACTER, "fengsheng.choice.character")]

    def legal_actions(self, s: int, top: Optional[Item]) -> set:
        """The choice ids ``s`` may take now: a card with a legal use (as itself or, through a
        conversion, as another card, R13/R44), and the character when one of its skills may be
        used now (§5)."""
        legal = {f"c{c}" for c in self.st.hands[s] if self.legal_uses(s, c, top)}
        if self.window_skill(s, top) is not None:
            legal.add(CHARACTER)
        return legal

    def card_uses(self, s: int, cid: int) -> list:
        """What ``cid`` can count as for ``s`` by its face and ``s``'s face-up character (both
        public once it is used): itself, then each conversion that takes it (R13)."""
        return [AS_ITSELF] + self.conversion_targets(s, cid)

    def legal_uses(self, s: int, cid: int, top: Optional[Item]) -> list:
        return [u for u in self.card_uses(s, cid)
                if (self.usable(s, cid, top) if u == AS_ITSELF else self.conversion_legal(s, u, top))]

    def act(self, s: int, choice_id: str):
        """Carry out the action ``choice_id`` of ``s``: a card use or a skill use. Either is paid
        for, its target fixed, and returned as the pending item (seed 000 l.343: a skill is answered
        like a card), or None when nothing goes on the stack."""
        st = self.st
        top = st.stack[-1] if st.stack else None
        if choice_id == CHARACTER:
            item = yield from self.declare_skill(s, self.window_skill(s, top))
            return item
        cid = int(choice_id[1:])
        use = yield from self.choose_use(s, cid, top)
        item = yield from self.commit(s, cid, None if use == AS_ITSELF else use)
        return item

    def choose_use(self, s: int, cid: int, top: Optional[Item]):
        """A card with more than one use by its face (a conversion's source) asks which: always,
        even when only one is legal now, so that the question shows no more than the face and the
        character do (R40: 贝雷帽's black cards all ask). R51: the first legal use on time-out."""
        uses, legal = self.card_uses(s, cid), self.legal_uses(s, cid, top)
        if len(uses) == 1:
            return uses[0]
        itself = self.card_choice(cid)
        ans = yield Prompt(s, "choose", "fengsheng.prompt.use_as", default=[legal[0]],
                           choices=[Choice(AS_ITSELF, itself.label, ref=itself.ref)]
                           + [Choice(u, "fengsheng.choice.use_as", params={"function": u}) for u in uses[1:]],
                           timer="decision", check=lambda a: refuse_unless(a, set(legal)))
        return ans[0]

    def can_lock(self, s: int, converted: bool = False) -> bool:
        """R15 "锁定 is used in an in-transit step of the current transmission"; §4.2 "Your own
        turn". R44: 柒佰's off-turn lock only in an in-transit step."""
        st = self.st
        if st.step != IN_TRANSIT or st.transit is None or not self.lock_targets(s):
            return False
        return s == st.turn or (not converted and self.has(s, "qibai_off_turn_lock"))

    def usable(self, s: int, cid: int, top: Optional[Item]) -> bool:
        """Whether seat ``s`` may use card ``cid`` now (§3.2 table, §4.2 timings)."""
        st = self.st
        fn = function(cid)
        step = st.step
        tr = st.transit
        if step == DECIDE or st.phase != TURN:
            return False
        if fn == "see_through":
            # R12 识破 targets only the newest pending card use, and never your own.
            return top is not None and top.counterable and top.user != s
        if fn == "burn":
            # §4.2 烧毁 Any open window ... Target. One black intelligence in front of any living
            # player. §6.2: only when it has a valid target.
            return bool(self.burn_targets())
        if step == PLAY:
            if s != st.turn or top is not None:
                return False
            # §4.2 试探 / 真伪莫辨 Your own turn, in the play phase, before you send.
            if fn == "probe":
                return len(st.living()) > 1
            return fn == "real_or_fake"
        if step == IN_TRANSIT and tr is not None:
            # §3.2 传递 (in transit): 锁定, 调虎离山, 截获 ...; 破译 and 退回 are not allowed.
            if fn == "lock":
                return self.can_lock(s)
            if fn == "lure_away":
                return bool(self.lure_targets())
            if fn == "intercept":
                return self.may_intercept(s)
            return False
        if step == ARRIVED and tr is not None and top is None:
            # §3.2 传递到 (arrived): The recipient may use 破译 and 退回.
            if s != tr["recipient"]:
                return False
            if fn == "decrypt":
                return True
            if fn == "send_back":
                # §4.2 退回 Not if you are locked, and not on a card you sent yourself.
                return s not in st.locks and tr["sender"] != s
        return False

    def burn_targets(self) -> list:
        st = self.st
        return [(s, c) for s in st.living() for c in st.intel[s] if colour(c) == "black"]

    def lock_targets(self, s: int) -> list:
        # §4.2 锁定 Any living player except yourself, including a player who has already been lured.
        return [t for t in self.st.living() if t != s]

    def lure_targets(self) -> list:
        st = self.st
        # §4.2 调虎离山 Any living player except the sender, a locked player, or a player already
        # lured. You may target yourself.
        return [t for t in st.living() if t != st.transit["sender"] and t not in st.locks and t not in st.lured]

    # ---------------------------------------------------------------- using a card
    def commit(self, s: int, cid: int, as_fn: Optional[str] = None):
        """§6.3.3 Its costs are paid, its targets are fixed, and it goes on the pending stack.
        The target is asked before the card leaves the hand (the card is never in no zone)."""
        st = self.st
        fn = as_fn or function(cid)
        item = Item(s, fn, cid)
        if fn == "lock":
            # 刀锋 "Your 锁定 cannot be 识破'd. Your 试探 cards may be used as 锁定 ... cannot be
            # 识破'd." 贝雷帽 "Discard a black card from your hand: this counts as using 锁定. It
            # cannot be 识破'd." R40 "贝雷帽's discard-lock shows publicly that the card was black;
            # its function stays hidden."
            if self.has(s, "daofeng_firm_lock"):
                item.counterable = False
            if as_fn == "lock" and self.has(s, "beileimao_discard_lock"):
                item.counterable, item.colour_only = False, True
        if fn in ("lock", "lure_away", "probe"):
            seats = (self.lock_targets(s) if fn == "lock" else self.lure_targets() if fn == "lure_away"
                     else [t for t in st.living() if t != s])
            default = seats[0]
            if fn == "lure_away" and st.transit and st.transit["recipient"] in seats:
                default = st.transit["recipient"]
            ans = yield Prompt(s, "choose", f"fengsheng.prompt.target.{fn}", default=[str(default)],
                               choices=seat_choices(seats), timer="decision")
            item.target = int(ans[0])
        elif fn == "burn":
            targets = self.burn_targets()
            choices = [Choice(f"c{c}", "fengsheng.card." + function(c), ref={"seat": t, "card": face(c)})
                       for t, c in targets]
            ans = yield Prompt(s, "choose", "fengsheng.prompt.target.burn", default=[choices[0].id],
                               choices=choices, timer="decision")
            item.target_card = int(ans[0][1:])
            item.target = next(t for t, c in targets if c == item.target_card)
        elif fn in ("intercept", "decrypt", "send_back"):
            item.target = st.transit["recipient"] if fn != "intercept" else None
        elif fn == "see_through":
            item.target = st.stack[-1].user
        st.hands[s].remove(cid)
        if fn == "probe":
            # §4.2 试探 Hand the card to the target face down. Only the user and the target ever
            # see what it says; the user's note records what they used.
            item.face_down = True
            st.notes[s].append({"kind": "probe_used", "target": item.target, "face": blank(cid),
                                "turn": st.turns})
            st.log_add("use_probe", seat=s, target=item.target)
        elif item.colour_only:
            st.log_add("use_black_as", seat=s, target=item.target, function=fn)
        else:
            # §10 Function card used (not 试探): User, function, colour, stamp, target, and which
            # card converted into which (e.g. '识破 used as 锁定')
            st.log_add("use", seat=s, target=item.target, card=cid, function=fn)
        return item

    # ---------------------------------------------------------------- skills on the stack
    def skill_item(self, s: int, skill: str, effect, function: str = "skill", **fields) -> Item:
        """Seed 000 l.343 "在卡牌和角色技能的作用生效前，都可以再使用卡牌和角色技能來進行回應": a skill's use
        waits on the stack like a card's, and ``effect`` (a generator function, or a plain one)
        runs when it resolves. R13: 识破 answers it only if the skill says so ("can_be_countered";
        no pure skill does)."""
        self.serial += 1
        self.effects[self.serial] = effect
        return Item(s, function, None, skill=skill, effect=self.serial,
                    counterable=D.SKILLS_BY_ID[skill]["can_be_countered"], **fields)

    def skill_on_stack(self, s: int, skill: str, effect, function: str = "skill", **fields):
        """Put a triggered skill's use on the stack and run windows until it has resolved."""
        yield from self.stack_run(self.skill_item(s, skill, effect, function, **fields))

    def resolve_skill(self, it: Item):
        st = self.st
        effect = self.effects.pop(it.effect)
        # §6.3.5 A pending action whose user is no longer living ... fails when it comes to resolve
        if not st.alive(it.user):
            st.log_add("fizzle_skill", seat=it.user, skill=it.skill)
            return None
        return effect()

    # ---------------------------------------------------------------- resolving (§4.2)
    def resolve(self, it: Item):
        st = self.st
        cid = it.card
        if it.skill is not None:
            return self.resolve_skill(it)
        if it.cancelled:
            # §4.2 识破 The target card becomes void and goes to the discard pile; this applies
            # to a 试探 too [000:129]. R34: a countered 试探 is discarded without the target seeing it.
            self.discard_card(cid)
            st.log_add("void", seat=it.user, function=it.function)
            return None
        # §6.3.5 A pending action whose user is no longer living ... fails when it comes to resolve
        if not st.alive(it.user):
            self.discard_card(cid)
            st.log_add("fizzle", seat=it.user, function=it.function)
            return None
        handler = getattr(self, "do_" + it.function)
        return handler(it)

    def do_see_through(self, it: Item):
        st = self.st
        # R12 識破 targets only the newest pending card use; run_stack popped ``it`` so the
        # target is now the top.
        self.discard_card(it.card)
        if st.stack:
            st.stack[-1].cancelled = True
            st.log_add("see_through", seat=it.user, target=st.stack[-1].user, function=st.stack[-1].function)
            # R14 ... or has a card 识破'd always gets the same prompt: 老金 may reveal.
            return self.reaction(st.stack[-1].user, "countered", it.user)
        return None

    def do_lock(self, it: Item):
        st = self.st
        self.discard_card(it.card)
        # R15 It lasts until the turn ends.
        if st.alive(it.target) and it.target not in st.locks:
            st.locks.append(it.target)
        st.log_add("locked", seat=it.target)
        return self.after_lock(it)

    def after_lock(self, it: Item):
        """The lock's triggers, in seat order from the active player (seed 002 l.449 正常顺位; R11):
        柒佰 When you use 锁定 and it is not countered: you must draw 2, then give 1 card from your
        hand to another player, and the locked player's reaction (R14), at their seats."""
        for s in self.st.order_from(self.st.turn):
            if s == it.user and self.has(s, "qibai_lock_draw_give"):
                yield from self.skill_on_stack(s, "qibai_lock_draw_give", lambda s=s: self.qibai_draw_give(s))
            if s == it.target:
                yield from self.reaction(s, "locked", it.user)

    def do_lure_away(self, it: Item):
        self.discard_card(it.card)
        if not self.lure(it.target):
            self.st.log_add("fizzle", seat=it.user, function=it.function)

    def lure(self, t: int) -> bool:
        """§4.2 调虎离山 The target takes no part in this transmission. R19 cannot target the
        sender, a locked player or a player already lured; checked again when it resolves (§6.3.5
        fizzling). False when it fizzles."""
        st, tr = self.st, self.st.transit
        if tr is None or not st.alive(t) or t in st.locks or t in st.lured or t == tr["sender"]:
            return False
        st.lured.append(t)
        st.log_add("lured", seat=t)
        return True

    def do_intercept(self, it: Item):
        self.discard_card(it.card)
        return self.take_in_transit(it.user)

    def may_intercept(self, s: int) -> bool:
        """R18 截获: only in in-transit steps ...; never by the active player."""
        st, tr = self.st, self.st.transit
        return st.step == IN_TRANSIT and tr is not None and not tr["done"] and s != st.turn

    def take_in_transit(self, s: int, skill: Optional[str] = None):
        """A 截获 (or 峨嵋风's reveal, ``skill``) resolving. §4.2 截获 The earlier ones then have
        nothing to take; they fail and are discarded. R18: the interceptor must take the card and
        cannot refuse."""
        st = self.st
        if st.transit is None or st.transit["done"]:
            if skill is None:
                st.log_add("fizzle", seat=s, function="intercept")
            else:
                st.log_add("fizzle_skill", seat=s, skill=skill)
            return
        st.log_add("intercepted", seat=s)
        yield from self.intercepted(s)

    def do_send_back(self, it: Item):
        st = self.st
        self.discard_card(it.card)
        tr = st.transit
        if tr is None or tr["done"] or tr["recipient"] != it.user or it.user in st.locks:
            st.log_add("fizzle", seat=it.user, function=it.function)
            return
        tr["reverse"] = True
        st.log_add("sent_back", seat=it.user)

    def do_decrypt(self, it: Item):
        st = self.st
        self.discard_card(it.card)
        tr = st.transit
        if tr is None or tr["done"]:
            return
        # §4.2 破译 You alone view the card (检视).
        if it.user not in tr["known"]:
            tr["known"].append(it.user)
        st.notes[it.user].append({"kind": "decrypt", "sender": tr["sender"], "face": blank(tr["card"]),
                                  "turn": st.turns})
        st.log_add("decrypted", seat=it.user)
        return self.after_decrypt(tr["sender"])

    def do_burn(self, it: Item):
        st = self.st
        self.discard_card(it.card)
        t, c = it.target, it.target_card
        # §4.2 烧毁 "It cannot save a player who already has a third black" (such a player is dead).
        if not st.alive(t) or c not in st.intel[t]:
            st.log_add("fizzle", seat=it.user, function=it.function)
            return None
        st.intel[t].remove(c)
        self.discard_card(c)
        st.log_add("burned", seat=t, card=c)
        return self.checkpoint()

    def do_probe(self, it: Item):
        st = self.st
        cid, t = it.card, it.target
        # §2.6 "A 试探 that resolved is set aside face down, out of the game"
        st.set_aside.append(cid)
        if not st.alive(t):
            st.log_add("fizzle", seat=it.user, function=it.function)
            return
        probe = CARD[cid]["probe"]
        st.notes[t].append({"kind": "probe_received", "user": it.user, "face": blank(cid), "turn": st.turns})
        # R34 Triggers resolve before the answer. (the target's own reaction among them, at its seat)
        yield from self.after_probe(it.user, t)
        if not st.alive(t):
            return
        if self.has_any(t, CHENGFU):
            # 老鬼's (and 千面女郎's, 潮汐's, 无间行者's) 城府 "When you are probed, you may ignore your
            # identity and carry out either option of the 试探: the action or the spoken line."
            # (R51: the truthful answer on time-out.)
            truthful = "action" if st.identities[t] == probe["identity"] else "line"
            ans = yield Prompt(t, "choose", "fengsheng.prompt.chengfu", default=[truthful],
                               choices=[Choice("action", "fengsheng.probe.action." + probe["action"] + str(probe["count"])),
                                        Choice("line", "fengsheng.probe.line." + probe["line"])],
                               timer="decision")
            pretend = ans == ["action"]
        else:
            pretend = st.identities[t] == probe["identity"]
        # §4.2 试探 step 4 The target then answers according to their real identity. If the named
        # identity is theirs, they carry out the action (draw 2 or discard 1). Otherwise they say
        # the printed line. The server enforces this.
        if not pretend:
            st.log_add("probe_line", seat=t, line="fengsheng.probe.line." + probe["line"])
            return
        if probe["action"] == "draw":
            got = self.draw(t, probe["count"])
            st.log_add("probe_draw", seat=t, n=got)
            yield from self.checkpoint()
            return
        if not st.hands[t]:
            # §4.2 试探 step 5 A target with an empty hand who must discard only announces the discard
            st.log_add("probe_discard_empty", seat=t)
            return
        # R51 Required discard, give or put-back: Random card(s).
        default = self.rng.choice(st.hands[t])
        ans = yield Prompt(t, "choose", "fengsheng.prompt.probe_discard", default=[f"c{default}"],
                           choices=[self.card_choice(c) for c in st.hands[t]], timer="decision")
        c = int(ans[0][1:])
        st.hands[t].remove(c)
        self.discard_card(c)
        # R: discards are hidden (暗弃) [000:367].
        st.log_add("probe_discard", seat=t)
        yield from self.checkpoint()

    def do_real_or_fake(self, it: Item):
        st = self.st
        self.discard_card(it.card)
        # §4.2 真伪莫辨 Take as many cards from the top of the deck as there are living players,
        # face down, and shuffle them. R7 "真伪莫辨 deals what there is".
        for _ in range(len(st.living())):
            if not st.deck:
                self.reshuffle()
            if not st.deck:
                break
            st.rof.append(st.deck.pop())
        self.rng.shuffle(st.rof)
        st.log_add("real_or_fake", seat=it.user, n=len(st.rof))
        # 千面女郎 笙歌 "when anyone's 真伪莫辨 resolves, you may draw 3, then give 1 card"
        # (at its resolution, the first moment it is known not to be countered; after the layout,
        # so the draw does not change which cards are laid out).
        yield from self.shengge()
        # "Starting with you and going in seat order, each living player takes one at random."
        # R35 Dead and out players are skipped.
        n = st.players
        for k in range(n):
            s = (it.user + k) % n
            if not st.rof:
                break
            if not st.alive(s):
                continue
            if len(st.rof) == 1:
                pick = 0
            else:
                ans = yield Prompt(s, "choose", "fengsheng.prompt.rof_pick",
                                   default=[f"b{self.rng.randrange(len(st.rof))}"],
                                   choices=[Choice(f"b{i}", "fengsheng.choice.back") for i in range(len(st.rof))],
                                   timer="decision")
                pick = int(ans[0][1:])
            c = st.rof.pop(pick)
            st.intel[s].append(c)
            if colour(c) == "black":
                # R35 "the user is the source for kill credit."
                st.last_black_source[s] = it.user
            st.log_add("rof_take", seat=s, card=c)
            # Run a checkpoint after each pick. (R35 The cards are not 'sent' intelligence.)
            yield from self.checkpoint()
            yield from self.after_receive(s, c, it.user, sent=False)
        # R35 Leftover cards are discarded.
        while st.rof:
            self.discard_card(st.rof.pop())

    # ---------------------------------------------------------------- checkpoint (§6.4, R27)
    def checkpoint(self):
        st = self.st
        anchor = st.turn if st.turn >= 0 else 0
        # §6.4.2 Any living player with 3 or more black dies (§1.4). If several die at once,
        # handle them in 顺位 order from the active player.
        # §6.4.1 Any face-up 小白 with 6 or more intelligence loses (R24: before deaths and wins).
        for s in st.order_from(anchor):
            if self.has(s, "xiaobai_baolu") and len(st.intel[s]) >= 6:
                st.log_add("skill", seat=s, skill="xiaobai_baolu")
                yield from self.lose(s, check=False)
        while True:
            dying = [s for s in st.order_from(anchor) if st.count(s, "black") >= BLACK_DEATH]
            if not dying:
                break
            yield from self.die(dying[0])
        # §6.4.3 victory check.
        yield from self.victory_check(anchor)

    def die(self, s: int):
        st = self.st
        n_before = len(st.deaths)
        killer = st.last_black_source.get(s)
        # R29 A player who kills themselves is not a killer.
        if killer == s:
            killer = None
        # §1.4.1 "The dying player's own death mission" is checked first (R25).
        if self.mission_holder(s) and self.death_mission_met(s, n_before):
            st.status[s] = DEAD
            st.deaths.append({"seat": s, "killer": killer})
            yield from self.declare(s, RESULT_MISSION)
        # §1.4 "The death procedure is the special phase 宣告死亡": the dying player takes part in
        # nothing else meanwhile.
        st.status[s] = DYING
        yield from self.own_death_skill(s)
        # §1.4.3 Other players' skills that trigger on a death.
        yield from self.death_triggers(s)
        # §1.4.4 Rescue. If the player now has fewer than 3 black intelligence, they were rescued
        # and live on. They do not show their identity ... It does not count in the death order.
        if st.count(s, "black") < BLACK_DEATH:
            st.status[s] = ALIVE
            st.log_add("rescued", seat=s)
            return
        # §1.4.5 Final death. Show the player's character and identity card. Put their hand and
        # all their intelligence into the discard pile. Record the death order and the killer.
        # (What the victim was before the death shows the character: R39 A covered character has
        # no gender, and a covered 易先生 has no skill.)
        victim = {"female_character": st.female_character(s), "face_up": st.face_up[s]}
        st.status[s] = DEAD
        st.deaths.append({"seat": s, "killer": killer})
        self.reveal(s)
        st.log_add("death", seat=s, identity=st.identities[s], character=st.characters[s], killer=killer)
        self.clear_cards(s)
        # "Personally kill a player who is the second or later to die" (职业杀手's mission, at death).
        if killer is not None and n_before >= 1 and st.alive(killer) and st.characters[killer] == "zhiyeshashou":
            st.achieved.append(killer)
        yield from self.after_kill(s, killer, victim)

    def death_mission_met(self, s: int, n_before: int) -> bool:
        """§1.4.1 These missions are 老鬼's mission, 小白's 'you die first', and 浮萍's mission in
        the expansion. ``n_before``: final deaths before this one (R28: rescues do not count)."""
        kind = D.CHARACTERS_BY_ID[self.st.characters[s]]["mission"]["kind"]
        if kind == "hand_colour_at_death":
            return sum(1 for c in self.st.hands[s] if colour(c) == "red") >= 3
        if kind == "first_to_die_or_faction_wiped_out":
            return n_before == 0
        # 浮萍 "You are the second or later player to die. This is checked at your death."
        return kind == "second_or_later_to_die" and n_before >= 1

    def lose(self, s: int, check: bool = True):
        """§1.5 They are out. Show their character and identity, and discard their hand and their
        intelligence. Skills that trigger on a death do not trigger."""
        st = self.st
        st.status[s] = OUT
        self.reveal(s)
        st.log_add("out", seat=s, identity=st.identities[s], character=st.characters[s])
        self.clear_cards(s)
        if check:
            yield from self.checkpoint()

    def reveal(self, s: int) -> None:
        st = self.st
        st.revealed[s] = True
        st.face_up[s] = st.shown[s] = True

    def clear_cards(self, s: int) -> None:
        st = self.st
        for c in st.hands[s] + st.intel[s]:
            self.discard_card(c)
        st.hands[s], st.intel[s] = [], []

    def mission_holder(self, s: int) -> bool:
        """§1.2 A 机密任务 is a win condition only for a 打酱油的 player. §7.4 酱油场 "Every
        player, whatever their identity, wins only through their character's mission.\""""
        return self.st.missions_for_all or self.st.identities[s] == "bystander"

    def mission_met(self, s: int) -> bool:
        """Missions checked at every checkpoint (R46) for seat ``s``."""
        st = self.st
        m = D.CHARACTERS_BY_ID[st.characters[s]]["mission"]
        kind = m["kind"]
        if kind == "intel_colour_at_least":
            return all(st.count(s, col) >= k for col, k in m["colours"].items())
        if kind == "intel_at_least":
            return len(st.intel[s]) >= m["count"]
        if kind == "non_black_intel_at_least":
            return len(st.intel[s]) - st.count(s, "black") >= m["count"]
        if kind == "hand_size_at_least":
            return len(st.hands[s]) >= m["count"]
        if kind == "hand_colours_at_least":
            return all(sum(1 for c in st.hands[s] if colour(c) == col) >= k for col, k in m["colours"].items())
        if kind == "faction_wiped_out":
            return self.wiped_out(m["identity"])
        if kind == "first_to_die_or_faction_wiped_out":
            return self.wiped_out("lurker") or self.wiped_out("bureau")
        if kind == "last_two_standing":
            return len(st.living()) == 2 and st.alive(s)
        if kind in ("kill_second_or_later_death", "kill_female_character"):
            return s in st.achieved
        if kind == "lurker_and_bureau_died":
            # 黄雀 / [002]'s 刀锋 "A 潜伏战线 player and a 军情局 player have both died."
            return {"lurker", "bureau"} <= {st.identities[d["seat"]] for d in st.deaths}
        if kind in ("woman_declares", "male_character_declares_max_black"):
            # §1.6 fallbacks (R39): If no woman is living, the mission becomes: every other player
            # is dead / if there is no male character among the living ....
            if kind == "woman_declares":
                none_left = not any(st.is_woman(t) for t in st.living() if t != s)
            else:
                none_left = not any(st.male_character(t) for t in st.living() if t != s)
            return none_left and st.living() == [s]
        return False

    def wiped_out(self, ident: str) -> bool:
        """R30 全灭 means no living member, whether the others are dead or out. (A faction with no
        member in this game is not "wiped out": nothing happened to it.)"""
        st = self.st
        members = [s for s in range(st.players) if st.identities[s] == ident]
        return bool(members) and not any(st.alive(s) for s in members)

    def victory_check(self, anchor: int):
        st = self.st
        living = st.living()
        # R31 The last living player declares victory. If nobody is living, there is no winner.
        if not living:
            st.declarer, st.winners, st.result = None, [], RESULT_NONE
            st.log_add("no_winner")
            raise GameOver
        # R26 If several players qualify, the first in 顺位 order from the active player declares.
        for s in st.order_from(anchor):
            ident = st.identities[s]
            col = D.IDENTITY_COLOUR[ident]
            if st.faction_win and col is not None and st.count(s, col) >= st.threshold:
                yield from self.declare(s, RESULT_FACTION)
            if self.mission_holder(s) and self.mission_met(s):
                yield from self.declare(s, RESULT_MISSION)
        if len(living) == 1:
            yield from self.declare(living[0], RESULT_LAST)

    def declare(self, s: int, result: str):
        """§1.6 Declaring victory starts the special phase 宣告胜利 ... The winners are ..."""
        st = self.st
        n = st.players
        # §1.6.6 Expansion missions that say 'your win makes his declaration fail' replace the
        # declarer's win (§5.4): that player wins alone (with all 打酱油的 under 酱油同盟).
        t = self.replacing_winner(s)
        if t is not None:
            st.log_add("replaced", seat=t, declarer=s)
            self.finish(t, RESULT_REPLACED, {t} | self.alliance(t))
        # §5.4B Solo victories (单独胜利) from 滥杀 and 情仇 ... Whoever declares one wins alone.
        if result == RESULT_SOLO:
            self.finish(s, result, {s})
        winners = {s}
        if result == RESULT_FACTION:
            # §1.6.2 "every member of that faction, living or dead" (an out player still loses, §1.5).
            winners |= {t for t in range(n) if st.identities[t] == st.identities[s] and st.status[t] != OUT}
        # §1.6.4 Bystander companions: a living 打酱油的 whose mission is met by this declaration.
        for t in st.living():
            if t == s or not self.mission_holder(t):
                continue
            kind = D.CHARACTERS_BY_ID[st.characters[t]]["mission"]["kind"]
            if kind == "woman_declares" and st.is_woman(s):
                winners.add(t)
            # "大美女 qualifies when the declarer is a male character and she has at most 1 black"
            # (R39 大美女's 男性角色 counts characters only).
            if kind == "male_character_declares_max_black" and st.male_character(s) and st.count(t, "black") <= 1:
                winners.add(t)
        winners |= self.alliance(s)
        # §1.6.3 If the declarer is 柒佰 and is face up: one living woman he chooses. The choice is
        # mandatory if any woman is living. She wins personally.
        if self.has(s, "qibai_victory_woman"):
            women = [t for t in st.living() if t != s and st.is_woman(t)]
            if women:
                ans = yield Prompt(s, "choose", "fengsheng.prompt.qibai_woman",
                                   default=[str(self.rng.choice(women))], choices=seat_choices(women),
                                   timer="decision")
                winners.add(int(ans[0]))
        self.finish(s, result, winners)

    def alliance(self, s: int) -> set:
        """§7.7 When a 打酱油的 player declares victory, every 打酱油的 player wins with them.
        (Out players have lost, §1.5.)"""
        st = self.st
        if not (st.options.get("bystander_alliance") and st.identities[s] == "bystander"):
            return set()
        return {t for t in range(st.players) if st.identities[t] == "bystander" and st.status[t] != OUT}

    def finish(self, s: int, result: str, winners: set) -> None:
        """The end of 宣告胜利: the winners are fixed, and "then every identity and character is
        shown" (§10)."""
        st = self.st
        st.declarer, st.result = s, result
        st.winners = sorted(winners)
        for t in range(st.players):
            self.reveal(t)
        st.log_add("victory", seat=s, result=result, winners=st.winners)
        raise GameOver


def is_pass(answer) -> bool:
    return answer == [PASS]


# -- views ----------------------------------------------------------------------

def seat_public(st: FSState, s: int) -> dict:
    # Face-up cards are public: shown as their id (the TV and phones look the face up in the
    # card table, data.CARDS). Face-down cards never carry an id.
    intel = {"red": [], "blue": [], "black": []}
    for c in st.intel[s]:
        intel[colour(c)].append(c)
    return {
        "seat": s,
        "status": st.status[s],
        "character": st.characters[s] if st.face_up[s] else None,
        "face_up": bool(st.face_up[s]),
        "identity": st.identities[s] if st.revealed[s] else None,
        "hand": len(st.hands[s]),
        "intel": intel,
        "locked": s in st.locks,
        "lured": s in st.lured,
        # R33: the identity card was turned up (or, in 新手场 / 3V3, marked spent) to pay a cost.
        "identity_spent": bool(st.identity_spent[s]),
        # §10 player-gender tags, if that option is on (R39): "male" / "female" / None.
        "gender": st.genders[s] if st.genders else None,
    }


def game_view(st: FSState, seat: Optional[int]) -> dict:
    """What ``seat`` may know (``None``: the TV)."""
    v = {
        "players": st.players,
        "phase": st.phase,
        "step": st.step,
        "turn": st.turn,
        "first": st.first,
        "threshold": st.threshold,
        "seats": [seat_public(st, s) for s in range(st.players)],
        "deck": len(st.deck),
        "discard": len(st.discard),
        "set_aside": len(st.set_aside),
        "stack": [it.public() for it in st.stack],
        "real_or_fake": [{"hidden": True} for _ in st.rof],
        "deaths": list(st.deaths),
        # The TV and phones show the newest entries; ``log_total`` says how many there were.
        "log": st.log[-LOG_TAIL:],
        "log_total": len(st.log),
        "transit": None,
        # §7.4 酱油场: every player's mission is their way to win (the phone shows it)
        "missions_for_all": st.missions_for_all,
    }
    tr = st.transit
    if tr is not None:
        v["transit"] = {"sender": tr["sender"], "method": tr["method"], "direction": tr["direction"],
                        "target": tr["target"], "recipient": tr["recipient"], "path": list(tr["path"]),
                        "card": face(tr["card"]) if tr["face_up"] else {"hidden": True}}
    if st.phase == OVER:
        v["winners"], v["declarer"], v["result"] = list(st.winners), st.declarer, st.result
        if st.options.get("reveal_hands"):
            for s, sv in enumerate(v["seats"]):
                sv["hand_cards"] = [dict(face(c), zone="hand") for c in st.hands[s]]
    if seat is not None:
        me = {"seat": seat, "character": st.characters[seat], "face_up": bool(st.face_up[seat])}
        if st.phase != DRAFT:  # §2.3 identities come after the draft
            me["identity"] = st.identities[seat]
        v["me"] = me
        v["hand"] = [dict(face(c), zone="hand") for c in st.hands[seat]]
        v["notes"] = list(st.notes[seat])
        if tr is not None and not tr["face_up"] and seat in tr["known"]:
            v["transit_card"] = dict(face(tr["card"]), zone="transit")
    return v


def secret_facts(st: FSState):
    """Every fact some seat may not know, in the shapes views use for it."""
    if st.phase == OVER:
        # §10 Victory then every identity and character is shown; hands and the deck stay hidden.
        pass
    else:
        for s in range(st.players):
            if not st.revealed[s]:
                yield Secret.of([s] + st.id_known[s], seat=s, identity=st.identities[s])
            # A character once shown face up is public knowledge even if covered again later.
            if st.characters[s] is not None and not st.shown[s]:
                yield Secret.of([s] + st.char_known[s], seat=s, character=st.characters[s])
    if not (st.phase == OVER and st.options.get("reveal_hands")):
        for s in range(st.players):
            for c in st.hands[s]:
                yield Secret.of([s], card=c, zone="hand")
    tr = st.transit
    if tr is not None and not tr["face_up"]:
        yield Secret.of(tr["known"], card=tr["card"], zone="transit")
    for c in st.deck:
        yield Secret.of([], card=c, zone="deck")
