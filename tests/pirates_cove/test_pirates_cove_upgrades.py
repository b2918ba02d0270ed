"""The upgrade step: docs/rules/pirates_cove.md §4.6 step 8, the island table of §2, §4.2 costs, Mastercraft
(§4.4) and the Cove's repairs (§4.9)."""

from pirates_cove_scenario import PiratesCoveScenario


def at_shop(seat: int, island, **kw) -> PiratesCoveScenario:
    """Every ship sails to ``island`` alone or to Treasure Island; the month runs on to ``seat``'s shop."""
    others = [6] * 3
    others[seat] = island
    t = PiratesCoveScenario(3, **kw).sail(*others)
    t.time_out_until("prompt.shop", seat=seat)
    return t


def test_sails_5_to_6_costs_1_and_5_to_7_costs_1_plus_2():
    # §2 "Example printed in the rules: Sails 5→6 costs 1, and 5→7 costs 1 + 2 = 3."
    t = at_shop(0, 3)
    assert t.prompt_of(0, "prompt.shop").choices[0].params == {"section": "sails", "level": 6, "cost": 1}
    t.answer(0, ["up:sails"], "prompt.shop")
    assert t.prompt_of(0, "prompt.shop").choices[0].params == {"section": "sails", "level": 7, "cost": 2}
    gold = t.ship(0)["gold"]
    t.shop(0, "up:sails")
    assert t.ship(0)["sails"] == 7 and t.ship(0)["gold"] == gold - 2


def test_an_upgrade_island_sells_only_its_own_section_and_only_what_the_ship_can_pay():
    # §2: islands 2-5 "upgrade that section any number of levels it can pay for".
    t = at_shop(0, 2, ships={0: {"gold": 1}}, treasure_top={"2": [5]})
    assert t.choices_of(0, "prompt.shop") == ["up:hull", "done"]
    t.answer(0, ["up:hull"], "prompt.shop")
    assert t.choices_of(0, "prompt.shop") == ["done"]


def test_a_mastercraft_card_gives_its_section_a_free_level_at_its_island():
    # §4.4 Mastercraft: "play it in the upgrade phase at the upgrade island for a section ... 1 free level".
    t = at_shop(0, 4, hands={0: ["mastercraft_cannons", "mastercraft_hull"]})
    mastercraft = [c for c in t.choices_of(0, "prompt.shop") if c.startswith("mastercraft:")]
    assert len(mastercraft) == 1
    gold = t.ship(0)["gold"]
    t.shop(0, mastercraft[0])
    assert t.ship(0)["cannons"] == 3 and t.ship(0)["gold"] == gold and t.hand(0) == ["mastercraft_hull"]


def test_the_tavern_sells_cards_at_two_gold_each():
    # §2 Tavern Island: "buy Tavern cards, 2 gold each"; seed 000 l.781 "一號島...可以用金錢打探情報".
    t = at_shop(0, 1, tavern_top=["volley", "grapple"], treasure_top={"1": [5]})
    t.shop(0, "buy_tavern", "buy_tavern")
    assert t.ship(0)["gold"] == 5 and t.hand(0) == ["volley", "grapple"]
    t.assert_sees(0, kind="volley").assert_hidden(1, kind="volley").assert_hidden(None, kind="grapple")


def test_treasure_island_buries_chests_and_gold_for_fame_and_sells_one_level_at_double_cost():
    # §2 Treasure Island: "bury chests, 1 fame each; bury gold, 3 gold = 1 fame; upgrade one section by one level
    # at double cost"; seed 000 l.778 "寶箱則必須要運到金銀島上以兌換分數".
    t = at_shop(0, 6, ships={0: {"chests": 2, "gold": 8}})
    t.answer(0, ["bury_chest"], "prompt.shop").answer(0, ["bury_gold"], "prompt.shop")
    assert (t.ship(0)["fame"], t.ship(0)["chests"], t.ship(0)["gold"]) == (3, 0, 5)
    crew = next(c for c in t.prompt_of(0, "prompt.shop").choices if c.id == "up:crew")
    assert crew.params["cost"] == 2
    t.answer(0, ["up:crew"], "prompt.shop")
    assert not [c for c in t.choices_of(0, "prompt.shop") if c.startswith("up:")]


def test_a_crippled_ship_is_repaired_to_level_1_free_at_the_cove_and_takes_a_tavern_card():
    # §4.9: "every section at 0 goes back to level 1 for free ... It also takes 1 Tavern card"; §4.6 step 8
    # "Every ship at Pirate's Cove takes 1 Tavern card [V]".
    t = PiratesCoveScenario(3, ships={0: {"sails": 7}}, dice=[6, 6], tavern_top=["volley"]).sail(2, 2, 6)
    t.stay(1, 0).fire(0, 1, "crew").no_cards().no_volley()
    t.time_out_until("prompt.shop", seat=1)
    assert t.ship(1)["crew"] == 1 and t.hand(1) == ["volley"]
    assert {"up:sails", "up:crew", "up:cannons", "up:hull"} <= set(t.choices_of(1, "prompt.shop"))


def test_shops_open_island_by_island_1_to_6_then_the_cove_in_seat_order():
    # §4.6 step 8: "H order: islands 1→6, then the Cove, with seat order within an island".
    t = PiratesCoveScenario(3, pirate_at="3").sail(6, 1, 6)
    order = []
    while t.asked("prompt.shop"):
        order.append(t.seats_asked("prompt.shop")[0])
        t.time_out()
    assert order == [1, 0, 2]
