// 盗梦都市: the TV board (docs/rules/inception.md §12 "TV"). Draws only view.table as the TV gets it (seat
// null, docs/inception-view.md): the lost layer and the four dream layers as columns, each with its lock die,
// its vault (face down or opened), its nightmare marker and the players in it (role, hand and bribe counts);
// beside them the deck count large (the clock), whose turn and phase, the card being resolved with its
// target and die roll, the 解封② countdown (never who is deciding), cards shown to the table and the log.
// At the end the vault layout, every bribe card, the traitors, the winning camp and the points. Text only
// as text.

import {
  bribeFace, cardFace, effectRef, layerName, logLine, nightmareFace, params, phaseName, rollView, seatTag,
  token, vaultFace,
} from "./pieces.js";

export { ready } from "./pieces.js";
// the board's log line (docs/frontend.md): a spectator's phone words the log as the TV's does
export { logLine };


// §5.2 I6: the 解封② window's length (Inception.timers["window"])
const WINDOW_SECONDS = 10;
const LOG_LINES = 7;
const DISCARD_SHOWN = 3;

const kept = new WeakMap(); // root -> the window banner and its signature (its countdown runs on through redraws)

export function render(root, view, ctx) {
  const { el } = ctx.ui;
  const T = view.table;
  const k = kept.get(root) || { banner: null, sig: null };
  kept.set(root, k);
  const over = T.stage === "over" && T.end;
  const main = over ? endScreen(ctx, T, view.outcome || {}) : layersView(ctx, T);
  root.replaceChildren(el("div", {
    class: ["inc-board", `inc-stage-${T.stage}`, over && "inc-over", `inc-n${T.seats.length}`],
  // whose turn it is heads the layers (where the stage banner stands before play): the side keeps its
  // height for what is being resolved, which at ten seats is a window, a card and a die at once
  }, el("div", { class: "inc-main" }, stageBanner(ctx, T, view), over ? null : turnLine(ctx, T), main),
  el("aside", { class: "inc-side" }, clock(ctx, T), over ? null : actionBox(ctx, T, k), logBox(ctx, T))));
}

// -- the layers ------------------------------------------------------------------------------------

/** Before play: who is choosing (the offers and the layout are secret, only the step is shown). */
function stageBanner(ctx, T, view) {
  if (T.stage !== "roles" && T.stage !== "setup") return null;
  const { el } = ctx.ui;
  const pr = view.progress;
  return el("div", { class: "inc-stage-banner" },
    el("span", { class: "inc-stage-title" }, ctx.t(`inception.ui.stage.${T.stage}`)),
    T.stage === "roles" && pr && pr.asked ? el("span", { class: "inc-stage-count" },
      ctx.t("inception.ui.chosen_count", { n: pr.answered, total: pr.asked })) : null);
}

function layersView(ctx, T) {
  const { el } = ctx.ui;
  const byLayer = new Map([0, 1, 2, 3, 4].map((n) => [n, []]));
  for (const S of T.seats) byLayer.get(S.layer).push(S);
  const w = T.window;
  return el("div", { class: "inc-layers" },
    lostColumn(ctx, T, byLayer.get(0)),
    T.layers.map((L) => el("section", {
      class: ["inc-layer", `inc-layer-${L.layer}`, L.vault !== "closed" && "inc-layer-open", w && w.layer === L.layer && "inc-layer-window"],
      dataset: { layer: String(L.layer) },
    },
    el("header", { class: "inc-layer-head" }, el("span", { class: "inc-layer-name" }, layerName(ctx, L.layer)), lockDie(ctx, L)),
    el("div", { class: "inc-layer-vault" }, vaultFace(ctx, L.vault), L.nightmare ? nightmareFace(ctx, null) : null),
    seatList(ctx, T, byLayer.get(L.layer)))));
}

function lostColumn(ctx, T, seats) {
  const { el } = ctx.ui;
  return el("section", { class: ["inc-layer", "inc-layer-lost"], dataset: { layer: "0" } },
    el("header", { class: "inc-layer-head" }, el("span", { class: "inc-layer-name" }, el("span", { "aria-hidden": "true" }, "✝ "), layerName(ctx, 0))),
    seatList(ctx, T, seats));
}

/** The lock die: the locks left, and the starting value under it. */
function lockDie(ctx, L) {
  const { el } = ctx.ui;
  return el("span", { class: ["inc-lock", L.locks === 0 && "inc-lock-zero"], title: ctx.t("inception.ui.locks_of", { n: L.locks, start: L.start }) },
    el("span", { class: "inc-lock-label" }, ctx.t("inception.ui.locks")),
    el("span", { class: "inc-lock-n" }, String(L.locks)),
    el("span", { class: "inc-lock-start" }, `/${L.start}`));
}

function seatList(ctx, T, seats) {
  const { el } = ctx.ui;
  return el("div", { class: ["inc-seats", seats.length > 5 && "inc-seats-crowded"], "data-section": "seats" }, seats.map((S) => seatTile(ctx, T, S)));
}

