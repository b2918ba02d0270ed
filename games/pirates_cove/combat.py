"""Pirate's Cove: the fights (§4.7), the Legendary Pirates' broadsides (§4.5), the Royal Navy's duel (§4.8)
and crippled ships (§4.9).

A fighter is named by a key: ``"0"``…``"4"`` for a player's ship, ``"p1"``…``"p5"`` for a pirate, ``"navy"``;
the views turn keys into combatant objects (``rules.combatant``).
"""

from __future__ import annotations

from games.core import Choice, Prompt, Rejection

from . import data
from .piles import NOT_IN_HAND, card_check, has_parrot, hand_kinds, log, play_card, stow

PASS, STAY, FLEE = "pass", "stay", "flee"
# §4.4 Powder Keg: "play it before your own broadside".
KEG_OWN = Rejection("keg_own_broadside", "A Powder Keg is played before your own broadside only: pass or play "
                                         "a Grapple.", "pirates_cove.error.keg_own_broadside")
# §4.4 Grapple: "play it before an opponent's broadside".
GRAPPLE_OPPONENT = Rejection("grapple_opponent", "A Grapple is played before an opponent's broadside, not your "
                                                 "own: pass or play a Powder Keg.", "pirates_cove.error.grapple_opponent")
BATTLE_CHOICES = [Choice("grapple", "pirates_cove.card.grapple"), Choice("powder_keg", "pirates_cove.card.powder_keg"),
                  Choice(PASS, "pirates_cove.choice.pass")]
FLEE_CHOICES = [Choice(STAY, "pirates_cove.choice.stay"), Choice(FLEE, "pirates_cove.choice.flee")]
VOLLEY_CHOICES = [Choice("volley", "pirates_cove.card.volley"), Choice(PASS, "pirates_cove.choice.pass")]
SECTION_CHOICES = [Choice(s, f"pirates_cove.section.{s}") for s in data.SECTIONS]


# -- a ship's numbers ------------------------------------------------------------------

def speed(ship: dict) -> int:
    """§4.7: firing order by Sails; §4.4 "Trelawney's +20 counts only for firing order"."""
    return ship["sails"] + (data.TRELAWNEY_SPEED if has_parrot(ship, "parrot_trelawney") else 0)


def base_dice(ship: dict) -> int:
    """§4.2 "Dice = min(Crew, Cannons), never more than 6"; §2 Silver's parrot "always roll 6 dice";
    §4.4 Bones' parrot "dice = Cannons, ignoring Crew"."""
    if has_parrot(ship, "parrot_silver"):
        return data.SILVER_DICE
    if has_parrot(ship, "parrot_bones"):
        return min(ship["cannons"], data.MAX_DICE)
    return min(ship["crew"], ship["cannons"], data.MAX_DICE)


def grapple_proof(ship: dict) -> bool:
    """§4.4 Grapple: "Ships with Silver's or Bones' parrot ignore it"."""
    return has_parrot(ship, "parrot_silver") or has_parrot(ship, "parrot_bones")


def is_ship(key: str) -> bool:
    return key.isdigit()


def stats_of(st, key: str) -> dict:
    if key == "navy":
        return st.navy
    if is_ship(key):
        return st.ships[int(key)]
    return next(p for p in st.pirates if p["pirate"] == key)


def speed_of(st, key: str) -> int:
    return speed(st.ships[int(key)]) if is_ship(key) else stats_of(st, key)["sails"]


def dice_of(st, key: str) -> int:
    if is_ship(key):
        return base_dice(st.ships[int(key)])
    stats = stats_of(st, key)
    return min(stats["crew"], stats["cannons"], data.MAX_DICE)


def broken(stats: dict) -> bool:
    """§4.2 "Crippled: any section at 0"."""
    return any(stats[s] <= 0 for s in data.SECTIONS)


def weakest_gun(stats: dict) -> str:
    """§4.5 (P9): "the lower of that ship's Crew and Cannons, with ties going to Cannons"."""
    return "crew" if stats["crew"] < stats["cannons"] else "cannons"


def combatant(key: str) -> dict:
    """A fighter as the views name it: ``{"seat": n}``, ``{"pirate": id}`` or ``{"navy": True}``."""
    if key == "navy":
        return {"navy": True}
    return {"seat": int(key)} if is_ship(key) else {"pirate": key}


# -- crippled ships ---------------------------------------------------------------------

