"""Pins the 风声 rules data (games/fengsheng/data.py) and its catalogue (games/fengsheng/i18n.json)
to docs/rules/fengsheng.md (§1.1, §1.3, §4.1, §5, §5.4, §7)."""

from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAME_DIR = ROOT / "games" / "fengsheng"


def _load_data():
    spec = importlib.util.spec_from_file_location("fengsheng_data_under_test", GAME_DIR / "data.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


D = _load_data()
I18N = json.loads((GAME_DIR / "i18n.json").read_text(encoding="utf-8"))
LANGS = ("en", "zh-Hans", "zh-Hant")

# In the order the draft shuffles them (the pools of §7.9 keep it: a seed deals the same offers).
STANDARD_IDS = (
    # hidden (§5.2)
    "laogui", "yidianyuan", "laoqiang", "shanling", "heimeigui", "emeifeng", "laojin",
    # public (§5.3)
    "qingbaochuzhang", "zhiyeshashou", "fumengmianren", "qibai", "daofeng", "dameinv", "liujie",
    "xiaomage", "guaidaoashi", "beileimao", "xiaobai",
)
EXPANSION_NEW_IDS = ("huangque", "qianmiannvlang", "heishou", "fushe", "chaoxi", "fuping", "yixiansheng", "wujianxingzhe")
EXPANSION_REVISED = {"daofeng_002": "daofeng", "beileimao_002": "beileimao", "xiaobai_002": "xiaobai"}

# docs/rules/fengsheng.md §4.1: function -> (stamp, red, blue, black)
MANIFEST = {
    "lock": ("direct", 3, 3, 6),
    "lure_away": ("text", 2, 2, 2),
    "intercept": ("secret", 1, 1, 6),
    "send_back": ("text", 3, 3, 2),
    "decrypt": ("secret", 2, 2, 2),
    "burn": ("direct", 2, 2, 2),
    "see_through": ("direct", 5, 5, 4),
    "probe": ("secret", 6, 6, 6),
    "real_or_fake": ("text", 1, 1, 1),
}


# ----------------------------------------------------------------------------------- cards
def test_81_cards_with_unique_ids():
    assert len(D.CARDS) == 81
    ids = [c["id"] for c in D.CARDS]
    assert len(set(ids)) == 81
    assert sorted(ids) == list(range(81))


def test_card_fields_are_valid():
    for c in D.CARDS:
        assert c["function"] in D.FUNCTIONS_BY_ID
        assert c["colour"] in D.COLOURS  # no double-coloured card in the manifest
        assert c["transmission"] in D.TRANSMISSIONS
        assert ("probe" in c) == (c["function"] == "probe")


def test_colour_totals():
    totals = Counter(c["colour"] for c in D.CARDS)
    assert totals == {"red": 25, "blue": 25, "black": 31}
    assert (D.TOTALS["red"], D.TOTALS["blue"], D.TOTALS["black"], D.TOTALS["cards"]) == (25, 25, 31, 81)


def test_counts_per_function_match_manifest_exactly():
    table = {}
    for c in D.CARDS:
        stamp, r, b, k = table.get(c["function"], (c["transmission"], 0, 0, 0))
        assert stamp == c["transmission"], "every function has a single stamp"
        table[c["function"]] = (stamp, r + (c["colour"] == "red"), b + (c["colour"] == "blue"), k + (c["colour"] == "black"))
    assert table == MANIFEST
    for f in D.FUNCTIONS:
        stamp, r, b, k = MANIFEST[f["id"]]
        assert f["transmission"] == stamp
        assert f["counts"] == {"red": r, "blue": b, "black": k}
    assert Counter(c["function"] for c in D.CARDS) == {
        "lock": 12, "lure_away": 6, "intercept": 8, "send_back": 8, "decrypt": 6,
        "burn": 6, "see_through": 14, "probe": 18, "real_or_fake": 3,
    }


def test_totals_per_transmission_match_seed():
    # [000:86, 89, 92]: 密电 32 (14 black, 9 red, 9 blue), 直达 32 (12/10/10), 文本 17 (5/6/6)
    by = Counter((c["transmission"], c["colour"]) for c in D.CARDS)
    expected = {"secret": (9, 9, 14), "direct": (10, 10, 12), "text": (6, 6, 5)}
    for stamp, (r, b, k) in expected.items():
        assert (by[(stamp, "red")], by[(stamp, "blue")], by[(stamp, "black")]) == (r, b, k)
        assert D.TOTALS["by_transmission"][stamp] == {"red": r, "blue": b, "black": k}


def test_card_order_follows_the_rules_file_ids():
    # a §4.1 id = our id + 1; ranges from the §4.1 card-by-card table
    ranges = [
        ("lock", 1, 12), ("lure_away", 13, 18), ("intercept", 19, 26), ("send_back", 27, 34),
        ("decrypt", 35, 40), ("burn", 41, 46), ("see_through", 47, 60), ("probe", 61, 78),
        ("real_or_fake", 79, 81),
    ]
    for function, first, last in ranges:
        for rules_id in range(first, last + 1):
            assert D.CARDS_BY_ID[rules_id - 1]["function"] == function
    assert D.CARDS_BY_ID[0]["colour"] == "red" and D.CARDS_BY_ID[11]["colour"] == "black"
    assert [D.CARDS_BY_ID[i]["colour"] for i in (78, 79, 80)] == ["red", "blue", "black"]


def test_probe_cards_match_the_rules_file_table():
    # §4.1 ids 61-78: per identity, draw-2 (R, B, K) then discard-1 (R, B, K)
    expected = []
    for ident in ("lurker", "bureau", "bystander"):
        for action, count, line in (("draw", 2, "mole"), ("discard", 1, "good_person")):
            for colour in ("red", "blue", "black"):
                expected.append((colour, ident, action, count, line))
    got = [
        (c["colour"], c["probe"]["identity"], c["probe"]["action"], c["probe"]["count"], c["probe"]["line"])
        for c in sorted((c for c in D.CARDS if c["function"] == "probe"), key=lambda c: c["id"])
    ]
    assert got == expected
    assert [c["id"] for c in D.CARDS if c["function"] == "probe"] == list(range(60, 78))


def test_18_distinct_probe_cards():
    probes = [c for c in D.CARDS if c["function"] == "probe"]
    assert len(probes) == 18
    keys = {(c["colour"], c["probe"]["identity"], c["probe"]["action"]) for c in probes}
    assert len(keys) == 18
    per_identity = Counter(c["probe"]["identity"] for c in probes)
    assert per_identity == {"lurker": 6, "bureau": 6, "bystander": 6}
    per_identity_colour = Counter((c["probe"]["identity"], c["colour"]) for c in probes)
    assert set(per_identity_colour.values()) == {2}
    for c in probes:
        assert c["probe"]["identity"] in D.IDENTITY_IDS
        assert c["probe"]["line"] in D.PROBE_LINES
        assert (c["probe"]["action"], c["probe"]["line"]) in {("draw", "mole"), ("discard", "good_person")}
    assert D.PROBE_LINES["mole"]["zh-Hans"] == "其实我是卧底"
    assert D.PROBE_LINES["good_person"]["zh-Hans"] == "我是一个好人"


# ----------------------------------------------------------------------------------- functions
def test_nine_functions():
    assert [f["id"] for f in D.FUNCTIONS] == list(MANIFEST)
    expected_timing = {
        "lock": "own_turn_in_transit", "lure_away": "in_transit", "intercept": "others_turn_in_transit",
        "send_back": "arrived_self", "decrypt": "arrived_self", "burn": "any_window",
        "see_through": "response_to_card", "probe": "own_play_phase", "real_or_fake": "own_play_phase",
    }
    for f in D.FUNCTIONS:
        assert f["timing"] == expected_timing[f["id"]]
        assert f["timing"] in D.TIMINGS
        assert set(f["names"]) == set(LANGS) and set(f["text"]) == set(LANGS)
        assert f["after_use"] == ("set_aside" if f["id"] == "probe" else "discard")


# ----------------------------------------------------------------------------------- identities
def test_identity_table_rows_sum_to_player_count():
    expected = {3: (1, 1, 1), 4: (1, 1, 2), 5: (2, 2, 1), 6: (2, 2, 2), 7: (3, 3, 1), 8: (3, 3, 2), 9: (3, 3, 3)}
    table = D.IDENTITIES["standard"]
    assert sorted(table) == list(range(3, 10))
    for n, row in table.items():
        assert (row["lurker"], row["bureau"], row["bystander"]) == expected[n]
        assert sum(row.values()) == n
    for name, rows in D.IDENTITIES.items():
        for n, row in rows.items():
            assert sum(row.values()) == n, (name, n)
            assert set(row) == set(D.IDENTITY_IDS)
            for ident, count in row.items():
                assert count <= D.IDENTITY_CARDS[ident], (name, n, ident)
    assert sum(D.IDENTITY_CARDS.values()) == 9


def test_optional_column_and_modes():
    assert D.IDENTITIES["optional_column"] == {
        4: {"lurker": 2, "bureau": 2, "bystander": 0},
        6: {"lurker": 3, "bureau": 3, "bystander": 0},
        7: {"lurker": 2, "bureau": 2, "bystander": 3},
    }
    assert D.identity_split(4, "novice") == {"lurker": 2, "bureau": 2, "bystander": 0}
    assert D.identity_split(6, "3v3") == {"lurker": 3, "bureau": 3, "bystander": 0}
    assert D.identity_split(6, "bystander_game") == {"lurker": 2, "bureau": 2, "bystander": 2}
    assert D.identity_split(2, "free") == {"lurker": 1, "bureau": 1, "bystander": 0}
    assert D.identity_split(7) == {"lurker": 3, "bureau": 3, "bystander": 1}
    assert D.identity_split(7, optional=True) == {"lurker": 2, "bureau": 2, "bystander": 3}


def test_modes():
    modes = {m["id"]: m for m in D.MODES}
    assert set(modes) == {"standard", "novice", "3v3", "bystander_game", "free", "bystander_alliance", "four_card_victory"}
    assert modes["standard"]["players"] == (3, 9)
    assert modes["novice"]["players"] == (4, 4) and modes["novice"]["public_identities"]
    assert modes["3v3"]["players"] == (6, 6) and modes["3v3"]["public_identities"]
    assert modes["bystander_game"]["players"] == (6, 6) and modes["bystander_game"]["faction_win"] is False
    assert modes["free"]["players"] == (2, 8)
    assert modes["bystander_alliance"]["kind"] == "option" and modes["bystander_alliance"]["bystanders_win_together"]
    assert modes["four_card_victory"]["kind"] == "option" and modes["four_card_victory"]["faction_win_threshold"] == 4
    for m in D.MODES:
        if m["kind"] == "mode":
            lo, hi = m["players"]
            assert sorted(D.IDENTITIES[m["identities"]]) == list(range(lo, hi + 1)), m["id"]


# ----------------------------------------------------------------------------------- characters
SLUG = re.compile(r"^[a-z][a-z0-9_]*$")


def test_18_standard_characters_7_hidden_11_public():
    chars = D.CHARACTERS
    assert len(chars) == 18
    assert {c["id"] for c in chars} == set(STANDARD_IDS)
    hidden = [c for c in chars if c["hidden"]]
    public = [c for c in chars if not c["hidden"]]
    assert len(hidden) == 7 and len(public) == 11
    # [000:151] 4 women 3 men; [000:221] 2 women, 8 men, 1 both
    assert Counter(c["gender"] for c in hidden) == {"female": 4, "male": 3}
    assert Counter(c["gender"] for c in public) == {"female": 2, "male": 8, "both": 1}
    assert all(not c["expansion"] for c in chars)


def test_expansion_pool():
    exp = {c["id"]: c for c in D.EXPANSION}
    assert set(exp) == {*EXPANSION_NEW_IDS, *EXPANSION_REVISED}
    assert all(c["expansion"] for c in exp.values())
    for cid, base in EXPANSION_REVISED.items():
        assert exp[cid]["revises"] == base
    for cid in EXPANSION_NEW_IDS:
        assert exp[cid]["revises"] is None
    assert {c for c in EXPANSION_NEW_IDS if exp[c]["hidden"]} == {"huangque", "fuping"}  # R50
    assert [s["give_count"] for s in exp["xiaobai_002"]["skills"] if "give_count" in s] == [4]


def test_character_shape():
    seen_skills = {}
    for c in D.CHARACTERS + D.EXPANSION:
        assert SLUG.match(c["id"]), c["id"]
        assert set(c["names"]) == set(LANGS)
        assert c["gender"] in D.GENDERS
        assert c["skills"], c["id"]
        for s in c["skills"]:
            assert SLUG.match(s["id"])
            assert set(s["names"]) == set(LANGS) and set(s["text"]) == set(LANGS)
            assert s["timing"] in D.TIMINGS, s["id"]
            assert s["kind"] in D.SKILL_KINDS, s["id"]
            assert s["state"] in ("covered", "face_up"), s["id"]
            assert (s["kind"] == "reveal") == (s["state"] == "covered"), s["id"]
            assert isinstance(s["rulings"], list) and all(isinstance(r, str) and r for r in s["rulings"])
            if s["id"] in seen_skills:  # a skill shared by a revised text must be identical
                assert seen_skills[s["id"]] == s
            seen_skills[s["id"]] = s
        m = c["mission"]
        assert set(m["text"]) == set(LANGS) and m["kind"]
    for c in D.CHARACTERS + D.EXPANSION:
        first = c["skills"][0]
        if c["hidden"]:
            assert first["kind"] == "reveal", c["id"]  # §5.1: the first skill of a hidden character is its reveal
        elif not c["expansion"]:
            assert all(s["kind"] != "reveal" for s in c["skills"]), c["id"]


def test_rulings_cite_the_rules_file_or_a_seed():
    cite = re.compile(r"(R\d+|★\[|\[0\d\d:|§\d)")
    for c in D.CHARACTERS + D.EXPANSION:
        for s in c["skills"]:
            for r in s["rulings"]:
                assert cite.search(r) or r.startswith("The draw"), (s["id"], r)


# ----------------------------------------------------------------------------------- i18n
def _required_keys():
    keys = set()
    for f in D.FUNCTIONS:
        keys.add(f"fengsheng.card.{f['id']}")
    keys |= {f"fengsheng.colour.{c}" for c in D.COLOURS}
    keys |= {f"fengsheng.transmission.{t}" for t in D.TRANSMISSIONS}
    keys |= {f"fengsheng.identity.{i}" for i in D.IDENTITY_IDS}
    for c in D.CHARACTERS + D.EXPANSION:
        keys.add(f"fengsheng.character.{c['id']}")
        keys.add(f"fengsheng.mission.{c['id']}")
        for s in c["skills"]:
            keys.add(f"fengsheng.skill.{s['id']}")
            keys.add(f"fengsheng.skill.{s['id']}.text")
    keys |= {f"fengsheng.mode.{m['id']}" for m in D.MODES}
    return keys


def test_i18n_languages_and_key_sets():
    assert set(I18N) == set(LANGS)
    assert set(I18N["en"]) == set(I18N["zh-Hans"]) == set(I18N["zh-Hant"])


@pytest.mark.parametrize("lang", LANGS)
def test_i18n_has_every_required_key(lang):
    missing = _required_keys() - set(I18N[lang])
    assert not missing, sorted(missing)


@pytest.mark.parametrize("lang", LANGS)
def test_i18n_values_non_empty(lang):
    for key, value in I18N[lang].items():
        assert key.startswith("fengsheng."), key
        assert isinstance(value, str) and value.strip(), key


def test_i18n_matches_data():
    for lang in LANGS:
        cat = I18N[lang]
        for f in D.FUNCTIONS:
            assert cat[f"fengsheng.card.{f['id']}"] == f["names"][lang]
        for c in D.CHARACTERS + D.EXPANSION:
            assert cat[f"fengsheng.character.{c['id']}"] == c["names"][lang]
            assert cat[f"fengsheng.mission.{c['id']}"] == c["mission"]["text"][lang]
            for s in c["skills"]:
                assert cat[f"fengsheng.skill.{s['id']}"] == s["names"][lang]
                assert cat[f"fengsheng.skill.{s['id']}.text"] == s["text"][lang]
        for m in D.MODES:
            assert cat[f"fengsheng.mode.{m['id']}"] == m["names"][lang]


def test_i18n_script_sanity():
    cjk = re.compile(r"[\u3400-\u9fff]")
    simplified_only = set("们这张时为发报传锁译识战军获伪烧试后话说对让给还过难开觉头实问间条边无样门车长乐见则")
    traditional_only = set("們這張時為發報傳鎖譯識戰軍獲偽燒試後話說對讓給還過難開覺頭實問間條邊無樣門車長樂見則")
    for key, value in I18N["en"].items():
        assert not cjk.search(value), (key, value)
    for key, value in I18N["zh-Hant"].items():
        assert not (set(value) & simplified_only), (key, value)
    for key, value in I18N["zh-Hans"].items():
        assert not (set(value) & traditional_only), (key, value)
    assert I18N["zh-Hant"]["fengsheng.character.yidianyuan"] == "譯電員"
    assert I18N["zh-Hans"]["fengsheng.character.yidianyuan"] == "译电员"
    assert I18N["zh-Hant"]["fengsheng.card.real_or_fake"] == "真偽莫辨"


def test_the_standard_pool_is_the_18_and_the_expansion_pool_adds_the_8_of_the_supplement_in_draft_order():
    # §7.9 "Standard 18 (default)"; "Standard 18 + 补充包 (26). Adds the 8 characters of §5.4B."
    pools = D.CHARACTER_POOLS
    assert pools["standard"]["characters"] == list(STANDARD_IDS) and pools["standard"]["default"]
    assert pools["standard_plus_expansion"]["characters"] == [*STANDARD_IDS, *EXPANSION_NEW_IDS]
    assert "default" not in pools["standard_plus_expansion"]


def test_the_002_texts_toggle_replaces_the_three_revised_characters():
    # §7.9 "Uses the variant texts of §5.4A for 刀锋, 贝雷帽 and 小白."
    assert D.CHARACTER_POOLS["texts_002"] == {"toggle": True, "replaces": {base: new for new, base in EXPANSION_REVISED.items()}}


def test_a_skill_printed_again_on_another_card_reads_and_works_as_the_first():
    # [002:379-411] 千面女郎, 潮汐 and 无间行者 print 老鬼's 城府; 千面女郎's 逢缘 is 贝雷帽's direction skill.
    again = {s["id"]: s["same_as"] for s in D.SKILLS_BY_ID.values() if s.get("same_as")}
    assert again == {"qianmiannvlang_chengfu": "laogui_chengfu", "chaoxi_chengfu": "laogui_chengfu",
                     "wujianxingzhe_chengfu": "laogui_chengfu", "qianmiannvlang_fengyuan": "beileimao_direction"}
    for copy, first in again.items():
        for field in ("text", "kind", "timing", "state", "optional", "can_be_countered", "once_per_game", "cost"):
            assert D.SKILLS_BY_ID[copy][field] == D.SKILLS_BY_ID[first][field], (copy, field)
