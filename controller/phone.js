// partytable: the phone shell (/join and /join/<CODE>).
//
// Join a room (name + language), keep the seat token in localStorage, and then
// be this player's private controller: the game's panel.js on top, the open
// prompts below it drawn by generic widgets (unless the panel draws them), the
// host controls when this phone is the host. Protocol: docs/protocol.md.

import * as C from "./common.js";

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
  screen: null,
  frame: null,           // the seated screen's parts
  panel: { key: null, mod: null, root: null, lang: null },
  prompts: new Map(),    // prompt id -> {prompt, st, node, drawnLang, custom}
  seen: new Set(),
  hostSheet: null,
  wakeLock: null,
};

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
  sock.on("accepted", (msg) => {
    const entry = S.prompts.get(msg && msg.prompt);
    if (entry) {
      entry.st.sent = true;
      entry.st.accepted = true;
      drawPrompt(entry);
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
      S.joinError = { text: C.errorText(err), code: err.code };
    } else {
      S.want = null;
      S.joinError = { text: C.errorText(err), code: err.code };
    }
    render();
    return;
  }
  if (ev === "answer") {
    // A refused answer (a rule no button shows, e.g. Avalon's "Good must play Success") leaves
    // the prompt as it was drawn, the same buttons in the same places, to pick again; the
    // reason is told on this phone only, in a quiet toast that does not flash red.
    for (const entry of S.prompts.values()) {
      if (entry.st.sent && !entry.st.accepted) {
        entry.st.sent = false;
        drawPrompt(entry);
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
  if (S.me == null) return (S.token || S.want) && !S.joinError ? "joining" : "form";
  return "seated";
}

function render() {
  const name = screenName();
  if (name !== S.screen) {
    S.screen = name;
    S.frame = null;
    S.prompts.clear();
    S.panel = { key: null, mod: null, root: null, lang: null };
    if (S.hostSheet) { S.hostSheet.close(); S.hostSheet = null; }
  }
  document.body.dataset.screen = name;
  if (name === "gone") return renderGone();
  if (name === "code") return renderCode();
  if (name === "joining") return renderJoining();
  if (name === "form") return renderForm();
  return renderSeated();
}

function rerenderAll() {
  // language or catalogue changed: rebuild everything in the new words
  // (prompt selections and "sent" states are kept)
  S.frame = null;
  for (const entry of S.prompts.values()) entry.drawnLang = null;
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
// seated: top bar, lobby, match

function renderSeated() {
  if (!S.frame) {
    const f = {
      top: el("header", { class: "topbar" }),
      banner: el("div", { class: "banner-slot" }),
      lobby: el("section", { class: "lobby" }),
      match: el("section", { class: "match" }),
      panel: el("div", { class: "panel-root" }),
      promptsBox: el("div", { class: "prompts" }),
      idle: el("div", { class: "idle-slot" }),
      finish: el("div", { class: "finish-slot" }),
      timer: C.timerDisplay({ class: "timer-top" }),
    };
    f.match.append(f.finish, f.panel, f.promptsBox, f.idle);
    C.swap(app, f.top, f.banner, el("main", { class: "main" }, f.lobby, f.match));
    S.frame = f;
  }
  const f = S.frame;
  const room = S.room;
  const match = S.view && S.view.match;
  const inMatch = !!match;
  document.body.classList.toggle("in-match", inMatch);

  renderTop();
  const banners = [];
  if (!S.connected) banners.push(el("div", { class: "banner banner-warn" }, el("span", { class: "spinner spinner-sm" }), t("ui.reconnecting")));
  const mine = room && (room.seats || []).find((x) => x.seat === S.me);
  if (mine && mine.bot && inMatch && !match.finished) banners.push(el("div", { class: "banner banner-bot" }, C.icon("bot"), t("ui.bot_playing_you")));
  if (room && room.paused && inMatch && !match.finished) banners.push(el("div", { class: "banner banner-pause" }, C.icon("pause"), t("ui.paused_by_host")));
  C.swap(f.banner, banners);
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
    S.panel = { key: null, mod: null, root: null, lang: null };
    releaseWake();
  } else {
    renderMatch(match);
    grabWake();
  }
  if (S.hostSheet && (S.hostSheet.room !== S.room || S.hostSheet.finished !== !!(match && match.finished))) drawHostSheet();
}

function renderTop() {
  const inMatch = !!(S.view && S.view.match);
  const sig = JSON.stringify([S.me, C.seatName(S.me), S.host, inMatch, S.lang, S.code, S.room && S.room.event]);
  if (S.frame.topSig === sig) return; // unchanged: keep the open language list open
  S.frame.topSig = sig;
  C.swap(S.frame.top,
    el("div", { class: "top-left" },
      S.me != null ? el("button", {
        type: "button", class: "me-btn", title: t("ui.change_name"), disabled: inMatch,
        onclick: () => openNameSheet(),
      }, C.seatChip(S.me, { status: false, host: S.host, bot: false })) : null,
      inMatch ? null : el("span", { class: "top-code mono" }, S.code), eventBadge()),
    el("div", { class: "top-right" },
      S.frame.timer.node,
      S.host && inMatch ? el("button", { type: "button", class: "btn btn-host", "aria-label": t("ui.host_controls"), title: t("ui.host_controls"), onclick: openHostSheet }, C.icon("crown")) : null,
      C.langPicker(S.lang, setLang, null, true)));
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
    S.host ? C.lobbyActions(room, host) : null);
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
    el("h3", { class: "card-title" }, t("ui.seats")),
    C.seatGrid(room, { me: S.me, host, phase: "match" }));
}

// ---------------------------------------------------------------------------
// the match: panel, prompts, idle, finish

function ctx() {
  return C.makeCtx(S.me, { room: S.code, host: S.host });
}

function renderMatch(match) {
  const f = S.frame;
  const room = S.room || {};
  const game = (room.games || []).find((g) => g.id === match.game) || null;
  const key = `${match.game}:${room.match_no ?? ""}`;
  if (S.panel.key !== key) {
    // a new match: prompt ids start again from 1
    for (const entry of S.prompts.values()) entry.node.remove();
    S.prompts.clear();
    S.seen.clear();
  }
  if (S.panel.key !== key || S.panel.lang !== S.lang) {
    const root = el("div", { class: "panel" });
    f.panel.replaceChildren(root);
    S.panel = { key, mod: null, root, lang: S.lang, loading: true };
    const mine = S.panel;
    Promise.all([C.loadGameModule(game, "panel"), C.loadCatalog(match.game)]).then(([mod]) => {
      if (S.panel !== mine) return;
      mine.mod = mod;
      mine.loading = false;
      for (const entry of S.prompts.values()) entry.drawnLang = null; // the panel may draw them
      if (S.view && S.view.match) renderMatch(S.view.match);
    });
  }
  if (S.panel.root.parentNode !== f.panel) f.panel.replaceChildren(S.panel.root);
  if (S.panel.mod && typeof S.panel.mod.render === "function") {
    try {
      S.panel.mod.render(S.panel.root, match, ctx());
    } catch (err) {
      console.error("partytable: panel.render failed", err);
    }
  }

  // finish
  if (match.finished) {
    C.swap(f.finish, el("section", { class: "card finish" },
      C.outcomeBlock(match, S.me),
      S.host ? C.finishedActions(host) : el("p", { class: "muted" }, t(room.event ? "event.next_on_event_page" : "ui.waiting_for_host_next")),
      eventBack()));
  } else {
    f.finish.replaceChildren();
  }

  renderPrompts(match);

  // idle: nothing to answer
  const open = match.finished ? [] : (match.prompts || []);
  if (!match.finished && !open.length) {
    const waiting = (match.waiting || []).filter((s) => s !== S.me);
    C.swap(f.idle, el("section", { class: "card idle" },
      el("div", { class: "idle-icon" }, C.icon("hourglass")),
      el("p", { class: "idle-title" }, t("ui.nothing_to_do")),
      waiting.length ? el("div", { class: "idle-wait" },
        el("p", { class: "muted" }, t("ui.waiting_for")),
        el("div", { class: "chips" }, waiting.map((s) => C.seatChip(s, { status: false, host: false })))) : null));
  } else {
    f.idle.replaceChildren();
  }
}

function renderPrompts(match) {
  const area = S.frame.promptsBox;
  const prompts = match.finished ? [] : (match.prompts || []);
  const ids = new Set(prompts.map((p) => p.id));
  for (const [id, entry] of S.prompts) {
    if (!ids.has(id)) {
      entry.node.remove();
      S.prompts.delete(id);
    }
  }
  let announce = false;
  prompts.forEach((p, i) => {
    let entry = S.prompts.get(p.id);
    if (!entry) {
      const data = { prompt: String(p.id), kind: p.kind };
      if (p.kind === "choose") Object.assign(data, { min: String(p.min ?? 1), max: String(p.max ?? 1) });
      entry = { prompt: p, st: initState(p), node: el("div", { class: "prompt", dataset: data }), drawnLang: null, custom: false };
      S.prompts.set(p.id, entry);
      if (!S.seen.has(p.id)) {
        S.seen.add(p.id);
        announce = announce || announces(p);
        entry.node.classList.add("prompt-new");
      }
    }
    entry.prompt = p;
    let handled = false;
    const mod = S.panel.mod;
    if (mod && typeof mod.renderPrompt === "function") {
      try {
        handled = !!mod.renderPrompt(entry.node, p, match, ctx(), (answer) => sendAnswer(entry, answer));
      } catch (err) {
        console.error("partytable: panel.renderPrompt failed", err);
        handled = false;
      }
    }
    if (handled) {
      entry.custom = true;
      entry.node.classList.add("prompt-custom");
      entry.node.classList.toggle("prompt-pending", entry.st.sent);
    } else if (entry.custom || entry.drawnLang !== S.lang) {
      entry.custom = false;
      entry.node.classList.remove("prompt-custom");
      drawPrompt(entry);
    }
    if (area.children[i] !== entry.node) area.insertBefore(entry.node, area.children[i] || null);
  });
  if (announce) {
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

function initState(p) {
  return { sel: [], text: "", order: [], sent: false, accepted: false };
}

function sendAnswer(entry, answer) {
  if (!S.socket || entry.st.sent) return;
  entry.st.sent = true;
  entry.st.accepted = false;
  S.socket.emit("answer", { prompt: entry.prompt.id, answer });
  if (entry.custom) entry.node.classList.add("prompt-pending");
  else drawPrompt(entry);
}

/** Message params through the panel's optional ``params`` hook (its own ids to message refs). */
function gameParams(params) {
  const mod = S.panel.mod;
  if (!params || !mod || typeof mod.params !== "function") return params;
  try {
    return mod.params(params, ctx());
  } catch (err) {
    console.error("partytable: panel.params failed", err);
    return params;
  }
}

/** The inside of a choice button: the panel's ``renderChoice`` when it draws one, else its text. */
function choiceBody(c, p) {
  const mod = S.panel.mod;
  if (mod && typeof mod.renderChoice === "function") {
    try {
      const node = mod.renderChoice(c, p, S.view && S.view.match, ctx());
      if (node) return node;
    } catch (err) {
      console.error("partytable: panel.renderChoice failed", err);
    }
  }
  return el("span", { class: "choice-label" }, choiceText(c));
}

function choiceText(c) {
  if (c.ref && Number.isInteger(c.ref.seat) && !c.label) return C.seatName(c.ref.seat);
  if (c.label) return t(c.label, gameParams(c.params));
  if (C.has(`choice.${c.id}`)) return t(`choice.${c.id}`);
  return C.humanize(c.id);
}

/** Draw a prompt with the generic widget for its kind (choose, confirm, text, order). */
function drawPrompt(entry) {
  if (entry.custom) {
    entry.node.classList.toggle("prompt-pending", entry.st.sent);
    return;
  }
  const p = entry.prompt;
  const st = entry.st;
  entry.drawnLang = S.lang;
  const busy = st.sent;
  const parts = [el("h2", { class: "prompt-title" }, t(p.key, gameParams(p.params)))];
  if (p.kind === "choose") parts.push(...chooseWidget(entry));
  else if (p.kind === "confirm") {
    parts.push(el("button", { type: "button", class: "btn btn-primary btn-huge", disabled: busy, onclick: () => sendAnswer(entry, true) }, C.icon("check"), t("ui.ok")));
  } else if (p.kind === "text") parts.push(...textWidget(entry));
  else if (p.kind === "order") parts.push(...orderWidget(entry));
  if (busy) {
    parts.push(el("p", { class: ["prompt-status", st.accepted && "ok"] },
      st.accepted ? "✓ " + t("ui.sent") : t("ui.sending")));
  }
  entry.node.classList.toggle("prompt-pending", busy);
  C.swap(entry.node, parts);
}

function chooseWidget(entry) {
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
      C.buzz(40);
      return;
    }
    drawPrompt(entry);
  };
  out.push(el("div", { class: ["choices", allSeats && "choices-seats", choices.length <= 3 && !allSeats && "choices-few"] },
    choices.map((c) => {
      const isSeat = c.ref && Number.isInteger(c.ref.seat);
      const chosen = st.sel.includes(c.id);
      return el("button", {
        type: "button",
        class: ["choice", isSeat && "choice-seat", c.ref && c.ref.card && "choice-card", chosen && "chosen", isSeat && `seat-c${c.ref.seat % 12}`],
        disabled: busy, "aria-pressed": single ? null : String(chosen), dataset: { choice: c.id },
        onclick: () => (single ? sendAnswer(entry, [c.id]) : toggle(c.id)),
      },
      isSeat ? el("span", { class: "chip-dot", "aria-hidden": "true" }) : null,
      choiceBody(c, p),
      !single && chosen ? el("span", { class: "choice-tick", "aria-hidden": "true" }, st.sel.length > 1 && max > 1 ? String(st.sel.indexOf(c.id) + 1) : "✓") : null);
    })));
  if (!single) {
    const n = st.sel.length;
    const ok = n >= min && n <= max;
    out.push(el("button", {
      type: "button", class: "btn btn-primary btn-huge", disabled: busy || !ok,
      onclick: () => sendAnswer(entry, st.sel.slice()),
    }, n === 0 && min === 0 ? t("ui.confirm_none") : `${t("ui.confirm")} (${n}/${max})`));
  }
  return out;
}

function textWidget(entry) {
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
    onkeydown: (e) => { if (e.key === "Enter" && st.text.trim()) { e.preventDefault(); sendAnswer(entry, st.text.trim()); } },
  });
  const sendBtn = el("button", { type: "button", class: "btn btn-primary btn-big", disabled: st.sent || !st.text.trim(), onclick: () => sendAnswer(entry, st.text.trim()) }, t("ui.send"));
  return [el("div", { class: "text-row" }, input, counter), sendBtn];
}

function orderWidget(entry) {
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
      drawPrompt(entry);
    },
  }, i == null ? el("span", { class: "order-plus", "aria-hidden": "true" }, "＋") : el("span", { class: "order-n" }, String(i + 1)),
  el("span", { class: "choice-label" }, choiceText(c)));
  return [
    el("p", { class: "prompt-sub" }, t("ui.order_hint")),
    el("ol", { class: "order-list" }, st.order.map((id, i) => el("li", null, item(byId.get(id) || { id }, i)))),
    pool.length ? el("div", { class: "order-pool" }, pool.map((c) => item(c, null))) : null,
    el("div", { class: "row" },
      el("button", { type: "button", class: "btn btn-soft", disabled: busy || !st.order.length, onclick: () => { st.order = []; drawPrompt(entry); } }, t("ui.order_reset")),
      el("button", { type: "button", class: "btn btn-primary btn-big grow", disabled: busy || pool.length > 0, onclick: () => sendAnswer(entry, st.order.slice()) }, t("ui.send"))),
  ];
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
