// partytable: pieces the event projector (/event/<CODE>/tv) and the printable
// results page (/event/<CODE>/results) share: places, stat labels, the
// standings table and the corrections log. Protocol: docs/events.md.
//
// Names are hostile input: everything here builds DOM with el(), which sets text
// as text and never parses HTML.

import * as C from "/static/phone/common.js";

const { el, t } = C;

/** "1st", "2nd"... in English; "第1名" in Chinese (the catalogue's event.place_n). */
export function ordinal(n) {
  if (n == null || !Number.isFinite(Number(n))) return "–";
  n = Number(n);
  if (C.getLang() !== "en") return t("event.place_n", { n });
  const tens = n % 100, ones = n % 10;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ones === 1 ? "st" : ones === 2 ? "nd" : ones === 3 ? "rd" : "th";
  return t("event.place_n", { n: `${n}${suffix}` });
}

/** Points with a sign when asked ("+2", "−1", "0"). */
export function pts(v, signed = false) {
  if (v == null || v === "") return "–";
  const n = Number(v);
  if (!Number.isFinite(n)) return String(v);
  if (n < 0) return `−${Math.abs(n)}`;
  return signed && n > 0 ? `+${n}` : String(n);
}

/** The label of a tie-break stat (e.g. merlin_assassinations) in the reader's language. */
export function statLabel(stat, game) {
  const gid = game ? game.id || game : "";
  return C.tOr(`event.stat.${stat}`, null, C.tOr(`${gid}.stat.${stat}`, null, C.humanize(stat)));
}

/** The game's declaration from /api/games (or null). */
export function findGame(games, id) {
  return (games || []).find((g) => g.id === id) || null;
}

export function gameTitle(games, id) {
  const g = findGame(games, id);
  return g ? C.gameName(g) : C.tOr(`${id}.name`, null, id || "");
}

/** The round numbers shown as columns: the planned ones and any played beyond. */
export function roundNumbers(ev) {
  const n = Math.max(Number(ev.rounds_planned) || 0, (ev.rounds || []).length, Number(ev.round) || 0);
  return Array.from({ length: n }, (_, i) => i + 1);
}

export function entrantName(ev, id) {
  const e = (ev.entrants || []).find((x) => x.id === id);
  if (e) return e.name;
  const s = (ev.standings || []).find((x) => x.entrant === id);
  return s ? s.name : String(id ?? "");
}

function medal(place) {
  return place >= 1 && place <= 3 ? `place-${place}` : null;
}

/**
 * The standings as a table: place, name, one column per round, the tie-break
 * stats, penalties and warnings, the total. ``opts.limit`` keeps the first rows,
 * ``opts.me`` highlights an entrant.
 */
export function standingsTable(ev, opts = {}) {
  const rounds = roundNumbers(ev);
  const tiebreaks = (ev.tiebreaks || []).map((x) => (Array.isArray(x) ? x[0] : x));
  const rows = ev.standings || [];
  const withdrawn = new Set((ev.entrants || []).filter((e) => e.withdrawn).map((e) => e.id));
  const showPen = rows.some((r) => r.penalty || r.warnings);
  // places mean something once a match has counted (before, everyone shares the first)
  const ranked = hasResults(ev);
  const head = el("tr", null,
    el("th", { class: "st-place" }, t("event.col_place")),
    el("th", { class: "st-name" }, t("event.col_name")),
    rounds.map((r) => el("th", { class: "st-round" }, t("event.col_round", { n: r }))),
    tiebreaks.map((s) => el("th", { class: "st-stat" }, statLabel(s, ev.game))),
    showPen ? el("th", { class: "st-pen" }, t("event.col_penalty")) : null,
    el("th", { class: "st-total" }, t("event.col_total")));
  const body = rows.slice(0, opts.limit || rows.length).map((r) => {
    const byRound = r.by_round || {};
    const matches = r.matches || [];
    return el("tr", {
      class: ["st-row", ranked && medal(r.place), opts.me === r.entrant && "st-me", withdrawn.has(r.entrant) && "st-withdrawn"],
      dataset: { entrant: String(r.entrant), place: String(r.place ?? "") },
    },
    el("td", { class: "st-place" }, el("span", { class: "st-medal" }, ranked && r.place != null ? String(r.place) : "–")),
    el("td", { class: "st-name" }, el("span", { class: "st-name-text" }, r.name),
      withdrawn.has(r.entrant) ? el("span", { class: "st-tag" }, t("event.withdrawn")) : null),
    rounds.map((no) => {
      const v = byRound[String(no)];
      const ms = matches.filter((m) => m.round === no);
      const voided = ms.length > 0 && ms.every((m) => m.voided);
      const fixed = ms.some((m) => m.fixed);
      return el("td", { class: ["st-round", v == null && "st-none", voided && "st-voided", fixed && "st-fixed"],
        title: voided ? t("event.voided") : fixed ? t("event.fixed") : null },
      v == null ? "·" : pts(v), fixed ? el("sup", { class: "st-mark" }, "*") : null);
    }),
    tiebreaks.map((s) => el("td", { class: "st-stat" }, String((r.stats || {})[s] ?? 0))),
    showPen ? el("td", { class: "st-pen" },
      r.penalty ? el("span", { class: "st-penalty" }, pts(r.penalty)) : null,
      r.warnings ? el("span", { class: "st-warn", title: t("event.warnings") }, "⚠", String(r.warnings)) : null) : null,
    el("td", { class: "st-total" }, pts(r.total)));
  });
  return el("table", { class: ["standings", opts.class] }, el("thead", null, head), el("tbody", null, body));
}

