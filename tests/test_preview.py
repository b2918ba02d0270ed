"""The board preview's host side (docs/frontend.md "Previewing a board"): `partytable serve --dev`
mounts /dev/preview, whose API gives the views of a bot-played match after any number of its
inputs, exactly as the shells receive them; without --dev none of it exists."""

from __future__ import annotations

import json
import os
import re

import pytest

from games import REGISTRY, get_game
from games.core import Choice, Game, Prompt
from games.core.match import Match
from games.core.simulate import play_match
from server.app import create_app
from server.cli import parser
from server.preview import players_by_default, simulated

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRST = next(iter(REGISTRY))


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    return str(tmp_path_factory.mktemp("preview"))


@pytest.fixture(scope="module")
def client(data):
    app, _ = create_app(data, "gevent", warm_up=False, dev=True)
    return app.test_client()


def views(client, **query) -> dict:
    r = client.get("/dev/preview/api/views", query_string=query)
    assert r.status_code == 200, r.json
    return r.json


def as_sent(view: dict) -> dict:
    return json.loads(json.dumps(view))


def bots_of(game) -> str:
    return "smart" if "smart" in game.bots else "random"


# -- off unless --dev --------------------------------------------------------------------------------

def test_without_dev_no_preview_path_exists(data):
    app, _ = create_app(data, "gevent", warm_up=False)
    plain = app.test_client()
    for path in ("/dev/preview", "/dev/preview/", "/dev/preview/frame/tv", "/dev/preview/frame/phone",
                 "/dev/preview/api/games", f"/dev/preview/api/views?game={FIRST}&step=0"):
        assert plain.get(path).status_code == 404, path


def test_the_preview_is_off_unless_serve_is_given_dev():
    assert parser().parse_args(["serve"]).dev is False
    assert parser().parse_args(["serve", "--dev"]).dev is True


def test_with_dev_the_page_and_its_two_frames_are_served(client):
    page = client.get("/dev/preview")
    assert page.status_code == 200 and b'src="/static/tv/preview.js"' in page.data
    for kind in ("tv", "phone"):
        frame = client.get(f"/dev/preview/frame/{kind}").data.decode()
        assert f'<body class="{kind} preview-frame">' in frame and "/static/tv/preview.frame.js" in frame
    assert client.get("/dev/preview/frame/watch").status_code == 404


def test_the_games_list_names_each_games_bots(client):
    listed = {g["id"]: g for g in client.get("/dev/preview/api/games").json["games"]}
    assert list(listed) == list(REGISTRY)
    for gid, g in listed.items():
        assert set(g["bots"]) == {"random", *get_game(gid).bots}
        assert g["web"] == get_game(gid).web
        assert get_game(gid).resolve_options(None, g["players"])   # the page's first table fits the defaults


