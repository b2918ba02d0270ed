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

from .cardplay import RECAST, STRENGTHENED
from .common import JADE, STRENGTHEN
from .cards import KINDS
from .effects import card_filter
from .heroes import HEROES, SKILLS
from .roles import ROLE_OPTIONS, role_deck

PASS = "pass"
# How eagerly the random bot answers: with a card of the needed kind, a Negate, a Peach for the dying.
ANSWER_ODDS = {"respond": 0.8, "nullify": 0.3, "peach": 0.7}
# The buttons besides cards that answer a request: 八卦阵's judgement, a 玉佩 spent while dying (R23), a 闪 or 桃
# strengthened with rage (谋攻, the card chosen next).
OTHER_ANSWERS = {"armor", JADE, STRENGTHEN}


def card_kind(choice: dict):
    """What a card choice counts as: its `as`, else its kind with 火杀 and 雷杀 read as 杀 (§9.3: "These are 杀
    in every respect"); the printed kind stays on the card (`nature_of`)."""
    card = (choice.get("ref") or {}).get("card")
    return card and card.get("as", KINDS[card["kind"]].effect.get("counts_as", card["kind"]))


def savers(prompt: dict, seat: int) -> tuple:
    """What a `peach` prompt accepts from this seat: 桃, and 酒 when the dying one is the seat itself (§9.3:
    "While you are dying, use it on yourself to recover 1. Only the dying player may use 酒 this way")."""
    return ("peach", "wine") if prompt["params"].get("player") == seat else ("peach",)


class SanguoshaRandomBot(Bot):
    def answer(self, view: dict, prompt: dict):
        name = prompt["key"].rpartition(".")[2]
        if name in ANSWER_ODDS:
            return self.answer_request(name, prompt)
        if name == "targets" and prompt["choices"]:
            k = self.rng.randint(1, min(prompt["max"], len(prompt["choices"])))
            return self.rng.sample([c["id"] for c in prompt["choices"]], k)
        if name == "strengthen":
            return self.card_to_strengthen(prompt)
        return random_answer(prompt, self.rng)

    def card_to_strengthen(self, prompt: dict) -> list:
        """谋攻's `strengthen` prompt: a card of the kind asked for (the others are refused), or none."""
        fits = [c["id"] for c in prompt["choices"] if card_kind(c) == prompt["params"]["need"]]
        return fits[:1]

    def answer_request(self, name: str, prompt: dict):
        wanted = {"respond": (prompt["params"].get("need"),), "nullify": ("negate",),
                  "peach": savers(prompt, self.seat)}[name]
        fits = [c["id"] for c in prompt["choices"]
                if card_kind(c) in wanted or c["id"].startswith("skill:") or c["id"] in OTHER_ANSWERS]
        if fits and self.rng.random() < ANSWER_ODDS[name]:
            return [self.rng.choice(fits)]
        return [PASS]


# =============================================================================================
# The smart bot
# =============================================================================================

# What a card does to the player it targets: harm (use it on enemies), the tricks that help.
HARMFUL = {"slash", "duel", "dismantle", "snatch", "indulgence", "borrowed_sword", "barbarian_invasion",
           "arrow_volley", "lightning", "fire_attack", "supply_shortage"}
HELPFUL = {"peach", "something_from_nothing", "peach_garden_oath", "bountiful_harvest"}
# Cards that aim at every seat by themselves: who they hit tells nothing of the user's side.
EVERYONE = {"barbarian_invasion", "arrow_volley", "peach_garden_oath", "bountiful_harvest"}
# How much a card is worth keeping (the discard phase drops the cheapest; 五谷丰登 takes the dearest).
# A second 闪 or 杀 is worth less than the first (SECOND_COPY).
KEEP_VALUE = {"peach": 10, "negate": 7, "dodge": 7, "something_from_nothing": 6, "duel": 5, "snatch": 5,
              "dismantle": 5, "slash": 5, "indulgence": 5, "barbarian_invasion": 3, "arrow_volley": 3,
              "peach_garden_oath": 3, "borrowed_sword": 2, "bountiful_harvest": 2, "lightning": 0,
              "wine": 6, "supply_shortage": 5, "fire_attack": 3, "iron_chain": 3}
EQUIP_VALUE, SECOND_COPY = 2, 3
# The play phase, in this order: gear first, then what heals or draws, then the attacks (the cards drawn
# by 无中生有 may be used at once). Cards not listed are not played (闪电 could strike oneself). 军争 (§9.3):
# the chain is laid before the fire and thunder that run along it, 酒 just before the 杀 it strengthens,
# and a 铁索连环 with no one worth chaining is recast last ("recast").
PLAY_ORDER = ("equip", "peach", "something_from_nothing", "peach_garden_oath", "snatch", "dismantle",
              "indulgence", "supply_shortage", "iron_chain", "duel", "fire_attack", "barbarian_invasion",
              "arrow_volley", "borrowed_sword", "wine", "slash", "recast")
