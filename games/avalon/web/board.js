// Avalon: the TV board (public table). Called on every TV view; draws only what
// view.table holds for the TV (seat null): quest track, vote track, the seats round
// the table with the Leader crown and the Lady token, the proposed team, the named
// vote reveal, quest counts, the night progress, the assassination and the final
// reveal. Blue = Good, red = Evil (docs/rules/avalon.md §0). Text is only ever set as text.

// Symbols from common text fonts (no colour-emoji font needed on the TV).
// the Leader's and the winners' marks are the shells' icons (docs/frontend.md "Icons"), the rest glyphs
const PHASE_ICON = { night: "☾", lady: "≈", propose: { icon: "leader" }, vote: "✉", quest: "⚔", assassinate: "†", end: { icon: "winner" } };
const memo = new WeakMap(); // root -> {history, quests, spoke}

/** The phase's mark: a glyph, or one of the shells' icons. */
function phaseIcon(ctx, phase) {
  const mark = PHASE_ICON[phase];
  return mark && mark.icon ? ctx.ui.icon(mark.icon) : mark || "";
}

/** The seats in two rows facing each other across a long table, seat 0 first on the top row: clockwise
 * (docs/rules/avalon.md §0) is left to right along the top and right to left along the bottom. Each row
 * is its own band of the table's grid, so no seat can cover the quest track or the stage in the middle,
 * whatever the count and whatever box the board is given (issue 19 points 1 and 8: placed round an
 * ellipse, the rim seats covered the track at eight seats and in the replay's narrower box). */
function seatRows(seats) {
  const top = Math.ceil(seats.length / 2);
  return [seats.slice(0, top), seats.slice(top).reverse()];
}

function lastVote(T) {
  return T.history.length ? T.history[T.history.length - 1] : null;
}

function lastQuest(T) {
  const done = T.quests.filter((q) => q.result);
  return done.length ? done[done.length - 1] : null;
}

