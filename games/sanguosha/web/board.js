// 三国杀: the TV board (docs/rules/sanguosha.md §12 "TV"). Draws only view.table as the TV gets it
// (seat null, docs/sanguosha-view.md): the seats in a ring in turn order, counter-clockwise from the
// Lord at the bottom; in the middle the card being resolved with arrows from its user to each target,
// the 无懈可击 chain as it builds, the open window, the latest judgement, the 五谷丰登 pool and shown
// cards; on the side the round, whose turn and the phase strip, the piles and the public log. At the
// end every role, hero, fate and score in one table. Text only as text.

import {
  cardFace, cardRef, effectRef, equipList, hpPips, kingdomBadge, logLine, natureBadge, natureIcon, params, roleBadge, scoreOf,
  tokenFlags,
  ragePips,
} from "./cards.js";

export { ready } from "./cards.js";
// the board's log line (docs/frontend.md): a spectator's phone words the log as the TV's does
export { logLine };


// "准备 → 判定 → 摸牌 → 出牌 → 弃牌 → 结束" (docs/rules/sanguosha.md §12; timings.PHASES)
const PHASES = ["start", "judge", "draw", "play", "discard", "finish"];
// the nullify window's countdown (docs/sanguosha-view.md "Prompts": timer class nullify, 8 s)
const NULLIFY_SECONDS = 8;

const kept = new WeakMap(); // root -> {ring, resize observer (of the box and the ring), window banner and its signature}

export function render(root, view, ctx) {
  const { el } = ctx.ui;
  const T = view.table;
  const k = keptFor(root);
  const over = T.stage === "over" || view.finished;
  const outcome = over ? view.outcome || null : null;
  const seatsByNo = new Map(T.seats.map((S) => [S.seat, S]));
  const order = (T.order && T.order.length ? T.order : T.seats.map((S) => S.seat)).filter((s) => seatsByNo.has(s));
  const focus = resolving(T.stack || []);
  const marks = seatMarks(T, focus);
  const burst = elementalBurst(T.log || []);
  // the hits pop in one after the other once, when they are new, not again at every redraw
  const burstSig = JSON.stringify(burst);
  burst.fresh = burstSig !== k.burstSig;
  k.burstSig = burstSig;
  marks.hits = new Map(burst.map((hit) => [hit.seat, { ...hit, fresh: burst.fresh }]));

  // the end: every seat's role, hero, fate and score in one table where the ring was
  let main;
  if (outcome) {
    main = endTable(ctx, order.map((n) => seatsByNo.get(n)), outcome);
    k.ring = null;
  } else {
    main = ringLayout(ctx, order.map((n) => seatNode(ctx, seatsByNo.get(n), T, marks)));
    main.append(el("div", { class: "sgs-center" }, centerParts(ctx, view, T, k, burst)), k.arrows);
    k.ring = main;
  }
  const playing = !over && T.stage === "play";
  // whose turn, the phase strip and what the table is asked beside the table, so the middle keeps its room for
  // the card in play and a judgement (issue 19 point 1: at seven seats and more a play, a judgement and a window
  // under them did not fit between the rows)
  const side = el("aside", { class: "sgs-side" }, playing ? [turnLine(ctx, T), phaseStrip(ctx, T.phase)] : null,
    outcome || T.stage === "heroes" ? null : windowBanner(ctx, T, k), piles(ctx, T), logBox(ctx, T));
  root.replaceChildren(el("div", {
    class: ["sgs-board", `sgs-n${order.length}`, over && "sgs-over", `sgs-stage-${T.stage}`, middleIsTight(T, order) && "sgs-middle-tight",
      order.length <= SIDES_IN_ROWS_UP_TO && "sgs-sides-in-rows"],
  }, el("div", { class: "sgs-table" }, main, side)));
  k.ui = ctx.ui;
  fitToBox(root.firstChild, k.ui);
  k.focus = outcome ? null : focus;
  drawArrows(k);
  if (k.observer) {
    k.observer.disconnect();
    // the box resized (the replay shows or hides a seat's secrets beside it): fit the table again
    k.observer.observe(root);
    if (k.ring) k.observer.observe(k.ring);
  }
}

// seven seats or more: three or more seats in each row leave the middle short (style.css)
const TIGHT_FROM_SEATS = 7;
// up to eight seats the two side seats join the rows (four a row at most, at the width of nine or ten seats'
// seats), so the middle has the ring's whole width (style.css "Four to eight seats")
const SIDES_IN_ROWS_UP_TO = 8;

/** The middle is short for its parts: many seats around it, or a judgement beside a card in play. */
function middleIsTight(T, order) {
  return order.length >= TIGHT_FROM_SEATS || Boolean(T.judgement && T.judgement.card && (T.stack || []).length);
}

