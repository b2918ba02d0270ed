"""The match after the match in a real browser (issue 19 point 8; docs/frontend.md "Replay"): five
bots play Avalon (a bot takes the host phone's seat too), the host's phone steers the TV's replay
(open, a step, every secret, close), then the TV host opens the room's replay and steps through it, lets it play on
its own, shows every secret (one seat's panel at a time, its role open, a tab per seat, the seat that
answered the step shown by itself) and the highlights (every quest with its proposals and votes),
downloads the match and opens the file again; a tampered file is refused with the reason on screen.
No replay text under 24 px at 1920x1080, the secrets view included.

Then a Chinese TV opens a file of a short bot match of every registered game (played by the
server-side simulation, not in the browser), mid-match with every secret shown (readable, nothing
spilling, another seat one tap away), and its highlights; the bots' names are in the TV's language,
as on the live TV.

Screenshots: artifacts/screenshots/replay-*.png (replay-<game>.png and replay-<game>-highlights.png for every game).
"""

from __future__ import annotations

import json
import os
import re

import pytest

from games import REGISTRY, get_game
from games.core import OptionsError
from games.core.simulate import play_match
from server.preview import players_by_default
from server.replay import Replay, file_of
from tests.browser.kit import (JS_OVERFLOWING, JS_TEXT_UNDER, MIN_TV_PX, PICTURES, SHELL, T, catalogue, join, no_broken_text,
                               nothing_spills_at_720p, open_table, shot, taps_large_enough, tv_text_readable)

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(120)]

AV = catalogue(os.path.join("games", "avalon", "i18n.json"))["en"]
EN = SHELL["en"]
ZH = SHELL["zh-Hans"]
PHONES = ("Ann", "Bob")   # the seats played from phones in each game's file; bots sit the others


def bots_play_avalon_to_the_end(tv, host_phone):
    """The host's phone and four bots sit down; once the match starts a bot plays the host's seat too."""
    tv.locator("select.select-game").select_option("avalon")
    for _ in range(4):
        n = tv.locator(".seats .seat").count()
        tv.locator(".lobby-actions button", has_text=EN["ui.add_bot_smart"]).click()
        tv.wait_for_function("(n) => document.querySelectorAll('.seats .seat').length > n", arg=n, timeout=T)
    tv.locator("button.btn-start").click()
    tv.locator(".tv-host button", has_text=EN["ui.seats"]).click()
    tv.locator(".modal .seat").first.locator("button", has_text=EN["ui.to_bot"]).click()
    tv.wait_for_selector(".tv-outcome .outcome", timeout=30_000)


def secrets_readable(tv, where: str) -> None:
    """The replay with every secret shown: no text under 24 px at 1920x1080 and nothing spilling, in
    the seat's panel, its tabs and the replay's bars. The board is the game's own, laid out in the
    narrower box beside the panel (docs/frontend.md "Replay"; the live board's text is measured by
    tests/browser/test_room_readable_browser.py); a crowded one zooms itself out there."""
    for part in (".rp-seats", ".rp-top", ".rp-bar"):
        small = tv.evaluate(JS_TEXT_UNDER, [f'[data-key="replay"] {part}', MIN_TV_PX])
        assert not small, f"{where}: {part} text under {MIN_TV_PX} px: {small[:8]}"
    for part in (".rp-top", ".rp-bar", ".rp-seat-tabs"):
        assert tv.evaluate(JS_OVERFLOWING, f'[data-key="replay"] {part}') == [], (where, part)
    # the panel scrolls up and down as on a phone, never sideways
    assert tv.evaluate("() => { const s = document.querySelector('.rp-seat-body'); return s.scrollWidth - s.clientWidth; }") <= 2, where


def show_seat(tv, seat: int, name: str) -> None:
    """The host taps a seat's tab: its panel, under its name, replaces the one shown."""
    tv.locator(f'[data-key="replay-seat-{seat}"]').click()
    wait_seat_shown(tv, name)


