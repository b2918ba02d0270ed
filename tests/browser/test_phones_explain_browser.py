"""Phones that explain themselves and the small things seen (issue 19 points 9 and 10), at the two
phone sizes the issue names (360x640 and 390x844): a response window says what it answers, 风声's
status line agrees with its prompt, the Dixit storyteller sees the card large while typing the clue,
Confirm buttons are on the first screen, the host's Start too, the bot banner fits and its "I'm
back" takes the seat back, Dixit's typed clue with bots, its score track and public log on the TV,
Pompeii's ranking on the phone, one icon per meaning, bots' names in the reader's language.

Screens of a match come from the board preview (docs/frontend.md "Previewing a board"): its phone
and TV frames draw a view exactly as the shells do, here at the phone's own size. The lobby, the
bot banner and the typed-clue default need a real room. Screenshots: artifacts/screenshots/phones-*.png.
"""

from __future__ import annotations

import json

import pytest

from tests.browser.kit import SHELL, T, catalogue, join, no_broken_text, preview_api, preview_server, shot
from tests.protocol.harness import open_tv

SIZES = {"360x640": {"width": 360, "height": 640}, "390x844": {"width": 390, "height": 844}}
FENGSHENG = catalogue("games/fengsheng/i18n.json")
DIXIT = catalogue("games/dixit/i18n.json")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """The browser tests' server with the board preview on."""
    with preview_server(str(tmp_path_factory.mktemp("phones-data")), bot_delay=0.2) as srv:
        yield srv


# -- the preview's frames at a phone's size ---------------------------------------------------------


VIEWS: dict = {}   # (query, step) -> the preview's answer: the tests at both sizes ask for the same steps


class Match:
    """A bot-played match of the preview: its views at any step, for the TV and every seat."""

    def __init__(self, server, game: str, players: int, seed: int, options: dict | None = None):
        self.server, self.game, self.players = server, game, players
        self.query = {"game": game, "players": players, "seed": seed, "bots": "smart",
                      **({"options": json.dumps(options)} if options else {})}
        self.steps = self.at(0)["steps"]

    def at(self, step: int) -> dict:
        key = (json.dumps(self.query, sort_keys=True), step)
        if key not in VIEWS:
            VIEWS[key] = preview_api(self.server, "views", **self.query, step=step)
        return VIEWS[key]

    def find(self, wanted, start: int = 0, stride: int = 1):
        """The first (step, seat, views) from ``start`` on where ``wanted(seat_view, seat, views)`` holds."""
        for step in range(start, self.steps + 1, stride):
            views = self.at(step)
            for seat, view in views["views"]["seats"].items():
                if wanted(view, int(seat), views):
                    return step, int(seat), views
        raise AssertionError(f"no step of {self.game} shows what the test needs")


def prompt_of(view, key: str):
    return next((p for p in view["prompts"] if p["key"] == key), None)


class Frame:
    """One of the preview's screens (``kind`` phone or tv) opened alone at ``size``."""

    def __init__(self, server, contexts, kind: str, size: dict):
        self.server, self.kind = server, kind
        ctx = contexts("phone" if kind == "phone" else "tv", viewport=size)
        self.page = ctx.new_page()
        self.page.goto(f"{server.url}/dev/preview/frame/{kind}")
        self.page.wait_for_function("() => document.documentElement.lang", timeout=T)
        self.games = {g["id"]: g for g in preview_api(server, "games")["games"]}

    def show(self, match: Match, views: dict, me=None, lang: str = "en", bots=(), names=None):
        """Draw ``views`` (the API's answer) as seat ``me``'s phone (or the TV)."""
        view = views["views"]["tv"] if me is None else views["views"]["seats"][str(me)]
        seats = [{"seat": i, "name": (names or {}).get(i, f"Player {i + 1}"), "connected": True,
                  "bot": "smart" if i in bots else None, "host": i == 0} for i in range(match.players)]
        self.page.evaluate("(m) => window.postMessage(m, location.origin)", {
            "kind": "show", "game": self.games[match.game], "key": f"{match.game}:{views['step']}", "view": view,
            "seats": seats, "lang": lang, "me": me, "qr": "", "host": False})


