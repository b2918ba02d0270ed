"""Phase I (brief §4): play a card, place, relatives, draw, Omens, the AD 79 cards, the end."""

from pompeii_scenario import Flow, R, fill, fresh, put, sq

from games.pompeii import board as B


def place(st, seat, card, where):
    return Flow(R.place_citizen(st, seat, card)).answer(where)


def test_a_card_places_one_piece_on_a_free_circle_of_its_building_in_any_part():
    st = fresh()
    flow = Flow(R.place_citizen(st, 0, "c4.1"))
    assert flow.key == "pompeii.prompt.place" and flow.ids == ["r2c5", "r2c6"]
    flow.answer("r2c6")
    assert flow.prompt is None and st.pieces[sq("r2c6")] == [0] and st.supply[0] == 29


def test_a_circle_never_holds_two_pieces():
    st = fresh()
    fill(st, [sq("r2c5")])
    assert Flow(R.place_citizen(st, 0, "c4.1")).ids == ["r2c6"]


def test_a_full_building_makes_the_card_wild_and_brings_no_relatives():
    st = fresh()
    st.ad79 = 1
    fill(st, B.PARTS["7"])
    put(st, 1, "r1c3", 2)  # a neutral building with pieces in it
    flow = Flow(R.place_citizen(st, 0, "c7.1"))
    assert flow.key == "pompeii.prompt.place_wild"
    assert "r1c3" in flow.ids and "r0c1" in flow.ids and "r4c5" not in flow.ids
    flow.answer("r1c3")
    assert flow.prompt is None and st.pieces[sq("r1c3")] == [1, 1, 0]


def test_no_relatives_before_the_first_ad79():
    st = fresh()
    put(st, 1, "r2c5", 2)
    assert place(st, 0, "c4.1", "r2c5").prompt is None


def relatives_after(st, where="r2c5", card="c4.1"):
    st.ad79 = 1
    return place(st, 0, card, where)


def test_relatives_one_for_each_piece_already_in_the_part():
    st = fresh()
    put(st, 1, "r2c5")
    put(st, 2, "r2c5")
    flow = relatives_after(st)
    assert flow.key == "pompeii.prompt.relative" and flow.prompt.params["of"] == 2
    flow.answer("r1c0").answer("r3c6")
    assert flow.prompt is None and st.pieces[sq("r1c0")] == [0] and st.pieces[sq("r3c6")] == [0]
    assert st.supply[0] == 30 - 3


def test_a_relative_may_go_to_the_other_part_of_the_same_building():
    st = fresh()
    put(st, 1, "r2c5")
    assert "r2c6" in relatives_after(st).ids  # 4a placed, 4b offered


def test_a_relative_may_go_to_another_building_of_the_same_colour():
    st = fresh()
    put(st, 1, "r2c5")
    ids = relatives_after(st).ids
    assert {"r1c0", "r1c1", "r3c6", "r4c6"} <= set(ids)


def test_a_relative_may_go_to_a_neutral_building():
    st = fresh()
    put(st, 1, "r2c5")
    assert {"r0c1", "r1c3", "r5c7"} <= set(relatives_after(st).ids)


def test_a_relative_never_goes_to_the_part_of_the_placed_piece_nor_another_colour():
    st = fresh()
    put(st, 1, "r2c5")
    ids = set(relatives_after(st).ids)
    assert "r2c5" not in ids
    assert not ids & {"r0c4", "r2c2", "r2c8", "r3c2", "r5c4", "r5c5"}  # purple, turquoise, brown


def test_at_most_one_relative_per_part_or_neutral_building_in_one_turn():
    st = fresh()
    put(st, 1, "r2c5", 2)
    flow = relatives_after(st).answer("r1c3")   # a neutral building with 3 circles
    assert "r1c3" not in flow.ids
    st2 = fresh()
    put(st2, 1, "r2c5", 2)
    flow2 = relatives_after(st2).answer("r1c0")  # building 1 spans r1c0 and r1c1: one part
    assert "r1c0" not in flow2.ids and "r1c1" not in flow2.ids


def test_parts_joined_by_a_walkway_count_as_separate_buildings():
    st = fresh()
    put(st, 1, "r2c6", 3)  # pieces in 4b do not bring relatives to a piece placed in 4a
    assert relatives_after(st).prompt is None


def test_a_part_spanning_two_squares_counts_both():
    st = fresh()
    put(st, 1, "r4c2")  # 6a = r3c2 + r4c2
    flow = relatives_after(st, "r3c2", "c6.1")
    assert flow.key == "pompeii.prompt.relative" and flow.prompt.params["of"] == 1


