"""Small games that exercise engine features no registered game uses yet.

Zap: each player holds Zap and Negate cards. On your turn you may Zap another
player (they lose a point). Anyone may answer a Zap or a Negate with a Negate;
the last played resolves first, and a Negate cancels the item below it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.core import Choice, Game, Prompt, Secret, priority_order, run_stack, seat_choices
from games.core.bots import Bot

PASS = "pass"


@dataclass
class ZapState:
    players: int
    hands: list
    points: list
    turn: int = 0
    rounds: int = 0
    stack: list = field(default_factory=list)
    log: list = field(default_factory=list)


@dataclass
class Item:
    seat: int
    card: str          # zap | negate
    target: int = -1   # zap: a seat
    cancelled: bool = False


class Zap(Game):
    id = "zap"
    names = {"en": "Zap", "zh-Hant": "電擊", "zh-Hans": "电击"}
    min_players, max_players = 2, 6
    rounds = 2

    def setup(self, players, options, rng):
        # Everyone starts with a Zap, so seat 0 always has a first decision.
        hands = [["zap"] + [rng.choice(["zap", "negate"]) for _ in range(3)] for _ in range(players)]
        return ZapState(players, hands, [5] * players)

    def arrange(self, st: ZapState, rng, hands=None):
        """``hands``: each seat's cards, replacing the dealt ones (the toy game conserves nothing)."""
        for seat, cards in enumerate(hands or []):
            st.hands[seat] = list(cards)

    def play(self, st: ZapState, rng):
        while st.rounds < self.rounds:
            me = st.turn
            if "zap" in st.hands[me]:
                targets = [s for s in range(st.players) if s != me]
                ch = [Choice(PASS, "zap.pass")] + seat_choices(targets)
                pick = yield Prompt(me, "choose", "zap.who", default=[PASS], choices=ch)
                if pick != [PASS]:
                    st.hands[me].remove("zap")
                    yield from run_stack(
                        st.stack, Item(me, "zap", int(pick[0])),
                        anchor_of=lambda it: it.seat,
                        order=lambda a: priority_order(a, range(st.players), st.players),
                        ask=lambda s, top: self._ask_negate(st, s), is_pass=lambda a: a == [PASS],
                        push=lambda s, a: self._push(st, s), resolve=lambda it: self._resolve(st, it))
            st.turn = (st.turn + 1) % st.players
            if st.turn == 0:
                st.rounds += 1

    def _ask_negate(self, st, seat):
        # Everyone is asked; those without a Negate may only pass (and are auto-passed).
        holds = "negate" in st.hands[seat]
        ch = [Choice(PASS), Choice("negate")] if holds else [Choice(PASS)]
        return Prompt(seat, "choose", "zap.negate?", default=[PASS], choices=ch, optional=True,
                      progress="hidden", auto_pass=not holds, timer="response")

    def _push(self, st, seat):
        st.hands[seat].remove("negate")
        return Item(seat, "negate")

    def _resolve(self, st, item):
        if item.cancelled:
            st.log.append(("fizzle", item.seat, item.card))
            return
        if item.card == "negate":
            st.stack[-1].cancelled = True
            st.log.append(("negate", item.seat))
        else:
            st.points[item.target] -= 1
            st.log.append(("zap", item.seat, item.target))

    def view(self, st, seat):
        v = {"points": list(st.points), "turn": st.turn,
             "stack": [{"seat": i.seat, "card": i.card} for i in st.stack],
             "hand_sizes": [len(h) for h in st.hands]}
        if seat is not None:
            v["hand"] = {"seat": seat, "cards": sorted(st.hands[seat])}
        return v

    def outcome(self, st):
        best = max(st.points)
        return {"winners": [s for s, p in enumerate(st.points) if p == best], "result": "zap.done"}

    def secrets(self, st):
        for s in range(st.players):
            yield Secret.of([s], seat=s, cards=sorted(st.hands[s]))

    def conserved(self, st):
        return None


class NegateHappyBot(Bot):
    """Plays Negate whenever it can (to drive deep stacks in tests)."""

    def answer(self, view, prompt):
        ids = [c["id"] for c in prompt["choices"]]
        if "negate" in ids and "negate" in view["table"]["hand"]["cards"]:
            return ["negate"]
        return [ids[-1]] if prompt["key"] == "zap.who" else [PASS]


ZAP = Zap()
ZAP.bots = {"negate": NegateHappyBot}
ZAP.timers = {"response": 30}
GAME = ZAP
