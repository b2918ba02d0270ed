"""An event in real browsers: the projector (organiser), two phones, bots for the rest.

The projector creates an Avalon event, the organiser pastes five names (one of them
hostile markup), two phones join by picking their names from the roster (one in
English, one in 繁體中文). The organiser draws round 1 on two tables and starts it;
each phone is sent to its own table and seat by itself. The seats nobody holds a
phone for, and then the two phones' seats, are handed to bots through the tables'
host controls (the host tokens the organiser's browser keeps), so both matches end
quickly. Along the way:

- the projector shows the join QR, the tables with who sits where, one table's TV in
  the table view, and both tables at once in the teacher grid;
- standings appear with places (podium colours); each phone shows only its owner's
  place, total and matches;
- the organiser fixes one table's result and voids the other, signed with a name
  asked once, and the corrections log shows who did what;
- the printable results page renders on white paper and prints to a PDF.

Screenshots go to artifacts/screenshots/event-*.png (gitignored).
"""

from __future__ import annotations

import json
import os
import re
import time
import urllib.request

import pytest

from server.botclient import HostTV, wait_until
from tests.browser.kit import SHELL, T, no_broken_text, shot

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(180)]

EV = {lang: {k[len("event."):]: v for k, v in SHELL[lang].items() if k.startswith("event.")} for lang in SHELL}
HOSTILE = "<svg onload=alert(1)>"   # 21 characters: names keep 24
NAMES = ["Ann", "Bruno", "小明", "Dara", HOSTILE]
PHONES = [("Ann", "en"), ("Bruno", "zh-Hant")]
ORGANISER = "Ms Lee"
MATCH_BUDGET = 60.0
DIALOGS: list = []   # alert() from any page: a hostile name that ran


def api(server, code):
    with urllib.request.urlopen(f"{server.url}/api/events/{code}", timeout=5) as r:
        return json.load(r)


def join_event(contexts, server, code, name, lang, shots):
    ctx = contexts("phone")
    page = ctx.new_page()
    page.add_init_script(f"localStorage.setItem('partytable:lang', {json.dumps(lang)})")
    page.on("dialog", lambda d: (DIALOGS.append(d.message), d.dismiss()))
    page.goto(f"{server.url}/event/{code}")
    page.wait_for_selector(".ev-name-btn", timeout=T)
    assert page.locator(".ev-name-btn", has_text=HOSTILE).count() <= 1    # shown as text
    if lang == "en":
        shot(page, shots, "event-phone-01-pick.png")
    page.locator(".ev-name-btn", has_text=re.compile("^" + re.escape(name) + "$")).click()
    page.locator('[data-key="claim-yes"]').click()
    page.wait_for_selector(".ev-hero", timeout=T)
    assert page.evaluate("(c) => !!localStorage.getItem('partytable:entrant:' + c)", code)
    assert page.locator(".ev-me-name").inner_text().strip() == name
    return page


def organiser_sign(tv):
    """The organiser's name is asked once (the first correction) and kept."""
    if tv.locator(".modal-ask input[name=name]").count():
        tv.locator(".modal-ask input[name=name]").fill(ORGANISER)
        tv.locator(".modal-ask button[type=submit]").click()