JS_ON_FIRST_SCREEN = """(sel) => [...document.querySelectorAll(sel)].filter((n) => n.getClientRects().length).map((n) => {
  const r = n.getBoundingClientRect();
  const bar = document.querySelector('.topbar');
  const inside = r.top >= (bar ? bar.getBoundingClientRect().bottom - 1 : 0) && r.bottom <= innerHeight + 1;
  // nothing that stays put on the screen (a sticky confirm, a banner) lies over it
  const covered = [...document.querySelectorAll('body *')].some((o) => o !== n && !o.contains(n) && !n.contains(o)
    && ['sticky', 'fixed'].includes(getComputedStyle(o).position) && o.getClientRects().length && (() => {
      const q = o.getBoundingClientRect();
      return q.left < r.right - 1 && r.left < q.right - 1 && q.top < r.bottom - 1 && r.top < q.bottom - 1; })());
  return { text: n.textContent.trim().slice(0, 30), top: r.top, bottom: r.bottom, seen: inside && !covered };
})"""


def settled(page) -> None:
    """Two frames later: a new prompt has been brought into view (controller/match.js)."""
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


def on_first_screen(page, selector: str) -> list:
    """Every visible ``selector`` and whether it lies whole, uncovered, between the top bar and the screen's bottom."""
    found = page.evaluate(JS_ON_FIRST_SCREEN, selector)
    assert found, f"nothing matches {selector}"
    return found


# -- a response window, 风声's status line -------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_a_response_window_says_what_it_answers_and_fengshengs_status_line_agrees(server, contexts, shots, size):
    match = Match(server, "fengsheng", 5, 3)
    step, seat, views = match.find(lambda v, s, vs: (prompt_of(v, "fengsheng.prompt.window") or {})
                                   .get("params", {}).get("top"), start=20, stride=2)
    phone = Frame(server, contexts, "phone", SIZES[size])
    phone.show(match, views, seat)
    phone.page.locator(".panel-root .fs-panel").wait_for(timeout=T)   # the game's panel and words are in
    about = phone.page.locator(".prompt [data-key=about]")
    about.wait_for(timeout=T)
    top = prompt_of(views["views"]["seats"][str(seat)], "fengsheng.prompt.window")["params"]["top"]
    text = about.inner_text()
    # the card on top of the stack, its user (and target when it has one), in the window itself
    assert text.startswith("Responding to:") and f"Player {top['user'] + 1}" in text, text
    assert phone.page.locator(".fs-p-answering").count() == 1   # said once, in the window (not again in the panel)
    used = f"fengsheng.skill.{top['skill']}" if top.get("skill") else f"fengsheng.card.{top['function']}"
    assert FENGSHENG["en"][used] in text, text
    if top.get("target") is not None:
        assert f"Player {top['target'] + 1}" in text, text
    settled(phone.page)
    assert all(x["seen"] for x in on_first_screen(phone.page, ".prompt[data-kind=choose] .prompt-title"))
    no_broken_text(phone.page)
    shot(phone.page, shots, f"phones-fengsheng-window-{size}.png")

    # someone else decides on the intelligence: this phone has nothing to do, and its line says who decides
    step, seat, views = match.find(lambda v, s, vs: v["table"]["step"] == "decide" and not v["prompts"]
                                   and v["table"]["transit"]["recipient"] != s, start=step, stride=1)
    phone.show(match, views, seat)
    phone.page.locator(".idle").wait_for(timeout=T)
    line = phone.page.locator(".fs-p-situation").inner_text()
    decider = views["views"]["tv"]["table"]["transit"]["recipient"]
    assert f"Player {decider + 1}" in line and "deciding" in line, line
    assert FENGSHENG["en"]["fengsheng.step.decide"] not in line, line


# -- Confirm buttons, the storyteller's card --------------------------------------------------------------

