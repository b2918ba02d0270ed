"""Avalon 阿瓦隆 (The Resistance: Avalon, 聖杯之旅): rules, flow and views.

Authority: ``docs/rules/avalon.md`` (cited as §x; it cites seed 000 lines
494-550). Every ruling there is stated above the code that implements it.

Module order (as OpenSpiel's kuhn_poker): constants, data tables, the game
(options, setup, play flow, outcome), the state, then views and secrets.

Who-knows-what is data in the state: ``night[seat]`` holds the facts a seat
learnt at the reveal and ``lady_results[seat]`` the facts its Lady checks gave
it, already in the canonical shapes ``{"seat": s, "side": x}`` and
``{"seat": s, "merlin_or_morgana": True}``. Views copy those lists; ``secrets``
reads them, so a view can never show a fact that ``secrets`` does not allow.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from games.core import Choice, Game, OptionSpec, OptionsError, Prompt, Rejection, Secret, seat_choices
from games.core.game import ArrangeError

# -- constants ------------------------------------------------------------------

GOOD, EVIL = "good", "evil"

MERLIN, PERCIVAL, SERVANT = "merlin", "percival", "servant"
ASSASSIN, MORGANA, MORDRED, OBERON, MINION = "assassin", "morgana", "mordred", "oberon", "minion"

# Phases, as the views name them.
NIGHT, LADY, PROPOSE, VOTE, QUEST, ASSASSINATE, END = (
    "night", "lady", "propose", "vote", "quest", "assassinate", "end")

APPROVE, REJECT = "approve", "reject"
SUCCESS, FAIL = "success", "fail"

QUESTS = 5
WINS_NEEDED = 3          # seed 502: the first side to three quests
MAX_REJECTIONS = 5       # §3.5a: the 5th consecutive rejection in one quest

# -- data tables ----------------------------------------------------------------

# §2.1 Faction sizes: players -> (Good, Evil).
SIDES = {5: (3, 2), 6: (4, 2), 7: (4, 3), 8: (5, 3), 9: (6, 3), 10: (6, 4)}

# §2.2 Team size per quest and Fail cards needed: players -> ((size, fails needed) x 5).
# `**` = this quest fails only if at least 2 Fail cards are played. Every other quest
#  (all quests at 5-6 players, and quests 1, 2, 3, 5 at 7-10 players) fails on 1 Fail card.
QUEST_TABLE = {
    5: ((2, 1), (3, 1), (2, 1), (3, 1), (3, 1)),
    6: ((2, 1), (3, 1), (4, 1), (3, 1), (4, 1)),
    7: ((2, 1), (3, 1), (3, 1), (4, 2), (4, 1)),
    8: ((3, 1), (4, 1), (4, 1), (5, 2), (5, 1)),
    9: ((3, 1), (4, 1), (4, 1), (5, 2), (5, 1)),
    10: ((3, 1), (4, 1), (4, 1), (5, 2), (5, 1)),
}

# Evil players who open their eyes together. §4.1: every Evil role sees "the other
# Evil players except Oberon"; seed 526: Oberon "does not reveal himself when the minions
# recognise each other".
EVIL_TOGETHER = (ASSASSIN, MORGANA, MORDRED, MINION)

# §4.1 "Who knows what at the reveal": role -> (side, roles it sees, how they are shown).
# "side": each seen player as {"seat", "side": "evil"} (Evil players learn *who* is Evil,
# not which Evil role each holds; Merlin likewise sees "Evil", not roles).
# "merlin_or_morgana": each seen player as {"seat", "merlin_or_morgana": True}, unlabelled.
ROLE_TABLE = {
    # Merlin: "the set of Evil players except Mordred; Oberon is shown" (seed 520, 526, 528).
    MERLIN: (GOOD, (ASSASSIN, MORGANA, OBERON, MINION), "side"),
    # Percival: "two players 'Merlin or Morgana', unlabelled, in random order" (seed 522, 532).
    PERCIVAL: (GOOD, (MERLIN, MORGANA), "merlin_or_morgana"),
    # Loyal Servant 亞瑟王的騎士: "nothing" (seed 534).
    SERVANT: (GOOD, (), None),
    ASSASSIN: (EVIL, EVIL_TOGETHER, "side"),
    MORGANA: (EVIL, EVIL_TOGETHER, "side"),
    # Mordred "opens eyes with the minions, no thumb for Merlin" (seed 528).
    MORDRED: (EVIL, EVIL_TOGETHER, "side"),
    # Oberon: "nobody; the other Evil players do not see him either" (seed 526).
    OBERON: (EVIL, (), None),
    MINION: (EVIL, EVIL_TOGETHER, "side"),
}

OPTIONAL_EVIL = (MORGANA, MORDRED, OBERON)
ROLE_ORDER = (MERLIN, PERCIVAL, SERVANT, ASSASSIN, MORGANA, MORDRED, OBERON, MINION)

RESULT_GOOD = "avalon.result.good_wins"
RESULT_THREE_FAILS = "avalon.result.evil_three_fails"
RESULT_FIVE_REJECTIONS = "avalon.result.evil_five_rejections"
RESULT_ASSASSINATED = "avalon.result.merlin_assassinated"

LEADER_CHOICES = ("random",) + tuple(str(s) for s in range(10))

# The two grail cards every quest member holds (seed 000 l.506).
QUEST_CARDS = (Choice(SUCCESS, "avalon.choice.success"), Choice(FAIL, "avalon.choice.fail"))
# Seed 000 l.508: loyal knights can only hand over the true grail.
GOOD_MUST_SUCCEED = Rejection("good_must_succeed", "Loyal servants of Arthur must play Success: pick Success.",
                              "avalon.error.good_must_succeed")


def side_of(role: str) -> str:
    return ROLE_TABLE[role][0]


def quest_card_rule(role: str):
    """The check on a quest card played by ``role``: a Good player's Fail is refused
    (seed 000 l.508); an Evil player may play either card."""
    if side_of(role) == EVIL:
        return None
    return lambda answer: GOOD_MUST_SUCCEED if FAIL in answer else None


def lady_active(options: dict, players: int) -> bool:
    """§6: Lady on / off / on only at 7+."""
    return options["lady"] == "on" or (options["lady"] == "7plus" and players >= 7)


def clockwise(start: int, count: int, players: int) -> list:
    """``count`` seats from ``start`` clockwise (§0: left neighbour = s+1)."""
    return [(start + k) % players for k in range(count)]


# -- the game -------------------------------------------------------------------

class Avalon(Game):
    id = "avalon"
    names = {"en": "Avalon", "zh-Hant": "阿瓦隆", "zh-Hans": "阿瓦隆"}
    min_players, max_players = 5, 10
    options = (
        OptionSpec("percival", "bool", False, "avalon.option.percival"),
        # §6: Morgana is only meaningful with Percival (recommended pairing): allowed
        # alone all the same (she is then an ordinary Minion); the label recommends the pairing.
        OptionSpec("morgana", "bool", False, "avalon.option.morgana"),
        OptionSpec("mordred", "bool", False, "avalon.option.mordred"),
        OptionSpec("oberon", "bool", False, "avalon.option.oberon"),
        # Ruling (§6): the Lady is on by default at every player count because the seed
        # describes it as a regular step of the game (seed lines 512-517).
        OptionSpec("lady", "choice", "on", "avalon.option.lady", choices=("on", "off", "7plus")),
        OptionSpec("lady_official_start", "bool", False, "avalon.option.lady_official_start"),
        OptionSpec("lady_official_targets", "bool", False, "avalon.option.lady_official_targets"),
        # §2.4 Default (sources silent): the first Leader is a uniformly random seat.
        # The host may instead pick the first Leader.
        OptionSpec("first_leader", "choice", "random", "avalon.option.first_leader", choices=LEADER_CHOICES),
        OptionSpec("narrated_night", "bool", False, "avalon.option.narrated_night"),
        # §7 Ruling (tie-break count): a 'Merlin assassination' is credited to the player
        # who held the Assassin role ... Host option: credit every Evil player of that game.
        OptionSpec("assassin_credit", "choice", "assassin", "avalon.option.assassin_credit",
                   choices=("assassin", "all_evil")),
    )
    # §5.2 Time limit 5 minutes (seed line 543, a competition rule; host may change it).
    timers = {"night": 90, "propose": 240, "vote": 90, "quest": 60, "lady": 120, "assassinate": 300}
    web = {"board": "board.js", "panel": "panel.js", "css": "style.css"}
    bots: dict = {}  # filled in by games.avalon (random and smart)

    # -- options ----------------------------------------------------------------
    def check_options(self, options: dict, players: int) -> None:
        evil = SIDES[players][1]
        chosen = [r for r in OPTIONAL_EVIL if options[r]]
        # §2.3.4 optional Evil roles chosen must be at most (Evil count - 1) (the Assassin
        # takes one Evil slot) ... Reject a configuration that does not fit.
        if len(chosen) > evil - 1:
            raise OptionsError(
                f"{players} players have {evil} Evil seats: the Assassin and at most {evil - 1} "
                f"optional Evil role{'s' if evil - 1 != 1 else ''}, but {len(chosen)} are on "
                f"({', '.join(chosen)}). Turn off {len(chosen) - (evil - 1)} of them or add players.")
        leader = options["first_leader"]
        if leader != "random" and int(leader) >= players:
            raise OptionsError(
                f"first_leader is seat {leader} but there are only {players} players (seats 0-{players - 1}); "
                f"pick a seat from 0 to {players - 1} or 'random'.")

    # -- setup ------------------------------------------------------------------
    def setup(self, players: int, options: dict, rng) -> "AvalonState":
        good_n, evil_n = SIDES[players]
        # §2.3: Merlin and the Assassin are always in the game; optional roles replace a
        # Loyal Servant / a Minion; "fill the rest" with Servants and Minions.
        good = [MERLIN] + ([PERCIVAL] if options["percival"] else [])
        evil = [ASSASSIN] + [r for r in OPTIONAL_EVIL if options[r]]
        deck = good + [SERVANT] * (good_n - len(good)) + evil + [MINION] * (evil_n - len(evil))
        lineup = list(deck)
        # §2.3.5 Deal: shuffle the N role cards with the match's seeded generator; one per
        # seat, secret.
        rng.shuffle(deck)
        if options["first_leader"] == "random":
            leader = rng.randrange(players)
        else:
            leader = int(options["first_leader"])
        return self._deal(players, options, lineup, deck, leader, rng)

    def _deal(self, players: int, options: dict, lineup: list, deck: list, leader: int, rng) -> "AvalonState":
        """The state of a match whose role cards lie as ``deck`` says, with its first Leader."""
        night = [self._night_knowledge(deck, s, rng) for s in range(players)]
        st = AvalonState(
            players=players, options=dict(options), roles=deck, lineup=lineup,
            quests=[{"quest": k + 1, "size": size, "fails_needed": need, "result": None,
                     "successes": None, "fails": None, "team": None}
                    for k, (size, need) in enumerate(QUEST_TABLE[players])],
            leader=leader, lady_on=lady_active(options, players), night=night,
            lady_results=[[] for _ in range(players)],
            me=[{"seat": s, "role": r, "side": side_of(r)} for s, r in enumerate(deck)],
        )
        # Host option "official Lady start" (§4.3.1): give the token at setup to the right
        # neighbour of the first Leader.
        if st.lady_on and options["lady_official_start"]:
            self._give_lady(st, (leader - 1) % players)
        return st

    def arrange(self, st: "AvalonState", rng, roles: Optional[list] = None, leader: Optional[int] = None) -> None:
        """A deal chosen by a test (docs/engine.md, "Testing a game with the kit"): ``roles``, one
        role id per seat, the line-up the options deal in any order; ``leader``, the first
        Leader's seat. What each seat learns at night and the official Lady start follow from
        them as the setup makes them."""
        roles = list(st.roles if roles is None else roles)
        if sorted(roles) != sorted(st.lineup):
            raise ArrangeError(f"roles {roles} are not the line-up these options deal, {sorted(st.lineup)}: "
                               f"arrange those {st.players} role cards or change the options")
        leader = st.leader if leader is None else leader
        if leader not in range(st.players):
            raise ArrangeError(f"leader {leader!r} is not a seat; pick one from 0 to {st.players - 1}")
        vars(st).update(vars(self._deal(st.players, st.options, st.lineup, roles, leader, rng)))

    @staticmethod
    def _night_knowledge(roles: list, seat: int, rng) -> list:
        """§4.1: the facts ``seat``'s phone shows at the reveal."""
        _, sees, shown = ROLE_TABLE[roles[seat]]
        seen = [s for s, r in enumerate(roles) if s != seat and r in sees]
        if shown == "merlin_or_morgana":
            # "two players 'Merlin or Morgana', unlabelled, in random order, so he cannot tell
            # which is which ... If Morgana is not in the game, only Merlin is shown".
            rng.shuffle(seen)
            return [{"seat": s, "merlin_or_morgana": True} for s in seen]
        return [{"seat": s, "side": side_of(roles[s])} for s in seen]

    # -- play flow --------------------------------------------------------------
    def play(self, st: "AvalonState", rng):
        n = st.players
        # §2.5: Every player confirms 'seen' (simultaneous); the game begins when all have
        # confirmed.
        yield [Prompt(s, "confirm", "avalon.prompt.night", default=True, timer="night",
                      progress="count") for s in range(n)]
        st.log_add("avalon.log.night_over")

        for k in range(QUESTS):
            st.quest = k
            size, need = QUEST_TABLE[n][k]
            # §3.0: the Lady check happens before the first team proposal of quest k
            # for k in {3, 4, 5} (seed 512: "只有在當次任務開始分發任務牌前，才使用湖中女神").
            if st.lady_on and k >= 2:
                yield from self._lady(st)

            while True:
                # 3.1 Team proposal: "Leader chooses exactly the quest's team size; may include self".
                st.phase, st.team = PROPOSE, []
                st.log_add("avalon.log.leader", leader={"seat": st.leader}, quest=k + 1,
                           attempt=st.attempt + 1, size=size)
                pick = yield Prompt(
                    st.leader, "choose", "avalon.prompt.propose",
                    # §3 note: time-out default Leader proposal -> the Leader plus the next
                    # seats clockwise.
                    default=[str(s) for s in clockwise(st.leader, size, n)],
                    choices=seat_choices(range(n)), min=size, max=size,
                    params={"quest": k + 1, "size": size}, timer="propose")
                st.team = sorted(int(s) for s in pick)

                # 3.3 Team vote: "every player, including the Leader, votes Approve or Reject";
                # prompting is uniform (every seat is prompted).
                st.phase = VOTE
                ballots = yield [Prompt(
                    s, "choose", "avalon.prompt.vote",
                    choices=[Choice(APPROVE, "avalon.choice.approve"), Choice(REJECT, "avalon.choice.reject")],
                    # "vote -> Reject is a poor default because it can hand Evil the 5-rejection win;
                    #  use Approve on time-out".
                    default=[APPROVE], params={"quest": k + 1, "attempt": st.attempt + 1,
                                               "leader": {"seat": st.leader}}, timer="vote")
                    for s in range(n)]
                votes = [b[0] for b in ballots]
                approvals = votes.count(APPROVE)
                # 3.4 "Approved if Approve votes > N/2 (strict majority); a tie rejects".
                approved = approvals * 2 > n
                st.history.append({"quest": k + 1, "attempt": st.attempt + 1, "leader": st.leader,
                                   "team": list(st.team), "votes": votes, "approvals": approvals,
                                   "approved": approved})
                if approved:
                    # 3.5b "vote-track resets to 0; go to 3.6".
                    st.attempt = 0
                    st.log_add("avalon.log.approved", approve=approvals, reject=n - approvals)
                    break
                # 3.5a "vote-track +1; Leader token passes to the left neighbour; back to 3.1 (same
                # quest, no new Lady check). If this was the 5th consecutive rejection in this
                # quest, Evil wins immediately".
                st.attempt += 1
                st.log_add("avalon.log.rejected", approve=approvals, reject=n - approvals, track=st.attempt)
                if st.attempt >= MAX_REJECTIONS:
                    return self._end(st, EVIL, RESULT_FIVE_REJECTIONS)
                st.leader = (st.leader + 1) % n

            # 3.6 Quest. Seed 000 l.506: each team member takes the grail cards ("拿到任務標記的玩家便也取得
            # 聖杯牌"), so every member holds Success and Fail, and every phone offers both: a glance at a
            # phone must not show a side (issue 12 §1; DESIGN.md "No leaks at a glance"). Seed 000 l.508
            # "忠心耿耿騎士們只能將任務成功的聖杯牌遞給亞瑟王，邪惡爪牙們則可以任選" is enforced after the tap:
            # a Good player's Fail is refused privately and he picks again.
            st.phase = QUEST
            cards = yield [Prompt(s, "choose", "avalon.prompt.quest", choices=list(QUEST_CARDS),
                                  default=[SUCCESS], params={"quest": k + 1}, timer="quest",
                                  check=quest_card_rule(st.roles[s]))
                           for s in st.team]
            # 3.7 "only the numbers of Success and Fail cards are shown, never who played which":
            # the cards are counted here and never stored per seat.
            fails = sum(1 for c in cards if c[0] == FAIL)
            # 3.8 "quest fails if Fail count >= needed (1, or 2 on quest 4 at 7+ players)".
            failed = fails >= need
            st.quests[k] = {"quest": k + 1, "size": size, "fails_needed": need,
                            "result": FAIL if failed else SUCCESS, "successes": size - fails,
                            "fails": fails, "team": list(st.team)}
            st.log_add("avalon.log.quest_failed" if failed else "avalon.log.quest_succeeded",
                       quest=k + 1, successes=size - fails, fails=fails)
            st.team = []
            # 3.9 "3 failed quests -> Evil wins. 3 successful quests -> go to Assassination".
            results = [q["result"] for q in st.quests]
            if results.count(FAIL) >= WINS_NEEDED:
                return self._end(st, EVIL, RESULT_THREE_FAILS)
            if results.count(SUCCESS) >= WINS_NEEDED:
                yield from self._assassination(st)
                return
            # 3.10 "Leader token passes to the left neighbour; next quest".
            st.leader = (st.leader + 1) % n

    def _give_lady(self, st: "AvalonState", seat: int) -> None:
        st.lady_holder = seat
        st.lady_holders.append(seat)
        st.log_add("avalon.log.lady_holder", holder={"seat": seat})

    def _lady(self, st: "AvalonState"):
        n = st.players
        if st.lady_holder is None:
            # Ruling (§4.3.1): at the start of quest 3 (before any proposal), the token goes
            # to the right neighbour of the Leader of quest 3 (seed 512: "由當時的亞瑟王右方玩家擁有").
            self._give_lady(st, (st.leader - 1) % n)
        holder = st.lady_holder
        # Ruling (§4.3.5): a player who has already been checked may not be checked again
        # (seed line 517); the holder cannot check himself. Under this ruling the very first holder
        # may be checked later. Host option 'official Lady targets': also exclude every player who
        # has ever held the token, including the first holder.
        barred = {holder, *st.lady_checked}
        if st.options["lady_official_targets"]:
            barred.update(st.lady_holders)
        targets = [s for s in range(n) if s not in barred]
        st.phase = LADY
        pick = yield Prompt(holder, "choose", "avalon.prompt.lady", default=[str(targets[0])],
                            choices=seat_choices(targets), params={"quest": st.quest + 1}, timer="lady")
        target = int(pick[0])
        # 4.3.3 "The target's loyalty only (blue = Good, red = Evil; never the role) is shown
        # privately to the holder ... the server does this automatically, so the target makes no
        # choice and cannot lie."
        st.lady_results[holder].append({"seat": target, "side": side_of(st.roles[target])})
        st.lady_checked.append(target)
        # 3.0 "choice of target public; result secret to holder".
        st.lady_passes.append({"quest": st.quest + 1, "holder": holder, "target": target})
        st.log_add("avalon.log.lady_check", holder={"seat": holder}, target={"seat": target})
        # 4.3.4 "Passing: the token moves to the checked player, who uses it at the next quest".
        st.lady_holder = target
        st.lady_holders.append(target)

    def _assassination(self, st: "AvalonState"):
        n = st.players
        assassin = st.roles.index(ASSASSIN)
        merlin = st.roles.index(MERLIN)
        # §5.2.1 All Evil players reveal themselves: the TV shows every Evil player (Oberon
        # included) and which one is the Assassin.
        st.phase = ASSASSINATE
        st.assassination = {
            "assassin": {"seat": assassin, "role": ASSASSIN},
            "evil": [{"seat": s, "side": EVIL} for s in range(n) if side_of(st.roles[s]) == EVIL],
            "target": None,
        }
        st.log_add("avalon.log.assassination", assassin={"seat": assassin})
        good = [s for s in range(n) if side_of(st.roles[s]) == GOOD]
        # 5.2.3 "Default (sources silent): if the Assassin has not named anyone when the time runs
        # out, the shot misses and Good wins". The time-out answer is therefore a deterministic
        # legal pick that misses: the first Good seat that is not Merlin. (Prompt defaults are
        # never sent to phones, so this reveals nothing.)
        miss = next(s for s in good if s != merlin)
        # 5.2.4 "The Assassin names exactly one Good player on the phone (Evil players are not
        # selectable, they are revealed)."
        pick = yield Prompt(assassin, "choose", "avalon.prompt.assassinate", default=[str(miss)],
                            choices=seat_choices(good), timer="assassinate")
        target = int(pick[0])
        st.assassination = dict(st.assassination, target=target)
        st.log_add("avalon.log.assassin_names", assassin={"seat": assassin}, target={"seat": target})
        # 5.2.5 "If the named player is Merlin, Evil (red) wins; otherwise Good (blue) wins."
        if target == merlin:
            self._end(st, EVIL, RESULT_ASSASSINATED)
        else:
            self._end(st, GOOD, RESULT_GOOD)

    def _end(self, st: "AvalonState", side: str, result: str) -> None:
        st.phase, st.winner, st.result = END, side, result
        st.team = []
        # §5.3 After the end the TV reveals every role and the full quest and vote history.
        st.reveal = list(st.me)
        st.log_add(result)

    # -- views (see the views section at the end of the module) -----------------
    def view(self, st: "AvalonState", seat: Optional[int]) -> dict:
        return game_view(st, seat)

    def outcome(self, st: "AvalonState") -> dict:
        n = st.players
        winners = [s for s in range(n) if side_of(st.roles[s]) == st.winner]
        assassin = st.roles.index(ASSASSIN)
        named = st.result == RESULT_ASSASSINATED
        # §7 tie-break credit: the Assassin, or (host option) every Evil player.
        if not named:
            credit = []
        elif st.options["assassin_credit"] == "all_evil":
            credit = [s for s in range(n) if side_of(st.roles[s]) == EVIL]
        else:
            credit = [assassin]
        return {
            "winners": winners,
            "result": st.result,
            "winning_side": st.winner,
            "roles": {s: r for s, r in enumerate(st.roles)},
            "sides": {s: side_of(r) for s, r in enumerate(st.roles)},
            "assassin": assassin,
            "merlin": st.roles.index(MERLIN),
            "assassin_target": None if st.assassination is None else st.assassination["target"],
            "merlin_assassinated_by": assassin if named else None,
            "merlin_assassination_credit": credit,
            "scores": {s: int(s in winners) for s in range(n)},   # the event points (games/avalon/event.py)
        }

    def secrets(self, st: "AvalonState"):
        return secret_facts(st)

    def highlights(self, st):
        """The summary the TV shows after the match (issue 19 point 8): games/avalon/highlights.py."""
        from .highlights import highlights
        return highlights(st)

    def conserved(self, st: "AvalonState"):
        return tuple(sorted(st.roles))


