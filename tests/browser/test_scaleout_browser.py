"""The real TV and phone pages (Debian's Chromium) through nginx in front of two workers.

The browser's Socket.IO client starts with long-polling (several HTTP requests per
connection), so this checks the routing a page relies on: a TV with no room yet
keeps one worker for its whole connection (the one-off ``route`` key of
controller/common.js) and gets a code nginx sends back to that worker; a phone
page joins with the code; when that worker is killed both pages reconnect by
themselves with ``?room=CODE`` to the other worker, which loads the room, and a
phone that joins afterwards appears on the TV.
"""

from __future__ import annotations

import pytest

from server.botclient import wait_until
from server.ring import HashRing
# Beside the other browser tests: one Chromium (one sync Playwright) per test process.
from tests.scaleout.conftest import redis_server  # noqa: F401  (its own redis-server)
from tests.protocol.harness import free_port
from tests.scaleout.stack import Nginx, Worker, get_json

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(120)]
T = 15_000
TVS = 3


def join(contexts, url, code, name):  # noqa: F811
    page = contexts("phone").new_page()
    page.goto(f"{url}/join/{code}")
    page.locator("#name").fill(name)
    page.wait_for_function("() => !document.querySelector('form button[type=submit]').disabled", timeout=T)
    page.locator("form button[type=submit]").click()
    page.wait_for_selector("body[data-screen=seated]", timeout=T)
    return page


def log_tails(workers, nginx, lines: int = 15) -> str:
    tails = []
    for proc in (*workers, nginx):
        with open(proc.log_path, errors="replace") as f:
            tails.append(f"{proc.log_path}:\n" + "".join(f.readlines()[-lines:]))
    return "\n".join(tails)


def test_tv_and_phone_pages_follow_their_room_to_the_surviving_worker(tmp_path, redis_server, contexts):  # noqa: F811
    redis_server.client.flushdb()
    names = [f"127.0.0.1:{free_port()}" for _ in range(2)]
    workers, nginx = [], None
    try:
        workers = [Worker(str(tmp_path / n.replace(":", "_")), int(n.split(":")[1]), names, redis_server.url)
                   for n in names]
        nginx = Nginx(str(tmp_path / "nginx"), names)
        ring = HashRing(names)
        tvs = []
        for _ in range(TVS):   # each TV page makes a room on whichever worker its connection reached
            tv = contexts("tv").new_page()
            tv.goto(nginx.url + "/tv")
            code = tv.locator(".code-big").inner_text(timeout=T).strip()
            tv.wait_for_function("(c) => location.pathname === '/tv/' + c", arg=code, timeout=T)
            tvs.append((tv, code))
        held = {n: get_json(f"http://{n}/healthz")["rooms"] for n in names}
        assert sum(held.values()) == TVS
        for n in names:   # every room is on the worker nginx routes its code to
            assert held[n] == sum(ring.owner(code) == n for _, code in tvs)

        tv, code = tvs[0]
        phone = join(contexts, nginx.url, code, "Ann")
        tv.wait_for_function("() => document.body.textContent.includes('Ann')", timeout=T)

        victim = next(w for w in workers if w.name == ring.owner(code))
        survivor = next(w for w in workers if w is not victim)
        victim.kill()
        # both pages reconnect by themselves; the survivor loads the room from Redis
        assert wait_until(lambda: (redis_server.client.get(f"partytable:holder:{code}") or b"").decode()
                          == survivor.name, 20, 0.1)
        phone.wait_for_selector("body[data-screen=seated]", timeout=T)
        join(contexts, nginx.url, code, "Bob")
        # the TV may be in its reconnection back-off (up to 4 s a try, controller/common.js) when the survivor
        # takes the room: on a busy machine a try or two more than the phone's
        try:
            tv.wait_for_function("() => document.body.textContent.includes('Bob')", timeout=2 * T)
        except Exception as exc:   # three times in CI, never alone: say what the TV showed and what the workers wrote
            # (2026-12-03: the TV showed its lobby with "2 seated" and no Bob in 60 s: its seat list now too)
            seats = tv.locator(".seats-card")
            raise AssertionError(f"the TV did not show Bob: it shows {tv.locator('body').inner_text()[:400]!r}; "
                                 f"its seats: {seats.inner_text()[:300] if seats.count() else None!r}; the phones: "
                                 f"{phone.locator('body').inner_text()[:200]!r}; {log_tails(workers, nginx)}") from exc
        assert tv.locator(".code-big").inner_text().strip() == code
        phone.wait_for_function("() => document.body.textContent.includes('Bob')", timeout=T)
    finally:
        for w in workers:
            w.close()
        if nginx:
            nginx.close()
