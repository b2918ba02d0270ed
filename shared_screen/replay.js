// partytable: the match after the match on the TV (issue 19 point 8; docs/frontend.md "Replay").
//
// The host opens a finished match of the room (or a replay file, uploaded or dropped) and steps
// through it: the host rebuilds the TV's view after the first k inputs (server/replay.py) and this
// screen draws it with the shells' own pieces (controller/match.js), as the board preview does.
// "Show every secret" adds ONE seat's panel beside the board, large enough to read from the sofa
// (issue 19 point 8: every text at least 24 px at 1920x1080), its hold-to-reveal secrets open, with a
// tab per seat to show another; while the replay plays it shows the seat whose answer the step is.
// The highlights are the game's summary of the match. Only the host's screen gets any of it: every
// request carries the host token, and the host refuses a replay while a match runs.

import * as C from "/static/phone/common.js";
import * as M from "/static/phone/match.js";

const { el, t } = C;

const SPEEDS = [0.5, 1, 2, 4];        // steps a second while playing on its own
const TOKEN_HEADER = "X-Host-Token";
// the TV's floor for text: 24 px at 1920x1080 (issue 19 point 1), where 1rem is 1.45vw (tv.css); in rem,
// so that a 1280x720 projector shows the same layout scaled
const MIN_TEXT_REM = 0.87;
const PANEL_ZOOM_MAX = 2;             // a phone's panel drawn larger than this would not fit beside the board

let current = null;                   // the open replay (one at a time)

// ---------------------------------------------------------------------------
// talking to the host

/** A JSON request about the room's replays; an Error whose ``body`` is the host's refusal. */
async function ask(host, path, init = {}) {
  const r = await fetch(`/api/rooms/${encodeURIComponent(host.code)}/replays${path}`,
    { ...init, headers: { ...(init.headers || {}), [TOKEN_HEADER]: host.token || "" } });
  let body = null;
  try { body = await r.json(); } catch (_) { body = { code: "server_error" }; }
  if (!r.ok) throw Object.assign(new Error(body.message || r.statusText), { body, response: r });
  return body;
}

const refusalText = (err) => C.errorText(err.body || { message: String(err.message || err) });

/** The match's file, downloaded under the name the host gives it. */
async function download(host, id) {
  const r = await fetch(`/api/rooms/${encodeURIComponent(host.code)}/replays/${id}/file`, { headers: { [TOKEN_HEADER]: host.token || "" } });
  if (!r.ok) {
    C.toast(refusalText({ body: await r.json().catch(() => ({})) }), "error");
    return;
  }
  const name = (/filename="([^"]+)"/.exec(r.headers.get("Content-Disposition") || "") || [])[1] || `partytable-${id}.json`;
  const link = el("a", { href: URL.createObjectURL(await r.blob()), download: name, hidden: true });
  document.body.appendChild(link);
  link.click();
  setTimeout(() => { URL.revokeObjectURL(link.href); link.remove(); }, 1000);
}

// ---------------------------------------------------------------------------
// the list: the room's finished matches and a file to open

/** The host's "Replays" button: ``host`` is {code, token, games, onClose} (games: the room's declarations). */
export function replaysButton(host) {
  return el("button", { type: "button", class: "btn btn-soft", dataset: { key: "replays" }, onclick: () => openList(host) },
    C.icon("again"), t("replay.open"));
}

export function openList(host) {
  const list = el("div", { class: "rp-list", dataset: { key: "replay-list" } }, el("div", { class: "spinner" }));
  const problem = el("p", { class: "rp-problem", role: "alert", dataset: { key: "replay-problem" } });
  const sheet = C.modal(t("replay.title"), [list, fileDrop(host, problem, () => sheet.close()), problem], { class: "rp-sheet" });
  ask(host, "").then((data) => C.swap(list, data.matches.length
    ? data.matches.slice().reverse().map((m) => matchRow(host, m, () => sheet.close()))
    : el("p", { class: "muted" }, t("replay.none"))))
    .catch((err) => C.swap(list, el("p", { class: "rp-problem" }, refusalText(err))));
  return sheet;
}

