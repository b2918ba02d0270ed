"""Combat: docs/rules/pirates_cove.md §4.7 (P10-P12, P21, P22), the Battle and Volley cards of §4.4, the parrots
of §2 and crippled ships (§4.9)."""

from pirates_cove_scenario import PASS, PiratesCoveScenario


def duel(**kw) -> PiratesCoveScenario:
    """Seats 0 and 1 meet at Hull Island (2); seat 2 sails to Treasure Island; the pirate is at island 5."""
    return PiratesCoveScenario(3, **kw).sail(2, 2, 6)


def test_ships_that_meet_must_fight_but_not_at_treasure_island():
    # Seed 000 l.776 "如果玩家撞在一起，那麼便必須展開戰鬥"; §4.6 step 6: "No fighting at Treasure Island (6) [V1]".
    t = duel()
    assert t.battle["island"] == "2" and t.seats_asked("prompt.flee") == [0]
    t = PiratesCoveScenario(3).sail(6, 6, 6)
    assert t.battle is None and t.asked("prompt.shop")


def test_the_faster_ship_fires_first_and_a_ship_it_cripples_never_fires():
    # §2 "The ship with the higher Sails fires first"; P22: crippled ships leave the fight after each firing moment.
    t = duel(ships={0: {"sails": 7}}, dice=[6, 6])
    t.stay(1, 0)                 # ascending Sails: the slower ship decides first
    t.fire(0, 1, "crew").no_cards().no_volley()
    assert t.ship(1)["crippled"] and t.ship(1)["at"] == "cove" and t.battle["crippled"] == [1]
    assert len(t.battle["shots"]) == 1 and t.battle["winner"] == 0


def test_the_dice_are_the_lower_of_crew_and_cannons_and_each_5_or_6_lowers_the_named_section():
    # §4.2 "Dice = min(Crew, Cannons)"; §2 "Each 5 or 6 is a hit, and each hit moves that section's ring down one level".
    t = duel(ships={0: {"sails": 7, "crew": 4, "cannons": 3}}, dice=[5, 6, 4])
    t.stay(1, 0).fire(0, 1, "sails").no_cards().no_volley()
    shot = t.battle["shots"][0]
    assert (shot["dice"], shot["hits"], shot["applied"]) == ([5, 6, 4], 2, {"sails": 2})
    assert t.ship(1)["sails"] == 3


def test_ships_of_equal_sails_fire_at_the_same_moment_and_may_cripple_each_other():
    # §4.7 step 2: "Equal Sails fire at the same moment: roll both, then apply both".
    t = duel(dice=[6, 6, 6, 6])
    t.stay(0, 1)
    assert t.seats_asked("prompt.fire") == [0, 1]
    t.fire(0, 1, "crew").fire(1, 0, "hull").no_cards().no_volley().no_cards().no_volley()
    assert t.ship(0)["crippled"] and t.ship(1)["crippled"] and t.battle["winner"] is None


def test_a_ship_may_flee_to_the_cove_with_its_cargo_and_the_last_ship_wins_a_fame_and_the_treasure():
    # §4.7 step 1 "It goes to Pirate's Cove with its cargo, loses no fame"; P11 "+1 fame for each other player
    # ship that fled or was crippled"; seed 000 l.776 "過程中任何玩家都可以選擇逃跑".
    t = duel(ships={1: {"chests": 2, "fame": 4}}, treasure_top={"2": [5]})
    t.answer(0, ["stay"], "prompt.flee").answer(1, ["flee"], "prompt.flee")
    assert not t.asked("prompt.fire")
    assert t.ship(1)["at"] == "cove" and t.ship(1)["chests"] == 2 and t.ship(1)["fame"] == 4
    assert t.ship(0)["fame"] == 1 + 2          # battle fame, then card 5: 2 fame


