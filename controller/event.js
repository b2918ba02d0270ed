// partytable: the phone page of an event (/event/<CODE>).
//
// Join by picking your name from the roster (or typing a new one while the event
// is open for registration); the entrant token stays in localStorage and is this
// player's identity for the whole event (`#e=TOKEN` hands it to this phone). Shows
// only this player's own things: total, place, per-match breakdown, and the next
// table and seat, with a big button (and, once per new table, an automatic move)
// to that table's phone page. Protocol: docs/events.md.

import * as C from "./common.js";

const { el, t } = C;

const app = document.getElementById("app");
const LANG_KEY = "partytable:lang";              // shared with the table's phone page
const entrantKey = (code) => `partytable:entrant:${code}`;
const wentKey = (code) => `partytable:event-went:${code}`;
const seatKey = (room) => `partytable:${room}`;   // phone.js's tokenKey

const path = location.pathname.match(/^\/event\/([A-Za-z0-9]+)\/?$/);

const S = {
  code: path ? path[1].toUpperCase() : null,
  token: null,
  me: null,            // the last event_me
  ev: null,            // the public event payload
  lang: C.normLang(C.store.get(LANG_KEY) || C.browserLang()),
  socket: null,
  connected: false,
  missing: null,
  joinError: null,
  sent: false,         // a join was sent, waiting for event_me
  newName: "",
  games: [],
  screen: null,
  stopped: null,       // "replaced" once another phone took this entrant
};

if (S.code && location.hash.startsWith("#e=")) {
  // an entrant handed to this phone (the organiser's entrant link)
  const tok = decodeURIComponent(location.hash.slice(3));
  if (tok) {
    C.store.set(entrantKey(S.code), tok);
    C.store.del(wentKey(S.code));
  }
  history.replaceState(null, "", location.pathname + location.search);
}
if (S.code) S.token = C.store.get(entrantKey(S.code));

C.setLang(S.lang);
C.onCatalog(() => { S.screen = null; render(); });
Promise.all([C.loadCatalog("shell"), loadGames()]).then(() => {
  if (S.code) {
    connect();
    fetchEvent();
  }
  render();
});

function loadGames() {
  return fetch("/api/games").then((r) => (r.ok ? r.json() : { games: [] })).then((d) => { S.games = (d && d.games) || []; }).catch(() => {});
}

/** The public event (the roster to pick from) before the socket answers. */
function fetchEvent() {
  fetch(`/api/events/${encodeURIComponent(S.code)}`).then((r) => {
    if (r.status === 404) {
      if (!S.ev) S.missing = t("event.unknown_event", { code: S.code });
      return null;
    }
    return r.ok ? r.json() : null;
  }).then((d) => {
    if (d && !S.ev) {
      S.ev = d.event && typeof d.event === "object" ? d.event : d;
      loadGameCatalog();
    }
    render();
  }).catch(() => {});
}

function loadGameCatalog() {
  if (S.ev && S.ev.game) C.loadCatalog(S.ev.game);
}

// ---------------------------------------------------------------------------
// socket

function connect() {
  const sock = C.openSocket(S, { hello, render, fatal: (text) => { S.missing = text; render(); } });
  if (!sock) return;
  sock.on("event_welcome", () => {});
  sock.on("event", (ev) => {
    if (!ev || (ev.code && String(ev.code).toUpperCase() !== S.code)) return;
    const first = !S.ev;
    S.ev = ev;
    S.missing = null;
    if (first) loadGameCatalog();
    maybeGo();
    render();
  });
  sock.on("event_me", (me) => {
    S.me = me;
    S.sent = false;
    S.joinError = null;
    if (me.token) {
      S.token = me.token;
      C.store.set(entrantKey(S.code), me.token);
    }
    maybeGo();
    render();
  });
  sock.on("replaced", () => stop("replaced"));
  sock.on("kicked", () => {
    // the organiser removed this entrant: back to the roster
    C.store.del(entrantKey(S.code));
    S.token = null;
    S.me = null;
    S.joinError = t("event.removed");
    render();
  });
  sock.on("error", (err) => {
    err = err || {};
    if (err.event === "event_join" || err.event === "event_hello") {
      S.sent = false;
      if (err.code === "bad_token") {
        C.store.del(entrantKey(S.code));
        S.token = null;
        S.me = null;
        S.joinError = evError(err);
        hello();
      } else if (err.code === "no_event" && !S.ev) {
        S.missing = t("event.unknown_event", { code: S.code });
      } else {
        S.joinError = evError(err);
      }
      render();
      return;
    }
    C.toast(evError(err), "error");
  });
}

