"""Avalon's re-deal for the exact leak test: ``resample(game, state, seat, rng)``
(docs/engine.md, "The exact leak test (resample)").

What a seat knows in Avalon: its own role card; what its phone showed at the reveal
(``night[seat]``: the Evil players it saw, or Percival's "Merlin or Morgana" pair); the sides
its Lady checks showed it (``lady_results[seat]``); and the public table: the line-up of role
cards, every proposal with its named votes, every quest's team and number of Fail cards, and,
from the assassination on, every Evil player and the Assassin (docs/rules/avalon.md §5.2.1).
The TV knows the public table only. Everything else is who holds which role card, so the re-deal deals the role
cards again, keeping every one of those facts, and rebuilds what each other seat was shown
from its new card.

One thing a seat remembers is not in the state: which card it played on a quest (§3.7:
"the cards are counted and never stored per seat"). The re-deal only keeps each quest's Fail
count possible (at least as many Evil players on the team as Fail cards), so it may deal a
state that the seat's memory of its own card rules out. The views never show that card, so this
widens the re-deal and can only make the test stricter.
"""

from __future__ import annotations

import copy

from .rules import ASSASSIN, END, EVIL, GOOD, side_of

# A consistent deal exists (the real one), so failing this many times means the rules keep a
# fact this module does not know about: raise rather than return the real deal unchanged.
MAX_DEALS = 20_000


def resample(game, st, seat, rng):
    """A deep copy of ``st`` with the role cards re-dealt as ``seat`` (None: the TV) cannot tell."""
    new = copy.deepcopy(st)
    # §5.3 After the end the TV reveals every role: nothing is hidden any more.
    if st.phase == END:
        return new
    roles = consistent_deal(game, st, seat, rng)
    new.roles = roles
    new.me = [{"seat": s, "role": r, "side": side_of(r)} for s, r in enumerate(roles)]
    # What every other seat saw follows from its new card (the same code that dealt the real
    # night); the reader's own lists stay as its phone showed them, order included.
    new.night = [copy.deepcopy(st.night[s]) if s == seat else game._night_knowledge(roles, s, rng)
                 for s in range(st.players)]
    new.lady_results = [copy.deepcopy(facts) if s == seat else
                        [dict(fact, side=side_of(roles[fact["seat"]])) for fact in facts]
                        for s, facts in enumerate(st.lady_results)]
    return new


def consistent_deal(game, st, seat, rng) -> list:
    """Role cards per seat agreeing with every fact ``seat`` knows: sides first (what the seat
    was shown and what the table saw), then the roles within each side, then the reveal check."""
    fixed_roles, known_sides = known_facts(st, seat)
    evil_total = sum(side_of(r) == EVIL for r in st.lineup)
    unknown = [s for s in range(st.players) if s not in known_sides]
    cards = list(st.lineup)
    for r in fixed_roles.values():
        cards.remove(r)
    for _ in range(MAX_DEALS):
        evil_seats = {s for s, side in known_sides.items() if side == EVIL}
        evil_seats |= set(rng.sample(unknown, evil_total - len(evil_seats)))
        if not fails_possible(st, evil_seats):
            continue
        roles = deal_within_sides(st.players, fixed_roles, cards, evil_seats, rng)
        if seat is None or same_night(game, st, roles, seat, rng):
            return roles
    raise RuntimeError(f"avalon: no re-deal in {MAX_DEALS} tries agrees with what "
                       f"{'the TV' if seat is None else f'seat {seat}'} knows; resample misses a rule")


def known_facts(st, seat) -> tuple:
    """(seat -> role fixed, seat -> side fixed) for ``seat``'s re-deal."""
    fixed_roles, known_sides = {}, {}
    if seat is not None:
        fixed_roles[seat] = st.roles[seat]
        for fact in st.night[seat] + st.lady_results[seat]:
            if "side" in fact:
                known_sides[fact["seat"]] = fact["side"]
    # §5.2.1 All Evil players reveal themselves: the TV shows every Evil player (Oberon
    # included) and which one is the Assassin.
    if st.assassination is not None:
        evil = {fact["seat"] for fact in st.assassination["evil"]}
        known_sides.update({s: EVIL if s in evil else GOOD for s in range(st.players)})
        fixed_roles[st.assassination["assassin"]["seat"]] = ASSASSIN
    known_sides.update({s: side_of(r) for s, r in fixed_roles.items()})
    return fixed_roles, known_sides


def fails_possible(st, evil_seats: set) -> bool:
    """§3.6: only Evil players may play Fail, so a quest shown with k Fail cards had at
    least k Evil players on its team."""
    return all(q["fails"] <= len(evil_seats.intersection(q["team"]))
               for q in st.quests if q["result"] is not None)


def deal_within_sides(players: int, fixed_roles: dict, cards: list, evil_seats: set, rng) -> list:
    """The free role cards shuffled onto the free seats, Evil cards onto ``evil_seats``."""
    free = [s for s in range(players) if s not in fixed_roles]
    by_side = {side: [r for r in cards if side_of(r) == side] for side in (GOOD, EVIL)}
    for pile in by_side.values():
        rng.shuffle(pile)
    roles = [fixed_roles.get(s) for s in range(players)]
    for s in free:
        roles[s] = by_side[EVIL if s in evil_seats else GOOD].pop()
    return roles


def same_night(game, st, roles: list, seat: int, rng) -> bool:
    """Would ``seat``'s phone have shown the same players at the reveal? (Percival's two are in
    a random order, so the facts are compared as sets.)"""
    def facts(night):
        return {tuple(sorted(fact.items())) for fact in night}
    return facts(game._night_knowledge(roles, seat, rng)) == facts(st.night[seat])
