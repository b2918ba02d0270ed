"""§4.2 function cards used in the play phase and any window: 试探, 真伪莫辨, 烧毁; §1.4 death;
§1.2 / §1.6 victory; R26 priority; R7 reshuffle."""

from games.fengsheng import data as D
from games.fengsheng.rules import RESULT_FACTION, RESULT_LAST, RESULT_MISSION
from tests.fengsheng.fengsheng_scenario import FengshengScenario, c
from tests.fengsheng.fs_helpers import BURN, PROBE, ROF, SEE, cards, probe_card

PLAY = "fengsheng.prompt.play"
RED = cards("decrypt", "red") + cards("intercept", "red") + cards("lock", "red")
BLUE = cards("decrypt", "blue") + cards("intercept", "blue") + cards("lock", "blue")
BLACK = cards("lock", "black")
IDS = ["lurker", "bureau", "bystander"]


def use(t, seat, cid, target=None, key=None):
    t.answer(seat, c(cid), PLAY)
    if target is not None:
        t.answer(seat, target if isinstance(target, list) else [str(target)], key)


def test_probe_named_identity_draw_two_and_set_aside_face_down():
    p = probe_card("bureau", "draw")
    t = FengshengScenario(3, hands={0: [p]}, identities=IDS, deck_top=[RED[0], RED[1]])
    t.to_play(0)
    before = len(t.state.hands[1])
    use(t, 0, p, 1, "fengsheng.prompt.target.probe")
    tv = t.table_of(None)
    assert tv["stack"][0]["card"] == {"hidden": True} and tv["stack"][0]["function"] == "probe"
    t.window()
    assert len(t.state.hands[1]) == before + 2
    assert t.state.set_aside == [p]
    # §4.2 试探 Only the user and the target ever see what it says
    assert t.table_of(0)["notes"][-1]["kind"] == "probe_used"
    assert t.table_of(1)["notes"][-1]["kind"] == "probe_received"
    assert not t.table_of(2)["notes"]


def test_probe_wrong_identity_says_the_line():
    p = probe_card("lurker", "discard")
    t = FengshengScenario(3, hands={0: [p], 1: [RED[0]]}, identities=IDS)
    t.to_play(0)
    use(t, 0, p, 1, "fengsheng.prompt.target.probe")
    t.window()
    assert t.state.log[-1]["key"] == "fengsheng.log.probe_line"
    assert t.state.log[-1]["params"]["line"] == "fengsheng.probe.line.good_person"
    assert t.state.hands[1] == [RED[0]]


def test_probe_named_identity_discard_one_target_chooses():
    p = probe_card("bureau", "discard")
    t = FengshengScenario(3, hands={0: [p], 1: [RED[0], BLUE[0]]}, identities=IDS)
    t.to_play(0)
    use(t, 0, p, 1, "fengsheng.prompt.target.probe")
    t.window()
    t.answer(1, c(BLUE[0]), "fengsheng.prompt.probe_discard")
    assert t.state.hands[1] == [RED[0]] and BLUE[0] in t.state.discard


def test_probe_empty_hand_discard_only_announced_000_139():
    p = probe_card("bureau", "discard")
    t = FengshengScenario(3, hands={0: [p]}, identities=IDS)
    t.to_play(0)
    use(t, 0, p, 1, "fengsheng.prompt.target.probe")
    t.window()
    assert t.state.log[-1]["key"] == "fengsheng.log.probe_discard_empty"


def test_r34_a_countered_probe_is_discarded_and_the_target_never_sees_it():
    p = probe_card("bureau", "draw")
    t = FengshengScenario(3, hands={0: [p], 2: [SEE[0]]}, identities=IDS)
    t.to_play(0)
    use(t, 0, p, 1, "fengsheng.prompt.target.probe")
    t.window({2: c(SEE[0])})
    t.window()
    t.window()
    assert p in t.state.discard and p not in t.state.set_aside
    assert not t.table_of(1)["notes"]
    assert len(t.state.hands[1]) == 0


def test_eighteen_distinct_probe_cards():
    from games.fengsheng import data as D
    keys = {(D.CARDS_BY_ID[x]["colour"], D.CARDS_BY_ID[x]["probe"]["identity"], D.CARDS_BY_ID[x]["probe"]["action"])
            for x in PROBE}
    assert len(PROBE) == 18 == len(keys)


def test_r35_real_or_fake_each_living_player_takes_one_leftovers_discarded():
    rof = ROF[0]
    t = FengshengScenario(3, hands={0: [rof]}, identities=IDS, deck_top=[BLACK[4], BLACK[5], RED[0], BLUE[0], RED[1]])
    t.to_play(0)   # the draw phase took the first two
    use(t, 0, rof)
    t.window()
    assert len(t.table_of(None)["real_or_fake"]) == 3
    for seat in (0, 1):
        t.answer(seat, ["b0"], "fengsheng.prompt.rof_pick")
    # the last player takes the last card
    assert sorted(x for s in range(3) for x in t.state.intel[s]) == sorted([RED[0], BLUE[0], RED[1]])
    assert all(len(t.state.intel[s]) == 1 for s in range(3))
    assert t.state.rof == []


def test_real_or_fake_seen_through_is_void_for_everyone_000_145():
    rof = ROF[0]
    t = FengshengScenario(3, hands={0: [rof], 1: [SEE[0]]}, identities=IDS)
    t.to_play(0)
    use(t, 0, rof)
    t.window({1: c(SEE[0])})
    t.window()
    t.window()
    assert all(not t.state.intel[s] for s in range(3))
    assert rof in t.state.discard


