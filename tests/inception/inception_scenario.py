"""盗梦都市 scenarios: the rulebook's steps over the test kit (docs/engine.md, "Testing a game with the kit").

A scenario starts at the first turn of an arranged table (``Inception.arrange``): by default 5 players, seat 0
the master (``master=None``: the 3-4 player variant before anyone becomes master), the secret in layer 4, everyone in layer 1, no roles, empty hands; the seat whose turn it is
draws its 2 cards from ``deck_top`` first.
"""

from games.core.testing import Scenario
from games.inception import GAME
from games.inception.cards import KIND_OF

ARRANGE_KEYS = ("master", "roles", "faces", "hands", "deck_top", "secret", "nightmares", "spare", "bribes",
                "bribe_pile", "layers", "locks", "opened", "first", "dice", "deck_left")


def cards_of(kind: str, n: int = 1, skip: int = 0) -> list:
    """``n`` card ids of ``kind`` (after skipping ``skip`` of them): tests name cards by kind."""
    return [c for c, k in enumerate(KIND_OF) if k == kind][skip:skip + n]


# Cards the tests name, a few of each kind (card ids are fixed: cards.KIND_OF).
U = cards_of("unseal", 6)
S = cards_of("shoot", 6)
SH = cards_of("shuttle", 4)
SS = cards_of("shoot_shuttle", 2)
C = cards_of("creation", 3)
PEEK = cards_of("peek", 3)
KICK = cards_of("kick", 2)
TS = cards_of("time_storm", 3)
RES = cards_of("resonance", 1)


class InceptionScenario(Scenario):
    def __init__(self, players=5, seed=1, options=None, **arrange):
        spec = {"master": 0, "secret": 4}
        spec.update(arrange)
        unknown = set(spec) - set(ARRANGE_KEYS)
        assert not unknown, f"no arrange key {unknown}"
        super().__init__(GAME, players, options or {}, seed, arrange=spec)

    # -- reading ---------------------------------------------------------------------------------------
    @property
    def table(self) -> dict:
        return self.table_of(None)

    def layer_of(self, seat: int) -> int:
        return self.table["seats"][seat]["layer"]

    def locks(self, layer: int) -> int:
        return self.table["layers"][layer - 1]["locks"]

    def vault(self, layer: int) -> str:
        return self.table["layers"][layer - 1]["vault"]

    def hand(self, seat: int) -> list:
        return [c["id"] for c in self.table_of(seat)["me"]["hand"]]

    def hand_size(self, seat: int) -> int:
        return self.table["seats"][seat]["hand"]

    def alive(self, seat: int) -> bool:
        return self.table["seats"][seat]["alive"]

    def asked(self, key: str) -> list:
        return self.seats_asked(key)

    # -- playing ---------------------------------------------------------------------------------------
    def to_play(self, seat: int) -> "InceptionScenario":
        """Time out whatever comes before ``seat``'s play prompt (draws need no answer)."""
        self.time_out_until("prompt.play", seat)
        return self

    def use(self, seat: int, card: int, *answers) -> "InceptionScenario":
        """``seat`` uses ``card`` in its play phase, then gives ``answers`` to its own next prompts."""
        self.answer(seat, [str(card)], "prompt.play")
        for a in answers:
            self.answer(seat, a)
        return self

    def act(self, seat: int, choice: str, *answers) -> "InceptionScenario":
        """A non-card choice of the play prompt (``move:2``, ``revive``, ``skill:power`` ...)."""
        self.answer(seat, [choice], "prompt.play")
        for a in answers:
            self.answer(seat, a)
        return self

    def end_play(self, seat: int) -> "InceptionScenario":
        return self.answer(seat, ["end"], "prompt.play")

    def nobody_cancels(self) -> "InceptionScenario":
        return self.answer_all(["pass"], "prompt.unseal")

    def play_choices(self, seat: int) -> list:
        return self.choices_of(seat, "prompt.play")
