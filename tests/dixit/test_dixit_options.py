"""Dixit host options (docs/rules/dixit.md §6): decks, deck size, clue, 3-player rule, winning score; the deal
takes at most one card of a scene."""

import pytest
from dixit_scenario import BARE_DECK, LONE, SCENE_DECK, SCENES, TEST_DECK, DixitScenario

from games.core import OptionsError, OptionSpec
from games.dixit import GAME, decks


def test_options_are_declared_with_labels_and_defaults():
    spec = {o.id: o.as_dict() for o in GAME.options}
    assert spec["decks"] == {"id": "decks", "kind": "list", "default": ["builtin"], "label": "dixit.option.decks"}
    assert spec["deck_size"]["default"] == 0 and spec["target"]["default"] == 30
    assert spec["clue"]["choices"] == ["spoken", "typed"] and spec["clue"]["default"] == "spoken"
    assert spec["three_player"]["default"] is True


def test_a_list_option_takes_a_list_of_short_strings():
    o = OptionSpec("decks", "list", ["builtin"])
    assert o.coerce(("a", "b")) == ["a", "b"]
    for bad in ("builtin", [1], ["x" * 65]):
        with pytest.raises(OptionsError):
            o.coerce(bad)


def test_an_unknown_deck_is_refused_with_the_known_ones():
    with pytest.raises(OptionsError, match="not known; choose from"):
        GAME.resolve_options({"decks": ["nope"]}, 4)
    with pytest.raises(OptionsError, match="at least one deck"):
        GAME.resolve_options({"decks": []}, 4)


def test_decks_too_small_for_the_table_are_refused_with_how_to_fix_it():
    # 40 cards: 5 players need 6 x 5 + 5 = 35, 6 players need 42.
    assert GAME.resolve_options({"decks": [BARE_DECK]}, 5)["decks"] == [BARE_DECK]
    with pytest.raises(OptionsError, match="need at least 42.*add a deck"):
        GAME.resolve_options({"decks": [BARE_DECK]}, 6)
    with pytest.raises(OptionsError, match="set it to at least 84"):
        GAME.resolve_options({"decks": [TEST_DECK], "deck_size": 83}, 12)
    assert GAME.resolve_options({"decks": [TEST_DECK], "deck_size": 84}, 12)["deck_size"] == 84


def test_the_match_uses_deck_size_cards_capped_by_what_the_decks_hold():
    t = DixitScenario(4, seed=1, deck_size=50)
    assert len(t.state.zones()) == 50
    t = DixitScenario(4, seed=1, deck_size=500, decks=[TEST_DECK, BARE_DECK])
    zones = t.state.zones()
    assert len(zones) == 140 and set(zones) == {c["id"] for c in decks.cards_of([TEST_DECK, BARE_DECK])}


def test_cards_of_is_the_union_in_a_stable_order_and_registration_is_final():
    ids = [c["id"] for c in decks.cards_of([TEST_DECK, BARE_DECK, TEST_DECK])]
    assert ids == [f"t{k:03d}" for k in range(100)] + [f"u{k:03d}" for k in range(40)]
    decks.register(TEST_DECK, [{"id": "zzz", "tags": {}}])
    assert len(decks.cards_of([TEST_DECK])) == 100
    assert {TEST_DECK, BARE_DECK, "builtin"} <= set(decks.known())
    assert decks.cards_of(["builtin"])


def test_above_6_players_the_7_to_12_rules_apply():
    t = DixitScenario(7, seed=1)
    rules = t.state.rules
    assert (rules.tokens, rules.bonus_cap, rules.one_token_bonus, rules.hand) == (2, 3, 1, 6)
    six = DixitScenario(6, seed=1).state.rules
    assert (six.tokens, six.bonus_cap, six.one_token_bonus) == (1, None, 0)


def test_by_default_a_game_of_3_to_6_uses_84_cards_and_a_game_of_7_to_12_every_picture():
    # §6 deck size: 84 at 3-6 players; the whole built-in pool (or every chosen deck) at 7-12.
    assert len(DixitScenario(6, seed=1).state.zones()) == 84
    for players in (7, 12):
        assert len(DixitScenario(players, seed=1).state.zones()) == 100                    # all of test100
    assert len(DixitScenario(12, seed=1, decks=[TEST_DECK, BARE_DECK]).state.zones()) == 140


def test_the_host_may_shrink_a_7_to_12_deck_down_to_one_round_beyond_the_hands():
    assert len(DixitScenario(8, seed=1, deck_size=90).state.zones()) == 90
    with pytest.raises(OptionsError, match="set it to at least 56"):
        GAME.resolve_options({"decks": [TEST_DECK], "deck_size": 55}, 8)


def test_a_cards_group_is_kept_by_the_library():
    cards = decks.cards_of([SCENE_DECK])
    assert [c.get("group") for c in cards[:4]] == ["scene0", "scene0", "scene0", "scene1"]
    assert "group" not in cards[-1] and len(cards) == SCENES * 3 + LONE


def test_a_deal_holds_at_most_one_card_of_each_scene_and_a_card_without_a_group_is_its_own_scene():
    cards = {c["id"]: c for c in decks.cards_of([SCENE_DECK])}
    chosen = set()
    for seed in range(6):
        zones = DixitScenario(4, seed=seed, decks=[SCENE_DECK]).state.zones()
        scenes = [decks.scene(cards[c]) for c in zones]
        assert len(zones) == len(set(scenes)) == SCENES + LONE                 # every scene once
        assert sum(1 for c in zones if "group" not in cards[c]) == LONE
        chosen |= set(zones)
    assert len(chosen) > SCENES + LONE                                         # a random variant of each


def test_the_decks_hold_as_many_cards_as_they_show_different_scenes():
    # 40 scenes: 5 players need 6 x 5 + 5 = 35, 6 players 42.
    assert GAME.resolve_options({"decks": [SCENE_DECK]}, 5)["decks"] == [SCENE_DECK]
    with pytest.raises(OptionsError, match="hold 40 cards of different scenes but 6 players need at least 42"):
        GAME.resolve_options({"decks": [SCENE_DECK]}, 6)


def test_groups_belong_to_their_deck():
    decks.register("twins_a", [{"id": "ta0", "group": "x"}, {"id": "ta1", "group": "x"}])
    decks.register("twins_b", [{"id": "tb0", "group": "x"}])
    assert [c["id"] for c in decks.one_per_scene(decks.cards_of(["twins_a", "twins_b"]))] == ["ta0", "tb0"]
