"""Avalon's highlights after a match (issue 19 point 8: "Avalon: who went on which quest and how
they voted"): each quest with every team proposed for it and each player's vote, then who was
what, and the Assassin's shot."""

from __future__ import annotations

from games.core.game import highlight, highlight_section

APPROVE = "approve"
NOBODY = "—"      # an empty list of voters reads as a dash


def highlights(st) -> dict:
    sections = [quest_section(st, quest) for quest in st.quests if quest.get("result")]
    sections.append(highlight_section("avalon.hl.roles", [
        highlight("avalon.hl.role", seat=s, role={"key": f"avalon.role.{role}"}) for s, role in enumerate(st.roles)]))
    if st.assassination and st.assassination.get("target") is not None:
        sections[-1]["rows"].append(highlight("avalon.hl.shot", assassin=st.assassination["assassin"],
                                              target={"seat": st.assassination["target"]}))
    return {"sections": sections}


def quest_section(st, quest: dict) -> dict:
    """One quest: every proposal for it (leader, team, who approved, who rejected), then the cards."""
    rows = [proposal_row(p) for p in st.history if p["quest"] == quest["quest"]]
    rows.append(highlight("avalon.hl.went", seats=quest["team"], successes=quest["successes"], fails=quest["fails"]))
    return highlight_section(f"avalon.hl.quest_{quest['result']}", rows, quest=quest["quest"])


def proposal_row(p: dict) -> dict:
    approved = [s for s, v in enumerate(p["votes"]) if v == APPROVE]
    rejected = [s for s, v in enumerate(p["votes"]) if v != APPROVE]
    return highlight("avalon.hl.approved" if p["approved"] else "avalon.hl.rejected", leader={"seat": p["leader"]},
                     team_seats=p["team"], yes_seats=approved or [NOBODY], no_seats=rejected or [NOBODY])
