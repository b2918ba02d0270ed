"""魔城馬車's highlights after a match (issue 19 point 8): each player's society, profession and
items as the end revealed them, and who announced for which side."""

from __future__ import annotations

from games.core.game import highlight, highlight_section


def highlights(st) -> dict:
    end = st.end or {}
    rows = [highlight("kutschfahrt.hl.player", seat=s, society={"key": f"kutschfahrt.society.{st.societies[s]}"},
                      profession={"key": f"kutschfahrt.profession.{st.professions[s]}"}, items=len(st.hands[s]))
            for s in range(st.players)]
    if end.get("announcer") is not None:
        rows.append(highlight("kutschfahrt.hl.announced", seat=end["announcer"],
                              side={"key": f"kutschfahrt.society.{end['side']}"}))
    return {"sections": [highlight_section("kutschfahrt.hl.players", rows)]}
