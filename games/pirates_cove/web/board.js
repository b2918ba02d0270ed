// 海盗湾: the TV board (docs/rules/pirates_cove.md §5 "TV"). Draws only view.table as the TV gets it (seat
// null, docs/pirates_cove-view.md). Top: the month counter, the step, the Locker, the Tavern deck and the
// house rules in force. Left: the sea — the five outer islands along the pirate's route 1→5 (its next stop
// drawn as a lit arrow), each with its face-up treasure, its stack and the ships there; under them Treasure
// Island, Pirate's Cove, the Legendary Pirate(s) with stats and bounty, and the Royal Navy when sent.
// Right: the stage — the wheels (spinning while captains choose, all revealed at once with an animation),
// the battle shot by shot with the dice, the shop that is open, the final standings — and the log.
// Bottom: every ship mat side by side. Text only as text.

import {
  combatantId, combatantTag, diceRow, islandName, logLine, params as gameParams, shipMat, stat, token, treasureFace, LOOT_ICON, SECTIONS,
} from "./pieces.js";

export { ready } from "./pieces.js";
// the board's log line (docs/frontend.md): a spectator's phone words the log as the TV's does
export { logLine };


export function params(p) {
  return gameParams(p);
}

// docs/rules/pirates_cove.md §4.1: "The pirate's route (H): islands 1→2→3→4→5→1…" (data.py PIRATE_ROUTE)
const OUTER = ["1", "2", "3", "4", "5"];
const LOG_LINES = 9;
const OLDER_SHOTS = 2;

const kept = new WeakMap(); // root -> {wheels: {sig, node}, shot: the last broadside drawn}

export function render(root, view, ctx) {
  const { el } = ctx.ui;
  const T = view.table;
  const k = kept.get(root) || { wheels: null, shot: null };
  kept.set(root, k);
  const over = T.step === "over" || view.finished;
  root.replaceChildren(el("div", {
    class: ["pc-board", `pc-step-${T.step}`, over && "pc-over", `pc-n${T.ships.length}`],
  },
  topBar(ctx, T),
  el("div", { class: "pc-sea" }, outerRow(ctx, T), lowerRow(ctx, T)),
  // at the end the standings take the whole side
  el("aside", { class: "pc-side" }, stage(ctx, view, T, k, over), over ? null : logBox(ctx, T)),
  el("div", { class: "pc-mats", "data-section": "mats" }, T.ships.map((s) => shipMat(ctx, s, { current: T.current === s.seat && !over })))));
}

// -- the top bar ------------------------------------------------------------------------------------

function topBar(ctx, T) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const L = T.locker || {};
  return el("div", { class: "pc-top" },
    el("div", { class: "pc-month" },
      el("span", { class: "pc-month-label" }, T.month ? t("pirates_cove.ui.month", { month: T.month, months: T.months })
        : t("pirates_cove.ui.before_month")),
      el("ol", { class: "pc-month-pips", "aria-hidden": "true" }, Array.from({ length: T.months }, (_, i) => el("li", {
        class: ["pc-month-pip", i + 1 < T.month && "pc-month-done", i + 1 === T.month && "pc-month-now"],
      }, String(i + 1))))),
    el("span", { class: "pc-top-item pc-locker", title: t("pirates_cove.ui.locker") },
      "⚱ ", t("pirates_cove.ui.locker_count", { chests: L.chests || 0, treasure: L.treasure || 0 })),
    (T.house_rules || []).length ? el("span", { class: "pc-top-item pc-house", title: t("pirates_cove.house.title") },
      "⚑ ", t("pirates_cove.ui.house_count", { n: T.house_rules.length })) : null);
}

// -- the sea ----------------------------------------------------------------------------------------

function islandOf(T, id) {
  return (T.islands || []).find((i) => i.island === id) || { island: id, shown: [], stack: null };
}

