"""The browser tests' one helper module (docs/engine.md, "Testing a game with the kit"): the TV and
the phones of a real table (Debian's Chromium through Playwright, the server of
tests/browser/conftest.py), the lobby, finding and answering a phone's prompt, a finger holding a
hold-to-reveal card, screenshots, the end screens, "play again", and the sizes DESIGN.md asks for
(TV text, the 720p layout, tap targets). Every browser test imports its helpers from here; a game's own
reading of its pages (Avalon's role card) lives in the game's tests folder, on top of ``Phone``.
"""

from __future__ import annotations

import base64
import json
import os
import re
import time
import urllib.parse
import urllib.request
from contextlib import contextmanager

from tests.protocol.harness import ROOT, Server

T = 10_000  # ms for one wait
# ms for Dixit's built-in pictures: a card's first request draws it (about 0.35 s of CPU each, two at a time)
PICTURES = 90_000

DIXIT_CARDS = "**/games/dixit/card/*"   # the address of a Dixit card's picture (games/dixit/web/board.js cardUrl)

LANGS = ("en", "zh-Hant", "zh-Hans")
LANG_LABEL = {"en": "English", "zh-Hant": "繁體中文", "zh-Hans": "简体中文"}


def catalogue(path: str) -> dict:
    """A message catalogue of the repository (``server/i18n/shell.json``, ``games/<id>/i18n.json``)."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return json.load(f)


SHELL = catalogue(os.path.join("server", "i18n", "shell.json"))


# -- screenshots and what a page shows --------------------------------------------------------

def shot(page, shots, name):
    page.screenshot(path=os.path.join(shots, name), animations="disabled")


class ShotsOnce:
    """Screenshots taken the first time a moment happens."""

    def __init__(self, folder, shoot=shot):
        self.folder, self.shoot, self.taken = folder, shoot, set()

    def __call__(self, name, page):
        if name not in self.taken:
            self.taken.add(name)
            self.shoot(page, self.folder, name)


def end_screens(tv, phones, shots, tv_shot: str, phone_end: str, phone_shot: str, check=None) -> None:
    """The end of a match, photographed: the TV (``tv_shot``), then each phone once its end section
    ``phone_end`` (a CSS selector) is drawn (``phone_shot``, its ``{lang}`` filled in); no screen shows
    broken text. ``check(phone)`` runs on each phone's end before its screenshot."""
    shot(tv, shots, tv_shot)
    no_broken_text(tv, "the TV")
    for ph in phones:
        ph.page.wait_for_selector(phone_end, timeout=T)
        if check:
            check(ph)
        shot(ph.page, shots, phone_shot.format(lang=ph.lang))
        no_broken_text(ph.page, ph.name)


def play_again(host_page, tv, next_board: str) -> None:
    """The host taps "Play again" on the finished screen; returns once the TV draws the next match's
    board ``next_board`` (a CSS selector that the finished board does not match)."""
    host_page.locator(".finished-actions .btn-primary").click()
    tv.wait_for_selector(next_board, timeout=T)


def one_picture_for_every_card(server, contexts):
    """``contexts`` (the fixture) whose pages are sent one real built-in Dixit card, drawn once by the
    server, whenever they ask for any card's picture. For a test where which picture a card shows does
    not matter (a card's box is sized by CSS, and a test comparing phones masks the pictures): a fresh
    data folder draws every card a hand holds, about 25 s of a busy machine per phone (issue 13)."""
    from games.dixit.host.cards import builtin_ids
    first = next(iter(builtin_ids()))
    with urllib.request.urlopen(f"{server.url}/games/dixit/card/{first}", timeout=PICTURES / 1000) as r:
        body, kind = r.read(), r.headers.get_content_type()

    def make(kind_of_screen: str, **extra):
        ctx = contexts(kind_of_screen, **extra)
        ctx.route(DIXIT_CARDS, lambda route: route.fulfill(status=200, content_type=kind, body=body))
        return ctx

    return make


# -- sizes: DESIGN.md, TV text at least 24 px at 1080p, phone taps at least 44 px ---------------------

MIN_TV_PX = 24
MIN_TAP_PX = 44
TV_SIZE = {"width": 1920, "height": 1080}
TV_SMALL_SIZE = {"width": 1280, "height": 720}

# every visible text under the board smaller than the floor: [size, text]
JS_SMALL_TEXT = """([board, min]) => {
  const out = [];
  const walker = document.createTreeWalker(document.querySelector(board), NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent.trim() || !n.parentElement.getClientRects().length) continue;
    const px = parseFloat(getComputedStyle(n.parentElement).fontSize);
    if (px < min) out.push([px, n.textContent.trim().slice(0, 30)]);
  }
  return out;
}"""

