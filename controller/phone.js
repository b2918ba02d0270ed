// partytable: the phone shell (/join and /join/<CODE>).
//
// Join a room (name + language), keep the seat token in localStorage, and then
// be this player's private controller: the game's panel.js on top, the open
// prompts below it drawn by generic widgets (unless the panel draws them), the
// host controls when this phone is the host. Protocol: docs/protocol.md.

import * as C from "./common.js";
import * as M from "./match.js";
import * as H from "./howto.js";
import * as HS from "./host_sound.js";
import * as R from "/static/tv/replay.js";

const { el, t } = C;

const app = document.getElementById("app");
const LANG_KEY = "partytable:lang";
const NAME_KEY = "partytable:name";
const tokenKey = (code) => `partytable:${code}`;

const S = {
  code: C.codeFromPath("join"),
  token: null,
  me: null,              // my seat once welcomed
  host: false,
  room: null,
  view: null,
  lang: C.normLang(C.store.get(LANG_KEY) || C.browserLang()),
  socket: null,
  connected: false,
  stopped: null,         // "replaced" | "kicked" once this phone must stop
  want: null,            // {name}: the join form was sent, waiting for welcome
  formName: null,
  joinError: null,       // {text, code}
  helloAgain: null,      // the timer of a join refused for a reason that passes (C.sayHelloAgain)
  screen: null,
  frame: null,           // the seated screen's parts
  panel: new M.GamePiece("panel", "panel"),
  spectator: false,      // this phone watches the TV's view (it came after the match started)
  board: new M.GamePiece("board", "board"),   // the TV's board, for a spectator
  prompts: null,         // the open prompts (M.Prompts), made below
  hostSheet: null,
  wakeLock: null,
};

S.prompts = new M.Prompts({ panel: S.panel, ctx, lang: () => S.lang, send: sendAnswer });

// ---------------------------------------------------------------------------
// boot

C.setLang(S.lang);
if (S.code && location.hash.startsWith("#c=")) {
  // a seat link: a single-use claim code, never a token (the seat's new token comes in `welcome`)
  S.claim = decodeURIComponent(location.hash.slice(3)) || null;
  history.replaceState(null, "", location.pathname + location.search);
}
if (S.code && location.hash.startsWith("#t=")) {
  // seat handover: the per-seat QR carries the token in the fragment
  const tok = decodeURIComponent(location.hash.slice(3));
  if (tok) C.store.set(tokenKey(S.code), tok);
  history.replaceState(null, "", location.pathname + location.search);
}
if (S.code) S.token = C.store.get(tokenKey(S.code));
S.formName = C.store.get(NAME_KEY);

C.onCatalog(() => rerenderAll());
C.loadCatalog("shell").then(() => {
  if (!S.formName) S.formName = C.randomName();
  if (S.code) connect();
  render();
});

// ---------------------------------------------------------------------------
// socket

function connect() {
  const sock = C.openSocket(S, { hello: sendJoin, render, fatal: (text) => { S.joinError = { text }; render(); } });
  if (!sock) return;
  sock.on("welcome", (msg) => {
    S.claim = null;
    S.token = msg.token;
    C.store.set(tokenKey(S.code = msg.room || S.code), msg.token);
    S.me = msg.seat;
    S.spectator = !!msg.spectator;
    S.host = !!msg.host;
    S.want = null;
    S.joinError = null;
    render();
  });
  sock.on("room", (room) => {
    S.room = room;
    C.setSeats(room.seats);
    if (S.me != null) {
      const mine = (room.seats || []).find((s) => s.seat === S.me);
      if (mine) {
        S.host = room.host_seat === S.me || !!mine.host;
        if (mine.name) C.store.set(NAME_KEY, mine.name);
      }
    }
    const gid = C.gameId(room);
    if (gid) C.loadCatalog(gid);
    render();
  });
  sock.on("view", (v) => {
    S.view = v;
    render();
  });
  sock.on("tv_sound", (setting) => { if (S.code) HS.heardFromTv(S.code, setting || {}); });   // the TV's own control moved
  sock.on("accepted", (msg) => {
    const entry = S.prompts.get(msg && msg.prompt);
    if (entry) {
      entry.st.sent = true;
      entry.st.accepted = true;
      S.prompts.draw(entry);
    }
  });
  sock.on("seat_link", (msg) => C.showSeatLink(msg));
  sock.on("replaced", (msg) => {
    if (msg && msg.reason === "seat_link") {   // the host's seat link moved this seat: the token is dead
      C.store.del(tokenKey(S.code));
      stop("moved");
    } else stop("replaced");
  });
  sock.on("notice", (n) => C.toast(t(n.key, n.params)));
  sock.on("kicked", () => {
    C.store.del(tokenKey(S.code));
    stop("kicked");
  });
  sock.on("error", (err) => onError(err || {}));
}