/** The five outer islands in route order, an arrow between each and back to 1; the pirate's next leg lit. */
function outerRow(ctx, T) {
  const { el } = ctx.ui;
  const legs = new Set((T.pirates || []).map((p) => `${p.at}>${p.next}`));
  const parts = [];
  OUTER.forEach((id, i) => {
    parts.push(islandCard(ctx, T, islandOf(T, id)));
    const next = OUTER[(i + 1) % OUTER.length];
    parts.push(el("span", {
      class: ["pc-route", i === OUTER.length - 1 && "pc-route-back", legs.has(`${id}>${next}`) && "pc-route-next"],
      "aria-hidden": "true",
    }, i === OUTER.length - 1 ? "↺" : "➜"));
  });
  return el("div", { class: "pc-outer" }, parts);
}

function islandCard(ctx, T, I) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const pirates = (T.pirates || []).filter((p) => p.at === I.island);
  return el("div", {
    class: ["pc-island", `pc-kind-${I.kind}`, pirates.length && "pc-island-pirate", I.storm && "pc-island-storm"],
    dataset: { island: I.island },
  },
  el("div", { class: "pc-island-head" },
    el("span", { class: "pc-island-no" }, I.island),
    el("span", { class: "pc-island-name" }, ctx.t(`pirates_cove.ui.isle.${I.island}`))),
  el("div", { class: "pc-island-loot" },
    (I.shown || []).length ? I.shown.map((c) => treasureFace(ctx, c, "pc-treasure-tv")) : el("span", { class: "pc-muted" }, "—")),
  I.storm ? el("div", { class: "pc-flag pc-flag-storm" }, "ϟ ", t("pirates_cove.ui.storm")) : null,
  shipsAt(ctx, T, I.island, pirates,
    I.stack != null ? el("span", { class: "pc-island-stack" }, t("pirates_cove.ui.stack", { n: I.stack })) : null));
}

/** The pirates' and ships' tokens at an island (``tail``: what follows them on the line, the stack's count). */
function shipsAt(ctx, T, id, pirates = [], tail = null) {
  const { el } = ctx.ui;
  const ships = T.ships.filter((s) => s.at === id);
  return el("div", { class: "pc-island-ships" },
    pirates.map((p) => el("span", { class: "pc-token pc-token-pirate", title: ctx.t(`pirates_cove.pirate.${p.pirate}`) }, "☠")),
    ships.map((s) => token(ctx, s.seat, s.crippled && "pc-token-crippled")), tail);
}

/** Treasure Island, Pirate's Cove, the pirates and the Navy under the route. */
function lowerRow(ctx, T) {
  const { el } = ctx.ui;
  const place = (id) => {
    const I = islandOf(T, id);
    return el("div", { class: ["pc-island", "pc-island-wide", `pc-kind-${I.kind}`], dataset: { island: id } },
      el("div", { class: "pc-island-head" },
        id === "cove" ? null : el("span", { class: "pc-island-no" }, id),
        el("span", { class: "pc-island-name" }, islandName(ctx, id))),
      el("div", { class: "pc-island-sells" }, ctx.t(`pirates_cove.ui.sells.${I.kind}`)),
      shipsAt(ctx, T, id));
  };
  return el("div", { class: "pc-lower" }, place("6"), place("cove"),
    (T.pirates || []).map((p) => pirateCard(ctx, p)),
    T.navy ? navyCard(ctx, T.navy) : null,
    !(T.pirates || []).length && !T.navy ? el("div", { class: "pc-enemy pc-enemy-none" },
      ctx.t("pirates_cove.ui.pirates_left", { n: T.pirates_left || 0 })) : null);
}

function enemyStats(ctx, E) {
  const { el } = ctx.ui;
  return el("div", { class: "pc-enemy-stats" }, SECTIONS.map((s) => el("span", { class: "pc-enemy-stat" },
    ctx.t(`pirates_cove.section.${s}`), " ", el("b", null, String(E[s])))));
}

