"""风声's highlights after a match (issue 19 point 8: "every intelligence's path"): for each
intelligence sent, who sent it and how, every seat it passed, who intercepted, lured or sent it
back, and where it ended; then who was who, and who died."""

from __future__ import annotations

from games.core.game import highlight, highlight_section

from .data import CARDS

CARD = {c["id"]: c for c in CARDS}
# the log lines that move an intelligence in transit, and how the path names each
ON_THE_WAY = {"fengsheng.log.refuse": "fengsheng.hl.passed", "fengsheng.log.intercepted": "fengsheng.hl.intercepted",
              "fengsheng.log.lured": "fengsheng.hl.lured", "fengsheng.log.sent_back": "fengsheng.hl.sent_back",
              "fengsheng.log.locked": "fengsheng.hl.locked"}
ENDS = {"fengsheng.log.receive": "fengsheng.hl.received", "fengsheng.log.transit_discarded": "fengsheng.hl.discarded"}


def highlights(st) -> dict:
    who = [highlight("fengsheng.hl.player", seat=s, character={"key": f"fengsheng.character.{st.characters[s]}"},
                     identity={"key": f"fengsheng.identity.{st.identities[s]}"}) for s in range(st.players)]
    who += [highlight("fengsheng.hl.death", seat=d["seat"]) for d in st.deaths]
    return {"sections": [highlight_section("fengsheng.hl.paths", paths(st.log) or [highlight("fengsheng.hl.no_paths")]),
                         highlight_section("fengsheng.hl.players", who)]}


def paths(log: list) -> list:
    """One line per intelligence sent, read from the public log in order."""
    rows, path = [], None
    for entry in log:
        key, params = entry["key"], entry["params"]
        if key == "fengsheng.log.send":
            path = {"sender": params["seat"], "method": params["method"], "steps": []}
        elif path is not None and key in ON_THE_WAY:
            path["steps"].append({"key": ON_THE_WAY[key], "params": {"seat": params["seat"]}})
        elif path is not None and key in ENDS:
            end = {"key": ENDS[key], "params": {"seat": params.get("seat"), "card": card_name(params.get("card"))}}
            rows.append(highlight("fengsheng.hl.path", sender={"seat": path["sender"]},
                                  method={"key": f"fengsheng.transmission.{path['method']}"},
                                  steps=path["steps"] or ["—"], end=end))
            path = None
    return rows


def card_name(card) -> dict | str:
    """An intelligence by its colour and function (the match is over: a face-down one may be named)."""
    c = CARD.get(card) if isinstance(card, int) else None
    if c is None:
        return "?"
    return {"key": "fengsheng.hl.card", "params": {"colour": {"key": f"fengsheng.colour.{c['colour']}"},
                                                   "function": {"key": f"fengsheng.card.{c['function']}"}}}
