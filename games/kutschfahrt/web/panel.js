// 魔城馬車: the phone's private panel (docs/rules/kutschfahrt.md §9 "Phone", docs/kutschfahrt-view.md `me`).
// One line says what is happening; the society and profession sit behind hold-to-reveal (the society
// is the whole game's secret); then the seat's items as cards with their effect text (how many a seat
// holds is public, so the cards may set the panel's height); two buttons open the private notes (what
// this seat has seen: whose items, whose society) and the teammate-guess sheet, a deduction aid kept in
// this phone's localStorage per room and seat and never sent. Notes and sheet open over the screen so
// the prompts below start at the same height on every phone (docs/frontend.md "Simultaneous prompts").

import { itemCard, line, params, seatMark, seatTag, societyBadge } from "./common.js";

export { params };

/**
 * What a fight's prompt answers (issue 19 point 9; the shell shows it under the title): who
 * attacks whom. The Priest's window names both in its title; the Doctor's follows a fight decided.
 */
export function about(prompt) {
  if (prompt.key !== "kutschfahrt.prompt.fight_use" || !prompt.params) return null;
  return { key: "kutschfahrt.about.fight", params: params(prompt.params) };
}

const kept = new WeakMap(); // root -> kept parts (the held secret must not be replaced mid-press)

export function render(root, view, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const T = view.table;
  const me = T.me;
  const f = partsFor(root, el);
  const over = T.stage === "over" || view.finished;
  f.head.replaceChildren(el("div", { class: "kf-p-situation" }, situation(ctx, view, T, me, over)));
  const sig = JSON.stringify([me.society, me.profession, me.used, me.society_cards, ctx.lang]);
  if (f.sig !== sig) {
    f.sig = sig;
    f.secret.replaceChildren(ctx.ui.holdToReveal(t("kutschfahrt.ui.hold_secret"), () => secretCard(ctx, me, T)));
  }
  // replaceChildren would write a null child as the text "null": leave it out
  f.rest.replaceChildren(...[
    el("section", { class: "kf-p-items" },
      el("h3", null, t("kutschfahrt.ui.my_items", { n: me.items.length })),
      me.items.length ? el("div", { class: "kf-p-cards" }, me.items.map((id) => itemCard(ctx, id, false, {
        // the card is cut to one height (the hand's size is public, its texts are not): a tap reads it whole
        onclick: () => ctx.ui.modal(t(`kutschfahrt.item.${id}`), el("p", { class: "kf-p-note" }, t(`kutschfahrt.item.${id}.text`)), { class: "kf-modal" }),
      })))
        : el("p", { class: "kf-muted" }, t("kutschfahrt.ui.no_items"))),
    el("div", { class: "kf-p-tools" },
      el("button", { type: "button", class: "btn kf-p-notes-btn", onclick: () => openNotes(ctx, T, me) }, "✎ ", t("kutschfahrt.ui.notes")),
      el("button", { type: "button", class: "btn kf-p-guess-btn", onclick: () => openGuesses(ctx, T, me) }, "? ", t("kutschfahrt.ui.guesses"))),
  ].filter(Boolean));
}

function partsFor(root, el) {
  let f = kept.get(root);
  if (f && f.panel.parentNode === root) return f;
  const slot = (cls) => el("div", { class: cls });
  f = { panel: el("div", { class: "kf-panel" }), head: slot("kf-p-head"), secret: slot("kf-p-secret"), rest: slot("kf-p-rest"), sig: null };
  f.panel.append(f.head, f.secret, f.rest);
  root.replaceChildren(f.panel);
  kept.set(root, f);
  return f;
}

function situation(ctx, view, T, me, over) {
  const t = ctx.t;
  if (over) return T.end ? t(T.end.result) : t("kutschfahrt.log.end");
  if (T.fight) return t("kutschfahrt.ui.sit.fight", { attacker: { seat: T.fight.attacker }, defender: { seat: T.fight.defender } });
  if (T.active === me.seat) return t("kutschfahrt.ui.sit.my_turn");
  return t("kutschfahrt.ui.turn_of", { seat: { seat: T.active } });
}

/** What the cover hides: society (or the three cards of the 3-player variant), profession, what wins. */
function secretCard(ctx, me, T) {
  const { el } = ctx.ui;
  const t = ctx.t;
  return el("div", { class: "kf-p-secret-card" },
    el("div", { class: "kf-p-society" }, societyBadge(ctx, me.society),
      el("div", { class: "kf-p-text" }, t(`kutschfahrt.society.${me.society}.text`))),
    me.society_cards.length ? el("div", { class: "kf-p-text" }, t("kutschfahrt.ui.society_cards"), " ",
      me.society_cards.map((c, i) => [i ? ", " : "", t(`kutschfahrt.society.${c}`)])) : null,
    el("div", { class: "kf-p-prof" },
      el("strong", { class: "kf-p-prof-name" }, t(`kutschfahrt.profession.${me.profession}`)),
      el("span", { class: "kf-p-used" }, " · ", t(me.used ? "kutschfahrt.ui.used" : "kutschfahrt.ui.unused")),
      el("div", { class: "kf-p-text" }, t(`kutschfahrt.profession.${me.profession}.text`))));
}