def test_relatives_are_optional_and_stop_at_an_empty_supply():
    st = fresh()
    put(st, 1, "r2c5", 2)
    assert relatives_after(st).answer(R.STOP).prompt is None and st.supply[0] == 29
    st2 = fresh()
    put(st2, 1, "r2c5", 2)
    st2.supply[0] = 2
    assert relatives_after(st2).answer("r1c0").prompt is None and st2.supply[0] == 0


def test_an_empty_supply_still_plays_and_draws_but_places_nothing():
    st = fresh()
    st.supply[0] = 0
    assert Flow(R.place_citizen(st, 0, "c4.1")).prompt is None and not st.pieces


def test_the_first_ad79_is_set_aside_and_drawing_goes_on():
    st = fresh()
    st.deck += ["c9.1", R.AD79_FIRST]
    hand = list(st.hands[0])
    Flow(R.draw(st, 0))
    assert st.ad79 == 1 and st.hands[0] == hand + ["c9.1"] and st.shown == [R.AD79_FIRST]


def test_an_omen_throws_a_piece_of_the_board_into_the_volcano_then_the_drawer_draws_again():
    st = fresh()
    st.deck += ["c9.1", "omen.1"]
    put(st, 0, "r2c5")
    put(st, 1, "r2c6")
    flow = Flow(R.draw(st, 0))
    # Ruling §4.6: any piece on the board, the drawer's own included; compulsory.
    assert flow.key == "pompeii.prompt.omen" and flow.ids == ["r2c5.0", "r2c6.1"]
    assert flow.prompt.default == ["r2c6.1"]
    flow.answer("r2c5.0")
    assert st.volcano[0] == 1 and sq("r2c5") not in st.pieces and st.hands[0][-1] == "c9.1"


def test_omen_options_opponents_only_and_optional():
    st = fresh(omen_opponents_only=True, omen_optional=True)
    st.deck += ["c9.1", "omen.1"]
    put(st, 0, "r2c5")
    put(st, 1, "r2c6")
    flow = Flow(R.draw(st, 0))
    assert flow.ids == ["r2c6.1", R.NO_VICTIM]
    flow.answer(R.NO_VICTIM)
    assert st.volcano == [0, 0, 0] and st.pieces[sq("r2c6")] == [1]


def test_the_second_ad79_ends_phase_one_and_the_next_player_begins_phase_two():
    st = fresh()
    st.ad79 = 1
    st.deck.append(R.AD79_SECOND)
    put(st, 0, "r2c5")
    Flow(R.draw(st, 1))
    assert st.phase == R.FLIGHT and st.active == 2
    # §5.1 "All players remove their unplaced pieces and their hand cards ... not casualties."
    assert st.supply == [0, 0, 0] and st.removed == [30, 30, 30] and st.volcano == [0, 0, 0]
    assert st.hands == [[], [], []] and len(st.retired) == 12


def test_a_hand_of_full_buildings_is_revealed_and_phase_two_begins_with_that_player():
    st = fresh()
    st.hands[1] = ["c7.1", "c7.2", "c5.1", "c5.2"]
    fill(st, B.PARTS["7"] + B.PARTS["5"])
    flow = Flow(R.immigration_turn(st, 1))
    assert flow.prompt is None and st.phase == R.FLIGHT and st.active == 1
    assert st.revealed["seat"] == 1 and [c["card"] for c in st.revealed["cards"]] == ["c7.1", "c7.2", "c5.1", "c5.2"]


def test_one_playable_card_keeps_phase_one_going():
    st = fresh()
    st.hands[1] = ["c7.1", "c7.2", "c5.1", "c4.1"]
    fill(st, B.PARTS["7"] + B.PARTS["5"])
    flow = Flow(R.immigration_turn(st, 1))
    assert flow.key == "pompeii.prompt.play_card" and st.phase == R.IMMIGRATION
    assert flow.answer("c7.1").key == "pompeii.prompt.place_wild"


def test_all_buildings_full_without_the_blocked_hand_trigger_places_nothing():
    st = fresh(blocked_hand=False)
    fill(st, B.BUILDING_SQUARES)
    flow = Flow(R.immigration_turn(st, 0))
    card = st.hands[0][0]
    flow.answer(card)
    assert flow.prompt is None and st.phase == R.IMMIGRATION and card in st.played
    assert len(st.hands[0]) == 4 and st.supply[0] == 30


def test_all_buildings_full_with_the_trigger_starts_phase_two():
    st = fresh()
    fill(st, B.BUILDING_SQUARES)
    assert Flow(R.immigration_turn(st, 2)).prompt is None and st.phase == R.FLIGHT and st.active == 2
