"""Phase II (docs/rules/pompeii.md §5): lava tiles, burning, cut-off areas, moves and their exceptions, the end.

Every case is a match started in Phase II (Pompeii.arrange) with seat 0 to draw the next tile;
seat 1 keeps a piece on WITNESS, so the game goes on and asks it to move once seat 0's turn is over.
"""

from pompeii_scenario import WITNESS, R, in_flight, sq


def lava(*tiles, **arrange):
    """Seat 0 draws ``tiles`` (the first ones of the bag)."""
    return in_flight(tiles=tiles, **arrange)


def seat_0_is_done(t) -> bool:
    """Seat 0's turn is over: seat 1 is asked to move its piece."""
    return t.asked.seat == 1 and t.asked.key == "pompeii.prompt.move"


def test_the_first_tile_of_a_symbol_goes_on_its_vent():
    t = lava("mask")
    assert seat_0_is_done(t) and t.state.lava[sq("r6c3")] == "mask"
    assert [e["params"]["square"] for e in t.state.log if e["key"] == "pompeii.log.lava"][0] == "r6c3"


def test_a_later_tile_goes_orthogonally_next_to_a_tile_of_its_kind_inside_the_walls():
    t = lava("scroll", lava={"r0c7": "scroll"})
    # r0c8 is outside the walls; r1c6 and r1c8 are diagonal.
    assert t.asked.key == "pompeii.prompt.lava" and t.ids == ["r0c6", "r1c7"]


def test_a_tile_never_covers_the_vent_of_another_symbol():
    ids = lava("coin", lava={"r1c2": "coin", "r2c4": "coin"}).ids
    assert "r3c4" not in ids and {"r1c4", "r2c3", "r2c5", "r0c2"} <= set(ids)


def test_lava_throws_every_piece_on_its_square_into_the_volcano():
    t = lava("scroll", lava={"r0c7": "scroll"}, pieces={"r0c6": [1, 1, 0]})
    t.choose("r0c6")
    assert t.state.volcano == [1, 2, 0] and sq("r0c6") not in t.state.pieces


def test_pieces_cut_off_from_every_gate_go_into_the_volcano():
    t = lava("coin", lava={"r1c2": "coin", "r1c1": "coin", "r0c3": "coin"},
             pieces={"r0c2": [0, 1], "r0c0": [2]})  # r0c0: on the gate itself, not cut off
    t.choose("r0c1")
    assert t.state.volcano == [1, 1, 0] and set(t.state.pieces) == {sq("r0c0"), sq(WITNESS)}


def test_a_tile_with_no_legal_square_is_set_aside():
    t = lava("helmet", lava={"r6c9": "helmet", "r5c9": "vase", "r6c8": "mask", "r6c10": "coin"}, spare=0)
    # The tile was the last of the bag: the game ends without asking anyone.
    assert t.finished and t.state.tiles_aside == ["helmet"] and not t.state.bag


def test_a_dual_vent_tile_counts_as_the_symbol_its_player_chooses():
    t = lava("helmet/mask", dual_vent=True)
    assert t.asked.key == "pompeii.prompt.dual_symbol" and t.ids == ["helmet", "mask"]
    t.choose("mask")
    assert t.state.lava[sq("r6c3")] == "mask" and "helmet" not in t.state.lava.values()


def moving(pieces, **arrange):
    """Seat 0 has drawn a harmless tile and is asked to move."""
    t = in_flight(pieces=pieces, **arrange)
    assert t.asked.seat == 0 and t.asked.key == "pompeii.prompt.move"
    return t


def test_the_allowance_is_the_number_of_pieces_on_the_starting_square():
    ids = moving({"r4c8": [0, 1, 0]}).ids
    assert "r4c8-r4c5" in ids and "r4c8-r4c4" not in ids   # 3 steps yes, 4 no
    ids = moving({"r4c8": [0]}).ids
    assert "r4c8-r4c7" in ids and "r4c8-r4c6" not in ids