function sendJoin() {
  if (!S.socket || !S.connected || S.stopped) return;
  if (S.claim) S.socket.emit("join", { room: S.code, claim: S.claim, lang: S.lang });
  else if (S.token) S.socket.emit("join", { room: S.code, token: S.token, lang: S.lang });
  else if (S.want) S.socket.emit("join", { room: S.code, name: S.want.name, lang: S.lang });
}

function stop(why) {
  S.stopped = why;
  if (S.socket) {
    S.socket.io.opts.reconnection = false;
    S.socket.disconnect();
  }
  releaseWake();
  render();
}

function onError(err) {
  const ev = err.event || (S.me == null ? "join" : "");
  if (err.code === "bad_link") S.claim = null;   // a used or expired seat link: join as usual
  const fatal = err.code === "unknown_room" || err.code === "bad_token" || err.code === "bad_link";
  // a seat this phone holds (or a link to one) is still there: ask again, as the TV does
  if (ev === "join" && (S.token || S.claim) && C.sayHelloAgain(S, err, sendJoin)) {
    C.toast(C.errorText(err, "retrying"), "error");
    return;
  }
  if (ev === "join" && (S.me == null || fatal)) {
    if (S.me != null) {
      // a (re)join of a seated phone failed: the room or the seat is gone
      S.me = null;
      S.host = false;
      S.room = null;
      S.view = null;
    }
    if (err.code === "bad_token") {
      // this phone's seat is gone (the room was reset or the seat removed)
      C.store.del(tokenKey(S.code));
      S.token = null;
      S.want = null;
      S.joinError = { text: C.errorText(err, "join"), code: err.code };
    } else {
      S.want = null;
      S.joinError = { text: C.errorText(err, "join"), code: err.code };
    }
    render();
    return;
  }
  if (ev === "answer") {
    // A refused answer (a rule no button shows, e.g. Avalon's "Good must play Success") leaves
    // the prompt as it was drawn, the same buttons in the same places, to pick again; the
    // reason is told on this phone only, in a quiet toast that does not flash red.
    for (const entry of S.prompts.entries()) {
      if (entry.st.sent && !entry.st.accepted) {
        entry.st.sent = false;
        S.prompts.draw(entry);
      }
    }
    C.toast(C.errorText(err), "private");
    return;
  }
  C.toast(C.errorText(err), "error");
}

const host = (action, fields = {}) => {
  if (S.socket) S.socket.emit("host", { action, ...fields });
};

function setLang(lang) {
  S.lang = C.normLang(lang);
  C.setLang(S.lang);
  C.store.set(LANG_KEY, S.lang);
  if (S.socket && S.me != null) S.socket.emit("set_lang", { lang: S.lang });
  rerenderAll();
}

// ---------------------------------------------------------------------------
// screens

function screenName() {
  if (S.stopped) return "gone";
  if (!S.code) return "code";
  if (S.spectator) return "watching";
  if (S.me == null) return (S.token || S.want) && !S.joinError ? "joining" : "form";
  return "seated";
}

