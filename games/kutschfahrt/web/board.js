// 魔城馬車: the TV board (docs/rules/kutschfahrt.md §9 "TV", docs/kutschfahrt-view.md). Draws only what the
// TV gets (seat null): the seats in two rows, each with its letter and colour, item count, face-up
// profession and person card (attacker / defender) and its fight side; in the middle the trade or fight
// of the turn (a fight with its supporters, uses and running strengths), the Diplomat, the Sextant, a
// donation or the announcement; on the side the piles, what wins and the log. The latest trade or fight
// stays until the next player chooses (the view keeps it). At the end every society, profession and item.
// §9: the TV never names a traded item without a trade effect; the view never holds one, so nothing here
// can. Text only as text.

import { itemCard, line, params, seatMark, seatTag, societyBadge } from "./common.js";

export { params };
// the board's log line (docs/frontend.md): a spectator's phone words the log as the TV's does
export { line as logLine };


export function render(root, view, ctx) {
  const { el } = ctx.ui;
  const T = view.table;
  const over = T.stage === "over" || view.finished;
  const n = T.players;
  const seats = T.seats.map((S) => seatNode(ctx, S, T));
  const top = Math.ceil(n / 2);
  // the end: every seat's society, profession and items in one grid under the result, where the ring was
  const table = over && T.end
    ? el("div", { class: "kf-table kf-end" }, el("div", { class: "kf-stage kf-end-head" }, endStage(ctx, T)),
      endTable(ctx, T))
    : el("div", { class: "kf-table", "data-section": "table" },
      el("div", { class: "kf-row kf-row-top" }, seats.slice(0, top)),
      el("div", { class: "kf-stage" }, stage(ctx, view, T)),
      el("div", { class: "kf-row kf-row-bottom" }, seats.slice(top).reverse()));
  root.replaceChildren(el("div", { class: ["kf-board", n >= 7 && "kf-many", over && "kf-board-over"] },
    table, side(ctx, T, over)));
}

// -- a seat ------------------------------------------------------------------------------------------

function seatNode(ctx, S, T) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const F = T.fight;
  const side = F && F.support ? F.support[String(S.seat)] : null;
  const active = T.active === S.seat;
  return el("div", {
    class: ["kf-seat", ctx.ui.seatClass(S.seat), active && "kf-seat-active", S.person && `kf-person-${S.person}`,
      side && `kf-side-${side}`],
    dataset: { seat: String(S.seat), part: "seat" },
  },
  el("div", { class: "kf-seat-head" }, seatMark(ctx, S.seat), el("span", { class: "kf-seat-name" }, ctx.seatName(S.seat)),
    active ? el("span", { class: "kf-turn", title: t("kutschfahrt.ui.active") }, "▶") : null),
  el("div", { class: "kf-seat-row" },
    el("span", { class: "kf-count", title: t("kutschfahrt.ui.items") }, el("span", { class: "kf-count-icon" }, "▣"), ` ${S.items}`),
    S.person ? el("span", { class: ["kf-person", `kf-person-tag-${S.person}`] }, S.person === "attacker" ? "⚔ " : "♜ ",
      t(`kutschfahrt.ui.person.${S.person}`)) : null,
    !S.person && side && side !== "neutral" ? el("span", { class: ["kf-support", `kf-support-${side}`] },
      t(`kutschfahrt.ui.supports.${side}`)) : null),
  S.profession ? el("div", { class: "kf-prof" }, t(`kutschfahrt.profession.${S.profession}`))
    : el("div", { class: "kf-prof kf-prof-back" }, t("kutschfahrt.ui.profession_hidden")));
}

/** The end: one row per seat with its society, profession and items, the winners starred. */
function endTable(ctx, T) {
  const { el } = ctx.ui;
  const t = ctx.t;
  // one line per seat, so ten seats fit under the result
  const count = new Map(T.seats.map((S) => [S.seat, S.items]));
  return el("div", { class: "kf-end-seats" }, T.end.reveal.map((r) => {
    const winner = T.end.winners.includes(r.seat);
    return el("div", { class: ["kf-seat", "kf-end-row", ctx.ui.seatClass(r.seat), winner && "kf-seat-winner"], dataset: { seat: String(r.seat) } },
      // the winner's star beside the name, not a column of its own: the items get the width and wrap less,
      // so every row stays on the board whole (the row's colour and the line above name the winners too)
      el("div", { class: "kf-seat-head" }, seatMark(ctx, r.seat), el("span", { class: "kf-seat-name" }, ctx.seatName(r.seat)),
        winner ? el("span", { class: "kf-winner", title: t("kutschfahrt.ui.winner") }, "★") : null),
      el("span", { class: "kf-count", title: t("kutschfahrt.ui.items") }, el("span", { class: "kf-count-icon" }, "▣"), ` ${count.get(r.seat)}`),
      societyBadge(ctx, r.society, true),
      el("div", { class: "kf-prof" }, t(`kutschfahrt.profession.${r.profession}`)),
      el("div", { class: "kf-reveal-items" }, r.items.map((id) => itemCard(ctx, id, true))));
  }));
}

