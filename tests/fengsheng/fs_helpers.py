"""Helpers for 风声 scenario tests: stacked hands and decks, fixed seeds, driving prompts."""

from __future__ import annotations

from games.core import Match
from games.fengsheng import GAME
from games.fengsheng import data as D
from games.fengsheng.rules import CHARACTER, PASS  # noqa: F401 (CHARACTER: for the tests)
from tests.fengsheng.fengsheng_scenario import FengshengScenario, c, chars  # noqa: F401 (chars: for the tests)

# Card ids by function/colour (data.CARDS ids).
def cards(function: str, colour: str | None = None) -> list:
    return [c["id"] for c in D.CARDS if c["function"] == function and (colour is None or c["colour"] == colour)]


LOCK = cards("lock")
LURE = cards("lure_away")
INTERCEPT = cards("intercept")
SEND_BACK = cards("send_back")
DECRYPT = cards("decrypt")
BURN = cards("burn")
SEE = cards("see_through")
PROBE = cards("probe")
ROF = cards("real_or_fake")
SECRET_RED = [c for c in cards("probe", "red")] + cards("decrypt", "red") + cards("intercept", "red")
DIRECT_BLACK = cards("lock", "black") + cards("burn", "black") + cards("see_through", "black")


def probe_card(identity: str, action: str, colour: str = "red") -> int:
    return next(c["id"] for c in D.CARDS if c["function"] == "probe" and c["colour"] == colour
                and c["probe"]["identity"] == identity and c["probe"]["action"] == action)


def setup(players: int, *, hands: dict | None = None, identities: list | None = None, first: int = 0,
          deck_top: list | None = None, characters: list | None = None, intel: dict | None = None,
          seed: int = 1, options: dict | None = None) -> Match:
    """A match past the draft from an arranged setup (FengSheng.arrange; ``deck_top[0]`` is drawn
    first). Unlisted hands are empty; every card not placed stays in the deck (conserved)."""
    return FengshengScenario(players, hands=hands, identities=identities, first=first, deck_top=deck_top,
                             characters=characters, intel=intel, seed=seed, options=options).match


def face_up(m, *seats):
    """Turn these seats' characters face up (a hidden character that revealed earlier)."""
    for s in seats:
        m.state.face_up[s] = m.state.shown[s] = True


def open_prompts(m, key=None, seat=None):
    return [p for p in m.prompts if (key is None or p.key == key) and (seat is None or p.seat == seat)]


def legal(p) -> list:
    """The choices of prompt ``p`` its check accepts (the buttons are the same for every seat;
    what a seat may not do is refused after the tap)."""
    return [ch.id for ch in p.choices if p.validate([ch.id]) is None]


def answer(m, seat: int, ans, key=None):
    (p,) = open_prompts(m, key, seat)
    problem = m.submit(seat, p.id, ans)
    assert problem is None, problem
    return p


def window(m, acting: dict | None = None, react: bool = True):
    """Answer one open response/fixed window: seats in ``acting`` give their answer, the rest pass.
    With ``react``, the uniform reaction prompts (R14) that follow are passed too."""
    acting = acting or {}
    ps = list(m.prompts)
    assert ps and all(p.key == "fengsheng.prompt.window" for p in ps), [p.key for p in ps]
    for p in ps:
        problem = m.submit(p.seat, p.id, acting.get(p.seat, [PASS]))
        assert problem is None, problem
    while react and m.prompts and all(p.key == "fengsheng.prompt.reaction" for p in m.prompts):
        for p in list(m.prompts):
            assert m.submit(p.seat, p.id, [PASS]) is None


def use_as(m, seat: int, function: str):
    """Answer the "use as" question of a card that a face-up character may convert."""
    answer(m, seat, [function], "fengsheng.prompt.use_as")


def pass_until(m, key: str, seat: int | None = None, limit: int = 200):
    """Pass every window until a prompt with ``key`` (for ``seat``) is open."""
    for _ in range(limit):
        if open_prompts(m, key, seat):
            return open_prompts(m, key, seat)[0]
        assert not m.finished, "the match ended"
        window(m)
    raise AssertionError(f"no {key} prompt")


def send(m, seat: int, cid: int, target: int | None = None):
    """From the sender's play phase: go to sending and send ``cid`` (to ``target`` for 直达)."""
    answer(m, seat, ["send"], "fengsheng.prompt.play")
    answer(m, seat, c(cid), "fengsheng.prompt.send")
    if target is not None:
        answer(m, seat, [str(target)], "fengsheng.prompt.direct_target")


def lock_and_react(m, sent: int, lock: int):
    """Seat 0 sends ``sent`` and locks seat 1 with ``lock``; nobody answers the lock. Returns seat 1's
    reaction prompt (R14)."""
    to_play(m, 0)
    send(m, 0, sent)
    window(m, {0: c(lock)})
    answer(m, 0, ["1"], "fengsheng.prompt.target.lock")
    window(m, react=False)
    (p,) = open_prompts(m, "fengsheng.prompt.reaction", 1)
    return p


def to_play(m, seat: int = 0):
    return pass_until(m, "fengsheng.prompt.play", seat)