function keptFor(root) {
  let k = kept.get(root);
  if (!k) {
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("class", "sgs-arrows");
    svg.setAttribute("aria-hidden", "true");
    k = { arrows: svg, ring: null, focus: null, banner: null, bannerSig: null, burstSig: null };
    k.observer = typeof ResizeObserver === "function" ? new ResizeObserver((seen) => {
      if (seen.some((e) => e.target === root) && root.firstChild) fitToBox(root.firstChild, k.ui);
      drawArrows(k);
    }) : null;
    kept.set(root, k);
  }
  return k;
}

/** The item the arrows are for: the newest card or skill on the stack that is not a 无懈可击 (those answer it). */
function resolving(stack) {
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i].kind !== "negate") return stack[i];
  return null;
}

/**
 * The fire or thunder damage dealt since the last card was used or the turn began (§9.3: a hit on a chained
 * seat passes to every other chained seat in seat order): [{seat, amount, nature, order}] in the log's order,
 * so the TV marks each seat hit, numbered in turn, and shows the run along the chain until the next card.
 */
function elementalBurst(log) {
  const hits = [];
  for (let i = log.length - 1; i >= 0; i--) {
    const name = log[i].key.split(".").pop();
    if (name.startsWith("use") || name === "turn") break;
    const p = log[i].params || {};
    if (name.startsWith("damage_") && p.nature && p.nature !== "normal" && p.player) {
      hits.unshift({ seat: p.player.seat ?? p.player, amount: p.amount, nature: p.nature });
    }
  }
  return hits.map((hit, i) => ({ ...hit, order: i + 1 }));
}

/** Who is marked on the ring: the user and targets of what resolves, the seat a window asks. */
function seatMarks(T, focus) {
  const w = T.window;
  return {
    user: focus ? focus.user : null,
    targets: new Set(focus ? focus.targets || [] : []),
    now: focus ? focus.target : null,
    asked: w && w.kind === "respond" ? w.seat : w && w.kind === "dying" ? w.asking : w && w.kind === "choose" ? w.seat : null,
  };
}

// -- the ring ----------------------------------------------------------------------------------------

/**
 * The seats around the middle, counter-clockwise in turn order (§12): from the bottom left along the
 * bottom, up the right side, back along the top, down the left side.
 */
function ringLayout(ctx, nodes) {
  const { el } = ctx.ui;
  const n = nodes.length;
  // one seat at each side, the rest split between the bottom (the Lord's row, the larger half) and the top
  const side = 1;
  const bottom = Math.ceil((n - 2 * side) / 2);
  const top = n - 2 * side - bottom;
  const at = (from, count) => nodes.slice(from, from + count);
  return el("div", { class: "sgs-ring", "data-section": "felt" },
    el("div", { class: "sgs-row sgs-row-bottom" }, at(0, bottom)),
    el("div", { class: "sgs-col sgs-col-right" }, at(bottom, side).reverse()),
    el("div", { class: "sgs-row sgs-row-top" }, at(bottom + side, top).reverse()),
    el("div", { class: "sgs-col sgs-col-left" }, at(bottom + side + top, side)));
}

function seatNode(ctx, S, T, marks) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const role = S.role;
  const hero = S.hero;
  const current = T.stage === "play" && T.current === S.seat;
  return el("div", {
    class: ["sgs-seat", ctx.ui.seatClass(S.seat), current && "sgs-seat-current", S.dying && "sgs-seat-dying", !S.alive && "sgs-seat-dead",
      S.chained && S.alive && "sgs-seat-chained", S.drunk && "sgs-seat-drunk", marks.hits.has(S.seat) && `sgs-seat-hit sgs-seat-hit-${marks.hits.get(S.seat).nature}`,
      marks.user === S.seat && "sgs-seat-user", marks.targets.has(S.seat) && "sgs-seat-target", marks.now === S.seat && "sgs-seat-now",
      marks.asked === S.seat && "sgs-seat-asked"],
    dataset: { seat: String(S.seat), part: "seat" },
  },
  current ? el("span", { class: "sgs-turn-mark", title: t("sanguosha.ui.current") }, "▶") : null,
  role ? roleBadge(ctx, role, "tab") : null,
  el("div", { class: "sgs-seat-head" },
    ctx.ui.seatMark(S.seat, "sgs-seat-dot"),
    el("span", { class: "sgs-seat-name" }, ctx.seatName(S.seat))),
  el("div", { class: "sgs-seat-hero" },
    hero ? [kingdomBadge(ctx, S.kingdom), el("span", { class: "sgs-hero-name" }, t(`sanguosha.hero.${hero}`))]
      : el("span", { class: "sgs-muted sgs-hero-name" }, t(T.stage === "heroes" ? "sanguosha.ui.choosing_hero" : "sanguosha.ui.no_hero")),
    S.gender ? el("span", { class: "sgs-gender", title: t(`sanguosha.gender.${S.gender}`) }, S.gender === "female" ? "♀" : "♂") : null),
  el("div", { class: "sgs-seat-stats" },
    S.max_hp ? hpPips(ctx, S.hp, S.max_hp) : el("span"),
    el("span", { class: "sgs-handcount", title: t("sanguosha.ui.hand_count", { n: S.hand }) },
      el("span", { class: "sgs-handcount-icon", "aria-hidden": "true" }), String(S.hand))),
  equipList(ctx, S.equip || {}),
  (S.judgement_area || []).length ? el("div", { class: "sgs-seat-judge", title: t("sanguosha.zone.judgement") },
    el("span", { class: "sgs-judge-icon", "aria-hidden": "true" }, "⚖"), S.judgement_area.map((c) => [cardFace(ctx, c, "mini"),
      // 谋攻: placed strengthened, its judgement reversed (R29)
      c.strengthened ? el("span", { class: "sgs-flag sgs-flag-rage" }, "▲ ", t(`sanguosha.ui.strengthened.${c.strengthened}`)) : null])) : null,
  seatStatus(ctx, S, marks));
}

