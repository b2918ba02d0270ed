"""The test kit (games/core/testing.py) and the arranged setups it starts from (docs/engine.md,
"Testing a game with the kit"): every game starts from an arranged setup through its public
``arrange`` hook, the arrangement replays, the kit's helpers say what they claim, and no test
reaches into a game's private names.
"""

from __future__ import annotations

import ast
import os

import pytest

from games import all_games
from games.core import Game, Input, Match
from games.core.game import ArrangeError, place_cards
from games.core.testing import Scenario, leaks
from games.pompeii import rules as pompeii_rules
from tests.avalon.avalon_scenario import AvalonScenario
from tests.dixit.dixit_scenario import DixitScenario
from tests.pompeii.pompeii_scenario import PompeiiScenario, sq
from tests.protocol.harness import ROOT
from tests.toygames import PASS, ZAP

# -- every game starts from an arranged setup -------------------------------------------------

SEVEN = ["merlin", "percival", "servant", "servant", "assassin", "morgana", "mordred"]
CARDS = [f"t{k:03d}" for k in range(100)]   # every card of the test deck (dixit_scenario)

# A game -> (players, options, an arrangement that uses every key its ``arrange`` takes but Dixit's
# ``layout``, which the time-outs below would not follow: DIXIT_LAYOUT).
ARRANGEMENTS = {
    "kutschfahrt": (4, {}, {"societies": ["order", "brotherhood", "brotherhood", "order"],
                            "professions": ["thug", "priest", "doctor", "diplomat"],
                            "hands": {0: ["key", "key"], 1: ["goblet"]}, "pile_top": ["whip"], "first": 1,
                            "used": {2: True}}),
    "avalon": (7, {"percival": True, "morgana": True, "mordred": True}, {"roles": SEVEN, "leader": 3}),
    "dixit": (4, {"decks": ["test100"], "deck_size": 100},
              {"hands": {0: CARDS[:2], 1: CARDS[2:3], 2: CARDS[3:4], 3: CARDS[4:5]}, "pile_top": CARDS[5:7],
               "storyteller": 0}),
    "pompeii": (3, {}, {"active": 1, "hands": {1: ["c4.1", "c9.2"]}, "deck_top": ["omen.3", "c1.1"], "ad79": 1,
                        "pieces": {"r2c5": [0, 2], "r5c6": [1]}, "escaped": [0, 1, 0], "volcano": [1, 0, 0],
                        "supply": {2: 20}, "lava": {"r0c7": "scroll"}, "bag": ["mask", "mask", "coin"]}),
    "zap": (3, {}, {"hands": [["zap"], ["negate"], ["negate", "zap"]]}),
    "fengsheng": (5, {}, {"characters": ["laoqiang", "laoqiang", "laoqiang", "laoqiang", "laoqiang"],
                          "identities": ["lurker", "bureau", "bystander", "lurker", "bureau"],
                          "hands": {0: [0, 1, 2], 1: [3, 4]}, "deck_top": [5, 6], "intel": {2: [7]}, "discard": [8],
                          "first": 2, "face_up": {1: True}, "status": {4: "alive"}}),
    "sanguosha": (4, {"round_cap": 3}, {"roles": ["lord", "rebel", "loyalist", "renegade"],
                                        "heroes": ["caocao", "zhouyu", "guanyu", "lvbu"], "hands": {0: [13, 45], 1: [29]},
                                        "deck_top": [83, 84], "equip": {2: [36]}, "first_turn": 0}),
    "pirates_cove": (3, {}, {"hands": {0: ["volley"], 1: []}, "tavern_top": ["storm"], "treasure_top": {"2": [9]},
                             "pirates": ["p2", "p5"], "pirate_at": "3", "dice": [6, 6], "month": 10, "outfit": False,
                             "ships": {1: {"gold": 4, "parrots": ["parrot_flint"], "at": "2", "crew": 3}}}),
    "inception": (5, {}, {"master": 0, "roles": ["jupiter", "apollo", "luna", "gaia", "taurus"], "faces": {2: "b"},
                          "hands": {1: [47, 72]}, "deck_top": [0, 92], "secret": 3,
                          "nightmares": ["echo", "fall", "hunger", None], "spare": ["plague"], "bribes": {2: ["fail"]},
                          "bribe_pile": ["deal", "fail"], "layers": {3: 2}, "locks": [5, 4, 3, 2], "opened": [4],
                          "first": 1, "dice": [3, 4], "deck_left": 60}),
}
DIXIT_LAYOUT = [CARDS[3], CARDS[0], CARDS[4], CARDS[2]]   # the first cards of seats 2, 0, 3 and 1
# What the games another engineer still changes lack (the lead hands their tests over later).
WAITING_FOR: dict = {}