function stop(why) {
  S.stopped = why;
  if (S.socket) {
    S.socket.io.opts.reconnection = false;
    S.socket.disconnect();
  }
  render();
}

function hello() {
  if (!S.socket || !S.connected) return;
  if (S.token) {
    S.sent = true;
    S.socket.emit("event_join", { event: S.code, token: S.token, lang: S.lang });
  } else {
    // the roster only: pick a name, then event_join
    S.socket.emit("event_hello", { event: S.code, lang: S.lang });
  }
}

function claim(entrant) {
  if (!S.socket || !S.connected) return;
  S.sent = true;
  S.joinError = null;
  S.socket.emit("event_join", { event: S.code, entrant: entrant.id, lang: S.lang });
  render();
}

function register(name) {
  if (!S.socket || !S.connected) return;
  S.sent = true;
  S.joinError = null;
  S.socket.emit("event_join", { event: S.code, name, lang: S.lang });
  render();
}

function evError(err) {
  return err && err.code ? C.tOr(`event.error.${err.code}`, err.params, C.errorText(err)) : C.errorText(err);
}

function setLang(lang) {
  S.lang = C.normLang(lang);
  C.setLang(S.lang);
  C.store.set(LANG_KEY, S.lang);
  S.screen = null;
  render();
}

// ---------------------------------------------------------------------------
// my table: the round's table of this entrant and its state

function myTable() {
  const me = S.me;
  if (!me || !me.table) return null;
  const tbl = me.table;
  const round = ((S.ev && S.ev.rounds) || []).find((r) => r.no === tbl.round);
  const info = round ? (round.tables || []).find((x) => x.no === tbl.table) : null;
  return { ...tbl, status: info ? info.status : tbl.status || null, info };
}

function tableUrl(tbl) {
  if (tbl.url) return tbl.url;
  return `/join/${encodeURIComponent(tbl.room)}${tbl.seat_token ? `#t=${encodeURIComponent(tbl.seat_token)}` : ""}`;
}

function goToTable(tbl) {
  // the table's phone page finds its seat under partytable:<ROOM> (and in #t=)
  if (tbl.seat_token) C.store.set(seatKey(tbl.room), tbl.seat_token);
  C.store.set(wentKey(S.code), `${tbl.round}:${tbl.table}:${tbl.room}`);
  location.href = tableUrl(tbl);
}

/** Once per new table whose room waits or plays, this phone goes there by itself. */
function maybeGo() {
  const tbl = myTable();
  if (!tbl || !tbl.room || !(tbl.status === "seated" || tbl.status === "playing")) return;
  if (C.store.get(wentKey(S.code)) === `${tbl.round}:${tbl.table}:${tbl.room}`) return;
  C.buzz();
  goToTable(tbl);
}

// ---------------------------------------------------------------------------
// render

function screenName() {
  if (S.stopped) return "gone";
  if (!S.code) return "nocode";
  if (S.missing && !S.ev) return "missing";
  if (S.me) return "me";
  if (S.token && !S.joinError) return "joining";
  if (!S.ev) return "joining";
  return "pick";
}

function render() {
  const name = screenName();
  if (name !== S.screen) S.screen = name;
  document.body.dataset.screen = name;
  if (name === "nocode" || name === "missing") return renderMissing();
  if (name === "gone") return renderGone();
  if (name === "joining") return renderJoining();
  if (name === "pick") return renderPick();
  return renderMe();
}

