"""Pirate's Cove at an event (docs/events.md). The seed gives no format for this game (seed 000 l.762-785);
docs/rules/pirates_cove.md §9 (house rule): "play one match per table and rank by final fame, using the §4.10
tie-break. Players tied after the tie-break share the place."""

from games.events import EventRules, line


def score(outcome: dict, players: int) -> dict:
    """A seat scores its final fame; gold, then chests aboard break a tie (§4.10, P19)."""
    return {s: line(outcome["fame"][s], {"gold": outcome["gold"][s], "chests": outcome["chests"][s]},
                    place=outcome["places"][s], won=s in outcome["winners"]) for s in range(players)}


EVENT = EventRules(rounds=1, tiebreaks=(("gold", "high"), ("chests", "high")), score=score)
