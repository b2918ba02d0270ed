"""风声 bots. They see only their seat's MatchView and the prompt, like a phone.

- ``random``: the core RandomBot (any legal answer).
- ``smart``: plays its faction from its own view:
  - its colour is red (潜伏战线), blue (军情局) or none (打酱油的: it avoids black and collects
    what its mission counts);
  - it accepts cards it can see are its colour (or harmless), refuses black unless forced, and
    decrypts a face-down card when it can; unknown cards are taken only while it has no black;
  - it sends black to the player closest to death who is not a known ally (locking them on the
    way), its own colour so that it comes back to it or to an ally, and harmless cards otherwise;
  - it burns its own black at two, intercepts a visible card of its colour, sends back visible
    black, and sees through locks and intercepts aimed against it.
  Allies are the seats whose identity is shown and matches its own; a seat that accepted more of
  its colour than of the other faction's colour counts as a likely ally.
  A window offers every seat the same buttons (its hand and its character); like a player who knows
  the rules, the bot taps only what it can use now (``may_use``), so it is never refused. So does
  a placement question (pass and the whole hand): it taps only black cards, or passes, and sends a
  card by its printed method under 加密.
"""

from __future__ import annotations

from games.core.bots import Bot

PASS, SEND, ACCEPT, REFUSE = "pass", "send", "accept", "refuse"
CHARACTER, AS_ITSELF = "s:character", "self"
# The covered characters that may reveal when their seat is locked / probed, or its card 识破'd.
REACTS = {"locked": ("laoqiang", "laogui"), "probed": ("laoqiang", "laogui"), "countered": ("laojin",)}
FACTION_COLOUR = {"lurker": "red", "bureau": "blue", "bystander": None}
OTHER = {"red": "blue", "blue": "red", None: None}


def _cid(choice_id: str):
    """The card id of a card choice ("c12", or "c12>lock" for a card used as another), else None."""
    if not choice_id.startswith("c"):
        return None
    return int(choice_id[1:].partition(">")[0])




