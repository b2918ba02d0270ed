// Avalon: the phone's private panel (portrait). The role card sits behind
// hold-to-reveal (role, side, night knowledge); the Lady results this seat holds
// likewise; above them one line says what is happening now (when no prompt says it
// already), with the quest track and, while a team is proposed or on its quest, the
// team; at the end, every seat's role. The prompts themselves (vote, quest card,
// proposal, Lady, assassination) use the shell's generic widgets.

const GOOD_ROLES = ["merlin", "percival", "servant"];

function sideOf(role) {
  return GOOD_ROLES.includes(role) ? "good" : "evil";
}

function situation(T, me, view, t) {
  const mine = (view.prompts || []).length > 0;
  const q = T.quests[T.quest - 1] || {};
  switch (T.phase) {
    case "night":
      return t(mine ? "avalon.ui.sit.night" : "avalon.ui.sit.night_done");
    case "lady":
      return T.lady.holder === me ? t("avalon.ui.sit.lady_me") : t("avalon.ui.sit.lady", { holder: { seat: T.lady.holder } });
    case "propose":
      return T.leader === me
        ? t("avalon.ui.sit.propose_me", { size: q.size, quest: T.quest })
        : t("avalon.ui.sit.propose", { leader: { seat: T.leader }, size: q.size, quest: T.quest });
    case "vote":
      return t(mine ? "avalon.ui.sit.vote" : "avalon.ui.sit.voted", { leader: { seat: T.leader }, quest: T.quest });
    case "quest":
      // a member who has played his card waits like everyone else (what he played is not told)
      return t(mine ? "avalon.ui.sit.quest_me" : "avalon.ui.sit.quest", { quest: T.quest });
    case "assassinate":
      return mine ? t("avalon.ui.sit.assassinate_me") : t("avalon.ui.sit.assassinate");
    default:
      return t(T.result || "avalon.ui.sit.end");
  }
}

function knowledgeLine(fact, t) {
  if (fact.merlin_or_morgana) return t("avalon.ui.merlin_or_morgana", { seat: { seat: fact.seat } });
  return t(fact.side === "evil" ? "avalon.ui.is_evil" : "avalon.ui.is_good", { seat: { seat: fact.seat } });
}

function factClass(fact) {
  if (fact.merlin_or_morgana) return "avalon-p-fact avalon-p-fact-unknown";
  return `avalon-p-fact avalon-p-${fact.side}`;
}

// The parts of the panel kept across renders (root -> parts). The panel is drawn on
// every view, and a view arrives whenever anyone at the table acts: the role card
// and the Lady card must stay the same nodes, or a card held open under a finger
// would be snatched away by someone else's vote.
const frames = new WeakMap();

function partsFor(root, el) {
  let f = frames.get(root);
  if (f && f.panel.parentNode === root) return f;
  const slot = () => el("div", { class: "avalon-p-slot" });
  f = { panel: el("div", { class: "avalon-panel" }), head: slot(), role: slot(), lady: slot(), ladyCard: slot(),
    roleSig: null, ladySig: null };
  f.panel.append(f.head, f.role, f.lady, f.ladyCard);
  root.replaceChildren(f.panel);
  frames.set(root, f);
  return f;
}