def test_battle_fame_counts_every_other_ship_that_fled_or_was_crippled():
    # P11 with three ships: one flees, one is crippled.
    t = PiratesCoveScenario(3, ships={0: {"sails": 8}, 1: {"sails": 4}}, dice=[6, 6],
                            treasure_top={"3": [1]}).sail(3, 3, 3)
    t.answer(1, ["flee"], "prompt.flee").stay(2, 0)
    t.fire(0, 2, "cannons").no_cards().no_volley()
    assert t.battle["fled"] == [1] and t.battle["crippled"] == [2] and t.ship(0)["fame"] == 2


def test_a_crippled_ship_loses_its_chests_and_parrots_to_the_locker_but_keeps_gold_and_cards():
    # §4.9: "At once loses all chests aboard and all its parrots to the Locker. It keeps its gold and Tavern cards."
    t = duel(ships={0: {"sails": 7}, 1: {"chests": 2, "parrots": ["parrot_trelawney"], "gold": 4, "sails": 1}},
             hands={1: ["volley"]}, dice=[1, 1, 6, 6])
    t.stay(1, 0).fire(1, 0, "hull").no_cards().no_volley()   # Trelawney: 1 + 20 fires first, misses
    t.fire(0, 1, "sails").no_cards().no_volley()
    ship = t.ship(1)
    assert ship["crippled"] and (ship["chests"], ship["parrots"], ship["gold"], ship["hand"]) == (0, [], 4, 1)
    assert (t.locker["chests"], t.locker["parrots"]) == (2, 1)


def test_with_the_option_a_crippled_ship_also_loses_one_fame():
    # Option P15 locker_fame_penalty: "a crippled ship also loses 1 fame, down to a minimum of 0".
    t = duel(ships={0: {"sails": 7}, 1: {"fame": 3}}, dice=[6, 6], locker_fame_penalty=True)
    t.stay(1, 0).fire(0, 1, "crew").no_cards().no_volley()
    assert t.ship(1)["fame"] == 2


def test_hull_damage_throws_chests_beyond_the_new_capacity_overboard():
    # §4.9 "if a Hull hit leaves more chests aboard than the Hull level, the extra chests go to the Locker".
    t = duel(ships={0: {"sails": 7}, 1: {"hull": 4, "chests": 4}}, dice=[6, 1])
    t.stay(1, 0).fire(0, 1, "hull").no_cards().no_volley()
    assert (t.ship(1)["hull"], t.ship(1)["chests"], t.locker["chests"]) == (3, 3, 1)


def test_after_ten_rounds_the_ships_all_stay_and_nobody_plunders():
    # P12: "H round cap: 10. Player ships still fighting then all stay, and nobody plunders."
    t = duel(dice=[1] * 40)
    while t.battle["round"] < 10 or t.asked("prompt.flee") or t.asked("prompt.fire") or t.asked("prompt.battle_card"):
        t.time_out()
    assert t.ship(0)["at"] == "2" and t.ship(1)["at"] == "2" and "stalemate" in t.log_keys()
    assert len(t.island("2")["shown"]) == 1 and t.battle["winner"] is None


def test_a_grapple_makes_an_opponents_broadside_roll_one_die():
    # §4.4 Grapple: "play it before an opponent's broadside. That broadside rolls only 1 die."
    t = duel(ships={0: {"sails": 7, "crew": 4, "cannons": 4}}, hands={1: ["grapple"]}, dice=[6, 1])
    t.stay(1, 0).fire(0, 1, "crew")
    t.answers({0: PASS, 1: ["grapple"]}, "prompt.battle_card").no_volley()
    shot = t.battle["shots"][0]
    assert shot["dice"] == [6] and shot["cards"] == [{"seat": 1, "kind": "grapple"}] and t.hand(1) == []


