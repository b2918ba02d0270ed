// 三国杀: the phone's private panel (docs/rules/sanguosha.md §12 "Each phone"). One line says what
// is happening; the role sits behind hold-to-reveal (the cover is the same for every seat, the
// Lord's included); then the own hero with its skill texts and HP, equipment and judgement area,
// the hand as real cards (tap one for its text), and what this seat was shown privately.
// Prompts: the generic widgets with card faces, card backs by position, seats with their distance
// and heroes drawn by renderChoice; the play phase by renderPrompt (tap a card: it lifts; then
// "Use" or "End the play phase"). Every prompt is drawn from the prompt alone (docs/frontend.md
// "Simultaneous prompts look alike"). The panel never buzzes.

import {
  cardBack, cardFace, effectRef, equipList, heroCard, hpPips, kingdomBadge, params as gameParams, ragePips, roleBadge, scoreOf,
  tokenFlags,
} from "./cards.js";

export { ready } from "./cards.js";

const frames = new WeakMap(); // root -> kept parts (the held role card must not be replaced mid-press)
const picks = new WeakMap();  // a play prompt's root -> {id: the lifted choice}

export function params(p) {
  return gameParams(p);
}

export function render(root, view, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const T = view.table;
  const me = T.me || { seat: ctx.me, hand: [] };
  const seat = T.seats.find((S) => S.seat === me.seat) || null;
  const f = partsFor(root, el);

  const over = T.stage === "over" || view.finished;
  // at the end the shell's finish card says who won: no line of ours above it
  f.head.replaceChildren(...(over ? [] : [el("div", { class: ["sgs-p-situation", T.current === me.seat && T.stage === "play" && "sgs-p-hot"] },
    situation(ctx, T, me)), seat && seat.drunk ? drunkLine(ctx) : null].filter(Boolean)));

  // rebuilt only when the role changes, so a finger holding the card keeps it open
  const sig = JSON.stringify([me.role, ctx.lang]);
  if (f.secretSig !== sig) {
    f.secretSig = sig;
    f.secret.replaceChildren(ctx.ui.holdToReveal(t("sanguosha.ui.your_role"), () => roleCard(ctx, me.role)));
  }

  f.rest.replaceChildren(...[
    over ? endCard(ctx, view, me) : null,
    // while heroes are chosen the prompt holds the offer: no empty hero or hand yet
    T.stage === "heroes" && !me.hero ? null : heroSection(ctx, me, seat),
    seat && T.stage !== "heroes" ? areaSection(ctx, seat) : null,
    // in the play phase the hand is drawn in the prompt, the cards that can be used now lit
    playing(view) || T.stage === "heroes" ? null : handSection(ctx, me.hand || []),
    peeksSection(ctx, me.peeks || []),
    insightSection(ctx, me),
  ].filter(Boolean));
}

function partsFor(root, el) {
  let f = frames.get(root);
  if (f && f.box.parentNode === root) return f;
  const slot = (cls) => el("div", { class: ["sgs-p-slot", cls] });
  f = { panel: el("div", { class: "sgs-panel" }), head: slot("sgs-p-head"), secret: slot("sgs-p-secret"), rest: slot("sgs-p-rest"), secretSig: null };
  f.panel.append(f.head, f.secret, f.rest);
  // the box the panel's parts ask for its width (style.css: two columns where it is wider than a phone)
  f.box = el("div", { class: "sgs-panel-box" }, f.panel);
  root.replaceChildren(f.box);
  frames.set(root, f);
  return f;
}

function situation(ctx, T, me) {
  const t = ctx.t;
  if (T.stage === "heroes") return t("sanguosha.ui.choosing_heroes");
  const phase = { key: `sanguosha.phase.${T.phase}` };
  if (T.current === me.seat) return t("sanguosha.ui.sit_mine", { phase });
  return t("sanguosha.ui.sit_turn_of", { seat: { seat: T.current }, phase });
}

