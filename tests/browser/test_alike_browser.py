"""Simultaneous prompts look alike on phones side by side (DESIGN.md "No leaks at a glance", issue 12 §1).

For every game with a prompt several seats answer at once, two (or more) phones of
different sides, roles or hands are put at the same prompt in a real browser, and
their screens are compared: the prompt's box, every button and field in it (count,
size, place inside the prompt, text, enabled, pressed, classes), the title, the
status after a tap, and the buzz. Texts that are the player's own secret (a card
face, a picture) are masked. The panel above the prompts is the player's private
panel: its text is not compared, but its height is (it moves the prompts), except
where the game says what sets it is public (风声's hand size).

- Avalon: the night (every role), the team vote (every seat), the quest with a Good
  and an Evil phone; both tap Fail: the same screen while it is sent, then the Good
  phone is refused privately (a quiet toast) and keeps the same screen to pick again.
- Dixit: the decoys and the vote, on the two phones that are not the storyteller.
- 风声: the draft (buttons counted: the candidates are the seat's own) and response
  windows on two phones with different hands; a window buzzes no phone.
- 盗梦都市: the role pick (the master's phone and a thief's) and a 解封② window on both, whoever holds a
  解封; a window buzzes no phone.
- Pompeii asks nobody at the same time (checked below on random matches).

Screenshots (each pair side by side) go to artifacts/screenshots/alike-*.png.
"""

from __future__ import annotations

import json
import os
import random
import re
import time

import pytest
from PIL import Image

from games import all_games, get_game
from games.core.alike import watch_random_match
from tests.avalon.avalon_browser import AV, GOOD, AvalonPhone
from tests.browser.kit import (PICTURES, T, Phone, add_bots, answering, catalogue, join, one_picture_for_every_card,
                               open_prompt_id, open_table, phone_asked, set_timer, wait_prompt)
from tests.protocol.harness import Server

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(240)]

FS = catalogue(os.path.join("games", "fengsheng", "i18n.json"))

# Games whose prompts several seats answer at once, and the test below that looks at them.
BROWSER_CASES = {"avalon", "dixit", "fengsheng", "inception", "kutschfahrt", "pirates_cove", "sanguosha"}

# navigator.vibrate, recorded: each buzz with the prompts that were new on screen when it came
# (a prompt is "new" until the render that drew it is over). Prompts are kept as their nodes, not their
# ids: a match's prompt ids start again from 1, so an id of the first match comes back in the next.
BUZZ_SPY = """(() => {
  const known = new WeakSet();
  const nodes = () => [...document.querySelectorAll('.prompts .prompt')];
  window.__buzzes = [];
  Object.defineProperty(Navigator.prototype, 'vibrate', { configurable: true, value(pattern) {
    const fresh = nodes().filter((n) => !known.has(n));
    fresh.forEach((n) => known.add(n));
    window.__buzzes.push({ pattern: JSON.stringify(pattern), fresh });
    return true;
  } });
  new MutationObserver(() => nodes().forEach((n) => known.add(n))).observe(document, { childList: true, subtree: true });
})();"""

# The look of the open prompts: boxes in page pixels, a control's box relative to its prompt;
# text with the player's own secrets (``secret``, a CSS selector) masked.
LAYOUT = """(secret) => {
  const box = (n) => { const b = n.getBoundingClientRect(); return [b.left + scrollX, b.top + scrollY, b.width, b.height].map(Math.round); };
  const text = (n) => {
    if (!n) return null;
    const c = n.cloneNode(true);
    if (secret) c.querySelectorAll(secret).forEach((s) => s.replaceWith('▒'));
    return c.textContent.replace(/\\s+/g, ' ').trim();
  };
  const classes = (n) => [...n.classList].filter((c) => c !== 'prompt-new').sort().join(' ');
  const panel = document.querySelector('.panel-root');
  return {
    panel: panel ? box(panel).slice(2) : null,
    prompts: [...document.querySelectorAll('.prompts .prompt')].map((p) => {
      const at = box(p);
      return {
        at, kind: p.dataset.kind, cls: classes(p), title: text(p.querySelector('.prompt-title')),
        status: text(p.querySelector('.prompt-status')),
        controls: [...p.querySelectorAll('button, input, select, textarea')].map((b) => {
          const [x, y, w, h] = box(b);
          return { at: [x - at[0], y - at[1], w, h], text: text(b), disabled: !!b.disabled, cls: classes(b),
                   pressed: b.getAttribute('aria-pressed') };
        }),
      };
    }),
  };
}"""

# Nothing in the prompts still moving (the entry animation scales it; pictures still loading).
SETTLED = """() => [...document.querySelectorAll('.prompts img')].every((i) => i.complete) &&
  !document.getAnimations().some((a) => a.playState === 'running' && a.effect && a.effect.target &&
                                        a.effect.target.closest && a.effect.target.closest('.prompts'))"""


# The look read until it is the same two frames apart (at most 20 reads), in one call to the page: a
# tenth of a second between two reads from the test, forty times a file, was four seconds (issue 13).
STEADY_LAYOUT = f"""async (secret) => {{
  // two frames, or a tenth of a second if the page draws none (an evaluate has no time-out of its own)
  const frame = () => new Promise((ok) => {{ requestAnimationFrame(() => requestAnimationFrame(ok)); setTimeout(ok, 100); }});
  let last = null, lastText = null;
  for (let i = 0; i < 20; i++) {{
    const now = ({LAYOUT})(secret), text = JSON.stringify(now);
    if (text === lastText) break;
    [last, lastText] = [now, text];
    await frame();
  }}
  return last;
}}"""


