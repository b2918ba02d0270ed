// 三国杀: what the TV board and the phone panel share — the reference data (heroes, card kinds;
// fetched once from /api/games/sanguosha/reference), card faces and backs, hero, kingdom and role
// badges, HP pips, the params hook and the public log line. Card objects follow
// docs/sanguosha-view.md "Cards": {id, suit, rank, kind, as?} face up, {hidden: true} face down.
// Text is only ever set as text.

// Suits as printed: ♠ ♣ black, ♥ ♦ red (games/sanguosha/cards.py SUIT_COLOUR).
const SUIT_SYMBOL = { spade: "♠", heart: "♥", club: "♣", diamond: "♦" };
const SUIT_COLOUR = { spade: "black", club: "black", heart: "red", diamond: "red" };
// Ranks 1 and 11-13 print as letters (cards.py RANK_LABELS).
const RANK_LABEL = { 1: "A", 11: "J", 12: "Q", 13: "K" };
const EQUIP_SLOTS = ["weapon", "armor", "horse_plus", "horse_minus"];
const SLOT_ICON = { weapon: "⚔", armor: "⬢", horse_plus: "+1", horse_minus: "−1" };
// The crown means the room's host only (docs/frontend.md "Icons"): the Lord carries the fleur-de-lis.
const ROLE_ICON = { lord: "⚜", loyalist: "✪", rebel: "⚑", renegade: "◈" };
// 军争's damage natures printed on cards (games/sanguosha/cards.py MANEUVERING_KIND_LIST `nature`): a card used as
// itself deals its nature (docs/rules/sanguosha.md §9.3), so its face carries the mark.
const NATURE_OF_KIND = { fire_slash: "fire", thunder_slash: "thunder", fire_attack: "fire" };

// message params that name a seat (docs/sanguosha-view.md: "seats as {seat: n} params")
// "for" is a seat when a number (激将/护驾: the Lord a helper answers for), an effect when a string (a judgement's)
const SEAT_PARAMS = ["player", "target", "user", "source", "from", "to", "victim", "killer", "asking", "by", "dying", "current", "for"];

// message params that hold a card object
const CARD_PARAMS = ["card", "target_card", "replaced"];
// a `result` param is a judgement's (hit, miss) or a match's side ("lord" -> sanguosha.result.lord)
const JUDGE_RESULT = { hit: "sanguosha.ui.judge_hit", miss: "sanguosha.ui.judge_miss" };

let reference = null;
let loading = null;

function load() {
  if (!loading) {
    loading = fetch("/api/games/sanguosha/reference")
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`reference ${r.status}`))))
      .then((data) => {
        reference = data || {};
        return reference;
      })
      .catch((err) => {
        console.warn("sanguosha: no reference data; heroes and cards show by name only", err);
        reference = {};
        return reference;
      });
  }
  return loading;
}

/** For the shells (docs/frontend.md): they wait for the reference data before the first render. */
export function ready() {
  return load();
}

/** A hero's public facts ({kingdom, gender, hp, skills, lord}), or null when the reference lacks it. */
export function heroInfo(id) {
  return (reference && reference.heroes && reference.heroes[id]) || null;
}

/** A card kind's facts ({type, subtype, attack_range}), or null. */
export function kindInfo(kind) {
  return (reference && reference.kinds && reference.kinds[kind]) || null;
}

export function rankLabel(rank) {
  return RANK_LABEL[rank] || String(rank);
}

export function isFaceUp(card) {
  return !!card && typeof card === "object" && !card.hidden && typeof card.kind === "string";
}

/** "♠7 Slash" (a card used as another: "♥9 Peach as Slash") as a message ref ctx.t can show. */
export function cardRef(card) {
  if (!isFaceUp(card)) return { key: "sanguosha.ui.hidden_card" };
  const base = { key: "sanguosha.ui.card_ref", params: { suit: SUIT_SYMBOL[card.suit] || "", rank: rankLabel(card.rank), name: { key: `sanguosha.card.${card.kind}` } } };
  return card.as ? { key: "sanguosha.ui.card_ref_as", params: { card: base, as: { key: `sanguosha.card.${card.as}` } } } : base;
}