# the parts of the board that spill out of it: their class names
JS_SPILL = """([board, parts]) => {
  const b = document.querySelector(board).getBoundingClientRect();
  return [...document.querySelectorAll(parts)].map((n) => [n.className, n.getBoundingClientRect()])
    .filter(([, r]) => r.right > b.right + 2 || r.bottom > b.bottom + 2 || r.left < b.left - 2).map(([c]) => c);
}"""

JS_SMALL_TAPS = """(min) => [...document.querySelectorAll('.prompts button, .panel-root button')]
  .filter((b) => b.getClientRects().length)
  .map((b) => { const r = b.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height), b.textContent.trim().slice(0, 20)]; })
  .filter(([w, h]) => w < min || h < min)"""


def tv_text_readable(tv, board: str) -> None:
    """Every visible text of the TV's ``board`` (a CSS selector) is at least 24 px (at 1920x1080)."""
    small = tv.evaluate(JS_SMALL_TEXT, [board, MIN_TV_PX])
    assert not small, f"TV text under {MIN_TV_PX} px at 1080p: {small[:8]}"


def nothing_spills_at_720p(tv, board: str, parts: str, shots, name: str) -> None:
    """The TV at 1280x720: none of the ``parts`` (a CSS selector) spills out of ``board``; photographed as
    ``name``, then the TV is back at 1920x1080."""
    tv.set_viewport_size(TV_SMALL_SIZE)
    tv.wait_for_timeout(300)
    assert tv.evaluate(JS_SPILL, [board, parts]) == []
    shot(tv, shots, name)
    tv.set_viewport_size(TV_SIZE)


def taps_large_enough(page, who: str, where: str) -> None:
    """Every button of the phone's prompts and panel is at least 44 px each way (``where``: the prompt
    on screen, for the message)."""
    small = page.evaluate(JS_SMALL_TAPS, MIN_TAP_PX)
    assert not small, f"{who}: taps under {MIN_TAP_PX} px at {where!r}: {small}"


BROKEN = ("null", "undefined", "NaN", "[object Object]")


def no_broken_text(page, who: str = "page") -> None:
    """No value that should have been a word reached the screen as a JavaScript leftover."""
    text = page.locator("#app").inner_text()
    bad = [w for w in BROKEN if re.search(r"(?<![\w.])" + re.escape(w) + r"(?![\w.])", text)]
    assert not bad, f"{who} shows {bad}: {text[:600]!r}"


# -- the table: the TV, the phones, the lobby ---------------------------------------------------

def open_table(server, contexts, shots=None):
    """A TV opens a new room: (its page, the room code)."""
    tv = contexts("tv").new_page()
    tv.goto(server.url + "/tv")
    code = tv.locator(".code-big").inner_text(timeout=T).strip()
    assert re.fullmatch(r"[A-Z0-9]{4,8}", code), code
    assert tv.locator(".qr-big svg").count() == 1
    return tv, code


class Phone:
    """A player's phone page. A game's tests add what they read on it (a subclass in the game's
    tests folder, e.g. Avalon's role card); ``catalogues`` are looked up before the shell's."""

    catalogues: tuple = ()

    def __init__(self, page, name: str, lang: str):
        self.page, self.name, self.lang = page, name, lang

    def t(self, key: str, **params) -> str:
        """A message in this phone's language, its ``{params}`` filled in."""
        text = next(c[self.lang][key] for c in (*self.catalogues, SHELL) if key in c[self.lang])
        for k, v in params.items():
            text = text.replace("{" + k + "}", str(v))
        return text

    def open_prompt(self):
        """The first prompt on screen not yet answered: id, kind, min, max, title, choices (id,
        seat: drawn as a player, label), or None."""
        return self.page.evaluate("""() => {
          const p = document.querySelector('.prompts .prompt:not(.prompt-pending)');
          if (!p) return null;
          return { id: p.dataset.prompt, kind: p.dataset.kind, min: +(p.dataset.min || 1), max: +(p.dataset.max || 1),
                   title: (p.querySelector('.prompt-title') || {}).textContent || '',
                   choices: [...p.querySelectorAll('button.choice')].map((b) => ({
                     id: b.dataset.choice, seat: b.classList.contains('choice-seat'), label: b.textContent })) };
        }""")

    secret_name = "a secret"   # what a game's hold-to-reveal card holds, for the message

    def no_secret_on_screen(self):
        """No hold-to-reveal card shows its secret without a finger on it."""
        shown = self.page.evaluate("() => [...document.querySelectorAll('.reveal-secret')].map((n) => n.textContent).join('')")
        assert shown == "", f"{self.name}: {self.secret_name} is on screen without a finger on it: {shown!r}"

    def wait_sent(self, pid):
        """Wait until prompt ``pid`` is sent (pending) or gone."""
        self.page.wait_for_function(
            """(id) => { const p = document.querySelector(`.prompt[data-prompt="${id}"]`);
                         return !p || p.classList.contains('prompt-pending'); }""", arg=pid, timeout=T)


