"""A phone away in the middle of a prompt, a timer running out meanwhile, and a data
folder that cannot be written: over the real protocol, for every game."""

import os

import pytest

from tests.faults.helpers import (GAMES, game_room, legal_answer, phone_with_prompt, stored_inputs,
                                  token_of)
from tests.protocol.harness import Server, join_phone

pytestmark = pytest.mark.slow


def close_all(*clients):
    for c in clients:
        c.close()


def test_a_phone_that_drops_mid_prompt_comes_back_and_its_answer_counts_once(server):
    for game in GAMES:
        tv, info, phones = game_room(server.url, game)
        room = info["room"]
        # 1. the phone drops while its prompt is open, comes back by token and answers once
        i, prompt, match = phone_with_prompt(phones)
        token = token_of(phones[i])
        phones[i].close()
        phones[i], w = join_phone(server.url, room, "", token=token)
        again = phones[i].wait("view", lambda d: d["match"] is not None)["match"]
        assert w["seat"] == prompt["seat"] and prompt in again["prompts"], game
        answer = legal_answer(match, prompt)
        assert phones[i].request("answer", {"prompt": prompt["id"], "answer": answer}, "accepted") == \
            {"prompt": prompt["id"]}
        err = phones[i].refused("answer", {"prompt": prompt["id"], "answer": answer})   # a duplicate
        assert err["code"] == "stale_prompt" and err["message"], game

        # 2. the phone sends its answer and drops before it hears back: the retry is refused
        j, prompt2, match2 = phone_with_prompt(phones)
        answer2 = legal_answer(match2, prompt2, seed=1)
        token2 = token_of(phones[j])
        phones[j].emit("answer", {"prompt": prompt2["id"], "answer": answer2})
        phones[j].close()
        phones[j], _ = join_phone(server.url, room, "", token=token2)
        back = phones[j].wait("view", lambda d: d["match"] is not None)["match"]
        if prompt2["id"] in [p["id"] for p in back["prompts"]]:
            # the answer was lost with the connection (it never reached the server): send it again
            assert phones[j].request("answer", {"prompt": prompt2["id"], "answer": answer2}, "accepted")
        err = phones[j].refused("answer", {"prompt": prompt2["id"], "answer": answer2})
        assert err["code"] == "stale_prompt", game

        # 3. the connection a seat link replaced can no longer answer for the seat
        k, prompt3, match3 = phone_with_prompt(phones)
        old = phones[k]
        phones[k], _ = join_phone(server.url, room, "", token=token_of(old))
        old.wait("replaced")
        assert old.refused("answer", {"prompt": prompt3["id"], "answer": legal_answer(match3, prompt3)})["code"] \
            == "not_seated"

        # each answer stored once (the log keeps the match's prompt ids, a phone its own numbers)
        log = stored_inputs(server.data_dir, room)
        for seat, ans in ((prompt["seat"], answer), (prompt2["seat"], answer2)):
            rows = [r for r in log if (r["seat"], r["answer"], r["source"]) == (seat, ans, "player")]
            assert len(rows) == 1, (game, seat, log)
        close_all(tv, old, *phones)


def test_a_timer_that_runs_out_while_the_phone_is_away_plays_the_default_and_records_a_timeout(server):
    games = [g for g in GAMES]
    for game in games:
        timers = {cls: 1 for cls in _timer_classes(server.url, game)}
        tv, info, phones = game_room(server.url, game, timers=timers)
        i, prompt, _ = phone_with_prompt(phones)
        token = token_of(phones[i])
        phones[i].close()              # away: nobody answers
        tv.wait("view", lambda d: d["match"] and d["match"]["seq"] >= 1, timeout=10)
        log = stored_inputs(server.data_dir, info["room"])
        mine = [r for r in log if r["seat"] == prompt["seat"]]
        assert mine and mine[0]["source"] == "timeout", (game, log)
        phones[i], _ = join_phone(server.url, info["room"], "", token=token)
        back = phones[i].wait("view", lambda d: d["match"] is not None)["match"]
        assert back["seq"] >= 1 and prompt["id"] not in [p["id"] for p in back["prompts"]]
        tv.request("host", {"action": "end_match"}, "room", pred=lambda d: d["phase"] == "lobby")
        close_all(tv, *phones)


def _timer_classes(url, game):
    import json
    import urllib.request
    with urllib.request.urlopen(url + "/api/games", timeout=5) as r:
        return next(g for g in json.load(r)["games"] if g["id"] == game)["timers"]


@pytest.mark.parametrize("mode", ["gevent", "eventlet"])
def test_an_answer_the_disk_cannot_keep_is_refused_and_nothing_is_half_applied(tmp_path, monkeypatch, mode):
    data = str(tmp_path / "data")
    os.makedirs(data)
    flag = str(tmp_path / "disk-broken")
    monkeypatch.setenv("PARTYTABLE_FAIL_WRITES_IF", flag)   # server/store.py's fault hook
    srv = Server(data, mode).start()
    try:
        for game in GAMES:
            tv, info, phones = game_room(srv.url, game)
            i, prompt, match = phone_with_prompt(phones)
            answer = legal_answer(match, prompt)
            log = stored_inputs(data, info["room"])
            open(flag, "w").close()
            err = phones[i].refused("answer", {"prompt": prompt["id"], "answer": answer})
            assert err["code"] == "storage_failed" and "not played" in err["message"] and err["key"] == "error.storage_failed"
            err = tv.refused("host", {"action": "set_timers", "timers": {}})   # room saves fail the same way
            assert err["code"] == "storage_failed"
            # a fresh look at the seat: the same view, the prompt still open, nothing stored
            probe, _ = join_phone(srv.url, info["room"], "", token=token_of(phones[i]))
            assert probe.wait("view", lambda d: d["match"] is not None)["match"] == match, game
            assert stored_inputs(data, info["room"]) == log
            os.remove(flag)
            assert probe.request("answer", {"prompt": prompt["id"], "answer": answer}, "accepted")
            after = stored_inputs(data, info["room"])
            # stored once (the phone's prompt number is its own count, the log keeps the match's id)
            assert after[:len(log)] == log and [(r["seat"], r["answer"], r["source"]) for r in after[len(log):]
                                                ].count((i, answer, "player")) == 1
            close_all(tv, probe, *phones)
        assert srv.proc.poll() is None
    finally:
        srv.stop()