/** A seat hit by fire or thunder: the sign, the damage and its place in the run along the chain (1, 2 …). */
function hitMark(ctx, hit) {
  const { el } = ctx.ui;
  return el("span", {
    class: ["sgs-hit", `sgs-hit-${hit.nature}`, hit.fresh && "sgs-hit-fresh"], style: { "--order": hit.order }, dataset: { order: String(hit.order) },
    title: ctx.t(`sanguosha.ui.nature.${hit.nature}`),
  }, el("span", { class: "sgs-hit-order" }, String(hit.order)), natureIcon(ctx, hit.nature), `−${hit.amount}`);
}

function seatStatus(ctx, S, marks) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const parts = [];
  if (marks.hits.has(S.seat)) parts.push(hitMark(ctx, marks.hits.get(S.seat)));
  if (S.dying && S.alive) parts.push(el("span", { class: "sgs-flag sgs-flag-dying" }, "✚ ", t("sanguosha.ui.dying")));
  if (!S.alive) parts.push(el("span", { class: "sgs-flag sgs-flag-dead" }, "✝ ", deathText(ctx, S)));
  // 军争's 铁索连环: a chained seat is public (docs/sanguosha-view.md, `chained`)
  // the links are drawn (⛓ is missing from common fonts: a TV without it would show a blank box)
  if (S.chained && S.alive) parts.push(el("span", { class: "sgs-flag sgs-flag-chained" }, el("span", { class: "sgs-chain-link", "aria-hidden": "true" }), t("sanguosha.ui.chained")));
  // 酒 is used face up: the seat's next 杀 this turn deals 1 more (docs/sanguosha-view.md `drunk`)
  // (its words in short from seven seats, style.css: "Wine +1")
  if (S.drunk && S.alive) {
    parts.push(el("span", { class: "sgs-flag sgs-flag-drunk", title: t("sanguosha.ui.drunk") }, "▲ ",
      el("span", { class: "sgs-drunk-long" }, t("sanguosha.ui.drunk")), el("span", { class: "sgs-drunk-short" }, t("sanguosha.ui.drunk_short"))));
  }
  if (S.alive) parts.push(...tokenFlags(ctx, S));
  if (S.alive && Number.isInteger(S.rage)) parts.push(ragePips(ctx, S));
  if (marks.asked === S.seat) parts.push(el("span", { class: "sgs-flag sgs-flag-asked" }, "? ", t("sanguosha.ui.asked")));
  if (marks.now === S.seat) parts.push(el("span", { class: "sgs-flag sgs-flag-now" }, "◎ ", t("sanguosha.ui.target_now")));
  return parts.length ? el("div", { class: "sgs-seat-status" }, parts) : null;
}

// -- the middle --------------------------------------------------------------------------------------

function deathText(ctx, S) {
  return S.killed_by != null ? ctx.t("sanguosha.ui.killed_by", { seat: { seat: S.killed_by } }) : ctx.t("sanguosha.ui.dead");
}

function centerParts(ctx, view, T, k, burst) {
  if (T.stage === "heroes") return [heroesStage(ctx, view)];
  return [
    // 五谷丰登's pool takes the place of the card that revealed it (its arrows still show the takers)
    el2(ctx, "sgs-stage", [T.pool && T.pool.length ? poolView(ctx, T.pool, resolving(T.stack || [])) : stackView(ctx, T.stack || []),
      judgementView(ctx, T.judgement), shownView(ctx, T.shown)]),
    burstView(ctx, burst),
  ];
}

function el2(ctx, cls, kids) {
  const parts = kids.filter(Boolean);
  return parts.length ? ctx.ui.el("div", { class: cls }, parts) : null;
}

function heroesStage(ctx, view) {
  const { el } = ctx.ui;
  const pr = view.progress;
  return el("div", { class: "sgs-heroes-stage" },
    el("div", { class: "sgs-big-title" }, ctx.t("sanguosha.ui.choosing_heroes")),
    pr && pr.asked ? el("div", { class: "sgs-sub" }, ctx.t("sanguosha.ui.chosen_count", { n: pr.answered, total: pr.asked })) : null);
}