function seatTile(ctx, T, S) {
  const { el } = ctx.ui;
  const master = S.camp_public === "master";
  const current = T.stage === "play" && T.current === S.seat;
  const resolving = T.resolving || {};
  return el("div", {
    class: ["inc-seat", ctx.ui.seatClass(S.seat), master && "inc-seat-master", current && "inc-seat-current", !S.alive && "inc-seat-dead",
      resolving.seat === S.seat && "inc-seat-user", resolving.target === S.seat && "inc-seat-target"],
    dataset: { seat: String(S.seat), part: "seat" },
  },
  el("div", { class: "inc-seat-head" },
    current ? el("span", { class: "inc-turn-mark", "aria-hidden": "true" }, "▶") : null,
    token(ctx, S.seat),
    el("span", { class: "inc-seat-name" }, ctx.seatName(S.seat)),
    master ? el("span", { class: "inc-crown", title: ctx.t("inception.ui.master") }, ctx.ui.icon("master")) : null),
  el("div", { class: "inc-seat-info" },
    el("span", { class: "inc-seat-role" }, S.role ? ctx.t(`inception.role.${S.role}`) : ctx.t(master ? "inception.ui.master" : "inception.ui.thief")),
    el("span", { class: "inc-seat-stats" },
      el("span", { class: "inc-stat inc-stat-hand", title: ctx.t("inception.ui.hand_count", { n: S.hand }) },
        el("span", { class: "inc-hand-icon", "aria-hidden": "true" }), String(S.hand)),
      S.bribes ? el("span", { class: "inc-stat inc-stat-bribes", title: ctx.t("inception.ui.bribe_count", { n: S.bribes }) },
        el("span", { "aria-hidden": "true" }, "✉"), String(S.bribes)) : null)));
}

// -- the side: the clock, the turn, what is being resolved, the log ---------------------------------

/** §7: the deck is the game's clock, shown large; the discard pile beside it. */
function clock(ctx, T) {
  const { el } = ctx.ui;
  const d = T.discard || { count: 0, top: [] };
  return el("div", { class: ["inc-clock", T.deck <= 10 && "inc-clock-low"] },
    el("div", { class: "inc-deck" },
      el("span", { class: "inc-deck-n" }, String(T.deck)),
      el("span", { class: "inc-deck-label" }, ctx.t("inception.ui.deck_left"))),
    el("div", { class: "inc-piles" },
      el("span", { class: "inc-pile" }, ctx.t("inception.ui.discard_count", { n: d.count })),
      T.removed ? el("span", { class: "inc-pile" }, ctx.t("inception.ui.removed", { n: T.removed })) : null,
      el("span", { class: "inc-pile" }, ctx.t("inception.ui.bribes_left", { n: T.bribes_left })),
      T.spare_nightmares ? el("span", { class: "inc-pile" }, ctx.t("inception.ui.spare_nightmares", { n: T.spare_nightmares })) : null),
    (d.top || []).length ? el("div", { class: "inc-discard-top" }, d.top.slice(-DISCARD_SHOWN).reverse().map((c) => cardFace(ctx, c, "mini"))) : null);
}

function turnLine(ctx, T) {
  const { el } = ctx.ui;
  if (T.stage !== "play" || T.current == null) return null;
  return el("div", { class: ["inc-turnline", ctx.ui.seatClass(T.current)] },
    el("span", { class: "inc-turn-n" }, ctx.t("inception.ui.turn", { n: T.turn })),
    el("span", { class: "inc-turn-of" }, token(ctx, T.current), " ", ctx.t("inception.ui.turn_of", { seat: T.current })),
    el("span", { class: "inc-phase" }, phaseName(ctx, T.phase)));
}

/** What happens now: the 解封② window, the card or effect resolving, the die, cards shown, a nightmare revealed. */
function actionBox(ctx, T, k) {
  const { el } = ctx.ui;
  const parts = [windowBanner(ctx, T, k), resolvingView(ctx, T), rollView(ctx, T.roll),
    nightmareShown(ctx, T.nightmare_shown), shownView(ctx, T.shown || [])].filter(Boolean);
  if (!T.window) k.sig = null;
  return parts.length ? el("div", { class: "inc-action" }, parts) : null;
}

function resolvingView(ctx, T) {
  const { el } = ctx.ui;
  const R = T.resolving;
  if (!R) return null;
  const what = R.card ? { key: `inception.card.${R.card.kind}` } : effectRef(R.kind);
  return el("div", { class: "inc-resolving" },
    el("div", { class: "inc-resolving-title" }, ctx.t("inception.ui.uses", { seat: R.seat, card: what }),
      R.target != null ? el("span", { class: "inc-resolving-target" }, " → ", seatTag(ctx, R.target)) : null,
      R.layer != null ? el("span", { class: "inc-resolving-target" }, " → ", layerName(ctx, R.layer)) : null),
    el("div", { class: "inc-resolving-cards" },
      R.card ? cardFace(ctx, R.card, "card") : el("span", { class: "inc-effect-plate" }, "✦ ", ctx.t(what.key)),
      R.decree ? cardFace(ctx, R.decree, "card") : null),
    // the card's text while nothing else needs the room
    R.card && !T.window && !(T.shown || []).length ? el("div", { class: "inc-resolving-text" }, ctx.t(`inception.card.${R.card.kind}.text`)) : null);
}

