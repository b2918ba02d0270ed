"""海盗湾 in real browsers (issue 18 "Tests"): one TV, two phones (English, 简体中文) and a bot play a whole
match of twelve months by tapping.

The host picks Pirate's Cove on its phone, adds a bot and starts. Each phone answers every prompt from its
own page: it passes Event, Navy and Battle-card windows, stays in a fight, fires at the first section
offered, trades a little in the shop and turns its wheel. In the first month (and every month until it
happens) both phones turn their wheels to the same outer island, one the pirate does not hold, and fight
there. Along the way:

- while the wheels turn, the TV shows no destination (only how many are set) and a phone that has set its
  wheel shows only that it is set, never the island; the reveal shows every wheel at once;
- the fight of the two phones is drawn on the TV shot by shot: both ships in the firing order, the dice;
- each phone's Tavern hand is on screen only under a finger, and holds as many cards as the TV counts for
  that seat (its own hand, nobody else's);
- TV text is at least 24 px at 1920x1080, and the board keeps its layout at 1280x720; every tap target on a
  phone is at least 44 px;
- at the end the TV ranks every captain and each phone shows its place; no broken text anywhere.

Screenshots: artifacts/screenshots/pirates_cove-*.png.
"""

from __future__ import annotations

import os
import random
import re
import time

import pytest

from tests.browser.kit import (T, Phone, ShotsOnce, add_bots, answering, catalogue, end_screens, hold,
                               join_seated, no_broken_text, nothing_spills_at_720p, open_table, shot, taps_large_enough,
                               tv_text_readable)
from tests.protocol.harness import Server

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(360)]

PC = catalogue(os.path.join("games", "pirates_cove", "i18n.json"))
PLAYERS = [("Ann", "en"), ("小明", "zh-Hans")]
BOTS = 1
# seconds for the twelve months: about 60 on a quiet machine; the bound leaves room for a shared one
MATCH_BUDGET = 240.0
MAX_ROUNDS = 6000
OUTER = ["1", "2", "3", "4", "5"]

# the TV's board as the test reads it
JS_TV = """() => {
  const b = document.querySelector('.pc-board');
  if (!b) return null;
  const battle = b.querySelector('.pc-battle');
  const wheels = b.querySelector('.pc-wheels');
  return {
    over: b.classList.contains('pc-over'), step: [...b.classList].find((c) => c.startsWith('pc-step-')),
    month: +(((b.querySelector('.pc-month-now') || {}).textContent) || 0),
    pirates: [...b.querySelectorAll('.pc-outer .pc-island-pirate')].map((n) => n.dataset.island),
    wheels: wheels ? { revealed: wheels.classList.contains('pc-wheels-revealed'),
                       dests: [...wheels.querySelectorAll('.pc-wheel')].map((w) => w.dataset.dest),
                       hubs: [...wheels.querySelectorAll('.pc-wheel-hub')].map((h) => h.textContent) } : null,
    battle: battle ? { island: battle.dataset.island,
                       fighters: [...battle.querySelectorAll('.pc-fighters tr[data-fighter]')].map((r) => r.dataset.fighter),
                       shots: battle.querySelectorAll('.pc-shot').length, dice: battle.querySelectorAll('.pc-shot-big .pc-die').length } : null,
    hands: Object.fromEntries([...b.querySelectorAll('.pc-mats .pc-mat')].map((m) => [m.dataset.seat,
      +m.querySelector('.pc-stat-tavern').textContent.replace(/\\D/g, '')])),
    finals: b.querySelectorAll('.pc-final tbody tr').length,
  };
}"""

# the parts of the board that must not spill out of it at 720p
BOARD_PARTS = ".pc-top, .pc-sea, .pc-side, .pc-mats"

READ_HAND = """(n) => ({ cards: n.querySelectorAll('.pc-p-card').length,
                         names: [...n.querySelectorAll('.pc-p-card-name')].map((c) => c.textContent), text: n.textContent })"""


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """The browser tests' server with quick bots: twelve months of a bot's answers at the shared 0.2 s would
    take most of the time bound by themselves."""
    srv = Server(str(tmp_path_factory.mktemp("browser-data")), "gevent", bot_delay=0.02)
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


class PiratePhone(Phone):
    catalogues = (PC,)
    secret_name = "the hand"

    def __init__(self, page, name, lang):
        super().__init__(page, name, lang)
        self.seat = None
        self.hand_checks = 0


