"""Phase I (docs/rules/pompeii.md §4): play a card, place, relatives, draw, Omens, the AD 79 cards, the end.

Every case is a match started from an arranged table (Pompeii.arrange): the hand, the deck's top,
the pieces already placed; the seat whose turn it is plays answer by answer.
"""

from pompeii_scenario import R, B, PompeiiScenario, full, sq


def playing(card, seat=0, **arrange):
    """``seat``'s turn: it plays ``card`` (placed first in its hand)."""
    t = PompeiiScenario(active=seat, hands={seat: [card]}, **arrange)
    return t.play(card)


def test_a_card_places_one_piece_on_a_free_circle_of_its_building_in_any_part():
    t = playing("c4.1")
    assert t.asked.key == "pompeii.prompt.place" and t.ids == ["r2c5", "r2c6"]
    t.choose("r2c6")
    assert t.playing == 1 and t.state.pieces[sq("r2c6")] == [0] and t.state.supply[0] == 29


def test_a_circle_never_holds_two_pieces():
    assert playing("c4.1", pieces=full([sq("r2c5")])).ids == ["r2c6"]


def test_a_full_building_makes_the_card_wild_and_brings_no_relatives():
    # r1c3: a neutral building with pieces in it
    t = playing("c7.1", ad79=1, pieces={**full(B.PARTS["7"]), "r1c3": [1, 1]})
    assert t.asked.key == "pompeii.prompt.place_wild"
    assert "r1c3" in t.ids and "r0c1" in t.ids and "r4c5" not in t.ids
    t.choose("r1c3")
    assert t.playing == 1 and t.state.pieces[sq("r1c3")] == [1, 1, 0]


def test_no_relatives_before_the_first_ad79():
    t = playing("c4.1", pieces={"r2c5": [1, 1]}).choose("r2c5")
    assert t.playing == 1


def relatives_after(pieces, where="r2c5", card="c4.1", **arrange):
    """After the first AD 79, seat 0 plays ``card`` and places its piece on ``where``."""
    return playing(card, ad79=1, pieces=pieces, **arrange).choose(where)


def test_relatives_one_for_each_piece_already_in_the_part():
    t = relatives_after({"r2c5": [1, 2]})
    assert t.asked.key == "pompeii.prompt.relative" and t.asked.params["of"] == 2
    t.choose("r1c0").choose("r3c6")
    assert t.playing == 1 and t.state.pieces[sq("r1c0")] == [0] and t.state.pieces[sq("r3c6")] == [0]
    assert t.state.supply[0] == 30 - 3


def test_a_relative_may_go_to_the_other_part_of_the_same_building():
    assert "r2c6" in relatives_after({"r2c5": [1]}).ids  # 4a placed, 4b offered


def test_a_relative_may_go_to_another_building_of_the_same_colour():
    ids = relatives_after({"r2c5": [1]}).ids
    assert {"r1c0", "r1c1", "r3c6", "r4c6"} <= set(ids)


def test_a_relative_may_go_to_a_neutral_building():
    assert {"r0c1", "r1c3", "r5c7"} <= set(relatives_after({"r2c5": [1]}).ids)


def test_a_relative_never_goes_to_the_part_of_the_placed_piece_nor_another_colour():
    ids = set(relatives_after({"r2c5": [1]}).ids)
    assert "r2c5" not in ids
    assert not ids & {"r0c4", "r2c2", "r2c8", "r3c2", "r5c4", "r5c5"}  # purple, turquoise, brown


def test_at_most_one_relative_per_part_or_neutral_building_in_one_turn():
    t = relatives_after({"r2c5": [1, 1]}).choose("r1c3")   # a neutral building with 3 circles
    assert "r1c3" not in t.ids
    t2 = relatives_after({"r2c5": [1, 1]}).choose("r1c0")  # building 1 spans r1c0 and r1c1: one part
    assert "r1c0" not in t2.ids and "r1c1" not in t2.ids


def test_parts_joined_by_a_walkway_count_as_separate_buildings():
    # pieces in 4b do not bring relatives to a piece placed in 4a
    assert relatives_after({"r2c6": [1, 1, 1]}).playing == 1


def test_a_part_spanning_two_squares_counts_both():
    t = relatives_after({"r4c2": [1]}, "r3c2", "c6.1")  # 6a = r3c2 + r4c2
    assert t.asked.key == "pompeii.prompt.relative" and t.asked.params["of"] == 1


def test_relatives_are_optional_and_stop_at_an_empty_supply():
    t = relatives_after({"r2c5": [1, 1]}).choose(R.STOP)
    assert t.playing == 1 and t.state.supply[0] == 29
    t2 = relatives_after({"r2c5": [1, 1]}, supply={0: 2}).choose("r1c0")
    assert t2.playing == 1 and t2.state.supply[0] == 0