def test_moves_are_orthogonal_and_never_onto_lava_or_vents():
    ids = moving({"r4c8": [0, 0, 0]}, lava={"r4c7": "column"}).ids
    assert "r4c8-r4c7" not in ids and "r4c8-r4c6" not in ids  # the way round is 4 steps
    assert "r4c8-r3c7" in ids                                   # 2 steps, never diagonal in 1
    assert "r3c5-r3c4" not in moving({"r3c5": [0, 0]}).ids      # the column vent


def test_a_piece_on_a_gate_escapes_by_spending_one_more_step():
    ids = moving({"r4c9": [0]}).ids
    assert "r4c9-r4c10" in ids and "r4c9-out" not in ids
    assert "r4c9-out" in moving({"r4c9": [0, 1]}).ids
    t = moving({"r4c10": [0]}, witness=False)
    t.choose("r4c10-out")
    assert t.state.escaped == [1, 0, 0] and not t.state.pieces and t.finished  # the board is empty


def two_pieces_apart(**options):
    """Seat 0: one piece sharing r4c8 with a rival (allowance 2), one alone on r2c1."""
    return moving({"r4c8": [0, 1], "r2c1": [0]}, **options)


def test_two_moves_are_made_by_two_different_pieces():
    t = two_pieces_apart().choose("r4c8-r4c6")
    assert t.asked.params["number"] == 2
    assert not any(i.startswith("r4c6-") for i in t.ids) and any(i.startswith("r2c1-") for i in t.ids)


def test_a_piece_whose_first_move_was_one_step_may_move_again():
    t = two_pieces_apart().choose("r4c8-r4c7")
    assert "r4c7-r4c6" in t.ids
    t.choose("r4c7-r4c6")
    assert t.state.pieces[sq("r4c6")] == [0] and seat_0_is_done(t)


def test_the_players_only_piece_may_move_twice_with_the_count_of_its_new_square():
    t = moving({"r4c8": [0, 1]}).choose("r4c8-r4c6")
    assert "r4c6-r4c5" in t.ids and "r4c6-r4c4" not in t.ids  # alone there now: 1 step


def test_official_double_move_only_for_a_piece_that_started_alone():
    t = two_pieces_apart(official_double_move=True).choose("r4c8-r4c7")  # one step, but not alone
    assert not any(i.startswith("r4c7-") for i in t.ids)
    t2 = moving({"r4c8": [0], "r2c1": [0]}, official_double_move=True).choose("r2c1-r2c0")  # started alone
    assert any(i.startswith("r2c0-") for i in t2.ids)


def test_moving_is_optional():
    t = moving({"r4c8": [0]})
    assert t.asked.default == [R.STOP]
    t.choose(R.STOP)
    assert seat_0_is_done(t) and t.state.pieces[sq("r4c8")] == [0]


def test_six_first_tiles_without_moves_then_the_next_player_places_and_moves():
    t = in_flight(active=1, initial_tiles=6, pieces={"r4c8": [1], "r2c1": [2]}, witness=False, spare=0,
                  tiles=["scroll", "helmet", "mask", "column", "vase", "coin", "scroll", "vase", "vase"])
    assert t.asked.key == "pompeii.prompt.lava"   # the 7th tile: a second scroll
    t.choose("r1c7")
    assert t.asked.key == "pompeii.prompt.move" and t.asked.seat == 1
    seats = [e["params"]["seat"]["seat"] for e in t.state.log if e["key"] == "pompeii.log.lava"]
    assert seats == [1, 2, 0, 1, 2, 0, 1]


def test_the_last_tile_ends_the_game_and_pieces_left_go_into_the_volcano():
    t = in_flight(pieces={"r4c8": [0, 0], "r2c1": [1]}, escaped=[1, 0, 0], tiles=["mask"], witness=False, spare=0)
    assert t.finished and t.state.phase == R.END and t.state.end_reason == R.END_LAVA
    assert t.state.volcano == [2, 1, 0] and t.state.winners == [0]


def test_the_game_ends_when_no_pieces_remain_on_the_board():
    t = in_flight(pieces={"r4c10": [0]}, tiles=["mask", "vase"], witness=False, spare=0)
    t.choose("r4c10-out")
    assert t.finished and t.state.end_reason == R.END_EMPTY and t.state.bag == ["vase"]
