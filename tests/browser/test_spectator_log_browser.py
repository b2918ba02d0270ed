"""Issue 19 point 6 in real browsers: a spectator's phone reads the game's log in the board's own words.

For every registered game, bots play a match; a phone that arrives after the start watches it. As the
log grows (read up to twenty times: a line naming a card or an item may come only after a few), the
last lines its summary lists are each a line the TV's board (drawn on that same phone, from the same
view) shows in its log: no catalogue key, no ``{param}``, no card id where the board names the card.
Avalon's board shows the quests' history instead of its log, so there the lines are only checked for
raw keys and params.

Screenshots: artifacts/screenshots/spectator-log-<game>.png (gitignored).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from games import REGISTRY, get_game
from server.botclient import HostTV, wait_until
from tests.browser.kit import join, no_broken_text, one_picture_for_every_card, shot

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(120)]
SLOW = 30_000      # ms: the board redraws with every bot move, on a busy machine
LINES = 3          # log lines the summary lists before it is first read (it lists the last five)
READS = 20         # reads of the log, each after a new line came
NEXT_LINE = 5_000   # ms a new line may take (a bot moves every 0.2 s; the match may end)

# The TV board's log, in each game's board.js (None: the board does not draw the log).
BOARD_LOG = {
    "avalon": None,
    "dixit": ".dx-log",
    "pompeii": ".pm-log",
    "fengsheng": ".fs-log",
    "sanguosha": ".sgs-log",
    "kutschfahrt": ".kf-log",
    "inception": ".inc-log",
    "pirates_cove": ".pc-log",
}

# The spectator's lines and the TV board's log lines, read in one go: the bots move between two reads.
JS_LOG_LINES = """(boardLog) => {
  const text = (n) => n.textContent.replace(/\\s+/g, " ").trim();
  const board = boardLog ? document.querySelector('.watch-stage ' + boardLog) : null;
  return {
    phone: [...document.querySelectorAll('.watch-log > li')].map(text),
    board: board ? [...board.querySelectorAll('li')].map(text) : null,
  };
}"""

JS_NEWEST_IS_NOT = """(newest) => {
  const last = [...document.querySelectorAll('.watch-log > li')].pop();
  return !!last && last.textContent.replace(/\\s+/g, " ").trim() !== newest;
}"""

RAW_KEY = re.compile(r"\b[a-z_]+\.[a-z_]+\.[a-z_.]+\b")   # e.g. sanguosha.log.use left unread
RAW_PARAM = re.compile(r"\{\w+\}")


def is_raw(line: str) -> bool:
    """A catalogue key or a ``{param}`` left unread in ``line``."""
    return bool(RAW_KEY.search(line) or RAW_PARAM.search(line))


def unspaced(text: str) -> str:
    """``text`` without its spaces: the phone spaces the parts of a line that the TV's layout sets apart."""
    return re.sub(r"\s+", "", text)


def start_bot_match(server, game: str) -> tuple[HostTV, str]:
    """A room playing ``game`` between as few bots as it takes (three at least); returns the host and the room code."""
    host = HostTV(server.url)
    code = host.open()["room"]
    host.host("select_game", game=game)
    players = max(get_game(game).min_players, 3)   # 风声's two seats play only its free mode
    for _ in range(players):
        host.host("add_bot")
    assert wait_until(lambda: len(host.room_state.get("seats", [])) == players, 10)
    host.host("start")
    assert wait_until(lambda: host.room_state.get("phase") == "playing", 10), host.errors
    return host, code


def read_as_lines_come(page, game: str, reads: int) -> list[dict]:
    """The spectator's lines and the board's, read ``reads`` times, each after a new line came (a line naming
    a card may come only after a few): fewer when the match ends first."""
    board_log = BOARD_LOG[game]
    ready = f"document.querySelectorAll('.watch-log > li').length >= {LINES}"
    if board_log:
        ready += f" && document.querySelector('.watch-stage {board_log} li')"
    page.wait_for_function(f"() => {ready}")
    seen = [page.evaluate(JS_LOG_LINES, board_log)]
    for _ in range(reads - 1):
        try:
            page.wait_for_function(JS_NEWEST_IS_NOT, arg=seen[-1]["phone"][-1], timeout=NEXT_LINE)
        except PlaywrightTimeout:
            break   # the match is over, or stands still: what was read is checked
        seen.append(page.evaluate(JS_LOG_LINES, board_log))
    return seen


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_a_spectator_reads_the_log_as_the_board_words_it(server, contexts, shots, game):
    assert game in BOARD_LOG, f"{game}: say where its board draws the log (BOARD_LOG)"
    host, code = start_bot_match(server, game)
    try:
        phones = one_picture_for_every_card(server, contexts) if game == "dixit" else contexts
        page = join(phones, server, code, "Latecomer", "en", screen="watching").page
        page.set_default_timeout(SLOW)
        seen = read_as_lines_come(page, game, READS)
        shot(page, shots, f"spectator-log-{game}.png")
        no_broken_text(page, f"{game}: the spectator's phone")
        for lines in seen:
            for line in lines["phone"]:
                assert not is_raw(line), f"{game}: a raw line {line!r}"
                if lines["board"] is not None:
                    assert unspaced(line) in map(unspaced, lines["board"]), \
                        f"{game}: {line!r} is not as the TV words it: {lines['board']}"
    finally:
        host.close()


# The game's catalogue comes 3 s late; every line the summary ever lists is kept as it was drawn.
LATE_WORDS = """(() => {
  const late = (url) => /\\/api\\/i18n\\/(?!shell)/.test(String(url));
  const fetchNow = window.fetch.bind(window);
  window.fetch = (url, ...rest) => late(url)
    ? new Promise((ok) => setTimeout(ok, 3000)).then(() => fetchNow(url, ...rest)) : fetchNow(url, ...rest);
  window.__listed = [];
  new MutationObserver(() => document.querySelectorAll('.watch-log > li').forEach((li) =>
    window.__listed.push(li.textContent.replace(/\\s+/g, ' ').trim())))
    .observe(document, { childList: true, subtree: true });
})();"""


@pytest.mark.parametrize("game", ["avalon", "sanguosha"])
def test_a_spectator_lists_no_line_before_the_games_words_have_come(server, contexts, game):
    """A slow network: the summary waits for the board and the game's words, so no line reads as its key."""
    host, code = start_bot_match(server, game)
    try:
        page = join(contexts, server, code, "Latecomer", "en", screen="watching", init_script=LATE_WORDS).page
        page.set_default_timeout(SLOW)
        page.wait_for_function(f"() => document.querySelectorAll('.watch-log > li').length >= {LINES}")
        listed = page.evaluate("() => window.__listed")
        raw = [line for line in listed if is_raw(line)]
        assert listed and not raw, f"{game}: the summary listed raw lines before the words came: {raw[:5]}"
    finally:
        host.close()
