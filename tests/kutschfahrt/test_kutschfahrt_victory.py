"""Announcing victory and the end (docs/rules/kutschfahrt.md §4, seed l.216-228)."""

from kutschfahrt_scenario import KutschfahrtScenario

FOUR = ["order", "brotherhood", "order", "brotherhood"]
FIVE = ["order", "brotherhood", "order", "brotherhood", "order"]   # the Brotherhood is the smaller society


def four(hands, **options):
    return KutschfahrtScenario(4, societies=FOUR, professions=["thug", "priest", "doctor", "duelist"], hands=hands,
                               first=0, **options)


def test_a_valid_announcement_wins_for_the_whole_society_named_or_not():
    # Seed l.218 "若能成功伙伴陣營且擁有3項勝利道具以上，該陣營就可以獲勝".
    t = four({0: ["key", "key"], 2: ["key"], 1: ["goblet"], 3: ["goblet"]}).announce(2)
    assert t.finished and t.outcome["result"] == "kutschfahrt.result.announced"
    assert t.outcome["winners"] == [0, 2] and t.outcome["side"] == "order"
    assert t.table_of(None)["announcement"] == {"seat": 0, "teammates": [2], "solo": False, "valid": True}


def test_naming_a_player_of_the_other_society_hands_them_the_victory():
    # Seed l.219 "若玩家指出的伙伴中出現敵方陣營玩家...此時該陣營整體都算輸了".
    t = four({0: ["key", "key"], 1: ["key"], 2: ["dagger"], 3: ["goblet"]}).announce(1)
    assert t.outcome["result"] == "kutschfahrt.result.wrong" and t.outcome["winners"] == [1, 3]


def test_naming_a_teammate_without_a_victory_item_loses():
    # Seed l.219 "或指出自己伙伴但沒道具者時".
    t = four({0: ["key", "key", "key"], 2: ["dagger"]}).announce(2)
    assert t.outcome["winners"] == [1, 3]


def test_too_few_victory_items_lose():
    t = four({0: ["key"], 2: ["key"]}).announce(2)
    assert t.outcome["result"] == "kutschfahrt.result.wrong"


def test_one_player_with_three_keys_may_announce_alone():
    t = four({0: ["key", "key", "key"]}).announce()
    assert t.outcome["winners"] == [0, 2]


def test_announcing_needs_a_victory_item_of_the_own_society():
    # Seed l.217 "他需要有勝利條件道具中的一項才可以執行宣告".
    t = four({0: ["goblet", "dagger"]})
    assert t.refusal(0, ["announce"]).code == "no_victory_item"


def test_the_holder_of_the_black_pearl_cannot_announce():
    # Seed l.87 "擁有黑珍珠的玩家不能宣告勝利".
    t = four({0: ["key", "key", "key", "black_pearl"]})
    assert t.refusal(0, ["announce"]).code == "black_pearl"


def test_at_an_odd_count_the_smaller_society_needs_only_two():
    # Seed l.227 "弱勢陣營：兩個聖杯、兩個鑰匙".
    t = KutschfahrtScenario(5, societies=FIVE, hands={1: ["goblet", "goblet"], 3: ["dagger"]}, first=1)
    t.announce()
    assert t.outcome["result"] == "kutschfahrt.result.announced" and t.outcome["winners"] == [1, 3]
    larger = KutschfahrtScenario(5, societies=FIVE, hands={0: ["key", "key"]}, first=0).announce()
    assert larger.outcome["result"] == "kutschfahrt.result.wrong"


def test_a_bag_counts_only_once_the_pile_is_empty():
    # Seed l.24 "當所有卡都抽光時，立刻變成鑰匙"; §4.1 ruling on seed l.223.
    t = four({0: ["key", "key", "bag_key"]}).announce()
    assert t.outcome["result"] == "kutschfahrt.result.wrong"
    t = four({0: ["key", "key", "bag_key"]}, bags_always_count=True).announce()
    assert t.outcome["result"] == "kutschfahrt.result.announced"


def test_the_coat_of_arms_wins_alone_with_three_keys_and_goblets_mixed():
    # Seed l.101-102 "擁有這張卡的玩家等於自己是一個陣營，他需要3個道具即可宣告獲勝。3個道具可以是參雜聖杯及鑰匙".
    t = four({0: ["coat_of_arms", "key", "goblet", "goblet"]})
    t.act("announce")
    assert t.refusal(0, ["solo", "2"]).code == "solo_alone"
    t.answer(0, ["solo"], "announce")
    assert t.outcome["result"] == "kutschfahrt.result.loge" and t.outcome["winners"] == [0]


def test_a_solo_victory_without_three_items_is_refused():
    t = four({0: ["coat_of_arms", "key", "goblet"]}).act("announce")
    assert t.refusal(0, ["solo"]).code == "solo_invalid"


def test_the_coat_of_arms_holder_still_wins_with_the_society_unless_the_loge_is_strict():
    # §4.3 Ruling, host option "strict Loge".
    hands = {0: ["key", "key"], 2: ["key", "coat_of_arms"]}
    assert four(hands).announce(2).outcome["result"] == "kutschfahrt.result.announced"
    assert four(hands, strict_loge=True).announce(2).outcome["result"] == "kutschfahrt.result.wrong"


def test_at_the_end_the_tv_shows_every_society_profession_and_item():
    t = four({0: ["key", "key", "key"]}).announce()
    reveal = t.table_of(None)["end"]["reveal"]
    assert [r["society"] for r in reveal] == FOUR and reveal[0]["items"] == ["key", "key", "key"]
    assert t.table_of(None)["stage"] == "over" and t.leaks() == []


def test_a_table_where_everyone_keeps_passing_ends_with_no_winner():
    # §4.4 Default: the stall limit (3 whole rounds of passes by default).
    t = four({0: ["dagger"]})
    for _ in range(12):
        t.pass_turn()
    assert t.outcome["result"] == "kutschfahrt.result.stalled" and t.outcome["winners"] == []


def test_the_outcome_scores_a_point_for_every_winner():
    # §8 Default (not from the seed).
    t = four({0: ["key", "key", "key"]}).announce()
    assert t.outcome["scores"] == {0: 1, 1: 0, 2: 1, 3: 0}
