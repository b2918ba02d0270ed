"""Issue 19 points 1-3, over every registered game (``games.REGISTRY``, so a game still to come is
held to it too), drawn by the board preview (docs/frontend.md "Previewing a board") from a bot-played
match at its start, its middle and its end (and late in it, at its most players):

1. the TV is read from three metres: every text on it at least 24 px at 1920x1080, and the same
   layout at 1280x720 (text at least 24 x 720/1080 = 16 px: the board scales with the screen, it does
   not shrink its type); no box of the board scrolls or spills; no line is cut in half (logs); on the
   host TV's end screen the winners are not hidden behind the Play-again bar;
2. one colour per seat: every seat colour on the TV (the shell's chips, the board's pieces and
   markers) and on the phones is the palette's (controller/palette.js) for that seat, every seat is
   shown in its colour on the board, and a marker carries the seat's letter too (point 3); an event's
   entrant has its table seat's colour on the projector, on its own event page and at the table;
3. a phone's taps are at least 44 px each way at 390x844 and 360x640; every picture has alt text.

One browser, one TV page and one phone page reused for every game; the frames are the preview's own
(/dev/preview/frame/tv and /frame/phone) opened at the screen's real size and fed the views the host
computes. Screenshots: artifacts/screenshots/readable-<game>-<size>.png and readable-<game>-phone-<size>.png.

The TV is read at the game's fewest players (the preview's default) and again at its most (the
declaration's ``max_players``: a hall or a party of ten sees that board), where seats, hands and logs
are longest: readable-<game>-max-<size>.png and readable-<game>-max-end-720.png.
"""

from __future__ import annotations

import pytest

from games import REGISTRY, get_game
from tests.browser.conftest import PHONE
from tests.protocol.harness import Client
from tests.browser.kit import (JS_IMAGES_WITHOUT_ALT, Screen, join, open_table, preview_api, preview_server, JS_LINES_CUT, JS_OVERFLOWING, JS_SEAT_COLOURS, JS_TAPS_UNDER,
                               JS_TEXT_OVER_TEXT,
                               JS_TEXT_UNDER, MIN_TAP_PX, MIN_TV_PX, TV_SIZE, TV_SMALL_SIZE, T, no_broken_text, rgb,
                               seat_palette, shot)

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

GAMES = sorted(REGISTRY)
# every game at its largest table, named in a failure by the game and its number of players
MOST_PLAYERS = [pytest.param(g, get_game(g).max_players, id=f"{g}-{get_game(g).max_players}-players") for g in GAMES]
PALETTE = seat_palette()
LETTERS = "ABCDEFGHIJKL"
PHONE_SIZES = {"390": {"width": 390, "height": 844}, "360": {"width": 360, "height": 640}}
TV_SIZES = {"1080": TV_SIZE, "720": TV_SMALL_SIZE}
# what the TV shows of a match: the top bar, the board and the outcome band under it
TV_MATCH = ".tv-match"
# two texts may touch by this much each way (px) before one is drawn over the other: a tight line
# height lets a line's glyph box reach into the next line's by a pixel or two
OVERLAP_SLACK_PX = 4
# two parts (seats) may meet by this much each way (px), and a part may pass its section's edge by this
# much: a box's edge falls on a fraction of a pixel
PART_SLACK_PX = 2

