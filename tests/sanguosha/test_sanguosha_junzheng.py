"""军争篇 Maneuvering (`junzheng`, alias `yongjian`; docs/rules/sanguosha.md §9.3, seed 004 l.59 and l.75).

What exists so far: the 52 cards as data (pinned in test_sanguosha_data.py) and the match deck that deals them.
The option is not offered in the lobby until the engine plays every card (docs/rules/sanguosha.md §9.3)."""

import random
from collections import Counter

from games.sanguosha.cards import card_sets
from games.sanguosha.rules import Sanguosha
from games.sanguosha.state import DECK, match_cards

STANDARD_OPTIONS = {spec.id: spec.default for spec in Sanguosha.options}


def dealt(options: dict, players: int = 5) -> list:
    st = Sanguosha().setup(players, {**STANDARD_OPTIONS, **options}, random.Random(7))
    return st.deck + [c for hand in st.hands for c in hand]


def test_a_standard_match_deals_the_108_cards_and_none_of_maneuvering():
    cards = dealt({})
    assert sorted(cards) == list(range(108))
    assert {DECK[c].set for c in cards} == {"standard", "ex"}


def test_junzheng_deals_the_160_cards_each_once():
    # §9.3 "Add these 52 cards to the 108, for a 160-card deck."
    cards = dealt({"junzheng": True})
    assert sorted(cards) == list(range(160))
    assert Counter(DECK[c].set for c in cards) == {"standard": 104, "ex": 4, "maneuvering": 52}


def test_yongjian_is_an_alias_of_junzheng():
    # R13: "`yongjian` (用剑篇) is an alias of `junzheng`"; seed 004 l.75 "用劍篇的規則與軍爭場基本相同"
    assert card_sets({"yongjian": True}) == card_sets({"junzheng": True}) == ("standard", "ex", "maneuvering")
    assert sorted(dealt({"yongjian": True})) == list(range(160))


def test_a_card_index_names_the_same_card_whatever_the_options():
    # the 108 keep their §7.1 places (code - 1); M001 follows them
    assert match_cards({})[:108] == match_cards({"junzheng": True})[:108] == list(range(108))
    assert DECK[108].code == "M001" and DECK[159].code == "M052"


def test_the_junzheng_option_is_not_offered_until_its_cards_are_played():
    assert not {"junzheng", "yongjian"} & {spec.id for spec in Sanguosha.options}