def test_two_phones_meet_at_one_island_and_play_twelve_months_to_the_end(server, contexts, shots):
    rng = random.Random(11)
    tv, code = open_table(server, contexts, shots)
    phones = join_seated(contexts, server, code, PLAYERS, phone=PiratePhone)
    hp = phones[0].page
    hp.locator("select.select-game").select_option("pirates_cove")
    add_bots(hp, BOTS)
    tv.wait_for_function("(n) => document.querySelectorAll('.seats-card .seat').length === n", arg=len(PLAYERS) + BOTS, timeout=T)
    hp.locator(".btn-start").click()
    tv.wait_for_selector(".pc-board", timeout=T)
    once = ShotsOnce(shots, shot)

    # the island both phones sail to this month (until they have fought there): an outer one without a pirate
    meet = {"month": None, "island": None, "fought": False, "secret_checked": False}
    tapped = set()   # prompts whose tap sizes were measured (by title, numbers left out)
    months = {}      # month -> seconds since the start, when the TV first showed it
    t0 = time.monotonic()

    def meeting_island(month, tv_state):
        if meet["month"] != month:
            free = [i for i in OUTER if i not in tv_state["pirates"]]
            meet.update(month=month, island=free[2 % len(free)])
        return meet["island"]

    def tv_watch():
        s = tv.evaluate(JS_TV)
        if s is None:
            return None
        W = s["wheels"]
        if W and not W["revealed"]:
            # nobody's destination before the reveal: every wheel turns alike with a "?"
            assert not any(W["dests"]) and set(W["hubs"]) == {"?"}, W
            once("pirates_cove-tv-01-wheels.png", tv)
        if W and W["revealed"] and not s["battle"]:
            assert all(W["dests"]), W
            once("pirates_cove-tv-02-reveal.png", tv)
        B = s["battle"]
        if B and {"s0", "s1"} <= set(B["fighters"]) and B["dice"]:
            meet["fought"] = True
            once("pirates_cove-tv-03-battle.png", tv)
        if s["step"] == "pc-step-upgrade":
            once("pirates_cove-tv-04-upgrade.png", tv)
        return s

    def turn_wheel(ph, p, node, tv_state):
        month = int(re.search(r"\d+", p["title"]).group())
        ids = [c["id"] for c in p["choices"]]
        pick = meeting_island(month, tv_state) if not meet["fought"] else rng.choice(ids)
        once(f"pirates_cove-phone-01-wheel-{ph.lang}.png", ph.page)
        node.locator(f'button.choice[data-choice="{pick}"]').click(timeout=T)
        if not meet["secret_checked"] and ph is phones[0]:
            # set but not revealed: the phone says it is set and waits, and names no island (when the other
            # phone turned its wheel first, the reveal comes at once: looked at in a later month)
            ph.wait_sent(p["id"])
            if not ph.page.locator(".pc-helm-set").count():
                return
            status = ph.page.locator(".pc-wheel-status").inner_text()
            assert status.startswith(ph.t("pirates_cove.ui.wheel_set", n="")[:12]), status
            helm = ph.page.locator(".pc-helm-hub").inner_text()
            assert helm == "✓", helm
            once("pirates_cove-phone-02-wheel-set-en.png", ph.page)
            tv_watch()
            meet["secret_checked"] = True

    def weakest_section(node) -> str:
        """The section button showing the lowest level (the quickest to cripple)."""
        levels = node.locator("button.pc-section-btn").evaluate_all(
            "(bs) => bs.map((b) => [b.dataset.choice, +b.querySelector('.pc-section-level').textContent])")
        return min(levels, key=lambda cl: cl[1])[0]

    def act(ph, tv_state) -> bool:
        p = ph.open_prompt()
        if not p:
            return False
        page = ph.page
        node = page.locator(f'.prompt[data-prompt="{p["id"]}"]')
        if (not meet["secret_checked"] and ph is not phones[0] and node.locator(".pc-helm").count()
                and phones[0].open_prompt()):
            # the first phone sets its wheel first, so its "set, waiting" screen is seen while this one
            # still chooses (whichever page drew the month first had gone first: in one CI run all twelve)
            return False
        ids = [c["id"] for c in p["choices"]]
        kind = re.sub(r"\d+", "#", p["title"])
        if kind not in tapped:
            tapped.add(kind)
            taps_large_enough(page, ph.name, p["title"])
            no_broken_text(page, ph.name)
        with answering(page, p["id"]):
            if node.locator(".pc-helm").count():
                turn_wheel(ph, p, node, tv_state)
                return True
            if p["min"] != 1 or p["max"] != 1:
                for cid in ids[:max(p["min"], 1)]:
                    node.locator(f'button.choice[data-choice="{cid}"]').click(timeout=T)
                node.locator("button.btn-primary").click(timeout=T)
                return True
            if "stay" in ids:
                # stay until the two phones have traded shots, then flee every fight (the match stays short)
                once(f"pirates_cove-phone-03-flee-{ph.lang}.png", page)
                pick = "flee" if meet["fought"] else "stay"
            elif node.locator(".pc-targets").count():
                once(f"pirates_cove-phone-04-fire-{ph.lang}.png", page)
                pick = weakest_section(node)
            elif "done" in ids:
                once(f"pirates_cove-phone-05-shop-{ph.lang}.png", page)
                ups = [i for i in ids if i.startswith("up:")]
                pick = rng.choice(ups) if ups and rng.random() < 0.35 else "done"
            elif "pass" in ids:
                pick = "pass"
            else:
                pick = ids[0]
            node.locator(f'button.choice[data-choice="{pick}"]').click(timeout=T)
        return True

    def look_at_hand(ph, tv_state):
        cover = ph.page.locator(".pc-p-secret .reveal-cover")
        if not cover.count():
            return
        held = hold(ph.page, cover.first, READ_HAND, who=ph.name,
                    on_open=lambda: once(f"pirates_cove-phone-06-hand-{ph.lang}.png", ph.page))
        # the phone's own hand: as many cards as the TV counts for its seat, read a moment apart
        counted = tv.evaluate(JS_TV)["hands"][str(ph.seat)]
        if counted == tv_state["hands"][str(ph.seat)]:
            assert held["cards"] == counted, (ph.name, held, counted)
        ph.hand_checks += 1
        ph.no_secret_on_screen()

    deadline = time.monotonic() + MATCH_BUDGET
    state = None
    checked = set()
    for _ in range(MAX_ROUNDS):
        assert time.monotonic() < deadline, f"the match did not end in {MATCH_BUDGET}s (months began at {months}; TV: {state})"
        state = tv_watch()
        if state:
            months.setdefault(state["month"], round(time.monotonic() - t0, 1))
        if state and state["over"]:
            break
        moved = False
        for ph in phones:
            if state and ph.hand_checks < 2 and state["month"] in (1, 7) and (ph.name, state["month"]) not in checked:
                checked.add((ph.name, state["month"]))
                look_at_hand(ph, state)
            moved = act(ph, state) or moved
            ph.no_secret_on_screen()
        if state and state["month"] == 1 and "sizes" not in checked:
            checked.add("sizes")
            tv_text_readable(tv, ".pc-board")
        if not moved:
            time.sleep(0.05)
    else:
        raise AssertionError(f"no end after {MAX_ROUNDS} rounds")

    assert meet["secret_checked"], "no phone set its wheel while another was still choosing"
    assert meet["fought"], "the two phones never fought each other at the island they both chose"
    for ph in phones:
        assert ph.hand_checks >= 1, f"{ph.name} never looked at its hand"

    # the end: every captain ranked on the TV, each phone its place
    tv.wait_for_selector(".pc-over .pc-final", timeout=T)
    state = tv.evaluate(JS_TV)
    assert state["finals"] == len(PLAYERS) + BOTS, state

    def place_shown(ph):
        assert re.search(r"\d", ph.page.locator(".pc-p-place").inner_text())

    end_screens(tv, phones, shots, "pirates_cove-tv-05-end.png", ".pc-p-end", "pirates_cove-phone-07-end-{lang}.png",
                check=place_shown)
    # the same board at 1280x720: nothing spills out, text scaled with the screen
    nothing_spills_at_720p(tv, ".pc-board", BOARD_PARTS, shots, "pirates_cove-tv-06-end-720p.png")
    for name in ("pirates_cove-tv-01-wheels.png", "pirates_cove-tv-02-reveal.png", "pirates_cove-tv-03-battle.png"):
        assert os.path.getsize(os.path.join(shots, name)) > 10_000, name
