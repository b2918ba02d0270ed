// Dixit: the lobby piece (docs/frontend.md). The decks a match deals from — the
// built-in pictures and any the host uploaded (a teacher's vocabulary pictures, a
// family's photos) — ticked by the host, shown to everyone; and, for the host, an
// upload of a set of pictures or a whole folder. The server checks every file
// (type, size, count) and says what is wrong with any it refuses.

const DECKS = "/games/dixit/decks";   // the game's own routes (games/dixit/host)
let decks = null;          // [{id, name, count}] uploaded decks, from /games/dixit/decks
let fetching = null;
let current = null;        // the lobby slot drawn last: {root, room, ctx}
const upload = { busy: false, message: null, ok: false };

/** Fetch the deck list again, then redraw the newest lobby slot. */
function refresh() {
  if (fetching) return;
  fetching = fetch(DECKS).then((r) => r.json()).then((d) => {
    decks = d.decks || [];
  }).catch(() => {
    decks = decks || [];
  }).finally(() => {
    fetching = null;
    if (current && current.root.isConnected) draw(current.root, current.room, current.ctx);
  });
}

function chosen(room) {
  const opts = room.options || {};
  return Array.isArray(opts.decks) ? opts.decks : ["builtin"];
}

// Issue 19 point 10: "Dixit defaults to typed clues when bots are seated": a bot cannot hear a
// clue said aloud. The host's screen makes typed clues the table's setting the first time a bot is
// seated, unless the host has chosen a clue mode already (then the warning below stays).
const CLUE_WITH_BOTS = "typed";
let clueAsked = null;   // the room whose clue this screen has set (once, while the reply comes)

function typedClueForBots(room, ctx) {
  const chosen = Object.prototype.hasOwnProperty.call(room.options || {}, "clue");
  if (chosen) clueAsked = null;   // set: a later change of game (options reset) asks again
  if (!ctx.editable || chosen || clueAsked === room.code || !(room.seats || []).some((s) => s.bot)) return;
  clueAsked = room.code;
  ctx.host("set_options", { options: { clue: CLUE_WITH_BOTS } });
}

export function render(root, room, ctx) {
  current = { root, room, ctx };
  typedClueForBots(room, ctx);
  // a deck chosen that this screen has not heard of yet: someone just uploaded it
  const known = new Set(["builtin", ...(decks || []).map((d) => d.id)]);
  if (decks === null || chosen(room).some((id) => !known.has(id))) refresh();
  draw(root, room, ctx);
}

function draw(root, room, ctx) {
  const { el } = ctx.ui;
  const t = ctx.t;
  const picked = chosen(room);
  const all = [{ id: "builtin", name: t("dixit.deck.builtin"), count: null }, ...(decks || [])];
  const set = (ids) => ctx.host("set_options", { options: { decks: ids } });
  const rows = all.map((d) => {
    const on = picked.includes(d.id);
    const label = el("span", { class: "dixit-deck-name" }, d.name,
      d.count != null ? el("span", { class: "dixit-deck-count" }, ` · ${t("dixit.deck.count", { n: d.count })}`) : null);
    if (!ctx.editable) return on ? el("li", { class: "dixit-deck dixit-deck-on" }, label) : null;
    return el("li", { class: ["dixit-deck", on && "dixit-deck-on"] },
      el("label", null,
        el("input", {
          type: "checkbox", checked: on, dataset: { deck: d.id },
          onchange: (e) => set(e.target.checked ? [...picked, d.id] : picked.filter((x) => x !== d.id)),
        }), " ", label));
  });
  const parts = [el("div", { class: "opt-label" }, t("dixit.deck.title")), el("ul", { class: "dixit-decks" }, rows)];
  // a bot cannot say a clue aloud: with spoken clues its rounds would have none
  const spoken = ((room.options || {}).clue || "spoken") === "spoken";
  if (spoken && (room.seats || []).some((s) => s.bot)) parts.unshift(el("p", { class: "dixit-warn" }, t("dixit.deck.bots_need_typed")));
  if (ctx.editable && ctx.token) parts.push(uploadForm(room, ctx));
  root.replaceChildren(el("div", { class: "dixit-lobby" }, parts));
}

// The upload form is one node kept across renders (the lobby is redrawn whenever anyone
// joins or changes a setting): a host halfway through choosing files must not lose them.
// Each render only refreshes its texts (the language, or the catalogue arriving late).
let form = null;

function uploadForm(room, ctx) {
  const { el } = ctx.ui;
  if (form) {
    form.ctx = ctx;
    form.room = room;
    form.status();
    return form.node;
  }
  const t = (key, params) => form.ctx.t(key, params);
  const name = el("input", { class: "input", name: "name", maxlength: 24 });
  const files = el("input", { type: "file", name: "files", multiple: true, accept: "image/*", class: "dixit-files", dataset: { key: "deck-files" } });
  const folder = el("input", { type: "file", name: "folder", multiple: true, webkitdirectory: true, class: "dixit-files", dataset: { key: "deck-folder" } });
  const button = el("button", { type: "submit", class: "btn btn-primary", dataset: { key: "deck-upload" } });
  const msg = el("p", { class: "dixit-upload-msg", role: "status" });
  const summary = el("summary");
  const hint = el("p", { class: "muted small" });
  const filesLabel = el("span");
  const folderLabel = el("span");
  const f = { ctx, room };
  f.status = () => {
    summary.textContent = t("dixit.deck.add");
    hint.textContent = t("dixit.deck.hint");
    filesLabel.textContent = t("dixit.deck.pick_files");
    folderLabel.textContent = t("dixit.deck.pick_folder");
    button.textContent = t("dixit.deck.upload");
    name.placeholder = t("dixit.deck.name_hint");
    name.setAttribute("aria-label", t("dixit.deck.name"));
    button.disabled = upload.busy;
    msg.textContent = upload.message || "";
    msg.className = `dixit-upload-msg ${upload.ok ? "ok" : "bad"}`;
    msg.hidden = !upload.message;
  };
  const send = async (e) => {
    e.preventDefault();
    const list = [...files.files, ...folder.files].filter((x) => !x.name.startsWith("."));
    if (!list.length || upload.busy) return;
    const body = new FormData();
    body.append("room", f.ctx.room);
    body.append("token", f.ctx.token);
    body.append("name", name.value.trim());
    for (const x of list) body.append("files", x, x.name);
    Object.assign(upload, { busy: true, ok: false, message: t("dixit.deck.uploading", { n: list.length }) });
    f.status();
    try {
      const r = await fetch(DECKS, { method: "POST", body });
      const d = await r.json();
      if (r.ok) {
        Object.assign(upload, { ok: true, message: t("dixit.deck.uploaded", { name: d.name, n: d.count }) });
        files.value = "";
        folder.value = "";
        name.value = "";
        decks = null;
        f.ctx.host("set_options", { options: { decks: [...chosen(f.room).filter((x) => x !== d.id), d.id] } });
      } else {
        upload.message = d.message || t("dixit.deck.failed");
      }
    } catch (err) {
      upload.message = t("dixit.deck.failed");
    } finally {
      upload.busy = false;
      f.status();
      refresh();
    }
  };
  f.node = el("details", { class: "dixit-upload" }, summary, hint,
    el("form", { class: "form", onsubmit: send },
      name,
      el("label", { class: "dixit-pick" }, filesLabel, files),
      el("label", { class: "dixit-pick" }, folderLabel, folder),
      button),
    msg);
  form = f;
  f.status();
  return f.node;
}
