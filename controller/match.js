// partytable: a match on a screen, shared by the TV shell, the phone shell and the board
// preview (`partytable serve --dev`, /dev/preview).
//
// - GamePiece: a game's board or panel in one root per match and language
// - Prompts: a seat's open prompts, drawn by the panel's renderPrompt or the generic widgets
// - the TV's match frame and top line, the phone's idle and finish cards
//
// The shells feed these from their sockets; the preview feeds them views of a simulated match.

import { buzz, el, gameName, has, humanize, icon, loadCatalog, loadGameModule, outcomeBlock, seatChip, seatClass, seatName, swap, t, timerDisplay, trustedSvg } from "./common.js";

// ---------------------------------------------------------------------------
// a game's piece (board.js on the TV, panel.js on a phone)

/**
 * A game's piece in its root. docs/frontend.md "Roots": the same root on every call during one
 * match, never cleared by the shell; a fresh, empty root with a new match and with a change of
 * language. ``follow`` makes that root (and loads the module and the game's catalogue).
 */
export class GamePiece {
  constructor(part, rootClass) {
    this.part = part;
    this.rootClass = rootClass;
    this.reset();
  }

  reset() {
    this.key = null;
    this.lang = null;
    this.root = null;
    this.mod = null;
    this.loaded = false;
  }

  /**
   * The root for the match ``key`` in ``lang``: a new one when either changed (returns true),
   * whose module and catalogue load in the background, then ``onLoad()`` runs.
   */
  follow(game, gameId, key, lang, onLoad) {
    if (this.key === key && this.lang === lang && this.root) return false;
    this.key = key;
    this.lang = lang;
    this.mod = null;
    this.loaded = false;
    const root = this.root = el("div", { class: this.rootClass });
    Promise.all([loadGameModule(game, this.part), loadCatalog(gameId)]).then(([mod]) => {
      if (this.root !== root) return;
      this.mod = mod;
      this.loaded = true;
      onLoad();
    });
    return true;
  }

  has(name) {
    return !!this.mod && typeof this.mod[name] === "function";
  }

  /** The piece's optional function ``name`` called with ``args``; ``fallback`` when it has none or it throws. */
  call(name, fallback, ...args) {
    if (!this.has(name)) return fallback;
    try {
      return this.mod[name](...args);
    } catch (err) {
      console.error(`partytable: ${this.part}.${name} failed`, err);
      return fallback;
    }
  }

  /** Draw ``view`` into the root; false when the piece has no ``render`` (not loaded, or none). */
  render(view, ctx) {
    if (!this.has("render")) return false;
    this.call("render", null, this.root, view, ctx);
    return true;
  }
}

// ---------------------------------------------------------------------------
// a seat's prompts

/**
 * The open prompts of one seat, each in its own root (``entry.node``) that persists while the
 * prompt is open. ``panel``: the GamePiece whose renderPrompt / renderChoice / params are asked
 * first; ``ctx()``: the ctx; ``lang()``: the reader's language; ``send(prompt, answer)``: sends
 * an answer and returns whether it went (the preview sends nothing: its prompts are inert).
 */
export class Prompts {
  constructor({ panel, ctx, lang, send }) {
    this.panel = panel;
    this.ctx = ctx;
    this.lang = lang;
    this.send = send;
    this.open = new Map();   // prompt id -> {prompt, st, node, drawnLang, custom}
    this.seen = new Set();   // prompt ids shown before (a new one is announced)
    this.match = null;
  }

  get(id) {
    return this.open.get(id);
  }

  entries() {
    return this.open.values();
  }

  /** Forget the open prompts; ``newMatch``: prompt ids start again from 1. */
  clear(newMatch = false) {
    for (const entry of this.open.values()) entry.node.remove();
    this.open.clear();
    if (newMatch) this.seen.clear();
  }

  /** Draw every prompt again at the next ``sync`` (the language or the panel changed). */
  redrawAll() {
    for (const entry of this.open.values()) entry.drawnLang = null;
  }

