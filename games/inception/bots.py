"""盗梦都市 bots (docs/inception.md, "Bots"). Both answer from the seat's view alone, like a phone.

The random bot answers with a random legal answer, but ends its play phase with some chance at each step, so that
random matches end (a play phase of endless free moves would not).

The smart bot plays its camp (§7): a loyal thief races the deck to the secret vault, which it guesses from what the
table shows (opened vaults, its own 梦境窥视 looks, the lock dice: the fewest locks first); it walks there with
梦境穿梭剂, unlocks with 解封, peeks while more than one layer may hold the secret, shoots only the master and never
mills the deck (时间风暴 is the master's clock). The master (and a thief who learnt it is a traitor) defends: it
hides the secret in layer 4, farthest from the thieves' start, cancels every thief's unlock it can, shoots thieves
in its layer, pushes them away from the secret, bribes at gold vaults and mills the deck. The other questions get a
random answer.
"""

from __future__ import annotations

from games.core.bots import RandomBot, random_answer

END_CHANCE = 0.25
PLAY = "inception.prompt."

# What a card is worth keeping, by camp: what is discarded, given away or paid first is the cheapest.
THIEF_KEEP = {"unseal": 9, "shuttle": 8, "shoot_shuttle": 7, "peek": 6, "creation": 5, "time_storm": 10}
MASTER_KEEP = {"unseal": 9, "shoot_assassin": 8, "shoot": 7, "shoot_spiral": 7, "shoot_warhead": 7,
               "shoot_shuttle": 7, "time_storm": 0}
SHOOTS = {"shoot", "shoot_assassin", "shoot_spiral", "shoot_warhead"}
# §2 step 4: the master's secret vault. Everyone starts in layer 1 (§2), so layer 4 is three moves away; measured at
# 6 players against smart thieves, the master won 20% with layer 1, 57% with 2, 77% with 3, 83% with 4 (seeds 0-29).
SECRET_LAYER = "layer:4"


class InceptionRandomBot(RandomBot):
    def answer(self, view: dict, prompt: dict):
        if prompt["key"] == "inception.prompt.play" and self.rng.random() < END_CHANCE:
            return ["end"]
        return random_answer(prompt, self.rng)


def card_kind(choice: dict):
    card = (choice.get("ref") or {}).get("card")
    return card["kind"] if card else None


def layer_id(choice: dict):
    return (choice.get("ref") or {}).get("layer")


