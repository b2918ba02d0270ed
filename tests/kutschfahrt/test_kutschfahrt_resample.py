"""魔城馬車's re-deal for the exact leak test (games/kutschfahrt/infoset.py; docs/kutschfahrt.md, "Exact leak test"):
what a seat knows stays, what it cannot know moves, for a seat and for the TV; and a leak planted in a shape
``secrets()`` cannot see is caught by the exact test (tests/infoset.py)."""

import random

import pytest
from kutschfahrt_scenario import BROTHERHOOD, ORDER, KutschfahrtScenario

from games.kutschfahrt import GAME, Kutschfahrt
from tests.infoset import planted_leak_caught
from tests.test_resample import with_params

DRAWS = 40
SOCIETIES5 = [ORDER, BROTHERHOOD, ORDER, BROTHERHOOD, ORDER]
PROFESSIONS5 = ["clairvoyant", "doctor", "thug", "priest", "bodyguard"]


def redeals(t, seat, draws: int = DRAWS) -> list:
    rng = random.Random(f"redeals {seat}")
    return [GAME.resample(t.state, seat, rng) for _ in range(draws)]


def varies(deals, read) -> bool:
    return len({repr(read(d)) for d in deals}) > 1


def five(**arrange) -> KutschfahrtScenario:
    return KutschfahrtScenario(5, seed=3, societies=SOCIETIES5, professions=PROFESSIONS5, **arrange)


# -- what a seat keeps and what moves --------------------------------------------------------------------------

def test_a_seat_keeps_its_society_profession_and_items_and_the_rest_is_dealt_again():
    # §9 "Phone: own society, profession and items (always)"; the other hands keep their public sizes.
    t = five(hands={0: ["key", "dagger"], 1: ["goblet"], 2: ["whip"], 3: ["gloves"], 4: ["bag_key"]})
    st = t.state
    deals = redeals(t, 0)
    for d in deals:
        assert (d.societies[0], d.professions[0], d.hands[0]) == (st.societies[0], st.professions[0], st.hands[0])
        assert [len(h) for h in d.hands] == [len(h) for h in st.hands] and len(d.pile) == len(st.pile)
        assert sorted(d.societies + d.left_out) == sorted(st.societies + st.left_out)
    assert all(varies(deals, lambda d, s=s: (d.societies[s], d.professions[s], d.hands[s])) for s in range(1, 5))
    assert varies(deals, lambda d: d.pile) and varies(deals, lambda d: d.prof_pile)


def test_the_tv_keeps_the_face_up_professions_and_knows_no_society():
    t = five(used={2: True})
    deals = redeals(t, None)
    assert all(d.professions[2] == "thug" for d in deals)
    assert all(varies(deals, lambda d, s=s: d.societies[s]) for s in range(5))
    assert all(varies(deals, lambda d, s=s: d.professions[s]) for s in (0, 1, 3, 4))


def test_after_the_end_nothing_is_dealt_again():
    # §9 "at the end every society, profession and item".
    t = five(hands={0: ["key", "key", "key"]}).announce()
    assert t.finished
    assert all(d == t.state for d in redeals(t, None, 5))


# -- what a trade showed ------------------------------------------------------------------------------------------

def test_a_monocle_keeps_the_society_it_showed_for_its_giver_only():
    # Seed l.67 "交易後可以看對方玩家的幫會".
    t = five(hands={0: ["monocle"], 1: ["goblet"]}).trade(1, "monocle", "goblet")
    assert all(d.societies[1] == BROTHERHOOD for d in redeals(t, 0))
    assert varies(redeals(t, 2), lambda d: d.societies[1])


def test_a_privilege_keeps_the_hand_it_showed_and_the_table_keeps_the_privilege_with_the_partner():
    # Seed l.16 "交易成功後可看對方所有的道具卡"; §9 the TV names the trade effect, so the Privilege went to seat 1.
    t = five(hands={0: ["privilege", "whip"], 1: ["goblet", "dagger", "gloves"]}).trade(1, "privilege", "goblet")
    st = t.state
    assert all(d.hands[1] == st.hands[1] for d in redeals(t, 0))
    tv = redeals(t, None)
    assert all("privilege" in d.hands[1] for d in tv)
    assert varies(tv, lambda d: d.hands[1])


def test_a_refused_offer_stays_in_the_offerers_hand_for_the_partner():
    # §3.1 T2 "or refuses and the item goes back" (seed l.201): the partner saw it.
    t = five(hands={0: ["dagger", "whip"], 1: ["goblet"]}).offer(1, "dagger").refuse(1)
    assert all("dagger" in d.hands[0] for d in redeals(t, 1))
    assert varies(redeals(t, 2), lambda d: d.hands[0])