def wait_seat_shown(tv, name: str) -> None:
    tv.wait_for_function("(n) => document.querySelector('[data-key=\"replay-seat\"] .chip-name').textContent === n"
                         " && document.querySelector('[data-key=\"replay-seat\"] .panel').children.length", arg=name, timeout=T)


def step_shown(tv) -> tuple[int, int]:
    text = tv.locator('[data-key="replay-step"]').inner_text()
    step, steps = map(int, re.findall(r"\d+", text))
    return step, steps


def wait_step(tv, at_least: int) -> None:
    tv.wait_for_function("(n) => { const m = /(\\d+)/.exec(document.querySelector('[data-key=\"replay-step\"]').textContent);"
                         " return m && Number(m[1]) >= n; }", arg=at_least, timeout=T)


def test_after_the_end_the_host_replays_the_match_with_its_secrets_and_highlights(server, contexts, shots):
    tv, code = open_table(server, contexts, shots)
    host_phone = join(contexts, server, code, "Ann", "en")
    bots_play_avalon_to_the_end(tv, host_phone)

    # the host's phone steers the TV's replay: open, a step, every secret, close
    remote = host_phone.page.locator('[data-key="replay-remote"]')
    remote.wait_for(timeout=T)
    taps_large_enough(host_phone.page, "the host phone", "the replay remote")
    shot(host_phone.page, shots, "replay-remote-phone.png")
    remote.locator('[data-key="remote-open"]').click()
    tv.wait_for_selector('[data-key="replay"] .board-box .board > *', timeout=T)
    remote.locator('[data-key="remote-next"]').click()
    wait_step(tv, 1)
    remote.locator('[data-key="remote-secrets"]').click()
    tv.wait_for_function("() => document.querySelectorAll('.rp-seat-tab').length === 5", timeout=T)
    remote.locator('[data-key="remote-close"]').click()
    tv.wait_for_selector('[data-key="replay"]', state="detached", timeout=T)
    with host_phone.page.expect_download(timeout=T) as got:   # the host's phone keeps the match as a file
        remote.locator('[data-key="remote-export"]').click()
    assert re.fullmatch(rf"partytable-avalon-{code}-m\d+\.json", got.value.suggested_filename)

    # the host's Replays button lists the finished match
    tv.locator('.tv-top [data-key="replays"]').click()
    tv.locator('[data-key="replay-open"]').first.click()
    tv.wait_for_selector('[data-key="replay"] .board-box .board > *', timeout=T)
    assert step_shown(tv)[0] == 0
    steps = step_shown(tv)[1]
    assert steps > 20

    # step forward three times and back once; the public view has no seat panels
    for _ in range(3):
        tv.locator('[data-key="replay-next"]').click()
        wait_step(tv, _ + 1)
    tv.locator('[data-key="replay-back"]').click()
    tv.wait_for_function("() => /Step 2 /.test(document.querySelector('[data-key=\"replay-step\"]').textContent)", timeout=T)
    assert tv.locator(".rp-seat").count() == 0
    tv_text_readable(tv, ".rp-bar")
    tv_text_readable(tv, ".rp-top")
    shot(tv, shots, "replay-step.png")
    # a 1280x720 projector shows the same layout: no control leaves the screen
    nothing_spills_at_720p(tv, ".rp", ".rp-bar button, .rp-bar select, .rp-bar input, .rp-top > *", shots, "replay-720p.png")

    # autoplay at 4 steps a second moves on by itself, pause stops it
    tv.locator('[data-key="replay-speed"]').select_option("4")
    tv.locator('[data-key="replay-play"]').click()
    wait_step(tv, 8)
    tv.locator('[data-key="replay-play"]').click()
    paused_at = step_shown(tv)[0]
    tv.wait_for_timeout(700)
    assert step_shown(tv)[0] == paused_at

    # every secret: one seat's panel beside the board, large, its role card shown open without a finger;
    # by itself it is the seat whose answer the step was
    tv.locator('[data-key="replay-secrets"]').click()
    tv.wait_for_function("() => [...document.querySelectorAll('.rp-seat .reveal-secret')].some((n) => n.textContent.trim())", timeout=T)
    assert tv.locator(".rp-seat-tab").count() == 5 and tv.locator(".rp-seat.rp-seat-last").count() == 1
    shot(tv, shots, "replay-secrets.png")
    secrets_readable(tv, "Avalon's secrets")
    nothing_spills_at_720p(tv, ".rp", ".rp-seats, .rp-bar button, .rp-top > *", shots, "replay-secrets-720p.png")
    # a tab per seat: every seat's role is one tap away
    names = tv.locator(".rp-title .muted").inner_text().split(" · ")
    roles = ""
    for seat, name in enumerate(names):
        show_seat(tv, seat, name)
        roles += tv.locator('[data-key="replay-seat"] .reveal-secret').first.inner_text()
    assert AV["avalon.role.merlin"] in roles and AV["avalon.role.assassin"] in roles
    # the arrow keys move round the table; playing on, the TV follows whoever answers again
    tv.keyboard.press("ArrowDown")
    wait_seat_shown(tv, names[0])
    at = step_shown(tv)[0]
    tv.locator('[data-key="replay-play"]').click()
    wait_step(tv, at + 2)
    tv.locator('[data-key="replay-play"]').click()
    assert tv.locator(".rp-seat.rp-seat-last").count() == 1

    # the slider jumps to the end
    tv.locator('[data-key="replay-slider"]').fill(str(steps))
    wait_step(tv, steps)
    tv.locator(".rp-outcome .outcome").wait_for(timeout=T)

    # the highlights: every quest played, with its proposals and each player's vote, and who was who
    tv.locator('[data-key="replay-highlights"]').click()
    body = tv.locator('[data-key="replay-highlights-body"]')
    body.wait_for(timeout=T)
    text = body.inner_text()
    assert "Quest 1:" in text and "On the quest:" in text and "proposed" in text and AV["avalon.hl.roles"] in text
    tv_text_readable(tv, ".rp-hl-sheet .modal")
    shot(tv, shots, "replay-highlights.png")
    tv.keyboard.press("Escape")
    no_broken_text(tv, "the TV")

    # the match as a file, opened again; a tampered file is refused saying what is wrong
    exported = tv.evaluate("""async ([code, key]) => {
        const token = localStorage.getItem(key);
        const list = await (await fetch(`/api/rooms/${code}/replays`, { headers: { "X-Host-Token": token } })).json();
        return await (await fetch(`/api/rooms/${code}/replays/${list.matches[0].id}/file`, { headers: { "X-Host-Token": token } })).text();
    }""", [code, f"partytable:host:{code}"])
    tv.locator('[data-key="replay-close"]').click()
    tv.wait_for_selector('[data-key="replay"]', state="detached", timeout=T)
    tampered = json.loads(exported)
    tampered["inputs"] = tampered["inputs"][:-1]
    tv.locator('.tv-top [data-key="replays"]').click()
    tv.locator('[data-key="replay-file"]').set_input_files(
        {"name": "tampered.json", "mimeType": "application/json", "buffer": json.dumps(tampered).encode()})
    problem = tv.locator('[data-key="replay-problem"]')
    problem.wait_for(state="visible", timeout=T)
    assert "does not end" in problem.inner_text()
    shot(tv, shots, "replay-refused.png")
    tv.locator('[data-key="replay-file"]').set_input_files(
        {"name": "match.json", "mimeType": "application/json", "buffer": exported.encode()})
    tv.wait_for_selector('[data-key="replay"] .board-box .board > *', timeout=T)
    assert step_shown(tv) == (0, steps)

    # back in the lobby the host still finds the room's match under Replays
    tv.locator('[data-key="replay-close"]').click()
    tv.locator(".tv-host button", has_text=EN["ui.back_to_lobby"]).click()
    tv.locator('.info-col [data-key="replays"]').click()
    tv.locator('[data-key="replay-list"] [data-replay]').first.wait_for(timeout=T)
    assert tv.locator('[data-key="replay-list"] [data-replay]').count() == 1


