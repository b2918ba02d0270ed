"""Avalon bots. They see only their seat's MatchView and the prompt, like a phone.

- ``random``: the core RandomBot (any legal answer).
- ``smart``: a heuristic player of either side.

The smart bot reasons over *hypotheses*: every set of seats that could be the Evil
team given what its seat knows (its own side, its night knowledge, its Lady results,
Percival's "one of these two is Morgana") and the public record (a quest with f Fail
cards had at least f Evil players on it). Each hypothesis is weighted: Evil players
on a successful quest make it less likely, and seats that voted for teams that later
failed (or against teams that later succeeded) are a little more suspect. From the
weights it gets each seat's chance of being Evil and each team's chance of passing.

Good: proposes itself plus the least suspect seats; approves a team whose chance of
passing is close to the best team it could imagine (the bar drops as the vote track
rises, and it always approves the 5th proposal of a quest, whose rejection loses).
Merlin plays on what he knows but now and then approves an early, harmless team with
a known Evil player so that his votes do not point straight at him.

Evil: proposes itself plus seats that look clean to the table; approves teams with
enough Evil to fail and rejects the rest; on a quest exactly the needed number of
the Evil players it knows on the team play Fail (the lowest seats, so teammates agree
without talking); keeps the Lady inside the Evil team when it can; the Assassin
names the Good player whose early votes and proposals avoided Evil best.
"""

from __future__ import annotations

from itertools import combinations

from games.core.bots import Bot, RandomBot

from .rules import (APPROVE, EVIL, FAIL, GOOD, MAX_REJECTIONS, MERLIN, MORGANA, OBERON, REJECT,
                    SUCCESS, side_of)

EVIL_ON_SUCCESS = 0.3     # likelihood factor per Evil player on a quest that succeeded
EXTRA_EVIL_ON_FAIL = 0.8  # per Evil player beyond the Fail cards seen
APPROVED_FAIL = 1.5       # vote evidence: approved a team that then failed
REJECTED_SUCCESS = 1.15   # rejected a team that then succeeded
MERLIN_BLEND = 0.3
EVIL_BLEND = 0.25         # chance Evil approves an early clean team
EVIL_APPROVES = (0.35, 0.75)  # chance an Evil player approves a team that cannot / can fail        # chance Merlin approves an early, harmless team with known Evil

_MASKS: dict = {}


def _masks(n: int, e: int) -> list:
    """Every set of ``e`` seats out of ``n`` as a bit mask (cached per size)."""
    key = (n, e)
    if key not in _MASKS:
        _MASKS[key] = [sum(1 << s for s in c) for c in combinations(range(n), e)]
    return _MASKS[key]


def _mask(seats) -> int:
    m = 0
    for s in seats:
        m |= 1 << s
    return m


