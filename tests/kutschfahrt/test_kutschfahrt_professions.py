"""The free actions of a turn: the Diplomat and the Clairvoyant (docs/rules/kutschfahrt.md §5, seed l.120-128,
l.161-163), and the action menu that offers them."""

from kutschfahrt_scenario import KutschfahrtScenario

SOCIETIES = ["order", "brotherhood", "order", "brotherhood"]


def table(first_profession, hands, pile_top=None, **options):
    profs = [first_profession] + [p for p in ("priest", "doctor", "thug", "bodyguard") if p != first_profession][:3]
    return KutschfahrtScenario(4, societies=SOCIETIES, professions=profs, hands=hands, pile_top=pile_top, first=0,
                               **options)


def test_the_action_menu_is_the_same_five_buttons_and_refuses_a_profession_that_is_no_free_action():
    t = table("thug", {0: ["dagger"]})
    assert t.choices_of(0, "action") == ["trade", "attack", "announce", "profession", "pass"]
    assert t.refusal(0, ["profession"]).code == "no_free_profession"


def test_the_diplomat_takes_the_named_item_in_a_forced_trade_and_the_turn_goes_on():
    # Seed l.128 "對方有該物品→外交官交易該物後，還可以繼續回合動作".
    t = table("diplomat", {0: ["dagger", "key"], 1: ["goblet", "monocle"]})
    t.act("profession").answer(0, ["1"], "diplomat_target").answer(0, ["goblet"], "diplomat_kind")
    t.answer(0, ["dagger"], "diplomat_return")
    assert t.items_of(0) == ["key", "goblet"] and t.items_of(1) == ["dagger", "monocle"]
    assert t.table_of(None)["diplomat"] == {"seat": 0, "target": 1, "kind": "goblet", "success": True}
    assert t.table_of(None)["seats"][0]["profession"] == "diplomat"
    assert t.prompt_of(0, "action") and t.refusal(0, ["profession"]).code == "no_free_profession"
    t.assert_hidden(None, item="dagger")
    assert t.leaks() == []


def test_a_diplomats_forced_trade_has_its_trade_effects():
    # §5 Diplomat: "trade effects apply as in 3.1".
    t = table("diplomat", {0: ["monocle", "key"], 1: ["goblet"]})
    t.act("profession").answer(0, ["1"], "diplomat_target").answer(0, ["goblet"], "diplomat_kind")
    t.answer(0, ["monocle"], "diplomat_return")
    t.assert_sees(0, seat=1, society="brotherhood")
    assert t.table_of(None)["trade"]["forced"]


def test_a_diplomat_who_asks_for_what_is_not_there_sees_all_the_items_and_the_turn_ends():
    # Seed l.127 "對方沒有該物品→看對方物品牌後回合結束".
    t = table("diplomat", {0: ["dagger", "key"], 1: ["goblet", "monocle"]})
    t.act("profession").answer(0, ["1"], "diplomat_target").answer(0, ["key"], "diplomat_kind")
    t.answer(0, ["dagger"], "diplomat_return")
    assert t.items_of(0) == ["key", "dagger"] and t.active == 1
    assert t.table_of(None)["diplomat"]["success"] is False
    t.assert_sees(0, seat=1, items=["goblet", "monocle"]).assert_hidden(None, seat=1, items=["goblet", "monocle"])
    assert t.leaks() == []


def test_a_diplomat_cannot_ask_for_a_bag_once_the_bags_count():
    # Seed l.35 "此後外交家不能要袋子(因為已是鑰匙或聖杯)"; a Key may then take the key bag.
    t = table("diplomat", {0: ["dagger", "key"], 1: ["bag_key", "goblet"]}, bags_always_count=True)
    t.act("profession").answer(0, ["1"], "diplomat_target")
    assert t.refusal(0, ["bag_key"]).code == "bag_is_victory_item"
    t.answer(0, ["key"], "diplomat_kind").answer(0, ["dagger"], "diplomat_return")
    assert t.items_of(0) == ["key", "bag_key"]


def test_the_clairvoyant_puts_two_chosen_items_on_top_in_the_chosen_order_and_may_still_act():
    # Seed l.162-163 "可以看道具庫，並且拿出其中兩張。其餘卡片洗勻後，將拿出的兩張卡以任何順序放回牌庫頂端。(該玩家還可以進行活動。)".
    t = table("clairvoyant", {0: ["bag_key", "key"], 1: ["goblet"]})
    t.act("profession")
    assert len(t.choices_of(0, "clairvoyant")) == t.table_of(None)["pile"]
    t.answer(0, ["whip", "monocle"], "clairvoyant").answer(0, ["1", "0"], "clairvoyant_order")
    assert t.table_of(0)["me"]["pile_top"] == ["monocle", "whip"]
    assert t.table_of(None)["seats"][0]["profession"] == "clairvoyant"
    t.trade(1, "bag_key", "goblet")
    assert "monocle" in t.items_of(0) and t.table_of(0)["me"]["pile_top"] == ["whip"]
    t.assert_hidden(None, item="monocle")
    assert t.leaks() == []