/** 酒 drunk this turn (public: docs/sanguosha-view.md `drunk`): the next 杀 deals 1 more. */
function drunkLine(ctx) {
  const { el } = ctx.ui;
  return el("div", { class: "sgs-p-drunk" }, el("span", { class: "sgs-p-drunk-mark", "aria-hidden": "true" }, "▲"),
    ctx.t("sanguosha.ui.you_drunk"));
}

function roleCard(ctx, role) {
  const { el } = ctx.ui;
  if (!role) return el("p", { class: "sgs-muted" }, ctx.t("sanguosha.ui.no_role_yet"));
  return el("div", { class: ["sgs-p-role", `sgs-p-role-${role}`] },
    roleBadge(ctx, role, "big"),
    el("p", { class: "sgs-p-goal" }, ctx.t(`sanguosha.role.${role}.goal`)));
}

function section(ctx, cls, title, ...body) {
  const { el } = ctx.ui;
  return el("section", { class: ["sgs-p-section", cls] }, title ? el("h3", null, title) : null, ...body);
}

function heroSection(ctx, me, seat) {
  // drawn past the hero pick only (render): a seat without a hero there plays a match without heroes, and its card
  // says so with its HP (heroCard); "not chosen yet" is left for a phone whose seat is not in the view
  if (!me.hero && !seat) return section(ctx, "sgs-p-hero", null, ctx.ui.el("p", { class: "sgs-muted" }, ctx.t("sanguosha.ui.no_hero_yet")));
  return section(ctx, "sgs-p-hero", null, heroCard(ctx, me.hero, {
    hp: seat ? seat.hp : null, maxHp: seat ? seat.max_hp : null, skills: me.skills || null,
  }), seat ? tokenFlags(ctx, seat) : null, seat ? ragePips(ctx, seat) : null);
}

/** 谋攻, what this seat alone learned (docs/sanguosha-view.md `me.insights`, `me.disguised_rebel`): the Rebel a
 * Renegade was told at the start, and each 洞察 answer (friend or enemy; a Renegade's names the role). */
function insightSection(ctx, me) {
  const { el } = ctx.ui;
  const answer = (a) => ({ key: a === "friend" || a === "enemy" ? `sanguosha.ui.insight.${a}` : `sanguosha.role.${a}` });
  const lines = (me.insights || []).map((i) => el("li", null, ctx.t("sanguosha.ui.insight", { player: { seat: i.seat }, answer: answer(i.answer) })));
  // R32's alternative `mougong_tell_rebel`: the disguised Rebel is told
  if (me.disguised) lines.unshift(el("li", null, ctx.t("sanguosha.ui.disguised_self")));
  if (Number.isInteger(me.disguised_rebel)) {
    lines.unshift(el("li", null, ctx.t("sanguosha.ui.disguised_rebel", { player: { seat: me.disguised_rebel } })));
  }
  return lines.length ? section(ctx, "sgs-p-insights", ctx.t("sanguosha.skill.dongcha"), el("ul", null, lines)) : null;
}

/** Equipment and the judgement area, face up as the table sees them (nothing when both are empty). */
function areaSection(ctx, seat) {
  const { el } = ctx.ui;
  const judge = seat.judgement_area || [];
  const equip = equipList(ctx, seat.equip || {});
  if (!equip && !judge.length) return null;
  return section(ctx, "sgs-p-area", null, equip,
    judge.length ? el("div", { class: "sgs-p-judge" }, el("span", { class: "sgs-muted" }, ctx.t("sanguosha.zone.judgement"), ": "),
      judge.map((c) => cardFace(ctx, c, "mini"))) : null);
}