/** The game's own ids in message params, as message refs ctx.t can show (docs/frontend.md `params`). */
export function params(p) {
  if (!p || typeof p !== "object") return p;
  const out = {};
  for (const [k, v] of Object.entries(p)) {
    if (SEAT_PARAMS.includes(k) && Number.isInteger(v)) out[k] = { seat: v };
    else if (CARD_PARAMS.includes(k) && v && typeof v === "object" && !("key" in v)) out[k] = cardRef(v);
    else if ((k === "card" || k === "kind" || k === "need" || k === "as") && typeof v === "string") out[k] = { key: `sanguosha.card.${v}` };
    else if (k === "cards" && Array.isArray(v)) out[k] = v.map(cardRef);
    else if (k === "skill" && typeof v === "string") out[k] = effectRef(v);
    else if (k === "hero" && typeof v === "string") out[k] = { key: `sanguosha.hero.${v}` };
    else if (k === "role" && typeof v === "string") out[k] = { key: `sanguosha.role.${v}` };
    // a phase inside a sentence ("skips the {phase} phase"): its short name
    else if (k === "phase" && typeof v === "string") out[k] = { key: `sanguosha.ui.phase_short.${v}` };
    else if (k === "nature" && typeof v === "string") out[k] = { key: `sanguosha.ui.nature.${v}` };
    else if (k === "result" && typeof v === "string") out[k] = resultRef(v);
    else if (k === "suit" && typeof v === "string" && SUIT_SYMBOL[v]) out[k] = { key: `sanguosha.suit.${v}` };
    else if ((k === "for" || k === "reason") && typeof v === "string" && v) out[k] = effectRef(v);
    else if ((k === "targets" || k === "seats") && Array.isArray(v)) out[k] = v.map((s) => (Number.isInteger(s) ? { seat: s } : s));
    else out[k] = v;
  }
  return out;
}

function resultRef(v) {
  return { key: JUDGE_RESULT[v] || (v.startsWith("sanguosha.") ? v : `sanguosha.result.${v}`) };
}

/**
 * An effect named by its id: a card kind (乐不思蜀 judged, 寒冰剑 or 八卦阵 acting as a skill would) or a
 * skill (洛神, 刚烈). The reference data says which; without it, a skill.
 */
export function effectRef(id) {
  return { key: kindInfo(id) ? `sanguosha.card.${id}` : `sanguosha.skill.${id}` };
}

/**
 * A card face: the suit and rank in the corner (red or black), the name, the type line, and an
 * "as" badge for a card used as another. ``size``: "mini" (a chip in a line of text), "card"
 * (hand, equipment), "wide" (a choice button), "big" (a card opened on the phone).
 */
export function cardFace(ctx, card, size = "card", extra = {}) {
  const { el } = ctx.ui;
  if (!isFaceUp(card)) return cardBack(ctx, size, extra.class, extra.label);
  const t = ctx.t;
  const colour = SUIT_COLOUR[card.suit] || "black";
  // a chip names what the card counts as (a ♦ placed as 乐不思蜀 reads "Q♦ Indulgence ⇄"); a face names both
  const mini = size === "mini";
  const name = t(`sanguosha.card.${mini && card.as ? card.as : card.kind}`);
  const corner = el("span", { class: "sgs-corner" },
    el("span", { class: "sgs-rank" }, rankLabel(card.rank)), el("span", { class: "sgs-suit" }, SUIT_SYMBOL[card.suit] || ""));
  const info = kindInfo(card.kind);
  const typeLine = mini || !info ? null : el("span", { class: "sgs-type" }, typeLabel(ctx, info));
  const nature = card.as ? null : NATURE_OF_KIND[card.kind];
  return el("div", {
    class: ["sgs-card", `sgs-card-${size}`, `sgs-${colour}`, info && `sgs-type-${info.type}`, card.as && "sgs-card-as",
      nature && `sgs-card-nature sgs-card-${nature}`, extra.class],
    title: `${SUIT_SYMBOL[card.suit] || ""}${rankLabel(card.rank)} ${name}`,
    dataset: { card: String(card.id ?? ""), kind: card.kind },
  },
  corner,
  nature ? natureIcon(ctx, nature, "sgs-card-element") : null,
  // a long name ("Something from Nothing") in a smaller size, so its longest word fits the card's width
  el("span", { class: ["sgs-card-name", longestWord(name) > 7 && "sgs-name-long"] }, name),
  typeLine,
  card.as ? el("span", { class: "sgs-as", title: t(`sanguosha.card.${card.kind}`) },
    mini ? "⇄" : t("sanguosha.ui.as", { card: { key: `sanguosha.card.${card.as}` } })) : null);
}

/**
 * A damage nature's sign (§9.3): a flame for fire (drawn, no emoji font needed), ⚡ for thunder; with its
 * name as the tooltip, and beside it wherever there is room (`natureBadge`), so it is never the colour alone.
 */
export function natureIcon(ctx, nature, cls = null) {
  const { el } = ctx.ui;
  return el("span", { class: ["sgs-element", `sgs-element-${nature}`, cls], title: ctx.t(`sanguosha.ui.nature.${nature}`), "aria-hidden": "true" },
    nature === "thunder" ? "⚡" : el("span", { class: "sgs-flame" }));
}