function gameOf(host, id) {
  return (host.games || []).find((g) => g.id === id) || { id, names: {} };
}

/** A match's seat names as the live TV shows them: a bot's "Bot 3" in the TV's language. */
function shownNames(m) {
  const bots = new Set(m.bots || []);   // a file exported before bots were recorded has none
  return m.names.map((name, seat) => C.botName(name, bots.has(seat)));
}

function matchRow(host, m, closeList) {
  const winners = (m.outcome && m.outcome.winners) || [];
  const names = shownNames(m);
  return el("div", { class: "rp-row", dataset: { replay: m.id } },
    el("div", { class: "rp-row-text" },
      el("b", null, C.gameName(gameOf(host, m.game))),
      el("span", { class: "muted" }, names.join(" · ")),
      winners.length ? el("span", null, t("ui.winners"), " ", winners.map((w) => names[w]).join(" · ")) : null),
    el("button", { type: "button", class: "btn btn-primary", dataset: { key: "replay-open" },
      onclick: () => { closeList(); openReplay(host, m.id); } }, C.icon("play"), t("replay.watch")),
    el("button", { type: "button", class: "btn btn-soft", dataset: { key: "replay-export" },
      onclick: () => download(host, m.id) }, t("replay.export")));
}

/** Open a replay file: pick it or drop it here; a file the host refuses says why in ``problem``. */
function fileDrop(host, problem, closeList) {
  const input = el("input", { type: "file", accept: ".json,application/json", class: "rp-file", dataset: { key: "replay-file" },
    onchange: () => input.files[0] && upload(input.files[0]) });
  const zone = el("label", { class: "rp-drop", dataset: { key: "replay-drop" } }, input,
    el("span", null, t("replay.drop")));
  const upload = async (file) => {
    problem.textContent = "";
    try {
      const opened = await ask(host, "", { method: "POST", body: await file.text(), headers: { "Content-Type": "application/json" } });
      closeList();
      openReplay(host, opened.id, opened);
    } catch (err) {
      problem.textContent = t("replay.refused", { reason: refusalText(err) });
    }
    input.value = "";
  };
  zone.addEventListener("dragover", (e) => { e.preventDefault(); zone.classList.add("rp-drop-over"); });
  zone.addEventListener("dragleave", () => zone.classList.remove("rp-drop-over"));
  zone.addEventListener("drop", (e) => {
    e.preventDefault();
    zone.classList.remove("rp-drop-over");
    if (e.dataTransfer.files[0]) upload(e.dataTransfer.files[0]);
  });
  return zone;
}

// ---------------------------------------------------------------------------
// the replay

/** Close the replay (e.g. the host started a match: the TV is the match's again). */
export function close() {
  if (current) current.close();
}

/** A room update: a match started, so the replay gives the TV back. */
export function roomChanged(room) {
  if (current && room && room.phase === "playing") close();
}

/**
 * The host phone's remote (a ``replay`` event, docs/protocol.md "Replays"): {move, id}, ``id`` the
 * match just ended. Any move opens that replay when it is not the one shown; "close" closes it.
 */
export function command(cmd, host) {
  if (!cmd || !cmd.move) return;
  if (cmd.move === "close") return close();
  if (!current || current.about.id !== cmd.id) return openReplay(host, cmd.id);
  current.remote(cmd.move);
}

/**
 * The host phone's remote control for the TV's replay: each tap is one ``replay`` host action
 * (``host``); ``room`` {code, token} lets the phone download the match itself (its seat token is the host's).
 */
