"""§3 Intelligence transmission: methods, the three steps, return to sender, accept/refuse."""

from games.fengsheng.rules import ACCEPT, REFUSE, PASS
from tests.fengsheng.fengsheng_scenario import FengshengScenario, c
from tests.fengsheng.fs_helpers import CHARACTER, DECRYPT, DIRECT_BLACK, INTERCEPT, LOCK, LURE, SEE, SEND_BACK, cards

RED_SECRET = cards("probe", "red")[0]
BLUE_TEXT = cards("send_back", "blue")[0]
RED_DIRECT = cards("lock", "red")[0]
DECIDE = "fengsheng.prompt.decide"


def test_r10_every_living_player_is_prompted_at_once_hidden_and_idle_seats_auto_pass():
    t = FengshengScenario(4, hands={0: [RED_SECRET], 1: [INTERCEPT[0]]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    ps = t.match.prompts
    assert sorted(p.seat for p in ps) == [0, 1, 2, 3]
    assert all(p.progress == "hidden" and p.optional and p.default == [PASS] for p in ps)
    assert t.match.waiting() == [] and t.match.progress() is None
    by = {p.seat: p for p in ps}
    # every seat has pass, its hand and its character; seat 2 may only pass, seat 1 may intercept
    assert [ch.id for ch in by[2].choices] == [PASS, CHARACTER] and t.legal(by[2]) == [PASS]
    assert by[2].auto_pass and not by[1].auto_pass
    assert [ch.id for ch in by[1].choices] == [PASS] + c(INTERCEPT[0]) + [CHARACTER]
    assert t.legal(by[1]) == [PASS] + c(INTERCEPT[0])


def test_secret_cable_goes_seat_by_seat_face_down_and_the_sender_must_accept_it_back():
    t = FengshengScenario(3, hands={0: [RED_SECRET]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    tv = t.table_of(None)
    assert tv["transit"]["card"] == {"hidden": True} and tv["transit"]["method"] == "secret"
    assert "transit_card" in t.table_of(0) and "transit_card" not in t.table_of(1)
    t.pass_until(DECIDE, 1)
    t.answer(1, [REFUSE])
    t.pass_until(DECIDE, 2)
    t.answer(2, [REFUSE])
    # back at the sender: an in-transit window, then a forced accept (§3.3.3), no decide prompt
    t.window()
    assert t.state.intel[0] == [RED_SECRET]
    assert t.state.transit is None


def test_text_travels_face_up():
    t = FengshengScenario(3, hands={0: [BLUE_TEXT]})
    t.to_play(0)
    t.send(0, BLUE_TEXT)
    assert t.table_of(None)["transit"]["card"]["card"] == BLUE_TEXT
    t.pass_until(DECIDE, 1)
    t.answer(1, [ACCEPT])
    assert t.state.intel[1] == [BLUE_TEXT]


def test_r16_direct_goes_to_the_chosen_player_and_if_refused_back_to_the_sender():
    t = FengshengScenario(4, hands={0: [RED_DIRECT]})
    t.to_play(0)
    t.send(0, RED_DIRECT, target=2)
    assert t.state.transit["recipient"] == 2
    t.pass_until(DECIDE, 2)
    t.answer(2, [REFUSE])
    t.window()  # in transit back to the sender
    assert t.state.intel[0] == [RED_DIRECT]


def test_decide_step_allows_nothing_and_only_the_recipient_is_asked():
    t = FengshengScenario(3, hands={0: [RED_SECRET], 2: [cards("burn")[0]]}, intel={1: [DIRECT_BLACK[0]]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.pass_until(DECIDE, 1)
    assert [p.seat for p in t.match.prompts] == [1]


def test_r15_lock_forces_the_locked_recipient_to_accept():
    lock = LOCK[0]
    t = FengshengScenario(3, hands={0: [RED_SECRET, lock]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({0: c(lock)})
    t.answer(0, ["1"], "fengsheng.prompt.target.lock")
    t.window()            # response window on the lock: nobody answers, it resolves
    assert t.state.locks == [1]
    t.window()            # the in-transit window again: a full round with nothing pending
    t.window()            # arrived window
    assert t.state.intel[1] == [RED_SECRET]  # forced accept, no decide prompt


def test_lock_is_not_usable_before_sending_r15():
    t = FengshengScenario(3, hands={0: [RED_SECRET, LOCK[0]]})
    p = t.to_play(0)
    assert c(LOCK[0])[0] in [ch.id for ch in p.choices] and c(LOCK[0])[0] not in t.legal(p)
    assert t.refusal(0, c(LOCK[0]), p.key).code == "not_now"      # refused after the tap


def test_r19_lure_skips_the_lured_player():
    lure = LURE[0]
    t = FengshengScenario(3, hands={0: [RED_SECRET], 2: [lure]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({2: c(lure)})
    t.answer(2, ["1"], "fengsheng.prompt.target.lure_away")
    t.window()
    assert t.state.lured == [1]
    t.window()                      # in-transit round ends: 1 is lured, the card heads for 2
    assert t.state.transit["recipient"] == 2
    t.pass_until(DECIDE, 2)
    t.answer(2, [ACCEPT])
    assert t.state.intel[2] == [RED_SECRET]


def test_lure_on_a_direct_target_sends_the_card_back_to_the_sender_000_108():
    lure = LURE[0]
    t = FengshengScenario(4, hands={0: [RED_DIRECT], 3: [lure]})
    t.to_play(0)
    t.send(0, RED_DIRECT, target=2)
    t.window({3: c(lure)})
    t.answer(3, ["2"], "fengsheng.prompt.target.lure_away")
    t.window()
    t.window()
    assert t.state.transit["recipient"] == 0
    t.window()
    assert t.state.intel[0] == [RED_DIRECT]


def test_lure_cannot_target_the_sender_or_a_locked_player():
    lure = LURE[0]
    t = FengshengScenario(3, hands={0: [RED_SECRET, LOCK[0]], 2: [lure]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({0: c(LOCK[0])})
    t.answer(0, ["1"], "fengsheng.prompt.target.lock")
    t.window()
    t.window({2: c(lure)})
    p = t.open_prompts("fengsheng.prompt.target.lure_away", 2)[0]
    assert [ch.id for ch in p.choices] == ["2"]


def test_r18_intercept_chain_last_played_wins_and_failed_intercepts_are_discarded():
    a, b = INTERCEPT[0], INTERCEPT[1]
    t = FengshengScenario(4, hands={0: [RED_SECRET], 2: [a], 3: [b]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({2: c(a)})               # 2 intercepts
    t.window({3: c(b)})               # 3 answers with another intercept
    assert [it.user for it in t.state.stack] == [2, 3]
    t.window()                          # 3's resolves first: 3 takes the card
    assert t.state.intel[3] == [RED_SECRET]
    t.window()                          # 2's has nothing to take
    assert a in t.state.discard and b in t.state.discard
    assert t.state.intel[2] == []


def test_r18_the_active_player_may_never_intercept():
    t = FengshengScenario(3, hands={0: [RED_SECRET, INTERCEPT[0]]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    p = t.open_prompts(seat=0)[0]
    assert t.legal(p) == [PASS]


def test_send_back_reverses_the_direction():
    sb = SEND_BACK[0]
    t = FengshengScenario(4, hands={0: [RED_SECRET], 1: [sb]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window()                           # in transit to 1
    t.window({1: c(sb)})               # arrived at 1: send back
    t.window()                           # resolves
    assert t.state.transit["recipient"] == 0 and t.state.transit["direction"] == -1
    t.window()
    assert t.state.intel[0] == [RED_SECRET]


def test_r20_a_locked_recipient_may_not_send_back_but_may_decrypt():
    sb, dc = SEND_BACK[0], DECRYPT[0]
    t = FengshengScenario(3, hands={0: [RED_SECRET, LOCK[0]], 1: [sb, dc]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({0: c(LOCK[0])})
    t.answer(0, ["1"], "fengsheng.prompt.target.lock")
    t.window()
    t.window()
    p = t.open_prompts(seat=1)[0]
    assert sorted(t.legal(p)) == sorted([PASS] + c(dc))


def test_decrypt_shows_the_card_to_the_recipient_only():
    dc = DECRYPT[0]
    t = FengshengScenario(3, hands={0: [RED_SECRET], 1: [dc]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window()
    t.window({1: c(dc)})
    t.window()
    notes = t.table_of(1)["notes"]
    assert notes and notes[-1]["kind"] == "decrypt" and notes[-1]["face"]["colour"] == "red"
    assert t.table_of(1)["transit_card"]["card"] == RED_SECRET
    assert "transit_card" not in t.table_of(2) and not t.table_of(2)["notes"]
    assert 1 in t.state.transit["known"]


def test_see_through_to_any_depth_000_342_example():
    # A intercepts, B sees through it, C sees through B's: A's intercept resolves and A takes the card.
    t = FengshengScenario(4, hands={0: [RED_SECRET], 1: [INTERCEPT[0]], 2: [SEE[0]], 3: [SEE[1]]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({1: c(INTERCEPT[0])})
    t.window({2: c(SEE[0])})
    t.window({3: c(SEE[1])})
    assert [it.function for it in t.state.stack] == ["intercept", "see_through", "see_through"]
    t.window()          # C's 识破 resolves: B's is void
    t.window()          # B's (void) resolves to nothing
    t.window()          # A's intercept resolves
    assert t.state.intel[1] == [RED_SECRET]
    assert {INTERCEPT[0], SEE[0], SEE[1]} <= set(t.state.discard)


def test_r12_see_through_never_targets_your_own_card():
    t = FengshengScenario(3, hands={0: [RED_SECRET], 1: [INTERCEPT[0], SEE[0]]})
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({1: c(INTERCEPT[0])})
    p = t.open_prompts(seat=1)[0]
    assert c(SEE[0])[0] not in t.legal(p)


def test_seed_003_l30_a_player_who_cannot_send_loses_when_the_turn_ends_after_its_end_window():
    # Seed 003 l.30 "当一位玩家无法在自己回合中传出情报,当回合结束时,他就会输掉游戏" (R22: the hand is
    # checked at the moment of sending; the loss falls at the end of that turn).
    t = FengshengScenario(3, hands={}, intel={1: [BLACKS[0]]}, characters=["laoqiang", "laoqiang", "dameinv"])
    t.to_play(0)
    st = t.state
    st.hands[1] += st.hands[0]     # seat 0's hand is empty at the moment it must send
    st.hands[0] = []
    t.answer(0, ["send"], "fengsheng.prompt.play")
    assert st.status[0] == "alive" and st.log[-1]["key"] == "fengsheng.log.cannot_send"
    # the end-of-turn window still opens (大美女 could burn now), with every living seat asked
    assert st.step == "end" and sorted(p.seat for p in t.match.prompts) == [0, 1, 2]
    t.window()
    assert st.status[0] == "out" and st.revealed[0]
    assert t.table_of(None)["seats"][0]["status"] == "out"


BLACKS = cards("lock", "black")


def heimeigui_at_seat_2(identities):
    """Seat 0 holds a 密电; a covered 黑玫瑰 at seat 2 holds three black cards."""
    return FengshengScenario(4, hands={0: [RED_SECRET], 2: BLACKS[:3]},
                             characters=["laoqiang", "laoqiang", "heimeigui", "laoqiang"],
                             deck_top=[BLUE_TEXT, RED_DIRECT, BLACKS[3]], identities=identities)


def test_r21_the_sender_dies_the_card_goes_on_and_is_discarded_when_it_would_reach_the_sender():
    # 黑玫瑰 (seat 2, covered) reveals while the card is in transit and kills the sender with 3 black.
    t = heimeigui_at_seat_2(["lurker", "bureau", "bystander", "bystander"])
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window({2: [CHARACTER]})
    t.window()                                   # the reveal waits on the stack: nobody answers
    t.answer(2, [f"c{x}" for x in BLACKS[:3]], "fengsheng.prompt.place_cards")
    t.answer(2, ["0"], "fengsheng.prompt.place_target")
    assert t.state.status[0] == "dead"
    assert t.state.transit is not None          # the card keeps travelling
    for seat in (1, 2, 3):
        t.pass_until("fengsheng.prompt.decide", seat)
        t.answer(seat, [REFUSE])
    # it would reach the dead sender's seat: discarded, and the next turn (seat 1's) begins
    assert RED_SECRET in t.state.discard and t.state.turn == 1


def test_r21_a_recipient_who_dies_before_deciding_counts_as_refusing():
    t = heimeigui_at_seat_2(["bystander", "bureau", "lurker", "bystander"])
    t.to_play(0)
    t.send(0, RED_SECRET)
    t.window()                                        # in transit to 1
    t.window({2: [CHARACTER]})                      # arrived at 1: 黑玫瑰 reveals
    t.window()                                        # nobody answers her reveal: she kills 1
    t.answer(2, [f"c{x}" for x in BLACKS[:3]], "fengsheng.prompt.place_cards")
    t.answer(2, ["1"], "fengsheng.prompt.place_target")
    assert t.state.status[1] == "dead"
    t.window()                                        # the arrived round completes
    assert t.state.transit["recipient"] == 2         # moved on as if 1 had refused