function render() {
  const name = screenName();
  if (name !== S.screen) {
    S.screen = name;
    S.frame = null;
    S.prompts.clear();
    S.panel.reset();
    if (S.hostSheet) { S.hostSheet.close(); S.hostSheet = null; }
    S.board.reset();
  }
  document.body.dataset.screen = name;
  if (name === "gone") return renderGone();
  if (name === "watching") return renderWatching();
  if (name === "code") return renderCode();
  if (name === "joining") return renderJoining();
  if (name === "form") return renderForm();
  return renderSeated();
}

function rerenderAll() {
  // language or catalogue changed: rebuild everything in the new words
  // (prompt selections and "sent" states are kept)
  S.frame = null;
  S.prompts.redrawAll();
  if (S.hostSheet) { S.hostSheet.close(); S.hostSheet = null; }
  render();
}

function brand() {
  return el("div", { class: "brand" }, el("span", { class: "brand-mark" }, C.icon("dice")), "partytable");
}

function renderCode() {
  const input = el("input", {
    class: "input input-code", id: "code", autocomplete: "off", autocapitalize: "characters", spellcheck: "false",
    maxlength: 8, placeholder: "ABCD", "aria-label": t("ui.room_code"), dataset: { key: "code" },
    oninput: (e) => { e.target.value = e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, ""); },
  });
  const go = (e) => {
    e.preventDefault();
    const code = input.value.trim().toUpperCase();
    if (code) location.href = `/join/${encodeURIComponent(code)}`;
  };
  C.swap(app,
    el("div", { class: "screen screen-center" },
      brand(),
      el("form", { class: "card form", onsubmit: go },
        el("h1", null, t("ui.enter_code")),
        el("p", { class: "muted" }, t("ui.enter_code_hint")),
        input,
        el("button", { type: "submit", class: "btn btn-primary btn-huge" }, t("ui.go"))),
        el("div", { class: "foot" }, C.langPicker(S.lang, setLang))));
  if (!("ontouchstart" in window)) input.focus();
}

function renderForm() {
  const nameInput = el("input", {
    class: "input input-name", id: "name", maxlength: 24, autocomplete: "nickname", enterkeyhint: "go",
    value: S.formName || "", "aria-label": t("ui.your_name"), dataset: { key: "name" },
    oninput: (e) => { S.formName = e.target.value; },
  });
  const submit = (e) => {
    e.preventDefault();
    const name = (nameInput.value || "").trim().slice(0, 24);
    if (!name) {
      nameInput.focus();
      C.toast(t("ui.name_required"), "error");
      return;
    }
    S.formName = name;
    C.store.set(NAME_KEY, name);
    S.want = { name };
    S.joinError = null;
    sendJoin();
    render();
  };
  const err = S.joinError;
  C.swap(app,
    el("div", { class: "screen screen-center" },
      brand(),
      el("div", { class: "room-tag" }, t("ui.room"), " ", el("b", { class: "mono" }, S.code)),
      err ? el("div", { class: "card card-error" },
        el("p", null, err.text),
        err.code === "unknown_room" ? el("a", { class: "btn btn-soft", href: "/join" }, t("ui.other_code")) : null) : null,
      el("form", { class: "card form", onsubmit: submit },
        el("label", { class: "field-label", for: "name" }, t("ui.your_name")),
        el("div", { class: "name-row" }, nameInput,
          el("button", {
            type: "button", class: "btn btn-soft btn-dice", "aria-label": t("ui.random_name"), title: t("ui.random_name"),
            onclick: () => { S.formName = C.randomName(); nameInput.value = S.formName; },
          }, C.icon("dice"))),
        el("label", { class: "field-label" }, t("ui.language")),
        el("div", { class: "lang-row" }, C.LANGS.map(([id, label]) => el("button", {
          type: "button", class: ["btn", "btn-lang", id === S.lang && "on"], "aria-pressed": id === S.lang ? "true" : "false",
          onclick: () => setLang(id),
        }, label))),
        el("button", { type: "submit", class: "btn btn-primary btn-huge", disabled: !S.connected }, S.connected ? t("ui.join") : t("ui.connecting")))));
}