export function render(root, view, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const T = view.table;
  const me = T.me ? T.me.seat : ctx.me;
  if (!T.me) {
    frames.delete(root);
    root.replaceChildren(el("div", { class: "avalon-panel" }, el("p", { class: "avalon-p-situation" }, situation(T, me, view, t))));
    return;
  }
  const role = T.me.role;
  const side = T.me.side;
  const f = partsFor(root, el);
  f.panel.className = `avalon-panel avalon-p-phase-${T.phase}`;

  // the situation now, in one line, with the quest track
  const quests = el("div", { class: "avalon-p-quests" }, T.quests.map((q) => el("span", {
    class: ["avalon-p-q", q.result && `avalon-p-q-${q.result}`, q.quest === T.quest && !q.result && T.phase !== "end" && "avalon-p-q-now"],
    title: t("avalon.ui.quest_n", { n: q.quest }),
  }, String(q.size), q.fails_needed > 1 ? "*" : "")));
  const track = el("div", { class: "avalon-p-track" },
    el("span", { class: "avalon-p-track-label" }, t("avalon.ui.vote_track")),
    Array.from({ length: T.max_rejections }, (_, i) => el("span", { class: ["avalon-p-vt", i < T.vote_track && "avalon-p-vt-on"] })));
  const teamLine = T.team.length
    ? el("div", { class: "avalon-p-team" }, el("span", { class: "avalon-p-label" }, t(T.phase === "quest" ? "avalon.ui.quest_team" : "avalon.ui.proposed_team")),
      T.team.map((s) => ctx.ui.seatChip(s, { status: false, host: false, me: s === me })))  // no host crown on the team: it would read as the Leader
    : null;
  // One line on what is happening, unless it would repeat what is on screen anyway: an
  // open prompt says what to do in its own title (the assassination line also says why),
  // and at the end the shell's outcome card above says who won and why.
  const end = T.phase === "end";
  const open = (view.prompts || []).length > 0;
  const sit = end || (open && T.phase !== "assassinate") ? null : situation(T, me, view, t);
  // at the end every role is public: the full line-up comes first, the hold cards go
  const reveal = end && T.reveal
    ? el("ul", { class: "avalon-p-reveal" }, T.reveal.map((r) => el("li", { class: [`avalon-p-${sideOf(r.role)}`, r.seat === me && "avalon-p-reveal-me"] },
      el("span", { class: "avalon-p-reveal-name" }, ctx.seatName(r.seat)), " · ", t(`avalon.role.${r.role}`))))
    : null;
  f.head.replaceChildren(...[
    sit && el("p", { class: "avalon-p-situation" }, sit),
    el("div", { class: "avalon-p-status" }, quests, track),
    reveal,
    teamLine,
    !end && el("div", { class: "avalon-p-label" }, t("avalon.ui.your_role"))].filter(Boolean));

  if (end) {
    f.roleSig = f.ladySig = null;
    f.role.replaceChildren();
    f.lady.replaceChildren();
    f.ladyCard.replaceChildren();
    return;
  }

  // the role card: only while the finger is down (the same node while nothing on it changes)
  const roleSig = JSON.stringify([ctx.lang, role, side, T.night]);
  if (f.roleSig !== roleSig) {
    f.roleSig = roleSig;
    f.role.replaceChildren(ctx.ui.holdToReveal(t("avalon.ui.hold_role"), () => el("div", { class: ["avalon-p-card", `avalon-p-${side}`] },
      el("div", { class: "avalon-p-role" }, t(`avalon.role.${role}`)),
      el("div", { class: "avalon-p-side" }, t(`avalon.side.${side}`)),
      el("p", { class: "avalon-p-text" }, t(`avalon.role.${role}.text`)),
      el("div", { class: "avalon-p-label" }, t("avalon.ui.you_know")),
      T.night.length
        ? el("ul", { class: "avalon-p-facts" }, T.night.map((fact) => el("li", { class: factClass(fact) }, knowledgeLine(fact, t))))
        : el("p", { class: "avalon-p-muted" }, t("avalon.ui.know_nothing")))));
  }

  f.lady.replaceChildren(...(T.lady.holder === me && T.phase !== "end"
    ? [el("p", { class: "avalon-p-lady-holder" }, el("span", { class: "avalon-p-lady" }, "≈"), " ", t("avalon.ui.you_hold_lady"))]
    : []));
  const results = T.lady_results;
  const ladySig = JSON.stringify([ctx.lang, results]);
  if (f.ladySig !== ladySig) {
    f.ladySig = ladySig;
    f.ladyCard.replaceChildren(...(results.length ? [el("div", { class: "avalon-p-label" }, t("avalon.ui.lady_results")),
      ctx.ui.holdToReveal(t("avalon.ui.lady_hold"), () => el("ul", { class: "avalon-p-facts" },
        results.map((fact) => el("li", { class: factClass(fact) }, knowledgeLine(fact, t)))))] : []));
  }
}

export function renderPrompt() {
  return false; // the shell's generic widgets draw every Avalon prompt
}
