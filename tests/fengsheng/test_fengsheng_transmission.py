"""§3 Intelligence transmission: methods, the three steps, return to sender, accept/refuse."""

from games.fengsheng.rules import ACCEPT, REFUSE, PASS
from tests.fengsheng.fs_helpers import (CHARACTER, DECRYPT, DIRECT_BLACK, INTERCEPT, LOCK, LURE, SEE, SEND_BACK, answer,
                                        c, cards, legal, open_prompts, pass_until, send, setup, to_play, window)

RED_SECRET = cards("probe", "red")[0]
BLUE_TEXT = cards("send_back", "blue")[0]
RED_DIRECT = cards("lock", "red")[0]
DECIDE = "fengsheng.prompt.decide"


def test_r10_every_living_player_is_prompted_at_once_hidden_and_idle_seats_auto_pass():
    m = setup(4, hands={0: [RED_SECRET], 1: [INTERCEPT[0]]})
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    ps = m.prompts
    assert sorted(p.seat for p in ps) == [0, 1, 2, 3]
    assert all(p.progress == "hidden" and p.optional and p.default == [PASS] for p in ps)
    assert m.waiting() == [] and m.progress() is None
    by = {p.seat: p for p in ps}
    # every seat has pass, its hand and its character; seat 2 may only pass, seat 1 may intercept
    assert [ch.id for ch in by[2].choices] == [PASS, CHARACTER] and legal(by[2]) == [PASS]
    assert by[2].auto_pass and not by[1].auto_pass
    assert [ch.id for ch in by[1].choices] == [PASS] + c(INTERCEPT[0]) + [CHARACTER]
    assert legal(by[1]) == [PASS] + c(INTERCEPT[0])


def test_secret_cable_goes_seat_by_seat_face_down_and_the_sender_must_accept_it_back():
    m = setup(3, hands={0: [RED_SECRET]})
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    tv = m.view(None)["table"]
    assert tv["transit"]["card"] == {"hidden": True} and tv["transit"]["method"] == "secret"
    assert "transit_card" in m.view(0)["table"] and "transit_card" not in m.view(1)["table"]
    pass_until(m, DECIDE, 1)
    answer(m, 1, [REFUSE])
    pass_until(m, DECIDE, 2)
    answer(m, 2, [REFUSE])
    # back at the sender: an in-transit window, then a forced accept (§3.3.3), no decide prompt
    window(m)
    assert m.state.intel[0] == [RED_SECRET]
    assert m.state.transit is None


def test_text_travels_face_up():
    m = setup(3, hands={0: [BLUE_TEXT]})
    to_play(m, 0)
    send(m, 0, BLUE_TEXT)
    assert m.view(None)["table"]["transit"]["card"]["card"] == BLUE_TEXT
    pass_until(m, DECIDE, 1)
    answer(m, 1, [ACCEPT])
    assert m.state.intel[1] == [BLUE_TEXT]


def test_r16_direct_goes_to_the_chosen_player_and_if_refused_back_to_the_sender():
    m = setup(4, hands={0: [RED_DIRECT]})
    to_play(m, 0)
    send(m, 0, RED_DIRECT, target=2)
    assert m.state.transit["recipient"] == 2
    pass_until(m, DECIDE, 2)
    answer(m, 2, [REFUSE])
    window(m)  # in transit back to the sender
    assert m.state.intel[0] == [RED_DIRECT]


def test_decide_step_allows_nothing_and_only_the_recipient_is_asked():
    m = setup(3, hands={0: [RED_SECRET], 2: [cards("burn")[0]]}, intel={1: [DIRECT_BLACK[0]]})
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    pass_until(m, DECIDE, 1)
    assert [p.seat for p in m.prompts] == [1]


def test_r15_lock_forces_the_locked_recipient_to_accept():
    lock = LOCK[0]
    m = setup(3, hands={0: [RED_SECRET, lock]})
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    window(m, {0: c(lock)})
    answer(m, 0, ["1"], "fengsheng.prompt.target.lock")
    window(m)            # response window on the lock: nobody answers, it resolves
    assert m.state.locks == [1]
    window(m)            # the in-transit window again: a full round with nothing pending
    window(m)            # arrived window
    assert m.state.intel[1] == [RED_SECRET]  # forced accept, no decide prompt


def test_lock_is_not_usable_before_sending_r15():
    m = setup(3, hands={0: [RED_SECRET, LOCK[0]]})
    p = to_play(m, 0)
    assert c(LOCK[0])[0] in [ch.id for ch in p.choices] and c(LOCK[0])[0] not in legal(p)
    assert m.submit(0, p.id, c(LOCK[0])).code == "not_now"      # refused after the tap