def join(contexts, server, code, name, lang, shots=None, shot_name=None, init_script=None, phone=Phone,
         screen="seated"):
    """A phone joins the room by its form (``init_script``: run in the page before its own scripts) and
    shows ``screen`` (``watching``: the room's match had started); returns a ``phone`` (Phone or a game's
    subclass)."""
    ctx = contexts("phone")
    if init_script:
        ctx.add_init_script(init_script)
    page = ctx.new_page()
    page.goto(f"{server.url}/join/{code}")
    page.locator("#name").fill(name)
    page.locator(".btn-lang", has_text=LANG_LABEL[lang]).click()
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang, timeout=T)
    submit = page.locator("form button[type=submit]")
    page.wait_for_function("() => !document.querySelector('form button[type=submit]').disabled", timeout=T)
    if shot_name:
        shot(page, shots, shot_name)
    submit.click()
    page.wait_for_selector(f"body[data-screen={screen}]", timeout=T)
    assert page.evaluate("(c) => !!localStorage.getItem('partytable:' + c)", code)
    return phone(page, name, lang)


def join_seated(contexts, server, code, players, phone=Phone) -> list:
    """The ``players`` ((name, language) pairs) join one after another, so each sits in the seat of its
    place in the list: their phones (``phone``: Phone or a game's subclass), each knowing its ``seat``."""
    phones = [join(contexts, server, code, name, lang, phone=phone) for name, lang in players]
    for seat, ph in enumerate(phones):
        ph.seat = seat
    return phones


def set_switch(page, label, on=True):
    """Turn the lobby's option switch labelled ``label`` on (or off)."""
    row = page.locator(".opt-row", has=page.locator(".opt-label", has_text=re.compile("^" + re.escape(label) + "$")))
    sw = row.locator("button.switch")
    if (sw.get_attribute("aria-checked") == "true") != on:
        sw.click()
    page.wait_for_function(
        """([label, on]) => [...document.querySelectorAll('.opt-row')].some((r) =>
             r.querySelector('.opt-label').textContent === label &&
             r.querySelector('button.switch').getAttribute('aria-checked') === String(on))""",
        arg=[label, on], timeout=T)


def set_timer(page, timer: str, seconds: int) -> None:
    """Set the host's timer ``timer`` (its lobby field, in the open timers list) to ``seconds`` and wait until the
    field shows it. The server's echo is not awaited: it takes this socket's messages in order, so the setting
    holds before a later lobby action (adding bots, the start)."""
    box = page.locator(f'input[data-key="timer-{timer}"]')
    box.fill(str(seconds))
    box.press("Enter")
    page.wait_for_function("([k, v]) => document.querySelector(`input[data-key=\"timer-${k}\"]`).value === v",
                           arg=[timer, str(seconds)], timeout=T)


def add_bots(host_page, count: int) -> None:
    """The host adds ``count`` smart bots in the lobby, one seat at a time."""
    for _ in range(count):
        n = host_page.locator(".seats .seat").count()
        host_page.locator(".lobby-actions button", has_text=SHELL["en"]["ui.add_bot_smart"]).click()
        host_page.wait_for_function("(n) => document.querySelectorAll('.seats .seat').length > n", arg=n, timeout=T)


# -- prompts on a phone ---------------------------------------------------------------------------

FIND_PROMPT = """([has, title, starts]) => [...document.querySelectorAll('.prompts .prompt:not(.prompt-pending)')].find((n) => {
  const said = (n.querySelector('.prompt-title') || {}).textContent || '';
  return (!has || n.querySelector(has)) && (!title || said === title) && (!starts || said.startsWith(starts)); })"""
PROMPT_ID = f"(a) => {{ const p = ({FIND_PROMPT})(a); return p ? p.dataset.prompt : null; }}"


