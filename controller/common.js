// partytable: what the TV shell and the phone shell share.
//
// - i18n: message catalogues from /api/i18n/<ns>, t(key, params) with fallbacks
// - el(): the safe DOM builder (text is always set as text, never as HTML)
// - seat chips, hold-to-reveal, buzz, timer display, toasts, modals
// - trustedSvg(): the one door for server-made SVG (the join / seat QR codes)
// - the host controls (game, options, timers, bots, seats, match controls),
//   drawn the same way on the TV (mouse) and on the host's phone (touch)
//
// No framework, no build step: a plain ES module served at /static/phone/common.js.

import { seatClass, seatColour, seatLetter, seatMark } from "./palette.js";

export { seatClass, seatColour, seatLetter, seatMark };

export const LANGS = [
  ["en", "English"],
  ["zh-Hant", "繁體中文"],
  ["zh-Hans", "简体中文"],
];
const LANG_IDS = LANGS.map(([id]) => id);

// ---------------------------------------------------------------------------
// i18n

const catalogs = { en: {}, "zh-Hant": {}, "zh-Hans": {} };
const loaded = new Map(); // ns -> Promise
const catalogListeners = new Set();
let currentLang = "en";
let seatList = [];

export function normLang(lang) {
  if (LANG_IDS.includes(lang)) return lang;
  const l = String(lang || "").toLowerCase();
  if (l.startsWith("zh")) {
    if (/hant|tw|hk|mo/.test(l)) return "zh-Hant";
    return "zh-Hans";
  }
  return "en";
}

/** The reader's language guessed from the browser (English when unsure). */
export function browserLang() {
  const prefs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (const p of prefs) {
    const l = String(p || "").toLowerCase();
    if (l.startsWith("zh")) return normLang(l);
    if (l.startsWith("en")) return "en";
  }
  return "en";
}

export function setLang(lang) {
  currentLang = normLang(lang);
  document.documentElement.lang = currentLang;
}
export function getLang() {
  return currentLang;
}

/** Fetch a catalogue namespace once ("shell" or a game id); resolves when merged. */
export function loadCatalog(ns) {
  if (!ns) return Promise.resolve();
  if (!loaded.has(ns)) {
    const p = fetch(`/api/i18n/${encodeURIComponent(ns)}`)
      .then((r) => (r.ok ? r.json() : {}))
      .then((data) => addMessages(ns, data))
      .catch(() => {
        loaded.delete(ns); // try again next time
      });
    loaded.set(ns, p);
  }
  return loaded.get(ns);
}

/** Merge a catalogue ``{lang: {key: text}}`` (a page's own, or namespace ``ns`` fetched above) and tell the listeners. */
export function addMessages(ns, data) {
  for (const [lang, msgs] of Object.entries(data || {})) {
    if (msgs && typeof msgs === "object") catalogs[lang] = Object.assign(catalogs[lang] || {}, msgs);
  }
  catalogListeners.forEach((fn) => fn(ns));
}

/** Called after a catalogue arrives (so a page can redraw its labels). */
export function onCatalog(fn) {
  catalogListeners.add(fn);
}

export function has(key) {
  return !!key && (key in (catalogs[currentLang] || {}) || key in catalogs.en);
}

export function setSeats(seats) {
  seatList = Array.isArray(seats) ? seats : [];
}
export function getSeats() {
  return seatList;
}
export function seatInfo(n) {
  return seatList.find((s) => s.seat === n) || null;
}
export function seatName(n) {
  const s = seatInfo(n);
  if (s && s.name) return botName(s.name, s.bot);
  return t("ui.seat_n", { n: Number(n) + 1 });
}

// The name the server gives a bot it seats (server/rooms.py add_bot, server/events.py, the bot
// phones of server/botclient.py): shown in the reader's language (issue 19 point 10).
const BOT_NAME = /^Bot (\d+)$/;
/** ``name`` as this reader sees it: a bot's "Bot 3" translated, any other name as it is. */
export function botName(name, bot) {
  const m = bot ? BOT_NAME.exec(name || "") : null;
  return m ? t("ui.bot_name", { n: Number(m[1]) }) : name;
}

function listSep() {
  return currentLang === "en" ? ", " : "、";
}

function fmtParam(name, v) {
  if (v == null) return "";
  if ((name === "seat" || name.endsWith("_seat")) && Number.isInteger(v)) return seatName(v);
  if ((name === "seats" || name.endsWith("_seats")) && Array.isArray(v)) {
    return v.map((x) => (Number.isInteger(x) ? seatName(x) : fmtParam("", x))).join(listSep());
  }
  if (Array.isArray(v)) return v.map((x) => fmtParam("", x)).join(listSep());
  if (typeof v === "object") {
    if (Number.isInteger(v.seat)) return seatName(v.seat);
    if (typeof v.key === "string") return t(v.key, v.params);
    return "";
  }
  return String(v);
}

/**
 * Translate ``key`` in the reader's language, falling back to English, then to
 * the key itself. ``{name}`` is replaced by params.name; a param ``{seat: n}``
 * (or a param called ``seat`` holding a number) is shown as that seat's name,
 * a param ``{key, params}`` as that message.
 */
export function t(key, params) {
  if (key == null || key === "") return "";
  const mine = catalogs[currentLang] || {};
  let s = key in mine ? mine[key] : key in catalogs.en ? catalogs.en[key] : String(key);
  if (typeof s !== "string") s = String(key);
  if (!params || typeof params !== "object") return s;
  return s.replace(/\{(\w+)\}/g, (m, name) => (name in params ? fmtParam(name, params[name]) : m));
}

/** A translated message when the key exists, else ``fallback``. */
export function tOr(key, params, fallback) {
  return has(key) ? t(key, params) : fallback;
}

/**
 * The text to show for an ``error`` event. ``variant`` names the page's situation when one code reads
 * differently there: ``error.<code>.<variant>`` (a refused hello the page will say again: "retrying";
 * a new phone's join: "join") when the catalogue has it, else ``error.<code>``.
 */
export function errorText(err, variant) {
  if (!err || typeof err !== "object") return t("error.unknown");
  if (err.code && variant && has(`error.${err.code}.${variant}`)) return t(`error.${err.code}.${variant}`, err.params);
  if (err.key && has(err.key)) return t(err.key, err.params);
  if (err.code && has("error." + err.code)) return t("error." + err.code, err.params);
  return err.message || err.code || t("error.unknown");
}