  /** Show the open prompts of ``match`` in ``area``, in the order asked; returns those new to this screen. */
  sync(area, match) {
    this.match = match;
    const prompts = match.finished ? [] : (match.prompts || []);
    const ids = new Set(prompts.map((p) => p.id));
    for (const [id, entry] of this.open) {
      if (!ids.has(id)) {
        entry.node.remove();
        this.open.delete(id);
      }
    }
    const fresh = [];
    prompts.forEach((p, i) => {
      let entry = this.open.get(p.id);
      if (!entry) {
        const data = { prompt: String(p.id), kind: p.kind };
        if (p.kind === "choose") Object.assign(data, { min: String(p.min ?? 1), max: String(p.max ?? 1) });
        entry = { prompt: p, st: { sel: [], text: "", order: [], sent: false, accepted: false },
          node: el("div", { class: "prompt", dataset: data }), drawnLang: null, custom: false };
        this.open.set(p.id, entry);
        if (!this.seen.has(p.id)) {
          this.seen.add(p.id);
          fresh.push(p);
          entry.node.classList.add("prompt-new");
        }
      }
      entry.prompt = p;
      const handled = !!this.panel.call("renderPrompt", false, entry.node, p, match, this.ctx(),
        (answer) => this.submit(entry, answer));
      if (handled) {
        entry.custom = true;
        entry.node.classList.add("prompt-custom");
        entry.node.classList.toggle("prompt-pending", entry.st.sent);
      } else if (entry.custom || entry.drawnLang !== this.lang()) {
        entry.custom = false;
        entry.node.classList.remove("prompt-custom");
        this.draw(entry);
      }
      if (area.children[i] !== entry.node) area.insertBefore(entry.node, area.children[i] || null);
    });
    return fresh;
  }

  /** Answer ``entry``'s prompt once; the prompt greys until accepted or refused. */
  submit(entry, answer) {
    if (entry.st.sent || !this.send(entry.prompt, answer)) return;
    entry.st.sent = true;
    entry.st.accepted = false;
    this.draw(entry);
  }

  /** Message params through the panel's optional ``params`` hook (its own ids to message refs). */
  params(params) {
    if (!params) return params;
    return this.panel.call("params", params, params, this.ctx());
  }

  /**
   * Issue 19 point 9, "a response window says what it answers (the card on top of the stack, its
   * user and target)": the line under the title. The panel's optional ``about(prompt, view, ctx)``
   * gives it (a message ``{key, params}``, or a node of its own drawing, e.g. with the card's face),
   * else the prompt's own ``params.about``; none: no line.
   */
  aboutLine(p) {
    const about = this.panel.call("about", null, p, this.match, this.ctx()) || (p.params && p.params.about);
    if (about instanceof Node) return el("div", { class: "prompt-about prompt-about-own", dataset: { key: "about" } }, about);
    if (!about || typeof about.key !== "string") return null;
    const { about: msg } = this.params({ about }) || { about };
    return el("p", { class: "prompt-about", dataset: { key: "about" } }, t("ui.answering", { about: msg }));
  }

  /** The inside of a choice button: the panel's ``renderChoice`` when it draws one, else its text. */
  choiceBody(c, p) {
    const node = this.panel.call("renderChoice", null, c, p, this.match, this.ctx());
    return node || el("span", { class: "choice-label" }, this.choiceText(c));
  }

  choiceText(c) {
    if (c.ref && Number.isInteger(c.ref.seat) && !c.label) return seatName(c.ref.seat);
    if (c.label) return t(c.label, this.params(c.params));
    if (has(`choice.${c.id}`)) return t(`choice.${c.id}`);
    return humanize(c.id);
  }

  /** Draw a prompt with the generic widget for its kind (choose, confirm, text, order). */
  draw(entry) {
    if (entry.custom) {
      entry.node.classList.toggle("prompt-pending", entry.st.sent);
      return;
    }
    const p = entry.prompt;
    const st = entry.st;
    entry.drawnLang = this.lang();
    const busy = st.sent;
    const parts = [el("h2", { class: "prompt-title" }, t(p.key, this.params(p.params))), this.aboutLine(p)];
    if (p.kind === "choose") parts.push(...this.chooseWidget(entry));
    else if (p.kind === "confirm") {
      parts.push(el("button", { type: "button", class: "btn btn-primary btn-huge prompt-confirm", disabled: busy, onclick: () => this.submit(entry, true) }, icon("check"), t("ui.ok")));
    } else if (p.kind === "text") parts.push(...this.textWidget(entry));
    else if (p.kind === "order") parts.push(...this.orderWidget(entry));
    if (busy) {
      parts.push(el("p", { class: ["prompt-status", st.accepted && "ok"] },
        st.accepted ? "✓ " + t("ui.sent") : t("ui.sending")));
    }
    entry.node.classList.toggle("prompt-pending", busy);
    swap(entry.node, parts);
  }

