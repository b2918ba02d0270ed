// Pompeii: the phone's private panel (portrait). What is happening and this
// player's numbers; in Phase I the hand (each card a building number in its
// colour). Prompts that name squares (placing a citizen or a relative, the lava,
// the Omen, the moves) are drawn on a phone-sized map with the legal squares lit:
// tap a square, see it marked, confirm. A move is two taps — the citizen, then where
// it goes — and stays on the phone (undo) until confirmed.

import { GLYPH, cityMap, params as mapParams, regionAround, squareKey, squareName } from "./map.js";

const CARD_COLOUR = { grey: "#9aa0a6", purple: "#9b6fc0", turquoise: "#3fb8af", brown: "#b07a4f", neutral: "#efe6d2" };
const state = new WeakMap(); // prompt root -> {id, from, pick}
// a square on the phone's map at least a fingertip wide (44 px, issue 19 point 3); a wider region scrolls sideways
const SQUARE_PX = 48;

export function params(p) {
  return mapParams(p);
}

function cardChip(el, t, c) {
  return el("span", { class: "pm-card", style: { "--pm-card": CARD_COLOUR[c.colour] || "#ccc" } },
    el("span", { class: "pm-card-num" }, String(c.building)), el("span", { class: "pm-card-colour" }, t(`pompeii.colour.${c.colour}`)));
}

export function render(root, view, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const T = view.table;
  const me = T.seat ?? ctx.me;
  const mine = T.seats[me] || {};
  const myTurn = T.active === me && T.phase !== "end";
  const line = T.phase === "end"
    ? t(T.end && T.end.winners.includes(me) ? "pompeii.ui.you_won" : "pompeii.ui.game_over")
    : myTurn ? t("pompeii.ui.your_turn", { step: { key: `pompeii.step.${T.step || "play"}` } })
      : t("pompeii.ui.turn_of", { seat: { seat: T.active }, step: { key: `pompeii.step.${T.step || "play"}` } });
  // the status line's marker is the seat it speaks of: the player whose turn it is
  root.replaceChildren(el("div", { class: "pm-panel" },
    el("div", { class: "pm-p-top" }, T.phase === "end" ? ctx.ui.seatMark(me) : ctx.ui.seatMark(T.active), el("span", { class: "pm-p-line" }, line)),
    el("div", { class: "pm-p-stats" },
      el("span", null, `${t("pompeii.label.escaped")}: `, el("strong", null, String(mine.escaped ?? 0))),
      el("span", null, `${t("pompeii.label.volcano")}: `, el("strong", null, String(mine.volcano ?? 0))),
      T.phase === "immigration" ? el("span", null, `${t("pompeii.label.supply")}: `, el("strong", null, String(mine.supply ?? 0))) : null),
    T.phase === "immigration" && (T.hand || []).length ? el("section", { class: "pm-p-hand" },
      el("h3", null, t("pompeii.label.hand")), el("div", { class: "pm-p-cards" }, T.hand.map((c) => cardChip(el, t, c)))) : null,
    T.end && T.end.places ? ranking(ctx, T.end, me) : null));
}

/**
 * Issue 19 point 10: the phone's end screen shows the ranking, as the TV does: each place with
 * the player's escaped citizens and, for a tie, those lost to the volcano (the rules' places,
 * games/pompeii/rules.py, sent in the view's ``end``).
 */