function handSection(ctx, hand) {
  const { el } = ctx.ui;
  const t = ctx.t;
  return section(ctx, "sgs-p-hand", t("sanguosha.ui.your_hand", { n: hand.length }),
    hand.length ? el("div", { class: "sgs-p-cards" }, hand.map((c) => el("button", {
      type: "button", class: "sgs-p-cardbtn", "aria-label": t(`sanguosha.card.${c.kind}`),
      onclick: () => ctx.ui.modal(t(`sanguosha.card.${c.kind}`), cardText(ctx, c)),
    }, cardFace(ctx, c, "card")))) : el("p", { class: "sgs-muted" }, t("sanguosha.ui.empty_hand")));
}

function cardText(ctx, c) {
  const { el } = ctx.ui;
  return el("div", { class: "sgs-p-cardtext" }, cardFace(ctx, c, "big"), el("p", null, ctx.t(`sanguosha.card.${c.kind}.text`)));
}

/** What this seat was shown privately: 观星's cards, a gift, the card it lost (docs/sanguosha-view.md `me.peeks`). */
function peeksSection(ctx, peeks) {
  const { el } = ctx.ui;
  if (!peeks.length) return null;
  return section(ctx, "sgs-p-peeks", ctx.t("sanguosha.ui.peeks"),
    el("ul", { class: "sgs-p-peek-list" }, peeks.map((pk) => el("li", null,
      el("span", null, ctx.t(pk.key, gameParams({ from: pk.from, player: pk.from }))),
      el("span", { class: "sgs-p-peek-cards" }, (pk.cards || []).map((c) => cardFace(ctx, c, "mini")))))));
}

function endCard(ctx, view, me) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const o = view.outcome || {};
  const won = (o.winners || []).includes(me.seat);
  const score = scoreOf((o.scores || {})[String(me.seat)]);
  // who won is the shell's finish card; here this seat's role, open now, and its event score
  return section(ctx, `sgs-p-end ${won ? "sgs-p-won" : "sgs-p-lost"}`, null,
    me.role ? roleBadge(ctx, me.role, "big") : null,
    score != null ? el("div", { class: "sgs-p-end-score" }, t("sanguosha.ui.score", { n: score })) : null);
}

// -- prompts -----------------------------------------------------------------------------------------

// -- what a response window answers (docs/frontend.md "Phones that explain themselves") -------------------

// The windows that answer a use on the stack: their params carry its `player` (user), `kind` and `target`.
const ANSWERING = ["sanguosha.prompt.respond", "sanguosha.prompt.helper.respond", "sanguosha.prompt.nullify"];

/**
 * "Responding to Ann's Duel on Bo" with the card's face; when the top of the stack is a 无懈可击, what it
 * would cancel: "Cy's Negate would cancel Ann's Duel on Bo" (`params.answers`). Everything here is the
 * public stack (a 桃 window's title already names the dying seat).
 */
export function about(prompt, view, ctx) {
  const p = prompt.params || {};
  if (!ANSWERING.includes(prompt.key) || !Number.isInteger(p.player) || !p.kind) return null;
  const { el } = ctx.ui;
  const stack = (view.table && view.table.stack) || [];
  const top = stackItemOf(stack, p.player, p.kind);
  const cancelled = p.answers && top ? stackItemOf(stack.slice(0, stack.indexOf(top)), p.answers.player, p.answers.kind) : null;
  return el("div", { class: "sgs-p-answering" },
    el("span", { class: "sgs-p-answering-text" }, ctx.t(...answeringLine(p))),
    [top, cancelled].filter((item) => item && item.card).map((item) => cardFace(ctx, item.card, "mini")));
}

function answeringLine(p) {
  if (p.answers) return ["sanguosha.ui.negate_about", gameParams({ player: p.player, user: p.answers.player, kind: p.answers.kind, target: p.answers.target })];
  const key = Number.isInteger(p.target) ? "sanguosha.ui.answering_use" : "sanguosha.ui.answering_use_untargeted";
  return [key, gameParams({ player: p.player, kind: p.kind, target: p.target })];
}

