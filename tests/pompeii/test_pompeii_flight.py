"""Phase II (brief §5): lava tiles, burning, cut-off areas, moves and their exceptions, the end."""

from pompeii_scenario import Flow, R, in_flight, put, sq

from games.pompeii import GAME


def lava(st, *tiles, seat=0):
    st.bag = list(tiles)
    return Flow(R.lava_turn(st, seat))


def test_the_first_tile_of_a_symbol_goes_on_its_vent():
    st = in_flight()
    assert lava(st, "mask").prompt is None and st.lava == {sq("r6c3"): "mask"}


def test_a_later_tile_goes_orthogonally_next_to_a_tile_of_its_kind_inside_the_walls():
    st = in_flight()
    st.lava = {sq("r0c7"): "scroll"}
    flow = lava(st, "scroll")
    # r0c8 is outside the walls; r1c6 and r1c8 are diagonal.
    assert flow.key == "pompeii.prompt.lava" and flow.ids == ["r0c6", "r1c7"]


def test_a_tile_never_covers_the_vent_of_another_symbol():
    st = in_flight()
    st.lava = {sq("r1c2"): "coin", sq("r2c4"): "coin"}
    ids = lava(st, "coin").ids
    assert "r3c4" not in ids and {"r1c4", "r2c3", "r2c5", "r0c2"} <= set(ids)


def test_lava_throws_every_piece_on_its_square_into_the_volcano():
    st = in_flight()
    st.lava = {sq("r0c7"): "scroll"}
    put(st, 1, "r0c6", 2)
    put(st, 0, "r0c6")
    lava(st, "scroll").answer("r0c6")
    assert st.volcano == [1, 2, 0] and sq("r0c6") not in st.pieces


def test_pieces_cut_off_from_every_gate_go_into_the_volcano():
    st = in_flight()
    st.lava = {sq("r1c2"): "coin", sq("r1c1"): "coin", sq("r0c3"): "coin"}
    put(st, 0, "r0c2")
    put(st, 1, "r0c2")
    put(st, 2, "r0c0")  # on the gate itself: not cut off
    lava(st, "coin").answer("r0c1")
    assert st.volcano == [1, 1, 0] and list(st.pieces) == [sq("r0c0")]


def test_a_tile_with_no_legal_square_is_set_aside():
    st = in_flight()
    st.lava = {sq("r6c9"): "helmet", sq("r5c9"): "vase", sq("r6c8"): "mask", sq("r6c10"): "coin"}
    assert lava(st, "helmet").prompt is None and st.tiles_aside == ["helmet"] and not st.bag


def test_a_dual_vent_tile_counts_as_the_symbol_its_player_chooses():
    st = in_flight(dual_vent=True)
    flow = lava(st, "helmet/mask")
    assert flow.key == "pompeii.prompt.dual_symbol" and flow.ids == ["helmet", "mask"]
    flow.answer("mask")
    assert st.lava == {sq("r6c3"): "mask"}


def move_ids(st, seat=0):
    return Flow(R.moves(st, seat))


def test_the_allowance_is_the_number_of_pieces_on_the_starting_square():
    st = in_flight()
    put(st, 0, "r4c8")
    put(st, 1, "r4c8")
    put(st, 0, "r4c8")
    ids = move_ids(st).ids
    assert "r4c8-r4c5" in ids and "r4c8-r4c4" not in ids   # 3 steps yes, 4 no
    st.pieces[sq("r4c8")] = [0]
    ids = move_ids(st).ids
    assert "r4c8-r4c7" in ids and "r4c8-r4c6" not in ids


def test_moves_are_orthogonal_and_never_onto_lava_or_vents():
    st = in_flight()
    put(st, 0, "r4c8", 3)
    st.lava = {sq("r4c7"): "column"}
    ids = move_ids(st).ids
    assert "r4c8-r4c7" not in ids and "r4c8-r4c6" not in ids  # the way round is 4 steps
    assert "r4c8-r3c7" in ids                                   # 2 steps, never diagonal in 1
    st2 = in_flight()
    put(st2, 0, "r3c5", 2)
    assert "r3c5-r3c4" not in move_ids(st2).ids                 # the column vent


