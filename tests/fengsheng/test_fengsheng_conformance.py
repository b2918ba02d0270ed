"""风声 beyond the generic conformance test (tests/test_conformance.py runs it at every count)."""

import pytest

from games.fengsheng import GAME
from tests.conformance import run_conformant_match


@pytest.mark.parametrize("players", [3, 6, 9])
def test_every_one_of_the_81_cards_is_in_exactly_one_zone_at_the_end(players):
    for seed in range(4):
        m = run_conformant_match(GAME, players, 500 + seed, every_step=False)
        assert GAME.conserved(m.state) == list(range(81))


# §7.9 the expansion pool and the "002 texts", R39 player gender, §7.5 自由场 with 2 players: random
# bots (a leak check after every input for the first seeds, at the end for the rest).
EXTRA = [
    (2, {"mode": "free", "pool": "expansion", "texts_002": True}),
    (4, {"pool": "expansion", "genders": ["female", "male", "", "female"]}),
    (5, {"pool": "expansion", "texts_002": True, "offer": 3}),
    (6, {"mode": "bystander_game", "pool": "expansion", "bystander_alliance": True}),
    (7, {"pool": "expansion", "texts_002": True, "player_gender": False, "genders": ["female"] * 7}),
    (9, {"pool": "expansion", "genders": ["male", "female"] * 4 + [""]}),
]


@pytest.mark.parametrize("players,options", EXTRA, ids=[f"{n}p-{'-'.join(o)}" for n, o in EXTRA])
def test_expansion_pool_texts_002_and_gender_conserve_the_81_cards_and_leak_nothing(players, options):
    stepwise = 3 if players <= 5 else 1        # a leak check after every input costs most at 6-9
    for seed in range(14):
        m = run_conformant_match(GAME, players, 700 + seed, options, every_step=seed < stepwise)
        assert GAME.conserved(m.state) == list(range(81))


def test_hands_stay_hidden_after_the_game_unless_the_host_shows_them():
    # §10 After the game: identities and characters only; hands ... stay hidden.
    hidden = run_conformant_match(GAME, 5, 41, every_step=False)
    assert all("hand_cards" not in s for s in hidden.view(None)["table"]["seats"])
    # The host option reveal_hands shows every hand on the TV once the game is over (and the leak
    # check, run after every input, proves no hand shows before).
    shown = run_conformant_match(GAME, 5, 41, {"reveal_hands": True}, every_step=True)
    seats = shown.view(None)["table"]["seats"]
    assert [len(s["hand_cards"]) for s in seats] == [len(h) for h in shown.state.hands]
    assert all(c["zone"] == "hand" for s in seats for c in s["hand_cards"])
