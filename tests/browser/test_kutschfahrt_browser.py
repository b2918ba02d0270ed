"""魔城馬車 in real browsers (issue 16, "Tests"): one TV, three phones (English, 繁體, 简体) and one bot
play whole matches by tapping, until a trade with a private effect and a fight with support were played
on phones (another match if the bot ended one first).

Each phone decides from its own page: on its turn it first offers an item with a trade effect to another
phone (that phone accepts by giving an item back), then attacks another phone, while the third phone
declares support; afterwards it announces (or passes when that is refused). Along the way:

- a phone's society and profession are on screen only while a finger holds the card;
- after its trade, the giver's private notes say what the effect showed; the TV's trade box names only
  items with a trade effect (docs/rules/kutschfahrt.md §9);
- the TV shows the fight with its supporters and running strengths;
- the teammate-guess sheet keeps a mark on the phone (localStorage) and sends nothing;
- at the end the TV shows every society, profession and item, and each society is the one its phone held.

Screenshots: artifacts/screenshots/kutschfahrt-*.png (gitignored).
"""

from __future__ import annotations

import os
import random
import re
import time

import pytest

from tests.browser.kit import (JS_LINES_CUT, TV_SIZE, TV_SMALL_SIZE, T, Phone, ShotsOnce, add_bots, answering, catalogue,
                               end_screens, hold, join_seated, no_broken_text, open_table, play_again, shot, tap)

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(240)]
BOT_DELAY = 0.05   # the bots of this match move at once: the phones wait for their own prompts only


KF = catalogue(os.path.join("games", "kutschfahrt", "i18n.json"))

BUDGET = 150.0           # seconds for the lobby, the matches and the end (about 75 s on a quiet machine)
MATCHES = 4              # at most, until both moments were played on phones
PLAYERS = [("Ann", "en"), ("阿明", "zh-Hant"), ("小红", "zh-Hans")]
BOTS = 1
# items whose trade effect the TV names (docs/kutschfahrt-view.md `trade.effects`)
EFFECT_ITEMS = ("monocle", "privilege", "tome", "coat", "sextant", "bag_key", "bag_goblet")
WANT = {"order": "key", "brotherhood": "goblet"}   # a society's victory item (§4)
ITEMS = [k.split(".")[2] for k in KF["en"] if re.fullmatch(r"kutschfahrt\.item\.[a-z_]+", k) and k != "kutschfahrt.item.bag"]

READ_SECRET = """(n) => ({ society: ((n.querySelector('.kf-society') || {}).className || '').replace(/.*kf-society-(\\w+).*/, '$1'),
  profession: (n.querySelector('.kf-p-prof-name') || {}).textContent || '' })"""

READ_PHONE = """() => {
  const p = document.querySelector('.prompts .prompt:not(.prompt-pending)');
  const prompt = p && { id: p.dataset.prompt, kind: p.dataset.kind, min: +(p.dataset.min || 1), max: +(p.dataset.max || 1),
    title: ((p.querySelector('.prompt-title') || {}).textContent || '').trim(),
    choices: [...p.querySelectorAll('button.choice')].map((b) => ({ id: b.dataset.choice,
      item: (b.querySelector('.kf-item') || { dataset: {} }).dataset.item || null, seat: b.classList.contains('choice-seat') })) };
  return { prompt, cover: !!document.querySelector('.kf-p-secret .reveal-cover'),
           secret: [...document.querySelectorAll('.reveal-secret')].map((n) => n.textContent).join(''),
           items: [...document.querySelectorAll('.kf-p-cards .kf-item')].map((n) => n.dataset.item) };
}"""