# The parts a board declares (docs/frontend.md "Parts and sections"): [over, under, "wxh"] for every two
# parts (``data-part``, e.g. the seats) that cover each other, and [part, section, side, px] for every
# part that passes the edge of the section (``data-section``, e.g. the felt) that holds it. A part's box
# is its own and every shown box hanging off it (三国杀's Lord tab), unless a box inside it clips it.
JS_PARTS_MISPLACED = """([scope, slack]) => {
  const top = document.querySelector(scope);
  if (!top) return { over: [], past: [] };
  const shown = (r) => r.width > 0.5 && r.height > 0.5;
  // a seat by its number (0 is Player 1), another part by its first words
  const name = (p) => `${p.dataset.part} ${p.dataset.seat ?? (p.textContent || '').trim().slice(0, 16)}`;
  const clips = (n) => { const s = getComputedStyle(n); return s.overflowX !== 'visible' || s.overflowY !== 'visible'; };
  const outside = (r, o) => r.left < o.left - 0.5 || r.top < o.top - 0.5 || r.right > o.right + 0.5 || r.bottom > o.bottom + 0.5;
  const hidden = (n, part) => { for (let a = n; a && a !== part; a = a.parentElement) {
    const s = getComputedStyle(a); if (s.visibility === 'hidden' || +s.opacity < 0.05) return true; } return false; };
  const boxOf = (part) => {
    const own = part.getBoundingClientRect(), rects = [own];
    if (clips(part)) return rects;
    for (const n of part.querySelectorAll('*')) {
      const r = n.getBoundingClientRect();
      if (!shown(r) || !outside(r, own) || hidden(n, part)) continue;
      let cut = false;
      for (let a = n.parentElement; a && a !== part; a = a.parentElement) if (clips(a)) { cut = true; break; }
      if (!cut) rects.push(r);
    }
    return rects;
  };
  const parts = [...top.querySelectorAll('[data-part]')].filter((p) => shown(p.getBoundingClientRect()) && !hidden(p, null))
    .map((p) => ({ p, rects: boxOf(p) }));
  const over = [];
  for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) {
    const a = parts[i], b = parts[j];
    if (a.p.contains(b.p) || b.p.contains(a.p)) continue;
    for (const r of a.rects) for (const q of b.rects) {
      const w = Math.min(r.right, q.right) - Math.max(r.left, q.left), h = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
      if (w <= slack || h <= slack) continue;
      const hit = document.elementFromPoint(Math.max(r.left, q.left) + w / 2, Math.max(r.top, q.top) + h / 2);
      const [up, down] = b.p.contains(hit) ? [b, a] : [a, b];
      over.push([name(up.p), name(down.p), `${Math.round(w)}x${Math.round(h)}`]);
    }
  }
  const past = [];
  for (const { p, rects } of parts) {
    const section = p.parentElement && p.parentElement.closest('[data-section]');
    if (!section || !top.contains(section)) continue;
    const s = section.getBoundingClientRect();
    const by = { left: s.left - Math.min(...rects.map((r) => r.left)), top: s.top - Math.min(...rects.map((r) => r.top)),
                 right: Math.max(...rects.map((r) => r.right)) - s.right, bottom: Math.max(...rects.map((r) => r.bottom)) - s.bottom };
    for (const [side, px] of Object.entries(by)) if (px > slack) past.push([name(p), section.dataset.section || section.className, side, Math.round(px)]);
  }
  return { over: [...new Map(over.map((o) => [`${o[0]}|${o[1]}`, o])).values()], past };
}"""


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with preview_server(str(tmp_path_factory.mktemp("readable-data"))) as srv:
        yield srv


@pytest.fixture(scope="module")
def declarations(server) -> dict:
    return {g["id"]: g for g in preview_api(server, "games")["games"]}


@pytest.fixture(scope="module")
def screens(browser, server):
    tv_ctx = browser.new_context(viewport=TV_SIZE, locale="en-US")
    phone_ctx = browser.new_context(**PHONE, locale="en-US")
    try:
        yield Screen(tv_ctx.new_page(), server, "tv"), Screen(phone_ctx.new_page(), server, "phone")
    finally:
        tv_ctx.close()
        phone_ctx.close()


