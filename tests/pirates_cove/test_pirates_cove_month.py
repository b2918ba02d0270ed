"""The month: docs/rules/pirates_cove.md §4.6 (treasure, the wheels, plunder, the Locker), §4.3, §4.4 Events."""

from pirates_cove_scenario import PASS, PiratesCoveScenario


def test_nobodys_wheel_is_shown_until_all_have_chosen_then_all_are_revealed_at_once():
    # Seed 000 l.774: "每回合透過手上的羅盤指出一個目的地，然後大家一起攤牌".
    t = PiratesCoveScenario(3).no_events()
    t.answer(0, ["3"], "prompt.destination").answer(1, ["6"], "prompt.destination")
    for reader in (None, 0, 1, 2):
        assert t.table_of(reader)["reveal"] is None
        assert t.view_of(reader)["progress"] == {"answered": 2, "asked": 3}
    t.answer(2, ["3"], "prompt.destination")
    assert t.table_of(None)["reveal"] == {"0": "3", "1": "6", "2": "3"}


def test_the_wheel_offers_islands_1_to_6_and_the_cove_only_as_a_house_option():
    # P1: Pirate's Cove "is not a destination"; option cove_selectable.
    t = PiratesCoveScenario(3).no_events()
    assert t.choices_of(0, "prompt.destination") == ["1", "2", "3", "4", "5", "6"]
    t = PiratesCoveScenario(3, cove_selectable=True).no_events()
    assert t.choices_of(0, "prompt.destination")[-1] == "cove"


def test_a_wheel_left_alone_stays_where_the_ship_lies_or_goes_to_island_1_from_the_cove():
    # §4.6 step 4 (H): "the island the ship is at now, or island 1 if it is at Pirate's Cove".
    t = PiratesCoveScenario(3, ships={1: {"at": "4"}}).no_events()
    assert [t.prompt_of(s, "prompt.destination").default for s in range(3)] == [["1"], ["4"], ["1"]]


def test_a_ship_alone_at_an_island_plunders_its_treasure():
    # Seed 000 l.776: "如果玩家獨自來到某個海島，那麼他便贏得島上的寶藏"; §4.3 card 9: 2 chests + 2 gold.
    t = PiratesCoveScenario(3, treasure_top={"3": [9]}).sail(3, 6, 6)
    assert (t.ship(0)["chests"], t.ship(0)["gold"]) == (2, 11) and t.island("3")["shown"] == []


def test_fame_scores_at_once_and_a_tavern_card_is_drawn_from_the_treasure():
    # §4.6 step 7: "fame goes to the track ... Tavern cards are drawn"; §4.3 card 12: 1 Tavern card + 1 fame.
    t = PiratesCoveScenario(3, treasure_top={"2": [12]}, tavern_top=["volley"]).sail(2, 6, 6)
    assert t.ship(0)["fame"] == 1 and t.hand(0) == ["volley"]


def test_chests_beyond_the_hull_go_to_davy_jones_locker():
    # §4.6 step 7: "chests into the hold, up to the Hull level; extra chests go to Davy Jones' Locker (H)".
    t = PiratesCoveScenario(3, treasure_top={"1": [8]}).sail(1, 6, 6)
    assert t.ship(0)["chests"] == 2 and t.locker["chests"] == 1


def test_flints_parrot_carries_any_number_of_chests():
    # §2 "Captain Flint's: unlimited treasure capacity".
    t = PiratesCoveScenario(3, treasure_top={"1": [8]}, ships={0: {"parrots": ["parrot_flint"], "chests": 2}})
    t.sail(1, 6, 6)
    assert t.ship(0)["chests"] == 5 and t.ship(0)["capacity"] is None and t.locker["chests"] == 0


def test_a_card_nobody_plunders_goes_to_the_locker_at_the_end_of_the_month():
    # §4.3: "A card nobody plunders that month is discarded to Davy Jones' Locker".
    t = PiratesCoveScenario(3).sail(6, 6, 6).to_next_month()
    assert t.locker["treasure"] == 5 and all(len(t.island(i)["shown"]) == 1 for i in "12345")


def test_with_the_option_unplundered_treasure_piles_up_for_the_next_sole_visitor():
    # Option P4 treasure_accumulates: "unplundered cards pile up for the next sole visitor".
    t = PiratesCoveScenario(3, treasure_top={"3": [1, 2]}, treasure_accumulates=True).sail(6, 6, 6).to_next_month()
    assert len(t.island("3")["shown"]) == 2 and t.locker["treasure"] == 0
    t.sail(3, 6, 6)
    assert t.ship(0)["gold"] == 9 + 3 + 4


