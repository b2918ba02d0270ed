// 盗梦都市: what the TV board and the phone panel share — the reference data (fetched once from
// /api/games/inception/reference: card kinds, roles and their camps, nightmare ids), the params hook that
// turns the game's ids into messages, seat tokens (colour and letter), card faces, vaults, nightmares, the
// die and its modifiers, and the public log line. The data shapes are docs/inception-view.md's. Text is
// only ever set as text.

// a mark per seat besides its colour (DESIGN.md "markers not by colour alone"): the palette's letter on the token
import { seatLetter } from "/static/phone/palette.js";

export { seatLetter };

// a card's family sets its colour and mark (docs/inception-view.md "Cards"); every SHOOT kind is red
const FAMILY = {
  unseal: "unseal", shuttle: "move", kick: "move", telekinesis: "move",
  decree3: "decree", decree4: "decree", decree5: "decree",
};
const MARK = {
  shoot: "✹", unseal: "✦", move: "⇅", decree: "☠", peek: "◐", creation: "✚", shapeshift: "↻", resonance: "♫",
  time_storm: "☄", nightmare_unseal: "☾", gravity: "◉", graft: "⇵",
};
// die faces for a roll of 1-6 (docs/inception-view.md `roll`)
const DIE = ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

let reference = { kinds: {}, roles: {}, nightmares: [] };
let loading = null;

/** For the shells (docs/frontend.md): the reference data before the first render. */
export function ready() {
  if (!loading) {
    loading = fetch("/api/games/inception/reference")
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`reference ${r.status}`))))
      .then((data) => { reference = { kinds: {}, roles: {}, nightmares: [], ...(data || {}) }; })
      .catch((err) => console.warn("inception: no reference data; SHOOT cards are told by their id", err));
  }
  return loading;
}

function isShoot(kind) {
  const k = reference.kinds[kind];
  return k ? !!k.shoot : String(kind).startsWith("shoot");
}

function familyOf(kind) {
  return isShoot(kind) ? "shoot" : FAMILY[kind] || kind;
}

// message params that name a seat by number (docs/inception-view.md `log`)
const SEAT_PARAMS = ["target", "killer", "master"];

/** The game's ids in message params, as message refs ctx.t can show (docs/frontend.md `params`). */
export function params(p) {
  if (!p || typeof p !== "object") return p;
  const out = {};
  for (const [k, v] of Object.entries(p)) {
    if (SEAT_PARAMS.includes(k) && Number.isInteger(v)) out[k] = { seat: v };
    else if (k === "targets" && Array.isArray(v)) out[k] = v.map((s) => ({ seat: s }));
    else if (k === "card" || k === "kind") out[k] = cardRef(v);
    else if (k === "cards" && Array.isArray(v)) out[k] = v.map(cardRef);
    else if (k === "nightmare" && typeof v === "string") out[k] = { key: `inception.nightmare.${v}` };
    else if (k === "vault" && typeof v === "string") out[k] = { key: `inception.vault.${v}` };
    else if (k === "role" && typeof v === "string") out[k] = { key: `inception.role.${v}` };
    else if (k === "face" && typeof v === "string") out[k] = { key: `inception.choice.${v}` };
    else if ((k === "skill" || k === "for") && typeof v === "string") out[k] = effectRef(v);
    else if (k === "dice" && Array.isArray(v)) out[k] = v.join(" · ");
    else out[k] = v;
  }
  return out;
}

/** A card given as its kind, {kind} or {id, kind}: its name. */
function cardRef(v) {
  const kind = v && typeof v === "object" ? v.kind : v;
  return typeof kind === "string" ? { key: `inception.card.${kind}` } : "";
}

/** What a skill, a card kind, a nightmare or a role id names (a roll's `for`, a prompt's `skill`). */
export function effectRef(id) {
  if (reference.kinds[id] || String(id).startsWith("shoot")) return { key: `inception.card.${id}` };
  if (reference.nightmares.includes(id)) return { key: `inception.nightmare.${id}` };
  if (reference.roles[id]) return { key: `inception.role.${id}` };
  return { key: `inception.skill.${id}` };
}

/** A seat's token: its colour and its letter. */
export function token(ctx, n, extra) {
  return ctx.ui.el("span", { class: ["inc-token", ctx.ui.seatClass(n), extra], "aria-hidden": "true" }, seatLetter(n));
}

/** A seat named with its token (log lines, the end table, prompts). */
export function seatTag(ctx, n) {
  const { el } = ctx.ui;
  return el("span", { class: ["inc-seat-tag", ctx.ui.seatClass(n)] }, token(ctx, n), el("span", { class: "inc-seat-tag-name" }, ctx.seatName(n)));
}

/**
 * A face-up action card: its family's colour and mark, its name; ``size`` "mini" (log, discard),
 * "card" (hand, choices), "big" (the card being resolved on the TV, with its text).
 */
export function cardFace(ctx, card, size = "card", extra = null) {
  const { el } = ctx.ui;
  if (!card || card.hidden) return cardBack(ctx, size);
  const fam = familyOf(card.kind);
  return el("span", { class: ["inc-card", `inc-card-${size}`, `inc-fam-${fam}`, extra], dataset: { kind: card.kind } },
    el("span", { class: "inc-card-mark", "aria-hidden": "true" }, MARK[fam] || MARK[card.kind] || "✧"),
    el("span", { class: "inc-card-name" }, ctx.t(`inception.card.${card.kind}`)),
    size === "big" ? el("span", { class: "inc-card-text" }, ctx.t(`inception.card.${card.kind}.text`)) : null);
}

