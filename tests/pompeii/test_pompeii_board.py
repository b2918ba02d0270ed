"""The board is the data of docs/rules/pompeii.md §2: the census of its squares, buildings, gates and vents."""

from collections import Counter

from games.pompeii import board as B


def test_the_grid_is_7_by_11_with_the_census_of_the_rules():
    kinds = Counter(s.kind for s in B.SQUARES.values())
    assert len(B.SQUARES) == 77
    # §2.1 77 grid squares = 7 outside + 70 city squares; ... 23 numbered-building squares (one of
    # them also a gate), 13 neutral-building squares, 6 gate-only squares, 6 vents and 22 streets.
    assert kinds["outside"] == 7 and len(B.CITY) == 70
    numbered = [s for s in B.SQUARES.values() if s.building]
    neutral = [s for s in B.SQUARES.values() if s.colour == B.NEUTRAL]
    assert len(numbered) == 23 and [s.gate for s in numbered if s.gate] == ["Nc"]
    assert len(neutral) == 13 and kinds["gate"] == 6 and kinds["vent"] == 6 and kinds["street"] == 22


def test_each_numbered_building_has_as_many_circles_as_cards():
    for n, cards in B.CARDS_PER_BUILDING.items():
        assert sum(B.circles_of(p) for p in B.BUILDINGS[n]) == cards, n
    assert sum(B.CARDS_PER_BUILDING.values()) == 53
    # §2.2 13 buildings, one square each, 27 circles; Total circles on the board: 53 + 27 = 80.
    assert sum(B.circles_of(p) for p in B.NEUTRAL_PARTS) == 27
    assert sum(s.circles for s in B.SQUARES.values()) == 80


def test_parts_joined_by_a_walkway_are_separate_and_a_part_may_span_two_squares():
    # §1.1 "17 parts in 23 squares".
    assert len([p for p in B.PARTS if B.PART_BUILDING[p]]) == 17
    assert B.BUILDINGS[4] == ("4a", "4b") and B.BUILDINGS[6] == ("6a", "6b") and B.BUILDINGS[8] == ("8a", "8b")
    assert B.PARTS["1"] == ((1, 0), (1, 1)) and B.PARTS["6a"] == ((3, 2), (4, 2))
    assert B.PARTS["11a"] == ((5, 8), (6, 8)) and B.circles_of("11b") == 3


def test_colour_groups_are_those_of_the_rules():
    # §2.6
    assert set(B.colour_group(B.GREY)) == {"1", "4a", "4b", "8a", "8b"}
    assert set(B.colour_group(B.PURPLE)) == {"2", "3a", "3b", "5", "7"}
    assert set(B.colour_group(B.TURQUOISE)) == {"6a", "6b", "9"}
    assert set(B.colour_group(B.BROWN)) == {"10a", "10b", "11a", "11b"}


def test_seven_gates_and_six_vents_stand_where_the_rules_say():
    gates = {B.SQUARES[g].gate: g for g in B.GATES}
    assert gates == {"Er": (0, 0), "Ve": (0, 5), "No": (1, 9), "Ma": (4, 0), "Sa": (4, 10), "St": (6, 6),
                     "Nc": (6, 8)}
    assert B.VENTS == {"scroll": (0, 7), "coin": (1, 2), "vase": (2, 10), "column": (3, 4), "mask": (6, 3),
                       "helmet": (6, 9)}


def test_adjacency_is_orthogonal_and_every_city_square_but_the_vents_reaches_a_gate():
    assert sorted(B.neighbours((0, 0))) == [(0, 1), (1, 0)]
    reach = B.exit_distances({})
    assert set(reach) == {s for s in B.CITY if B.SQUARES[s].kind != B.VENT}
    assert reach[(0, 0)] == 1 and reach[(0, 1)] == 2