def open_prompt_id(page, has: str = "", title: str = "", starts: str = "") -> str | None:
    """The id of the open (not yet sent) prompt holding ``has`` (a CSS selector), titled ``title`` and
    with a title beginning ``starts`` (a message's words before its first parameter), if any."""
    return page.evaluate(PROMPT_ID, [has, title, starts])


def wait_prompt(page, has: str = "", title: str = "", timeout: int = T, starts: str = "") -> str:
    """Wait for an open prompt as ``open_prompt_id`` finds it and return its id, found in the same look (a
    prompt seen open may be gone a moment later: an auto-passed window)."""
    return page.wait_for_function(PROMPT_ID, arg=[has, title, starts], timeout=timeout).json_value()


def phone_asked(phones, has: str, what: str):
    """The one phone with an open prompt holding ``has`` (e.g. the Leader's team picker)."""
    end = time.monotonic() + T / 1000
    while time.monotonic() < end:
        asked = next((ph for ph in phones if open_prompt_id(ph.page, has)), None)
        if asked:
            return asked
        time.sleep(0.05)
    raise AssertionError(f"no phone is asked for {what}")


def tap(page, pid: str, what: str) -> bool:
    """Tap a button of open prompt ``pid`` at once: a choice id, or a CSS selector inside the prompt. False
    when the prompt or the button is gone (an auto-pass, the window ended): no waiting on a vanished button."""
    return page.evaluate("""([pid, what]) => {
      const p = document.querySelector(`.prompt[data-prompt="${pid}"]:not(.prompt-pending)`);
      const b = p && (what.startsWith(".") || what.startsWith("button") ? p.querySelector(what)
        : p.querySelector(`button.choice[data-choice="${CSS.escape(what)}"]`));
      if (!b || b.disabled) return false;
      b.click();
      return true;
    }""", [pid, what])


# A finger aims at a prompt's button as soon as it appears: each open prompt's buttons are watched on
# every animation frame from the moment it enters the page until it is answered or gone, and each
# prompt leaves a record in window.promptMotion: its id, title, the frames watched, how many moved a
# button, the last frame and time (ms after it appeared) one moved, the largest shift (px) of a button
# from where it first stood, and what moved it ("transform": an animation or transition of the prompt
# or a box holding it; "scroll": the page scrolled; "pushed": something above it changed height;
# "inside": its own layout changed; "held": a finger opened or let go a hold-to-reveal card, or
# scrolled to one (hold counts its scrolls in window.fingerScrolls), which moves what is under it on
# purpose and so does not count as the last move). Installed once a page (install_prompt_watch); it
# runs frames only while a prompt is open.
JS_WATCH_PROMPTS = """() => {
  if (window.promptMotion) return;
  const records = window.promptMotion = [];
  const watched = new Map(), seen = new WeakSet();
  const MOVE = 0.5;   // px: less is a rounding, not a move
  const boxOf = (n) => { const r = n.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; };
  const transformed = (n) => { for (let a = n; a && a !== document.body; a = a.parentElement) {
    if (getComputedStyle(a).transform !== 'none') return true; } return false; };
  const read = (p) => ({ scroll: window.scrollY, top: boxOf(p)[1] + window.scrollY, transform: transformed(p),
    held: !!document.querySelector('.reveal.open'), finger: window.fingerScrolls || 0,
    boxes: [...p.querySelectorAll('button')].filter((b) => b.getClientRects().length).map(boxOf) });
  const shift = (a, b) => Math.max(0, ...a.boxes.slice(0, b.boxes.length).map((x, i) =>
    Math.max(...x.map((v, k) => Math.abs(v - b.boxes[i][k])))));
  const open = (p) => p.isConnected && !p.classList.contains('prompt-pending');
  let running = false;
  const finish = (p, r) => { watched.delete(p); records.push(r.out); };
  const frame = () => {
    const now = performance.now();
    for (const [p, r] of watched) {
      if (!open(p)) { finish(p, r); continue; }
      const s = read(p);
      r.out.frames += 1;
      const moved = shift(s, r.prev) > MOVE || s.boxes.length !== r.prev.boxes.length;
      if (moved) {
        const why = s.held || r.prev.held || s.finger !== r.prev.finger ? 'held' : s.transform || r.prev.transform ? 'transform'
          : s.scroll !== r.prev.scroll ? 'scroll' : Math.abs(s.top - r.prev.top) > MOVE ? 'pushed' : 'inside';
        if (!r.out.causes.includes(why)) r.out.causes.push(why);
        r.out.moves += 1;
        if (why !== 'held') { r.out.last_frame = r.out.frames; r.out.last_ms = Math.round(now - r.t0); }
      }
      r.out.shift = Math.max(r.out.shift, Math.round(shift(s, r.first)));
      r.prev = s;
    }
    running = watched.size > 0;
    if (running) requestAnimationFrame(frame);
  };
  const look = () => {
    for (const p of document.querySelectorAll('.prompts .prompt')) {
      if (seen.has(p) || !open(p)) continue;
      seen.add(p);
      const first = read(p);
      watched.set(p, { t0: performance.now(), first, prev: first, out: { id: p.dataset.prompt,
        title: (p.querySelector('.prompt-title') || {}).textContent || '', frames: 0, moves: 0,
        last_frame: 0, last_ms: 0, shift: 0, causes: [] } });
    }
    if (watched.size && !running) { running = true; requestAnimationFrame(frame); }
  };
  new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  look();
}"""


