"""魔城馬車's event scoring (games/kutschfahrt/event.py; docs/rules/kutschfahrt.md §8 Default D7, not from the
seed): a point for every winner."""

from games.events import event_rules
from games.kutschfahrt.event import EVENT, score


def test_every_winner_scores_a_point_and_everyone_else_none():
    lines = score({"winners": [0, 2], "side": "order"}, 4)
    assert [lines[s]["points"] for s in range(4)] == [1, 0, 1, 0]
    assert lines[0]["detail"] == {"won": True, "side": "order"}


def test_the_loge_alone_scores_and_a_stalled_game_scores_nobody():
    assert [score({"winners": [3], "side": "loge"}, 5)[s]["points"] for s in range(5)] == [0, 0, 0, 1, 0]
    assert [score({"winners": [], "side": None}, 3)[s]["points"] for s in range(3)] == [0, 0, 0]


def test_the_event_hall_reads_this_declaration():
    assert event_rules("kutschfahrt") is EVENT and EVENT.rounds == 3