export function remote(host, room) {
  const tap = (move, face, label, cls = "btn-soft") => el("button", { type: "button", class: ["btn", cls], "aria-label": label,
    title: label, dataset: { key: `remote-${move}` }, onclick: () => host("replay", { move }) }, face);
  return el("section", { class: "card rp-remote", dataset: { key: "replay-remote" } },
    el("h3", { class: "card-title" }, t("replay.on_tv")),
    el("div", { class: "rp-remote-row" }, tap("open", [C.icon("play"), t("replay.watch")], t("replay.watch"), "btn-primary"),
      tap("close", C.icon("close"), t("ui.close"))),
    el("div", { class: "rp-remote-row" }, tap("first", "«", t("replay.first")), tap("back", "‹", t("replay.back")),
      tap("play", [C.icon("play"), "/", C.icon("pause")], t("replay.play")), tap("next", "›", t("replay.next")), tap("last", "»", t("replay.last"))),
    el("div", { class: "rp-remote-row" }, tap("secrets", t("replay.secrets"), t("replay.secrets")),
      tap("seat", "⇅", t("replay.whose_secrets")), tap("highlights", t("replay.highlights"), t("replay.highlights"))),
    el("button", { type: "button", class: "btn btn-soft", dataset: { key: "remote-export" }, onclick: () => downloadLatest(room) },
      t("replay.export")));
}

/** The room's latest finished match, downloaded as a file. */
async function downloadLatest(room) {
  try {
    const { matches } = await ask(room, "");
    if (matches.length) await download(room, matches[matches.length - 1].id);
  } catch (err) {
    C.toast(refusalText(err), "error", 6000);
  }
}

export async function openReplay(host, id, known = null) {
  close();
  let about;
  try {
    about = known || await ask(host, `/${id}`);
  } catch (err) {
    C.toast(refusalText(err), "error", 6000);
    return;
  }
  current = new Replay(host, about);
}

class Replay {
  constructor(host, about) {
    this.host = host;
    this.about = about;
    this.game = gameOf(host, about.game);
    this.step = 0;
    this.frame = null;        // the host's answer for the step shown
    this.secrets = false;
    this.speed = 1;
    this.playing = null;      // the autoplay interval
    this.busy = false;
    this.wanted = null;       // a step asked for while a request was out
    this.renewals = 0;        // a step back starts fresh roots (docs/frontend.md "Roots")
    this.board = new M.GamePiece("board", "board");
    this.panels = new Map();  // seat -> GamePiece of its panel
    this.pinned = null;       // the seat the host picked to look at; null: the seat that answered last
    this.shownSeat = 0;       // the seat whose secrets are on screen
    this.onKey = (e) => this.key(e);
    this.build();
    document.addEventListener("keydown", this.onKey);
    this.go(0);
  }

  seats() {
    const bots = new Set(this.about.bots || []);
    return this.about.names.map((name, seat) => ({ seat, name, connected: true, bot: bots.has(seat), host: false }));
  }