class InceptionSmartBot(RandomBot):
    def answer(self, view: dict, prompt: dict):
        self.view, self.prompt = view["table"], prompt
        handler = getattr(self, "on_" + prompt["key"][len(PLAY):], None)
        answer = handler() if handler else None
        return answer if answer is not None else random_answer(prompt, self.rng)

    # -- reading the view ---------------------------------------------------------------------------------------
    @property
    def me(self) -> dict:
        return self.view["me"]

    def defends(self) -> bool:
        """The master's camp: the master and a thief whose bribe was a DEAL (§5.4)."""
        return self.view["master"] == self.seat or "traitor" in self.me

    def layer_of(self, seat: int) -> int:
        return self.view["seats"][seat]["layer"]

    def candidates(self) -> list:
        """Layers that may hold the secret: not opened, not seen gold; a seen secret alone."""
        seen = {v["layer"]: v["vault"] for v in self.me["vaults"]}
        known = [n for n, v in seen.items() if v == "secret"]
        if known:
            return known
        return [e["layer"] for e in self.view["layers"] if e["vault"] == "closed" and seen.get(e["layer"]) != "gold"]

    def goal(self) -> int:
        """The candidate layer nearest in steps plus locks; the master guards the one it knows."""
        here = self.layer_of(self.seat)
        locks = {e["layer"]: e["locks"] for e in self.view["layers"]}
        layers = self.candidates() or [here or 1]
        return min(layers, key=lambda n: (locks.get(n, 0) + abs(n - (here or 1)), n))

    def keep(self, kind) -> int:
        return (MASTER_KEEP if self.defends() else THIEF_KEEP).get(kind, 4)

    def cheapest(self, choices: list, n: int) -> list:
        return [c["id"] for c in sorted(choices, key=lambda c: self.keep(card_kind(c)))[:n]]

    def choices(self) -> list:
        return self.prompt["choices"]

    def ids(self) -> list:
        return [c["id"] for c in self.choices()]

    # -- the play phase -------------------------------------------------------------------------------------------
    def on_play(self):
        by_kind = {}
        for c in self.choices():
            by_kind.setdefault(card_kind(c), c["id"])
        if "revive" in self.ids() and not self.view["seats"][self.seat]["alive"]:
            return ["revive"]
        pick = self.master_play(by_kind) if self.defends() else self.thief_play(by_kind)
        return [pick or "end"]

    def thief_play(self, by_kind: dict):
        here, goal = self.layer_of(self.seat), self.goal()
        if here == goal and "unseal" in by_kind:
            return by_kind["unseal"]
        if here != goal:
            for kind in ("shuttle", "shoot_shuttle"):
                if kind in by_kind:
                    return by_kind[kind]
        if "peek" in by_kind and len(self.candidates()) > 1:
            return by_kind["peek"]
        if "creation" in by_kind:
            return by_kind["creation"]
        master = self.view["master"]
        if master is not None and self.view["seats"][master]["alive"] and self.layer_of(master) == here:
            return next((by_kind[k] for k in SHOOTS if k in by_kind), None)
        return None

    def master_play(self, by_kind: dict):
        here = self.layer_of(self.seat)
        if "time_storm" in by_kind:
            return by_kind["time_storm"]
        thieves_here = [s["seat"] for s in self.view["seats"]
                        if s["seat"] != self.seat and s["alive"] and s["layer"] == here]
        if thieves_here:
            shot = next((by_kind[k] for k in ("shoot_spiral", "shoot_warhead", "shoot", "shoot_assassin")
                         if k in by_kind), None)
            if shot:
                return shot
        if "creation" in by_kind:
            return by_kind["creation"]
        return None

    # -- what follows a card -----------------------------------------------------------------------------------
    def on_shoot_mode(self):
        return ["shoot"] if self.defends() or self.layer_of(self.seat) == self.goal() else ["shuttle"]

    def on_target(self):
        master = self.view["master"]
        ids = self.ids()
        if not self.defends() and master is not None and str(master) in ids:
            return [str(master)]
        if self.defends() and str(master) in ids and len(ids) > 1:
            return [self.rng.choice([i for i in ids if i != str(master)])]
        return None

    def on_layer(self):
        """Moving itself: toward the goal; moving another (a SHOOT's push): a thief away from the guarded layer."""
        params = self.prompt.get("params") or {}
        layers = {layer_id(c): c["id"] for c in self.choices()}
        goal = self.goal()
        if params.get("for") in ("shuttle", "move"):
            return [layers[min(layers, key=lambda n: abs(n - goal))]]
        if params.get("for") == "shoot" and self.defends():
            return [layers[max(layers, key=lambda n: abs(n - goal))]]
        return None

    def on_shuttle_target(self):
        return [str(self.seat)] if str(self.seat) in self.ids() else None

    def on_peek_vault(self):
        candidates = self.candidates()
        unseen = [c["id"] for c in self.choices() if layer_id(c) in candidates]
        return [unseen[0]] if unseen else None

    # -- windows and the master's choices ------------------------------------------------------------------------
    def on_unseal(self):
        """§5.2 the 解封② window: the master's camp cancels a thief's unlock; a thief lets it pass."""
        holds = any(c["kind"] == "unseal" for c in self.me["hand"])
        return ["cancel"] if holds and self.defends() else ["pass"]

    def on_secret(self):
        return [SECRET_LAYER]

    def on_gold(self):
        """§5.3: a bribe may make a traitor (§5.4); otherwise the nightmare strikes."""
        ids = self.ids()
        return ["bribe"] if "bribe" in ids else ["trigger"] if "trigger" in ids else None

    def on_peek_bribe(self):
        return ["yes"]

    # -- giving cards away -------------------------------------------------------------------------------------
    def on_discard(self):
        return self.cheapest(self.choices(), self.prompt["min"])

    def on_death_gift(self):
        return self.cheapest(self.choices(), self.prompt["min"])

    def on_cost(self):
        return self.cheapest(self.choices(), self.prompt["min"])

    def on_revive(self):
        return [str(self.seat)] if str(self.seat) in self.ids() else None