# -- state ----------------------------------------------------------------------

@dataclass
class AvalonState:
    players: int
    options: dict
    roles: list                 # role id per seat (secret)
    lineup: list                # the role cards in the game, unshuffled (public)
    quests: list                # per quest: the public record (replaced, never mutated)
    leader: int
    lady_on: bool
    night: list                 # per seat: facts learnt at the reveal
    lady_results: list          # per seat: facts its Lady checks gave it
    me: list                    # per seat: {"seat", "role", "side"}
    phase: str = NIGHT
    quest: int = 0              # index of the current quest
    attempt: int = 0            # the vote track: rejections in the current quest
    team: list = field(default_factory=list)
    history: list = field(default_factory=list)   # every proposal with its named votes
    lady_holder: Optional[int] = None
    lady_holders: list = field(default_factory=list)
    lady_checked: list = field(default_factory=list)
    lady_passes: list = field(default_factory=list)
    assassination: Optional[dict] = None
    winner: Optional[str] = None
    result: str = ""
    reveal: list = field(default_factory=list)
    log: list = field(default_factory=list)

    def log_add(self, key: str, **params) -> None:
        self.log.append({"key": key, "params": params})


# -- views ----------------------------------------------------------------------

def game_view(st: AvalonState, seat: Optional[int]) -> dict:
    """What ``seat`` may know (``None``: the TV). Lists are shallow copies of records that
    are replaced, never mutated, so a view stays valid after the state moves on."""
    v = {
        "players": st.players,
        "phase": st.phase,
        "quest": st.quest + 1,
        "quests": list(st.quests),
        "leader": st.leader,
        "vote_track": st.attempt,
        "max_rejections": MAX_REJECTIONS,
        "team": list(st.team),
        "history": list(st.history),
        "lady": {"enabled": st.lady_on, "holder": st.lady_holder, "passes": list(st.lady_passes)},
        # §8 lobby: role line-up (which optional roles are in) (no seats attached).
        "lineup": st.lineup,
        "narrated_night": st.options["narrated_night"],
        "log": list(st.log),
    }
    if st.assassination is not None:
        v["assassination"] = st.assassination
    if st.phase == END:
        v["winner"], v["result"], v["reveal"] = st.winner, st.result, st.reveal
    if seat is not None:
        v["me"] = st.me[seat]
        v["night"] = list(st.night[seat])
        v["lady_results"] = list(st.lady_results[seat])
    return v


def secret_facts(st: AvalonState):
    """Every role / side / "Merlin or Morgana" fact with the seats that may know it now.
    A fact every seat may know (the Evil team and the Assassin at the assassination,
    everything at the end) is public, so it is not a secret: the TV may show it."""
    if st.phase == END:
        return  # §5.3: the TV reveals every role.
    n = st.players
    knows_side = [{s} for s in range(n)]
    knows_candidate: dict = {}
    for reader in range(n):
        for fact in st.night[reader] + st.lady_results[reader]:
            if "side" in fact:
                knows_side[fact["seat"]].add(reader)
            else:
                knows_candidate.setdefault(fact["seat"], {fact["seat"]}).add(reader)
    # 5.2.1 at the assassination: every Evil player, and which one is the Assassin, is public.
    revealed = st.assassination is not None
    for s, r in enumerate(st.roles):
        if not (revealed and r == ASSASSIN):
            yield Secret.of({s}, seat=s, role=r)
        if not (revealed and side_of(r) == EVIL):
            yield Secret.of(knows_side[s], seat=s, side=side_of(r))
    for s, readers in knows_candidate.items():
        yield Secret.of(readers, seat=s, merlin_or_morgana=True)