/** The nature as a badge: its sign and its name ("fire", "thunder"). */
export function natureBadge(ctx, nature, ...more) {
  const { el } = ctx.ui;
  return el("span", { class: ["sgs-nature", `sgs-nature-${nature}`] }, natureIcon(ctx, nature),
    el("span", { class: "sgs-nature-name" }, ctx.t(`sanguosha.ui.nature.${nature}`)), ...more);
}

function longestWord(text) {
  return Math.max(...text.split(/\s+/).map((w) => w.length));
}

function typeLabel(ctx, info) {
  if (info.type === "equip" && info.subtype) {
    const range = info.attack_range ? ` ${info.attack_range}` : "";
    return `${ctx.t(`sanguosha.subtype.${info.subtype}`)}${range}`;
  }
  return ctx.t(`sanguosha.card_type.${info.type}`);
}

/** A face-down card; ``label`` (a position, "3") is printed on it when it is picked by position. */
export function cardBack(ctx, size = "card", cls = null, label = null) {
  const { el } = ctx.ui;
  return el("div", { class: ["sgs-card", `sgs-card-${size}`, "sgs-back", cls], title: ctx.t("sanguosha.ui.hidden_card") },
    el("span", { class: "sgs-back-mark" }, "殺"),
    label != null ? el("span", { class: "sgs-back-label" }, String(label)) : null);
}

/** An equipment slot: its card as a mini face, or the slot's sign greyed when empty. */
export function equipSlot(ctx, slot, card) {
  const { el } = ctx.ui;
  return el("span", { class: ["sgs-slot", `sgs-slot-${slot}`, !card && "sgs-slot-empty"], title: ctx.t(`sanguosha.subtype.${slot}`) },
    el("span", { class: "sgs-slot-icon", "aria-hidden": "true" }, SLOT_ICON[slot]),
    card ? cardFace(ctx, card, "mini") : null);
}

/** The equipped slots, one a line (slot sign, then the card), so a long English name stays readable. */
export function equipList(ctx, equip) {
  const filled = EQUIP_SLOTS.filter((slot) => equip[slot]);
  return filled.length ? ctx.ui.el("div", { class: "sgs-equip" }, filled.map((slot) => equipSlot(ctx, slot, equip[slot]))) : null;
}

/** HP as pips: filled for the HP left, hollow for the lost, with the number for those who count. */
export function hpPips(ctx, hp, max) {
  const { el } = ctx.ui;
  const shown = Math.max(0, hp ?? 0);
  const most = Math.max(max ?? 0, shown);
  const pips = [];
  for (let i = 0; i < most; i++) pips.push(el("span", { class: ["sgs-pip", i < shown ? "sgs-pip-full" : "sgs-pip-lost"] }));
  return el("span", { class: ["sgs-hp", shown <= 1 && "sgs-hp-low"], title: ctx.t("sanguosha.ui.hp", { hp: shown, max: most }) },
    el("span", { class: "sgs-pips", "aria-hidden": "true" }, pips),
    el("span", { class: "sgs-hp-n" }, `${shown}/${most}`));
}

/** 金鱼's 玉佩 and 护甲, public counts (docs/sanguosha-view.md `jade`, `armor`): a flag each while above 0. */
export function tokenFlags(ctx, S) {
  const { el } = ctx.ui;
  return [S.jade ? el("span", { class: "sgs-flag sgs-flag-jade" }, "◈ ", ctx.t("sanguosha.ui.jade", { count: S.jade })) : null,
    S.armor ? el("span", { class: "sgs-flag sgs-flag-armor" }, "⛨ ", ctx.t("sanguosha.ui.armor", { count: S.armor })) : null]
    .filter(Boolean);
}

// 谋攻 R25: "the cap is 4"
const RAGE_CAP = 4;

/** 谋攻's rage, a public count (docs/sanguosha-view.md `rage`): a pip per point up to the cap, and the number. */
export function ragePips(ctx, S) {
  const { el } = ctx.ui;
  if (!Number.isInteger(S.rage)) return null;
  const pips = [];
  for (let i = 0; i < RAGE_CAP; i++) pips.push(el("span", { class: ["sgs-rage-pip", i < S.rage && "sgs-rage-full"] }));
  return el("span", { class: "sgs-flag sgs-flag-rage" },
    el("span", { class: "sgs-pips", "aria-hidden": "true" }, pips), " ", ctx.t("sanguosha.ui.rage", { count: S.rage }));
}

export function kingdomBadge(ctx, kingdom) {
  const { el } = ctx.ui;
  return kingdom ? el("span", { class: ["sgs-kingdom", `sgs-k-${kingdom}`] }, ctx.t(`sanguosha.kingdom.${kingdom}`)) : null;
}