function renderJoining() {
  C.swap(app,
    el("div", { class: "screen screen-center" },
      brand(),
      el("div", { class: "card center" },
        el("div", { class: "spinner", "aria-hidden": "true" }),
        el("p", { class: "big" }, S.connected ? t("ui.joining") : t("ui.connecting")),
        el("p", { class: "mono muted" }, S.code))));
}

function renderGone() {
  const kicked = S.stopped === "kicked", moved = S.stopped === "moved";
  const why = kicked ? "kicked" : moved ? "moved" : "replaced";
  C.swap(app,
    el("div", { class: "screen screen-center gone" },
      el("div", { class: "gone-icon" }, C.icon(kicked ? "door" : "phone")),
      el("h1", null, t(`ui.${why}_title`)),
      el("p", { class: "muted big" }, t(`ui.${why}_body`)),
      kicked || moved
        ? el("a", { class: "btn btn-primary btn-big", href: `/join/${encodeURIComponent(S.code || "")}` }, t("ui.join_again"))
        : el("button", { type: "button", class: "btn btn-soft btn-big", onclick: () => location.reload() }, t("ui.take_back"))));
}

// ---------------------------------------------------------------------------
// watching: a phone that came after the match started (docs/protocol.md "Spectators")

/**
 * The spectator's screen: what it is and the way into the next match, then the public table
 * it is sent (the TV's view): whom the table waits for, the timer, the last lines of the log,
 * and the TV's board scaled down to the phone's width.
 */
function renderWatching() {
  if (!S.frame) {
    const f = {
      top: el("header", { class: "topbar" }),
      card: el("section", { class: "card watch-card", dataset: { key: "watching" } }),
      summary: el("section", { class: "card watch-summary" }),
      timer: C.timerDisplay({ class: "timer-top" }),
      boardBox: el("div", { class: "watch-stage" }),
      overlay: el("div", { class: "overlay-slot" }),
    };
    f.boardWrap = el("div", { class: "watch-board", "aria-hidden": "true" }, f.boardBox);
    C.swap(app, f.top, el("main", { class: "main" }, f.card, f.summary, f.boardWrap));
    S.frame = f;
  }
  const f = S.frame;
  const room = S.room;
  const match = S.view && S.view.match;
  drawWhenChanged(f, "top", [S.lang, S.code, rulesGameId()], () => [
    el("div", { class: "top-left" }, el("span", { class: "top-code mono" }, S.code)),
    el("div", { class: "top-right" }, f.timer.node, H.rulesButton(rulesGame()), C.langPicker(S.lang, setLang, null, true))]);
  const timerSource = match && !match.finished ? S.view : null;
  if (f.timerFrom !== timerSource) {
    f.timerFrom = timerSource;
    f.timer.update(timerSource ? timerSource.timer : null);
  }
  drawWhenChanged(f, "card", [S.lang, !!S.wantSeat, room && room.spectators_join, room && (room.spectators || 0)],
    () => watchHeader(room));
  const ctx = C.makeCtx(null, { room: S.code, host: false });   // the TV's: the summary's log lines are the board's
  f.boardWrap.hidden = !match;
  if (match) {
    M.drawTvBoard(f, S.board, match, { game: ((room && room.games) || []).find((g) => g.id === match.game) || null,
      key: `${match.game}:${(room && room.match_no) ?? ""}`, lang: S.lang, seats: (room && room.seats) || [],
      ctx, onLoad: render });
    fitWatchBoard(f);
  }
  // The board follows this match first: its log lines wait for its module and the game's words (S.board.loaded).
  C.swap(f.summary, match ? watchSummary(match, ctx, S.board.loaded) : el("p", { class: "muted" }, t("ui.waiting_for_host_next")));
  f.summary.hidden = !f.summary.childNodes.length;   // Avalon's night: no one named as awaited, no line yet
}

