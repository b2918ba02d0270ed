// partytable: the board preview (/dev/preview, only under `partytable serve --dev`).
//
// A game's author picks a game, players, seed, options and bots; the host plays that match with
// bots once (server/preview.py) and this page shows, for any step of it, the TV's board and the
// chosen seats' phones, each in an iframe at the shell's own size (preview.frame.js draws it with
// the shells' own code). Everything the author set is kept in the address, to reload or share.

import * as C from "/static/phone/common.js";

const { el, t } = C;

const API = "/dev/preview/api";
const TV_SIZE = { width: 1920, height: 1080 };
const app = document.getElementById("app");
const here = new URLSearchParams(location.search);

const S = {
  games: [],
  qr: "",
  q: {                                   // what the author set (mirrored in the address)
    game: here.get("game"),
    players: Number(here.get("players")) || null,
    seed: Number(here.get("seed")) || 0,
    bots: here.get("bots"),
    options: here.get("options") || "",
    lang: C.normLang(here.get("lang") || C.browserLang()),
    names: here.get("names") || "",
    seats: (here.get("seats") ?? "0").split(",").filter((s) => s !== "").map(Number),
    step: Number(here.get("step")) || 0,
  },
  result: null,        // the last views the host sent
  problem: null,       // why the last request was refused
  busy: false,         // a request is on its way (the slider asks again when it is back)
  again: false,
  run: null,           // the match the frames show, and how often their roots were renewed
  renewals: 0,
  side: null,
  steps: null,
  tv: null,            // {figure, frame}
  phones: new Map(),   // seat -> {figure, frame, caption}
};

C.setLang(S.q.lang);
C.onCatalog(() => S.side && drawSide());
Promise.all([
  C.loadCatalog("shell"),
  fetch("/static/tv/preview.i18n.json").then((r) => r.json()).then((data) => C.addMessages("preview", data)),
  fetch(`${API}/games`).then((r) => r.json()).then((data) => { S.games = data.games; S.qr = data.qr_svg; }),
]).then(start);

function start() {
  fitQuery(S.q.game);
  S.side = el("aside", { class: "pv-side" });
  S.steps = el("div", { class: "pv-steps" });
  drawSteps();
  S.tv = { frame: frameOf("tv") };
  S.tv.figure = el("figure", { class: "pv-figure" }, el("figcaption", null, t("preview.tv")),
    el("div", { class: "pv-screen pv-screen-tv" }, S.tv.frame));
  S.phonesBox = el("div", { class: "pv-phones" });
  C.swap(app, el("div", { class: "pv" }, S.side,
    el("main", { class: "pv-main" }, S.steps, el("div", { class: "pv-stage" }, S.tv.figure, S.phonesBox))));
  new ResizeObserver(([entry]) => {
    entry.target.style.setProperty("--scale", String(entry.contentRect.width / TV_SIZE.width));
  }).observe(S.tv.figure.querySelector(".pv-screen-tv"));
  window.addEventListener("message", onFrameMessage);
  drawSide();
  load();
}

// ---------------------------------------------------------------------------
// what the author set

function gameOf(id) {
  return S.games.find((g) => g.id === id) || null;
}

/** Keep the settings within what ``gameId`` takes (a new game starts from its defaults). */
function fitQuery(gameId) {
  const q = S.q;
  const game = gameOf(gameId) || S.games[0];
  if (game.id !== q.game) Object.assign(q, { game: game.id, options: "", step: 0, players: null, bots: null });
  q.players = Math.min(game.max_players, Math.max(game.min_players, q.players || game.players));
  if (!game.bots.includes(q.bots)) q.bots = game.bots.includes("smart") ? "smart" : game.bots[0];
  q.seats = q.seats.filter((s) => s >= 0 && s < q.players);
}

function seatList() {
  const names = S.q.names.split(",").map((n) => n.trim());
  return Array.from({ length: S.q.players }, (_, seat) => ({ seat, name: names[seat] || "", connected: true, bot: false, host: false }));
}

function queryString(withStep = true) {
  const q = S.q;
  const p = new URLSearchParams({ game: q.game, players: q.players, seed: q.seed, bots: q.bots, seats: q.seats.join(",") });
  if (q.options.trim()) p.set("options", q.options.trim());
  if (withStep) p.set("step", q.step);
  return p;
}

function remember() {
  const p = queryString();
  p.set("lang", S.q.lang);
  if (S.q.names) p.set("names", S.q.names);
  history.replaceState(null, "", `${location.pathname}?${p}`);
}

/** Change settings; ``refetch``: the views depend on them (else only the frames are drawn again). */
function set(changes, refetch = true) {
  Object.assign(S.q, { ...changes, game: S.q.game });
  fitQuery(changes.game || S.q.game);   // another game starts from its own defaults
  C.setSeats(seatList());
  if ("lang" in changes) C.setLang(S.q.lang);
  drawSide();
  drawSteps();
  remember();
  if (refetch) load();
  else show();
}

