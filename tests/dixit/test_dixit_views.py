"""Who sees what (docs/rules/dixit.md §8): hands, the face-down cards, the board's owners, the votes."""

import json

from dixit_scenario import DixitScenario

from games.dixit import GAME, rules
from tests.conformance import find_leak, run_conformant_match


def cards_in(view) -> set:
    """Every card id a view shows (cards always travel as {"card": id})."""
    found, stack = set(), [view]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if "card" in node and isinstance(node["card"], str):
                found.add(node["card"])
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return found


def test_a_hand_is_seen_only_by_its_owner():
    t = DixitScenario(5, seed=1)
    for s in range(5):
        assert [c["card"] for c in t.table_of(s)["hand"]] == t.state.hands[s]
        others = {c for o in range(5) if o != s for c in t.state.hands[o]}
        assert not cards_in(t.view_of(s)) & others
    assert "hand" not in t.table_of(None) and not cards_in(t.view_of(None))
    assert t.table_of(None)["hand_counts"] == [6] * 5


def test_the_storytellers_face_down_card_is_a_count_and_known_only_to_the_storyteller():
    t = DixitScenario(5, seed=1, clue="typed")
    card = t.state.hands[t.teller][0]
    t.answer(t.teller, [card])
    assert t.table_of(None)["face_down"] == 1 and "story_card" not in t.table_of(None)
    assert t.table_of(t.teller)["story_card"] == {"card": card}
    for s in [None, *t.others]:
        assert card not in cards_in(t.view_of(s))
    assert t.leaks() == []


def test_who_has_submitted_is_public_but_not_what_and_nothing_shows_before_the_layout():
    t = DixitScenario(5, seed=1).tell()
    a, b, c, d = t.others
    submitted = t.state.hands[a][0]
    t.answer(a, [submitted])
    assert t.view_of(None)["waiting"] == sorted([b, c, d])
    assert t.table_of(None)["board"] == [] and t.table_of(None)["face_down"] == 1
    for s in [None, b, c, d, t.teller]:
        assert submitted not in cards_in(t.view_of(s))
    assert t.leaks() == []


def test_the_board_shows_cards_without_owners_and_each_phone_marks_its_own():
    t = DixitScenario(5, seed=1).tell().decoys()
    tv = t.table_of(None)["board"]
    assert [set(e) for e in tv] == [{"n", "card"}] * 5
    for s in range(5):
        mine = [e["n"] for e in t.table_of(s)["board"] if "owner" in e]
        assert mine == [t.number_of(s)] and all(e["owner"] == s for e in t.table_of(s)["board"] if "owner" in e)
    assert t.leaks() == []


def test_votes_stay_secret_until_all_are_in_then_are_shown_with_names_and_owners():
    t = DixitScenario(4, seed=2).tell().decoys()
    teller = t.teller
    a, b, c = t.others
    story_n, a_n = t.number_of(teller), t.number_of(a)
    t.answer(a, [str(story_n)]).answer(b, [str(a_n)])
    before = json.dumps(t.view_of(None))
    assert '"voter"' not in before and t.view_of(None)["waiting"] == [c]
    t.answer(c, [str(a_n)])
    rec = t.table_of(None)["rounds"][-1]
    assert rec["votes"] == sorted([{"voter": a, "n": story_n}, {"voter": b, "n": a_n}, {"voter": c, "n": a_n}],
                                  key=lambda v: v["voter"])
    story = next(e for e in rec["board"] if e["storyteller"])
    assert story["owner"] == teller and story["votes"] == [a]
    assert all("owner" in e and "votes" in e for e in rec["board"])


def test_the_leak_checker_catches_an_owner_shown_before_the_reveal(monkeypatch):
    t = DixitScenario(4, seed=2).tell().decoys()
    entry = t.state.board[0]
    fact = next(s for s in GAME.secrets(t.state) if dict(s.fact).get("owner") == entry["owner"])
    leaked = {"board": [{"n": 1, "card": entry["card"], "owner": entry["owner"]}]}
    assert find_leak(leaked, fact.fact) is not None
    monkeypatch.setattr(rules, "board_view", lambda st, seat: [dict(e) for e in st.board])
    assert t.leaks()


def test_conformance_with_typed_clues_untagged_decks_and_the_seed_3_player_rule():
    for players, options in [(3, {"clue": "typed", "three_player": False}), (4, {"decks": ["bare40", "test100"]}),
                             (7, {"clue": "typed", "decks": ["test100"], "deck_size": 100})]:
        for seed in range(3):
            run_conformant_match(GAME, players, seed, options, bots="random")
            run_conformant_match(GAME, players, seed, options, every_step=False, bots="smart")
