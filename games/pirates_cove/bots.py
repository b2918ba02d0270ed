"""Pirate's Cove bots. They see only their seat's view and the prompt, like a phone; the rules' numbers
(tracks, prices, the pirates' cards) are public data (``data.py``, also served by ``reference()``).

- ``random``: the core RandomBot (any well-formed answer; the driver retries a refused one).
- ``smart`` (``PiratesCoveBot``): a captain who counts fame (docs/pirates_cove.md, "Bots"). It values each
  destination by what it would bring in fame (a shown card's fame, gold at a third, a chest it has room for
  while a later month can bury it, a Tavern card at about half), discounted for the ships that may come too;
  it sails at a pirate only when a quick simulation of the duel says it wins, and takes its chests (and, late,
  its gold) to Treasure Island to bury. In a fight it flees a duel it is likely to lose, aims at the section
  that breaks first, keeps a Powder Keg for its own broadside and a Grapple for one aimed at it. It sends the
  Royal Navy at the richest rival in fame, plays a Smuggler's Tip at once, and spends its gold on guns and
  hull up to a target that grows with the months, never on a level it cannot use before the end.
"""

from __future__ import annotations

import functools
import math
import random

from games.core.bots import Bot, RandomBot, random_answer

from . import data

PASS, DONE, FLEE, STAY = "pass", "done", "flee", "stay"
# What one of each thing is worth in fame (§4.6 step 8: "bury gold at 3 gold = 1 fame", "bury all chests
# aboard at 1 fame each"; a Tavern draw is a Fame card 9 times in 42, else a card to play).
GOLD_FAME = 1 / data.GOLD_PER_FAME
CHEST_FAME = data.FAME_PER_CHEST
TAVERN_FAME = 0.45
UPGRADE_BONUS = 0.4      # a destination whose shop sells a section the ship still wants
STORM_PENALTY = 0.3      # a Sails level lost on arrival
DUELS = 80               # simulated duels per judgement
HIT_CHANCE = len(data.HIT_FACES) / 6
GOOD_ODDS = 0.55         # sail at a pirate, or stay in a fight, at these odds or better
BURY_GOLD_FROM = 9       # the month from which gold is worth more buried than spent
UPGRADES_UNTIL = 10      # levels bought after this month come too late to pay back
NOISE = 0.25             # random tie-breaking between close destinations (rival smart bots spread out)


def levels_wanted(month: int) -> dict:
    """The ship it aims for: guns and hull first (dice and capacity), then a little speed; more as the
    months pass and gold comes in."""
    later = month >= 4
    return {"crew": 5 if later else 4, "cannons": 5 if later else 4, "hull": 5 if later else 4,
            "sails": 7 if later else 6}


# -- a ship as numbers -------------------------------------------------------------------------------

def dice(stats: dict) -> int:
    """§4.2 "Dice = min(Crew, Cannons), never more than 6"; §2 Silver's parrot 6 dice, Bones' all cannons."""
    parrots = stats.get("parrots", ())
    if "parrot_silver" in parrots:
        return data.SILVER_DICE
    if "parrot_bones" in parrots:
        return min(stats["cannons"], data.MAX_DICE)
    return min(stats["crew"], stats["cannons"], data.MAX_DICE)


def speed(stats: dict) -> int:
    return stats.get("speed", stats["sails"])


def weakest(stats: dict) -> str:
    """The section that breaks first (fewest levels left; ties to the guns, then the order of §4.2)."""
    return min(data.SECTIONS, key=lambda s: (stats[s], s not in ("crew", "cannons")))


def weaker_gun(stats: dict) -> str:
    """§4.5 (P9): pirates and the Navy name "the lower of Crew and Cannons, ties going to Cannons"."""
    return "crew" if stats["crew"] < stats["cannons"] else "cannons"


def broadside(rng, shooter: dict, target: dict, section: str) -> None:
    hits = sum(rng.random() < HIT_CHANCE for _ in range(dice(shooter)))
    target[section] = max(0, target[section] - hits)


def broken(stats: dict) -> bool:
    return any(stats[s] <= 0 for s in data.SECTIONS)


def fighter(stats: dict) -> tuple:
    """What a duel reads of a combatant, as a key: its four sections, speed and parrots."""
    return (*(stats[s] for s in data.SECTIONS), speed(stats), tuple(sorted(stats.get("parrots", ()))))


def duel_odds(me: dict, enemy: dict) -> float:
    return odds_of(fighter(me), fighter(enemy))


