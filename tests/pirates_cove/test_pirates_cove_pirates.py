"""The Legendary Pirates (docs/rules/pirates_cove.md §4.5, P6-P9) and the Royal Navy (§4.8, P13)."""

from pirates_cove_scenario import PASS, PiratesCoveScenario


def test_a_ship_that_meets_the_pirate_must_fight_it_and_the_pirate_fires_at_the_most_famous_ships_weaker_gun():
    # Seed 000 l.776 "如果玩家撞上徘徊的傳奇海盜也必須開火"; P9: "fires at the player ship with the most fame ...
    # It names the lower of that ship's Crew and Cannons, with ties going to Cannons."
    t = PiratesCoveScenario(3, pirate_at="1", ships={1: {"fame": 2, "crew": 3}}, dice=[1, 1, 1]).sail(2, 2, 6)
    t.stay(0, 1)
    assert t.seats_asked("prompt.battle_card") == [0, 1]        # the pirate (Sails 6) fires first
    t.no_cards()
    shot = t.battle["shots"][0]
    assert (shot["by"], shot["at"], shot["section"]) == ({"pirate": "p1"}, {"seat": 1}, "cannons")


def test_a_ships_default_shot_is_at_the_pirate():
    # §5 (H default): "fire at the pirate if present, or else at the ship with the most fame".
    t = PiratesCoveScenario(3, pirate_at="1", ships={0: {"sails": 7}}).sail(2, 6, 6)
    t.stay(0)
    assert t.prompt_of(0, "prompt.fire").default == ["p1:cannons"]


def test_beating_the_pirate_pays_its_bounty_growing_with_the_month_and_the_ship_plunders():
    # §4.5 Bounty: "printed fame + ⌊(month − 1) ÷ 3⌋, plus printed gold"; pirate I: 3 fame, 4 gold; month 7: +2.
    t = PiratesCoveScenario(3, month=7, pirate_at="1", ships={0: {"sails": 7, "crew": 3, "cannons": 3}},
                            dice=[6, 6, 6], treasure_top={"2": [3]})
    assert t.table_of(None)["pirates"][0]["bounty"] == {"fame": 5, "gold": 4}
    t.sail(2, 6, 6).stay(0).fire(0, "p1", "hull").no_cards().no_volley()
    assert t.ship(0)["fame"] == 5 and t.ship(0)["gold"] == 9 + 4 + 5
    assert t.table_of(None)["pirates"] == [] and t.battle["defeated"] == [{"pirate": "p1"}]


def test_ships_firing_at_the_same_moment_split_the_bounty_rounding_down():
    # §4.5: "If two ships fired at the same moment, they split it, rounding down."
    t = PiratesCoveScenario(3, pirate_at="1", ships={0: {"sails": 7}, 1: {"sails": 7}}, dice=[6, 6, 6, 6])
    t.sail(2, 2, 6).stay(0, 1)
    t.fire(0, "p1", "hull").fire(1, "p1", "hull").no_cards().no_volley().no_cards().no_volley()
    assert [t.ship(s)["gold"] for s in (0, 1)] == [9 + 2, 9 + 2]     # 3 fame and 4 gold split: 1 and 2 each


def test_a_beaten_pirate_is_replaced_at_island_1_next_month():
    # §4.5: "the next card is revealed at island 1 at the start of the next month".
    t = PiratesCoveScenario(3, pirates=["p1", "p4"], pirate_at="1", ships={0: {"sails": 7, "crew": 3, "cannons": 3}},
                            dice=[6, 6, 6])
    t.sail(2, 6, 6).stay(0).fire(0, "p1", "hull").no_cards().no_volley().to_next_month()
    assert [(p["pirate"], p["at"]) for p in t.table_of(None)["pirates"]] == [("p4", "2")]


def test_the_pirate_repairs_fully_every_month():
    # P8: "pirates fully repair at the start of every month".
    t = PiratesCoveScenario(3, pirate_at="1", ships={0: {"sails": 7}}, dice=[6, 1, 1, 1, 1])
    t.sail(2, 6, 6).stay(0).fire(0, "p1", "hull").no_cards().no_volley().no_cards()
    assert t.table_of(None)["pirates"][0]["hull"] == 2
    t.answer(0, ["flee"], "prompt.flee").to_next_month()
    assert t.table_of(None)["pirates"][0]["hull"] == 3


