// 海盗湾: the phone's private panel (docs/rules/pirates_cove.md §5 "Phone"). One line says what the table
// is doing (public); then the seat's ship mat (public, the same height for every seat); then the Tavern
// hand and the Spyglass results behind hold-to-reveal (a cover of one size for every seat: only the hand's
// count, which the TV shows too, is on it). Prompts: the captain's wheel by renderPrompt (six islands on a
// wheel; after a tap it turns and shows only "set, waiting for N", never the island, so a neighbour sees
// nothing); the broadside by renderPrompt (one row per target with its four sections); Navy targets by
// renderChoice (the captain and the island); the rest are the generic widgets. Every prompt is drawn from
// the prompt alone (docs/frontend.md "Simultaneous prompts look alike"). The panel never buzzes.

import {
  combatantName, combatantTag, islandName, params as gameParams, shipMat, treasureFace,
} from "./pieces.js";

export { ready } from "./pieces.js";

export function params(p) {
  return gameParams(p);
}

/**
 * What a response window answers (issue 19 point 9; the shell shows it under the title): the
 * Battle card window names who fires at whom. The other windows' titles say it already (the
 * month's Events, the Navy against a revealed ship).
 */
export function about(prompt) {
  if (prompt.key !== "pirates_cove.prompt.battle_card" || !prompt.params) return null;
  return { key: "pirates_cove.about.broadside", params: gameParams(prompt.params) };
}

const frames = new WeakMap(); // root -> kept parts (the held hand must not be replaced mid-press)

export function render(root, view, ctx) {
  const { el } = ctx.ui;
  const T = view.table;
  const me = T.me || { seat: ctx.me, hand: [], peeks: [] };
  const ship = T.ships[me.seat];
  const f = partsFor(root, el);
  const over = T.step === "over" || view.finished;
  f.head.replaceChildren(el("div", { class: "pc-p-situation" }, situation(ctx, T)));
  // A wheel once answered leaves the prompts (the rules ask nothing more of the seat until the reveal), so the
  // panel shows it set until then: the same on every phone that has set its wheel, naming no island.
  const setWheel = T.step === "destination" && !T.reveal
    && !(view.prompts || []).some((p) => p.key === "pirates_cove.prompt.destination");
  f.wheel.replaceChildren(...(setWheel ? [setHelm(ctx, view)] : []));
  f.mat.replaceChildren(ship ? shipMat(ctx, ship, { cls: "pc-p-mat" }) : "");
  // rebuilt only when what it hides changes, so a finger holding it keeps it open
  const sig = JSON.stringify([me.hand, me.peeks, ctx.lang]);
  if (f.secretSig !== sig) {
    f.secretSig = sig;
    f.secret.replaceChildren(ctx.ui.holdToReveal(ctx.t("pirates_cove.ui.your_hand", { n: (me.hand || []).length }),
      () => handView(ctx, me)));
  }
  f.end.replaceChildren(...(over ? [endCard(ctx, view, me.seat)] : []));
}

function partsFor(root, el) {
  let f = frames.get(root);
  if (f && f.panel.parentNode === root) return f;
  const slot = (cls) => el("div", { class: ["pc-p-slot", cls] });
  f = { panel: el("div", { class: "pc-panel" }), head: slot("pc-p-head"), mat: slot("pc-p-matslot"),
    secret: slot("pc-p-secret"), end: slot("pc-p-endslot"), wheel: slot("pc-p-wheel"), secretSig: null };
  f.panel.append(f.head, f.wheel, f.end, f.mat, f.secret);
  root.replaceChildren(f.panel);
  frames.set(root, f);
  return f;
}

/** The public line on top: the month and the step, or the fight being resolved. */
function situation(ctx, T) {
  const t = ctx.t;
  const month = T.month ? t("pirates_cove.ui.month", { month: T.month, months: T.months }) : t("pirates_cove.ui.before_month");
  const B = T.battle;
  const now = B && T.step === "combat"
    ? t(B.kind === "navy" ? "pirates_cove.ui.navy_duel" : "pirates_cove.ui.battle_at", { island: islandName(ctx, B.island), round: B.round })
    : t(`pirates_cove.ui.step.${T.step}`);
  return `${month} · ${now}`;
}