def install_prompt_watch(page) -> None:
    """Watch every prompt this page opens from now on (JS_WATCH_PROMPTS)."""
    page.evaluate(JS_WATCH_PROMPTS)


def prompt_motion(page) -> list[dict]:
    """The records of the prompts watched on ``page`` that are answered or gone (JS_WATCH_PROMPTS)."""
    return page.evaluate("() => window.promptMotion || []")


# A prompt's buttons stand where they stay from its first frame or two: the watcher's first look is
# taken as the prompt enters the page, before the page's own scroll to it (match.js bringIntoView, in
# the next animation frame, before that frame is painted), so that scroll, never seen, may count as a move
SETTLED_FRAMES = 2


def prompts_stood_still(page, who: str) -> list[dict]:
    """Every prompt watched on ``page`` (install_prompt_watch) that is answered or gone kept its
    buttons where they stood by its second frame; returns the records."""
    records = prompt_motion(page)
    assert records, f"{who}: no prompt was watched"
    late = [r for r in records if r["last_frame"] > SETTLED_FRAMES]
    assert not late, f"{who}: prompt buttons still moving after frame {SETTLED_FRAMES}: {late[:6]}"
    return records


def with_motion(contexts):
    """``contexts`` (the fixture) making screens that move as a person's do: the fixture's screens
    prefer reduced motion (no animation at all), which would hide a prompt that slides in."""
    return lambda kind, **extra: contexts(kind, **{"reduced_motion": "no-preference", **extra})


@contextmanager
def answering(page, prompt_id):
    """Tap through a prompt. If it closes under the finger (an auto-pass, a time-out, the
    window ending) the taps may fail, and that is fine; any other failure is raised."""
    try:
        yield
    except Exception:
        if page.locator(f'.prompt[data-prompt="{prompt_id}"]:not(.prompt-pending)').count():
            raise


# -- a finger on a hold-to-reveal card --------------------------------------------------------------

def hold(page, cover, read_js: str, seconds: float = 0.35, on_open=None, who: str = "phone"):
    """Hold ``cover`` for ``seconds`` (touch events through the DevTools protocol); returns
    ``read_js`` evaluated on the shown secret, and checks the card hides again when let go."""
    reveal = cover.locator("xpath=..")
    cdp = page.context.new_cdp_session(page)
    touching = False   # a touch ended that never started is a protocol error that would hide the real one
    try:
        for _attempt in range(5):
            # touch where the cover is now: wait until it stops moving (panel loads,
            # fonts, a new prompt sliding in) and nothing else is on top of it. The cover is brought to the
            # screen's middle, as a thumb scrolls it: a new prompt scrolled up under the top bar can leave the
            # cover above it half under the sticky top bar, still "in view" but with the bar under the finger
            # (counted, so the prompt watch knows this scroll for the thumb's, not the page's)
            cover.evaluate("(n) => { window.fingerScrolls = (window.fingerScrolls || 0) + 1;"
                           " n.scrollIntoView({ block: 'center', behavior: 'instant' }); }")
            box = cover.bounding_box()
            time.sleep(0.08)
            if box != cover.bounding_box():
                continue
            x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
            if not cover.evaluate("(n, [x, y]) => n.contains(document.elementFromPoint(x, y))", [x, y]):
                time.sleep(0.1)
                continue
            cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
            touching = True
            try:
                # polled on a timer, not on animation frames: a page that draws no frame would never answer
                # (an evaluate has no time-out of its own)
                reveal.evaluate("""(n) => new Promise((ok, no) => {
                    const t0 = Date.now();
                    (function poll() { if (n.classList.contains('open')) ok(); else if (Date.now() - t0 > 2000) no(new Error('closed'));
                                       else setTimeout(poll, 16); })(); })""")
                break
            except Exception:
                cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
                touching = False
        else:
            raise AssertionError(f"{who}: the card did not open under a held finger")
        time.sleep(seconds / 2)
        data = reveal.locator(".reveal-secret").evaluate(read_js)
        if on_open:
            on_open()
        time.sleep(seconds / 2)
    finally:
        if touching:
            cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        cdp.detach()
    page.wait_for_function("(n) => !n.classList.contains('open') && !n.querySelector('.reveal-secret').textContent",
                           arg=reveal.element_handle(), timeout=T)
    return data


