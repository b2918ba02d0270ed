// partytable: how to play (issue 19, point 5).
//
// Each game's catalogue holds `<game>.howto.goal`, `.turn`, `.end`, `.rules` and,
// where the game has a teaching mode, `.teaching`. The TV lobby shows the first
// three (and the teaching line) full screen for the host; every phone can open
// `.rules` over any screen. Both only read the catalogue: nothing is sent to the
// server, and the phone's button is the same on every seat, so opening the rules
// tells a neighbour nothing.

import * as C from "./common.js";

const { el, t } = C;

// the TV summary's parts, in reading order; `teaching` only where the game has one
const SUMMARY_PARTS = ["goal", "turn", "end"];

const howtoKey = (gameId, part) => `${gameId}.howto.${part}`;

/** The game's catalogue, fetched once (a phone in the lobby may not have it yet), then `draw()`. */
function withCatalog(gameId, draw) {
  return C.loadCatalog(gameId).then(draw);
}

/** Paragraphs of a catalogue text whose paragraphs are separated by blank lines. */
function paragraphs(text) {
  return String(text).split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean).map((p) => el("p", null, p));
}

/** The TV lobby's full-screen summary: goal, a turn, how it ends, the teaching line; a tap or Esc closes it. */
export function showSummary(game) {
  return withCatalog(game.id, () => {
    const close = () => {
      node.remove();
      document.removeEventListener("keydown", onKey);
    };
    const onKey = (e) => { if (e.key === "Escape") close(); };
    const teaching = C.has(howtoKey(game.id, "teaching"))
      ? el("p", { class: "howto-teaching", dataset: { key: "howto-teaching" } }, t(howtoKey(game.id, "teaching"))) : null;
    const node = el("div", { class: "howto-tv", role: "dialog", "aria-modal": "true", dataset: { key: "howto-summary" }, onclick: close },
      el("h1", { class: "howto-title" }, t("ui.howto"), " · ", C.gameName(game)),
      el("div", { class: "howto-parts" },
        SUMMARY_PARTS.map((part) => el("section", { class: "howto-part", dataset: { key: `howto-${part}` } },
          el("h2", null, t(`ui.howto.${part}`)),
          el("p", null, t(howtoKey(game.id, part)))))),
      teaching,
      el("p", { class: "howto-dismiss" }, t("ui.howto.dismiss")));
    document.addEventListener("keydown", onKey);
    document.body.appendChild(node);
  });
}

/** The TV host's "How to play" button for the selected game (none until a game is chosen). */
export function summaryButton(game) {
  if (!game) return null;
  return el("button", { type: "button", class: "btn btn-soft btn-howto", dataset: { key: "howto" }, onclick: () => showSummary(game) },
    t("ui.howto"));
}

/** The phone's rules page over the current screen, with the modal's close button. */
export function openRules(game) {
  return withCatalog(game.id, () => {
    C.modal(t("ui.rules_of", { game: C.gameName(game) }),
      el("div", { class: "howto-rules", dataset: { key: "howto-rules" } }, paragraphs(t(howtoKey(game.id, "rules")))),
      { class: "modal-rules" });
  });
}

/** The phone's "Rules" button for the room's game: every seat gets the same one (none until a game is chosen). */
export function rulesButton(game) {
  if (!game) return null;
  // a round "?" with the word as its label: the phone's top bar has no room for one more word
  return el("button", {
    type: "button", class: "btn btn-soft btn-rules", "aria-label": t("ui.rules"), title: t("ui.rules"),
    dataset: { key: "rules" }, onclick: () => openRules(game),
  }, "?");
}
