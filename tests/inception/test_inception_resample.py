"""盗梦都市's re-deal for the exact leak test (docs/inception.md, "Exact leak test"): what a seat knows stays (its
hand and role, the vaults it saw, the master's nightmares, its own bribes, the cards it put on the deck, the public
table), what it does not moves (the other hands and the deck, the secret vault, the nightmares, the other bribes
and roles); and a leak written in a shape ``secrets()`` does not look for is caught by the exact test."""

from __future__ import annotations

import random

import pytest
from inception_scenario import PEEK, U, InceptionScenario, cards_of

from games.core.testing import Scenario
from games.inception import GAME, Inception
from games.inception.cards import KIND_OF
from tests.infoset import planted_leak_caught, prompt_leak_caught_by_prompts_only
from tests.test_resample import with_params

DRAWS = 40
GRAFT = cards_of("graft", 1)
NIGHTMARES = ["despair", "plague", "fall", "echo"]
SPARE = ["hunger", "vortex"]


def redeals(t, seat, draws: int = DRAWS) -> list:
    rng = random.Random(f"redeals {seat}")
    return [GAME.resample(t.state, seat, rng) for _ in range(draws)]


def secret_layers(deals) -> set:
    return {d.vaults.index("secret") for d in deals}


def played(players=5, **arrange) -> InceptionScenario:
    """A table at seat 1's play phase, every hand holding something."""
    hands = {0: U[:2], 1: [U[2], PEEK[0], *GRAFT], 2: U[3:5], 3: PEEK[1:3], 4: [U[5]]}
    return InceptionScenario(players, first=1, hands=hands, nightmares=NIGHTMARES, spare=SPARE, **arrange).to_play(1)


def test_a_thief_keeps_its_hand_and_every_other_hand_keeps_its_size():
    t = played()
    deals = redeals(t, 1)
    assert all(d.hands[1] == t.state.hands[1] for d in deals)
    assert all([len(h) for h in d.hands] == [len(h) for h in t.state.hands] for d in deals)
    assert len({tuple(d.hands[2]) for d in deals}) > 1 and len({tuple(d.deck) for d in deals}) == DRAWS


def test_the_tv_knows_no_hand_and_the_redeal_keeps_the_public_table():
    t = played()
    deals = redeals(t, None)
    assert all(len({tuple(d.hands[s]) for d in deals}) > 1 for s in range(5))
    for seat in (None, 0, 1, 2):
        for d in redeals(t, seat, 5):
            assert GAME.conserved(d) == GAME.conserved(t.state)
            assert GAME.view(d, seat) == GAME.view(t.state, seat)


def test_the_master_keeps_the_secret_vault_and_a_thief_does_not():
    # §2 step 4 "only the master knows" the vault layout.
    t = played()
    assert secret_layers(redeals(t, 0)) == {4}
    assert secret_layers(redeals(t, 2)) == {1, 2, 3, 4}
    assert secret_layers(redeals(t, None)) == {1, 2, 3, 4}


def test_a_thief_who_peeked_at_a_gold_vault_keeps_it_gold_and_an_opened_vault_stays_opened():
    # §8 梦境窥视 ① "look at one vault in secret"; §5.3 "At 0 locks the vault turns face up".
    t = played(opened=[2])
    t.use(1, PEEK[0])
    if t.prompts("prompt.peek_bribe"):
        t.answer(0, ["no"], "prompt.peek_bribe")
    t.answer(1, ["layer:1"], "prompt.peek_vault")
    assert secret_layers(redeals(t, 1)) == {3, 4}
    assert secret_layers(redeals(t, 2)) == {1, 3, 4}


def test_a_thief_who_peeked_at_the_secret_keeps_it_there():
    t = played(secret=3)
    t.use(1, PEEK[0])
    if t.prompts("prompt.peek_bribe"):
        t.answer(0, ["no"], "prompt.peek_bribe")
    t.answer(1, ["layer:3"], "prompt.peek_vault")
    assert secret_layers(redeals(t, 1)) == {3}


def test_the_master_keeps_its_nightmares_and_the_thieves_see_them_move():
    # §2 step 4 nightmares face down, "the master may look at placed nightmares" (§5.8); I8 the 2 spare.
    t = played()
    assert all(d.nightmares == t.state.nightmares and d.spare == t.state.spare for d in redeals(t, 0))
    deals = redeals(t, 2)
    assert len({tuple(d.nightmares) for d in deals}) > 1
    assert {m for d in deals for m in d.spare} == set(NIGHTMARES + SPARE)
    assert all(sorted(d.nightmares[1:] + d.spare) == sorted(NIGHTMARES + SPARE) for d in deals)


