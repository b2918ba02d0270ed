"""The Downfall of Pompeii bots. They see only their seat's MatchView and the prompt, like a phone;
the board's geometry is public data (``board.py``).

- ``random``: the core RandomBot (any legal answer; it stops relatives and moves at random).
- ``smart``: a heuristic player. Phase I: it plays the card and takes the circle nearest a gate
  (away from the vents), prefers parts that already hold pieces once relatives are on, places
  every relative it may (nearest a gate again), and throws the rival piece nearest a gate into
  the volcano. Phase II: it puts lava where it burns, cuts off or slows rival pieces most and its
  own least, and moves: an escape first, else the move that brings a piece nearest the way out
  (the shortest way, counted on the board with the lava), liking crowded squares (they move
  further next time).
"""

from __future__ import annotations

from games.core.bots import Bot, RandomBot, random_answer

from . import board as B

STOP, OUT, NO_VICTIM = "stop", "out", "none"
ESCAPE = 100.0          # an escape beats any other move
BURN = 12.0             # a piece lost to lava or a cut-off, in steps of distance
OWN_WEIGHT = 1.5        # own losses count more than a rival's
RELATIVE_VALUE = 1.5    # per piece already in the part (one relative each, when active)
VENT_SAFETY = 0.4       # per step away from the nearest vent (up to 3)
CROWD = 0.3             # per piece on the destination square of a move
FAR = 30                # the distance of a cut-off square

CALM_EXITS = B.exit_distances({})
VENT_DISTANCE = B.distances(B.VENTS.values(), {})


def read_board(table: dict) -> tuple:
    """(lava: square -> symbol, pieces: square -> seats) from the view."""
    lava, pieces = {}, {}
    for row in table["board"]["squares"]:
        for cell in row:
            sq = (cell["r"], cell["c"])
            if "lava" in cell:
                lava[sq] = cell["lava"]
            if cell["pieces"]:
                pieces[sq] = list(cell["pieces"])
    return lava, pieces


def square_of(choice: dict):
    return tuple(choice["ref"]["square"])


class PompeiiBot(Bot):
    """The heuristic player described in the module docstring."""

    def answer(self, view: dict, prompt: dict):
        table = view["table"]
        handler = getattr(self, "_" + prompt["key"].rsplit(".", 1)[1], None)
        if prompt["kind"] != "choose" or handler is None:
            return random_answer(prompt, self.rng)
        return handler(table, prompt)

    # -- Phase I -------------------------------------------------------------------
    def _spot(self, table: dict, sq, relatives: bool) -> float:
        """How good a circle is: near a gate, away from the vents, in a full part (relatives)."""
        _, pieces = read_board(table)
        score = -CALM_EXITS.get(sq, FAR) + VENT_SAFETY * min(VENT_DISTANCE.get(sq, 3), 3)
        if relatives:
            part = B.SQUARES[sq].part
            score += RELATIVE_VALUE * sum(len(pieces.get(s, ())) for s in B.PARTS[part])
        return score

    def _best_square(self, table: dict, prompt: dict, relatives: bool) -> str:
        squares = [c for c in prompt["choices"] if c["id"] != STOP]
        best = max(squares, key=lambda c: (self._spot(table, square_of(c), relatives), self.rng.random()))
        return best["id"]

    def _play_card(self, table: dict, prompt: dict):
        _, pieces = read_board(table)
        relatives = table["deck"]["relatives"]

        def value(choice):
            parts = B.BUILDINGS[choice["ref"]["building"]]
            free = [sq for p in parts for sq in B.PARTS[p] if B.SQUARES[sq].circles > len(pieces.get(sq, ()))]
            if not free:  # a wild card: any free circle, no relatives
                free = [sq for sq in B.BUILDING_SQUARES if B.SQUARES[sq].circles > len(pieces.get(sq, ()))]
                return max((self._spot(table, sq, False) for sq in free), default=-FAR)
            return max(self._spot(table, sq, relatives) for sq in free)

        return [max(prompt["choices"], key=lambda c: (value(c), self.rng.random()))["id"]]

    def _place(self, table: dict, prompt: dict):
        return [self._best_square(table, prompt, table["deck"]["relatives"])]

    def _place_wild(self, table: dict, prompt: dict):
        return [self._best_square(table, prompt, False)]

    def _relative(self, table: dict, prompt: dict):
        return [self._best_square(table, prompt, False)]

    def _omen(self, table: dict, prompt: dict):
        victims = [c for c in prompt["choices"] if c["id"] != NO_VICTIM]
        rivals = [c for c in victims if c["ref"]["seat"] != self.seat]
        if rivals:  # the rival piece with the best chance to escape
            return [min(rivals, key=lambda c: (CALM_EXITS.get(square_of(c), FAR), self.rng.random()))["id"]]
        if any(c["id"] == NO_VICTIM for c in prompt["choices"]):
            return [NO_VICTIM]
        return [max(victims, key=lambda c: (CALM_EXITS.get(square_of(c), FAR), self.rng.random()))["id"]]

    # -- Phase II ------------------------------------------------------------------
    def _lava_value(self, table: dict, sq, symbol: str) -> float:
        """Rival losses minus own losses (weighted) if lava covered ``sq``."""
        lava, pieces = read_board(table)
        after = {**lava, sq: symbol}
        before_d, after_d = B.exit_distances(lava), B.exit_distances(after)
        score = 0.0
        for here, seats in pieces.items():
            lost = here == sq or here not in after_d
            cost = BURN if lost else min(after_d[here] - before_d.get(here, FAR), BURN)
            for s in seats:
                score += -OWN_WEIGHT * cost if s == self.seat else cost
        return score

    def _lava(self, table: dict, prompt: dict):
        symbol = prompt["params"]["symbol"]
        return [max(prompt["choices"], key=lambda c: (self._lava_value(table, square_of(c), symbol),
                                                      self.rng.random()))["id"]]

    def _dual_symbol(self, table: dict, prompt: dict):
        lava, _ = read_board(table)

        def best(symbol):
            if symbol not in lava.values():
                return self._lava_value(table, B.VENTS[symbol], symbol)
            return max((self._lava_value(table, sq, symbol) for sq in B.lava_targets(symbol, lava)),
                       default=0.0)

        return [max(prompt["choices"], key=lambda c: (best(c["id"]), self.rng.random()))["id"]]

    def _move(self, table: dict, prompt: dict):
        lava, pieces = read_board(table)
        exits = B.exit_distances(lava)

        def value(choice):
            ref = choice["ref"]
            if ref["to"] == OUT:
                return ESCAPE - ref["steps"]
            frm, to = tuple(ref["from"]), tuple(ref["to"])
            return exits.get(frm, FAR) - exits.get(to, FAR) + CROWD * len(pieces.get(to, ()))

        moves = [c for c in prompt["choices"] if c["id"] != STOP]
        best = max(moves, key=lambda c: (value(c), self.rng.random()))
        return [best["id"]] if value(best) > 0 else [STOP]


__all__ = ["PompeiiBot", "RandomBot"]