@functools.lru_cache(maxsize=4096)
def odds_of(me: tuple, enemy: tuple) -> float:
    """How often ``me`` breaks ``enemy`` first in a one-on-one fight (§4.7: the faster fires first, equal
    speeds at once), aiming at its weakest section while it aims at my weaker gun. The same two ships always
    get the same odds (the simulation is seeded by them), so a bot's answer depends on its view only."""
    rng = random.Random(repr((me, enemy)))
    wins = 0
    for _ in range(DUELS):
        a, b = as_stats(me), as_stats(enemy)
        for _ in range(data.ROUND_CAP):
            exchange(rng, a, b)
            if broken(a) or broken(b):
                break
        wins += broken(b) and not broken(a)
    return wins / DUELS


def as_stats(key: tuple) -> dict:
    return {**dict(zip(data.SECTIONS, key)), "speed": key[4], "parrots": key[5]}


def exchange(rng, a: dict, b: dict) -> None:
    """One round of a duel: the faster fires first and a broken ship fires no more (P22); equal speeds fire
    at the same moment."""
    if speed(a) == speed(b):
        aim_a, aim_b = weakest(b), weaker_gun(a)
        broadside(rng, a, b, aim_a)
        broadside(rng, b, a, aim_b)
        return
    first, second = (a, b) if speed(a) > speed(b) else (b, a)
    for shooter, target in ((first, second), (second, first)):
        if broken(shooter):
            return
        broadside(rng, shooter, target, weakest(target) if shooter is a else weaker_gun(target))


# -- reading the table -------------------------------------------------------------------------------

def fighter_stats(table: dict, who: dict) -> dict:
    """A combatant's numbers from the view: a ship, a pirate on the board or the Navy."""
    if "seat" in who:
        return table["ships"][who["seat"]]
    if "pirate" in who:
        return next(p for p in table["pirates"] if p["pirate"] == who["pirate"])
    return table["navy"]


def loot_fame(card: dict, ship: dict, last_month: bool) -> float:
    room = math.inf if ship["capacity"] is None else max(0, ship["capacity"] - ship["chests"])
    chests = 0 if last_month else min(card["chests"], room) * CHEST_FAME
    return card["fame"] + card["gold"] * GOLD_FAME + chests + card["tavern"] * TAVERN_FAME