CONFIRMS = [  # (game, players, options, the prompt, a CSS selector its drawing holds)
    ("dixit", 4, None, "dixit.prompt.story_card", ".dx-confirm"),
    ("pompeii", 4, None, "pompeii.prompt.place", ".pm-confirm"),
    ("avalon", 5, None, "avalon.prompt.propose", ".prompt-confirm"),
]


@pytest.mark.parametrize("size", SIZES)
def test_confirm_buttons_are_on_the_first_screen(server, contexts, shots, size):
    phone = Frame(server, contexts, "phone", SIZES[size])
    for game, players, options, key, drawn in CONFIRMS:
        match = Match(server, game, players, 1, options)
        step, seat, views = match.find(lambda v, s, vs: prompt_of(v, key), stride=1)
        phone.show(match, views, seat)
        try:   # the game's module, stylesheet and words load first: 10 s once ran out on a CI machine at 1.7x its time
            phone.page.locator(f".prompt {drawn}").first.wait_for(timeout=3 * T)
        except Exception as exc:
            raise AssertionError(f"{game} at {size}: no {drawn} in its prompt; the phone shows "
                                 f"{phone.page.locator('body').inner_text()[:400]!r}") from exc
        settled(phone.page)
        assert all(x["seen"] for x in on_first_screen(phone.page, ".prompt .prompt-confirm")), (game, size)
        shot(phone.page, shots, f"phones-confirm-{game}-{size}.png")


@pytest.mark.parametrize("size", SIZES)
def test_the_dixit_storyteller_sees_the_chosen_card_large_while_typing_the_clue(server, contexts, shots, size):
    match = Match(server, "dixit", 4, 1, {"clue": "typed"})
    step, seat, views = match.find(lambda v, s, vs: prompt_of(v, "dixit.prompt.clue"))
    phone = Frame(server, contexts, "phone", SIZES[size])
    phone.show(match, views, seat)
    card = phone.page.locator("[data-key=story-card] img")
    card.wait_for(timeout=3 * T)   # the module, its words and the card's picture load first (10 s ran out once in CI)
    phone.page.wait_for_function("() => document.querySelector('[data-key=story-card] img').naturalWidth > 0", timeout=T)
    settled(phone.page)
    box = card.bounding_box()
    # large: a quarter of the screen's height at least (the thumbnail is 4 rem wide), the clue's field and Send in view
    assert box["height"] >= SIZES[size]["height"] * 0.25, box
    assert all(x["seen"] for x in on_first_screen(phone.page, ".prompt input, .prompt .prompt-confirm"))
    shot(phone.page, shots, f"phones-dixit-clue-{size}.png")


# -- Pompeii's ranking, bots' names ------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_pompeiis_phone_end_screen_shows_the_ranking(server, contexts, shots, size):
    match = Match(server, "pompeii", 4, 2)
    views = match.at(match.steps)
    end = views["views"]["tv"]["table"]["end"]
    phone = Frame(server, contexts, "phone", SIZES[size])
    phone.show(match, views, 3)
    rows = phone.page.locator("[data-key=ranking] tr.pm-p-rank")
    rows.first.wait_for(timeout=T)
    seats = [int(s) for s in rows.evaluate_all("(rs) => rs.map((r) => r.dataset.seat)")]
    assert sorted(seats, key=lambda s: end["places"][s]) == seats and len(seats) == 4
    assert rows.nth(0).locator("svg.icon-winner").count() == (1 if seats[0] in end["winners"] else 0)
    assert phone.page.locator("[data-key=ranking]").evaluate("(n) => n.scrollWidth <= n.clientWidth + 1")
    phone.page.locator("[data-key=ranking]").scroll_into_view_if_needed()
    shot(phone.page, shots, f"phones-pompeii-ranking-{size}.png")


