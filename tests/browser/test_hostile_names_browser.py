"""Hostile names on the real TV page (Debian's Chromium): shown as text, never run."""

import pytest

from server.rooms import clean_name
from tests.protocol.harness import join_phone, open_tv

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(120)]

# Each fits the 24 characters a name may have (a longer one is refused: tests/test_room_hall.py).
NAMES = ["<img src=x onerror=f(1)>", "<script>f(2)</script>", "<b onmouseover=f(3)>hi",
         "\u202eevil\u202c\u200f name", "x\x00\x1b[31my" + "z" * 12]


def test_hostile_names_show_as_text_on_the_tv_and_nothing_runs(server, contexts):
    tv_client, info = open_tv(server.url)
    phones = [join_phone(server.url, info["room"], name)[0] for name in NAMES]
    page = contexts("tv").new_page()
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(f"{server.url}/tv/{info['room']}")
    shown = [clean_name(n) for n in NAMES]
    for name in shown:
        page.wait_for_function("(t) => document.body.textContent.includes(t)", arg=name)
    page.wait_for_timeout(500)
    assert dialogs == []
    assert page.locator("img[src='x'], img[onerror], [onmouseover], #app script").count() == 0
    assert page.evaluate("() => document.body.textContent.includes('\\u202e')") is False
    for c in (tv_client, *phones):
        c.close()