function drawSide() {
  const q = S.q;
  const game = gameOf(q.game);
  C.setSeats(seatList());
  S.resolved = el("div", { class: "pv-resolved-slot" });
  drawResolved();
  const field = (label, control) => el("label", { class: "pv-field" }, el("span", { class: "field-label" }, label), control);
  C.swap(S.side,
    el("div", { class: "brand" }, el("span", { class: "brand-mark" }, C.icon("dice")), "partytable"),
    el("h1", null, t("preview.title")),
    el("p", { class: "muted small" }, t("preview.intro")),
    field(t("preview.game"), el("select", { class: "select", dataset: { key: "game" }, onchange: (e) => set({ game: e.target.value }) },
      S.games.map((g) => el("option", { value: g.id, selected: g.id === q.game }, C.gameName(g))))),
    el("div", { class: "pv-row" },
      field(t("preview.players"), el("input", { class: "input", type: "number", min: game.min_players, max: game.max_players,
        value: String(q.players), dataset: { key: "players" }, onchange: (e) => set({ players: Number(e.target.value) }) })),
      field(t("preview.seed"), el("input", { class: "input", type: "number", value: String(q.seed), dataset: { key: "seed" },
        onchange: (e) => set({ seed: Number(e.target.value) || 0 }) }))),
    field(t("preview.bots"), el("select", { class: "select", dataset: { key: "bots" }, onchange: (e) => set({ bots: e.target.value }) },
      game.bots.map((b) => el("option", { value: b, selected: b === q.bots }, C.tOr(`preview.bot.${b}`, null, C.humanize(b)))))),
    field(t("preview.options"), el("textarea", { class: "input pv-options", rows: 3, spellcheck: "false", value: q.options,
      placeholder: "{}", dataset: { key: "options" }, onchange: (e) => set({ options: e.target.value }) })),
    S.resolved,
    field(t("ui.language"), el("select", { class: "select", dataset: { key: "lang" }, onchange: (e) => set({ lang: e.target.value }, false) },
      C.LANGS.map(([id, name]) => el("option", { value: id, selected: id === q.lang }, name)))),
    field(t("preview.names"), el("input", { class: "input", value: q.names, dataset: { key: "names" },
      placeholder: seatList().map((s) => C.seatName(s.seat)).slice(0, 3).join(", "),
      onchange: (e) => set({ names: e.target.value }, false) })),
    el("fieldset", { class: "pv-seats" }, el("legend", { class: "field-label" }, t("preview.phones")),
      seatList().map((s) => el("label", { class: "pv-seat" },
        el("input", { type: "checkbox", checked: q.seats.includes(s.seat), dataset: { seat: String(s.seat) },
          onchange: (e) => set({ seats: e.target.checked ? [...q.seats, s.seat].sort((a, b) => a - b) : q.seats.filter((x) => x !== s.seat) }) }),
        C.seatChip(s.seat, { status: false, host: false, bot: false })))));
}

/** The options the match is played with: the game's defaults and what the author changed. */
function drawResolved() {
  const r = S.result;
  C.swap(S.resolved, r && r.game === S.q.game
    ? el("details", { class: "pv-resolved" }, el("summary", null, t("preview.resolved")),
      el("pre", { class: "mono small" }, JSON.stringify(r.options, null, 1)))
    : null);
}

// ---------------------------------------------------------------------------
// the views

/** Ask the host for the views at the current step; while one request is out, the newest settings wait for it. */
async function load() {
  if (S.busy) {
    S.again = true;
    return;
  }
  S.busy = true;
  document.body.classList.add("pv-busy");
  try {
    do {
      S.again = false;
      const asked = queryString().toString();
      let data;
      try {
        const r = await fetch(`${API}/views?${asked}`);
        data = await r.json();
        if (!r.ok) throw new Error(data.message || r.statusText);
      } catch (err) {
        S.problem = String(err.message || err);
        drawSteps();
        continue;
      }
      S.problem = null;
      S.result = data;
      S.q.step = data.step;
      remember();
    } while (S.again);
    drawSteps();
    drawResolved();
    show();
  } finally {
    S.busy = false;
    document.body.classList.remove("pv-busy");
  }
}

function goTo(step) {
  if (!S.result) return;
  S.q.step = Math.max(0, Math.min(S.result.steps, step));
  drawSteps();
  load();
}