# 火攻 is worth a try when the rest of the hand holds this many suits: the target shows a card of its own
# choosing and the user must match its suit.
FIRE_ATTACK_SUITS = 3
# 酒 is drunk before a 杀 on a target that holds at most this many hand cards (few chances of a 闪).
WINE_TARGET_HAND = 2


def armour_voids(armour, nature: str) -> bool:
    """Whether worn armour stops a 杀 of this nature, from its data (§9.3 藤甲: "normal (non-nature) 杀 have no
    effect on you")."""
    return armour is not None and nature in KINDS[armour["kind"]].effect.get("no_effect", {}).get("slash_natures", ())


def armour_adds(armour, nature: str) -> int:
    """The damage worn armour adds to a hit of this nature (§9.3 藤甲: "Fire damage to you is +1")."""
    return 0 if armour is None else KINDS[armour["kind"]].effect.get("extra_damage_taken", {}).get(nature, 0)


def nature_of(card) -> str:
    """The nature a card deals (§9.3): its printed one (火杀, 雷杀, 火攻), unless it is used as another kind or is
    no single card (a 杀 made of two cards is normal)."""
    if not card:
        return "normal"
    kind = KINDS[card["kind"]]
    return kind.nature if card.get("as") in (None, kind.effect.get("counts_as", kind.id)) else "normal"

