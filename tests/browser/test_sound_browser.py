"""Issue 19 point 4 in real browsers: sound on the TV, silence on the phones.

Web Audio is replaced by a recording fake (FAKE_AUDIO, injected before the page's scripts) that
counts the AudioContexts made and the notes scheduled (each oscillator or noise source started);
the TV announces every cue it plays on the window (``partytable:cue``, ``heard`` false when muted).

One Avalon match of a phone and four bots, watched by the TV:

- the TV asks once for a tap ("Sound on", in the TV's language), large and clear of the QR and the room code; after the
  tap (and after a reload) it shows the volume and mute instead;
- the night's short timer ticks its last seconds, each second once, while the phone's seat waits;
- the match plays cues at turns and phases and a win at the end, and the ambient loop plays;
- muted, cues still come but no note is scheduled;
- the host's phone sets the TV's volume from its lobby, before the first match, and in the match mutes the TV,
  unmutes it and sets its volume from its sheet (the same controls): the TV follows, its own control shows it;
- the volume set there is there again after a reload;
- the phone, seated in the same match from the lobby to the end, never makes an AudioContext.

Screenshots: artifacts/screenshots/sound-*.png (gitignored).
"""

from __future__ import annotations

import pytest

from server.botclient import HostTV, wait_until
from tests.browser.kit import SHELL, T, join, no_broken_text, shot

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(120)]

FAKE_AUDIO = """(() => {
  const rec = window.__audio = { contexts: 0, notes: 0, master: [] };
  window.__cues = [];
  window.addEventListener('partytable:cue', (e) => window.__cues.push(e.detail));
  const t0 = performance.now();
  class Param {
    constructor(v) { this.value = v; }
    setValueAtTime(v) { this.value = v; return this; }
    linearRampToValueAtTime(v) { this.value = v; return this; }
    exponentialRampToValueAtTime(v) { this.value = v; return this; }
    setTargetAtTime(v) { this.value = v; return this; }
    cancelScheduledValues() { return this; }
  }
  class Node {
    connect(n) { return n; }
    disconnect() {}
  }
  class Source extends Node {
    start() { rec.notes += 1; }
    stop() {}
  }
  class FakeAudioContext {
    constructor() {
      rec.contexts += 1;
      this.state = 'suspended';
      this.sampleRate = 8000;
      this.destination = new Node();
    }
    get currentTime() { return (performance.now() - t0) / 1000; }
    resume() { this.state = 'running'; return Promise.resolve(); }
    suspend() { this.state = 'suspended'; return Promise.resolve(); }
    close() { this.state = 'closed'; return Promise.resolve(); }
    createGain() { const g = new Node(); g.gain = new Param(1); if (!rec.master.length) rec.master.push(g); return g; }
    createOscillator() { const o = new Source(); o.frequency = new Param(440); o.type = 'sine'; return o; }
    createBiquadFilter() { const f = new Node(); f.frequency = new Param(350); f.Q = new Param(1); return f; }
    createBufferSource() { return new Source(); }
    createBuffer(ch, n) { const d = new Float32Array(n); return { getChannelData: () => d }; }
  }
  window.AudioContext = window.webkitAudioContext = FakeAudioContext;
})();"""

CUES = "() => window.__cues.map((c) => c.cue)"
NOTES = "() => window.__audio.notes"
MASTER = "() => window.__audio.master[0].gain.value"


# the TV's own cueFor (shared_screen/sound.js) on the ends of a match, and on a reveal field emptied
END_CUES = """async () => {
  const { cueFor } = await import('/static/tv/sound.js');
  const playing = { finished: false, table: {} }, over = (outcome, aborted = false) => ({ finished: true, aborted, outcome, table: {} });
  return { 'no winner': cueFor(playing, over({ winners: [] }), {}), 'aborted': cueFor(playing, over({ winners: [1] }, true), {}),
           'a winner': cueFor(playing, over({ winners: [0, 2] }), {}), 'over already': cueFor(over({ winners: [0] }), over({ winners: [0] }), {}) };
}"""


def cues_heard(page, name: str) -> int:
    return page.evaluate("(n) => window.__cues.filter((c) => c.cue === n && c.heard).length", name)