export function render(root, view, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const T = view.table;
  const n = T.players;
  const waiting = new Set(view.waiting || []);
  const mem = memo.get(root) || { history: -1, quests: -1, spoke: false };
  const fresh = { vote: T.history.length !== mem.history && mem.history >= 0,
    quest: T.quests.filter((q) => q.result).length !== mem.quests && mem.quests >= 0 };
  memo.set(root, { history: T.history.length, quests: T.quests.filter((q) => q.result).length, spoke: mem.spoke });

  const vote = lastVote(T);
  const team = new Set(T.team);
  // the named votes stay on the seats until the next vote starts
  const showVotes = vote && T.phase !== "vote" && T.phase !== "night";
  const reveal = T.phase === "end" ? new Map(T.reveal.map((r) => [r.seat, r])) : null;
  const evil = T.assassination ? new Set(T.assassination.evil.map((e) => e.seat)) : new Set();
  const assassin = T.assassination ? T.assassination.assassin.seat : null;
  const target = T.assassination ? T.assassination.target : null;
  // Ticks for who has voted / played (§8). At night the TV shows only the ready count.
  const batchOpen = ["vote", "quest"].includes(T.phase);

  // -- the seats round the table -------------------------------------------------
  const seats = [];
  for (let s = 0; s < n; s++) {
    const r = reveal && reveal.get(s);
    const side = r ? r.side : evil.has(s) ? "evil" : null;
    const badges = [
      T.leader === s && T.phase !== "end" ? el("span", { class: "avalon-crown", title: t("avalon.ui.leader") }, ctx.ui.icon("leader")) : null,
      T.lady.holder === s ? el("span", { class: "avalon-lady", title: t("avalon.ui.lady") }, "≈") : null,
      team.has(s) ? el("span", { class: "avalon-shield", title: t("avalon.ui.team") }, "⚔") : null,
      s === assassin ? el("span", { class: "avalon-dagger", title: t("avalon.ui.assassin") }, "†") : null,
    ];
    let status = null;
    if (batchOpen && !view.finished && (T.phase !== "quest" || team.has(s))) {
      status = waiting.has(s) ? el("span", { class: "avalon-wait" }, "…") : el("span", { class: "avalon-done" }, "✔");
    } else if (showVotes) {
      const ok = vote.votes[s] === "approve";
      status = el("span", { class: ["avalon-vote", ok ? "avalon-approve" : "avalon-reject", fresh.vote && "avalon-pop"] },
        ok ? "✔ " + t("avalon.choice.approve") : "✖ " + t("avalon.choice.reject"));
    }
    seats.push(el("div", {
      class: ["avalon-seat", ctx.ui.seatClass(s), side && `avalon-${side}`, team.has(s) && "avalon-on-team", T.leader === s && "avalon-is-leader",
        s === target && "avalon-target"],
      "data-part": "seat",
    },
    el("div", { class: "avalon-badges" }, badges),
    // the seat's marker (the palette's colour and letter) ties it to its chip in the top bar
    el("div", { class: "avalon-name" }, ctx.ui.seatMark(s, "avalon-mark"), ctx.seatName(s)),
    r ? el("div", { class: "avalon-role" }, t(`avalon.role.${r.role}`)) : null,
    !r && s === assassin ? el("div", { class: "avalon-role" }, t("avalon.role.assassin")) : null,
    status));
  }

  // -- quest track and vote track ---------------------------------------------------
  const questTrack = el("div", { class: "avalon-quests" }, T.quests.map((q) => el("div", {
    class: ["avalon-quest", q.result && `avalon-quest-${q.result}`, q.quest === T.quest && !q.result && T.phase !== "end" && "avalon-quest-now",
      fresh.quest && q === lastQuest(T) && "avalon-pop"],
    title: t("avalon.ui.quest_n", { n: q.quest }),
  },
  el("div", { class: "avalon-quest-size" }, String(q.size)),
  // once played, the circle's second line is its tally in marks alone: the sentence was wider than the circle
  q.result ? questTally(el, t, q) : el("div", { class: "avalon-quest-label" }, t("avalon.ui.quest_n", { n: q.quest })),
  q.fails_needed > 1 ? el("div", { class: "avalon-two-fails" }, t("avalon.ui.two_fails")) : null)));

  const voteTrack = el("div", { class: "avalon-votetrack" },
    el("span", { class: "avalon-votetrack-label" }, t("avalon.ui.vote_track")),
    Array.from({ length: T.max_rejections }, (_, i) => el("span", {
      class: ["avalon-vt", i < T.vote_track && "avalon-vt-on", i === T.max_rejections - 1 && "avalon-vt-last"],
    }, String(i + 1))));

  // -- the stage: what is happening now ---------------------------------------------
  const chips = (list) => el("div", { class: "avalon-chips" }, list.map((s) => el("span", { class: "avalon-chip" }, ctx.seatName(s))));
  const stage = [];
  const title = (text) => el("div", { class: "avalon-stage-title" }, el("span", { class: "avalon-phase-icon" }, phaseIcon(ctx, T.phase)), text);

  if (T.phase === "night") {
    // The night shows a count only: who has confirmed is not public (§2.5).
    const ready = view.progress ? view.progress.answered : 0;
    stage.push(title(t("avalon.ui.night_title")),
      el("div", { class: "avalon-big" }, t("avalon.ui.night_ready", { ready, total: n })));
    if (T.narrated_night) stage.push(narration(el, t, T, ctx, root));
  } else if (T.phase === "lady") {
    stage.push(title(t("avalon.ui.lady_checking", { holder: { seat: T.lady.holder } })));
    // the Lady comes straight after a quest: its result must not wait for the next proposal
    const lq = lastQuest(T);
    if (lq) stage.push(questResult(el, t, lq, fresh.quest));
  } else if (T.phase === "propose") {
    const q = T.quests[T.quest - 1];
    stage.push(title(t("avalon.ui.choosing_team", { leader: { seat: T.leader }, size: q.size })));
    const lq = lastQuest(T);
    // the approved team's vote and its quest's result side by side: stacked under the title they passed the
    // felt's height and the board was zoomed to 0.96 (five seats, seed 1, step 13: its text at 23 px)
    const results = [vote && voteResult(el, t, vote, fresh.vote),
      lq && vote && vote.approved && vote.quest === lq.quest && questResult(el, t, lq, fresh.quest)].filter(Boolean);
    if (results.length) stage.push(el("div", { class: "avalon-results" }, results));
  } else if (T.phase === "vote") {
    stage.push(title(t("avalon.ui.voting")),
      el("div", { class: "avalon-sub" }, t("avalon.ui.proposed_team")), chips(T.team),
      el("div", { class: "avalon-sub" }, t("avalon.ui.voted_count", { ready: n - waiting.size, total: n })));
  } else if (T.phase === "quest") {
    const played = T.team.filter((s) => !waiting.has(s)).length;
    stage.push(title(t("avalon.ui.questing")), el("div", { class: "avalon-sub" }, t("avalon.ui.quest_team")), chips(T.team),
      el("div", { class: "avalon-sub" }, t("avalon.ui.played_count", { ready: played, total: T.team.length })));
    if (vote) stage.push(voteResult(el, t, vote, fresh.vote));
  } else if (T.phase === "assassinate") {
    stage.push(title(t("avalon.ui.assassination_title")),
      el("div", { class: "avalon-sub" }, t("avalon.ui.evil_players")),
      el("div", { class: "avalon-chips" }, T.assassination.evil.map((e) => el("span", { class: ["avalon-chip", "avalon-chip-evil"] },
        ctx.seatName(e.seat), e.seat === assassin ? ` · ${t("avalon.ui.assassin")}` : ""))));
  } else if (T.phase === "end") {
    stage.push(el("div", { class: ["avalon-winner", `avalon-winner-${T.winner}`] },
      t(T.winner === "good" ? "avalon.ui.winner_good" : "avalon.ui.winner_evil")));
    // the reason (T.result) is the shell's outcome line right under the board: not twice
    if (target != null) stage.push(el("div", { class: "avalon-sub" }, t("avalon.ui.assassin_named", { target: { seat: target } })));
  }

  const [topRow, bottomRow] = seatRows(seats);
  const table = el("div", { class: "avalon-table", "data-section": "table" },
    el("div", { class: "avalon-felt" }),
    el("div", { class: ["avalon-row", "avalon-row-top"] }, topRow),
    el("div", { class: "avalon-middle" }, el("div", { class: "avalon-tracks" }, questTrack, voteTrack), el("div", { class: "avalon-stage" }, stage)),
    el("div", { class: ["avalon-row", "avalon-row-bottom"] }, bottomRow));

  // -- the side column: history of proposals, Lady passes, line-up -------------------
  const side = el("aside", { class: "avalon-side" },
    el("h3", null, t("avalon.ui.history")),
    T.history.length ? el("ol", { class: "avalon-history log-lines log-newest-on-top" }, T.history.slice().reverse().map((h) => el("li", {
      class: ["avalon-h", h.approved ? "avalon-h-ok" : "avalon-h-no"],
    },
    el("span", { class: "avalon-h-q" }, `${t("avalon.ui.quest_short", { n: h.quest })}·${h.attempt}`),
    // the Leader's mark before the name: in a narrow column (the replay's) the name may end in an ellipsis,
    // the mark stays
    el("span", { class: "avalon-h-leader" }, ctx.ui.icon("leader"), ctx.ui.seatMark(h.leader, "avalon-h-mark"),
      el("span", { class: "avalon-h-leader-name" }, ctx.seatName(h.leader))),
    // the team as the seats' marks (colour and letter, as on the seats), its votes beside it: in names an entry
    // took three lines and at ten seats not one whole entry fitted the end screen's column (issue 19 point 1)
    el("span", { class: "avalon-h-team", title: h.team.map((s) => ctx.seatName(s)).join(" · ") },
      h.team.map((s) => ctx.ui.seatMark(s, "avalon-h-mark"))),
    el("span", { class: "avalon-h-count" }, `✔${h.approvals} ✖${h.votes.length - h.approvals}`)))) : el("p", { class: "avalon-muted" }, t("avalon.ui.no_history")),
    T.lady.enabled ? [el("h3", null, "≈ ", t("avalon.ui.lady")),
      el("ul", { class: "avalon-passes" }, T.lady.passes.map((p) => el("li", null,
        t("avalon.ui.lady_pass", { quest: p.quest, holder: { seat: p.holder }, target: { seat: p.target } }))))] : null,
    el("h3", null, t("avalon.ui.lineup")),
    el("div", { class: "avalon-lineup" }, lineup(T.lineup).map(([role, count]) => el("span", {
      class: ["avalon-lineup-role", ["merlin", "percival", "servant"].includes(role) ? "avalon-good" : "avalon-evil"],
    }, t(`avalon.role.${role}`), count > 1 ? ` ×${count}` : ""))));

  root.replaceChildren(el("div", { class: ["avalon-board", `avalon-phase-${T.phase}`] }, table, side));
  fitToBox(root, ctx.ui);
}

