"""三国杀 bots. Both see only their seat's view and prompts, like a phone.

- ``random``: plays legally at random and knows the prompt kinds: it answers a request for a card with a
  card of the needed kind from its own hand (or passes), uses 无懈可击 now and then and saves a dying
  player when it can.
- ``smart``: plays its role (docs/sanguosha.md, "Bots"): it guesses each seat's side from the public acts,
  attacks likely enemies (a Rebel the Lord first; a Renegade never the Lord while others live), saves
  itself and its side, negates harm to its side, equips, and plays its cards before it discards.
"""

from __future__ import annotations

from games.core import Bot, random_answer

from .cards import KINDS
from .effects import card_filter
from .heroes import SKILLS
from .roles import ROLE_OPTIONS, role_deck

PASS = "pass"
# How eagerly the random bot answers: with a card of the needed kind, a Negate, a Peach for the dying.
ANSWER_ODDS = {"respond": 0.8, "nullify": 0.3, "peach": 0.7}


def card_kind(choice: dict):
    card = (choice.get("ref") or {}).get("card")
    return card and card.get("as", card["kind"])


class SanguoshaRandomBot(Bot):
    def answer(self, view: dict, prompt: dict):
        name = prompt["key"].rpartition(".")[2]
        if name in ANSWER_ODDS:
            return self.answer_request(name, prompt)
        if name == "targets" and prompt["choices"]:
            k = self.rng.randint(1, min(prompt["max"], len(prompt["choices"])))
            return self.rng.sample([c["id"] for c in prompt["choices"]], k)
        return random_answer(prompt, self.rng)

    def answer_request(self, name: str, prompt: dict):
        wanted = {"respond": prompt["params"].get("need"), "nullify": "negate", "peach": "peach"}[name]
        fits = [c["id"] for c in prompt["choices"]
                if card_kind(c) == wanted or c["id"].startswith("skill:") or c["id"] == "armor"]
        if fits and self.rng.random() < ANSWER_ODDS[name]:
            return [self.rng.choice(fits)]
        return [PASS]


# =============================================================================================
# The smart bot
# =============================================================================================

# What a card does to the player it targets: harm (use it on enemies), the tricks that help.
HARMFUL = {"slash", "duel", "dismantle", "snatch", "indulgence", "borrowed_sword", "barbarian_invasion",
           "arrow_volley", "lightning"}
HELPFUL = {"peach", "something_from_nothing", "peach_garden_oath", "bountiful_harvest"}
# Cards that aim at every seat by themselves: who they hit tells nothing of the user's side.
EVERYONE = {"barbarian_invasion", "arrow_volley", "peach_garden_oath", "bountiful_harvest"}
# How much a card is worth keeping (the discard phase drops the cheapest; 五谷丰登 takes the dearest).
# A second 闪 or 杀 is worth less than the first (SECOND_COPY).
KEEP_VALUE = {"peach": 10, "negate": 7, "dodge": 7, "something_from_nothing": 6, "duel": 5, "snatch": 5,
              "dismantle": 5, "slash": 5, "indulgence": 5, "barbarian_invasion": 3, "arrow_volley": 3,
              "peach_garden_oath": 3, "borrowed_sword": 2, "bountiful_harvest": 2, "lightning": 0}
EQUIP_VALUE, SECOND_COPY = 2, 3
# The play phase, in this order: gear first, then what heals or draws, then the attacks (the cards drawn
# by 无中生有 may be used at once). Cards not listed are not played (闪电 could strike oneself).
PLAY_ORDER = ("equip", "peach", "something_from_nothing", "peach_garden_oath", "snatch", "dismantle",
              "indulgence", "duel", "barbarian_invasion", "arrow_volley", "borrowed_sword", "slash")
# Active skills the bot uses (at most once a play phase) and when; a view-as skill is used when it makes a
# card the play order names (武圣's 杀, 奇袭's 过河拆桥, 国色's 乐不思蜀). Others' questions would need
# judgement the bot does not have: not used.
SKILLS_USED = {"zhiheng": lambda bot: len(bot.hand) >= 2, "kurou": lambda bot: bot.my_seat["hp"] >= 3}
# Triggered effects a seat may decline: used, except the one that trades damage for two cards.
DECLINED = {"frost_sword"}
# An enemy score above this makes a seat a target; below ALLY a seat is treated as a friend.
ATTACK, ALLY = 0.5, 0.3
LEAN_STEP, LORD_LEAN_STEP = 0.5, 2.0
ENEMY_OF = {"lord": {"rebel", "renegade"}, "loyalist": {"rebel", "renegade"}, "rebel": {"lord", "loyalist", "renegade"}}


def seat_of(param) -> int | None:
    return param["seat"] if isinstance(param, dict) else param


