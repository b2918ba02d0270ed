"""Every key the 魔城馬車 rules send is in games/kutschfahrt/i18n.json in the three languages, with the same
parameters (docs/engine.md §1)."""

import json
import re
from pathlib import Path

from games.core import LANGS
from games.core.simulate import play_match
from games.kutschfahrt import GAME
from games.kutschfahrt.data import ITEM_ORDER, PROFESSIONS, SOCIETIES
from tests.test_i18n import message_keys

ROOT = Path(__file__).parents[2]
CATALOGUE = json.loads((ROOT / "games/kutschfahrt/i18n.json").read_text(encoding="utf-8"))
SOURCES = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "games/kutschfahrt").glob("*.py"))


def keys_sent(players, seed, options=None):
    """Every message key a random match shows: prompts, labels, refusals, and the keys in every view (the log,
    each seat's notes, the result)."""
    seen = set()

    def collect(m):
        for reader in (None, *range(m.players)):
            message_keys(m.view(reader)["table"], seen)
        for p in m.prompts:
            refusals = (m.check(p.seat, p.id, [c.id]) for c in p.choices)
            seen.update([p.key], (c.label for c in p.choices if c.label), (r.key for r in refusals if r))

    played = play_match(GAME, players, seed, options, on_step=collect)
    return seen | {played.match.outcome()["result"]}


def test_every_key_random_matches_send_is_in_every_language():
    sent = set()
    for players in (3, 6, 10):
        for seed in range(2):
            sent |= keys_sent(players, seed)
    # The engine's own refusals (error.<code>) are the shell's catalogue.
    sent = {k for k in sent if k.startswith("kutschfahrt.")}
    missing = {lang: sorted(k for k in sent if k not in CATALOGUE[lang]) for lang in LANGS}
    assert missing == {lang: [] for lang in LANGS}


def test_every_key_named_in_the_rules_is_in_every_language():
    named = {f"kutschfahrt.prompt.{n}" for n in re.findall(r'ask\(\w+, "(\w+)"', SOURCES)}
    named |= {f"kutschfahrt.log.{n}" for n in re.findall(r'log_add\("(\w+)"', SOURCES) if not n.endswith("_")}
    named |= {f"kutschfahrt.note.{n}" for n in re.findall(r'note\(\w+, "(\w+)"', SOURCES)}
    named |= {f"kutschfahrt.log.{k}_{s}" for k, s in (("support", "attacker"), ("support", "defender"),
                                                     ("support", "neutral"), ("result", "tie"), ("reward", "look"),
                                                     ("reward", "take"), ("effect", "bag"), ("effect", "sextant"))}
    named |= {f"kutschfahrt.error.{n}" for n in re.findall(r'refuse\("(\w+)"', SOURCES) if n != "no_"}
    named |= {f"kutschfahrt.item.{i}" for i in ITEM_ORDER} | {f"kutschfahrt.item.{i}.text" for i in ITEM_ORDER}
    named |= {f"kutschfahrt.profession.{p}{text}" for p in PROFESSIONS for text in ("", ".text")}
    named |= {f"kutschfahrt.society.{s}" for s in SOCIETIES}
    named |= {o.label for o in GAME.options} | {o.label + ".help" for o in GAME.options}
    named |= {f"kutschfahrt.timer.{t}" for t in GAME.timers} | {"kutschfahrt.howto", "kutschfahrt.lobby.scoring"}
    for lang in LANGS:
        assert sorted(named - set(CATALOGUE[lang])) == [], lang


def test_the_three_languages_have_the_same_keys_and_parameters():
    for lang in LANGS:
        assert set(CATALOGUE[lang]) == set(CATALOGUE["en"]), lang
        for key, text in CATALOGUE[lang].items():
            assert text.strip(), (lang, key)
            params = set(re.findall(r"\{(\w+)\}", CATALOGUE["en"][key]))
            assert set(re.findall(r"\{(\w+)\}", text)) == params, (lang, key)
