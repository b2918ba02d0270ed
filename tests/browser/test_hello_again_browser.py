"""A page whose hello the server refused for a reason that passes says hello again by itself
(controller/common.js ``sayHelloAgain``): a TV that met a disk that could not write, or a store that
another worker was still taking over (docs/deploy.md), would otherwise sit on no table until
someone reloaded it."""

from __future__ import annotations

import os

import pytest

from server.store import FAIL_WRITES_ENV
from tests.protocol.harness import Server

pytestmark = [pytest.mark.browser, pytest.mark.timeout(90)]


@pytest.fixture
def broken_disk(tmp_path, monkeypatch):
    """A server, and the file whose presence makes its every write fail (server/store.py's fault hook)."""
    data = tmp_path / "data"
    os.makedirs(data)
    broken = tmp_path / "disk-broken"
    monkeypatch.setenv(FAIL_WRITES_ENV, str(broken))
    srv = Server(str(data), "gevent").start()
    try:
        yield srv, broken
    finally:
        srv.stop()


def join_by_form(contexts, srv, code: str, name: str):
    """A new phone on the room's join page sends its name (what comes back is the caller's to check)."""
    page = contexts("phone").new_page()
    page.goto(f"{srv.url}/join/{code}")
    page.locator("#name").fill(name)
    page.wait_for_function("() => !document.querySelector('form button[type=submit]').disabled", timeout=15_000)
    page.locator("form button[type=submit]").click()
    return page


def test_a_tv_refused_while_the_disk_fails_opens_its_table_once_the_disk_is_back(broken_disk, contexts, shots):
    srv, broken = broken_disk
    broken.write_text("")
    tv = contexts("tv").new_page()
    tv.goto(srv.url + "/tv")
    # a new table must be saved before it is shown: refused, and the TV says why and that it tries again
    tv.wait_for_function("() => document.body.textContent.includes('could not open or save the room just now; "
                         "trying again')", timeout=15_000)
    assert tv.locator(".code-big").count() == 0
    tv.screenshot(path=os.path.join(shots, "hello_again_tv_refused.png"))
    broken.unlink()
    code = tv.locator(".code-big").inner_text(timeout=15_000).strip()
    tv.wait_for_function("(c) => location.pathname === '/tv/' + c", arg=code, timeout=15_000)


def test_a_seated_phone_refused_while_the_disk_fails_takes_its_seat_again_once_the_disk_is_back(broken_disk, contexts, shots):
    srv, broken = broken_disk
    tv = contexts("tv").new_page()
    tv.goto(srv.url + "/tv")
    code = tv.locator(".code-big").inner_text(timeout=15_000).strip()
    phone = join_by_form(contexts, srv, code, "Ann")
    phone.wait_for_selector("body[data-screen=seated]", timeout=15_000)
    tv.wait_for_function("() => document.body.textContent.includes('Ann')", timeout=15_000)
    # the phone comes back in another language: its seat must be saved again, and the disk fails
    broken.write_text("")
    phone.evaluate("() => localStorage.setItem('partytable:lang', 'zh')")
    phone.reload()
    phone.wait_for_function("() => document.body.textContent.includes('稍后会自动重试')", timeout=15_000)
    phone.screenshot(path=os.path.join(shots, "hello_again_phone_refused.png"))
    # a new phone is refused too, and is told it has not joined (it says nothing again by itself)
    newcomer = join_by_form(contexts, srv, code, "Bob")
    newcomer.wait_for_function("() => document.body.textContent.includes('you have not joined')", timeout=15_000)
    newcomer.screenshot(path=os.path.join(shots, "hello_again_newcomer_refused.png"))
    broken.unlink()
    phone.wait_for_selector("body[data-screen=seated]", timeout=15_000)
    try:   # failed once in CI (2026-12-03), never alone: say what each screen showed
        tv.wait_for_function("() => document.body.textContent.includes('Ann')", timeout=15_000)
    except Exception as exc:
        raise AssertionError(f"the TV does not show Ann: {tv.locator('body').inner_text()[:300]!r}; the phone "
                             f"shows {phone.locator('body').inner_text()[:300]!r}; server log: "
                             f"{open(srv.log.name, errors='replace').read()[-1500:]}") from exc