  chooseWidget(entry) {
    const p = entry.prompt;
    const st = entry.st;
    const choices = p.choices || [];
    const min = p.min ?? 1, max = Math.min(p.max ?? 1, choices.length || 1);
    const single = min === 1 && max === 1;
    const busy = st.sent;
    const allSeats = choices.length > 0 && choices.every((c) => c.ref && Number.isInteger(c.ref.seat));
    const out = [];
    if (!single) {
      out.push(el("p", { class: "prompt-sub" },
        min === max ? t("ui.pick_n", { n: min }) : min === 0 ? t("ui.pick_up_to", { max }) : t("ui.pick_range", { min, max })));
    }
    const toggle = (id) => {
      if (busy) return;
      const i = st.sel.indexOf(id);
      if (i >= 0) st.sel.splice(i, 1);
      else if (st.sel.length < max) st.sel.push(id);
      else if (max === 1) st.sel = [id];
      else {
        buzz(40);
        return;
      }
      this.draw(entry);
    };
    // A few choices fill the width, one a row; cards never do: a card's size would follow the length
    // of the hand it is in (a lone card was twice as wide as one of two: a neighbour saw the difference).
    const few = choices.length <= 3 && !allSeats && !choices.some((c) => c.ref && c.ref.card);
    out.push(el("div", { class: ["choices", allSeats && "choices-seats", few && "choices-few"] },
      choices.map((c) => {
        const isSeat = c.ref && Number.isInteger(c.ref.seat);
        const chosen = st.sel.includes(c.id);
        return el("button", {
          type: "button",
          class: ["choice", isSeat && "choice-seat", c.ref && c.ref.card && "choice-card", chosen && "chosen", isSeat && seatClass(c.ref.seat)],
          disabled: busy, "aria-pressed": single ? null : String(chosen), dataset: { choice: c.id },
          onclick: () => (single ? this.submit(entry, [c.id]) : toggle(c.id)),
        },
        isSeat ? el("span", { class: "chip-dot", "aria-hidden": "true" }) : null,
        this.choiceBody(c, p),
        !single && chosen ? el("span", { class: "choice-tick", "aria-hidden": "true" }, st.sel.length > 1 && max > 1 ? String(st.sel.indexOf(c.id) + 1) : "✓") : null);
      })));
    if (!single) {
      const n = st.sel.length;
      const ok = n >= min && n <= max;
      out.push(el("button", {
        type: "button", class: "btn btn-primary btn-huge prompt-confirm", disabled: busy || !ok,
        onclick: () => this.submit(entry, st.sel.slice()),
      }, n === 0 && min === 0 ? t("ui.confirm_none") : `${t("ui.confirm")} (${n}/${max})`));
    }
    return out;
  }

  textWidget(entry) {
    const p = entry.prompt;
    const st = entry.st;
    const maxLen = p.max_len || 80;
    const counter = el("span", { class: "counter" }, t("ui.chars_left", { n: maxLen - st.text.length }));
    const input = el("input", {
      class: "input", type: "text", maxlength: maxLen, value: st.text, disabled: st.sent, enterkeyhint: "send",
      autocomplete: "off", dataset: { key: `text-${p.id}` }, "aria-label": t(p.key, p.params),
      oninput: (e) => {
        st.text = e.target.value;
        counter.textContent = t("ui.chars_left", { n: maxLen - st.text.length });
        sendBtn.disabled = !st.text.trim();
      },
      onkeydown: (e) => { if (e.key === "Enter" && st.text.trim()) { e.preventDefault(); this.submit(entry, st.text.trim()); } },
    });
    const sendBtn = el("button", { type: "button", class: "btn btn-primary btn-big", disabled: st.sent || !st.text.trim(), onclick: () => this.submit(entry, st.text.trim()) }, t("ui.send"));
    // the field and Send stay on the screen together (the keyboard takes the lower half)
    return [el("div", { class: "prompt-confirm text-send" }, el("div", { class: "text-row" }, input, counter), sendBtn)];
  }

