"""Pirate's Cove 海盗湾: the declaration, the state, setup, the month and the views.

Authority: ``docs/rules/pirates_cove.md`` (cited §n with the ruling ids P1…P22; it cites seed 000 l.762-785).
Numbers live in ``data.py``; the fights in ``combat.py``; the upgrade step's shop in ``shop.py``; the Tavern
deck and the other piles in ``piles.py``. The TV and phone contract is ``docs/pirates_cove-view.md``.

Who-knows-what is state: a Tavern hand is its holder's (``ships[s]["hand"]``), a Spyglass look is
``peeks[s]`` until the card is turned up, and a destination is never in the state before the reveal (the
wheels are one simultaneous batch: the match holds every answer until the last one comes).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from games.core import Choice, Game, OptionSpec, Prompt, Rejection, Secret
from games.core.game import ArrangeError

from . import data
from .combat import base_dice, combatant, cripple_if_broken, fight_island, navy_duel, speed
from .piles import CARD_KIND, NOT_IN_HAND, card_check, capacity, draw_tavern, hand_kinds, log, play_card, take_treasure, treasure_card
from .shop import outfit, upgrade_step

OUTFIT, EVENTS, DESTINATION, NAVY, COMBAT, UPGRADE, OVER = (
    "outfit", "events", "destination", "navy", "combat", "upgrade", "over")
PASS = "pass"
ISLAND_KINDS = {data.TAVERN: "tavern", data.TREASURE: "treasure", data.COVE: "cove"}
SHOTS_SHOWN = 12   # the TV animates the newest shots of a fight; the log keeps every one

NAVY_SELF = Rejection("navy_self", "The Royal Navy cannot be sent against your own ship: name another captain.",
                      "pirates_cove.error.navy_self")
NOTHING_TO_SPY = Rejection("nothing_to_spy", "No island has a treasure card left for next month: keep the "
                                             "Spyglass or play another card.", "pirates_cove.error.nothing_to_spy")


# -- the state --------------------------------------------------------------------

def new_ship(seat: int) -> dict:
    """§2 setup: "4 rings on the skull (start) spaces ... 9 gold ... and 1 Tavern card" (dealt by the flow)."""
    ship = {"seat": seat, "at": data.COVE, "gold": data.START_GOLD, "chests": 0, "fame": 0,
            "parrots": [], "hand": [], "crippled": False}
    ship.update({section: start for section, (start, _) in data.TRACKS.items()})
    return ship


def new_pirate(pid: str, at: str) -> dict:
    return {"pirate": pid, "at": at, **{k: data.PIRATES[pid][k] for k in data.SECTIONS}}


@dataclass
class PirateState:
    players: int
    options: dict
    ships: list
    stacks: dict                 # outer island -> face-down treasure card ids, top last
    tavern_deck: list            # Tavern card ids, top last
    pirate_deck: list            # face-down Legendary Pirate ids, top last
    month: int = 0
    step: str = OUTFIT
    shown: dict = field(default_factory=lambda: {i: [] for i in data.OUTER})
    taken: list = field(default_factory=list)        # treasure cards plundered
    tavern_discard: list = field(default_factory=list)
    pirates: list = field(default_factory=list)      # the pirates on the board
    defeated: list = field(default_factory=list)     # pirate ids beaten
    pending_pirates: list = field(default_factory=list)  # islands where a new pirate comes next month
    locker: dict = field(default_factory=lambda: {"chests": 0, "treasure": [], "parrots": []})
    storms: list = field(default_factory=list)
    peeks: list = field(default_factory=list)        # seat -> [{"island", "card"}] (Spyglass)
    reveal: Optional[dict] = None
    navy: Optional[dict] = None
    battle: Optional[dict] = None
    stalemates: list = field(default_factory=list)   # islands whose fight hit the round cap this month
    current: Optional[int] = None
    to_deal: list = field(default_factory=list)      # seats still to get the starting Tavern card
    outfit: bool = True
    dice: list = field(default_factory=list)         # arranged faces, rolled first (tests)
    pirates_fought: int = 0
    battles: int = 0
    log: list = field(default_factory=list)


# -- the game ---------------------------------------------------------------------

def house_option(rule: str) -> OptionSpec:
    """A house rule of §7 the host may switch on (off by default); its label names the ruling."""
    return OptionSpec(rule, "bool", False, f"pirates_cove.option.{rule}")


class PiratesCove(Game):
    id = "pirates_cove"
    names = {"en": "Pirate's Cove", "zh-Hant": "海盜灣", "zh-Hans": "海盗湾"}
    min_players, max_players = 3, 5
    # Each option is a house rule of §7 (its label says so in the lobby).
    options = (
        house_option("cove_selectable"),        # P1
        house_option("treasure_accumulates"),   # P4
        house_option("extra_pirate_3p"),        # P7
        house_option("locker_fame_penalty"),    # P15
    )
    timers = {"wheel": 60, "shop": 90, "card": 12, "combat": 25}
    web = {"board": "board.js", "panel": "panel.js", "css": "style.css"}
    table_ready = True
    bots: dict = {}

    def setup(self, players: int, options: dict, rng) -> PirateState:
        tavern = [cid for cid, _ in data.tavern_cards()]
        rng.shuffle(tavern)
        # §2 [V]: "Treasure cards are shuffled into stacks of 12, one stack on each outer island 1–5".
        stacks = {}
        for island in data.OUTER:
            stacks[island] = [f"{island}.{n}" for n in data.TREASURE_CARDS]
            rng.shuffle(stacks[island])
        pirate_deck = list(data.PIRATES)
        rng.shuffle(pirate_deck)
        st = PirateState(players=players, options=dict(options), ships=[new_ship(s) for s in range(players)],
                         stacks=stacks, tavern_deck=tavern, pirate_deck=pirate_deck,
                         peeks=[[] for _ in range(players)], to_deal=list(range(players)))
        # §4.5: "Reveal the top card at setup; its black ship starts on island 1 [V]"; P7: at 3 players with
        # extra_pirate_3p "a second pirate from the same deck starts on island 3".
        reveal_pirate(st, data.PIRATE_START)
        if players == 3 and options["extra_pirate_3p"]:
            reveal_pirate(st, data.EXTRA_PIRATE_START)
        return st

    def arrange(self, st: PirateState, rng, hands=None, tavern_top=None, treasure_top=None, pirates=None,
                ships=None, dice=None, month=None, outfit=None, pirate_at=None) -> None:
        """``hands``: seat -> Tavern card kinds it holds instead of the starting card; ``tavern_top``: kinds
        drawn next, first first; ``treasure_top``: island -> template numbers turned up next, first first;
        ``pirates``: pirate ids, the first on the board at once (at ``pirate_at``, default island 1), the rest
        next in the deck; ``ships``: seat -> fields to set (``at``, a section, ``gold``, ``chests``,
        ``fame``, ``parrots`` as kinds); ``dice``: faces rolled first, in order; ``month``: the month the
        flow starts with (earlier months are skipped, their treasure cards taken from the bottom of each stack
        to the Locker); ``outfit``: false skips outfitting before month 1."""
        for seat, kinds in (hands or {}).items():
            seat = self._seat(st, seat)
            st.ships[seat]["hand"] = [take_kind(st, kind) for kind in kinds]
            st.to_deal.remove(seat)
        for kind in reversed(tavern_top or []):
            st.tavern_deck.append(take_kind(st, kind))
        for island, numbers in (treasure_top or {}).items():
            if str(island) not in st.stacks:
                raise ArrangeError(f"treasure_top: {island!r} is no outer island; use one of {list(data.OUTER)}")
            for n in reversed(numbers):
                card = f"{island}.{n}"
                if card not in st.stacks[str(island)]:
                    raise ArrangeError(f"treasure_top: card {n} of island {island} is arranged twice or gone")
                st.stacks[str(island)].remove(card)
                st.stacks[str(island)].append(card)
        if pirates:
            self._arrange_pirates(st, pirates, pirate_at or data.PIRATE_START)
        for seat, fields in (ships or {}).items():
            self._arrange_ship(st, self._seat(st, seat), fields)
        st.dice = list(dice or [])
        if month is not None:
            if not 1 <= month <= data.MONTHS:
                raise ArrangeError(f"month {month!r}: pick a month from 1 to {data.MONTHS}")
            st.month, st.outfit = month - 1, False
            # The months skipped used their cards (one an island a month): gone, unplundered, to the Locker.
            for stack in st.stacks.values():
                st.locker["treasure"] += stack[:month - 1]
                del stack[:month - 1]
        if outfit is not None:
            st.outfit = bool(outfit)

    @staticmethod
    def _seat(st: PirateState, seat) -> int:
        if int(seat) not in range(st.players):
            raise ArrangeError(f"seat {seat!r}: give seats 0 to {st.players - 1}")
        return int(seat)

    @staticmethod
    def _arrange_pirates(st: PirateState, pirates: list, at: str) -> None:
        if sorted(pirates) != sorted(set(pirates)) or not set(pirates) <= set(data.PIRATES):
            raise ArrangeError(f"pirates {pirates!r}: name pirates of {list(data.PIRATES)} once each")
        everyone = [p["pirate"] for p in st.pirates] + st.pirate_deck
        rest = [p for p in everyone if p not in pirates]
        st.pirates = [new_pirate(pirates[0], str(at))]
        st.pirate_deck = rest + list(reversed(pirates[1:]))

    @staticmethod
    def _arrange_ship(st: PirateState, seat: int, fields: dict) -> None:
        ship = st.ships[seat]
        for key, value in fields.items():
            if key == "parrots":
                ship["parrots"] = [take_kind(st, kind) for kind in value]
            elif key in data.SECTIONS + ("gold", "chests", "fame", "at"):
                ship[key] = str(value) if key == "at" else int(value)
            else:
                raise ArrangeError(f"ships: {key!r} cannot be arranged; use at, gold, chests, fame, parrots "
                                   f"or a section of {list(data.SECTIONS)}")

    def play(self, st: PirateState, rng):
        for seat in list(st.to_deal):
            draw_tavern(st, seat, data.START_TAVERN, rng)
        st.to_deal = []
        if st.outfit:
            st.step = OUTFIT
            yield from outfit(st, rng)
        while st.month < data.MONTHS:
            st.month += 1
            yield from month(st, rng)
        st.step, st.current = OVER, None
        log(st, "pirates_cove.log.game_over")

    def view(self, st: PirateState, seat: Optional[int]) -> dict:
        return game_view(st, seat)

    def own_view(self, st: PirateState, seat: int) -> dict:
        return own_view(st, seat)

    def outcome(self, st: PirateState) -> dict:
        return final_outcome(st)

    def secrets(self, st: PirateState):
        for ship in st.ships:
            for cid in ship["hand"]:
                yield Secret.of([ship["seat"]], id=cid, kind=CARD_KIND[cid])
        for cid in st.tavern_deck:
            yield Secret.of([], id=cid, kind=CARD_KIND[cid])
        for island, stack in st.stacks.items():
            for cid in stack:
                seen_by = [s for s, peeks in enumerate(st.peeks) if any(p["card"]["id"] == cid for p in peeks)]
                yield Secret.of(seen_by, id=cid, card=treasure_card(cid)["card"])
        for pid in st.pirate_deck:
            yield Secret.of([], pirate=pid, sails=data.PIRATES[pid]["sails"])

    def highlights(self, st):
        """The summary the TV shows after the match (issue 19 point 8): games/pirates_cove/highlights.py."""
        from .highlights import highlights
        return highlights(st)

    def conserved(self, st: PirateState):
        tavern = (st.tavern_deck + st.tavern_discard + st.locker["parrots"]
                  + [c for ship in st.ships for c in ship["hand"] + ship["parrots"]])
        treasure = sum(st.stacks.values(), []) + sum(st.shown.values(), []) + st.taken + st.locker["treasure"]
        pirates = st.pirate_deck + [p["pirate"] for p in st.pirates] + st.defeated
        return sorted(tavern), sorted(treasure), sorted(pirates)

    def reference(self) -> dict:
        return {"params": data.PARAMS,
                "treasure": {n: treasure_card(f"1.{n}") for n in data.TREASURE_CARDS}}


def take_kind(st: PirateState, kind: str) -> str:
    """A Tavern card of ``kind`` taken out of the deck, for an arrangement."""
    for cid in reversed(st.tavern_deck):
        if CARD_KIND[cid] == kind:
            st.tavern_deck.remove(cid)
            return cid
    raise ArrangeError(f"no Tavern card {kind!r} is left in the deck; the deck holds {data.TAVERN_DECK}")


def reveal_pirate(st: PirateState, at: str) -> None:
    """§4.5: the top pirate card comes face up with its black ship at ``at``."""
    if st.pirate_deck:
        pid = st.pirate_deck.pop()
        st.pirates.append(new_pirate(pid, at))
        log(st, "pirates_cove.log.pirate_appears", pirate=pid, island=at)


# -- the month ----------------------------------------------------------------------

def month(st: PirateState, rng):
    """§4.6 Month sequence, steps 1-9."""
    start_month(st)
    yield from events_step(st, rng)
    yield from destination_step(st)
    yield from navy_step(st)
    st.step = COMBAT
    arrive(st, rng)
    for island in data.OUTER:            # P20: "islands resolve in order 1→5"
        if st.navy and st.navy["island"] == island:
            yield from navy_duel(st, rng)
        yield from fight_island(st, rng, island)
    plunder(st, rng)
    st.step = UPGRADE
    yield from upgrade_step(st, rng)
    end_month(st)


def start_month(st: PirateState) -> None:
    st.reveal, st.navy, st.battle, st.storms, st.stalemates = None, None, None, [], []
    for ship in st.ships:
        ship["crippled"] = False
    # §4.5: "the next card is revealed at island 1 at the start of the next month".
    for at in st.pending_pirates:
        reveal_pirate(st, at)
    st.pending_pirates = []
    # P8 "pirates fully repair at the start of every month".
    for pirate in st.pirates:
        pirate.update({k: data.PIRATES[pirate["pirate"]][k] for k in data.SECTIONS})
    # §4.6 step 1 (seed 000 l.774): "在每回合開始前，玩家必須在圖板的五個島上各展示一張寶藏".
    for island in data.OUTER:
        if st.stacks[island]:
            st.shown[island].append(st.stacks[island].pop())
    turned = {cid for cards in st.shown.values() for cid in cards}
    st.peeks = [[p for p in peeks if p["card"]["id"] not in turned] for peeks in st.peeks]
    log(st, "pirates_cove.log.month", month=st.month)
    # §4.6 step 2: "The active Legendary Pirate moves one island along its route" (P2: 1→2→3→4→5→1).
    for pirate in st.pirates:
        pirate["at"] = next_stop(pirate["at"])
        log(st, "pirates_cove.log.pirate_sails", pirate=pirate["pirate"], island=pirate["at"])


def next_stop(island: str) -> str:
    route = data.PIRATE_ROUTE
    return route[(route.index(island) + 1) % len(route)]


def by_least_fame(st: PirateState) -> list:
    """§4.6 step 3: "seat order from the player with the least fame" (ties: the lower seat first)."""
    return sorted(range(st.players), key=lambda s: (st.ships[s]["fame"], s))


def holds(st: PirateState, seat: int, kind: str) -> bool:
    return kind in hand_kinds(st.ships[seat])


# §4.6 step 3: "Players may play Event cards that act before sailing (Storm)". P21: every seat is asked at
# once with the same buttons (docs/engine.md §9), again until a round where everyone passes.
EVENT_CHOICES = [Choice(kind, f"pirates_cove.card.{kind}") for kind in data.EVENTS_BEFORE_SAILING] + [
    Choice(PASS, "pirates_cove.choice.pass")]


def event_check(st: PirateState, seat: int):
    return card_check(st, seat, lambda kind: NOTHING_TO_SPY if kind == "spyglass" and not spyable(st) else None)


def spyable(st: PirateState) -> list:
    return [i for i in data.OUTER if st.stacks[i]]


def can_play_event(st: PirateState, seat: int) -> bool:
    return any(event_check(st, seat)([kind]) is None for kind in data.EVENTS_BEFORE_SAILING)


def events_step(st: PirateState, rng):
    st.step = EVENTS
    while True:
        answers = yield [Prompt(s, "choose", "pirates_cove.prompt.event", default=[PASS], choices=EVENT_CHOICES,
                                timer="card", optional=True, progress="hidden", check=event_check(st, s),
                                auto_pass=not can_play_event(st, s), params={"month": st.month})
                         for s in range(st.players)]
        played = {s: a[0] for s, a in enumerate(answers) if a[0] != PASS}
        if not played:
            return
        for seat in by_least_fame(st):
            if seat in played and holds(st, seat, played[seat]):
                yield from play_event(st, rng, seat, played[seat])


def play_event(st: PirateState, rng, seat: int, kind: str):
    play_card(st, seat, kind)
    if kind == "storm":
        # §4.4 Storm: "before destinations are set, name an outer island. Every ship that ends there this
        # month loses 1 Sails level on arrival."
        islands = [Choice(i, f"pirates_cove.island.{i}") for i in data.OUTER]
        answer = yield Prompt(seat, "choose", "pirates_cove.prompt.storm", default=[data.OUTER[0]], choices=islands,
                              timer="card")
        st.storms.append(answer[0])
        log(st, "pirates_cove.log.storm", seat=seat, island=answer[0])
    elif kind == "smugglers_tip":
        # §4.4 Smuggler's Tip: "gain 3 gold".
        st.ships[seat]["gold"] += data.SMUGGLERS_GOLD
        log(st, "pirates_cove.log.smugglers_tip", seat=seat, gold=data.SMUGGLERS_GOLD)
    elif kind == "spyglass":
        # §4.4 Spyglass: "privately look at next month's treasure card on two islands".
        islands = spyable(st)
        n = min(data.SPYGLASS_ISLANDS, len(islands))
        answer = yield Prompt(seat, "choose", "pirates_cove.prompt.spyglass", default=islands[:n], min=n, max=n,
                              choices=[Choice(i, f"pirates_cove.island.{i}") for i in islands], timer="card")
        for island in answer:
            # The look keeps its own copy of the face: the faces are shared (piles.FACES), and a look is state
            # that may be rewritten in place (the exact leak test re-deals the stacks and the looks follow).
            st.peeks[seat].append({"island": island, "card": dict(treasure_card(st.stacks[island][-1]))})
        log(st, "pirates_cove.log.spyglass", seat=seat)


def destinations(st: PirateState) -> tuple:
    # P1: Pirate's Cove "is not a destination" unless the option cove_selectable.
    return data.DESTINATIONS + ((data.COVE,) if st.options["cove_selectable"] else ())


def default_destination(st: PirateState, seat: int) -> str:
    """§4.6 step 4 (H): "the island the ship is at now, or island 1 if it is at Pirate's Cove"."""
    at = st.ships[seat]["at"]
    return at if at in destinations(st) and at != data.COVE else data.TAVERN


def destination_step(st: PirateState):
    """§4.6 step 4 (seed 000 l.774): "每回合透過手上的羅盤指出一個目的地，然後大家一起攤牌"."""
    st.step = DESTINATION
    choices = [Choice(i, f"pirates_cove.island.{i}") for i in destinations(st)]
    answers = yield [Prompt(s, "choose", "pirates_cove.prompt.destination", default=[default_destination(st, s)],
                            choices=choices, timer="wheel", progress="count", params={"month": st.month})
                     for s in range(st.players)]
    st.reveal = {str(s): a[0] for s, a in enumerate(answers)}
    log(st, "pirates_cove.log.reveal", month=st.month)


def headed_outer(st: PirateState) -> list:
    return [s for s in range(st.players) if st.reveal[str(s)] in data.OUTER]


def navy_check(st: PirateState, seat: int):
    def check(answer):
        if answer[0] == PASS:
            return None
        if not holds(st, seat, "royal_navy"):
            return NOT_IN_HAND
        return NAVY_SELF if int(answer[0]) == seat else None
    return check


def navy_step(st: PirateState):
    """§4.8: "a Royal Navy Event is played after destinations are revealed. It names one player whose
    destination is an outer island" ... "only one Navy fight per month"."""
    st.step = NAVY
    targets = headed_outer(st)
    if not targets:
        return
    choices = [Choice(str(s), ref={"seat": s}, params={"island": st.reveal[str(s)]}) for s in targets]
    choices.append(Choice(PASS, "pirates_cove.choice.pass"))
    answers = yield [Prompt(s, "choose", "pirates_cove.prompt.navy", default=[PASS], choices=choices, timer="card",
                            optional=True, progress="hidden", check=navy_check(st, s),
                            auto_pass=not any(navy_check(st, s)([str(t)]) is None for t in targets))
                     for s in range(st.players)]
    sent = {s: a[0] for s, a in enumerate(answers) if a[0] != PASS}
    # P21: several played at once: the first in seat order from the least fame sends it; the others keep theirs.
    for seat in by_least_fame(st):
        if seat in sent:
            target = int(sent[seat])
            play_card(st, seat, "royal_navy")
            st.navy = {"target": target, "island": st.reveal[str(target)], "by": seat,
                       **{k: data.NAVY[k] for k in data.SECTIONS + ("fame",)}}
            log(st, "pirates_cove.log.navy", seat=seat, target={"seat": target}, island=st.navy["island"])
            return