/**
 * Milliseconds to wait before a page says hello again (the TV's ``tv_hello``, a seated phone's
 * ``join``) after the server refused it for a reason that passes, or null when the refusal is final.
 * A store that could not be read (another worker taking the room over, docs/deploy.md), one request
 * that failed, an address blocked for a minute: a page that gave up there would sit on no room
 * until someone reloaded it.
 */
function helloAgainIn(err) {
  if (!err) return null;
  if (err.code === "too_many_joins") return 1000 * Number((err.params && err.params.seconds) || 60);
  if (err.code === "storage_failed" || err.code === "server_error") return 2000;
  return null;
}

/**
 * ``say`` again once ``helloAgainIn(err)`` has passed, one timer a page (kept in ``state.helloAgain``);
 * true when the refusal passes and the hello is on its way again, false when it is final.
 */
export function sayHelloAgain(state, err, say) {
  const again = helloAgainIn(err);
  if (again == null) return false;
  clearTimeout(state.helloAgain);
  state.helloAgain = setTimeout(say, again);
  return true;
}

/** The name of a game (from its declaration) in the reader's language. */
export function gameName(game) {
  if (!game) return "";
  const names = game.names || {};
  return names[currentLang] || names.en || tOr(`${game.id}.name`, null, game.id);
}

/** A friendly random name such as "Blue Fox" in the reader's language. */
export function randomName() {
  const pick = (key, dflt) => {
    const list = String(tOr(key, null, dflt)).split(/[,，、]/).map((x) => x.trim()).filter(Boolean);
    return list[Math.floor(Math.random() * list.length)] || "";
  };
  const adj = pick("name.adjectives", "Blue,Red,Golden,Happy,Brave,Lucky");
  const animal = pick("name.animals", "Fox,Panda,Otter,Tiger,Owl,Crane");
  return t(has("name.pattern") ? "name.pattern" : "{adj} {animal}", { adj, animal }).slice(0, 24);
}

// ---------------------------------------------------------------------------
// DOM

const PROPS = new Set(["value", "checked", "disabled", "selected", "hidden", "readOnly", "indeterminate"]);

/**
 * Build an element. ``attrs``: ``class`` (string or list), ``style`` (object or
 * string), ``dataset`` (object), ``onclick``-style keys with functions, DOM
 * properties (value, checked, disabled...) and plain attributes. Children:
 * strings and numbers become text nodes, Nodes are appended, arrays are
 * flattened, null / false / undefined are skipped. Nothing is parsed as HTML.
 */
export function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  if (attrs != null && (typeof attrs !== "object" || attrs instanceof Node || Array.isArray(attrs))) {
    children.unshift(attrs);
    attrs = null;
  }
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v == null || v === false) continue;
      if (k === "class") {
        node.className = Array.isArray(v) ? v.filter(Boolean).join(" ") : String(v);
      } else if (k === "style") {
        if (typeof v === "string") node.style.cssText = v;
        else for (const [p, pv] of Object.entries(v)) {
          if (pv == null) continue;
          if (p.startsWith("--")) node.style.setProperty(p, String(pv));
          else node.style[p] = pv;
        }
      } else if (k === "dataset") {
        Object.assign(node.dataset, v);
      } else if (k.startsWith("on")) {
        if (typeof v === "function") node.addEventListener(k.slice(2).toLowerCase(), v);
        // a string handler would be code: never set it
      } else if (k === "text") {
        node.textContent = String(v);
      } else if (k === "innerHTML" || k === "outerHTML") {
        // refused on purpose: data is only ever text
      } else if (PROPS.has(k)) {
        node[k] = v;
      } else {
        node.setAttribute(k, v === true ? "" : String(v));
      }
    }
  }
  appendAll(node, children);
  return node;
}

function appendAll(node, children) {
  for (const c of children) {
    if (c == null || c === false || c === true) continue;
    if (Array.isArray(c)) appendAll(node, c);
    else if (c instanceof Node) node.appendChild(c);
    else node.appendChild(document.createTextNode(String(c)));
  }
}

// The field that had the focus when a redraw replaced it: its data-key, what was typed in it and the caret.
// A frame rebuilt whole (a language or catalogue change) is drawn one swap after another, so the field may
// come back only in a later swap of the same redraw; it waits until the end of that redraw.
let focusToRestore = null;

/**
 * Replace the children of ``root`` while keeping the focused input (matched by data-key) focused, with what
 * was typed in it. Where the browser can move a node without its losing focus (``moveBefore``) the field
 * itself stays, with its selection: a redraw between selecting a number and typing over it would otherwise
 * put the typing after the old number (a number field's selection cannot be read to be set again).
 */
export function swap(root, ...children) {
  const active = document.activeElement;
  const focused = active && root.contains(active) && active.dataset && active.dataset.key ? active : null;
  if (focused && keepFocusedField(root, focused, children)) return;
  if (focused) {
    focusToRestore = typedField(focused);
    queueMicrotask(() => { focusToRestore = null; });
  }
  root.replaceChildren();
  appendAll(root, children);
  restoreFocus(root);
}

/** The new children in, the live ``field`` in its new twin's place, the old children out; false when it cannot be done. */
function keepFocusedField(root, field, children) {
  const fresh = document.createDocumentFragment();
  appendAll(fresh, children);
  const twin = fresh.querySelector(`[data-key="${CSS.escape(field.dataset.key)}"]`);
  // fields only: a button kept would keep the click handler of the state it was drawn from
  if (!twin || typeof root.moveBefore !== "function" || twin.tagName !== field.tagName || !field.matches(FIELDS)) return false;
  const old = [...root.childNodes];
  root.append(fresh);
  twin.parentNode.moveBefore(field, twin);
  for (const a of [...twin.attributes]) if (a.name !== "value") field.setAttribute(a.name, a.value);   // a new language's label
  twin.remove();
  old.forEach((n) => n.remove());
  return true;
}

const FIELDS = "input:not([type=button]):not([type=checkbox]):not([type=radio]), textarea, select";

function typedField(field) {
  let selStart = null, selEnd = null;
  try { selStart = field.selectionStart; selEnd = field.selectionEnd; } catch (_) { /* not a text input */ }
  return { key: field.dataset.key, value: field.value, selStart, selEnd };
}

