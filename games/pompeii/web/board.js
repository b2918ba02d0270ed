// Pompeii: the TV board (public table). The city map with its buildings, circles
// filling with the players' colours, lava spreading with its symbol; where the
// current player may act is lit (the card's building, the lava's reach, the active
// player's pieces). Beside it each player's escaped, in the volcano and supply, the
// deck and how near AD 79 is, the lava bag, and the public log. Text only as text.

import { GLYPH, cityMap, params } from "./map.js";

const NEIGHBOURS = [[-1, 0], [1, 0], [0, -1], [0, 1]];

/** Squares the current step could use, from public information only. */
function litSquares(T) {
  const lit = new Set();
  const sq = T.board.squares;
  const all = sq.flat();
  if (T.step === "place" || T.step === "relative") {
    const card = T.deck.played[T.deck.played.length - 1];
    for (const s of all) {
      if (s.kind === "building" && s.pieces.length < s.circles && (!card || s.building === card.building)) lit.add(`${s.r},${s.c}`);
    }
  } else if (T.step === "lava" && T.lava.tile && T.lava.tile.symbol) {
    const sym = T.lava.tile.symbol;
    for (const s of all) {
      if (s.lava !== sym) continue;
      for (const [dr, dc] of NEIGHBOURS) {
        const n = sq[s.r + dr] && sq[s.r + dr][s.c + dc];
        if (n && !n.lava && n.kind !== "outside") lit.add(`${n.r},${n.c}`);
      }
    }
  } else if (T.step === "move") {
    for (const s of all) if (s.pieces.includes(T.active)) lit.add(`${s.r},${s.c}`);
  }
  return lit;
}

export function render(root, view, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const T = view.table;
  const map = cityMap(T.board, { lit: litSquares(T), phase: T.phase, labels: true });

  const seatRows = T.seats.map((s) => el("div", {
    class: ["pm-seat", ctx.ui.seatClass(s.seat), T.active === s.seat && T.phase !== "end" && "pm-seat-active",
      T.end && T.end.winners.includes(s.seat) && "pm-seat-winner"],
    "data-part": "seat",
  },
  el("div", { class: "pm-seat-name" }, ctx.ui.seatMark(s.seat), ctx.seatName(s.seat)),
  el("div", { class: "pm-stats" },
    stat(el, t("pompeii.label.escaped"), s.escaped, "pm-stat-escaped"),
    stat(el, t("pompeii.label.volcano"), s.volcano, "pm-stat-volcano"),
    T.phase === "immigration" ? stat(el, t("pompeii.label.supply"), s.supply) : stat(el, t("pompeii.ui.on_board"), s.on_board),
    T.phase === "immigration" ? stat(el, t("pompeii.label.hand"), s.hand) : null)));

  const d = T.deck;
  const info = [];
  if (T.phase === "immigration") {
    info.push(el("div", { class: "pm-info-big" }, `${t("pompeii.label.deck")}: ${d.count}`));
    if (d.first_ad79_in != null) info.push(el("div", { class: "pm-ad79" }, t("pompeii.label.first_ad79_in", { n: d.first_ad79_in })));
    if (d.second_ad79_within != null) info.push(el("div", { class: "pm-ad79" }, t("pompeii.label.second_ad79_within", { n: d.second_ad79_within })));
    if (d.relatives) info.push(el("div", { class: "pm-tag" }, t("pompeii.label.relatives_on")));
  } else {
    info.push(el("div", { class: "pm-info-big" }, `${t("pompeii.label.bag")}: ${T.lava.bag}`));
    if (T.lava.tile && T.lava.tile.symbol) {
      info.push(el("div", { class: "pm-tile" }, el("span", { class: "pm-tile-glyph" }, GLYPH[T.lava.tile.symbol] || "✸"),
        t(`pompeii.symbol.${T.lava.tile.symbol}`)));
    }
  }

  const head = el("div", { class: "pm-head" },
    el("span", { class: "pm-phase" }, t(`pompeii.phase.${T.phase}`)),
    T.phase !== "end" ? el("span", { class: "pm-turn" }, ctx.ui.seatMark(T.active),
      ctx.seatName(T.active), T.step ? ` · ${t(`pompeii.step.${T.step}`)}` : "") : null,
    T.end ? el("span", { class: "pm-end" }, t(`pompeii.reason.${T.end.reason}`)) : null);

  // newest first: the log shows whole lines, the oldest that do not fit leave (common.css .log-lines)
  const log = (T.log || []).slice(-9).reverse();
  const side = el("aside", { class: "pm-side" },
    el("div", { class: "pm-info" }, info),
    el("div", { class: "pm-seats", "data-section": "seats" }, seatRows),
    el("ol", { class: "pm-log log-lines" }, log.map((e) => el("li", null, logLine(ctx, e)))));

  // the board lays out in the box it is given (the TV's width, or the replay's beside a seat's secrets):
  // .pm-tv is the container its parts ask (style.css), .pm-table the layout
  root.replaceChildren(el("div", { class: ["pm-tv", `pm-phase-${T.phase}`] }, el("div", { class: "pm-table" },
    el("div", { class: "pm-main" }, head, el("div", { class: "pm-map-box" }, map)), side)));
}

/** One entry of the public log, squares named as the map labels them ("B4"): the TV's log and the
 * spectator's phone (docs/frontend.md, the board's optional ``logLine``). */
export function logLine(ctx, entry) {
  return ctx.t(entry.key, params(entry.params));
}

function stat(el, label, value, cls) {
  return el("div", { class: ["pm-stat", cls] }, el("span", { class: "pm-stat-n" }, String(value)), el("span", { class: "pm-stat-label" }, label));
}
