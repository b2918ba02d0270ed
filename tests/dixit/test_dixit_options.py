"""Dixit host options (brief §6): decks, deck size, clue, 3-player rule, winning score."""

import pytest
from dixit_scenario import BARE_DECK, TEST_DECK, Table

from games.core import OptionsError, OptionSpec
from games.dixit import GAME, decks


def test_options_are_declared_with_labels_and_defaults():
    spec = {o.id: o.as_dict() for o in GAME.options}
    assert spec["decks"] == {"id": "decks", "kind": "list", "default": ["builtin"], "label": "dixit.option.decks"}
    assert spec["deck_size"]["default"] == 84 and spec["target"]["default"] == 30
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


def test_the_match_uses_deck_size_cards_capped_by_what_the_decks_hold():
    t = Table(4, seed=1, deck_size=50)
    assert len(t.st.zones()) == 50
    t = Table(4, seed=1, deck_size=500, decks=[TEST_DECK, BARE_DECK])
    assert len(t.st.zones()) == 140 and set(t.st.zones()) == {c["id"] for c in decks.cards_of([TEST_DECK, BARE_DECK])}


def test_cards_of_is_the_union_in_a_stable_order_and_registration_is_final():
    ids = [c["id"] for c in decks.cards_of([TEST_DECK, BARE_DECK, TEST_DECK])]
    assert ids == [f"t{k:03d}" for k in range(100)] + [f"u{k:03d}" for k in range(40)]
    decks.register(TEST_DECK, [{"id": "zzz", "tags": {}}])
    assert len(decks.cards_of([TEST_DECK])) == 100
    assert {TEST_DECK, BARE_DECK, "builtin"} <= set(decks.known())
    assert len(decks.cards_of(["builtin"])) >= 300


def test_above_6_players_the_7_to_12_rules_apply():
    t = Table(7, seed=1)
    assert (t.st.rules.tokens, t.st.rules.bonus_cap, t.st.rules.hand) == (2, 3, 6)
    assert (Table(6, seed=1).st.rules.tokens, Table(6, seed=1).st.rules.bonus_cap) == (1, None)