function brand() {
  return el("div", { class: "brand" }, el("span", { class: "brand-mark" }, C.icon("dice")), "partytable");
}

function gameName() {
  const id = S.ev && S.ev.game;
  const g = S.games.find((x) => x.id === id);
  return g ? C.gameName(g) : C.tOr(`${id}.name`, null, id || "");
}

function renderMissing() {
  C.swap(app, el("div", { class: "screen screen-center" }, brand(),
    el("div", { class: "card card-error" }, el("p", null, S.missing || t("event.unknown_event", { code: S.code || "" }))),
    el("a", { class: "btn btn-soft", href: "/join" }, t("ui.enter_code"))));
}

function renderGone() {
  C.swap(app, el("div", { class: "screen screen-center gone" },
    el("div", { class: "gone-icon" }, C.icon("phone")),
    el("h1", null, t("event.replaced_title")),
    el("p", { class: "muted big" }, t("event.replaced_body")),
    el("button", { type: "button", class: "btn btn-soft btn-big", onclick: () => location.reload() }, t("ui.take_back"))));
}

function renderJoining() {
  C.swap(app, el("div", { class: "screen screen-center" }, brand(),
    el("div", { class: "card center" }, el("div", { class: "spinner" }),
      el("p", { class: "big" }, S.connected ? t("ui.joining") : t("ui.connecting")),
      el("p", { class: "mono muted" }, S.code))));
}

function eventTag() {
  const ev = S.ev || {};
  return el("div", { class: "ev-tag" },
    el("p", { class: "ev-tag-title" }, ev.title || S.code),
    el("p", { class: "muted" }, gameName(), ev.rounds_planned ? ` · ${t("event.round_of", { n: ev.round || 0, total: ev.rounds_planned })}` : ""));
}

function langRow() {
  return el("div", { class: "lang-row" }, C.LANGS.map(([id, label]) => el("button", {
    type: "button", class: ["btn", "btn-lang", id === S.lang && "on"], "aria-pressed": id === S.lang ? "true" : "false",
    onclick: () => setLang(id),
  }, label)));
}

function renderPick() {
  const ev = S.ev || {};
  const free = (ev.entrants || []).filter((e) => !e.claimed && !e.withdrawn);
  const open = !!ev.registration && ev.status !== "closed";
  const input = el("input", {
    class: "input input-name", id: "ev-name", maxlength: 24, autocomplete: "nickname", enterkeyhint: "go", value: S.newName,
    "aria-label": t("ui.your_name"), dataset: { key: "ev-name" }, oninput: (e) => { S.newName = e.target.value; },
  });
  const submit = (e) => {
    e.preventDefault();
    const name = (input.value || "").trim().slice(0, 24);
    if (!name) { input.focus(); C.toast(t("ui.name_required"), "error"); return; }
    register(name);
  };
  C.swap(app, el("div", { class: "screen" },
    brand(),
    eventTag(),
    S.joinError ? el("div", { class: "card card-error" }, el("p", null, S.joinError)) : null,
    el("section", { class: "card form" },
      el("h1", null, t("event.who_are_you_phone")),
      free.length ? el("p", { class: "muted" }, t("event.pick_your_name")) : el("p", { class: "muted" }, t("event.no_free_names")),
      free.length ? el("div", { class: "ev-roster" }, free.map((x) => el("button", {
        type: "button", class: "btn ev-name-btn", disabled: S.sent || !S.connected, dataset: { entrant: String(x.id) },
        onclick: () => confirmClaim(x),
      }, x.name))) : null),
    open ? el("form", { class: "card form ev-new", onsubmit: submit },
      el("label", { class: "field-label", for: "ev-name" }, t("event.not_on_list")),
      input,
      el("button", { type: "submit", class: "btn btn-primary btn-big", disabled: S.sent || !S.connected },
        S.connected ? t("event.join_event") : t("ui.connecting"))) : el("p", { class: "muted center" }, t("event.registration_closed")),
    el("section", { class: "card form" }, el("label", { class: "field-label" }, t("ui.language")), langRow())));
}

