// partytable: the TV shell (/tv and /tv/<CODE>).
//
// The table everyone looks at: in the lobby a big QR, the join address and the
// room code, the seats as they fill and the chosen game; during a match the
// game's board.js, the timer, who the table waits for, and the room code with
// a small QR in a corner. When this TV holds the host token, the host controls
// work with a mouse. Protocol: docs/protocol.md.

import * as C from "/static/phone/common.js";
import * as M from "/static/phone/match.js";
import * as H from "/static/phone/howto.js";
import * as Sound from "/static/tv/sound.js";
import * as R from "/static/tv/replay.js";

const { el, t } = C;

const app = document.getElementById("app");
const hostKey = (code) => `partytable:host:${code}`;
// ?watch=1: a watcher (the event's teacher grid): never the host, never opens a new table
const WATCH = new URLSearchParams(location.search).has("watch");

const S = {
  code: C.codeFromPath("tv"),
  hostToken: null,
  isHost: false,
  welcomed: false,
  room: null,
  view: null,
  joinUrl: "",
  qrSvg: "",
  socket: null,
  connected: false,
  lang: C.browserLang(),
  phase: null,        // "lobby" | "match": which frame is built
  frame: null,
  board: new M.GamePiece("board", "board"),
  seatsModal: null,
  hostOpen: true,
  helloAgain: null,   // the timer of a hello refused for a reason that passes (C.sayHelloAgain)
};

C.setLang(S.lang);
C.onCatalog(() => rerender());
C.loadCatalog("shell").then(() => {
  connect();
  render();
});

// ---------------------------------------------------------------------------
// socket

function connect() {
  const sock = C.openSocket(S, { hello, render, fatal: (text) => C.swap(app, el("div", { class: "tv-fatal" }, text)) });
  if (!sock) return;
  sock.on("tv_welcome", (msg) => {
    S.welcomed = true;
    S.code = msg.room;
    if (msg.host_token) {
      S.hostToken = msg.host_token;
      C.store.set(hostKey(msg.room), msg.host_token);
    }
    S.isHost = !!msg.host_token || ("host" in msg ? !!msg.host : !!S.hostToken);
    // the host's phone shows this TV's volume and mute, and learns a change made here
    if (S.isHost && !WATCH) Sound.tellHostChanges((change) => sock.emit("tv_sound", change));
    S.joinUrl = msg.join_url || S.joinUrl;
    S.qrSvg = msg.join_qr_svg || S.qrSvg;
    if (location.pathname !== `/tv/${msg.room}`) history.replaceState(null, "", `/tv/${encodeURIComponent(msg.room)}`);
    document.title = `partytable · ${msg.room}`;
    rerender();
  });
  sock.on("room", (room) => {
    S.room = room;
    R.roomChanged(room);   // a match started: a replay gives the TV back
    C.setSeats(room.seats);
    if (room.join_url) S.joinUrl = room.join_url;
    if (room.tv_lang && C.normLang(room.tv_lang) !== S.lang) {
      S.lang = C.normLang(room.tv_lang);
      C.setLang(S.lang);
      S.phase = null; // rebuild in the new language
    }
    const gid = C.gameId(room);
    if (gid) C.loadCatalog(gid);
    render();
  });
  sock.on("view", (v) => {
    S.view = v;
    if (!WATCH) Sound.hear(v, S.room);   // issue 19 point 4: a watcher's grid of tables stays silent
    render();
  });
  sock.on("seat_link", (msg) => C.showSeatLink(msg));
  sock.on("replay", (cmd) => R.command(cmd, replayHost()));   // the host phone's replay remote
  sock.on("tv_sound", (setting) => { if (!WATCH) Sound.fromHost(setting); });   // the host phone's volume and mute
  sock.on("notice", (n) => C.toast(C.t(n.key, n.params), "info", 8000));
  sock.on("error", (err) => {
    err = err || {};
    if (!WATCH && (err.event === "tv_hello" || !S.welcomed) && (err.code === "unknown_room" || err.code === "bad_payload")) {
      // the room is gone (or the address was mistyped): open a new table
      C.toast(C.errorText(err), "error", 6000);
      if (S.code) C.store.del(hostKey(S.code));
      S.code = null;
      S.hostToken = null;
      history.replaceState(null, "", "/tv");
      hello();
      return;
    }
    if (err.code === "not_host") {
      S.isHost = false;
      rerender();
    }
    const retrying = err.event === "tv_hello" && C.sayHelloAgain(S, err, hello);
    C.toast(C.errorText(err, retrying ? "retrying" : null), "error");
  });
}

function hello() {
  if (!S.socket || !S.connected) return;
  if (S.code) {
    S.hostToken = WATCH ? null : C.store.get(hostKey(S.code));
    const msg = { room: S.code };
    if (S.hostToken) msg.host_token = S.hostToken;
    S.socket.emit("tv_hello", msg);
  } else {
    S.socket.emit("tv_hello", { lang: S.lang }); // a new table speaks the browser's language
  }
}