class Beliefs:
    """Weighted hypotheses about who is Evil, from one seat's point of view."""

    def __init__(self, table: dict, evil_known=(), good_known=(), pair=()):
        n = table["players"]
        e = sum(1 for r in table["lineup"] if side_of(r) == EVIL)
        self.n = n
        must, never = _mask(evil_known), _mask(good_known)
        pair_mask = _mask(pair) if len(pair) == 2 else 0
        quests = [(_mask(q["team"]), q["fails"], q["result"] == SUCCESS)
                  for q in table["quests"] if q["result"] is not None]
        prior = self._vote_prior(table, n)
        # Votes read under each hypothesis: Evil tends to approve teams that can fail and to
        # reject teams that cannot (Good votes are taken as uninformative).
        votes = []
        for p in table["history"]:
            need = table["quests"][p["quest"] - 1]["fails_needed"]
            votes.append((_mask(p["team"]), need,
                          _mask(s for s, v in enumerate(p["votes"]) if v == APPROVE)))
        ratio = [[(EVIL_APPROVES[d] / 0.5) ** a * ((1 - EVIL_APPROVES[d]) / 0.5) ** (e - a)
                  for a in range(e + 1)] for d in (0, 1)]
        hyps = []
        for m in _masks(n, e):
            if m & must != must or m & never:
                continue
            if pair_mask and (m & pair_mask).bit_count() != 1:
                continue
            w = 1.0
            for tmask, fails, succeeded in quests:
                k = (m & tmask).bit_count()
                if k < fails:
                    w = 0.0
                    break
                w *= EVIL_ON_SUCCESS ** k if succeeded else EXTRA_EVIL_ON_FAIL ** (k - fails)
            if w:
                for tmask, need, amask in votes:
                    w *= ratio[(m & tmask).bit_count() >= need][(m & amask).bit_count()]
                for s in range(n):
                    if m >> s & 1:
                        w *= prior[s]
                hyps.append((m, w))
        if not hyps:  # inconsistent evidence (cannot happen with honest data): stay agnostic
            hyps = [(m, 1.0) for m in _masks(n, e)]
        total = sum(w for _, w in hyps)
        self.hyps = [(m, w / total) for m, w in hyps]
        self.evil = [sum(w for m, w in self.hyps if m >> s & 1) for s in range(n)]

    @staticmethod
    def _vote_prior(table: dict, n: int) -> list:
        prior = [1.0] * n
        results = {q["quest"]: q["result"] for q in table["quests"]}
        for p in table["history"]:
            if not p["approved"] or results.get(p["quest"]) is None:
                continue
            failed = results[p["quest"]] == FAIL
            for s, vote in enumerate(p["votes"]):
                if failed and vote == APPROVE:
                    prior[s] *= APPROVED_FAIL
                elif not failed and vote == REJECT:
                    prior[s] *= REJECTED_SUCCESS
        return prior

    def p_pass(self, team, need: int) -> float:
        """Chance that ``team`` holds fewer than ``need`` Evil players."""
        t = _mask(team)
        return sum(w for m, w in self.hyps if (m & t).bit_count() < need)

    def least_suspect(self, seats, k: int, rng) -> list:
        ranked = sorted(seats, key=lambda s: (self.evil[s], rng.random()))
        return ranked[:k]