JS_TV = """() => {
  const b = document.querySelector('.kf-board');
  if (!b) return null;
  const tr = b.querySelector('.kf-trade'), f = b.querySelector('.kf-fight');
  return { over: b.classList.contains('kf-board-over'),
           trade: tr ? { text: tr.innerText, effects: tr.querySelectorAll('.kf-effects li').length } : null,
           fight: f ? { backers: f.querySelectorAll('.kf-backers .kf-seat-tag').length,
                        strengths: [...f.querySelectorAll('.kf-strength')].map((n) => n.textContent),
                        fighters: [...f.querySelectorAll('.kf-fight-side > .kf-seat-tag')].map((n) => n.textContent) } : null,
           reveal: [...b.querySelectorAll('.kf-seat')].map((s) => ({ seat: +s.dataset.seat,
             society: ((s.querySelector('.kf-society') || {}).className || '').replace(/.*kf-society-(\\w+).*/, '$1'),
             profession: !s.querySelector('.kf-prof-back'), items: s.querySelectorAll('.kf-reveal-items .kf-item').length,
             count: +(s.querySelector('.kf-count') || {}).textContent.replace(/\\D/g, '') })),
           raw: b.innerText.match(/\\bkutschfahrt\\.[a-z_.]+/g) || [] };
}"""


# the smallest text on the TV board (px), and what spills out of the board or is cut by it. A text is
# measured by the part its clipping boxes inside the board leave on screen: the log's oldest lines that
# leave it sideways (common.css .log-lines, whole lines only) are not on screen at all.
JS_TV_TEXT = """() => {
  const b = document.querySelector('.kf-board'), box = b.getBoundingClientRect();
  const texts = [...b.querySelectorAll('*')].filter((n) => [...n.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim()));
  const shown = (n) => {
    const r = n.getBoundingClientRect(), s = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    for (let a = n.parentElement; a && a !== b; a = a.parentElement) {
      const o = getComputedStyle(a);
      if (o.overflowX === 'visible' && o.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      s.left = Math.max(s.left, c.left); s.top = Math.max(s.top, c.top);
      s.right = Math.min(s.right, c.right); s.bottom = Math.min(s.bottom, c.bottom);
    }
    return s;
  };
  return { smallest: Math.min(...texts.map((n) => parseFloat(getComputedStyle(n).fontSize))),
           spill: texts.filter((n) => { const r = shown(n);
             return r.right - r.left > 1 && r.bottom - r.top > 1
               && (r.right > box.right + 1 || r.bottom > box.bottom + 1 || r.left < box.left - 1); })
             .map((n) => n.textContent.slice(0, 40)) };
}"""


def tv_board_looks(tv) -> dict:
    """The TV board's smallest text, what spills out of it, and the lines a box inside it shows only half of."""
    return {**tv.evaluate(JS_TV_TEXT), "cut": tv.evaluate(JS_LINES_CUT, ".kf-board")}


def title_pattern(lang: str, key: str) -> re.Pattern:
    parts = re.split(r"\{\w+\}", KF[lang]["kutschfahrt.prompt." + key])
    return re.compile("^" + ".+?".join(re.escape(p) for p in parts) + "$", re.S)


PROMPTS = ("action", "trade_partner", "trade_item", "trade_answer", "attack_target", "support", "priest", "doctor",
           "hypnotist", "fight_use", "reward", "announce", "coat", "sextant_direction")


class CoachPhone(Phone):
    catalogues = (KF,)

    def __init__(self, page, name, lang):
        super().__init__(page, name, lang)
        self.seat, self.secret, self.tries, self.items = None, None, {}, []
        self.titles = {k: title_pattern(lang, k) for k in PROMPTS}

    def which(self, p: dict) -> str | None:
        return next((k for k, pat in self.titles.items() if pat.match(p["title"])), None)

    def read(self) -> dict:
        return self.page.evaluate(READ_PHONE)

    def notes_text(self) -> str:
        """Open "My notes", read them, close them again (one tap each way)."""
        return self.page.evaluate("""() => {
          document.querySelector('.kf-p-notes-btn').click();
          const text = document.querySelector('.kf-modal .kf-p-notes').innerText;
          document.querySelector('.kf-modal .modal-x').click();
          return text; }""")