def cripple(st, seat: int) -> None:
    """§4.9 A crippled ship "At once loses all chests aboard and all its parrots to the Locker. It keeps its
    gold and Tavern cards", then "Moves to Pirate's Cove"; option P15 locker_fame_penalty: "also loses 1 fame,
    down to a minimum of 0"."""
    ship = st.ships[seat]
    ship["crippled"], ship["at"] = True, data.COVE
    st.locker["chests"] += ship["chests"]
    st.locker["parrots"] += ship["parrots"]
    ship["chests"], ship["parrots"] = 0, []
    if st.options["locker_fame_penalty"]:
        ship["fame"] = max(0, ship["fame"] - data.LOCKER_FAME_PENALTY)
    battle = st.battle
    if battle is not None and str(seat) in battle["fighters"]:
        battle["fighters"].remove(str(seat))
        battle["crippled"].append(seat)
    log(st, "pirates_cove.log.crippled", seat=seat)


def cripple_if_broken(st, seat: int) -> None:
    if broken(st.ships[seat]):
        cripple(st, seat)


# -- fights -------------------------------------------------------------------------------

def fight_island(st, rng, island: str):
    """§4.6 step 6: "Any outer island (1–5) holding two or more ships, counting the pirate, fights"; seed 000
    l.776 "如果玩家撞上徘徊的傳奇海盜也必須開火"."""
    ships = [str(s) for s in range(st.players) if st.ships[s]["at"] == island]
    pirates = [p["pirate"] for p in st.pirates if p["at"] == island]
    if not ships or len(ships) + len(pirates) < 2:
        return
    st.battles += 1
    st.pirates_fought += bool(pirates)
    yield from battle(st, rng, island, ships + pirates, "island")


def navy_duel(st, rng):
    """§4.8: "before that island's normal combat, the Navy fights only that ship, one-on-one, under §4.7
    rules" ... "Afterwards the Navy leaves the board"."""
    seat = st.navy["target"]
    if st.ships[seat]["at"] == st.navy["island"]:
        yield from battle(st, rng, st.navy["island"], [str(seat), "navy"], "navy")
    st.navy = None


def over(b: dict) -> bool:
    """§4.7 step 4: "Stop when at most one player ship remains, and no pirate remains or no player ship
    remains"."""
    ships = [k for k in b["fighters"] if is_ship(k)]
    return len(ships) <= 1 and (len(ships) == len(b["fighters"]) or not ships)


def battle(st, rng, island: str, keys: list, kind: str):
    keys = sorted(keys, key=lambda k: -speed_of(st, k))
    b = {"island": island, "kind": kind, "round": 0, "fighters": keys, "fled": [], "crippled": [], "defeated": [],
         "shots": [], "winner": None}
    st.battle = b
    log(st, "pirates_cove.log.battle", island=island, kind=kind)
    # P12: "H round cap: 10. Player ships still fighting then all stay, and nobody plunders."
    for rnd in range(1, data.ROUND_CAP + 1):
        b["round"] = rnd
        yield from flee_phase(st, b)
        if over(b):
            break
        yield from broadsides(st, rng, b)
        if over(b):
            break
    else:
        if kind == "island":
            st.stalemates.append(island)
        log(st, "pirates_cove.log.stalemate", island=island)
        return
    award_battle_fame(st, b)


def award_battle_fame(st, b: dict) -> None:
    """P11: "the last player ship remaining gains +1 fame for each other player ship that fled or was
    crippled in this battle"."""
    if len(b["fighters"]) != 1 or not is_ship(b["fighters"][0]):
        return
    seat = int(b["fighters"][0])
    b["winner"] = seat
    fame = data.BATTLE_FAME * (len(b["fled"]) + len(b["crippled"]))
    st.ships[seat]["fame"] += fame
    log(st, "pirates_cove.log.battle_won", seat=seat, island=b["island"], fame=fame)


def flee_phase(st, b: dict):
    """§4.7 step 1: "In ascending Sails order, each player ship may flee. It goes to Pirate's Cove with its
    cargo, loses no fame, and takes no further part" (seed 000 l.776 "過程中任何玩家都可以選擇逃跑")."""
    ships = sorted((int(k) for k in b["fighters"] if is_ship(k)), key=lambda s: (st.ships[s]["sails"], s))
    for seat in ships:
        if over(b):
            return
        answer = yield Prompt(seat, "choose", "pirates_cove.prompt.flee", default=[STAY], choices=FLEE_CHOICES,
                              timer="combat", params={"island": b["island"], "round": b["round"]})
        if answer[0] == FLEE:
            b["fighters"].remove(str(seat))
            b["fled"].append(seat)
            st.ships[seat]["at"] = data.COVE
            log(st, "pirates_cove.log.fled", seat=seat, island=b["island"])