def layout(page, secret: str = "", positioned: bool = True, own_hand: bool = False) -> dict:
    """The settled look of ``page``'s open prompts (the same twice in a row)."""
    # Dixit's built-in pictures are drawn on their first request (a fresh data folder draws all)
    page.wait_for_function(SETTLED, timeout=PICTURES)
    return comparable(page.evaluate(STEADY_LAYOUT, secret), positioned, own_hand)


def comparable(look: dict, positioned: bool, own_hand: bool) -> dict:
    """What must be equal between phones. Without ``positioned`` (the panel's height is public
    and may differ) only the prompts' sizes, not where the panel pushed them. With ``own_hand``
    (the game declares in ``unalike_prompts`` that the buttons are the seat's own hand, whose
    size is public) the card buttons are compared by size only, the other controls in order
    without their boxes, and the prompt by its width (they follow the hand: one card more may
    add a row, and a button alone on the grid's last row is lower)."""
    if not positioned:
        look = {"prompts": [{**p, "at": p["at"][2:]} for p in look["prompts"]]}
    if not own_hand:
        return look
    return {**look, "prompts": [{**p, "at": p["at"][-2], "controls": {
        "hand sizes": sorted({tuple(c["at"][2:]) for c in p["controls"] if "choice-card" in c["cls"]}),
        "others": [{k: v for k, v in c.items() if k != "at"} for c in p["controls"] if "choice-card" not in c["cls"]],
    }} for p in look["prompts"]]}


def differences(a, b, path="screen") -> list:
    if isinstance(a, dict) and isinstance(b, dict):
        return [d for k in sorted(set(a) | set(b)) for d in differences(a.get(k), b.get(k), f"{path}.{k}")]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b) and a and isinstance(a[0], (dict, list)):
        return [d for i, (x, y) in enumerate(zip(a, b)) for d in differences(x, y, f"{path}[{i}]")]
    return [] if a == b else [f"{path}: {a!r} != {b!r}"]


def assert_alike(looks: dict, what: str) -> None:
    """Every phone's look (name -> layout) equals the first one's."""
    (first, base), *rest = looks.items()
    for name, look in rest:
        diff = differences(base, look)
        assert not diff, f"{what}: {first}'s and {name}'s phones differ:\n  " + "\n  ".join(diff[:12])


def side_by_side(shots, name: str, pages: list) -> str:
    """Screenshots of ``pages`` in one picture, left to right."""
    parts = []
    for i, page in enumerate(pages):
        path = os.path.join(shots, f"{name}-{i}.png")
        page.screenshot(path=path, animations="disabled", full_page=True)
        parts.append(Image.open(path))
    gap = 24
    out = Image.new("RGB", (sum(p.width for p in parts) + gap * (len(parts) - 1), max(p.height for p in parts)), (60, 60, 60))
    x = 0
    for p in parts:
        out.paste(p, (x, 0))
        x += p.width + gap
    target = os.path.join(shots, f"{name}.png")
    out.save(target)
    for i in range(len(pages)):
        os.remove(os.path.join(shots, f"{name}-{i}.png"))
    return target


def open_titles(page) -> list:
    return page.evaluate("() => [...document.querySelectorAll('.prompts .prompt')].map((p) => "
                         "(p.querySelector('.prompt-title') || {}).textContent + (p.matches('.prompt-pending') ? ' (sent)' : ''))")


def prompt_title(page, pid: str) -> str:
    """The title of prompt ``pid``, or "" once it has gone (answered, or its time ran out, between the
    look that found it and this one: a locator would wait for it to come back)."""
    return page.evaluate("(pid) => (document.querySelector(`.prompt[data-prompt=\"${pid}\"] .prompt-title`) || {}).innerText || ''", pid)


def buzzes_for(page, prompt_id: str) -> list:
    """The buzzes that came with the prompt ``prompt_id`` on screen now, when it appeared."""
    return page.evaluate("""(pid) => {
        const node = document.querySelector(`.prompts .prompt[data-prompt="${pid}"]`);
        return window.__buzzes.filter((b) => node && b.fresh.includes(node)).map((b) => b.pattern); }""", prompt_id)


def assert_buzz_alike(phones: dict, expected: int, what: str) -> None:
    """phones: name -> (page, prompt id). Each buzzed ``expected`` times for it, all alike."""
    got = {name: buzzes_for(page, pid) for name, (page, pid) in phones.items()}
    assert all(len(b) == expected for b in got.values()), f"{what}: buzzes per phone {got} (expected {expected} each)"
    assert len({json.dumps(b) for b in got.values()}) == 1, f"{what}: the phones buzz differently: {got}"


def tap_and_look(page, selector: str, secret: str = "", positioned: bool = True, own_hand: bool = False) -> dict:
    """Tap ``selector`` and read the screen in the same moment (before any answer comes back)."""
    look = page.evaluate(f"""([sel, secret]) => {{
        document.querySelector(sel).click();
        return ({LAYOUT})(secret); }}""", [selector, secret])
    return comparable(look, positioned, own_hand)