def test_r19_lure_skips_the_lured_player():
    lure = LURE[0]
    m = setup(3, hands={0: [RED_SECRET], 2: [lure]})
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    window(m, {2: c(lure)})
    answer(m, 2, ["1"], "fengsheng.prompt.target.lure_away")
    window(m)
    assert m.state.lured == [1]
    window(m)                      # in-transit round ends: 1 is lured, the card heads for 2
    assert m.state.transit["recipient"] == 2
    pass_until(m, DECIDE, 2)
    answer(m, 2, [ACCEPT])
    assert m.state.intel[2] == [RED_SECRET]


def test_lure_on_a_direct_target_sends_the_card_back_to_the_sender_000_108():
    lure = LURE[0]
    m = setup(4, hands={0: [RED_DIRECT], 3: [lure]})
    to_play(m, 0)
    send(m, 0, RED_DIRECT, target=2)
    window(m, {3: c(lure)})
    answer(m, 3, ["2"], "fengsheng.prompt.target.lure_away")
    window(m)
    window(m)
    assert m.state.transit["recipient"] == 0
    window(m)
    assert m.state.intel[0] == [RED_DIRECT]


def test_lure_cannot_target_the_sender_or_a_locked_player():
    lure = LURE[0]
    m = setup(3, hands={0: [RED_SECRET, LOCK[0]], 2: [lure]})
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    window(m, {0: c(LOCK[0])})
    answer(m, 0, ["1"], "fengsheng.prompt.target.lock")
    window(m)
    window(m, {2: c(lure)})
    p = open_prompts(m, "fengsheng.prompt.target.lure_away", 2)[0]
    assert [ch.id for ch in p.choices] == ["2"]


def test_r18_intercept_chain_last_played_wins_and_failed_intercepts_are_discarded():
    a, b = INTERCEPT[0], INTERCEPT[1]
    m = setup(4, hands={0: [RED_SECRET], 2: [a], 3: [b]})
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    window(m, {2: c(a)})               # 2 intercepts
    window(m, {3: c(b)})               # 3 answers with another intercept
    assert [it.user for it in m.state.stack] == [2, 3]
    window(m)                          # 3's resolves first: 3 takes the card
    assert m.state.intel[3] == [RED_SECRET]
    window(m)                          # 2's has nothing to take
    assert a in m.state.discard and b in m.state.discard
    assert m.state.intel[2] == []


def test_r18_the_active_player_may_never_intercept():
    m = setup(3, hands={0: [RED_SECRET, INTERCEPT[0]]})
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    p = open_prompts(m, seat=0)[0]
    assert legal(p) == [PASS]


def test_send_back_reverses_the_direction():
    sb = SEND_BACK[0]
    m = setup(4, hands={0: [RED_SECRET], 1: [sb]})
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    window(m)                           # in transit to 1
    window(m, {1: c(sb)})               # arrived at 1: send back
    window(m)                           # resolves
    assert m.state.transit["recipient"] == 0 and m.state.transit["direction"] == -1
    window(m)
    assert m.state.intel[0] == [RED_SECRET]


def test_r20_a_locked_recipient_may_not_send_back_but_may_decrypt():
    sb, dc = SEND_BACK[0], DECRYPT[0]
    m = setup(3, hands={0: [RED_SECRET, LOCK[0]], 1: [sb, dc]})
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    window(m, {0: c(LOCK[0])})
    answer(m, 0, ["1"], "fengsheng.prompt.target.lock")
    window(m)
    window(m)
    p = open_prompts(m, seat=1)[0]
    assert sorted(legal(p)) == sorted([PASS] + c(dc))


def test_decrypt_shows_the_card_to_the_recipient_only():
    dc = DECRYPT[0]
    m = setup(3, hands={0: [RED_SECRET], 1: [dc]})
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    window(m)
    window(m, {1: c(dc)})
    window(m)
    notes = m.view(1)["table"]["notes"]
    assert notes and notes[-1]["kind"] == "decrypt" and notes[-1]["face"]["colour"] == "red"
    assert m.view(1)["table"]["transit_card"]["card"] == RED_SECRET
    assert "transit_card" not in m.view(2)["table"] and not m.view(2)["table"]["notes"]
    assert 1 in m.state.transit["known"]