# Active skills the bot uses (at most once a play phase) and when; a view-as skill is used when it makes a
# card the play order names (武圣's 杀, 奇袭's 过河拆桥, 国色's 乐不思蜀). Others' questions would need
# judgement the bot does not have: not used.
SKILLS_USED = {"zhiheng": lambda bot: len(bot.hand) >= 2, "kurou": lambda bot: bot.my_seat["hp"] >= 3}
# Triggered effects a seat may decline: used, except the one that trades damage for two cards, and 朱雀羽扇's
# fire (used when it hurts my side no more than the normal 杀 would).
DECLINED = {"frost_sword"}
NATURE_GIVERS = {k.id for k in KINDS.values() if "turn_normal_slash_into" in k.effect}
# An enemy score above this makes a seat a target; below ALLY a seat is treated as a friend.
ATTACK, ALLY = 0.5, 0.3
LEAN_STEP, LORD_LEAN_STEP = 0.5, 2.0
# 谋攻: a strengthened 桃 (+2) is used at this HP or below.
LOW_HP = 1
# What a 洞察 answer says of a seat's side, for the enemy score (a Renegade's 洞察 names the role instead).
INSIGHT_SCORE = {"enemy": 1.0, "friend": -1.0}
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
        self.fire_users: set = set()   # seats the log showed dealing fire damage (藤甲 is not worn near them)
        self.prompt: dict = {}

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
            if entry["key"].endswith(".damage_fire") and params.get("source") is not None:
                self.fire_users.add(seat_of(params["source"]))
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
        for s in self.seats:   # the Lord's, the dead's and any revealed (谋攻 may hide the Lord, R31)
            if s["seat"] != self.seat and s["role"] in left:
                left.remove(s["role"])
        return left

    def learned(self, s: int):
        """What 谋攻 told me of seat `s` in private: the Rebel I learned as a Renegade (R32), my 洞察's answer."""
        if self.me.get("disguised_rebel") == s:
            return "rebel"
        return next((i["answer"] for i in reversed(self.me.get("insights") or []) if i["seat"] == s), None)

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
        role = self.seats[s]["role"] or self.learned(s)
        if role in INSIGHT_SCORE:
            return INSIGHT_SCORE[role]
        if role is not None:
            return 1.0 if role in enemies else -1.0
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
        self.prompt = prompt
        options = [c for c in prompt["choices"] if c["id"] not in self.tried and not c["id"].startswith(STRENGTHENED)
                   and self.worth_playing(c)]
        if not options:
            return ["end"]
        best = min(options, key=self.play_rank)
        self.tried.add(best["id"])
        return [self.with_rage(best, {c["id"] for c in prompt["choices"]})]

    def with_rage(self, choice: dict, ids: set) -> str:
        """谋攻: the card strengthened where rage counts (when offered, i.e. affordable): a 杀 while a likely enemy
        in reach holds cards (it could dodge: two 闪 are needed), a 桃 at 1 HP (+2)."""
        kind = card_kind(choice)
        worth = {"slash": self.dodge_likely(), "peach": self.my_seat["hp"] <= LOW_HP}.get(kind)
        strengthened = f"{STRENGTHENED}{kind}:{choice['id']}"
        return strengthened if worth and strengthened in ids else choice["id"]

    def dodge_likely(self) -> bool:
        return any(self.seats[s]["hand"] > 0 for s in self.enemies_by_threat(self.others()) if self.in_reach(s))

    def play_rank(self, choice: dict) -> tuple:
        if choice["id"].startswith(RECAST):
            return PLAY_ORDER.index("recast"), (0, False)
        kind = card_kind(choice)
        if kind is None:                       # an active skill: after the cards that heal and draw
            return PLAY_ORDER.index("snatch"), (0, False)
        return PLAY_ORDER.index(self.play_group(kind)), self.slash_preference(choice) if kind == "slash" else (0, False)

    def slash_preference(self, choice: dict) -> tuple:
        """Which 杀 first (lower first): a fire or thunder one when it would burn through 藤甲 or run along a
        chain of enemies (§9.3), else a normal one, the elements kept for when they count."""
        nature = nature_of(choice["ref"]["card"])
        gain = max((self.nature_gain(s, nature) for s in self.enemies_by_threat(self.others())), default=0)
        return -gain, nature != "normal"

    @staticmethod
    def play_group(kind: str) -> str:
        return "equip" if KINDS[kind].type == "equip" else kind

    def worth_playing(self, choice: dict) -> bool:
        if choice["id"].startswith(RECAST):
            return not self.chain_worth()
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
            return any(card_kind({"ref": {"card": c}}) == "slash" for c in self.hand)
        return self.worth_playing_junzheng(kind, choice)

    def worth_playing_junzheng(self, kind: str, choice: dict) -> bool:
        if kind == "wine":
            return self.wine_worth()
        if kind == "iron_chain":
            return self.chain_worth()
        if kind == "fire_attack":
            others = [c for c in self.hand if c["id"] != choice["ref"]["card"]["id"]]
            return len({c["suit"] for c in others}) >= FIRE_ATTACK_SUITS
        return True

    # -- 军争 (§9.3): 酒, chains, elements -------------------------------------------------------------
    def others(self) -> list:
        return [s["seat"] for s in self.seats if s["alive"] and s["seat"] != self.seat]

    def wine_worth(self) -> bool:
        """酒 before a 杀 that is likely to land: a 杀 can be used now (the play prompt lists it) on an enemy in
        reach whose armour does not stop it and who holds few cards to dodge with."""
        slashes = [c["ref"]["card"] for c in self.prompt["choices"]
                   if not c["id"].startswith(RECAST) and card_kind(c) == "slash"]
        return any(self.in_reach(s) and self.seats[s]["hand"] <= WINE_TARGET_HAND
                   and not armour_voids(self.seats[s]["equip"]["armor"], nature_of(card))
                   for card in slashes for s in self.enemies_by_threat(self.others()))

    def in_reach(self, target: int) -> bool:
        """§6.2-6.3 read from the public seats: the steps between living seats, the horses' and the heroes'
        distance changes, against the weapon's range."""
        living = [s["seat"] for s in self.seats if s["alive"]]
        steps = (living.index(target) - living.index(self.seat)) % len(living)
        distance = min(steps, len(living) - steps) + self.distance_change(target, "distance_to_holder") \
            + self.distance_change(self.seat, "distance_from_holder")
        weapon = self.my_seat["equip"]["weapon"]
        return max(distance, 1) <= (KINDS[weapon["kind"]].attack_range if weapon else 1)

    def distance_change(self, s: int, key: str) -> int:
        seat = self.seats[s]
        effects = [KINDS[c["kind"]].effect for c in seat["equip"].values() if c] \
            + [SKILLS[k].effect for k in (HEROES[seat["hero"]].skills if seat["hero"] in HEROES else ()) if k in SKILLS]
        return sum(e.get(key, 0) for e in effects)

    def chained(self, s: int) -> bool:
        return bool(self.seats[s].get("chained"))

    def chain_hits(self, target: int) -> list:
        """Who a fire or thunder hit on `target` reaches: the target, and every other chained living seat when
        the target is chained (§9.3: "every other chained living player takes damage of the same nature")."""
        if not self.chained(target):
            return [target]
        return [target] + [s["seat"] for s in self.seats if s["alive"] and s["seat"] != target and self.chained(s["seat"])]

    def nature_gain(self, target: int, nature: str) -> int:
        """How much better a hit of this nature on `target` is than a normal one: enemies less allies reached
        along the chain, and 藤甲's fire."""
        if nature == "normal":
            return 0
        side = [1 if self.enemy_score(s) > ATTACK else -1 if self.ally(s) else 0 for s in self.chain_hits(target)[1:]]
        return sum(side) + armour_adds(self.seats[target]["equip"]["armor"], nature) \
            + 2 * armour_voids(self.seats[target]["equip"]["armor"], "normal")

    def chain_choice(self, seats) -> list:
        """铁索连环's targets: chained allies to free first, then unchained enemies (the likeliest first)."""
        freed = [s for s in seats if self.chained(s) and self.ally(s)]
        bound = [s for s in self.enemies_by_threat(seats) if not self.chained(s)]
        return (freed + bound)[:2]

    def chain_worth(self) -> bool:
        """Worth using when it frees a chained ally or leaves two enemies or more in the chain (one alone
        conducts nothing); otherwise the card is recast."""
        chosen = self.chain_choice([s["seat"] for s in self.seats if s["alive"]])
        already = sum(self.chained(s) and self.enemy_score(s) > ATTACK for s in self.others())
        return any(self.ally(s) for s in chosen) or len(chosen) + already >= 2 and bool(chosen)

    def improves_gear(self, card: dict) -> bool:
        """An empty slot is filled; a weapon is replaced by one that reaches further; 藤甲 is worn only while no
        enemy is known to deal fire, and is replaced by any other armour once one does (§9.3: fire +1)."""
        kind = KINDS[card["kind"]]
        worn = self.my_seat["equip"][kind.subtype]
        if armour_adds(card, "fire"):
            return worn is None and not self.fire_feared()
        if worn is None:
            return True
        if kind.subtype == "armor":
            return bool(armour_adds(worn, "fire")) and self.fire_feared()
        return kind.subtype == "weapon" and kind.attack_range > KINDS[worn["kind"]].attack_range

    def fire_feared(self) -> bool:
        """An enemy holds fire: it wears 朱雀羽扇, or the log showed it dealing fire damage; or I am chained."""
        fan = [s for s in self.others() if (self.seats[s]["equip"]["weapon"] or {}).get("kind") == "vermilion_fan"]
        return self.chained(self.seat) or any(self.enemy_score(s) > ATTACK for s in fan + sorted(self.fire_users))

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
        if kind == "iron_chain":
            chosen = self.chain_choice(seats)
        if kind in ("slash", "fire_attack"):
            chosen = self.aim_nature(chosen, prompt["params"].get("card"))
        return [str(s) for s in chosen[:prompt["max"]]]

    def aim_nature(self, chosen: list, card) -> list:
        """A 杀 or 火攻 goes where its nature does most: not at 藤甲 that voids it, first where the chain or the
        armour adds to it (a 杀 made of several cards is normal, §9.3)."""
        nature = nature_of(card)
        open_to = [s for s in chosen if not armour_voids(self.seats[s]["equip"]["armor"], nature)]
        return sorted(open_to, key=lambda s: -self.nature_gain(s, nature))

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

    def card_for(self, prompt: dict, need: str, also: tuple = ()) -> str:
        """The cheapest card asked for (or one of `also`: 酒 for one's own dying), else a skill that makes it."""
        ids = [c["id"] for c in prompt["choices"]]
        if "armor" in ids:
            return "armor"
        cards = sorted((c for c in prompt["choices"] if card_kind(c) in (need,) + also), key=self.keep_value)
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
        pick = self.card_for(prompt, "peach", savers(prompt, self.seat)[1:])
        # R23: with no 桃 or 酒, a 玉佩 saves me (offered only to the dying player who holds one)
        return [JADE if pick == PASS and any(c["id"] == JADE for c in prompt["choices"]) else pick]

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

    def on_strengthen(self, prompt: dict):
        return self.card_to_strengthen(prompt)

    def on_skill(self, prompt: dict):
        skill = prompt["params"].get("skill")
        if skill == "dongcha":
            # 洞察 on a seat I hit whose side neither the table nor an earlier 洞察 told me
            target = prompt["params"]["player"]
            return ["use" if self.seats[target]["role"] is None and self.learned(target) is None else PASS]
        if skill in NATURE_GIVERS:
            return ["use" if self.fire_helps() else PASS]
        return [PASS if skill in DECLINED else "use"]

    def fire_helps(self) -> bool:
        """朱雀羽扇 turns my normal 杀 into fire when that hurts my side no more than it helps (chained allies)."""
        slash = next((u for u in reversed(self.t["stack"]) if u["kind"] == "slash"), None)
        return slash is None or all(self.nature_gain(t, "fire") >= 0 for t in slash["targets"])

    def on_fire_attack_show(self, prompt: dict):
        """火攻 aimed at me: show the card I would miss least (its suit is what the user must match)."""
        return self.cheapest(prompt, 1)

    def on_fire_attack_discard(self, prompt: dict):
        """Pay for 火攻's fire with the cheapest card of the shown suit, on an enemy only."""
        suit = prompt["params"].get("suit")
        fitting = [c for c in prompt["choices"] if (c.get("ref") or {}).get("card", {}).get("suit") == suit]
        if not fitting or not self.enemy_score(prompt["params"]["player"]) > ATTACK:
            return []
        return [min(fitting, key=self.keep_value)["id"]]