  build() {
    const btn = (label, face, onclick, key) => el("button", { type: "button", class: "btn btn-soft rp-btn", title: label,
      "aria-label": label, dataset: { key }, onclick }, face);
    this.ui = {
      title: el("div", { class: "rp-title" }),
      count: el("span", { class: "rp-count mono", dataset: { key: "replay-step" } }),
      boardBox: el("main", { class: "board-box rp-board" }),
      overlay: el("div", { class: "overlay-slot" }),
      seatsBox: el("aside", { class: "rp-seats", dataset: { key: "replay-seats" } }),
      outcome: el("div", { class: "rp-outcome" }),
      first: btn(t("replay.first"), "«", () => this.go(0), "replay-first"),
      back: btn(t("replay.back"), "‹", () => this.go(this.step - 1), "replay-back"),
      play: btn(t("replay.play"), C.icon("play"), () => this.toggleAutoplay(), "replay-play"),
      next: btn(t("replay.next"), "›", () => this.go(this.step + 1), "replay-next"),
      last: btn(t("replay.last"), "»", () => this.go(this.about.steps), "replay-last"),
      slider: el("input", { type: "range", class: "rp-slider", min: 0, max: String(this.about.steps), value: "0",
        "aria-label": t("replay.step_label"), dataset: { key: "replay-slider" }, oninput: (e) => this.go(Number(e.target.value)) }),
      speed: el("select", { class: "select rp-speed", "aria-label": t("replay.speed"), dataset: { key: "replay-speed" },
        onchange: (e) => this.setSpeed(Number(e.target.value)) },
        SPEEDS.map((s) => el("option", { value: String(s), selected: s === this.speed }, t("replay.speed_n", { n: s })))),
      secrets: el("button", { type: "button", role: "switch", class: "switch", "aria-checked": "false", "aria-label": t("replay.secrets"),
        dataset: { key: "replay-secrets" }, onclick: () => this.toggleSecrets() }, el("span", { class: "switch-knob" })),
      highlights: el("button", { type: "button", class: "btn btn-soft", dataset: { key: "replay-highlights" }, onclick: () => this.showHighlights() },
        t("replay.highlights")),
      exportBtn: el("button", { type: "button", class: "btn btn-soft", dataset: { key: "replay-export" },
        onclick: () => download(this.host, this.about.id) }, t("replay.export")),
      closeBtn: el("button", { type: "button", class: "btn btn-ghost rp-close", "aria-label": t("ui.close"), dataset: { key: "replay-close" },
        onclick: () => this.close() }, C.icon("close")),
    };
    const u = this.ui;
    this.node = el("div", { class: "rp", role: "dialog", "aria-modal": "true", dataset: { key: "replay" } },
      el("header", { class: "rp-top" }, el("span", { class: "pill rp-pill" }, C.icon("again"), t("replay.badge")), u.title, u.count, u.closeBtn),
      el("div", { class: "rp-stage" }, u.boardBox, u.seatsBox),
      el("footer", { class: "rp-bar" },
        el("div", { class: "rp-steps" }, u.first, u.back, u.play, u.next, u.last, u.slider),
        el("div", { class: "rp-opts" }, u.speed,
          el("label", { class: "rp-secret-label" }, u.secrets, el("span", null, t("replay.secrets"))),
          u.highlights, u.exportBtn),
        u.outcome));
    C.swap(u.title, el("span", { class: "tv-game" }, C.gameName(this.game)), el("span", { class: "muted" }, shownNames(this.about).join(" · ")));
    document.body.appendChild(this.node);
  }

  // -- moving -------------------------------------------------------------------

  /** Show step ``k`` (clamped); while a request is out the newest wish waits for it. */
  async go(k) {
    k = Math.max(0, Math.min(this.about.steps, k));
    if (this.busy) {
      this.wanted = k;
      return;
    }
    this.busy = true;
    try {
      const frame = await ask(this.host, `/${this.about.id}/steps/${k}${this.secrets ? "?secrets=1" : ""}`);
      if (!this.node) return;
      if (frame.step < this.step) this.renewals += 1;
      this.step = frame.step;
      this.frame = frame;
      this.draw();
    } catch (err) {
      this.stopAutoplay();
      C.toast(refusalText(err), "error", 6000);
    } finally {
      this.busy = false;
    }
    if (this.wanted != null && this.node) {
      const next = this.wanted;
      this.wanted = null;
      this.go(next);
    }
  }

  toggleAutoplay() {
    if (this.playing) return this.stopAutoplay();
    if (this.step >= this.about.steps) this.go(0);
    this.startAutoplay();
  }

  startAutoplay() {
    this.stopAutoplay();
    this.pinned = null;       // playing on, the TV follows whoever answers
    this.playing = setInterval(() => {
      if (this.busy) return;
      if (this.step >= this.about.steps) return this.stopAutoplay();
      this.go(this.step + 1);
    }, 1000 / this.speed);
    this.drawButtons();
  }

