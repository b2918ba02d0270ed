"""Pompeii in real browsers: one TV, two phones (English, 简体中文) and a bot play to the end.

Each phone plays from its own page: in Phase I it taps a card, then a lit building
square on its map and confirms (relatives and the Omen too); in Phase II it taps a
lit square for the lava, then a citizen and where it goes (undoing once to check the
undo), and confirms. Along the way the TV map shows the city, the circles filling and
the lava spreading. In Phase II the second player leaves and the host gives the seat to a
bot from the TV. At the end the TV names the winner and each phone its own result.

Screenshots go to artifacts/screenshots/ (gitignored).
"""

from __future__ import annotations

import time

import pytest

from tests.browser.kit import SHELL, T, ShotsOnce, add_bots, answering, join, no_broken_text, open_table, shot

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(420)]
BOT_DELAY = 0.05   # the bots of this match move at once: the phones wait for their own prompts only


MATCH_BUDGET = 330.0
MAX_ROUNDS = 20000
PLAYERS = [("Lucia", "en"), ("小红", "zh-Hans")]

JS_PROMPT = """() => {
  const p = document.querySelector('.prompts .prompt:not(.prompt-pending)');
  if (!p) return null;
  const map = p.querySelector('.pm-prompt');
  return { id: p.dataset.prompt, map: !!map, lit: p.querySelectorAll('.pm-lit').length,
           choices: [...p.querySelectorAll('button.choice')].map((b) => b.dataset.choice),
           extra: [...p.querySelectorAll('.pm-p-actions button[data-choice]')].map((b) => b.dataset.choice),
           undo: !!p.querySelector('.pm-p-actions .btn-ghost'),
           confirm: !!p.querySelector('[data-key="pm-confirm"]:not([disabled])') };
}"""

JS_TV = """() => {
  const b = document.querySelector('.pm-tv');
  if (!b) return null;
  return { phase: [...b.classList].find((c) => c.startsWith('pm-phase-')), lava: b.querySelectorAll('.pm-lava').length,
           pieces: b.querySelectorAll('.pm-map .pm-piece').length, seats: b.querySelectorAll('.pm-seat').length };
}"""


def test_two_phones_and_a_bot_play_pompeii_to_the_end(server, contexts, shots):
    tv, code = open_table(server, contexts, shots)
    phones = [join(contexts, server, code, name, lang) for name, lang in PLAYERS]
    host = phones[0].page
    host.locator("select.select-game").select_option("pompeii")
    add_bots(host, 1)
    tv.wait_for_function("() => document.querySelectorAll('.seats-card .seat').length === 3", timeout=T)
    shot(tv, shots, "pm-tv-01-lobby.png")
    host.locator(".btn-start").click()
    tv.wait_for_selector(".pm-tv .pm-map", timeout=T)

    once = ShotsOnce(shots, shot)
    undone = {"done": False}

    def act(ph) -> bool:
        page = ph.page
        p = page.evaluate(JS_PROMPT)
        if not p:
            return False
        node = page.locator(f'.prompt[data-prompt="{p["id"]}"]')
        with answering(page, p["id"]):
            if p["map"]:
                if p["lit"]:
                    node.locator(".pm-lit").first.click(timeout=2000)
                    state = page.evaluate(JS_PROMPT)
                    if state and not state["confirm"]:
                        # a move: the citizen is chosen; now where it goes
                        once(f"pm-phone-03-move-{ph.lang}.png", page)
                        if not undone["done"] and state["undo"]:
                            node.locator(".pm-p-actions .btn-ghost").click(timeout=2000)
                            undone["done"] = True
                            node.locator(".pm-lit").first.click(timeout=2000)
                            state = page.evaluate(JS_PROMPT)
                        outs = [c for c in state["extra"] if c.endswith("-out")]
                        if outs:
                            node.locator(f'.pm-p-actions button[data-choice="{outs[0]}"]').click(timeout=2000)
                        elif state["lit"]:
                            node.locator(".pm-lit").first.click(timeout=2000)
                    once(f"pm-phone-02-map-{ph.lang}.png", page)
                    node.locator('[data-key="pm-confirm"]').click(timeout=2000)
                elif p["extra"]:
                    node.locator(f'.pm-p-actions button[data-choice="{p["extra"][-1]}"]').click(timeout=2000)
            elif p["choices"]:
                once(f"pm-phone-01-card-{ph.lang}.png", page)
                node.locator(f'button.choice[data-choice="{p["choices"][0]}"]').click(timeout=2000)
            else:
                raise AssertionError(f"{ph.name}: a prompt this test does not know: {p}")
        return True

    deadline = time.monotonic() + MATCH_BUDGET
    phases = set()
    for i in range(MAX_ROUNDS):
        assert time.monotonic() < deadline, f"the match did not end in {MATCH_BUDGET}s (phases seen {phases})"
        s = tv.evaluate(JS_TV)
        if s:
            assert s["seats"] == 3, s
            phases.add(s["phase"])
            if s["phase"] == "pm-phase-immigration" and s["pieces"] >= 12:
                once("pm-tv-02-immigration.png", tv)
            if s["phase"] == "pm-phase-flight" and s["lava"] >= 9:
                once("pm-tv-03-flight.png", tv)
            if s["phase"] == "pm-phase-flight" and len(phones) == 2 and "pm-phone-03-move-zh-Hans.png" in once.taken:
                # the second player has to leave: the host gives the seat to a bot from the TV
                tv.locator(".match-actions button", has_text=SHELL["en"]["ui.seats"]).click()
                tv.locator(".modal .seat", has_text=PLAYERS[1][0]).locator("button", has_text=SHELL["en"]["ui.to_bot"]).click()
                tv.wait_for_function("(n) => [...document.querySelectorAll('.modal .seat')].some((s) => s.textContent.includes(n) && s.classList.contains('seat-bot'))",
                                     arg=PLAYERS[1][0], timeout=T)
                tv.keyboard.press("Escape")
                # the player has gone: the phone is put away (a page left open would draw every move still)
                phones.pop().page.close()
            if s["phase"] == "pm-phase-end":
                break
        moved = False
        for ph in phones:
            moved = act(ph) or moved
        if moved and i % 10 == 0:
            for ph in phones:
                no_broken_text(ph.page, ph.name)
        if not moved:
            time.sleep(0.05)
    else:
        raise AssertionError("no end")
    assert {"pm-phase-immigration", "pm-phase-flight"} <= phases, phases
    assert undone["done"], "no move was undone on a phone"
    tv.wait_for_selector(".pm-end", timeout=T)
    shot(tv, shots, "pm-tv-04-end.png")
    no_broken_text(tv, "the TV")
    shot(phones[0].page, shots, "pm-phone-04-end-en.png")