  orderWidget(entry) {
    const p = entry.prompt;
    const st = entry.st;
    const choices = p.choices || [];
    const byId = new Map(choices.map((c) => [c.id, c]));
    const pool = choices.filter((c) => !st.order.includes(c.id));
    const busy = st.sent;
    const item = (c, i) => el("button", {
      type: "button", class: "order-item", disabled: busy, dataset: { choice: c.id },
      onclick: () => {
        if (i == null) st.order.push(c.id);
        else st.order.splice(i, 1);
        this.draw(entry);
      },
    }, i == null ? el("span", { class: "order-plus", "aria-hidden": "true" }, "＋") : el("span", { class: "order-n" }, String(i + 1)),
    el("span", { class: "choice-label" }, this.choiceText(c)));
    return [
      el("p", { class: "prompt-sub" }, t("ui.order_hint")),
      el("ol", { class: "order-list" }, st.order.map((id, i) => el("li", null, item(byId.get(id) || { id }, i)))),
      pool.length ? el("div", { class: "order-pool" }, pool.map((c) => item(c, null))) : null,
      el("div", { class: "row prompt-confirm" },
        el("button", { type: "button", class: "btn btn-soft", disabled: busy || !st.order.length, onclick: () => { st.order = []; this.draw(entry); } }, t("ui.order_reset")),
        el("button", { type: "button", class: "btn btn-primary btn-big grow", disabled: busy || pool.length > 0, onclick: () => this.submit(entry, st.order.slice()) }, t("ui.send"))),
    ];
  }
}

// ---------------------------------------------------------------------------
// the phone during a match

/** The parts of the phone's match screen, top to bottom: the outcome, the panel, the prompts, the idle card. */
export function phoneMatchParts() {
  const parts = {
    match: el("section", { class: "match" }),
    finish: el("div", { class: "finish-slot" }),
    panel: el("div", { class: "panel-root" }),
    promptsBox: el("div", { class: "prompts" }),
    idle: el("div", { class: "idle-slot" }),
  };
  parts.match.append(parts.finish, parts.panel, parts.promptsBox, parts.idle);
  return parts;
}

/** The seat's chip in the phone's top bar: a button to change one's name, shut during a match. */
export function meButton(me, host, inMatch, onclick) {
  return el("button", { type: "button", class: "me-btn", title: t("ui.change_name"), disabled: inMatch, onclick },
    seatChip(me, { status: false, host, bot: false }));
}

/**
 * Draw ``match`` for seat ``me`` into the parts of ``phoneMatchParts``: the outcome (then
 * ``finishExtra``), the panel in its root (``key``: the match; a new root per match and
 * language), the prompts and the idle card. ``onLoad`` runs once the panel has loaded.
 * Returns the prompts shown for the first time.
 */
export function drawPhoneMatch(parts, panel, prompts, match, { game, key, lang, me, ctx, onLoad, finishExtra = [] }) {
  if (panel.key !== key) prompts.clear(true);   // a new match: prompt ids start again from 1
  panel.follow(game, match.game, key, lang, () => {
    prompts.redrawAll(); // the panel may draw them
    onLoad();
  });
  if (panel.root.parentNode !== parts.panel) parts.panel.replaceChildren(panel.root);
  panel.render(match, ctx);
  if (match.finished) swap(parts.finish, el("section", { class: "card finish" }, outcomeBlock(match, me), ...finishExtra));
  else parts.finish.replaceChildren();
  // The prompts wait for the panel: drawn before it, they would stand where the panel goes and be
  // pushed down under a finger when it arrives, and redrawn by its renderChoice (issue 19 point 9)
  const fresh = panel.loaded ? prompts.sync(parts.promptsBox, match) : [];
  drawIdle(parts.idle, match, me);
  // a new prompt is brought into view once the panel above it is drawn (it sets the prompt's place)
  for (const p of fresh) prompts.get(p.id).bring = true;
  const due = panel.loaded ? [...prompts.entries()].find((entry) => entry.bring) : null;
  if (due) {
    for (const entry of prompts.entries()) entry.bring = false;
    requestAnimationFrame(() => bringIntoView(due));
  }
  return fresh;
}

/**
 * Issue 19 point 9, "Confirm buttons are never below the fold": a new prompt that begins in the
 * screen's lower third or under it (a long panel above) is scrolled up under the top bar; from
 * there its confirm button (``.prompt-confirm``, sticky in phone.css) stays on the screen however
 * long the prompt is. Only this page's own viewport scrolls (the preview's frame moves no parent).
 */