/** The newest stack item used by ``user`` as ``kind``: the one a window's params speak of. */
function stackItemOf(stack, user, kind) {
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i].user === user && stack[i].kind === kind) return stack[i];
  return null;
}

const HERO_PROMPT = "sanguosha.prompt.hero";
const PLAY_PROMPT = "sanguosha.prompt.play";

function playing(view) {
  return (view.prompts || []).some((p) => p.key === PLAY_PROMPT);
}

/** The inside of a choice button: a card face, a back by position, a seat with its distance, a hero, a skill. */
export function renderChoice(choice, prompt, view, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const ref = choice.ref || {};
  const id = String(choice.id);
  if (prompt.key === HERO_PROMPT) return heroCard(ctx, id, { texts: true });
  if (id.startsWith("recast:") && ref.card) {
    return el("span", { class: "sgs-choice sgs-choice-recast" }, el("span", { class: "sgs-recast-mark", "aria-hidden": "true" }, "↻"),
      t("sanguosha.ui.recast"), " ", cardFace(ctx, ref.card, "mini"));
  }
  // 谋攻: the strengthened use of a card, its own button with what it does and its cost in rage
  if (id.startsWith("strengthen:") && ref.card) {
    return el("span", { class: "sgs-choice sgs-choice-strengthen" }, el("span", { class: "sgs-strengthen-mark", "aria-hidden": "true" }, "▲"),
      t(choice.label, gameParams(choice.params)), " ", cardFace(ctx, ref.card, "mini"));
  }
  if (ref.card) return el("span", { class: "sgs-choice sgs-choice-card" }, cardFace(ctx, ref.card, "wide"), zoneLabel(ctx, id));
  if (ref.back) return el("span", { class: "sgs-choice sgs-choice-back" }, cardBack(ctx, "wide", null, backNumber(id)), zoneLabel(ctx, id));
  if (id.startsWith("pool:")) {
    const item = ((view.table && view.table.pool) || [])[Number(id.slice(5))];
    return item ? el("span", { class: "sgs-choice sgs-choice-card" }, cardFace(ctx, item.card, "wide")) : null;
  }
  if (Number.isInteger(ref.seat)) return seatChoice(ctx, ref.seat, choice, view);
  if (id.startsWith("skill:")) {
    const name = choice.label ? t(choice.label, gameParams(choice.params)) : t(effectRef(id.slice(6)).key);
    return el("span", { class: "sgs-choice sgs-choice-skill" }, "✦ ", name);
  }
  return null;
}

function backNumber(id) {
  return id.startsWith("hand:") ? Number(id.slice(5)) + 1 : null;
}

/** Where a picked card lies, under its face: hand (by position), equipment slot, judgement area. */
function zoneLabel(ctx, id) {
  const { el } = ctx.ui;
  const zone = id.split(":")[0];
  if (zone === "equip") return el("span", { class: "sgs-choice-zone" }, ctx.t(`sanguosha.subtype.${id.split(":")[1]}`));
  if (zone === "judgement") return el("span", { class: "sgs-choice-zone" }, ctx.t("sanguosha.zone.judgement"));
  if (zone === "hand") return el("span", { class: "sgs-choice-zone" }, ctx.t("sanguosha.zone.hand"));
  return null;
}

function seatChoice(ctx, n, choice, view) {
  const { el } = ctx.ui;
  const S = ((view.table && view.table.seats) || []).find((s) => s.seat === n) || {};
  const dist = choice.params && choice.params.distance;
  return el("span", { class: "sgs-choice sgs-choice-seat" },
    el("span", { class: "sgs-choice-name" }, choice.label ? ctx.t(choice.label, gameParams(choice.params)) : ctx.seatName(n)),
    S.hero ? el("span", { class: "sgs-choice-hero" }, kingdomBadge(ctx, S.kingdom), " ", ctx.t(`sanguosha.hero.${S.hero}`),
      S.max_hp ? [" ", hpPips(ctx, S.hp, S.max_hp)] : null) : null,
    Number.isInteger(dist) ? el("span", { class: "sgs-distance" }, ctx.t("sanguosha.ui.distance", { n: dist })) : null);
}

