"""Dixit in real browsers: one TV, two phones (English, 繁體中文) and two bots play to the end.

The host picks Dixit on its phone, uploads three pictures of its own as a new deck
(which joins the built-in deck: the match mixes them), sets typed clues and a short
game (target 8 points), adds two smart bots and starts. Each phone plays from its own
page: as storyteller it taps a card, confirms, and types a clue; otherwise it taps a
decoy and a vote. Along the way:

- while the decoys come in, the TV shows face-down backs only (who has given, not what);
- the TV shows the numbered board for the vote, then each card's owner and the votes;
- each phone's hand is pictures only it sees;
- at the end the TV ranks every player and each phone shows its score.

Screenshots go to artifacts/screenshots/ (gitignored).
"""

from __future__ import annotations

import os
import re
import time

import pytest
from PIL import Image

from tests.browser.kit import T, ShotsOnce, add_bots, answering, catalogue, join, no_broken_text, open_table, shot

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(300)]


DX = catalogue(os.path.join("games", "dixit", "i18n.json"))

MATCH_BUDGET = 200.0
MAX_ROUNDS = 3000
PLAYERS = [("Mia", "en"), ("阿傑", "zh-Hant")]

JS_TV = """() => {
  const b = document.querySelector('.dx-tv');
  if (!b) return null;
  return { phase: [...b.classList].find((c) => c.startsWith('dx-phase-')),
           backs: b.querySelectorAll('.dx-middle .dx-back').length,
           pictures: b.querySelectorAll('.dx-middle .dx-card img').length,
           owners: b.querySelectorAll('.dx-owner').length,
           tokens: b.querySelectorAll('.dx-votes .dx-token').length,
           rabbits: b.querySelectorAll('.dx-rabbit').length,
           clue: (b.querySelector('.dx-clue') || {}).textContent || '' };
}"""


def picture_file(tmp_path, name, colour):
    path = os.path.join(tmp_path, name)
    Image.new("RGB", (600, 900), colour).save(path)
    return path


