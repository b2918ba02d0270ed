// 魔城馬車: what the TV board and the phone panel share: the seat's letter (a marker that is not colour
// alone), the game's ids in message params turned into messages, and an item card with its effect text.

/** The seat's colour dot with its letter: the same marker on the TV and on every phone. */
export function seatMark(ctx, seat) {
  return ctx.ui.el("span", { class: ["kf-mark", ctx.ui.seatClass(seat)], "aria-hidden": "true" }, ctx.ui.seatLetter(seat));
}

/** A seat as its marker and name. */
export function seatTag(ctx, seat) {
  return ctx.ui.el("span", { class: ["kf-seat-tag", ctx.ui.seatClass(seat)] }, seatMark(ctx, seat), ctx.seatName(seat));
}

// the params of docs/kutschfahrt-view.md that hold the game's ids, and the catalogue prefix of each
const ID_PARAMS = {
  item: "kutschfahrt.item.", kind: "kutschfahrt.item.", gave: "kutschfahrt.item.",
  profession: "kutschfahrt.profession.", society: "kutschfahrt.society.", society_card: "kutschfahrt.society.",
  direction: "kutschfahrt.choice.", side: "kutschfahrt.choice.",
};
const ID_LISTS = { items: "kutschfahrt.item.", professions: "kutschfahrt.profession." };

/** A message's params with the game's ids as messages (docs/frontend.md `params`). */
export function params(p) {
  if (!p || typeof p !== "object") return p;
  const out = { ...p };
  for (const [name, prefix] of Object.entries(ID_PARAMS)) {
    if (typeof out[name] === "string") out[name] = { key: prefix + out[name] };
  }
  for (const [name, prefix] of Object.entries(ID_LISTS)) {
    if (Array.isArray(out[name])) out[name] = out[name].map((id) => ({ key: prefix + id }));
  }
  // a fight's use names what was used by its message key (fight.py "use")
  if (typeof out.what === "string") out.what = { key: out.what };
  if (typeof out.result === "string" && out.result.startsWith("kutschfahrt.")) out.result = { key: out.result };
  // an announcement that names nobody (rules.py's log "announce" with no teammates) says so
  if (Array.isArray(out.teammates) && !out.teammates.length) out.teammates = { key: "kutschfahrt.ui.no_teammates" };
  return out;
}

/** A log or note line in the reader's language. */
export function line(ctx, entry) {
  return ctx.t(entry.key, params(entry.params || entry));
}

// victory items and the rest, for the card's colour band (§6)
const KINDS = { key: "victory", goblet: "victory", bag_key: "bag", bag_goblet: "bag", coat_of_arms: "loge" };

/** An item card: its name, and its effect text unless ``small``; ``attrs`` e.g. a tap to read it whole. */
export function itemCard(ctx, id, small = false, attrs = {}) {
  const { el } = ctx.ui;
  return el("div", { ...attrs, class: ["kf-item", `kf-item-${KINDS[id] || "plain"}`, small && "kf-item-small"], dataset: { item: id } },
    el("span", { class: "kf-item-name" }, ctx.t(`kutschfahrt.item.${id}`)),
    small ? null : el("span", { class: "kf-item-text" }, ctx.t(`kutschfahrt.item.${id}.text`)));
}

/** A society badge: a shape and a colour for each society, with its name (``short``: one word, for tables). */
export function societyBadge(ctx, id, short = false) {
  return ctx.ui.el("span", { class: ["kf-society", `kf-society-${id}`] }, id === "order" ? "◆ " : "▼ ",
    ctx.t(short ? `kutschfahrt.ui.society_short.${id}` : `kutschfahrt.society.${id}`));
}
