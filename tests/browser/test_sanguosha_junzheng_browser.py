"""三国杀 军争篇 in real browsers: fire runs along 铁索连环's chain and the TV shows it (docs/rules/sanguosha.md §9.3).

The server plays 三国杀 with the match's deal arranged (`Game.arrange`, the hook the scenario tests use): this
module is registered as the game `sanguosha` in the test's own server (PARTYTABLE_EXTRA_GAMES), its declaration
the real one with every match dealt as `ARRANGED`, 军争 on and no heroes. One English phone (the Lord, seat 0,
first to play) and three smart bots. The phone plays its turn by tapping:

1. 铁索连环 on seats 1 and 2: the TV marks both seats chained;
2. 酒: the TV flags seat 0 as drunk, the phone says what it does;
3. 火攻 on seat 1 (its bot shows its one card, a ♥): while the phone decides, the TV's banner says fire; the
   phone pays with its ♥ card: seat 1 takes 1 fire damage and the fire passes to seat 2, the TV numbering each
   seat hit in turn, listing the run along the chain in the middle and the fire in its log; both seats end
   unchained.

The phone's own card says the match is played without heroes, with its HP; the 火攻 card shows its flame on the phone; TV text stays at 24 px or more and nothing spills at 720p.
Screenshots: artifacts/screenshots/sanguosha-junzheng-*.png (gitignored).
"""

from __future__ import annotations

import pytest

from games.sanguosha import GAME as SANGUOSHA
from games.sanguosha.rules import Sanguosha
from tests.browser.kit import (T, Phone, add_bots, catalogue, join_seated, no_broken_text, nothing_spills_at_720p,
                               open_table, set_timer, shot, tap, taps_large_enough, tv_text_readable, wait_prompt)
from tests.protocol.harness import Server
from tests.sanguosha.sanguosha_scenario import card

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(120)]

SGS = catalogue("games/sanguosha/i18n.json")
THIS_MODULE = "tests.browser.test_sanguosha_junzheng_browser"


CHAIN, WINE, FIRE_ATTACK = card("M011"), card("M003"), card("M015")   # ♠J 铁索连环, ♠3 酒, ♥2 火攻
HEART_DODGE, SHOWN_HEART = card("M021"), card("M022")   # ♥8 闪 (the phone pays with it), ♥9 闪 (seat 1 shows it)
ARRANGED = {"roles": ["lord", "rebel", "loyalist", "renegade"],
            "hands": {0: [CHAIN, WINE, FIRE_ATTACK, HEART_DODGE], 1: [SHOWN_HEART]},
            "deck_top": [card("M045"), card("M046")]}   # the phone's draw: two ♦ 闪
FORCED_OPTIONS = {"junzheng": True, "no_heroes": True}


class ArrangedJunzheng(Sanguosha):
    """The 三国杀 declaration with every match dealt as ARRANGED (this test's server only)."""

    def setup(self, players, options, rng):
        st = super().setup(players, {**options, **FORCED_OPTIONS}, rng)
        self.arrange(st, rng, **ARRANGED)
        return st


GAME = ArrangedJunzheng()
GAME.bots = SANGUOSHA.bots

# the TV's ring, the middle's boxes and the marks a fire chain adds: none may spill out of the board
PARTS = ".sgs-seat, .sgs-play, .sgs-burst, .sgs-hit, .sgs-logbox"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    srv = Server(str(tmp_path_factory.mktemp("browser-data")), "gevent", bot_delay=0.2)
    srv.env = {**srv.env, "PARTYTABLE_EXTRA_GAMES": f"{srv.env['PARTYTABLE_EXTRA_GAMES']},sanguosha={THIS_MODULE}"}
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


class SgsPhone(Phone):
    catalogues = (SGS,)

    def play(self, card: int, *targets: int) -> None:
        """Use `card` from the play prompt: lift it, tap Use, then tap each target and confirm."""
        pid = wait_prompt(self.page, has=".sgs-pp-use")
        assert tap(self.page, pid, str(card)) and tap(self.page, pid, ".sgs-pp-use"), f"{card} not offered"
        self.wait_sent(pid)
        if targets:
            pid = wait_prompt(self.page, has="button.choice-seat")
            for s in targets:
                assert tap(self.page, pid, str(s)), f"seat {s} not offered"
            assert tap(self.page, pid, "button.btn-primary")
            self.wait_sent(pid)


def tv_seat(tv, seat: int, has: str, present: bool = True) -> None:
    """Wait until the TV's seat `seat` holds (or no longer holds) `has`."""
    tv.wait_for_function("([s, has, present]) => !!document.querySelector(`.sgs-seat[data-seat=\"${s}\"] ${has}`) === present",
                         arg=[seat, has, present], timeout=T)


