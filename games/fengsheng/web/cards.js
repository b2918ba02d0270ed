// 风声: pieces the TV board and the phone panel share — the card table (fetched once
// from /api/games/fengsheng/reference), card faces and backs, identity and character
// labels, and the public log line. Text is only ever set as text.

const SEAT_PARAMS = ["seat", "to", "victim", "target", "sender", "killer", "user", "by", "from", "active", "declarer", "recipient"];
// The transmission stamp printed in the card's corner: 密 / 直 / 文 in Chinese, a glyph in English.
const STAMP = { secret: "密", direct: "直", text: "文" };
const STAMP_EN = { secret: "✉", direct: "➜", text: "☰" };
export const FACTION_COLOUR = { lurker: "red", bureau: "blue", bystander: "grey" };

let reference = null;
let loading = null;

function load() {
  if (!loading) {
    loading = fetch("/api/games/fengsheng/reference")
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`reference ${r.status}`))))
      .then((data) => {
        reference = data;
        return data;
      })
      .catch((err) => {
        console.error("fengsheng: card table failed to load", err);
        loading = null; // try again on the next render
        return null;
      });
  }
  return loading;
}

/** For the shells (docs/frontend.md): they wait for the card table before the first render. */
export function ready() {
  return load();
}

/**
 * The card table, or null until it has arrived; ``redraw`` runs once it has (a
 * render before then draws intelligence by colour only).
 */
export function cardTable(redraw) {
  if (reference) return reference;
  load().then((data) => {
    if (data && redraw) redraw();
  });
  return null;
}

/** A face: a face dict as views send it, or a card id looked up in the table. */
export function faceOf(card) {
  if (card == null) return null;
  if (typeof card === "object") return card.hidden ? null : card;
  const ref = reference && reference.cards[String(card)];
  return ref ? { card, ...ref } : null;
}

export function characterInfo(id) {
  return (reference && reference.characters[id]) || null;
}

/** The game's own ids in message params, as message refs ctx.t can show. */
export function params(p) {
  if (!p || typeof p !== "object") return p;
  const out = {};
  for (const [k, v] of Object.entries(p)) {
    if (SEAT_PARAMS.includes(k) && Number.isInteger(v)) out[k] = { seat: v };
    else if (k === "function" && typeof v === "string") out[k] = { key: `fengsheng.card.${v}` };
    else if (k === "method" && typeof v === "string") out[k] = { key: `fengsheng.transmission.${v}` };
    else if (k === "skill" && typeof v === "string") out[k] = { key: `fengsheng.skill.${v}` };
    else if (k === "character" && typeof v === "string") out[k] = { key: `fengsheng.character.${v}` };
    else if (k === "identity" && typeof v === "string") out[k] = { key: `fengsheng.identity.${v}` };
    else if ((k === "line" || k === "result" || k === "event") && typeof v === "string") {
      out[k] = { key: v.startsWith("fengsheng.") ? v : `fengsheng.event.${v}` };
    } else if (k === "step" && typeof v === "string") out[k] = { key: `fengsheng.step.${v}` };
    else if (k === "winners" && Array.isArray(v)) out[k] = v.map((s) => ({ seat: s }));
    // what a window or a reaction answers: a message of its own, whose params are the game's ids too
    else if (k === "about" && v && typeof v.key === "string") out[k] = { key: v.key, params: params(v.params) };
    else out[k] = v;
  }
  return out;
}

function stamp(ctx, transmission) {
  return ctx.lang === "en" ? STAMP_EN[transmission] : STAMP[transmission];
}

/**
 * A card face: colour as the card's colour, the function's name, the stamp.
 * ``size``: "mini" (intelligence rows, the log), "card" (hand, choices), "big" (the TV stage).
 */
export function cardFace(ctx, card, size = "card", extra = {}) {
  const { el } = ctx.ui;
  const f = faceOf(card);
  if (!f) return cardBack(ctx, size, card && card.colour, extra.class);
  const probe = f.function === "probe" && f.probe && size !== "mini";
  return el("div", {
    class: ["fs-card", `fs-card-${size}`, `fs-${f.colour}`, extra.class],
    title: faceTitle(ctx, f),
    dataset: { card: String(f.card ?? ""), colour: f.colour, function: f.function },
  },
  el("span", { class: "fs-card-name" }, ctx.t(`fengsheng.card.${f.function}`)),
  size === "mini" ? null : el("span", { class: "fs-card-tx" }, ctx.t(`fengsheng.transmission.${f.transmission}`)),
  el("span", { class: ["fs-stamp", `fs-stamp-${f.transmission}`] }, stamp(ctx, f.transmission)),
  probe ? el("span", { class: "fs-card-probe" }, probeShort(ctx, f.probe)) : null);
}

/** A face in full words: its name, colour and mode, and a 试探's whole question (its card shows it short). */
export function faceTitle(ctx, f) {
  const words = [`fengsheng.card.${f.function}`, `fengsheng.colour.${f.colour}`, `fengsheng.transmission.${f.transmission}`]
    .map((key) => ctx.t(key));
  return [...words, f.probe ? probeText(ctx, f.probe) : null].filter(Boolean).join(" · ");
}

/** What a 试探 asks, short enough for the card: "Lurkers? draw 2". The full sentence is probeText. */
export function probeShort(ctx, probe) {
  return ctx.t("fengsheng.ui.probe_short", {
    identity: { key: `fengsheng.identity.${probe.identity}` },
    action: { key: `fengsheng.ui.probe_${probe.action}${probe.count}` },
  });
}

/** A face-down card; a black-only back (贝雷帽's discard) keeps its colour edge. */
export function cardBack(ctx, size = "card", colour = null, cls = null) {
  const { el } = ctx.ui;
  return el("div", { class: ["fs-card", `fs-card-${size}`, "fs-back", colour && `fs-back-${colour}`, cls], title: ctx.t("fengsheng.choice.back") },
    el("span", { class: "fs-back-mark" }, "風"));
}

export function probeText(ctx, probe) {
  return ctx.t("fengsheng.probe.template", {
    identity: { key: `fengsheng.identity.${probe.identity}` },
    action: { key: `fengsheng.probe.action.${probe.action}${probe.count}` },
    line: { key: `fengsheng.probe.line.${probe.line}` },
  });
}

export function identityBadge(ctx, identity, size = "") {
  const { el } = ctx.ui;
  return el("span", { class: ["fs-identity", `fs-id-${identity}`, size && `fs-identity-${size}`] },
    ctx.t(`fengsheng.identity.${identity}`));
}

/** One public log entry: its sentence, then any face-up card it names. */
export function logLine(ctx, entry, index) {
  const { el } = ctx.ui;
  const p = entry.params || {};
  const f = typeof p.card === "number" || (p.card && !p.card.hidden) ? faceOf(p.card) : null;
  return el("li", { class: ["fs-log-line", `fs-log-${entry.key.split(".").pop()}`], dataset: { n: String(index) } },
    el("span", { class: "fs-log-text" }, ctx.t(entry.key, params(p))),
    f ? cardFace(ctx, f, "mini") : null);
}

/** Counts of intelligence by colour, as three pips. */
export function intelCounts(ctx, intel, threshold) {
  const { el } = ctx.ui;
  return el("div", { class: "fs-counts" }, ["red", "blue", "black"].map((c) => el("span", {
    class: ["fs-count", `fs-count-${c}`, (intel[c] || []).length >= threshold - 1 && (intel[c] || []).length > 0 && "fs-count-hot"],
    title: ctx.t(`fengsheng.colour.${c}`),
  }, String((intel[c] || []).length))));
}