# -- professions turned face down -----------------------------------------------------------------------------

def clairvoyant_then_trade(item: str, partner_item: str = "goblet") -> KutschfahrtScenario:
    """Seat 0 uses the Clairvoyant (face up, §5), then trades ``item`` to seat 1 in the same turn (R1)."""
    t = five(hands={0: [item, "whip"], 1: [partner_item]}).act("profession")
    t.answer(0, t.prompt_of(0, "clairvoyant").default, "clairvoyant")
    t.answer(0, t.prompt_of(0, "clairvoyant_order").default, "clairvoyant_order")
    return t.trade(1, item, partner_item)


def test_a_face_up_profession_a_tome_turns_face_down_stays_with_the_partner():
    # Seed l.10 the Tome swaps professions "使用過的職業可以面朝下放置再次使用": the table saw seat 0's Clairvoyant.
    t = clairvoyant_then_trade("tome")
    assert t.state.professions[1] == "clairvoyant" and not t.state.used[1]
    for reader in (None, 2, 0):
        assert all(d.professions[1] == "clairvoyant" for d in redeals(t, reader))
    # Seat 1 knows its Doctor went to seat 0; the TV does not.
    assert all(d.professions[0] == "doctor" for d in redeals(t, 1))
    assert varies(redeals(t, None), lambda d: d.professions[0])


def test_a_face_up_profession_a_coat_turns_face_down_stays_with_the_giver_or_in_the_pile():
    # Seed l.60-61: the Coat's giver may take a profession of the pile; D6 the old one goes into the pile.
    t = clairvoyant_then_trade("coat")
    pick = next(c for c in t.choices_of(0, "coat") if c != "keep")
    t.answer(0, [pick], "coat")
    assert "clairvoyant" in t.state.prof_pile
    tv = redeals(t, None)
    assert all("clairvoyant" in d.prof_pile for d in tv)
    assert varies(tv, lambda d: d.professions[0])


def test_the_clairvoyants_top_of_the_pile_stays_for_it_and_moves_for_the_others():
    # Seed l.162-163 the two chosen items go back on top "以任何順序": only the Clairvoyant knows them.
    t = five().act("profession")
    t.answer(0, t.prompt_of(0, "clairvoyant").default, "clairvoyant")
    t.answer(0, t.prompt_of(0, "clairvoyant_order").default, "clairvoyant_order")
    top = t.state.pile[-2:]
    assert all(d.pile[-2:] == top and d.pile_top[0] == t.state.pile_top[0] for d in redeals(t, 0))
    assert varies(redeals(t, 2), lambda d: d.pile[-2:])


def test_the_three_society_cards_variant_keeps_the_card_a_monocle_showed():
    # §7 R7: the Monocle shows one of the partner's three cards, picked face down.
    t = KutschfahrtScenario(3, seed=2, three_society_cards=True, hands={0: ["monocle"], 1: ["goblet"]})
    t.trade(1, "monocle", "goblet").answer(0, ["1"], "society_card")
    card = t.state.society_cards[1][1]
    for d in redeals(t, 0):
        assert d.society_cards[1][1] == card and d.society_cards[0] == t.state.society_cards[0]
        assert d.societies == [max((ORDER, BROTHERHOOD), key=c.count) for c in d.society_cards]
    assert varies(redeals(t, 2), lambda d: d.society_cards[1][1])


# -- a planted leak in another shape ------------------------------------------------------------------------------

class KeysLeftOnTheTV(Kutschfahrt):
    """The TV shows how many Keys lie in the pile: a count, not an item."""

    def view(self, st, seat):
        v = super().view(st, seat)
        if seat is None:
            v["keys_left"] = st.pile.count("key")
        return v


class RichestInTheAttackPrompt(Kutschfahrt):
    """The attacker's target prompt names the seat holding the most Goblets: the views stay clean."""

    def play(self, st, rng):
        return with_params(super().play(st, rng), "kutschfahrt.prompt.attack_target",
                           lambda: {"hint": max(range(st.players), key=lambda s: st.hands[s].count("goblet"))})


@pytest.mark.parametrize("game,caught", [
    (KeysLeftOnTheTV(), r"the TV's view changes .* at \.keys_left"),
    (RichestInTheAttackPrompt(), r"seat \d's prompts change .* at \.prompts\[0\]\.params\.hint"),
], ids=["keys-left-on-the-tv", "richest-in-the-attack-prompt"])
def test_a_leak_in_another_shape_passes_secrets_but_fails_the_exact_test(game, caught):
    planted_leak_caught(game, 4, 2, {}, caught)