function turnLine(ctx, T) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const sl = T.slashes;
  return el("div", { class: "sgs-turnline" },
    el("span", { class: "sgs-round" }, t("sanguosha.ui.round", { n: T.round || 1 })),
    T.current != null ? el("span", { class: ["sgs-turn-of", ctx.ui.seatClass(T.current)] }, "▶ ", t("sanguosha.ui.turn_of", { seat: { seat: T.current } })) : null,
    sl && T.phase === "play" ? el("span", { class: "sgs-slashes" }, sl.limit == null
      ? t("sanguosha.ui.slashes_free", { used: sl.used }) : t("sanguosha.ui.slashes", { used: sl.used, limit: sl.limit })) : null);
}

function phaseStrip(ctx, phase) {
  const { el } = ctx.ui;
  return el("ol", { class: "sgs-phases" }, PHASES.map((p) => el("li", {
    class: ["sgs-phase", p === phase && "sgs-phase-now", PHASES.indexOf(p) < PHASES.indexOf(phase) && "sgs-phase-done"],
    "aria-current": p === phase ? "step" : null,
  }, ctx.t(`sanguosha.ui.phase_short.${p}`))));
}

/**
 * The stack: what resolves as a big card beside who uses it on whom; under them the 无懈可击 answering it, in
 * the order played, each a strip with who played it. A row that wraps, not a fan: a card laid over another hid
 * its name (issue 19 point 1: "Negate" over "Borrowed Sword" on the TV).
 */
function stackView(ctx, stack) {
  const { el } = ctx.ui;
  if (!stack.length) return null;
  const t = ctx.t;
  const base = resolving(stack) || stack[0];
  const chain = stack.slice(stack.indexOf(base) + 1);
  const baseCard = base.card ? cardFace(ctx, base.card, "card", { class: "sgs-stack-card" }) : skillPlate(ctx, base.skill);
  const targets = base.targets || [];
  return el("div", { class: ["sgs-play", base.cancelled && "sgs-cancelled", base.nature && `sgs-play-${base.nature}`] },
    el("div", { class: "sgs-chain" }, baseCard,
      chain.length ? el("ol", { class: "sgs-chain-answers" }, chain.map((it) => el("li", { class: ["sgs-chain-item", it.cancelled && "sgs-cancelled"] },
        it.card ? cardFace(ctx, it.card, "card") : skillPlate(ctx, it.skill),
        el("span", { class: ["sgs-chain-by", ctx.ui.seatClass(it.user)] }, ctx.seatName(it.user))))) : null),
    el("div", { class: "sgs-play-info" },
      el("div", { class: "sgs-play-title" }, t(base.skill && !base.card ? "sanguosha.ui.uses_skill" : "sanguosha.ui.uses",
        { seat: { seat: base.user }, card: base.card ? cardRef(base.card) : null, skill: base.skill ? effectRef(base.skill) : null }),
      // the element and 酒's +1 on the title's line: the first line stays on screen however little room the middle has
      base.nature ? [" ", natureBadge(ctx, base.nature)] : null,
      base.bonus ? [" ", el("span", { class: "sgs-flag sgs-flag-drunk" }, "▲ ", t("sanguosha.ui.wine_bonus", { n: base.bonus }))] : null,
      // 谋攻: a strengthening is declared face up (docs/sanguosha-view.md, stack `strengthened`)
      base.strengthened ? [" ", el("span", { class: "sgs-flag sgs-flag-rage" }, "▲ ", t(`sanguosha.ui.strengthened.${base.strengthened}`))] : null),
      targets.length ? targetLine(ctx, targets, base.target) : null,
      base.card ? el("div", { class: "sgs-play-text" }, t(`sanguosha.card.${base.kind}.text`)) : null,
      base.cancelled ? el("div", { class: "sgs-flag sgs-flag-cancelled" }, "✗ ", t("sanguosha.ui.cancelled")) : null));
}

// more targets than this (桃园结义, 南蛮入侵 at many seats) are named by their seats' letters: their names ran
// four lines deep and pushed the play out of the middle (issue 19 point 1)
const TARGETS_BY_NAME = 3;

/** "→ ◎ Player 2, Player 4"; many targets as their seats' marks ("→ G H A ◎D …"), each named in its tooltip. */
function targetLine(ctx, targets, now) {
  const { el } = ctx.ui;
  const byName = targets.length <= TARGETS_BY_NAME;
  return el("div", { class: ["sgs-play-targets", !byName && "sgs-play-targets-marks"] }, "→ ", targets.map((s, i) => [byName && i ? ", " : "",
    el("span", { class: ["sgs-target", s === now && "sgs-target-now"], title: ctx.seatName(s) }, s === now ? "◎ " : "",
      byName ? ctx.seatName(s) : ctx.ui.seatMark(s, "sgs-target-mark"))]));
}