/** Behind the cover: the Tavern cards with what each does, and what the Spyglass showed. */
function handView(ctx, me) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const hand = me.hand || [];
  const peeks = me.peeks || [];
  return el("div", { class: "pc-p-hand" },
    hand.length ? el("ul", { class: "pc-p-cards" }, hand.map((c) => el("li", { class: ["pc-p-card", `pc-card-${c.kind}`], dataset: { card: c.id } },
      el("span", { class: "pc-p-card-name" }, t(`pirates_cove.card.${c.kind}`)),
      el("span", { class: "pc-p-card-when" }, t(`pirates_cove.ui.when.${cardTiming(c.kind)}`)),
      el("span", { class: "pc-p-card-text" }, t(`pirates_cove.card.${c.kind}.text`)))))
      : el("p", { class: "pc-muted" }, t("pirates_cove.ui.empty_hand")),
    peeks.length ? el("div", { class: "pc-p-peeks" }, el("h3", null, t("pirates_cove.ui.peeks")),
      peeks.map((pk) => el("div", { class: "pc-p-peek" }, el("span", null, islandName(ctx, pk.island)), treasureFace(ctx, pk.card)))) : null);
}

// docs/rules/pirates_cove.md §5 Phone: "Event before sailing or after reveal, Battle or Volley in combat,
// Mastercraft in the upgrade phase" (Fame cards and parrots never sit in a hand: they act when drawn, §4.4)
const TIMING = {
  storm: "events", smugglers_tip: "events", spyglass: "events", royal_navy: "navy",
  grapple: "battle", powder_keg: "battle", volley: "volley",
};

function cardTiming(kind) {
  if (kind.startsWith("mastercraft_")) return "upgrade";
  return TIMING[kind] || "drawn";
}

function endCard(ctx, view, seat) {
  const { el } = ctx.ui;
  const o = view.outcome || {};
  const place = (o.places || [])[seat];
  return el("section", { class: ["pc-p-end", (o.winners || []).includes(seat) ? "pc-p-won" : "pc-p-lost"] },
    place != null ? el("div", { class: "pc-p-place" }, ctx.t("pirates_cove.ui.your_place", { n: place })) : null,
    el("div", { class: "pc-p-fame" }, ctx.t("pirates_cove.ui.your_fame", { n: (o.fame || [])[seat] ?? 0 })));
}

// -- prompts -----------------------------------------------------------------------------------------

const WHEEL = "pirates_cove.prompt.destination";
const FIRE = "pirates_cove.prompt.fire";
const NAVY = "pirates_cove.prompt.navy";

const DRAWS = { [WHEEL]: wheelPrompt, [FIRE]: firePrompt };
const drawn = new WeakMap(); // a prompt's root -> {redraw, pending: whether it was drawn as sent}

export function renderPrompt(root, prompt, view, ctx, send) {
  const draw = prompt.kind === "choose" && DRAWS[prompt.key];
  if (!draw) return false;
  const w = watchRefusal(root);
  w.redraw = (force = true) => {
    const pending = root.classList.contains("prompt-pending");
    // drawn again only when what it shows changed: a button replaced under a finger loses the tap
    const sig = JSON.stringify([prompt, pending, ctx.lang, pending && view.progress, prompt.key === FIRE && view.table.ships]);
    if (!force && sig === w.sig) return;
    w.sig = sig;
    draw(root, prompt, view, ctx, send);
    w.pending = pending;
  };
  w.redraw(false);
  return true;
}

/**
 * A refused or failed answer lifts the root's pending state without a new view (docs/frontend.md "A refused
 * tap"): the prompt is drawn again as it was, to pick again.
 */
function watchRefusal(root) {
  let w = drawn.get(root);
  if (!w) {
    w = { redraw: null, pending: false, sig: null };
    drawn.set(root, w);
    new MutationObserver(() => {
      if (w.pending && !root.classList.contains("prompt-pending") && w.redraw) w.redraw();
    }).observe(root, { attributes: true, attributeFilter: ["class"] });
  }
  return w;
}

/** A Navy target: the captain and the island it sails to (public since the reveal). */
export function renderChoice(choice, prompt, view, ctx) {
  if (prompt.key !== NAVY || !choice.ref || !Number.isInteger(choice.ref.seat)) return null;
  const { el } = ctx.ui;
  return el("span", { class: "pc-choice-navy" },
    el("span", { class: "choice-label" }, ctx.seatName(choice.ref.seat)),
    el("span", { class: "pc-choice-sub" }, "➜ ", islandName(ctx, (choice.params || {}).island)));
}

/**
 * The captain's wheel (§4.6 step 4): the islands on the rim of a ship's wheel, the same for every seat.
 * A tap turns the wheel and sends; then the wheel shows only that it is set and how many captains the table
 * still waits for (the prompt's progress is "count").
 */