// -- the middle: what this turn is about -------------------------------------------------------------

function stage(ctx, view, T) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const parts = [];
  if (T.announcement) parts.push(announcement(ctx, T.announcement));
  if (T.fight) parts.push(fight(ctx, T.fight, T));
  else if (T.trade) parts.push(trade(ctx, T.trade));
  if (T.diplomat) parts.push(diplomat(ctx, T.diplomat));
  if (T.sextant) parts.push(el("div", { class: "kf-box kf-sextant" },
    t(`kutschfahrt.ui.sextant${T.sextant.done ? "_done" : ""}`, params({ seat: { seat: T.sextant.giver }, direction: T.sextant.direction }))));
  if (T.donation) parts.push(el("div", { class: "kf-box kf-donation" }, t("kutschfahrt.ui.donating", { seat: { seat: T.donation.seat } })));
  if (view.progress && view.progress.asked > 1) {
    parts.push(el("div", { class: "kf-muted" }, t("kutschfahrt.ui.answered", { n: view.progress.answered, total: view.progress.asked })));
  }
  return parts;
}

function trade(ctx, tr) {
  const { el } = ctx.ui;
  const t = ctx.t;
  return el("div", { class: ["kf-box", "kf-trade", `kf-trade-${tr.status}`] },
    el("div", { class: "kf-box-title" }, t(tr.forced ? "kutschfahrt.ui.trade_forced" : "kutschfahrt.ui.trade")),
    el("div", { class: "kf-trade-line" }, seatTag(ctx, tr.from), el("span", { class: "kf-arrow" }, "⇄"), seatTag(ctx, tr.to)),
    el("div", { class: "kf-trade-status" }, t(`kutschfahrt.ui.trade_status.${tr.status}`)),
    tr.effects.length ? el("ul", { class: "kf-effects" }, tr.effects.map((e) => el("li", null,
      t("kutschfahrt.ui.effect", params({ seat: { seat: e.seat }, what: e.item === "bag" ? "kutschfahrt.item.bag" : `kutschfahrt.item.${e.item}` })),
      e.params && e.params.direction ? ` (${t(`kutschfahrt.choice.${e.params.direction}`)})` : null))) : null);
}

// the order of a fight's steps (docs/kutschfahrt-view.md `fight.step`)
const STEPS = ["priest", "support", "hypnotist", "items", "result", "doctor", "reward"];

function fight(ctx, F, T) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const backers = (side) => Object.entries(F.support || {}).filter(([, s]) => s === side).map(([seat]) => seatTag(ctx, +seat));
  const sideBox = (side) => el("div", { class: ["kf-fight-side", `kf-fight-${side}`, F.result === side && "kf-fight-won"] },
    el("div", { class: "kf-fight-role" }, side === "attacker" ? "⚔ " : "♜ ", t(`kutschfahrt.ui.person.${side}`)),
    seatTag(ctx, F[side]),
    el("div", { class: "kf-strength", dataset: { side } }, String(F.strength[side])),
    F.poison_ring === side ? el("div", { class: "kf-tag" }, t("kutschfahrt.item.poison_ring")) : null,
    el("div", { class: "kf-backers" }, backers(side)));
  const steps = el("ol", { class: "kf-steps" }, STEPS.map((s) => el("li", { class: [F.step === s && "kf-step-now"] },
    t(`kutschfahrt.ui.step.${s}`))));
  const facts = [
    F.priest != null ? t("kutschfahrt.ui.fight_priest", { seat: { seat: F.priest } }) : null,
    F.hypnotised != null ? t("kutschfahrt.ui.fight_hypnotised", { seat: { seat: F.hypnotised } }) : null,
    F.duel != null ? t("kutschfahrt.ui.fight_duel", { seat: { seat: F.duel } }) : null,
    F.mixer ? t("kutschfahrt.log.mixer", params({ seat: { seat: F.mixer.seat }, side: F.mixer.winner })) : null,
    F.doctor != null ? t("kutschfahrt.log.doctor", { seat: { seat: F.doctor } }) : null,
    F.asking != null && F.step === "items" ? t("kutschfahrt.ui.fight_asking", { seat: { seat: F.asking } }) : null,
  ].filter(Boolean);
  return el("div", { class: ["kf-box", "kf-fight"] },
    el("div", { class: "kf-fight-main" }, sideBox("attacker"), el("div", { class: "kf-vs" }, "VS"), sideBox("defender")),
    steps,
    F.uses.length ? el("ul", { class: "kf-uses" }, F.uses.map((u) => el("li", null, seatMark(ctx, u.seat), " ",
      t(u.profession ? `kutschfahrt.profession.${u.profession}` : `kutschfahrt.item.${u.item}`),
      u.helps ? el("span", { class: ["kf-helps", `kf-helps-${u.helps}`] }, " +1 → ", t(`kutschfahrt.ui.person.${u.helps}`)) : null))) : null,
    facts.length ? el("div", { class: "kf-facts" }, facts.map((f) => el("div", null, f))) : null,
    F.result ? el("div", { class: ["kf-result", `kf-result-${F.result}`] }, t(`kutschfahrt.ui.result.${F.result}`),
      F.reward ? el("span", null, " · ", t(`kutschfahrt.ui.reward.${F.reward}`)) : null) : null);
}

