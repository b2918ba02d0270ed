"""Pirate's Cove's re-deal for the exact leak test (docs/pirates_cove.md, "Exact leak test"): what a seat knows
stays (its Tavern hand, its Spyglass looks, the public table), what it does not moves (the other hands, the
Tavern deck's order, each treasure stack's order, the face-down pirates); and a leak written in a shape
``secrets()`` does not look for is caught by the exact test (tests/infoset.py)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from pirates_cove_scenario import PASS, PiratesCoveScenario

from games.pirates_cove import GAME, PiratesCove
from games.pirates_cove.data import FAME_CARDS, PARROTS
from games.pirates_cove.piles import CARD_KIND
from tests.infoset import planted_leak_caught, prompt_leak_caught_by_prompts_only
from tests.test_resample import with_params

DRAWS = 30
HANDS = {0: ["spyglass", "grapple"], 1: ["volley", "storm", "powder_keg"], 2: ["royal_navy"]}


def redeals(t, seat, draws: int = DRAWS) -> list:
    rng = random.Random(f"redeals {seat}")
    return [GAME.resample(t.state, seat, rng) for _ in range(draws)]


def spied(islands=("2", "3")) -> PiratesCoveScenario:
    """Month 1: seat 0 plays its Spyglass on two islands; everyone else passes."""
    t = PiratesCoveScenario(3, hands=HANDS)
    t.answers({0: ["spyglass"], 1: PASS, 2: PASS}, "prompt.event")
    t.answer(0, list(islands), "prompt.spyglass")
    return t


def kinds(hand: list) -> Counter:
    return Counter(CARD_KIND[c] for c in hand)


def test_a_seat_keeps_its_hand_and_every_other_hand_keeps_its_size():
    t = PiratesCoveScenario(3, hands=HANDS)
    deals = redeals(t, 1)
    assert all(d.ships[1]["hand"] == t.state.ships[1]["hand"] for d in deals)
    assert all([len(s["hand"]) for s in d.ships] == [2, 3, 1] for d in deals)
    assert all(len(d.tavern_deck) == len(t.state.tavern_deck) for d in deals)
    assert {CARD_KIND[d.ships[2]["hand"][0]] for d in deals} - {"royal_navy"}, "seat 2's card moves"
    assert len({tuple(d.tavern_deck) for d in deals}) == DRAWS


def test_no_redealt_hand_holds_a_fame_card_or_a_parrot():
    # P18: a Fame card "is shown and scored the moment it is drawn"; §4.4 Parrots "go on the mat the moment
    # they are drawn": every seat knows no hand holds one.
    t = PiratesCoveScenario(3, hands=HANDS)
    for d in redeals(t, None):
        held = sum((kinds(s["hand"]) for s in d.ships), Counter())
        assert not set(held) & (set(FAME_CARDS) | set(PARROTS))


def test_the_tv_knows_no_hand():
    t = PiratesCoveScenario(3, hands=HANDS)
    deals = redeals(t, None)
    for seat in range(3):
        assert len({tuple(d.ships[seat]["hand"]) for d in deals}) > 1


def test_the_redeal_keeps_every_card_and_the_public_table():
    t = PiratesCoveScenario(3, hands=HANDS)
    for seat in (None, 0, 1, 2):
        for d in redeals(t, seat, 5):
            assert GAME.conserved(d) == GAME.conserved(t.state)
            assert all(sorted(d.stacks[i]) == sorted(t.state.stacks[i]) for i in d.stacks)
            assert GAME.view(d, None) == GAME.view(t.state, None)


def test_each_treasure_stack_and_the_pirate_deck_are_shuffled():
    t = PiratesCoveScenario(3, hands=HANDS)
    deals = redeals(t, 0)
    assert all(len({d.stacks[i][-1] for d in deals}) > 1 for i in t.state.stacks)
    assert len({tuple(d.pirate_deck) for d in deals}) > 1
    assert all(sorted(d.pirate_deck) == sorted(t.state.pirate_deck) for d in deals)


def test_the_spyglass_holder_keeps_the_cards_it_saw_on_top():
    # §4.4 Spyglass: "privately look at next month's treasure card on two islands".
    t = spied(("2", "3"))
    looks = t.table_of(0)["me"]["peeks"]
    assert [p["island"] for p in looks] == ["2", "3"]
    for d in redeals(t, 0):
        assert [d.stacks[p["island"]][-1] for p in looks] == [p["card"]["id"] for p in looks]
        assert d.peeks[0] == t.state.peeks[0]
    assert len({d.stacks["4"][-1] for d in redeals(t, 0)}) > 1, "an island it did not look at moves"


@pytest.mark.parametrize("reader", [1, None], ids=["another seat", "the TV"])
def test_for_others_the_card_seen_moves_and_the_look_follows_it(reader):
    t = spied(("2", "3"))
    deals = redeals(t, reader)
    assert len({d.stacks["2"][-1] for d in deals}) > 1
    for d in deals:
        assert [p["card"]["id"] for p in d.peeks[0]] == [d.stacks["2"][-1], d.stacks["3"][-1]]
        assert d.peeks[reader or 1] == [] and GAME.view(d, reader) == GAME.view(t.state, reader)


def test_the_real_state_and_the_shared_card_faces_are_untouched():
    t = spied(("2", "3"))
    before = [dict(p["card"]) for p in t.state.peeks[0]]
    redeals(t, 1, 10)
    assert [p["card"] for p in t.state.peeks[0]] == before
    assert t.island("1")["shown"][0]["id"].startswith("1.")


# -- leaks the exact test catches where secrets() does not ---------------------------------------------

class NextTreasureOnTheTV(PiratesCove):
    """The TV tells how much gold island 1's next card holds: a number, not the card."""

    def view(self, st, seat):
        v = super().view(st, seat)
        if seat is None and st.stacks["1"]:
            v["islands"][0]["next_gold"] = int(st.stacks["1"][-1].split(".")[1]) in (1, 2, 3, 9, 11)
        return v


class NaviesInOtherHands(PiratesCove):
    """Each phone is told how many Royal Navy cards the other hands hold: a count, not a card."""

    def view(self, st, seat):
        v = super().view(st, seat)
        if seat is not None:
            v["me"]["navies"] = sum(CARD_KIND[c] == "royal_navy" for s in st.ships if s["seat"] != seat
                                    for c in s["hand"])
        return v


class GrapplesInTheEventPrompt(PiratesCove):
    """Every Event prompt carries how many Grapples the whole table holds: the views stay clean."""

    def play(self, st, rng):
        return with_params(super().play(st, rng), "pirates_cove.prompt.event",
                           lambda: {"grapples": sum(CARD_KIND[c] == "grapple" for s in st.ships for c in s["hand"])})


@pytest.mark.parametrize("game,caught", [
    (NextTreasureOnTheTV(), r"the TV's view changes .* at \.islands\[0\]\.next_gold"),
    (NaviesInOtherHands(), r"seat \d's view changes .* at \.me\.navies"),
], ids=["next-treasure-on-the-tv", "navies-in-other-hands"])
def test_a_leak_in_another_shape_passes_secrets_but_fails_the_exact_test(game, caught):
    planted_leak_caught(game, 3, 0, None, caught, views=1.0, forks=0.0)


def test_a_leak_in_a_prompt_is_caught_by_the_prompts_not_the_views():
    prompt_leak_caught_by_prompts_only(GrapplesInTheEventPrompt(), 3, 0, None,
                                       r"seat \d's prompts change .* at \.prompts\[0\]\.params\.grapples")
