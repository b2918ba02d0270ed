"""盗梦都市 setup (docs/rules/inception.md §2, §3, §11): the deck, the master, roles, vaults, bribes, nightmares."""

import pytest

from games.core import Match
from games.core.game import OptionsError
from games.core.testing import Scenario
from games.inception import GAME
from games.inception.board import TABLE
from games.inception.roles import MASTER, ROLES


def test_the_deck_holds_140_action_cards_and_nobody_starts_with_a_hand():
    # §2 step 1 "Shuffle the 140 action cards"; step 3 "Nobody has a starting hand".
    t = Scenario(GAME, 6)
    assert t.table_of(None)["deck"] == 140
    assert all(s["hand"] == 0 for s in t.table_of(None)["seats"])


def test_the_first_game_leaves_out_the_five_ex_cards_and_the_roles():
    # §2 step 5: option `beginner` "leaves out all role cards ... and the 5 EX cards 移形换影".
    t = Scenario(GAME, 6, {"beginner": True})
    assert t.table_of(None)["deck"] == 135
    assert t.prompts()[0].key == "inception.prompt.secret"


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8, 9, 10])
def test_locks_and_bribes_follow_the_table(players):
    # §3 the lock and bribe table.
    t = Scenario(GAME, players)
    locks, deals, fails = TABLE[players]
    assert [layer["locks"] for layer in t.table_of(None)["layers"]] == list(locks)
    assert t.table_of(None)["bribes_left"] == deals + fails


def test_the_host_may_name_the_master():
    # I2: random by default; option picks the player.
    t = Scenario(GAME, 6, {"master": "3"})
    assert t.table_of(None)["master"] == 2


def test_a_master_named_beyond_the_table_is_refused():
    with pytest.raises(OptionsError, match="only 5 players"):
        GAME.resolve_options({"master": "7"}, 5)


def test_everyone_chooses_one_of_two_roles_at_once_and_the_master_among_masters():
    # I3 / seed 000 l.711, 715: "抽取兩張...選擇其中一張"; the batch is alike (same count for everyone).
    t = Scenario(GAME, 5, {"master": "1"})
    prompts = t.prompts("prompt.role")
    assert sorted(p.seat for p in prompts) == [0, 1, 2, 3, 4]
    assert all(len(p.choices) == 2 for p in prompts)
    assert all(ROLES[c.id].camp == MASTER for c in t.prompt_of(0, "role").choices)
    assert not any(ROLES[c.id].camp == MASTER for c in t.prompt_of(1, "role").choices)
    three = Scenario(GAME, 5, {"role_offer_3": True})
    assert all(len(p.choices) == 3 for p in three.prompts("prompt.role"))


def test_roles_stay_face_down_until_the_master_has_laid_out_the_vaults():
    # Seed 000 l.711 "先不必公開角色"; l.724 "將所有的角色卡翻開" at the start.
    t = Scenario(GAME, 5, {"master": "1"})
    t.answer_all(lambda p: [p.choices[0].id], "prompt.role")
    chosen = t.table_of(2)["me"]["role"]
    assert t.table_of(None)["seats"][2]["role"] is None
    t.assert_hidden(1, seat=2, role=chosen)
    t.answer(0, ["layer:2"], "prompt.secret")
    t.time_out("prompt.nightmares")
    t.time_out_until("prompt.play")
    assert t.table_of(None)["seats"][2]["role"] == chosen


def test_the_master_hides_the_secret_and_places_four_nightmares_seen_by_the_master_only():
    # §2 step 4: "The master chooses where the secret goes, and only the master knows"; the nightmares
    # "face down under each layer's vault"; 2 stay unplaced beside the master (I8).
    t = Scenario(GAME, 5, {"master": "1", "beginner": True})
    t.answer(0, ["layer:3"], "prompt.secret")
    order = [c.id for c in t.prompt_of(0, "nightmares").choices]
    t.answer(0, order, "prompt.nightmares")
    t.assert_sees(0, layer=3, vault="secret").assert_hidden(1, layer=3, vault="secret")
    t.assert_hidden(None, layer=3, vault="secret")
    t.assert_sees(0, layer=1, nightmare=order[0]).assert_hidden(2, layer=1, nightmare=order[0])
    assert len(t.table_of(0)["me"]["spare"]) == 2 and t.table_of(None)["spare_nightmares"] == 2
    assert all(layer["nightmare"] for layer in t.table_of(None)["layers"])
    assert t.leaks() == []


def test_the_spare_nightmares_may_be_out_of_play():
    t = Scenario(GAME, 5, {"beginner": True, "spare_nightmares_out": True})
    assert t.table_of(None)["spare_nightmares"] == 0


def test_the_master_takes_the_first_turn_and_everyone_starts_in_layer_1():
    # Seed 000 l.725 "由夢主先開始遊戲"; §2 "All thieves start in layer 1" and the master token on layer 1.
    t = Scenario(GAME, 5, {"master": "4", "beginner": True})
    t.time_out_until("prompt.play")
    assert t.prompts()[0].seat == 3 and t.table_of(None)["current"] == 3
    assert {s["layer"] for s in t.table_of(None)["seats"]} == {1}


def test_three_players_play_the_variant_with_no_master_three_cards_each_and_three_role_offers():
    # §11: "No master at the start"; "Everyone gets 3 starting action cards and 3 thief roles".
    t = Scenario(GAME, 3)
    assert t.table_of(None)["master"] is None
    assert [s["hand"] for s in t.table_of(None)["seats"]] == [3, 3, 3]
    assert all(len(p.choices) == 3 for p in t.prompts("prompt.role"))
    removed = {"gemini", "leo", "shade"}
    assert not removed & {c.id for p in t.prompts("prompt.role") for c in p.choices}


def test_four_players_play_the_standard_game_unless_the_variant_is_chosen():
    assert Scenario(GAME, 4).table_of(None)["master"] is not None
    assert Scenario(GAME, 4, {"small_variant": True}).table_of(None)["master"] is None
    with pytest.raises(OptionsError):
        GAME.resolve_options({"small_variant": True}, 6)


def test_the_variant_lays_the_vaults_out_at_random_and_nobody_knows_them():
    # §11 "The vaults and their nightmares are set up at random".
    t = Scenario(GAME, 3)
    secret = Match(GAME, 3, {}, 1).state.vaults.index("secret")
    for reader in (None, 0, 1, 2):
        t.assert_hidden(reader, layer=secret, vault="secret")
