"""魔城馬車: the state and the small rules every part of the flow shares.

Who-knows-what is data: ``notes[seat]`` is every fact that seat has seen, in the shapes the views and
``secrets`` use (``{"seat", "society"}``, ``{"seat", "profession"}``, ``{"seat", "items"}``), so a view can
never show a fact ``secrets`` does not allow.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from games.core import Choice, Prompt, Rejection

from .data import (BAGS, BLACK_PEARL, BROTHERHOOD, COAT_OF_ARMS, GOBLET, ITEM_RANK, KEY, NEEDED, NEEDED_SMALLER,
                   NEEDED_SOLO, ORDER, OTHER_BAG, SOCIETIES, VICTORY_BAG, VICTORY_ITEM, hand_limit)

PLAY, OVER = "play", "over"
LOG_SHOWN = 10


@dataclass
class KState:
    players: int
    options: dict
    societies: list             # society per seat (secret)
    left_out: list              # society cards removed unseen (odd counts)
    society_cards: list         # per seat its 3 society cards in the 3-player variant (§7), else []
    professions: list           # profession per seat (secret until face up)
    used: list                  # per seat: the profession is face up
    prof_pile: list             # the face-down profession pile
    hands: list                 # per seat: its items (secret; the count is public)
    pile: list                  # the face-down item pile, top = last
    removed: list               # items left out of the game at setup
    first: int
    active: int = 0
    turn: int = 1
    stage: str = PLAY
    passes_in_row: int = 0      # turns passed in a row (the stall limit)
    trade: Optional[dict] = None
    fight: Optional[dict] = None
    diplomat: Optional[dict] = None
    sextant: Optional[dict] = None
    donation: Optional[dict] = None
    announcement: Optional[dict] = None
    end: Optional[dict] = None
    notes: list = field(default_factory=list)      # per seat: facts seen, oldest first
    pile_top: list = field(default_factory=list)   # per seat: the pile's top as its Clairvoyant left it
    log: list = field(default_factory=list)

    def log_add(self, key: str, **params) -> None:
        self.log.append({"key": "kutschfahrt.log." + key, "params": params})

    def note(self, reader: int, how: str, /, **fact) -> None:
        self.notes[reader].append({"turn": self.turn, "key": "kutschfahrt.note." + how, **fact})

    def others(self, seat: int) -> list:
        """Every other seat, clockwise from ``seat``'s left neighbour (§0)."""
        return [(seat + k) % self.players for k in range(1, self.players)]

    def clockwise_from(self, seat: int) -> list:
        return [seat] + self.others(seat)


def sorted_items(items) -> list:
    return sorted(items, key=ITEM_RANK.__getitem__)


def give(st: KState, giver: int, item: str, receiver: int) -> None:
    st.hands[giver].remove(item)
    st.hands[receiver].append(item)
    st.hands[receiver].sort(key=ITEM_RANK.__getitem__)


def draw(st: KState, seat: int, how: str) -> Optional[str]:
    """The top of the pile into ``seat``'s hand, seen by that seat only; None when the pile is empty."""
    if not st.pile:
        return None
    item = st.pile.pop()
    st.hands[seat].append(item)
    st.hands[seat].sort(key=ITEM_RANK.__getitem__)
    for known in st.pile_top:
        if known:
            known.pop(0)
    st.note(seat, how, item=item)
    return item


def item_choices(items) -> list:
    """One button per item held (§9: how many items a seat holds is public); the k-th copy of a kind
    is ``<kind>.<k>``."""
    out, seen = [], {}
    for item in sorted_items(items):
        seen[item] = seen.get(item, 0) + 1
        cid = item if seen[item] == 1 else f"{item}.{seen[item]}"
        out.append(Choice(cid, "kutschfahrt.item." + item, ref={"item": item}))
    return out


def show_society(st: KState, viewer: int, seat: int, how: str):
    """What the Monocle and a fight's reward (a) show: the seat's society card (seed l.67, l.213). In the
    3-player variant (§7) the viewer picks one of the seat's three cards, face down, and sees that one."""
    if not st.society_cards:
        st.note(viewer, how, seat=seat, society=st.societies[seat])
        return
    choices = [Choice(str(k), "kutschfahrt.choice.society_card", params={"n": k + 1}, ref={"back": True})
               for k in range(len(st.society_cards[seat]))]
    k = int((yield ask(viewer, "society_card", choices, ["0"], "trade", params={"seat": {"seat": seat}}))[0])
    st.note(viewer, how, seat=seat, card=k, society_card=st.society_cards[seat][k])


def buttons(prefix: str, ids) -> list:
    return [Choice(i, f"kutschfahrt.{prefix}.{i}") for i in ids]


def refuse(code: str, message: str, **params) -> Rejection:
    return Rejection(code, message, "kutschfahrt.error." + code, params)


def ask(seat: int, name: str, choices: list, default, timer: str, **kw) -> Prompt:
    return Prompt(seat, "choose", "kutschfahrt.prompt." + name, default=default, choices=choices, timer=timer, **kw)


# -- victory (§4) -------------------------------------------------------------------------------------

def bags_count(st: KState) -> bool:
    """§4.1: a bag is its Key or Goblet once the pile is empty (seed l.24, l.32); R5, host option "bags
    always count"."""
    return not st.pile or st.options["bags_always_count"]


def victory_items(st: KState, society: str) -> tuple:
    return (VICTORY_ITEM[society], VICTORY_BAG[society]) if bags_count(st) else (VICTORY_ITEM[society],)


def count_victory(st: KState, seat: int, society: str) -> int:
    wanted = victory_items(st, society)
    return sum(1 for item in st.hands[seat] if item in wanted)


def needed(st: KState, society: str) -> int:
    """§4.2 item 3: 3, or 2 for the smaller society at an odd count (seed l.224-228)."""
    mine = st.societies.count(society)
    return NEEDED_SMALLER if mine < st.players - mine else NEEDED


def solo_victory_items(st: KState, seat: int) -> int:
    """§4.3: Keys and Goblets in any mix, bags once they count (seed l.101-103)."""
    wanted = (KEY, GOBLET) + (BAGS if bags_count(st) else ())
    return sum(1 for item in st.hands[seat] if item in wanted)


def solo_valid(st: KState, seat: int) -> bool:
    hand = st.hands[seat]
    return COAT_OF_ARMS in hand and BLACK_PEARL not in hand and solo_victory_items(st, seat) >= NEEDED_SOLO


def announcement_valid(st: KState, seat: int, teammates: list) -> bool:
    """§4.2 item 3: every named player is in the announcer's society and holds one of its victory
    items, and together they hold the number needed (seed l.218-219). R6, host option "strict Loge" (§4.3):
    the holder of the Coat of Arms is no part of a society's announcement."""
    society = st.societies[seat]
    group = [seat, *teammates]
    if any(st.societies[s] != society for s in group):
        return False
    if st.options["strict_loge"] and any(COAT_OF_ARMS in st.hands[s] for s in group):
        return False
    counts = [count_victory(st, s, society) for s in group]
    return all(counts) and sum(counts) >= needed(st, society)


def bag_swap_forbidden(st: KState, given: str, returned: str) -> bool:
    """Seed l.23 "不能用另一張袋子來進行交易（袋子不能互換）", until the pile is empty (seed l.36)."""
    return given in BAGS and returned == OTHER_BAG[given] and not bags_count(st)


def limit_of(st: KState) -> Optional[int]:
    return hand_limit(st.players) if st.options["hand_limit"] else None


__all__ = ["KState", "PLAY", "OVER", "SOCIETIES", "ORDER", "BROTHERHOOD"]