/** Has any match counted? (Before that, everyone shares the first place.) */
export function hasResults(ev) {
  return (ev.standings || []).some((r) => (r.matches || []).length);
}

/** The first three places (shared places included) for a podium. */
export function podium(ev) {
  const rows = (ev.standings || []).filter((r) => r.place >= 1 && r.place <= 3);
  const by = { 1: [], 2: [], 3: [] };
  for (const r of rows) by[r.place].push(r);
  return by;
}

export function podiumBlock(ev, opts = {}) {
  const by = podium(ev);
  const step = (place) => el("div", { class: ["podium-step", `podium-${place}`], dataset: { place: String(place) } },
    el("div", { class: "podium-names" }, by[place].length
      ? by[place].slice(0, 3).map((r) => el("div", { class: "podium-name" }, el("span", null, r.name), el("span", { class: "podium-pts" }, t("event.points_n", { n: pts(r.total) }))))
      : el("div", { class: "podium-name podium-empty" }, "–"),
    by[place].length > 3 ? el("div", { class: "podium-more" }, `+${by[place].length - 3}`) : null),
    el("div", { class: "podium-block" }, el("span", { class: "podium-no" }, ordinal(place))));
  return el("div", { class: ["podium", opts.animate && "podium-animate"] }, step(2), step(1), step(3));
}

/** A moment (epoch seconds, epoch ms or an ISO string) in the reader's language. */
export function when(at, withDate = false) {
  if (at == null) return "";
  let d;
  if (typeof at === "number") d = new Date(at < 1e12 ? at * 1000 : at);
  else d = new Date(String(at));
  if (Number.isNaN(d.getTime())) return String(at);
  const o = withDate ? { dateStyle: "medium", timeStyle: "short" } : { hour: "2-digit", minute: "2-digit" };
  try {
    return d.toLocaleString(C.getLang(), o);
  } catch (_) {
    return d.toLocaleString();
  }
}

/** One correction as a line: what, where, who, why. */
export function correctionParts(c, ev) {
  const what = C.tOr(`event.action.${c.action}`, null, C.humanize(c.action || ""));
  const where = [];
  if (c.round != null) where.push(t("event.round_short", { n: c.round }));
  if (c.table != null) where.push(t("event.table_n", { n: c.table }));
  if (c.entrant != null) where.push(entrantName(ev, c.entrant));
  let amount = "";
  if (c.points != null && typeof c.points === "object") {
    amount = Object.entries(c.points).map(([id, p]) => `${entrantName(ev, maybeNum(ev, id))} ${pts(p)}`).join(", ");
  } else if (c.points != null && c.points !== 0) {
    amount = t("event.points_n", { n: pts(c.points) });
  }
  if (c.warnings) amount = [amount, t("event.warnings_n", { n: c.warnings })].filter(Boolean).join(" · ");
  return { when: when(c.at), what, where: where.join(" · "), amount, by: c.by || "", reason: c.reason || "" };
}

/** An entrant id from a JSON object key (ids may be numbers or strings). */
function maybeNum(ev, key) {
  const ids = (ev.entrants || []).map((e) => e.id);
  if (ids.includes(key)) return key;
  const n = Number(key);
  return ids.includes(n) ? n : key;
}

export function correctionsList(ev, opts = {}) {
  const list = (ev.corrections || []).slice();
  if (opts.newestFirst) list.reverse();
  if (!list.length) return el("p", { class: "muted corr-empty" }, t("event.no_corrections"));
  return el("ol", { class: "corrections" }, list.map((c) => {
    const p = correctionParts(c, ev);
    return el("li", { class: ["corr", `corr-${c.action}`] },
      el("span", { class: "corr-when mono" }, p.when),
      el("span", { class: "corr-what" }, p.what),
      p.where ? el("span", { class: "corr-where" }, p.where) : null,
      p.amount ? el("span", { class: "corr-amount" }, p.amount) : null,
      p.by ? el("span", { class: "corr-by" }, t("event.by_name", { name: p.by })) : null,
      p.reason ? el("span", { class: "corr-reason" }, "“", p.reason, "”") : null);
  }));
}

/** The text of an ``error`` event: the event's own messages first (event.error.<code>). */
export function errorText(err) {
  if (err && err.code) return C.tOr(`event.error.${err.code}`, err.params, C.errorText(err));
  return C.errorText(err);
}

/** The label of a table status (seated / playing / finished / abandoned / voided). */
export function statusLabel(status) {
  return C.tOr(`event.status.${status}`, null, C.humanize(status || ""));
}