/** The 解封② window: a countdown and whose unlock it would cancel, never who is deciding (§12 "Windows"). */
function windowBanner(ctx, T, k) {
  const w = T.window;
  if (!w) return null;
  const sig = JSON.stringify([w, ctx.lang]);
  if (k.sig === sig && k.banner) return k.banner;
  const { el } = ctx.ui;
  k.sig = sig;
  k.banner = el("div", { class: "inc-window" },
    el("div", { class: "inc-window-text" }, el("span", { class: "inc-window-icon", "aria-hidden": "true" }, "◔ "),
      ctx.t("inception.ui.window", { seat: w.seat, layer: w.layer })),
    el("div", { class: "inc-countdown" }, el("div", { class: "inc-countdown-bar", style: `animation-duration:${WINDOW_SECONDS}s` })));
  return k.banner;
}

function nightmareShown(ctx, N) {
  if (!N) return null;
  const { el } = ctx.ui;
  return el("div", { class: "inc-nightmare-shown" },
    el("div", { class: "inc-box-title" }, ctx.t("inception.ui.nightmare_of", { layer: N.layer })), nightmareFace(ctx, N.nightmare, true));
}

/** Cards shown to everyone (爆甲螺旋, 死亡宣言, 万有引力's pool, …): whose and why. */
function shownView(ctx, shown) {
  const { el } = ctx.ui;
  if (!shown.length) return null;
  return el("div", { class: "inc-shown" }, shown.map((s) => el("div", { class: "inc-shown-row" },
    el("div", { class: "inc-box-title" }, seatTag(ctx, s.seat), " ", ctx.t(s.key)),
    el("div", { class: "inc-shown-cards" }, s.cards.map((c) => cardFace(ctx, c, "mini"))))));
}

function logBox(ctx, T) {
  const { el } = ctx.ui;
  const log = (T.log || []).slice(-LOG_LINES).reverse();
  return el("div", { class: "inc-logbox" },
    el("h3", { class: "inc-box-title" }, ctx.t("inception.ui.log")),
    el("ol", { class: "inc-log log-lines log-newest-on-top" }, log.map((e) => logLine(ctx, e))));
}

// -- the end ---------------------------------------------------------------------------------------

/** §12 "End screen: the vault layout, everyone's bribe cards, traitors highlighted, the winning camp, and points". */
function endScreen(ctx, T, outcome) {
  const { el } = ctx.ui;
  const E = T.end;
  const t = ctx.t;
  const winners = new Set(E.winners || []);
  const traitors = new Set(E.traitors || []);
  const nightmareOf = new Map((E.nightmares || []).map((n) => [n.layer, n.nightmare]));
  const bribesOf = new Map((E.bribes || []).map((b) => [b.seat, b.bribes]));
  const scores = outcome.scores || {};
  const camp = (S) => (traitors.has(S.seat) ? "traitor" : S.camp_public);
  return el("div", { class: "inc-end" },
    el("div", { class: ["inc-end-title", E.result === "inception.result.thieves" ? "inc-end-thieves" : "inc-end-master"] },
      t(E.result, params(outcome.params || {}))),
    el("div", { class: "inc-end-vaults" }, (E.vaults || []).map((v) => el("div", { class: "inc-end-vault", dataset: { layer: String(v.layer) } },
      el("span", { class: "inc-layer-name" }, layerName(ctx, v.layer)),
      vaultFace(ctx, v.vault),
      nightmareOf.has(v.layer) ? nightmareFace(ctx, nightmareOf.get(v.layer)) : null))),
    el("table", { class: "inc-end-table" },
      el("thead", null, el("tr", null, ["player", "role", "camp", "bribes", "points"].map((h) => el("th", null, t(`inception.ui.col_${h}`))))),
      el("tbody", null, T.seats.map((S) => el("tr", {
        class: [winners.has(S.seat) && "inc-row-won", traitors.has(S.seat) && "inc-row-traitor"], dataset: { seat: String(S.seat) },
      },
      el("td", null, winners.has(S.seat) ? el("span", { class: "inc-star", "aria-hidden": "true" }, ctx.ui.icon("winner"), " ") : null, seatTag(ctx, S.seat)),
      el("td", null, S.role ? t(`inception.role.${S.role}`) : "—"),
      el("td", { class: `inc-camp-${camp(S)}` }, t(`inception.ui.camp_${camp(S)}`)),
      el("td", { class: "inc-end-bribes" }, (bribesOf.get(S.seat) || []).length ? bribesOf.get(S.seat).map((b) => bribeFace(ctx, b)) : "—"),
      el("td", { class: "inc-end-points" }, String(scores[String(S.seat)] ?? (winners.has(S.seat) ? 1 : 0))))))));
}
