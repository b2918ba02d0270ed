// partytable: sound on the TV (issue 19 point 4; docs/frontend.md "Sound").
//
// Short cues for a new turn or phase, a reveal, the timer's last ten seconds and the end of a
// match, and a quiet ambient loop per game, all synthesised with Web Audio from the data in
// sound.json (no sound file). Only the TV shell imports this module: a phone's sound would tell
// its neighbours something, so no phone page ever makes an AudioContext.
//
// Every cue is read from the public view the TV already gets (its fields' changes, the timer,
// the result), so a cue says nothing the screen does not show.

import { el, t, store, trustedSvg } from "/static/phone/common.js";

const SETTINGS_KEY = "partytable:sound";
const DEFAULTS = { asked: false, muted: false, volume: 60 };
const AMBIENT_LEVEL = 0.45;     // the ambient bus under the cues: background, never over them
const LOOKAHEAD_S = 1.2;        // the ambient loop schedules this far ahead
const TICK_FROM_S = 10;         // issue 19: "a timer's last ten seconds", a tick each second
const TICK_LAST_S = 3;          // the last three sound higher
const REPEAT_GAP_MS = 300;      // the same cue again this soon (two views of one move) would stutter
const SVG_NS = "http://www.w3.org/2000/svg";

let DATA = null;
fetch("/static/tv/sound.json").then((r) => r.json()).then((d) => {
  DATA = d;
  resumeFollowing();
}).catch(() => { DATA = null; });

const S = {
  settings: readSettings(),
  ctx: null,          // the AudioContext, made on the first tap (or at load once the TV said yes before)
  master: null, cues: null, ambient: null,
  last: null,         // {key, match, game}: the previous view's match and its game's declaration
  timer: { deadline: 0, running: false, ticked: null, handle: null },
  loop: { game: null, nextBar: 0, bar: 0, handle: null },
  lastCue: { name: null, at: 0 },
  node: null,         // the control, one node moved between the lobby's header and the match's bottom bar
};

// ---------------------------------------------------------------------------
// settings, remembered in this browser

function readSettings() {
  try {
    return { ...DEFAULTS, ...JSON.parse(store.get(SETTINGS_KEY) || "{}") };
  } catch (_) {
    return { ...DEFAULTS };
  }
}

function saveSettings() {
  store.set(SETTINGS_KEY, JSON.stringify(S.settings));
}

function audible() {
  return !!S.ctx && S.settings.asked && !S.settings.muted;
}

// ---------------------------------------------------------------------------
// the audio graph: notes -> cue bus / ambient bus -> master (volume, mute) -> speakers

function ensureContext() {
  if (S.ctx) return S.ctx;
  const Ctx = window.AudioContext || window.webkitAudioContext;
  if (!Ctx) return null;
  S.ctx = new Ctx();
  S.master = S.ctx.createGain();
  S.master.connect(S.ctx.destination);
  S.cues = S.ctx.createGain();
  S.cues.connect(S.master);
  S.ambient = S.ctx.createGain();
  S.ambient.gain.value = AMBIENT_LEVEL;
  S.ambient.connect(S.master);
  applyVolume();
  return S.ctx;
}

/** Loudness follows the square of the slider, as the ear hears it; muted is silence. */
function applyVolume() {
  if (!S.master) return;
  const level = S.settings.muted ? 0 : (S.settings.volume / 100) ** 2;
  S.master.gain.setTargetAtTime(level, S.ctx.currentTime, 0.05);
}

/** Browsers start audio only after a tap: the first tap or key anywhere on the TV resumes it. */
function resumeOnGesture() {
  const resume = () => {
    if (S.ctx && S.ctx.state !== "running") S.ctx.resume().then(refreshControl, () => {});
  };
  document.addEventListener("pointerdown", resume, { capture: true });
  document.addEventListener("keydown", resume, { capture: true });
}

const midiHz = (n) => 440 * 2 ** ((n - 69) / 12);

/** One note: an oscillator with a short attack and an exponential fade, into ``bus``. */
function note(bus, [midi, at, length, wave, gain], when, attack = 0.01) {
  const c = S.ctx;
  const osc = c.createOscillator();
  const env = c.createGain();
  const start = when + at;
  osc.type = wave || "sine";
  osc.frequency.setValueAtTime(midiHz(midi), start);
  env.gain.setValueAtTime(0.0001, start);
  env.gain.linearRampToValueAtTime(gain, start + Math.min(attack, length / 2));
  env.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(env);
  env.connect(bus);
  osc.start(start);
  osc.stop(start + length + 0.05);
  osc.onended = () => env.disconnect();
}