def firing_groups(st, b: dict) -> list:
    """§4.7 step 2: "In descending Sails order (Trelawney +20) ... Equal Sails fire at the same moment"."""
    speeds = sorted({speed_of(st, k) for k in b["fighters"]}, reverse=True)
    return [[k for k in b["fighters"] if speed_of(st, k) == v] for v in speeds]


def broadsides(st, rng, b: dict):
    for group in firing_groups(st, b):
        shooters = [k for k in group if k in b["fighters"]]
        if over(b):
            return
        if not shooters:
            continue
        aims = yield from take_aim(st, b, shooters)
        shots = []
        for key in shooters:
            shots.append((yield from fire(st, rng, b, key, *aims[key])))
        land(st, b, shots)


def default_aim(st, b: dict, key: str) -> tuple:
    """§5 (H default): "fire at the pirate if present, or else at the ship with the most fame, naming its lower
    of Crew and Cannons"; §4.5 (P9) the pirate "fires at the player ship with the most fame, with ties going to
    higher Sails"; §4.8 "The Navy targets that ship's lower of Crew and Cannons"."""
    others = [k for k in b["fighters"] if k != key]
    enemies = [k for k in others if not is_ship(k)]
    if is_ship(key) and enemies:
        target = enemies[0]
    else:
        ships = [k for k in others if is_ship(k)]
        target = max(ships, key=lambda k: (st.ships[int(k)]["fame"], st.ships[int(k)]["sails"], -int(k)))
    return target, weakest_gun(stats_of(st, target))


def fire_choices(b: dict, key: str) -> list:
    return [Choice(f"{k}:{s}", "pirates_cove.choice.fire", params={"section": s}, ref=combatant(k))
            for k in b["fighters"] if k != key for s in data.SECTIONS]


def take_aim(st, b: dict, shooters: list):
    """Each firer "names a section" of "one other ship present" (§4.7 step 2); ships of one speed choose at
    once. Pirates and the Navy aim by their rule."""
    aims = {k: default_aim(st, b, k) for k in shooters}
    ships = [k for k in shooters if is_ship(k)]
    if ships:
        answers = yield [Prompt(int(k), "choose", "pirates_cove.prompt.fire", default=["%s:%s" % aims[k]],
                                choices=fire_choices(b, k), timer="combat",
                                params={"island": b["island"], "round": b["round"]})
                         for k in ships]
        for k, answer in zip(ships, answers):
            target, section = answer[0].split(":")
            aims[k] = (target, section)
    return aims


def battle_card_check(st, seat: int, shooter: str):
    def rule(kind):
        if kind == "powder_keg" and str(seat) != shooter:
            return KEG_OWN
        if kind == "grapple" and str(seat) == shooter:
            return GRAPPLE_OPPONENT
        return None
    return card_check(st, seat, rule)


def battle_cards(st, b: dict, shooter: str, target: str, dice: int):
    """P21: before each broadside every player ship in the fight is asked at once, with the same buttons,
    whether it plays a Battle card (Grapple on an opponent's broadside, Powder Keg on its own)."""
    seats = [int(k) for k in b["fighters"] if is_ship(k)]
    checks = {s: battle_card_check(st, s, shooter) for s in seats}
    params = {"by": combatant(shooter), "at": combatant(target), "dice": dice, "island": b["island"]}
    answers = yield [Prompt(s, "choose", "pirates_cove.prompt.battle_card", default=[PASS], choices=BATTLE_CHOICES,
                            timer="card", optional=True, progress="hidden", check=checks[s], params=params,
                            auto_pass=all(checks[s]([k]) for k in ("grapple", "powder_keg")))
                     for s in seats]
    played = []
    for seat, answer in zip(seats, answers):
        if answer[0] != PASS:
            play_card(st, seat, answer[0])
            played.append({"seat": seat, "kind": answer[0]})
            log(st, "pirates_cove.log.battle_card", seat=seat, kind=answer[0])
    return played


def roll(st, rng, n: int) -> list:
    """Dice: arranged faces first (a test's ``dice``), then the match's generator."""
    return [st.dice.pop(0) if st.dice else rng.randint(1, 6) for _ in range(n)]