def test_bots_names_are_in_the_readers_language(server, contexts, shots):
    match = Match(server, "avalon", 5, 1)
    step, seat, views = match.find(lambda v, s, vs: prompt_of(v, "avalon.prompt.propose"))
    phone = Frame(server, contexts, "phone", SIZES["360x640"])
    for lang in ("zh-Hans", "zh-Hant", "en"):
        phone.show(match, views, seat, lang=lang, bots=(1, 2), names={1: "Bot 1", 2: "Bot 2"})
        bot_name = SHELL[lang]["ui.bot_name"].replace("{n}", "2")
        phone.page.locator(".prompt .choice-seat", has_text=bot_name).wait_for(timeout=T)
        if lang != "en":
            assert "Bot 2" not in phone.page.locator("#app").inner_text()
    phone.show(match, views, seat, lang="zh-Hans", bots=(1, 2), names={1: "Bot 1", 2: "Bot 2"})
    phone.page.locator(".prompt .choice-seat", has_text="电脑 1").wait_for(timeout=T)
    shot(phone.page, shots, "phones-bot-names-zh-Hans.png")


# -- the TV: Dixit's score track and log, one icon per meaning ----------------------------------------------

JS_OVERLAPS = """() => {
  const r = [...document.querySelectorAll('.dx-rabbit')].map((n) => n.getBoundingClientRect());
  const out = [];
  r.forEach((a, i) => r.slice(i + 1).forEach((b) => {
    if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) out.push(i);
  }));
  return out;
}"""


def english(cat: dict, line: dict) -> str:
    """A log line in English as the shell writes it: a seat by its preview name, numbers and text as they are."""
    text = cat["en"][line["key"]]
    for k, v in line["params"].items():
        text = text.replace("{" + k + "}", f"Player {v['seat'] + 1}" if isinstance(v, dict) and "seat" in v else str(v))
    return text


def test_dixits_tv_separates_tied_tokens_and_keeps_a_public_log(server, contexts, shots):
    match = Match(server, "dixit", 6, 4)
    tv = Frame(server, contexts, "tv", {"width": 1920, "height": 1080})
    # the deal: everyone on 0, then a round later some tied again
    for step in (0, match.find(lambda v, s, vs: vs["views"]["tv"]["table"]["rounds"]
                                and len(set(vs["views"]["tv"]["table"]["scores"])) < 6, stride=3)[0]):
        views = match.at(step)
        tv.show(match, views)
        tv.page.locator(".dx-rabbit").nth(5).wait_for(timeout=T)
        tv.page.wait_for_timeout(1400)   # the tokens slide to their places
        assert tv.page.evaluate(JS_OVERLAPS) == [], step
        assert tv.page.evaluate("() => [...document.querySelectorAll('.dx-rabbit')].every((n) => "
                                "n.getBoundingClientRect().right <= document.querySelector('.dx-side').getBoundingClientRect().right + 1)")
    # the public log, newest line first, in the catalogue's words
    newest = views["views"]["tv"]["table"]["log"][-1]
    assert tv.page.locator("[data-key=log] li").first.inner_text() == english(DIXIT, newest)
    # the storyteller's card on the reveal carries the leader's mark, never the host's crown
    assert tv.page.locator(".dx-owner svg.icon-leader").count() == 1
    assert tv.page.locator(".board svg.icon-crown").count() == 0
    shot(tv.page, shots, "phones-dixit-tv-track.png")


# -- a real room: the host's lobby, Dixit's clue with bots, the bot banner -----------------------------------

