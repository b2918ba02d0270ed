// Pompeii: the city map, drawn by the project as SVG from the view's board data
// (7x11 squares). Shared by the TV board (large, every detail) and the phone's
// prompts (small, tappable squares with the legal ones lit). Buildings take their
// colour, numbered buildings show their number, circles fill with the players'
// colours and letters (the one palette, controller/palette.js: the letter tells the seats apart
// where colours merge), lava covers a square with its symbol, gates open to the outside.

import { seatClass, seatLetter } from "/static/phone/palette.js";

const NS = "http://www.w3.org/2000/svg";
const CELL = 100;
// the edge labels' band around the map (the log names squares "F3" by them)
const EDGE = 40;
const FILL = { grey: "#9aa0a6", purple: "#9b6fc0", turquoise: "#3fb8af", brown: "#b07a4f", neutral: "#efe6d2" };
// Lava symbols as plain glyphs (no emoji font needed on the TV).
export const GLYPH = { scroll: "✉", coin: "◉", vase: "⚱", column: "⌶", mask: "☻", helmet: "♜" };

function svg(tag, attrs = {}, ...kids) {
  const n = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v != null && v !== false) n.setAttribute(k, String(v));
  for (const k of kids.flat()) if (k != null) n.appendChild(typeof k === "string" ? document.createTextNode(k) : k);
  return n;
}

export function squareKey(rc) {
  return `${rc[0]},${rc[1]}`;
}

// The circles of a building square (1-4), in fractions of the square, under its number.
const CIRCLES = {
  1: [[0.5, 0.6]],
  2: [[0.3, 0.6], [0.7, 0.6]],
  3: [[0.3, 0.4], [0.7, 0.4], [0.5, 0.78]],
  4: [[0.3, 0.4], [0.7, 0.4], [0.3, 0.78], [0.7, 0.78]],
};
const PIECE_R = 19;

/** A player's piece: a disc in the seat's colour with its letter (and how many, in Phase II). */
function piece(seat, [cx, cy], count = 1) {
  return svg("g", { class: "pm-piece-g" },
    svg("circle", { cx: cx * CELL, cy: cy * CELL, r: PIECE_R, class: `pm-piece ${seatClass(seat)}`, "data-seat": seat }),
    svg("text", { x: cx * CELL, y: cy * CELL + 10, class: "pm-piece-letter" }, seatLetter(seat) + (count > 1 ? String(count) : "")));
}

/** The part of the map a view shows: every square, or ``region`` ({r0, r1, c0, c1}, inclusive) on a phone. */
function viewBox(board, region, labels) {
  const r = region || { r0: 0, r1: board.rows - 1, c0: 0, c1: board.cols - 1 };
  const pad = labels ? EDGE : 0;
  return `${r.c0 * CELL - pad} ${r.r0 * CELL - pad} ${(r.c1 - r.c0 + 1) * CELL + pad} ${(r.r1 - r.r0 + 1) * CELL + pad}`;
}

/**
 * The map as an <svg>. ``opts``: ``lit`` (Set of "r,c" keys to highlight), ``picked``
 * (a key drawn as chosen), ``onSquare(r, c)`` (makes lit squares tappable), ``phase``.
 */