def dice_after_cards(st, shooter: str, dice: int, cards: list) -> int:
    kinds = [c["kind"] for c in cards]
    # §4.4 Powder Keg: "+2 dice, to at most 6".
    if "powder_keg" in kinds:
        dice = min(data.MAX_DICE, dice + data.POWDER_KEG_DICE * kinds.count("powder_keg"))
    # §4.4 Grapple: "That broadside rolls only 1 die. Ships with Silver's or Bones' parrot ignore it."
    if "grapple" in kinds and not (is_ship(shooter) and grapple_proof(st.ships[int(shooter)])):
        dice = data.GRAPPLE_DICE
    return dice


def fire(st, rng, b: dict, shooter: str, target: str, section: str):
    """One broadside: cards, the roll ("Each 5 or 6 is a hit"), then a Volley's assignment."""
    cards = yield from battle_cards(st, b, shooter, target, dice_of(st, shooter))
    faces = roll(st, rng, dice_after_cards(st, shooter, dice_of(st, shooter), cards))
    hits = sum(f in data.HIT_FACES for f in faces)
    applied = {section: hits} if hits else {}
    if hits and is_ship(shooter):
        applied = yield from volley(st, int(shooter), target, hits, applied)
    shot = {"round": b["round"], "by": combatant(shooter), "at": combatant(target), "section": section,
            "dice": faces, "hits": hits, "applied": applied, "cards": cards}
    b["shots"].append(shot)
    log(st, "pirates_cove.log.shot", by=combatant(shooter), at=combatant(target), section=section, hits=hits)
    return shooter, target, applied


def volley(st, seat: int, target: str, hits: int, applied: dict):
    """§4.4 Volley: "play it after rolling. Assign your hits to any sections of the target, split as you like"."""
    has = "volley" in hand_kinds(st.ships[seat])
    params = {"hits": hits, "at": combatant(target)}
    answer = yield Prompt(seat, "choose", "pirates_cove.prompt.volley", default=[PASS], choices=VOLLEY_CHOICES,
                          timer="card", optional=True, auto_pass=not has, params=params,
                          check=lambda a: NOT_IN_HAND if a[0] == "volley" and not has else None)
    if answer[0] == PASS:
        return applied
    play_card(st, seat, "volley")
    log(st, "pirates_cove.log.volley", seat=seat)
    applied = {}
    for k in range(1, hits + 1):
        pick = yield Prompt(seat, "choose", "pirates_cove.prompt.volley_hit", default=[weakest_gun(stats_of(st, target))],
                            choices=SECTION_CHOICES, timer="card", params={**params, "hit": k})
        applied[pick[0]] = applied.get(pick[0], 0) + 1
    return applied


def land(st, b: dict, shots: list) -> None:
    """§4.7 step 2: "Each hit lowers the named section by 1" (shots of one moment land together); step 3
    (P22: at once after each firing moment, so a ship crippled by a faster one does not fire): crippled ships
    are removed, a defeated pirate "is removed and pays its bounty"."""
    for _, target, applied in shots:
        stats = stats_of(st, target)
        for section, n in applied.items():
            stats[section] = max(0, stats[section] - n)
        if is_ship(target):
            stow(st, stats)
    for key in list(b["fighters"]):
        if not broken(stats_of(st, key)):
            continue
        if is_ship(key):
            cripple(st, int(key))
        else:
            defeat(st, b, key, shots)


def defeat(st, b: dict, key: str, shots: list) -> None:
    """§4.5: "The bounty goes to the ship whose hit brought a pirate section to 0. If two ships fired at the same
    moment, they split it, rounding down"; §4.8: "If the ship cripples the Navy, it gains 4 fame"."""
    stats = stats_of(st, key)
    zeroed = {s for s in data.SECTIONS if stats[s] <= 0}
    winners = sorted({int(by) for by, target, applied in shots
                      if target == key and is_ship(by) and zeroed & set(applied)})
    if key == "navy":
        prize = {"fame": data.NAVY["fame"], "gold": data.NAVY["gold"]}
    else:
        prize = data.bounty(data.PIRATES[key], st.month)
        st.pirates.remove(stats)
        st.defeated.append(key)
        st.pending_pirates.append(data.PIRATE_START)
    b["fighters"].remove(key)
    b["defeated"].append(key)
    for seat in winners:
        share = {k: v // len(winners) for k, v in prize.items()}
        st.ships[seat]["fame"] += share["fame"]
        st.ships[seat]["gold"] += share["gold"]
        log(st, "pirates_cove.log.bounty", seat=seat, defeated=combatant(key), **share)
    log(st, "pirates_cove.log.defeated", defeated=combatant(key))


__all__ = ["base_dice", "speed", "fight_island", "navy_duel", "cripple_if_broken"]