/**
 * Draw the frame's part ``name`` again only when ``shows`` (what it is drawn from) changed. While bots
 * play, a view comes several times a second; a button drawn anew between a mouse's press and its release
 * is not the one pressed, and the click is lost: the spectator's "join the next match" was (issue 13).
 */
function drawWhenChanged(f, name, shows, draw) {
  const sig = JSON.stringify(shows);
  if (f.drawn && f.drawn[name] === sig) return;
  f.drawn = { ...f.drawn, [name]: sig };
  C.swap(f[name], draw());
}

/** Who watches, and the one tap into the next match (while the host allows it). */
function watchHeader(room) {
  const asked = !!S.wantSeat;
  const open = !room || room.spectators_join !== false;
  const want = (value) => {
    S.wantSeat = value;
    if (S.socket) S.socket.emit("spectator_seat", { want: value });
    render();
  };
  return [
    el("p", { class: "hello-title" }, C.icon("eye"), " ", t("ui.watching_title")),
    el("p", { class: "muted" }, t("ui.watching_body")),
    room ? el("p", { class: "pill", dataset: { key: "spectators" } }, t("ui.spectators_n", { n: room.spectators || 0 })) : null,
    !open ? el("p", { class: "muted" }, t("ui.join_next_closed"))
      : asked ? [el("p", { class: "big", dataset: { key: "join-next-asked" } }, t("ui.join_next_asked")),
        el("button", { type: "button", class: "btn btn-soft btn-big", onclick: () => want(false) }, t("ui.join_next_cancel"))]
        : el("button", { type: "button", class: "btn btn-primary btn-huge", dataset: { key: "join-next" }, onclick: () => want(true) },
          C.icon("play"), t("ui.join_next")),
  ];
}

const WATCH_LOG_LINES = 5;   // the log's newest lines a spectator's summary lists, oldest first

/**
 * The public summary of the table: the outcome or whom it waits for, then the log's last lines once
 * ``wordsReady`` (the board and the game's catalogue have loaded: before, a line would read as its key).
 */
function watchSummary(match, ctx, wordsReady) {
  const waiting = match.finished ? [] : (match.waiting || []);
  const log = wordsReady && Array.isArray(match.table && match.table.log) ? match.table.log : [];
  const first = Math.max(0, log.length - WATCH_LOG_LINES);
  return [
    match.finished ? C.outcomeBlock(match) : null,
    waiting.length ? el("div", { class: "idle-wait" }, el("p", { class: "muted" }, t("ui.waiting_for")),
      el("div", { class: "chips" }, waiting.map((x) => C.seatChip(x, { status: false, host: false })))) : null,
    first < log.length
      ? el("ul", { class: "watch-log" }, log.slice(first).map((entry, i) => logItem(entry, ctx, first + i))) : null,
  ];
}

/**
 * One line of the game's log, as its TV board words it when the board offers ``logLine(ctx, entry, index)``
 * (cards and squares by their names, not their ids: docs/frontend.md), else the message with its params.
 * A board's line may be its TV log's own item: its parts come into the phone's item, whose list keeps
 * the phone's look (the TV's item is sized for the TV, its first line the newest).
 */
function logItem(entry, ctx, index) {
  const own = S.board.call("logLine", null, ctx, entry, index);
  if (own instanceof Node) return el("li", null, own.nodeName === "LI" ? spaced([...own.childNodes]) : own);
  if (typeof own === "string" && own) return el("li", null, own);
  const message = entry && typeof entry === "object" && typeof entry.key === "string";
  return el("li", null, message ? t(entry.key, entry.params) : String(entry));
}

/** ``parts`` with a space between each two: the TV's item set them apart with its layout's gap. */
function spaced(parts) {
  return parts.flatMap((part, i) => (i ? [" ", part] : [part]));
}

/** The TV board is laid out for a 1280x720 screen: scale that stage to the phone's width. */
function fitWatchBoard(f) {
  const width = f.boardWrap.clientWidth || 360;
  f.boardWrap.style.setProperty("--k", String(Math.min(1, width / 1280)));
}
window.addEventListener("resize", () => { if (S.screen === "watching" && S.frame) fitWatchBoard(S.frame); });

