"""The child process that draws one built-in Dixit card (games/dixit/host/cards.py starts it):

    python -m games.dixit.host.draw FOLDER CARD_ID [--low]

The card is drawn in a private folder and renamed into ``FOLDER/<id>.webp``: whoever reads the
folder, or draws the same card at the same time, sees the whole picture or none.
"""

from __future__ import annotations

import os
import sys
import tempfile

from games.dixit.host.cards import EXT


def draw_into(folder: str, card_id: str) -> None:
    from games.dixit.art import render_one

    with tempfile.TemporaryDirectory(dir=folder, prefix=".drawing-") as private:
        os.replace(render_one(card_id, private), os.path.join(folder, f"{card_id}.{EXT}"))


def main(argv: list[str]) -> int:
    folder, card_id, *flags = argv
    if "--low" in flags and hasattr(os, "nice"):
        os.nice(19)   # the background drawing gives way to the server and everything else
    draw_into(folder, card_id)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
