// partytable: the printable results of an event (/event/<CODE>/results).
//
// White paper, A4: the title, the game, the date, the podium, the full standings
// with the points of each round and the tie-break stats, the penalties and the
// corrections log. Data: GET /api/events/<CODE>; language: ?lang= or the browser.

import * as C from "/static/phone/common.js";
import * as E from "/static/tv/event.shared.js";

const { el, t } = C;

const app = document.getElementById("app");
const m = location.pathname.match(/^\/event\/([A-Za-z0-9]+)\/results\/?$/);
const code = m ? m[1].toUpperCase() : null;
const params = new URLSearchParams(location.search);
C.setLang(C.normLang(params.get("lang") || C.browserLang()));

Promise.all([
  C.loadCatalog("shell"),
  fetch("/api/games").then((r) => (r.ok ? r.json() : { games: [] })).catch(() => ({ games: [] })),
  code ? fetch(`/api/events/${encodeURIComponent(code)}`).then((r) => (r.ok ? r.json() : null)).catch(() => null) : null,
]).then(([, g, data]) => {
  const ev = data && data.event && typeof data.event === "object" ? data.event : data;
  if (!ev || !ev.code) {
    C.swap(app, el("p", { class: "missing" }, t("event.unknown_event", { code: code || "" })));
    return;
  }
  const games = (g && g.games) || [];
  C.loadCatalog(ev.game).then(() => draw(ev, games));
});

function dateOf(ev) {
  const at = ev.created_at ?? ev.created ?? ev.closed_at ?? null;
  return at != null ? E.when(at, true) : E.when(Date.now(), true);
}

function draw(ev, games) {
  document.title = `${ev.title || ev.code} · ${t("event.results")}`;
  const rows = ev.standings || [];
  const tiebreaks = (ev.tiebreaks || []).map((x) => (Array.isArray(x) ? x[0] : x));
  const penalties = (ev.corrections || []).filter((c) => c.action === "penalty");
  const hasPoints = E.hasResults(ev);
  C.swap(app,
    el("header", { class: "r-head" },
      el("div", null,
        el("h1", null, ev.title || ev.code),
        el("p", { class: "r-sub" }, E.gameTitle(games, ev.game), " · ", t("event.rounds_played", { n: (ev.rounds || []).length, total: ev.rounds_planned ?? "?" }),
          " · ", t("event.entrants_n", { n: (ev.entrants || []).length }))),
      el("div", { class: "r-meta" },
        el("p", null, dateOf(ev)),
        el("p", { class: "mono" }, t("event.code"), " ", ev.code),
        el("p", { class: ["r-status", `r-${ev.status}`] }, ev.status === "closed" ? t("event.final_results") : t("event.provisional")),
        el("button", { type: "button", class: "r-print", onclick: () => window.print() }, t("event.print")))),
    hasPoints ? E.podiumBlock(ev) : null,
    el("h2", null, t("event.standings")),
    rows.length ? E.standingsTable(ev, { class: "standings-print" }) : el("p", null, t("event.no_entrants")),
    tiebreaks.length ? el("p", { class: "r-note" }, t("event.tiebreak_note", {
      stats: tiebreaks.map((s) => E.statLabel(s, ev.game)).join(", "),
    })) : el("p", { class: "r-note" }, t("event.shared_place_note")),
    rows.some((r) => (r.matches || []).some((x) => x.fixed)) ? el("p", { class: "r-note" }, "* ", t("event.fixed_note")) : null,
    botPlayedBlock(rows),
    penalties.length || rows.some((r) => r.penalty || r.warnings) ? [
      el("h2", null, t("event.penalties")),
      el("table", { class: "r-pen" }, el("tbody", null, rows.filter((r) => r.penalty || r.warnings).map((r) => el("tr", null,
        el("td", null, r.name),
        el("td", null, r.penalty ? t("event.points_n", { n: E.pts(r.penalty) }) : ""),
        el("td", null, r.warnings ? t("event.warnings_n", { n: r.warnings }) : ""))))),
    ] : null,
    el("h2", null, t("event.corrections")),
    E.correctionsList(ev),
    el("footer", { class: "r-foot" }, "partytable · ", location.host, "/event/", ev.code));
}

/** The matches a bot played for an entrant (an absent player's stand-in, or a dropped phone's seat). */
function botPlayedBlock(rows) {
  const played = rows.flatMap((r) => (r.matches || []).filter((x) => x.bot).map((x) => ({ name: r.name, ...x })));
  return played.length ? [
    el("h2", null, t("event.bot_played")),
    el("ul", { class: "r-bot-played", dataset: { key: "bot-played" } }, played.map((x) => el("li", null,
      t("event.bot_played_row", { name: x.name, round: x.round, table: x.table })))),
  ] : null;
}