const watched = new WeakSet();

/** The board at its own size when it fits the box it is given, else zoomed out until it does (ctx.ui.shrinkToFit,
 * docs/frontend.md). At the TV's own size it fits at every count (tests/browser/test_room_readable_browser.py
 * measures its text at 24 px and that nothing spills); a narrower box, the replay's beside a seat's panel at
 * seven seats or more, would otherwise cut the bottom row of seats off (issue 19 point 8). The box may change
 * without a new view (the replay draws the seat's panel after the board): a ResizeObserver fits it again. */
function fitToBox(root, ui) {
  const board = root.firstElementChild;
  if (!board || !board.isConnected) return;
  if (!watched.has(root) && typeof ResizeObserver !== "undefined") {
    watched.add(root);
    // fitted in the next frame, not inside the observer's callback (a zoom there may resize the root again)
    const observer = new ResizeObserver(() => requestAnimationFrame(() => (root.isConnected ? fitToBox(root, ui) : observer.disconnect())));
    observer.observe(root);
  }
  ui.shrinkToFit(() => board.scrollHeight <= board.clientHeight + 1 && board.scrollWidth <= board.clientWidth + 1,
    (scale) => { board.style.zoom = scale == null ? "" : String(scale); });
}

function lineup(roles) {
  const counts = new Map();
  for (const r of roles) counts.set(r, (counts.get(r) || 0) + 1);
  return [...counts.entries()];
}