  stopAutoplay() {
    clearInterval(this.playing);
    this.playing = null;
    this.drawButtons();
  }

  setSpeed(speed) {
    this.speed = speed;
    if (this.playing) this.startAutoplay();
  }

  /** One tap of the host phone's remote. */
  remote(move) {
    const moves = {
      first: () => this.go(0), back: () => this.go(this.step - 1), next: () => this.go(this.step + 1),
      last: () => this.go(this.about.steps), play: () => this.toggleAutoplay(), secrets: () => this.toggleSecrets(),
      highlights: () => (this.sheet ? this.sheet.close() : this.showHighlights()),
      seat: () => this.secrets && this.pickSeat(this.shownSeat + 1),   // the next seat's secrets, round the table
    };
    if (moves[move]) moves[move]();
  }

  /** Show seat ``seat``'s secrets (wrapping round the table) until autoplay follows the answers again. */
  pickSeat(seat) {
    const n = this.about.names.length;
    this.pinned = ((seat % n) + n) % n;
    if (this.frame && this.frame.seats) this.draw();
  }

  toggleSecrets() {
    this.secrets = !this.secrets;
    this.go(this.step);
  }

  key(e) {
    if (document.querySelector(".modal-back")) return;   // the highlights sheet takes its own keys
    if (e.key === "ArrowRight") this.go(this.step + 1);
    else if (e.key === "ArrowLeft") this.go(this.step - 1);
    else if (e.key === " ") this.toggleAutoplay();
    else if (e.key === "ArrowDown" && this.secrets) this.pickSeat(this.shownSeat + 1);
    else if (e.key === "ArrowUp" && this.secrets) this.pickSeat(this.shownSeat - 1);
    else if (e.key === "Escape") this.close();
    else return;
    e.preventDefault();
  }

  close() {
    this.stopAutoplay();
    if (this.sheet) this.sheet.close();
    document.removeEventListener("keydown", this.onKey);
    if (this.node) this.node.remove();
    this.node = null;
    if (current === this) current = null;
    if (this.host.onClose) this.host.onClose();
  }

  // -- drawing ------------------------------------------------------------------

  ctx(me) {
    return C.makeCtx(me, { room: this.host.code, host: false });
  }

  draw() {
    const { view } = this.frame;
    const u = this.ui;
    C.setSeats(this.seats());
    u.count.textContent = t("replay.step", { step: this.step, steps: this.about.steps });
    u.slider.value = String(this.step);
    this.drawButtons();
    const key = `replay:${this.about.id}:${this.renewals}`;
    M.drawTvBoard(u, this.board, view, { game: this.game, key, lang: C.getLang(), seats: this.seats(), ctx: this.ctx(null),
      onLoad: () => this.node && this.draw() });
    C.swap(u.outcome, view.finished ? C.outcomeBlock(view) : null);
    this.node.classList.toggle("rp-with-secrets", !!this.frame.seats);
    this.drawSeats(key);
  }

  drawButtons() {
    const u = this.ui;
    if (!u) return;
    u.first.disabled = u.back.disabled = this.step <= 0;
    u.next.disabled = u.last.disabled = this.step >= this.about.steps;
    C.swap(u.play, C.icon(this.playing ? "pause" : "play"));
    u.play.setAttribute("aria-label", t(this.playing ? "replay.pause" : "replay.play"));
    u.play.classList.toggle("btn-primary", !!this.playing);
    u.secrets.classList.toggle("switch-on", this.secrets);
    u.secrets.setAttribute("aria-checked", String(this.secrets));
  }

