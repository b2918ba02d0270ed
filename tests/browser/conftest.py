"""Fixtures for the browser tests: one real `partytable serve` per module and one
headless Debian Chromium (never a downloaded browser) per session."""

from __future__ import annotations

import os

import pytest

from tests.protocol.harness import ROOT, Server

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]
SHOTS = os.path.join(ROOT, "artifacts", "screenshots")

TV_VIEWPORT = {"width": 1920, "height": 1080}
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True,
         "device_scale_factor": 2}


@pytest.fixture(scope="session")
def browser():
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture(scope="module")
def server(request, tmp_path_factory):
    data = tmp_path_factory.mktemp("browser-data")
    # A module whose phones never need to see the table between two bot moves says BOT_DELAY = 0.05:
    # a whole match of bot moves at 0.2 s was a fifth of its time (issue 13).
    srv = Server(str(data), "gevent", bot_delay=getattr(request.module, "BOT_DELAY", 0.2))
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


@pytest.fixture(scope="session")
def shots():
    os.makedirs(SHOTS, exist_ok=True)
    return SHOTS


@pytest.fixture
def contexts(browser):
    """Make browser contexts that are all closed when the test ends."""
    made = []

    def make(kind: str, **extra):
        opts = {"viewport": TV_VIEWPORT, "locale": "en-US"} if kind == "tv" else {**PHONE, "locale": "en-US"}
        # Screens without their animations (the shells honour prefers-reduced-motion): Playwright waits for
        # a moving element to stand still before it taps, and the TV boards' transitions cost a busy machine
        # time. A phone prompt no longer moves as it comes (it fades in): kit.with_motion gives a test the
        # screens a person sees, as 风声's browser match does to check that.
        opts.setdefault("reduced_motion", "reduce")
        ctx = browser.new_context(**{**opts, **extra})
        ctx.set_default_timeout(10_000)
        made.append(ctx)
        return ctx

    yield make
    for ctx in made:
        try:
            ctx.close()
        except Exception:
            pass