# -- the room read from three metres (issue 19 points 1-3): measured over any screen -------------------

# Every visible text under ``scope`` smaller than ``min`` px as drawn: an SVG text's font size is in its
# drawing's units, so it is scaled by the drawing's scale on screen. [px, text], smallest first.
JS_TEXT_UNDER = """([scope, min]) => {
  const out = [];
  const walker = document.createTreeWalker(document.querySelector(scope), NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const p = n.parentElement;
    if (!n.textContent.trim() || !p.getClientRects().length || getComputedStyle(p).visibility === 'hidden') continue;
    let px = parseFloat(getComputedStyle(p).fontSize);
    // a computed size counts neither an SVG's scale nor the CSS zoom of its ancestors (the replay zooms panels)
    if (p instanceof SVGElement && p.getScreenCTM()) px *= Math.hypot(p.getScreenCTM().a, p.getScreenCTM().b);
    else px *= p.currentCSSZoom || 1;
    if (px < min - 0.05) out.push([Math.round(px * 10) / 10, n.textContent.trim().slice(0, 30)]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}"""

# Lines of text that a scrolling or clipping box cuts across (half a line shown): [text, box class].
JS_LINES_CUT = """(scope) => {
  const top = document.querySelector(scope);
  const clipper = (n) => {
    for (let a = n.parentElement; a && a !== top.parentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowY !== 'visible' || s.overflowX !== 'visible') return a;
    }
    return null;
  };
  const out = [];
  for (const n of top.querySelectorAll('*')) {
    if (![...n.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim()) || !n.getClientRects().length) continue;
    const box = clipper(n);
    if (!box) continue;
    const r = n.getBoundingClientRect(), c = box.getBoundingClientRect();
    const line = Math.min(r.height, parseFloat(getComputedStyle(n).lineHeight) || r.height);
    const shown = Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top);
    if (Math.min(r.right, c.right) - Math.max(r.left, c.left) <= 1) continue;   // out of the box sideways: not shown at all
    if (shown > 1 && shown < Math.min(r.height, line) - 2) out.push([n.textContent.trim().slice(0, 30), String(box.className)]);
  }
  return out;
}"""

# Boxes under ``scope`` that clip or scroll what they hold (a part that does not fit): [class, px hidden].
# Not counted: a log of whole lines (a wrapping flex column, common.css .log-lines) drops its oldest
# lines sideways on purpose, and a name too long for its box (or a text past its last line) ends in an ellipsis.
JS_OVERFLOWING = """(scope) => [...document.querySelectorAll(scope + ', ' + scope + ' *')].flatMap((b) => {
  const s = getComputedStyle(b);
  if ((s.overflowX === 'visible' && s.overflowY === 'visible') || !b.getClientRects().length) return [];
  if (s.display === 'flex' && s.flexWrap === 'wrap' && s.flexDirection.startsWith('column')) return [];
  if (s.webkitLineClamp && s.webkitLineClamp !== 'none') return [];   // a text cut to its lines with an ellipsis
  const wide = s.textOverflow === 'ellipsis' ? 0 : b.scrollWidth - b.clientWidth;
  const over = Math.max(b.scrollHeight - b.clientHeight, wide);
  return over > 2 ? [[String(b.className.baseVal ?? b.className).slice(0, 40), over]] : [];
})"""

