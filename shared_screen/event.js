// partytable: the event projector (/event and /event/<CODE>/tv).
//
// /event: create an event (title, game, rounds, bots) or open a recent one.
// /event/<CODE>/tv: what the hall looks at: the title, the game, round n / planned,
// the join QR while registration is open, the standings (podium places, points per
// round, tie-break stats, penalties), the tables of the current round; a table view
// (one table's public TV page in a frame, with buttons and an auto-cycle) and a
// teacher view (every table's TV at once). With the organiser token (localStorage)
// a drawer holds the organiser's controls. Protocol: docs/events.md.

import * as C from "/static/phone/common.js";
import * as E from "/static/tv/event.shared.js";

const { el, t } = C;

const app = document.getElementById("app");
const orgKey = (code) => `partytable:event:${code}`;
const hostKey = (room) => `partytable:host:${room}`;
const BY_KEY = "partytable:organiser-name";
const LANG_KEY = "partytable:event-lang";
const CYCLE_SECONDS = 20;

const path = location.pathname.match(/^\/event\/([A-Za-z0-9]+)\/tv\/?$/);
const params = new URLSearchParams(location.search);

const S = {
  code: path ? path[1].toUpperCase() : null,
  token: null,
  organiser: false,
  ev: null,
  joinUrl: "",
  qrSvg: "",
  socket: null,
  connected: false,
  welcomed: false,
  missing: null,          // the error text when the event does not exist
  lang: C.normLang(params.get("lang") || C.store.get(LANG_KEY) || C.browserLang()),
  games: [],
  eventRules: {},         // game id -> its event declaration (/api/events/games)
  recent: null,
  mode: ["board", "tables", "grid"].includes(params.get("view")) ? params.get("view") : "board",
  table: null,            // the room shown in the table view
  cycle: false,
  cycleTimer: null,
  drawer: false,
  drawerTab: "players",
  frame: null,
  mainSig: null,
  tiles: new Map(),       // room -> {tile, label} of the teacher grid (frames are never moved)
  create: { title: "", game: null, rounds: null, roundsTouched: false, bots: true, sent: false },
  draft: { names: "", tables: null },
  assign: null,           // the hand-seating editor: {modal, tables: [[id]], sel}
  podiumShown: false,
};
if (S.code && location.hash.startsWith("#o=")) {
  // the organiser's link on another device (a referee's phone): keep the token, hide it from the address bar
  const tok = decodeURIComponent(location.hash.slice(3));
  if (tok) C.store.set(orgKey(S.code), tok);
  history.replaceState(null, "", location.pathname + location.search);
}
if (S.code) S.token = C.store.get(orgKey(S.code));

C.setLang(S.lang);
C.onCatalog(() => rerender());
Promise.all([C.loadCatalog("shell"), loadGames()]).then(() => {
  connect();
  if (!S.code) loadRecent();
  render();
});

function loadGames() {
  const games = fetch("/api/games").then((r) => (r.ok ? r.json() : { games: [] })).then((d) => {
    S.games = (d && d.games) || [];
  }).catch(() => {});
  // each game's event declaration (rounds, tie-breaks, warnings per point): docs/events.md
  const rules = fetch("/api/events/games").then((r) => (r.ok ? r.json() : { games: {} })).then((d) => {
    S.eventRules = (d && d.games) || {};
  }).catch(() => {});
  return Promise.all([games, rules]);
}

function loadRecent() {
  fetch("/api/events").then((r) => (r.ok ? r.json() : { events: [] })).then((d) => {
    S.recent = (d && d.events) || [];
    render();
  }).catch(() => { S.recent = []; render(); });
}

// ---------------------------------------------------------------------------
// socket

function connect() {
  const sock = C.openSocket(S, { hello, render, fatal: (text) => C.swap(app, el("div", { class: "tv-fatal" }, text)) });
  if (!sock) return;
  sock.on("event_welcome", (msg) => {
    const code = msg.event && typeof msg.event === "object" ? msg.event.code : msg.event;
    if (code) S.code = String(code).toUpperCase();
    if (msg.organiser_token) {
      S.token = msg.organiser_token;
      C.store.set(orgKey(S.code), msg.organiser_token);
    }
    S.organiser = !!msg.organiser || !!msg.organiser_token;
    S.joinUrl = msg.join_url || S.joinUrl;
    S.qrSvg = msg.join_qr_svg || S.qrSvg;
    S.welcomed = true;
    S.missing = null;
    if (msg.event && typeof msg.event === "object") setEvent(msg.event);
    const want = `/event/${encodeURIComponent(S.code)}/tv`;
    if (location.pathname !== want) history.replaceState(null, "", want + location.search);
    rerender();
  });
  sock.on("event", (ev) => {
    if (!ev || (S.code && ev.code && String(ev.code).toUpperCase() !== S.code)) return;
    setEvent(ev);
    render();
  });
  sock.on("entrant_link", (msg) => showEntrantLink(msg));
  sock.on("organiser_link", (msg) => C.modal(t("event.organiser_link"),
    el("div", { class: "seat-link" },
      el("div", { class: "qr-box" }, C.trustedSvg(msg.qr_svg)),
      el("p", { class: "hint" }, t("event.organiser_link_hint")),
      el("p", { class: "mono small break" }, msg.url || "")), { class: "modal-qr" }));
  sock.on("entrants_added", (msg) => {
    const added = (msg && msg.added) || [], skipped = (msg && msg.skipped) || [];
    C.toast([t("event.added_n", { n: added.length }), skipped.length ? t("event.skipped_n", { n: skipped.length, names: skipped.join(", ") }) : ""]
      .filter(Boolean).join(" "), skipped.length ? "info" : "ok", skipped.length ? 6000 : 3000);
  });
  sock.on("error", (err) => {
    err = err || {};
    if ((err.event === "event_hello" || (!S.welcomed && S.code)) && /unknown|bad_payload/.test(err.code || "")) {
      S.missing = E.errorText(err);
      render();
      return;
    }
    if (err.event === "event_create") S.create.sent = false;
    if (err.code === "not_organiser" || err.code === "not_host") {
      S.organiser = false;
      rerender();
    }
    C.toast(E.errorText(err), "error", 5000);
    render();
  });
}

function hello() {
  if (!S.socket || !S.connected || !S.code) return;
  const msg = { event: S.code, lang: S.lang };
  if (S.token) msg.organiser_token = S.token;
  S.socket.emit("event_hello", msg);
}

function setEvent(ev) {
  S.ev = ev;
  // the organiser's browser keeps each table's host token, so a table's TV opened
  // from here (in the table view or a new tab) has the host controls
  const hosts = ev.admin && ev.admin.hosts;
  if (hosts && typeof hosts === "object") {
    for (const [room, tok] of Object.entries(hosts)) {
      if (room && typeof tok === "string" && C.store.get(hostKey(room)) !== tok) C.store.set(hostKey(room), tok);
    }
  }
  if (ev.title) document.title = `${ev.title} · partytable`;
  // the time limit counts down on the server's clock (this laptop's may be off)
  if (typeof ev.now === "number") S.clockSkew = ev.now * 1000 - Date.now();
}

