"""The match after the match (issue 19 point 8; docs/protocol.md "Replays"): a finished match is
rebuilt on the TV from its input log step by step, shows its highlights, leaves the room as a file
and comes back from it; only the host opens it, and only once the match has ended."""

from __future__ import annotations

import json
import os
import re

import pytest

from games import REGISTRY, get_game
from games.core import LANGS, Rejection
from games.core.match import Match
from games.core.simulate import play_match
from server.app import create_app
from server.preview import players_by_default
from server import replay as replay_module
from server.replay import Replay, about, bots_of, frame_text, seated
from tests.protocol.harness import Server, join_phone, open_tv


def frame(replay: Replay, step: int, secrets: bool) -> dict:
    """A step as the TV receives it (the route sends frame_text)."""
    return json.loads(frame_text(replay, step, secrets))


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLED_STEPS = 25     # steps compared per game (every step of a short match)


def as_sent(value) -> str:
    return json.dumps(value, sort_keys=True)


def bot_match(game_id: str, seed: int = 3):
    """A random-bot match of the game at its smallest table, with every view it had after each input."""
    game = get_game(game_id)
    players = players_by_default(game)
    seen = {}

    def record(match):
        seen[len(match.inputs)] = as_sent([match.view(s) for s in [None, *range(players)]])

    start = Match(game, players, None, seed)
    seen[0] = as_sent([start.view(s) for s in [None, *range(players)]])
    played = play_match(game, players, seed, None, "random", on_step=record)
    assert played.match.finished, played.error
    m = played.match
    replay = Replay(game, players, m.options, seed, tuple(m.inputs), tuple(f"P{s}" for s in range(players)),
                    json.loads(as_sent(m.outcome())))
    return replay, seen


