"""盗梦都市: the state of a match, plain lists and ints (docs/inception.md, "The state").

A card is its index in the deck (cards.KIND_OF); zones are lists of indices; the deck's top is its last
element. Layers are 0 (lost) to 4. Who-knows-what is data: ``vault_seen`` (the layers each seat has seen
the vault of), ``peeks`` (what each seat was shown privately). Nothing here asks questions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

LOG_KEEP = 40


@dataclass
class InceptionState:
    players: int
    options: dict
    small: bool                    # the 3-4 player variant (§11)
    deck: list
    hands: list
    master: Optional[int]
    layer: list                    # seat -> 0..4
    start_locks: list              # index 0 unused, 1..4
    locks: list
    vaults: list                   # index 0 unused: "gold" / "secret" per layer
    opened: list                   # index 0 unused: bool per layer
    nightmares: list               # index 0 unused: nightmare id or None per layer
    spare: list                    # unplaced nightmares (I8)
    nightmare_box: list            # nightmares out of play (spare_nightmares_out, the variant)
    bribe_pile: list               # undealt bribe cards, face down, drawn at random
    bribe_box: list                # bribe cards this table does not use
    bribes: list                   # seat -> its bribe cards
    roles: list                    # seat -> role id or None (beginner)
    offers: list                   # seat -> role ids offered
    faces: list                    # seat -> "a" / "b" (two-sided roles)
    vault_seen: list               # seat -> layers whose vault it has seen
    peeks: list                    # seat -> private sightings [{"key", "seat", "cards"}]
    discard: list = field(default_factory=list)
    removed: list = field(default_factory=list)      # 时间风暴 removed from the game
    spent: list = field(default_factory=list)        # nightmares discarded or resolved (白羊's 闪耀 counts them)
    pool: list = field(default_factory=list)         # cards face up on the table mid-effect (万有引力, 重影)
    stage: str = "roles"
    world: Optional[str] = None                      # the master's role card at the reveal: its world rule (§5.8)
    master_pool: list = field(default_factory=list)  # §11: master roles set aside, drawn by whoever becomes master
    dice: list = field(default_factory=list)         # arranged die faces (tests), used first
    deck_known: dict = field(default_factory=dict)   # deck card -> seats that put it there knowingly (嫁接)
    current: int = 0
    phase: str = "start"
    turn: int = 0
    died_at: list = field(default_factory=list)      # seat -> the layer it died in (the master revives there)
    # per turn
    unlocks: int = 0
    revived: list = field(default_factory=list)      # seats revived this turn
    free_move_used: bool = False
    resonance: Optional[dict] = None                 # {"from": seat, "to": seat}
    used: dict = field(default_factory=dict)         # skill id -> uses this turn (限一次)
    game_uses: dict = field(default_factory=dict)    # skill id -> uses this game (棋局's 易位)
    swaps: list = field(default_factory=list)        # 移形换影 swaps to undo at the end of the turn
    used_names: list = field(default_factory=list)   # card kinds used this turn (水瓶, 金星)
    used_cards: list = field(default_factory=list)   # card ids used this turn
    doomed: list = field(default_factory=list)       # 冥王星: seats going to the lost layer at the end of the turn
    maze: dict = field(default_factory=dict)         # 筑梦师: seat -> the turn number its maze lasts through
    # shown on the table
    resolving: Optional[dict] = None
    roll: Optional[dict] = None
    window: Optional[dict] = None
    shown: list = field(default_factory=list)
    nightmare_shown: Optional[dict] = None
    log: list = field(default_factory=list)
    # the end
    result: str = ""
    winners: list = field(default_factory=list)
    alone: Optional[int] = None

    def log_add(self, key: str, **params) -> None:
        self.log.append({"key": "inception.log." + key, "params": params})
        if len(self.log) > LOG_KEEP * 2:
            del self.log[:LOG_KEEP]

    # -- readings the flow and the views share ------------------------------------
    def alive(self, seat: int) -> bool:
        return self.layer[seat] != 0

    def thieves(self) -> list:
        return [s for s in range(self.players) if s != self.master]

    def living(self) -> list:
        return [s for s in range(self.players) if self.layer[s] != 0]

    def in_layer(self, layer: int) -> list:
        return [s for s in range(self.players) if self.layer[s] == layer]

    def is_traitor(self, seat: int) -> bool:
        return "deal" in self.bribes[seat]

    def role(self, seat: int) -> Optional[str]:
        return self.roles[seat]