/** Fire or thunder run along the chain (two seats or more hit since the last card): each seat in turn, with its damage. */
function burstView(ctx, burst) {
  const { el } = ctx.ui;
  if (burst.length < 2) return null;
  const nature = burst[0].nature;
  return el("div", { class: ["sgs-burst", `sgs-burst-${nature}`, burst.fresh && "sgs-burst-fresh"] },
    el("div", { class: "sgs-burst-title" }, natureIcon(ctx, nature), " ",
      ctx.t("sanguosha.ui.chain_burst", { nature: { key: `sanguosha.ui.nature.${nature}` } })),
    el("ol", { class: "sgs-burst-seats" }, burst.map((hit, i) => el("li", {
      class: ["sgs-burst-seat", ctx.ui.seatClass(hit.seat)], style: { "--order": hit.order }, dataset: { seat: String(hit.seat) },
    }, i ? el("span", { class: "sgs-burst-arrow", "aria-hidden": "true" }, "→") : null,
    el("span", { class: "sgs-burst-name" }, ctx.seatName(hit.seat)), el("span", { class: "sgs-burst-amount" }, `−${hit.amount}`)))));
}

function skillPlate(ctx, skill) {
  const { el } = ctx.ui;
  return el("div", { class: "sgs-skill-plate" }, el("span", { class: "sgs-skill-plate-mark", "aria-hidden": "true" }, "✦"),
    skill ? ctx.t(effectRef(skill).key) : "");
}

/** The latest judgement: a replaced card (鬼才) shown crossed, the final card and its result. */
function judgementView(ctx, J) {
  const { el } = ctx.ui;
  if (!J || !J.card) return null;
  const t = ctx.t;
  const result = J.result === "hit" ? ["✓ ", "sanguosha.ui.judge_hit"] : J.result === "miss" ? ["✗ ", "sanguosha.ui.judge_miss"] : null;
  return el("div", { class: ["sgs-judgement", J.result && `sgs-judge-${J.result}`] },
    el("div", { class: "sgs-box-title sgs-judge-title" }, t("sanguosha.ui.judgement_of", { seat: { seat: J.seat }, for: effectRef(J.for) })),
    // the compact look's title (JUDGE_COMPACT): the seat by its mark, as many targets are, and the judgement's sign
    el("div", { class: "sgs-box-title sgs-judge-title-short" }, ctx.ui.seatMark(J.seat, "sgs-judge-mark"),
      el("span", { class: "sgs-judge-icon", "aria-hidden": "true" }, "⚖"), t(effectRef(J.for).key)),
    el("div", { class: "sgs-judge-cards" },
      (J.replaced || []).map((c) => el("div", { class: "sgs-replaced" }, cardFace(ctx, c, "card"), el("span", { class: "sgs-replaced-label" }, t("sanguosha.ui.replaced")))),
      cardFace(ctx, J.card, "card", { class: "sgs-judge-final" })),
    result ? el("div", { class: "sgs-judge-result" }, result[0], t(result[1])) : el("div", { class: "sgs-muted" }, t("sanguosha.ui.judge_pending")));
}

/** 五谷丰登: the revealed cards, each with who took it (the taken ones greyed, so what is left stands out). */
function poolView(ctx, pool, item) {
  const { el } = ctx.ui;
  return el("div", { class: "sgs-pool" },
    el("div", { class: "sgs-box-title" }, item ? ctx.t("sanguosha.ui.uses", { seat: { seat: item.user }, card: cardRef(item.card) })
      : ctx.t("sanguosha.card.bountiful_harvest")),
    el("ol", { class: "sgs-pool-cards" }, pool.map((p) => el("li", { class: ["sgs-pool-item", p.taken_by != null && "sgs-taken"] },
      cardFace(ctx, p.card, "mini"),
      el("span", { class: ["sgs-pool-taker", p.taken_by != null && ctx.ui.seatClass(p.taken_by)] },
        p.taken_by != null ? `→ ${ctx.seatName(p.taken_by)}` : "")))));
}

/** Cards a player showed the table (反间, 火攻). */
function shownView(ctx, shown) {
  const { el } = ctx.ui;
  if (!shown || !shown.length) return null;
  return el("div", { class: "sgs-shown" }, shown.map((s) => el("div", { class: "sgs-shown-row" },
    el("span", { class: "sgs-box-title" }, ctx.t("sanguosha.ui.shows", { seat: { seat: s.seat } })),
    s.cards.map((c) => cardFace(ctx, c, "card")))));
}

/**
 * What the table is asked now. 无懈: a countdown and what it would cancel, never who is deciding
 * (docs/sanguosha-view.md "A window"); the banner is kept while the window is the same, so its
 * countdown runs on through redraws.
 */