# Texts drawn over other texts under ``scope`` (issue 19 point 1: 三国杀's seats over its piles, Avalon's
# seats over the quest track): [top text, hidden text, overlap w x h px]. A text's boxes are its lines
# (Range.getClientRects) trimmed to the height its glyphs ink (a line's box keeps room above the capitals
# that a tightly stacked label above may use), cut to what its clipping boxes show (a name ending in an
# ellipsis lays out its whole width); two texts count when their boxes overlap by more than ``slack`` px
# each way, neither element holds the other,
# and hit-testing at the overlap's middle lands in one of them: that one is on top, hiding the other
# (a spot both sit under, or that neither takes hits at, is not text over text). Not counted: what a
# board marks ``data-overlay`` (docs/frontend.md, "Text over text"), drawn over another text on purpose.
JS_TEXT_OVER_TEXT = """([scope, slack]) => {
  const top = document.querySelector(scope);
  if (!top) return [];
  const shownIn = (p, r) => {
    let [l, t, rt, b] = [r.left, r.top, r.right, r.bottom];
    for (let a = p; a && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (+s.opacity < 0.05) return null;
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      [l, t, rt, b] = [Math.max(l, c.left), Math.max(t, c.top), Math.min(rt, c.right), Math.min(b, c.bottom)];
    }
    return rt - l > 1 && b - t > 1 ? { l, t, r: rt, b } : null;
  };
  // the part of a line's box the glyphs ink: the box runs from the font's ascent to its descent, the
  // glyphs (measured on a canvas in the same font) fill less of it, as a share that holds at any scale
  const pen = document.createElement('canvas').getContext('2d');
  const ink = (s, text, r) => {
    pen.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const m = pen.measureText(text), tall = m.fontBoundingBoxAscent + m.fontBoundingBoxDescent;
    if (!(tall > 0)) return r;
    const at = (share) => r.top + r.height * share / tall;
    return { left: r.left, right: r.right, top: at(m.fontBoundingBoxAscent - m.actualBoundingBoxAscent),
             bottom: at(m.fontBoundingBoxAscent + m.actualBoundingBoxDescent) };
  };
  const boxes = [];
  const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const p = n.parentElement, text = n.textContent.trim(), s = getComputedStyle(p);
    if (!text || p.closest('[data-overlay]') || s.visibility === 'hidden') continue;
    const range = document.createRange();
    range.setStart(n, n.textContent.indexOf(text[0]));
    range.setEnd(n, n.textContent.lastIndexOf(text[text.length - 1]) + 1);
    for (const r of range.getClientRects()) {
      const shown = shownIn(p, ink(s, text, r));
      if (shown) boxes.push({ p, text: text.slice(0, 30), ...shown });
    }
  }
  const out = [], seen = new Set();
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      const w = Math.min(a.r, b.r) - Math.max(a.l, b.l), h = Math.min(a.b, b.b) - Math.max(a.t, b.t);
      if (w <= slack || h <= slack || a.p.contains(b.p) || b.p.contains(a.p)) continue;
      const hit = document.elementFromPoint(Math.max(a.l, b.l) + w / 2, Math.max(a.t, b.t) + h / 2);
      const [over, under] = a.p.contains(hit) ? [a, b] : b.p.contains(hit) ? [b, a] : [];
      const pair = over && `${over.text}\n${under.text}`;
      if (over && !seen.has(pair)) { seen.add(pair); out.push([over.text, under.text, `${Math.round(w)}x${Math.round(h)}`]); }
    }
  }
  return out;
}"""

# Everything a finger may tap on the page that is under ``min`` px either way: [w, h, what]. A control
# inside a label is tapped through the whole label (a compact language picker is its box).
JS_TAPS_UNDER = """(min) => [...document.querySelectorAll(
    '#app button, #app select, #app input:not([type=hidden]), #app a[href], #app [role=button], #app [tabindex="0"]')]
  .map((b) => b.closest('.lang-compact') || (b.matches('input') && b.closest('label')) || b)
  .filter((b, i, all) => all.indexOf(b) === i && b.getClientRects().length && getComputedStyle(b).visibility !== 'hidden')
  .map((b) => { const r = b.getBoundingClientRect();
                return [Math.round(r.width), Math.round(r.height), (b.textContent || b.getAttribute('aria-label') || b.className.baseVal || b.className).toString().trim().slice(0, 24)]; })
  .filter(([w, h]) => w < min || h < min)"""

# Pictures with no words for a screen reader (or a broken picture): their addresses.
JS_IMAGES_WITHOUT_ALT = """() => [...document.querySelectorAll('#app img')]
  .filter((i) => !(i.getAttribute('alt') || '').trim()).map((i) => i.getAttribute('src'))"""