class SmartBot(Bot):
    def __init__(self, seat, rng=None):
        super().__init__(seat, rng)
        self._cache: dict = {}

    # -- what the seat knows --------------------------------------------------
    def _beliefs(self, table: dict, public: bool = False) -> Beliefs:
        """Private beliefs (``public``: only what the whole table knows)."""
        key = (public, len(table["history"]), tuple(q["result"] for q in table["quests"]),
               len(table["lady_results"]))
        if key not in self._cache:
            if len(self._cache) > 8:
                self._cache.clear()
            if public:
                self._cache[key] = Beliefs(table)
            else:
                self._cache[key] = Beliefs(table, *self._known(table))
        return self._cache[key]

    def _known(self, table: dict):
        me = table["me"]
        evil, good, pair = set(), set(), []
        if me["side"] == GOOD:
            good.add(me["seat"])
        else:
            evil.add(me["seat"])
        for fact in table["night"] + table["lady_results"]:
            if "side" in fact:
                (evil if fact["side"] == EVIL else good).add(fact["seat"])
            else:
                pair.append(fact["seat"])
        if pair:
            if MORGANA in table["lineup"]:
                pair = pair if len(pair) == 2 else []
            else:  # only Merlin is shown: he is Good
                good.update(pair)
                pair = []
        if me["side"] == EVIL and me["role"] != OBERON and OBERON not in table["lineup"]:
            good.update(s for s in range(table["players"]) if s not in evil)
        return evil, good, pair

    def _evil_team(self, table: dict) -> set:
        """Evil players this (Evil) seat knows, itself included."""
        me = table["me"]
        return {me["seat"]} | {f["seat"] for f in table["night"] if f.get("side") == EVIL}

    # -- answers --------------------------------------------------------------
    def answer(self, view: dict, prompt: dict):
        table = view["table"]
        kind = prompt["key"].rsplit(".", 1)[-1]
        ids = [c["id"] for c in prompt.get("choices", [])]
        if kind == "night":
            return True
        if table.get("me", {}).get("side") == EVIL:
            handler = getattr(self, "_evil_" + kind, None)
        else:
            handler = getattr(self, "_good_" + kind, None)
        if handler is None:
            return RandomBot.answer(self, view, prompt)
        return handler(table, prompt, ids)

    # Good ----------------------------------------------------------------------
    def _good_propose(self, table, prompt, ids):
        size, me = prompt["max"], self.seat
        b = self._beliefs(table)
        others = [s for s in range(table["players"]) if s != me]
        return [str(s) for s in [me] + b.least_suspect(others, size - 1, self.rng)]

    def _good_vote(self, table, prompt, ids):
        if table["vote_track"] >= MAX_REJECTIONS - 1:
            return [APPROVE]  # rejecting the 5th proposal hands Evil the game
        q = table["quests"][table["quest"] - 1]
        team, need = table["team"], q["fails_needed"]
        b = self._beliefs(table)
        others = [s for s in range(table["players"]) if s != self.seat]
        best = [self.seat] + b.least_suspect(others, q["size"] - 1, self.rng)
        ok = b.p_pass(team, need) >= b.p_pass(best, need) * (0.85 - 0.2 * table["vote_track"]) - 1e-9
        if table["me"]["role"] == MERLIN and not ok:
            # Blend in: an early team whose known Evil cannot fail it alone, or quest 1, is
            # sometimes approved so that Merlin's votes are not a perfect Evil detector.
            known = sum(1 for s in team if b.evil[s] > 0.99)
            if (table["quest"] == 1 or known < need) and self.rng.random() < MERLIN_BLEND:
                ok = True
        return [APPROVE if ok else REJECT]

    def _good_quest(self, table, prompt, ids):
        return [SUCCESS]

    def _good_lady(self, table, prompt, ids):
        b = self._beliefs(table)
        # The most uncertain seat teaches the most.
        return [max(ids, key=lambda i: (-abs(b.evil[int(i)] - 0.5), self.rng.random()))]

    # Evil ----------------------------------------------------------------------
    def _evil_propose(self, table, prompt, ids):
        size, me = prompt["max"], self.seat
        need = table["quests"][table["quest"] - 1]["fails_needed"]
        mates = self._evil_team(table) - {me}
        pub = self._beliefs(table, public=True)
        team = [me]
        if need > 1 and mates:
            team += pub.least_suspect(mates, need - 1, self.rng)
        rest = [s for s in range(table["players"]) if s not in team and s not in mates]
        team += pub.least_suspect(rest, size - len(team), self.rng)
        if len(team) < size:
            team += [s for s in range(table["players"]) if s not in team][: size - len(team)]
        return [str(s) for s in team]

    def _evil_vote(self, table, prompt, ids):
        need = table["quests"][table["quest"] - 1]["fails_needed"]
        on_team = len(self._evil_team(table) & set(table["team"]))
        if on_team >= need:
            return [APPROVE]
        good_wins = sum(1 for q in table["quests"] if q["result"] == SUCCESS)
        # Now and then approve a clean team early, so that votes alone do not give Evil away.
        blend = good_wins < 2 and table["vote_track"] < MAX_REJECTIONS - 1
        return [APPROVE if blend and self.rng.random() < EVIL_BLEND else REJECT]

    def _evil_quest(self, table, prompt, ids):
        need = table["quests"][table["quest"] - 1]["fails_needed"]
        if table["me"]["role"] == OBERON:
            return [FAIL]  # Oberon knows no teammate: he must fail on his own
        mine = sorted(self._evil_team(table) & set(table["team"]))
        if len(mine) >= need and self.seat in mine[:need]:
            return [FAIL]
        return [SUCCESS]

    def _evil_lady(self, table, prompt, ids):
        mates = [i for i in ids if int(i) in self._evil_team(table)]
        if mates:
            return [self.rng.choice(mates)]  # the token stays with Evil
        pub = self._beliefs(table, public=True)
        return [min(ids, key=lambda i: (pub.evil[int(i)], self.rng.random()))]

    def _evil_assassinate(self, table, prompt, ids):
        evil = {f["seat"] for f in table["assassination"]["evil"]}
        results = {q["quest"]: q["result"] for q in table["quests"]}
        score = {int(i): 0.0 for i in ids}
        for p in table["history"]:
            known = sum(1 for k in range(1, p["quest"]) if results.get(k) is not None)
            w = 1.0 / (1 + known)  # early play, before any quest result, is Merlin's tell
            dirty = bool(evil & set(p["team"]))
            for s in score:
                vote = p["votes"][s]
                if dirty:
                    score[s] += w if vote == REJECT else -w
                else:
                    score[s] += 0.5 * w if vote == APPROVE else -0.5 * w
            if p["leader"] in score:
                score[p["leader"]] += w if not dirty else -1.5 * w
        return [str(max(score, key=lambda s: (score[s], self.rng.random())))]