const host = (action, fields = {}) => {
  if (S.socket && S.isHost) S.socket.emit("host", { action, ...fields });
};

// ---------------------------------------------------------------------------
// render

function rerender() {
  S.phase = null;
  render();
}

function inMatch() {
  return !!(S.view && S.view.match);
}

function render() {
  if (!S.room) return renderWaiting();
  const phase = inMatch() ? "match" : "lobby";
  if (phase !== S.phase) {
    S.phase = phase;
    S.frame = null;
    if (S.seatsModal) { S.seatsModal.close(); S.seatsModal = null; }
  }
  document.body.dataset.phase = phase;
  document.body.classList.toggle("is-host", S.isHost);
  if (phase === "lobby") renderLobby();
  else renderMatch();
  if (S.seatsModal && S.seatsModal.room !== S.room) drawSeatsModal();
}

function renderWaiting() {
  S.phase = null;
  C.swap(app, el("div", { class: "tv-wait" },
    el("div", { class: "brand brand-big" }, el("span", { class: "brand-mark" }, C.icon("dice")), "partytable"),
    el("div", { class: "spinner spinner-big" }),
    el("p", { class: "muted" }, S.connected ? t("ui.opening_table") : t("ui.connecting"))));
}

function brand() {
  return el("div", { class: "brand" }, el("span", { class: "brand-mark" }, C.icon("dice")), "partytable");
}

/** A table of an event (room.event): "Round r · Table t". */
function eventBadge() {
  const e = S.room && S.room.event;
  return e ? el("span", { class: "pill pill-event" }, t("event.badge", { round: e.round, table: e.table })) : null;
}

function langControl() {
  if (!S.isHost) return null;
  return C.langPicker(S.lang, (lang) => host("set_tv_lang", { lang }), t("ui.tv_language"));
}

/** "Sound on" the first time, then mute and volume (shared_screen/sound.js); none on a watcher's grid. */
function soundControl() {
  return WATCH ? null : Sound.control();
}

function statusDot() {
  return S.connected ? null : el("span", { class: "banner banner-warn tv-conn" }, el("span", { class: "spinner spinner-sm" }), t("ui.reconnecting"));
}

function joinUrl() {
  return S.joinUrl || (S.room && S.room.join_url) || "";
}

