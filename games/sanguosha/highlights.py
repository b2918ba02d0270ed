"""三国杀's highlights after a match (issue 19 point 8): who was which role with which hero, and
who killed whom, in the order they fell."""

from __future__ import annotations

from games.core.game import highlight, highlight_section


def highlights(st) -> dict:
    who = [highlight("sanguosha.hl.role", seat=s, hero={"key": f"sanguosha.hero.{st.heroes[s]}"},
                     role={"key": f"sanguosha.role.{st.roles[s]}"}) for s in range(st.players) if st.heroes[s]]
    deaths = [highlight("sanguosha.hl.killed", killer={"seat": k["killer"]}, victim={"seat": k["victim"]})
              if k.get("killer") is not None else highlight("sanguosha.hl.died", victim={"seat": k["victim"]})
              for k in st.kills]
    return {"sections": [highlight_section("sanguosha.hl.roles", who),
                         highlight_section("sanguosha.hl.kills", deaths or [highlight("sanguosha.hl.no_deaths")])]}