def test_silvers_parrot_rolls_six_dice_and_ignores_a_grapple():
    # §2 "Long John Silver's: always roll 6 dice, and beats Grapple".
    t = duel(ships={0: {"sails": 7, "parrots": ["parrot_silver"]}}, hands={1: ["grapple"]}, dice=[1] * 6)
    t.stay(1, 0).fire(0, 1, "crew").answers({0: PASS, 1: ["grapple"]}, "prompt.battle_card")
    assert len(t.battle["shots"][0]["dice"]) == 6


def test_bones_parrot_fires_all_cannons_whatever_the_crew():
    # §4.4 "Bones: dice = Cannons, ignoring Crew".
    t = duel(ships={0: {"crew": 1, "cannons": 4, "parrots": ["parrot_bones"]}})
    assert t.ship(0)["dice"] == 4


def test_trelawneys_parrot_fires_first_but_flees_in_its_own_sails_order():
    # §4.4 "Trelawney's +20 counts only for firing order".
    t = duel(ships={0: {"sails": 4, "parrots": ["parrot_trelawney"]}, 1: {"sails": 6}}, dice=[1] * 4)
    assert t.seats_asked("prompt.flee") == [0]
    t.stay(0, 1)
    assert t.seats_asked("prompt.fire") == [0] and t.ship(0)["speed"] == 24


def test_a_powder_keg_adds_two_dice_to_ones_own_broadside_up_to_six():
    # §4.4 Powder Keg: "play it before your own broadside: +2 dice, to at most 6".
    t = duel(ships={0: {"sails": 7}}, hands={0: ["powder_keg"]}, dice=[1] * 4)
    t.stay(1, 0).fire(0, 1, "crew").answers({0: ["powder_keg"], 1: PASS}, "prompt.battle_card")
    assert len(t.battle["shots"][0]["dice"]) == 4


def test_a_keg_on_anothers_broadside_and_a_grapple_on_ones_own_are_refused_after_the_tap():
    # P21: every ship in the fight gets the same buttons; §4.4: a Keg "before your own broadside", a Grapple
    # "before an opponent's broadside".
    t = duel(ships={0: {"sails": 7}}, hands={0: ["grapple"], 1: ["powder_keg"]})
    t.stay(1, 0).fire(0, 1, "crew")
    assert t.choices_of(0, "battle_card") == t.choices_of(1, "battle_card") == ["grapple", "powder_keg", "pass"]
    assert t.refusals_of(0, "battle_card")["grapple"].code == "grapple_opponent"
    assert t.refusals_of(1, "battle_card")["powder_keg"].code == "keg_own_broadside"
    assert t.refusals_of(1, "battle_card")["grapple"].code == "not_in_hand"
    assert all(p.progress == "hidden" and p.auto_pass for p in t.prompts("battle_card"))


def test_a_volley_lets_the_firer_place_each_hit():
    # §4.4 Volley: "play it after rolling. Assign your hits to any sections of the target, split as you like."
    t = duel(ships={0: {"sails": 7, "crew": 3, "cannons": 3}, 1: {"hull": 5}}, hands={0: ["volley"]}, dice=[6, 5, 2])
    t.stay(1, 0).fire(0, 1, "crew").no_cards()
    t.answer(0, ["volley"], "prompt.volley").answer(0, ["hull"], "volley_hit").answer(0, ["sails"], "volley_hit")
    assert t.battle["shots"][0]["applied"] == {"hull": 1, "sails": 1}
    assert (t.ship(1)["hull"], t.ship(1)["sails"], t.ship(1)["crew"]) == (4, 4, 2)


def test_in_a_free_for_all_a_ship_may_fire_at_any_other_ship_or_the_pirate():
    # §4.7 (P10): "Everyone at the island is hostile to everyone else: players and any pirate."
    t = PiratesCoveScenario(3, pirate_at="1", ships={0: {"sails": 7}}).sail(2, 2, 2)
    t.stay(1, 2, 0)
    targets = {c.split(":")[0] for c in t.choices_of(0, "prompt.fire")}
    assert targets == {"1", "2", "p1"} and len(t.choices_of(0, "prompt.fire")) == 12