function restoreFocus(root) {
  const kept = focusToRestore;
  const again = kept && root.querySelector(`[data-key="${CSS.escape(kept.key)}"]`);
  if (!again) return;
  focusToRestore = null;
  if (kept.value != null && "value" in again && again.type !== "checkbox") carryTypedValue(again, kept.value);
  again.focus({ preventScroll: true });
  try { if (kept.selStart != null) again.setSelectionRange(kept.selStart, kept.selEnd); } catch (_) { /* ignore */ }
}

/**
 * Put a value typed into a field that a redraw replaced into its new field. A browser fires ``change`` for
 * what a person typed, never for a value set from a script, so the new field would show the typed value and
 * never send it (issue 13: 三国杀's round cap, typed before a lobby redraw and confirmed with Enter after it):
 * the new field fires ``change`` itself when it loses the focus still holding the typed value.
 */
function carryTypedValue(field, typed) {
  const drawn = field.value;
  field.value = typed;
  if (typed === drawn || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  field.addEventListener("blur", () => {
    if (field.value === typed) field.dispatchEvent(new Event("change", { bubbles: true }));
  }, { once: true });
}

/**
 * Server-made SVG (QR codes) as live SVG nodes. The markup comes from our own
 * server's QR generator; it is still parsed as XML (never as HTML) and
 * stripped of scripts, foreign objects and event attributes before use.
 */
export function trustedSvg(markup, cls = "qr-svg") {
  const fail = () => el("div", { class: cls + " qr-missing" });
  if (!markup) return fail();
  const doc = new DOMParser().parseFromString(String(markup), "image/svg+xml");
  const svg = doc.documentElement;
  if (!svg || svg.localName !== "svg" || doc.getElementsByTagName("parsererror").length) return fail();
  svg.querySelectorAll("script, foreignObject, iframe").forEach((n) => n.remove());
  for (const n of [svg, ...svg.querySelectorAll("*")]) {
    for (const a of [...n.attributes]) {
      if (/^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)) n.removeAttribute(a.name);
    }
  }
  if (!svg.getAttribute("viewBox")) {
    const w = parseFloat(svg.getAttribute("width")), h = parseFloat(svg.getAttribute("height"));
    if (w && h) svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  }
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  svg.setAttribute("class", cls);
  svg.setAttribute("shape-rendering", "crispEdges");
  svg.setAttribute("aria-hidden", "true");
  return document.importNode(svg, true);
}

// ---------------------------------------------------------------------------
// icons: small inline SVGs drawn here (no emoji font or icon font needed)

const SVG_NS = "http://www.w3.org/2000/svg";
const ICONS = {
  // One icon per meaning (issue 19 point 10; docs/frontend.md "Icons"): the crown is the host only.
  crown: [["path", { d: "M3 18.5h18L22 7l-5.5 4.5L12 4 7.5 11.5 2 7z", fill: "currentColor", stroke: "none" }]],
  leader: [["path", { d: "M5.5 21.5V3" }], ["path", { d: "M5.5 4h12.5l-2.8 4.2 2.8 4.3H5.5z", fill: "currentColor" }]],
  winner: [["path", { d: "M7 3.5h10v5.5a5 5 0 0 1-10 0z", fill: "currentColor" }],
    ["path", { d: "M7 5.5H4a3.5 3.5 0 0 0 3.5 4.5M17 5.5h3a3.5 3.5 0 0 1-3.5 4.5M12 14v4.5M8 20.5h8" }]],
  master: [["path", { d: "M19.5 15A8 8 0 1 1 9 4.5 6.5 6.5 0 0 0 19.5 15z", fill: "currentColor" }]],
  dice: [["rect", { x: 3, y: 3, width: 18, height: 18, rx: 4 }],
    ...[[8, 8], [16, 8], [12, 12], [8, 16], [16, 16]].map(([cx, cy]) => ["circle", { cx, cy, r: 1.6, fill: "currentColor", stroke: "none" }])],
  eye: [["path", { d: "M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12z" }], ["circle", { cx: 12, cy: 12, r: 3.2 }]],
  pause: [["rect", { x: 6, y: 4.5, width: 4, height: 15, rx: 1, fill: "currentColor", stroke: "none" }], ["rect", { x: 14, y: 4.5, width: 4, height: 15, rx: 1, fill: "currentColor", stroke: "none" }]],
  play: [["path", { d: "M7 4.5v15l12.5-7.5z", fill: "currentColor", stroke: "none" }]],
  skip: [["path", { d: "M4.5 5v14l10-7z", fill: "currentColor", stroke: "none" }], ["rect", { x: 16.5, y: 5, width: 3, height: 14, rx: 1, fill: "currentColor", stroke: "none" }]],
  stop: [["rect", { x: 5.5, y: 5.5, width: 13, height: 13, rx: 2, fill: "currentColor", stroke: "none" }]],
  plus: [["path", { d: "M12 5v14M5 12h14" }]],
  check: [["path", { d: "M4.5 12.5l5 5L20 7" }]],
  again: [["path", { d: "M20 12a8 8 0 1 1-2.6-5.9" }], ["path", { d: "M20 4v5h-5" }]],
  globe: [["circle", { cx: 12, cy: 12, r: 9 }], ["path", { d: "M3 12h18M12 3c2.8 3 2.8 15 0 18M12 3c-2.8 3-2.8 15 0 18" }]],
  clock: [["circle", { cx: 12, cy: 13, r: 8 }], ["path", { d: "M12 9v4.5l3 2M9.5 2.5h5" }]],
  users: [["circle", { cx: 9, cy: 8, r: 3.5 }], ["path", { d: "M2.5 20c.5-4 3.2-6 6.5-6s6 2 6.5 6" }], ["circle", { cx: 17, cy: 9, r: 2.6 }], ["path", { d: "M17 14c2.6 0 4.2 1.8 4.6 5" }]],
  hourglass: [["path", { d: "M6 3h12M6 21h12M7 3c0 5 10 6 10 9s-10 4-10 9M17 3c0 5-10 6-10 9s10 4 10 9" }]],
  phone: [["rect", { x: 6.5, y: 2.5, width: 11, height: 19, rx: 2.5 }], ["path", { d: "M10.5 18.5h3" }]],
  door: [["path", { d: "M5 21V4.5a1.5 1.5 0 0 1 1.5-1.5h9A1.5 1.5 0 0 1 17 4.5V21M3 21h18" }], ["circle", { cx: 14, cy: 12.5, r: 1, fill: "currentColor", stroke: "none" }]],
  qr: [["rect", { x: 3.5, y: 3.5, width: 6.5, height: 6.5, rx: 1 }], ["rect", { x: 14, y: 3.5, width: 6.5, height: 6.5, rx: 1 }], ["rect", { x: 3.5, y: 14, width: 6.5, height: 6.5, rx: 1 }],
    ["path", { d: "M14 14h2.5v2.5H14zM18 18h2.5v2.5H18zM14 19.5h1.5M19.5 14v1.5" }]],
  bot: [["rect", { x: 4, y: 7.5, width: 16, height: 12, rx: 3 }], ["path", { d: "M12 3.5v4M9 12.5v1.5M15 12.5v1.5M2 12v3M22 12v3" }]],
  pencil: [["path", { d: "M4 20l1-4.5L16 4.5 19.5 8 8.5 19zM14 7l3 3" }]],
  close: [["path", { d: "M6 6l12 12M18 6L6 18" }]],
  back: [["path", { d: "M10 5l-7 7 7 7M3 12h18" }]],
  kick: [["path", { d: "M15 4h3.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H15M10 8l-4 4 4 4M6 12h10" }]],
};

