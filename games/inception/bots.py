"""盗梦都市 bots. The random bot answers like a phone with a random legal answer, but ends its play phase
with some chance at each step, so that random matches end (a play phase of endless free moves would not)."""

from __future__ import annotations

from games.core.bots import RandomBot, random_answer

END_CHANCE = 0.25


class InceptionRandomBot(RandomBot):
    def answer(self, view: dict, prompt: dict):
        if prompt["key"] == "inception.prompt.play" and self.rng.random() < END_CHANCE:
            return ["end"]
        return random_answer(prompt, self.rng)
