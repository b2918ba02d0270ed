// 风声: the TV board (public table). Draws only what view.table holds for the TV
// (seat null): the ring of seats with characters face up or as backs, each seat's
// intelligence laid out by colour, hand counts, locks and lures; in the middle the
// turn and step, the card in transit (a back for 密电/直达, the face for 文本) with
// the seats it has passed (also lit on the ring), the response stack as it builds and resolves,
// 真伪莫辨's backs and the deck; the public log down the side. At the end every
// identity and character is shown with the seed's event score. Text only as text.

import { cardBack, cardFace, cardTable, characterInfo, faceOf, identityBadge, intelCounts, logLine, params } from "./cards.js";

const last = new WeakMap(); // root -> the latest (view, ctx), to draw again once the card table arrives

// the shells wait for the card table before the first render
export { ready } from "./cards.js";
// the board's log line (docs/frontend.md): a spectator's phone words the log as the TV's does
export { logLine };


export function render(root, view, ctx) {
  last.set(root, { view, ctx });
  cardTable(() => {
    const l = last.get(root);
    if (l) draw(root, l.view, l.ctx);
  });
  draw(root, view, ctx);
}

function draw(root, view, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const T = view.table;
  const n = T.players;
  const over = T.phase === "over" || view.finished;
  const outcome = view.outcome || null;
  const tr = T.transit;
  const path = tr ? tr.path : [];
  const waiting = new Set(view.waiting || []);
  const winners = new Set((outcome && outcome.winners) || T.winners || []);

  // -- the seats ----------------------------------------------------------------------
  const seats = T.seats.map((S) => {
    const identity = S.identity || (over && outcome && outcome.identities ? outcome.identities[S.seat] : null);
    const character = S.character || (over && outcome && outcome.characters ? outcome.characters[S.seat] : null);
    const gone = S.status === "dead" || S.status === "out";
    const info = character ? characterInfo(character) : null;
    const marks = [
      S.locked ? el("span", { class: "fs-mark fs-mark-lock", title: t("fengsheng.ui.locked") }, "⊘ ", t("fengsheng.ui.locked")) : null,
      S.lured ? el("span", { class: "fs-mark fs-mark-lure", title: t("fengsheng.ui.lured") }, "⇢ ", t("fengsheng.ui.lured")) : null,
      // R33: the identity card paid a skill's cost (in 新手场 / 3V3 it was already face up: marked used)
      S.identity_spent && !over ? el("span", { class: "fs-mark fs-mark-spent" }, "⟲ ", t("fengsheng.ui.identity_spent")) : null,
      S.status === "dying" ? el("span", { class: "fs-mark fs-mark-dying" }, t("fengsheng.ui.dying")) : null,
      S.status === "dead" ? el("span", { class: "fs-mark fs-mark-dead" }, "✝ ", t("fengsheng.ui.dead")) : null,
      S.status === "out" ? el("span", { class: "fs-mark fs-mark-dead" }, t("fengsheng.ui.out")) : null,
      over && winners.has(S.seat) ? el("span", { class: "fs-mark fs-mark-win" }, ctx.ui.icon("winner"), " ", t("fengsheng.ui.winner")) : null,
    ];
    const intel = ["red", "blue", "black"].map((c) => el("div", { class: ["fs-intel-row", `fs-intel-${c}`] },
      sameCards(S.intel[c] || [], c).map(({ id, count }) => intelChip(ctx, faceFor(id, c), count))));
    return el("div", {
      class: ["fs-seat", ctx.ui.seatClass(S.seat), T.turn === S.seat && !over && "fs-seat-turn", gone && "fs-seat-gone",
        path.includes(S.seat) && "fs-seat-path", tr && tr.recipient === S.seat && "fs-seat-holder",
        waiting.has(S.seat) && "fs-seat-waiting", identity && `fs-seat-id-${identity}`],
      dataset: { seat: String(S.seat), part: "seat" },
    },
    el("div", { class: "fs-seat-head" },
      el("span", { class: "fs-seat-dot", "aria-hidden": "true" }),
      // the turn's mark beside the name, not on a line of its own: at nine seats that line cut the middle (issue 19 point 1)
      T.turn === S.seat && !over ? el("span", { class: "fs-mark fs-mark-turn", title: t("fengsheng.ui.turn_mark") }, "▶") : null,
      el("span", { class: "fs-seat-name" }, ctx.seatName(S.seat)),
      S.gender ? el("span", { class: "fs-gender", title: t(`fengsheng.gender.${S.gender}`) }, S.gender === "female" ? "♀" : "♂") : null),
    el("div", { class: "fs-seat-char" },
      character
        ? el("span", { class: ["fs-char", S.face_up ? "fs-char-up" : "fs-char-down"] }, t(`fengsheng.character.${character}`),
          info && info.gender ? el("span", { class: "fs-char-gender" }, info.gender === "female" ? " ♀" : info.gender === "male" ? " ♂" : " ⚥") : null)
        : el("span", { class: "fs-char fs-char-back" }, t(T.phase === "draft" ? "fengsheng.ui.choosing" : "fengsheng.ui.covered")),
      identity ? identityBadge(ctx, identity, "small") : null),
    el("div", { class: "fs-seat-row" },
      el("span", { class: "fs-hand", title: t("fengsheng.ui.hand") }, el("span", { class: "fs-hand-icon" }, "▮"), ` ${S.hand}`),
      intelCounts(ctx, S.intel, T.threshold)),
    el("div", { class: "fs-intel" }, intel),
    S.hand_cards && S.hand_cards.length ? el("div", { class: "fs-hand-cards", title: t("fengsheng.ui.hand") },
      S.hand_cards.map((c) => cardFace(ctx, c, "mini"))) : null,
    el("div", { class: "fs-marks" }, marks),
    over && outcome && outcome.scores ? el("div", { class: "fs-score" }, t("fengsheng.ui.score", { n: outcome.scores[S.seat] ?? 0 })) : null);
  });

  // -- the stage in the middle ------------------------------------------------------------
  const stage = [];
  if (T.phase === "draft") {
    const pr = view.progress;
    stage.push(el("div", { class: "fs-stage-title" }, t("fengsheng.ui.drafting")),
      pr ? el("div", { class: "fs-stage-big" }, t("fengsheng.ui.chosen_count", { n: pr.answered, total: pr.asked })) : null);
  } else if (over) {
    // the result and the winners are the shell's outcome line under the board: not twice
    stage.push(el("div", { class: "fs-stage-title fs-over" }, T.declarer != null
      ? t("fengsheng.ui.declared", { seat: { seat: T.declarer } }) : t(T.result || "fengsheng.result.no_winner")),
    el("div", { class: "fs-stage-sub" }, t("fengsheng.ui.scores_note")));
  } else {
    // one line, so the card in transit and the stack keep the room in the middle
    stage.push(el("div", { class: "fs-stage-title" }, t("fengsheng.ui.turn_of", { seat: { seat: T.turn } }),
      T.step ? el("span", { class: "fs-stage-step" }, " · ", t(`fengsheng.step.${T.step}`)) : null));
  }
  if (tr && !over) {
    stage.push(el("div", { class: "fs-transit" },
      cardFace(ctx, tr.card, "big", { class: "fs-transit-card" }),
      el("div", { class: "fs-transit-info" },
        el("div", { class: "fs-transit-method" }, t(`fengsheng.transmission.${tr.method}`)),
        el("div", null, t("fengsheng.ui.sent_by", { seat: { seat: tr.sender } })),
        tr.method === "direct" && tr.target != null ? el("div", null, t("fengsheng.ui.sent_to", { seat: { seat: tr.target } })) : null,
        tr.method !== "direct" ? el("div", { class: "fs-muted" }, t(tr.direction > 0 ? "fengsheng.ui.clockwise" : "fengsheng.ui.anticlockwise")) : null,
        el("div", { class: "fs-transit-now" }, t("fengsheng.ui.now_at", { seat: { seat: tr.recipient } })),
        path.length > 1 ? el("div", { class: "fs-transit-path" }, path.map((s, i) => [i ? el("span", { class: "fs-arrow" }, "→") : null,
          el("span", { class: ["fs-path-seat", ctx.ui.seatClass(s), i === path.length - 1 && "fs-path-now"] }, ctx.seatName(s))])) : null)));
  }
  if (T.stack.length) {
    stage.push(el("ol", { class: "fs-stack", reversed: true }, T.stack.slice().reverse().map((it, i) => el("li", {
      class: ["fs-stack-item", it.cancelled && "fs-stack-cancelled", i === 0 && "fs-stack-top"],
    },
    it.card ? cardFace(ctx, it.card, "mini") : el("span", { class: "fs-skill-tag" }, t("fengsheng.ui.skill")),
    // a skill waits on the stack too (seed 000 l.343): named by the skill, not by what it counts as
    el("span", { class: "fs-stack-text" }, t(`fengsheng.ui.stack_${it.skill ? "skill" : "use"}${it.target != null ? "_on" : ""}`,
      params({ seat: it.user, function: it.function, skill: it.skill, target: it.target }))),
    it.target_card ? cardFace(ctx, it.target_card, "mini") : null))));
  }
  if (T.real_or_fake.length) {
    stage.push(el("div", { class: "fs-rof" }, el("div", { class: "fs-stage-sub" }, t("fengsheng.card.real_or_fake")),
      el("div", { class: "fs-rof-cards" }, T.real_or_fake.map(() => cardBack(ctx, "card")))));
  }
  if (view.progress && view.progress.asked > 1 && T.phase !== "draft" && !over) {
    stage.push(el("div", { class: "fs-muted" }, t("fengsheng.ui.answered", { n: view.progress.answered, total: view.progress.asked })));
  }

  const piles = el("div", { class: "fs-piles" },
    pile(ctx, t("fengsheng.ui.deck"), T.deck, "fs-pile-deck"),
    pile(ctx, t("fengsheng.ui.discard"), T.discard, "fs-pile-discard"),
    T.set_aside ? pile(ctx, t("fengsheng.ui.set_aside"), T.set_aside, "fs-pile-aside") : null,
    el("div", { class: "fs-threshold" }, t("fengsheng.ui.threshold", { n: T.threshold })));

  // The ring as two rows: clockwise along the top from the left, then back along the bottom.
  const top = Math.ceil(n / 2);
  const table = el("div", { class: "fs-table", "data-section": "table" },
    el("div", { class: "fs-row fs-row-top" }, seats.slice(0, top)),
    el("div", { class: "fs-stage" }, el("div", { class: "fs-stage-main" }, stage)),
    el("div", { class: "fs-row fs-row-bottom" }, seats.slice(top).reverse()));

  const first = Math.max(0, (T.log_total || T.log.length) - T.log.length);
  const side = el("aside", { class: "fs-side" },
    piles,
    el("h3", null, t("fengsheng.ui.log")),
    // newest first: the log shows whole lines, the oldest that do not fit leave (common.css .log-lines)
    el("ol", { class: "fs-log log-lines" }, T.log.map((e, i) => logLine(ctx, e, first + i)).reverse()));

  root.replaceChildren(el("div", { class: ["fs-board", `fs-phase-${T.phase}`, n >= 7 && "fs-many", over && "fs-board-over"] }, table, side));
}