def pass_alike(phones, windows: dict, secret: str, own_hand: bool, what: str) -> None:
    """Every phone passes its response window (``windows``: name -> prompt id): the same screen while it
    is sent. A window that closed under a finger (every phone but one passed) is not compared."""
    sent = {}
    for ph in phones:
        with answering(ph.page, windows[ph.name]):
            sent[ph.name] = tap_and_look(ph.page, f'.prompt[data-prompt="{windows[ph.name]}"] button[data-choice="pass"]',
                                         secret, positioned=False, own_hand=own_hand)
    if len(sent) == len(phones):
        assert_alike(sent, what)


def tap_generic(node, rng, first: str) -> None:
    """Answer the generic widget in ``node``: the choice ``first`` when offered, else as few picks as a
    several-choice prompt takes (at least one) and confirm, else one choice at random."""
    ids = node.locator("button.choice").evaluate_all("(bs) => bs.map((b) => b.dataset.choice)")
    lo = int(node.get_attribute("data-min") or 1)
    hi = int(node.get_attribute("data-max") or 1)
    if first in ids:
        node.locator(f'button.choice[data-choice="{first}"]').click(timeout=2000)
    elif lo != 1 or hi != 1:
        for cid in ids[:max(lo, 1 if ids and lo == 0 else 0)]:
            node.locator(f'button.choice[data-choice="{cid}"]').click(timeout=2000)
        node.locator("button.btn-primary").click(timeout=2000)
    elif ids:
        node.locator(f'button.choice[data-choice="{rng.choice(ids)}"]').click(timeout=2000)


def until_windows(tv, phones, rng, is_window, move, over: str, budget: float, what: str, matches: int = 1) -> dict:
    """Answer the other prompts (``move(phone, rng)``) until every phone holds a response window
    (``is_window(page, prompt id)``); their prompt ids by name. ``over``: the TV's board once the match ended;
    up to ``matches`` matches are played for it (the TV starts the next: a deal may end before any window)."""
    deadline = time.monotonic() + budget
    while True:
        assert time.monotonic() < deadline, f"no {what} on every phone in {budget}s; open: {[open_titles(ph.page) for ph in phones]}"
        if tv.locator(over).count():
            matches -= 1
            assert matches > 0, f"the matches ended before a {what} opened on every phone"
            tv.locator(".finished-actions .btn-primary").click()   # play again
            tv.locator(over).wait_for(state="detached", timeout=T)
            continue
        windows = {ph.name: open_prompt_id(ph.page) for ph in phones}
        if all(pid and is_window(ph.page, pid) for ph, pid in zip(phones, windows.values())):
            return windows
        moved = False
        for ph in phones:
            moved = move(ph, rng) or moved
        if not moved:
            time.sleep(0.05)


def start(server, contexts, shots, game: str, names: list, bots: int = 0, setup=None, phone=Phone) -> tuple:
    """A TV and phones (English, with the buzz spy) at ``game``; ``setup(host_page)`` sets options."""
    tv, code = open_table(server, contexts, shots)
    phones = [join(contexts, server, code, name, "en", init_script=BUZZ_SPY, phone=phone) for name in names]
    host = phones[0].page
    host.locator("select.select-game").select_option(game)
    if setup:
        setup(host)
    add_bots(host, bots)
    tv.wait_for_function("(n) => document.querySelectorAll('.seats-card .seat').length === n",
                         arg=len(names) + bots, timeout=T)
    host.locator(".btn-start").click()
    for ph in phones:
        ph.page.wait_for_selector("body.in-match .panel", timeout=T)
    return tv, phones


# -- Avalon ----------------------------------------------------------------------------

