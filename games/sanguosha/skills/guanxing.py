"""观星 (诸葛亮): "in your start phase, look at the top X cards of the draw pile, where X is the number of
living players, at most 5. Put any of them back on top in any order and the rest on the bottom in any
order" (docs/rules/sanguosha.md §8).

One `order` prompt arranges them all: the cards and a divider (`bottom`). The cards placed before the
divider go back on top, the first one topmost; the cards after it go to the bottom, the last one
undermost. The default (the cards as they lay, then the divider) changes nothing. Only the holder sees
the cards: a peek with `from` None (view.live_peeks), kept while they lie unseen in the draw pile."""

from games.core import Choice, Prompt

from ..common import K, card_choice, player
from ..effects import trigger
from ..heroes import SKILLS
from ..timings import Timing

GUANXING = SKILLS["guanxing"].effect
DIVIDER = "bottom"
PEEK_TOP, PEEK_BOTTOM = "sanguosha.peek.pile_top", "sanguosha.peek.pile_bottom"


def how_many(flow) -> int:
    # X = the living players, at most 5; never more than the draw pile holds (R36: looking does not reshuffle).
    return min(len(flow.st.living()), GUANXING["max"], len(flow.st.deck))


def own_start_phase(flow, seat, ev) -> bool:
    return ev.seat == seat and how_many(flow) > 0


@trigger("guanxing", Timing.PHASE_START_START, can=own_start_phase)
def guanxing(flow, seat, ev):
    st = flow.st
    seen = st.deck[-how_many(flow):][::-1]          # the draw pile's top is its last element: topmost first
    forget(st, seat, seen)
    st.peeks[seat].append({"key": PEEK_TOP, "cards": seen, "from": None})   # before the prompt shows them
    order = yield from ask_order(flow, seat, seen)
    cut = order.index(DIVIDER)
    top, bottom = [int(c) for c in order[:cut]], [int(c) for c in order[cut + 1:]]
    yield from flow.move(reversed(top), "deck_top")
    yield from flow.move(bottom, "deck_bottom")
    st.log_add("guanxing", player=player(seat), top=len(top), bottom=len(bottom))
    forget(st, seat, seen)
    st.peeks[seat] += [{"key": key, "cards": cards, "from": None}
                       for key, cards in ((PEEK_TOP, top), (PEEK_BOTTOM, bottom)) if cards]


def forget(st, seat: int, cards: list) -> None:
    """Earlier sightings of these cards in the pile no longer say where they lie."""
    for peek in st.peeks[seat]:
        if peek["from"] is None:
            peek["cards"] = [c for c in peek["cards"] if c not in cards]
    st.peeks[seat] = [p for p in st.peeks[seat] if p["cards"]]


def ask_order(flow, seat: int, seen: list):
    st = flow.st
    key = K("arrange_top_bottom")
    st.window = {"kind": "choose", "seat": seat, "key": key}
    # Timer `play`: arranging up to five cards takes longer than a yes/no (`skill`).
    answer = yield Prompt(seat, "order", key, default=[str(c) for c in seen] + [DIVIDER], timer="play",
                          choices=[card_choice(c) for c in seen] + [Choice(DIVIDER, "sanguosha.choice.pile_bottom")],
                          params={"skill": "guanxing", "count": len(seen)})
    st.window = None
    return answer
