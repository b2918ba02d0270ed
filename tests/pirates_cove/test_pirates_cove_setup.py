"""Setup: docs/rules/pirates_cove.md §2, §4.1-§4.5."""

from collections import Counter

from games.core.testing import Scenario
from games.pirates_cove import GAME
from pirates_cove_scenario import PiratesCoveScenario


def test_each_ship_starts_with_9_gold_its_rings_on_the_start_spaces_and_one_tavern_card():
    # §2: "9 gold (one 5 and four 1s) and 1 Tavern card"; §4.2 starts: Sails 5, Crew 2, Cannons 2, Hull 2.
    t = Scenario(GAME, 4, seed=3)
    for seat, ship in enumerate(t.table_of(None)["ships"]):
        assert (ship["sails"], ship["crew"], ship["cannons"], ship["hull"]) == (5, 2, 2, 2)
        assert ship["gold"] == 9 and ship["at"] == "cove"
        # A Fame card scores and a parrot lands on the mat the moment it is drawn (P18, §2).
        assert ship["hand"] + len(ship["parrots"]) + (ship["fame"] > 0) == 1


def test_ships_are_outfitted_in_seat_order_before_month_1_with_any_section_at_normal_cost():
    # §2: "Players may spend starting gold on upgrades."
    t = Scenario(GAME, 3, seed=2)
    assert t.table_of(None)["step"] == "outfit" and t.seats_asked("prompt.shop") == [0]
    assert {"up:sails", "up:crew", "up:cannons", "up:hull", "done"} <= set(t.choices_of(0, "prompt.shop"))
    t.answer(0, ["up:crew"], "prompt.shop")
    assert t.table_of(None)["ships"][0]["crew"] == 3 and t.table_of(None)["ships"][0]["gold"] == 8
    t.answer(0, ["done"], "prompt.shop")
    assert t.seats_asked("prompt.shop") == [1]


def test_five_outer_islands_hold_stacks_of_twelve_and_each_month_turns_one_card_up():
    # §2: "Treasure cards are shuffled into stacks of 12, one stack on each outer island 1–5"; seed 000 l.774.
    t = PiratesCoveScenario(3)
    for island in "12345":
        assert t.island(island)["stack"] == 11 and len(t.island(island)["shown"]) == 1
    assert t.island("6")["stack"] is None and t.island("cove")["shown"] == []


def test_the_tavern_deck_holds_the_42_cards_of_the_component_list():
    # §2: "4 Parrot, 7 Mastercraft, 14 Combat (8 Battle + 6 Volley), 8 Event, 9 Fame (five ×1, three ×2, one ×3)".
    families = Counter(kind.split("_")[0] for kind, n in GAME.reference()["params"]["tavern_deck"].items()
                       for _ in range(n))
    assert families == {"parrot": 4, "mastercraft": 7, "grapple": 4, "powder": 4, "volley": 6, "royal": 2,
                        "storm": 2, "smugglers": 2, "spyglass": 2, "fame": 9}
    assert sum(GAME.reference()["params"]["tavern_deck"].values()) == 42


def test_one_legendary_pirate_starts_on_island_1_and_sails_to_island_2_in_month_1():
    # §2 [V]: "The black pirate ship starts on island 1"; P2 route 1→2→3→4→5→1.
    t = Scenario(GAME, 4, seed=1)
    assert [p["at"] for p in t.table_of(None)["pirates"]] == ["1"]
    assert t.table_of(None)["pirates_left"] == 4
    t.time_out_until("prompt.destination")
    assert [(p["at"], p["next"]) for p in t.table_of(None)["pirates"]] == [("2", "3")]


def test_a_second_pirate_starts_on_island_3_at_three_players_with_the_option():
    # P7 option extra_pirate_3p: "a second pirate from the same deck starts on island 3".
    assert [p["at"] for p in Scenario(GAME, 3, {"extra_pirate_3p": True}).table_of(None)["pirates"]] == ["1", "3"]
    assert len(Scenario(GAME, 4, {"extra_pirate_3p": True}).table_of(None)["pirates"]) == 1


def test_the_lobby_names_every_option_as_a_house_rule():
    # Issue 18: "show in the lobby which rules are house rules".
    import json
    import os
    cat = json.load(open(os.path.join(os.path.dirname(__file__), "../../games/pirates_cove/i18n.json"), encoding="utf-8"))
    for option in GAME.options:
        assert cat["en"][option.label].startswith("House rule P")
    assert all(f"pirates_cove.house.{r}" in cat["en"] for r in PiratesCoveScenario(3).table_of(None)["house_rules"])