  /**
   * One seat's view beside the board, as its phone's panel with its secrets shown open, and a tab
   * per seat: the picked seat, else the seat whose answer the step was (a viewer follows who did what).
   */
  drawSeats(key) {
    const seats = this.frame.seats;
    if (!seats) {
      C.swap(this.ui.seatsBox);
      return;
    }
    const last = this.frame.last_input;
    const seat = this.shownSeat = this.pinned ?? (last ? last.seat : this.shownSeat);
    let piece = this.panels.get(seat);
    if (!piece) this.panels.set(seat, piece = new M.GamePiece("panel", "panel"));
    piece.follow(this.game, this.about.game, key, C.getLang(), () => this.node && this.draw());
    piece.render(seats[String(seat)], openSecrets(this.ctx(seat)));
    const answered = last && last.seat === seat;
    C.swap(this.ui.seatsBox,
      el("div", { class: "rp-seat-tabs", role: "tablist", "aria-label": t("replay.whose_secrets") },
        this.seats().map((s) => this.seatTab(s.seat, s.seat === seat))),
      el("section", { class: ["rp-seat", answered && "rp-seat-last"], role: "tabpanel", dataset: { seat: String(seat), key: "replay-seat" } },
        el("h3", { class: "rp-seat-name" }, C.seatMark(seat), C.seatChip(seat, { big: true, status: false, host: false, bot: false }),
          answered ? el("span", { class: "pill rp-acted" }, t("replay.answered")) : null),
        el("div", { class: "rp-seat-body" }, piece.root)));
    fitToReadable(piece.root);
    // the panel scrolls as on a phone: its secret (the hold-to-reveal, shown open) is kept in sight
    const secret = piece.root.querySelector(".rp-open");
    if (secret) secret.scrollIntoView({ block: "nearest" });
  }

  /** A seat's tab: its letter and name in its colour. */
  seatTab(seat, shown) {
    return el("button", { type: "button", role: "tab", class: ["rp-seat-tab", C.seatClass(seat)],
      "aria-selected": String(shown), dataset: { key: `replay-seat-${seat}` }, onclick: () => this.pickSeat(seat) },
    C.seatMark(seat), el("span", { class: "chip-name" }, C.seatName(seat)));
  }

  showHighlights() {
    const hl = this.about.highlights || { sections: [] };
    C.setSeats(this.seats());
    this.sheet = C.modal(t("replay.highlights_of", { game: C.gameName(this.game) }),
      el("div", { class: "rp-highlights", dataset: { key: "replay-highlights-body" } },
        hl.sections.map((s) => el("section", { class: "rp-hl-section" },
          s.title ? el("h3", null, t(s.title, s.params)) : null,
          el("ul", null, s.rows.map((r) => el("li", null, t(r.key, r.params))))))),
      { class: "rp-sheet rp-hl-sheet", onClose: () => { this.sheet = null; } });
  }
}

/**
 * The panel drawn large enough that its smallest text reaches the TV's floor: a phone's panel is
 * laid out for a hand-held screen, whose small print (a label, a counter) would be under 24 px on the TV.
 */
function fitToReadable(panel) {
  panel.style.zoom = "";
  const smallest = smallestText(panel);
  const floor = MIN_TEXT_REM * parseFloat(getComputedStyle(document.documentElement).fontSize);
  if (smallest) panel.style.zoom = String(Math.min(PANEL_ZOOM_MAX, Math.max(1, floor / smallest)));
}

/** The smallest font size (px) of any visible text under ``root``; 0 when it shows no text. */
function smallestText(root) {
  let min = Infinity;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.textContent.trim() && n.parentElement.getClientRects().length) {
      min = Math.min(min, parseFloat(getComputedStyle(n.parentElement).fontSize));
    }
  }
  return Number.isFinite(min) ? min : 0;
}

/** A ctx whose hold-to-reveal shows its secret at once: the match is over, the table may see it all. */
function openSecrets(ctx) {
  const holdToReveal = (label, build) => el("div", { class: "reveal open rp-open" },
    el("div", { class: "reveal-secret" }, build()));
  return { ...ctx, ui: { ...ctx.ui, holdToReveal } };
}
