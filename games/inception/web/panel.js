// 盗梦都市: the phone's private panel (docs/rules/inception.md §12 "Phone"). One line says what is happening;
// then one hold-to-reveal card, the same cover for every seat, holding all this seat's secrets: its role
// before the reveal, its bribe cards and the traitor banner (a thief), the vault layout, the nightmares and
// 皇城's undealt bribes (the master), the vaults and bribes it looked at and the cards it gave or lost.
// Then what everyone may know of this seat: its role card with the skill (and a master's world rule) and its
// hand (its size is public). Prompts: the generic widgets with card faces, layers, roles and nightmares drawn
// by renderChoice; the two order prompts (the nightmares' layout, 嫁接) by renderPrompt. Every prompt is drawn
// from the prompt alone (docs/frontend.md "Simultaneous prompts look alike"). The panel never buzzes.

import {
  bribeFace, cardBack, cardFace, layerName, nightmareFace, params as gameParams, phaseName, roleTexts, token, vaultFace,
} from "./pieces.js";

export { ready } from "./pieces.js";

const frames = new WeakMap(); // root -> kept parts (the held secret card must not be replaced mid-press)
const orders = new WeakMap(); // an order prompt's root -> the ids placed so far

export function params(p) {
  return gameParams(p);
}

/**
 * What a response window answers (issue 19 point 9; the shell shows it under the title): 律令
 * names the card it would cancel and who played it. 解封's title names its unlocker and layer.
 */
export function about(prompt) {
  if (prompt.key !== "inception.prompt.edict" || !prompt.params) return null;
  return { key: "inception.about.card", params: gameParams(prompt.params) };
}

export function render(root, view, ctx) {
  const { el } = ctx.ui;
  const T = view.table;
  const me = T.me || { seat: ctx.me, hand: [] };
  const seat = T.seats.find((S) => S.seat === me.seat) || null;
  const f = partsFor(root, el);
  f.me = me;
  f.table = T;

  const over = T.stage === "over" || view.finished;
  // at the end the shell's finish card says who won: no line of ours above it
  f.head.replaceChildren(...(over ? [] : [el("div", {
    class: ["inc-p-situation", T.current === me.seat && T.stage === "play" && "inc-p-hot"],
  }, situation(ctx, T, me))]));

  // built again only for another language, so a finger holding the card keeps it open; it reads f.me when pressed
  if (f.secretLang !== ctx.lang) {
    f.secretLang = ctx.lang;
    f.secret.replaceChildren(ctx.ui.holdToReveal(ctx.t("inception.ui.your_secrets"), () => secretCard(ctx, f.me, f.table)));
  }

  f.rest.replaceChildren(...[
    over ? endCard(ctx, view, me) : null,
    seat && seat.role ? roleSection(ctx, seat) : null,
    T.stage === "play" || over ? handSection(ctx, me.hand || []) : null,
  ].filter(Boolean));
  wholePixels(f.panel);
}

/**
 * The panel's height rounded up to a whole pixel: its height follows the hand (public), and the prompts below
 * then sit on the same pixel grid on every phone (docs/frontend.md "Simultaneous prompts look alike").
 */
function wholePixels(panel) {
  panel.style.minHeight = "";
  const h = panel.getBoundingClientRect().height;
  if (h) panel.style.minHeight = `${Math.ceil(h)}px`;
}

function partsFor(root, el) {
  let f = frames.get(root);
  if (f && f.panel.parentNode === root) return f;
  const slot = (cls) => el("div", { class: ["inc-p-slot", cls] });
  f = { panel: el("div", { class: "inc-panel" }), head: slot("inc-p-head"), secret: slot("inc-p-secret"), rest: slot("inc-p-rest"), secretLang: null };
  f.panel.append(f.head, f.secret, f.rest);
  root.replaceChildren(f.panel);
  frames.set(root, f);
  return f;
}

function situation(ctx, T, me) {
  const { el } = ctx.ui;
  if (T.stage === "roles" || T.stage === "setup") return ctx.t(`inception.ui.stage.${T.stage}`);
  const S = T.seats.find((s) => s.seat === me.seat);
  const where = S ? ` · ${layerName(ctx, S.layer)}` : "";
  if (T.current === me.seat) return [ctx.t("inception.ui.sit_mine", { phase: phaseName(ctx, T.phase) }), where];
  return [token(ctx, T.current), " ", ctx.t("inception.ui.sit_turn_of", { seat: T.current, phase: phaseName(ctx, T.phase) }),
    el("span", { class: "inc-p-deck" }, " · ", ctx.t("inception.ui.deck_short", { n: T.deck }))];
}

// -- the secret card ---------------------------------------------------------------------------------

