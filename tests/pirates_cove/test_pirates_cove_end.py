"""The end: docs/rules/pirates_cove.md §4.10 (P17, P19) and event scoring (§9)."""

from games.events import event_rules
from pirates_cove_scenario import PiratesCoveScenario


def final(**ships) -> dict:
    t = PiratesCoveScenario(3, month=12, ships={int(s[1:]): v for s, v in ships.items()}).sail(6, 6, 6).to_the_end()
    return t.outcome


def test_the_most_fame_wins():
    # Seed 000 l.783: "分數最高的玩家便獲得勝利".
    out = final(s0={"fame": 5}, s1={"fame": 7}, s2={"fame": 1})
    assert out["winners"] == [1] and out["places"] == [2, 1, 3] and out["result"] == "pirates_cove.result.most_fame"


def test_a_tie_in_fame_goes_to_the_most_gold_then_the_most_chests_then_is_shared():
    # P19: "most gold; then most chests aboard; then a shared place"; P17: gold and chests score nothing.
    out = final(s0={"fame": 5, "gold": 2}, s1={"fame": 5, "gold": 1}, s2={"fame": 5, "gold": 2})
    assert out["places"] == [1, 3, 1] and out["winners"] == [0, 2]


def test_an_event_ranks_the_table_by_fame_with_gold_then_chests_breaking_ties():
    # §9: "play one match per table and rank by final fame, using the §4.10 tie-break".
    rules = event_rules("pirates_cove")
    out = final(s0={"fame": 5, "gold": 2}, s1={"fame": 8}, s2={"fame": 5, "gold": 1})
    lines = rules.score(out, 3)
    assert rules.rounds == 1 and rules.tiebreaks == (("gold", "high"), ("chests", "high"))
    assert [lines[s]["points"] for s in range(3)] == [5, 8, 5] and lines[0]["stats"]["gold"] == 2
