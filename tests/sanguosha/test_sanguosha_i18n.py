"""Every key the 三国杀 rules send (prompts, choice labels, log entries, results, refusals, options) is in
games/sanguosha/i18n.json in the three languages."""

import json
from pathlib import Path

from sanguosha_scenario import card, cards, turn_of

from games.core import LANGS
from games.core.simulate import play_match
from games.sanguosha import GAME

CATALOGUE = json.loads((Path(__file__).parents[2] / "games/sanguosha/i18n.json").read_text(encoding="utf-8"))


def keys_sent(players, seed, options=None):
    seen = set()

    def collect(m):
        for p in m.prompts:
            seen.add(p.key)
            seen.update(c.label for c in p.choices if c.label)
        seen.update(e["key"] for e in m.state.log)

    played = play_match(GAME, players, seed, options, on_step=collect)
    seen.add(played.match.outcome()["result"])
    return seen


def test_every_key_a_random_match_sends_is_in_the_catalogue_in_every_language():
    sent = set()
    for seed, players in enumerate((4, 5, 6, 8)):
        sent |= keys_sent(players, seed)
    sent |= keys_sent(5, 9, {"no_heroes": True})
    sent |= {o.label for o in GAME.options}
    missing = {lang: sorted(k for k in sent if k not in CATALOGUE[lang]) for lang in LANGS}
    assert missing == {lang: [] for lang in LANGS}


def test_every_refusal_has_its_message_in_the_catalogue():
    t = turn_of(0, {0: cards("S006"), 2: cards("S023", "S030")}).use(0, card("S006"), 2)
    refusals = [t.refusal(2, [str(card("S030"))], "nullify")]
    for r in refusals:
        assert r.key.startswith("sanguosha.error.") and all(r.key in CATALOGUE[lang] for lang in LANGS)
