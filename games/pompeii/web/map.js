// Pompeii: the city map, drawn by the project as SVG from the view's board data
// (7x11 squares). Shared by the TV board (large, every detail) and the phone's
// prompts (small, tappable squares with the legal ones lit). Buildings take their
// colour, numbered buildings show their number, circles fill with the players'
// colours, lava covers a square with its symbol, gates open to the outside.

const NS = "http://www.w3.org/2000/svg";
const CELL = 100;
export const SEAT_COLOURS = ["#e4572e", "#2e86de", "#f3c623", "#8e44ad", "#27ae60", "#e67e22"];
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

function circlesAt(n) {
  // up to 4 circles in a 2x2 grid (buildings hold 1-4 per square)
  const spots = [[0.3, 0.33], [0.7, 0.33], [0.3, 0.72], [0.7, 0.72]];
  if (n === 1) return [[0.5, 0.55]];
  if (n === 2) return [[0.3, 0.55], [0.7, 0.55]];
  if (n === 3) return [[0.3, 0.38], [0.7, 0.38], [0.5, 0.75]];
  return spots.slice(0, n);
}

/**
 * The map as an <svg>. ``opts``: ``lit`` (Set of "r,c" keys to highlight), ``picked``
 * (a key drawn as chosen), ``onSquare(r, c)`` (makes lit squares tappable), ``phase``.
 */
export function cityMap(board, opts = {}) {
  const lit = opts.lit || new Set();
  const root = svg("svg", { viewBox: `0 0 ${board.cols * CELL} ${board.rows * CELL}`, class: "pm-map", role: "img" });
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
      if (s.building) g.appendChild(svg("text", { x: 10, y: 26, class: "pm-num" }, String(s.building)));
      if (s.kind === "building" && s.circles) {
        circlesAt(s.circles).forEach(([cx, cy], i) => {
          const owner = opts.phase === "immigration" || opts.phase == null ? s.pieces[i] : undefined;
          g.appendChild(svg("circle", { cx: cx * CELL, cy: cy * CELL, r: 13, class: owner == null ? "pm-circle" : "pm-piece",
            fill: owner == null ? "none" : SEAT_COLOURS[owner % SEAT_COLOURS.length] }));
        });
      }
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
        [...counts.entries()].forEach(([p, k], i) => {
          const cx = 26 + (i % 3) * 24;
          const cy = 40 + Math.floor(i / 3) * 30;
          g.appendChild(svg("circle", { cx, cy, r: 13, class: "pm-piece", fill: SEAT_COLOURS[p % SEAT_COLOURS.length] }));
          if (k > 1) g.appendChild(svg("text", { x: cx, y: cy + 6, class: "pm-count" }, String(k)));
        });
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
    // edge labels, so the log's "F3" can be found on the map
    for (let c = 0; c < board.cols; c++) root.appendChild(svg("text", { x: c * CELL + CELL / 2, y: 14, class: "pm-edge" }, String.fromCharCode(65 + c)));
    for (let r = 0; r < board.rows; r++) root.appendChild(svg("text", { x: board.cols * CELL - 8, y: r * CELL + 18, class: "pm-edge pm-edge-row" }, String(r + 1)));
  }
  return root;
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