def test_an_empty_supply_still_plays_and_draws_but_places_nothing():
    t = playing("c4.1", supply={0: 0})
    assert t.playing == 1 and not t.state.pieces and len(t.state.hands[0]) == 4


def test_the_first_ad79_is_set_aside_and_drawing_goes_on():
    t = PompeiiScenario(active=0, deck_top=[R.AD79_FIRST, "c9.1"])
    hand = list(t.state.hands[0])
    t.play_and_place()
    assert t.state.ad79 == 1 and t.state.hands[0] == hand[1:] + ["c9.1"] and t.state.shown == [R.AD79_FIRST]


def omen_drawn(**arrange):
    """Seat 0 (nothing left to place) plays a card and draws an Omen, then c9.1; seat 0 has a
    piece on r2c5, seat 1 one on r2c6."""
    t = PompeiiScenario(active=0, supply={0: 0}, deck_top=["omen.1", "c9.1"], pieces={"r2c5": [0], "r2c6": [1]},
                        **arrange)
    return t.play(t.asked.choices[0].id)


def test_an_omen_throws_a_piece_of_the_board_into_the_volcano_then_the_drawer_draws_again():
    t = omen_drawn()
    # Ruling §4.6: any piece on the board, the drawer's own included; compulsory.
    assert t.asked.key == "pompeii.prompt.omen" and t.ids == ["r2c5.0", "r2c6.1"]
    assert t.asked.default == ["r2c6.1"]
    t.choose("r2c5.0")
    assert t.state.volcano[0] == 1 and sq("r2c5") not in t.state.pieces and t.state.hands[0][-1] == "c9.1"


def test_omen_options_opponents_only_and_optional():
    t = omen_drawn(omen_opponents_only=True, omen_optional=True)
    assert t.ids == ["r2c6.1", R.NO_VICTIM]
    t.choose(R.NO_VICTIM)
    assert t.state.volcano == [0, 0, 0] and t.state.pieces[sq("r2c6")] == [1]


def test_the_second_ad79_ends_phase_one_and_the_next_player_begins_phase_two():
    # Seat 1 draws the second AD 79; the bag's first two tiles are coins: seat 2 puts the first
    # on its vent, and the next seat is asked where the second goes.
    t = PompeiiScenario(active=1, ad79=1, deck_top=[R.AD79_SECOND], pieces={"r2c5": [0]}, bag=["coin", "coin"])
    t.play_and_place()
    assert t.state.phase == R.FLIGHT and first_lava_by(t) == 2
    # §5.1 All players remove their unplaced pieces and their hand cards ... not casualties.
    assert t.state.supply == [0, 0, 0] and t.state.removed == [30, 29, 30] and t.state.volcano == [0, 0, 0]
    # Seat 1 holds three cards: it played one and drew the AD 79 instead of a card.
    assert t.state.hands == [[], [], []] and len(t.state.retired) == 4 + 3 + 4


def first_lava_by(t) -> int:
    """The seat that placed Phase II's first lava tile."""
    return next(e["params"]["seat"]["seat"] for e in t.state.log if e["key"] == "pompeii.log.lava")


def test_a_hand_of_full_buildings_is_revealed_and_phase_two_begins_with_that_player():
    hand = ["c7.1", "c7.2", "c5.1", "c5.2"]
    t = PompeiiScenario(active=1, hands={1: hand}, pieces=full(B.PARTS["7"] + B.PARTS["5"]), bag=["coin", "coin"])
    assert t.state.phase == R.FLIGHT and first_lava_by(t) == 1
    assert t.state.revealed["seat"] == 1 and [c["card"] for c in t.state.revealed["cards"]] == hand


def test_one_playable_card_keeps_phase_one_going():
    t = PompeiiScenario(active=1, hands={1: ["c7.1", "c7.2", "c5.1", "c4.1"]}, pieces=full(B.PARTS["7"] + B.PARTS["5"]))
    assert t.asked.key == "pompeii.prompt.play_card" and t.state.phase == R.IMMIGRATION
    assert t.play("c7.1").asked.key == "pompeii.prompt.place_wild"


def test_all_buildings_full_without_the_blocked_hand_trigger_places_nothing():
    t = PompeiiScenario(active=0, blocked_hand=False, pieces=full(B.BUILDING_SQUARES))
    card = t.state.hands[0][0]
    t.play(card)
    assert t.playing == 1 and t.state.phase == R.IMMIGRATION and card in t.state.played
    assert len(t.state.hands[0]) == 4 and t.state.supply[0] == 30


def test_all_buildings_full_with_the_trigger_starts_phase_two():
    t = PompeiiScenario(active=2, pieces=full(B.BUILDING_SQUARES), bag=["coin", "coin"])
    assert t.state.phase == R.FLIGHT and first_lava_by(t) == 2
