"""Pirate's Cove: the piles (Tavern deck, treasure, Davy Jones' Locker), what a ship carries, and the log.

Authority: ``docs/rules/pirates_cove.md`` §4.3, §4.4, §4.9.
"""

from __future__ import annotations

from typing import Optional

from games.core import Rejection

from . import data

CARD_KIND = dict(data.tavern_cards())
NOT_IN_HAND = Rejection("not_in_hand", "You hold no such Tavern card: pick one you hold or pass.",
                        "pirates_cove.error.not_in_hand")


def log(st, key: str, **params) -> None:
    st.log.append({"key": key, "params": params})


def card_face(cid: str) -> dict:
    number = int(cid.split(".")[1])
    loot = data.TREASURE_CARDS[number]
    return {"id": cid, "card": number, "gold": loot.get("gold", 0), "fame": loot.get("fame", 0),
            "chests": loot.get("chests", 0), "tavern": loot.get("tavern", 0)}


# Every face once (views share them; nothing changes a face).
FACES = {f"{i}.{n}": card_face(f"{i}.{n}") for i in data.OUTER for n in data.TREASURE_CARDS}


def treasure_card(cid: str) -> dict:
    """A face-up treasure card: its id, template number and loot spelled out (§4.3)."""
    return FACES[cid]


def hand_kinds(ship: dict) -> list:
    return [CARD_KIND[c] for c in ship["hand"]]


def has_parrot(ship: dict, kind: str) -> bool:
    return bool(ship["parrots"]) and any(CARD_KIND[c] == kind for c in ship["parrots"])


def capacity(ship: dict) -> Optional[int]:
    """§4.2: "chest capacity = Hull level"; §2 Flint's parrot: "unlimited treasure capacity" (None)."""
    return None if has_parrot(ship, "parrot_flint") else ship["hull"]


def card_check(st, seat: int, rule):
    """A card window's check: a pass is always taken, a card the seat does not hold is refused, then ``rule(kind)``
    says what else refuses it (None: accepted). The buttons are the same for every seat (docs/engine.md §9)."""
    def check(answer):
        kind = answer[0]
        if kind == "pass":
            return None
        if kind not in hand_kinds(st.ships[seat]):
            return NOT_IN_HAND
        return rule(kind)
    return check


def discard(st, cid: str) -> None:
    st.tavern_discard.append(cid)


def play_card(st, seat: int, kind: str) -> str:
    """The seat plays one card of ``kind`` from its hand onto the discard pile."""
    ship = st.ships[seat]
    cid = next(c for c in ship["hand"] if CARD_KIND[c] == kind)
    ship["hand"].remove(cid)
    discard(st, cid)
    return cid


def draw_tavern(st, seat: int, count: int, rng) -> None:
    """Draw ``count`` Tavern cards. §4.4: "The deck reshuffles its discards when empty [V]"; P18 a Fame card
    "is shown and scored the moment it is drawn"; §2 Parrots "take effect at once and stay on the mat"."""
    ship = st.ships[seat]
    for _ in range(count):
        if not st.tavern_deck:
            st.tavern_deck, st.tavern_discard = st.tavern_discard, []
            rng.shuffle(st.tavern_deck)
            if not st.tavern_deck:
                return
        cid = st.tavern_deck.pop()
        kind = CARD_KIND[cid]
        if kind in data.FAME_CARDS:
            ship["fame"] += data.FAME_CARDS[kind]
            discard(st, cid)
            log(st, "pirates_cove.log.fame_card", seat=seat, kind=kind, fame=data.FAME_CARDS[kind])
        elif kind in data.PARROTS:
            ship["parrots"].append(cid)
            log(st, "pirates_cove.log.parrot", seat=seat, kind=kind)
            stow(st, ship)
        else:
            ship["hand"].append(cid)
            log(st, "pirates_cove.log.draws", seat=seat)


def stow(st, ship: dict) -> None:
    """P16 / §4.9 "Hull damage": chests beyond the capacity go to the Locker straight away."""
    room = capacity(ship)
    if room is not None and ship["chests"] > room:
        lost = ship["chests"] - room
        ship["chests"] = room
        st.locker["chests"] += lost
        log(st, "pirates_cove.log.chests_lost", seat=ship["seat"], chests=lost)


def take_treasure(st, seat: int, cid: str, rng) -> None:
    """§4.6 step 7: "fame goes to the track; gold to the purse; chests into the hold, up to the Hull level;
    extra chests go to Davy Jones' Locker (H); Tavern cards are drawn"."""
    ship, card = st.ships[seat], treasure_card(cid)
    st.taken.append(cid)
    ship["fame"] += card["fame"]
    ship["gold"] += card["gold"]
    ship["chests"] += card["chests"]
    log(st, "pirates_cove.log.plunder", seat=seat, island=ship["at"], card=card)
    stow(st, ship)
    draw_tavern(st, seat, card["tavern"], rng)