def test_avalon_night_vote_and_quest_look_alike_for_good_and_evil(server, contexts, shots):
    tv, phones = start(server, contexts, shots, "avalon", ["Ann", "Ben", "Cat", "Dan", "Eve"], phone=AvalonPhone)

    # the night: one confirm on every phone, whatever the role (what a role knows is in its card)
    night = {ph.name: (ph.page, wait_prompt(ph.page, '.btn-primary')) for ph in phones}
    assert_alike({ph.name: layout(ph.page) for ph in phones}, "Avalon night")
    assert_buzz_alike(night, 1, "Avalon night")
    for ph in phones:
        ph.role = ph.reveal_role()
    good = next(ph for ph in phones if ph.role in GOOD)
    evil = next(ph for ph in phones if ph.role not in GOOD)
    merlin = next(ph for ph in phones if ph.role == "merlin")
    assassin = next(ph for ph in phones if ph.role == "assassin")
    side_by_side(shots, "alike-avalon-night-merlin-assassin", [merlin.page, assassin.page])
    for ph in phones:
        ph.page.locator(f'.prompt[data-prompt="{night[ph.name][1]}"] button.btn-primary').click()

    # the Leader puts a Good and an Evil player on the first quest (two seats at five players)
    leader = phone_asked(phones, ".choice-seat", "a team")
    seat_of = {b.inner_text().strip(): b.get_attribute("data-choice")
               for b in leader.page.locator(".prompt .choice-seat").all()}
    for ph in (good, evil):
        leader.page.locator(f'.prompt button.choice[data-choice="{seat_of[ph.name]}"]').click()
    leader.page.locator(".prompt button.btn-primary").click()

    # the vote: every phone the same two buttons
    votes = {ph.name: (ph.page, wait_prompt(ph.page, '[data-choice="approve"]')) for ph in phones}
    assert_alike({ph.name: layout(ph.page) for ph in phones}, "Avalon vote")
    assert_buzz_alike(votes, 1, "Avalon vote")
    side_by_side(shots, "alike-avalon-vote-good-evil", [good.page, evil.page])
    for ph in phones:
        ph.page.locator(f'.prompt[data-prompt="{votes[ph.name][1]}"] button[data-choice="approve"]').click()

    # the quest: Success and Fail on both phones, in the same places
    quest = {ph.name: (ph.page, wait_prompt(ph.page, '[data-choice="fail"]')) for ph in (good, evil)}
    before = {ph.name: layout(ph.page) for ph in (good, evil)}
    assert_alike(before, "Avalon quest")
    assert [c["text"] for c in before[good.name]["prompts"][0]["controls"]] == [
        AV["en"]["avalon.choice.success"], AV["en"]["avalon.choice.fail"]]
    assert_buzz_alike(quest, 1, "Avalon quest")
    side_by_side(shots, "alike-avalon-quest-good-evil", [good.page, evil.page])

    # both tap Fail: the same screen while it is sent
    fail = '.prompts .prompt button[data-choice="fail"]'
    assert_alike({ph.name: tap_and_look(ph.page, fail) for ph in (good, evil)}, "Avalon quest, Fail tapped")
    # Evil's card is played; Good's is refused on his phone only, quietly, and his screen is
    # the one he had before the tap, to pick again
    evil.page.wait_for_function("""(id) => { const p = document.querySelector(`.prompt[data-prompt='${id}']`);
                                             return !p || !!p.querySelector('.prompt-status.ok'); }""",
                                arg=quest[evil.name][1], timeout=T)
    toast = good.page.locator(".toast-private")
    toast.wait_for(timeout=T)
    assert toast.inner_text() == AV["en"]["avalon.error.good_must_succeed"]
    assert good.page.locator(".toast-error").count() == 0
    assert evil.page.locator(".toast").count() == 0
    wait_prompt(good.page, '[data-choice="fail"]')
    assert_alike({"Good before": before[good.name], "Good after the refusal": layout(good.page)}, "Avalon refused Fail")
    side_by_side(shots, "alike-avalon-quest-refused-good-sent-evil", [good.page, evil.page])
    good.page.locator('.prompts .prompt button[data-choice="success"]').click()
    # one Fail card was played: the first quest failed
    good.page.wait_for_selector(".avalon-p-q.avalon-p-q-fail", timeout=T)
    assert tv.locator(".avalon-board").count() == 1


# -- Dixit -----------------------------------------------------------------------------

FIRST_PICTURES = 60_000  # ms
DIXIT_SECRET = "img"  # the cards are pictures: which ones a phone shows is its own secret


def dixit_turn(phones) -> tuple:
    """The storyteller plays a card and says the clue; returns (storyteller, the others)."""
    teller = phone_asked(phones, ".dx-pick-card", "the storyteller's card")
    teller.page.locator(".prompts .dx-pick-card").first.click()
    teller.page.locator(".prompts .dx-confirm").click()
    # A fresh data folder draws each built-in picture when a phone first asks for it (games/dixit/host/cards.py),
    # which holds the server a while at the start of the first round.
    wait_prompt(teller.page, ".btn-primary:not(.dx-confirm)", timeout=FIRST_PICTURES)
    teller.page.locator(".prompts .prompt:not(.prompt-pending) .btn-primary").click()
    return teller, [ph for ph in phones if ph is not teller]


def dixit_pick(ph, prompt_id, count: int) -> None:
    node = ph.page.locator(f'.prompt[data-prompt="{prompt_id}"]')
    for k in range(count):
        node.locator(".dx-pick-card").nth(k).click()
    node.locator(".dx-confirm").click()


def test_dixit_decoys_and_vote_look_alike_whatever_the_hand(server, contexts, shots):
    # which picture a card shows is masked here (DIXIT_SECRET): every card is the same real picture
    tv, phones = start(server, one_picture_for_every_card(server, contexts), shots, "dixit", ["Ann", "Ben", "Cat"])
    teller, voters = dixit_turn(phones)

    # the decoys (two each at three players): every voter's whole hand, as pictures
    decoys = {ph.name: (ph.page, wait_prompt(ph.page, ".dx-pick-card")) for ph in voters}
    assert_alike({ph.name: layout(ph.page, DIXIT_SECRET) for ph in voters}, "Dixit decoys")
    assert_buzz_alike(decoys, 1, "Dixit decoys")
    for ph in voters:
        dixit_pick(ph, decoys[ph.name][1], 2)

    # the vote: the whole board on every phone, one's own cards included
    votes = {ph.name: (ph.page, wait_prompt(ph.page, ".dx-pick-num")) for ph in voters}
    assert_alike({ph.name: layout(ph.page, DIXIT_SECRET) for ph in voters}, "Dixit vote")
    assert_buzz_alike(votes, 1, "Dixit vote")
    side_by_side(shots, "alike-dixit-vote", [ph.page for ph in voters])
    # each taps the first card: the same screen while it is sent; a phone whose own card it is
    # is refused privately and picks the next
    for ph in voters:
        ph.page.locator(f'.prompt[data-prompt="{votes[ph.name][1]}"] .dx-pick-card').first.click()
    assert_alike({ph.name: tap_and_look(ph.page, ".prompts .dx-confirm", DIXIT_SECRET) for ph in voters},
                 "Dixit vote, sent")
    refused = sum(vote_until_taken(ph, votes[ph.name][1]) for ph in voters)
    assert refused <= 2 * len(voters)   # the own cards of two voters (two each at three players)
    tv.wait_for_selector(".dx-owner", timeout=T)


