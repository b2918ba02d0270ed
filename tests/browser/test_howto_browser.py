"""How to play in real browsers (issue 19 point 5): the TV host shows a game's one-screen summary,
and a phone opens and closes the game's rules page in the middle of a match.

- the TV's "How to play" shows the selected game's goal, a turn, how it ends and (for Avalon) the
  teaching-mode line, full screen, no text under 24 px at 1920x1080; Esc or a tap closes it;
- every phone has the same Rules button in the lobby and in the match; it opens the rules in the
  phone's own language over the screen, sends nothing to the server, and its close button closes it.

Screenshots: artifacts/screenshots/howto-*.png.
"""

from __future__ import annotations

import os

import pytest

from tests.browser.kit import SHELL, T, add_bots, catalogue, join, no_broken_text, open_table, shot, tv_text_readable

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(240)]

GAME = "avalon"
AV = catalogue(os.path.join("games", GAME, "i18n.json"))
PLAYERS = [("Mia", "en"), ("阿傑", "zh-Hant")]


def howto(lang, part):
    return AV[lang][f"{GAME}.howto.{part}"]


def choose_game_on_tv(tv):
    tv.locator("select.select-game").select_option(GAME)
    tv.wait_for_selector('button[data-key="howto"]', timeout=T)


def summary_shows_the_game(tv, shots):
    tv.locator('button[data-key="howto"]').click()
    tv.wait_for_selector('[data-key="howto-summary"]', timeout=T)
    for part in ("goal", "turn", "end", "teaching"):
        assert tv.locator(f'[data-key="howto-{part}"]').inner_text().strip().endswith(howto("en", part)), part
    tv_text_readable(tv, ".howto-tv")
    shot(tv, shots, "howto-tv-summary.png")


def test_the_tv_host_shows_how_to_play_and_closes_it_by_esc_or_a_tap(server, contexts, shots):
    tv, _code = open_table(server, contexts, shots)
    choose_game_on_tv(tv)
    summary_shows_the_game(tv, shots)
    tv.keyboard.press("Escape")
    tv.wait_for_selector('[data-key="howto-summary"]', state="detached", timeout=T)
    tv.locator('button[data-key="howto"]').click()
    tv.locator('[data-key="howto-summary"]').click()
    tv.wait_for_selector('[data-key="howto-summary"]', state="detached", timeout=T)
    no_broken_text(tv, "the TV")


def rules_button_labels(phones):
    return [ph.page.locator('button[data-key="rules"]').get_attribute("aria-label", timeout=T) for ph in phones]


# records what the page sends on its socket (a websocket frame or a polling POST); a Socket.IO
# event is a "42" packet, engine.io's pings and pongs are not
RECORD_SENT = """
window.__sent = [];
const wsSend = WebSocket.prototype.send;
WebSocket.prototype.send = function (d) { window.__sent.push(String(d)); return wsSend.call(this, d); };
const xhrSend = XMLHttpRequest.prototype.send;
XMLHttpRequest.prototype.send = function (d) { if (d) window.__sent.push(String(d)); return xhrSend.call(this, d); };
"""


TOP_BAR_SPILLS = """() => [...document.querySelectorAll('.topbar button, .topbar .top-code')]
  .filter((n) => { const r = n.getBoundingClientRect(); return r.right > window.innerWidth + 0.5 || r.left < -0.5; })
  .map((n) => n.textContent.trim())"""


def sent_events(page):
    return page.evaluate("() => window.__sent.filter((f) => /(^|\\x1e)42/.test(f))")


def test_a_phone_opens_and_closes_the_rules_mid_match_and_sends_nothing(server, contexts, shots):
    tv, code = open_table(server, contexts, shots)
    phones = [join(contexts, server, code, name, lang, init_script=RECORD_SENT) for name, lang in PLAYERS]
    choose_game_on_tv(tv)
    # the same button on every seat, in each phone's language, already in the lobby
    assert rules_button_labels(phones) == [SHELL[lang]["ui.rules"] for _name, lang in PLAYERS]
    add_bots(tv, 3)
    tv.locator(".btn-start").click()
    for ph in phones:
        ph.page.wait_for_selector("body.in-match", timeout=T)
    assert rules_button_labels(phones) == [SHELL[lang]["ui.rules"] for _name, lang in PLAYERS]
    for ph in phones:  # the extra button still fits the 390 px top bar, the host's crown included
        assert ph.page.evaluate(TOP_BAR_SPILLS) == [], ph.name
    shot(phones[0].page, shots, "howto-phone-host-top.png")

    reader = phones[1]
    before = len(sent_events(reader.page))
    assert before > 0, "the recorder saw none of the phone's own events (the join)"
    reader.page.locator('button[data-key="rules"]').click()
    rules = reader.page.locator('[data-key="howto-rules"]')
    rules.wait_for(timeout=T)
    paragraphs = [p.strip() for p in howto("zh-Hant", "rules").split("\n\n")]
    assert [p.strip() for p in rules.locator("p").all_inner_texts()] == paragraphs
    shot(reader.page, shots, "howto-phone-rules.png")
    reader.page.locator(".modal-rules .modal-x").click()
    rules.wait_for(state="detached", timeout=T)
    assert sent_events(reader.page)[before:] == [], "opening the rules sent something to the server"
    assert reader.page.locator("body.in-match").count() == 1
    shot(reader.page, shots, "howto-phone-after.png")