/** Everything only this seat knows, read when the finger goes down (§12 "Master only", "A thief only"). */
function secretCard(ctx, me, T) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const master = T.master === me.seat;
  const parts = [];
  // §2 step 6: the roles are face down until every one is chosen
  if (T.stage === "roles" || T.stage === "setup") {
    parts.push(me.role ? secretRow(ctx, "inception.ui.your_role", el("b", { class: "inc-p-role-name" }, t(`inception.role.${me.role}`)))
      : el("p", { class: "inc-muted" }, t("inception.ui.no_role_yet")));
  }
  if (me.traitor) parts.push(el("div", { class: "inc-p-traitor" }, "☠ ", t("inception.ui.traitor_banner")));
  if (me.bribes) parts.push(secretRow(ctx, "inception.ui.your_bribes", me.bribes.bribes.map((b) => bribeFace(ctx, b)), "inc-p-own-bribes"));
  if (me.vaults && me.vaults.length) {
    parts.push(secretRow(ctx, master ? "inception.ui.vault_layout" : "inception.ui.vaults_seen",
      el("div", { class: "inc-p-vaults" }, me.vaults.map((v) => el("span", { class: "inc-p-vault", dataset: { layer: String(v.layer) } },
        el("span", { class: "inc-p-vault-layer" }, layerName(ctx, v.layer)), vaultFace(ctx, v.vault))))));
  }
  if (me.nightmares && me.nightmares.length) {
    parts.push(secretRow(ctx, "inception.ui.nightmares_placed", el("div", { class: "inc-p-nightmares" },
      me.nightmares.map((n) => el("span", { class: "inc-p-nightmare" }, el("span", { class: "inc-p-vault-layer" }, layerName(ctx, n.layer)), nightmareFace(ctx, n.nightmare))))));
  }
  if (me.spare && me.spare.length) parts.push(secretRow(ctx, "inception.ui.nightmares_spare", me.spare.map((n) => nightmareFace(ctx, n.nightmare))));
  if (me.undealt) parts.push(secretRow(ctx, "inception.ui.undealt", me.undealt.length ? me.undealt.map((b) => bribeFace(ctx, b)) : "—"));
  for (const pk of me.peeks || []) {
    if (pk.bribes) parts.push(secretRow(ctx, pk.key, [token(ctx, pk.seat), " ", pk.bribes.length ? pk.bribes.map((b) => bribeFace(ctx, b)) : "—"]));
    else if ((pk.cards || []).length) parts.push(secretRow(ctx, pk.key, [token(ctx, pk.seat), " ", pk.cards.map((c) => cardFace(ctx, c, "mini"))]));
  }
  if (!parts.length) parts.push(el("p", { class: "inc-muted" }, t(master ? "inception.ui.no_secret" : "inception.ui.no_bribes")));
  return el("div", { class: "inc-p-secrets" }, parts);
}

function secretRow(ctx, key, body, cls = null) {
  const { el } = ctx.ui;
  return el("div", { class: ["inc-p-secret-row", cls] }, el("div", { class: "inc-p-secret-title" }, ctx.t(key)), el("div", { class: "inc-p-secret-body" }, body));
}

// -- what the table knows of this seat ----------------------------------------------------------------

function roleSection(ctx, S) {
  const { el } = ctx.ui;
  const master = S.camp_public === "master";
  return el("section", { class: ["inc-p-section", "inc-p-role", master && "inc-p-role-master"] },
    el("h3", null, token(ctx, S.seat), " ", ctx.t(`inception.role.${S.role}`),
      S.face ? el("span", { class: "inc-p-face" }, " · ", ctx.t(`inception.choice.${S.face}`)) : null,
      el("span", { class: "inc-p-camp" }, ctx.t(master ? "inception.ui.master" : "inception.ui.thief"))),
    roleTexts(ctx, S.role));
}

function handSection(ctx, hand) {
  const { el } = ctx.ui;
  const t = ctx.t;
  return el("section", { class: ["inc-p-section", "inc-p-hand"] },
    el("h3", null, t("inception.ui.your_hand", { n: hand.length })),
    hand.length ? el("div", { class: "inc-p-cards" }, hand.map((c) => el("button", {
      type: "button", class: "inc-p-cardbtn", "aria-label": t(`inception.card.${c.kind}`),
      onclick: () => ctx.ui.modal(t(`inception.card.${c.kind}`), cardFace(ctx, c, "big")),
    }, cardFace(ctx, c, "card")))) : el("p", { class: "inc-muted" }, t("inception.ui.empty_hand")));
}

function endCard(ctx, view, me) {
  const { el } = ctx.ui;
  const o = view.outcome || {};
  const E = view.table.end || {};
  const traitor = (E.traitors || []).includes(me.seat);
  const score = (o.scores || {})[String(me.seat)];
  return el("section", { class: ["inc-p-section", "inc-p-end", (o.winners || []).includes(me.seat) ? "inc-p-won" : "inc-p-lost"] },
    el("div", { class: "inc-p-end-camp" }, ctx.t(`inception.ui.camp_${traitor ? "traitor" : view.table.master === me.seat ? "master" : "thief"}`)),
    score != null ? el("div", { class: "inc-p-end-score" }, ctx.t("inception.ui.points", { n: score })) : null);
}