def test_a_piece_on_a_gate_escapes_by_spending_one_more_step():
    st = in_flight()
    put(st, 0, "r4c9")
    ids = move_ids(st).ids
    assert "r4c9-r4c10" in ids and "r4c9-out" not in ids
    put(st, 1, "r4c9")
    assert "r4c9-out" in move_ids(st).ids
    st2 = in_flight()
    put(st2, 0, "r4c10")
    flow = move_ids(st2).answer("r4c10-out")
    assert st2.escaped == [1, 0, 0] and not st2.pieces and flow.prompt is None  # the board is empty


def two_pieces_apart(**options):
    """Seat 0: one piece sharing r4c8 with a rival (allowance 2), one alone on r2c1."""
    st = in_flight(**options)
    put(st, 0, "r4c8")
    put(st, 1, "r4c8")
    put(st, 0, "r2c1")
    return st


def test_two_moves_are_made_by_two_different_pieces():
    st = two_pieces_apart()
    flow = move_ids(st).answer("r4c8-r4c6")
    assert flow.prompt.params["number"] == 2
    assert not any(i.startswith("r4c6-") for i in flow.ids) and any(i.startswith("r2c1-") for i in flow.ids)


def test_a_piece_whose_first_move_was_one_step_may_move_again():
    st = two_pieces_apart()
    flow = move_ids(st).answer("r4c8-r4c7")
    assert "r4c7-r4c6" in flow.ids
    flow.answer("r4c7-r4c6")
    assert st.pieces[sq("r4c6")] == [0] and flow.prompt is None


def test_the_players_only_piece_may_move_twice_with_the_count_of_its_new_square():
    st = in_flight()
    put(st, 0, "r4c8")
    put(st, 1, "r4c8")
    flow = move_ids(st).answer("r4c8-r4c6")
    assert "r4c6-r4c5" in flow.ids and "r4c6-r4c4" not in flow.ids  # alone there now: 1 step


def test_official_double_move_only_for_a_piece_that_started_alone():
    st = two_pieces_apart(official_double_move=True)
    flow = move_ids(st).answer("r4c8-r4c7")          # one step, but it did not start alone
    assert not any(i.startswith("r4c7-") for i in flow.ids)
    st2 = in_flight(official_double_move=True)
    put(st2, 0, "r4c8")
    put(st2, 0, "r2c1")
    flow2 = move_ids(st2).answer("r2c1-r2c0")        # started alone: it may go on
    assert any(i.startswith("r2c0-") for i in flow2.ids)


def test_moving_is_optional():
    st = in_flight()
    put(st, 0, "r4c8")
    flow = move_ids(st)
    assert flow.prompt.default == [R.STOP]
    assert flow.answer(R.STOP).prompt is None and st.pieces[sq("r4c8")] == [0]


def test_six_first_tiles_without_moves_then_the_next_player_places_and_moves():
    st = in_flight()
    st.initial_left, st.active = 6, 1
    put(st, 1, "r4c8")
    put(st, 2, "r2c1")
    st.bag = ["vase", "vase", "scroll", "coin", "vase", "column", "mask", "helmet", "scroll"]
    flow = Flow(GAME.play(st, None))
    assert flow.key == "pompeii.prompt.lava"   # the 7th tile: a second scroll
    flow.answer("r1c7")
    assert flow.key == "pompeii.prompt.move" and flow.prompt.seat == 1
    seats = [e["params"]["seat"]["seat"] for e in st.log if e["key"] == "pompeii.log.lava"]
    assert seats == [1, 2, 0, 1, 2, 0, 1]


def test_the_last_tile_ends_the_game_and_pieces_left_go_into_the_volcano():
    st = in_flight()
    put(st, 0, "r4c8", 2)
    put(st, 1, "r2c1")
    st.escaped = [1, 0, 0]
    st.bag = ["mask"]
    flow = Flow(GAME.play(st, None))
    assert flow.prompt is None and st.phase == R.END and st.end_reason == R.END_LAVA
    assert st.volcano == [2, 1, 0] and st.winners == [0]


def test_the_game_ends_when_no_pieces_remain_on_the_board():
    st = in_flight()
    put(st, 0, "r4c10")
    st.bag = ["vase", "mask"]
    flow = Flow(GAME.play(st, None))
    flow.answer("r4c10-out")
    assert flow.prompt is None and st.end_reason == R.END_EMPTY and st.bag == ["vase"]
