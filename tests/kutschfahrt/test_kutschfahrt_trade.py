"""Trades (docs/rules/kutschfahrt.md §3.1, seed l.200-206) and every trade effect (§6)."""

from kutschfahrt_scenario import KutschfahrtScenario

SOCIETIES = ["order", "brotherhood", "order", "brotherhood"]
PROFESSIONS = ["thug", "priest", "doctor", "duelist"]


def table(hands, pile_top=None, **options):
    return KutschfahrtScenario(4, societies=SOCIETIES, professions=PROFESSIONS, hands=hands, pile_top=pile_top,
                               first=0, **options)


def effects(t):
    return [(e["seat"], e["item"]) for e in t.table_of(None)["trade"]["effects"]]


def test_an_accepted_trade_swaps_the_two_items_and_the_tv_names_neither():
    # Seed l.201: the item goes face down; the partner gives one back face down. Seed l.205: items without an
    # effect are not read out.
    t = table({0: ["key", "dagger"], 1: ["goblet"]})
    t.trade(1, "dagger", "goblet")
    assert t.items_of(0) == ["key", "goblet"] and t.items_of(1) == ["dagger"]
    trade = t.table_of(None)["trade"]
    assert (trade["from"], trade["to"], trade["status"], trade["effects"]) == (0, 1, "done", [])
    t.assert_hidden(None, item="dagger").assert_hidden(None, item="goblet").assert_hidden(2, item="dagger")
    t.assert_sees(0, seat=1, item="goblet", dir="from").assert_sees(1, seat=0, item="dagger", dir="from")
    assert t.leaks() == [] and t.active == 1


def test_a_refused_offer_goes_back_and_only_the_partner_saw_it():
    t = table({0: ["key", "dagger"], 1: ["goblet"]})
    t.offer(1, "dagger")
    assert t.prompt_of(1, "trade_answer").params["item"] == "dagger"
    t.refuse(1)
    assert t.items_of(0) == ["key", "dagger"] and t.table_of(None)["trade"]["status"] == "refused"
    t.assert_sees(1, seat=0, item="dagger", dir="from").assert_hidden(None, item="dagger")
    assert t.leaks() == []


def test_the_black_pearl_must_be_accepted():
    # Seed l.86 "被動作玩家當成交易品要求交易時，收到的玩家不得拒絕".
    t = table({0: ["key", "black_pearl"], 1: ["goblet"]})
    t.offer(1, "black_pearl")
    assert t.refusal(1, ["refuse"]).code == "must_accept"
    t.accept(1, "goblet")
    assert t.items_of(1) == ["black_pearl"]


def test_the_broken_mirror_must_be_accepted_and_stops_both_effects_silently():
    # Seed l.115-116: "這張卡被交易時一定要被接受，並且交易後的卡片功能都不能使用，交易雙方需要噤聲".
    t = table({0: ["key", "broken_mirror"], 1: ["monocle", "goblet"]})
    t.offer(1, "broken_mirror")
    assert t.refusal(1, ["refuse"]).code == "must_accept"
    t.accept(1, "monocle")
    assert effects(t) == [] and not any(n["key"].endswith("monocle") for n in t.notes_of(1))
    t.assert_hidden(None, item="broken_mirror").assert_hidden(None, item="monocle")


def test_a_secret_bag_is_never_given_back_for_the_other_bag():
    # Seed l.23 "不能用另一張袋子來進行交易（袋子不能互換）".
    t = table({0: ["bag_key"], 1: ["bag_goblet", "goblet"]})
    t.offer(1, "bag_key")
    assert t.refusal(1, ["bag_goblet"]).code == "bag_for_bag"
    assert t.refusal(1, ["goblet"]) is None


def test_a_partner_whose_only_item_is_the_other_bag_must_refuse():
    # Seed l.33 "若被交易的玩家只有袋子時，該玩家必需拒絕這場交易".
    t = table({0: ["bag_key"], 1: ["bag_goblet"]})
    t.offer(1, "bag_key")
    assert t.refusal(1, ["bag_goblet"]).code == "must_refuse"
    t.refuse(1)
    assert t.items_of(0) == ["bag_key"]


