// Dixit: the phone's private panel (portrait). What is happening now and this
// player's score; the hand as large cards (tap one to see it full screen). The card
// prompts (the storyteller's card, the decoys, the vote) are drawn here as pictures:
// tap to pick, tap the magnifier to look closer, then confirm — a stray tap never
// sends a card. The clue (typed or spoken) uses the shell's generic widgets.
//
// The vote looks the same on every phone: the whole board, every card tappable, one
// token (two at 7-12 players, on different cards). A vote for one's own card is refused
// by the server after the confirm, told on this phone only; the shell then lifts the
// pending state and the voter picks again. Which card is one's own is behind a
// hold-to-reveal, so a glance at the phone does not tell a neighbour.

import { cardUrl } from "./board.js";

const picks = new WeakMap(); // prompt root -> {id: prompt id, chosen: ids, sent, draw}

function zoom(ctx, id, title) {
  const { el } = ctx.ui;
  ctx.ui.modal(title || "", el("div", { class: "dx-zoom" }, el("img", { src: cardUrl(id), alt: ctx.t("ui.card_picture") })), { class: "modal-sheet" });
}

function situation(T, me, view, t) {
  const mine = (view.prompts || []).length > 0;
  const teller = T.storyteller === me;
  switch (T.phase) {
    case "story": return t(teller ? "dixit.ui.sit.story_me" : "dixit.ui.sit.story", { seat: { seat: T.storyteller } });
    case "clue": return t(teller ? "dixit.ui.sit.clue_me" : "dixit.ui.sit.clue", { seat: { seat: T.storyteller } });
    case "decoys": return t(teller ? "dixit.ui.sit.decoys_me" : mine ? "dixit.ui.sit.decoys" : "dixit.ui.sit.decoys_done");
    case "vote": return t(teller ? "dixit.ui.sit.vote_me" : mine ? "dixit.ui.sit.vote" : "dixit.ui.sit.vote_done");
    default: return t(T.result || "dixit.phase.end");
  }
}

/**
 * The storyteller's own card. Issue 19 point 9: while they type the clue it is shown large (the
 * picture is what the clue is about), sized to leave the clue's field and the keyboard room;
 * otherwise a thumbnail to tap.
 */
function storyCard(ctx, card, large) {
  const { el } = ctx.ui;
  const img = el("img", { src: cardUrl(card), alt: ctx.t("ui.card_picture") });
  return el("div", { class: ["dx-p-story", large && "dx-p-story-large"], dataset: { key: "story-card" } },
  el("span", null, ctx.t("dixit.ui.your_story_card")),
  large ? el("button", { type: "button", class: "dx-p-story-big",
    onclick: () => zoom(ctx, card) }, img)
    : el("button", { type: "button", class: "dx-p-thumb", onclick: () => zoom(ctx, card) }, img));
}

export function render(root, view, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const T = view.table;
  const me = T.seat ?? ctx.me;
  const clue = T.clue.given && T.clue.text ? el("div", { class: "dx-p-clue" }, "“", T.clue.text, "”") : null;
  const typing = (view.prompts || []).some((p) => p.kind === "text");
  const story = T.story_card ? storyCard(ctx, T.story_card.card, typing) : null;
  const mineOnBoard = T.board.filter((e) => e.owner === me).map((e) => e.n);
  const ownCard = mineOnBoard.length && T.phase === "vote"
    ? ctx.ui.holdToReveal(t("dixit.ui.hold_own_card"),
      () => el("div", { class: "dx-p-note" }, t("dixit.ui.your_cards_on_board", { numbers: mineOnBoard.join(", ") })))
    : null;
  const hand = T.hand || [];
  root.replaceChildren(el("div", { class: "dx-panel" },
    el("div", { class: "dx-p-top" },
      el("div", { class: "dx-p-situation" }, situation(T, me, view, t)),
      el("div", { class: "dx-p-score" }, t("dixit.ui.your_score", { n: T.scores[me] ?? 0, target: T.target }))),
    clue, story,
    ownCard,
    // while a card prompt is open the prompt itself shows the hand as pictures; while the clue is
    // typed the hand would push the field under the keyboard
    typing || (view.prompts || []).some((p) => p.kind === "choose") ? null : el("section", { class: "dx-p-hand" },
      el("h3", null, t("dixit.ui.your_hand", { n: hand.length })),
      el("div", { class: "dx-p-cards" }, hand.map((c) => el("button", {
        type: "button", class: "dx-p-card", onclick: () => zoom(ctx, c.card),
      }, el("img", { src: cardUrl(c.card), alt: t("ui.card_picture"), loading: "lazy" })))))));
}

