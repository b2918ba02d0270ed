"""Dixit's re-deal for the exact leak test: ``resample(game, state, seat, rng)``
(docs/engine.md, "The exact leak test (resample)").

What a seat knows in Dixit (docs/dixit.md, "Views"): its own hand; the storyteller's card while
it lies face down, if the seat is the storyteller; the board's pictures and numbers once laid,
with the owner of its own card(s) only, and every owner once revealed; the clue; every revealed
round with its votes; the scores; how many cards each hand and the pile hold. The TV knows the
same without any hand or face-down card. Hidden: the other hands, the pile (its cards and their
order), the storyteller's face-down card from everyone else, and, before the reveal, whose card
each other board card is (the votes reach the state only at the reveal, so there is no vote to
hide).

The re-deal moves only cards the reader has not seen among places it has not seen, so the match
keeps the very cards it was dealt (``conserved``): at most one of each scene (docs/dixit.md
ruling 9), as the setup deals them. Which variant of a scene, or which scenes, lie unseen in the
pile is unknown to every seat too, but the deal of cards into the match is kept fixed: the test
requires the same cards in the game, so that widening is left out.
"""

from __future__ import annotations

import pickle


def resample(game, st, seat, rng):
    """A copy of ``st`` in which every card place and board owner ``seat`` (None: the TV) has
    not seen is dealt again."""
    # A pickle round trip is a deep copy, faster than copy.deepcopy on a long log.
    new = pickle.loads(pickle.dumps(st, pickle.HIGHEST_PROTOCOL))
    redeal_unseen_cards(new, seat, rng)
    redeal_board_owners(new, seat, rng)
    return new


def redeal_unseen_cards(st, seat, rng) -> None:
    """Seed 570 "其餘紙牌面朝下作為牌庫" and seed 577 "面朝下": the pile, the other hands and
    someone else's face-down story card, shuffled together and dealt back, in place, into the
    same places with the same sizes."""
    others = [s for s in range(st.players) if s != seat]
    hidden_story = st.story_card is not None and seat != st.storyteller
    unseen = st.pile + [c for s in others for c in st.hands[s]] + ([st.story_card] if hidden_story else [])
    rng.shuffle(unseen)
    st.pile = [unseen.pop() for _ in st.pile]
    for s in others:
        st.hands[s] = [unseen.pop() for _ in st.hands[s]]
    if hidden_story:
        st.story_card = unseen.pop()


def redeal_board_owners(st, seat, rng) -> None:
    """Seed 582-584: the cards are shuffled and laid face up, so until the reveal (seed 586)
    a seat knows only which of them are its own; the others' owners are dealt again among the
    others' cards (each keeps as many cards on the board, the storyteller one)."""
    if revealed(st):
        return
    hidden = [e for e in st.board if e["owner"] != seat]
    owners = [e["owner"] for e in hidden]
    rng.shuffle(owners)
    for entry, owner in zip(hidden, owners):
        entry["owner"] = owner


def revealed(st) -> bool:
    """The board on the table is the last revealed round's (the game ended on it)."""
    return bool(st.rounds) and bool(st.board) and st.rounds[-1]["round"] == st.round
