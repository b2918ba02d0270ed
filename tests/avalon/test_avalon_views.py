"""Avalon views: what each seat and the TV may know, at every step (docs/rules/avalon.md §8)."""

import json
import os

import pytest
from avalon_scenario import AvalonScenario

from games.avalon import GAME
from games.core.simulate import play_match
from games.core.testing import leaks
from tests.conformance import check_views, run_conformant_match

VARIANTS = [
    {},
    {"percival": True, "morgana": True},
    {"percival": True, "mordred": True, "lady_official_start": True, "lady_official_targets": True},
    {"percival": True, "oberon": True, "lady": "7plus"},
    {"percival": True, "morgana": True, "mordred": True, "oberon": True},  # 10 players only
]


def _leak_free_match(players, seed, options, bots):
    def step(m):
        assert not leaks(m), leaks(m)[:3]

    played = play_match(GAME, players, seed, options, bots, on_step=step)
    assert played.error is None and played.match.finished
    return played.match


# Variant 2 needs 3 Evil seats (7+ players), variant 4 needs 4 (10 players).
LEAK_CASES = [(n, v) for n in range(5, 11) for v in range(len(VARIANTS))
              if not (v == 4 and n < 10 or v == 2 and n < 7)]


@pytest.mark.parametrize("players,variant", LEAK_CASES)
def test_no_view_leaks_a_role_side_or_lady_result_at_any_step(players, variant):
    options = VARIANTS[variant]
    for seed in range(10):
        _leak_free_match(players, seed, options, "random" if seed % 2 else "smart")


def test_the_fast_leak_check_agrees_with_the_conformance_check():
    for seed in range(3):
        run_conformant_match(GAME, 7, seed, {"percival": True, "morgana": True}, every_step=True, bots="smart")
    t = AvalonScenario(7, percival=True)
    fact = {"seat": 1, "role": t.state.roles[1]}
    t.state.history.append(dict(fact, extra=True))  # plant a leak in a public list
    assert {r for r, f in t.leaks() if f == fact} == {None, 0, 2, 3, 4, 5, 6}


def test_the_tv_never_shows_a_role_or_side_before_the_assassination():
    t = AvalonScenario(7, percival=True, morgana=True).night()
    t.play_quest(t.team_with_evil(2), fail=t.evil)
    tv = json.dumps(t.table_of(None))
    assert '"role"' not in tv and '"side"' not in tv


def test_views_are_json_and_prompts_reveal_only_the_own_seat():
    played = play_match(GAME, 8, 3, {"percival": True, "morgana": True}, "smart")
    m = played.match
    for reader in [None, *range(8)]:
        json.dumps(m.view(reader))
    assert m.view(None)["prompts"] == []


def test_quest_cards_are_never_attributed_even_after_the_game():
    t = AvalonScenario(5, lady="off").night()
    t.play_quest(t.team_with_evil(2), fail=t.evil)
    for _ in range(2):
        t.play_quest(t.team_with_evil(t.size()), fail=t.evil)
    assert t.finished
    for reader in [None, *range(5)]:
        text = json.dumps(t.view_of(reader))
        assert '"fail"]' not in text and '"cards"' not in text
        for q in t.table_of(reader)["quests"]:
            assert q["result"] is None or isinstance(q["fails"], int)


def test_assassination_reveals_evil_but_not_the_other_evil_roles():
    t = AvalonScenario(10, morgana=True, mordred=True, oberon=True, percival=True).night()
    for _ in range(2):
        t.play_quest(t.good_team(t.size()))
    t.propose(t.good_team(t.size())).vote().quest()
    assert t.state.phase == "assassinate"
    check_views(t.match)
    tv = t.table_of(None)
    roles = {d.get("role") for d in [tv["assassination"]["assassin"]]}
    assert roles == {"assassin"} and "reveal" not in tv
    assert "morgana" not in json.dumps(tv["assassination"])


def test_end_view_reveals_everything_to_everyone():
    t = AvalonScenario(5, lady="off").night()
    for _ in range(5):
        t.reject_round()
    for reader in [None, *range(5)]:
        assert len(t.table_of(reader)["reveal"]) == 5
    assert list(GAME.secrets(t.state)) == []


def test_secrets_match_the_night_knowledge():
    t = AvalonScenario(7, percival=True, morgana=True, oberon=True)
    merlin, percival = t.seat_of("merlin"), t.seat_of("percival")
    secrets = {(tuple(sorted(dict(s.fact).items()))): s.seats for s in GAME.secrets(t.state)}
    oberon = t.seat_of("oberon")
    assert secrets[(("seat", oberon), ("side", "evil"))] == {oberon, merlin}
    assert secrets[(("merlin_or_morgana", True), ("seat", merlin))] == {merlin, percival}
    assert secrets[(("role", "merlin"), ("seat", merlin))] == {merlin}


def test_replay_of_the_input_log_reproduces_the_state():
    from games.core import Match
    played = play_match(GAME, 9, 17, {"percival": True, "morgana": True}, "smart")
    again = Match.replay(GAME, 9, {"percival": True, "morgana": True}, 17, played.match.inputs)
    assert again.fingerprint() == played.match.fingerprint()


def test_every_message_key_exists_in_all_three_languages():
    import re
    root = os.path.join(os.path.dirname(__file__), "..", "..", "games", "avalon")
    cat = json.load(open(os.path.join(root, "i18n.json"), encoding="utf-8"))
    assert set(cat) == {"en", "zh-Hant", "zh-Hans"}
    assert set(cat["en"]) == set(cat["zh-Hant"]) == set(cat["zh-Hans"])
    assert all(v.strip() for lang in cat.values() for v in lang.values())
    # Chinese terms of the seed
    hant, hans = cat["zh-Hant"], cat["zh-Hans"]
    assert [hant[f"avalon.role.{r}"] for r in ("merlin", "percival", "servant", "assassin", "morgana",
                                               "mordred", "oberon", "minion")] == \
        ["梅林", "派西維爾", "亞瑟王的騎士", "刺客", "魔甘娜", "莫德雷德", "奧伯倫", "邪惡爪牙"]
    assert hans["avalon.role.percival"] == "派西维尔" and hans["avalon.role.minion"] == "邪恶爪牙"
    # every key the rules and the web pieces use is in the catalogue
    used = set()
    for name in ("rules.py", "web/board.js", "web/panel.js"):
        text = open(os.path.join(root, name), encoding="utf-8").read()
        used |= set(re.findall(r'"(avalon\.[a-z0-9_.]+)"', text))
    used = {k for k in used if not k.endswith(".")}
    for spec in GAME.options:
        used.add(spec.label)
        used |= {f"{spec.label}.{c}" for c in spec.choices}
    used |= {f"avalon.timer.{c}" for c in GAME.timers}
    used |= {f"avalon.role.{r}" for r in ("merlin", "percival", "servant", "assassin", "morgana", "mordred",
                                           "oberon", "minion")}
    missing = sorted(k for k in used if k not in cat["en"])
    assert not missing, missing
    # every log key and result the game can produce
    seen = set()
    for seed in range(40):
        m = play_match(GAME, 7, seed, {}).match
        seen |= {e["key"] for e in m.state.log} | {p for p in [m.outcome()["result"]]}
    assert not sorted(k for k in seen if k not in cat["en"])
