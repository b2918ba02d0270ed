"""Dixit 妙語說書人: rules, flow and views.

Authority: seed 000 lines 552-612 and docs/rules/dixit.md (cited as §x) that completes
it. Every rule the code implements is stated above it; rulings of this implementation are in
``docs/dixit.md``.

Module order (as OpenSpiel's kuhn_poker): constants, the table rules per player count and
options, scoring (a pure function), the game (options, setup, play flow, outcome), the state,
then views and secrets.

Who-knows-what: a card is always shown as a dict ``{"card": id, ...}``, so every fact about a
card has one shape. Hands are seen by their owner; the draw pile by nobody; the storyteller's
face-down card by the storyteller; the decoys reach the state only when the last one is in
(the prompts are answered as one batch), and go straight onto the shuffled board, so no
submitted card is ever stored in submission order or shown face down with an identity. On
the board (``{"n", "card"}``) a card's ``owner`` is shown to its owner only until the reveal.
Votes reach the state only when every voter has voted, and are shown at once.

Simultaneous prompts look alike (docs/engine.md, the platform rule): every voter is offered the
whole board, his own card(s) included, and naming his own card is refused after the tap
(``own_card_check``); every decoy prompt offers the seat's whole hand, and every hand holds the
same number of cards when the decoys are asked (the pile ran out otherwise, and the game ended).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from games.core import Choice, Game, OptionSpec, OptionsError, Prompt, Rejection, Secret
from games.core.game import ArrangeError, stack_deal

from . import decks

# -- constants ------------------------------------------------------------------

# Phases, as the views name them.
STORY, CLUE, DECOYS, VOTE, END = "story", "clue", "decoys", "vote", "end"

TYPED, SPOKEN = "typed", "spoken"

# §4: If all voters found it, or no voter found it ... Otherwise (some but not all).
ALL_FOUND, NONE_FOUND, SOME_FOUND = "all", "none", "some"

RESULT_TARGET = "dixit.result.target"
RESULT_DECK_OUT = "dixit.result.deck_out"

HAND = 6                 # seed 570: "發予每位玩家6張手牌"
THREE_PLAYER_HAND = 7    # §6 official 3-player rule: "hands of 7"
BASE_PLAYERS = 6         # seed 554: 3-6 players; §6: 7-12 with the Odyssey rules
DECK_DEFAULT = 84        # seed 558: "84 pieces"
DECK_AUTO = 0            # deck_size 0: §6 default for the table size (84, or every picture)
TARGET_DEFAULT = 30      # seed 606: "有玩家到達30分以上時，遊戲立刻結束"
CLUE_MAX = 120           # characters in a typed clue
TIMEOUT_CLUE = "…"       # the typed clue when the storyteller's timer runs out

# §4: points.
MISS_STORYTELLER, MISS_OTHERS = 0, 2   # all or none found
HIT_STORYTELLER, HIT_FINDER = 3, 3     # some found
PER_VOTE = 1                           # each vote on a player's own card
BONUS_CAP = 3                          # 7-12: "Decoy bonus ... maximum +3 per round"
ONE_TOKEN_BONUS = 1                    # 7-12: "used only one token and found ...: +1 extra"


# -- the table rules for a player count and options -------------------------------

@dataclass(frozen=True)
class TableRules:
    """§2 "Setup by player count": what changes with the table size."""

    hand: int                     # hand size (refill target)
    cards_each: int               # cards each non-storyteller submits
    tokens: int                   # voting tokens per voter (each on a different card)
    bonus_cap: Optional[int]      # most decoy-bonus points per player per round (None: no cap)
    one_token_bonus: int          # extra points for finding the storyteller's card with one token
    default_deck: Optional[int] = DECK_DEFAULT  # cards in the game by default (None: every one)

    def board_size(self, players: int) -> int:
        return 1 + (players - 1) * self.cards_each

    def cards_needed(self, players: int) -> int:
        """§6 deck size: at least hand size × players + one refill (hand size × players +
        cards on the table)."""
        return self.hand * players + self.board_size(players)

    def deck_size(self, chosen: int, pool: int) -> int:
        """Cards in the game: the host's ``deck_size``, or (``DECK_AUTO``) this table's default,
        never more than the decks hold."""
        wanted = self.default_deck if chosen == DECK_AUTO else chosen
        return pool if wanted is None else min(wanted, pool)


def table_rules(players: int, options: dict) -> TableRules:
    # §6 7-12 players (Dixit Odyssey rules): Hands of 6, one card each. Each voter has 2
    # voting tokens: the first goes on one card, the second is optional and goes on a different
    # card ... Decoy bonus: +1 per vote on your card, maximum +3 per round. A voter who used only
    # one token and found the storyteller's card scores +1 extra. They apply above 6 players.
    # §6 deck size: the whole built-in pool (or every chosen deck) at 7-12: an 84-card
    # pile gives 12 players a single round.
    if players > BASE_PLAYERS:
        return TableRules(HAND, 1, 2, BONUS_CAP, ONE_TOKEN_BONUS, default_deck=None)
    # §6 official 3-player rule: at exactly 3 players: hands of 7; each non-storyteller
    # submits 2 cards (5 on the table); refill to 7.
    if players == 3 and options.get("three_player", True):
        return TableRules(THREE_PLAYER_HAND, 2, 1, None, 0)
    return TableRules(HAND, 1, 1, None, 0)


# -- scoring ----------------------------------------------------------------------

def score_round(players: int, storyteller: int, owners: dict, votes: dict, rules: TableRules):
    """Points each seat gains in one round (§4).

    ``owners``: board number -> seat; ``votes``: voter -> the board numbers his tokens name.
    Returns (gains per seat, case, finders).
    """
    story_n = next(n for n, o in owners.items() if o == storyteller)
    voters = sorted(votes)
    # §6 (7-12): A card named twice by the same voter is one vote; seed 595 counts a
    # card's votes by voter: "每有一位玩家選，該玩家便得1分" (for each player who chose it, +1).
    named = {v: set(votes[v]) for v in voters}
    # 'Let "found" mean: the voter voted for the storyteller's card'; with two tokens "Found =
    # one of his tokens is on the storyteller's card".
    finders = [v for v in voters if story_n in named[v]]
    gains = [0] * players
    others = [s for s in range(players) if s != storyteller]
    # 1. "If all voters found it, or no voter found it: storyteller scores 0; every other
    # player scores 2."
    if len(finders) in (0, len(voters)):
        case = ALL_FOUND if finders else NONE_FOUND
        gains[storyteller] += MISS_STORYTELLER
        for s in others:
            gains[s] += MISS_OTHERS
    # 2. "Otherwise (some but not all found it): storyteller scores 3; each voter who found it
    # scores 3."
    else:
        case = SOME_FOUND
        gains[storyteller] += HIT_STORYTELLER
        for v in finders:
            gains[v] += HIT_FINDER
    # 3. "Then, in every case: each non-storyteller scores +1 for every vote his own card
    # received" (3-player rule: "+1 per vote on each of his cards"; 7-12: "+1 per vote on your
    # card, maximum +3 per round").
    for s in others:
        bonus = sum(PER_VOTE for v in voters for n in named[v] if owners[n] == s)
        gains[s] += bonus if rules.bonus_cap is None else min(bonus, rules.bonus_cap)
    # 7-12: "A voter who used only one token and found the storyteller's card scores +1 extra"
    # (ruling: in every case, "all found" included, like the decoy bonus; docs/dixit.md).
    for v in finders:
        if len(named[v]) == 1:
            gains[v] += rules.one_token_bonus
    return gains, case, finders


def places(scores: list) -> list:
    """§7: 1st, 2nd and 3rd place are taken by score from high to low; ties share the
    place (tournament T16), standard competition ranking 1, 2, 2, 4."""
    return [1 + sum(1 for other in scores if other > mine) for mine in scores]


def in_layout(laid: list, layout: list) -> list:
    """The (card, owner) pairs of ``laid`` in the order of ``layout``, a list of card ids."""
    strays = [c for c, _ in laid if c not in layout]
    if strays:
        raise ArrangeError(f"card {strays[0]!r} was laid but the arranged layout {layout} does not place it")
    return sorted(laid, key=lambda pair: layout.index(pair[0]))


def card_choices(cards) -> list:
    """Choices that are cards (the phone draws them as images)."""
    return [Choice(c, ref={"card": c}) for c in cards]


def own_card_check(own: set):
    """Seed 585 "投票的玩家不能投自己剛出的那張牌" (a voter may not vote for the card he has just
    played), enforced after the tap: every voter is offered the whole board so the vote prompts
    look alike, and naming one's own card (any of one's tokens) is refused privately."""
    def check(answer: list) -> Optional[Rejection]:
        mine = [a for a in answer if a in own]
        if not mine:
            return None
        return Rejection("own_card", f"Card {mine[0]} is your own card: vote for another card.",
                         key="dixit.error.own_card", params={"n": int(mine[0])})
    return check


# -- the game -------------------------------------------------------------------

class Dixit(Game):
    id = "dixit"
    names = {"en": "Dixit", "zh-Hant": "妙語說書人", "zh-Hans": "妙语说书人"}
    # Seed 554 "遊玩人數： 3-6人"; §6 extends it to 7-12.
    min_players, max_players = 3, 12
    options = (
        OptionSpec("decks", "list", [decks.BUILTIN], "dixit.option.decks"),
        # §6 deck size | 84 at 3-6 players; the whole built-in pool (or every chosen deck)
        # at 7-12 | ... the host may shrink it: 0 (DECK_AUTO) is that default for the table.
        OptionSpec("deck_size", "int", DECK_AUTO, "dixit.option.deck_size", lo=0, hi=5000),
        # §6 typed clue | off | ... The spoken clue stays the rule.
        OptionSpec("clue", "choice", SPOKEN, "dixit.option.clue", choices=(SPOKEN, TYPED)),
        # §6 official 3-player rule | on.
        OptionSpec("three_player", "bool", True, "dixit.option.three_player"),
        # §6 winning score | 30.
        OptionSpec("target", "int", TARGET_DEFAULT, "dixit.option.target", lo=1, hi=999),
    )
    timers = {"story": 120, "clue": 120, "decoy": 90, "vote": 90}
    web = {"board": "board.js", "panel": "panel.js", "css": "style.css", "lobby": "lobby.js"}
    bots: dict = {}  # filled in by games.dixit (random and smart)

    # -- options ----------------------------------------------------------------
    def check_options(self, options: dict, players: int) -> None:
        chosen = options["decks"]
        if not chosen:
            raise OptionsError("decks is empty; choose at least one deck, e.g. [\"builtin\"].")
        have = decks.known()
        unknown = [d for d in chosen if d not in have]
        if unknown:
            raise OptionsError(f"deck {unknown[0]!r} is not known; choose from {have} or upload it first.")
        rules = table_rules(players, options)
        need = rules.cards_needed(players)
        # A match deals at most one card of a scene (setup), so the decks hold as many cards as
        # they show different scenes.
        held = len(decks.one_per_scene(decks.cards_of(chosen)))
        if held < need:
            raise OptionsError(
                f"the decks {chosen} hold {held} cards of different scenes but {players} players need "
                f"at least {need} (hands of {rules.hand} and one round of {rules.board_size(players)} "
                f"cards on the table); add a deck or upload more images.")
        if options["deck_size"] != DECK_AUTO and options["deck_size"] < need:
            raise OptionsError(
                f"deck_size {options['deck_size']} is too small for {players} players; set it to at "
                f"least {need} (hands of {rules.hand} and one round of {rules.board_size(players)} "
                f"cards on the table), or to 0 for the default.")

    # -- setup ------------------------------------------------------------------
    def setup(self, players: int, options: dict, rng) -> "DixitState":
        rules = table_rules(players, options)
        pool = decks.cards_of(options["decks"])
        # §6 deck size: the match uses ``deck_size`` distinct images (by default 84 at 3-6
        # players, every one at 7-12; capped by what the decks hold), drawn at random from the
        # chosen decks, at most one of each scene (a random one of its cards), so no two cards
        # of a deal are variants of one picture.
        rng.shuffle(pool)
        scenes = [c["id"] for c in decks.one_per_scene(pool)]
        pile = scenes[:rules.deck_size(options["deck_size"], len(scenes))]
        # Seed 570 "將84張紙牌洗勻後發予每位玩家6張手牌，其餘紙牌面朝下作為牌庫。"
        hands = [[pile.pop() for _ in range(rules.hand)] for _ in range(players)]
        st = DixitState(players=players, options=dict(options), rules=rules,
                        pile=pile, hands=hands,
                        scores=[0] * players,
                        # Seed 572 "隨機選擇一位玩家成為起始玩家。"
                        storyteller=rng.randrange(players))
        return st

    # -- an arranged setup, for tests (docs/engine.md, "Testing a game with the kit") --
    def arrange(self, st: "DixitState", rng, hands: Optional[dict] = None, pile_top: Optional[list] = None,
                storyteller: Optional[int] = None, layout: Optional[list] = None) -> None:
        """``hands``: seat -> the cards its hand starts with (the first ones; the rest stay as
        dealt); ``pile_top``: the next cards drawn, first drawn first; ``storyteller``: the first
        storyteller's seat; ``layout``: the first round's board, the card at each number from 1
        (the cards the storyteller and the others will lay). Named cards swap places with the
        cards of the deal they replace (``place_cards``)."""
        n = st.players
        stack_deal(st.hands, st.pile, hands, pile_top, st.rules.hand)
        if storyteller is not None:
            if storyteller not in range(n):
                raise ArrangeError(f"storyteller {storyteller!r} is not a seat; pick one from 0 to {n - 1}")
            st.storyteller = storyteller
        if layout is not None:
            size = st.rules.board_size(n)
            if len(set(layout)) != len(layout) or len(layout) != size or not set(layout) <= set(st.zones()):
                raise ArrangeError(f"layout {layout} must name {size} different cards of the deal, one per number")
            st.layout = list(layout)

    # -- play flow --------------------------------------------------------------
    def play(self, st: "DixitState", rng):
        while st.phase != END:
            yield from self._round(st, rng)

    def _round(self, st: "DixitState", rng):
        n, rules, teller = st.players, st.rules, st.storyteller
        others = [s for s in range(n) if s != teller]
        st.round += 1
        st.clue, st.clue_given = None, False
        st.log_add("dixit.log.round", round=st.round, storyteller={"seat": teller})

        # 1. 說書出題: "The storyteller chooses one card from hand and puts it face down"
        # (seed 577); time-out: storyteller card -> random card from hand (§3 notes).
        st.phase = STORY
        pick = yield Prompt(teller, "choose", "dixit.prompt.story_card", default=[rng.choice(st.hands[teller])],
                            choices=card_choices(st.hands[teller]), timer="story")
        st.story_card = pick[0]
        st.hands[teller].remove(st.story_card)
        st.log_add("dixit.log.card_chosen", storyteller={"seat": teller})

        # "... then gives a clue about it" (seed 577): spoken aloud, or typed and shown on the TV
        # (§6 typed clue). The decoy prompt opens only after the storyteller has
        # confirmed the card (and the clue, if typed).
        st.phase = CLUE
        if st.options["clue"] == TYPED:
            text = yield Prompt(teller, "text", "dixit.prompt.clue", default=TIMEOUT_CLUE, max_len=CLUE_MAX,
                                timer="clue")
            st.clue = " ".join(text.split())
            st.log_add("dixit.log.clue", storyteller={"seat": teller}, clue=st.clue)
        else:
            yield Prompt(teller, "confirm", "dixit.prompt.clue_spoken", default=True, timer="clue")
            st.log_add("dixit.log.clue_spoken", storyteller={"seat": teller})
        st.clue_given = True

        # 2. 進行混淆: "Every other player chooses one card from hand (two with the official
        # 3-player option) that fits the clue ... face down" (seed 580-581); simultaneous;
        # time-out: "decoy -> random card from hand".
        st.phase = DECOYS
        k = rules.cards_each
        decoys = yield [Prompt(s, "choose", "dixit.prompt.decoy" if k == 1 else "dixit.prompt.decoy_two",
                               default=rng.sample(st.hands[s], k), choices=card_choices(st.hands[s]),
                               min=k, max=k, params={"count": k}, timer="decoy")
                        for s in others]
        laid = [(st.story_card, teller)]
        for s, cards in zip(others, decoys):
            for c in cards:
                st.hands[s].remove(c)
                laid.append((c, s))
        # 3a. "When all cards are in, they are shuffled and laid face up in a row numbered 1..M"
        # (seed 582, 584); "The layout order must come from the shuffle, never from submission
        # order" (§8).
        rng.shuffle(laid)
        if st.layout:  # an arranged first layout (Dixit.arrange), after the same shuffle
            laid, st.layout = in_layout(laid, st.layout), []
        st.board = [{"n": i + 1, "card": c, "owner": o} for i, (c, o) in enumerate(laid)]
        st.story_card = None
        st.log_add("dixit.log.layout", cards=len(st.board))

        # 3b. 進行投票: "Every player except the storyteller secretly picks the number of the card
        # they think is the storyteller's. A voter may not vote for a card he submitted himself"
        # (seed 585). 7-12: "Each voter has 2 voting tokens: the first goes on one card, the
        # second is optional and goes on a different card": one or two different numbers.
        st.phase = VOTE
        ballots = yield [self._vote_prompt(st, v, rng) for v in others]
        votes = {v: [int(x) for x in b] for v, b in zip(others, ballots)}

        # 4-5. 公布解答 / 記算分數: "all votes revealed at once with names" (seed 586); the
        # storyteller's card and the owner of every card are revealed; scoring (§4).
        owners = {e["n"]: e["owner"] for e in st.board}
        gains, case, finders = score_round(n, teller, owners, votes, rules)
        self._reveal(st, votes, gains, case, finders)

        # §5: Check in this order: 30 points after scoring (no refill needed then), then
        # the pile at refill.
        leaders = [s for s in range(n) if st.scores[s] >= st.options["target"]]
        if leaders:
            st.log_add("dixit.log.target", seats=[{"seat": s} for s in leaders], target=st.options["target"])
            return self._end(st, RESULT_TARGET)
        # 6. 回合結束: "All cards on the table are removed from the game (not reshuffled). Every
        # player, storyteller included, draws back up to the hand size" (seed 601).
        st.removed += [e["card"] for e in st.board]
        st.board = []
        for s in [(teller + 1 + k) % n for k in range(n)]:
            while len(st.hands[s]) < rules.hand and st.pile:
                st.hands[s].append(st.pile.pop())
        # §5: the game ends at step 6 (refill), [when] the draw pile runs out: the refill
        # takes the last card, or there are not enough cards for every player to draw back to
        # full hand size.
        if not st.pile:
            st.log_add("dixit.log.deck_out")
            return self._end(st, RESULT_DECK_OUT)
        # "The storyteller role passes to the left neighbour" (seed 603).
        st.storyteller = (teller + 1) % n

    def _vote_prompt(self, st: "DixitState", voter: int, rng) -> Prompt:
        own = {str(e["n"]) for e in st.board if e["owner"] == voter}
        legal = [str(e["n"]) for e in st.board if str(e["n"]) not in own]
        tokens = st.rules.tokens
        # Time-out: "vote -> random legal card" (one token: the second is optional).
        return Prompt(voter, "choose", "dixit.prompt.vote" if tokens == 1 else "dixit.prompt.vote_two",
                      default=rng.sample(legal, 1),
                      choices=[Choice(str(e["n"]), ref={"card": e["card"], "n": e["n"]}) for e in st.board],
                      min=1, max=tokens, params={"tokens": tokens}, timer="vote", check=own_card_check(own))

    def _reveal(self, st: "DixitState", votes: dict, gains: list, case: str, finders: list) -> None:
        teller = st.storyteller
        tokens = [{"voter": v, "n": x} for v in sorted(votes) for x in votes[v]]
        board = [{"n": e["n"], "card": e["card"], "owner": e["owner"], "storyteller": e["owner"] == teller,
                  "votes": [t["voter"] for t in tokens if t["n"] == e["n"]]} for e in st.board]
        for s, g in enumerate(gains):
            st.scores[s] += g
        story = next(e for e in board if e["storyteller"])
        st.rounds.append({"round": st.round, "storyteller": teller, "clue": st.clue, "board": board,
                          "votes": tokens, "case": case, "found": finders, "gains": list(gains),
                          "scores": list(st.scores)})
        st.log_add("dixit.log.reveal", storyteller={"seat": teller}, n=story["n"], card={"card": story["card"]})
        st.log_add(f"dixit.log.{case}_found", found=len(finders), voters=st.players - 1)
        for s, g in enumerate(gains):
            if g:
                st.log_add("dixit.log.gain", seat={"seat": s}, points=g, score=st.scores[s])

    def _end(self, st: "DixitState", result: str) -> None:
        st.phase, st.result = END, result
        # Seed 606 "遊戲由分數最高者獲勝"; §5 default: players tied for the highest score
        # share the win.
        best = max(st.scores)
        st.winners = [s for s in range(st.players) if st.scores[s] == best]
        st.log_add("dixit.log.winners", winners=[{"seat": s} for s in st.winners], score=best)

    # -- views (see the views section at the end of the module) -----------------
    def view(self, st: "DixitState", seat: Optional[int]) -> dict:
        return game_view(st, seat)

    def outcome(self, st: "DixitState") -> dict:
        n = st.players
        return {
            "winners": list(st.winners),
            "result": st.result,
            "points": {s: st.scores[s] for s in range(n)},
            "scores": {s: st.scores[s] for s in range(n)},   # the event points (games/dixit/event.py)
            "places": {s: p for s, p in enumerate(places(st.scores))},
            "rounds": len(st.rounds),
        }

    def secrets(self, st: "DixitState"):
        return secret_facts(st)

    def highlights(self, st):
        """The summary the TV shows after the match (issue 19 point 8): games/dixit/highlights.py."""
        from .highlights import highlights
        return highlights(st)

    def conserved(self, st: "DixitState"):
        return tuple(sorted(st.zones()))

    def reference(self) -> dict:
        return {"decks": decks.known()}


# -- state ----------------------------------------------------------------------

@dataclass
class DixitState:
    players: int
    options: dict
    rules: TableRules
    pile: list                  # the draw pile, top last (secret)
    hands: list                 # per seat (secret but to the owner)
    scores: list
    storyteller: int
    phase: str = STORY
    round: int = 0
    story_card: Optional[str] = None  # the storyteller's face-down card until the layout
    clue: Optional[str] = None        # the typed clue (None when spoken)
    clue_given: bool = False
    board: list = field(default_factory=list)    # {"n", "card", "owner"} in layout order
    removed: list = field(default_factory=list)  # cards out of the game
    rounds: list = field(default_factory=list)   # the public record of every revealed round
    winners: list = field(default_factory=list)
    result: str = ""
    log: list = field(default_factory=list)
    layout: list = field(default_factory=list)   # an arranged first layout (Dixit.arrange): card per number

    def log_add(self, key: str, **params) -> None:
        self.log.append({"key": key, "params": params})

    def zones(self) -> list:
        """Every card of the match, wherever it is."""
        face_down = [self.story_card] if self.story_card else []
        return self.pile + [c for h in self.hands for c in h] + face_down + [e["card"] for e in self.board] \
            + self.removed


# -- views ----------------------------------------------------------------------

def board_view(st: DixitState, seat: Optional[int]) -> list:
    """The numbered layout: after the reveal the round record's board (owners, votes, the
    storyteller's card); before it card ids only, and to each phone the owner of its own cards
    (§8 each phone marks its owner's own card(s))."""
    if st.rounds and st.board and st.rounds[-1]["round"] == st.round:
        return list(st.rounds[-1]["board"])
    return [{"n": e["n"], "card": e["card"], **({"owner": e["owner"]} if e["owner"] == seat else {})}
            for e in st.board]


def game_view(st: DixitState, seat: Optional[int]) -> dict:
    """What ``seat`` may know (``None``: the TV)."""
    v = {
        "players": st.players,
        "phase": st.phase,
        "round": st.round,
        "storyteller": st.storyteller,
        "scores": list(st.scores),
        "target": st.options["target"],
        "pile": len(st.pile),
        "hand_counts": [len(h) for h in st.hands],
        "hand_size": st.rules.hand,
        "cards_each": st.rules.cards_each,
        "tokens": st.rules.tokens,
        "clue": {"mode": st.options["clue"], "given": st.clue_given, "text": st.clue},
        # "before the reveal the face-down submissions are shown as a count" (the storyteller's
        # card between its choice and the layout; the decoys go straight onto the board).
        "face_down": 1 if st.story_card else 0,
        "board": board_view(st, seat),
        "rounds": list(st.rounds),
        "removed": len(st.removed),
        "log": list(st.log),
    }
    if st.phase == END:
        v["winners"], v["result"], v["places"] = list(st.winners), st.result, places(st.scores)
    if seat is not None:
        v["seat"] = seat
        v["hand"] = [{"card": c} for c in st.hands[seat]]
        if st.story_card and seat == st.storyteller:
            v["story_card"] = {"card": st.story_card}
    return v


def secret_facts(st: DixitState):
    """Every card fact some seat may not know, in the shapes views use for it."""
    for s, hand in enumerate(st.hands):
        for c in hand:
            yield Secret.of([s], card=c)
    for c in st.pile:
        yield Secret.of([], card=c)
    if st.story_card:
        yield Secret.of([st.storyteller], card=st.story_card)
    revealed = bool(st.rounds) and st.rounds[-1]["round"] == st.round
    if not revealed:
        for e in st.board:
            yield Secret.of([e["owner"]], card=e["card"], owner=e["owner"])