def test_fire_from_a_phone_runs_along_the_chain_and_the_tv_shows_each_seat_hit(server, contexts, shots):
    errors = []
    tv, code = open_table(server, contexts, shots)
    tv.on("pageerror", lambda e: errors.append(str(e)))
    (ph,) = join_seated(contexts, server, code, [("Ann", "en")], phone=SgsPhone)
    page = ph.page
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.locator("select.select-game").select_option("sanguosha")
    page.locator("details.timers summary").click()
    # a seat with nothing to answer with passes at once; the phone's 火攻 payment (a "skill" question, 10 s)
    # waits while the test looks at both screens: on a busy CI machine its timer ran out first
    set_timer(page, "auto_pass", 0)
    set_timer(page, "skill", 120)
    add_bots(page, 3)
    page.locator(".btn-start").click()
    tv.wait_for_selector(".sgs-board.sgs-stage-play", timeout=T)

    # 1. 铁索连环 on seats 1 and 2: both chained, the mark readable on the TV
    pid = wait_prompt(page, has=".sgs-pp-use")
    assert page.locator(f'.prompt[data-prompt="{pid}"] .sgs-card[data-kind="fire_attack"] .sgs-flame').count() == 1
    assert page.locator(f'.prompt[data-prompt="{pid}"] button.choice[data-choice="recast:{CHAIN}"]').count() == 1
    # a match without heroes (seed 000 l.421): the phone's own card says so, with the seat's HP, not "not chosen yet"
    own = page.locator(".sgs-p-hero")
    assert own.locator(".sgs-hero-none .sgs-hero-name").inner_text().strip() == ph.t("sanguosha.ui.no_hero_title")
    assert own.locator(".sgs-hp-n").inner_text().strip() == "4/4"
    assert ph.t("sanguosha.ui.no_hero_self") in own.inner_text()
    shot(page, shots, "sanguosha-junzheng-01-phone-play.png")
    ph.play(CHAIN, 1, 2)
    for s in (1, 2):
        tv_seat(tv, s, ".sgs-flag-chained")
    assert tv.locator(".sgs-seat-chained").count() == 2
    shot(tv, shots, "sanguosha-junzheng-02-tv-chained.png")

    # 2. 酒: the seat's flag on the TV, the line on the phone
    ph.play(WINE)
    tv_seat(tv, 0, ".sgs-flag-drunk")
    page.wait_for_selector(".sgs-p-drunk", timeout=T)
    assert page.locator(".sgs-p-drunk").inner_text().strip().endswith(ph.t("sanguosha.ui.you_drunk"))

    # 3. 火攻 on seat 1: its bot shows its ♥; the banner says fire while the phone decides
    ph.play(FIRE_ATTACK, 1)
    # the 火攻's 无懈可击 window lists the whole hand too, and may stand on the phone a moment (a bot holding a
    # 无懈可击 decides): the payment is the prompt that says so
    paying = ph.t("sanguosha.prompt.fire_attack_discard").split("{")[0]
    pid = wait_prompt(page, has=f'button.choice[data-choice="{HEART_DODGE}"]', starts=paying)
    tv.wait_for_selector(".sgs-play.sgs-play-fire .sgs-nature-fire", timeout=T)
    assert tv.locator(".sgs-shown .sgs-card").get_attribute("data-card") == str(SHOWN_HEART)
    shot(tv, shots, "sanguosha-junzheng-03-tv-fire-attack.png")
    shot(page, shots, "sanguosha-junzheng-04-phone-pay.png")
    assert tap(page, pid, str(HEART_DODGE)) and tap(page, pid, "button.btn-primary")

    # the fire hits seat 1, then passes to seat 2: each numbered in turn, the run in the middle, the log
    tv.wait_for_selector(".sgs-burst-fire", timeout=T)
    run = tv.evaluate("() => [...document.querySelectorAll('.sgs-burst-seat')].map((n) => n.dataset.seat)")
    assert run == ["1", "2"], run
    for order, s in enumerate((1, 2), start=1):
        tv_seat(tv, s, f'.sgs-hit-fire[data-order="{order}"]')
        tv_seat(tv, s, ".sgs-flag-chained", present=False)
    assert tv.locator(".sgs-log-line.sgs-log-fire").count() == 2
    hp = tv.evaluate("() => [1, 2].map((s) => document.querySelector(`.sgs-seat[data-seat=\"${s}\"] .sgs-hp-n`).textContent)")
    assert hp == ["3/4", "3/4"], hp
    tv.wait_for_timeout(1500)             # the hits pop in one after the other: photographed once all are in
    shot(tv, shots, "sanguosha-junzheng-05-tv-chain-fire.png")

    tv_text_readable(tv, ".sgs-board")
    nothing_spills_at_720p(tv, ".sgs-board", PARTS, shots, "sanguosha-junzheng-06-tv-720p.png")
    no_broken_text(tv, "the TV")
    no_broken_text(page, ph.name)
    taps_large_enough(page, ph.name, "the play phase after the fire")
    shot(page, shots, "sanguosha-junzheng-07-phone-after.png")
    assert not errors, errors
