"""风声 scenario tests in the rulebook's words: the kit's Scenario (games/core/testing.py) with the
steps of a turn (to the play phase, sending a cable, a response window nobody or some answer).

``FengshengScenario(4, hands={0: [...]}, deck_top=[...], characters=chars(4, s1="..."))`` starts
past the draft from that arrangement (FengSheng.arrange): every seat a covered 老枪 unless told
(no skill interferes), seat 0 first, and a seat not named in ``hands`` / ``intel`` holds nothing
(``discard``: the whole discard pile; every card not placed lies in the deck).
"""

from __future__ import annotations

from games.core.testing import Scenario
from games.fengsheng import GAME
from games.fengsheng.rules import ACCEPT, PASS

WINDOW, REACTION = "fengsheng.prompt.window", "fengsheng.prompt.reaction"


def chars(n: int, **at) -> list:
    """Characters for ``n`` seats: covered 老枪 (no skill interferes) but ``s<seat>=<character>``."""
    out = ["laoqiang"] * n
    for s, ch in at.items():
        out[int(s[1:])] = ch
    return out


def c(cid: int) -> list:
    """The answer naming card ``cid``."""
    return [f"c{cid}"]


class FengshengScenario(Scenario):
    def __init__(self, players: int, *, hands=None, identities=None, first: int = 0, deck_top=None,
                 characters=None, intel=None, face_up=None, status=None, discard=None, seed: int = 1,
                 options=None):
        arrange = {"characters": characters or chars(players), "hands": hands or {}, "intel": intel or {},
                   "deck_top": deck_top or [], "first": first}
        arrange.update({k: v for k, v in (("identities", identities), ("face_up", face_up),
                                          ("status", status), ("discard", discard)) if v is not None})
        super().__init__(GAME, players, options, seed, arrange=arrange)

    # -- what a seat may do ---------------------------------------------------------------
    def open_prompts(self, key: str = "", seat=None) -> list:
        return [p for p in self.prompts(key) if seat is None or p.seat == seat]

    def legal(self, prompt) -> list:
        """The choices of the open ``prompt`` its check takes alone (the buttons are alike for
        every seat; what a seat may not do is refused after the tap)."""
        return self.accepted_choices(prompt.seat, prompt.key)

    # -- a turn, step by step ---------------------------------------------------------------
    def window(self, acting=None, react: bool = True) -> "FengshengScenario":
        """One open response window: the seats of ``acting`` give their answer, the rest pass;
        with ``react``, the reaction prompts (R14) that follow are passed too."""
        keys = [p.key for p in self.prompts()]
        assert keys and all(k == WINDOW for k in keys), keys
        self.answer_all(lambda p: (acting or {}).get(p.seat, [PASS]), WINDOW)
        while react and self.prompts() and all(p.key == REACTION for p in self.prompts()):
            self.answer_all([PASS], REACTION)
        return self

    def pass_until(self, key: str, seat=None, limit: int = 200):
        """Every window passes until a prompt with ``key`` (for ``seat``) is open; returns it."""
        for _ in range(limit):
            waiting = self.open_prompts(key, seat)
            if waiting:
                return waiting[0]
            assert not self.finished, "the match ended"
            self.window()
        raise AssertionError(f"no {key} prompt")

    def to_play(self, seat: int = 0):
        return self.pass_until("fengsheng.prompt.play", seat)

    def use_as(self, seat: int, function: str) -> "FengshengScenario":
        """Answer the "use as" question of a card that a face-up character may convert."""
        return self.answer(seat, [function], "fengsheng.prompt.use_as")

    def send(self, seat: int, cid: int, target=None) -> "FengshengScenario":
        """From the sender's play phase: go to sending and send ``cid`` (to ``target`` for 直达)."""
        self.answer(seat, ["send"], "fengsheng.prompt.play")
        self.answer(seat, c(cid), "fengsheng.prompt.send")
        if target is not None:
            self.answer(seat, [str(target)], "fengsheng.prompt.direct_target")
        return self

    def lock_and_react(self, sent: int, lock: int):
        """Seat 0 sends ``sent`` and locks seat 1 with ``lock``; nobody answers the lock. Returns seat
        1's reaction prompt (R14)."""
        self.to_play(0)
        self.send(0, sent)
        self.window({0: c(lock)})
        self.answer(0, ["1"], "fengsheng.prompt.target.lock")
        self.window(react=False)
        return self.prompt_of(1, REACTION)

    def deliver(self, sender: int, target: int, card: int) -> "FengshengScenario":
        """``sender`` sends ``card`` (a 直达) to ``target``, who accepts it."""
        self.to_play(sender)
        self.send(sender, card, target=target)
        self.pass_until("fengsheng.prompt.decide", target)
        return self.answer(target, [ACCEPT])