/**
 * The play phase (docs/sanguosha-view.md `play`): the offered cards and skills; a tap lifts one,
 * "Use" sends it, "End the play phase" sends `end`. A refused answer leaves the card lifted.
 */
export function renderPrompt(root, prompt, view, ctx, send) {
  if (prompt.key !== PLAY_PROMPT || prompt.kind !== "choose") return false;
  const { el } = ctx.ui;
  const t = ctx.t;
  const st = picks.get(root) || { id: null };
  picks.set(root, st);
  const choices = prompt.choices || [];
  const busy = root.classList.contains("prompt-pending");
  const ends = choices.filter((c) => c.id === "end");
  // 铁索连环's recast (`recast:<id>`) and 谋攻's strengthened use (`strengthen:<what>:<id>`) name the same card as
  // its use: a button of their own below the cards
  const cards = choices.filter((c) => c.ref && c.ref.card && !/^(recast|strengthen):/.test(String(c.id)));
  const offered = new Map(cards.map((c) => [c.ref.card.id, c]));
  const hand = ((view.table && view.table.me && view.table.me.hand) || []).filter((card) => !offered.has(card.id));
  const others = choices.filter((c) => !ends.includes(c) && !cards.includes(c));
  if (st.id && !choices.some((c) => c.id === st.id)) st.id = null;
  const redraw = () => renderPrompt(root, prompt, view, ctx, send);
  const lift = (c) => () => {
    st.id = st.id === c.id ? null : c.id;
    redraw();
  };
  const chosen = choices.find((c) => c.id === st.id);
  // replaceChildren would write a left-out (null) part as the text "null": filtered
  root.replaceChildren(...[
    el("h2", { class: "prompt-title" }, t(prompt.key, gameParams(prompt.params))),
    // §12 "Legal cards are highlighted": the offered ones first, then the rest of the hand, dimmed
    el("div", { class: "sgs-pp-cards" }, cards.map((c) => el("button", {
      type: "button", class: ["sgs-pp-card", "choice", st.id === c.id && "sgs-lifted"], dataset: { choice: c.id },
      "aria-pressed": String(st.id === c.id), disabled: busy, onclick: lift(c),
    }, cardFace(ctx, c.ref.card, "card"))),
    hand.map((card) => el("span", { class: "sgs-pp-card sgs-pp-unusable" }, cardFace(ctx, card, "card")))),
    others.length ? el("div", { class: "sgs-pp-skills" }, others.map((c) => el("button", {
      type: "button", class: ["choice", "sgs-pp-skill", st.id === c.id && "chosen"], dataset: { choice: c.id },
      "aria-pressed": String(st.id === c.id), disabled: busy, onclick: lift(c),
    }, renderChoice(c, prompt, view, ctx) || (c.label ? t(c.label, gameParams(c.params)) : c.id)))) : null,
    chosen && chosen.ref && chosen.ref.card ? el("p", { class: "sgs-pp-text" }, t(`sanguosha.card.${chosen.ref.card.kind}.text`)) : null,
    el("div", { class: "sgs-pp-actions" },
      el("button", {
        type: "button", class: "btn btn-primary btn-big sgs-pp-use prompt-confirm", disabled: busy || !chosen,
        onclick: () => chosen && send([chosen.id]),
      }, t("sanguosha.ui.use")),
      ends.map((c) => el("button", {
        type: "button", class: "btn btn-soft btn-big sgs-pp-end", dataset: { choice: c.id }, disabled: busy,
        onclick: () => send([c.id]),
      }, c.label ? t(c.label, gameParams(c.params)) : t("sanguosha.ui.end_play")))),
  ].filter(Boolean));
  return true;
}