def arrive(st: PirateState, rng) -> None:
    """§4.6 step 6: "Ships move"; §4.4 Storm: "loses 1 Sails level on arrival"."""
    for seat in range(st.players):
        ship = st.ships[seat]
        ship["at"] = st.reveal[str(seat)]
        if ship["at"] in st.storms:
            ship["sails"] = max(0, ship["sails"] - data.STORM_SAILS * st.storms.count(ship["at"]))
            log(st, "pirates_cove.log.storm_hits", seat=seat, island=ship["at"])
            cripple_if_broken(st, seat)


def plunder(st: PirateState, rng) -> None:
    """§4.6 step 7 (seed 000 l.776): "如果玩家獨自來到某個海島，那麼他便贏得島上的寶藏"."""
    for island in data.OUTER:
        ships = [s for s in range(st.players) if st.ships[s]["at"] == island]
        pirates = [p for p in st.pirates if p["at"] == island]
        if len(ships) == 1 and not pirates and island not in st.stalemates and st.shown[island]:
            seat = ships[0]
            for cid in st.shown[island]:
                take_treasure(st, seat, cid, rng)
            st.shown[island] = []


def end_month(st: PirateState) -> None:
    # §4.3: "A card nobody plunders that month is discarded to Davy Jones' Locker"; option P4
    # treasure_accumulates: "unplundered cards pile up for the next sole visitor".
    if not st.options["treasure_accumulates"]:
        for island in data.OUTER:
            st.locker["treasure"] += st.shown[island]
            st.shown[island] = []
    st.current = None


