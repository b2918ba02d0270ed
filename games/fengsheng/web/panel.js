// 风声: the phone's private panel (portrait). One line says what is happening now;
// the identity and character card sits behind hold-to-reveal (identity, character
// even when covered, its skills, and the mission when it counts); then the hand
// (tap a card for its text), the card in transit when this phone has seen it, this
// seat's intelligence, and the private notes (破译 and 试探 peeks, cards given and
// taken). Prompts use the shell's generic widgets, with card faces drawn by
// renderChoice so a player picks a card by its colour, function and stamp.
// A response window or a reaction says what it answers under its title (``about``:
// who used what, on whom, with the card's face when it is public). The panel never
// buzzes: the shell decides that, and it stays silent for response windows (every
// phone gets one, most can only pass).

import { cardFace, cardTable, characterInfo, faceTitle, identityBadge, intelCounts, params as gameParams, probeText } from "./cards.js";

const frames = new WeakMap(); // root -> kept parts (the held secret card must not be replaced mid-press)
const latest = new WeakMap();

export function params(p) {
  return gameParams(p);
}

// the shells wait for the card table before the first render
export { ready } from "./cards.js";

export function render(root, view, ctx) {
  latest.set(root, { view, ctx });
  cardTable(() => {
    const l = latest.get(root);
    if (l) draw(root, l.view, l.ctx);
  });
  draw(root, view, ctx);
}

function partsFor(root, el) {
  let f = frames.get(root);
  if (f && f.panel.parentNode === root) return f;
  const slot = (cls) => el("div", { class: ["fs-p-slot", cls] });
  f = { panel: el("div", { class: "fs-panel" }), head: slot("fs-p-head"), secret: slot("fs-p-secret"), rest: slot("fs-p-rest"), secretSig: null };
  f.panel.append(f.head, f.secret, f.rest);
  root.replaceChildren(f.panel);
  frames.set(root, f);
  return f;
}

function situation(T, me, view, t) {
  if (T.phase === "draft") return t(view.prompts && view.prompts.length ? "fengsheng.ui.sit.draft" : "fengsheng.ui.sit.drafted");
  if (T.phase === "over" || view.finished) return t(T.result || "fengsheng.result.no_winner");
  const tr = T.transit;
  const method = tr ? { key: `fengsheng.transmission.${tr.method}` } : null;
  // Issue 19 point 9: the line never contradicts the prompts under it. Before me with nothing to
  // answer yet, it says to wait; whoever decides on the intelligence is named (the step's own
  // wording, "Accept or pass on?", read as a question to this phone above "Nothing to do").
  if (tr && tr.recipient === me.seat) {
    return t((view.prompts || []).length ? "fengsheng.ui.sit.at_me" : "fengsheng.ui.sit.at_me_wait", { method });
  }
  if (tr && T.step === "decide") return t("fengsheng.ui.sit.deciding", { seat: { seat: tr.recipient }, method });
  if (T.turn === me.seat) return t("fengsheng.ui.sit.my_turn", { step: { key: `fengsheng.step.${T.step || "play"}` } });
  return t("fengsheng.ui.sit.turn_of", { seat: { seat: T.turn }, step: { key: `fengsheng.step.${T.step || "play"}` } });
}

const ANSWERABLE = ["fengsheng.prompt.window", "fengsheng.prompt.reaction"];

/**
 * What an open window or reaction answers, drawn in the prompt under its title (the shell's
 * ``about`` hook, docs/frontend.md): its sentence, and the card used when its face is public.
 */
export function about(prompt, view, ctx) {
  if (!ANSWERABLE.includes(prompt.key) || !prompt.params || !prompt.params.about) return null;
  const { el } = ctx.ui;
  const top = prompt.params.top;
  return el("div", { class: "fs-p-answering" },
    el("span", { class: "fs-p-answering-text" }, ctx.t("fengsheng.ui.window_about", gameParams({ about: prompt.params.about }))),
    top && top.card ? cardFace(ctx, top.card, "mini") : null,
    top && top.target_card ? cardFace(ctx, top.target_card, "mini") : null);
}