let noiseBuffer = null;
function whiteNoise() {
  if (noiseBuffer) return noiseBuffer;
  const c = S.ctx;
  noiseBuffer = c.createBuffer(1, c.sampleRate, c.sampleRate);
  const data = noiseBuffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  return noiseBuffer;
}

/** Filtered noise swept from ``fromHz`` to ``toHz`` (a whoosh, a shimmer). */
function noise(bus, [at, length, fromHz, toHz, gain], when) {
  const c = S.ctx;
  const src = c.createBufferSource();
  const filter = c.createBiquadFilter();
  const env = c.createGain();
  const start = when + at;
  src.buffer = whiteNoise();
  src.loop = true;
  filter.type = "bandpass";
  filter.Q.value = 2;
  filter.frequency.setValueAtTime(fromHz, start);
  filter.frequency.exponentialRampToValueAtTime(toHz, start + length);
  env.gain.setValueAtTime(0.0001, start);
  env.gain.linearRampToValueAtTime(gain, start + length * 0.6);
  env.gain.exponentialRampToValueAtTime(0.0001, start + length);
  src.connect(filter);
  filter.connect(env);
  env.connect(bus);
  src.start(start);
  src.stop(start + length + 0.05);
  src.onended = () => env.disconnect();
}

/** The sound of cue ``name`` (sound.json "cues", or the game's own ``web.sound.sounds``). */
function cueSound(name, decl) {
  return (decl && decl.sounds && decl.sounds[name]) || (DATA && DATA.cues[name]) || null;
}

/** Play cue ``name``; announced on the window (``partytable:cue``) whether heard or not. */
function play(name, decl) {
  const now = performance.now();
  if (S.lastCue.name === name && now - S.lastCue.at < REPEAT_GAP_MS) return;
  S.lastCue = { name, at: now };
  const sound = cueSound(name, decl);
  const heard = !!sound && audible() && S.ctx.state === "running";
  if (heard) {
    const when = S.ctx.currentTime + 0.02;
    for (const n of sound.notes || []) note(S.cues, n, when);
    for (const n of sound.noise || []) noise(S.cues, n, when);
  }
  window.dispatchEvent(new CustomEvent("partytable:cue", { detail: { cue: name, heard } }));
}

// ---------------------------------------------------------------------------
// what a game declares: sound.json's entry for it (or "default"), then its own web.sound

/**
 * The game's sound declaration: ``ambient`` (the loop), ``cues`` (cue -> the view's fields
 * whose change plays it: the generic "derive" fields, then sound.json's and the game's own
 * extras) and ``sounds`` (the game's own cue sounds).
 */
export function declaration(gameId, game) {
  const own = (game && game.web && game.web.sound) || {};
  const games = DATA.games;
  const base = games[gameId] || games.default;
  const cues = {};
  for (const name of [...Object.keys(own.cues || {}), ...Object.keys(DATA.derive)]) {
    if (!(name in cues)) cues[name] = [];
  }
  for (const source of [DATA.derive, base.cues || {}, own.cues || {}]) {
    for (const [name, fields] of Object.entries(source)) cues[name].push(...fields);
  }
  return { ambient: own.ambient || base.ambient || games.default.ambient, cues, sounds: own.sounds || {} };
}

const empty = (v) => v == null || v === "" || (Array.isArray(v) && !v.length) ||
  (typeof v === "object" && !Array.isArray(v) && !Object.keys(v).length);

/**
 * The cue a new view of the same match calls for, or null: the end (a win when someone won,
 * else the quieter end for a loss or a draw), then the first of ``cues`` (the game's own cue
 * kinds, then reveal, phase, turn) one of whose fields changed; a reveal field counts only
 * when it shows something.
 */
export function cueFor(before, after, cues) {
  if (after.finished && !before.finished) {
    const winners = (after.outcome && after.outcome.winners) || [];
    return !after.aborted && winners.length ? "win" : "end";
  }
  if (after.finished) return null;
  const was = before.table || {}, now = after.table || {};
  for (const [name, fields] of Object.entries(cues)) {
    const changed = fields.some((f) => f in now && JSON.stringify(now[f]) !== JSON.stringify(was[f]) &&
      (name !== "reveal" || !empty(now[f])));
    if (changed) return name;
  }
  return null;
}

// ---------------------------------------------------------------------------
// the view: cues, the timer's ticks, the ambient loop

/** Listen to a view the TV got (``room``: the room, for the game's declaration and match number). */
export function hear(view, room) {
  const match = view && view.match;
  const key = match ? `${match.game}:${room ? room.match_no : ""}` : null;
  const game = match && room ? (room.games || []).find((g) => g.id === match.game) : null;
  const live = !!match && !match.finished;
  if (DATA && match) {
    const decl = declaration(match.game, game);
    const cue = !S.last ? null                                   // the page just opened: no cue for the past
      : S.last.key !== key ? (live ? "phase" : null)             // a new match begins
      : cueFor(S.last.match, match, decl.cues);
    if (cue) play(cue, decl);
  }
  S.last = { key, match, game };
  followTimer(live ? view.timer : null);
  followAmbient(live ? match.game : null, game);
}