# -- the end --------------------------------------------------------------------------

def standing(ship: dict) -> tuple:
    """§4.10 (P19): "most fame" [S], then "most gold", "then most chests aboard", "then a shared place"."""
    return ship["fame"], ship["gold"], ship["chests"]


def places(st: PirateState) -> list:
    return [1 + sum(standing(o) > standing(ship) for o in st.ships) for ship in st.ships]


def final_outcome(st: PirateState) -> dict:
    ranks = places(st)
    winners = [s for s in range(st.players) if ranks[s] == 1]
    return {"winners": winners, "result": "pirates_cove.result.most_fame",
            "params": {"fame": st.ships[winners[0]]["fame"]},
            "fame": [s["fame"] for s in st.ships], "gold": [s["gold"] for s in st.ships],
            "chests": [s["chests"] for s in st.ships], "places": ranks,
            "pirates_fought": st.pirates_fought, "battles": st.battles}


# -- views ----------------------------------------------------------------------------

def ship_view(ship: dict) -> dict:
    v = {k: ship[k] for k in ("seat", "at", "gold", "chests", "fame", "crippled") + data.SECTIONS}
    v.update(dice=base_dice(ship), speed=speed(ship), capacity=capacity(ship), hand=len(ship["hand"]),
             parrots=[CARD_KIND[c] for c in ship["parrots"]])
    return v


