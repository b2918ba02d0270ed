"""The engine toolkit: prompts, matches, replay, and response windows with a stack."""

import json
import random

import orjson
import pytest

from games import REGISTRY, get_game
from games.core import Choice, Keeping, Match, OptionsError, Prompt, RandomBot, priority_order
from games.core.testing import Scenario, as_sent
from server import wire
from tests.conformance import find_leak, run_conformant_match
from tests.toygames import PASS, ZAP


def zap_match(hands, players=3, seed=1) -> Scenario:
    """A Zap match whose seats hold ``hands`` (Zap.arrange)."""
    return Scenario(ZAP, players, None, seed, arrange={"hands": hands})


def window_answers(t, acting: dict):
    """Answer one response window: seats in ``acting`` play negate, the rest pass."""
    t.answer_all(lambda p: ["negate"] if acting.get(p.seat) else [PASS])


def test_last_played_resolves_first():
    # A zaps C; B negates the zap; C negates B's negate: C's resolves first, B's fizzles, the zap lands.
    t = zap_match([["zap"], ["negate"], ["negate"]])
    t.answer(0, ["2"])
    window_answers(t, {1: True})
    window_answers(t, {2: True})
    assert [i.card for i in t.state.stack] == ["zap", "negate", "negate"]
    t.pass_all()   # nobody answers C's negate: it resolves
    t.pass_all()   # window on B's (cancelled) negate
    t.pass_all()   # window on the zap
    assert t.state.log == [("negate", 2), ("fizzle", 1, "negate"), ("zap", 0, 2)]
    assert t.table_of(None)["points"] == [5, 5, 4]


def test_only_the_earliest_in_priority_order_is_taken_and_the_others_keep_their_cards():
    t = zap_match([["zap"], ["negate"], ["negate"]])
    t.answer(0, ["1"])
    window_answers(t, {1: True, 2: True})
    assert [(i["seat"], i["card"]) for i in t.table_of(None)["stack"]] == [(0, "zap"), (1, "negate")]
    assert t.table_of(2)["hand"]["cards"] == ["negate"]


def test_priority_starts_after_the_anchor_and_ends_with_it():
    assert priority_order(2, range(5), 5) == [3, 4, 0, 1, 2]
    assert priority_order(2, [0, 2, 4], 5) == [4, 0, 2]


def test_every_seat_is_prompted_in_a_window_and_the_table_does_not_show_who_answered():
    t = zap_match([["zap"], [], ["negate"]])
    t.answer(0, ["1"])
    assert t.seats_asked() == [0, 1, 2]
    assert all(p.progress == "hidden" for p in t.prompts())
    assert t.view_of(None)["waiting"] == [] and t.view_of(None)["progress"] is None
    no_card = t.prompt_of(1)
    assert no_card.auto_pass and t.choices_of(1) == [PASS]


def test_an_illegal_answer_gets_a_typed_reason_and_changes_nothing():
    t = zap_match([["zap"], [], []])
    before = t.match.fingerprint()
    for bad, code in [(["9"], "unknown_choice"), ("1", "bad_answer"), (["1", "2"], "wrong_count"),
                      ([], "wrong_count"), (["1", "1"], "duplicate_choice"), (None, "bad_answer")]:
        r = t.refusal(0, bad)
        assert r is not None and r.code == code, (bad, r)
        assert r.message
    assert t.match.fingerprint() == before and t.match.inputs == []


def test_a_seat_cannot_answer_another_seats_prompt_or_a_closed_one():
    m = zap_match([["zap"], [], []]).match
    (p,) = m.prompts
    # another seat's prompt and one that never was get the very same refusal (docs/protocol.md)
    assert m.submit(1, p.id, ["1"]) == m.submit(0, p.id + 100, ["1"]) and m.submit(1, p.id, ["1"]).code == "stale_prompt"
    assert m.submit(0, p.id, ["1"]) is None
    assert m.submit(0, p.id, ["1"]).code == "stale_prompt"  # answered once, never twice


def test_an_arranged_match_replays_from_the_same_arrangement():
    t = zap_match([["zap"], ["negate"], ["negate"]])
    t.answer(0, ["2"])
    window_answers(t, {1: True})
    t.assert_replays()
    # Without the arrangement the same inputs land on the hands the seed dealt.
    first = t.match.inputs[:1]
    arranged = Match.replay(ZAP, 3, None, 1, first, arrange=t.match.arrange)
    assert Match.replay(ZAP, 3, None, 1, first).fingerprint() != arranged.fingerprint()


def test_replaying_the_input_log_reproduces_the_state():
    played = run_conformant_match(ZAP, 4, 7)
    again = Match.replay(ZAP, 4, None, 7, [i.as_dict() for i in played.inputs])
    assert again.fingerprint() == played.fingerprint()