def test_three_phones_and_a_bot_trade_with_an_effect_and_fight_with_support(server, contexts, shots):
    rng = random.Random(16)
    deadline = time.monotonic() + BUDGET
    tv, code = open_table(server, contexts, shots)
    errors = []
    tv.on("pageerror", lambda e: errors.append(str(e)))
    phones = join_seated(contexts, server, code, PLAYERS, phone=CoachPhone)
    for ph in phones:
        ph.page.on("pageerror", lambda e: errors.append(str(e)))
    by_seat = {ph.seat: ph for ph in phones}
    hp = phones[0].page
    hp.locator("select.select-game").select_option("kutschfahrt")
    add_bots(hp, BOTS)
    tv.wait_for_function("() => document.querySelectorAll('.seats-card .seat').length === 4", timeout=T)
    # the lobby explains each option and says the event scoring is ours, not the rulebook's
    phones[1].page.wait_for_selector(".kf-lobby .kf-lobby-scoring", timeout=T)
    assert phones[1].page.locator(".kf-lobby-scoring").inner_text() == KF["zh-Hant"]["kutschfahrt.lobby.scoring"]
    assert phones[1].page.locator(".kf-lobby-rule").count() == 10
    shot(phones[1].page, shots, "kutschfahrt-02-phone-lobby-zh-Hant.png")

    trace = []

    def timed_shot(page, folder, name):
        trace.append(f"{time.monotonic() - deadline + BUDGET:5.1f} shot {name}")
        shot(page, folder, name)

    once = ShotsOnce(shots, timed_shot)
    seen = {"effect_trade": 0, "fight_support": 0, "matches": 0, "guess": 0}
    # the phone whose effect trade is under way; in the endgame (offerer, asked phone)
    goal = {"trade": None, "notes_before": None, "ask": None}

    def decide(ph: CoachPhone, p: dict, kind: str | None, tries: int, items: list) -> str | None:
        ids = [c["id"] for c in p["choices"]]
        other_phones = [c["id"] for c in p["choices"] if c["seat"] and int(c["id"]) in by_seat] if ids else []
        nth = lambda seq: seq[(tries - 1) % len(seq)]     # the next button after each refusal
        if kind == "action":
            if not seen["effect_trade"] and any(i in EFFECT_ITEMS for i in items) and tries == 1:
                return "trade"
            if not seen["fight_support"] and tries == 1:
                return "attack"
            return endgame(ph, items) if tries == 1 else "pass"
        if kind == "trade_partner" and goal["ask"] and goal["ask"][0] is ph and tries == 1:
            return str(goal["ask"][1].seat) if goal["ask"][1] else nth(ids)
        if kind == "trade_partner" and not seen["effect_trade"] and tries == 1:
            # the effect trade: the phone with the most items that are not bags can answer it
            return str(max((o for o in phones if o is not ph), key=lambda o: sum(not i.startswith("bag") for i in o.items)).seat)
        if kind in ("trade_partner", "attack_target"):
            return rng.choice(other_phones) if other_phones and tries == 1 else nth(ids)
        if kind == "trade_item":
            effect = [c["id"] for c in p["choices"] if c["item"] in EFFECT_ITEMS]
            if not seen["effect_trade"] and effect and tries == 1:
                goal["trade"], goal["notes_before"] = ph, ph.notes_text()
                return effect[0]
            # the endgame: the Black Pearl away first (it forbids announcing), never a victory item
            spare = sorted(p["choices"], key=lambda c: (c["item"] != "black_pearl", c["item"] in WANT.values()))
            return spare[0]["id"] if tries == 1 else nth(ids)
        if kind == "trade_answer" and goal["ask"] and goal["ask"][1] is ph and tries == 1:
            # the asked phone gives the victory item its partner's society wants (the table plays along)
            wanted = [c["id"] for c in p["choices"] if c["item"] == WANT[goal["ask"][0].secret["society"]]]
            goal["ask"] = None
            if wanted:
                return wanted[0]
        if kind == "trade_answer":
            # accept with an item, a bag last (a bag is never swapped for a bag); a refused one: the next
            give = [c["id"] for c in sorted(p["choices"], key=lambda c: (c["item"] or "").startswith("bag")) if c["id"] != "refuse"]
            return give[tries - 1] if tries <= len(give) else "refuse"
        if kind == "support":
            return rng.choice(["attacker", "defender"]) if tries == 1 else "neutral"
        if kind in ("priest", "doctor", "fight_use"):
            return "pass"
        if kind == "hypnotist":
            return "none"
        if kind == "reward":
            return rng.choice(["look", "take"]) if tries == 1 else nth(ids)
        if kind == "coat":
            return "keep"
        return nth(ids) if ids else None

    def endgame(ph: CoachPhone, items: list) -> str:
        """After both moments: announce with a victory item of one's society; else get one from a phone."""
        want = WANT[ph.secret["society"]]
        if want in items and "black_pearl" not in items:
            return "announce"
        holder = next((o for o in phones if o is not ph and want in o.items), None)
        if "black_pearl" in items or holder or any(i in ("bag_key", "bag_goblet") for i in items):
            goal["ask"] = (ph, holder or next(o for o in phones if o is not ph))
            return "trade"
        return "pass"

    def act(ph: CoachPhone, look: dict):
        p = look["prompt"]
        pid, kind = p["id"], ph.which(p)
        tries = ph.tries[pid] = ph.tries.get(pid, 0) + 1
        trace.append(f"{time.monotonic() - deadline + BUDGET:5.1f} {ph.name} {kind} {tries} {[c['id'] for c in p['choices']]}")
        with answering(ph.page, pid):
            if kind in ("trade_answer", "support", "action") and tries == 1:
                once(f"kutschfahrt-05-phone-{kind}.png", ph.page)     # the first phone asked (screenshots are slow)
            if p["kind"] == "order":
                while tap(ph.page, pid, ".order-pool .order-item"):
                    pass
                tap(ph.page, pid, "button.btn-primary")
            elif p["min"] != 1 or p["max"] != 1:
                # the announcement: alone, or with the next phone as a teammate (a wrong one ends it too)
                picks = [c["id"] for c in p["choices"] if c["seat"]][:max(p["min"], 0)]
                for cid in picks:
                    tap(ph.page, pid, cid)
                tap(ph.page, pid, "button.btn-primary")
            else:
                pick = decide(ph, p, kind, tries, look["items"])
                if pick is not None:
                    tap(ph.page, pid, pick)

    def look_at_secret(ph: CoachPhone):
        first = ph.secret is None
        ph.secret = hold(ph.page, ph.page.locator(".kf-p-secret .reveal-cover").first, READ_SECRET, who=ph.name,
                         on_open=(lambda: shot(ph.page, shots, f"kutschfahrt-03-phone-secret-{ph.lang}.png")) if first else None)
        assert ph.secret["society"] in ("order", "brotherhood") and ph.secret["profession"], ph.secret

    def mark_a_guess(ph: CoachPhone):
        """The guess sheet: mark the next seat as the Brotherhood; the mark is in this phone's storage."""
        ph.page.locator(".kf-p-guess-btn").click()
        row = ph.page.locator(".kf-modal .kf-g-row").first
        row.locator(".kf-g-brotherhood").click()
        assert row.locator(".kf-g-brotherhood").get_attribute("aria-pressed") == "true"
        shot(ph.page, shots, f"kutschfahrt-04-phone-guesses-{ph.lang}.png")
        ph.page.locator(".kf-modal .modal-x").click()
        stored = ph.page.evaluate("(k) => localStorage.getItem(k)", f"partytable:kutschfahrt:guess:{code}:{ph.seat}")
        assert stored and "brotherhood" in stored, stored
        seen["guess"] += 1

    def watch_tv():
        s = tv.evaluate(JS_TV)
        if not s:
            return None
        assert not s["raw"], f"the TV shows raw keys {s['raw']}"
        if s["trade"]:
            # §9: the TV names no traded item without a trade effect
            named = [i for i in ITEMS if i not in EFFECT_ITEMS and KF["en"][f"kutschfahrt.item.{i}"] in s["trade"]["text"]]
            assert not named, f"the TV's trade names {named}: {s['trade']['text']!r}"
            ph = goal["trade"]
            if ph is not None and s["trade"]["effects"]:
                once("kutschfahrt-06-tv-trade-effect.png", tv)
                time.sleep(0.3)
                notes = ph.notes_text()
                if notes != goal["notes_before"]:
                    ph.page.locator(".kf-p-notes-btn").click()
                    shot(ph.page, shots, "kutschfahrt-07-phone-notes.png")
                    ph.page.locator(".kf-modal .modal-x").click()
                    seen["effect_trade"] += 1
                    goal["trade"] = None
        f = s["fight"]
        if f and f["backers"] and any(ph.name in " ".join(f["fighters"]) for ph in phones):
            if not seen["fight_support"]:
                looks = tv_board_looks(tv)   # the fight in full: still 24 px text, nothing cut
                assert looks["smallest"] >= 24 and not looks["spill"] and not looks["cut"], looks
            once("kutschfahrt-08-tv-fight-support.png", tv)
            seen["fight_support"] += 1
        return s

    def play_one_match():
        tv.wait_for_selector(".kf-board", timeout=T)
        while True:
            assert time.monotonic() < deadline, f"no end in {BUDGET}s (seen {seen})\n" + "\n".join(trace[-40:])
            s = watch_tv()
            if s and s["over"]:
                return s
            moved = False
            for ph in phones:
                look = ph.read()
                ph.items = look["items"]
                assert not look["secret"], f"{ph.name}: a secret is on screen without a finger on it: {look['secret']!r}"
                if ph.secret is None and look["cover"]:
                    look_at_secret(ph)
                    no_broken_text(ph.page, ph.name)
                if not seen["guess"] and ph.seat == 2 and look["cover"]:
                    mark_a_guess(ph)
                if look["prompt"]:
                    act(ph, look)
                    moved = True
            if not moved:
                time.sleep(0.03)

    hp.locator(".btn-start").click()
    while True:
        s = play_one_match()
        seen["matches"] += 1
        time.sleep(0.3)
        s = tv.evaluate(JS_TV)
        # the end: every society, profession and item on the TV; each society is the one its phone held
        for seat in s["reveal"]:
            assert seat["society"] in ("order", "brotherhood") and seat["profession"], seat
            assert seat["items"] == seat["count"], seat

        def society_and_ending_shown(ph):
            assert s["reveal"][ph.seat]["society"] == ph.secret["society"], (ph.name, ph.secret, s["reveal"][ph.seat])
            # the shell's finish card (waited for), and the panel's line saying how the ride ended
            assert ph.page.locator(".kf-p-situation").inner_text() in [KF[ph.lang][k] for k in KF[ph.lang] if k.startswith("kutschfahrt.result.")]

        end_screens(tv, phones, shots, "kutschfahrt-09-tv-end.png", ".finish-slot .finish",
                    "kutschfahrt-10-phone-end-{lang}.png", check=society_and_ending_shown)
        # readable from the sofa: TV text at least 24 px at 1080p, and the same layout at 720p, nothing cut
        looks = tv_board_looks(tv)
        assert looks["smallest"] >= 24 and not looks["spill"] and not looks["cut"], looks
        tv.set_viewport_size(TV_SMALL_SIZE)
        tv.wait_for_timeout(300)
        looks = tv_board_looks(tv)
        assert not looks["spill"] and not looks["cut"], looks
        shot(tv, shots, "kutschfahrt-11-tv-end-720p.png")
        tv.set_viewport_size(TV_SIZE)
        if (seen["effect_trade"] and seen["fight_support"]) or seen["matches"] == MATCHES:
            break
        # one more match: the host's "play again"
        play_again(hp, tv, ".kf-board:not(.kf-board-over)")
        for ph in phones:
            ph.secret, ph.tries = None, {}
        goal["trade"] = goal["ask"] = None
    assert seen["effect_trade"] and seen["fight_support"], f"not played on phones in {seen['matches']} match(es): {seen}"
    assert seen["guess"]
    assert not errors, errors
