// Dixit: the TV board (public table). The storyteller and the clue at the top; in
// the middle the cards of the round — face-down backs as the decoys arrive (who has
// submitted, never what), then the numbered board, then the reveal with each
// voter's token on the card they chose, every card's owner and the storyteller's
// card framed; the last reveal stays up while the next storyteller chooses. At 7-12
// players each voter has two tokens (on different cards): the rule stays in the top
// bar, and on the reveal a voter who placed one token only is ringed. On the
// right the score track to the target, its tokens sliding when scores change. Text
// is only ever set as text; pictures come from /games/dixit/card/<id>.

const kept = new WeakMap(); // root -> {frame, main, track, tokens by seat}

const LOG_LINES = 12;   // the newest lines of the public log on the TV (those that fit are shown whole)

/**
 * Issue 19 point 10: "Dixit's score track separates tied tokens". Each token sits at its score's
 * height; one that would cover a token already placed (a tie, or a score a point or two away)
 * moves right beside it, or to the next row up or down when the track is full. Positions in px
 * from the tokens' measured sizes (before the board is laid out, the first pass places them at
 * their heights only).
 */
function spreadTokens(mem, scores, target) {
  const width = mem.track.clientWidth, height = mem.track.clientHeight;
  const order = scores.map((sc, s) => [Math.min(sc, target), s]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const placed = [];
  const GAP = 3, LEFT = 20;
  for (const [sc, s] of order) {
    const tok = mem.tokens.get(s);
    const w = tok.offsetWidth, h = tok.offsetHeight;
    const y = (sc / target) * height;   // the token's centre, from the track's bottom
    const free = (x, cy) => placed.every((p) => x >= p.x + p.w + GAP || x + w + GAP <= p.x
      || cy - h / 2 >= p.y + p.h / 2 + GAP || cy + h / 2 + GAP <= p.y - p.h / 2);
    let spot = { x: LEFT, y };
    if (w && h) {
      search: for (const row of [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5]) {
        const cy = Math.max(0, Math.min(height, y + row * (h + GAP)));
        const xs = [LEFT, ...placed.map((p) => p.x + p.w + GAP)].sort((a, b) => a - b);
        for (const x of xs) {
          if (x + w > Math.max(width, LEFT + w)) break;
          if (free(x, cy)) { spot = { x, y: cy }; break search; }
        }
      }
    }
    placed.push({ x: spot.x, y: spot.y, w, h });
    tok.style.left = `${spot.x}px`;
    tok.style.bottom = height ? `${spot.y}px` : `${(sc / target) * 100}%`;
  }
}

export function cardUrl(id) {
  return `/games/dixit/card/${encodeURIComponent(id)}`;
}

/** A picture card on the table, its number in its alt text (issue 19 point 3: every card image has words). */
function picture(ctx, id, n) {
  const { el } = ctx.ui;
  return el("div", { class: "dx-card" },
    el("img", { src: cardUrl(id), alt: ctx.t("ui.card_picture_n", { n }), loading: "eager", draggable: "false" }));
}

/**
 * A card of the round in its slot: the cell takes the height its row of the board leaves and the card
 * is as large as the cell holds it at 2:3 (issue 19: at the end under the host's band the cards pushed
 * the round's line into the head), its number on its corner and, from seven players, the tokens on it.
 */
function cardInCell(ctx, e, card, tokens = null) {
  const { el } = ctx.ui;
  return el("div", { class: "dx-cell" },
    el("div", { class: "dx-card-box" }, card, el("div", { class: "dx-num" }, String(e.n)), tokens));
}

function back(el, cls) {
  return el("div", { class: ["dx-card", "dx-back", cls] }, el("span", { class: "dx-back-mark" }, "✦"));
}

function seatDot(el, ctx, s, extra, text = ctx.seatName(s)) {
  return el("span", { class: ["dx-dot", ctx.ui.seatClass(s), extra], title: ctx.seatName(s) }, text);
}

// From seven players (two rows of cards, two tokens each) the round's cards are many and small: a
// voter's token is its seat's letter (the score list beside pairs each letter with its name), lying
// on the card it chose as a token lies on a card in the box
const CROWDED = 7;

/** The storyteller's flag on the corner of its card, where the line under the card keeps room for the name and the points. */
function storyFlagOn(ctx, card, flagged) {
  if (flagged) card.append(ctx.ui.icon("leader", "dx-story-flag"));
  return card;
}

export function render(root, view, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const T = view.table;
  const n = T.players;
  const waiting = new Set(view.waiting || []);
  const last = T.rounds.length ? T.rounds[T.rounds.length - 1] : null;
  const revealNow = last && last.round === T.round && T.phase !== "story" ? last : null;
  const showLast = !revealNow && last && (T.phase === "story" || T.phase === "clue" || T.phase === "end") ? last : null;
  const teller = T.storyteller;
  const crowded = n >= CROWDED;
  // Issue 19: at 12 players the end's cards were a thumb's size on a 720p projector. Once the match
  // is over, nobody votes again, and the shell's end band says who won: the two rows of cards take
  // the room of the voting rule, of the log's line (the winner, as the band says it) and of the
  // round's line, which takes the clue's place in the head (it carries a typed clue itself).
  const crowdedEnd = crowded && T.phase === "end";

  // -- top: the storyteller and the clue ------------------------------------------------
  let clue;
  if (T.clue.given && T.clue.mode === "typed" && T.clue.text) {
    clue = el("div", { class: "dx-clue" }, "“", T.clue.text, "”");
  } else if (T.clue.given) {
    clue = el("div", { class: "dx-clue dx-clue-spoken" }, t("dixit.ui.clue_spoken"));
  } else if (T.phase !== "end") {
    clue = el("div", { class: "dx-clue dx-clue-wait" }, t(T.phase === "story" ? "dixit.ui.choosing_card" : "dixit.ui.thinking_clue"));
  }
  const head = (middleLine) => el("div", { class: "dx-head" },
    el("div", { class: "dx-teller" }, el("span", { class: "dx-label" }, t("dixit.ui.storyteller")), seatDot(el, ctx, teller, "dx-dot-big")),
    middleLine || clue || null,
    el("div", { class: "dx-phase" }, t(`dixit.phase.${T.phase}`), T.round ? ` · ${t("dixit.ui.round_n", { n: T.round })}` : ""),
    T.tokens > 1 && !crowdedEnd ? el("div", { class: "dx-rule" }, t("dixit.ui.tokens_rule"), " ",
      el("span", { class: "dx-dot dx-token dx-token-one" }, t("dixit.ui.one_token"))) : null);

  // -- middle: the round's cards ----------------------------------------------------------
  let middle, roundLine = null;
  if (T.phase === "decoys") {
    const submitted = n - 1 - [...waiting].filter((s) => s !== teller).length;
    const backs = [back(el, "dx-back-teller")];
    for (let i = 0; i < submitted * T.cards_each; i++) backs.push(back(el));
    middle = el("div", { class: "dx-middle" },
      el("div", { class: "dx-sub" }, t("dixit.ui.submitted", { n: submitted, total: n - 1 })),
      el("div", { class: "dx-row dx-backs" }, backs),
      waiting.size ? el("div", { class: "dx-waiting" }, t("dixit.ui.waiting_for"), [...waiting].map((s) => seatDot(el, ctx, s))) : null);
  } else if (T.phase === "vote" && !revealNow) {
    const voted = n - 1 - [...waiting].length;
    middle = el("div", { class: "dx-middle", "data-section": "round" },
      el("div", { class: "dx-sub" }, t("dixit.ui.voting", { n: voted, total: n - 1 })),
      el("div", { class: ["dx-board", `dx-board-${T.board.length}`] }, T.board.map((e) => el("div", { class: "dx-slot", "data-part": "card" },
        cardInCell(ctx, e, picture(ctx, e.card, e.n))))));
  } else if (revealNow || showLast) {
    const r = revealNow || showLast;
    // voters who placed a single token (at 7-12 it scores 1 more when it found the card)
    const tokensOf = new Map();
    r.votes.forEach((v) => tokensOf.set(v.voter, (tokensOf.get(v.voter) || 0) + 1));
    const oneToken = (v) => T.tokens > 1 && tokensOf.get(v) === 1;
    roundLine = el("div", { class: "dx-sub" }, t(`dixit.ui.case_${r.case}`, { found: r.found.length, voters: n - 1 }),
      showLast && T.phase !== "end" ? ` · ${t("dixit.ui.last_round", { n: r.round })}` : "",
      r.clue ? ` · “${r.clue}”` : "");
    // a card's number hangs off its corner, past the row of cards but not past the round's column
    middle = el("div", { class: ["dx-middle", showLast && "dx-middle-last"], "data-section": "round" },
      crowdedEnd ? null : roundLine,
      el("div", { class: ["dx-board", `dx-board-${r.board.length}`] }, r.board.map((e) => {
        const votes = el("div", { class: "dx-votes" }, e.votes.map((v) => seatDot(el, ctx, v,
          oneToken(v) ? "dx-token dx-token-one" : "dx-token", crowded ? ctx.ui.seatLetter(v) : ctx.seatName(v))));
        return el("div", { class: ["dx-slot", e.storyteller && "dx-slot-story"], "data-part": "card" },
          cardInCell(ctx, e, storyFlagOn(ctx, picture(ctx, e.card, e.n), e.storyteller && crowded), crowded ? votes : null),
          el("div", { class: "dx-owner" }, e.storyteller && !crowded ? [ctx.ui.icon("leader"), " "] : null, ctx.seatName(e.owner),
            r.gains[e.owner] ? el("span", { class: "dx-gain" }, ` +${r.gains[e.owner]}`) : null),
          crowded ? null : votes);
      })));
  } else {
    middle = el("div", { class: "dx-middle" }, el("div", { class: "dx-row" }, back(el, "dx-back-teller")));
  }

  // -- right: the score track. The frame, the track and its tokens stay the same nodes
  // between renders, so a token slides when its score changes. ----------------------------
  const target = T.target;
  let mem = kept.get(root);
  if (!mem || mem.frame.parentNode !== root || mem.players !== n) {
    const track = el("div", { class: "dx-track" },
      el("div", { class: "dx-track-line" }),
      [0, Math.round(target / 2), target].map((v) => el("span", { class: "dx-tick", style: { bottom: `${(v / target) * 100}%` } }, String(v))));
    mem = { players: n, tokens: new Map(), track, main: el("div", { class: "dx-main" }), list: el("div"),
      log: el("ol", { class: "dx-log log-lines log-newest-on-top", dataset: { key: "log" } }) };
    mem.frame = el("div", { class: "dx-tv" }, mem.main,
      el("aside", { class: "dx-side" }, el("h3", null, t("dixit.ui.scores_to", { n: target })), track, mem.list));
    root.replaceChildren(mem.frame);
    kept.set(root, mem);
  }
  mem.frame.className = `dx-tv dx-phase-${T.phase}${crowded ? " dx-tv-crowded" : ""}`;
  // A token is the seat's letter (names and scores are in the list under the track); where
  // several tokens would cover each other (a tie, or scores a point apart) they are spread.
  T.scores.forEach((sc, s) => {
    let tok = mem.tokens.get(s);
    if (!tok) {
      tok = el("div", { class: ["dx-rabbit", ctx.ui.seatClass(s)], dataset: { seat: String(s) } });
      mem.tokens.set(s, tok);
      mem.track.appendChild(tok);
    }
    tok.textContent = ctx.ui.seatLetter(s);
    tok.title = `${ctx.seatName(s)} ${sc}`;
    tok.dataset.score = String(sc);
  });
  spreadTokens(mem, T.scores, target);
  requestAnimationFrame(() => spreadTokens(mem, T.scores, target));   // once laid out, measured
  const log = (T.log || []).slice(-LOG_LINES).reverse();
  // under the round's cards: three whole lines, one when the cards take two rows (7-12 players)
  mem.log.classList.toggle("dx-log-one", n > 6);
  mem.log.replaceChildren(...log.map((line) => el("li", null, ctx.t(line.key, line.params))));
  const ranking = T.scores.map((sc, s) => [sc, s]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  mem.list.replaceChildren(
    el("ol", { class: "dx-ranking" }, ranking.map(([sc, s]) => el("li", { class: (T.winners || []).includes(s) ? "dx-winner" : null },
      // the seat's letter, as on its token of the track
      el("span", null, ctx.ui.seatMark(s), " ", seatDot(el, ctx, s)), el("span", { class: "dx-score" }, String(sc))))),
    el("div", { class: "dx-pile" }, t("dixit.ui.pile", { n: T.pile })));
  mem.main.replaceChildren(...[head(crowdedEnd ? roundLine : null), middle, crowdedEnd ? null : mem.log].filter(Boolean));
}
