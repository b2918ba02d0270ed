"""The board preview (docs/frontend.md "Previewing a board") draws a game's real board.js on the TV
frame and its panel.js with the generic prompt widgets on a phone frame, for any step of a
bot-played match. Screenshot: artifacts/screenshots/preview-avalon.png."""

from __future__ import annotations

import json
import re
import urllib.request

import pytest

from tests.browser.kit import T, no_broken_text, preview_server, shot

STEPS_ASKED = "game=avalon&players=5&seed=4&bots=smart&seats=0,1"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """The browser tests' server (tests/browser/conftest.py), with the development pages on."""
    with preview_server(str(tmp_path_factory.mktemp("preview-data")), bot_delay=0.2) as srv:
        yield srv


def views_at(server, step: int) -> dict:
    with urllib.request.urlopen(f"{server.url}/dev/preview/api/views?{STEPS_ASKED}&step={step}", timeout=10) as r:
        return json.load(r)


def asking_seat_0(server) -> tuple[int, int, dict]:
    """(the match's steps, a step from its middle on at which seat 0 has a question open, that question)."""
    steps = views_at(server, 0)["steps"]
    for step in range(steps // 2, steps):
        prompts = views_at(server, step)["views"]["seats"]["0"]["prompts"]
        if prompts:
            return steps, step, prompts[0]
    raise AssertionError("seat 0 is asked nothing in the second half of the match")


def test_the_preview_draws_avalons_board_and_two_phones_at_a_step_and_the_end(server, contexts, shots):
    steps, middle, question = asking_seat_0(server)
    page = contexts("tv").new_page()
    page.goto(f"{server.url}/dev/preview?{STEPS_ASKED}&step={middle}")
    tv = page.frame_locator(".pv-frame-tv")
    phones = [page.frame_locator(f'.pv-figure[data-seat="{s}"] .pv-frame-phone') for s in (0, 1)]

    # the game's own board: the five quests and a place per seat, in the TV shell's frame
    tv.locator(".board .avalon-quest").first.wait_for(timeout=T)
    assert tv.locator(".board .avalon-quest").count() == 5
    assert tv.locator(".board .avalon-seat").count() == 5
    assert tv.locator(".tv-top .tv-game").inner_text() == "Avalon"
    # each phone: the game's own panel; seat 0's open question drawn by the generic widget, inert
    for phone in phones:
        phone.locator(".panel .avalon-panel").first.wait_for(timeout=T)
    asked = phones[0].locator(f'.prompts .prompt[data-prompt="{question["id"]}"]')
    asked.locator("button.choice").first.wait_for(timeout=T)
    assert asked.locator("button.choice").count() == len(question["choices"])
    assert phones[0].locator(".prompts").get_attribute("inert") is not None
    slider = page.locator(".pv-slider")
    assert (slider.get_attribute("max"), slider.input_value()) == (str(steps), str(middle))
    assert page.locator(".pv-count").inner_text() == f"Step {middle} of {steps}"
    for screen in (page, tv, *phones):
        no_broken_text(screen)
        words = screen.locator("#app").inner_text()
        assert not re.search(r"\b(ui|avalon|preview)\.[a-z_]+", words), words[:600]
    shot(page, shots, "preview-avalon.png")

    # the last step: the match is over on the TV and on the phones
    page.locator(".pv-stepbar button[aria-label='Last step']").click()
    tv.locator(".tv-outcome .outcome").wait_for(timeout=T)
    phones[0].locator(".finish .outcome").wait_for(timeout=T)
    assert page.evaluate("() => new URLSearchParams(location.search).get('step')") == str(steps)
    shot(page, shots, "preview-avalon-end.png")