def test_a_bribe_holder_keeps_its_cards_and_the_others_do_not_know_who_is_the_traitor():
    # §5.4 "only the holder sees it" (seed 000 l.744).
    t = played(bribes={2: ["deal"], 3: ["fail"]}, bribe_pile=["fail"])
    assert all(d.bribes[2] == ["deal"] for d in redeals(t, 2))
    assert {d.bribes[2][0] for d in redeals(t, 1)} == {"deal", "fail"}
    assert {d.bribes[3][0] for d in redeals(t, 0)} == {"deal", "fail"}, "the master cannot look either"
    assert all([len(b) for b in d.bribes] == [0, 0, 1, 1, 0] for d in redeals(t, None))


def test_the_master_keeps_what_its_peek_at_a_thiefs_bribes_showed():
    # §8 梦境窥视 ② "Master only: look at all of one thief's bribe cards".
    t = InceptionScenario(hands={0: PEEK[:1]}, bribes={2: ["deal"], 3: ["fail"]}, bribe_pile=["deal", "fail"],
                          deck_top=U[:2]).to_play(0)
    t.use(0, PEEK[0], ["2"])
    assert all(d.bribes[2] == ["deal"] for d in redeals(t, 0))
    assert {d.bribes[3][0] for d in redeals(t, 0)} == {"deal", "fail"}


def test_the_grafter_keeps_the_cards_it_put_on_the_deck_and_the_others_do_not():
    # §8 嫁接 "put any 2 cards from your hand on top of the deck in an order you choose".
    t = played()
    t.use(1, GRAFT[0], [str(U[2]), str(PEEK[0])])
    t.answer(1, [str(U[2]), str(PEEK[0])])
    top = t.state.deck[-2:]
    assert all(d.deck[-2:] == top for d in redeals(t, 1))
    assert len({tuple(d.deck[-2:]) for d in redeals(t, 2)}) > 1


def test_before_the_reveal_a_seat_keeps_its_offer_and_the_other_offers_move():
    # §2 steps 3-4: role cards are dealt and kept face down until step 6.
    t = Scenario(GAME, 5, {"master": "1"}, seed=3)
    deals = redeals(t, 2)
    assert all(d.offers[2] == t.state.offers[2] for d in deals)
    assert len({tuple(d.offers[0]) for d in deals}) > 1 and len({tuple(d.offers[3]) for d in deals}) > 1
    for d in deals:
        offered = [r for offer in d.offers for r in offer]
        assert len(set(offered)) == len(offered) and not set(offered) & set(d.master_pool)


def test_before_the_reveal_the_chosen_roles_move_and_the_world_rule_follows_the_masters():
    t = Scenario(GAME, 5, {"master": "1"}, seed=3)
    t.answer_all(lambda p: [p.choices[0].id], "prompt.role")
    assert t.state.stage == "setup"
    deals = redeals(t, 2)
    assert all(d.roles[2] == t.state.roles[2] for d in deals)
    assert len({d.roles[0] for d in deals}) > 1 and all(d.world == d.roles[0] for d in deals)
    assert all(d.roles[0] == t.state.roles[0] for d in redeals(t, 0))


# -- leaks the exact test catches where secrets() does not ---------------------------------------------

class DeepSecretOnTheTV(Inception):
    """The TV tells whether the secret vault lies in layer 3 or 4: a yes or no, not the vault."""

    def view(self, st, seat):
        v = super().view(st, seat)
        if seat is None and st.vaults[1]:
            v["deep"] = st.vaults.index("secret") > 2
        return v


class SecretDistanceOnThePhones(Inception):
    """Each phone is told how far the secret vault lies from its layer: a number, not the vault."""

    def view(self, st, seat):
        v = super().view(st, seat)
        if seat is not None and st.vaults[1]:
            v["me"]["distance"] = abs(st.vaults.index("secret") - st.layer[seat])
        return v


class MasterUnsealsInThePlayPrompt(Inception):
    """Every play prompt says how many 解封 the master holds (what the 解封② window will meet): the views stay
    clean."""

    def play(self, st, rng):
        return with_params(super().play(st, rng), "inception.prompt.play",
                           lambda: {"master_unseals": sum(KIND_OF[c] == "unseal" for c in st.hands[st.master])})


@pytest.mark.parametrize("game,caught", [
    (DeepSecretOnTheTV(), r"the TV's view changes .* at \.deep"),
    (SecretDistanceOnThePhones(), r"seat \d's view changes .* at \.me\.distance"),
], ids=["deep-secret-on-the-tv", "secret-distance-on-the-phones"])
def test_a_leak_in_another_shape_passes_secrets_but_fails_the_exact_test(game, caught):
    planted_leak_caught(game, 5, 1, None, caught, views=0.3, forks=0.0)


def test_a_leak_in_a_prompt_is_caught_by_the_prompts_not_the_views():
    prompt_leak_caught_by_prompts_only(MasterUnsealsInThePlayPrompt(), 5, 1, None,
                                       r"seat \d's prompts change .* at \.prompts\[0\]\.params\.master_unseals", views=0.3)