def test_the_pirate_sails_one_island_on_each_month_and_never_to_treasure_island():
    # §4.6 step 2 and P2: "islands 1→2→3→4→5→1…. It never enters Treasure Island or Pirate's Cove."
    t = PiratesCoveScenario(3, pirate_at="3")
    stops = []
    for _ in range(3):
        stops.append(t.table_of(None)["pirates"][0]["at"])
        t.sail(6, 6, 6).to_next_month()
    assert stops == ["4", "5", "1"]


def test_a_storm_costs_every_ship_that_ends_at_its_island_one_sails_level():
    # §4.4 Storm: "name an outer island. Every ship that ends there this month loses 1 Sails level on arrival."
    t = PiratesCoveScenario(3, hands={1: ["storm"]})
    t.answers({0: PASS, 1: ["storm"], 2: PASS}, "prompt.event").answer(1, ["2"], "prompt.storm")
    assert t.island("2")["storm"]
    t.no_events().sail(2, 6, 6)
    assert t.ship(0)["sails"] == 4 and t.ship(1)["sails"] == 5


def test_smugglers_tip_gives_three_gold():
    # §4.4: "Smuggler's Tip: gain 3 gold".
    t = PiratesCoveScenario(3, hands={2: ["smugglers_tip"]})
    t.answers({0: PASS, 1: PASS, 2: ["smugglers_tip"]}, "prompt.event")
    assert t.ship(2)["gold"] == 12 and t.hand(2) == []


def test_the_spyglass_shows_next_months_card_of_two_islands_to_its_player_alone():
    # §4.4 Spyglass: "privately look at next month's treasure card on two islands".
    t = PiratesCoveScenario(3, hands={0: ["spyglass"]}, treasure_top={"4": [1, 8], "5": [2, 12]})
    t.answers({0: ["spyglass"], 1: PASS, 2: PASS}, "prompt.event").answer(0, ["4", "5"], "prompt.spyglass")
    assert t.table_of(0)["me"]["peeks"] == [{"island": "4", "card": t.table_of(0)["me"]["peeks"][0]["card"]},
                                            {"island": "5", "card": t.table_of(0)["me"]["peeks"][1]["card"]}]
    t.assert_sees(0, id="4.8", card=8).assert_hidden(1, id="4.8", card=8).assert_hidden(None, id="5.12", card=12)
    assert t.leaks() == []


def test_an_event_card_the_seat_does_not_hold_is_refused_after_the_tap_and_every_phone_has_the_same_buttons():
    # docs/engine.md §9; P21: every seat is asked at once with the same buttons.
    t = PiratesCoveScenario(3, hands={1: ["storm"]})
    assert {tuple(t.choices_of(s, "prompt.event")) for s in range(3)} == {("storm", "smugglers_tip", "spyglass", "pass")}
    assert t.refusals_of(0, "prompt.event")["storm"].code == "not_in_hand"
    assert t.accepted_choices(1, "prompt.event") == ["storm", "pass"]
    assert [t.prompt_of(s, "prompt.event").progress for s in range(3)] == ["hidden"] * 3


def test_events_are_asked_again_until_everyone_passes_and_resolve_from_the_least_famous():
    # §4.6 step 3 "H order: seat order from the player with the least fame".
    t = PiratesCoveScenario(3, hands={0: ["smugglers_tip", "smugglers_tip"], 2: ["storm"]}, ships={0: {"fame": 3}})
    t.answers({0: ["smugglers_tip"], 1: PASS, 2: ["storm"]}, "prompt.event")
    assert t.seats_asked() == [2]          # seat 2 (0 fame) resolves first: its storm's island
    t.answer(2, ["1"], "prompt.storm")
    assert t.ship(0)["gold"] == 12 and t.seats_asked("prompt.event") == [0, 1, 2]
    t.answers({0: ["smugglers_tip"], 1: PASS, 2: PASS}, "prompt.event").no_events()
    assert t.ship(0)["gold"] == 15 and t.asked("prompt.destination")


def test_a_fame_card_is_shown_and_scored_the_moment_it_is_drawn():
    # P18: "it is shown and scored the moment it is drawn".
    t = PiratesCoveScenario(3, tavern_top=["fame_3"], ships={0: {"gold": 2}}).sail(1, 6, 6)
    t.time_out_until("prompt.shop", seat=0)
    t.shop(0, "buy_tavern")
    assert t.ship(0)["fame"] >= 3 and t.hand(0) == [] and "fame_card" in t.log_keys()