def test_an_event_on_the_projector_with_two_phones_and_bots(server, contexts, shots, tmp_path):
    t0 = time.monotonic()
    tv = contexts("tv").new_page()
    DIALOGS.clear()
    tv.on("dialog", lambda d: (DIALOGS.append(d.message), d.dismiss()))

    # -- create -------------------------------------------------------------------------
    tv.goto(server.url + "/event")
    tv.wait_for_selector("#ev-title", timeout=T)
    tv.locator("#ev-title").fill("Friday Avalon Cup")
    tv.locator("#ev-game").select_option("avalon")
    assert tv.locator('input[data-key="ev-rounds"]').input_value() == "3"    # the seed's three matches
    tv.locator('[data-key="ev-create"]').click()
    tv.wait_for_selector(".ev-screen .ev-qr svg", timeout=T)
    code = re.match(r"^/event/([A-Z0-9]+)/tv$", tv.evaluate("location.pathname")).group(1)
    assert tv.evaluate("(c) => !!localStorage.getItem('partytable:event:' + c)", code)

    # -- the roster: pasted names ---------------------------------------------------------------
    tv.locator('[data-key="organiser"]').click()
    tv.locator(".dr-names").fill("\n".join(NAMES))
    tv.locator('[data-key="add-names"]').click()
    tv.wait_for_function("(n) => document.querySelectorAll('.dr-entrant').length === n", arg=len(NAMES), timeout=T)
    tv.locator('[data-key="organiser"]').click()                  # the drawer closes
    tv.wait_for_function("(n) => document.querySelectorAll('.standings tbody tr').length === n", arg=len(NAMES), timeout=T)
    assert tv.locator(".standings .st-name-text", has_text=HOSTILE).count() == 1
    phones = {name: join_event(contexts, server, code, name, lang, shots) for name, lang in PHONES}
    tv.wait_for_function("() => document.querySelectorAll('.standings td.st-name').length === 5", timeout=T)
    shot(tv, shots, "event-projector-01-registration.png")
    no_broken_text(tv, "the projector")

    # -- round 1: two tables, drawn -------------------------------------------------------------
    tv.locator('[data-key="organiser"]').click()
    tv.locator('.dr-tab[data-tab="rounds"]').click()
    tables = tv.locator('input[data-key="draw-tables"]')
    if tables.input_value() != "2":
        tables.fill("2")
        tables.press("Enter")
    tv.wait_for_function("() => document.querySelector('input[data-key=\"draw-tables\"]').value === '2'", timeout=T)
    tv.locator('[data-key="draw"]').click()
    tv.wait_for_function("() => document.querySelectorAll('.ev-tables .tb-card').length === 2", timeout=T)
    # each phone goes to its own table and seat by itself
    for name, page in phones.items():
        page.wait_for_url(re.compile(r"/join/[A-Z0-9]+$"), timeout=T)
        page.wait_for_selector("body[data-screen=seated] .pill-event", timeout=T)
        assert page.locator(".seat-me .chip-name").inner_text() == name
    shot(phones["Ann"], shots, "event-phone-02-table-lobby.png")
    tv.locator('[data-key="start-round"]').click()
    tv.locator('[data-key="organiser"]').click()                  # out of the way of the board
    tv.wait_for_function("() => document.querySelectorAll('.ev-tables .tb-playing').length === 2", timeout=T)
    shot(tv, shots, "event-projector-02-tables.png")

    ev = api(server, code)
    rooms = [tb["room"] for tb in ev["rounds"][0]["tables"]]
    assert len(rooms) == 2 and all(rooms)
    # the organiser's browser holds each table's host token (from event.admin.hosts)
    hosts = {r: tv.evaluate("(r) => localStorage.getItem('partytable:host:' + r)", r) for r in rooms}
    assert all(hosts.values()), hosts

    # -- the table view: one table's TV with its host controls -------------------------------------
    tv.locator('.ev-tab[data-mode="tables"]').click()
    frame = tv.frame_locator("iframe.tb-frame")
    frame.locator(".tv-match").wait_for(timeout=T)
    frame.locator(".match-actions").wait_for(timeout=T)               # the host bar: the organiser is host
    assert frame.locator(".pill-event").inner_text() == EV["en"]["badge"].format(round=1, table=1)
    shot(tv, shots, "event-projector-03-table-view.png")
    tv.locator(".tb-pick[data-table='2']").click()
    tv.wait_for_function("(r) => document.querySelector('iframe.tb-frame').dataset.room === r", arg=rooms[1], timeout=T)

    # -- every human seat to a bot (the tables' host controls), so the matches end quickly ---------
    hts = []
    for room in rooms:
        ht = HostTV(server.url)
        ht.open(room, hosts[room])
        assert ht.info.get("host"), ht.info
        wait_until(lambda: ht.room_state.get("seats"), 5)
        for s in ht.room_state["seats"]:
            if not s["bot"]:
                ht.host("seat_to_bot", seat=s["seat"])
        hts.append(ht)

    # -- the teacher view: both tables at once ----------------------------------------------------
    tv.locator('.ev-tab[data-mode="grid"]').click()
    tv.wait_for_function("() => document.querySelectorAll('.tv-grid .tile iframe').length === 2", timeout=T)
    for i in range(2):
        tv.frame_locator(".tv-grid .tile iframe").nth(i).locator(".tv-match, .tv-lobby").first.wait_for(timeout=T)
    time.sleep(0.5)
    shot(tv, shots, "event-projector-04-teacher-grid.png")
    # the grid's frames only watch: no host controls in them
    assert tv.frame_locator(".tv-grid .tile iframe").first.locator(".tv-host").count() == 0

    # -- both matches end; standings with places ----------------------------------------------------
    tv.locator('.ev-tab[data-mode="board"]').click()
    deadline = time.monotonic() + MATCH_BUDGET
    while time.monotonic() < deadline:
        statuses = [tb["status"] for tb in api(server, code)["rounds"][0]["tables"]]
        if all(s == "finished" for s in statuses):
            break
        time.sleep(0.5)
    else:
        raise AssertionError(f"the matches did not end in {MATCH_BUDGET}s: {statuses}")
    for ht in hts:
        ht.close()
    tv.wait_for_function("() => document.querySelectorAll('.ev-tables .tb-finished').length === 2", timeout=T)
    tv.wait_for_function("() => document.querySelector('.standings tr.place-1')", timeout=T)
    ev = api(server, code)
    firsts = [r for r in ev["standings"] if r["place"] == 1]
    assert firsts and all(r["total"] == max(x["total"] for x in ev["standings"]) for r in firsts), ev["standings"]
    tv.wait_for_function("(n) => document.querySelectorAll('.standings tr.place-1').length === n", arg=len(firsts), timeout=T)
    shot(tv, shots, "event-projector-05-standings.png")
    no_broken_text(tv, "the projector")

    # -- the phones: back to the event, only their own things ------------------------------------------
    for name, page in phones.items():
        page.wait_for_selector(".finish .btn-event-back", timeout=T)
        page.locator(".finish .btn-event-back").click()
        page.wait_for_selector(".ev-hero .ev-place", timeout=T)
        page.wait_for_function("() => document.querySelectorAll('.ev-match').length === 1", timeout=T)
        mine = next(r for r in ev["standings"] if r["name"] == name)
        assert page.locator(".ev-total").inner_text() == str(mine["total"])
        text = page.locator("#app").inner_text()
        others = [n for n in NAMES if n != name and n in text]
        assert not others, f"{name}'s phone shows other players: {others}\n{text}"
        # the table is finished: no automatic trip back to it
        time.sleep(0.3)
        assert re.search(r"/event/[A-Z0-9]+$", page.url), page.url
        no_broken_text(page, name)
    shot(phones["Ann"], shots, "event-phone-03-standing-en.png")
    shot(phones["Bruno"], shots, "event-phone-04-standing-zh-Hant.png")

    # -- corrections: fix table 2's result, void table 1, signed by the organiser -----------------------------
    tv.locator('[data-key="organiser"]').click()
    tv.locator('.dr-tab[data-tab="rounds"]').click()
    row2 = tv.locator('.dr-table[data-round="1"][data-table="2"]')
    row2.locator('[data-act="fix"]').click()
    organiser_sign(tv)
    form = tv.locator(".modal-ask form")
    form.wait_for(timeout=T)
    first = form.locator("input[type=number]").first
    fixed_name = form.locator(".ask-field .field-label").first.inner_text()
    first.fill("2")
    form.locator("input[name=reason]").fill("scoring slip")
    form.locator("button[type=submit]").click()
    tv.locator('.dr-table[data-round="1"][data-table="1"] [data-act="void"]').click()
    tv.locator(".modal-ask input[name=reason]").fill("a phone died")
    tv.locator(".modal-ask button[type=submit]").click()
    tv.wait_for_function("() => document.querySelector('.dr-table[data-table=\"1\"] .st-voided')", timeout=T)
    tv.locator('.dr-tab[data-tab="log"]').click()
    tv.wait_for_function("() => document.querySelectorAll('.corrections .corr').length === 2", timeout=T)
    log = tv.locator(".corrections").inner_text()
    assert log.count(EV["en"]["by_name"].format(name=ORGANISER)) == 2, log
    assert "scoring slip" in log and "a phone died" in log and EV["en"]["action.void"] in log, log
    assert tv.evaluate("() => localStorage.getItem('partytable:organiser-name')") == ORGANISER
    ev = api(server, code)
    assert [c["action"] for c in ev["corrections"]] == ["fix", "void"]
    assert all(c["by"] == ORGANISER for c in ev["corrections"])
    fixed = next(r for r in ev["standings"] if r["name"] == fixed_name)
    assert any(m["fixed"] and m["points"] == 2 for m in fixed["matches"]), fixed
    tv.wait_for_function("() => document.querySelector('.standings td.st-fixed')", timeout=T)
    shot(tv, shots, "event-projector-06-corrections.png")

    # -- the organiser closes the event: final standings with a podium ---------------------------------
    tv.locator('.dr-tab[data-tab="settings"]').click()
    tv.locator('[data-key="close"]').click()
    tv.locator('[data-key="close"]').click()                      # a second press confirms
    tv.wait_for_selector('[data-key="reopen"]', timeout=T)
    tv.locator('[data-key="organiser"]').click()
    tv.wait_for_selector(".ev-final .podium .podium-1 .podium-name", timeout=T)
    assert tv.locator(".ev-join").count() == 0                     # closed: no more joining
    time.sleep(1.8)                                                # the podium rises
    shot(tv, shots, "event-projector-07-final.png")

    # -- the printable results ------------------------------------------------------------------------
    res = contexts("tv").new_page()
    res.goto(f"{server.url}/event/{code}/results?lang=zh-Hant")
    res.wait_for_selector(".standings-print tbody tr", timeout=T)
    assert res.locator(".standings-print tbody tr").count() == len(NAMES)
    assert res.evaluate("() => getComputedStyle(document.body).backgroundColor") == "rgb(255, 255, 255)"
    assert res.locator(".corrections .corr").count() == 2
    assert EV["zh-Hant"]["standings"] in res.locator("#app").inner_text()
    assert EV["zh-Hant"]["final_results"] in res.locator(".r-status").inner_text()
    res.emulate_media(media="print")
    shot(res, shots, "event-results-print.png")
    pdf = res.pdf(path=os.path.join(shots, "event-results.pdf"), format="A4", print_background=True)
    assert pdf[:4] == b"%PDF"
    no_broken_text(res, "the results page")

    assert DIALOGS == []
    print(f"event browser test: {time.monotonic() - t0:.1f}s")
