"""Setup by player count: docs/rules/kutschfahrt.md §1-§2 (seed l.235-246)."""

from collections import Counter

import pytest
from kutschfahrt_scenario import KutschfahrtScenario

from games.core.game import ArrangeError

# §2's table: players -> (society cards, items each, items in the pile, professions in the pile, hand limit).
TABLE = {3: (4, 2, 14, 7, 8), 4: (4, 1, 17, 6, 6), 5: (6, 1, 16, 5, 5), 6: (6, 1, 15, 4, 5),
         7: (8, 1, 14, 3, 5), 8: (8, 1, 13, 2, 5), 9: (10, 1, 12, 1, 5), 10: (10, 1, 10, 0, 5)}


@pytest.mark.parametrize("players", sorted(TABLE))
def test_each_player_count_deals_as_the_setup_table_says(players):
    cards, each, pile, profs, limit = TABLE[players]
    t = KutschfahrtScenario(players, seed=players)
    tv = t.table_of(None)
    assert [s["items"] for s in tv["seats"]] == [each] * players
    assert tv["pile"] == pile and tv["professions_left"] == profs and tv["hand_limit"] == limit
    st = t.state
    # Seed l.238: odd counts take (n+1)/2 of each society; the one left over is removed unseen.
    assert len(st.societies) + len(st.left_out) == cards
    assert Counter(st.societies + st.left_out) == {"order": cards // 2, "brotherhood": cards // 2}
    assert len(set(st.professions)) == players


@pytest.mark.parametrize("players", sorted(TABLE))
def test_starting_items_are_the_two_bags_and_seal_items_only(players):
    # Seed l.240-242: the two bags plus (n-2) seal items are dealt (at 3 players 4, two each: seed l.244).
    for seed in range(5):
        st = KutschfahrtScenario(players, seed=seed).state
        dealt = Counter(i for h in st.hands for i in h)
        assert dealt["bag_key"] == dealt["bag_goblet"] == 1
        assert not {"broken_mirror", "sextant", "coat", "tome", "coat_of_arms"} & set(dealt)


def test_three_players_leave_out_the_black_pearl_and_ten_the_coat():
    # Seed l.244 "三人玩家時...將黑珍珠(Black Pearl)移出遊戲"; l.245 "十位玩家時，將外套(Coat)移出遊戲".
    assert KutschfahrtScenario(3).state.removed == ["black_pearl"]
    assert KutschfahrtScenario(10).state.removed == ["coat"]
    assert KutschfahrtScenario(5).state.removed == []


def test_the_beginner_item_set_leaves_out_the_five_items_without_a_seal():
    st = KutschfahrtScenario(5, beginner_items=True).state
    assert sorted(st.removed) == sorted(["broken_mirror", "sextant", "coat", "tome", "coat_of_arms"])
    assert len(st.pile) == 21 - 5 - 5


def test_the_host_may_choose_the_start_player_who_travelled_farthest():
    # Seed l.193 "由旅行最遠的玩家開始".
    t = KutschfahrtScenario(5, first=None, start_player="3")
    assert t.active == 3 and t.prompt_of(3, "action")


def test_every_player_sees_their_own_society_profession_and_items_and_nobody_else_does():
    # Seed l.246 "玩家可以在任意時刻看他自己所有的卡片".
    t = KutschfahrtScenario(4, societies=["order", "brotherhood", "order", "brotherhood"],
                            professions=["thug", "priest", "doctor", "duelist"])
    me = t.table_of(1)["me"]
    assert me["society"] == "brotherhood" and me["profession"] == "priest" and me["used"] is False
    t.assert_hidden(None, seat=1, society="brotherhood").assert_hidden(0, seat=1, society="brotherhood")
    assert t.table_of(None)["seats"][1]["profession"] is None
    assert t.leaks() == []


def test_an_arrangement_that_does_not_fit_the_deal_is_refused():
    with pytest.raises(ArrangeError, match="societies"):
        KutschfahrtScenario(4, societies=["order", "order", "order", "brotherhood"])
    with pytest.raises(ArrangeError, match="not free"):
        KutschfahrtScenario(4, hands={0: ["key", "key", "key", "key"]})