function windowBanner(ctx, T, k) {
  const w = T.window;
  if (!w) return null;
  const sig = JSON.stringify([w, (T.stack || []).length, ctx.lang]);
  if (k.bannerSig === sig && k.banner) return k.banner;
  const { el } = ctx.ui;
  const t = ctx.t;
  let text;
  let bar = null;
  if (w.kind === "nullify") {
    const item = (T.stack || [])[w.item] || {};
    text = t(item.target != null ? "sanguosha.ui.window_nullify_on" : "sanguosha.ui.window_nullify", {
      seat: { seat: item.user }, card: item.card ? cardRef(item.card) : { key: `sanguosha.card.${item.kind}` }, target: { seat: item.target },
    });
    bar = el("div", { class: "sgs-countdown" }, el("div", { class: "sgs-countdown-bar", style: `animation-duration:${NULLIFY_SECONDS}s` }));
  } else if (w.kind === "respond") {
    text = t(w.count > 1 ? "sanguosha.ui.window_respond_n" : "sanguosha.ui.window_respond",
      { seat: { seat: w.seat }, need: { key: `sanguosha.card.${w.need}` }, count: w.count });
  } else if (w.kind === "dying") {
    text = t("sanguosha.ui.window_dying", { seat: { seat: w.seat }, asking: { seat: w.asking } });
  } else {
    text = t("sanguosha.ui.window_choose", { seat: { seat: w.seat } });
  }
  k.bannerSig = sig;
  k.banner = el("div", { class: ["sgs-window", `sgs-window-${w.kind}`] },
    el("span", { class: "sgs-window-icon", "aria-hidden": "true" }, w.kind === "dying" ? "✚" : w.kind === "nullify" ? "◔" : "?"),
    el("span", { class: "sgs-window-text" }, text), bar);
  return k.banner;
}

/** The end (§12 "All roles, the winner, and the match score per player"): one row per seat in turn order. */
function endTable(ctx, seats, outcome) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const winners = new Set(outcome.winners || []);
  const cell = (...kids) => el("td", null, ...kids);
  return el("div", { class: "sgs-end" },
    el("div", { class: "sgs-big-title" }, t(outcome.result || "sanguosha.ui.game_over", params(outcome.params || {}))),
    el("table", { class: "sgs-scores" },
      el("thead", null, el("tr", null, ["player", "role", "hero", "fate", "score"].map((h) => el("th", null, t(`sanguosha.ui.col_${h}`))))),
      el("tbody", null, seats.map((S) => {
        const s = S.seat;
        const hero = S.hero || (outcome.heroes || [])[s];
        const score = (outcome.scores || {})[String(s)];
        const detail = score && score.detail && typeof score.detail.base === "number" && score.detail.bonus
          ? t("sanguosha.ui.score_detail", { base: score.detail.base, bonus: score.detail.bonus }) : null;
        return el("tr", { class: [winners.has(s) && "sgs-row-won", !S.alive && "sgs-row-dead"], dataset: { seat: String(s) } },
          cell(el("span", { class: ["sgs-name-chip", ctx.ui.seatClass(s)] }, winners.has(s) ? [ctx.ui.icon("winner"), " "] : "", ctx.seatName(s))),
          cell((outcome.roles || [])[s] ? roleBadge(ctx, outcome.roles[s], "small") : ""),
          cell(hero ? [kingdomBadge(ctx, S.kingdom), " ", t(`sanguosha.hero.${hero}`)] : "—"),
          cell(S.alive ? t("sanguosha.ui.alive") : ["✝ ", deathText(ctx, S)]),
          el("td", { class: "sgs-score-n" }, detail ? el("span", { class: "sgs-score-detail" }, detail) : null,
            el("span", { class: "sgs-score-points" }, String(scoreOf(score) ?? 0))));
      }))));
}

// -- the side: piles and log ------------------------------------------------------------------------

function piles(ctx, T) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const d = T.discard || { count: 0, top: [] };
  return el("div", { class: "sgs-piles" },
    el("div", { class: "sgs-pile" }, el("span", { class: "sgs-pile-n" }, String(T.deck ?? 0)), el("span", { class: "sgs-pile-label" }, t("sanguosha.ui.deck"))),
    el("div", { class: "sgs-pile sgs-pile-discard" },
      el("span", { class: "sgs-pile-n" }, String(d.count ?? 0)), el("span", { class: "sgs-pile-label" }, t("sanguosha.ui.discard")),
      // newest first in the DOM, drawn at the bottom: where the side column is short (a long window above) the
      // oldest cards give way, whole, and the log keeps its title and a line (style.css, "the side")
      el("div", { class: "sgs-discard-top" }, (d.top || []).slice(-4).reverse().map((c) => cardFace(ctx, c, "mini")))));
}

function logBox(ctx, T) {
  const { el } = ctx.ui;
  const log = T.log || [];
  return el("div", { class: "sgs-logbox" },
    el("h3", null, ctx.t("sanguosha.ui.log")),
    // newest first in the DOM, drawn at the bottom (common.css .log-lines: whole lines only)
    el("ol", { class: "sgs-log log-lines" }, log.map((e, i) => logLine(ctx, e, i)).reverse()));
}

// -- a short middle, a narrow box ------------------------------------------------------------------------