/** A face-down card (a hand card drawn blind by 诡计, a card not yet shown). */
export function cardBack(ctx, size = "card", label = null) {
  const { el } = ctx.ui;
  return el("span", { class: ["inc-card", `inc-card-${size}`, "inc-card-back"] },
    el("span", { class: "inc-card-mark", "aria-hidden": "true" }, "☾"), label != null ? el("span", { class: "inc-card-name" }, label) : null);
}

/** A vault: face down ("closed") or its content once opened or known (gold, the secret). */
export function vaultFace(ctx, vault, extra = null) {
  const { el } = ctx.ui;
  const v = vault || "closed";
  return el("span", { class: ["inc-vault", `inc-vault-${v}`, extra], dataset: { vault: v } },
    el("span", { class: "inc-vault-mark", "aria-hidden": "true" }, v === "secret" ? "★" : v === "gold" ? "◆" : "?"),
    el("span", { class: "inc-vault-name" }, ctx.t(`inception.vault.${v}`)));
}

/** A nightmare: face down (a marker) or named, with its text when ``text``. */
export function nightmareFace(ctx, id, text = false) {
  const { el } = ctx.ui;
  if (!id) {
    return el("span", { class: ["inc-nightmare", "inc-nightmare-down"], title: ctx.t("inception.ui.nightmare_down") },
      el("span", { class: "inc-nightmare-mark", "aria-hidden": "true" }, "☾"), el("span", null, ctx.t("inception.ui.nightmare_down")));
  }
  return el("span", { class: ["inc-nightmare", "inc-nightmare-up"], dataset: { nightmare: id } },
    el("span", { class: "inc-nightmare-mark", "aria-hidden": "true" }, "☾"),
    el("span", { class: "inc-nightmare-name" }, ctx.t(`inception.nightmare.${id}`)),
    text ? el("span", { class: "inc-nightmare-text" }, ctx.t(`inception.nightmare.${id}.text`)) : null);
}

/** A bribe card as its holder (or the end screen) sees it: DEAL or shattered. */
export function bribeFace(ctx, bribe) {
  const { el } = ctx.ui;
  return el("span", { class: ["inc-bribe", `inc-bribe-${bribe}`], dataset: { bribe } },
    el("span", { class: "inc-bribe-mark", "aria-hidden": "true" }, bribe === "deal" ? "✔" : "✘"),
    ctx.t(`inception.choice.${bribe}`));
}

/** A layer's name: 1-4, or the lost layer (0). */
export function layerName(ctx, n) {
  return n === 0 ? ctx.t("inception.ui.lost_layer") : ctx.t("inception.ui.layer", { n });
}

/** The latest roll (docs/inception-view.md `roll`): the dice, each modifier by name, the result. */
export function rollView(ctx, roll) {
  const { el } = ctx.ui;
  if (!roll) return null;
  return el("div", { class: ["inc-roll", roll.carved && "inc-roll-carved"] },
    el("div", { class: "inc-roll-line" },
      el("span", { class: "inc-roll-head" }, ctx.t("inception.ui.roll_for", params({ seat: roll.seat, for: roll.for }))),
      (roll.dice || []).map((d) => el("span", { class: "inc-die", title: String(d) }, el("span", { class: "inc-die-face", "aria-hidden": "true" }, DIE[d] || "▢"), el("span", { class: "inc-die-n" }, String(d)))),
      roll.picked ? el("span", { class: "inc-mod inc-mod-picked" }, `→ ${roll.picked.n} `, ctx.t(`inception.mod.${roll.picked.by}`)) : null,
      (roll.mods || []).map((m) => el("span", { class: "inc-mod" },
        `${m.n > 0 ? "+" : "−"}${Math.abs(m.n)} `, ctx.t(`inception.mod.${m.why}`))),
      el("span", { class: "inc-roll-eq", "aria-hidden": "true" }, "="),
      el("span", { class: "inc-roll-result" }, String(roll.result))),
    roll.carved ? el("div", { class: "inc-roll-note" }, ctx.t("inception.ui.carved")) : null);
}

/** One public log line, the cards it names drawn small after the text. */
export function logLine(ctx, entry) {
  const { el } = ctx.ui;
  const p = entry.params || {};
  const seat = Number.isInteger(p.seat) ? p.seat : null;
  return el("li", { class: ["inc-log-line", `inc-log-${entry.key.split(".").pop()}`] },
    seat != null ? token(ctx, seat, "inc-token-small") : el("span", { class: "inc-log-dot", "aria-hidden": "true" }, "•"),
    el("span", { class: "inc-log-text" }, ctx.t(entry.key, params(p))));
}

/** Whether a role has two faces (露娜, 双鱼, 双子), from the reference. */
export function twoSided(role) {
  const r = reference.roles[role];
  return !!(r && r.two_sided);
}

/** The text of a role: its skill, and a master's world rule. */
export function roleTexts(ctx, role) {
  const { el } = ctx.ui;
  const r = reference.roles[role] || {};
  return [
    el("p", { class: "inc-role-skill" }, ctx.t(`inception.role.${role}.skill`)),
    r.camp === "master" ? el("p", { class: "inc-role-world" }, el("b", null, ctx.t("inception.ui.world_rule"), " "), ctx.t(`inception.role.${role}.world`)) : null,
  ];
}

export function phaseName(ctx, phase) {
  return ctx.t(`inception.ui.phase.${phase || "start"}`);
}