function ranking(ctx, end, me) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const order = end.places.map((place, s) => [place, s]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cell = { padding: "0.3rem 0.4rem", textAlign: "right", fontVariantNumeric: "tabular-nums" };
  const head = { ...cell, fontSize: "0.8rem", color: "var(--muted)", verticalAlign: "bottom" };
  const name = { ...cell, textAlign: "left", whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", maxWidth: "9rem" };
  return el("section", { class: "pm-p-ranking", dataset: { key: "ranking" } },
    el("h3", null, t("pompeii.ui.ranking")),
    el("table", { style: { width: "100%", borderCollapse: "collapse" } },
      el("thead", null, el("tr", null, el("th", { style: head }, "#"), el("th", { style: head }, ""),
        el("th", { style: head }, t("pompeii.label.escaped")), el("th", { style: head }, t("pompeii.label.volcano")))),
      el("tbody", null, order.map(([place, s]) => el("tr", {
        class: ["pm-p-rank", s === me && "pm-p-rank-me"], dataset: { seat: String(s), place: String(place) },
        style: s === me ? { background: "rgba(255, 255, 255, 0.08)", fontWeight: 800 } : null,
      },
      el("td", { style: cell }, String(place)),
      el("td", { style: name }, ctx.ui.seatMark(s), " ", ctx.seatName(s),
        end.winners.includes(s) ? [" ", ctx.ui.icon("winner")] : null),
      el("td", { style: cell }, String(end.escaped[s])),
      el("td", { style: cell }, String(end.volcano[s])))))));
}

/** Card choices as building chips; Omen victims as a player at a square. */
export function renderChoice(choice, prompt, view, ctx) {
  const { el } = ctx.ui;
  const ref = choice.ref || {};
  if (ref.card && ref.building != null) return cardChip(el, ctx.t, ref);
  if (ref.symbol) return el("span", { class: "pm-choice-symbol" }, el("span", { class: "pm-tile-glyph" }, GLYPH[ref.symbol] || "✸"), ctx.t(`pompeii.symbol.${ref.symbol}`));
  if (prompt.key === "pompeii.prompt.omen" && ref.square) {
    return el("span", { class: "pm-choice-omen" }, ctx.ui.seatMark(ref.seat),
      ctx.seatName(ref.seat), ` · ${squareName(`r${ref.square[0]}c${ref.square[1]}`)}`);
  }
  return null;
}

/** Square prompts on the map (placement, relatives, lava) and the moves. */
export function renderPrompt(root, prompt, view, ctx, send) {
  const choices = prompt.choices || [];
  const squares = choices.filter((c) => c.ref && Array.isArray(c.ref.square));
  const moves = choices.filter((c) => c.ref && Array.isArray(c.ref.from));
  if (prompt.key === "pompeii.prompt.omen" || (!squares.length && !moves.length)) return false;
  const { el } = ctx.ui;
  const t = ctx.t;
  const T = view.table;
  let st = state.get(root);
  if (!st || st.id !== prompt.id) {
    st = { id: prompt.id, from: null, pick: null, sent: false };
    state.set(root, st);
  }
  const extra = choices.filter((c) => !c.ref || (!c.ref.square && !c.ref.from)); // stop / end moves
  const draw = () => {
    let lit;
    let onSquare;
    let picked = null;
    let outChoice = null;
    if (moves.length) {
      if (st.from == null) {
        lit = new Set(moves.map((c) => squareKey(c.ref.from)));
        onSquare = (r, c) => { st.from = `${r},${c}`; st.pick = null; draw(); };
      } else {
        const mine = moves.filter((c) => squareKey(c.ref.from) === st.from);
        lit = new Set(mine.filter((c) => c.ref.to !== "out").map((c) => squareKey(c.ref.to)));
        outChoice = mine.find((c) => c.ref.to === "out") || null;
        onSquare = (r, c) => {
          st.pick = mine.find((m) => m.ref.to !== "out" && squareKey(m.ref.to) === `${r},${c}`) || null;
          draw();
        };
        picked = st.pick && st.pick.ref.to !== "out" ? squareKey(st.pick.ref.to) : st.from;
      }
    } else {
      lit = new Set(squares.map((c) => squareKey(c.ref.square)));
      onSquare = (r, c) => { st.pick = squares.find((s) => squareKey(s.ref.square) === `${r},${c}`) || null; draw(); };
      picked = st.pick ? squareKey(st.pick.ref.square) : null;
    }
    const region = regionAround(T.board, [...lit, ...(picked ? [picked] : []), ...(st.from ? [st.from] : [])]);
    const map = cityMap(T.board, { lit, picked, region, onSquare: st.sent ? null : onSquare, phase: T.phase });
    if (region) map.style.minWidth = `${(region.c1 - region.c0 + 1) * SQUARE_PX}px`;
    const summary = st.pick ? (moves.length
      ? t("pompeii.ui.move_summary", { square: squareName(st.pick.id.split("-")[0]), to: st.pick.ref.to === "out" ? { key: "pompeii.label.out" } : squareName(st.pick.id.split("-")[1]), steps: st.pick.ref.steps })
      : t("pompeii.ui.square_picked", { square: squareName(st.pick.id) })) : t(moves.length && st.from ? "pompeii.ui.tap_destination" : moves.length ? "pompeii.ui.tap_citizen" : "pompeii.ui.tap_square");
    root.replaceChildren(el("div", { class: "pm-prompt" },
      el("h2", { class: "prompt-title" }, t(prompt.key, mapParams(prompt.params))),
      el("div", { class: "pm-p-map" }, map),
      el("p", { class: "pm-p-summary" }, summary),
      el("div", { class: "pm-p-actions" },
        outChoice ? el("button", { type: "button", class: "btn btn-soft", disabled: st.sent, dataset: { choice: outChoice.id },
          onclick: () => { st.pick = outChoice; draw(); } }, t("pompeii.label.out")) : null,
        moves.length && (st.from || st.pick) ? el("button", { type: "button", class: "btn btn-ghost", disabled: st.sent,
          onclick: () => { st.from = null; st.pick = null; draw(); } }, t("pompeii.ui.undo")) : null,
        extra.map((c) => el("button", { type: "button", class: "btn btn-soft", disabled: st.sent, dataset: { choice: c.id },
          onclick: () => { st.sent = true; send([c.id]); draw(); } }, t(c.label || `choice.${c.id}`)))),
      el("button", {
        type: "button", class: "btn btn-primary btn-huge pm-confirm prompt-confirm", disabled: st.sent || !st.pick, dataset: { key: "pm-confirm" },
        onclick: () => { st.sent = true; send([st.pick.id]); draw(); },
      }, st.sent ? t("ui.sending") : t("pompeii.ui.confirm"))));
  };
  draw();
  return true;
}