class SanguoshaSmartBot(SanguoshaRandomBot):
    """Plays its role from its own view: who is on which side is guessed from the public acts (who used
    harm or help on whom, the Lord's side leaning on helping the Lord), attacks likely enemies, saves
    itself and its allies, negates harm to its side, equips, plays before discarding. Questions it has
    no rule for are answered as the random bot would."""

    def __init__(self, seat: int, rng=None):
        super().__init__(seat, rng)
        self.lean: dict = {}       # seat -> how much its acts side with the Lord (+) or against (-)
        self.last_log: list = []
        self.phase_key = None      # (round, current): the play phase the tried set belongs to
        self.tried: set = set()    # choices already picked this play phase (a card taken back stays out)

    # -- reading the view ------------------------------------------------------------------------
    def answer(self, view: dict, prompt: dict):
        self.read(view["table"])
        name = prompt["key"].rpartition(".")[2]
        handler = getattr(self, "on_" + name, None)
        return handler(prompt) if handler else super().answer(view, prompt)

    def read(self, table: dict) -> None:
        self.t = table
        self.me = table["me"]
        self.role = self.me["role"]
        self.seats = table["seats"]
        self.my_seat = self.seats[self.seat]
        self.hand = self.me["hand"]
        self.learn(table["log"])

    def learn(self, log: list) -> None:
        """Read the log entries that are new since the last look (the view shows the last 40)."""
        for entry in log[self.overlap(log):]:
            params = entry["params"]
            if entry["key"].endswith(".use") and params.get("player") is not None:
                for target in params.get("targets") or []:
                    self.saw_act(params["player"]["seat"], seat_of(target), params["kind"])
        self.last_log = list(log)

    def overlap(self, log: list) -> int:
        old = self.last_log
        for k in range(min(len(old), len(log)), 0, -1):
            if old[-k:] == log[:k]:
                return k
        return 0

    def saw_act(self, actor: int, target: int, kind: str) -> None:
        """Harm on the Lord is a Rebel's act, help to the Lord a Loyalist's; harm or help to another seat
        leans the actor against or with that seat's own lean."""
        if actor == target or kind not in HARMFUL | HELPFUL or kind in EVERYONE:
            return
        sign = 1 if kind in HELPFUL else -1
        if self.seats[target]["role"] == "lord":
            step = sign * LORD_LEAN_STEP
        else:
            lean = self.lean.get(target, 0.0)
            step = sign * LEAN_STEP * ((lean > 0) - (lean < 0))
        self.lean[actor] = self.lean.get(actor, 0.0) + step

    # -- who is who ------------------------------------------------------------------------------
    def living_roles_unknown(self) -> list:
        """The roles the living seats other than the Lord and me hold between them: the room's role
        cards less the Lord's, mine and the dead seats' (all public)."""
        options = [o for o in ROLE_OPTIONS if self.t["options"].get(o)]
        left = list(role_deck(len(self.seats), options))
        left.remove(self.role)
        if self.role != "lord":
            left.remove("lord")
        for s in self.seats:
            if not s["alive"] and s["role"] in left:
                left.remove(s["role"])
        return left

    def enemy_roles(self) -> set:
        if self.role != "renegade":
            return ENEMY_OF[self.role]
        # The Renegade keeps the balance: the Rebels first; the Lord's side once they are gone; the Lord last.
        unknown = self.living_roles_unknown()
        if "rebel" in unknown:
            return {"rebel"}
        return {"loyalist", "renegade"} if unknown else {"lord"}

    def enemy_score(self, s: int) -> float:
        """How likely seat `s` is an enemy: the share of enemies among the roles the unknown seats hold,
        moved by the seat's lean. The Lord's role is public."""
        if s == self.seat:
            return -1.0
        enemies = self.enemy_roles()
        if self.seats[s]["role"] is not None:
            return 1.0 if self.seats[s]["role"] in enemies else -1.0
        unknown = self.living_roles_unknown()
        prior = sum(r in enemies for r in unknown) / max(len(unknown), 1)
        towards_lord = 1 if enemies & {"lord", "loyalist"} else -1
        return prior + 0.25 * towards_lord * self.lean.get(s, 0.0)

    def ally(self, s: int) -> bool:
        return s == self.seat or self.enemy_score(s) < ALLY

    def enemies_by_threat(self, seats) -> list:
        """The seats that are likely enemies, the likeliest and weakest first."""
        scored = [(self.enemy_score(s), -self.seats[s]["hp"], s) for s in seats]
        return [s for score, _, s in sorted(scored, reverse=True) if score > ATTACK]

    # -- the play phase --------------------------------------------------------------------------
    def on_play(self, prompt: dict):
        key = (self.t["round"], self.t["current"])
        if key != self.phase_key:
            self.phase_key, self.tried = key, set()
        options = [c for c in prompt["choices"] if c["id"] not in self.tried and self.worth_playing(c)]
        if not options:
            return ["end"]
        best = min(options, key=self.play_rank)
        self.tried.add(best["id"])
        return [best["id"]]

    def play_rank(self, choice: dict) -> int:
        kind = card_kind(choice)
        if kind is None:                       # an active skill: after the cards that heal and draw
            return PLAY_ORDER.index("snatch")
        return PLAY_ORDER.index(self.play_group(kind))

    @staticmethod
    def play_group(kind: str) -> str:
        return "equip" if KINDS[kind].type == "equip" else kind

    def worth_playing(self, choice: dict) -> bool:
        if choice["id"].startswith("skill:"):
            skill = choice["id"][6:]
            if skill in SKILLS_USED:
                return SKILLS_USED[skill](self)
            made = SKILLS[skill].effect.get("view_as") if skill in SKILLS else None
            return made in PLAY_ORDER and self.can_make(skill, made)
        kind = card_kind(choice)
        if kind is None or self.play_group(kind) not in PLAY_ORDER:
            return False
        if self.play_group(kind) == "equip":
            return self.improves_gear(choice["ref"]["card"])
        if kind == "peach":
            return self.my_seat["hp"] < self.my_seat["max_hp"]
        if kind == "peach_garden_oath":
            return self.my_seat["hp"] < self.my_seat["max_hp"]
        if kind in ("barbarian_invasion", "arrow_volley"):
            return self.hits_more_enemies()
        if kind == "duel":   # 决斗 is won with 杀: without one the user takes the damage
            return any(c["kind"] == "slash" for c in self.hand)
        return True

    def improves_gear(self, card: dict) -> bool:
        """An empty slot is filled; a weapon is replaced by one that reaches further."""
        kind = KINDS[card["kind"]]
        worn = self.my_seat["equip"][kind.subtype]
        if worn is None:
            return True
        return kind.subtype == "weapon" and kind.attack_range > KINDS[worn["kind"]].attack_range

    def hits_more_enemies(self) -> bool:
        """南蛮入侵 and 万箭齐发 hit every other seat: worth it when most are likely enemies and no ally is
        one damage from dying."""
        others = [s["seat"] for s in self.seats if s["alive"] and s["seat"] != self.seat]
        if any(self.ally(s) and self.seats[s]["hp"] <= 1 for s in others):
            return False
        return sum(self.enemy_score(s) > ATTACK for s in others) * 2 > len(others)

    def on_targets(self, prompt: dict):
        """Aim the card at the likeliest enemies (the weakest first); none worth it: take it back."""
        seats = [int(c["id"]) for c in prompt["choices"]]
        kind = prompt["params"].get("kind")
        if kind in HELPFUL:
            chosen = [s for s in seats if self.ally(s)]
        else:
            chosen = self.enemies_by_threat(seats)
        if kind in ("snatch", "dismantle"):
            chosen = [s for s in chosen if self.has_cards(s)]
        return [str(s) for s in chosen[:prompt["max"]]]

    def has_cards(self, s: int) -> bool:
        seat = self.seats[s]
        return seat["hand"] > 0 or any(seat["equip"].values())

    # -- answering ---------------------------------------------------------------------------------
    def on_respond(self, prompt: dict):
        """Always dodge or answer with the card asked for (八卦阵 first: it costs nothing); 借刀杀人's 杀
        only at an enemy."""
        params = prompt["params"]
        victim = params.get("victim")
        if victim is not None and self.enemy_score(victim) <= ATTACK:
            return [PASS]
        return [self.card_for(prompt, params["need"])]

    def card_for(self, prompt: dict, need: str) -> str:
        ids = [c["id"] for c in prompt["choices"]]
        if "armor" in ids:
            return "armor"
        cards = sorted((c for c in prompt["choices"] if card_kind(c) == need), key=self.keep_value)
        if cards:
            return cards[0]["id"]
        return next((i for i in ids if i.startswith("skill:") and self.can_make(i[6:], need)), PASS)

    def conversion(self, skill: str, wanted: str) -> tuple:
        """(my cards a view-as effect can turn into `wanted`, how many make one), read from its public data:
        an equipment's (丈八蛇矛: any two hand cards) or a skill's (武圣: red cards; 龙胆: 杀 and 闪 each as
        the other) from the zones it names."""
        if skill in KINDS:
            return list(self.hand), KINDS[skill].effect.get("hand_cards", 1)
        effect = SKILLS[skill].effect
        zones = effect.get("zones", ("hand",))
        pool = (self.hand if "hand" in zones else []) \
            + ([c for c in self.my_seat["equip"].values() if c] if "equip" in zones else [])
        if "view_as_pairs" in effect:
            return [c for c in pool if effect["view_as_pairs"].get(c["kind"]) == wanted], 1
        fits = card_filter(effect.get("from_cards", {}))
        return [c for c in pool if fits(c["id"])], 1

    def can_make(self, skill: str, wanted: str) -> bool:
        """A skill button is pressed only when it can give the card: a 主公技 that asks the others (护驾,
        激将) always may; a conversion needs enough fitting cards (the buttons are shown either way)."""
        if skill in SKILLS and "provided_by" in SKILLS[skill].effect:
            return True
        if skill not in SKILLS and skill not in KINDS:
            return False
        cards, count = self.conversion(skill, wanted)
        return len(cards) >= count

    def on_nullify(self, prompt: dict):
        """A 无懈可击 when the trick's outcome goes against my side: harm about to land on me or an
        ally, or someone's 无懈可击 saving an enemy from harm."""
        negates = [c["id"] for c in prompt["choices"] if card_kind(c) == "negate"]
        if not negates:
            return [PASS]
        trick, cancelled = self.trick_under_window(prompt)
        if trick is None or trick["kind"] not in HARMFUL or trick["kind"] == "lightning":
            return [PASS]
        target = trick["target"]
        if target is None:
            return [PASS]
        want_cancelled = self.ally(target)
        if want_cancelled == cancelled or not (want_cancelled or self.enemy_score(target) > ATTACK):
            return [PASS]
        return [negates[0]]

    def trick_under_window(self, prompt: dict):
        """The trick the window is about, and whether the 无懈可击 above it cancel it now (an odd number)."""
        stack, window = self.t["stack"], self.t.get("window") or {}
        item = window.get("item")
        if item is None or item >= len(stack):
            params = prompt["params"]
            return {"kind": params.get("kind"), "target": params.get("target")}, False
        base = item
        while base > 0 and stack[base]["kind"] == "negate":
            base -= 1
        return stack[base], (item - base) % 2 == 1

    def on_peach(self, prompt: dict):
        """Save myself always; an ally when the side needs it (the Lord, for the Lord's side and for the
        Renegade while Rebels live)."""
        dying = prompt["params"]["player"]
        if dying != self.seat and not self.worth_saving(dying):
            return [PASS]
        return [self.card_for(prompt, "peach")]

    def worth_saving(self, s: int) -> bool:
        """Seed 000 l.464-466: the Lord's death wins it for the Rebels unless the Renegade alone is left,
        so the Renegade saves the Lord while anyone else lives; it saves no one else."""
        if self.role == "renegade":
            return self.seats[s]["role"] == "lord" and bool(self.living_roles_unknown())
        return self.ally(s)

    def on_discard(self, prompt: dict):
        return self.cheapest(prompt, prompt["params"]["count"])

    def on_viewas(self, prompt: dict):
        """The cheapest cards the skill can turn into the card asked for (the prompt may show the whole
        hand and refuse the others after the tap)."""
        params = prompt["params"]
        usable = {str(c["id"]) for c in self.conversion(params["skill"], params["as"])[0]}
        fitting = [c for c in prompt["choices"] if c["id"] in usable]
        return [c["id"] for c in sorted(fitting, key=self.keep_value)[:params["count"]]]

    def cheapest(self, prompt: dict, n: int) -> list:
        ranked = sorted(prompt["choices"], key=self.keep_value)
        return [c["id"] for c in ranked[:n]]

    def keep_value(self, choice: dict) -> int:
        kind = card_kind(choice)
        value = KEEP_VALUE.get(kind, EQUIP_VALUE)
        copies = sum(card_kind({"ref": {"card": c}}) == kind for c in self.hand)
        return value - SECOND_COPY if copies > 1 and kind in ("dodge", "slash") else value

    def on_pick(self, prompt: dict):
        """From an enemy: armour, weapon, then a hand card; from anyone else: a delayed trick first."""
        owner = prompt["params"].get("player")
        ids = [c["id"] for c in prompt["choices"]]
        order = ("equip:armor", "equip:weapon", "equip:horse_minus", "hand:", "equip:horse_plus", "judgement:")
        if owner is not None and self.ally(owner):
            order = ("judgement:", "hand:", "equip:horse_plus", "equip:horse_minus", "equip:weapon", "equip:armor")
        for prefix in order:
            found = [i for i in ids if i.startswith(prefix)]
            if found:
                return [self.rng.choice(found)]
        return [ids[0]]

    def on_harvest(self, prompt: dict):
        return [max(prompt["choices"], key=self.keep_value)["id"]]

    def on_skill(self, prompt: dict):
        return [PASS if prompt["params"].get("skill") in DECLINED else "use"]