function pirateCard(ctx, p) {
  const { el } = ctx.ui;
  const t = ctx.t;
  return el("div", { class: "pc-enemy pc-enemy-pirate", dataset: { pirate: p.pirate } },
    el("div", { class: "pc-enemy-head" }, "☠ ", t(`pirates_cove.pirate.${p.pirate}`),
      el("span", { class: "pc-enemy-where" }, " · ", t("pirates_cove.ui.pirate_route", { at: p.at, next: p.next }))),
    enemyStats(ctx, p),
    el("div", { class: "pc-enemy-bounty" }, t("pirates_cove.ui.bounty"), " ",
      stat(ctx, "fame", p.bounty.fame), " ", stat(ctx, "gold", p.bounty.gold)));
}

function navyCard(ctx, N) {
  const { el } = ctx.ui;
  const t = ctx.t;
  return el("div", { class: "pc-enemy pc-enemy-navy" },
    el("div", { class: "pc-enemy-head" }, "⚓ ", t("pirates_cove.ui.navy_title"),
      el("span", { class: "pc-enemy-where" }, " · ", t("pirates_cove.ui.navy_against", { target: { seat: N.target }, island: N.island }))),
    enemyStats(ctx, N),
    el("div", { class: "pc-enemy-bounty" }, t("pirates_cove.ui.bounty"), " ", stat(ctx, "fame", N.fame)));
}

// -- the stage --------------------------------------------------------------------------------------

function stage(ctx, view, T, k, over) {
  const { el } = ctx.ui;
  let body;
  if (over) body = standings(ctx, view, T);
  // in a fight the ships already lie at the islands their wheels named: the fight takes the whole stage
  else if (T.battle) body = battlePanel(ctx, T, k);
  else if (T.reveal || T.step === "destination") body = wheels(ctx, view, T, k);
  else body = stepPanel(ctx, T);
  return el("div", { class: "pc-stage" }, body);
}

/**
 * The captains' wheels: while they choose, every wheel turns alike and only the count of those set shows
 * (the prompt's progress is "count"); when `reveal` appears, all stop together on their islands. The node
 * is kept while the reveal is the same, so the animation plays once.
 */
function wheels(ctx, view, T, k) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const R = T.reveal;
  const pr = view.progress || {};
  const sig = JSON.stringify([T.month, R, ctx.lang, R ? null : [pr.answered, pr.asked]]);
  if (k.wheels && k.wheels.sig === sig) return k.wheels.node;
  const fresh = !(k.wheels && k.wheels.reveal === JSON.stringify(R));
  const node = el("div", { class: ["pc-wheels", R ? "pc-wheels-revealed" : "pc-wheels-turning", R && fresh && "pc-wheels-anim"] },
    el("div", { class: "pc-stage-title" }, R ? t("pirates_cove.ui.wheels_revealed", { month: T.month })
      : t("pirates_cove.ui.wheels_set", { n: pr.answered || 0, total: pr.asked || T.ships.length })),
    el("div", { class: "pc-wheel-row" }, T.ships.map((s, i) => {
      const dest = R ? R[String(s.seat)] : null;
      return el("div", { class: "pc-wheel", style: `--i:${i}`, dataset: { seat: String(s.seat), dest: dest || "" } },
        el("div", { class: "pc-wheel-disc" }, el("span", { class: "pc-wheel-hub" }, dest ? (dest === "cove" ? "⚓" : dest) : "?")),
        el("div", { class: "pc-wheel-who" }, token(ctx, s.seat), el("span", { class: "pc-wheel-name" }, ctx.seatName(s.seat))),
        dest ? el("div", { class: "pc-wheel-dest" }, islandName(ctx, dest)) : null);
    })));
  k.wheels = { sig, node, reveal: JSON.stringify(R) };
  return node;
}