def test_the_host_phones_start_is_on_the_first_screen_and_dixit_types_clues_with_bots(server, contexts, shots):
    tv, info = open_tv(server.url)
    tv.request("host", {"action": "select_game", "game": "dixit"}, "room", pred=lambda d: d["game"] == "dixit")
    host = join(contexts, server, info["room"], "Ann", "en")
    host.page.set_viewport_size(SIZES["360x640"])
    host.page.locator(".btn-start").wait_for(timeout=T)
    assert all(x["seen"] for x in on_first_screen(host.page, ".btn-start"))
    assert tv.wait("room")["options"].get("clue") is None            # no bot yet: spoken, the rule
    host.page.locator(".lobby-actions button", has_text=SHELL["en"]["ui.add_bot_smart"]).click()
    assert tv.wait("room", lambda d: d["options"].get("clue") == "typed")["options"]["clue"] == "typed"
    for _ in range(2):
        host.page.locator(".lobby-actions button", has_text=SHELL["en"]["ui.add_bot_smart"]).click()
    host.page.wait_for_function("() => document.querySelectorAll('.seats .seat').length === 4", timeout=T)
    for size in SIZES:   # with the players listed and the options drawn, Start is still on the first screen
        host.page.set_viewport_size(SIZES[size])
        assert all(x["seen"] for x in on_first_screen(host.page, ".btn-start")), size
        shot(host.page, shots, f"phones-host-lobby-{size}.png")
    tv.close()


def test_the_bot_banner_fits_a_small_phone_and_im_back_takes_the_seat_back(server, contexts, shots):
    tv, info = open_tv(server.url)
    tv.request("host", {"action": "select_game", "game": "avalon"}, "room", pred=lambda d: d["game"] == "avalon")
    other = join(contexts, server, info["room"], "Bartholomew", "zh-Hant")
    other.page.set_viewport_size(SIZES["360x640"])
    for _ in range(4):
        tv.request("host", {"action": "add_bot", "bot": "smart"}, "room")
    tv.request("host", {"action": "start"}, "room", pred=lambda d: d["phase"] == "playing")
    tv.request("host", {"action": "pause"}, "room", pred=lambda d: d["paused"])   # the bots wait; the screen holds still
    tv.request("host", {"action": "seat_to_bot", "seat": 0, "bot": "smart"}, "room", pred=lambda d: d["seats"][0]["bot"])
    banner = other.page.locator("[data-key=bot-banner]")
    banner.wait_for(timeout=T)
    box = banner.bounding_box()
    assert box["width"] <= 360 and box["height"] <= 100, box       # two lines at most, nothing off the side
    back = banner.locator("[data-key=im-back]")
    assert back.inner_text() == SHELL["zh-Hant"]["ui.im_back"]
    b = back.bounding_box()
    assert b["x"] + b["width"] <= 360 and b["height"] >= 44, b
    assert other.page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    shot(other.page, shots, "phones-bot-banner-360x640.png")
    mark = tv.mark()
    back.click()
    tv.wait("room", lambda d: d["seats"][0]["bot"] is None, after=mark)
    banner.wait_for(state="detached", timeout=T)
    tv.close()


def test_the_host_phones_top_bar_shows_the_whole_name_in_a_match(server, contexts, shots):
    """In a match the host phone's top bar holds its chip, the timer, the host controls, Rules and the
    language: a name of seven letters stands whole there at 390 px and of five at 360 (a name of three was cut
    to its first letter at 390 px)."""
    for size, who in (("390x844", "Annabel"), ("360x640", "Annie")):
        tv, info = open_tv(server.url)
        tv.request("host", {"action": "select_game", "game": "inception"}, "room", pred=lambda d: d["game"] == "inception")
        host = join(contexts, server, info["room"], who, "en")
        host.page.set_viewport_size(SIZES[size])
        for _ in range(3):
            tv.request("host", {"action": "add_bot", "bot": "smart"}, "room")
        tv.request("host", {"action": "start"}, "room", pred=lambda d: d["phase"] == "playing")
        tv.request("host", {"action": "pause"}, "room", pred=lambda d: d["paused"])   # the screen holds still
        host.page.locator(".topbar .btn-host").wait_for(timeout=T)
        shot(host.page, shots, f"phones-host-top-bar-{size}.png")
        name = host.page.locator(".topbar .me-btn .chip-name")
        assert name.inner_text() == who
        assert name.evaluate("(n) => n.scrollWidth <= n.clientWidth"), f"{who} is cut at {size}"
        assert host.page.evaluate("() => document.documentElement.scrollWidth <= innerWidth"), size
        tv.close()