# -- the views -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", list(REGISTRY))
def test_every_game_shows_the_deal_a_middle_step_and_the_end_as_its_match_replayed_that_far(client, game_id):
    game = get_game(game_id)
    players, seed, bots = players_by_default(game), 2, bots_of(game)
    played = play_match(game, players, seed, None, bots)
    inputs = played.match.inputs
    asked = {"game": game_id, "players": players, "seed": seed, "bots": bots}
    steps = views(client, **asked, seats="")["steps"]
    assert steps == len(inputs) > 1 and played.error is None
    for step in (0, steps // 2, steps):
        got = views(client, **asked, step=step)
        same = Match.replay(game, players, None, seed, inputs[:step])
        assert got["step"] == step
        assert got["views"]["tv"] == as_sent(same.view(None))
        assert got["views"]["seats"] == {str(s): as_sent(same.view(s)) for s in range(players)}
        assert got["views"]["tv"]["finished"] is (step == steps)
        assert got["last_input"] == (inputs[step - 1].as_dict() if step else None)


def test_a_step_outside_the_match_shows_its_nearest_end(client):
    game = get_game(FIRST)
    asked = {"game": FIRST, "players": players_by_default(game), "seed": 5, "seats": "0"}
    steps = views(client, **asked)["steps"]
    assert views(client, **asked, step=steps + 1000)["step"] == steps
    assert views(client, **asked, step=-3)["step"] == 0


def test_only_the_seats_asked_for_are_sent(client):
    game = get_game(FIRST)
    asked = {"game": FIRST, "players": players_by_default(game), "seed": 1, "step": 3}
    assert set(views(client, **asked, seats="2,0")["views"]["seats"]) == {"0", "2"}
    assert views(client, **asked, seats="")["views"]["seats"] == {}
    assert set(views(client, **asked)["views"]["seats"]) == {str(s) for s in range(players_by_default(game))}


def test_the_bots_play_a_match_once_however_often_its_steps_are_asked(client):
    game = get_game(FIRST)
    simulated.cache_clear()
    asked = {"game": FIRST, "players": players_by_default(game), "seed": 11, "seats": ""}
    for step in (0, 4, 2):
        views(client, **asked, step=step)
    # an option given at its default value is the same match
    spec = next(o for o in game.options if o.kind != "seat")
    views(client, **asked, step=1, options=json.dumps({spec.id: spec.default}))
    assert (simulated.cache_info().misses, simulated.cache_info().hits) == (1, 3)
    views(client, **{**asked, "seed": 12})
    assert simulated.cache_info().misses == 2


@pytest.mark.parametrize("query, says", [
    ({"game": "no-such-game"}, "unknown game"),
    ({"players": 99}, "players"),
    ({"players": "five"}, "whole number"),
    ({"step": "last"}, "whole number"),
    ({"options": "{bad"}, "JSON object"),
    ({"options": "[1, 2]"}, "JSON object"),
    ({"options": '{"no_such_option": 1}'}, "no option 'no_such_option'"),
    ({"bots": "genius"}, "no bot 'genius'"),
    ({"seats": "0,99"}, "seats are numbered"),
    ({"seats": "first"}, "seat numbers"),
])
def test_a_query_the_page_cannot_preview_is_refused_saying_what_to_change(client, query, says):
    r = client.get("/dev/preview/api/views", query_string={"game": FIRST, "players": players_by_default(get_game(FIRST)), **query})
    assert r.status_code == 400 and r.json["error"] == "bad_preview"
    assert says in r.json["message"]


# -- a game whose rules break --------------------------------------------------------------------------

BREAKS_ON = 3   # the answer the rules below cannot take


class Brittle(Game):
    """Each seat in turn says yes or no; the rules break on the third answer."""
    id = "brittle"
    names = {"en": "Brittle", "zh-Hant": "易碎", "zh-Hans": "易碎"}
    min_players, max_players = 2, 2

    def setup(self, players, options, rng):
        return {"said": []}

    def play(self, st, rng):
        while True:
            seat = len(st["said"]) % 2
            said = yield Prompt(seat, "choose", "brittle.say", default=["yes"], choices=[Choice("yes"), Choice("no")])
            if len(st["said"]) + 1 == BREAKS_ON:
                raise RuntimeError("the rules broke on the third answer")
            st["said"].append(said)

    def view(self, st, seat):
        return {"said": list(st["said"])}

    def outcome(self, st):
        return {"winners": [], "result": "brittle.done"}


GAME = Brittle()


def test_a_match_the_rules_break_is_shown_up_to_the_answer_that_broke_them(client, monkeypatch):
    monkeypatch.setitem(REGISTRY, "brittle", __name__)
    got = views(client, game="brittle", players=2, step=99)
    assert got["steps"] == BREAKS_ON - 1
    assert "RuntimeError: the rules broke on the third answer" in got["stopped"]
    # the last step shows the question whose answer broke the rules, still open
    assert len(got["views"]["tv"]["table"]["said"]) == BREAKS_ON - 1
    assert [p["key"] for p in got["views"]["seats"]["0"]["prompts"]] == ["brittle.say"]


# -- the page's own words --------------------------------------------------------------------------------

def page_catalogue() -> dict:
    with open(os.path.join(ROOT, "shared_screen", "preview.i18n.json"), encoding="utf-8") as f:
        return json.load(f)


def test_the_page_has_every_word_in_every_language_with_the_same_placeholders():
    cat = page_catalogue()
    assert set(cat) == {"en", "zh-Hant", "zh-Hans"}
    for lang in ("zh-Hant", "zh-Hans"):
        assert set(cat[lang]) == set(cat["en"]), lang
        for key, text in cat[lang].items():
            assert text.strip() and text != cat["en"][key], (lang, key)
            assert set(re.findall(r"\{(\w+)\}", text)) == set(re.findall(r"\{(\w+)\}", cat["en"][key])), (lang, key)


def test_every_word_the_page_looks_up_is_in_its_catalogue():
    source = ""
    for name in ("preview.js", "preview.frame.js"):
        with open(os.path.join(ROOT, "shared_screen", name), encoding="utf-8") as f:
            source += f.read()
    used = set(re.findall(r"""\bt\(\s*["'`](preview\.[a-z_.]+)["'`]""", source))
    used |= {"preview.tv", "preview.phone"}   # the frames' titles: t(`preview.${kind}`)
    used |= {f"preview.bot.{kind}" for g in (get_game(gid) for gid in REGISTRY) for kind in ("random", *g.bots)}
    assert used and used <= set(page_catalogue()["en"]), used - set(page_catalogue()["en"])