class PiratesCoveBot(Bot):
    """The heuristic captain described in the module docstring."""

    def answer(self, view: dict, prompt: dict):
        handler = getattr(self, "on_" + prompt["key"].rpartition(".")[2], None)
        if handler is None or prompt["kind"] != "choose":
            return random_answer(prompt, self.rng)
        return handler(view["table"], prompt)

    # -- what it sees -------------------------------------------------------------------------------
    def me(self, table: dict) -> dict:
        return table["ships"][self.seat]

    @staticmethod
    def hand(table: dict) -> list:
        return [c["kind"] for c in table["me"]["hand"]]

    @staticmethod
    def ids(prompt: dict) -> list:
        return [c["id"] for c in prompt["choices"]]

    # -- before sailing -----------------------------------------------------------------------------
    def on_event(self, table: dict, prompt: dict):
        # §4.4 Smuggler's Tip: "gain 3 gold", best at once. Storm and Spyglass stay in hand: a look at next
        # month's card is turned up before the next wheels anyway.
        return ["smugglers_tip"] if "smugglers_tip" in self.hand(table) else [PASS]

    def on_destination(self, table: dict, prompt: dict):
        values = {i: self.destination_value(table, i) + NOISE * self.rng.random() for i in self.ids(prompt)}
        return [max(values, key=values.get)]

    def destination_value(self, table: dict, island: str) -> float:
        me, month = self.me(table), table["month"]
        last = month >= table["months"]
        if island == data.TREASURE:
            # §4.6 step 8 Treasure Island: bury the chests aboard, and late in the game the gold.
            gold = me["gold"] // data.GOLD_PER_FAME if month >= BURY_GOLD_FROM else 0
            return me["chests"] * CHEST_FAME + gold
        if island == data.COVE:
            return TAVERN_FAME * data.COVE_TAVERN
        place = next(i for i in table["islands"] if i["island"] == island)
        value = sum(loot_fame(card, me, last) for card in place["shown"]) + self.shop_bonus(me, island, month)
        if place["storm"]:
            # §4.4 Storm: "loses 1 Sails level on arrival"; §4.9 "A Storm that takes the last Sails level
            # cripples the ship on arrival".
            if me["sails"] <= data.STORM_SAILS:
                return -1.0
            value -= STORM_PENALTY
        pirates = [p for p in table["pirates"] if p["at"] == island]
        if pirates:
            value = self.pirate_value(me, pirates[0], value)
        return value * self.alone_odds(table, len(prompt_destinations(table)))

    def pirate_value(self, me: dict, pirate: dict, loot: float) -> float:
        """§4.5: a pirate never lets a ship plunder; beaten, it pays its bounty and the ship plunders."""
        odds = duel_odds(me, pirate)
        if odds < GOOD_ODDS:
            return -1.0
        bounty = pirate["bounty"]["fame"] + pirate["bounty"]["gold"] * GOLD_FAME
        return odds * (bounty + loot)

    @staticmethod
    def alone_odds(table: dict, choices: int) -> float:
        """The chance no other ship picks the same island, were each to pick any destination alike."""
        return (1 - 1 / choices) ** (len(table["ships"]) - 1)

    @staticmethod
    def shop_bonus(me: dict, island: str, month: int) -> float:
        section = data.UPGRADE_ISLANDS.get(island)
        if section is None or month > UPGRADES_UNTIL or me[section] >= levels_wanted(month)[section]:
            return 0.0
        return UPGRADE_BONUS if me["gold"] >= data.level_cost(section, me[section] + 1) else 0.0

    def on_navy(self, table: dict, prompt: dict):
        # §4.8: the Navy duels the named ship: aim it at the rival with the most fame.
        if "royal_navy" not in self.hand(table):
            return [PASS]
        rivals = [c for c in prompt["choices"] if c.get("ref") and c["ref"]["seat"] != self.seat]
        if not rivals:
            return [PASS]
        return [max(rivals, key=lambda c: table["ships"][c["ref"]["seat"]]["fame"])["id"]]

    # -- fighting -----------------------------------------------------------------------------------
    def enemies(self, table: dict) -> list:
        return [f for f in table["battle"]["fighters"] if f.get("seat") != self.seat]

    def on_flee(self, table: dict, prompt: dict):
        """§4.7 step 1: flee to the Cove with the cargo rather than be crippled and lose it (§4.9)."""
        me = self.me(table)
        odds = min(duel_odds(me, fighter_stats(table, f)) for f in self.enemies(table))
        return [STAY] if odds >= GOOD_ODDS else [FLEE]

    def on_fire(self, table: dict, prompt: dict):
        """A pirate or the Navy first (bounty, and it fires at us), else the ship that breaks soonest; always at
        the section with the fewest levels left."""
        def breaks_after(choice):
            who = choice["ref"]
            stats = fighter_stats(table, who)
            return ("seat" in who, stats[weakest(stats)], -stats.get("fame", 0))

        target = min(prompt["choices"], key=breaks_after)["ref"]
        section = weakest(fighter_stats(table, target))
        return [next(c["id"] for c in prompt["choices"] if c["ref"] == target and c["params"]["section"] == section)]

    def on_battle_card(self, table: dict, prompt: dict):
        """§4.4 Powder Keg "before your own broadside"; Grapple "before an opponent's broadside", kept for one
        aimed at us that rolls more than a die (ships with Silver's or Bones' parrot ignore it)."""
        params, hand = prompt["params"], self.hand(table)
        if params["by"].get("seat") == self.seat:
            return ["powder_keg"] if "powder_keg" in hand and params["dice"] < data.MAX_DICE else [PASS]
        if params["at"].get("seat") == self.seat and "grapple" in hand and params["dice"] > data.GRAPPLE_DICE:
            shooter = fighter_stats(table, params["by"])
            if not {"parrot_silver", "parrot_bones"} & set(shooter.get("parrots", ())):
                return ["grapple"]
        return [PASS]

    def on_volley(self, table: dict, prompt: dict):
        # The hits already land on the section that breaks first: a Volley would add nothing.
        return [PASS]

    # -- the shop -----------------------------------------------------------------------------------
    def on_shop(self, table: dict, prompt: dict):
        ids, me, month = self.ids(prompt), self.me(table), table["month"]
        for choice in ids:
            if choice.startswith("mastercraft:") or choice == "bury_chest":
                return [choice]
        if "bury_gold" in ids and month >= BURY_GOLD_FROM:
            return ["bury_gold"]
        upgrade = self.upgrade_wanted(prompt, me, month)
        return [upgrade] if upgrade else [DONE]

    @staticmethod
    def upgrade_wanted(prompt: dict, me: dict, month: int):
        """The level it wants most among those offered: the weaker gun, the other gun, the hull, the sails;
        at Treasure Island (double cost) only a gun below the start."""
        if month > UPGRADES_UNTIL:
            return None
        wanted = levels_wanted(month)
        if prompt["params"]["island"] == data.TREASURE:
            wanted = {s: data.TRACKS[s][0] if s in ("crew", "cannons") else 0 for s in data.SECTIONS}
        order = [weaker_gun(me), "crew" if weaker_gun(me) == "cannons" else "cannons", "hull", "sails"]
        offered = {c["params"]["section"]: c["id"] for c in prompt["choices"] if c["id"].startswith("up:")}
        return next((offered[s] for s in order if s in offered and me[s] < wanted[s]), None)


def prompt_destinations(table: dict) -> tuple:
    """The wheel's islands (P1: the Cove only with the option ``cove_selectable``)."""
    return data.DESTINATIONS + ((data.COVE,) if table["options"].get("cove_selectable") else ())


__all__ = ["PiratesCoveBot", "RandomBot"]
