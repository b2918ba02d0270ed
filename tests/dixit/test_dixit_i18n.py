"""Every Dixit message key the engine emits is in its catalogue in all three languages."""

import json
import os

from dixit_scenario import TEST_DECK, DixitScenario

from games.core import LANGS
from games.core.simulate import play_match
from games.dixit import GAME

CATALOGUE = os.path.join(os.path.dirname(__file__), "..", "..", "games", "dixit", "i18n.json")


def test_every_prompt_log_result_phase_and_option_key_is_in_the_catalogue():
    cat = json.load(open(CATALOGUE, encoding="utf-8"))
    seen = {o.label for o in GAME.options}
    seen |= {f"dixit.phase.{p}" for p in ("story", "clue", "decoys", "vote", "end")}
    seen |= {f"dixit.case.{c}" for c in ("all", "none", "some")}

    def collect(m):
        seen.update(p.key for p in m.prompts)

    for k, (players, options) in enumerate([(3, {"clue": "typed"}), (3, {"three_player": False}), (5, {}),
                                            (8, {"clue": "typed", "target": 5}), (12, {})]):
        m = play_match(GAME, players, k, dict(options, decks=[TEST_DECK]), on_step=collect).match
        seen.update(e["key"] for e in m.view(None)["table"]["log"])
        seen.add(m.outcome()["result"])
    # The rejection of a vote for one's own card (the only refusal of the game's own).
    t = DixitScenario(7, seed=1).tell().decoys()
    voter = t.others[0]
    seen.add(t.refusal(voter, [str(t.number_of(voter))]).as_dict()["key"])
    for lang in LANGS:
        missing = sorted(k for k in seen if k not in cat[lang])
        assert not missing, (lang, missing)
    assert {"dixit.result.target", "dixit.result.deck_out", "dixit.prompt.clue", "dixit.prompt.clue_spoken",
            "dixit.prompt.vote_two", "dixit.prompt.decoy_two", "dixit.log.all_found", "dixit.error.own_card"} <= seen
