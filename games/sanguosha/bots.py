"""三国杀 bots. The random bot plays legally at random and knows the prompt kinds: it answers a request
for a card with a card of the needed kind from its own hand (or passes), uses 无懈可击 now and then and
saves a dying player when it can. It sees only its seat's view and prompts, like a phone."""

from __future__ import annotations

from games.core import Bot, random_answer

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