/** The fight being resolved (docs/pirates_cove-view.md "A battle"): who fires in which order with what,
 * the latest broadside big with its dice, the ones before it small, who fled, was crippled or beaten. */
function battlePanel(ctx, T, k) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const B = T.battle;
  const shots = B.shots || [];
  const last = shots[shots.length - 1] || null;
  const lastSig = last ? JSON.stringify([B.island, shots.length, last]) : null;
  const freshShot = lastSig && k.shot !== lastSig;
  k.shot = lastSig;
  return el("div", { class: ["pc-battle", `pc-battle-${B.kind}`], dataset: { island: B.island } },
    el("div", { class: "pc-stage-title" }, t(B.kind === "navy" ? "pirates_cove.ui.navy_duel" : "pirates_cove.ui.battle_at",
      { island: islandName(ctx, B.island), round: B.round })),
    fightersTable(ctx, T, B),
    last ? shotView(ctx, last, true, freshShot) : el("div", { class: "pc-muted" }, t("pirates_cove.ui.no_shot_yet")),
    outcomeFlags(ctx, B),
    shots.length > 1 ? el("ol", { class: "pc-shots-older log-lines log-newest-on-top" }, shots.slice(-1 - OLDER_SHOTS, -1).reverse()
      .map((s) => el("li", null, shotView(ctx, s, false, false)))) : null);
}

function fighterStats(T, c) {
  if (Number.isInteger(c.seat)) return T.ships[c.seat];
  if (c.pirate) return (T.pirates || []).find((p) => p.pirate === c.pirate) || null;
  return T.navy;
}

function fightersTable(ctx, T, B) {
  const { el } = ctx.ui;
  const t = ctx.t;
  return el("table", { class: "pc-fighters" },
    el("thead", null, el("tr", null, el("th", null, t("pirates_cove.ui.firing_order")),
      SECTIONS.map((s) => el("th", { title: t(`pirates_cove.section.${s}`) }, t(`pirates_cove.ui.section_short.${s}`))), el("th", null, "⚅"))),
    el("tbody", null, (B.fighters || []).map((c) => {
      const S = fighterStats(T, c) || {};
      const dice = S.dice != null ? S.dice : Math.min(S.crew || 0, S.cannons || 0);
      return el("tr", { dataset: { fighter: combatantId(c) } }, el("td", null, combatantTag(ctx, c, false, true)),
        SECTIONS.map((s) => el("td", { class: ["pc-num", S[s] === 0 && "pc-zero"] }, S[s] != null ? String(S[s]) : "")),
        el("td", { class: "pc-num" }, String(dice)));
    })));
}

function shotView(ctx, s, big, fresh) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const applied = Object.entries(s.applied || {}).filter(([, n]) => n);
  const spread = applied.length > 1 || (applied.length === 1 && applied[0][0] !== s.section);
  return el("div", { class: ["pc-shot", big && "pc-shot-big", fresh && "pc-shot-fresh"], dataset: { round: String(s.round) } },
    el("div", { class: "pc-shot-line" }, combatantTag(ctx, s.by, !big), el("span", { class: "pc-shot-arrow" }, " ➜ "), combatantTag(ctx, s.at, !big),
      el("span", { class: "pc-shot-section" }, "◎ ", t(`pirates_cove.section.${s.section}`))),
    el("div", { class: "pc-shot-roll" }, diceRow(ctx, s.dice),
      el("span", { class: ["pc-shot-hits", s.hits ? "pc-hit" : "pc-miss"] },
        s.hits ? t("pirates_cove.ui.hits", { n: s.hits }) : t("pirates_cove.ui.miss")),
      spread ? el("span", { class: "pc-shot-applied" }, t("pirates_cove.ui.volley_spread"), " ",
        applied.map(([sec, n]) => `${t(`pirates_cove.section.${sec}`)} −${n}`).join(", ")) : null),
    big && (s.cards || []).length ? el("div", { class: "pc-shot-cards" }, s.cards.map((c) => el("span", { class: "pc-card-played" },
      token(ctx, c.seat), " ", t(`pirates_cove.card.${c.kind}`)))) : null);
}

