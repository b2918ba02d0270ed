"""A finger on a phone page: press and hold a hold-to-reveal cover (touch events
through the DevTools protocol), read what it shows, let go, and check it hides again."""

from __future__ import annotations

import time
from contextlib import contextmanager

T = 10_000  # ms for one wait


def hold(page, cover, read_js: str, seconds: float = 0.35, on_open=None, who: str = "phone"):
    """Hold ``cover`` for ``seconds``; returns ``read_js`` evaluated on the shown secret."""
    reveal = cover.locator("xpath=..")
    cdp = page.context.new_cdp_session(page)
    try:
        for _attempt in range(5):
            # touch where the cover is now: wait until it stops moving (panel loads,
            # fonts, a new prompt sliding in) and nothing else is on top of it
            cover.scroll_into_view_if_needed()
            box = cover.bounding_box()
            time.sleep(0.08)
            if box != cover.bounding_box():
                continue
            x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
            if not cover.evaluate("(n, [x, y]) => n.contains(document.elementFromPoint(x, y))", [x, y]):
                time.sleep(0.1)
                continue
            cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
            try:
                reveal.evaluate("""(n) => new Promise((ok, no) => {
                    const t0 = Date.now();
                    (function poll() { if (n.classList.contains('open')) ok(); else if (Date.now() - t0 > 2000) no(new Error('closed'));
                                       else requestAnimationFrame(poll); })(); })""")
                break
            except Exception:
                cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        else:
            raise AssertionError(f"{who}: the card did not open under a held finger")
        time.sleep(seconds / 2)
        data = reveal.locator(".reveal-secret").evaluate(read_js)
        if on_open:
            on_open()
        time.sleep(seconds / 2)
    finally:
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        cdp.detach()
    page.wait_for_function("(n) => !n.classList.contains('open') && !n.querySelector('.reveal-secret').textContent",
                           arg=reveal.element_handle(), timeout=T)
    return data


BROKEN = ("null", "undefined", "NaN", "[object Object]")


def no_broken_text(page, who: str = "page") -> None:
    """No value that should have been a word reached the screen as a JavaScript leftover."""
    import re
    text = page.locator("#app").inner_text()
    bad = [w for w in BROKEN if re.search(r"(?<![\w.])" + re.escape(w) + r"(?![\w.])", text)]
    assert not bad, f"{who} shows {bad}: {text[:600]!r}"


@contextmanager
def answering(page, prompt_id):
    """Tap through a prompt. If it closes under the finger (an auto-pass, a time-out, the
    window ending) the taps may fail, and that is fine; any other failure is raised."""
    try:
        yield
    except Exception:
        if page.locator(f'.prompt[data-prompt="{prompt_id}"]:not(.prompt-pending)').count():
            raise


class ShotsOnce:
    """Screenshots taken the first time a moment happens."""

    def __init__(self, folder, shoot):
        self.folder, self.shoot, self.taken = folder, shoot, set()

    def __call__(self, name, page):
        if name not in self.taken:
            self.taken.add(name)
            self.shoot(page, self.folder, name)
