"""Public data the TV board and phone panel look things up in (served at
/api/games/fengsheng/reference): the 81 card faces, so a view can name a face-up
card by its id, and each character's gender, hidden flag and skill ids. Names and
texts are in i18n.json."""

from __future__ import annotations

from . import data as D


def reference() -> dict:
    return {
        "cards": {c["id"]: {k: v for k, v in c.items() if k != "id"} for c in D.CARDS},
        "characters": {c["id"]: {"gender": c["gender"], "hidden": c["hidden"], "expansion": c["expansion"],
                                 "skills": [s["id"] for s in c["skills"]]}
                       for c in D.CHARACTERS + D.EXPANSION},
    }