def test_the_toy_game_conforms_at_every_player_count():
    for n in range(ZAP.min_players, ZAP.max_players + 1):
        for seed in range(30):
            run_conformant_match(ZAP, n, seed)


def test_views_hold_only_the_readers_hand():
    t = zap_match([["zap"], ["negate"], ["zap", "negate"]])
    fact = (("cards", ["negate"]), ("seat", 1))
    assert find_leak(json.loads(json.dumps(t.view_of(1))), fact)
    assert not find_leak(json.loads(json.dumps(t.view_of(0))), fact)
    assert not find_leak(json.loads(json.dumps(t.view_of(None))), fact)
    t.assert_sees(1, seat=1, cards=["negate"]).assert_hidden(0, seat=1, cards=["negate"])
    t.assert_hidden(None, seat=1, cards=["negate"])


def test_options_are_checked_with_a_message_that_says_how_to_fix_them():
    with pytest.raises(OptionsError, match="2-6 players"):
        Match(ZAP, 9, None, 0)
    with pytest.raises(OptionsError, match="no option 'speed'"):
        Match(ZAP, 3, {"speed": 2}, 0)


def test_prompt_kinds_check_their_answer_shapes():
    text = Prompt(0, "text", "k", default="x", max_len=5)
    assert text.validate("hello") is None
    assert text.validate("hello!").code == "too_long"
    assert text.validate("  ").code == "empty_text"
    order = Prompt(0, "order", "k", default=["a", "b"], choices=[Choice("a"), Choice("b")])
    assert order.validate(["b", "a"]) is None
    assert order.validate(["a"]).code == "bad_order"
    confirm = Prompt(0, "confirm", "k", default=True)
    assert confirm.validate(True) is None and confirm.validate(1).code == "bad_answer"
    with pytest.raises(ValueError):
        Prompt(0, "dance", "k", default=None)


def test_run_stack_push_may_ask_before_the_item_goes_on_the_stack():
    """``push`` may be a generator (asking the winner of a window, e.g. for a target) that returns
    the new item, or None to put nothing on the stack."""
    from games.core import run_stack

    stack, log = [], []

    def ask(seat, top):
        return Prompt(seat, "choose", "k", default=["pass"], choices=[Choice("pass"), Choice("go")])

    def push(seat, answer):
        pick = yield Prompt(seat, "choose", "target", default=["x"], choices=[Choice("x"), Choice("y")])
        return None if pick == ["y"] else ("item", seat, pick[0])

    flow = run_stack(stack, ("first", 0), anchor_of=lambda it: it[1], order=lambda a: [1],
                     ask=ask, is_pass=lambda a: a == ["pass"], push=push, resolve=log.append)
    batch = flow.send(None)
    assert [p.key for p in batch] == ["k"]
    p = flow.send([["go"]])            # seat 1 acts: push asks it for a target
    assert p.key == "target"
    batch = flow.send(["x"])           # the item goes on the stack; a window opens on it
    assert stack == [("first", 0), ("item", 1, "x")]
    batch = flow.send([["go"]])        # seat 1 acts again but declines at the target: nothing pushed
    assert flow.send(["y"])[0].key == "k" and len(stack) == 2
    flow.send([["pass"]])
    try:
        flow.send([["pass"]])
    except StopIteration:
        pass
    assert log == [("item", 1, "x"), ("first", 0)]


# Tables kept as the server keeps them (encoded), read back to compare with one built afresh.
as_built = Keeping(wire.encode, orjson.loads)


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_the_table_the_server_reuses_is_the_table_a_fresh_view_builds_at_every_step(game_id):
    """The server keeps each reader's table until the rules move on (games/core/match.py): at every
    step of a random match, for every reader, the kept table equals one built afresh, and an answer
    that leaves its batch open (a pass, a vote) builds none."""
    game = get_game(game_id)
    players = min(game.max_players, max(game.min_players, 4))
    m = Match(game, players, None, 3)
    bots = [RandomBot(s, random.Random(s)) for s in range(players)]
    readers = [None, *range(players)]
    kept_while_open = left_open = 0
    for _ in range(400):
        if m.finished:
            break
        before = {s: m.view(s, keep=as_built)["table"] for s in readers}
        batch_open = len(m.prompts) > 1
        p = m.prompts[0]
        answer = bots[p.seat].answer(m.view(p.seat), m.view(p.seat)["prompts"][0])
        if m.submit(p.seat, p.id, answer) is not None:
            m.submit(p.seat, p.id, p.default)
        for s in readers:
            # a game's own_view (games/core/game.py) joins the TV's part and the seat's own keys: the same table
            assert m.view(s, keep=as_built) == {**m.view(s), "table": as_sent(m.view(s)["table"])}, (game_id, s)
        if batch_open:
            left_open += 1
            kept_while_open += all(m.view(s, keep=as_built)["table"] is before[s] for s in readers)
    assert kept_while_open == left_open