function bringIntoView(entry) {
  // a finger holding a secret open keeps the page where it is
  if (!entry || !entry.node.isConnected || document.querySelector(".reveal.open")) return;
  const top = entry.node.getBoundingClientRect().top;
  if (top < window.innerHeight * (2 / 3)) return;
  const bar = document.querySelector(".topbar");
  const under = (bar ? bar.getBoundingClientRect().bottom : 0) + 8;
  window.scrollBy({ top: top - under, behavior: "instant" });
}

/** "Nothing to do" and whom the table waits for, while the seat has no open prompt. */
function drawIdle(slot, match, me) {
  if (match.finished || (match.prompts || []).length) {
    slot.replaceChildren();
    return;
  }
  const waiting = (match.waiting || []).filter((s) => s !== me);
  swap(slot, el("section", { class: "card idle" },
    el("div", { class: "idle-icon" }, icon("hourglass")),
    el("p", { class: "idle-title" }, t("ui.nothing_to_do")),
    waiting.length ? el("div", { class: "idle-wait" },
      el("p", { class: "muted" }, t("ui.waiting_for")),
      el("div", { class: "chips" }, waiting.map((s) => seatChip(s, { status: false, host: false })))) : null));
}

// ---------------------------------------------------------------------------
// the TV during a match

/**
 * The TV's match screen: the top bar (``top``: game and whom the table waits for, the timer, the
 * corner with the small QR and the room code), the board's box and the bottom bar. ``node`` holds it all.
 */
export function tvMatchFrame(qrSvg, code) {
  const f = {
    top: el("div", { class: "tv-top-main" }),
    boardBox: el("main", { class: "board-box" }),
    bottom: el("footer", { class: "tv-bottom" }),
    overlay: el("div", { class: "overlay-slot" }),
    timer: timerDisplay({ class: "timer-tv" }),
    corner: el("aside", { class: "corner" },
      el("div", { class: "qr-box qr-small" }, trustedSvg(qrSvg)),
      el("div", { class: "corner-text" }, el("span", { class: "corner-label" }, t("ui.room_code")), el("span", { class: "corner-code mono" }, code))),
  };
  f.node = el("div", { class: "tv-match" }, el("header", { class: "tv-top" }, f.top, f.timer.node, f.corner), f.boardBox, f.bottom);
  return f;
}

// More seats than this waited for read as a count on the TV: their chips would not fit one line
// readable from three metres (issue 19 point 1); the board and the phones say who.
const TV_WAITING_CHIPS = 4;

/** The TV's top line: the game's name (then ``badges``) and whom the table waits for. */
export function drawTvTop(f, match, game, ...badges) {
  const waiting = match.finished ? [] : (match.waiting || []);
  const whom = waiting.length > TV_WAITING_CHIPS
    ? el("span", { class: "pill tv-waiting-n" }, t("ui.waiting_n", { n: waiting.length }))
    : waiting.map((s) => seatChip(s, { status: false, host: false }));
  swap(f.top,
    el("div", { class: "tv-top-left" }, el("span", { class: "tv-game" }, game ? gameName(game) : match.game), ...badges),
    el("div", { class: "tv-waiting" }, waiting.length ? [el("span", { class: "muted" }, t("ui.waiting_for")), whom] : null));
}

/** The TV's bottom bar: the outcome of a finished match, then ``controls`` (the host's); hidden when empty. */
export function drawTvBottom(f, match, controls = null) {
  const parts = [match.finished ? el("div", { class: "tv-outcome" }, outcomeBlock(match)) : null, controls].filter(Boolean);
  swap(f.bottom, parts);
  f.bottom.hidden = !parts.length;
}

/**
 * Draw ``match`` into the board's root (``key``: the match; a new root per match and language,
 * under the box's overlay); a plain board (who plays, whom we wait for) when the game ships no
 * board.js. ``onLoad`` runs once the board has loaded.
 */
export function drawTvBoard(f, board, match, { game, key, lang, seats, ctx, onLoad }) {
  board.follow(game, match.game, key, lang, onLoad);
  if (board.root.parentNode !== f.boardBox) f.boardBox.replaceChildren(board.root, f.overlay);
  if (board.render(match, ctx) || !board.loaded) return;
  swap(board.root, el("div", { class: "fallback-board" },
    el("h1", null, game ? gameName(game) : match.game),
    el("div", { class: "chips chips-big" }, seats.map((s) => seatChip(s.seat, { big: true }))),
    match.finished ? null : el("p", { class: "muted big" }, t("ui.look_at_phones"))));
}