class SmartBot(Bot):

    # -- reading the view --------------------------------------------------------------
    def _read(self, view: dict):
        t = view["table"]
        me = t.get("me", {})
        self.t = t
        self.ident = me.get("identity")
        self.col = FACTION_COLOUR.get(self.ident)
        self.seats = t["seats"]
        self.me = me
        self.hand = {c["card"]: c for c in t.get("hand", [])}

    def black(self, s: int) -> int:
        return len(self.seats[s]["intel"]["black"])

    def mine(self, s: int) -> int:
        return len(self.seats[s]["intel"][self.col]) if self.col else 0

    def ally(self, s: int) -> bool:
        if s == self.seat:
            return True
        shown = self.seats[s]["identity"]
        if shown is not None:
            return shown == self.ident and self.col is not None
        if self.col is None:
            return False
        intel = self.seats[s]["intel"]
        return len(intel[self.col]) > len(intel[OTHER[self.col]])

    def living(self) -> list:
        return [s["seat"] for s in self.seats if s["status"] == "alive"]

    def transit_face(self):
        tr = self.t.get("transit")
        if not tr:
            return None
        if "colour" in tr["card"]:
            return tr["card"]
        return self.t.get("transit_card")

    # -- answering ---------------------------------------------------------------------
    def answer(self, view: dict, prompt: dict):
        self._read(view)
        ids = [c["id"] for c in prompt.get("choices", [])]
        key = prompt["key"].rsplit(".", 1)[-1] if "target" not in prompt["key"] else prompt["key"].split("prompt.")[1]
        handler = getattr(self, "on_" + key.replace(".", "_"), None)
        ans = handler(prompt, ids) if handler else None
        return ans if ans is not None else self.fallback(prompt, ids)

    @staticmethod
    def fallback(prompt, ids):
        """No opinion on this prompt: a pass where one is offered, else the first choices, as many
        as the prompt needs (a phone's prompt carries no default)."""
        if prompt["kind"] != "choose" or not ids:
            return True
        if PASS in ids:
            return [PASS]
        return ids[:max(1, prompt.get("min", 1))]

    def on_draft(self, prompt, ids):
        return [ids[0]]

    def on_play(self, prompt, ids):
        if self.may_burn_by_identity() and self.burn_target() is not None:
            return [CHARACTER]
        for i in ids:
            card = self.hand.get(_cid(i))
            if card and card["function"] == "burn" and self.burn_target() is not None:
                return [i]
        return [SEND]

    def may_burn_by_identity(self) -> bool:
        """大美女's "turn up your identity card: burn one black intelligence" (once per game)."""
        me = self.me
        return me.get("character") == "dameinv" and me.get("face_up") and not self.seats[self.seat]["identity_spent"]

    def may_use(self, card: dict, top, step: str) -> bool:
        """Whether the rules let this seat use ``card`` as itself now (the bot only taps those)."""
        fn, t = card["function"], self.t
        tr = t.get("transit")
        if fn == "see_through":
            return top is not None and top.get("counterable") and top["user"] != self.seat
        if fn == "burn":
            return any(self.black(s) for s in self.living())
        if top is not None or tr is None:
            return False
        if step == "in_transit":
            if fn == "intercept":
                return t["turn"] != self.seat
            return fn == "lock" and t["turn"] == self.seat
        if step == "arrived" and tr["recipient"] == self.seat:
            return fn == "decrypt" or (fn == "send_back" and not self.seats[self.seat]["locked"]
                                       and tr["sender"] != self.seat)
        return False

    def burn_target(self):
        if self.black(self.seat) >= 2:
            return self.seat
        for s in self.living():
            if s != self.seat and self.ally(s) and self.black(s) >= 2:
                return s
        return None

    def on_send(self, prompt, ids):
        best, best_score = None, -99
        living = self.living()
        for i in ids:
            c = self.hand[_cid(i)]
            col, method = c["colour"], c["transmission"]
            if col == "black":
                if method == "direct":
                    foes = [s for s in living if not self.ally(s)]
                    score = 3 + max((self.black(s) for s in foes), default=-3)
                else:
                    score = -5 if self.black(self.seat) >= 2 else 0.5
            elif col == self.col:
                score = 2.5 if method != "direct" else 2.0
            else:
                score = 1.0 if self.col is not None else 2.0
            if score > best_score:
                best, best_score = i, score
        self._sent = self.hand[_cid(best)]
        return [best]

    def on_direct_target(self, prompt, ids):
        sent = getattr(self, "_sent", None)
        seats = [int(i) for i in ids]
        if sent and sent["colour"] == "black":
            foes = [s for s in seats if not self.ally(s)] or seats
            return [str(max(foes, key=lambda s: (self.black(s), -s)))]
        friends = [s for s in seats if self.ally(s)]
        if friends:
            return [str(max(friends, key=self.mine))]
        return [str(seats[0])]

    def on_decide(self, prompt, ids):
        f = self.transit_face()
        if f is not None:
            if f["colour"] == "black":
                return [REFUSE]
            return [ACCEPT]
        sender = self.t["transit"]["sender"]
        if self.black(self.seat) == 0 or self.ally(sender):
            return [ACCEPT] if self.black(self.seat) <= 1 else [REFUSE]
        return [REFUSE]

    def on_window(self, prompt, ids):
        t = self.t
        tr = t.get("transit")
        top = prompt["params"].get("top")
        step = prompt["params"]["step"]
        f = self.transit_face()
        if self.may_burn_by_identity() and self.burn_target() is not None:
            return [CHARACTER]
        for i in ids:
            card = self.hand.get(_cid(i))
            if card is None or not self.may_use(card, top, step):
                continue
            fn = card["function"]
            if fn == "see_through" and top is not None:
                if top["function"] == "lock" and top["target"] == self.seat and not self.ally(top["user"]):
                    return [i]
                if top["function"] == "intercept" and tr and tr["sender"] == self.seat and f \
                        and f["colour"] == self.col and not self.ally(top["user"]):
                    return [i]
            if fn == "burn" and self.burn_target() is not None:
                return [i]
            if tr is None:
                continue
            if fn == "intercept" and f is not None and f["colour"] == self.col and self.col is not None \
                    and not self.ally(tr["recipient"]):
                return [i]
            if fn == "lock" and tr["sender"] == self.seat and top is None:
                sent = self.transit_face()
                if sent and sent["colour"] == "black" and tr["recipient"] not in self.locked():
                    return [i]
            if fn == "decrypt" and f is None:
                return [i]
            if fn == "send_back" and f is not None and f["colour"] == "black":
                return [i]
        return [PASS]

    def locked(self) -> list:
        return [s["seat"] for s in self.seats if s["locked"]]

    def on_target_lock(self, prompt, ids):
        tr = self.t.get("transit")
        if tr and str(tr["recipient"]) in ids:
            return [str(tr["recipient"])]
        return None

    def on_target_burn(self, prompt, ids):
        want = self.burn_target()
        for c in prompt["choices"]:
            if c.get("ref", {}).get("seat") == want:
                return [c["id"]]
        return None

    def on_target_probe(self, prompt, ids):
        return None

    def on_target_lure_away(self, prompt, ids):
        return None

    def on_reaction(self, prompt, ids):
        # a reveal draws cards: always worth it, when this covered character may reveal now
        me = self.me
        if not me.get("face_up") and me.get("character") in REACTS[prompt["params"]["event"]]:
            return [CHARACTER]
        return [PASS]

    def on_use_as(self, prompt, ids):
        return [AS_ITSELF]    # the bot taps a card only to use it as itself

    def on_put_back(self, prompt, ids):
        return [min(ids, key=lambda i: self.hand[_cid(i)]["colour"] == self.col)]

    def on_skill(self, prompt, ids):
        if prompt["params"].get("skill") == "yidianyuan_cover":
            return ["pass"]
        return ["use"]

    def blacks(self, ids) -> list:
        """The black cards of the hand among ``ids``: a placement question offers the whole hand
        and refuses the rest (R38), so the bot taps only these."""
        return [i for i in ids if _cid(i) in self.hand and self.hand[_cid(i)]["colour"] == "black"]

    def on_place_black(self, prompt, ids):
        target = prompt["params"].get("target")
        blacks = self.blacks(ids)
        if not blacks or (target is not None and self.ally(target)):
            return [PASS]
        return [blacks[-1]]

    def on_place_cards(self, prompt, ids):
        return self.blacks(ids)[:prompt["max"]]

    def on_place_card(self, prompt, ids):
        if prompt["params"].get("skill") == "wujianxingzhe_juemi":
            return self.blacks(ids)[:1]
        return None

    def on_method(self, prompt, ids):
        """加密: the card's printed method (a 密电 may not go face up)."""
        sent = getattr(self, "_sent", None)
        return [sent["transmission"]] if sent and sent["transmission"] in ids else ["secret"]

    def on_place_target(self, prompt, ids):
        seats = [int(i) for i in ids]
        foes = [s for s in seats if not self.ally(s)] or seats
        return [str(max(foes, key=lambda s: (self.black(s), -s)))]

    def on_probe_discard(self, prompt, ids):
        def keep(i):
            c = self.hand[_cid(i)]
            return (c["colour"] == self.col, c["colour"] == "black")
        return [min(ids, key=keep)]