def vote_until_taken(ph, prompt_id) -> int:
    """Wait for the answer to the vote; while it is refused (one's own card), vote for the next
    card. Returns how many times it was refused."""
    node = ph.page.locator(f'.prompt[data-prompt="{prompt_id}"]')
    for k in range(1, 8):
        ph.page.wait_for_function("""(id) => { const p = document.querySelector(`.prompt[data-prompt='${id}']`);
                                             return !p || !p.classList.contains('prompt-pending'); }""",
                                  arg=prompt_id, timeout=T)
        if not node.count():
            return k - 1
        assert ph.page.locator(".toast-private").count(), f"{ph.name}: a vote came back without a reason"
        node.locator(".dx-pick-card").nth(k).click()
        node.locator(".dx-confirm").click()
    raise AssertionError(f"{ph.name}: every vote was refused")


# -- 风声 -------------------------------------------------------------------------------

FS_SECRET = ".fs-card, .fs-choice"   # card faces and characters: the seat's own
WINDOW = FS["en"]["fengsheng.prompt.window"]
# 风声 may declare that a window's buttons are the seat's own hand (its size is public).
WINDOW_IS_OWN_HAND = "fengsheng.prompt.window" in get_game("fengsheng").unalike_prompts
WINDOWS = 6                          # response windows compared
FS_BUDGET = 120.0


def fengsheng_setup(host) -> None:
    # A seat with nothing to play is passed for after the host's delay: long enough here that
    # both phones hold the window while they are compared.
    host.locator("details.timers summary").click()
    set_timer(host, "auto_pass", 15)


def fengsheng_move(ph, rng) -> bool:
    """Answer an open prompt that is not a response window (the turn goes on)."""
    page = ph.page
    pid = open_prompt_id(page)
    if not pid or prompt_title(page, pid) == WINDOW:
        return False
    node = page.locator(f'.prompt[data-prompt="{pid}"]')
    ids = node.locator("button.choice").evaluate_all("(bs) => bs.map((b) => b.dataset.choice)")
    lo = int(node.get_attribute("data-min") or 1)
    hi = int(node.get_attribute("data-max") or 1)
    with answering(page, pid):
        if lo != 1 or hi != 1:
            for cid in ids[:max(lo, 0)]:
                node.locator(f'button.choice[data-choice="{cid}"]').click(timeout=2000)
            node.locator("button.btn-primary").click(timeout=2000)
        elif ids:
            node.locator(f'button.choice[data-choice="{rng.choice(ids)}"]').click(timeout=2000)
        else:
            node.locator("button.btn-primary").click(timeout=2000)
    return True


@pytest.mark.xfail(not WINDOW_IS_OWN_HAND, strict=True, reason=(
    "风声 is being changed: a response window offers Pass, the seat's whole hand and its character, so "
    "the number of buttons follows the hand size, and fengsheng.prompt.window is not (yet) declared in "
    "FengSheng.unalike_prompts as the seat's own hand"))
def test_fengsheng_draft_and_response_windows_look_alike_whatever_the_hand(server, contexts, shots):
    tv, phones = start(server, contexts, shots, "fengsheng", ["Ann", "Ben"], bots=1, setup=fengsheng_setup)
    rng = random.Random(3)

    # the draft: as many candidates on every phone (which ones is the seat's own), a buzz on each
    draft = {ph.name: (ph.page, wait_prompt(ph.page, ".fs-choice-char")) for ph in phones}
    counts = {ph.name: ph.page.locator(f'.prompt[data-prompt="{draft[ph.name][1]}"] button').count() for ph in phones}
    assert len(set(counts.values())) == 1, f"风声 draft: buttons per phone {counts}"
    assert_buzz_alike(draft, 1, "风声 draft")

    compared = 0
    hands = set()
    deadline = time.monotonic() + FS_BUDGET
    while compared < WINDOWS:
        assert time.monotonic() < deadline, (f"only {compared} response windows open on both phones in {FS_BUDGET}s; "
                                             f"open now: {[open_titles(ph.page) for ph in phones]}")
        assert not tv.locator(".fs-board-over").count(), f"the match ended after {compared} windows"
        windows = {ph.name: open_prompt_id(ph.page, title=WINDOW) for ph in phones}
        if all(windows.values()):
            looks = {ph.name: layout(ph.page, FS_SECRET, positioned=False, own_hand=WINDOW_IS_OWN_HAND) for ph in phones}
            hands.add(tuple(ph.page.locator(".fs-p-hand").inner_text() for ph in phones))
            if compared == 0:
                side_by_side(shots, "alike-fengsheng-window", [ph.page for ph in phones])
            assert_alike(looks, f"风声 response window {compared + 1}")
            # no phone buzzes for a window: most seats can only pass it
            assert_buzz_alike({ph.name: (ph.page, windows[ph.name]) for ph in phones}, 0, "风声 response window")
            # both pass: the same screen while it is sent
            pass_alike(phones, windows, FS_SECRET, WINDOW_IS_OWN_HAND, f"风声 response window {compared + 1}, passed")
            compared += 1
            continue
        moved = False
        for ph in phones:
            moved = fengsheng_move(ph, rng) or moved
        if not moved:
            time.sleep(0.05)
    assert any(a != b for a, b in hands), "the two phones held the same hand at every window compared"