def island_view(st: PirateState, island: str) -> dict:
    outer = island in data.OUTER
    return {"island": island, "kind": ISLAND_KINDS.get(island, "upgrade"), "section": data.UPGRADE_ISLANDS.get(island),
            "shown": [treasure_card(c) for c in st.shown[island]] if outer else [],
            "stack": len(st.stacks[island]) if outer else None, "storm": island in st.storms}


def pirate_view(st: PirateState, pirate: dict) -> dict:
    return {**pirate, "next": next_stop(pirate["at"]),
            "bounty": data.bounty(data.PIRATES[pirate["pirate"]], max(st.month, 1))}


def battle_view(battle: Optional[dict]) -> Optional[dict]:
    if battle is None:
        return None
    return {"island": battle["island"], "round": battle["round"], "kind": battle["kind"],
            "fighters": [combatant(k) for k in battle["fighters"]], "fled": list(battle["fled"]),
            "crippled": list(battle["crippled"]), "defeated": [combatant(k) for k in battle["defeated"]],
            # The fight's latest shots (a shot never changes once fired, so views share them).
            "shots": battle["shots"][-SHOTS_SHOWN:],
            "winner": battle["winner"]}


def game_view(st: PirateState, seat: Optional[int]) -> dict:
    v = {"month": st.month, "months": data.MONTHS, "step": st.step,
         "islands": [island_view(st, i) for i in data.ISLANDS],
         "ships": [ship_view(s) for s in st.ships],
         "pirates": [pirate_view(st, p) for p in st.pirates], "pirates_left": len(st.pirate_deck),
         "navy": dict(st.navy) if st.navy else None,
         "reveal": dict(st.reveal) if st.reveal else None,
         "battle": battle_view(st.battle),
         "locker": {"chests": st.locker["chests"], "treasure": len(st.locker["treasure"]),
                    "parrots": len(st.locker["parrots"])},
         "tavern": {"deck": len(st.tavern_deck), "discard": len(st.tavern_discard)},
         "current": st.current, "log": st.log[-60:], "options": dict(st.options),
         "house_rules": list(data.HOUSE_RULES)}
    if seat is not None:
        v.update(own_view(st, seat))
    return v


def own_view(st: PirateState, seat: int) -> dict:
    """What a seat's view adds to the TV's: ``me``, its own hand and the treasure it peeked at."""
    return {"me": {"seat": seat, "hand": [{"id": c, "kind": CARD_KIND[c]} for c in st.ships[seat]["hand"]],
                   "peeks": [dict(p) for p in st.peeks[seat]]}}


__all__ = ["PiratesCove", "PirateState"]
