"""盗梦都市 secrecy and the table (docs/rules/inception.md §12), the end screen and event scoring (§13)."""

from inception_scenario import C, RES, U, InceptionScenario

from games.events import event_rules
from games.inception.event import score


def test_the_tv_shows_layers_locks_vaults_counts_and_the_clock_but_no_hand():
    t = InceptionScenario(hands={2: C[:2]}, bribes={3: ["fail"]}, bribe_pile=["deal"])
    tv = t.table
    assert [layer["vault"] for layer in tv["layers"]] == ["closed"] * 4
    assert tv["seats"][2]["hand"] == 2 and tv["seats"][3]["bribes"] == 1 and tv["deck"] > 0
    assert "me" not in tv
    t.assert_hidden(None, id=C[0], kind="creation").assert_hidden(None, seat=3, bribes=["fail"])


def test_the_master_alone_sees_the_vaults_and_the_nightmares():
    t = InceptionScenario(nightmares=["echo", "fall", "hunger", "plague"], spare=["despair", "vortex"])
    t.assert_sees(0, layer=4, vault="secret").assert_sees(0, layer=2, nightmare="fall")
    t.assert_sees(0, nightmare="despair", spare=True)
    for reader in (None, 1, 2):
        t.assert_hidden(reader, layer=4, vault="secret").assert_hidden(reader, layer=2, nightmare="fall")
        t.assert_hidden(reader, nightmare="despair", spare=True)
    assert t.leaks() == []


def test_a_resonance_hand_is_seen_by_giver_and_receiver_only():
    # §12 "Cards that change hands privately ... Only the giver and the receiver see them."
    t = InceptionScenario(first=1, hands={1: RES, 3: C[:2]})
    t.use(1, RES[0], ["3"])
    t.assert_sees(1, id=C[0], kind="creation").assert_sees(3, id=C[0], kind="creation")
    for reader in (None, 0, 2, 4):
        t.assert_hidden(reader, id=C[0], kind="creation")
    assert t.leaks() == []


def test_the_unseal_window_names_nobody_while_it_is_open():
    # §12 "the 解封② window countdown, without names until someone plays".
    t = InceptionScenario(first=1, hands={1: U[:1], 2: U[1:2]})
    t.use(1, U[0])
    assert {p.progress for p in t.prompts("prompt.unseal")} == {"hidden"}
    assert not t.view_of(None)["waiting"]


def test_the_end_screen_shows_the_vaults_every_bribe_and_the_traitors():
    t = InceptionScenario(first=1, hands={1: U[:1]}, layers={1: 4}, locks=[5, 4, 3, 1], bribes={2: ["deal"], 3: ["fail"]},
                          bribe_pile=["fail"])
    t.use(1, U[0]).nobody_cancels()
    end = t.table["end"]
    assert end["traitors"] == [2] and {"seat": 3, "bribes": ["fail"]} in end["bribes"]
    assert {"layer": 4, "vault": "secret"} in end["vaults"]


def test_every_member_of_the_winning_camp_scores_one_dead_or_alive():
    # §13 I14 / seed 000 l.758 "贏的獲得一分".
    out = {"winners": [0, 2], "result": "inception.result.master", "failed_bribes": [3],
           "camps": ["master", "thief", "traitor", "thief"], "options": {"manual_scoring": False}}
    assert [score(out, 4)[s]["points"] for s in range(4)] == [1, 0, 1, 0]


def test_manual_scoring_gives_three_and_one_more_to_a_failed_bribe_when_the_thieves_win():
    out = {"winners": [1, 3], "result": "inception.result.thieves", "failed_bribes": [3],
           "camps": ["master", "thief", "thief", "thief"], "options": {"manual_scoring": True}}
    assert [score(out, 4)[s]["points"] for s in range(4)] == [0, 3, 0, 4]


def test_the_event_plays_up_to_three_matches_and_the_outcome_carries_the_points():
    assert event_rules("inception").rounds == 3
    t = InceptionScenario(first=1, hands={1: U[:1]}, layers={1: 4}, locks=[5, 4, 3, 1])
    t.use(1, U[0]).nobody_cancels()
    assert t.outcome["scores"] == {0: 0, 1: 1, 2: 1, 3: 1, 4: 1}