/** The timer's last ten seconds tick, each second once (the TV shows the same count). */
function followTimer(timer) {
  const T = S.timer;
  if (!timer || typeof timer.remaining !== "number" || timer.paused) {
    T.running = false;
    T.ticked = null;
    return;
  }
  T.deadline = performance.now() + timer.remaining * 1000;
  T.running = true;
  // a longer timer than the one ticking (a new prompt, the host's extension) ticks again
  if (T.ticked != null && Math.ceil(timer.remaining) > T.ticked) T.ticked = null;
  if (!T.handle) T.handle = setInterval(tickIfDue, 100);
}

function tickIfDue() {
  const T = S.timer;
  if (!T.running) return;
  const left = Math.ceil((T.deadline - performance.now()) / 1000);
  if (left <= 0 || left > TICK_FROM_S || left === T.ticked) return;
  T.ticked = left;
  play(left <= TICK_LAST_S ? "tick_last" : "tick");
}

/** Keep the ambient loop of ``gameId`` playing while a match runs and sound is on. */
function followAmbient(gameId, game) {
  const L = S.loop;
  const want = DATA && gameId && audible() ? gameId : null;
  if (want === L.game) return;
  L.game = want;
  L.decl = want ? declaration(want, game) : null;
  L.bar = 0;
  L.rand = seeded(want || "");
  if (L.handle) { clearInterval(L.handle); L.handle = null; }
  if (S.ambient) {
    // fade what is already scheduled out, and the new loop in
    const now = S.ctx.currentTime;
    S.ambient.gain.cancelScheduledValues(now);
    S.ambient.gain.setTargetAtTime(want ? AMBIENT_LEVEL : 0, now, want ? 1.5 : 0.4);
  }
  if (!want) return;
  L.nextBar = S.ctx.currentTime + 0.1;
  scheduleAmbient();
  L.handle = setInterval(scheduleAmbient, 300);
}

/** A small generative loop: each bar the next chord as a slow pad, and now and then a note of the scale. */
function scheduleAmbient() {
  const L = S.loop;
  if (!L.game || !audible() || S.ctx.state !== "running") return;
  const a = L.decl.ambient;
  const beat = 60 / a.bpm;
  const barLength = beat * a.beats;
  // after the browser held the audio back, start again from now rather than catch up in a burst
  L.nextBar = Math.max(L.nextBar, S.ctx.currentTime + 0.05);
  while (L.nextBar < S.ctx.currentTime + LOOKAHEAD_S) {
    const chord = a.chords[L.bar % a.chords.length];
    const pad = S.ctx.createBiquadFilter();
    pad.type = "lowpass";
    pad.frequency.value = a.cutoff;
    pad.connect(S.ambient);
    setTimeout(() => pad.disconnect(), (L.nextBar - S.ctx.currentTime + barLength * 1.25 + 1) * 1000);
    for (const midi of chord) note(pad, [midi, 0, barLength * 1.25, a.wave, 0.05], L.nextBar, barLength * 0.4);
    for (let b = 0; b < a.beats; b++) {
      if (L.rand() < a.melody) {
        const midi = a.scale[Math.floor(L.rand() * a.scale.length)];
        note(S.ambient, [midi, b * beat, beat * 1.6, a.lead, 0.045], L.nextBar, 0.04);
      }
    }
    L.nextBar += barLength;
    L.bar += 1;
  }
}

