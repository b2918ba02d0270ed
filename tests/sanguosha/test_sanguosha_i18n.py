"""Every key the 三国杀 rules send (prompts, choice labels, log entries, results, refusals, options) is in
games/sanguosha/i18n.json in the three languages."""

import json
import re
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
    sent |= keys_sent(6, 3, {"mougong": True, "goldfish": True, "junzheng": True})   # 谋攻's prompts, choices, log
    sent |= {o.label for o in GAME.options}
    missing = {lang: sorted(k for k in sent if k not in CATALOGUE[lang]) for lang in LANGS}
    assert missing == {lang: [] for lang in LANGS}


def test_every_refusal_has_its_message_in_the_catalogue():
    t = turn_of(0, {0: cards("S006"), 2: cards("S023", "S030")}).use(0, card("S006"), 2)
    refusals = [t.refusal(2, [str(card("S030"))], "nullify")]
    for r in refusals:
        assert r.key.startswith("sanguosha.error.") and all(r.key in CATALOGUE[lang] for lang in LANGS)


# -- every sentence a match shows, rendered as the front end renders it (games/sanguosha/web/cards.js `params`)
PLACE = re.compile(r"\{(\w+)\}")
# a parameter of these names holding a string is shown through another catalogue key (cards.js `params`)
NAMED_BY = {"kind": "sanguosha.card.", "need": "sanguosha.card.", "as": "sanguosha.card.", "card": "sanguosha.card.",
            "hero": "sanguosha.hero.", "role": "sanguosha.role.", "phase": "sanguosha.ui.phase_short.",
            "nature": "sanguosha.ui.nature.", "suit": "sanguosha.suit."}
EFFECTS = ("skill", "for", "reason")     # a card kind or a skill id (cards.js `effectRef`)


def shown(name: str, value, en: dict) -> str:
    """One parameter as the front end shows it in English; AssertionError when it would show nothing or a key."""
    assert value not in (None, "", []), f"{{{name}}} is empty"
    if isinstance(value, str) and name in EFFECTS:
        key = next((k for k in ("sanguosha.card." + value, "sanguosha.skill." + value) if k in en), None)
        assert key, f"{{{name}}} = {value!r} names no card or skill"
        return en[key]
    if isinstance(value, str) and name in NAMED_BY:
        assert NAMED_BY[name] + value in en, f"{{{name}}} = {value!r}: no {NAMED_BY[name]}{value}"
        return en[NAMED_BY[name] + value]
    if name == "result" and isinstance(value, str):
        return "outcome"
    return "x"


def rendered(key: str, params: dict, en: dict) -> str:
    assert key in en, f"{key} is not in the catalogue"
    text = PLACE.sub(lambda m: shown(m.group(1), params.get(m.group(1)), en) if m.group(1) in params else m.group(0),
                     en[key])
    assert not PLACE.search(text) and "()" not in text and "（）" not in text, f"{key} {params} shows {text!r}"
    return text


def sentences_of(players, seed, options=None):
    """Every log entry and prompt title (key, params) one random match shows."""
    entries, seen = [], set()

    def collect(m):
        for p in m.prompts:
            entries.append((p.key, p.params))
        for e in m.state.log:
            if id(e) not in seen:
                seen.add(id(e))
                entries.append((e["key"], e["params"], e))   # the entry kept: its id is not reused
    played = play_match(GAME, players, seed, options, on_step=collect)
    assert played.error is None
    return [e[:2] for e in entries]


def test_every_log_line_and_prompt_title_of_random_matches_renders_with_no_empty_place():
    en = CATALOGUE["en"]
    matches = [(4, 0, None), (5, 1, None), (6, 2, None), (8, 3, {"round_cap": 2}), (5, 9, {"no_heroes": True}),
               (6, 3, {"mougong": True, "junzheng": True})]
    keys = set()
    for players, seed, options in matches:
        for key, params in sentences_of(players, seed, options):
            rendered(key, params, en)
            keys.add(key)
    assert {"sanguosha.log.use", "sanguosha.log.over_round_cap", "sanguosha.prompt.respond"} <= keys
