// 海盗湾: what the TV board and the phone panel share — the reference numbers (track lengths, fetched
// once from /api/games/pirates_cove/reference, which serves games/pirates_cove/data.py PARAMS), the seat
// tokens (colour, shape and letter), the names of combatants, the params hook, treasure-card faces,
// the ship mat and the public log line. The data shapes are docs/pirates_cove-view.md's. Text is only
// ever set as text.

import { seatLetter } from "/static/phone/palette.js";

// docs/pirates_cove-view.md "Sections", in the order a mat lists them
export const SECTIONS = ["sails", "crew", "cannons", "hull"];
// what a treasure card can give, in the order its face lists them (docs/pirates_cove-view.md "A treasure card")
const LOOT = ["gold", "fame", "chests", "tavern"];
// a mark per seat besides its colour (DESIGN.md "markers not by colour alone"): a shape and a letter
const SHAPES = ["circle", "triangle", "square", "diamond", "star"];

let reference = null;
let loading = null;

/** For the shells (docs/frontend.md): the reference numbers before the first render. */
export function ready() {
  if (!loading) {
    loading = fetch("/api/games/pirates_cove/reference")
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`reference ${r.status}`))))
      .then((data) => { reference = (data && data.params) || {}; })
      .catch((err) => {
        console.warn("pirates_cove: no reference data; tracks show their level only", err);
        reference = {};
      });
  }
  return loading;
}

/** The highest level of a section's track (data.py TRACKS: one cost per level), or null unknown. */
export function trackMax(section) {
  const track = reference && reference.tracks && reference.tracks[section];
  return track ? track[1].length : null;
}

// the seat's letter on its token: the palette's, the same on every screen
export { seatLetter };

/** A ship's token: its seat colour, its shape and its letter. */
export function token(ctx, n, extra = null) {
  return ctx.ui.el("span", {
    class: ["pc-token", ctx.ui.seatClass(n), `pc-shape-${SHAPES[n % SHAPES.length]}`, extra],
    title: ctx.seatName(n), dataset: { seat: String(n) },
  }, ctx.ui.el("span", { class: "pc-token-letter" }, seatLetter(n)));
}

/** A message ref for a combatant (docs/pirates_cove-view.md "A combatant"). */
export function combatantRef(c) {
  if (c == null) return null;
  if (Number.isInteger(c)) return { seat: c };
  if (Number.isInteger(c.seat)) return { seat: c.seat };
  if (c.pirate) return { key: `pirates_cove.pirate.${c.pirate}` };
  if (c.navy) return { key: "pirates_cove.navy" };
  return null;
}

/** A combatant's name in the reader's language. */
export function combatantName(ctx, c, short = false) {
  if (short && c && c.pirate) return PIRATE_NUMERAL[c.pirate] || c.pirate;
  const ref = combatantRef(c);
  return ref && ref.key ? ctx.t(ref.key) : ref ? ctx.seatName(ref.seat) : "";
}

// a Legendary Pirate's card number (cards I…V, docs/pirates_cove-view.md: p1…p5), where a line is short
const PIRATE_NUMERAL = { p1: "I", p2: "II", p3: "III", p4: "IV", p5: "V" };

/** A combatant as the TV and phones draw it: a seat's token, a pirate's flag, the Navy's; then its name
 * (``markOnly``: the mark alone, where the line is short; ``short``: a pirate by its card number). */
export function combatantTag(ctx, c, markOnly = false, short = false) {
  const { el } = ctx.ui;
  const name = markOnly ? null : el("span", { class: "pc-who-name" }, combatantName(ctx, c, short));
  if (c && Number.isInteger(c.seat)) return el("span", { class: "pc-who" }, token(ctx, c.seat), name);
  const navy = !!(c && c.navy);
  return el("span", { class: ["pc-who", navy ? "pc-who-navy" : "pc-who-pirate"], title: combatantName(ctx, c) },
    el("span", { class: ["pc-token", navy ? "pc-token-navy" : "pc-token-pirate"], "aria-hidden": "true" }, navy ? "⚓" : "☠"), name);
}

export function combatantId(c) {
  if (!c) return "";
  return Number.isInteger(c.seat) ? `s${c.seat}` : c.pirate ? c.pirate : "navy";
}

/**
 * The params hook (docs/frontend.md): the ids in message params (docs/pirates_cove-view.md "Message params
 * carry ids") become catalogue refs. ``islandByNumber``: log lines say "island {island}", so an island
 * stays its number there; prompts name it.
 */
export function params(p, islandByNumber = false) {
  if (!p || typeof p !== "object") return p;
  const out = { ...p };
  if (typeof p.island === "string" && !(islandByNumber && /^\d$/.test(p.island))) {
    out.island = { key: `pirates_cove.island.${p.island}` };
  }
  if (typeof p.section === "string") out.section = { key: `pirates_cove.section.${p.section}` };
  if (typeof p.kind === "string") out.kind = { key: `pirates_cove.card.${p.kind}` };
  if (typeof p.pirate === "string") out.pirate = { key: `pirates_cove.pirate.${p.pirate}` };
  for (const name of ["by", "at", "defeated", "target"]) {
    if (p[name] != null) out[name] = combatantRef(p[name]);
  }
  return out;
}

/** An island's name with its number ("3 Sail Island"); the Cove and Treasure Island by name. */
export function islandName(ctx, id) {
  return ctx.t(`pirates_cove.island.${id}`);
}

