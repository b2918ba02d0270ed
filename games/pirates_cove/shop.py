"""Pirate's Cove: outfitting before month 1 and the upgrade step (§4.6 step 8, the island table of §2, §4.9).

A ship's shop is one prompt asked again after each purchase until ``done``: it offers only what the ship may
do where it lies and can pay for (its gold, levels and cargo are public; its Mastercraft cards its own).
"""

from __future__ import annotations

from games.core import Choice, Prompt

from . import data
from .piles import CARD_KIND, draw_tavern, log, play_card

DONE = "done"
OUTFIT = "outfit"


def sections_sold(where: str) -> tuple:
    """§2: islands 2-5 upgrade "that section"; Treasure Island "one section"; the Cove's repair service "any
    sections" (§4.9); outfitting: "Players may spend starting gold on upgrades" (any section, H)."""
    if where in data.UPGRADE_ISLANDS:
        return (data.UPGRADE_ISLANDS[where],)
    if where in (data.TREASURE, data.COVE, OUTFIT):
        return data.SECTIONS
    return ()


def price(where: str, section: str, level: int) -> int:
    """§4.2 "Multi-level upgrades pay each step"; §2 Treasure Island: "at double cost"."""
    factor = data.TREASURE_ISLAND_COST_FACTOR if where == data.TREASURE else 1
    return data.level_cost(section, level) * factor


def upgrade_choices(ship: dict, where: str, visit: dict) -> list:
    # §2 Treasure Island: "upgrade one section by one level", once a visit.
    if where == data.TREASURE and visit["upgraded"]:
        return []
    out = []
    for section in sections_sold(where):
        level = ship[section] + 1
        if level <= data.max_level(section) and price(where, section, level) <= ship["gold"]:
            out.append(Choice(f"up:{section}", "pirates_cove.choice.upgrade",
                              {"section": section, "level": level, "cost": price(where, section, level)}))
    return out


def mastercraft_choices(ship: dict, where: str) -> list:
    """§4.4 Mastercraft: "play it in the upgrade phase at the upgrade island for a section ... That section
    gains 1 free level"."""
    section = data.UPGRADE_ISLANDS.get(where)
    kinds = {CARD_KIND[c]: c for c in reversed(ship["hand"])}
    kind = next((k for k, s in data.MASTERCRAFT.items() if s == section), None)
    if kind not in kinds or ship[section] >= data.max_level(section):
        return []
    return [Choice(f"mastercraft:{kinds[kind]}", "pirates_cove.choice.mastercraft", {"section": section})]


def island_choices(ship: dict, where: str) -> list:
    out = []
    # §2 Tavern Island: "buy Tavern cards, 2 gold each" (seed 000 l.781 "可以用金錢打探情報").
    if where == data.TAVERN and ship["gold"] >= data.TAVERN_PRICE:
        out.append(Choice("buy_tavern", "pirates_cove.choice.buy_tavern", {"cost": data.TAVERN_PRICE}))
    # §2 Treasure Island: "bury chests, 1 fame each; bury gold, 3 gold = 1 fame" (seed 000 l.778).
    if where == data.TREASURE and ship["chests"]:
        out.append(Choice("bury_chest", "pirates_cove.choice.bury_chest",
                          {"chests": ship["chests"], "fame": ship["chests"] * data.FAME_PER_CHEST}))
    if where == data.TREASURE and ship["gold"] >= data.GOLD_PER_FAME:
        out.append(Choice("bury_gold", "pirates_cove.choice.bury_gold", {"gold": data.GOLD_PER_FAME}))
    return out


def shop_choices(ship: dict, where: str, visit: dict) -> list:
    return (island_choices(ship, where) + upgrade_choices(ship, where, visit) + mastercraft_choices(ship, where)
            + [Choice(DONE, "pirates_cove.choice.done")])


def buy(st, rng, seat: int, where: str, choice: str, visit: dict) -> None:
    ship = st.ships[seat]
    what, _, arg = choice.partition(":")
    if what == "up":
        level = ship[arg] + 1
        ship["gold"] -= price(where, arg, level)
        ship[arg] = level
        visit["upgraded"] = True
        log(st, "pirates_cove.log.upgrade", seat=seat, section=arg, level=level)
    elif what == "mastercraft":
        section = data.MASTERCRAFT[CARD_KIND[arg]]
        play_card(st, seat, CARD_KIND[arg])
        ship[section] += 1
        log(st, "pirates_cove.log.mastercraft", seat=seat, section=section, level=ship[section])
    elif what == "buy_tavern":
        ship["gold"] -= data.TAVERN_PRICE
        log(st, "pirates_cove.log.buys_tavern", seat=seat)
        draw_tavern(st, seat, 1, rng)
    elif what == "bury_chest":
        fame = ship["chests"] * data.FAME_PER_CHEST
        ship["fame"] += fame
        log(st, "pirates_cove.log.bury_chests", seat=seat, chests=ship["chests"], fame=fame)
        ship["chests"] = 0
    elif what == "bury_gold":
        ship["gold"] -= data.GOLD_PER_FAME
        ship["fame"] += 1
        log(st, "pirates_cove.log.bury_gold", seat=seat, gold=data.GOLD_PER_FAME)


def shop(st, rng, seat: int, where: str):
    """One ship's turn at the shop: asked at least once wherever it lies, so how long the table waits says
    nothing of the cards it holds."""
    st.current, visit = seat, {"upgraded": False}
    while True:
        ship = st.ships[seat]
        answer = yield Prompt(seat, "choose", "pirates_cove.prompt.shop", default=[DONE],
                              choices=shop_choices(ship, where, visit), timer="shop",
                              params={"island": where, "gold": ship["gold"]})
        if answer[0] == DONE:
            break
        buy(st, rng, seat, where, answer[0], visit)
    st.current = None


def outfit(st, rng):
    """§2 setup: "Players may spend starting gold on upgrades" (seat order, any section at normal cost)."""
    for seat in range(st.players):
        yield from shop(st, rng, seat, OUTFIT)


def repair(st, seat: int) -> None:
    """§4.9 step 3: "every section at 0 goes back to level 1 for free"."""
    ship = st.ships[seat]
    for section in data.SECTIONS:
        if ship[section] <= 0:
            ship[section] = 1
            log(st, "pirates_cove.log.repaired", seat=seat, section=section)


def upgrade_step(st, rng):
    """§4.6 step 8: "Each ship acts for the island it is at ... H order: islands 1→6, then the Cove, with seat
    order within an island. Crippled ships at the Cove repair first (§4.9). Every ship at Pirate's Cove takes 1
    Tavern card [V]"."""
    for where in data.ISLANDS:
        for seat in range(st.players):
            if st.ships[seat]["at"] != where:
                continue
            if where == data.COVE:
                repair(st, seat)
                draw_tavern(st, seat, data.COVE_TAVERN, rng)
            yield from shop(st, rng, seat, where)
