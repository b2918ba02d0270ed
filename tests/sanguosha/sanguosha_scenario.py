"""The 三国杀 helper class for scenario tests (docs/engine.md §12): a match from an arranged setup,
played by the rulebook's steps. Cards are named by the brief's codes (S001-S108, `card("S046")`; 军争's M001-M052,
`card("M003")`)."""

from __future__ import annotations

from games.core.testing import Scenario
from games.sanguosha import GAME

ARRANGE_KEYS = ("roles", "heroes", "hands", "deck_top", "equip", "judgement", "hp", "first_turn", "dead", "jade", "armor",
                "rage")


# Where each code series starts in the deck (docs/sanguosha-data.md): the 108 first, 军争's 52 after them.
CODE_START = {"S": 0, "M": 108}


def card(code: str) -> int:
    """The deck index of the brief's card `code` (docs/sanguosha-data.md: index = code number - 1, after the
    cards of the series before it)."""
    return CODE_START[code[0]] + int(code[1:]) - 1


def cards(*codes: str) -> list:
    return [card(c) for c in codes]


class SgsScenario(Scenario):
    """`SgsScenario(4, roles=[...], hands={0: cards("S046")}, deck_top=..., first_turn=0)`. Without
    `heroes` the match is played without heroes (seed 000 l.421: no skills), so only the cards act."""

    def __init__(self, players: int = 4, seed: int = 1, **spec):
        arrange = {k: v for k, v in spec.items() if k in ARRANGE_KEYS and v is not None}
        options = {k: v for k, v in spec.items() if k not in ARRANGE_KEYS}
        if "heroes" not in arrange:
            options.setdefault("no_heroes", True)
        super().__init__(GAME, players, options, seed, arrange=arrange)

    # -- reading -------------------------------------------------------------------------------
    def seat(self, s: int) -> dict:
        return self.table_of(None)["seats"][s]

    def hp(self, s: int) -> int:
        return self.seat(s)["hp"]

    def hand(self, s: int) -> list:
        return [c["id"] for c in self.table_of(s)["me"]["hand"]]

    def offered(self, s: int, key: str = "play") -> list:
        return self.choices_of(s, key)

    # -- the rulebook's steps ------------------------------------------------------------------
    def use(self, s: int, c: int, *targets: int):
        """Use card `c` in the play phase, on `targets` when the card asks for them."""
        self.answer(s, [str(c)], "play")
        if targets:
            self.answer(s, [str(t) for t in targets], "targets")
        return self

    def use_skill(self, s: int, skill: str, chosen=(), *targets: int):
        """Use a skill from the play prompt: a view-as skill takes `chosen` cards, then `targets`."""
        self.answer(s, ["skill:" + skill], "play")
        if chosen:
            self.answer(s, [str(c) for c in chosen], "viewas")
        if targets:
            self.answer(s, [str(t) for t in targets], "targets")
        return self

    def pass_window(self):
        """Nobody uses 无懈可击: every living seat passes the window."""
        return self.answer_all(["pass"], "nullify")

    def negate(self, s: int, c: int):
        """Seat `s` answers the open window with 无懈可击 `c`; everyone else passes."""
        return self.answer_all(lambda p: [str(c)] if p.seat == s else ["pass"], "nullify")

    def respond(self, s: int, c=None):
        """Play card `c` (or a choice id such as "armor") in answer, or pass (None)."""
        return self.answer(s, ["pass" if c is None else str(c)], "respond")

    def decline(self, s: int, key: str = "peach"):
        return self.answer(s, ["pass"], key)

    def nobody_saves(self):
        """Every seat asked for 桃 for a dying player declines, until no one is asked (the player dies)."""
        while self.prompts("peach"):
            self.decline(self.prompts("peach")[0].seat)
        return self

    def end_play(self, s: int):
        return self.answer(s, ["end"], "play")

    def use_effect(self, s: int, yes: bool = True):
        return self.answer(s, ["use" if yes else "pass"], "skill")

    def until(self, key: str, seat=None):
        """Time every prompt out until one with `key` opens (for `seat`)."""
        return self.time_out_until(key, seat)


ROLES4 = ["lord", "rebel", "loyalist", "renegade"]
FILLER = cards("S084", "S085")     # two 闪 drawn in the draw phase: nothing to use in the play phase


def turn_of(seat: int, hands: dict, players: int = 4, roles=ROLES4, deck_top=FILLER, **spec) -> SgsScenario:
    """`seat`'s play phase, its hand `hands[seat]` plus the two cards it drew (`deck_top`'s first two)."""
    return SgsScenario(players, roles=roles, hands=hands, deck_top=deck_top, first_turn=seat, **spec)


def goldfish_turn(seat: int, hands: dict, **spec) -> SgsScenario:
    """`seat`'s play phase in a 金鱼 match without heroes (the Lord 5/5 with 2 玉佩, the others 4/4)."""
    return turn_of(seat, hands, goldfish=True, **spec)


def goldfish_slash_at_one_hp(victim: int, attacker: int = 0, **spec) -> SgsScenario:
    """In a 金鱼 match, `attacker`'s 杀 (♠7, S014) hits `victim`, at 1 HP with no 闪: `victim` is dying."""
    slash = card("S014")
    hands = spec.pop("hands", {})
    hands.setdefault(attacker, [slash])
    t = goldfish_turn(attacker, hands, hp={victim: 1, **spec.pop("hp", {})}, **spec)
    return t.use(attacker, slash, victim).respond(victim)
