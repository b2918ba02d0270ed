"""海盗湾's highlights after a match (issue 19 point 8): each captain's fame, gold and chests in the
final order, and the pirates the table beat."""

from __future__ import annotations

from games.core.game import highlight, highlight_section


def highlights(st) -> dict:
    ships = sorted(st.ships, key=lambda ship: -ship["fame"])
    rows = [highlight("pirates_cove.hl.captain", seat=ship["seat"], fame=ship["fame"], gold=ship["gold"],
                      chests=ship["chests"]) for ship in ships]
    rows.append(highlight("pirates_cove.hl.battles", battles=st.battles, pirates=st.pirates_fought,
                          beaten=[{"key": f"pirates_cove.pirate.{p}"} for p in st.defeated] or ["—"]))
    return {"sections": [highlight_section("pirates_cove.hl.captains", rows)]}