def arranged_games():
    for game in [*all_games(), ZAP]:
        marks = [] if type(game).arrange is not Game.arrange else [pytest.mark.skip(
            reason=WAITING_FOR.get(game.id, f"{game.id} has no arrange(state, rng, **spec)"))]
        yield pytest.param(game, id=game.id, marks=marks)


def arrangement_of(game) -> tuple:
    """The game's line in ARRANGEMENTS; a game registered without one is skipped, by name, with what to add."""
    if game.id not in ARRANGEMENTS:
        pytest.skip(f"{game.id} has arrange() but no line in ARRANGEMENTS of tests/test_kit.py: add "
                    f"{game.id!r}: (players, options, an arrangement that uses every key its arrange takes)")
    return ARRANGEMENTS[game.id]


@pytest.mark.parametrize("game", arranged_games())
def test_an_arranged_match_plays_to_the_end_conserved_leak_free_and_replays(game):
    players, options, spec = arrangement_of(game)
    t = Scenario(game, players, options, seed=5, arrange=spec)
    assert t.state != Match(game, players, options, seed=5).state, "the arrangement changed nothing"
    steps = 0
    while not t.finished and steps < 2000:
        t.time_out()
        t.assert_conserved()
        assert t.leaks() == []
        steps += 1
    assert t.finished
    t.assert_replays()


def test_a_registered_game_without_a_line_in_arrangements_is_skipped_by_name_with_what_to_add():
    class Newcomer(Game):
        id = "newcomer"

    with pytest.raises(pytest.skip.Exception, match=r"newcomer has arrange\(\) but no line in ARRANGEMENTS.*add 'newcomer'"):
        arrangement_of(Newcomer())


def test_the_arrangement_is_what_the_seats_are_dealt():
    t = AvalonScenario(7, roles=SEVEN, leader=3, percival=True, morgana=True, mordred=True)
    assert [t.table_of(s)["me"]["role"] for s in range(7)] == SEVEN and t.leader == 3
    players, options, spec = ARRANGEMENTS["dixit"]
    d = DixitScenario(players, **options, **spec, layout=DIXIT_LAYOUT)
    assert d.teller == 0 and d.hand_of(0)[:2] == CARDS[:2] and d.hand_of(3)[0] == CARDS[4]
    assert d.state.pile[-2:] == [CARDS[6], CARDS[5]]  # the pile's top is its last card
    d.tell().decoys()
    assert [e["card"] for e in d.table_of(None)["board"]] == DIXIT_LAYOUT
    assert d.numbers_of(0) == [2] and d.numbers_of(3) == [3]
    p = PompeiiScenario(**ARRANGEMENTS["pompeii"][2])
    assert p.playing == 1 and p.state.hands[1][:2] == ["c4.1", "c9.2"] and p.state.deck[-2:] == ["c1.1", "omen.3"]
    assert p.state.shown == [pompeii_rules.AD79_FIRST] and p.state.pieces[sq("r2c5")] == [0, 2]
    assert p.state.supply == [30, 30, 20] and p.state.lava == {sq("r0c7"): "scroll"} and p.state.bag[-1] == "mask"
    assert p.table_of(None)["seats"][1]["escaped"] == 1


@pytest.mark.parametrize("game,spec,message", [
    ("avalon", {"roles": ["merlin"] * 5}, "not the line-up"),
    ("dixit", {"storyteller": 4}, "storyteller 4 is not a seat"),
    ("dixit", {"layout": ["t000"]}, "must name 4 different cards"),
    ("dixit", {"hands": {0: ["nope"]}}, "card 'nope' is in none of"),
    ("pompeii", {"hands": {0: ["omen.1"]}}, "no citizen card"),
    ("pompeii", {"hands": {5: ["c1.1"]}}, "seat 5 is no seat"),
    ("pompeii", {"pieces": {"r9c9": [0]}}, "not a square of the city"),
    ("pompeii", {"phase": "end"}, "arrange 'immigration' or 'flight'"),
    ("pompeii", {"deck_top": [pompeii_rules.AD79_FIRST], "ad79": 1}, "ad79 1"),
    ("fengsheng", {"hands": {0: [8]}, "discard": [8]}, "card 8 is placed twice"),
])
def test_an_arrangement_the_game_cannot_start_from_is_refused_with_a_fix(game, spec, message):
    players = 5 if game == "avalon" else 4
    options = {"decks": ["test100"]} if game == "dixit" else {}
    with pytest.raises(ArrangeError, match=message):
        Match(next(g for g in all_games() if g.id == game), players, options, 1, arrange=spec)