/** Milliseconds left before the event's time limit (null: no limit). */
function timeLeft() {
  const e = ev();
  if (!e || typeof e.ends_at !== "number") return null;
  return e.ends_at * 1000 - (Date.now() + (S.clockSkew || 0));
}

function clockText() {
  const left = timeLeft();
  if (left === null) return "";
  if (left <= 0) return t("event.time_up");
  const s = Math.ceil(left / 1000);
  const hh = Math.floor(s / 3600), mm = Math.floor((s % 3600) / 60), ss = s % 60;
  const pad = (n) => String(n).padStart(2, "0");
  return t("event.time_left", { time: hh ? `${hh}:${pad(mm)}:${pad(ss)}` : `${mm}:${pad(ss)}` });
}

// one ticking clock for the header pill: its text changes, the header is not rebuilt
setInterval(() => {
  const pill = document.querySelector("[data-key=ev-clock]");
  if (!pill) return;
  pill.textContent = clockText();
  pill.classList.toggle("pill-time-up", (timeLeft() ?? 1) <= 0);
}, 1000);

function admin(action, fields = {}) {
  if (!S.socket || !S.organiser) return;
  S.socket.emit("event_admin", { event: S.code, organiser_token: S.token, action, ...fields });
}

function setLang(lang) {
  S.lang = C.normLang(lang);
  C.setLang(S.lang);
  C.store.set(LANG_KEY, S.lang);
  rerender();
}

// ---------------------------------------------------------------------------
// helpers

const ev = () => S.ev || {};
const game = () => E.findGame(S.games, ev().game);
const activeEntrants = () => (ev().entrants || []).filter((e) => !e.withdrawn);

function currentRound() {
  const rounds = ev().rounds || [];
  return rounds.find((r) => r.no === ev().round) || rounds[rounds.length - 1] || null;
}

function defaultTables() {
  const g = game();
  const n = activeEntrants().length;
  if (!g || !n) return 1;
  return Math.max(1, Math.ceil(n / g.max_players));
}

/** The organiser's name for the corrections log: asked once, kept in localStorage. */
async function byName(force = false) {
  let name = C.store.get(BY_KEY);
  if (name && !force) return name;
  const got = await ask(t("event.who_are_you"), [{ id: "name", label: t("event.organiser_name"), value: name || "", max: 40, required: true }],
    t("event.who_hint"));
  if (!got) return null;
  name = got.name.trim().slice(0, 40);
  C.store.set(BY_KEY, name);
  renderDrawer();
  return name;
}

/**
 * A small form in a modal. ``fields``: [{id, label, value, type ("text" | "number"),
 * min, max, required}]. Resolves to {id: value} or null when closed.
 */
function ask(title, fields, hint = null, submitLabel = null) {
  return new Promise((resolve) => {
    let done = false;
    const inputs = fields.map((f) => el("input", {
      class: "input", type: f.type === "number" ? "number" : "text", value: f.value ?? "", dataset: { key: `ask-${f.id}` },
      maxlength: f.type === "number" ? null : f.max || 80, min: f.type === "number" ? f.min : null,
      max: f.type === "number" ? f.max : null, name: f.id, "aria-label": f.label, required: f.required || null,
    }));
    const submit = (e) => {
      e.preventDefault();
      const out = {};
      for (let i = 0; i < fields.length; i++) {
        const f = fields[i];
        const v = inputs[i].value.trim();
        if (f.required && !v) { inputs[i].focus(); return; }
        out[f.id] = f.type === "number" ? (v === "" ? 0 : parseInt(v, 10) || 0) : v;
      }
      done = true;
      m.close();
      resolve(out);
    };
    const m = C.modal(title, el("form", { class: "form ask-form", onsubmit: submit },
      hint ? el("p", { class: "muted" }, hint) : null,
      fields.map((f, i) => el("label", { class: "ask-field" }, el("span", { class: "field-label" }, f.label), inputs[i])),
      el("button", { type: "submit", class: "btn btn-primary btn-big" }, submitLabel || t("event.ok"))),
    { class: "modal-ask", onClose: () => { if (!done) resolve(null); } });
    if (inputs[0]) { inputs[0].focus(); inputs[0].select && inputs[0].select(); }
  });
}

// ---------------------------------------------------------------------------
// render

function rerender() {
  S.frame = null;
  S.mainSig = null;
  render();
}

function render() {
  document.body.classList.toggle("is-organiser", S.organiser);
  if (!S.code) return renderCreate();
  if (S.missing) return renderMissing();
  if (!S.ev) return renderWaiting();
  renderEvent();
}

function brand() {
  return el("a", { class: "brand", href: "/event" }, el("span", { class: "brand-mark" }, C.icon("dice")), "partytable");
}

function connDot() {
  return S.connected || !S.everConnected ? null : el("span", { class: "banner banner-warn tv-conn" }, el("span", { class: "spinner spinner-sm" }), t("ui.reconnecting"));
}

function renderWaiting() {
  S.frame = null;
  C.swap(app, el("div", { class: "tv-wait" },
    el("div", { class: "brand brand-big" }, el("span", { class: "brand-mark" }, C.icon("dice")), "partytable"),
    el("div", { class: "spinner spinner-big" }),
    el("p", { class: "muted" }, S.connected ? t("event.opening") : t("ui.connecting"))));
}

function renderMissing() {
  S.frame = null;
  C.swap(app, el("div", { class: "tv-wait" },
    el("div", { class: "brand brand-big" }, el("span", { class: "brand-mark" }, C.icon("dice")), "partytable"),
    el("p", { class: "big" }, S.missing),
    el("a", { class: "btn btn-primary btn-big", href: "/event" }, t("event.new_event"))));
}

// -- /event: create ---------------------------------------------------------------