/** A played quest's cards as marks, ✔ Successes then ✖ Fails. */
function questTally(el, t, q) {
  return el("div", { class: "avalon-quest-counts", title: t("avalon.ui.counts", { successes: q.successes, fails: q.fails }) },
    el("span", { class: "avalon-tally-success" }, `${q.successes}✔`), el("span", { class: "avalon-tally-fail" }, `${q.fails}✖`));
}

function voteResult(el, t, vote, fresh) {
  return el("div", { class: ["avalon-result", vote.approved ? "avalon-result-ok" : "avalon-result-no", fresh && "avalon-pop"] },
    el("div", { class: "avalon-sub" }, t("avalon.ui.votes_title", { quest: vote.quest, attempt: vote.attempt })),
    el("div", { class: "avalon-big" }, t(vote.approved ? "avalon.ui.approved" : "avalon.ui.rejected"),
      `  ✔${vote.approvals} ✖${vote.votes.length - vote.approvals}`));
}

function questResult(el, t, q, fresh) {
  return el("div", { class: ["avalon-result", `avalon-quest-${q.result}`, fresh && "avalon-pop"] },
    el("div", { class: "avalon-sub" }, t("avalon.ui.quest_result", { quest: q.quest })),
    el("div", { class: "avalon-big" }, t(q.result === "success" ? "avalon.ui.success" : "avalon.ui.fail")),
    el("div", { class: "avalon-cards" },
      Array.from({ length: q.successes }, () => el("span", { class: "avalon-card avalon-card-success" }, "✔")),
      Array.from({ length: q.fails }, () => el("span", { class: "avalon-card avalon-card-fail" }, "✖"))),
    el("div", { class: "avalon-sub" }, t("avalon.ui.n_success", { n: q.successes }), " · ", t("avalon.ui.n_fail", { n: q.fails })));
}

// Narrated night (host option): the eyes-closed script, shown and spoken once.
// Purely cosmetic: the phones already show each player's knowledge privately.
function narration(el, t, T, ctx, root) {
  const lines = [1, 2, 3, 4, 5, 6];
  if (T.lineup.includes("percival")) lines.push(7, 8);
  lines.push(9);
  const texts = lines.map((k) => t(`avalon.narration.${k}`));
  const mem = memo.get(root);
  if (mem && !mem.spoke && typeof window !== "undefined" && window.speechSynthesis) {
    mem.spoke = true;
    try {
      const lang = { en: "en-US", "zh-Hant": "zh-TW", "zh-Hans": "zh-CN" }[ctx.lang] || "en-US";
      for (const text of texts) {
        const u = new SpeechSynthesisUtterance(text);
        u.lang = lang;
        u.rate = 0.9;
        window.speechSynthesis.speak(u);
      }
    } catch (_) { /* no voice on this TV: the text is enough */ }
  }
  return el("ol", { class: "avalon-narration" }, texts.map((text) => el("li", null, text)));
}