function outcomeFlags(ctx, B) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const flags = [
    ...(B.fled || []).map((n) => el("span", { class: "pc-flag pc-flag-fled" }, token(ctx, n), " ", t("pirates_cove.ui.fled"))),
    ...(B.crippled || []).map((n) => el("span", { class: "pc-flag pc-flag-crippled" }, token(ctx, n), " ✖ ", t("pirates_cove.ui.crippled"))),
    ...(B.defeated || []).map((c) => el("span", { class: "pc-flag pc-flag-defeated" }, combatantTag(ctx, c), " ", t("pirates_cove.ui.defeated"))),
    B.winner != null ? el("span", { class: "pc-flag pc-flag-winner" }, "⚑ ", t("pirates_cove.ui.battle_winner", { seat: B.winner })) : null,
  ].filter(Boolean);
  return flags.length ? el("div", { class: "pc-battle-flags" }, flags) : null;
}

/** Outfitting, Events, the Navy and the upgrades: what the table waits for. */
function stepPanel(ctx, T) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const shop = T.current != null && (T.step === "upgrade" || T.step === "outfit");
  const ship = shop ? T.ships[T.current] : null;
  return el("div", { class: "pc-step-panel" },
    el("div", { class: "pc-stage-title" }, t(`pirates_cove.ui.step.${T.step}`)),
    ship ? el("div", { class: "pc-shop-now" }, token(ctx, ship.seat),
      el("span", null, t("pirates_cove.ui.shopping", {
        seat: ship.seat, island: islandName(ctx, T.step === "outfit" ? "outfit" : ship.at),
      }))) : el("div", { class: "pc-step-text" }, t(`pirates_cove.ui.step_text.${T.step}`)));
}

/** The end (docs/rules/pirates_cove.md §4.10): places by fame, then gold, then chests. */
function standings(ctx, view, T) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const o = view.outcome || {};
  const places = o.places || T.ships.map(() => null);
  const order = T.ships.map((s) => s.seat).sort((a, b) => (places[a] || 99) - (places[b] || 99));
  const winners = new Set(o.winners || []);
  return el("div", { class: "pc-standings" },
    el("div", { class: "pc-stage-title" }, t("pirates_cove.ui.final")),
    el("table", { class: "pc-final" },
      el("thead", null, el("tr", null, el("th", null, "#"), el("th", null, t("pirates_cove.ui.captain")),
        ["fame", "gold", "chests"].map((k) => el("th", { title: t(`pirates_cove.ui.stat.${k}`) }, LOOT_ICON[k])))),
      el("tbody", null, order.map((n) => {
        const S = T.ships[n];
        return el("tr", { class: winners.has(n) && "pc-final-winner", dataset: { seat: String(n) } },
          el("td", { class: "pc-num" }, places[n] != null ? String(places[n]) : ""),
          el("td", null, el("span", { class: "pc-who" }, token(ctx, n), el("span", { class: "pc-who-name" }, ctx.seatName(n)),
            winners.has(n) ? el("span", { class: "pc-crown", "aria-hidden": "true" }, " ", ctx.ui.icon("winner")) : null)),
          ["fame", "gold", "chests"].map((k) => el("td", { class: "pc-num" }, String((o[k] || [])[n] ?? S[k]))));
      }))));
}

function logBox(ctx, T) {
  const { el } = ctx.ui;
  const log = (T.log || []).slice(-LOG_LINES).reverse();
  return el("div", { class: "pc-logbox" },
    el("h3", null, ctx.t("pirates_cove.ui.log")),
    el("ol", { class: "pc-log log-lines log-newest-on-top" }, log.map((e, i) => logLine(ctx, e, i))));
}