def seats_with_bots(game) -> int:
    """The smallest table the game's default options fit with a bot beside the two phones."""
    for players in range(max(len(PHONES) + 1, players_by_default(game)), game.max_players + 1):
        try:
            game.resolve_options(None, players)
            return players
        except OptionsError:
            continue
    raise AssertionError(f"{game.id} seats no bot beside two phones")


def bot_match_file(game_id: str, seed: int = 5) -> bytes:
    """A replay file of a bot match at the game's smallest table (its own smart bots where it has
    them), as the host exports it: Ann and Bob answered from their phones, bots played the rest."""
    game = get_game(game_id)
    players = seats_with_bots(game)
    played = play_match(game, players, seed, None, "smart" if "smart" in game.bots else "random")
    assert played.match.finished, (game_id, played.error)
    m = played.match
    names = (*PHONES, *(f"Bot {n}" for n in range(1, players - len(PHONES) + 1)))
    data = file_of(Replay(game, players, m.options, seed, tuple(m.inputs), names, m.outcome(),
                          tuple(range(len(PHONES), players))))
    for i in data["inputs"]:
        i["source"] = "player" if i["seat"] < len(PHONES) else "bot"
    return json.dumps(data).encode()


def test_a_chinese_tv_replays_a_file_of_every_game_with_its_secrets_highlights_and_bot_names_in_chinese(
        server, contexts, shots):
    tv, _ = open_table(server, contexts, shots)
    tv.locator(".select-lang").first.select_option("zh-Hans")
    tv.locator('.info-col [data-key="replays"]', has_text=ZH["replay.open"]).wait_for(timeout=T)
    # Dixit last: its built-in pictures are drawn on their first request (about 0.35 s of CPU each, two
    # at a time), and while they are drawn they hold the page's connections to the host
    for game_id in sorted(REGISTRY, key=lambda g: g == "dixit"):
        tv.locator('.info-col [data-key="replays"]').click()
        tv.locator('[data-key="replay-file"]').set_input_files(
            {"name": f"{game_id}.json", "mimeType": "application/json", "buffer": bot_match_file(game_id)})
        tv.wait_for_selector('[data-key="replay"] .board-box .board > *', timeout=T)
        title = tv.locator(".rp-title").inner_text()
        assert ZH["ui.bot_name"].format(n=1) in title and "Bot 1" not in title and "Ann" in title, (game_id, title)

        steps = step_shown(tv)[1]
        tv.locator('[data-key="replay-slider"]').fill(str(steps // 2))
        wait_step(tv, steps // 2)
        tv.locator('[data-key="replay-secrets"]').click()
        tv.wait_for_function("() => document.querySelector('.rp-seat .panel')?.children.length", timeout=T)
        no_broken_text(tv, f"the {game_id} replay")
        # the photograph shows the seat's pictures (Dixit's hand), not their frames while they are drawn
        tv.wait_for_function("() => [...document.querySelectorAll('[data-key=\"replay\"] img')]"
                             ".every((i) => i.complete && i.naturalWidth > 0)", timeout=PICTURES, polling=250)
        shot(tv, shots, f"replay-{game_id}.png")
        secrets_readable(tv, f"the {game_id} replay")
        # another seat's secrets, one tap away
        other = tv.locator('.rp-seat-tab[aria-selected="false"]').first
        show_seat(tv, int(other.get_attribute("data-key").rsplit("-", 1)[1]), other.locator(".chip-name").inner_text())

        tv.locator('[data-key="replay-highlights"]').click()
        tv.locator('[data-key="replay-highlights-body"] li').first.wait_for(timeout=T)
        tv_text_readable(tv, ".rp-hl-sheet .modal")
        no_broken_text(tv, f"the {game_id} highlights")
        shot(tv, shots, f"replay-{game_id}-highlights.png")
        tv.keyboard.press("Escape")
        tv.locator('[data-key="replay-close"]').click()
        tv.wait_for_selector('[data-key="replay"]', state="detached", timeout=T)
