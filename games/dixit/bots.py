"""Dixit bots. They see only their seat's MatchView and the prompt, like a phone; card tags
come from the public card library (``decks.tags``), as a player sees the pictures.

- ``random``: the core RandomBot (any legal answer).
- ``smart``: plays by tag overlap. As storyteller it picks a card that has tags and gives one
  or two of its clue words: for a built-in picture its moods and idioms (never the name of
  what is drawn: "planet house" is not a Dixit clue), for another tagged card its tags. As a
  guesser it submits the card of its hand whose tags overlap the clue most and votes for the
  board card that overlaps it most (never its own, which it leaves out itself). Ties, untagged
  decks and spoken clues (the bot cannot hear them) fall back to random choices. Its clue is in the table's language
  (``Bot.lang``, which the server sets to the TV's).
"""

from __future__ import annotations

import re

from games.core.bots import Bot, RandomBot, random_answer

from . import decks
from .art.catalog import clue_words

LANG = "en"
ZH = ("zh-Hant", "zh-Hans")
CLUE_JOIN = {"en": " ", "zh-Hant": "、", "zh-Hans": "、"}
# An untagged card (an uploaded photo) still gets a clue.
FALLBACK_CLUES = {"en": ["dream", "journey", "silence", "memory", "hope"],
                  "zh-Hant": ["夢", "旅程", "寂靜", "回憶", "希望"],
                  "zh-Hans": ["梦", "旅程", "寂静", "回忆", "希望"]}


def overlap(card_id: str, clue: str) -> int:
    """How many of the card's tags the clue mentions: an English tag when all its words are
    words of the clue, a Chinese tag when it stands in the clue."""
    words = set(re.findall(r"\w+", clue.lower()))
    hits = sum(1 for t in decks.tags(card_id, LANG) if t and set(t.lower().split()) <= words)
    return hits + sum(1 for lang in ZH for t in decks.tags(card_id, lang) if t and t in clue)


class DixitBot(Bot):
    """The heuristic player described in the module docstring."""

    def answer(self, view: dict, prompt: dict):
        table = view["table"]
        key = prompt["key"]
        if prompt["kind"] != "choose":  # the clue: typed from the card's tags, or "said aloud"
            return self._clue(table) if prompt["kind"] == "text" else random_answer(prompt, self.rng)
        if key == "dixit.prompt.story_card":
            tagged = [c["id"] for c in prompt["choices"] if decks.tags(c["id"], LANG)]
            return [self.rng.choice(tagged)] if tagged else random_answer(prompt, self.rng)
        clue = table["clue"]["text"] or ""
        ranked = self._ranked(prompt, clue)
        if key.startswith("dixit.prompt.decoy"):
            return [i for _, i in ranked[:prompt["max"]]]
        if key.startswith("dixit.prompt.vote"):
            # Every voter is offered the whole board; a vote for one's own card is refused.
            own = {str(e["n"]) for e in table["board"] if e.get("owner") == self.seat}
            ranked = [(score, i) for score, i in ranked if i not in own]
            # Two tokens: one alone on a card that stands out (it scores 1 more if right), else
            # one on each of the best two.
            if prompt["max"] == 1 or len(ranked) == 1 or ranked[0][0] > ranked[1][0]:
                return [ranked[0][1]]
            return [i for _, i in ranked[:2]]
        return random_answer(prompt, self.rng)

    def _clue(self, table: dict) -> str:
        # The clue is read on the TV: in the table's language (``self.lang``, set by the server).
        lang = self.lang if self.lang in ZH else LANG
        card = table.get("story_card", {}).get("card")
        words = self._clue_words(card, lang) if card else []
        if not words:
            return self.rng.choice(FALLBACK_CLUES[lang])
        return CLUE_JOIN[lang].join(self.rng.sample(words, min(len(words), self.rng.choice((1, 2)))))

    @staticmethod
    def _clue_words(card: str, lang: str) -> list:
        """What a storyteller may say about the card: a built-in picture's moods and idioms,
        else the card's tags (an uploaded deck's words are all the bot knows of it)."""
        return (clue_words(card, lang) or decks.tags(card, lang)
                or clue_words(card, LANG) or decks.tags(card, LANG))

    def _ranked(self, prompt: dict, clue: str) -> list:
        """(overlap with the clue, choice id) for every choice, best first, ties in random order."""
        choices = list(prompt["choices"])
        self.rng.shuffle(choices)
        scored = [(overlap(c["ref"]["card"], clue) if clue else 0, c["id"]) for c in choices]
        return sorted(scored, key=lambda p: -p[0])

__all__ = ["DixitBot", "RandomBot", "overlap"]