function renderCreate() {
  const cr = S.create;
  const playable = S.games.filter((g) => g.table_ready !== false);
  if (!cr.game && playable.length) cr.game = playable[0].id;
  const g = E.findGame(S.games, cr.game);
  if (!cr.roundsTouched) cr.rounds = (S.eventRules[cr.game] || {}).rounds || 3;
  if (!S.frame) {
    S.frame = { kind: "create", head: el("header", { class: "ev-home-head" }), form: el("section", { class: "card ev-create" }), recent: el("section", { class: "card ev-recent" }) };
    C.swap(app, el("div", { class: "ev-home" }, S.frame.head, el("div", { class: "ev-home-grid" }, S.frame.form, S.frame.recent)));
  }
  C.swap(S.frame.head, brand(), el("div", { class: "row" }, connDot(), C.langPicker(S.lang, setLang, t("ui.language"))));
  const title = el("input", {
    class: "input ev-title-input", id: "ev-title", maxlength: 60, value: cr.title, placeholder: t("event.title_placeholder"),
    dataset: { key: "ev-title" }, "aria-label": t("event.title"), oninput: (e) => { cr.title = e.target.value; },
  });
  const submit = (e) => {
    e.preventDefault();
    if (!S.socket || !S.connected || cr.sent) return;
    const payload = { title: (cr.title || "").trim() || t("event.title_placeholder"), game: cr.game, rounds: cr.rounds, allow_bots: cr.bots, lang: S.lang };
    cr.sent = true;
    S.socket.emit("event_create", payload);
    render();
  };
  C.swap(S.frame.form, el("form", { class: "form", onsubmit: submit },
    el("h1", null, t("event.new_event")),
    el("p", { class: "muted" }, t("event.new_event_hint")),
    el("label", { class: "field-label", for: "ev-title" }, t("event.title")), title,
    el("label", { class: "field-label", for: "ev-game" }, t("ui.game")),
    el("select", {
      class: "select select-game", id: "ev-game", dataset: { key: "ev-game" },
      onchange: (e) => { cr.game = e.target.value; render(); },
    }, playable.map((x) => el("option", { value: x.id, selected: x.id === cr.game }, C.gameName(x)))),
    g ? el("p", { class: "muted small" }, t("ui.players_range", { min: g.min_players, max: g.max_players })) : null,
    el("div", { class: "opt-row" }, el("span", { class: "opt-label" }, t("event.rounds_planned")),
      C.numberStepper(cr.rounds, 1, 20, (v) => { cr.rounds = v; cr.roundsTouched = true; render(); }, "ev-rounds", t("event.rounds_planned"))),
    el("div", { class: "opt-row" }, el("span", { class: "opt-label" }, t("event.allow_bots"),
      el("span", { class: "muted small block" }, t("event.allow_bots_hint"))),
    switchBtn(cr.bots, (v) => { cr.bots = v; render(); }, t("event.allow_bots"))),
    el("button", { type: "submit", class: "btn btn-primary btn-huge", dataset: { key: "ev-create" }, disabled: !S.connected || cr.sent || !cr.game },
      C.icon("play"), S.connected ? t("event.create") : t("ui.connecting"))));
  const list = S.recent;
  C.swap(S.frame.recent,
    el("h2", { class: "card-title" }, t("event.recent")),
    list == null ? el("div", { class: "spinner" }) : !list.length ? el("p", { class: "muted" }, t("event.no_recent")) :
      el("ul", { class: "ev-recent-list" }, list.map((x) => el("li", null,
        el("a", { class: "ev-recent-item", href: `/event/${encodeURIComponent(x.code)}/tv` },
          el("span", { class: "ev-recent-title" }, x.title || x.code),
          el("span", { class: "muted" }, E.gameTitle(S.games, x.game)),
          el("span", { class: "pill" }, t("event.round_of", { n: x.round || 0, total: x.rounds ?? "?" })),
          el("span", { class: "pill" }, t("event.entrants_n", { n: x.entrants ?? 0 })),
          el("span", { class: ["pill", `pill-${x.status}`] }, C.tOr(`event.state.${x.status}`, null, x.status || "")),
          el("span", { class: "mono muted" }, x.code))))));
}

function switchBtn(value, onSet, label, key) {
  return el("button", {
    type: "button", role: "switch", "aria-checked": value ? "true" : "false", "aria-label": label,
    class: ["switch", value && "switch-on"], dataset: key ? { key } : null, onclick: () => onSet(!value),
  }, el("span", { class: "switch-knob" }));
}

// -- the event ---------------------------------------------------------------------

function renderEvent() {
  if (!S.frame || S.frame.kind !== "event") {
    S.frame = {
      kind: "event",
      head: el("header", { class: "ev-head" }),
      main: el("main", { class: "ev-main" }),
      drawer: el("aside", { class: "ev-drawer", "aria-label": t("event.organiser") }),
    };
    S.mainSig = null;
    S.tiles.clear();
    C.swap(app, el("div", { class: "ev-screen" }, S.frame.head, S.frame.main, S.frame.drawer));
  }
  document.body.dataset.mode = S.mode;
  document.body.classList.toggle("drawer-open", S.drawer && S.organiser);
  renderHead();
  if (S.mode === "tables") renderTables();
  else if (S.mode === "grid") renderGrid();
  else renderBoard();
  renderDrawer();
  if (S.assign) drawAssign();
}

function renderHead() {
  const e = ev();
  const g = game();
  const tab = (mode, label, ic) => el("button", {
    type: "button", class: ["btn", "ev-tab", S.mode === mode && "on"], "aria-pressed": String(S.mode === mode), dataset: { mode },
    onclick: () => setMode(mode),
  }, C.icon(ic), label);
  const sig = JSON.stringify([e.title, e.game, e.round, e.rounds_planned, e.status, e.registration, e.ends_at, S.mode, S.organiser, S.drawer, S.connected, S.lang, g && g.id]);
  if (S.frame.headSig === sig) return;
  S.frame.headSig = sig;
  C.swap(S.frame.head,
    el("div", { class: "ev-head-left" },
      el("a", { class: "brand ev-brand", href: "/event", title: "partytable" }, el("span", { class: "brand-mark" }, C.icon("dice"))),
      el("div", { class: "ev-titles" },
        el("h1", { class: "ev-title" }, e.title || S.code),
        el("div", { class: "ev-sub" },
          el("span", { class: "ev-game" }, g ? C.gameName(g) : e.game || ""),
          el("span", { class: "pill pill-round", dataset: { round: String(e.round || 0) } },
            t("event.round_of", { n: e.round || 0, total: e.rounds_planned ?? "?" })),
          el("span", { class: ["pill", `pill-${e.status}`] }, C.tOr(`event.state.${e.status}`, null, e.status || "")),
          typeof e.ends_at === "number" && e.status !== "closed"
            ? el("span", { class: ["pill", "pill-clock", (timeLeft() ?? 1) <= 0 && "pill-time-up"], dataset: { key: "ev-clock" } }, clockText())
            : null))),
    el("div", { class: "ev-head-right" },
      connDot(),
      el("div", { class: "ev-tabs", role: "group" },
        tab("board", t("event.view_standings"), "winner"),
        tab("tables", t("event.view_tables"), "eye"),
        tab("grid", t("event.view_grid"), "users")),
      S.organiser ? el("button", {
        type: "button", class: ["btn", "ev-org-btn", S.drawer && "on"], "aria-expanded": String(S.drawer), dataset: { key: "organiser" },
        onclick: () => { S.drawer = !S.drawer; S.frame.headSig = null; render(); },
      }, C.icon("pencil"), t("event.organiser")) : null,
      C.langPicker(S.lang, setLang, t("ui.tv_language"), true)));
}

function setMode(mode) {
  S.mode = mode;
  S.mainSig = null;
  if (mode !== "tables") stopCycle();
  const u = new URL(location.href);
  if (mode === "board") u.searchParams.delete("view"); else u.searchParams.set("view", mode);
  history.replaceState(null, "", u.pathname + u.search);
  render();
}

// -- standings board ---------------------------------------------------------------