function draw(root, view, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const T = view.table;
  const me = T.me || { seat: ctx.me };
  const f = partsFor(root, el);
  const mine = T.seats[me.seat] || null;

  // replaceChildren would write a null child as the text "null": leave it out
  f.head.replaceChildren(el("div", { class: ["fs-p-situation", T.transit && T.transit.recipient === me.seat && "fs-p-hot"] }, situation(T, me, view, t)));

  // The secret card: rebuilt only when what it shows changes, so a finger holding it keeps it open.
  const sig = JSON.stringify([me.identity, me.character, me.face_up, ctx.lang]);
  if (f.secretSig !== sig) {
    f.secretSig = sig;
    f.secret.replaceChildren(me.character || me.identity
      ? ctx.ui.holdToReveal(t("fengsheng.ui.hold_secret"), () => secretCard(ctx, me, T))
      : el("p", { class: "fs-muted" }, t("fengsheng.ui.no_character_yet")));
  }

  const parts = [];
  if (T.phase === "over" || view.finished) parts.push(endCard(ctx, view, me));
  const known = T.transit_card || (T.transit && T.transit.card && !T.transit.card.hidden ? T.transit.card : null);
  if (T.transit && known) {
    parts.push(el("section", { class: "fs-p-section fs-p-transit" },
      el("h3", null, t(T.transit_card ? "fengsheng.ui.transit_seen" : "fengsheng.ui.transit_open")),
      el("div", { class: "fs-p-row" }, cardFace(ctx, known, "card"),
        el("span", { class: "fs-muted" }, t("fengsheng.ui.sent_by", { seat: { seat: T.transit.sender } })))));
  }
  const hand = T.hand || [];
  parts.push(el("section", { class: "fs-p-section fs-p-hand" },
    el("h3", null, t("fengsheng.ui.your_hand", { n: hand.length })),
    hand.length
      ? el("div", { class: "fs-p-cards" }, hand.map((c) => el("button", {
        type: "button", class: "fs-p-cardbtn", "aria-label": faceTitle(ctx, c),   // a 试探's whole question too
        onclick: () => ctx.ui.modal(t(`fengsheng.card.${c.function}`), cardText(ctx, c)),
      }, cardFace(ctx, c, "card"))))
      : el("p", { class: "fs-muted" }, t("fengsheng.ui.empty_hand"))));
  if (mine) {
    parts.push(el("section", { class: "fs-p-section fs-p-intel" },
      el("h3", null, t("fengsheng.ui.your_intel")),
      el("div", { class: "fs-p-row" }, intelCounts(ctx, mine.intel, T.threshold),
        mine.locked ? el("span", { class: "fs-mark fs-mark-lock" }, t("fengsheng.ui.locked")) : null,
        mine.lured ? el("span", { class: "fs-mark fs-mark-lure" }, t("fengsheng.ui.lured")) : null),
      el("div", { class: "fs-p-cards fs-p-cards-mini" },
        ["red", "blue", "black"].flatMap((c) => (mine.intel[c] || []).map((id) => cardFace(ctx, id, "mini"))))));
  }
  const notes = T.notes || [];
  if (notes.length) {
    parts.push(el("section", { class: "fs-p-section fs-p-notes" },
      el("h3", null, t("fengsheng.ui.notes")),
      el("ul", { class: "fs-p-notes-list" }, notes.slice().reverse().map((nt) => noteLine(ctx, nt)))));
  }
  f.rest.replaceChildren(...parts);
}

function secretCard(ctx, me, T) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const info = me.character ? characterInfo(me.character) : null;
  const showMission = me.identity === "bystander" || T.missions_for_all;
  return el("div", { class: ["fs-p-secret-card", me.identity && `fs-seat-id-${me.identity}`] },
    me.identity ? el("div", { class: "fs-p-identity" }, identityBadge(ctx, me.identity, "big")) : null,
    me.character ? el("div", { class: "fs-p-char" },
      el("span", { class: "fs-p-char-name" }, t(`fengsheng.character.${me.character}`)),
      el("span", { class: ["fs-p-char-state", me.face_up ? "fs-up" : "fs-down"] }, t(me.face_up ? "fengsheng.ui.face_up" : "fengsheng.ui.covered"))) : null,
    info ? el("ul", { class: "fs-p-skills" }, info.skills.map((s) => el("li", null,
      el("strong", null, t(`fengsheng.skill.${s}`)), " ", el("span", null, t(`fengsheng.skill.${s}.text`))))) : null,
    me.character && showMission ? el("p", { class: "fs-p-mission" }, el("strong", null, t("fengsheng.ui.mission")), " ",
      t(`fengsheng.mission.${me.character}`)) : null);
}