# -- 海盗湾 ----------------------------------------------------------------------------------

PC = catalogue(os.path.join("games", "pirates_cove", "i18n.json"))
PC_NAVY = PC["en"]["pirates_cove.prompt.navy"]
PC_BUDGET = 120.0


def pirates_cove_until(phones, rng, wanted) -> dict:
    """Answer the prompts asked of one seat at a time (outfitting, the shop: "done"; an Event window: pass)
    until every phone holds an open prompt matching ``wanted`` (a CSS selector); their ids by name."""
    deadline = time.monotonic() + PC_BUDGET
    while True:
        assert time.monotonic() < deadline, f"海盗湾: no phone reached {wanted!r}; open: {[open_titles(ph.page) for ph in phones]}"
        found = {ph.name: open_prompt_id(ph.page, wanted) for ph in phones}
        if all(found.values()):
            return found
        for ph in phones:
            if found[ph.name]:
                continue
            pid = open_prompt_id(ph.page)
            if not pid:
                continue
            node = ph.page.locator(f'.prompt[data-prompt="{pid}"]')
            if node.locator(wanted).count():
                continue   # it came up since it was looked for: kept for the comparison
            ids = node.locator("button.choice").evaluate_all("(bs) => bs.map((b) => b.dataset.choice)")
            pick = "done" if "done" in ids else "pass" if "pass" in ids else rng.choice(ids) if ids else None
            if pick:
                with answering(ph.page, pid):
                    node.locator(f'button.choice[data-choice="{pick}"]').click(timeout=2000)
        time.sleep(0.05)


@pytest.fixture
def slow_pass_server(tmp_path):
    """A server that passes for a seat with nothing to play after 15 s (海盗湾 has no host setting for it):
    both phones hold a window while they are compared, whoever holds the card."""
    srv = Server(str(tmp_path), "gevent", bot_delay=0.2, auto_pass_delay=15)
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


def test_pirates_cove_wheel_and_navy_window_look_alike_whatever_the_hand(slow_pass_server, contexts, shots):
    tv, phones = start(slow_pass_server, contexts, shots, "pirates_cove", ["Ann", "Ben"], bots=1)
    rng = random.Random(5)

    # the captain's wheel: the same six islands in the same places on both phones, one buzz each
    wheels = pirates_cove_until(phones, rng, ".pc-helm")
    assert_alike({ph.name: layout(ph.page) for ph in phones}, "海盗湾 wheel")
    assert_buzz_alike({ph.name: (ph.page, wheels[ph.name]) for ph in phones}, 1, "海盗湾 wheel")
    side_by_side(shots, "alike-pirates_cove-wheel", [ph.page for ph in phones])
    # both turn to island 3: the same screen while it is sent (it names no island); how many captains are
    # still choosing is public and drops between the two taps, so that number is left out
    assert_alike({ph.name: tap_and_look(ph.page, f'.prompt[data-prompt="{wheels[ph.name]}"] button[data-choice="3"]',
                                        ".pc-waiting-count") for ph in phones}, "海盗湾 wheel, set")

    # the Royal Navy window after the reveal: every phone the same buttons, whoever holds the card; no buzz
    navy = {ph.name: (ph.page, wait_prompt(ph.page, title=PC_NAVY, timeout=PC_BUDGET * 1000)) for ph in phones}
    assert_alike({ph.name: layout(ph.page) for ph in phones}, "海盗湾 Navy window")
    assert_buzz_alike(navy, 0, "海盗湾 Navy window")
    side_by_side(shots, "alike-pirates_cove-navy", [ph.page for ph in phones])
    pass_alike(phones, {name: pid for name, (_, pid) in navy.items()}, "", False, "海盗湾 Navy window, passed")


# -- 三国杀 --------------------------------------------------------------------------------

SGS = catalogue(os.path.join("games", "sanguosha", "i18n.json"))
SGS_SECRET = ".sgs-card, .sgs-hero"   # card faces and heroes: the seat's own
SGS_HERO = SGS["en"]["sanguosha.prompt.hero"]
SGS_BUDGET = 120.0
# 三国杀 declares that a 无懈可击 window's buttons are the seat's own hand (its size is public).
SGS_WINDOW_IS_OWN_HAND = "sanguosha.prompt.nullify" in get_game("sanguosha").unalike_prompts
SGS_TRICKS = {"dismantle", "snatch", "duel", "something_from_nothing", "barbarian_invasion", "arrow_volley",
              "peach_garden_oath", "bountiful_harvest", "indulgence", "borrowed_sword"}