def test_burn_removes_one_black_intelligence_in_any_window():
    b = BURN[0]
    t = FengshengScenario(3, hands={0: [b]}, intel={2: [BLACK[0], RED[0]]})
    t.to_play(0)
    use(t, 0, b, c(BLACK[0]), "fengsheng.prompt.target.burn")
    t.window()
    assert t.state.intel[2] == [RED[0]] and BLACK[0] in t.state.discard


def test_death_at_three_black_reveals_and_discards_everything():
    card = cards("see_through", "black")[0]
    t = FengshengScenario(4, hands={0: [card], 1: [RED[2]]}, intel={1: [BLACK[0], BLACK[1], RED[0]]},
                          identities=["lurker", "bureau", "bystander", "bystander"])
    t.deliver(0, 1, card)
    st = t.state
    assert st.status[1] == "dead" and st.revealed[1]
    assert st.hands[1] == [] and st.intel[1] == []
    assert st.deaths == [{"seat": 1, "killer": 0}]
    tv = t.table_of(None)["seats"][1]
    assert tv["identity"] == "bureau" and tv["status"] == "dead"


def test_three_red_wins_for_the_whole_lurker_faction_dead_members_included():
    card = cards("lock", "red")[0]
    t = FengshengScenario(5, hands={0: [card]}, intel={1: [RED[0], RED[1]]},
                          identities=["bureau", "lurker", "bystander", "lurker", "bureau"], status={3: "dead"})
    t.deliver(0, 1, card)
    assert t.finished
    out = t.outcome
    assert out["result"] == RESULT_FACTION and out["declarer"] == 1 and out["winners"] == [1, 3]
    assert out["scores"][1] == 4 + 2 * 1   # §8: 4 + 2 × living members


def test_r26_several_qualify_the_first_in_order_from_the_active_player_declares():
    rof = ROF[0]
    # seat 2 (bureau, 2 blue) and seat 1 (lurker, 2 red) both complete at the last pick? Use a simpler
    # case: the deck gives every player their third card; seat 0 picks first and declares first.
    t = FengshengScenario(3, hands={0: [rof]}, identities=["lurker", "bureau", "bystander"],
                          intel={0: [RED[0], RED[1]], 1: [BLUE[0], BLUE[1]]},
                          deck_top=[BLACK[4], BLACK[5], RED[2], RED[3], RED[4]])
    t.to_play(0)
    use(t, 0, rof)
    t.window()
    t.answer(0, ["b0"], "fengsheng.prompt.rof_pick")
    assert t.finished and t.outcome["declarer"] == 0


def test_bystander_wins_by_mission():
    card = cards("lock", "red")[0]
    # 情报处长's mission: 3 red intelligence; a bystander holding it wins alone.
    t = FengshengScenario(3, hands={0: [card]}, intel={1: [RED[0], RED[1]]},
                          identities=["lurker", "bystander", "bureau"])
    t.deliver(0, 1, card)
    out = t.outcome
    assert out["result"] == RESULT_MISSION and out["winners"] == [1]
    assert out["scores"][1] == 5 + 3


def test_r31_last_survivor_declares():
    card = cards("lock", "black")[0]
    t = FengshengScenario(3, hands={0: [card]}, intel={1: [BLACK[1], BLACK[2]]},
                          identities=["lurker", "bureau", "bystander"], status={2: "dead"})
    t.deliver(0, 1, card)
    out = t.outcome
    assert out["result"] == RESULT_LAST and out["winners"] == [0]


def test_r7_the_discard_pile_is_reshuffled_when_the_deck_runs_out():
    # R7: when the deck runs out, the discard pile is shuffled into a new deck and the draw goes on.
    # Three cards in the deck: seat 0 draws two, seat 1's draw of two takes the last and reshuffles.
    deck_top = [BLUE[0], BLUE[1], BLUE[2]]
    discard = [c["id"] for c in D.CARDS if c["id"] not in {RED[3], *deck_top}]
    t = FengshengScenario(3, hands={0: [RED[3]]}, deck_top=deck_top, discard=discard)
    t.to_play(0)
    assert t.state.deck == [BLUE[2]]
    t.send(0, RED[3], target=1)
    t.pass_until("fengsheng.prompt.decide", 1)
    t.answer(1, ["refuse"])
    t.to_play(1)
    # the last card of the deck, then one of the old discard pile, which is the whole deck now
    assert t.state.hands[1][0] == BLUE[2] and t.state.hands[1][1] in discard
    assert t.state.discard == [] and sorted(t.state.deck + t.state.hands[1][1:]) == sorted(discard)
    assert any(e["key"] == "fengsheng.log.reshuffle" for e in t.state.log)
    t.assert_conserved()


def test_draw_phase_draws_two_from_the_top():
    t = FengshengScenario(3, hands={}, deck_top=[RED[0], BLUE[0]])
    t.to_play(0)
    assert sorted(t.state.hands[0]) == sorted([RED[0], BLUE[0]])


def test_face_down_cards_never_carry_an_id_on_the_tv():
    t = FengshengScenario(3, hands={0: [cards("probe", "red")[0]]})
    t.to_play(0)
    t.send(0, cards("probe", "red")[0])
    tv = t.view_of(None)
    assert tv["table"]["transit"]["card"] == {"hidden": True}
    assert all(isinstance(s["hand"], int) for s in tv["table"]["seats"])