function cardText(ctx, c) {
  const { el } = ctx.ui;
  return el("div", { class: "fs-p-cardtext" }, cardFace(ctx, c, "big"),
    el("p", null, ctx.t(`fengsheng.card.${c.function}.text`)),
    c.probe ? el("p", { class: "fs-p-probe" }, probeText(ctx, c.probe)) : null);
}

const NOTE_KEYS = {
  decrypt: ["fengsheng.note.decrypt", "sender"],
  probe_used: ["fengsheng.note.probe_used", "target"],
  probe_received: ["fengsheng.note.probe_received", "user"],
  took: ["fengsheng.note.took", "from"],
  taken: ["fengsheng.note.taken", "by"],
  gave: ["fengsheng.note.gave", "to"],
  given: ["fengsheng.note.given", "by"],
  identity_seen: ["fengsheng.note.identity_seen", "seat"],
  teammate_character: ["fengsheng.note.teammate_character", "seat"],
};

function noteLine(ctx, nt) {
  const { el } = ctx.ui;
  const [key] = NOTE_KEYS[nt.kind] || [`fengsheng.note.${nt.kind}`];
  const { face, faces, kind, ...rest } = nt;
  return el("li", { class: ["fs-p-note", `fs-note-${kind}`] },
    el("span", null, ctx.t(key, gameParams(rest))),
    face ? cardFace(ctx, face, "mini") : null,
    (faces || []).map((f) => cardFace(ctx, f, "mini")),
    face && face.probe ? el("span", { class: "fs-muted fs-p-note-probe" }, probeText(ctx, face.probe)) : null);
}

function endCard(ctx, view, me) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const o = view.outcome || {};
  const won = (o.winners || []).includes(me.seat);
  return el("section", { class: ["fs-p-section", "fs-p-end", won ? "fs-p-won" : "fs-p-lost"] },
    el("div", { class: "fs-p-end-title" }, t(won ? "fengsheng.ui.you_won" : "fengsheng.ui.you_lost")),
    o.scores ? el("div", { class: "fs-p-end-score" }, t("fengsheng.ui.score", { n: o.scores[me.seat] ?? 0 })) : null,
    el("ul", { class: "fs-p-reveal" }, Object.keys(o.identities || {}).map((s) => el("li", null,
      el("span", { class: "fs-p-reveal-name" }, ctx.seatName(Number(s))), " ",
      identityBadge(ctx, o.identities[s], "small"), " ",
      o.characters && o.characters[s] ? t(`fengsheng.character.${o.characters[s]}`) : "",
      o.scores ? ` · ${t("fengsheng.ui.score", { n: o.scores[s] ?? 0 })}` : ""))));
}

/** The inside of a choice button: a card face for a card, a character with its skills in the draft. */
export function renderChoice(choice, prompt, view, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const ref = choice.ref || {};
  if (ref.card != null) {
    return el("span", { class: "fs-choice" }, cardFace(ctx, ref.card, "card"),
      Number.isInteger(ref.seat) ? el("span", { class: "fs-choice-seat" }, ctx.seatName(ref.seat)) : null,
      choice.id.startsWith("i") ? el("span", { class: "fs-choice-as" }, t(choice.label)) : null);
  }
  if (Number.isInteger(ref.seat) && choice.label) {
    // an action on a player (无间行者: take from / place in front of): the seat, then what
    return el("span", { class: "fs-choice fs-choice-skill" }, el("span", { class: "fs-choice-name" }, ctx.seatName(ref.seat)),
      el("span", { class: "fs-choice-skills" }, t(choice.label, gameParams(choice.params))));
  }
  if (prompt.key === "fengsheng.prompt.draft") {
    const info = characterInfo(choice.id);
    return el("span", { class: "fs-choice fs-choice-char" },
      el("span", { class: "fs-choice-name" }, t(`fengsheng.character.${choice.id}`),
        info ? el("span", { class: "fs-muted" }, ` · ${t(`fengsheng.gender.${info.gender}`)}${info.hidden ? " · " + t("fengsheng.ui.hidden_char") : ""}`) : null),
      // the draft is where skills are read: each with its text
      info ? info.skills.map((s) => el("span", { class: "fs-choice-skills" }, el("strong", null, t(`fengsheng.skill.${s}`)), " ",
        t(`fengsheng.skill.${s}.text`))) : null);
  }
  if (choice.id === "s:character") {
    // the same button on every phone, covered character or not: what it does stays behind hold-to-reveal
    return el("span", { class: "fs-choice fs-choice-skill" }, el("span", { class: "fs-choice-name" }, "✦ ", t(choice.label)));
  }
  return null;
}