function wheelPrompt(root, prompt, view, ctx, send) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const choices = prompt.choices || [];
  const sent = root.classList.contains("prompt-pending");
  const pr = view.progress || {};
  const waiting = Math.max(0, (pr.asked || 0) - (pr.answered || 0));
  const step = 360 / choices.length;
  const tap = (c) => () => {
    send([c.id]);
    renderPrompt(root, prompt, view, ctx, send);
  };
  root.replaceChildren(
    el("h2", { class: "prompt-title" }, t(prompt.key, gameParams(prompt.params))),
    el("div", { class: ["pc-helm", sent && "pc-helm-set"] },
      el("div", { class: "pc-helm-wood", "aria-hidden": "true" }),
      choices.map((c, i) => el("button", {
        type: "button", class: "choice pc-spoke", style: spokeAt(i * step), dataset: { choice: c.id }, disabled: sent,
        "aria-label": t(c.label || `pirates_cove.island.${c.id}`), onclick: tap(c),
      }, el("span", { class: "pc-spoke-no" }, c.id === "cove" ? "⚓" : c.id),
      el("span", { class: "pc-spoke-name" }, t(c.label || `pirates_cove.island.${c.id}`)))),
      el("div", { class: "pc-helm-hub" }, sent ? "✓" : "☸")),
    el("p", { class: ["prompt-status", "pc-wheel-status"] }, sent ? waitingText(ctx, waiting) : t("pirates_cove.ui.wheel_hint")));
}

/** The seat's wheel after it was set: the hub's tick and how many captains the table still waits for. */
function setHelm(ctx, view) {
  const { el } = ctx.ui;
  const pr = view.progress || {};
  return el("div", { class: "pc-set-wheel" },
    el("div", { class: ["pc-helm", "pc-helm-set"] },
      el("div", { class: "pc-helm-wood", "aria-hidden": "true" }),
      el("div", { class: "pc-helm-hub" }, "✓")),
    el("p", { class: ["prompt-status", "pc-wheel-status"] },
      waitingText(ctx, Math.max(0, (pr.asked || 0) - (pr.answered || 0)))));
}

/** "Set, waiting for N more": the count (the same on every phone at a moment) in its own span. */
function waitingText(ctx, n) {
  const [before, after] = ctx.t("pirates_cove.ui.wheel_set", { n: "\u0000" }).split("\u0000");
  return [before, ctx.ui.el("span", { class: "pc-waiting-count" }, String(n)), after || ""];
}

// the rim's radius in rem (style.css .pc-helm is 20rem wide; a spoke button 5.4rem)
const RIM = 7.2;

/** Where a spoke's button sits on the rim, by its angle from the top, clockwise. Placed by left/top, not by a
 * transform, so the pressed button's own scale (phone.css .choice:active) does not move it from the finger. */
function spokeAt(deg) {
  const a = (deg * Math.PI) / 180;
  return `left: calc(50% + ${(RIM * Math.sin(a)).toFixed(3)}rem); top: calc(50% - ${(RIM * Math.cos(a)).toFixed(3)}rem)`;
}

/** A broadside (§4.7): one row per target (its name and current levels), a button per section. */
function firePrompt(root, prompt, view, ctx, send) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const T = view.table;
  const sent = root.classList.contains("prompt-pending");
  const groups = new Map();
  for (const c of prompt.choices || []) {
    const key = JSON.stringify(c.ref || {});
    if (!groups.has(key)) groups.set(key, { ref: c.ref || {}, choices: [] });
    groups.get(key).choices.push(c);
  }
  const levelOf = (ref, section) => {
    const S = Number.isInteger(ref.seat) ? T.ships[ref.seat]
      : ref.pirate ? (T.pirates || []).find((p) => p.pirate === ref.pirate) : T.navy;
    return S && S[section] != null ? S[section] : "";
  };
  // replaceChildren would write a left-out (null) part as the text "null": filtered
  root.replaceChildren(...[
    el("h2", { class: "prompt-title" }, t(prompt.key, gameParams(prompt.params))),
    el("div", { class: "pc-targets" }, [...groups.values()].map((g) => el("div", { class: "pc-target" },
      el("div", { class: "pc-target-name" }, combatantTag(ctx, g.ref)),
      el("div", { class: "pc-target-sections" }, g.choices.map((c) => {
        const section = (c.params || {}).section || String(c.id).split(":")[1];
        return el("button", {
          type: "button", class: "choice pc-section-btn", dataset: { choice: c.id }, disabled: sent,
          "aria-label": `${combatantName(ctx, g.ref)}: ${t(`pirates_cove.section.${section}`)}`,
          onclick: () => {
            send([c.id]);
            renderPrompt(root, prompt, view, ctx, send);
          },
        }, el("span", { class: "pc-section-name" }, t(`pirates_cove.section.${section}`)),
        el("span", { class: "pc-section-level" }, String(levelOf(g.ref, section))));
      }))))),
    sent ? el("p", { class: "prompt-status" }, t("pirates_cove.ui.fired")) : null,
  ].filter(Boolean));
}