// -- the private notes -----------------------------------------------------------------------------

function openNotes(ctx, T, me) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const notes = me.notes.slice().reverse();
  const body = el("div", { class: "kf-p-notes" },
    me.pile_top.length ? el("div", { class: "kf-p-note" }, t("kutschfahrt.ui.pile_top"), " ",
      me.pile_top.map((id, i) => [i ? ", " : "", t(`kutschfahrt.item.${id}`)])) : null,
    notes.length ? el("ol", { class: "kf-p-note-list" }, notes.map((n) => el("li", { class: "kf-p-note" },
      el("span", { class: "kf-muted" }, t("kutschfahrt.ui.turn_n", { n: n.turn }), " "), noteText(ctx, n))))
      : el("p", { class: "kf-muted" }, t("kutschfahrt.ui.no_notes")));
  ctx.ui.modal(t("kutschfahrt.ui.notes"), body, { class: "kf-modal" });
}

/** A note's sentence and what it showed (a society, a profession, a whole hand). */
function noteText(ctx, n) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const shown = [];
  if (n.society) shown.push(societyBadge(ctx, n.society));
  if (n.society_card) shown.push(t("kutschfahrt.ui.society_card_n", { n: n.card + 1 }), " ", societyBadge(ctx, n.society_card));
  if (n.profession && n.key !== "kutschfahrt.note.tome") shown.push(t(`kutschfahrt.profession.${n.profession}`));
  if (n.items) shown.push(n.items.length ? n.items.map((id) => t(`kutschfahrt.item.${id}`)).join(", ") : t("kutschfahrt.ui.no_items"));
  return [line(ctx, n), shown.length ? el("div", { class: "kf-p-shown" }, shown) : null];
}

// -- the teammate-guess sheet (the phone only) --------------------------------------------------------

const GUESSES = ["unknown", "order", "brotherhood"];

function guessKey(ctx, me) {
  return `partytable:kutschfahrt:guess:${ctx.room}:${me.seat}`;
}

function readGuesses(ctx, me) {
  try { return JSON.parse(localStorage.getItem(guessKey(ctx, me)) || "{}") || {}; } catch (_) { return {}; }
}

function openGuesses(ctx, T, me) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const guesses = readGuesses(ctx, me);
  const row = (seat) => {
    const node = el("div", { class: "kf-g-row", dataset: { seat: String(seat) } });
    const draw = () => node.replaceChildren(seatTag(ctx, seat), el("div", { class: "kf-g-picks" }, GUESSES.map((g) => el("button", {
      type: "button", class: ["btn", "kf-g-pick", `kf-g-${g}`, (guesses[seat] || "unknown") === g && "kf-g-on"],
      "aria-pressed": String((guesses[seat] || "unknown") === g),
      onclick: () => {
        guesses[seat] = g;
        try { localStorage.setItem(guessKey(ctx, me), JSON.stringify(guesses)); } catch (_) { /* private mode */ }
        draw();
      },
    }, t(`kutschfahrt.ui.guess.${g}`)))));
    draw();
    return node;
  };
  const others = T.seats.map((S) => S.seat).filter((s) => s !== me.seat);
  ctx.ui.modal(t("kutschfahrt.ui.guesses"), el("div", { class: "kf-guesses" },
    el("p", { class: "kf-muted" }, t("kutschfahrt.ui.guess_help")), others.map(row)), { class: "kf-modal" });
}

// -- choices: items as cards, seats with their letter, professions with their text ------------------

export function renderChoice(choice, prompt, view, ctx) {
  const { el } = ctx.ui;
  const ref = choice.ref || {};
  if (ref.item) return itemCard(ctx, ref.item);
  if (Number.isInteger(ref.seat)) return el("span", { class: "kf-choice-seat" }, seatMark(ctx, ref.seat), ctx.seatName(ref.seat));
  // the fight's "use profession" stays a plain button: a profession's name on it would show at a glance
  if (ref.profession && prompt.key === "kutschfahrt.prompt.coat") {
    return el("span", { class: "kf-choice-prof" }, el("strong", null, ctx.t(`kutschfahrt.profession.${ref.profession}`)),
      el("span", { class: "kf-item-text" }, ctx.t(`kutschfahrt.profession.${ref.profession}.text`)));
  }
  return null;
}