def test_a_game_without_arrange_says_what_to_write():
    class Toy(Game):
        id = "toy"

        def setup(self, players, options, rng):
            return {}

    with pytest.raises(NotImplementedError, match=r"Toy\.arrange\(self, state, rng, \*\*spec\) in games/toy/rules\.py"):
        Match(Toy(), 1, None, 0, arrange={"hands": []})


def test_an_unarranged_match_keeps_its_input_log_and_replay():
    m = Match(ZAP, 3, None, 4)
    assert m.arrange is None
    (p,) = m.prompts
    m.submit(0, p.id, [PASS])
    assert [i.as_dict() for i in m.inputs] == [{"seat": 0, "prompt": p.id, "answer": [PASS], "source": "player"}]
    again = Match.replay(ZAP, 3, None, 4, [i.as_dict() for i in m.inputs])
    assert again.fingerprint() == m.fingerprint() and isinstance(m.inputs[0], Input)


def test_place_cards_swaps_each_named_card_with_the_one_it_replaces():
    zones = {"deck": ["a", "b", "c", "d"], "hand": ["e", "f"]}
    place_cards(zones, [("hand", 0, "c"), ("deck", -1, "e"), ("hand", 1, "d")])
    assert zones == {"deck": ["a", "b", "f", "e"], "hand": ["c", "d"]}
    for placements, message in [([("hand", 0, "z")], "'z' is in none of"), ([("hand", 0, "a"), ("deck", 0, "a")],
                                "arranged twice"), ([("hand", 2, "a")], "no place 2"),
                                ([("hand", 0, "a"), ("hand", -2, "b")], "at one place")]:
        with pytest.raises(ArrangeError, match=message):
            place_cards({"deck": ["a", "b", "c", "d"], "hand": ["e", "f"]}, placements)


# -- the kit's helpers ----------------------------------------------------------------------------

def zap(hands=(["zap"], ["negate"], ["negate"])) -> Scenario:
    return Scenario(ZAP, 3, None, 1, arrange={"hands": [list(h) for h in hands]})


def test_answer_insists_on_acceptance_and_refusal_tells_why():
    t = zap()
    with pytest.raises(AssertionError, match=r"seat 0's answer \['9'\] to zap.who is refused"):
        t.answer(0, ["9"])
    assert t.refusal(0, ["9"]).code == "unknown_choice" and t.match.inputs == []
    assert t.refusal(0, ["1"]) is None and t.seats_asked() == [0, 1, 2]
    with pytest.raises(AssertionError, match="seat 0 has 0 open prompts ending with 'zap.who'"):
        t.prompt_of(0, "zap.who")


def test_pass_all_passes_only_what_may_be_passed_and_time_out_plays_the_defaults_as_time_outs():
    t = zap((["zap"], ["negate", "zap"], ["zap"]))
    with pytest.raises(AssertionError, match="cannot be passed"):
        t.pass_all()   # the turn's question is not a window
    t.answer(0, ["2"]).pass_all()
    assert t.table_of(None)["points"] == [5, 5, 4]
    t.time_out()
    assert t.match.inputs[-1].source == "timeout"
    prompt = t.time_out_until("zap.who", seat=2)
    assert prompt.seat == 2 and prompt.key == "zap.who"


def test_sees_and_hidden_read_each_readers_payload():
    t = zap()
    t.assert_sees(1, seat=1, cards=["negate"]).assert_hidden(0, seat=1, cards=["negate"])
    with pytest.raises(AssertionError, match=r"seat 0 is not shown"):
        t.assert_sees(0, seat=1, cards=["negate"])
    with pytest.raises(AssertionError, match="the TV is shown"):
        t.assert_hidden(None, points=[5, 5, 5])


def test_leaks_names_the_reader_and_the_fact():
    t = AvalonScenario(5, roles=["merlin", "servant", "servant", "assassin", "minion"], leader=0)
    assert t.leaks() == []
    t.state.log.append({"seat": 3, "role": "assassin"})   # a role on the public log
    assert {(reader, fact["role"]) for reader, fact in leaks(t.match)} == {(r, "assassin") for r in (None, 0, 1, 2, 4)}


def test_assert_conserved_and_assert_replays_catch_a_change_outside_the_rules():
    t = AvalonScenario(5, roles=["merlin", "servant", "servant", "assassin", "minion"]).night()
    t.assert_conserved().assert_replays()
    t.state.roles[1] = "minion"
    with pytest.raises(AssertionError, match="conserved quantity changed"):
        t.assert_conserved()
    with pytest.raises(AssertionError, match="the replay differs"):
        t.assert_replays()


# -- no test reaches into a game's private names ------------------------------------------------