/** A face-up treasure card: what it gives, one line a kind of loot. */
export function treasureFace(ctx, card, cls = null) {
  const { el } = ctx.ui;
  return el("div", { class: ["pc-treasure", cls], dataset: { card: card.id } },
    LOOT.filter((k) => card[k]).map((k) => el("span", { class: ["pc-loot", `pc-loot-${k}`] },
      el("span", { class: "pc-loot-icon", "aria-hidden": "true" }, LOOT_ICON[k]),
      ctx.t(`pirates_cove.ui.loot.${k}`, { n: card[k] }))));
}

// the marks of gold, fame, chests and Tavern cards wherever they are counted
export const LOOT_ICON = { gold: "●", fame: "★", chests: "▣", tavern: "🂠" };

/** One count with its mark ("● 9"), titled with its word. */
export function stat(ctx, kind, value, cls = null) {
  const { el } = ctx.ui;
  return el("span", { class: ["pc-stat", `pc-stat-${kind}`, cls], title: ctx.t(`pirates_cove.ui.stat.${kind}`) },
    el("span", { class: "pc-stat-icon", "aria-hidden": "true" }, LOOT_ICON[kind]), String(value));
}

/** One section's track: its name, a bar of its levels (when the reference gives the length), the level. */
export function trackRow(ctx, section, level) {
  const { el } = ctx.ui;
  const max = trackMax(section);
  return el("div", { class: ["pc-track", `pc-track-${section}`, level === 0 && "pc-track-broken"], dataset: { track: section } },
    el("span", { class: "pc-track-name" }, ctx.t(`pirates_cove.section.${section}`)),
    max ? el("span", { class: "pc-track-bar", "aria-hidden": "true" },
      Array.from({ length: max }, (_, i) => el("span", { class: ["pc-pip", i < level && "pc-pip-on"] }))) : null,
    el("span", { class: "pc-track-level" }, String(level)));
}

/** A ship's mat (docs/rules/pirates_cove.md §5 "Every ship mat"): the four tracks, dice and speed, gold,
 * chests / capacity, fame, Tavern cards held and parrots. Everything on it is public. */
export function shipMat(ctx, ship, opts = {}) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const cap = ship.capacity == null ? "∞" : String(ship.capacity);
  return el("div", {
    class: ["pc-mat", ctx.ui.seatClass(ship.seat), ship.crippled && "pc-mat-crippled", opts.current && "pc-mat-current", opts.cls],
    dataset: { seat: String(ship.seat), part: "seat" },
  },
  el("div", { class: "pc-mat-head" }, token(ctx, ship.seat),
    el("span", { class: "pc-mat-name" }, ctx.seatName(ship.seat)),
    el("span", { class: "pc-mat-fame", title: t("pirates_cove.ui.stat.fame") }, "★ ", String(ship.fame))),
  el("div", { class: "pc-mat-where" },
    ship.crippled ? el("span", { class: "pc-flag pc-flag-crippled" }, "✖ ", t("pirates_cove.ui.crippled")) : null,
    el("span", null, "⚲ ", islandName(ctx, ship.at))),
  el("div", { class: "pc-mat-tracks" }, SECTIONS.map((s) => trackRow(ctx, s, ship[s]))),
  el("div", { class: "pc-mat-stats" },
    stat(ctx, "gold", ship.gold),
    stat(ctx, "chests", `${ship.chests}/${cap}`),
    stat(ctx, "tavern", ship.hand),
    el("span", { class: "pc-stat pc-stat-dice", title: t("pirates_cove.ui.stat.dice") }, "⚅ ", String(ship.dice)),
    el("span", { class: "pc-stat pc-stat-speed", title: t("pirates_cove.ui.stat.speed") }, "➤ ", String(ship.speed)),
    (ship.parrots || []).map((k) => el("span", { class: "pc-parrot", title: t(`pirates_cove.card.${k}`) }, "✦ ", t(`pirates_cove.ui.parrot.${k}`)))));
}

/** Dice faces of a broadside, the hits (data.py HIT_FACES: 5 and 6) marked. */
export function diceRow(ctx, faces) {
  const { el } = ctx.ui;
  const hitFaces = (reference && reference.hit_faces) || [];
  return el("span", { class: "pc-dice" }, (faces || []).map((f) => el("span", {
    class: ["pc-die", hitFaces.includes(f) && "pc-die-hit"], "aria-label": String(f),
  }, DIE_FACE[f] || String(f))));
}

const DIE_FACE = { 1: "⚀", 2: "⚁", 3: "⚂", 4: "⚃", 5: "⚄", 6: "⚅" };

/** A public log line; a broadside's line starts with who fired at whom. */
export function logLine(ctx, entry, i) {
  const { el } = ctx.ui;
  const p = entry.params || {};
  const text = ctx.t(entry.key, params(p, true));
  const shot = entry.key === "pirates_cove.log.shot" && p.by && p.at;
  const seat = Number.isInteger(p.seat) ? p.seat : null;
  return el("li", { class: ["pc-log-line", `pc-log-${entry.key.split(".").pop()}`], dataset: { i: String(i) } },
    seat != null ? token(ctx, seat) : null,
    shot ? el("span", { class: "pc-log-shot" }, ctx.t("pirates_cove.ui.fires_at", params({ by: p.by, at: p.at })), " ") : null,
    el("span", null, text));
}