/** The join address without the scheme, allowed to wrap only before its path. */
function prettyUrl(url) {
  const bare = String(url).replace(/^https?:\/\//, "");
  const cut = bare.indexOf("/");
  return cut > 0 ? [bare.slice(0, cut), el("wbr"), bare.slice(cut)] : bare;
}

// -- lobby --------------------------------------------------------------------

function renderLobby() {
  const room = S.room;
  // A new frame goes on screen once drawn, so a lobby field being typed into finds its twin in it and
  // stays, focus, selection and all (C.swap; as the phone's lobby, controller/phone.js renderSeated).
  const fresh = !S.frame;
  if (fresh) {
    const f = {
      head: el("header", { class: "tv-head" }),
      join: el("section", { class: "join-col" }),
      info: el("section", { class: "info-col" }),
    };
    S.frame = f;
    // the QR and code only change with the room: draw them once per frame
    C.swap(f.join,
      el("p", { class: "join-title" }, t("ui.scan_to_join")),
      el("div", { class: "qr-box qr-big" }, C.trustedSvg(S.qrSvg)),
      el("p", { class: "join-url mono" }, t("ui.or_open"), " ", el("b", null, prettyUrl(joinUrl()))),
      el("div", { class: "code-block" },
        el("span", { class: "code-label" }, t("ui.room_code")),
        el("span", { class: "code-big mono", style: { "--len": String((S.code || room.code || "").length || 4) } }, S.code || room.code)));
  }
  const f = S.frame;
  C.swap(f.head, brand(),
    el("div", { class: "tv-head-right" }, statusDot(), eventBadge(), spectatorsBadge(),
      // a tournament or a class runs as an event (several tables and rounds): /event
      S.isHost && !room.event ? el("a", { class: "btn btn-soft btn-mini", href: "/event", dataset: { key: "to-events" } },
        C.icon("users"), t("event.new_event")) : null,
      S.isHost ? el("span", { class: "pill pill-host" }, C.icon("crown"), t("ui.host_screen")) : null, soundControl(), langControl()));
  const seats = room.seats || [];
  const game = C.currentGame(room);
  C.swap(f.info,
    C.gameCard(room, { editable: S.isHost, host, token: S.hostToken }),
    el("section", { class: "card seats-card" },
      el("h2", { class: "card-title" }, t("ui.players"), " ", el("span", { class: "count" }, String(seats.length)),
        game ? el("span", { class: "muted small" }, " / ", String(game.max_players)) : null),
      C.seatGrid(room, { host: S.isHost ? host : null, phase: "lobby", compact: true }),
      spectatorsRow(room)),
    S.isHost ? C.lobbyActions(room, host) : el("p", { class: "muted center big" }, game ? t("ui.waiting_for_host") : t("ui.host_picks_game")),
    // issue 19 point 5: the host shows the table how to play before starting
    S.isHost ? H.summaryButton(game) : null,
    // issue 19 point 8: the room's finished matches, replayed or downloaded, and a replay file opened
    S.isHost ? R.replaysButton(replayHost()) : null);
  if (fresh) C.swap(app, el("div", { class: "tv-lobby" }, f.head, el("div", { class: "lobby-grid" }, f.join, f.info)));
}

// -- match --------------------------------------------------------------------

function renderMatch() {
  const room = S.room;
  const match = S.view.match;
  if (!S.frame) {
    S.frame = M.tvMatchFrame(S.qrSvg, S.code);
    C.swap(app, S.frame.node);
  }
  const f = S.frame;
  const game = (room.games || []).find((g) => g.id === match.game) || null;

  // top: game, waiting, timer
  M.drawTvTop(f, match, game, room.match_no ? el("span", { class: "pill" }, t("ui.match_no", { n: room.match_no })) : null,
    eventBadge(), spectatorsBadge(), statusDot(),
    // issue 19 point 8: after the reveal the host opens the replay here (the bottom bar holds the outcome)
    match.finished && S.isHost ? R.replaysButton(replayHost()) : null);
  const timerSource = match.finished ? null : S.view;
  if (f.timerFrom !== timerSource) {
    f.timerFrom = timerSource;
    f.timer.update(timerSource ? timerSource.timer : null);
  }

  // the board (one root per match and language; the board fills it)
  M.drawTvBoard(f, S.board, match, { game, key: `${match.game}:${room.match_no ?? ""}`, lang: S.lang,
    seats: room.seats || [], ctx: C.makeCtx(null, { room: S.code, host: S.isHost }), onLoad: render });

  // bottom: outcome and host controls, redrawn only when the room or the
  // match's end changes (so a half-pressed "End match" survives new views)
  const bottomKey = [S.room, match.finished, S.isHost, S.lang];
  if (!f.bottomKey || bottomKey.some((v, i) => v !== f.bottomKey[i])) {
    f.bottomKey = bottomKey;
    const hostControls = S.isHost ? el("div", { class: "tv-host" },
      match.finished ? C.finishedActions(host) : C.matchActions(room, host, { seats: openSeatsModal }),
      langControl()) : null;
    const sound = soundControl();
    M.drawTvBottom(f, match, sound || hostControls ? el("div", { class: "tv-controls" }, sound, hostControls) : null);
  }

  // paused banner
  C.swap(f.overlay, room.paused && !match.finished
    ? el("div", { class: "paused" }, el("div", { class: "paused-card" }, el("span", { class: "paused-icon" }, C.icon("pause")), t("ui.paused")))
    : null);
}

// -- spectators (docs/protocol.md "Spectators") --------------------------------

/** How many phones watch the table (they came after the match started). */
function spectatorsBadge() {
  const n = (S.room && S.room.spectators) || 0;
  return n ? el("span", { class: "pill pill-spectators", dataset: { key: "spectators" } }, C.icon("eye"), " ",
    t("ui.spectators_n", { n })) : null;
}

/** Who asked for a seat at the next match, and the host's switch that lets spectators in. */
function spectatorsRow(room) {
  const waiting = room.spectators_waiting || [];
  if (room.event) return null;
  return el("div", { class: "spectators-row" },
    waiting.length ? el("p", { class: "muted", dataset: { key: "spectators-waiting" } },
      t("ui.spectators_waiting", { names: waiting.join(", ") })) : null,
    S.isHost ? el("div", { class: "opt-row" }, el("span", { class: "opt-label" }, t("ui.spectators_join")),
      el("button", {
        type: "button", role: "switch", "aria-checked": room.spectators_join !== false ? "true" : "false",
        "aria-label": t("ui.spectators_join"), class: ["switch", room.spectators_join !== false && "switch-on"],
        dataset: { key: "spectators-join" }, onclick: () => host("spectators_join", { allow: room.spectators_join === false }),
      }, el("span", { class: "switch-knob" }))) : null);
}

/** What a replay needs of this TV: the room, the host token its requests carry, the games' names. */
function replayHost() {
  return { code: S.code, token: S.hostToken, games: (S.room && S.room.games) || [],
    onClose: () => { if (S.room) C.setSeats(S.room.seats); rerender(); } };
}

function openSeatsModal() {
  S.seatsModal = C.modal(t("ui.seats"), el("div"), { onClose: () => { S.seatsModal = null; } });
  drawSeatsModal();
}

function drawSeatsModal() {
  if (!S.isHost || !S.room) {
    S.seatsModal.close();
    return;
  }
  S.seatsModal.room = S.room;
  C.swap(S.seatsModal.body, C.seatGrid(S.room, { host, phase: inMatch() ? "match" : "lobby" }));
}