// -- prompts ---------------------------------------------------------------------------------------

/** The inside of a choice button: a card face, a card back by position, a layer, a role, a nightmare, a seat. */
export function renderChoice(choice, prompt, view, ctx) {
  const { el } = ctx.ui;
  const ref = choice.ref || {};
  if (ref.card) return cardFace(ctx, ref.card, "card", "inc-choice-card");
  if (ref.back) return cardBack(ctx, "card", String(Number(String(choice.id).split(":")[1]) + 1));
  if (ref.role) return roleChoice(ctx, ref.role);
  if (ref.nightmare) return nightmareFace(ctx, ref.nightmare, true);
  if (Number.isInteger(ref.layer)) return layerChoice(ctx, ref.layer, view, choice.label ? ctx.t(choice.label, gameParams(choice.params)) : null);
  if (Number.isInteger(ref.seat) && !choice.label) return seatChoice(ctx, ref.seat, view);
  return null;
}

/** A role offered (every phone the same size: the text is clamped, the name is the seat's own secret). */
function roleChoice(ctx, role) {
  const { el } = ctx.ui;
  return el("span", { class: "inc-choice-role" }, el("b", { class: "inc-choice-role-name" }, ctx.t(`inception.role.${role}`)),
    el("span", { class: "inc-choice-role-text" }, roleTexts(ctx, role)));
}

/** A layer: its name (or what the choice does there, e.g. the master's move), its vault as the table sees it, its locks. */
function layerChoice(ctx, n, view, label) {
  const { el } = ctx.ui;
  const L = ((view.table && view.table.layers) || []).find((l) => l.layer === n);
  return el("span", { class: "inc-choice-layer" }, el("b", null, label || layerName(ctx, n)),
    L ? el("span", { class: "inc-choice-layer-info" }, vaultFace(ctx, L.vault), el("span", { class: "inc-choice-locks" }, ctx.t("inception.ui.locks_short", { n: L.locks }))) : null);
}

function seatChoice(ctx, n, view) {
  const { el } = ctx.ui;
  const S = ((view.table && view.table.seats) || []).find((s) => s.seat === n);
  return el("span", { class: "inc-choice-seat" }, el("span", { class: "inc-choice-seat-name" }, ctx.seatName(n)),
    S ? el("span", { class: "inc-choice-seat-info" }, layerName(ctx, S.layer), " · ", ctx.t("inception.ui.hand_count", { n: S.hand })) : null);
}

/** The order prompts (the nightmares' layout, 嫁接's cards on the deck): tap in order, then send. */
export function renderPrompt(root, prompt, view, ctx, send) {
  if (prompt.kind !== "order") return false;
  const { el } = ctx.ui;
  const t = ctx.t;
  const placed = (orders.get(root) || []).filter((id) => (prompt.choices || []).some((c) => c.id === id));
  orders.set(root, placed);
  const busy = root.classList.contains("prompt-pending");
  const byId = new Map((prompt.choices || []).map((c) => [c.id, c]));
  const pool = (prompt.choices || []).filter((c) => !placed.includes(c.id));
  const redraw = () => renderPrompt(root, prompt, view, ctx, send);
  const nightmares = prompt.key === "inception.prompt.nightmares";
  const slotName = (i) => (nightmares ? layerName(ctx, i + 1) : t(i === 0 ? "inception.ui.deck_top" : "inception.ui.deck_next", { n: i + 1 }));
  const item = (c, i) => el("button", {
    type: "button", class: ["choice", "inc-order-item", i != null && "chosen"], dataset: { choice: c.id }, disabled: busy,
    onclick: () => {
      if (i == null) placed.push(c.id);
      else placed.splice(i, 1);
      redraw();
    },
  }, i != null ? el("span", { class: "inc-order-slot" }, slotName(i)) : el("span", { class: "inc-order-plus", "aria-hidden": "true" }, "＋"),
  renderChoice(c, prompt, view, ctx) || el("span", null, c.label ? t(c.label, gameParams(c.params)) : c.id));
  root.replaceChildren(
    el("h2", { class: "prompt-title" }, t(prompt.key, gameParams(prompt.params))),
    el("p", { class: "prompt-sub" }, t("inception.ui.order_hint")),
    el("ol", { class: "inc-order-list" }, placed.map((id, i) => el("li", null, item(byId.get(id), i)))),
    el("div", { class: "inc-order-pool" }, pool.map((c) => item(c, null))),
    el("button", {
      type: "button", class: "btn btn-primary btn-huge inc-order-send prompt-confirm", disabled: busy || pool.length > 0,
      onclick: () => send(placed.slice()),
    }, t("inception.ui.order_send")));
  return true;
}