class Match:
    """The preview's bot-played match of a game: the views at any step."""

    def __init__(self, server, game_id: str, players: int | None = None):
        self.server, self.game = server, game_id
        # None: the preview's default, the fewest players the game's default options fit
        self.players = {} if players is None else {"players": players}
        self.steps = self.at(0)["steps"]

    def at(self, step: int) -> dict:
        return preview_api(self.server, "views", game=self.game, bots="smart", seed=1, step=step, **self.players)

    def moments(self) -> dict:
        """The start, the middle and the end, as name -> views; at a game's most players also late in
        the match, where seats have gathered the most (风声's intelligence at nine seats cut the middle
        by up to 180 px there while the middle and the end read well)."""
        late = [("late", self.steps * 7 // 8)] if self.players else []
        return {name: self.at(step)["views"] for name, step in
                (("start", 0), ("middle", self.steps // 2), *late, ("end", self.steps))}


@pytest.fixture(scope="module")
def matches(server):
    made = {}

    def match(game_id, players=None):
        if (game_id, players) not in made:
            made[game_id, players] = Match(server, game_id, players)
            made[game_id, players].views = made[game_id, players].moments()
        return made[game_id, players]
    return match


def tv_problems(page, size: str) -> list:
    """What the TV at ``size`` shows that cannot be read from three metres."""
    floor = MIN_TV_PX * TV_SIZES[size]["height"] / 1080
    problems = []
    small = page.evaluate(JS_TEXT_UNDER, [TV_MATCH, floor])
    if small:
        problems.append(f"text under {floor:g} px: {small[:6]}")
    cut = page.evaluate(JS_LINES_CUT, TV_MATCH)
    if cut:
        problems.append(f"lines cut in half: {cut[:4]}")
    spilled = page.evaluate(JS_OVERFLOWING, ".board")
    if spilled:
        problems.append(f"the board does not fit: {spilled}")
    covered = page.evaluate(JS_TEXT_OVER_TEXT, [TV_MATCH, OVERLAP_SLACK_PX])
    if covered:
        problems.append(f"text drawn over text [on top, hidden, overlap]: {covered[:6]}")
    misplaced = page.evaluate(JS_PARTS_MISPLACED, [TV_MATCH, PART_SLACK_PX])
    if misplaced["over"]:
        problems.append(f"a part over a part [on top, under, overlap]: {misplaced['over'][:6]}")
    if misplaced["past"]:
        problems.append(f"a part past its section's edge [part, section, side, px]: {misplaced['past'][:6]}")
    return problems


def undeclared_parts(page) -> list:
    """A board in play that marks no part or no section: the parts check would pass it unread."""
    declared = page.evaluate("(s) => ['[data-part]', '[data-section]'].map((d) => !!document.querySelector(`${s} ${d}`))", TV_MATCH)
    return [f"the board marks no {what} (docs/frontend.md 'Parts and sections')"
            for what, marked in zip(("data-part", "data-section"), declared) if not marked]


def tv_reading_problems(tv, game: dict, match: Match, shots, shot_prefix: str) -> list:
    """What the TV cannot show readably of ``match`` at its start, middle and end, at 1080p and 720p;
    the middle is photographed as ``<shot_prefix>-<size>.png``, the host's end at 720p as ``<shot_prefix>-end-720.png``."""
    problems = []
    for moment, views in match.views.items():
        for size in TV_SIZES:
            tv.resize(TV_SIZES[size])
            tv.show(game, views, host=moment == "end")
            problems += [f"{moment} at {size}p: {p}" for p in tv_problems(tv.page, size)]
            if moment == "middle":
                shot(tv.page, shots, f"{shot_prefix}-{size}.png")
                problems += undeclared_parts(tv.page)
            if moment == "end":
                problems += [f"end at {size}p: winner {w} hidden" for w in hidden_winners(tv.page)]
                if size == "720":
                    shot(tv.page, shots, f"{shot_prefix}-end-{size}.png")
        no_broken_text(tv.page, f"{game['id']} TV at the {moment}")
    tv.resize(TV_SIZE)
    return problems


@pytest.mark.parametrize("game_id", GAMES)
def test_every_text_on_the_tv_reads_from_three_metres_at_1080p_and_720p(game_id, screens, matches, declarations, shots):
    tv, _ = screens
    problems = tv_reading_problems(tv, declarations[game_id], matches(game_id), shots, f"readable-{game_id}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("game_id", "players"), MOST_PLAYERS)
def test_the_tv_reads_from_three_metres_at_the_games_most_players_too(game_id, players, screens, matches, declarations, shots):
    """A hall or a party of ten: every seat's public facts on the board, and still nothing small, spilled or cut."""
    tv, _ = screens
    match = matches(game_id, players)
    assert len(match.views["start"]["seats"]) == players
    problems = tv_reading_problems(tv, declarations[game_id], match, shots, f"readable-{game_id}-max")
    assert not problems, f"{game_id} at {players} players:\n" + "\n".join(problems)


# A board in miniature: a seat slid over the draw pile's label (三国杀's seats over its piles), and three
# things that are not one text over another: a name cut with an ellipsis whose full width would reach
# its neighbour, a count stacked tightly under its label, and a badge the board lays on a card on purpose.
TEXT_OVER_TEXT_BOARD = """<div class="tv-match" style="position: relative; width: 900px; height: 400px; font: 28px sans-serif">
  <div style="position: absolute; left: 20px; top: 20px">Draw pile</div>
  <div style="position: absolute; left: 40px; top: 30px; background: #222; color: #fff">Player 3</div>
  <div style="position: absolute; left: 20px; top: 120px; width: 120px; overflow: hidden; text-overflow: ellipsis;
              white-space: nowrap">Zhuge Liang the Sleeping Dragon</div>
  <div style="position: absolute; left: 150px; top: 120px">Shu</div>
  <div style="position: absolute; left: 400px; top: 20px; text-align: center; line-height: 0.8">
    <div style="font-size: 20px">locks</div><div style="font-size: 56px">3</div></div>
  <div style="position: absolute; left: 600px; top: 20px">Quest one</div>
  <div data-overlay style="position: absolute; left: 610px; top: 24px; background: gold">E</div>
</div>"""


def test_the_text_over_text_check_finds_a_seat_over_a_pile_and_nothing_drawn_so_on_purpose(browser):
    page = browser.new_page(viewport=TV_SIZE)
    try:
        page.set_content(TEXT_OVER_TEXT_BOARD)
        covered = page.evaluate(JS_TEXT_OVER_TEXT, [TV_MATCH, OVERLAP_SLACK_PX])
    finally:
        page.close()
    assert [(over, under) for over, under, _ in covered] == [("Player 3", "Draw pile")]


# A felt in miniature with three seats: seat 1's tab hangs off its top into seat 0 above it, and seat 2
# runs past the felt's right edge (三国杀 at ten seats: a tall side seat over the bottom row's Lord tab,
# the ring past the felt into the board's padding). Mended, the tab clears seat 0 and seat 2 stays in.
def felt_board(tab_top: int, seat2_left: int) -> str:
    seat = "position: absolute; width: 200px; height: 100px; background: #333"
    return f"""<div class="tv-match" style="position: relative; width: 900px; height: 500px; font: 28px sans-serif">
  <div data-section="felt" style="position: absolute; left: 20px; top: 20px; width: 700px; height: 400px">
    <div data-part="seat" data-seat="0" style="{seat}; left: 20px; top: 20px">P1</div>
    <div data-part="seat" data-seat="1" style="{seat}; left: 20px; top: 200px">P2
      <span style="position: absolute; left: 10px; top: {tab_top}px; background: gold">Lord</span></div>
    <div data-part="seat" data-seat="2" style="{seat}; left: {seat2_left}px; top: 200px; overflow: hidden">P3
      <span style="position: absolute; left: 150px; top: 0; width: 300px">a clipped line</span></div>
  </div></div>"""


def parts_misplaced(browser, board: str) -> dict:
    page = browser.new_page(viewport=TV_SIZE)
    try:
        page.set_content(board)
        return page.evaluate(JS_PARTS_MISPLACED, [TV_MATCH, PART_SLACK_PX])
    finally:
        page.close()


def test_the_parts_check_finds_a_seats_tab_over_a_seat_and_a_seat_past_the_felt(browser):
    found = parts_misplaced(browser, felt_board(tab_top=-90, seat2_left=560))
    assert [(over, under) for over, under, _ in found["over"]] == [("seat 1", "seat 0")]
    assert found["past"] == [["seat 2", "felt", "right", 60]]


def test_the_parts_check_passes_seats_apart_inside_the_felt_and_a_line_their_own_box_clips(browser):
    assert parts_misplaced(browser, felt_board(tab_top=-30, seat2_left=480)) == {"over": [], "past": []}


def hidden_winners(page) -> list:
    """The winners' chips of the end band that the host's bar covers or the band cuts off."""
    return page.evaluate("""() => {
      const band = document.querySelector('.tv-outcome');
      if (!band) return [];
      const host = document.querySelector('.tv-host');
      const b = band.getBoundingClientRect(), h = host ? host.getBoundingClientRect() : null;
      return [...band.querySelectorAll('.outcome-winners .chip')].filter((c) => {
        const r = c.getBoundingClientRect();
        const outside = r.right > b.right + 1 || r.left < b.left - 1 || r.bottom > b.bottom + 1;
        const under = h && r.right > h.left && r.left < h.right && r.bottom > h.top && r.top < h.bottom;
        return outside || under;
      }).map((c) => c.textContent);
    }""")


def seat_asked(views: dict) -> int:
    """The first seat with a question open (or seat 0 when nobody has one)."""
    return next((int(s) for s, v in views["seats"].items() if v.get("prompts")), 0)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_phone_tap_is_44px_and_every_picture_has_alt_text(game_id, screens, matches, declarations, shots):
    _, phone = screens
    problems = []
    for moment, views in matches(game_id).views.items():
        for size, viewport in PHONE_SIZES.items():
            phone.resize(viewport)
            seat = seat_asked(views)
            phone.show(declarations[game_id], views, me=seat)
            where = f"{moment}, seat {seat}, {size} px"
            small = phone.page.evaluate(JS_TAPS_UNDER, MIN_TAP_PX)
            problems += [f"{where}: tap under {MIN_TAP_PX} px: {small}"] if small else []
            no_alt = phone.page.evaluate(JS_IMAGES_WITHOUT_ALT)
            problems += [f"{where}: pictures without alt text: {no_alt[:3]}"] if no_alt else []
            if moment == "middle":
                shot(phone.page, shots, f"readable-{game_id}-phone-{size}.png")
    phone.resize(PHONE_SIZES["390"])
    assert not problems, "\n".join(problems[:12])


def colours_off(page, scope: str) -> list:
    """Seat colours under ``scope`` that are not the palette's for that seat, and markers without the seat's letter."""
    drawn = page.evaluate(JS_SEAT_COLOURS, scope)
    wrong = [(seat, where, colour) for seat, where, colour in drawn if colour != rgb(PALETTE[seat % len(PALETTE)])]
    wrong += [(seat, where, "letter") for seat, where, _ in drawn
              if where.startswith("mark ") and where != f"mark {LETTERS[seat % len(LETTERS)]}"]
    return wrong


@pytest.mark.parametrize("game_id", GAMES)
def test_each_seat_has_one_colour_on_the_chips_the_board_and_the_phones(game_id, screens, matches, declarations):
    tv, phone = screens
    views = matches(game_id).views["middle"]
    players = len(views["seats"])
    tv.show(declarations[game_id], views)
    assert colours_off(tv.page, TV_MATCH) == []
    # every seat is on the board in its colour (a chip, a marker, a piece)
    on_board = {seat for seat, _, colour in tv.page.evaluate(JS_SEAT_COLOURS, ".board")}
    assert on_board >= set(range(players)), f"seats not drawn in their colour on the board: {set(range(players)) - on_board}"
    for seat in range(players):
        phone.show(declarations[game_id], views, me=seat)
        assert colours_off(phone.page, "#app") == [], f"seat {seat}'s phone"


def test_the_phone_lobby_taps_are_44px_for_every_game(server, contexts, shots):
    """The host's phone in the lobby at 360x640: the language picker, every game's option switches and
    choices (Dixit's deck checkboxes too) are a fingertip wide."""
    _, code = open_table(server, contexts)
    host = join(contexts, server, code, "Ann", "en").page
    host.set_viewport_size(PHONE_SIZES["360"])
    problems = []
    for game_id in GAMES:
        host.locator("select.select-game").select_option(game_id)
        host.wait_for_function("(g) => document.querySelector('select.select-game').value === g", arg=game_id, timeout=T)
        host.wait_for_timeout(300)   # the game's own lobby piece (Dixit's decks) loads
        small = host.evaluate(JS_TAPS_UNDER, MIN_TAP_PX)
        problems += [f"{game_id}: {small}"] if small else []
        if game_id == "dixit":
            shot(host, shots, "readable-lobby-phone-360.png")
    assert not problems, "\n".join(problems)


ENTRANTS = ["Ann", "Bruno", "Chen", "Dara", "Eve"]
SEATING = [3, 1, 5, 2, 4]   # entrant ids in seat order at table 1: Ann (entrant 1) sits in seat 1


def chip_colour(page, selector: str) -> str:
    """The colour of the dot of the chip ``selector`` (the first one)."""
    page.wait_for_selector(selector, timeout=T)
    return page.locator(selector).first.evaluate("(c) => getComputedStyle(c.querySelector('.chip-dot')).backgroundColor")


def test_an_entrant_has_its_table_seats_colour_on_the_projector_its_phone_and_the_table(server, contexts):
    """The event projector's table card, the entrant's own event page and the table's TV show each
    entrant in the palette's colour of its seat at that table (not of its place in the roster)."""
    projector = Client(server.url).connect()
    code = projector.request("event_create", {"game": "avalon", "title": "Cup"}, "event_welcome")["event"]
    projector.request("event_admin", {"action": "add_entrants", "names": ENTRANTS}, "entrants_added")
    table = projector.request("event_admin", {"action": "assign_round", "tables": [SEATING]}, "event",
                              pred=lambda d: d["round"] == 1)["rounds"][0]["tables"][0]
    try:
        wall = contexts("tv").new_page()
        wall.goto(f"{server.url}/event/{code}/tv")
        for seat, entrant in enumerate(SEATING):
            assert chip_colour(wall, f'.tb-seats .chip[data-entrant="{entrant}"]') == rgb(PALETTE[seat]), f"seat {seat}"
        tv = contexts("tv").new_page()
        tv.goto(f"{server.url}/tv/{table['room']}")
        # Ann's phone is back on the event page from her table (it went there once: controller/event.js)
        phone = contexts("phone").new_page()
        phone.add_init_script(f"localStorage.setItem('partytable:event-went:{code}', '1:1:{table['room']}')")
        phone.goto(f"{server.url}/event/{code}")
        phone.locator(".ev-name-btn", has_text="Ann").click()
        phone.locator('[data-key="claim-yes"]').click()
        ann_seat = SEATING.index(1)
        assert chip_colour(phone, ".ev-hero .ev-me-name .chip") == rgb(PALETTE[ann_seat])
        assert chip_colour(tv, f'.seats .chip[data-seat="{ann_seat}"]') == rgb(PALETTE[ann_seat])
    finally:
        projector.close()


def test_pompeiis_phone_status_line_marks_the_player_whose_turn_it_is(screens, matches, declarations):
    """The marker beside "Player 2's turn" is Player 2's, not the reader's own colour."""
    _, phone = screens
    views = matches("pompeii").views["middle"]
    active = views["tv"]["table"]["active"]
    reader = next(s for s in range(len(views["seats"])) if s != active)
    phone.show(declarations["pompeii"], views, me=reader)
    marked = phone.page.locator(".pm-p-top .seat-mark").get_attribute("data-seat")
    assert int(marked) == active, f"seat {reader}'s status line marks seat {marked} on seat {active}'s turn"