// the boxes whose content is cut when it does not fit (the others are laid out to fit: rows, columns)
const CUT_BOXES = ".sgs-ring, .sgs-stage, .sgs-play, .sgs-judgement, .sgs-window, .sgs-end, .sgs-side";
// the middle's boxes, cut where the card in play's image does not fit
const MIDDLE_BOXES = ".sgs-stage, .sgs-play";
// how the card in play may look, tried in this order where the middle is short: its image; a strip beside the
// sentence saying who uses it on whom (where the middle is wide: four to eight seats, a narrow box); a strip over
// the sentence (where the middle is narrow, between two side seats: beside it the sentence ran a word a line)
const PLAY_LOOKS = [[], ["sgs-play-strip"], ["sgs-play-strip", "sgs-play-strip-over"]];
// then, with a judgement beside the play, each of them again with the judgement compact: its seat's mark for the
// sentence, the replaced cards crossed without their label, its cards and result in one wrapping line (ten
// seats, seed 2: a replaced card under a title of three lines cut the middle by 64 px)
const JUDGE_COMPACT = "sgs-judge-compact";
// and last, from four to eight seats, each of them again with each side seat standing beside the middle as well as
// in its row: a side seat taller than the rest of its row (four pieces of equipment and two flags) made its row as
// tall and the middle shorter than a strip and a compact judgement (seven seats, seed 3, step 1277: 56 px); beside
// the middle it takes room the middle's parts do not use (style.css "Four to eight seats")
const SIDES_BESIDE = "sgs-sides-beside";

/**
 * The table in the box it is given. The card in play is a strip (its rank, suit and name in one line, as the
 * 无懈可击 under it) where the middle is too short for its image: between two rows of tall seats on the TV
 * (four seats, seed 1: a Slash's card was cut 43 px under a judgement; issue 19 point 1), and always in a box
 * narrower than the TV's (the replay beside a seat's secrets, style.css "A narrow box"), where the table
 * re-flows at the TV's type size and, if its parts still do not fit (many seats, much equipment, a long window),
 * is drawn smaller, just enough that nothing is cut or overlaps. The TV's own box never shrinks.
 */
function fitToBox(board, ui) {
  const table = board.querySelector(".sgs-table");
  table.style.removeProperty("--sgs-fit");
  const narrow = getComputedStyle(table).getPropertyValue("--sgs-narrow").trim() === "1";
  fitLog(table.querySelector(".sgs-logbox"));
  fitSeats(table.querySelector(".sgs-ring"));
  const playLooks = narrow ? PLAY_LOOKS.slice(1) : PLAY_LOOKS;
  const looks = table.querySelector(".sgs-judgement") ? [...playLooks, ...playLooks.map((look) => [...look, JUDGE_COMPACT])] : playLooks;
  // (on the TV's box: a narrow box lays out its rows its own way, style.css "A narrow box")
  const beside = !narrow && board.classList.contains("sgs-sides-in-rows") ? looks.map((look) => [...look, SIDES_BESIDE]) : [];
  fitMiddle(board, table, [...looks, ...beside]);
  if (narrow) ui.shrinkToFit(() => cut(table, CUT_BOXES) <= 2, (scale) => table.style.setProperty("--sgs-fit", String(scale ?? 1)));
}

/**
 * A log that cannot show one whole line does not show its title alone (issue 19 point 1; seven seats, seed 2: a
 * long window and the discard's cards left 'Log' over nothing): it takes the room of its newest line from the
 * discard's cards (they give way), and where the side column has not that room either it is not drawn.
 */
function fitLog(box) {
  if (!box) return;
  box.classList.remove("sgs-log-none");
  box.style.removeProperty("min-height");
  const list = box.querySelector(".sgs-log");
  const newest = list.firstElementChild;
  if (newest && shown(list, newest)) return;
  if (newest) {
    // its title, the line, and the gap after the list's empty first item (common.css .log-lines::before)
    const gap = parseFloat(getComputedStyle(list).rowGap) || 0;
    box.style.minHeight = `${list.offsetTop - box.offsetTop + newest.offsetHeight + gap + 1}px`;
    // only the discard's cards give way: the column, the piles and the discard's count keep their room
    const side = box.parentElement;
    const whole = [side, ...side.querySelectorAll(".sgs-piles, .sgs-pile-discard")].every((n) => n.scrollHeight <= n.clientHeight + 1);
    if (whole && shown(list, newest)) return;
    box.style.removeProperty("min-height");
  }
  box.classList.add("sgs-log-none");
}

/**
 * Nine or ten seats: a seat's two horses share a line and its hero's name keeps to one, so two rows and a side seat
 * fit the felt (style.css). A horse's name that does not fit that line whole is left out ("+1 5♣", not "+1 5♣ D…";
 * issue 19 point 10). A seat with such a name, or its hero's name cut, shows them whole where that leaves its row (or
 * the middle's band, beside which a side seat stands) no taller: its hero's name over two lines, each horse on a
 * line of its own with its name.
 */
function fitSeats(ring) {
  if (!ring) return;
  for (const seat of ring.querySelectorAll(".sgs-seat")) {
    seat.classList.remove("sgs-seat-roomy");
    seat.querySelectorAll(".sgs-slot-bare").forEach((slot) => slot.classList.remove("sgs-slot-bare"));
    const bare = leaveOutCutHorseNames(seat);
    if (!bare.length && !isCut(seat.querySelector(".sgs-seat-hero .sgs-hero-name"))) continue;
    const line = seat.parentElement;
    const before = line.offsetHeight;
    bare.forEach((slot) => slot.classList.remove("sgs-slot-bare"));
    seat.classList.add("sgs-seat-roomy");
    if (line.offsetHeight > before + 1) {
      seat.classList.remove("sgs-seat-roomy");
      bare.forEach((slot) => slot.classList.add("sgs-slot-bare"));
    }
  }
}

