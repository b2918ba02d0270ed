"""Random-bot matches at 4, 5, 8 and 10 players and with the variants (双内奸, 军争篇, 金鱼牌堆, no heroes): every match ends, the cards are
conserved, the replay is identical and no view leaks a secret (tests/conformance.py)."""

import pytest

from games.sanguosha import GAME
from games.sanguosha.roles import RULING_OPTIONS
from games.core.simulate import play_match
from tests.conformance import run_conformant_match

CASES = [(4, {}, 2), (5, {}, 2), (8, {}, 1), (10, {}, 1), (6, {"double_renegade": True}, 1),
         (8, {"double_renegade": True}, 1), (5, {"junzheng": True}, 1),
         # issue 15: each variant alone at 4, 6, 8 and 10 players: 军争篇 (its 160 cards), 金鱼牌堆 (its 160
         # cards, R21), and 金鱼 beside 军争
         *((n, options, 1) for options in ({"junzheng": True}, {"goldfish": True}, {"junzheng": True, "goldfish": True})
           for n in (4, 6, 8, 10)),
         # no heroes (§9.2): the 108 cards and plain 4-HP seats, from 4 to 10 players (6 included: its 1 Renegade
         # beside 1 Loyalist and 3 Rebels is a row of the role table the others do not reach)
         *((n, {"no_heroes": True}, 1) for n in (4, 5, 6, 8, 10)),
         # every ruling's alternative at once (roles.RULING_OPTIONS), on 金鱼 + 谋攻 with 军争's chains
         (6, {"goldfish": True, "mougong": True, **{o: True for o in RULING_OPTIONS}}, 1)]


def case_id(players: int, options: dict) -> str:
    name = "all-alternatives" if RULING_OPTIONS.keys() <= options.keys() else "-".join(options) or "std"
    return f"{players}p-{name}"


@pytest.mark.parametrize("players,options,matches", CASES, ids=[case_id(n, o) for n, o, _ in CASES])
def test_random_matches_end_conserve_replay_and_leak_nothing(players, options, matches):
    for seed in range(matches):
        # The leak check after every input for the first match up to 6 players; at the end for the rest
        # (a 10-player match asks 11 readers at each of its ~1,500 steps).
        m = run_conformant_match(GAME, players, 100 + seed, options, every_step=seed == 0 and players <= 6)
        assert m.outcome()["result"].startswith("sanguosha.result.")


def test_the_random_bot_answers_requests_with_the_needed_card():
    # counted over the whole match: the state keeps only the last entries of the log
    answers = set()

    def note_played(match):
        answers.update(id(e) for e in match.state.log if e["key"].startswith("sanguosha.log.played"))
    played = play_match(GAME, 5, 7, on_step=note_played)
    assert played.error is None and answers
