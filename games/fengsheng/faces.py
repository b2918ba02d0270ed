"""Card faces as views and notes show them (one definition for the rules and the skills)."""

from __future__ import annotations

from . import data as D

# A 试探's face also carries what it asks (its identity, action and line), so a note of one says it.
FACES = {cid: {"card": cid, "function": c["function"], "colour": c["colour"], "transmission": c["transmission"],
               **({"probe": c["probe"]} if "probe" in c else {})}
         for cid, c in D.CARDS_BY_ID.items()}


def face(cid: int) -> dict:
    return dict(FACES[cid])


def blank(cid: int) -> dict:
    """A card face without its id (for notes: a seat remembers what it saw, not which card)."""
    f = dict(FACES[cid])
    del f["card"]
    return f