/** A role as a badge: its sign and its name, never the colour alone. */
export function roleBadge(ctx, role, size = "") {
  const { el } = ctx.ui;
  return el("span", { class: ["sgs-role", `sgs-role-${role}`, size && `sgs-role-${size}`] },
    el("span", { class: "sgs-role-icon", "aria-hidden": "true" }, ROLE_ICON[role] || "?"), ctx.t(`sanguosha.role.${role}`));
}

/** One skill with its text: its name in bold, then what it does (the text names its tags: Locked, Lord skill). */
export function skillLine(ctx, id, tag = "li") {
  const { el } = ctx.ui;
  return el(tag, { class: "sgs-skill" },
    el("strong", null, ctx.t(`sanguosha.skill.${id}`)), " ", el("span", { class: "sgs-skill-text" }, ctx.t(`sanguosha.skill.${id}.text`)));
}

/** A hero as a card: name, kingdom, HP, and each skill with its text (the hero pick, the phone's own hero). `id`
 * null: a match without heroes (option `no_heroes`, seed 000 l.421: "每人都視為體力上限為4、無技能的武將"), the card
 * says so under the seat's HP. */
export function heroCard(ctx, id, { hp = null, maxHp = null, skills = null, texts = true } = {}) {
  const { el } = ctx.ui;
  const info = heroInfo(id) || {};
  const own = skills || info.skills || [];
  const max = maxHp ?? info.hp;
  return el("div", { class: ["sgs-hero", info.kingdom && `sgs-hero-${info.kingdom}`, !id && "sgs-hero-none"], dataset: { hero: id || "" } },
    el("div", { class: "sgs-hero-head" },
      kingdomBadge(ctx, info.kingdom),
      el("span", { class: "sgs-hero-name" }, ctx.t(id ? `sanguosha.hero.${id}` : "sanguosha.ui.no_hero_title")),
      info.gender ? el("span", { class: "sgs-gender", title: ctx.t(`sanguosha.gender.${info.gender}`) }, info.gender === "female" ? "♀" : "♂") : null,
      max != null ? hpPips(ctx, hp ?? max, max) : null),
    own.length ? el("ul", { class: "sgs-hero-skills" }, own.map((s) => (texts ? skillLine(ctx, s)
      : el("li", { class: "sgs-skill" }, el("strong", null, ctx.t(`sanguosha.skill.${s}`)))))) : null,
    id || own.length ? null : el("p", { class: "sgs-muted" }, ctx.t("sanguosha.ui.no_hero_self")));
}

/** A seat's event score: the number itself, or its `total` (docs/sanguosha-view.md "The outcome"). */
export function scoreOf(s) {
  if (s == null) return null;
  if (typeof s === "number") return s;
  for (const k of ["total", "points", "score"]) if (typeof s[k] === "number") return s[k];
  return null;
}

/** One public log entry: its sentence (cards named in it as "♠7 Slash"). */
export function logLine(ctx, entry, index) {
  const { el } = ctx.ui;
  const p = entry.params || {};
  const key = logKey(entry.key, p);
  // fire and thunder damage (§9.3) carry their sign at the head of the line
  const nature = p.nature && p.nature !== "normal" ? p.nature : null;
  return el("li", { class: ["sgs-log-line", `sgs-log-${key.split(".").pop()}`, nature && `sgs-log-${nature}`], dataset: { n: String(index) } },
    nature ? natureIcon(ctx, nature, "sgs-log-element") : null, ctx.t(key, params(p)));
}

// a card used with its cards and its targets (docs/sanguosha-view.md "Log entries": `use`, `use_skill`)
const USE_ON_TARGETS = /^sanguosha\.log\.use(_skill)?$/;

/**
 * The sentence a log entry is read with. The rules log every card used as `use` with its targets, the user
 * included when it is the only one: equipment put on reads "Bot 2 equips ♣5 Dilu" (`log.equip`), not "Bot 2 uses
 * Dilu on Bot 2: ♣5 Dilu", and any other card used on oneself alone (桃, 酒, 无中生有, 闪电) reads without its
 * target, as the card used on no one does (`use_no_target`: "Bot 2 uses Peach: ♥7 Peach").
 */
function logKey(key, p) {
  const match = USE_ON_TARGETS.exec(key);
  const targets = p.targets || [];
  if (!match || targets.length !== 1 || seatOf(targets[0]) !== seatOf(p.player)) return key;
  if (!match[1] && kindInfo(p.kind)?.type === "equip") return "sanguosha.log.equip";
  return `${key}_no_target`;
}

function seatOf(param) {
  return param && typeof param === "object" ? param.seat : param;
}