/** The seat's horse slots that share a line with the other horse and cut its name, now without it. */
function leaveOutCutHorseNames(seat) {
  const horses = [...seat.querySelectorAll(".sgs-slot-horse_plus, .sgs-slot-horse_minus")];
  if (horses.length < 2 || horses[0].offsetTop !== horses[1].offsetTop) return [];
  const cut = horses.filter((slot) => isCut(slot.querySelector(".sgs-card-name")));
  cut.forEach((slot) => slot.classList.add("sgs-slot-bare"));
  return cut;
}

/** Whether a text ends in an ellipsis (it is wider than its box). */
function isCut(node) {
  return Boolean(node) && node.scrollWidth > node.clientWidth + 1;
}

/** Whether ``line`` is in ``list``'s box (the lines that do not fit leave it sideways, common.css .log-lines). */
function shown(list, line) {
  const l = list.getBoundingClientRect();
  const r = line.getBoundingClientRect();
  return r.left < l.right - 1 && r.bottom <= l.bottom + 1;
}

/**
 * The first of ``looks`` in which the middle is whole, else the one that cuts it least. A look with the side seats
 * beside the middle counts the ring's cut too: a side seat may not leave the felt to make the middle room.
 */
function fitMiddle(board, table, looks) {
  const wear = (look) => {
    board.classList.remove(...PLAY_LOOKS.flat(), JUDGE_COMPACT, SIDES_BESIDE);
    board.classList.add(...look);
    return look.includes(SIDES_BESIDE) ? Math.max(cut(table, MIDDLE_BOXES), cut(table, ".sgs-ring")) : cut(table, MIDDLE_BOXES);
  };
  let best = null;
  for (const look of looks) {
    const over = wear(look);
    if (over <= 2) return;
    if (!best || over < best.over) best = { look, over };
  }
  wear(best.look);
}

/** How far the most cut of ``boxes`` is cut (px). */
function cut(table, boxes) {
  return Math.max(0, ...[...table.querySelectorAll(boxes)].map((n) => Math.max(n.scrollHeight - n.clientHeight, n.scrollWidth - n.clientWidth)));
}

// -- arrows ------------------------------------------------------------------------------------------

const SVG = "http://www.w3.org/2000/svg";

/** Arrows from the user's seat to each target's, measured on the drawn ring (the now-resolving target's drawn solid). */
function drawArrows(k) {
  const svg = k.arrows;
  const ring = k.ring;
  svg.replaceChildren();
  const f = k.focus;
  if (!ring || !f || f.user == null || !(f.targets || []).length) return;
  const box = ring.getBoundingClientRect();
  if (!box.width) return;
  svg.setAttribute("viewBox", `0 0 ${box.width} ${box.height}`);
  const defs = svgEl("defs");
  const marker = svgEl("marker", { id: "sgs-head", viewBox: "0 0 10 10", refX: "8", refY: "5", markerWidth: "5", markerHeight: "5", orient: "auto-start-reverse" });
  marker.append(svgEl("path", { d: "M0,0 L10,5 L0,10 z", class: "sgs-arrow-head" }));
  defs.append(marker);
  svg.append(defs);
  const rectOf = (seat) => {
    const node = ring.querySelector(`.sgs-seat[data-seat="${seat}"]`);
    if (!node) return null;
    const r = node.getBoundingClientRect();
    return { x: r.left - box.left, y: r.top - box.top, w: r.width, h: r.height };
  };
  const from = rectOf(f.user);
  if (!from) return;
  for (const target of f.targets) {
    const to = rectOf(target);
    if (!to || target === f.user) continue;
    const a = edgePoint(from, to);
    const b = edgePoint(to, from);
    svg.append(svgEl("line", {
      x1: a.x, y1: a.y, x2: b.x, y2: b.y, "marker-end": "url(#sgs-head)",
      class: ["sgs-arrow", target === f.target ? "sgs-arrow-now" : "sgs-arrow-later"].join(" "),
    }));
  }
}

function svgEl(tag, attrs = {}) {
  const n = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, String(v));
  return n;
}

/** Where the line from rectangle ``r``'s centre towards ``o``'s centre leaves ``r``. */
function edgePoint(r, o) {
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const dx = o.x + o.w / 2 - cx;
  const dy = o.y + o.h / 2 - cy;
  if (!dx && !dy) return { x: cx, y: cy };
  const s = Math.min(dx ? (r.w / 2) / Math.abs(dx) : Infinity, dy ? (r.h / 2) / Math.abs(dy) : Infinity);
  return { x: cx + dx * s, y: cy + dy * s };
}