function renderBoard() {
  const e = ev();
  const sig = "board";
  if (S.mainSig !== sig) {
    S.mainSig = sig;
    S.tiles.clear();
    S.frame.board = {
      left: el("section", { class: "ev-left" }),
      side: el("section", { class: "ev-side" }),
    };
    C.swap(S.frame.main, el("div", { class: "ev-board" }, S.frame.board.left, S.frame.board.side));
  }
  const b = S.frame.board;
  const rows = e.standings || [];
  const closed = e.status === "closed";
  const animate = closed && !S.podiumShown;
  if (closed) S.podiumShown = true;
  const box = el("div", { class: "st-box" }, rows.length
    ? E.standingsTable(e, { class: "standings-tv" })
    : el("div", { class: "st-empty" }, el("p", { class: "big" }, t("event.no_entrants")), e.registration ? el("p", { class: "muted" }, t("event.scan_hint")) : null));
  const hasPoints = E.hasResults(e);
  C.swap(b.left,
    closed && hasPoints ? el("div", { class: "ev-final" }, el("h2", { class: "ev-final-title" }, t("event.final_results")), E.podiumBlock(e, { animate })) : null,
    el("div", { class: "card st-card" },
      el("h2", { class: "card-title" }, t("event.standings"), " ", el("span", { class: "count" }, String(rows.length))),
      box,
      (e.standings || []).some((r) => (r.matches || []).some((m) => m.fixed)) ? el("p", { class: "muted small st-foot" }, "* ", t("event.fixed_note")) : null));
  autoScroll(box);

  const side = [];
  if (e.registration && e.status !== "closed") side.push(joinCard((e.rounds || []).length > 0));
  side.push(tablesCard());
  C.swap(b.side, side);
}