def test_two_phones_and_two_bots_play_dixit_with_an_uploaded_deck(server, contexts, shots, tmp_path):
    tv, code = open_table(server, contexts, shots)
    phones = [join(contexts, server, code, name, lang) for name, lang in PLAYERS]
    host = phones[0].page
    host.locator("select.select-game").select_option("dixit")
    host.wait_for_selector(".dixit-lobby", timeout=T)

    # the host's own pictures become a deck, added to the match beside the built-in one
    host.locator(".dixit-upload summary").click()
    host.locator('input[name="name"]').fill("Our pictures")
    host.locator('input[data-key="deck-files"]').set_input_files(
        [picture_file(tmp_path, f"{w}.png", c) for w, c in (("apple", (200, 40, 40)), ("boat", (40, 90, 200)), ("cloud", (230, 230, 240)))])
    host.locator('button[data-key="deck-upload"]').click()
    try:
        host.wait_for_function("() => (document.querySelector('.dixit-upload-msg.ok') || {}).textContent", timeout=T)
    except Exception:
        raise AssertionError(host.locator(".dixit-lobby").inner_text())
    host.wait_for_function("() => document.querySelectorAll('.dixit-deck input:checked').length === 2", timeout=T)
    # typed clues, shown on the TV; a short game
    host.locator('select[data-key="opt-clue"]').select_option("typed")
    target = host.locator('input[data-key="opt-target"]')
    target.fill("8")
    target.press("Enter")
    host.wait_for_function("() => document.querySelector('input[data-key=\"opt-target\"]').value === '8'", timeout=T)
    add_bots(host, 2)
    tv.wait_for_function("() => document.querySelectorAll('.seats-card .seat').length === 4", timeout=T)
    # everyone sees the decks of the match (the TV too)
    tv.wait_for_function("() => document.querySelectorAll('.dixit-deck-on').length === 2", timeout=T)
    shot(tv, shots, "dx-tv-01-lobby.png")
    shot(host, shots, "dx-phone-01-host-lobby.png")
    host.locator(".btn-start").click()
    tv.wait_for_selector(".dx-tv", timeout=T)

    once = ShotsOnce(shots, shot)

    seen = {"decoys": False, "vote": False, "reveal": False}

    def tv_watch():
        s = tv.evaluate(JS_TV)
        if not s:
            return None
        assert s["rabbits"] == 4, s
        if s["phase"] == "dx-phase-decoys":
            # face down while the decoys come in: no picture of the round on the TV
            assert s["pictures"] == 0, s
            seen["decoys"] = True
            if s["backs"] >= 2:
                once("dx-tv-02-decoys.png", tv)
        if s["phase"] == "dx-phase-vote" and s["pictures"] >= 4 and not s["owners"]:
            seen["vote"] = True
            once("dx-tv-03-vote.png", tv)
        if s["owners"] >= 4 and s["tokens"] >= 3:
            seen["reveal"] = True
            once("dx-tv-04-reveal.png", tv)
        return s

    tries: dict = {}   # (phone, prompt id) -> how often this test answered it (a refused vote is asked again)

    def act(ph) -> bool:
        page = ph.page
        p = page.evaluate("""() => {
          const p = document.querySelector('.prompts .prompt:not(.prompt-pending)');
          if (!p) return null;
          return { id: p.dataset.prompt, kind: p.dataset.kind, picks: p.querySelectorAll('.dx-pick-card:not([disabled])').length,
                   two: !!p.querySelector('.prompt-sub') };
        }""")
        if not p or (p["kind"] == "choose" and not p["picks"]):
            # no prompt, or one this phone has answered (its cards stay disabled until the answer is
            # taken, or refused and asked again): nothing to tap yet
            return False
        node = page.locator(f'.prompt[data-prompt="{p["id"]}"]')
        with answering(page, p["id"]):
            if p["kind"] == "text":
                once(f"dx-phone-03-clue-{ph.lang}.png", page)
                node.locator("input").fill("a quiet dream" if ph.lang == "en" else "安靜的夢")
                node.locator("button.btn-primary").click(timeout=2000)
            elif p["picks"]:
                if not seen["decoys"]:
                    # A decoy this phone has not given yet holds the round in its decoy phase: look
                    # at the TV before giving it (the other seats may answer within one poll).
                    end = time.monotonic() + 2.0
                    while not seen["decoys"] and time.monotonic() < end:
                        tv_watch()
                        time.sleep(0.05)
                # every voter is offered the whole board and a vote for one's own card is refused
                # after the tap: a phone tries the next card each time it is asked the same prompt
                n = tries[ph.name, p["id"]] = tries.get((ph.name, p["id"]), -1) + 1
                cards = node.locator(".dx-pick-card:not([disabled])")
                cards.nth(n % p["picks"]).click(timeout=2000)
                if p["two"] and p["picks"] > 1:
                    cards.nth((n + 1) % p["picks"]).click(timeout=2000)
                once(f"dx-phone-02-pick-{ph.lang}.png", page)
                node.locator(".dx-confirm").click(timeout=2000)
            elif p["kind"] == "confirm":
                node.locator("button.btn-primary").click(timeout=2000)
            else:
                raise AssertionError(f"{ph.name}: a prompt this test does not know: {p}")
        return True

    deadline = time.monotonic() + MATCH_BUDGET
    for _ in range(MAX_ROUNDS):
        assert time.monotonic() < deadline, f"the match did not end in {MATCH_BUDGET}s"
        s = tv_watch()
        if s and s["phase"] == "dx-phase-end":
            break
        moved = False
        for ph in phones:
            moved = act(ph) or moved
            if moved:
                no_broken_text(ph.page, ph.name)
        if not moved:
            time.sleep(0.05)
    else:
        raise AssertionError("no end")
    assert seen["decoys"] and seen["vote"] and seen["reveal"], seen
    no_broken_text(tv, "the TV")
    time.sleep(1.4)                       # let the score tokens finish sliding
    shot(tv, shots, "dx-tv-05-end.png")
    ranking = tv.locator(".dx-ranking li").all_inner_texts()
    assert len(ranking) == 4 and max(int(re.sub(r"\D", "", r.split()[-1])) for r in ranking) >= 8, ranking
    for ph in phones:
        ph.page.wait_for_selector(".dx-p-score", timeout=T)
        shot(ph.page, shots, f"dx-phone-04-end-{ph.lang}.png")
        assert re.search(r"\d+ / 8", ph.page.locator(".dx-p-score").inner_text()), ph.name
