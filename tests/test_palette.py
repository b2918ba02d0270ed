"""One colour per player (issue 19 points 2 and 3), stated as data over the front-end files.

The seats' palette lives in controller/palette.js alone: it lists the colours and letters and installs
the classes .seat-c0 … .seat-c11. The shells' chips, every registered game's board and panel and the
event pages reach a seat's colour through it (the class, or ctx.ui.seatClass / seatMark / seatLetter),
never through a list of colours or a --seat of their own. tests/browser/test_room_readable_browser.py
compares the colours as the browser draws them.
"""

from __future__ import annotations

import os
import re

import pytest

from games import REGISTRY, get_game
from tests.browser.kit import seat_palette

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PALETTE_FILE = os.path.join("controller", "palette.js")
HEX = r'"#[0-9a-fA-F]{3,8}"'
COLOUR_LIST = re.compile(rf"\[\s*{HEX}(?:\s*,\s*{HEX}){{3,}}")   # four colours or more in a row: a palette
SEAT_VAR = re.compile(r"--seat\s*:|[\"']--seat[\"']\s*:")      # a seat colour set by hand
HAND_BUILT_CLASS = re.compile(r"seat-c\$\{([^}]*)\}")             # `seat-c${...}` in a template


def front_end_files() -> list[str]:
    """The shells' files and every registered game's web pieces (scripts and stylesheets)."""
    folders = ["controller", "shared_screen"] + [os.path.join("games", g, "web") for g in REGISTRY]
    return sorted(os.path.join(d, f) for d in folders if os.path.isdir(os.path.join(ROOT, d))
                  for f in os.listdir(os.path.join(ROOT, d)) if f.endswith((".js", ".css")))


def read(path: str) -> str:
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return f.read()


OTHERS = [p for p in front_end_files() if p != PALETTE_FILE]


def test_the_palette_gives_every_seat_of_the_largest_table_its_own_colour_and_letter():
    colours = seat_palette()
    letters = re.search(r'const LETTERS = "([A-Z]+)"', read(PALETTE_FILE)).group(1)
    largest = max(get_game(g).max_players for g in REGISTRY)
    assert len(colours) >= largest, f"{len(colours)} colours for tables of up to {largest}"
    assert len({c.lower() for c in colours}) == len(colours)
    assert len(set(letters)) == len(letters) == len(colours)


@pytest.mark.parametrize("path", OTHERS)
def test_no_front_end_file_but_the_palette_lists_or_sets_seat_colours(path):
    text = read(path)
    assert not COLOUR_LIST.search(text), f"{path} keeps a list of colours: seat colours come from {PALETTE_FILE}"
    assert not SEAT_VAR.search(text), f"{path} sets --seat itself: use the palette's class (ctx.ui.seatClass)"
    assert not re.search(r"\.seat-c\d+\s*\{", text), f"{path} defines a seat colour class: the palette installs them"


@pytest.mark.parametrize("path", [p for p in OTHERS if p.endswith(".js")])
def test_a_seat_class_built_by_hand_is_the_palettes_class_of_that_seat(path):
    """`seat-c${n % 12}` is the class seatClass(n) returns; any other number would be a colour of its own."""
    size = len(seat_palette())
    for expr in HAND_BUILT_CLASS.findall(read(path)):
        assert re.fullmatch(rf".+ % {size}", expr.strip()), f"{path}: seat-c${{{expr}}} is not a seat's palette class"