ALL_BUT_PEARL = {0: ["bag_key", "key", "dagger", "gloves", "poison_ring", "casting_knives", "whip", "privilege"],
                 1: ["bag_goblet", "goblet", "goblet", "goblet", "monocle", "broken_mirror"],
                 2: ["key", "key", "sextant", "coat", "tome", "coat_of_arms"]}


def test_once_the_pile_is_empty_the_bags_may_be_swapped():
    # Seed l.36 "兩個袋子也可以互換，因為是鑰匙換聖杯".
    t = KutschfahrtScenario(3, societies=["order", "brotherhood", "order"], hands=ALL_BUT_PEARL, first=0)
    assert t.table_of(None)["pile"] == 0 and t.table_of(None)["bags_count"]
    t.trade(1, "bag_key", "bag_goblet")
    assert "bag_goblet" in t.items_of(0)


def test_a_secret_bag_traded_away_draws_the_top_of_the_pile_for_its_giver_told_as_a_bag():
    # Seed l.22 "交易成功後可以從牌庫拿一張道具卡"; §9: the TV says "a Secret Bag", never which.
    t = table({0: ["bag_key", "key"], 1: ["goblet"]}, pile_top=["whip"])
    t.trade(1, "bag_key", "goblet")
    assert t.items_of(0) == ["key", "goblet", "whip"] and effects(t) == [(0, "bag")]
    t.assert_sees(0, item="whip", key="kutschfahrt.note.drew").assert_hidden(None, item="bag_key")
    assert t.table_of(None)["seats"][0]["items"] == 3 and t.leaks() == []


def test_the_privilege_shows_its_giver_all_of_the_partners_items():
    # Seed l.16 "交易成功後可看對方所有的道具卡".
    t = table({0: ["privilege", "key"], 1: ["goblet", "dagger"]})
    t.trade(1, "privilege", "dagger")
    assert effects(t) == [(0, "privilege")]
    t.assert_sees(0, seat=1, items=["goblet", "privilege"]).assert_hidden(None, seat=1, items=["goblet", "privilege"])
    assert t.leaks() == []


def test_the_monocle_shows_its_giver_the_partners_society():
    # Seed l.67 "交易後可以看對方玩家的幫會".
    t = table({0: ["monocle", "key"], 1: ["goblet"]})
    t.trade(1, "monocle", "goblet")
    t.assert_sees(0, seat=1, society="brotherhood").assert_hidden(2, seat=1, society="brotherhood")
    t.assert_hidden(None, seat=1, society="brotherhood")
    assert effects(t) == [(0, "monocle")] and t.leaks() == []


def test_the_tome_swaps_the_two_professions_face_down_and_unused():
    # Seed l.10 "交易成功後可以和對方互換職業，使用過的職業可以面朝下放置再次使用".
    t = table({0: ["tome", "key"], 1: ["goblet"]}, used={0: True})
    assert t.table_of(None)["seats"][0]["profession"] == "thug"
    t.trade(1, "tome", "goblet")
    assert t.table_of(0)["me"]["profession"] == "priest" and t.table_of(1)["me"]["profession"] == "thug"
    assert [s["profession"] for s in t.table_of(None)["seats"][:2]] == [None, None]
    t.assert_sees(0, seat=1, profession="thug").assert_sees(1, seat=0, profession="priest")
    assert t.leaks() == []


def test_the_coat_lets_its_giver_take_a_profession_from_the_pile():
    # Seed l.60-61 "交易後可以從桌上職業卡堆換一張新的職業卡。(也可以是原本職業，若原本用過的職業，職業視同沒用過)".
    t = table({0: ["coat", "key"], 1: ["goblet"]}, used={0: True})
    t.trade(1, "coat", "goblet")
    assert "keep" in t.choices_of(0, "coat") and "hypnotist" in t.choices_of(0, "coat")
    pile = sorted(["diplomat", "poison_mixer", "grand_master", "clairvoyant", "hypnotist", "bodyguard"])
    t.assert_sees(0, professions=pile).assert_hidden(1, professions=pile).assert_hidden(None, professions=pile)
    t.answer(0, ["hypnotist"], "coat")
    assert t.table_of(0)["me"]["profession"] == "hypnotist" and not t.table_of(0)["me"]["used"]
    assert "thug" in t.state.prof_pile and t.table_of(None)["seats"][0]["profession"] is None
    assert t.leaks() == []