/** A small inline SVG icon (sized 1em, coloured by currentColor). */
export function icon(name, cls) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", ["icon", `icon-${name}`, cls].filter(Boolean).join(" "));
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("fill", "none");
  svg.setAttribute("stroke", "currentColor");
  svg.setAttribute("stroke-width", "2");
  svg.setAttribute("stroke-linecap", "round");
  svg.setAttribute("stroke-linejoin", "round");
  for (const [tag, attrs] of ICONS[name] || []) {
    const n = document.createElementNS(SVG_NS, tag);
    for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, String(v));
    svg.appendChild(n);
  }
  return svg;
}

// ---------------------------------------------------------------------------
// small widgets

/** A player's chip: colour dot, name; options {status, me, big, host, bot} show badges. */
export function seatChip(n, opts = {}) {
  const s = seatInfo(n) || {};
  const showStatus = opts.status !== false && s.seat != null;
  return el("span", {
    class: ["chip", seatClass(n), opts.big && "chip-big", opts.me && "chip-me",
      showStatus && s.connected === false && !s.bot && "chip-away", opts.class],
    dataset: { seat: String(n) },
  },
  el("span", { class: "chip-dot", "aria-hidden": "true" }),
  el("span", { class: "chip-name" }, seatName(n)),
  (opts.host ?? s.host) ? el("span", { class: "badge badge-host", title: t("ui.host") }, icon("crown")) : null,
  (opts.bot ?? s.bot) ? el("span", { class: "badge badge-bot" }, t("ui.bot")) : null,
  opts.me ? el("span", { class: "badge badge-me" }, t("ui.you")) : null,
  showStatus && !s.bot ? el("span", { class: ["conn", s.connected ? "conn-on" : "conn-off"], title: t(s.connected ? "ui.connected" : "ui.disconnected") }) : null);
}

/**
 * Press and hold to look at a secret; releasing hides it again. Works with
 * touch, mouse, pen and the keyboard (space / enter held down).
 */
export function holdToReveal(labelText, buildSecret) {
  const secret = el("div", { class: "reveal-secret", "aria-live": "polite" });
  const hint = el("span", { class: "reveal-hint" }, t("ui.hold_to_reveal"));
  const cover = el("button", { type: "button", class: "reveal-cover" },
    el("span", { class: "reveal-icon" }, icon("eye")),
    el("span", { class: "reveal-label" }, labelText || ""), hint);
  const box = el("div", { class: "reveal" }, cover, secret);
  let open = false;
  const show = (e) => {
    if (e) e.preventDefault();
    if (open) return;
    open = true;
    let content;
    try { content = buildSecret(); } catch (err) { content = String(err); }
    secret.replaceChildren();
    appendAll(secret, [content]);
    hint.textContent = t("ui.release_to_hide");
    box.classList.add("open");
    openReveals.add(hide);
  };
  const hide = () => {
    if (!open) return;
    open = false;
    openReveals.delete(hide);
    secret.replaceChildren();
    hint.textContent = t("ui.hold_to_reveal");
    box.classList.remove("open");
  };
  cover.addEventListener("pointerdown", (e) => {
    show(e);
    try { cover.setPointerCapture(e.pointerId); } catch (_) { /* ignore */ }
  });
  for (const ev of ["pointerup", "pointercancel", "lostpointercapture"]) cover.addEventListener(ev, hide);
  cover.addEventListener("contextmenu", (e) => e.preventDefault());
  cover.addEventListener("keydown", (e) => { if (e.key === " " || e.key === "Enter") show(e); });
  cover.addEventListener("keyup", hide);
  cover.addEventListener("blur", hide);
  return box;
}
const openReveals = new Set();
document.addEventListener("visibilitychange", () => openReveals.forEach((hide) => hide()));

/** Vibrate the phone (silently nothing where the browser cannot). */
export function buzz(pattern = [120, 60, 120]) {
  try {
    if (navigator.vibrate) navigator.vibrate(pattern);
  } catch (_) { /* ignore */ }
}

/**
 * A countdown: ``update(view.timer)`` with ``{remaining, total, paused}`` or
 * null. It counts down locally between updates.
 */
export function timerDisplay(opts = {}) {
  const text = el("span", { class: "timer-text" });
  const bar = el("span", { class: "timer-fill" });
  const node = el("div", { class: ["timer", opts.class], hidden: true },
    el("span", { class: "timer-icon" }, icon("clock", "when-running"), icon("pause", "when-paused")), text, el("span", { class: "timer-bar" }, bar));
  let deadline = 0, total = 0, paused = false, frozen = 0, handle = null;
  const fmt = (s) => {
    s = Math.max(0, Math.ceil(s));
    const m = Math.floor(s / 60);
    return m ? `${m}:${String(s % 60).padStart(2, "0")}` : `${s}`;
  };
  const tick = () => {
    const left = paused ? frozen : Math.max(0, (deadline - performance.now()) / 1000);
    text.textContent = fmt(left);
    bar.style.width = total > 0 ? `${Math.max(0, Math.min(100, (left / total) * 100))}%` : "0%";
    node.classList.toggle("timer-low", !paused && left <= 10);
    node.classList.toggle("timer-paused", paused);
    node.classList.toggle("timer-out", !paused && left <= 0);
  };
  return {
    node,
    update(timer) {
      if (handle) { clearInterval(handle); handle = null; }
      if (!timer || typeof timer.remaining !== "number") {
        node.hidden = true;
        return;
      }
      node.hidden = false;
      total = Number(timer.total) || timer.remaining;
      paused = !!timer.paused;
      frozen = timer.remaining;
      deadline = performance.now() + timer.remaining * 1000;
      tick();
      if (!paused) handle = setInterval(tick, 250);
    },
  };
}