/** A small seeded generator (mulberry32): the loop of a game is the same on every TV. */
function seeded(text) {
  let s = 0;
  for (const ch of text) s = (Math.imul(s, 31) + ch.codePointAt(0)) | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------
// the control: "sound on" the first time, then mute and volume

/** The sound control (one node; call again after a change of language to redraw its words). */
export function control() {
  if (!S.node) {
    S.node = el("div", { class: "sound-control", dataset: { key: "sound" } });
    if (S.settings.asked) {
      ensureContext();
      S.ctx && S.ctx.resume().then(refreshControl, () => {});
    }
    resumeOnGesture();
  }
  refreshControl();
  return S.node;
}

function refreshControl() {
  if (!S.node) return;
  const blocked = S.settings.asked && (!S.ctx || S.ctx.state !== "running");
  // redrawn only when what it shows changed, so a hand on the slider keeps it
  const drawn = JSON.stringify([S.settings.asked, S.settings.muted, blocked, t("sound.on")]);
  if (S.node.dataset.drawn === drawn) return;
  S.node.dataset.drawn = drawn;
  S.node.classList.toggle("sound-asking", !S.settings.asked);
  S.node.classList.toggle("sound-blocked", blocked);
  if (!S.settings.asked) {
    S.node.replaceChildren(el("button", {
      type: "button", class: "btn btn-primary sound-on-tap", dataset: { key: "sound-on" }, onclick: turnOn,
    }, speaker(false), el("span", { class: "sound-on-text" }, t("sound.on"))));
    return;
  }
  const muted = S.settings.muted;
  const label = muted ? t("sound.unmute") : t("sound.mute");
  S.node.replaceChildren(
    el("button", {
      type: "button", class: ["btn", "btn-soft", "sound-mute", muted && "is-muted"], dataset: { key: "sound-mute" },
      "aria-pressed": String(muted), "aria-label": label, title: blocked ? t("sound.blocked") : label, onclick: toggleMute,
    }, speaker(muted)),
    el("span", { class: "sound-volume-box" }, el("input", {
      type: "range", min: "0", max: "100", step: "5", value: String(S.settings.volume), class: "sound-volume",
      "aria-label": t("sound.volume"), title: t("sound.volume"), dataset: { key: "sound-volume" }, oninput: setVolume,
      onchange: () => tellHost({ volume: S.settings.volume }),
    })));
}

/** The one tap browsers ask for before a page may play sound. */
function turnOn() {
  S.settings.asked = true;
  S.settings.muted = false;
  saveSettings();
  tellHost({ muted: false });
  if (!ensureContext()) return refreshControl();
  S.ctx.resume().then(() => {
    refreshControl();
    play("phase");   // so the room hears that the TV has sound now
    resumeFollowing();
  }, refreshControl);
  refreshControl();
}

function toggleMute() {
  changeSettings({ muted: !S.settings.muted });
  tellHost({ muted: S.settings.muted });
}

function setVolume(e) {
  changeSettings({ volume: Number(e.target.value) });
}

/** A change made on this TV's own control goes to the host's phone, whose controls show the TV's sound. */
function tellHost(change) {
  if (S.tellHost) S.tellHost(change);
}

/**
 * ``tell({volume?, muted?})`` is called with each change made on this TV's own control (a volume once the
 * hand leaves the slider) and once now with both, so the host's phone shows what this TV plays
 * (docs/protocol.md `tv_sound`). Only the host's TV tells.
 */
export function tellHostChanges(tell) {
  S.tellHost = tell;
  tell({ volume: S.settings.volume, muted: S.settings.muted });
}

/**
 * The host's phone set the TV's sound from the sofa (docs/protocol.md `tv_sound`): ``{volume?, muted?}``.
 * The host chose the TV's sound, so the first-time "Sound on" is not asked any more; where the browser
 * still holds the audio back, the control says so until a click on the TV.
 */
export function fromHost(setting) {
  const changes = { asked: true };
  if (typeof setting.volume === "number") changes.volume = setting.volume;
  if (typeof setting.muted === "boolean") changes.muted = setting.muted;
  changeSettings(changes);
  if (S.ctx && S.ctx.state !== "running") S.ctx.resume().then(refreshControl, () => {});
}

/** Apply, remember and show a change of the volume (0-100) or the mute, made here or on the host's phone. */
function changeSettings(changes) {
  Object.assign(S.settings, changes);
  S.settings.volume = Math.max(0, Math.min(100, Number(S.settings.volume) || 0));
  saveSettings();
  ensureContext();
  applyVolume();
  refreshControl();
  // the slider is not redrawn for a new volume (a hand on it keeps it): its value follows
  const slider = S.node && S.node.querySelector(".sound-volume");
  if (slider && slider.value !== String(S.settings.volume)) slider.value = String(S.settings.volume);
  resumeFollowing();
}

/** After sound comes on (or off), the loop follows the match on screen. */
function resumeFollowing() {
  if (!S.last) return;
  const match = S.last && S.last.match;
  const live = !!match && !match.finished;
  followAmbient(live ? match.game : null, S.last.game);
}

/** A loudspeaker, with a cross when muted (our own markup, through the shell's SVG reader). */
function speaker(muted) {
  const waves = muted ? "M16 9.5l5 5M21 9.5l-5 5" : "M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11";
  const svg = trustedSvg(`<svg xmlns="${SVG_NS}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ` +
    `stroke-linecap="round" stroke-linejoin="round"><path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z"/><path d="${waves}"/></svg>`,
  "icon sound-icon");
  svg.setAttribute("shape-rendering", "geometricPrecision");
  return svg;
}