/** An intelligence card: its id (the face comes from the card table), or only its colour until the table arrives. */
function faceFor(id, colour) {
  const ref = cardTable();
  return ref && ref.cards[String(id)] ? id : { hidden: true, colour };
}

/**
 * A colour's intelligence as one entry per card name, in the order received, with how many of it: a chip a card
 * cut the middle by up to 180 px late in a match at 9 seats (seed 1) and hid the end's title at 3 (seed 6),
 * issue 19 point 1. What counts for winning is the colour's count, which the seat's pips show beside it.
 */
function sameCards(ids, colour) {
  const groups = new Map();
  for (const id of ids) {
    const face = faceOf(faceFor(id, colour));
    const name = face ? face.function : "hidden";
    const group = groups.get(name) || groups.set(name, { id, count: 0 }).get(name);
    group.count += 1;
  }
  return [...groups.values()];
}

/** An intelligence chip, with "×2" after the name when the seat holds that card twice or more. */
function intelChip(ctx, card, count) {
  const chip = cardFace(ctx, card, "mini");
  if (count > 1) chip.append(ctx.ui.el("span", { class: "fs-card-times" }, ctx.t("fengsheng.ui.times", { n: count })));
  return chip;
}

function pile(ctx, label, count, cls) {
  const { el } = ctx.ui;
  return el("div", { class: ["fs-pile", cls] }, el("span", { class: "fs-pile-n" }, String(count)), el("span", { class: "fs-pile-label" }, label));
}