@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_the_replay_at_step_k_is_the_view_the_match_had_after_k_inputs(game_id):
    replay, seen = bot_match(game_id)
    steps = len(replay.inputs)
    every = max(1, steps // SAMPLED_STEPS)
    for k in sorted({0, steps, *range(0, steps, every)}):
        f = frame(replay, k, secrets=True)
        assert f["step"] == k and f["steps"] == steps
        rebuilt = as_sent([f["view"], *(f["seats"][str(s)] for s in range(replay.players))])
        assert rebuilt == seen[k], f"{game_id}: step {k} of {steps} differs"


def test_stepping_on_applies_the_next_inputs_to_the_match_rebuilt_last_and_a_step_back_rebuilds_it(monkeypatch):
    replay, seen = bot_match("avalon")
    deals = []
    real_init = Match.__init__
    monkeypatch.setattr(Match, "__init__", lambda self, *a, **kw: (deals.append(1), real_init(self, *a, **kw))[1])
    steps = len(replay.inputs)
    for k in range(steps + 1):                     # a tap at a time, to the end: one deal in all
        frame(replay, k, secrets=False)
    assert len(deals) == 1
    for k in (steps // 2, 3, 3, steps // 2 + 1, 0, steps):   # back, the same step, on, the start, a jump to the end
        f = frame(replay, k, secrets=True)
        assert as_sent([f["view"], *(f["seats"][str(s)] for s in range(replay.players))]) == seen[k], k
    assert len(deals) == 4                         # dealt again for each of the three steps back alone


@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_a_public_replay_sends_the_tv_view_alone_without_the_last_answer(game_id):
    replay, seen = bot_match(game_id)
    f = frame(replay, len(replay.inputs) // 2, secrets=False)
    assert set(f) == {"step", "steps", "view", "secrets"}
    assert as_sent([f["view"]])[1:-1] == as_sent(json.loads(seen[f["step"]])[0])


@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_every_game_has_highlights_whose_words_are_in_its_catalogues_in_three_languages(game_id):
    replay, _ = bot_match(game_id)
    hl = about(replay, "m1")["highlights"]
    game_words = json.load(open(os.path.join(ROOT, "games", game_id, "i18n.json"), encoding="utf-8"))
    shell = json.load(open(os.path.join(ROOT, "server", "i18n", "shell.json"), encoding="utf-8"))
    keys = message_keys(hl)
    assert hl["sections"] and any(s["rows"] for s in hl["sections"]), hl
    assert any(k.startswith(game_id + ".") for k in keys), f"{game_id} draws no highlights of its own"
    for lang in LANGS:
        missing = [k for k in keys if k not in game_words[lang] and k not in shell[lang]]
        assert not missing, f"{game_id}/{lang}: {missing[:4]}"


def test_a_game_without_highlights_gets_each_seats_answers_counted_from_the_input_log(monkeypatch):
    monkeypatch.setitem(REGISTRY, "zap", "tests.toygames")
    replay, _ = bot_match("zap")
    (section,) = about(replay, "m1")["highlights"]["sections"]
    assert section["title"] == "replay.hl.answers_title"
    counted = {r["params"]["seat"]: r["params"] for r in section["rows"]}
    assert sum(c["answers"] for c in counted.values()) == len(replay.inputs)
    assert all(c["bots"] == c["answers"] and c["timeouts"] == 0 for c in counted.values())   # bots played it all


def message_keys(value) -> set:
    """Every catalogue key in a highlights structure (titles, rows, messages given as params)."""
    if isinstance(value, dict):
        own = {v for k, v in value.items() if k in ("key", "title") and isinstance(v, str)}
        return own.union(*(message_keys(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(message_keys(v) for v in value))
    return set()


# -- a room's finished match over HTTP ------------------------------------------------------------

@pytest.fixture
def table(tmp_path):
    app, _ = create_app(str(tmp_path), "gevent", warm_up=False, bot_delay=0.0)
    hall = app.extensions["partytable"]["room_hall"]
    room = hall.create_room("avalon")
    hall.join(room, "Ann", "en", None)           # the host's phone
    hall.join(room, "Bob", "en", None)
    for _ in range(3):
        hall.host(room, "add_bot", {"bot": "random"})
    for seat in (0, 1):
        hall.host(room, "seat_to_bot", {"seat": seat, "bot": "random"})
    return app.test_client(), hall, room


def play_to_the_end(hall, room):
    hall.start(room)
    for _ in range(200):
        if room.phase != "playing":
            return
        hall.tick(room)
    raise AssertionError("the bots did not finish the match")


def ask(client, room, path, token, method="get", **kw):
    return getattr(client, method)(f"/api/rooms/{room.code}/replays{path}", headers={"X-Host-Token": token}, **kw)


def test_the_running_match_is_refused_with_match_running(table):
    client, hall, room = table
    hall.start(room)
    r = ask(client, room, f"/m{room.match_id}/steps/0", room.host_token)
    assert r.status_code == 409 and r.json["error"] == "match_running"
    assert ask(client, room, f"/m{room.match_id}/file", room.host_token).json["error"] == "match_running"
    assert ask(client, room, "", room.host_token).json["matches"] == []   # not finished: not listed
    assert ask(client, room, "", room.host_token, method="post", data=b"{}").json["error"] == "match_running"


def test_a_replay_request_from_a_non_host_is_refused_with_not_host(table):
    client, hall, room = table
    play_to_the_end(hall, room)
    rid = f"m{room.match_id}"
    for token in ("", room.seats[1].token, "made-up"):
        for path in ("", f"/{rid}", f"/{rid}/steps/3", f"/{rid}/file"):
            r = ask(client, room, path, token)
            assert (r.status_code, r.json["error"]) == (403, "not_host"), (token, path)
        assert ask(client, room, "", token, method="post", data=b"{}").json["error"] == "not_host"
    assert ask(client, room, f"/{rid}/steps/3", room.seats[0].token).status_code == 200   # the host's phone


def test_after_the_end_the_host_lists_the_match_and_steps_through_it_public_or_with_every_secret(table):
    client, hall, room = table
    play_to_the_end(hall, room)
    (listed,) = ask(client, room, "", room.host_token).json["matches"]
    assert listed["id"] == f"m{room.match_id}" and listed["names"] == ["Ann", "Bob", "Bot 1", "Bot 2", "Bot 3"]
    assert listed["bots"] == [0, 1, 2, 3, 4]       # every seat had a bot when the match started
    opened = ask(client, room, f"/{listed['id']}", room.host_token).json
    assert opened["steps"] == len(room.match.inputs) and opened["outcome"] == json.loads(as_sent(room.match.outcome()))
    public = ask(client, room, f"/{listed['id']}/steps/{opened['steps']}", room.host_token).json
    assert public["view"] == json.loads(as_sent(room.match.view(None))) and "seats" not in public
    secret = ask(client, room, f"/{listed['id']}/steps/2", room.host_token, query_string={"secrets": "1"}).json
    roles = {secret["seats"][str(s)]["table"]["me"]["role"] for s in range(5)}
    assert roles <= set(room.match.state.roles) and secret["last_input"]["seat"] in range(5)


def test_an_exported_match_comes_back_from_its_file_and_replays_the_same(table):
    client, hall, room = table
    play_to_the_end(hall, room)
    rid = f"m{room.match_id}"
    exported = ask(client, room, f"/{rid}/file", room.host_token)
    assert "attachment" in exported.headers["Content-Disposition"]
    data = exported.json
    assert {k: data[k] for k in ("format", "version", "game", "players", "seed", "bots")} == {
        "format": "partytable-replay", "version": 1, "game": "avalon", "players": 5, "seed": room.match.seed,
        "bots": [0, 1, 2, 3, 4]}
    assert len(data["inputs"]) == len(room.match.inputs)
    back = ask(client, room, "", room.host_token, method="post", data=json.dumps(data))
    assert back.status_code == 200, back.json
    assert back.json["steps"] == len(room.match.inputs) and back.json["names"][0] == "Ann"
    for step in (0, 7, back.json["steps"]):
        again = ask(client, room, f"/{back.json['id']}/steps/{step}?secrets=1", room.host_token).json
        first = ask(client, room, f"/{rid}/steps/{step}?secrets=1", room.host_token).json
        assert again == first


def test_the_seats_a_bot_played_are_those_it_sat_at_the_start_or_answered_for():
    record = [{"name": "Ann", "bot": None}, {"name": "Bot 1", "bot": "smart"}, {"name": "Bob", "bot": None}]
    names, sat = seated(record)
    assert names == ("Ann", "Bot 1", "Bob") and sat == [1]
    handed_over = [replay_module.Input(2, 1, ["x"], "bot"), replay_module.Input(0, 2, ["y"], "timeout")]
    assert bots_of(sat, handed_over) == (1, 2)
    assert seated(["Ann", "Bot 1"]) == (("Ann", "Bot 1"), [])   # a record written before bots were kept


def test_a_file_exported_before_bots_were_recorded_still_opens(table):
    client, hall, room = table
    play_to_the_end(hall, room)
    good = ask(client, room, f"/m{room.match_id}/file", room.host_token).json

    def as_old_phones_played_it(d):   # no "bots" field, and every answer a phone's
        del d["bots"]
        for i in d["inputs"]:
            i["source"] = "player"

    back = ask(client, room, "", room.host_token, method="post", data=tampered(good, as_old_phones_played_it))
    assert back.status_code == 200, back.json
    assert back.json["bots"] == [] and back.json["names"] == good["names"]
    # without the field, the seats whose answers a bot gave are still known from the log
    back = ask(client, room, "", room.host_token, method="post", data=tampered(good, lambda d: d.pop("bots")))
    assert back.json["bots"] == [0, 1, 2, 3, 4]


def tampered(data: dict, change) -> bytes:
    data = json.loads(json.dumps(data))
    change(data)
    return json.dumps(data).encode()


def refusal_reason(client, room, body: bytes) -> str:
    r = ask(client, room, "", room.host_token, method="post", data=body)
    assert r.status_code == 400 and r.json["error"] == "bad_replay", (r.status_code, r.json)
    assert r.json["message"]
    return r.json["key"].removeprefix("replay.bad.")


def test_bad_or_tampered_files_are_refused_saying_what_is_wrong(table):
    client, hall, room = table
    play_to_the_end(hall, room)
    good = ask(client, room, f"/m{room.match_id}/file", room.host_token).json
    # a vote, as every Avalon match has one (a match may end on five rejected teams, before any quest)
    first_vote = next(k for k, i in enumerate(good["inputs"]) if i["answer"] in (["approve"], ["reject"]))

    def illegal_answer(d):
        d["inputs"][first_vote]["answer"] = ["treason"]

    cases = {
        "not_json": b"\x89PNG not a replay",
        "not_replay": json.dumps([1, 2, 3]).encode(),
        "version": tampered(good, lambda d: d.update(version=99)),
        "game": tampered(good, lambda d: d.update(game="chess")),
        "field": tampered(good, lambda d: d.update(names=["Ann"])),
        "options": tampered(good, lambda d: d["options"].update(lady="maybe")),
        "input": tampered(good, illegal_answer),
        "unfinished": tampered(good, lambda d: d.update(inputs=d["inputs"][:-1])),
        "outcome": tampered(good, lambda d: d.update(outcome={"winners": [0], "result": "avalon.result.good"})),
    }
    for reason, body in cases.items():
        assert refusal_reason(client, room, body) == reason, reason
    assert refusal_reason(client, room, tampered(good, lambda d: d["inputs"][0].update(seat="zero"))) == "field"
    assert refusal_reason(client, room, tampered(good, lambda d: d.update(bots=[5]))) == "field"
    assert refusal_reason(client, room, b"[" * 100_000 + b"]" * 100_000) == "not_json"
    assert refusal_reason(client, room, tampered(good, lambda d: d.update(seed=d["seed"] + 1))) in ("input", "outcome")


def test_an_over_large_file_is_refused_with_replay_too_large_saying_how_to_fix_it(table):
    client, hall, room = table
    play_to_the_end(hall, room)
    r = ask(client, room, "", room.host_token, method="post", data=b" " * (replay_module.FILE_MAX + 1))
    assert (r.status_code, r.json["error"]) == (413, "replay_too_large")
    assert r.json["params"] == {"kb": 1025, "max_kb": 1024} and "Download" in r.json["message"]
    shell = json.load(open(os.path.join(ROOT, "server", "i18n", "shell.json"), encoding="utf-8"))
    assert all("{max_kb}" in shell[lang]["error.replay_too_large"] for lang in LANGS)
    assert "`replay_too_large`" in open(os.path.join(ROOT, "docs", "protocol.md"), encoding="utf-8").read()


def renamed(good: dict, n: int) -> bytes:
    """The same match under other names: another file (its digest differs)."""
    return tampered(good, lambda d: d.update(names=[f"{name}{n}" for name in d["names"]]))


def test_a_room_keeps_its_last_four_uploaded_files_and_a_dropped_one_asks_to_be_opened_again(table):
    client, hall, room = table
    play_to_the_end(hall, room)
    good = ask(client, room, f"/m{room.match_id}/file", room.host_token).json
    ids = [ask(client, room, "", room.host_token, method="post", data=renamed(good, n)).json["id"] for n in range(6)]
    kept = [ask(client, room, f"/{rid}", room.host_token).status_code for rid in ids]
    assert kept == [404, 404, 200, 200, 200, 200]
    dropped = ask(client, room, f"/{ids[0]}/steps/1", room.host_token).json
    assert dropped["error"] == "unknown_replay" and dropped["key"] == "replay.file_dropped"
    assert ask(client, room, f"/m{room.match_id}", room.host_token).status_code == 200   # the room's match stays


def test_all_rooms_together_keep_files_up_to_a_size_and_drop_the_oldest_first(table, monkeypatch):
    client, hall, room = table
    play_to_the_end(hall, room)
    good = ask(client, room, f"/m{room.match_id}/file", room.host_token).json
    other = hall.create_room("avalon")
    first = ask(client, room, "", room.host_token, method="post", data=renamed(good, 0)).json["id"]
    monkeypatch.setattr(replay_module, "FILES_BYTES", 2 * len(renamed(good, 0)) + 100)   # room for two files
    second = ask(client, other, "", other.host_token, method="post", data=renamed(good, 1)).json["id"]
    third = ask(client, other, "", other.host_token, method="post", data=renamed(good, 2)).json["id"]
    assert ask(client, room, f"/{first}", room.host_token).status_code == 404
    assert [ask(client, other, f"/{rid}", other.host_token).status_code for rid in (second, third)] == [200, 200]


def test_every_refusal_reason_has_words_in_the_shell_catalogue():
    shell = json.load(open(os.path.join(ROOT, "server", "i18n", "shell.json"), encoding="utf-8"))
    source = open(os.path.join(ROOT, "server", "replay.py"), encoding="utf-8").read()
    reasons = set(re.findall(r'refused\("(\w+)"', source))
    assert len(reasons) >= 9
    for lang in LANGS:
        assert {f"replay.bad.{r}" for r in reasons} <= set(shell[lang]), lang


# -- the host phone's remote for the TV's replay ------------------------------------------------------

def test_the_remote_names_the_match_just_ended_and_refuses_during_a_match_or_an_unknown_move(table):
    client, hall, room = table
    hall.start(room)
    with pytest.raises(Rejection) as running:
        hall.host(room, "replay", {"move": "open"})
    assert running.value.code == "match_running"
    while room.phase == "playing":
        hall.tick(room)
    assert hall.host(room, "replay", {"move": "next"}) == {"replay": {"move": "next", "id": f"m{room.match_id}"}}
    assert hall.host(room, "replay", {"move": "seat"})["replay"]["move"] == "seat"   # the next seat's secrets
    with pytest.raises(Rejection) as unknown:
        hall.host(room, "replay", {"move": "rewind"})
    assert unknown.value.code == "bad_payload"
    hall.host(room, "end_match", {})
    with pytest.raises(Rejection) as lobby:
        hall.host(room, "replay", {"move": "open"})
    assert lobby.value.code == "no_match"


def test_the_host_phones_remote_reaches_the_host_tv_alone_and_a_non_host_phone_is_refused(tmp_path):
    srv = Server(str(tmp_path / "data"))
    os.makedirs(srv.data_dir, exist_ok=True)
    srv.start()
    try:
        tv, info = open_tv(srv.url)
        tv.request("host", {"action": "select_game", "game": "zap"}, "room", pred=lambda d: d["game"] == "zap")
        host_phone, _ = join_phone(srv.url, info["room"], "Ann")
        other, _ = join_phone(srv.url, info["room"], "Bob")
        plain_tv, _ = open_tv(srv.url, info["room"])            # a TV page without the host token
        tv.request("host", {"action": "add_bot", "bot": "random"}, "room", pred=lambda d: len(d["seats"]) == 3)
        tv.request("host", {"action": "start"}, "room", pred=lambda d: d["phase"] == "playing")
        assert host_phone.refused("host", {"action": "replay", "move": "open"})["code"] == "match_running"
        for _ in range(200):
            if (tv.last("view")["match"] or {}).get("finished"):
                break
            tv.request("host", {"action": "skip_timer"}, "view")
        assert other.refused("host", {"action": "replay", "move": "open"})["code"] == "not_host"
        host_phone.emit("host", {"action": "replay", "move": "next"})
        sent = tv.wait("replay")
        assert sent["move"] == "next" and re.fullmatch(r"m\d+", sent["id"])
        for c in (plain_tv, other, host_phone):   # a round trip each: a replay sent to them would be in before its reply
            c.refused("set_pref", {"pref": "bad"})
            assert c.count("replay") == 0
        for c in (tv, host_phone, other, plain_tv):
            c.close()
    finally:
        srv.stop()