TESTS = os.path.join(ROOT, "tests")
# Names that hold a game, its rules, a match or a state in the tests, besides names imported from
# a game package; an attribute of these (or of ``.state``, ``.match``...) is the game's.
GAME_NAMES = {"GAME", "R", "rules", "game", "st", "state", "m", "match"}
GAME_ATTRS = {"state", "st", "match", "m", "game", "rules"}


def private(name: str) -> bool:
    return name.startswith("_") and not name.endswith("__")


def imported_from_games(tree, but: str = "") -> set:
    """Names a file binds to a game package (not to a host module or the art, which are no rules;
    nor to ``games.<but>``)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "games":
            if not {"host", "art", but} & set(node.module.split(".")):
                names |= {a.asname or a.name for a in node.names}
        elif isinstance(node, ast.Import):
            names |= {(a.asname or a.name).split(".")[0] for a in node.names if a.name.split(".")[0] == "games"}
    return names


def private_uses(path: str) -> list:
    """(line, what) for each private name of a game, rules module or state that ``path`` uses."""
    tree = ast.parse(open(path, encoding="utf-8").read())
    games = imported_from_games(tree, but="core")   # a game's class, not the engine's Game to write one
    roots = GAME_NAMES | imported_from_games(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("games"):
            found += [(node.lineno, f"imports {a.name}") for a in node.names if private(a.name)]
        if isinstance(node, ast.ClassDef) and any(ast.unparse(b).split(".")[0] in games for b in node.bases):
            found += [(f.lineno, f"overrides {node.name}.{f.name}") for f in node.body
                      if isinstance(f, ast.FunctionDef) and private(f.name)]
        if isinstance(node, ast.Call) and ast.unparse(node.func) == "getattr" and len(node.args) > 1 \
                and isinstance(node.args[1], ast.Constant) and private(str(node.args[1].value)):
            found.append((node.lineno, ast.unparse(node)))
        if isinstance(node, ast.Attribute) and private(node.attr):
            chain, value = [], node.value
            while isinstance(value, ast.Attribute):
                chain.append(value.attr)
                value = value.value
            root = value.id if isinstance(value, ast.Name) else None
            if root in roots or GAME_ATTRS & set(chain):
                found.append((node.lineno, ast.unparse(node)))
    return found


def test_the_checker_finds_private_uses_in_every_shape(tmp_path):
    sample = tmp_path / "test_sample.py"
    sample.write_text("from games.dixit import GAME\nfrom games.dixit.rules import Dixit, _secret\n"
                      "class Leaky(Dixit):\n    def _vote_prompt(self, st, v, rng):\n        return None\n"
                      "def test_x(t, st):\n    GAME._round(st)\n    t.match._flow\n    st._cache\n"
                      "    getattr(GAME, '_end')\n    self_ok = t._kit_private\n")
    assert sorted(line for line, _ in private_uses(str(sample))) == [2, 4, 7, 8, 9, 10]


def test_no_test_uses_a_private_name_of_a_game_a_rules_module_or_a_state():
    found = []
    for folder, _, files in os.walk(TESTS):
        for name in sorted(files):
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                found += [f"{os.path.relpath(path, ROOT)}:{line}: {what}" for line, what in private_uses(path)]
    assert not found, ("tests reach into private names (start the match from an arranged setup with the "
                       "game's arrange hook and drive it with games/core/testing.py instead):\n" + "\n".join(found))


def test_a_seeded_arrangement_draws_from_the_match_generator():
    # Percival sees Merlin and Morgana in an order the match's generator draws, arranged or not.
    orders = {tuple(f["seat"] for f in AvalonScenario(7, seed=s, roles=SEVEN, percival=True, morgana=True,
                                                      mordred=True).table_of(1)["night"]) for s in range(12)}
    assert orders == {(0, 5), (5, 0)}


# -- the browser tests share one helper module ----------------------------------------------------

BROWSER = os.path.join(TESTS, "browser")
# Browser tests another engineer still changes (the lead hands them over later).
BROWSER_WAITING: dict = {}


def test_every_browser_test_takes_its_helpers_from_the_kit_not_from_another_test_file():
    borrowed = []
    for name in sorted(os.listdir(BROWSER)):
        if not (name.startswith("test_") and name.endswith(".py")) or name in BROWSER_WAITING:
            continue
        tree = ast.parse(open(os.path.join(BROWSER, name), encoding="utf-8").read())
        for node in ast.walk(tree):
            module = node.module if isinstance(node, ast.ImportFrom) else None
            last = (module or "").split(".")[-1]
            if last.startswith("test_") or last == "touch":
                borrowed.append(f"{name}:{node.lineno} imports from {module}")
    assert not borrowed, "import browser helpers from tests/browser/kit.py:\n" + "\n".join(borrowed)