function prettyUrl(url) {
  const bare = String(url || "").replace(/^https?:\/\//, "");
  const cut = bare.indexOf("/");
  return cut > 0 ? [bare.slice(0, cut), el("wbr"), bare.slice(cut)] : bare;
}

function joinCard(compact) {
  const url = S.joinUrl || ev().join_url || "";
  if (compact) {
    return el("div", { class: "card ev-join ev-join-compact" },
      el("div", { class: "qr-box ev-qr" }, C.trustedSvg(S.qrSvg)),
      el("div", { class: "ev-join-text" },
        el("p", { class: "join-title" }, t("event.scan_to_join")),
        el("p", { class: "join-url mono" }, el("b", null, prettyUrl(url))),
        el("span", { class: "ev-code mono" }, S.code)));
  }
  return el("div", { class: "card ev-join" },
    el("p", { class: "join-title" }, t("event.scan_to_join")),
    el("div", { class: "qr-box ev-qr" }, C.trustedSvg(S.qrSvg)),
    el("p", { class: "join-url mono" }, el("b", null, prettyUrl(url))),
    el("div", { class: "code-block" }, el("span", { class: "code-label" }, t("event.code")), el("span", { class: "ev-code mono" }, S.code)));
}

function tableSeats(tb) {
  return el("div", { class: "tb-seats" }, (tb.seats || []).map((s, i) => el("span", {
    class: ["chip", C.seatClass(i), s.bot && "tb-bot", s.absent && "tb-absent"],
    dataset: { entrant: s.entrant == null ? "" : String(s.entrant), presence: presenceOf(s) },
  }, el("span", { class: "chip-dot" }), el("span", { class: "chip-name" }, s.name || t("ui.bot")),
  s.bot ? el("span", { class: "badge badge-bot" }, t("ui.bot")) : presenceBadge(s, tb))));
}

// -- absent entrants (docs/events.md "Absent entrants") ------------------------------

/** An entrant's seat: its phone came, no phone yet, a bot keeps it, or the organiser keeps it for them. */
function presenceOf(s) {
  if (s.entrant == null) return "";
  return s.stand_in ? "stand_in" : s.held && s.absent ? "held" : s.absent ? "absent" : "here";
}

/** The projector's mark on a seat no phone has claimed: who keeps it, or when a bot will. */
function presenceBadge(s, tb) {
  const p = presenceOf(s);
  if (p === "stand_in") return el("span", { class: "badge badge-stand-in" }, C.icon("bot"), " ", t("event.stand_in"));
  if (p === "held") return el("span", { class: "badge badge-absent" }, C.icon("hourglass"), " ", t("event.held"));
  if (p !== "absent") return null;
  const left = tb.stand_in_at && (tb.status === "seated" || tb.status === "playing") ? secondsUntil(tb.stand_in_at) : null;
  return el("span", { class: "badge badge-absent" }, C.icon("phone"), " ",
    el("span", { dataset: left != null && left > 0 ? { standInAt: String(tb.stand_in_at) } : null }, absentText(left)));
}

function absentText(left) {
  return left != null && left > 0 ? t("event.stand_in_soon", { s: left }) : t("event.absent");
}

// the countdowns to a stand-in bot tick on their own, like the header's clock
setInterval(() => {
  for (const node of document.querySelectorAll("[data-stand-in-at]")) {
    node.textContent = absentText(secondsUntil(Number(node.dataset.standInAt)));
  }
}, 1000);

function secondsUntil(at) {
  return at ? Math.ceil((at * 1000 - (Date.now() + (S.clockSkew || 0))) / 1000) : null;   // the server's clock
}

/** The organiser's undo for each seat a stand-in bot keeps. */
function standInUndos(rd, tb) {
  return (tb.seats || []).map((s, i) => (s.stand_in ? el("button", {
    type: "button", class: "btn btn-mini", dataset: { act: "undo-stand-in", seat: String(i) },
    onclick: () => admin("undo_stand_in", { round: rd.no, table: tb.no, seat: i }),
  }, C.icon("bot"), t("event.undo_stand_in"), " · ", s.name) : null));
}

function absentGraceRow(e) {
  return el("div", { class: "opt-row" }, el("span", { class: "opt-label" }, t("event.absent_grace"),
    el("span", { class: "muted small block" }, t("event.absent_grace_hint"))),
  C.numberStepper(e.absent_grace ?? 60, 0, 3600, (v) => admin("set_event", { absent_grace: v }), "absent-grace",
    t("event.absent_grace"), 15));
}

function connectedText(tb) {
  const humans = (tb.seats || []).filter((s) => !s.bot).length;
  return t("event.connected_n", { n: tb.connected ?? 0, total: humans });
}

function tablesCard() {
  const r = currentRound();
  if (!r || !(r.tables || []).length) {
    return el("div", { class: "card ev-tables ev-tables-empty" },
      el("h2", { class: "card-title" }, t("event.tables")),
      el("p", { class: "muted big" }, t("event.no_round_yet")));
  }
  const next = ev().status !== "closed" && r.tables.every((x) => x.status === "seated");
  return el("div", { class: "card ev-tables" },
    el("h2", { class: "card-title" }, next ? t("event.next_round_tables", { n: r.no }) : t("event.round_tables", { n: r.no })),
    el("div", { class: "tb-list" }, r.tables.map((tb) => el("button", {
      type: "button", class: ["tb-card", `tb-${tb.status}`], dataset: { table: String(tb.no), room: tb.room || "" },
      title: t("event.watch_table"), onclick: () => { S.table = tb.room; setMode("tables"); },
    },
    el("div", { class: "tb-head" },
      el("span", { class: "tb-no" }, t("event.table_n", { n: tb.no })),
      el("span", { class: ["pill", "tb-status", `st-${tb.status}`] }, E.statusLabel(tb.status)),
      el("span", { class: "tb-conn muted" }, C.icon("phone"), connectedText(tb))),
    tableSeats(tb),
    tb.status === "finished" && (tb.winners || []).length ? el("div", { class: "tb-winners" }, C.icon("winner"),
      (tb.winners || []).map((w) => E.entrantName(ev(), w)).join(", ")) : null))));
}

/** A standings list taller than its box scrolls slowly up and down (no one touches a projector). */
let scrollState = null;
function autoScroll(box) {
  if (scrollState && scrollState.box === box) return;
  if (scrollState) clearInterval(scrollState.timer);
  const st = { box, dir: 1, wait: 80 };
  st.timer = setInterval(() => {
    if (!box.isConnected) { clearInterval(st.timer); return; }
    const max = box.scrollHeight - box.clientHeight;
    if (max <= 2) return;
    if (st.wait > 0) { st.wait--; return; }
    box.scrollTop += st.dir;
    if ((st.dir > 0 && box.scrollTop >= max - 1) || (st.dir < 0 && box.scrollTop <= 0)) {
      st.dir = -st.dir;
      st.wait = 80;
    }
  }, 40);
  scrollState = st;
}

// -- the table view: one table's TV ---------------------------------------------------

function roundTables() {
  const r = currentRound();
  return r ? (r.tables || []).filter((tb) => tb.room) : [];
}

function renderTables() {
  const tables = roundTables();
  if (!tables.length) {
    S.mainSig = "tables-empty";
    C.swap(S.frame.main, el("div", { class: "ev-empty" }, el("p", { class: "big" }, t("event.no_round_yet"))));
    return;
  }
  if (!tables.some((tb) => tb.room === S.table)) S.table = tables[0].room;
  const sig = `tables:${S.table}`;
  if (S.mainSig !== sig) {
    S.mainSig = sig;
    S.tiles.clear();
    const frame = el("iframe", { class: "tb-frame", src: `/tv/${encodeURIComponent(S.table)}`, title: t("event.table_tv"), dataset: { room: S.table } });
    S.frame.tables = { bar: el("nav", { class: "tb-bar" }), strip: el("div", { class: "ev-strip" }), frame };
    C.swap(S.frame.main, el("div", { class: "ev-tableview" }, S.frame.tables.bar, el("div", { class: "tb-frame-box" }, frame), S.frame.tables.strip));
  }
  const f = S.frame.tables;
  C.swap(f.bar,
    tables.map((tb) => el("button", {
      type: "button", class: ["btn", "tb-pick", tb.room === S.table && "on", `tb-${tb.status}`], dataset: { room: tb.room, table: String(tb.no) },
      onclick: () => { S.table = tb.room; render(); },
    }, el("span", { class: "tb-pick-no" }, t("event.table_n", { n: tb.no })), el("span", { class: "tb-pick-st" }, E.statusLabel(tb.status)))),
    el("span", { class: "grow" }),
    el("label", { class: "tb-cycle" }, switchBtn(S.cycle, (v) => (v ? startCycle() : stopCycle()), t("event.auto_cycle"), "cycle"),
      t("event.auto_cycle")),
    el("a", { class: "btn btn-soft", href: `/tv/${encodeURIComponent(S.table)}`, target: "_blank", rel: "noopener" }, t("event.open_tv")));
  // a small leaderboard strip: finished matches only (the server's standings never hold a running match)
  const rows = (ev().standings || []).slice(0, 8);
  C.swap(f.strip, rows.length ? [el("span", { class: "strip-label" }, t("event.standings")),
    rows.map((r) => el("span", { class: ["strip-item", r.place <= 3 && `place-${r.place}`] },
      el("b", null, String(r.place ?? "–")), " ", el("span", { class: "strip-name" }, r.name), " ", el("span", { class: "strip-pts" }, E.pts(r.total))))] : null);
}

function startCycle() {
  stopCycle();
  S.cycle = true;
  S.cycleTimer = setInterval(() => {
    const tables = roundTables();
    if (!tables.length) return;
    const i = tables.findIndex((tb) => tb.room === S.table);
    S.table = tables[(i + 1) % tables.length].room;
    render();
  }, CYCLE_SECONDS * 1000);
  render();
}

function stopCycle() {
  if (S.cycleTimer) clearInterval(S.cycleTimer);
  S.cycleTimer = null;
  if (S.cycle) { S.cycle = false; if (S.frame) render(); }
}

// -- the teacher view: every table's TV at once ------------------------------------------

function renderGrid() {
  const tables = roundTables();
  if (!tables.length) {
    S.mainSig = "grid-empty";
    S.tiles.clear();
    C.swap(S.frame.main, el("div", { class: "ev-empty" }, el("p", { class: "big" }, t("event.no_round_yet"))));
    return;
  }
  const sig = "grid:" + tables.map((tb) => tb.room).join(",");
  if (S.mainSig !== sig) {
    S.mainSig = sig;
    S.tiles.clear();
    const { cols, rows } = gridShape(tables.length);
    const grid = el("div", { class: "tv-grid", style: { "--cols": String(cols), "--rows": String(rows) } });
    for (const tb of tables) {
      const label = el("div", { class: "tile-label" });
      const frame = el("iframe", { class: "tile-frame", src: `/tv/${encodeURIComponent(tb.room)}?watch=1`, title: t("event.table_n", { n: tb.no }), tabindex: "-1" });
      const scaler = el("div", { class: "tile-scaler" }, frame);
      const tile = el("div", { class: "tile", dataset: { room: tb.room, table: String(tb.no) } }, label,
        el("div", { class: "tile-screen", onclick: () => { S.table = tb.room; setMode("tables"); } }, scaler));
      S.tiles.set(tb.room, { tile, label, scaler });
      grid.append(tile);
    }
    C.swap(S.frame.main, grid);
    requestAnimationFrame(fitTiles);
  }
  for (const tb of tables) {
    const tile = S.tiles.get(tb.room);
    if (!tile) continue;
    tile.tile.className = `tile tb-${tb.status}`;
    C.swap(tile.label,
      el("span", { class: "tb-no" }, t("event.table_n", { n: tb.no })),
      el("span", { class: ["pill", "tb-status", `st-${tb.status}`] }, E.statusLabel(tb.status)),
      el("span", { class: "tile-names" }, (tb.seats || []).map((s) => C.botName(s.name, s.bot)).join(" · ")),
      el("span", { class: "tb-conn muted" }, C.icon("phone"), connectedText(tb)));
  }
}

/** Columns and rows for n tiles: the shape that gives each table's TV the largest 16:9 picture. */
function gridShape(n) {
  const W = S.frame.main.clientWidth || window.innerWidth, H = S.frame.main.clientHeight || window.innerHeight;
  let best = { cols: 1, rows: n, size: 0 };
  for (let cols = 1; cols <= n; cols++) {
    const rows = Math.ceil(n / cols);
    const size = Math.min(W / cols / 16, (H / rows - 28) / 9);   // 28 px: the tile's label
    if (size > best.size) best = { cols, rows, size };
  }
  return best;
}

/** Each frame is a 1920×1080 TV page scaled down to its tile. */
function fitTiles() {
  for (const { scaler } of S.tiles.values()) {
    const box = scaler.parentNode;
    if (!box) continue;
    const s = Math.min(box.clientWidth / 1920, box.clientHeight / 1080);
    scaler.style.transform = `scale(${s})`;
    scaler.style.left = `${(box.clientWidth - 1920 * s) / 2}px`;
    scaler.style.top = `${(box.clientHeight - 1080 * s) / 2}px`;
  }
}
window.addEventListener("resize", () => requestAnimationFrame(fitTiles));

// ---------------------------------------------------------------------------
// the organiser's drawer

function renderDrawer() {
  const d = S.frame && S.frame.drawer;
  if (!d) return;
  d.hidden = !(S.organiser && S.drawer);
  if (d.hidden) return;
  const tab = (id, label) => el("button", {
    type: "button", class: ["btn", "btn-mini", "dr-tab", S.drawerTab === id && "on"], dataset: { tab: id },
    onclick: () => { S.drawerTab = id; renderDrawer(); },
  }, label);
  let body;
  if (S.drawerTab === "rounds") body = drawerRounds();
  else if (S.drawerTab === "log") body = drawerLog();
  else if (S.drawerTab === "settings") body = drawerSettings();
  else body = drawerPlayers();
  const keep = d.querySelector(".dr-body");
  const top = keep ? keep.scrollTop : 0;
  C.swap(d,
    el("div", { class: "dr-head" },
      el("h2", null, t("event.organiser")),
      el("button", { type: "button", class: "btn btn-ghost", "aria-label": t("ui.close"), onclick: () => { S.drawer = false; S.frame.headSig = null; render(); } }, C.icon("close"))),
    el("div", { class: "dr-tabs" }, tab("players", t("event.tab_players")), tab("rounds", t("event.tab_rounds")),
      tab("log", t("event.tab_log")), tab("settings", t("event.tab_settings"))),
    el("div", { class: "dr-body" }, body));
  const nb = d.querySelector(".dr-body");
  if (nb && top) nb.scrollTop = top;
}

// players: add (type, paste, CSV), rename, link, penalty, remove

function drawerPlayers() {
  const e = ev();
  const entrants = e.entrants || [];
  if (!S.draft.namesBox) {
    S.draft.namesBox = el("textarea", {
      class: "input dr-names", rows: 4, placeholder: t("event.names_placeholder"), dataset: { key: "names" }, "aria-label": t("event.add_entrants"),
    });
  }
  const box = S.draft.namesBox;
  const addNames = () => {
    const names = box.value.split(/\r?\n/).map((x) => x.trim()).filter(Boolean);
    if (!names.length) { box.focus(); return; }
    admin("add_entrants", { names });
    box.value = "";
  };
  const file = el("input", {
    type: "file", accept: ".csv,text/csv,text/plain", class: "visually-hidden", dataset: { key: "csv" },
    onchange: (ev2) => {
      const f = ev2.target.files && ev2.target.files[0];
      if (!f) return;
      const reader = new FileReader();
      reader.onload = () => {
        admin("add_entrants", { csv: String(reader.result || "").replace(/^\uFEFF/, "") });
      };
      reader.onerror = () => C.toast(t("event.csv_failed"), "error");
      reader.readAsText(f);
      ev2.target.value = "";
    },
  });
  const standing = new Map((e.standings || []).map((r) => [r.entrant, r]));
  return [
    el("section", { class: "dr-sec" },
      el("h3", null, t("event.add_entrants")),
      el("p", { class: "muted small" }, t("event.add_hint")),
      box,
      el("div", { class: "row" },
        el("button", { type: "button", class: "btn btn-primary", dataset: { key: "add-names" }, onclick: addNames }, C.icon("plus"), t("event.add")),
        el("label", { class: "btn btn-soft" }, file, t("event.import_csv")))),
    el("section", { class: "dr-sec" },
      el("h3", null, t("event.entrants"), " ", el("span", { class: "count" }, String(entrants.length))),
      entrants.length ? el("ul", { class: "dr-entrants" }, entrants.map((x) => {
        const st = standing.get(x.id) || {};
        return el("li", { class: ["dr-entrant", x.withdrawn && "is-withdrawn"], dataset: { entrant: String(x.id) } },
          el("span", { class: ["conn", x.connected ? "conn-on" : "conn-off"], title: t(x.connected ? "ui.connected" : "ui.disconnected") }),
          el("span", { class: "dr-name" }, x.name),
          x.claimed ? el("span", { class: "badge badge-claimed", title: t("event.claimed") }, C.icon("phone")) : null,
          x.withdrawn ? el("span", { class: "badge" }, t("event.withdrawn")) : null,
          st.penalty ? el("span", { class: "badge badge-pen" }, E.pts(st.penalty)) : null,
          st.warnings ? el("span", { class: "badge badge-warn" }, "⚠", String(st.warnings)) : null,
          el("span", { class: "grow" }),
          el("span", { class: "dr-acts" },
            iconBtn("pencil", t("event.rename"), () => renameEntrant(x)),
            iconBtn("qr", t("event.entrant_link"), () => admin("entrant_link", { entrant: x.id })),
            el("button", { type: "button", class: "btn btn-mini", title: t("event.penalty"), dataset: { act: "penalty" }, onclick: () => penalty(x) }, "⚠"),
            x.withdrawn ? null : C.twoStepButton("", () => admin("remove_entrant", { entrant: x.id }),
              { class: "btn-mini btn-danger", title: t("event.remove"), "aria-label": t("event.remove") }, "close")));
      })) : el("p", { class: "muted" }, t("event.no_entrants"))),
  ];
}

function iconBtn(name, label, onclick) {
  return el("button", { type: "button", class: "btn btn-mini", title: label, "aria-label": label, dataset: { act: name }, onclick }, C.icon(name));
}

async function renameEntrant(x) {
  const got = await ask(t("event.rename"), [{ id: "name", label: t("event.col_name"), value: x.name, max: 24, required: true }]);
  if (got) admin("rename_entrant", { entrant: x.id, name: got.name.slice(0, 24) });
}

async function penalty(x) {
  const by = await byName();
  if (!by) return;
  const wpp = ev().warnings_per_point ?? 0;
  const got = await ask(t("event.penalty_for", { name: x.name }), [
    { id: "points", label: t("event.penalty_points"), type: "number", value: "0", min: -99, max: 0 },
    { id: "warnings", label: t("event.penalty_warnings"), type: "number", value: wpp ? "1" : "0", min: 0, max: 20 },
    { id: "reason", label: t("event.reason"), required: true, max: 200 },
  ], wpp ? t("event.warnings_hint", { n: wpp }) : null, t("event.give_penalty"));
  if (!got) return;
  const fields = { entrant: x.id, reason: got.reason, by };
  if (got.points) fields.points = -Math.abs(got.points);
  if (got.warnings) fields.warnings = Math.abs(got.warnings);
  if (!fields.points && !fields.warnings) return;
  admin("penalty", fields);
}

function showEntrantLink(msg) {
  const name = E.entrantName(ev(), msg.entrant);
  C.modal(t("event.entrant_link_title", { name }),
    el("div", { class: "seat-link" },
      el("div", { class: "qr-box" }, C.trustedSvg(msg.qr_svg)),
      el("p", { class: "hint" }, t("event.entrant_link_hint")),
      el("p", { class: "mono small break" }, msg.url || "")), { class: "modal-qr" });
}

// rounds: draw, assign, start; per table start / replay, void, unvoid, fix

function drawerRounds() {
  const e = ev();
  const n = activeEntrants().length;
  if (S.draft.tables == null) S.draft.tables = defaultTables();
  const r = currentRound();
  const canStart = r && (r.tables || []).some((tb) => tb.status === "seated");
  const rounds = (e.rounds || []).slice().reverse();
  return [
    el("section", { class: "dr-sec" },
      el("h3", null, t("event.next_round")),
      el("p", { class: "muted small" }, t("event.draw_hint", { n })),
      el("div", { class: "opt-row" }, el("span", { class: "opt-label" }, t("event.tables_count")),
        C.numberStepper(S.draft.tables, 1, Math.max(1, n), (v) => { S.draft.tables = v; renderDrawer(); }, "draw-tables", t("event.tables_count"))),
      el("div", { class: "row" },
        el("button", { type: "button", class: "btn btn-primary", dataset: { key: "draw" }, disabled: e.status === "closed",
          onclick: () => admin("draw_round", { tables: S.draft.tables }) }, C.icon("dice"), t("event.draw_round")),
        el("button", { type: "button", class: "btn btn-soft", dataset: { key: "assign" }, disabled: e.status === "closed", onclick: openAssign },
          C.icon("users"), t("event.assign_round")))),
    canStart ? el("section", { class: "dr-sec" },
      el("button", { type: "button", class: "btn btn-primary btn-big", dataset: { key: "start-round" }, onclick: () => admin("start_round") },
        C.icon("play"), t("event.start_round", { n: r.no }))) : null,
    rounds.map((rd) => el("section", { class: "dr-sec", dataset: { round: String(rd.no) } },
      el("h3", null, t("event.round_n", { n: rd.no })),
      el("ul", { class: "dr-tables" }, (rd.tables || []).map((tb) => tableRow(rd, tb))))),
  ];
}

function tableRow(rd, tb) {
  const started = tb.status !== "seated";
  const act = (action, extra = {}) => admin(action, { round: rd.no, table: tb.no, ...extra });
  return el("li", { class: ["dr-table", `tb-${tb.status}`], dataset: { round: String(rd.no), table: String(tb.no) } },
    el("div", { class: "dr-table-head" },
      el("b", null, t("event.table_n", { n: tb.no })),
      el("span", { class: ["pill", "tb-status", `st-${tb.status}`] }, E.statusLabel(tb.status)),
      tb.room ? el("a", { class: "mono small", href: `/tv/${encodeURIComponent(tb.room)}`, target: "_blank", rel: "noopener", title: t("event.open_tv") }, tb.room) : null),
    el("div", { class: "dr-table-names small" }, (tb.seats || []).map((s) => C.botName(s.name, s.bot)).join(" · ")),
    el("div", { class: "row dr-table-acts" },
      tb.status === "seated" || tb.status === "voided" || tb.status === "abandoned"
        ? el("button", { type: "button", class: "btn btn-mini", dataset: { act: "start" }, onclick: () => act("start_table") },
          C.icon(started ? "again" : "play"), t(started ? "event.replay_table" : "event.start_table")) : null,
      tb.status === "voided"
        ? el("button", { type: "button", class: "btn btn-mini", dataset: { act: "unvoid" }, onclick: () => correction(rd, tb, "unvoid_match") }, t("event.unvoid"))
        : started ? el("button", { type: "button", class: "btn btn-mini btn-danger", dataset: { act: "void" }, onclick: () => correction(rd, tb, "void_match") }, t("event.void")) : null,
      tb.status === "finished"
        ? el("button", { type: "button", class: "btn btn-mini", dataset: { act: "fix" }, onclick: () => fixResult(rd, tb) }, C.icon("pencil"), t("event.fix_result")) : null,
      standInUndos(rd, tb)));
}

async function correction(rd, tb, action) {
  const by = await byName();
  if (!by) return;
  const title = t(action === "void_match" ? "event.void_title" : "event.unvoid_title", { round: rd.no, table: tb.no });
  const got = await ask(title, [{ id: "reason", label: t("event.reason"), required: true, max: 200 }],
    action === "void_match" ? t("event.void_hint") : null, t(action === "void_match" ? "event.void" : "event.unvoid"));
  if (got) admin(action, { round: rd.no, table: tb.no, reason: got.reason, by });
}

async function fixResult(rd, tb) {
  const by = await byName();
  if (!by) return;
  const people = (tb.seats || []).filter((s) => s.entrant != null && !s.bot);
  if (!people.length) return;
  const points = (id) => {
    const st = (ev().standings || []).find((r) => r.entrant === id);
    const m = st && (st.matches || []).find((x) => x.round === rd.no && x.table === tb.no);
    return m ? m.points : 0;
  };
  const got = await ask(t("event.fix_title", { round: rd.no, table: tb.no }), [
    ...people.map((s) => ({ id: `p:${s.entrant}`, label: s.name, type: "number", value: String(points(s.entrant) ?? 0), min: -99, max: 99 })),
    { id: "reason", label: t("event.reason"), required: true, max: 200 },
  ], t("event.fix_hint"), t("event.fix_result"));
  if (!got) return;
  const pts = {};
  for (const s of people) pts[s.entrant] = got[`p:${s.entrant}`];
  admin("fix_result", { round: rd.no, table: tb.no, points: pts, reason: got.reason, by });
}

// the hand-seating editor: tables as columns; tap a player, then tap a table

function openAssign() {
  const r = currentRound();
  const people = activeEntrants();
  let tables;
  if (r && (r.tables || []).length && r.tables.every((tb) => tb.status === "seated")) {
    tables = r.tables.map((tb) => (tb.seats || []).filter((s) => s.entrant != null && !s.bot).map((s) => s.entrant));
    const seated = new Set(tables.flat());
    people.filter((p) => !seated.has(p.id)).forEach((p, i) => tables[i % tables.length].push(p.id));
  } else {
    const k = Math.max(1, S.draft.tables || defaultTables());
    tables = Array.from({ length: k }, () => []);
    people.forEach((p, i) => tables[i % k].push(p.id));
  }
  S.assign = { tables, sel: null, modal: null };
  S.assign.modal = C.modal(t("event.assign_round"), el("div", { class: "assign" }), { class: "modal-assign", onClose: () => { S.assign = null; } });
  drawAssign();
}

function drawAssign() {
  const a = S.assign;
  if (!a || !a.modal) return;
  const g = game();
  const known = new Set(activeEntrants().map((x) => x.id));
  a.tables = a.tables.map((list) => list.filter((id) => known.has(id)));
  const moveTo = (i) => {
    if (a.sel == null) return;
    a.tables = a.tables.map((list) => list.filter((id) => id !== a.sel));
    a.tables[i].push(a.sel);
    a.sel = null;
    drawAssign();
  };
  const body = a.modal.body.querySelector(".assign") || a.modal.body;
  C.swap(body,
    el("p", { class: "muted" }, t("event.assign_hint")),
    el("div", { class: "assign-cols" }, a.tables.map((list, i) => {
      const bad = g && (list.length > g.max_players || (!ev().allow_bots && list.length < g.min_players));
      return el("div", {
        class: ["assign-col", a.sel != null && "can-drop", bad && "assign-bad"], dataset: { table: String(i + 1) },
        onclick: (e) => { if (e.target.closest(".assign-person")) return; moveTo(i); },
      },
      el("div", { class: "assign-head" }, el("b", null, t("event.table_n", { n: i + 1 })), el("span", { class: "muted" }, String(list.length)),
        g ? el("span", { class: "muted small" }, ` (${g.min_players}–${g.max_players})`) : null),
      list.map((id) => el("button", {
        type: "button", class: ["assign-person", a.sel === id && "on"], dataset: { entrant: String(id) },
        onclick: () => { a.sel = a.sel === id ? null : id; drawAssign(); },
      }, E.entrantName(ev(), id))),
      a.sel != null && !list.includes(a.sel) ? el("div", { class: "assign-drop" }, t("event.move_here")) : null);
    })),
    el("div", { class: "row" },
      el("button", { type: "button", class: "btn btn-soft", onclick: () => { a.tables.push([]); drawAssign(); } }, C.icon("plus"), t("event.add_table")),
      el("button", { type: "button", class: "btn btn-soft", disabled: a.tables.length <= 1 || a.tables[a.tables.length - 1].length > 0,
        onclick: () => { a.tables.pop(); drawAssign(); } }, t("event.remove_table")),
      el("span", { class: "grow" }),
      el("button", { type: "button", class: "btn btn-primary btn-big", dataset: { key: "assign-save" },
        onclick: () => {
          admin("assign_round", { tables: a.tables.filter((list) => list.length) });
          a.modal.close();
        } }, C.icon("check"), t("event.assign_save"))));
}

// the corrections log

function drawerLog() {
  const by = C.store.get(BY_KEY);
  return [
    el("section", { class: "dr-sec" },
      el("p", { class: "small" }, by ? t("event.signed_as", { name: by }) : t("event.not_signed"), " ",
        el("button", { type: "button", class: "btn btn-mini", onclick: () => byName(true) }, t("event.change")))),
    el("section", { class: "dr-sec" }, el("h3", null, t("event.corrections")), E.correctionsList(ev(), { newestFirst: true })),
  ];
}

/** The game's options and timers as the lobby shows them; they apply to the tables seated next. */
function gameSettings(e) {
  const room = { game: e.game, games: S.games || [], options: e.options || {}, timers: e.timers || {}, seats: [] };
  const send = (action, p) => {
    if (action === "set_options") admin("set_event", { options: p.options });
    else if (action === "set_timers") admin("set_event", { timers: p.timers });
  };
  const card = C.gameCard(room, { editable: e.status !== "closed", host: send });
  // the game of an event is fixed, and its tables are counted elsewhere
  const pick = card.querySelector(".select-game");
  if (pick) pick.replaceWith(el("h2", { class: "game-name" }, C.gameName(C.currentGame(room) || { id: e.game })));
  const range = card.querySelector(".game-range");
  if (range) range.remove();
  return el("section", { class: "dr-sec", dataset: { key: "game-settings" } },
    el("h3", null, t("event.game_settings")), el("p", { class: "muted small" }, t("event.game_settings_hint")), card);
}

function drawerSettings() {
  const e = ev();
  const code = encodeURIComponent(S.code);
  return [
    el("section", { class: "dr-sec" },
      el("div", { class: "opt-row" }, el("span", { class: "opt-label" }, t("event.registration")),
        switchBtn(!!e.registration, (v) => admin("set_event", { registration: v }), t("event.registration"), "registration")),
      el("div", { class: "opt-row" }, el("span", { class: "opt-label" }, t("event.allow_bots")),
        switchBtn(!!e.allow_bots, (v) => admin("set_event", { allow_bots: v }), t("event.allow_bots"), "allow-bots")),
      absentGraceRow(e),
      el("div", { class: "opt-row" }, el("span", { class: "opt-label" }, t("event.time_limit"),
        el("span", { class: "muted small block" }, t("event.time_limit_hint"))),
        C.numberStepper(timeLeft() === null ? 0 : Math.max(0, Math.ceil(timeLeft() / 60000)), 0, 1440,
          (v) => admin("set_event", { time_limit: v }), "time-limit", t("event.time_limit"), 5)),
      el("div", { class: "opt-row" }, el("span", { class: "opt-label" }, t("event.rounds_planned")),
        C.numberStepper(e.rounds_planned || 1, 1, 20, (v) => admin("set_event", { rounds: v }), "set-rounds", t("event.rounds_planned"))),
      el("div", { class: "opt-row" }, el("span", { class: "opt-label" }, t("event.title")),
        el("button", { type: "button", class: "btn btn-mini", onclick: async () => {
          const got = await ask(t("event.title"), [{ id: "title", label: t("event.title"), value: e.title || "", max: 60, required: true }]);
          if (got) admin("set_event", { title: got.title });
        } }, C.icon("pencil"), t("event.rename")))),
    gameSettings(e),
    el("section", { class: "dr-sec" },
      el("div", { class: "opt-row" }, el("span", { class: "opt-label" }, t("event.organiser_link"),
        el("span", { class: "muted small block" }, t("event.organiser_link_hint"))),
        el("button", { type: "button", class: "btn btn-mini", dataset: { key: "organiser-link" }, onclick: () => admin("organiser_link") },
          C.icon("qr"), t("event.show_qr")))),
    el("section", { class: "dr-sec" },
      el("h3", null, t("event.results")),
      el("div", { class: "row" },
        el("a", { class: "btn btn-soft", href: `/event/${code}/results?lang=${encodeURIComponent(S.lang)}`, target: "_blank", rel: "noopener", dataset: { key: "results" } }, t("event.printable")),
        el("a", { class: "btn btn-soft", href: `/event/${code}/results.csv`, download: `${S.code}.csv`, dataset: { key: "csv-link" } }, t("event.csv")))),
    el("section", { class: "dr-sec" },
      e.status === "closed"
        ? el("button", { type: "button", class: "btn btn-soft", dataset: { key: "reopen" }, onclick: () => admin("reopen") }, C.icon("again"), t("event.reopen"))
        : C.twoStepButton(t("event.close"), () => admin("close"), { class: "btn-danger", dataset: { key: "close" } }, "stop"),
      el("p", { class: "muted small" }, t("event.close_hint"))),
  ];
}