# Each seat's colour as drawn: [seat, where, colour] for every palette class (its --seat), every seat
# marker (its background and letter) and every SVG piece with data-seat (its fill), under ``scope``.
JS_SEAT_COLOURS = """(scope) => {
  const rgb = (c) => { const d = document.createElement('i'); d.style.color = c; document.body.append(d);
                       const v = getComputedStyle(d).color; d.remove(); return v; };
  const out = [];
  for (const n of document.querySelectorAll(scope + ' [class*="seat-c"]')) {
    const cls = [...n.classList].find((c) => /^seat-c\\d+$/.test(c));
    if (cls) out.push([+cls.slice(6), 'class ' + String(n.className.baseVal ?? n.className).slice(0, 40), rgb(getComputedStyle(n).getPropertyValue('--seat').trim())]);
  }
  for (const n of document.querySelectorAll(scope + ' .seat-mark[data-seat]')) {
    out.push([+n.dataset.seat, 'mark ' + n.textContent, getComputedStyle(n).backgroundColor]);
  }
  for (const n of document.querySelectorAll(scope + ' svg [data-seat]')) {
    out.push([+n.dataset.seat, 'svg ' + n.tagName, getComputedStyle(n).fill]);
  }
  return out;
}"""


def rgb(hex_colour: str) -> str:
    """``#ff8a5b`` as the browser reports a computed colour: ``rgb(255, 138, 91)``."""
    h = hex_colour.lstrip("#")
    return "rgb({}, {}, {})".format(*(int(h[i:i + 2], 16) for i in (0, 2, 4)))


def seat_palette() -> list[str]:
    """The seats' colours as controller/palette.js lists them (the one palette, issue 19 point 2)."""
    with open(os.path.join(ROOT, "controller", "palette.js"), encoding="utf-8") as f:
        text = f.read()
    listed = re.search(r"SEAT_COLOURS = \[(.*?)\];", text, re.S).group(1)
    return re.findall(r'"(#[0-9a-fA-F]{6})"', listed)


# -- the board preview (docs/frontend.md "Previewing a board") ------------------------------------------

@contextmanager
def preview_server(data_dir: str, **kwargs):
    """The browser tests' server (tests/browser/conftest.py) with the development pages on: the board
    preview and its views API, for tests that draw any game's screens at any step without playing."""
    srv = Server(data_dir, "gevent", **kwargs)
    srv.extra_args += ("--dev",)
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


def preview_api(server, path: str, **query) -> dict:
    """``GET /dev/preview/api/<path>?<query>`` as JSON."""
    with urllib.request.urlopen(f"{server.url}/dev/preview/api/{path}?{urllib.parse.urlencode(query)}", timeout=60) as r:
        return json.load(r)


# pictures in a preview frame: one blank pixel each (their boxes are sized by CSS)
BLANK_PNG = base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=")


class Screen:
    """One preview frame, opened at a real screen's size, that draws any game's view on demand."""

    def __init__(self, page, server, kind: str):
        self.page, self.kind, self.shown = page, kind, 0
        # pictures (Dixit's cards, made by the host on demand) arrive as one blank pixel: their boxes
        # are sized by CSS, and the host's time goes to the views, not to painting cards
        page.route("**/*", lambda route: route.fulfill(status=200, content_type="image/png", body=BLANK_PNG)
                   if route.request.resource_type == "image" else route.continue_())
        # the frame says "ready" (to its parent: here, itself) once it listens for what to show
        page.add_init_script("window.addEventListener('message', (e) => { if (e.data && e.data.kind === 'ready') window.previewReady = true; })")
        page.goto(f"{server.url}/dev/preview/frame/{kind}")
        page.wait_for_function("() => window.previewReady", timeout=3 * T)
        # measured at rest: a token sliding to its place is not a part out of place
        page.add_style_tag(content="*, *::before, *::after { transition: none !important; animation: none !important; }")

    def show(self, game: dict, views: dict, me=None, host=False, lang: str = "en") -> None:
        """Draw the view of ``me`` (None: the TV) in ``lang`` in a fresh root and wait until the game's piece drew it."""
        self.shown += 1
        view = views["tv"] if me is None else views["seats"][str(me)]
        seats = [{"seat": s, "name": f"Player {s + 1}", "connected": True, "bot": False, "host": False}
                 for s in range(len(views["seats"]))]
        msg = {"kind": "show", "game": game, "key": f"{game['id']}:{self.shown}", "view": view, "seats": seats,
               "lang": lang, "me": me, "qr": "", "host": host}
        self.page.evaluate("(m) => window.postMessage(m, location.origin)", msg)
        root = ".board" if self.kind == "tv" else ".panel-root > .panel"
        self.page.wait_for_function(f"() => {{ const r = document.querySelector('{root}'); return r && r.children.length; }}",
                                    timeout=3 * T)   # a busy machine: the first draw loads the game's module and data
        self.page.wait_for_timeout(80)   # fonts, and a board that lays itself out after the first paint

    def resize(self, size: dict) -> None:
        self.page.set_viewport_size(size)
        self.page.wait_for_timeout(80)