def sanguosha_setup(host) -> None:
    # a seat with nothing to play is passed for after the host's delay, and a window closes when its timer
    # runs out: both long enough here that every phone holds the 无懈可击 window while they are compared
    fengsheng_setup(host)
    set_timer(host, "nullify", 60)


def sanguosha_is_window(page, pid: str) -> bool:
    title = prompt_title(page, pid)
    return "Negate?" in title and "about to take effect" in title


def sanguosha_move(ph, rng) -> bool:
    """Answer an open prompt that is not a 无懈可击 window: in the play phase a trick when there is one
    (it opens a window), else the end of the phase; any request is passed; other questions at random."""
    page = ph.page
    pid = open_prompt_id(page)
    if not pid or sanguosha_is_window(page, pid):
        return False
    node = page.locator(f'.prompt[data-prompt="{pid}"]')
    with answering(page, pid):
        if node.locator(".sgs-pp-use").count():
            tricks = node.locator(".sgs-pp-card.choice").evaluate_all(
                f"(bs) => bs.filter((b) => {json.dumps(sorted(SGS_TRICKS))}.includes(b.querySelector('.sgs-card').dataset.kind))"
                ".map((b) => b.dataset.choice)")
            if tricks:
                node.locator(f'button.choice[data-choice="{tricks[0]}"]').click(timeout=2000)
                node.locator(".sgs-pp-use").click(timeout=2000)
            else:
                node.locator(".sgs-pp-end").click(timeout=2000)
            return True
        tap_generic(node, rng, "pass")
    return True


def test_sanguosha_hero_pick_and_negate_window_look_alike_whatever_the_role_and_hand(server, contexts, shots):
    tv, phones = start(server, contexts, shots, "sanguosha", ["Ann", "Ben", "Cat"], bots=1, setup=sanguosha_setup)
    rng = random.Random(11)

    # the heroes: the Lord picks first (a phone or the bot), then every other seat at once: as many
    # heroes on every phone, in the same places (which ones is the seat's own)
    tv.wait_for_selector(".sgs-seat .sgs-role-lord", timeout=T)
    lord_seat = int(tv.locator(".sgs-seat", has=tv.locator(".sgs-role-lord")).get_attribute("data-seat"))
    lord = phones[lord_seat] if lord_seat < len(phones) else None     # the phones sit in seats 0-2, the bot in 3
    if lord is not None:
        pid = wait_prompt(lord.page, title=SGS_HERO)
        lord.page.locator(f'.prompt[data-prompt="{pid}"] button.choice').first.click()
    pickers = [ph for ph in phones if ph is not lord]
    picks = {ph.name: (ph.page, wait_prompt(ph.page, title=SGS_HERO, timeout=SGS_BUDGET * 1000)) for ph in pickers}
    assert_alike({ph.name: layout(ph.page, SGS_SECRET, positioned=False) for ph in pickers}, "三国杀 heroes")
    assert_buzz_alike(picks, 1, "三国杀 heroes")
    side_by_side(shots, "alike-sanguosha-heroes", [ph.page for ph in pickers])
    for ph in pickers:
        ph.page.locator(f'.prompt[data-prompt="{picks[ph.name][1]}"] button.choice').first.click()

    # a 无懈可击 window: every living seat at once, pass and the whole hand, no buzz
    windows = until_windows(tv, phones, rng, sanguosha_is_window, sanguosha_move, ".sgs-board.sgs-over", SGS_BUDGET,
                            "无懈可击 window")
    looks = {ph.name: layout(ph.page, SGS_SECRET, positioned=False, own_hand=SGS_WINDOW_IS_OWN_HAND) for ph in phones}
    side_by_side(shots, "alike-sanguosha-negate-window", [ph.page for ph in phones])
    assert_alike(looks, "三国杀 无懈可击 window")
    assert_buzz_alike({ph.name: (ph.page, windows[ph.name]) for ph in phones}, 0, "三国杀 无懈可击 window")
    pass_alike(phones, windows, SGS_SECRET, SGS_WINDOW_IS_OWN_HAND, "三国杀 无懈可击 window, passed")


# -- 盗梦都市 -------------------------------------------------------------------------------

IC = catalogue(os.path.join("games", "inception", "i18n.json"))
IC_SECRET = ".inc-choice-role"   # the roles offered: the seat's own (a master's or a thief's)
IC_ROLE = IC["en"]["inception.prompt.role"]
IC_WINDOW = re.compile(r"^.+ unlocks layer \d: cancel with an Unseal\?$")   # inception.prompt.unseal
IC_BUDGET = 120.0


def inception_setup(host) -> None:
    # the first phone is the Dream Master, the second a thief
    host.locator('select[data-key="opt-master"]').select_option("1")
    host.wait_for_function("() => document.querySelector('select[data-key=\"opt-master\"]').value === '1'", timeout=T)


def inception_is_window(page, pid: str) -> bool:
    return bool(IC_WINDOW.match(prompt_title(page, pid)))