function diplomat(ctx, D) {
  const { el } = ctx.ui;
  const key = D.success === null ? "kutschfahrt.ui.diplomat_asks" : D.success ? "kutschfahrt.log.diplomat" : "kutschfahrt.log.diplomat_failed";
  return el("div", { class: "kf-box kf-diplomat" }, ctx.t(key, params({ seat: { seat: D.seat }, target: { seat: D.target }, kind: D.kind })));
}

function announcement(ctx, A) {
  const { el } = ctx.ui;
  const t = ctx.t;
  return el("div", { class: ["kf-box", "kf-announce", A.valid ? "kf-valid" : "kf-invalid"] },
    el("div", { class: "kf-box-title" }, A.solo ? t("kutschfahrt.log.announce_solo", { seat: { seat: A.seat } })
      : t("kutschfahrt.ui.announces", { seat: { seat: A.seat } })),
    A.solo ? null : el("div", { class: "kf-trade-line" }, seatTag(ctx, A.seat), A.teammates.map((s) => seatTag(ctx, s))),
    el("div", { class: "kf-result" }, t(A.valid ? "kutschfahrt.ui.valid" : "kutschfahrt.ui.invalid")));
}

function endStage(ctx, T) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const E = T.end;
  const A = T.announcement;
  return [
    el("div", { class: "kf-stage-title kf-over" }, t(E.result, params({ side: E.side, seat: E.announcer }))),
    el("div", { class: "kf-end-line" },
      A ? el("span", { class: "kf-end-announce" }, t(A.solo ? "kutschfahrt.log.announce_solo" : "kutschfahrt.log.announce",
        params({ seat: { seat: A.seat }, teammates: A.teammates.map((s) => ({ seat: s })) }))) : null,
      E.side ? el("span", { class: "kf-end-side" }, t("kutschfahrt.ui.winning_side"), " ",
        E.side === "loge" ? t("kutschfahrt.item.coat_of_arms") : societyBadge(ctx, E.side)) : null),
  ];
}

// -- the side: piles, what wins, the log --------------------------------------------------------------

function side(ctx, T, over) {
  const { el } = ctx.ui;
  const t = ctx.t;
  return el("aside", { class: "kf-side" },
    over ? null : el("div", { class: "kf-side-turn" }, seatTag(ctx, T.active),
      el("div", null, t("kutschfahrt.ui.turn_of", { seat: { seat: T.active } }), " · ", t("kutschfahrt.ui.round", { n: T.round }))),
    el("div", { class: "kf-piles" },
      pile(ctx, T.pile, t("kutschfahrt.ui.item_pile")),
      pile(ctx, T.professions_left, t("kutschfahrt.ui.profession_pile"))),
    el("div", { class: "kf-needs" }, T.needs.larger === T.needs.smaller ? t("kutschfahrt.ui.needs_even", { n: T.needs.larger })
      : t("kutschfahrt.ui.needs_odd", { larger: T.needs.larger, smaller: T.needs.smaller })),
    T.bags_count ? el("div", { class: "kf-needs" }, t("kutschfahrt.ui.bags_count")) : null,
    over ? el("div", { class: "kf-needs kf-muted" }, t("kutschfahrt.lobby.scoring")) : null,
    T.hand_limit ? el("div", { class: "kf-needs" }, t("kutschfahrt.ui.hand_limit", { n: T.hand_limit })) : null,
    // newest first: the log shows whole lines, the oldest that do not fit leave (common.css .log-lines)
    el("ol", { class: "kf-log log-lines" }, T.log.map((e) => el("li", { class: "kf-log-line" }, line(ctx, e))).reverse()));
}

function pile(ctx, count, label) {
  const { el } = ctx.ui;
  return el("div", { class: "kf-pile" }, el("span", { class: "kf-pile-n" }, String(count)), el("span", { class: "kf-pile-label" }, label));
}

