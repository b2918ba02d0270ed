"""盗梦都市: what each reader is sent (docs/inception-view.md) and the secrets the leak tests look for.

Every secret fact has one canonical shape, used by the views and by ``secret_facts`` alike: a hand or deck
card ``{"id", "kind"}``; a vault ``{"layer", "vault"}``; a nightmare ``{"layer", "nightmare"}`` (placed) or
``{"nightmare", "spare": true}``; a seat's bribe cards ``{"seat", "bribes": [...]}``; a role before the
reveal ``{"seat", "role"}``; a traitor ``{"seat", "traitor": true}``.
"""

from __future__ import annotations

from typing import Optional

from games.core import Secret

from .board import LAYERS
from .cards import FACES, KIND_OF, face
from .roles import MASTER, THIEF
from .state import LOG_KEEP

DISCARD_TOP = 12


def roles_public(st) -> bool:
    """§2 step 6: role cards lie face down until every one is chosen and the layout is done."""
    return st.stage in ("play", "over")


def seat_entry(st, s: int, shown: bool) -> dict:
    layer = st.layer[s]
    return {"seat": s, "camp_public": MASTER if s == st.master else THIEF,
            "role": st.roles[s] if shown else None, "face": st.faces[s] if shown else None,
            "layer": layer, "alive": layer != 0, "hand": len(st.hands[s]), "bribes": len(st.bribes[s]),
            "revived": s in st.revived}


def layer_entry(st, n: int) -> dict:
    return {"layer": n, "locks": st.locks[n], "start": st.start_locks[n],
            "vault": st.vaults[n] if st.opened[n] else "closed", "nightmare": st.nightmares[n] is not None}


def game_view(st, seat: Optional[int]) -> dict:
    v = {
        "stage": st.stage, "master": st.master, "current": st.current, "phase": st.phase, "turn": st.turn,
        "seats": [seat_entry(st, s, roles_public(st)) for s in range(st.players)],
        "layers": [layer_entry(st, n) for n in LAYERS],
        "deck": len(st.deck),
        "discard": {"count": len(st.discard), "top": [FACES[c] for c in st.discard[-DISCARD_TOP:]]},
        "removed": len(st.removed), "bribes_left": len(st.bribe_pile), "spare_nightmares": len(st.spare),
        "resolving": st.resolving, "roll": st.roll, "window": st.window, "shown": st.shown,
        "nightmare_shown": st.nightmare_shown, "log": st.log[-LOG_KEEP:], "options": st.options,
    }
    if st.stage == "over":
        v["end"] = end_entry(st)
    if seat is not None:
        v.update(own_view(st, seat))
    return v


def own_view(st, seat: int) -> dict:
    """What a seat's view adds to the TV's: ``me``, its own role, hand, bribes and what it was shown."""
    return {"me": me_entry(st, seat)}


def end_entry(st) -> dict:
    """§12 "End screen: the vault layout, everyone's bribe cards, traitors highlighted, the winning camp"."""
    return {"result": st.result, "winners": list(st.winners),
            "vaults": [{"layer": n, "vault": st.vaults[n]} for n in LAYERS],
            "bribes": [{"seat": s, "bribes": list(st.bribes[s])} for s in range(st.players)],
            "traitors": [s for s in range(st.players) if st.is_traitor(s)],
            "nightmares": [{"layer": n, "nightmare": st.nightmares[n]} for n in LAYERS if st.nightmares[n]]}


def me_entry(st, seat: int) -> dict:
    master = seat == st.master
    me = {"seat": seat, "role": st.roles[seat], "offer": list(st.offers[seat]) or None,
          "hand": [face(c) for c in st.hands[seat]],
          "bribes": {"seat": seat, "bribes": list(st.bribes[seat])} if st.bribes[seat] else None,
          "vaults": [{"layer": n, "vault": st.vaults[n]} for n in st.vault_seen[seat] if st.vaults[n]],
          "peeks": [shown_peek(st, p) for p in st.peeks[seat][-8:]]}
    if st.is_traitor(seat):
        me["traitor"] = {"seat": seat, "traitor": True}
    if master:
        me["nightmares"] = [{"layer": n, "nightmare": st.nightmares[n]} for n in LAYERS if st.nightmares[n]]
        me["spare"] = [{"nightmare": n, "spare": True} for n in st.spare]
        if st.world == "imperial":
            me["undealt"] = sorted(st.bribe_pile)   # 皇城's 重金: "You may look at undealt bribes at any time"
    return me


def shown_peek(st, p: dict) -> dict:
    if "cards" in p:
        held = st.hands[p["holder"]]
        return {"key": p["key"], "seat": p["seat"], "cards": [face(c) for c in p["cards"] if c in held]}
    return dict(p)


def secret_facts(st):
    """Every fact some seat may not know now, with the seats that may."""
    if st.stage == "over":
        return
    n = st.players
    public = {c["id"] for entry in st.shown for c in entry["cards"]}
    for key in ("card", "decree"):
        if st.resolving and st.resolving.get(key):
            public.add(st.resolving[key]["id"])
    for s in range(n):
        if not roles_public(st) and st.roles[s]:
            yield Secret.of({s}, seat=s, role=st.roles[s])
        if st.bribes[s]:
            seers = {s} | {m for m in range(n) for p in st.peeks[m]
                           if p.get("bribes") == st.bribes[s] and p["seat"] == s}
            yield Secret.of(seers, seat=s, bribes=list(st.bribes[s]))
        if st.is_traitor(s):
            yield Secret.of({s}, seat=s, traitor=True)
        for c in st.hands[s]:
            if c not in public:
                seers = {s} | {m for m in range(n) for p in st.peeks[m] if p.get("holder") == s and c in p["cards"]}
                yield Secret.of(seers, id=c, kind=KIND_OF[c])
    for c in st.deck:
        if c not in public:
            yield Secret.of({st.deck_known[c]} if c in st.deck_known else (), id=c, kind=KIND_OF[c])
    master = () if st.master is None else (st.master,)
    shown = st.nightmare_shown
    for layer in LAYERS:
        if st.vaults[layer] and not st.opened[layer]:
            seers = {s for s in range(n) if layer in st.vault_seen[s]}
            yield Secret.of(seers, layer=layer, vault=st.vaults[layer])
        nm = st.nightmares[layer]
        if nm and not (shown and shown["layer"] == layer):
            yield Secret.of(master, layer=layer, nightmare=nm)
    for nm in st.spare:
        yield Secret.of(master, nightmare=nm, spare=True)