function confirmClaim(x) {
  const m = C.modal(t("event.is_this_you"), el("div", { class: "form" },
    el("p", { class: "ev-confirm-name" }, x.name),
    el("button", { type: "button", class: "btn btn-primary btn-huge", dataset: { key: "claim-yes" }, onclick: () => { m.close(); claim(x); } },
      C.icon("check"), t("event.yes_its_me")),
    el("button", { type: "button", class: "btn btn-ghost", onclick: () => m.close() }, t("event.not_me"))), { class: "modal-sheet" });
}

function myStanding() {
  const me = S.me || {};
  const rows = (S.ev && S.ev.standings) || [];
  return rows.find((r) => r.entrant === me.entrant) || me.standing || null;
}

function ordinal(n) {
  if (n == null) return "–";
  if (C.getLang() !== "en") return t("event.place_n", { n });
  const tens = n % 100, ones = n % 10;
  const sfx = tens >= 11 && tens <= 13 ? "th" : ones === 1 ? "st" : ones === 2 ? "nd" : ones === 3 ? "rd" : "th";
  return t("event.place_n", { n: `${n}${sfx}` });
}

function pts(v, signed = false) {
  if (v == null) return "–";
  const n = Number(v);
  if (!Number.isFinite(n)) return String(v);
  if (n < 0) return `−${Math.abs(n)}`;
  return signed && n > 0 ? `+${n}` : String(n);
}

function statLabel(stat) {
  const gid = (S.ev && S.ev.game) || "";
  return C.tOr(`event.stat.${stat}`, null, C.tOr(`${gid}.stat.${stat}`, null, C.humanize(stat)));
}

function renderMe() {
  const ev = S.ev || {};
  const me = S.me;
  const st = myStanding() || {};
  const count = ((ev.standings || []).length) || (ev.entrants || []).filter((e) => !e.withdrawn).length;
  const tbl = myTable();
  const ranked = ((S.ev && S.ev.standings) || []).some((r) => (r.matches || []).length);
  const place = ranked ? st.place : null;
  C.swap(app,
    el("header", { class: "topbar" },
      el("div", { class: "top-left" }, el("span", { class: "ev-top-title" }, ev.title || S.code)),
      el("div", { class: "top-right" }, S.connected ? null : el("span", { class: "spinner spinner-sm" }), C.langPicker(S.lang, setLang, null, true))),
    el("main", { class: "main" },
      el("section", { class: ["card", "ev-hero", place >= 1 && place <= 3 && `place-${place}`] },
        el("p", { class: "ev-me-name" }, el("span", { class: ["chip", "chip-big", myColour(tbl)] }, el("span", { class: "chip-dot" }), el("span", { class: "chip-name" }, me.name || st.name || ""))),
        el("div", { class: "ev-hero-nums" },
          el("div", { class: "ev-num" }, el("span", { class: "ev-num-big ev-place", dataset: { place: String(place ?? "") } }, ordinal(place)),
            el("span", { class: "ev-num-label" }, count ? t("event.of_n", { n: count }) : t("event.col_place"))),
          el("div", { class: "ev-num" }, el("span", { class: "ev-num-big ev-total" }, pts(st.total ?? 0)),
            el("span", { class: "ev-num-label" }, t("event.points")))),
        el("p", { class: "muted small center" }, gameName(), " · ", t("event.round_of", { n: ev.round || 0, total: ev.rounds_planned ?? "?" })),
        ev.status === "closed" ? el("p", { class: "ev-final-note" }, t("event.final_results")) : null),
      tableCard(tbl),
      breakdownCard(st),
      el("p", { class: "muted small center" }, t("event.phone_private"))));
}

/** The entrant's colour is its seat's at its table (the table's palette), none before a table. */
function myColour(tbl) {
  return tbl && Number.isInteger(tbl.seat) ? C.seatClass(tbl.seat) : null;
}