// ---------------------------------------------------------------------------
// seated: top bar, lobby, match

function renderSeated() {
  const fresh = !S.frame;
  if (fresh) {
    S.frame = {
      top: el("header", { class: "topbar" }),
      banner: el("div", { class: "banner-slot" }),
      lobby: el("section", { class: "lobby" }),
      timer: C.timerDisplay({ class: "timer-top" }),
      ...M.phoneMatchParts(),
    };
  }
  const f = S.frame;
  const room = S.room;
  const match = S.view && S.view.match;
  const inMatch = !!match;
  document.body.classList.toggle("in-match", inMatch);
  // A new frame goes on screen at once in a match (a game's panel may measure itself) and, in the lobby,
  // once drawn: a lobby field being typed into then finds its twin in it and stays, focus, selection and
  // all (C.swap). A game's catalogue arriving rebuilds the frame (rerenderAll; issue 13).
  if (fresh && inMatch) showFrame(f);

  renderTop();
  const mine = room && (room.seats || []).find((x) => x.seat === S.me);
  const botPlays = !!(mine && mine.bot && inMatch && !match.finished);
  const paused = !!(room && room.paused && inMatch && !match.finished);
  // drawn again only when it changes: a bot playing this seat sends a view several times a second,
  // and "I'm back" drawn anew between a mouse's press and release would lose the click
  drawWhenChanged(f, "banner", [S.lang, S.connected, botPlays, paused], () => [
    S.connected ? null : el("div", { class: "banner banner-warn" }, el("span", { class: "spinner spinner-sm" }), t("ui.reconnecting")),
    botPlays ? botBanner() : null,
    paused ? el("div", { class: "banner banner-pause" }, C.icon("pause"), t("ui.paused_by_host")) : null,
  ].filter(Boolean));
  // the countdown restarts only from a new view (room events must not reset it)
  const timerSource = inMatch && !match.finished ? S.view : null;
  if (f.timerFrom !== timerSource) {
    f.timerFrom = timerSource;
    f.timer.update(timerSource ? timerSource.timer : null);
  }

  f.lobby.hidden = inMatch;
  f.match.hidden = !inMatch;
  if (!inMatch) {
    renderLobby();
    S.prompts.clear();
    f.promptsBox.replaceChildren();
    f.panel.replaceChildren();
    S.panel.reset();
    releaseWake();
  } else {
    renderMatch(match);
    grabWake();
  }
  if (fresh && !inMatch) showFrame(f);
  if (S.hostSheet && (S.hostSheet.room !== S.room || S.hostSheet.finished !== !!(match && match.finished))) drawHostSheet();
}

function showFrame(f) {
  C.swap(app, f.top, f.banner, el("main", { class: "main" }, f.lobby, f.match));
}

/**
 * "A bot is playing your seat", and the way back (issue 19 point 9): "I'm back" asks the server to
 * send the bot away (`back_from_bot`, refused to any phone but this seat's). Two lines at most on a
 * 360 px phone: the sentence wraps beside the button, never under the top bar's chip.
 */
function botBanner() {
  return el("div", { class: "banner banner-bot", dataset: { key: "bot-banner" } },
    el("span", { class: "banner-icon" }, C.icon("bot")),
    el("span", { class: "banner-text" }, t("ui.bot_playing_you")),
    el("button", { type: "button", class: "btn btn-primary btn-back", dataset: { key: "im-back" },
      onclick: () => { if (S.socket) S.socket.emit("back_from_bot", {}); } }, t("ui.im_back")));
}

