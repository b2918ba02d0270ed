"""Pompeii's highlights after a match (issue 19 point 8): who escaped, how many of each player's
people the volcano took, in the order of the final ranking."""

from __future__ import annotations

from games.core.game import highlight, highlight_section


def highlights(st) -> dict:
    order = sorted(range(st.players), key=lambda s: st.places[s] if st.places else s)
    rows = [highlight("pompeii.hl.fate", seat=s, place=st.places[s] if st.places else "—",
                      escaped=st.escaped[s], volcano=st.volcano[s]) for s in order]
    return {"sections": [highlight_section("pompeii.hl.fates", rows)]}