let toastBox = null;
/** A short message at the bottom of the screen. kind: "error" | "info" | "ok" | "private" (a refused answer: quiet, this phone only). */
export function toast(text, kind = "info", ms = 3500) {
  if (!toastBox || !toastBox.isConnected) {
    toastBox = el("div", { class: "toasts", role: "status", "aria-live": "polite" });
    document.body.appendChild(toastBox);
  }
  const node = el("div", { class: ["toast", `toast-${kind}`] }, text);
  toastBox.appendChild(node);
  setTimeout(() => node.classList.add("toast-out"), ms);
  setTimeout(() => node.remove(), ms + 400);
  while (toastBox.children.length > 3) toastBox.firstChild.remove();
}

/** A modal sheet; returns {node, close, body}. Closing by the button, the backdrop or Escape. */
export function modal(title, content, opts = {}) {
  const body = el("div", { class: "modal-body" }, content);
  const close = () => {
    node.remove();
    document.removeEventListener("keydown", onKey);
    if (opts.onClose) opts.onClose();
  };
  const onKey = (e) => { if (e.key === "Escape") close(); };
  const node = el("div", { class: ["modal-back", opts.class], onclick: (e) => { if (e.target === node) close(); } },
    el("div", { class: "modal", role: "dialog", "aria-modal": "true" },
      el("div", { class: "modal-head" }, el("h2", null, title),
        el("button", { type: "button", class: "btn btn-ghost modal-x", "aria-label": t("ui.close"), onclick: close }, icon("close"))),
      body));
  document.addEventListener("keydown", onKey);
  document.body.appendChild(node);
  return { node, close, body };
}

/** A button that asks for a second press before it acts (for End match, Kick...). */
export function twoStepButton(label, action, attrs = {}, iconName = null) {
  let armed = false, timer = null;
  const face = () => [iconName ? icon(iconName) : null, label];
  const disarm = () => { armed = false; btn.replaceChildren(...face().filter(Boolean)); btn.classList.remove("armed"); };
  const btn = el("button", {
    type: "button", ...attrs, class: ["btn", attrs.class],
    onclick: (e) => {
      e.stopPropagation();
      if (armed) {
        clearTimeout(timer);
        disarm();
        action();
        return;
      }
      armed = true;
      btn.textContent = t("ui.confirm_again");
      btn.classList.add("armed");
      timer = setTimeout(disarm, 3500);
    },
  }, face());
  return btn;
}

// the scales a board is drawn at, largest first, when it does not fit the box it is given
const SHRINK_STEPS = [0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6];

/**
 * A board drawn smaller, step by step, until it fits its box (the replay's box beside a seat's secrets is
 * narrower than the TV's): ``setScale(null)`` first, its own size, then each of SHRINK_STEPS while
 * ``fits()`` says no. The board keeps its own way to scale (CSS zoom, a transform); the steps and the
 * order of trying are the same for every board. Returns the scale kept (1: it fits as it is).
 */
export function shrinkToFit(fits, setScale) {
  setScale(null);
  let kept = 1;
  for (const scale of SHRINK_STEPS) {
    if (fits()) break;
    setScale(scale);
    kept = scale;
  }
  return kept;
}

/** The ctx.ui object handed to a game's board.js / panel.js. */
export const ui = { el, seatChip, seatMark, seatClass, seatLetter, holdToReveal, buzz, toast, timerDisplay, modal, icon, shrinkToFit };

/** The ctx object of docs/frontend.md. */
export function makeCtx(me, extra = {}) {
  return { t, lang: currentLang, me, seats: seatList, seatName, ui, ...extra };
}

// ---------------------------------------------------------------------------
// the room: games, options, timers, seats, host controls (TV and phone alike)

export function gameId(room) {
  if (!room || !room.game) return null;
  return typeof room.game === "object" ? room.game.id : room.game;
}
export function currentGame(room) {
  const id = gameId(room);
  return (room && Array.isArray(room.games) ? room.games : []).find((g) => g.id === id) || null;
}