function renderTop() {
  const inMatch = !!(S.view && S.view.match);
  // unchanged: kept as it is (an open language list stays open)
  drawWhenChanged(S.frame, "top", [S.me, C.seatName(S.me), S.host, inMatch, S.lang, S.code, S.room && S.room.event, rulesGameId()], () => [
    el("div", { class: "top-left" },
      // in a match the host's crown button stands beside the chip: a second crown there would take the
      // room of the name on a 390 px phone
      S.me != null ? M.meButton(S.me, S.host && !inMatch, inMatch, () => openNameSheet()) : null,
      inMatch ? null : el("span", { class: "top-code mono" }, S.code), eventBadge()),
    el("div", { class: "top-right" },
      S.frame.timer.node,
      S.host && inMatch ? el("button", { type: "button", class: "btn btn-host", "aria-label": t("ui.host_controls"), title: t("ui.host_controls"), onclick: openHostSheet }, C.icon("crown")) : null,
      H.rulesButton(rulesGame()), C.langPicker(S.lang, setLang, null, true))]);
}

/** The game whose rules the phone's Rules button opens: the match's, else the one chosen in the lobby. */
function rulesGame() {
  const room = S.room || {};
  const match = S.view && S.view.match;
  return match ? (room.games || []).find((g) => g.id === match.game) || null : C.currentGame(room);
}
function rulesGameId() {
  const game = rulesGame();
  return game ? game.id : null;
}

function renderLobby() {
  const room = S.room;
  if (!room) {
    C.swap(S.frame.lobby, el("div", { class: "card center" }, el("div", { class: "spinner" })));
    return;
  }
  const game = C.currentGame(room);
  C.swap(S.frame.lobby,
    el("section", { class: "card hello" },
      el("p", { class: "hello-title" }, t("ui.you_are_in")),
      el("p", { class: "muted" }, S.host ? t("ui.you_are_host") : t(room.event ? "event.waiting_for_organiser" : "ui.waiting_for_host")),
      el("div", { class: "row" },
        room.event ? null : el("button", { type: "button", class: "btn btn-soft", onclick: openNameSheet }, C.icon("pencil"), t("ui.change_name")),
        room.event ? null : C.twoStepButton(t("ui.leave"), leave, { class: "btn-ghost" }, "door")),
      C.seatPrefRows(room, S.me, (id, value) => S.socket.emit("set_pref", { pref: { id, value } })),
      eventBack()),
    el("section", { class: "card" },
      el("h2", { class: "card-title" }, t("ui.players"), " ", el("span", { class: "count" }, String((room.seats || []).length))),
      C.seatGrid(room, { me: S.me, host: S.host ? host : null, phase: "lobby", compact: true })),
    game || S.host ? C.gameCard(room, { editable: S.host, host, token: S.token }) : null,
    S.host ? el("section", { class: "card" }, el("h2", { class: "card-title" }, t("ui.tv_sound")), tvSoundRemote()) : null);
  // Issue 19 point 9: the host's Start within the first screen (at 360x640 too), above the list
  // of players and the game's options, which can be long; the TV shows those to everyone anyway.
  if (S.host) S.frame.lobby.insertBefore(C.lobbyActions(room, host), S.frame.lobby.children[1] || null);
}

/** A table of an event (room.event): "Round r · Table t", and the way back to the event's page. */
function eventBadge() {
  const e = S.room && S.room.event;
  return e ? el("span", { class: "pill pill-event" }, t("event.badge", { round: e.round, table: e.table })) : null;
}
function eventBack() {
  const e = S.room && S.room.event;
  return e ? el("a", { class: "btn btn-soft btn-big btn-event-back", href: `/event/${encodeURIComponent(e.code)}` },
    C.icon("back"), t("event.back_to_event")) : null;
}

function leave() {
  if (S.socket) S.socket.emit("leave", {});
  C.store.del(tokenKey(S.code));
  S.token = null;
  S.me = null;
  S.view = null;
  S.joinError = null;
  render();
}

