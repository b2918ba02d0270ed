"""The TV's sound as data (issue 19 point 4; docs/frontend.md "Sound"): shared_screen/sound.json.

Every registered game has its own ambient loop, every cue has a sound, the extra cue fields a game
names are fields of its public view, and no phone page can make a sound (the browser test,
tests/browser/test_sound_browser.py, plays a match with a phone in it)."""

from __future__ import annotations

import json
import os
import re

import pytest

from games import all_games
from games.core.simulate import play_match
from tests.test_i18n import fewest_players

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOUND = json.load(open(os.path.join(ROOT, "shared_screen", "sound.json"), encoding="utf-8"))
WAVES = {"sine", "triangle", "square", "sawtooth"}
# the cues shared_screen/sound.js plays besides those read from a view's fields
TIMED_CUES = {"tick", "tick_last", "win", "end"}


def ambient_of(game) -> dict:
    """The loop a game plays: its own ``web.sound`` first, then sound.json's entry."""
    own = (game.web.get("sound") or {}).get("ambient")
    return own or SOUND["games"].get(game.id, {}).get("ambient")


def assert_note(note, where: str) -> None:
    midi, at, length, wave, gain = note
    assert 24 <= midi <= 108 and at >= 0 and 0 < length <= 3 and wave in WAVES and 0 < gain <= 0.3, where


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_registered_game_declares_an_ambient_loop_that_plays(game):
    a = ambient_of(game)
    assert a, f"{game.id}: no ambient loop in shared_screen/sound.json 'games' (or its web.sound)"
    assert 30 <= a["bpm"] <= 140 and a["beats"] in (2, 3, 4, 6), game.id
    assert a["wave"] in WAVES and a["lead"] in WAVES and 100 <= a["cutoff"] <= 8000, game.id
    assert 0 <= a["melody"] <= 1 and a["scale"] and all(36 <= n <= 108 for n in a["scale"]), game.id
    assert a["chords"] and all(chord and all(24 <= n <= 96 for n in chord) for chord in a["chords"]), game.id


def test_each_game_has_a_mood_of_its_own_and_games_to_come_have_the_default():
    loops = {g.id: json.dumps(ambient_of(g), sort_keys=True) for g in all_games()}
    assert len(set(loops.values())) == len(loops), "two games share one ambient loop"
    assert SOUND["games"]["default"]["ambient"]["chords"]
    assert json.dumps(SOUND["games"]["default"]["ambient"], sort_keys=True) not in loops.values()


def test_every_cue_has_a_short_sound():
    for name in {*SOUND["derive"], *TIMED_CUES}:
        cue = SOUND["cues"][name]
        assert cue.get("notes") or cue.get("noise"), name
        for note in cue.get("notes", []):
            assert_note(note, name)
        for at, length, from_hz, to_hz, gain in cue.get("noise", []):
            assert at >= 0 and 0 < length <= 2 and 20 <= min(from_hz, to_hz) and max(from_hz, to_hz) <= 16000 and 0 < gain <= 0.2, name
        end = max(n[1] + n[2] for n in cue.get("notes", []) + [[0, 0, 0]])
        assert end <= (0.2 if name.startswith("tick") else 2.5), f"{name} lasts {end} s"


def public_view_fields(game, decisions: int = 400) -> set:
    """Every field of the TV's view (the game's public table) during one random match."""
    fields: set = set()
    play_match(game, fewest_players(game), 1, None, max_decisions=decisions,
               on_step=lambda m: fields.update(m.view(None)["table"]))
    return fields


@pytest.mark.parametrize("game", [g for g in all_games() if SOUND["games"].get(g.id, {}).get("cues")],
                         ids=lambda g: g.id)
def test_the_extra_cue_fields_a_game_names_are_fields_of_its_public_view(game):
    named = {f for fields in SOUND["games"][game.id]["cues"].values() for f in fields}
    missing = named - public_view_fields(game)
    assert not missing, f"{game.id}: sound.json names {sorted(missing)}, which its TV view never has"


def web_files(*folders):
    for folder in folders:
        for base, _dirs, files in os.walk(os.path.join(ROOT, folder)):
            for name in files:
                if name.endswith(".js"):
                    yield os.path.join(base, name)


def test_no_phone_page_and_no_game_piece_can_make_a_sound():
    # issue 19 point 4: "phones stay silent (a phone's sound would tell neighbours something)"; a
    # game's board.js is drawn on a spectator's phone too, so no piece of a game plays sound either
    # the TV shell's sound.js by name (the host phone's host_sound.js only sends `tv_sound` to the TV)
    audio = re.compile(r"AudioContext|webkitAudioContext|new Audio\(|\bsound\.js")
    offenders = [os.path.relpath(p, ROOT) for p in web_files("controller", "games")
                 if audio.search(open(p, encoding="utf-8").read())]
    assert not offenders, f"audio code outside the TV shell: {offenders}"
    importers = [os.path.relpath(p, ROOT) for p in web_files("shared_screen")
                 if "sound.js" in open(p, encoding="utf-8").read() and not p.endswith("sound.js")]
    assert importers == [os.path.join("shared_screen", "tv.js")]