/** The card prompts: pictures to pick from, a magnifier on each, and a confirm button. */
export function renderPrompt(root, prompt, view, ctx, send) {
  if (prompt.kind !== "choose" || !(prompt.choices || []).every((c) => c.ref && c.ref.card)) return false;
  const { el } = ctx.ui;
  const t = ctx.t;
  let st = picks.get(root);
  if (!st || st.id !== prompt.id) {
    st = { id: prompt.id, chosen: [], sent: false, draw: null };
    picks.set(root, st);
    // A refused answer: the shell takes the pending mark off this root; pick again.
    new MutationObserver(() => {
      if (st.sent && !root.classList.contains("prompt-pending")) {
        st.sent = false;
        st.chosen = [];
        st.draw();
      }
    }).observe(root, { attributes: true, attributeFilter: ["class"] });
  }
  const min = prompt.min ?? 1;
  const max = prompt.max ?? 1;
  const voting = prompt.key.startsWith("dixit.prompt.vote");
  const me = view.table.seat ?? ctx.me;
  const draw = () => {
    const tiles = prompt.choices.map((c) => {
      const on = st.chosen.includes(c.id);
      // with two tokens, each picked card shows which token is on it
      const token = voting && max > 1 && on ? st.chosen.indexOf(c.id) + 1 : 0;
      return el("div", { class: ["dx-pick", on && "dx-pick-on"] },
        el("button", {
          type: "button", class: "dx-pick-card", disabled: st.sent, dataset: { choice: c.id }, "aria-pressed": String(on),
          onclick: () => {
            // a tap on a picked card takes it back; with every pick made, a new tap replaces the oldest
            if (on) st.chosen = st.chosen.filter((x) => x !== c.id);
            else st.chosen = [...st.chosen, c.id].slice(-max);
            draw();
          },
        }, el("img", { src: cardUrl(c.ref.card), alt: voting ? t("ui.card_picture_n", { n: c.ref.n }) : t("ui.card_picture") }), voting ? el("span", { class: "dx-pick-num" }, String(c.ref.n)) : null,
        token ? el("span", { class: ["dx-pick-token", ctx.ui.seatClass(me)], "aria-label": t("dixit.ui.token_n", { n: token }) }, String(token)) : null),
        el("button", { type: "button", class: "dx-pick-zoom", "aria-label": t("dixit.ui.look"), onclick: () => zoom(ctx, c.ref.card, voting ? `#${c.ref.n}` : "") }, "⌕"));
    });
    const ok = st.chosen.length >= min && st.chosen.length <= max;
    // (replaceChildren would write a null as the text "null": wrap the parts in el)
    root.replaceChildren(el("div", { class: "dx-prompt" },
      el("h2", { class: "prompt-title" }, t(prompt.key, prompt.params)),
      max > 1 ? el("p", { class: "prompt-sub" }, t(voting ? "dixit.ui.two_tokens_hint" : "dixit.ui.pick_two_hint")) : null,
      el("div", { class: ["dx-picks", voting && "dx-picks-vote"] }, tiles),
      el("button", {
        type: "button", class: "btn btn-primary btn-huge dx-confirm prompt-confirm", disabled: st.sent || !ok,
        onclick: () => {
          st.sent = true;
          send(st.chosen.slice());
          draw();
        },
      }, st.sent ? t("ui.sending") : t(voting ? "dixit.ui.confirm_vote" : "dixit.ui.confirm_card"))));
  };
  st.draw = draw;
  draw();
  return true;
}
