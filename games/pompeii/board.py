"""The Downfall of Pompeii: the board as data and its geometry.

Authority: ``docs/rules/pompeii.md`` §2 ("The board as data"). The grid below is its §2.1
table, cell for cell; everything else (parts, colours, gates, vents) is derived from it, and
``tests/pompeii/test_pompeii_board.py`` checks its census.

Squares are ``(r, c)`` tuples: row 0..6 from the north edge, column 0..10 from the west edge.
Their ids in prompts and views are ``"r3c5"``. "Adjacent" is always orthogonal (§0).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Iterable, Optional

ROWS, COLS = 7, 11

GREY, PURPLE, TURQUOISE, BROWN, NEUTRAL = "grey", "purple", "turquoise", "brown", "neutral"
COLOURS = {"g": GREY, "p": PURPLE, "t": TURQUOISE, "b": BROWN}

SCROLL, COIN, VASE, COLUMN, MASK, HELMET = "scroll", "coin", "vase", "column", "mask", "helmet"
SYMBOLS = (SCROLL, COIN, VASE, COLUMN, MASK, HELMET)

# Square kinds, as the views name them.
BUILDING, GATE, VENT, STREET, OUTSIDE = "building", "gate", "vent", "street", "outside"

# §2.1: `g` grey, `p` purple, `t` turquoise, `b` brown + building number + part letter,
# `:n` circles; `n:k` neutral building; `GT-xx` gate; `V-xxx` vent; `.` street; `#` outside;
# `+Nc` the square is also the Porta di Nocera gate.
GRID = """
GT-Er   n:1     .       .       p2:2    GT-Ve   n:2     V-Scr   #          #       #
g1:2    g1:2    V-Coi   n:3     p2:2    .       .       n:2     .          GT-No   #
n:2     .       p3a:3   p3b:2   n:2     g4a:3   g4b:4   .       p5:4       .       V-Urn
.       n:3     t6a:2   t6b:2   V-Col   .       g8a:3   n:3     .          n:2     n:1
GT-Ma   .       t6a:1   t6b:2   .       p7:3    g8b:2   .       .          .       GT-Sa
.       n:2     .       n:2     t9:4    b10a:3  .       n:2     b11a:1     .       b11b:2
#       #       #       V-Msk   .       b10b:2  GT-St   .       b11a:1+Nc  V-Hel   b11b:1
"""

VENT_CODES = {"Scr": SCROLL, "Coi": COIN, "Urn": VASE, "Col": COLUMN, "Msk": MASK, "Hel": HELMET}

# §2.3 gates: code -> (name, the direction a piece leaves in; for drawing only).
GATE_NAMES = {
    "Er": ("Porta Ercolano", "west"), "Ve": ("Porta Vesuvio", "north"), "No": ("Porta di Nola", "north"),
    "Ma": ("Porta Marina", "west"), "Sa": ("Porta di Sarno", "east"), "St": ("Porta di Stabia", "south"),
    "Nc": ("Porta di Nocera", "south"),
}

# §1.1: citizen cards per building number (= the building's circles).
CARDS_PER_BUILDING = {1: 4, 2: 4, 3: 5, 4: 7, 5: 4, 6: 7, 7: 3, 8: 5, 9: 4, 10: 5, 11: 5}


@dataclass(frozen=True)
class Square:
    """One grid square. ``part`` is the building part it belongs to ("4a", "2", "n2_0") or None;
    a gate square may also be part of a building (6_8: 11a and Porta di Nocera)."""

    r: int
    c: int
    kind: str
    circles: int = 0
    building: Optional[int] = None   # the number (None for neutral buildings)
    part: Optional[str] = None
    colour: Optional[str] = None
    gate: Optional[str] = None
    vent: Optional[str] = None

    @property
    def id(self) -> str:
        return square_id((self.r, self.c))


def square_id(sq) -> str:
    return f"r{sq[0]}c{sq[1]}"


def parse_square_id(text: str):
    r, c = text[1:].split("c")
    return int(r), int(c)


def _parse_cell(r: int, c: int, code: str) -> Square:
    if code == "#":
        return Square(r, c, OUTSIDE)
    if code == ".":
        return Square(r, c, STREET)
    if code.startswith("GT-"):
        return Square(r, c, GATE, gate=code[3:])
    if code.startswith("V-"):
        return Square(r, c, VENT, vent=VENT_CODES[code[2:]])
    code, _, gate = code.partition("+")
    head, circles = code.split(":")
    if head == "n":
        # §2.2: Each neutral building is its own 'part'.
        return Square(r, c, BUILDING, int(circles), part=f"n{r}_{c}", colour=NEUTRAL, gate=gate or None)
    number = "".join(ch for ch in head[1:] if ch.isdigit())
    return Square(r, c, BUILDING, int(circles), building=int(number), part=head[1:],
                  colour=COLOURS[head[0]], gate=gate or None)


def _parse(grid: str) -> dict:
    rows = [line.split() for line in grid.strip().splitlines()]
    assert len(rows) == ROWS and all(len(row) == COLS for row in rows), "the grid is 7 x 11"
    return {(r, c): _parse_cell(r, c, code) for r, row in enumerate(rows) for c, code in enumerate(row)}


SQUARES: dict = _parse(GRID)
ALL = tuple(sorted(SQUARES))
# §2.5: outside squares are not part of the board for play.
CITY = tuple(sq for sq in ALL if SQUARES[sq].kind != OUTSIDE)
GATES = tuple(sq for sq in ALL if SQUARES[sq].gate)
VENTS = {SQUARES[sq].vent: sq for sq in ALL if SQUARES[sq].vent}
BUILDING_SQUARES = tuple(sq for sq in ALL if SQUARES[sq].circles)


def _parts() -> dict:
    parts: dict = {}
    for sq in BUILDING_SQUARES:
        parts.setdefault(SQUARES[sq].part, []).append(sq)
    return {p: tuple(sqs) for p, sqs in parts.items()}


# part id -> its squares (§1.1 parts (wing: squares with circles)).
PARTS: dict = _parts()
PART_COLOUR = {p: SQUARES[sqs[0]].colour for p, sqs in PARTS.items()}
PART_BUILDING = {p: SQUARES[sqs[0]].building for p, sqs in PARTS.items()}
# building number -> its parts.
BUILDINGS = {n: tuple(p for p in PARTS if PART_BUILDING[p] == n) for n in CARDS_PER_BUILDING}
NEUTRAL_PARTS = tuple(p for p in PARTS if PART_COLOUR[p] == NEUTRAL)


def circles_of(part: str) -> int:
    return sum(SQUARES[sq].circles for sq in PARTS[part])


def colour_group(colour: str) -> tuple:
    """§2.6: the parts of one colour group."""
    return tuple(p for p in PARTS if PART_COLOUR[p] == colour)


# -- geometry -------------------------------------------------------------------

def neighbours(sq) -> list:
    """§0: 'Adjacent' always means orthogonally adjacent; only squares of the grid."""
    r, c = sq
    return [(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
            if 0 <= r + dr < ROWS and 0 <= c + dc < COLS]


def is_city(sq) -> bool:
    return SQUARES[sq].kind != OUTSIDE


def walkable(sq, lava) -> bool:
    """§5.4: steps go never onto lava, vents, or outside squares."""
    return SQUARES[sq].kind not in (OUTSIDE, VENT) and sq not in lava


def open_gates(lava) -> list:
    """§5.3.6: a gate counts while it is not covered by lava."""
    return [g for g in GATES if g not in lava]


def distances(sources: Iterable, lava) -> dict:
    """Steps from the nearest of ``sources`` to every walkable square they reach."""
    dist = {s: 0 for s in sources if walkable(s, lava)}
    queue = deque(dist)
    while queue:
        sq = queue.popleft()
        for nb in neighbours(sq):
            if nb not in dist and walkable(nb, lava):
                dist[nb] = dist[sq] + 1
                queue.append(nb)
    return dist


def exit_distances(lava) -> dict:
    """Square -> steps needed to leave the city from it (to a gate, plus the one step out;
    §2.3 one step from a gate square = escaped). Squares missing are cut off."""
    return {sq: d + 1 for sq, d in distances(open_gates(lava), lava).items()}


def cut_off(squares: Iterable, lava) -> list:
    """§5.3.6: the squares among ``squares`` with no path to any gate."""
    reach = distances(open_gates(lava), lava)
    return [sq for sq in squares if sq not in reach]


def within(start, steps: int, lava) -> dict:
    """Squares a piece on ``start`` can reach in at most ``steps`` steps (not ``start`` itself)
    -> the fewest steps to each. §5.4: a piece may turn, but may not step back onto a
    square it has already visited: the shortest way never revisits, so a square is reachable
    within the allowance exactly when its distance is at most the allowance."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        sq = queue.popleft()
        if dist[sq] == steps:
            continue
        for nb in neighbours(sq):
            if nb not in dist and walkable(nb, lava):
                dist[nb] = dist[sq] + 1
                queue.append(nb)
    del dist[start]
    return dist


def exit_steps(start, steps: int, lava) -> Optional[int]:
    """The fewest steps to leave the city from ``start`` within ``steps``, or None."""
    if steps < 1:
        return None
    reach = within(start, steps - 1, lava)
    reach[start] = 0
    best = [d + 1 for sq, d in reach.items() if SQUARES[sq].gate and sq not in lava]
    return min(best) if best else None


def lava_targets(symbol: str, lava: dict) -> list:
    """§5.3.3: a square adjacent to any tile of the same symbol that is a city square not
    already covered by lava. Default (sources silent): the vent square of another symbol may
    not be covered (it stays reserved for its own first tile)."""
    own = [sq for sq, s in lava.items() if s == symbol]
    found = {nb for sq in own for nb in neighbours(sq)
             if is_city(nb) and nb not in lava and SQUARES[nb].kind != VENT}
    return sorted(found)