def inception_move(ph, rng) -> bool:
    """Answer an open prompt that is not a 解封② window: a turn ends at once (the bots unlock), the
    nightmares go under the layers in the order offered, other questions at random."""
    page = ph.page
    pid = open_prompt_id(page)
    if not pid or inception_is_window(page, pid):
        return False
    node = page.locator(f'.prompt[data-prompt="{pid}"]')
    with answering(page, pid):
        if node.locator(".inc-order-send").count():
            while node.locator(".inc-order-pool button").count():
                node.locator(".inc-order-pool button").first.click(timeout=2000)
            node.locator(".inc-order-send").click(timeout=2000)
            return True
        tap_generic(node, rng, "end")
    return True


def test_inception_role_pick_and_unseal_window_look_alike_for_master_and_thief(slow_pass_server, contexts, shots):
    tv, phones = start(slow_pass_server, contexts, shots, "inception", ["Ann", "Ben"], bots=2, setup=inception_setup)
    rng = random.Random(17)

    # the roles: every seat at once, the master among masters and a thief among thieves: as many roles on
    # every phone, in the same places and sizes (which ones is the seat's own), one buzz each
    roles = {ph.name: (ph.page, wait_prompt(ph.page, title=IC_ROLE)) for ph in phones}
    assert_alike({ph.name: layout(ph.page, IC_SECRET) for ph in phones}, "盗梦都市 roles")
    assert_buzz_alike(roles, 1, "盗梦都市 roles")
    side_by_side(shots, "alike-inception-roles-master-thief", [ph.page for ph in phones])
    for ph in phones:
        ph.page.locator(f'.prompt[data-prompt="{roles[ph.name][1]}"] button.choice').first.click()

    # a bot's 解封①: the 解封② window on the master's phone and the thief's, whoever holds a 解封; no buzz
    windows = until_windows(tv, phones, rng, inception_is_window, inception_move, ".inc-board.inc-over", IC_BUDGET,
                            "解封② window", matches=3)
    # the panels' heights follow the hand sizes, which are public: the prompts are compared by size
    looks = {ph.name: layout(ph.page, positioned=False) for ph in phones}
    side_by_side(shots, "alike-inception-unseal-window", [ph.page for ph in phones])
    assert_alike(looks, "盗梦都市 解封② window")
    assert_buzz_alike({ph.name: (ph.page, windows[ph.name]) for ph in phones}, 0, "盗梦都市 解封② window")
    pass_alike(phones, windows, "", False, "盗梦都市 解封② window, passed")


# -- 魔城馬車 -------------------------------------------------------------------------------

KF = catalogue(os.path.join("games", "kutschfahrt", "i18n.json"))
KF_DOCTOR = KF["en"]["kutschfahrt.prompt.doctor"]
KF_BUDGET = 120.0
# what a phone answers on the way to a fight: attack on its turn, pass the Priest, stay neutral, use nothing
KF_MOVES = ("attack", "pass", "neutral", "none", "keep")


def kutschfahrt_is_window(page, pid: str) -> bool:
    return prompt_title(page, pid) == KF_DOCTOR


def kutschfahrt_move(ph, rng) -> bool:
    """Answer an open prompt that is not the Doctor's window, so that a fight comes soon."""
    pid = open_prompt_id(ph.page)
    if not pid or kutschfahrt_is_window(ph.page, pid):
        return False
    node = ph.page.locator(f'.prompt[data-prompt="{pid}"]')
    with answering(ph.page, pid):
        ids = node.locator("button.choice").evaluate_all("(bs) => bs.map((b) => b.dataset.choice)")
        tap_generic(node, rng, next((c for c in KF_MOVES if c in ids), ""))
    return True


def test_kutschfahrt_doctor_window_looks_alike_whatever_the_society_and_profession(server, contexts, shots):
    tv, phones = start(server, contexts, shots, "kutschfahrt", ["Ann", "Ben", "Cat"], bots=1)
    rng = random.Random(16)
    # the Doctor's window after a fight's result: every seat at once, Use and Pass whoever holds the Doctor
    # (a Use without it is refused after the tap), no buzz (docs/rules/kutschfahrt.md §9)
    windows = until_windows(tv, phones, rng, kutschfahrt_is_window, kutschfahrt_move, ".kf-board.kf-board-over",
                            KF_BUDGET, "Doctor window")
    # the panels' heights follow the item counts, which are public: the prompts are compared by size
    looks = {ph.name: layout(ph.page, positioned=False) for ph in phones}
    side_by_side(shots, "alike-kutschfahrt-doctor-window", [ph.page for ph in phones])
    assert_alike(looks, "魔城馬車 Doctor window")
    assert_buzz_alike({ph.name: (ph.page, windows[ph.name]) for ph in phones}, 0, "魔城馬車 Doctor window")
    pass_alike(phones, windows, "", False, "魔城馬車 Doctor window, passed")


# -- which games need a case here --------------------------------------------------------

def test_every_game_that_asks_several_seats_at_once_is_looked_at_here():
    asking = set()
    for game in all_games():
        for players in (game.min_players, game.max_players):
            options = {"mode": "free"} if (game.id, players) == ("fengsheng", 2) else None
            if watch_random_match(game, players, 0, options).simultaneous:
                asking.add(game.id)
    assert asking <= BROWSER_CASES, f"no browser case here for {sorted(asking - BROWSER_CASES)}"
