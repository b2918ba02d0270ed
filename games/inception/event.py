"""盗梦都市 at an event (docs/events.md). Seed 000 l.756-758 (docs/rules/inception.md §13): "依造時間決定兩場或是
三場，採取積分制，贏的獲得一分，時間內看誰積分高的獲得獎金，如果同分則獎金依造同分人數均分". Two or three matches
by the time available: the event's rounds default to 3 and the organiser sets 2, or a time limit after which
no round starts (docs/events.md `set_event`); equal totals share the place (no tie-break in the seed).

I14: every member of the winning camp scores 1, dead or alive (traitors with the master, thieves whose bribe
failed with the thieves; the variant's lone winner alone). Option `manual_scoring`: 3 a winner, and +1 for a
thief whose bribe failed when the thieves win.
"""

from games.events import EventRules, line

THIEVES_WON = "inception.result.thieves"


def score(outcome: dict, players: int, options: dict | None = None) -> dict:
    manual = bool((options or outcome.get("options") or {}).get("manual_scoring"))
    winners = set(outcome["winners"])
    failed = set(outcome.get("failed_bribes") or ())
    camps = outcome.get("camps") or ["thief"] * players
    out = {}
    for s in range(players):
        won = s in winners
        points = (3 if manual else 1) * won
        if manual and won and s in failed and outcome["result"] == THIEVES_WON:
            points += 1
        out[s] = line(points, camp=camps[s], won=won)
    return out


EVENT = EventRules(rounds=3, score=score)