def test_see_through_to_any_depth_000_342_example():
    # A intercepts, B sees through it, C sees through B's: A's intercept resolves and A takes the card.
    m = setup(4, hands={0: [RED_SECRET], 1: [INTERCEPT[0]], 2: [SEE[0]], 3: [SEE[1]]})
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    window(m, {1: c(INTERCEPT[0])})
    window(m, {2: c(SEE[0])})
    window(m, {3: c(SEE[1])})
    assert [it.function for it in m.state.stack] == ["intercept", "see_through", "see_through"]
    window(m)          # C's 识破 resolves: B's is void
    window(m)          # B's (void) resolves to nothing
    window(m)          # A's intercept resolves
    assert m.state.intel[1] == [RED_SECRET]
    assert {INTERCEPT[0], SEE[0], SEE[1]} <= set(m.state.discard)


def test_r12_see_through_never_targets_your_own_card():
    m = setup(3, hands={0: [RED_SECRET], 1: [INTERCEPT[0], SEE[0]]})
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    window(m, {1: c(INTERCEPT[0])})
    p = open_prompts(m, seat=1)[0]
    assert c(SEE[0])[0] not in legal(p)


def test_seed_003_l30_a_player_who_cannot_send_loses_when_the_turn_ends_after_its_end_window():
    # Seed 003 l.30 "当一位玩家无法在自己回合中传出情报,当回合结束时,他就会输掉游戏" (R22: the hand is
    # checked at the moment of sending; the loss falls at the end of that turn).
    m = setup(3, hands={}, intel={1: [BLACKS[0]]}, characters=["laoqiang", "laoqiang", "dameinv"])
    to_play(m, 0)
    st = m.state
    st.hands[1] += st.hands[0]     # seat 0's hand is empty at the moment it must send
    st.hands[0] = []
    answer(m, 0, ["send"], "fengsheng.prompt.play")
    assert st.status[0] == "alive" and st.log[-1]["key"] == "fengsheng.log.cannot_send"
    # the end-of-turn window still opens (大美女 could burn now), with every living seat asked
    assert st.step == "end" and sorted(p.seat for p in m.prompts) == [0, 1, 2]
    window(m)
    assert st.status[0] == "out" and st.revealed[0]
    assert m.view(None)["table"]["seats"][0]["status"] == "out"


BLACKS = cards("lock", "black")


def test_r21_the_sender_dies_the_card_goes_on_and_is_discarded_when_it_would_reach_the_sender():
    # 黑玫瑰 (seat 2, covered) reveals while the card is in transit and kills the sender with 3 black.
    m = setup(4, hands={0: [RED_SECRET], 2: BLACKS[:3]}, characters=["laoqiang", "laoqiang", "heimeigui", "laoqiang"],
              deck_top=[BLUE_TEXT, RED_DIRECT, BLACKS[3]], identities=["lurker", "bureau", "bystander", "bystander"])
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    window(m, {2: [CHARACTER]})
    window(m)                                   # the reveal waits on the stack: nobody answers
    answer(m, 2, [f"c{x}" for x in BLACKS[:3]], "fengsheng.prompt.place_cards")
    answer(m, 2, ["0"], "fengsheng.prompt.place_target")
    assert m.state.status[0] == "dead"
    assert m.state.transit is not None          # the card keeps travelling
    for seat in (1, 2, 3):
        pass_until(m, "fengsheng.prompt.decide", seat)
        answer(m, seat, [REFUSE])
    # it would reach the dead sender's seat: discarded, and the next turn (seat 1's) begins
    assert RED_SECRET in m.state.discard and m.state.turn == 1


def test_r21_a_recipient_who_dies_before_deciding_counts_as_refusing():
    m = setup(4, hands={0: [RED_SECRET], 2: BLACKS[:3]}, characters=["laoqiang", "laoqiang", "heimeigui", "laoqiang"],
              deck_top=[BLUE_TEXT, RED_DIRECT, BLACKS[3]], identities=["bystander", "bureau", "lurker", "bystander"])
    to_play(m, 0)
    send(m, 0, RED_SECRET)
    window(m)                                        # in transit to 1
    window(m, {2: [CHARACTER]})                      # arrived at 1: 黑玫瑰 reveals
    window(m)                                        # nobody answers her reveal: she kills 1
    answer(m, 2, [f"c{x}" for x in BLACKS[:3]], "fengsheng.prompt.place_cards")
    answer(m, 2, ["1"], "fengsheng.prompt.place_target")
    assert m.state.status[1] == "dead"
    window(m)                                        # the arrived round completes
    assert m.state.transit["recipient"] == 2         # moved on as if 1 had refused
