"""魔城馬車 bots (docs/kutschfahrt.md, "Bots"). Both answer from the seat's view alone, like a phone.

The random bot is the core one (any well-formed answer; the driver asks again on a refusal).

The smart bot plays its society (docs/rules/kutschfahrt.md §4): it collects its society's victory items and
announces only what it knows to be valid: its own items, with teammates whose society and victory item it saw
lately (its notes); the Loge alone with the Coat of Arms. It trades away what is worth least to it (the Black
Pearl first, which blocks announcing, then the items whose trade effect acts for the giver), accepts an offer
only when what it gets is worth as much as what it gives or more, demands its victory item with the Diplomat from a seat
it saw holding one, and attacks such a seat when it has a fight item, to take the item. In a fight it backs a
fighter it knows is a teammate (or opposes one it knows is not) and uses every item and profession that helps
its side; a Priest stops an attack on itself, a Doctor the reward of a fight its side lost.
"""

from __future__ import annotations

from collections import Counter

from games.core.bots import RandomBot, random_answer

from .data import (ATTACKER, BAGS, BLACK_PEARL, BROKEN_MIRROR, CASTING_KNIVES, COAT_OF_ARMS, DAGGER, DEFENDER,
                   DIPLOMAT, DOCTOR, DUELIST, GLOVES, GOBLET, HYPNOTIST, ITEM_USES, KEY, NEEDED, NEEDED_SMALLER,
                   NEEDED_SOLO, NEUTRAL, OTHER_BAG, OTHER_SIDE, POISON_MIXER, POISON_RING, PRIEST, PROFESSION_USES,
                   SINGLE_USE, SUPPORTER_OF, THUG, VICTORY_BAG, VICTORY_ITEM, WHIP, item_kind)

PROMPT = "kutschfahrt.prompt."
# What an item is worth keeping, besides the society's victory items (valued in ``worth``): items whose trade
# effect acts for the giver (§3.1) are worth more given away than kept; fight items win the fights that take
# items; the Black Pearl blocks announcing (seed l.87).
KEEP = {COAT_OF_ARMS: 6, DAGGER: 5, POISON_RING: 5, GLOVES: 4, CASTING_KNIVES: 3, WHIP: 3, BROKEN_MIRROR: 2,
        BLACK_PEARL: 0}
EFFECT_ITEM_WORTH = 1
MY_VICTORY, MY_BAG, OTHER_VICTORY = 10, 8, 1
# Notes about a seat's items older than this many rounds are stale: the items may have moved since.
FRESH_ROUNDS = 1
# Items that win a fight for an attacker (§3.2 F5): worth attacking with.
ATTACK_ITEMS = (DAGGER, POISON_RING)
ATTACK_PROFESSIONS = (THUG, DUELIST)
# Without a seat seen holding its victory item, an armed bot attacks now and then (a fight's reward takes an
# item; trades alone may stall between bots that each refuse what is worth less to them).
ATTACK_CHANCE = 0.3
# A table that has not ended after this many rounds is stuck (the bots keep swapping what none of them needs):
# the bot passes, so the host's stall limit (§4.4 D4) ends the match; without one it plays at random.
PATIENCE_ROUNDS = 30


def short(key: str) -> str:
    return key.rsplit(".", 1)[1]