function openNameSheet() {
  const input = el("input", { class: "input input-name", maxlength: 24, value: (C.seatInfo(S.me) || {}).name || S.formName || "", "aria-label": t("ui.your_name") });
  let m;
  const save = (e) => {
    e.preventDefault();
    const name = input.value.trim().slice(0, 24);
    if (!name) return;
    S.socket.emit("set_name", { name });
    C.store.set(NAME_KEY, name);
    m.close();
  };
  m = C.modal(t("ui.change_name"), el("form", { class: "form", onsubmit: save }, input,
    el("button", { type: "submit", class: "btn btn-primary btn-big" }, t("ui.save"))));
  input.focus();
  input.select();
}

function openHostSheet() {
  S.hostSheet = C.modal(t("ui.host_controls"), el("div"), { class: "modal-sheet", onClose: () => { S.hostSheet = null; } });
  drawHostSheet();
}

function drawHostSheet() {
  const room = S.room;
  const match = S.view && S.view.match;
  if (!room || !S.host || !match) {
    S.hostSheet.close();
    return;
  }
  S.hostSheet.room = room;
  S.hostSheet.finished = !!match.finished;
  C.swap(S.hostSheet.body,
    match.finished ? C.finishedActions(host) : C.matchActions(room, host),
    el("h3", { class: "card-title" }, t("ui.tv_sound")),
    tvSoundRemote(),
    el("h3", { class: "card-title" }, t("ui.seats")),
    C.seatGrid(room, { me: S.me, host, phase: "match" }));
}

/** The TV's mute and volume (controller/host_sound.js): in the host's sheet during a match and in its lobby,
 * where a host sets the volume before the first match. */
function tvSoundRemote() {
  return HS.tvSoundRemote(S.code, (change) => { if (S.socket) S.socket.emit("tv_sound", change); });
}

// ---------------------------------------------------------------------------
// the match: panel, prompts, idle, finish

function ctx() {
  return C.makeCtx(S.me, { room: S.code, host: S.host });
}

function renderMatch(match) {
  const room = S.room || {};
  const fresh = M.drawPhoneMatch(S.frame, S.panel, S.prompts, match, {
    game: (room.games || []).find((g) => g.id === match.game) || null,
    key: `${match.game}:${room.match_no ?? ""}`, lang: S.lang, me: S.me, ctx: ctx(),
    onLoad: () => { if (S.view && S.view.match) renderMatch(S.view.match); },
    // issue 19 point 8: the host steers the TV's replay of the match from here
    finishExtra: [S.host ? [C.finishedActions(host), R.remote(host, { code: S.code, token: S.token })] : el("p", { class: "muted" }, t(room.event ? "event.next_on_event_page" : "ui.waiting_for_host_next")),
      eventBack()],
  });
  if (fresh.some(announces)) {
    C.buzz();
    document.body.classList.remove("flash");
    void document.body.offsetWidth;
    document.body.classList.add("flash");
  }
}

/**
 * Whether a new prompt buzzes and flashes the phone. Simultaneous prompts look alike
 * (docs/frontend.md): every seat of a batch gets the same prompt, so each phone of it
 * buzzes alike; a response window ("hidden" progress) buzzes none, since most seats can
 * only pass it and a buzz for the seats that can act would tell their hands.
 */
function announces(p) {
  return p.progress !== "hidden";
}

/** Send an answer to a prompt; false while there is no connection to send it on. */
function sendAnswer(prompt, answer) {
  if (!S.socket) return false;
  S.socket.emit("answer", { prompt: prompt.id, answer });
  return true;
}

// keep the screen awake during a match where the browser allows it (secure contexts only)
async function grabWake() {
  if (S.wakeLock || !("wakeLock" in navigator) || document.visibilityState !== "visible") return;
  S.wakeLock = "pending";
  try {
    S.wakeLock = await navigator.wakeLock.request("screen");
    S.wakeLock.addEventListener("release", () => { S.wakeLock = null; });
  } catch (_) { S.wakeLock = null; }
}
function releaseWake() {
  if (S.wakeLock && S.wakeLock !== "pending") S.wakeLock.release().catch(() => {});
  S.wakeLock = null;
}
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && S.view && S.view.match) grabWake();
});
