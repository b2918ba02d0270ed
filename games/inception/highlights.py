"""盜夢都市's highlights after a match (issue 19 point 8): each player's role and camp, and what
lay in each layer's vault and whether it was opened."""

from __future__ import annotations

from games.core.game import highlight, highlight_section


def highlights(st, camps: list) -> dict:
    """``camps``: each seat's camp as the outcome tells it (a traitor's bribe changes it)."""
    who = [highlight("inception.hl.player", seat=s, role={"key": f"inception.role.{st.roles[s]}"} if st.roles[s] else "—",
                     camp={"key": f"inception.hl.camp.{camps[s]}"}) for s in range(st.players)]
    vaults = [highlight("inception.hl.vault_opened" if st.opened[layer] else "inception.hl.vault_shut", layer=layer,
                        vault={"key": f"inception.vault.{st.vaults[layer]}"}) for layer in range(1, len(st.vaults))]
    return {"sections": [highlight_section("inception.hl.players", who), highlight_section("inception.hl.vaults", vaults)]}