def test_a_parrot_lands_on_the_mat_the_moment_it_is_drawn():
    # §2: "Parrots take effect at once and stay on the mat".
    t = PiratesCoveScenario(3, tavern_top=["parrot_silver"]).sail(1, 6, 6)
    t.time_out_until("prompt.shop", seat=0)
    t.shop(0, "buy_tavern")
    assert t.ship(0)["parrots"] == ["parrot_silver"] and t.ship(0)["dice"] == 6


def test_the_game_ends_after_the_upgrades_of_month_12():
    # Seed 000 l.772 / l.783: twelve rounds, then the highest score wins.
    t = PiratesCoveScenario(3, month=12).sail(6, 6, 6)
    assert not t.finished
    t.to_the_end()
    assert t.finished and t.table_of(None)["step"] == "over" and t.table_of(None)["month"] == 12


def test_islands_fight_in_order_1_to_5():
    # P20: "islands resolve in order 1→5".
    t = PiratesCoveScenario(4, dice=[1] * 8).sail(4, 4, 2, 2)
    assert t.battle["island"] == "2"
    t.answer(2, ["flee"], "prompt.flee")
    assert t.battle["island"] == "4"


def test_a_storm_that_takes_the_last_sails_level_cripples_the_ship_on_arrival():
    # §4.4 Storm "loses 1 Sails level on arrival"; §4.2 "Crippled: any section at 0".
    t = PiratesCoveScenario(3, hands={1: ["storm"]}, ships={0: {"sails": 1, "chests": 1}})
    t.answers({0: PASS, 1: ["storm"], 2: PASS}, "prompt.event").answer(1, ["3"], "prompt.storm").sail(3, 6, 6)
    assert t.ship(0)["crippled"] and t.ship(0)["at"] == "cove" and t.locker["chests"] == 1


def test_with_the_option_a_ship_may_sail_to_the_cove_and_takes_a_tavern_card_there():
    # Option P1 cove_selectable; §4.6 step 8 "Every ship at Pirate's Cove takes 1 Tavern card [V]".
    t = PiratesCoveScenario(3, cove_selectable=True, tavern_top=["grapple"]).sail("cove", 6, 6)
    assert t.battle is None
    t.time_out_until("prompt.shop", seat=0)
    assert t.hand(0) == ["grapple"] and t.prompt_of(0, "prompt.shop").params["island"] == "cove"


def test_a_spyglass_look_ends_when_the_card_is_turned_up_for_everyone():
    # §4.4 Spyglass looks at "next month's treasure card": next month it lies face up for all.
    t = PiratesCoveScenario(3, hands={0: ["spyglass"]}, treasure_top={"1": [1, 8], "3": [2, 12]})
    t.answers({0: ["spyglass"], 1: PASS, 2: PASS}, "prompt.event").answer(0, ["1", "3"], "prompt.spyglass")
    t.sail(6, 6, 6).to_next_month()
    assert t.table_of(0)["me"]["peeks"] == [] and t.island("3")["shown"][-1]["card"] == 12


def test_an_empty_tavern_deck_reshuffles_its_discards():
    # §4.4: "The deck reshuffles its discards when empty [V]".
    everything_else = (["grapple"] * 4 + ["powder_keg"] * 4 + ["volley"] * 6 + ["royal_navy"] * 2 + ["storm"] * 2
                       + ["spyglass"] * 2 + ["mastercraft_hull"] * 2 + ["mastercraft_sails"] * 2
                       + ["mastercraft_cannons"] * 2 + ["mastercraft_crew"])
    cards_and_parrots = ["fame_1"] * 5 + ["fame_2"] * 3 + ["fame_3"] + ["parrot_flint", "parrot_silver",
                                                                         "parrot_bones", "parrot_trelawney"]
    t = PiratesCoveScenario(3, hands={0: ["smugglers_tip", "smugglers_tip"], 1: everything_else,
                                      2: cards_and_parrots}, pirate_at="3")
    assert t.table_of(None)["tavern"] == {"deck": 0, "discard": 0}
    t.answers({0: ["smugglers_tip"], 1: PASS, 2: PASS}, "prompt.event").no_events().sail(1, 6, 6)
    t.time_out_until("prompt.shop", seat=0)
    t.shop(0, "buy_tavern")
    assert t.hand(0) == ["smugglers_tip", "smugglers_tip"] and t.table_of(None)["tavern"] == {"deck": 0, "discard": 0}


def test_a_spyglass_in_the_last_month_has_nothing_to_look_at_and_is_refused():
    # §4.4 Spyglass looks at "next month's treasure card": after month 12's cards no stack holds one.
    t = PiratesCoveScenario(3, month=12, hands={0: ["spyglass"]})
    assert t.island("1")["stack"] == 0
    assert t.refusals_of(0, "prompt.event")["spyglass"].code == "nothing_to_spy"