export function cityMap(board, opts = {}) {
  const lit = opts.lit || new Set();
  const root = svg("svg", { viewBox: viewBox(board, opts.region, opts.labels), class: "pm-map", role: "img" });
  const gates = new Map(Object.values(board.gates).map((g) => [squareKey(g.square), g]));
  for (const row of board.squares) {
    for (const s of row) {
      const x = s.c * CELL;
      const y = s.r * CELL;
      const key = `${s.r},${s.c}`;
      const g = svg("g", { class: ["pm-sq", `pm-${s.kind}`, lit.has(key) && "pm-lit", opts.picked === key && "pm-picked"].filter(Boolean).join(" "),
        transform: `translate(${x} ${y})`, "data-square": s.id });
      let fill = "#3b342b";
      if (s.kind === "street" || s.kind === "gate") fill = "#d9cba8";
      if (s.kind === "vent") fill = "#5a3d2b";
      if (s.kind === "building") fill = FILL[s.colour] || "#ccc";
      g.appendChild(svg("rect", { x: 2, y: 2, width: CELL - 4, height: CELL - 4, rx: 8, fill, class: "pm-ground" }));
      if (s.kind === "outside") g.appendChild(svg("path", { d: "M10 80 L30 60 L50 75 L70 50 L90 70", class: "pm-hills" }));
      if (s.kind === "vent") g.appendChild(svg("path", { d: "M18 82 L42 34 L58 34 L82 82 Z", class: "pm-cone" }));
      const gate = gates.get(key);
      if (gate) g.appendChild(svg("path", { d: "M28 86 L28 40 Q50 14 72 40 L72 86", class: "pm-arch" }));
      if (s.kind === "building" && s.circles) {
        (CIRCLES[s.circles] || CIRCLES[4]).forEach((spot, i) => {
          const owner = opts.phase === "immigration" || opts.phase == null ? s.pieces[i] : undefined;
          g.appendChild(owner == null ? svg("circle", { cx: spot[0] * CELL, cy: spot[1] * CELL, r: PIECE_R, class: "pm-circle" }) : piece(owner, spot));
        });
      }
      if (s.building) g.appendChild(svg("text", { x: 6, y: 30, class: "pm-num" }, String(s.building)));
      if (s.lava) {
        g.appendChild(svg("rect", { x: 4, y: 4, width: CELL - 8, height: CELL - 8, rx: 10, class: "pm-lava" }));
        g.appendChild(svg("text", { x: CELL / 2, y: CELL / 2 + 14, class: "pm-glyph" }, GLYPH[s.lava] || "✸"));
      } else if (s.kind === "vent" && s.vent) {
        g.appendChild(svg("text", { x: CELL / 2, y: 30, class: "pm-vent-glyph" }, GLYPH[s.vent] || ""));
      }
      // Phase II: any number of pieces share a square, grouped by player with a count
      if (opts.phase && opts.phase !== "immigration" && s.pieces.length) {
        const counts = new Map();
        for (const p of s.pieces) counts.set(p, (counts.get(p) || 0) + 1);
        [...counts.entries()].forEach(([p, k], i) => g.appendChild(piece(p, CIRCLES[4][i % 4], k)));
      }
      if (lit.has(key)) {
        g.appendChild(svg("rect", { x: 3, y: 3, width: CELL - 6, height: CELL - 6, rx: 9, class: "pm-lit-ring" }));
        if (opts.onSquare) {
          g.setAttribute("tabindex", "0");
          g.addEventListener("click", () => opts.onSquare(s.r, s.c));
        }
      }
      root.appendChild(g);
    }
  }
  if (opts.labels) {
    // edge labels outside the squares, so the log's "F3" can be found on the map
    for (let c = 0; c < board.cols; c++) root.appendChild(svg("text", { x: c * CELL + CELL / 2, y: -10, class: "pm-edge" }, String.fromCharCode(65 + c)));
    for (let r = 0; r < board.rows; r++) root.appendChild(svg("text", { x: -EDGE / 2, y: r * CELL + CELL / 2 + 10, class: "pm-edge" }, String(r + 1)));
  }
  return root;
}

/**
 * The squares a phone's map shows: those around ``keys`` ("r,c"), one square more on each side, so a
 * square is a fingertip wide (issue 19 point 3: taps of at least 44 px) instead of the whole city's 29-32 px.
 */
export function regionAround(board, keys) {
  const at = [...keys].map((k) => k.split(",").map(Number));
  if (!at.length) return null;
  const rows = at.map(([r]) => r), cols = at.map(([, c]) => c);
  return { r0: Math.max(0, Math.min(...rows) - 1), r1: Math.min(board.rows - 1, Math.max(...rows) + 1),
    c0: Math.max(0, Math.min(...cols) - 1), c1: Math.min(board.cols - 1, Math.max(...cols) + 1) };
}

/** A square as the map's edge labels name it: column letter, row number ("r2c5" -> "F3"). */
export function squareName(id) {
  const m = /^r(\d+)c(\d+)$/.exec(String(id));
  return m ? `${String.fromCharCode(65 + Number(m[2]))}${Number(m[1]) + 1}` : String(id);
}

/** The engine's ids in message params as readable words (squares, symbols, the way out). */
export function params(p) {
  if (!p || typeof p !== "object") return p;
  const out = { ...p };
  for (const k of ["square", "to"]) {
    if (out[k] === "out") out[k] = { key: "pompeii.label.out" };
    else if (typeof out[k] === "string") out[k] = squareName(out[k]);
  }
  if (typeof out.symbol === "string") out.symbol = { key: `pompeii.symbol.${out.symbol}` };
  return out;
}