def overlaps(a: dict, b: dict) -> bool:
    return not (a["x"] + a["width"] <= b["x"] or b["x"] + b["width"] <= a["x"]
                or a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"])


def set_volume(page, value: int, slider: str = ".sound-volume") -> None:
    page.evaluate("""([sel, v]) => { const r = document.querySelector(sel); r.value = String(v);
                                     for (const e of ['input', 'change']) r.dispatchEvent(new Event(e, { bubbles: true })); }""",
                  [slider, value])


TV_VOLUME = "() => document.querySelector('.sound-volume').value"
# the host's sheet during a match (the lobby under it keeps its own remote, hidden)
SHEET = ".modal-sheet"
# the host's remote for the TV's sound in its sheet, its controls' sizes: [w, h] each
REMOTE_TAPS = """() => [...document.querySelectorAll('.modal-sheet [data-key="tv-sound"] button, .modal-sheet [data-key="tv-sound"] label')]
  .map((b) => { const r = b.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; })"""


def the_host_phone_sets_the_tvs_sound(tv, host_phone, shots) -> None:
    """From the host's sheet (the crown), which shows the volume last set on the TV: mute, unmute, volume 30;
    the TV follows and its own control shows it."""
    page = host_phone.page
    page.locator(".btn-host").click()
    page.locator(f'{SHEET} [data-key="tv-sound"]').wait_for(timeout=T)
    # the TV's own control was last moved to 80 on the TV: the host's phone was told and shows it
    page.wait_for_function(f"""() => document.querySelector('{SHEET} [data-key="tv-volume"]').value === '80'""", timeout=T)
    assert all(w >= 44 and h >= 44 for w, h in page.evaluate(REMOTE_TAPS)), page.evaluate(REMOTE_TAPS)
    shot(page, shots, "sound-host-phone.png")
    page.locator(f'{SHEET} [data-key="tv-mute"]').click()
    tv.wait_for_selector('[data-key="sound-mute"][aria-pressed="true"]', timeout=T)
    tv.wait_for_function("() => window.__audio.master[0].gain.value < 0.001", timeout=T)
    page.locator(f'{SHEET} [data-key="tv-mute"]').click()
    tv.wait_for_selector('[data-key="sound-mute"][aria-pressed="false"]', timeout=T)
    set_volume(page, 30, f'{SHEET} [data-key="tv-volume"]')
    tv.wait_for_function(f"() => ({TV_VOLUME})() === '30'", timeout=T)
    assert tv.evaluate(MASTER) == pytest.approx(0.09)
    page.keyboard.press("Escape")


def set_muted(tv, muted: bool) -> None:
    """Click the mute button until it says ``muted`` (a room update may move the bottom bar under the pointer)."""
    button, want = tv.locator('[data-key="sound-mute"]'), str(muted).lower()
    for _ in range(3):
        if button.get_attribute("aria-pressed") == want:
            return
        button.click()
        try:
            tv.wait_for_selector(f'[data-key="sound-mute"][aria-pressed="{want}"]', timeout=2000)
        except Exception:
            continue
    assert button.get_attribute("aria-pressed") == want


def test_the_tv_sounds_a_match_from_its_public_view_and_the_phone_stays_silent(server, contexts, shots):
    host = HostTV(server.url)
    welcome = host.open()
    code = welcome["room"]
    host.host("select_game", game="avalon")
    host.host("set_timers", timers={"night": 4})

    tv_ctx = contexts("tv")
    tv_ctx.add_init_script(FAKE_AUDIO)
    # the TV page holds the host token, as the TV that opened the table does
    tv_ctx.add_init_script(f"localStorage.setItem('partytable:host:{code}', {welcome['host_token']!r})")
    tv = tv_ctx.new_page()
    tv.goto(f"{server.url}/tv/{code}")

    # the first time: one large tap, clear of what the room reads to join
    tap = tv.locator('[data-key="sound-on"]')
    tap.wait_for(timeout=T)
    tv.wait_for_selector(".pill-host", timeout=T)
    assert tap.inner_text().strip() == SHELL["en"]["sound.on"]
    assert float(tap.evaluate("(n) => getComputedStyle(n).fontSize").removesuffix("px")) >= 24
    box = tap.bounding_box()
    for key_info in (".qr-big", ".code-big", ".game-card", ".seats-card", ".pill-host"):
        assert not overlaps(box, tv.locator(key_info).bounding_box()), f"the sound tap covers {key_info}"
    assert tv.evaluate("() => window.__audio.contexts") == 0      # nothing before the tap
    shot(tv, shots, "sound-tap-lobby.png")
    for lang in ("zh-Hans", "zh-Hant", "en"):      # the tap speaks the TV's language
        host.host("set_tv_lang", lang=lang)
        tv.wait_for_function("([sel, text]) => document.querySelector(sel).textContent.trim() === text",
                             arg=['[data-key="sound-on"]', SHELL[lang]["sound.on"]], timeout=T)
        if lang == "zh-Hant":
            shot(tv, shots, "sound-tap-lobby-zh-Hant.png")
    tap.click()
    tv.wait_for_selector(".sound-control .sound-volume", timeout=T)
    assert tv.locator('[data-key="sound-on"]').count() == 0
    assert tv.evaluate("() => window.__audio.contexts") == 1
    assert tv.evaluate(NOTES) > 0                                  # the tap answers with a chime
    shot(tv, shots, "sound-control-lobby.png")

    phone = join(contexts, server, code, "Ann", "en", init_script=FAKE_AUDIO)
    # before the first match: the host's phone sets the TV's volume from its lobby, with the sheet's controls
    phone.page.locator('.lobby [data-key="tv-volume"]').wait_for(timeout=T)
    set_volume(phone.page, 50, '.lobby [data-key="tv-volume"]')
    tv.wait_for_function(f"() => ({TV_VOLUME})() === '50'", timeout=T)
    for _ in range(4):
        host.host("add_bot")
    assert wait_until(lambda: len(host.room_state.get("seats", [])) == 5, 10)
    host.host("start")
    tv.wait_for_selector(".tv-match .tv-bottom .sound-control", timeout=T)

    # the night waits for Ann's phone: its last four seconds tick, each second once
    tv.wait_for_function("() => window.__cues.filter((c) => c.cue === 'tick_last').length >= 3", timeout=T)
    ticks = tv.evaluate(CUES)
    assert ticks.count("tick_last") == 3 and ticks.count("tick") <= 1, ticks
    tv.hover('[data-key="sound-mute"]')                             # the volume opens above the button
    tv.wait_for_selector(".tv-bottom .sound-volume", state="visible", timeout=T)
    shot(tv, shots, "sound-control-match.png")
    tv.mouse.move(960, 400)

    host.host("seat_to_bot", seat=0)    # a bot plays Ann's seat; her phone stays in the match
    tv.wait_for_function("() => window.__cues.filter((c) => ['turn', 'phase'].includes(c.cue)).length >= 2", timeout=T)
    assert cues_heard(tv, "turn") + cues_heard(tv, "phase") >= 2

    # muted: the cues still come, but not a note is scheduled and the master is silent
    set_muted(tv, True)
    muted_at, cues_at = tv.evaluate(NOTES), len(tv.evaluate(CUES))
    tv.wait_for_function("(n) => window.__cues.length >= n + 2", arg=cues_at, timeout=T)
    assert tv.evaluate(NOTES) == muted_at
    assert all(not c["heard"] for c in tv.evaluate("() => window.__cues")[cues_at:])
    tv.wait_for_function("() => window.__audio.master[0].gain.value < 0.001", timeout=T)
    set_muted(tv, False)
    set_volume(tv, 80)
    # the host at the sofa: the TV's mute and volume from the host's phone
    the_host_phone_sets_the_tvs_sound(tv, phone, shots)

    tv.wait_for_selector(".tv-outcome", timeout=60_000)
    tv.wait_for_function("() => window.__cues.some((c) => c.cue === 'win' && c.heard)", timeout=T)
    assert cues_heard(tv, "win") == 1 and cues_heard(tv, "end") == 0
    assert cues_heard(tv, "reveal") >= 1                          # the votes and the quests turned up
    assert tv.evaluate(NOTES) > muted_at + 20                    # the ambient loop and the cues
    no_broken_text(tv, "the TV")
    shot(tv, shots, "sound-control-end.png")

    # the phone, seated in this match from the lobby to the end, never made a sound
    phone.page.wait_for_selector(".finish", timeout=T)
    assert phone.page.evaluate("() => window.__audio.contexts") == 0

    # reloaded: no tap asked again, the volume as it was set
    tv.reload()
    tv.wait_for_selector(".sound-control .sound-mute", timeout=T)
    assert tv.locator('[data-key="sound-on"]').count() == 0
    assert tv.locator(".sound-volume").input_value() == "30"      # as the host's phone set it
    assert tv.evaluate(MASTER) == pytest.approx(0.09)
    host.close()

    # the end that this match did not show: no winner (a loss for all, a draw) or an aborted match
    assert tv.evaluate(END_CUES) == {"no winner": "end", "aborted": "end", "a winner": "win", "over already": None}
