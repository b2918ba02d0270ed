"""A number the host types into a lobby option reaches the room even when the lobby is drawn again between
the typing and the Enter (issue 13: 三国杀's browser match lost its typed round cap once). The phone redraws
its lobby on every room and view message, and rebuilds its whole frame when a game's catalogue arrives; a
focused field keeps what was typed in it (controller/common.js ``swap``), and this pins that the typed
value is also sent. The room is made by a TV over Socket.IO (no TV page is needed to watch the options)."""

from tests.browser.kit import T, join
from tests.protocol.harness import join_phone, open_tv

GAME, OPTION = "kutschfahrt", "stall_rounds"   # an int option, 0-20, default 3
FIELD = f'input[data-key="opt-{OPTION}"]'


def host_lobby(server, contexts):
    """A TV's room and its host phone with the game chosen: (the TV, the room code, the page, the option's field)."""
    tv, info = open_tv(server.url)
    host = join(contexts, server, info["room"], "Host", "en")
    tv.request("host", {"action": "select_game", "game": GAME}, "room", pred=lambda d: d["game"] == GAME)
    field = host.page.locator(FIELD)
    field.wait_for(timeout=T)
    return tv, info["room"], host.page, field


def the_room_gets(tv, typed: int):
    return tv.wait("room", lambda d: d["options"].get(OPTION) == typed, timeout=T / 1000)


def focused_with(page, value: int) -> None:
    page.wait_for_function("([sel, v]) => document.activeElement === document.querySelector(sel) && "
                           "document.activeElement.value === v", arg=[FIELD, str(value)], timeout=T)


def test_a_number_typed_over_the_selected_one_replaces_it_though_another_phone_joined_in_between(server, contexts):
    tv, room, page, field = host_lobby(server, contexts)
    # as a finger selects the number (and Playwright's fill does), in one task: a handle to the field may
    # be a field a redraw has replaced already
    page.evaluate("(sel) => { const f = document.querySelector(sel); f.focus(); f.select(); }", FIELD)
    focused_with(page, 3)   # the game's default, selected
    late, _ = join_phone(server.url, room, "Late")
    page.wait_for_function("() => document.querySelectorAll('.seats .seat').length === 2", timeout=T)
    page.keyboard.insert_text("7")
    focused_with(page, 7)
    page.keyboard.press("Enter")
    the_room_gets(tv, 7)
    for c in (tv, late):
        c.close()


def test_a_number_typed_before_a_catalogue_arrives_is_kept_and_sent(server, contexts):
    tv, room, page, field = host_lobby(server, contexts)
    field.fill("11")
    # a game's catalogue arriving rebuilds the phone's whole frame (controller/phone.js rerenderAll)
    page.evaluate("async () => (await import('/static/phone/common.js')).addMessages('lobby-test', {})")
    focused_with(page, 11)
    page.keyboard.press("Enter")
    the_room_gets(tv, 11)
    tv.close()
