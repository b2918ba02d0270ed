// partytable: the seats' palette, the one place a seat's colour and letter come from (issue 19
// points 2 and 3). The shells' chips, every game's board and panel, and the event pages read it;
// nothing else names a seat colour (tests/test_palette.py).
//
// - SEAT_COLOURS: one colour per seat, assigned once by seat number (seat n -> n mod 12)
// - the classes .seat-c0 … .seat-c11 (installed here) set --seat, for a stylesheet to paint with
// - seatLetter(n): the letter that goes with the colour, so no marker is told apart by colour alone
//
// A plain ES module served at /static/phone/palette.js; a game's pieces reach it through
// ctx.ui.seatClass / seatLetter / seatMark, or import it from that address (e.g. an SVG map).

// Twelve hues far apart on a dark table; the letter carries the difference where an eye cannot
// (deuteranopia merges the orange, yellow and green ones).
export const SEAT_COLOURS = [
  "#ff8a5b", "#5bc0ff", "#ffd24d", "#7be38a", "#d58bff", "#ff6f91",
  "#4fe0d2", "#ffa94d", "#a0a8ff", "#c6e46a", "#ff9ad5", "#e2c59b",
];

const LETTERS = "ABCDEFGHIJKL";

/** The palette's index of seat ``n`` (any integer; the colours repeat after twelve seats). */
function slot(n) {
  return ((Number(n) % SEAT_COLOURS.length) + SEAT_COLOURS.length) % SEAT_COLOURS.length;
}

/** The seat's colour as a CSS colour. */
export function seatColour(n) {
  return SEAT_COLOURS[slot(n)];
}

/** The class that sets ``--seat`` to the seat's colour. */
export function seatClass(n) {
  return `seat-c${slot(n)}`;
}

/** The seat's letter: A for seat 0, B for seat 1, … (the same on the TV, every phone and the event pages). */
export function seatLetter(n) {
  return LETTERS[slot(n)];
}

/**
 * A seat's marker: a disc in its colour with its letter; ``data-seat`` names the seat (the tests
 * compare its colour with the chips'). ``extra``: more classes, e.g. a game's size.
 */
export function seatMark(n, extra = null) {
  const mark = document.createElement("span");
  mark.className = ["seat-mark", seatClass(n), extra].filter(Boolean).join(" ");
  mark.dataset.seat = String(n);
  mark.setAttribute("aria-hidden", "true");
  mark.textContent = seatLetter(n);
  return mark;
}

/** The rules .seat-c0 … .seat-c11, added to the page once (every page that draws a seat imports this). */
function installSeatClasses() {
  if (typeof document === "undefined" || document.getElementById("seat-palette")) return;
  const style = document.createElement("style");
  style.id = "seat-palette";
  style.textContent = SEAT_COLOURS.map((c, i) => `.seat-c${i} { --seat: ${c}; }`).join("\n");
  document.head.prepend(style);
}

installSeatClasses();