def test_the_pirate_never_plunders_and_its_islands_treasure_goes_to_the_locker_when_the_ship_flees():
    # §4.5: "It never flees and never plunders. A treasure card at an island where the pirate stays undefeated
    # goes to Davy Jones' Locker."
    t = PiratesCoveScenario(3, pirate_at="1").sail(2, 6, 6)
    t.answer(0, ["flee"], "prompt.flee").to_next_month()
    assert t.ship(0)["gold"] == 9 and t.locker["treasure"] == 5


def royal_navy(**kw) -> PiratesCoveScenario:
    t = PiratesCoveScenario(3, hands={1: ["royal_navy"]}, **kw).no_events()
    return t.answers({0: ["3"], 1: ["6"], 2: ["4"]}, "prompt.destination")


def test_the_royal_navy_is_sent_after_the_reveal_against_a_ship_bound_for_an_outer_island():
    # §4.8: "a Royal Navy Event is played after destinations are revealed. It names one player whose destination
    # is an outer island."
    t = royal_navy()
    assert t.choices_of(0, "prompt.navy") == t.choices_of(1, "prompt.navy") == ["0", "2", "pass"]
    assert t.refusals_of(0, "prompt.navy")["2"].code == "not_in_hand"
    t.answers({0: PASS, 1: ["0"], 2: PASS}, "prompt.navy")
    assert t.table_of(None)["navy"]["target"] == 0 and t.table_of(None)["navy"]["island"] == "3"
    assert t.battle == {**t.battle, "kind": "navy", "island": "3"}
    assert t.battle["fighters"] == [{"navy": True}, {"seat": 0}]


def test_the_royal_navy_cannot_be_sent_against_ones_own_ship():
    t = PiratesCoveScenario(3, hands={2: ["royal_navy"]}).no_events()
    t.answers({0: ["3"], 1: ["6"], 2: ["4"]}, "prompt.destination")
    assert t.refusals_of(2, "prompt.navy")["2"].code == "navy_self"


def test_beating_the_royal_navy_earns_4_fame_and_the_ship_goes_on_to_plunder():
    # §4.8: "If the ship cripples the Navy, it gains 4 fame and carries on into the island's normal combat";
    # Navy Sails 10, Crew 5, Cannons 5, Hull 6.
    t = royal_navy(ships={0: {"crew": 6, "cannons": 6}}, dice=[1] * 5 + [6] * 6, treasure_top={"3": [1]})
    t.answers({0: PASS, 1: ["0"], 2: PASS}, "prompt.navy").stay(0)
    t.no_cards()                               # the Navy fires first (5 dice, all miss)
    t.fire(0, "navy", "hull").no_cards().no_volley()
    assert t.table_of(None)["navy"] is None and t.ship(0)["fame"] == 4 and t.ship(0)["gold"] == 9 + 3


def test_only_one_royal_navy_a_month_the_least_famous_first():
    # §4.8: "only one Navy fight per month"; P21: the first in seat order from the least fame sends it.
    t = PiratesCoveScenario(3, hands={1: ["royal_navy"], 2: ["royal_navy"]}, ships={1: {"fame": 2}}).no_events()
    t.answers({0: ["3"], 1: ["4"], 2: ["5"]}, "prompt.destination")
    t.answers({0: PASS, 1: ["0"], 2: ["1"]}, "prompt.navy")
    assert t.table_of(None)["navy"]["target"] == 1 and t.hand(1) == ["royal_navy"] and t.hand(2) == []


def test_a_ship_that_flees_the_navy_leaves_the_island():
    # §4.8: "If the ship flees or is crippled, it leaves the island."
    t = royal_navy()
    t.answers({0: PASS, 1: ["0"], 2: PASS}, "prompt.navy").answer(0, ["flee"], "prompt.flee")
    assert t.ship(0)["at"] == "cove" and t.table_of(None)["navy"] is None


def test_between_equally_famous_ships_the_pirate_fires_at_the_faster():
    # P9: "with ties going to higher Sails".
    t = PiratesCoveScenario(3, pirate_at="1", ships={0: {"fame": 1, "sails": 4}, 1: {"fame": 1}}, dice=[1] * 3)
    t.sail(2, 2, 6).stay(0, 1).no_cards()
    assert t.battle["shots"][0]["at"] == {"seat": 1}
