// partytable: one screen of the board preview (/dev/preview/frame/tv or /frame/phone, inside an
// iframe of /dev/preview, only under `partytable serve --dev`).
//
// The page posts it {kind: "show", game, key, view, seats, lang, me, qr, host}: a view of a simulated
// match, which this screen draws exactly as the shell does (controller/match.js), at the shell's
// own size (the TV's fonts follow its width, the phone's layout its 390 px). The phone's prompts
// are inert: the generic widgets draw them, nothing is sent.

import * as C from "/static/phone/common.js";
import * as M from "/static/phone/match.js";

const { el } = C;

const app = document.getElementById("app");
const TV = document.body.classList.contains("tv");
const CODE = "ABCD";   // the corner's room code: any four letters take the room a real code takes

const piece = TV ? new M.GamePiece("board", "board") : new M.GamePiece("panel", "panel");
const prompts = TV ? null : new M.Prompts({ panel: piece, ctx, lang: C.getLang, send: () => false });
let shown = null;   // the last message from the page
let frame = null;

function ctx() {
  return C.makeCtx(TV ? null : shown.me, { room: CODE, host: false });
}

// Listen once the shell's words are in (the page sends what to show again when told "ready").
C.loadCatalog("shell").then(() => {
  window.addEventListener("message", onShow);
  window.parent.postMessage({ kind: "ready" }, location.origin);
});

function onShow(e) {
  if (e.origin !== location.origin || e.source !== window.parent || !e.data || e.data.kind !== "show") return;
  if (C.getLang() !== e.data.lang) {
    C.setLang(e.data.lang);
    frame = null;   // rebuilt in the new words
  }
  shown = e.data;
  C.setSeats(shown.seats);
  draw();
}

function draw() {
  if (TV) drawTv();
  else drawPhone();
}

function drawTv() {
  if (!frame) {
    frame = M.tvMatchFrame(shown.qr, CODE);
    C.swap(app, frame.node);
  }
  const { game, view } = shown;
  M.drawTvTop(frame, view, game);
  M.drawTvBoard(frame, piece, view, { game, key: shown.key, lang: C.getLang(), seats: shown.seats, ctx: ctx(), onLoad: draw });
  // shown.host: the host TV's end bar (Play again, back to the lobby) beside the winners, inert
  M.drawTvBottom(frame, view, shown.host && view.finished ? el("div", { class: "tv-host", inert: true }, C.finishedActions(() => {})) : null);
}

function drawPhone() {
  if (!frame) {
    frame = { top: el("header", { class: "topbar", inert: true }), ...M.phoneMatchParts() };
    frame.promptsBox.inert = true;
    C.swap(app, frame.top, el("main", { class: "main" }, frame.match));
    prompts.clear();
  }
  const { game, view, me } = shown;
  C.swap(frame.top,
    el("div", { class: "top-left" }, M.meButton(me, false, true, null)),
    el("div", { class: "top-right" }, C.langPicker(C.getLang(), () => {}, null, true)));
  M.drawPhoneMatch(frame, piece, prompts, view, { game, key: shown.key, lang: C.getLang(), me, ctx: ctx(), onLoad: draw });
}
