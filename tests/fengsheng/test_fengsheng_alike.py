"""风声's share of simultaneous prompts look alike (issue 12 §1, docs/engine.md §9): every seat of
a response window or reaction gets the same kind of prompt whatever its hand or covered character,
what a neighbour sees depends only on public information, the prompt says what it answers, and no
phone buzzes for it."""

import os
import random
import re

from games.core import Match
from games.core.alike import shape
from games.core.bots import RandomBot
from games.core.window import run_stack
from games.fengsheng import GAME
from tests.fengsheng.fengsheng_scenario import FengshengScenario, c
from tests.fengsheng.fs_helpers import CHARACTER, INTERCEPT, LOCK, cards

RED_SECRET = cards("probe", "red")[0]
WINDOW = "fengsheng.prompt.window"
WEB = os.path.join(os.path.dirname(__file__), "..", "..", "games", "fengsheng", "web")


def window_batches(players: int, seed: int, options=None):
    """Every window batch of a random match, each with the TV's view at the moment it opened."""
    m = Match(GAME, players, options, seed)
    bots = [RandomBot(s, random.Random(seed * 31 + s)) for s in range(players)]
    newest = -1
    while not m.finished:
        ps = list(m.prompts)
        if ps and ps[0].key == WINDOW and max(p.id for p in ps) > newest:
            newest = max(p.id for p in ps)
            yield ps, m.view(None)["table"], [list(h) for h in m.state.hands]
        p = ps[0]
        answer_ = bots[p.seat].answer(m.view(p.seat), p.as_dict())
        if m.submit(p.seat, p.id, answer_) is not None:
            m.submit(p.seat, p.id, p.default)


def test_every_seat_of_a_window_gets_pass_its_hand_and_its_character_and_nothing_else_differs():
    batches = 0
    for players, seed in ((3, 1), (5, 2), (7, 3)):
        for ps, tv, hands in window_batches(players, seed):
            batches += 1
            # the same kind, key, min, max, optional, timer and progress for every seat; and params
            assert len({shape(p)[:-1] for p in ps}) == 1 and len({repr(p.params) for p in ps}) == 1
            for p in ps:
                assert [ch.id for ch in p.choices] == ["pass"] + [f"c{x}" for x in hands[p.seat]] + [CHARACTER]
                # the only difference, the number of buttons, is the hand size the TV shows everyone
                assert len(p.choices) == tv["seats"][p.seat]["hand"] + 2
    assert batches > 50
    assert "fengsheng.prompt.window" in GAME.unalike_prompts


def test_a_card_that_cannot_be_used_now_is_refused_after_the_tap_and_the_prompt_stays_open():
    t = FengshengScenario(3, hands={0: [RED_SECRET], 2: [LOCK[0]]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    (p,) = t.open_prompts(WINDOW, 2)
    problem = t.refusal(2, c(LOCK[0]), WINDOW)          # 锁定 is the sender's alone (R15)
    assert (problem.code, problem.key) == ("not_now", "fengsheng.error.not_now")
    assert t.refusal(2, [CHARACTER], WINDOW).code == "not_now"     # a covered 老枪 cannot act here
    assert t.open_prompts(WINDOW, 2) == [p] and t.legal(p) == ["pass"] and p.auto_pass
    t.window()


def test_the_reaction_step_looks_the_same_whatever_the_covered_character():
    lock = cards("lock", "blue")[0]
    shapes = {}
    for ch in ("laoqiang", "laogui", "shanling", "heimeigui"):
        t = FengshengScenario(3, hands={0: [RED_SECRET, lock]}, characters=["laoqiang", ch, "laoqiang"], seed=4)
        p = t.lock_and_react(RED_SECRET, lock)
        shapes[ch] = (shape(p), tuple(x.id for x in p.choices), repr(p.params), p.as_dict()["progress"])
        assert (t.legal(p) == ["pass", CHARACTER]) == (ch in ("laoqiang", "laogui"))
    assert len(set(shapes.values())) == 1, shapes


def test_a_window_says_what_it_answers_the_same_for_every_seat():
    t = FengshengScenario(4, hands={0: [RED_SECRET, LOCK[0]], 2: [INTERCEPT[0]]},
                          characters=["laoqiang", "laoqiang", "emeifeng", "laoqiang"])
    t.to_play(0)
    t.send(0, RED_SECRET)
    about = {p.params["about"]["key"] for p in t.match.prompts}
    assert about == {"fengsheng.about.in_transit"}
    assert t.match.prompts[0].params["about"]["params"] == {"sender": 0, "method": "secret", "recipient": 1}
    t.window({0: c(LOCK[0])})
    t.answer(0, ["1"], "fengsheng.prompt.target.lock")
    # a card used on a player: who used what, on whom (and the card's public face in "top")
    assert all(p.params["about"] == {"key": "fengsheng.about.card_on",
                                     "params": {"function": "lock", "user": 0, "target": 1}} for p in t.match.prompts)
    assert t.match.prompts[0].params["top"]["card"]["card"] == LOCK[0]
    t.window()
    t.window({2: [CHARACTER]})
    # a skill: named by the skill (峨嵋风's reveal, which counts as 截获)
    assert all(p.params["about"] == {"key": "fengsheng.about.skill",
                                     "params": {"skill": "emeifeng_reveal", "user": 2}} for p in t.match.prompts)
    t.window()


def test_window_and_reaction_prompts_are_hidden_so_no_phone_buzzes_for_them():
    t = FengshengScenario(3, hands={0: [RED_SECRET, LOCK[0]]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    assert {p.as_dict()["progress"] for p in t.match.prompts} == {"hidden"}
    t.window()
    t = FengshengScenario(3, hands={0: [RED_SECRET, LOCK[0]]})
    assert t.lock_and_react(RED_SECRET, LOCK[0]).as_dict()["progress"] == "hidden"
    # the panel never buzzes on its own: the shell decides, and stays silent for hidden prompts
    for name in ("panel.js", "cards.js", "board.js", "lobby.js"):
        with open(os.path.join(WEB, name), encoding="utf-8") as f:
            assert not re.search(r"\bbuzz\s*\(|vibrate", f.read()), name


def test_a_nested_stack_run_resolves_only_its_own_items():
    # docs/engine.md §4: a resolution may start its own run on the same stack (a skill triggered
    # while a card resolves); it stops at its base and leaves the outer item to the outer run.
    stack, resolved = [], []
    run = dict(anchor_of=lambda it: 0, order=lambda a: [1], ask=lambda s, top: f"window on {top}",
               is_pass=lambda a: a == "pass", push=lambda s, a: "outer-top")

    def resolve(item):
        resolved.append(item)
        if item == "outer-top":
            yield from run_stack(stack, "nested", resolve=resolve, **run)
            assert stack == ["outer-bottom"]

    flow = run_stack(stack, "outer-bottom", resolve=resolve, **run)
    asked = [flow.send(None)]
    for answer_ in ("act", "pass", "pass", "pass"):       # one seat acts once, then passes every window
        try:
            asked.append(flow.send([answer_]))
        except StopIteration:
            break
    assert asked == [["window on outer-bottom"], ["window on outer-top"], ["window on nested"],
                     ["window on outer-bottom"]]
    assert resolved == ["outer-top", "nested", "outer-bottom"] and stack == []