class KutschfahrtSmartBot(RandomBot):
    def answer(self, view: dict, prompt: dict):
        self.table, self.prompt = view["table"], prompt
        if self.stuck() and not self.table["options"]["stall_rounds"]:
            return random_answer(prompt, self.rng)   # no stall limit: random play ends the match
        handler = getattr(self, "on_" + prompt["key"][len(PROMPT):], None)
        answer = handler() if handler else None
        return answer if answer is not None else random_answer(prompt, self.rng)

    # -- reading the view ---------------------------------------------------------------------------------------
    def stuck(self) -> bool:
        return self.table["round"] > PATIENCE_ROUNDS

    @property
    def me(self) -> dict:
        return self.table["me"]

    @property
    def society(self) -> str:
        return self.me["society"]

    def victory_items(self) -> tuple:
        """§4.1: Keys for the Order, Goblets for the Brotherhood; the society's bag once the bags count."""
        mine = (VICTORY_ITEM[self.society],)
        return mine + (VICTORY_BAG[self.society],) if self.table["bags_count"] else mine

    def worth(self, item: str) -> int:
        if item in self.victory_items():
            return MY_VICTORY
        if item == VICTORY_BAG[self.society]:
            return MY_BAG
        if item in (KEY, GOBLET) or item in BAGS:
            return OTHER_VICTORY
        return KEEP.get(item, EFFECT_ITEM_WORTH)

    def choice_ids(self) -> list:
        return [c["id"] for c in self.prompt["choices"]]

    def item_choices(self) -> list:
        return [c for c in self.prompt["choices"] if (c.get("ref") or {}).get("item")]

    def cheapest(self, avoid=()) -> list:
        """The own item worth least (one of the prompt's item buttons), none of ``avoid``."""
        items = [c for c in self.item_choices() if c["ref"]["item"] not in avoid]
        return [min(items, key=lambda c: self.worth(c["ref"]["item"]))["id"]] if items else None

    def dearest(self) -> list:
        items = self.item_choices()
        return [max(items, key=lambda c: self.worth(c["ref"]["item"]))["id"]] if items else None

    def known_society(self, seat: int):
        if seat == self.seat:
            return self.society
        return next((n["society"] for n in self.me["notes"] if n.get("seat") == seat and "society" in n), None)

    def fresh(self, note: dict) -> bool:
        return note["turn"] >= self.table["turn"] - FRESH_ROUNDS * self.table["players"]

    def known_items(self, seat: int) -> Counter:
        """What this seat's notes say ``seat`` holds: the last look at its hand, then the items seen going to it
        or coming from it since; only fresh notes (the hand may have moved unseen before)."""
        held = Counter()
        for n in self.me["notes"]:
            if n.get("seat") != seat or not self.fresh(n):
                continue
            if "items" in n:
                held = Counter(n["items"])
            elif "gave" in n:
                held[n["gave"]] += 1
                held[n["item"]] -= 1
            elif short(n["key"]) == "offered":
                held[n["item"]] = max(held[n["item"]], 1)
            elif n.get("dir") == "to":
                held[n["item"]] += 1
            elif n.get("dir") == "from":
                held[n["item"]] -= 1
        return +held

    def seen_holding(self, seat: int, wanted) -> bool:
        return any(self.known_items(seat)[i] > 0 for i in wanted)

    def teammates(self) -> list:
        """Seats known to be of this society and lately seen holding one of its victory items."""
        return [s for s in range(self.table["players"]) if s != self.seat
                and self.known_society(s) == self.society and self.seen_holding(s, self.victory_items())]

    def needed(self) -> int:
        """§4.2 item 3: 2 for the smaller society at an odd count, known once every card of the other society
        is seen (the left-out card is then this society's)."""
        n = self.table["players"]
        others = sum(1 for s in range(n) if self.known_society(s) not in (None, self.society))
        return NEEDED_SMALLER if n % 2 and others == (n + 1) // 2 else NEEDED

    def count(self, items) -> int:
        return sum(1 for i in items if i in self.victory_items())

    def solo_ready(self) -> bool:
        """§4.3: the Coat of Arms and 3 Keys or Goblets held alone (bags once they count)."""
        items = self.me["items"]
        wanted = (KEY, GOBLET) + (BAGS if self.table["bags_count"] else ())
        return (COAT_OF_ARMS in items and BLACK_PEARL not in items
                and sum(1 for i in items if i in wanted) >= NEEDED_SOLO)

    def announcement(self):
        """The teammates of a valid announcement, or None."""
        if BLACK_PEARL in self.me["items"] or not self.count(self.me["items"]):
            return None
        mine = self.count(self.me["items"])
        if mine >= self.needed():
            return []
        team = self.teammates()
        return team if mine + len(team) >= self.needed() else None

    def holders(self) -> list:
        return [s for s in range(self.table["players"]) if s != self.seat and self.seen_holding(s, self.victory_items())]

    def profession_ready(self, *professions) -> bool:
        prof = self.me["profession"]
        return prof in professions and not (self.me["used"] and prof in SINGLE_USE)

    # -- the turn -------------------------------------------------------------------------------------------------
    def on_action(self):
        if self.solo_ready() or self.announcement() is not None:
            return ["announce"]
        if self.stuck():
            return ["pass"]
        if self.profession_ready(DIPLOMAT) and self.holders():
            return ["profession"]
        armed = any(i in ATTACK_ITEMS for i in self.me["items"]) or self.profession_ready(*ATTACK_PROFESSIONS)
        if armed and (self.holders() or self.rng.random() < ATTACK_CHANCE):
            return ["attack"]
        return ["trade"]

    def on_announce(self):
        if self.solo_ready():
            return ["solo"]
        team = self.announcement()
        return [str(s) for s in team] if team is not None else []

    def pick_seat(self, preferred) -> list:
        ids = set(self.choice_ids())
        picks = [str(s) for s in preferred if str(s) in ids]
        return [self.rng.choice(picks or sorted(ids - {"none"}))]

    def on_trade_partner(self):
        return self.pick_seat(self.holders())

    def on_trade_item(self):
        return self.cheapest()

    def on_trade_answer(self):
        """T2: accept only for more than what goes back; the Black Pearl and the Broken Mirror must be taken
        (seed l.86, l.115); a bag never goes back for the other bag (seed l.23)."""
        params = self.prompt["params"]
        offered = params["item"]
        forbidden = (OTHER_BAG[offered],) if offered in BAGS and not self.table["bags_count"] else ()
        back = self.cheapest(avoid=forbidden)
        if back is None:
            return ["refuse"]
        must = offered in (BLACK_PEARL, BROKEN_MIRROR)
        if must or self.worth(offered) >= self.worth(item_kind(back[0])):
            return back
        return ["refuse"]

    def on_diplomat_target(self):
        return self.pick_seat(self.holders())

    def on_diplomat_kind(self):
        return [VICTORY_ITEM[self.society]]

    def on_diplomat_return(self):
        return self.cheapest()

    def on_clairvoyant(self):
        """§5: take two of the pile to its top: this society's victory items first."""
        want = self.prompt["min"]
        ranked = sorted(self.prompt["choices"], key=lambda c: -self.worth(c["ref"]["item"]))
        return [c["id"] for c in ranked[:want]]

    def on_coat(self):
        return ["keep"]

    def on_sextant_pass(self):
        return self.cheapest()

    def on_donate(self):
        return self.cheapest()

    def on_donate_to(self):
        """§2: to a seat with room under the hand limit (so the item does not come straight back), a known
        teammate first."""
        limit = self.table["hand_limit"]
        counts = {s: e["items"] for s, e in enumerate(self.table["seats"]) if s != self.seat}
        room = [s for s, k in counts.items() if k < limit] or [min(counts, key=counts.get)]
        team = [s for s in room if self.known_society(s) == self.society]
        return self.pick_seat(team or room)

    # -- the fight ------------------------------------------------------------------------------------------------
    @property
    def fight(self) -> dict:
        return self.table["fight"]

    def side(self):
        """The side this seat wants to win: its own as a fighter; a fighter known to be a teammate, or the other
        side of a fighter known not to be; None when it cannot tell."""
        f = self.fight
        for part in (ATTACKER, DEFENDER):
            if f[part] == self.seat:
                return part
        for part in (ATTACKER, DEFENDER):
            known = self.known_society(f[part])
            if known is not None:
                return part if known == self.society else OTHER_SIDE[part]
        return None

    def part(self) -> str:
        f = self.fight
        if self.seat == f["attacker"]:
            return ATTACKER
        if self.seat == f["defender"]:
            return DEFENDER
        side = f["support"].get(str(self.seat), NEUTRAL)
        return NEUTRAL if side == NEUTRAL or f["duel"] is not None else SUPPORTER_OF[side]

    def on_attack_target(self):
        return self.pick_seat(self.holders())

    def on_priest(self):
        return ["use" if self.seat == self.fight["defender"] and self.profession_ready(PRIEST) else "pass"]

    def on_support(self):
        return [self.side() or NEUTRAL]

    def on_hypnotist(self):
        if self.me["profession"] != HYPNOTIST:
            return ["none"]
        against = [s for s, side in self.fight["support"].items() if side == DEFENDER]
        return [against[0]] if against and against[0] in self.choice_ids() else ["none"]

    def useful(self, choice: dict) -> bool:
        """A use that helps this seat's side now (§3.2 F5), each item and profession once a fight."""
        f, part, side = self.fight, self.part(), self.side()
        if side is None or self.seat == f["hypnotised"]:
            return False
        used = {u.get("item") or u.get("profession") for u in f["uses"]}
        if choice["id"] == "profession":
            prof = self.me["profession"]
            allowed = PROFESSION_USES.get(prof, {})
            if not self.profession_ready(prof) or prof in used or part not in allowed:
                return False
            if prof == POISON_MIXER:
                return f["duel"] is None
            return allowed[part] == side
        item = (choice.get("ref") or {}).get("item")
        allowed = ITEM_USES.get(item, {})
        if item in used or part not in allowed:
            return False
        return allowed[part] in (side, None) and (item != POISON_RING or f["strength"][ATTACKER] == f["strength"][DEFENDER])

    def on_fight_use(self):
        for choice in self.prompt["choices"]:
            if choice["id"] != "pass" and self.useful(choice):
                return [choice["id"]]
        return ["pass"]

    def on_poison_mixer(self):
        return [self.side() or ATTACKER]

    def on_doctor(self):
        """R4: the Doctor stops the reward of a fight this seat's side lost."""
        result, side = self.prompt["params"]["result"], self.side()
        lost = side is not None and result == OTHER_SIDE[side]
        return ["use" if lost and self.profession_ready(DOCTOR) and self.seat != self.fight["hypnotised"] else "pass"]

    def on_reward(self):
        return ["take"]

    def on_take(self):
        return self.dearest()

    def on_give_back(self):
        return self.cheapest()

    def on_priest_payment(self):
        return self.cheapest()