function tableCard(tbl) {
  const ev = S.ev || {};
  if (!tbl) {
    return el("section", { class: "card ev-next" },
      el("h2", { class: "card-title" }, t("event.your_table")),
      el("p", { class: "big" }, ev.status === "closed" ? t("event.event_over") : t("event.wait_for_draw")));
  }
  const live = tbl.room && (tbl.status === "seated" || tbl.status === "playing");
  const seatNo = Number.isInteger(tbl.seat) ? tbl.seat + 1 : tbl.seat;
  return el("section", { class: ["card", "ev-next", live && "ev-next-live"], dataset: { round: String(tbl.round), table: String(tbl.table) } },
    el("h2", { class: "card-title" }, t("event.your_table")),
    el("p", { class: "ev-next-where" }, t("event.round_table_seat", { round: tbl.round, table: tbl.table, seat_no: seatNo })),
    tbl.status ? el("p", { class: "muted" }, C.tOr(`event.status.${tbl.status}`, null, tbl.status)) : null,
    live ? el("button", { type: "button", class: "btn btn-primary btn-huge ev-go", dataset: { key: "go" }, onclick: () => goToTable(tbl) },
      C.icon("play"), t("event.go_to_table", { table: tbl.table, seat_no: seatNo })) : null,
    !live && tbl.status === "finished" ? el("p", null, t("event.match_done")) : null);
}

function breakdownCard(st) {
  const matches = st.matches || [];
  const tiebreaks = ((S.ev && S.ev.tiebreaks) || []).map((x) => (Array.isArray(x) ? x[0] : x));
  return el("section", { class: "card ev-breakdown" },
    el("h2", { class: "card-title" }, t("event.your_matches")),
    matches.length ? el("ul", { class: "ev-matches" }, matches.map((m) => el("li", { class: ["ev-match", m.voided && "is-voided"] },
      el("div", { class: "ev-match-head" },
        el("span", null, t("event.round_short", { n: m.round }), " · ", t("event.table_n", { n: m.table })),
        m.voided ? el("span", { class: "badge badge-void" }, t("event.voided")) : null,
        m.fixed ? el("span", { class: "badge badge-fixed" }, t("event.fixed")) : null,
        el("span", { class: "ev-match-pts" }, t("event.points_n", { n: pts(m.points, true) }))),
      detailLine(m, tiebreaks)))) : el("p", { class: "muted" }, t("event.no_matches_yet")),
    st.penalty ? el("p", { class: "ev-pen" }, t("event.penalty"), ": ", pts(st.penalty)) : null,
    st.warnings ? el("p", { class: "ev-warn" }, "⚠ ", t("event.warnings_n", { n: st.warnings })) : null);
}

/** A match's stats and details: tie-break stats first, then simple facts (won, role...). */
function detailLine(m, tiebreaks) {
  const parts = [];
  const stats = m.stats || {};
  for (const s of tiebreaks) if (stats[s]) parts.push(`${statLabel(s)} ${stats[s]}`);
  const gid = (S.ev && S.ev.game) || "";
  for (const [k, v] of Object.entries(m.detail || {})) {
    if (v == null || typeof v === "object") continue;
    if (k === "won") { parts.unshift(t(v ? "event.won" : "event.lost")); continue; }
    const label = C.tOr(`event.detail.${k}`, null, C.tOr(`${gid}.detail.${k}`, null, null));
    if (!label) continue;
    let value = v;
    if (typeof v === "boolean") value = v ? t("ui.on") : t("ui.off");
    else if (typeof v === "string") value = C.tOr(`${gid}.role.${v}`, null, C.tOr(`${gid}.${k}.${v}`, null, C.tOr(`event.${k}.${v}`, null, v)));
    parts.push(`${label}: ${value}`);
  }
  return parts.length ? el("p", { class: "muted small ev-match-detail" }, parts.join(" · ")) : null;
}
