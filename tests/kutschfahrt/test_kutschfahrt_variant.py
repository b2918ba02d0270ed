"""The 3-player variant with three society cards each (docs/rules/kutschfahrt.md §7, R7: an engine's reading,
offered as a host option)."""

from collections import Counter

import pytest
from kutschfahrt_scenario import KutschfahrtScenario

from games.core import OptionsError
from games.kutschfahrt import GAME
from tests.conformance import run_conformant_match

CARDS = [["order", "order", "brotherhood"], ["brotherhood", "brotherhood", "brotherhood"],
         ["order", "brotherhood", "order"]]


def variant(**kw):
    return KutschfahrtScenario(3, societies=CARDS, three_society_cards=True, first=0, **kw)


def test_every_player_gets_three_society_cards_and_belongs_to_the_majority():
    t = KutschfahrtScenario(3, seed=4, three_society_cards=True)
    st = t.state
    assert [len(c) for c in st.society_cards] == [3, 3, 3] and len(st.left_out) == 1
    dealt = Counter(c for cards in st.society_cards for c in cards) + Counter(st.left_out)
    assert dealt == {"order": 5, "brotherhood": 5}
    for seat in range(3):
        me = t.table_of(seat)["me"]
        assert me["society"] == Counter(me["society_cards"]).most_common(1)[0][0]


def test_the_monocle_shows_one_card_picked_face_down():
    t = variant(hands={0: ["monocle", "key"], 2: ["goblet"]})
    t.trade(2, "monocle", "goblet")
    assert t.choices_of(0, "society_card") == ["0", "1", "2"]
    t.answer(0, ["1"], "society_card")
    t.assert_sees(0, seat=2, card=1, society_card="brotherhood")
    t.assert_hidden(0, seat=2, society="order").assert_hidden(None, seat=2, card=1, society_card="brotherhood")
    assert t.leaks() == []


def test_a_fights_reward_a_shows_one_card_too():
    t = KutschfahrtScenario(3, societies=CARDS, three_society_cards=True, first=0,
                            professions=["thug", "priest", "doctor"])
    t.to_result(1, uses=[(0, "profession")]).no_doctor().answer(0, ["look"], "reward")
    t.answer(0, ["2"], "society_card")
    t.assert_sees(0, seat=1, card=2, society_card="brotherhood").assert_sees(0, seat=1, profession="priest")
    assert t.leaks() == []


def test_the_variant_is_for_three_players_only():
    with pytest.raises(OptionsError, match="3 players"):
        GAME.resolve_options({"three_society_cards": True}, 4)


def test_random_matches_of_the_variant_end_conserved_leak_free_and_replay():
    for seed in range(4):
        run_conformant_match(GAME, 3, seed, {"three_society_cards": True}, every_step=seed == 0)
