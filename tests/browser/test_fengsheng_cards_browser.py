"""风声's card faces on a phone (issue 19 points 1 and 9): every face fits its card.

A 试探 once carried a third line ("Bureau? discard 1") that made its face taller than the card: its
name was cut at the card's top and the ✉/密 stamp sat over it; a two-line name ("Lure Away") ran
under its stamp too. Here one seat's phone of a bot-played match, drawn by the board preview, holds
one card of every function and every 试探 (each faction it asks about, each action), in its hand and
as the choices of its open prompt; then the tapped 试探's text sheet. In English, 简体中文 and
繁體中文, at 360x640 and 390x844, each face's name, mode line and question lie whole inside the card
and none of them under the stamp. Screenshots: artifacts/screenshots/fs-cards-<lang>-<size>.png.
"""

from __future__ import annotations

import copy
import json
import os
import urllib.request

import pytest

from tests.browser.kit import LANGS, T, Screen, catalogue, preview_api, preview_server

pytestmark = [pytest.mark.browser]

SIZES = {"360x640": {"width": 360, "height": 640}, "390x844": {"width": 390, "height": 844}}
FENGSHENG = catalogue("games/fengsheng/i18n.json")
SMALLEST = {".fs-card-name": 14, ".fs-card-tx": 14, ".fs-card-probe": 11}   # px a phone's card text keeps

# Each card face drawn big enough to read (not the log's chips nor a back): the parts that stick out of
# the card's inside (its border box less its border), the texts under the stamp, and the texts too small.
# A text is measured by its lines (a Range over it), so a word wider than its card counts too.
JS_FACES_THAT_DO_NOT_FIT = """(smallest) => {
  const lines = (n) => { const r = document.createRange(); r.selectNodeContents(n); return [...r.getClientRects()]; };
  const meets = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const outside = (a, b) => a.left < b.left - 1 || a.right > b.right + 1 || a.top < b.top - 1 || a.bottom > b.bottom + 1;
  const faces = [...document.querySelectorAll('.fs-card:not(.fs-card-mini):not(.fs-back)')].filter((c) => c.getClientRects().length);
  return faces.flatMap((card) => {
    const where = `${card.closest('.modal') ? 'text sheet' : card.closest('.prompt') ? 'choice' : 'hand'} `
      + `${card.dataset.function} "${card.textContent}"`;
    const s = getComputedStyle(card);
    const box = card.getBoundingClientRect();
    const inside = { left: box.left + parseFloat(s.borderLeftWidth), right: box.right - parseFloat(s.borderRightWidth),
                     top: box.top + parseFloat(s.borderTopWidth), bottom: box.bottom - parseFloat(s.borderBottomWidth) };
    const stamp = card.querySelector('.fs-stamp');
    const found = [];
    if (outside(stamp.getBoundingClientRect(), inside)) found.push(`${where}: its stamp leaves the card`);
    for (const [part, min] of Object.entries(smallest)) {
      const n = card.querySelector(part);
      if (!n || !n.getClientRects().length) continue;
      if (lines(n).some((l) => outside(l, inside))) found.push(`${where}: ${part} is cut by the card's edge`);
      if (lines(n).some((l) => meets(l, stamp.getBoundingClientRect()))) found.push(`${where}: ${part} lies under the stamp`);
      const px = parseFloat(getComputedStyle(n).fontSize);
      if (px < min) found.push(`${where}: ${part} is ${px} px`);
    }
    return found;
  });
}"""


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """The browser tests' server with the board preview on."""
    with preview_server(str(tmp_path_factory.mktemp("fs-cards-data"))) as srv:
        yield srv


def card_table(server) -> dict:
    """The card table the faces are drawn from (``/api/games/fengsheng/reference``)."""
    with urllib.request.urlopen(f"{server.url}/api/games/fengsheng/reference", timeout=30) as r:
        return json.load(r)


def every_card_kind(reference: dict) -> list[dict]:
    """One face of each function, and one 试探 for each faction and action it can ask about."""
    kinds = {}
    for card, face in sorted(reference["cards"].items(), key=lambda kv: int(kv[0])):
        probe = face.get("probe") or {}
        kinds.setdefault((face["function"], probe.get("identity"), probe.get("action")),
                         {"card": int(card), **face, "zone": "hand"})
    return sorted(kinds.values(), key=lambda face: face["function"] != "probe")   # the 试探 first, in the screenshots


def a_phone_with_every_card(server) -> tuple[dict, int]:
    """A bot-played match's views at a moment a seat is asked to pick one of its cards, that seat
    holding every card kind, offered as the prompt's choices as well."""
    for step in range(0, 80, 5):
        views = preview_api(server, "views", game="fengsheng", players=5, seed=3, bots="smart", step=step)["views"]
        for seat, view in views["seats"].items():
            prompt = next((p for p in view["prompts"] if any((c.get("ref") or {}).get("card") for c in p["choices"])), None)
            if prompt:
                cards = every_card_kind(card_table(server))
                view = copy.deepcopy(view)
                view["table"]["hand"] = cards
                view["prompts"] = [{**prompt, "choices": [c for c in prompt["choices"] if not (c.get("ref") or {}).get("card")]
                                    + [{"id": f"c{f['card']}", "label": f"fengsheng.card.{f['function']}", "ref": {"card": f}}
                                       for f in cards]}]
                views["seats"][seat] = view
                return views, int(seat)
    raise AssertionError("no step of the match asks a seat to pick a card")


def test_every_card_face_fits_its_card_on_a_phone_in_every_language(server, contexts, shots):
    views, seat = a_phone_with_every_card(server)
    game = next(g for g in preview_api(server, "games")["games"] if g["id"] == "fengsheng")
    screen = Screen(contexts("phone").new_page(), server, "phone")
    problems = []
    for size, viewport in SIZES.items():
        screen.resize(viewport)
        for lang in LANGS:
            screen.show(game, views, seat, lang=lang)
            screen.page.locator(f"html[lang='{lang}'] .prompt .fs-card").first.wait_for(timeout=T)
            screen.page.locator(".panel-root .fs-p-hand .fs-card").first.wait_for(timeout=T)
            problems += [f"{lang} {size} {p}" for p in screen.page.evaluate(JS_FACES_THAT_DO_NOT_FIT, SMALLEST)]
            # the whole page: every card kind among the prompt's choices
            screen.page.screenshot(path=os.path.join(shots, f"fs-cards-{lang}-{size}.png"), full_page=True)
            # a 试探 in the hand names its whole question to a screen reader (the card shows it short)
            probe = screen.page.locator(".fs-p-hand .fs-p-cardbtn:has([data-function=probe])").first
            assert FENGSHENG[lang]["fengsheng.probe.line.mole"] in probe.get_attribute("aria-label"), lang
            # tapped: its text sheet shows the card big, then the whole question
            probe.click()
            screen.page.locator(".modal .fs-card-big").wait_for(timeout=T)
            problems += [f"{lang} {size} {p}" for p in screen.page.evaluate(JS_FACES_THAT_DO_NOT_FIT, SMALLEST)]
            screen.page.keyboard.press("Escape")
            screen.page.locator(".modal").wait_for(state="detached", timeout=T)
    assert not problems, json.dumps(problems, ensure_ascii=False, indent=1)