/** The step bar, built once per language: the slider must stay the same node while it is dragged. */
function buildSteps() {
  const btn = (label, icon, to) => el("button", { type: "button", class: "btn btn-soft btn-mini", "aria-label": label, title: label,
    onclick: () => goTo(to()) }, icon);
  const u = S.stepUi = {
    lang: S.q.lang,
    first: btn(t("preview.first"), "«", () => 0),
    back: btn(t("preview.back"), "‹", () => S.q.step - 1),
    slider: el("input", { type: "range", class: "pv-slider", min: 0, max: 0, value: "0", "aria-label": t("preview.step_label"),
      oninput: (e) => goTo(Number(e.target.value)) }),
    next: btn(t("preview.next"), "›", () => S.q.step + 1),
    last: btn(t("preview.last"), "»", () => (S.result ? S.result.steps : 0)),
    count: el("span", { class: "pv-count mono" }),
    notes: el("div", { class: "pv-notes" }),
  };
  C.swap(S.steps, el("div", { class: "pv-stepbar" }, u.first, u.back, u.slider, u.next, u.last, u.count), u.notes);
}

function drawSteps() {
  if (!S.stepUi || S.stepUi.lang !== S.q.lang) buildSteps();
  const u = S.stepUi;
  const r = S.result;
  const steps = r ? r.steps : 0;
  const step = S.q.step;
  u.slider.max = String(steps);
  u.slider.value = String(step);
  u.first.disabled = u.back.disabled = !r || step === 0;
  u.next.disabled = u.last.disabled = !r || step >= steps;
  u.count.textContent = t("preview.step", { step, steps });
  C.swap(u.notes,
    r ? el("p", { class: "pv-last" }, lastInput(r)) : null,
    r && r.stopped ? el("pre", { class: "pv-problem" }, t("preview.stopped"), "\n", r.stopped) : null,
    S.problem ? el("pre", { class: "pv-problem" }, t("preview.refused"), "\n", S.problem) : null);
}

function lastInput(r) {
  if (!r.last_input) return t("preview.at_start");
  return t("preview.last_input", { seat: r.last_input.seat, answer: JSON.stringify(r.last_input.answer) });
}

// ---------------------------------------------------------------------------
// the frames

function frameOf(kind) {
  return el("iframe", { class: `pv-frame pv-frame-${kind}`, src: `/dev/preview/frame/${kind}`, title: t(`preview.${kind}`) });
}

/** The phones of the chosen seats, in seat order (a frame is kept while its seat stays chosen). */
function syncPhones() {
  for (const [seat, phone] of S.phones) {
    if (!S.q.seats.includes(seat) || seat >= S.q.players) {
      phone.figure.remove();
      S.phones.delete(seat);
    }
  }
  S.q.seats.forEach((seat, i) => {
    let phone = S.phones.get(seat);
    if (!phone) {
      const frame = frameOf("phone");
      phone = { frame, caption: el("figcaption"), seat };
      phone.figure = el("figure", { class: "pv-figure", dataset: { seat: String(seat) } }, phone.caption,
        el("div", { class: "pv-screen pv-screen-phone" }, frame));
      S.phones.set(seat, phone);
    }
    C.swap(phone.caption, el("span", { class: C.seatClass(seat) }, el("span", { class: "chip-dot", "aria-hidden": "true" })),
      " ", t("preview.phone_of", { seat }));
    if (S.phonesBox.children[i] !== phone.figure) S.phonesBox.insertBefore(phone.figure, S.phonesBox.children[i] || null);
  });
}

/**
 * A match's views at one step, for one screen. Moving forward keeps the piece's root, as a live
 * match does; a step back, or another match, starts a fresh root (docs/frontend.md "Roots").
 */
function message(me) {
  const r = S.result;
  const view = me == null ? r.views.tv : r.views.seats[String(me)];
  if (!view) return null;
  return { kind: "show", game: gameOf(r.game), key: `${r.game}:${S.renewals}`, view, seats: seatList(), lang: S.q.lang, me, qr: S.qr };
}

function show() {
  syncPhones();
  const r = S.result;
  if (!r) return;
  const run = JSON.stringify([r.game, r.players, r.seed, r.options, r.bots]);
  if (!S.run || S.run.id !== run || r.step < S.run.step) S.renewals += 1;
  S.run = { id: run, step: r.step };
  post(S.tv.frame, null);
  for (const phone of S.phones.values()) post(phone.frame, phone.seat);
}

function post(frame, me) {
  const msg = S.result && message(me);
  if (msg && frame.contentWindow) frame.contentWindow.postMessage(msg, location.origin);
}

/** A frame that has just loaded asks for what to show. */
function onFrameMessage(e) {
  if (e.origin !== location.origin || !e.data || e.data.kind !== "ready") return;
  if (e.source === S.tv.frame.contentWindow) post(S.tv.frame, null);
  for (const phone of S.phones.values()) {
    if (e.source === phone.frame.contentWindow) post(phone.frame, phone.seat);
  }
}
