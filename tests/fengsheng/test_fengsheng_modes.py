"""§7 modes and options as host options (OptionSpec data)."""

import pytest

from games.core import Match, OptionsError
from games.core.simulate import simulate
from games.fengsheng import GAME
from games.fengsheng.rules import RESULT_MISSION
from tests.conformance import run_conformant_match
from games.core.testing import Scenario
from tests.fengsheng.fengsheng_scenario import FengshengScenario
from tests.fengsheng.fs_helpers import cards

RED = cards("decrypt", "red") + cards("intercept", "red") + cards("lock", "red")
MODES = [({"mode": "novice"}, 4), ({"mode": "3v3"}, 6), ({"mode": "bystander_game"}, 6),
         ({"mode": "free"}, 8), ({"mode": "3v3", "four_card_victory": True}, 6),
         ({"optional_identities": True}, 7), ({"bystander_alliance": True, "offer": 3}, 6)]


@pytest.mark.parametrize("options,players", MODES)
def test_every_mode_plays_to_the_end_conserves_and_leaks_nothing(options, players):
    for seed in range(6):
        run_conformant_match(GAME, players, seed, options, every_step=seed < 2)
    s = simulate(GAME, players, 30, seed=5, bots="smart", options=options)
    assert s.errors == 0, s.first_error


def test_modes_reject_a_player_count_that_does_not_fit():
    with pytest.raises(OptionsError, match="novice"):
        Match(GAME, 5, {"mode": "novice"}, 1)
    with pytest.raises(OptionsError, match="standard"):
        Match(GAME, 6, {"mode": "3v3", "optional_identities": True}, 1)


def test_r47_novice_identities_are_public_after_the_draft():
    t = Scenario(GAME, 4, {"mode": "novice"}, seed=3)
    assert all(s["identity"] is None for s in t.table_of(None)["seats"])
    t.time_out("fengsheng.prompt.draft")
    ids = [s["identity"] for s in t.table_of(None)["seats"]]
    assert sorted(ids) == ["bureau", "bureau", "lurker", "lurker"]


def test_r47_3v3_teams_alternate_seats_and_teammates_see_hidden_characters():
    for seed in range(5):
        t = Scenario(GAME, 6, {"mode": "3v3"}, seed)
        ids = t.state.identities
        assert ids[0] == ids[2] == ids[4] != ids[1] == ids[3] == ids[5]
        st = t.time_out("fengsheng.prompt.draft").state
        for s in range(6):
            assert sorted(st.char_known[s]) == [t for t in range(6) if t != s and t % 2 == s % 2]


def test_r49_four_card_victory_needs_four_when_both_factions_have_three():
    assert Match(GAME, 6, {"mode": "3v3", "four_card_victory": True}, 1).state.threshold == 4
    assert Match(GAME, 7, {"four_card_victory": True}, 1).state.threshold == 4
    assert Match(GAME, 5, {"four_card_victory": True}, 1).state.threshold == 3


def test_bystander_game_three_red_is_not_a_faction_win_but_a_mission_can_be():
    card = cards("lock", "red")[0]
    ids = ["lurker", "lurker", "bureau", "bureau", "bystander", "bystander"]
    # seat 1 is a lurker holding 情报处长 (mission: 3 red): in 酱油场 it wins by its mission alone
    t = FengshengScenario(6, hands={0: [card]}, intel={1: [RED[0], RED[1]]}, identities=ids,
                          options={"mode": "bystander_game"})
    t.deliver(0, 1, card)
    out = t.outcome
    assert out["result"] == RESULT_MISSION and out["winners"] == [1]


def test_bystander_alliance_every_bystander_wins_with_the_declarer():
    card = cards("lock", "red")[0]
    ids = ["lurker", "bystander", "bureau", "bystander"]
    t = FengshengScenario(4, hands={0: [card]}, intel={1: [RED[0], RED[1]]}, identities=ids,
                          options={"bystander_alliance": True})
    t.deliver(0, 1, card)
    assert t.outcome["winners"] == [1, 3]


# -- §7.5 / R4 自由场 with 2 players --------------------------------------------------------

def test_r4_two_players_play_only_the_free_game():
    for mode in ("standard", "3v3", "novice", "bystander_game"):
        with pytest.raises(OptionsError, match="free"):
            Match(GAME, 2, {"mode": mode}, 1)
    m = Match(GAME, 2, {"mode": "free"}, 1)
    assert sorted(m.state.identities) == ["bureau", "lurker"]      # R4 "1/1/0"


def test_r4_two_player_secret_cable_goes_to_the_other_player_and_back_to_the_sender():
    card = cards("probe", "red")[0]
    t = FengshengScenario(2, hands={0: [card]}, options={"mode": "free"}, identities=["lurker", "bureau"])
    t.to_play(0)
    t.send(0, card)
    t.pass_until("fengsheng.prompt.decide", 1)
    t.answer(1, ["refuse"])
    # §7.6 "a 密电 goes to the other player and then back to the sender", who must accept it
    t.to_play(1)
    assert t.state.intel[0] == [card]


def test_r4_two_player_game_plays_to_the_end_with_either_bot():
    for seed in range(3):
        run_conformant_match(GAME, 2, seed, {"mode": "free", "pool": "expansion"}, every_step=True)
    s = simulate(GAME, 2, 20, seed=3, bots="smart", options={"mode": "free"})
    assert s.errors == 0, s.first_error
