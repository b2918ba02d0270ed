"""Every Pompeii message key the engine emits is in its catalogue in all three languages."""

import json
import os

from games.core import LANGS
from games.core.simulate import play_match
from games.pompeii import GAME
from games.pompeii import board as B
from games.pompeii import rules as R

CATALOGUE = os.path.join(os.path.dirname(__file__), "..", "..", "games", "pompeii", "i18n.json")


def test_every_prompt_choice_log_result_and_label_key_is_in_the_catalogue():
    cat = json.load(open(CATALOGUE, encoding="utf-8"))
    seen = {o.label for o in GAME.options}
    seen |= {f"pompeii.phase.{p}" for p in (R.IMMIGRATION, R.FLIGHT, R.END)}
    seen |= {f"pompeii.step.{s}" for s in (R.PLAY, R.PLACE, R.RELATIVE, R.OMEN, R.LAVA, R.MOVE)}
    seen |= {f"pompeii.symbol.{s}" for s in B.SYMBOLS} | {f"pompeii.gate.{g}" for g in B.GATE_NAMES}
    seen |= {f"pompeii.colour.{c}" for c in (B.GREY, B.PURPLE, B.TURQUOISE, B.BROWN, B.NEUTRAL)}
    seen |= {f"pompeii.reason.{r}" for r in (R.END_EMPTY, R.END_LAVA)}
    seen |= {R.RESULT_MOST, R.RESULT_TIEBREAK, R.RESULT_SHARED}

    def collect(m):
        for p in m.prompts:
            seen.add(p.key)
            seen.update(c.label for c in p.choices if c.label)

    runs = [(2, {}), (3, {"dual_vent": True, "omen_optional": True}), (4, {"blocked_hand": False}),
            (3, {"omen_opponents_only": True}), (2, {"official_double_move": True})]
    for k, (players, options) in enumerate(runs):
        for bots in ("random", "smart"):
            m = play_match(GAME, players, k, options, bots, on_step=collect).match
            seen.update(e["key"] for e in m.view(None)["table"]["log"])
    for lang in LANGS:
        missing = sorted(k for k in seen if k not in cat[lang])
        assert not missing, (lang, missing)
    assert {"pompeii.prompt.relative", "pompeii.prompt.omen", "pompeii.prompt.move", "pompeii.log.escape",
            "pompeii.prompt.dual_symbol", "pompeii.choice.no_victim"} <= seen
