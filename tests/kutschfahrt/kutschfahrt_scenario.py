"""魔城馬車 scenario tests in the rulebook's words: the kit's Scenario (games/core/testing.py) with the steps
of a turn (trade, attack, announce, pass) and of a fight (Priest, support, Hypnotist, items, Doctor, reward).

``KutschfahrtScenario(4, societies=[...], professions=[...], hands={0: ["key"]}, first=0)`` deals what the
test names (Kutschfahrt.arrange); everything else comes from the seed.
"""

from __future__ import annotations

from games.core.testing import Scenario
from games.kutschfahrt import GAME

ORDER, BROTHERHOOD = "order", "brotherhood"


class KutschfahrtScenario(Scenario):
    def __init__(self, players: int = 4, seed: int = 1, societies=None, professions=None, hands=None,
                 pile_top=None, first=0, used=None, **options):
        arrange = {k: v for k, v in (("societies", societies), ("professions", professions), ("hands", hands),
                                     ("pile_top", pile_top), ("first", first), ("used", used)) if v is not None}
        super().__init__(GAME, players, options, seed, arrange=arrange)

    # -- reading ------------------------------------------------------------------------------------
    @property
    def active(self) -> int:
        return self.table_of(None)["active"]

    def items_of(self, seat: int) -> list:
        return self.table_of(seat)["me"]["items"]

    def notes_of(self, seat: int) -> list:
        return self.table_of(seat)["me"]["notes"]

    def fight(self) -> dict:
        return self.table_of(None)["fight"]

    def strength(self) -> dict:
        return self.fight()["strength"]

    def log_keys(self) -> list:
        return [e["key"].rsplit(".", 1)[1] for e in self.table_of(None)["log"]]

    # -- a turn ------------------------------------------------------------------------------------
    def act(self, action: str) -> "KutschfahrtScenario":
        return self.answer(self.active, [action], "action")

    def offer(self, partner: int, item: str) -> "KutschfahrtScenario":
        """The active player hands ``item`` to ``partner`` face down."""
        seat = self.active
        return self.act("trade").answer(seat, [str(partner)], "trade_partner").answer(seat, [item], "trade_item")

    def accept(self, partner: int, give_back: str) -> "KutschfahrtScenario":
        return self.answer(partner, [give_back], "trade_answer")

    def refuse(self, partner: int) -> "KutschfahrtScenario":
        return self.answer(partner, ["refuse"], "trade_answer")

    def trade(self, partner: int, item: str, give_back: str) -> "KutschfahrtScenario":
        return self.offer(partner, item).accept(partner, give_back)

    def pass_turn(self) -> "KutschfahrtScenario":
        return self.act("pass")

    def announce(self, *teammates, solo: bool = False) -> "KutschfahrtScenario":
        seat = self.active
        picks = ["solo"] if solo else [str(s) for s in teammates]
        return self.act("announce").answer(seat, picks, "announce")

    # -- a fight -----------------------------------------------------------------------------------
    def attack(self, defender: int) -> "KutschfahrtScenario":
        seat = self.active
        return self.act("attack").answer(seat, [str(defender)], "attack_target")

    def no_priest(self) -> "KutschfahrtScenario":
        return self.answer_all(["pass"], "priest")

    def declare(self, support=None) -> "KutschfahrtScenario":
        """Every player but the fighters declares in seat order: ``support`` seat -> side, else neutral."""
        support = support or {}
        while self.prompts("support"):
            seat = self.prompts("support")[0].seat
            self.answer(seat, [support.get(seat, "neutral")], "support")
        return self

    def hypnotise(self, target=None) -> "KutschfahrtScenario":
        attacker = self.fight()["attacker"]
        return self.answer(attacker, ["none" if target is None else str(target)], "hypnotist")

    def use(self, seat: int, choice: str) -> "KutschfahrtScenario":
        """Everyone passes in the item round until ``seat`` is asked, which uses ``choice``."""
        while True:
            p = self.prompts("fight_use")[0]
            if p.seat == seat:
                return self.answer(seat, [choice], "fight_use")
            self.answer(p.seat, ["pass"], "fight_use")

    def items_done(self) -> "KutschfahrtScenario":
        """Everyone passes until the item round is over."""
        while self.prompts("fight_use"):
            self.answer(self.prompts("fight_use")[0].seat, ["pass"], "fight_use")
        return self

    def no_doctor(self) -> "KutschfahrtScenario":
        return self.answer_all(["pass"], "doctor")

    def to_result(self, defender: int, support=None, uses=()) -> "KutschfahrtScenario":
        """Attack ``defender``, no Priest, declarations, no Hypnotist, ``uses`` [(seat, choice)] in the item
        round; stops at the Doctor window."""
        self.attack(defender).no_priest().declare(support).hypnotise()
        for seat, choice in uses:
            self.use(seat, choice)
        return self.items_done()