def test_the_coat_may_keep_the_own_profession_unused_again():
    t = table({0: ["coat", "key"], 1: ["goblet"]}, used={0: True})
    t.trade(1, "coat", "goblet").answer(0, ["keep"], "coat")
    assert t.table_of(0)["me"]["profession"] == "thug" and not t.table_of(0)["me"]["used"]


def test_the_sextant_passes_one_item_from_every_player_in_the_chosen_direction_at_once():
    # Seed l.93-94: "交易後可以選擇一個方向，所有玩家傳一個道具給該方向的玩家。此動作不算交易".
    t = table({0: ["sextant", "key"], 1: ["goblet"], 2: ["privilege"], 3: ["dagger"]})
    t.trade(1, "sextant", "goblet").answer(0, ["left"], "sextant_direction")
    assert t.seats_asked("sextant_pass") == [0, 1, 2, 3]
    t.answers({0: ["key"], 1: ["sextant"], 2: ["privilege"], 3: ["dagger"]}, "sextant_pass")
    assert [t.items_of(s) for s in range(4)] == [["goblet", "dagger"], ["key"], ["sextant"], ["privilege"]]
    # No trade effect: the Privilege passed to seat 3 showed nothing.
    assert effects(t) == [(0, "sextant")] and t.table_of(None)["trade"]["effects"][0]["params"] == {"direction": "left"}
    t.assert_sees(3, seat=2, item="privilege", dir="from").assert_hidden(1, seat=2, item="privilege")
    assert t.leaks() == []


def test_the_active_players_effect_resolves_before_the_partners():
    # Seed l.203 "該交易效果將由該回合玩家先執行，而後再由被交易的玩家執行".
    t = table({0: ["monocle", "key"], 1: ["privilege", "goblet"]})
    t.trade(1, "monocle", "privilege")
    assert effects(t) == [(0, "monocle"), (1, "privilege")]
    t.assert_sees(1, seat=0, items=["key", "privilege"])


def test_a_sextant_resolves_before_a_secret_bag():
    # Seed l.95 "和袋子交換時，六分儀效果優先".
    t = table({0: ["bag_key", "key"], 1: ["sextant", "goblet"]}, pile_top=["whip"])
    t.trade(1, "bag_key", "sextant")
    assert t.prompt_of(1, "sextant_direction")
    t.answer(1, ["right"], "sextant_direction").time_out("sextant_pass")
    assert effects(t) == [(1, "sextant"), (0, "bag")]


def test_with_offered_item_first_the_bag_resolves_before_the_sextant():
    t = table({0: ["bag_key", "key"], 1: ["sextant", "goblet"]}, pile_top=["whip"], offered_first=True)
    t.trade(1, "bag_key", "sextant")
    assert t.prompts("sextant_direction") and effects(t) == [(0, "bag")]


def test_a_player_over_the_hand_limit_gives_an_item_away_at_once_without_a_trade():
    # §2 hand limit (6 at 4 players): a donation, not a trade; the recipient alone sees the item.
    t = table({0: ["bag_key", "key", "key", "dagger", "gloves", "whip"], 1: ["goblet"]}, pile_top=["privilege"])
    t.trade(1, "bag_key", "goblet")
    assert len(t.items_of(0)) == 7 and t.table_of(None)["donation"] == {"seat": 0, "to": None}
    t.answer(0, ["privilege"], "donate").answer(0, ["2"], "donate_to")
    assert len(t.items_of(0)) == 6 and "privilege" in t.items_of(2)
    assert effects(t) == [(0, "bag")]           # no Privilege effect: a donation is no trade
    t.assert_sees(2, seat=0, item="privilege", dir="from").assert_hidden(None, item="privilege")
    assert t.leaks() == []


def test_without_the_hand_limit_nothing_is_donated():
    t = table({0: ["bag_key", "key", "key", "dagger", "gloves", "whip"], 1: ["goblet"]}, hand_limit=False)
    t.trade(1, "bag_key", "goblet")
    assert len(t.items_of(0)) == 7 and t.active == 1
