"""Dixit's highlights after a match (issue 19 point 8): each round's clue and storyteller, who
voted for whose card, then the final scores."""

from __future__ import annotations

from games.core.game import highlight, highlight_section


def highlights(st) -> dict:
    sections = [round_section(r) for r in st.rounds]
    order = sorted(range(st.players), key=lambda s: -st.scores[s])
    sections.append(highlight_section("dixit.hl.scores", [highlight("dixit.hl.score", seat=s, score=st.scores[s])
                                                          for s in order]))
    return {"sections": sections}


def round_section(r: dict) -> dict:
    # A spoken clue (the storyteller said it aloud, seed: "說出一句話") was never typed: the record has none.
    clue = r["clue"] if r["clue"] else {"key": "dixit.hl.spoken"}
    rows = [highlight("dixit.hl.story_card" if card["storyteller"] else "dixit.hl.card", seat=card["owner"],
                      voters_seats=card["votes"] or ["—"])
            for card in r["board"] if card["storyteller"] or card["votes"]]   # a card nobody chose says nothing
    return highlight_section("dixit.hl.round", rows, round=r["round"], storyteller={"seat": r["storyteller"]}, clue=clue)
