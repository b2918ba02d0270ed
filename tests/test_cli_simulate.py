"""`partytable simulate`: the summary, and a game's own balance report behind --balance."""

import json

from server.cli import main


def test_simulate_prints_a_json_summary_of_finished_matches(capsys):
    assert main(["simulate", "avalon", "--players", "5", "--games", "2", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["finished"] == 2 and summary["errors"] == 0


def test_balance_prints_the_games_own_report(capsys):
    assert main(["simulate", "pirates_cove", "--players", "3", "--games", "2", "--balance"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "pirates_cove" and len(report["win_rate_by_seat"]) == 3


def test_balance_for_a_game_without_a_report_says_what_to_add(capsys):
    assert main(["simulate", "avalon", "--players", "5", "--games", "1", "--balance"]) == 2
    assert "needs a `balance` method" in capsys.readouterr().err