function optionLabel(game, spec) {
  const key = spec.label || `option.${spec.id}`;
  if (has(key)) return t(key);
  if (game && has(`${game.id}.option.${spec.id}`)) return t(`${game.id}.option.${spec.id}`);
  return humanize(spec.id);
}
function choiceLabel(game, spec, value) {
  const keys = [`${spec.label || "option." + spec.id}.${value}`, `${game ? game.id : ""}.option.${spec.id}.${value}`, `option.value.${value}`];
  for (const k of keys) if (has(k)) return t(k);
  return humanize(String(value));
}
function timerLabel(game, cls) {
  if (game && has(`${game.id}.timer.${cls}`)) return t(`${game.id}.timer.${cls}`);
  if (has(`timer.${cls}`)) return t(`timer.${cls}`);
  return humanize(cls);
}
export function humanize(id) {
  const s = String(id).replace(/[_-]+/g, " ").trim();
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

function valueText(game, spec, v) {
  if (spec.kind === "bool") return v ? t("ui.on") : t("ui.off");
  if (spec.kind === "choice") return choiceLabel(game, spec, v);
  return String(v);
}

/** One option as a widget (editable) or as text. ``send(options)`` sets it. */
function optionRow(game, spec, value, editable, send) {
  const label = optionLabel(game, spec);
  let widget;
  if (!editable) {
    widget = el("span", { class: ["opt-value", spec.kind === "bool" && (value ? "opt-on" : "opt-off")] }, valueText(game, spec, value));
  } else if (spec.kind === "bool") {
    widget = el("button", {
      type: "button", role: "switch", "aria-checked": value ? "true" : "false", "aria-label": label,
      class: ["switch", value && "switch-on"], onclick: () => send({ [spec.id]: !value }),
    }, el("span", { class: "switch-knob" }));
  } else if (spec.kind === "choice") {
    widget = el("select", {
      class: "select", "aria-label": label, dataset: { key: `opt-${spec.id}` },
      onchange: (e) => send({ [spec.id]: spec.choices.find((c) => String(c) === e.target.value) }),
    }, (spec.choices || []).map((c) => el("option", { value: String(c), selected: c === value }, choiceLabel(game, spec, c))));
  } else {
    widget = numberStepper(value, spec.lo, spec.hi, (v) => send({ [spec.id]: v }), `opt-${spec.id}`, label);
  }
  return el("div", { class: "opt-row" }, el("span", { class: "opt-label" }, label), widget);
}

/**
 * The per-seat options of the game (kind "seat", e.g. a player's gender), as
 * selects for this phone's own seat. ``send(id, value)`` sets one.
 */
export function seatPrefRows(room, me, send) {
  const game = currentGame(room);
  const specs = ((game && game.options) || []).filter((spec) => spec.kind === "seat");
  const mine = ((room.seats || []).find((s) => s.seat === me) || {}).prefs || {};
  return specs.map((spec) => {
    const label = optionLabel(game, spec);
    const value = spec.id in mine ? mine[spec.id] : spec.default;
    return el("div", { class: "opt-row" }, el("span", { class: "opt-label" }, label),
      el("select", {
        class: "select", "aria-label": label, dataset: { key: `pref-${spec.id}` },
        onchange: (e) => send(spec.id, spec.choices.find((c) => String(c) === e.target.value)),
      }, spec.choices.map((c) => el("option", { value: String(c), selected: c === value }, choiceLabel(game, spec, c)))));
  });
}

/** −  [n]  +  : a number field with big step buttons. */
export function numberStepper(value, lo, hi, onSet, key, label, step = 1) {
  const clamp = (v) => Math.max(lo ?? -Infinity, Math.min(hi ?? Infinity, v));
  const input = el("input", {
    type: "number", class: "num", inputmode: "numeric", value: String(value ?? ""), min: lo, max: hi, step,
    "aria-label": label, dataset: { key },
    onchange: (e) => {
      const v = parseInt(e.target.value, 10);
      if (Number.isFinite(v)) onSet(clamp(v));
    },
    onkeydown: (e) => { if (e.key === "Enter") e.target.blur(); },
  });
  return el("span", { class: "stepper" },
    el("button", { type: "button", class: "btn btn-step", disabled: lo != null && value <= lo, "aria-label": "−", onclick: () => onSet(clamp((value || 0) - step)) }, "−"),
    input,
    el("button", { type: "button", class: "btn btn-step", disabled: hi != null && value >= hi, "aria-label": "+", onclick: () => onSet(clamp((value || 0) + step)) }, "+"));
}

/**
 * The game card of the lobby: game (a picker for the host), player range,
 * options (widgets for the host, text for everyone else) and, for the host,
 * the timers per class.
 */
export function gameCard(room, { editable, host, token = null }) {
  const game = currentGame(room);
  const games = Array.isArray(room.games) ? room.games : [];
  const seated = (room.seats || []).length;
  const head = editable
    ? el("select", {
      class: "select select-game", "aria-label": t("ui.choose_game"), dataset: { key: "game" },
      onchange: (e) => host("select_game", { game: e.target.value }),
    },
    game ? null : el("option", { value: "", selected: true, disabled: true }, t("ui.choose_game")),
    games.map((g) => el("option", { value: g.id, selected: game && g.id === game.id, disabled: g.table_ready === false },
      g.table_ready === false ? `${gameName(g)} (${t("ui.coming_soon")})` : gameName(g))))
    : el("h2", { class: "game-name" }, game ? gameName(game) : t("ui.no_game"));
  const parts = [el("div", { class: "game-head" }, head)];
  if (game) {
    const ok = seated >= game.min_players && seated <= game.max_players;
    parts.push(el("div", { class: ["game-range", ok ? "range-ok" : "range-bad"] },
      t("ui.players_range", { min: game.min_players, max: game.max_players }),
      el("span", { class: "game-seated" }, " · ", t("ui.players_seated", { n: seated }))));
    // per-seat options (kind "seat") are set by each player on their phone, and lists
    // (kind "list", e.g. Dixit's decks) by the game's own lobby piece: not here
    const specs = (game.options || []).filter((spec) => spec.kind !== "seat" && spec.kind !== "list");
    const opts = room.options || {};
    if (specs.length) {
      parts.push(el("div", { class: "opts" },
        specs.map((spec) => optionRow(game, spec, spec.id in opts ? opts[spec.id] : spec.default, editable,
          (o) => host("set_options", { options: o })))));
    }
    if (game.web && game.web.lobby) parts.push(gameLobby(game, room, { editable, host, token }));
    const classes = Object.keys({ ...(game.timers || {}), ...(room.timers || {}) });
    if (editable && classes.length) {
      const timers = { ...(game.timers || {}), ...(room.timers || {}) };
      parts.push(el("details", { class: "timers", open: timerOpen || null, ontoggle: (e) => { timerOpen = e.target.open; } },
        el("summary", null, t("ui.timers")),
        el("p", { class: "muted small" }, t("ui.timer_hint")),
        classes.map((cls) => el("div", { class: "opt-row" },
          el("span", { class: "opt-label" }, timerLabel(game, cls)),
          // the auto-pass delay is a few seconds; answer timers move in fives
          numberStepper(timers[cls], 0, 3600, (v) => host("set_timers", { timers: { [cls]: v } }), `timer-${cls}`, timerLabel(game, cls),
            cls === "auto_pass" ? 1 : 5)))));
    }
  }
  return el("section", { class: "card game-card" }, parts);
}
let timerOpen = false;

/**
 * A game's own lobby piece (``web.lobby``, e.g. Dixit's deck picker and upload): its
 * ``render(root, room, ctx)`` fills a slot of the game card. ``ctx.editable`` and
 * ``ctx.host(action, payload)`` as for options; ``ctx.token`` authorises HTTP uploads
 * (the TV's host token or the host phone's seat token).
 */
function gameLobby(game, room, { editable, host, token }) {
  const slot = el("div", { class: "game-lobby", dataset: { game: game.id } });
  loadGameModule(game, "lobby").then((mod) => {
    if (!mod || typeof mod.render !== "function") return;
    try {
      mod.render(slot, room, { t, lang: currentLang, ui, room: room.code, editable, host, token });
    } catch (err) {
      console.error(`partytable: lobby of ${game.id} failed`, err);
    }
  });
  return slot;
}

/** The host's actions for one seat (lobby: make host, seat QR, remove; match: bot / phone, seat QR, kick). */
function seatActions(s, { me, host, phase, done = () => {} }) {
  const act = (action) => () => { host(action, { seat: s.seat }); done(); };
  const btn = (label, ic, action) => el("button", { type: "button", class: "btn btn-mini", onclick: act(action) }, icon(ic), label);
  const out = [];
  if (phase === "lobby") {
    if (!s.bot && !s.host) out.push(btn(t("ui.make_host"), "crown", "make_host"));
    if (!s.bot) out.push(btn(t("ui.seat_qr"), "qr", "seat_link"));
    if (s.seat !== me) out.push(twoStepButton(t("ui.remove"), act("remove_seat"), { class: "btn-mini btn-danger" }, "close"));
  } else {
    if (s.bot) out.push(btn(t("ui.to_human"), "phone", "seat_to_human"));
    else out.push(btn(t("ui.to_bot"), "bot", "seat_to_bot"));
    out.push(btn(t("ui.seat_qr"), "qr", "seat_link"));
    if (!s.bot && s.seat !== me) out.push(twoStepButton(t("ui.kick"), act("kick"), { class: "btn-mini btn-danger" }, "kick"));
  }
  return out;
}

/**
 * The seats. ``me``: this phone's seat (or null). ``host`` (a function) when
 * this screen holds the host role: each seat gets its actions, listed under
 * it, or (``compact``) in a small sheet that opens when the seat is pressed.
 */
const seenSeats = new Set(); // seats already drawn once: only new ones pop in
export function seatGrid(room, { me = null, host = null, phase = "lobby", compact = false } = {}) {
  const seats = room.seats || [];
  if (!seats.length) return el("div", { class: "seats seats-empty" }, el("p", { class: "muted" }, t("ui.no_seats")));
  return el("div", { class: ["seats", compact && "seats-compact"] }, seats.map((s) => {
    const seen = `${room.code}:${s.seat}:${s.name}`;
    const cls = ["seat", s.seat === me && "seat-me", s.bot && "seat-bot", !s.connected && !s.bot && "seat-away", !seenSeats.has(seen) && "seat-new"];
    seenSeats.add(seen);
    const chip = seatChip(s.seat, { big: true });
    if (host && compact) {
      return el("button", {
        type: "button", class: [...cls, "seat-button"], title: t("ui.seat_actions"),
        onclick: () => {
          const m = modal(seatName(s.seat), el("div", { class: "seat-actions seat-actions-sheet" },
            seatActions(s, { me, host, phase, done: () => m.close() })), { class: "modal-small" });
        },
      }, chip, el("span", { class: "seat-more", "aria-hidden": "true" }, "⋯"));
    }
    const actions = host ? seatActions(s, { me, host, phase }) : [];
    return el("div", { class: cls }, chip, actions.length ? el("div", { class: "seat-actions" }, actions) : null);
  }));
}

/** Lobby host buttons: add bots, start (with the player-count hint). */
export function lobbyActions(room, host) {
  const game = currentGame(room);
  const n = (room.seats || []).length;
  const canStart = !!game && n >= game.min_players && n <= game.max_players;
  const full = !!game && n >= game.max_players;
  return el("div", { class: "lobby-actions" },
    el("div", { class: "row" },
      el("button", { type: "button", class: "btn btn-soft", disabled: full, onclick: () => host("add_bot", { bot: "smart" }) }, icon("bot"), t("ui.add_bot_smart")),
      el("button", { type: "button", class: "btn btn-soft", disabled: full, onclick: () => host("add_bot", { bot: "random" }) }, icon("dice"), t("ui.add_bot_random"))),
    el("button", { type: "button", class: "btn btn-primary btn-huge btn-start", disabled: !canStart, onclick: () => host("start") }, icon("play"), t("ui.start")),
    !canStart && game ? el("p", { class: "hint" }, t("ui.start_hint", { min: game.min_players, max: game.max_players, n })) : null);
}

/** Match host buttons: pause / resume, +30 s, skip timer, end match. */
export function matchActions(room, host, opts = {}) {
  const paused = !!room.paused;
  return el("div", { class: ["match-actions", opts.class] },
    paused
      ? el("button", { type: "button", class: "btn btn-primary", onclick: () => host("resume") }, icon("play"), t("ui.resume"))
      : el("button", { type: "button", class: "btn btn-soft", onclick: () => host("pause") }, icon("pause"), t("ui.pause")),
    el("button", { type: "button", class: "btn btn-soft", onclick: () => host("extend", { seconds: 30 }) }, icon("clock"), t("ui.extend")),
    el("button", { type: "button", class: "btn btn-soft", onclick: () => host("skip_timer") }, icon("skip"), t("ui.skip_timer")),
    opts.seats ? el("button", { type: "button", class: "btn btn-soft", onclick: opts.seats }, icon("users"), t("ui.seats")) : null,
    // a locked room takes no new phones (reconnects by token still work)
    el("button", { type: "button", class: ["btn", room.locked ? "btn-primary" : "btn-soft"], "aria-pressed": String(!!room.locked),
      dataset: { key: "lock" }, onclick: () => host(room.locked ? "unlock" : "lock") }, t(room.locked ? "ui.unlock" : "ui.lock")),
    twoStepButton(t("ui.end_match"), () => host("end_match"), { class: "btn-danger" }, "stop"));
}

/** After a match: play again / back to lobby. */
export function finishedActions(host) {
  return el("div", { class: "finished-actions" },
    el("button", { type: "button", class: "btn btn-primary btn-big", onclick: () => host("start") }, icon("again"), t("ui.play_again")),
    el("button", { type: "button", class: "btn btn-soft btn-big", onclick: () => host("end_match") }, icon("back"), t("ui.back_to_lobby")));
}

/** The modal for a ``seat_link`` reply: the per-seat QR that moves a seat to another phone. */
export function showSeatLink(msg) {
  return modal(t("ui.seat_link_title", { seat: msg.seat }),
    el("div", { class: "seat-link" },
      el("div", { class: "qr-box" }, trustedSvg(msg.qr_svg)),
      el("p", { class: "hint" }, t("ui.seat_link_hint")),
      el("p", { class: "hint" }, t("ui.seat_link_expires")),
      el("p", { class: "mono small break" }, msg.url || "")), { class: "modal-qr" });
}

/**
 * A language picker: a native select (big and easy on a phone). ``compact``
 * shows only a globe and a short code, with the full names in the list.
 */
const LANG_SHORT = { en: "EN", "zh-Hant": "繁", "zh-Hans": "简" };
export function langPicker(value, onPick, label, compact = false) {
  const select = el("select", { class: "select select-lang", "aria-label": label || t("ui.language"), onchange: (e) => onPick(e.target.value) },
    LANGS.map(([id, name]) => el("option", { value: id, selected: id === value }, name)));
  return el("label", { class: ["lang-pick", compact && "lang-compact"] },
    el("span", { class: "lang-icon" }, icon("globe")),
    compact ? el("span", { class: "lang-short" }, LANG_SHORT[value] || value) : null,
    select);
}

/** The outcome of a finished match as a line of text plus the winners' chips. */
export function outcomeBlock(match, me = null) {
  if (!match || !match.finished) return null;
  if (match.aborted) return el("div", { class: "outcome" }, el("p", { class: "outcome-title" }, t("ui.match_aborted")));
  const out = match.outcome || {};
  const winners = Array.isArray(out.winners) ? out.winners : [];
  // A match that ends with no winner (三国杀's round cap, both piles empty) is a draw, not a loss for everyone.
  const decided = winners.length > 0;
  let title = decided ? t("ui.game_over") : t("ui.no_winner");
  if (me != null && decided) title = winners.includes(me) ? t("ui.you_won") : t("ui.you_lost");
  return el("div", { class: ["outcome", me != null && decided && (winners.includes(me) ? "outcome-win" : "outcome-loss")] },
    el("p", { class: "outcome-title" }, title),
    // The result is the game's sentence: shown once its catalogue came (a page that opens on a finished match).
    has(out.result) ? el("p", { class: "outcome-result" }, t(out.result, out.params)) : null,
    winners.length ? el("div", { class: "outcome-winners" }, el("span", { class: "muted" }, icon("winner"), " ", t("ui.winners")),
      winners.map((w) => seatChip(w, { status: false }))) : null);
}

/**
 * Load (once) a game's front-end module and stylesheet from /games/<id>/web/. The module is handed
 * over once the stylesheet applies too: a board that measures itself (三国杀's fit, shrink-to-fit)
 * and drew before its styles came would keep a fit made for unstyled text (on a busy machine a
 * ten-seat board's horse names stayed cut).
 */
const modules = new Map();
export function loadGameModule(game, part) {
  if (!game || !game.web || !game.web[part]) return Promise.resolve(null);
  const key = `${game.id}:${part}`;
  if (!modules.has(key)) {
    // A piece may export ``ready`` (a function returning a promise): the shell waits for it
    // before the first render, so data the piece fetches (e.g. a card table) is there.
    const styled = gameStylesheet(game);
    modules.set(key, import(`/games/${encodeURIComponent(game.id)}/web/${game.web[part]}`).then(async (mod) => {
      await styled;
      if (mod && typeof mod.ready === "function") {
        try {
          await mod.ready();
        } catch (err) {
          console.error(`partytable: ${part} of ${game.id} was not ready`, err);
        }
      }
      return mod;
    }).catch((err) => {
      console.error(`partytable: could not load ${part} of ${game.id}`, err);
      modules.delete(key);
      return null;
    }));
  }
  return modules.get(key);
}

/** The game's stylesheet in the page (once): a promise settled when it applies, or failed to load. */
const stylesheets = new Map();
function gameStylesheet(game) {
  if (!game.web.css) return Promise.resolve();
  if (!stylesheets.has(game.id)) {
    const link = el("link", { rel: "stylesheet", href: `/games/${encodeURIComponent(game.id)}/web/${game.web.css}`, dataset: { gameCss: game.id } });
    stylesheets.set(game.id, new Promise((settle) => {
      link.addEventListener("load", settle, { once: true });
      link.addEventListener("error", settle, { once: true });
    }));
    document.head.appendChild(link);
  }
  return stylesheets.get(game.id);
}

/** Socket.IO connection (the client comes from /vendor/socket.io.min.js). */
export function connect() {
  if (typeof window.io !== "function") {
    throw new Error("the Socket.IO client did not load (/vendor/socket.io.min.js)");
  }
  // Several workers behind nginx (docs/deploy.md) route a connection by the room code in its
  // query; a TV with no room yet sends a one-off random key, so all requests of its connection
  // reach one worker. Read again before each reconnection: the TV's path gains its code.
  const sock = window.io({ reconnectionDelayMax: 4000, query: routeQuery() });
  sock.io.on("reconnect_attempt", () => { sock.io.opts.query = routeQuery(); });
  return sock;
}

const ROUTE_KEY = Math.random().toString(36).slice(2, 12);
function routeQuery() {
  // an event's pages go where its code is routed: its tables were made there too
  const ev = location.pathname.match(/^\/event\/([A-Za-z0-9]+)(?:\/tv|\/results)?\/?$/);
  const code = codeFromPath("tv") || codeFromPath("join") || (ev ? ev[1].toUpperCase() : null);
  return code ? { room: code } : { route: ROUTE_KEY };
}

/**
 * A page's socket, the same for every shell: ``state.connected`` follows it (and
 * ``state.everConnected`` once it has been up), ``hello()`` runs on every (re)connect so the
 * server binds the connection again, ``render()`` after each change. When the client library
 * is missing, ``fatal(text)`` says so and null is returned.
 */
export function openSocket(state, { hello, render, fatal }) {
  let sock;
  try {
    sock = connect();
  } catch (err) {
    fatal(String(err.message || err));
    return null;
  }
  state.socket = sock;
  sock.on("connect", () => {
    state.connected = true;
    state.everConnected = true;
    hello();
    render();
  });
  sock.on("disconnect", () => {
    state.connected = false;
    render();
  });
  return sock;
}

export const store = {
  get(k) { try { return localStorage.getItem(k); } catch (_) { return null; } },
  set(k, v) { try { localStorage.setItem(k, v); } catch (_) { /* private mode */ } },
  del(k) { try { localStorage.removeItem(k); } catch (_) { /* ignore */ } },
};

/** The room code from a path like /tv/ABCD or /join/abcd (upper-cased), or null. */
export function codeFromPath(prefix) {
  const m = location.pathname.match(new RegExp(`^/${prefix}/([A-Za-z0-9]+)/?$`));
  return m ? m[1].toUpperCase() : null;
}
