"""Avalon's pages as a browser test reads them, on top of tests/browser/kit.py: the role names of
the three catalogues, and a phone whose role card is held and read (AvalonPhone)."""

from __future__ import annotations

import os
import re
from collections import Counter

from tests.browser.kit import LANGS, Phone, catalogue, hold, shot

AV = catalogue(os.path.join("games", "avalon", "i18n.json"))

ROLE_IDS = ("merlin", "percival", "servant", "assassin", "morgana", "mordred", "oberon", "minion")
GOOD = {"merlin", "percival", "servant"}
ROLE_NAME = {lang: {r: AV[lang][f"avalon.role.{r}"] for r in ROLE_IDS} for lang in LANGS}
ROLE_BY_NAME = {lang: {v: k for k, v in ROLE_NAME[lang].items()} for lang in LANGS}
FACT_KEYS = ("avalon.ui.is_evil", "avalon.ui.is_good", "avalon.ui.merlin_or_morgana")


def template_re(text: str) -> re.Pattern:
    """Any "{x}" placeholder of a template as a regex."""
    parts = re.split(r"\{\w+\}", text)
    return re.compile("^" + "(.+?)".join(re.escape(p) for p in parts) + "$")


def role_names_in(text: str, allowed=()) -> list:
    """(language, role) of every role name ``text`` holds, but the ``allowed`` roles."""
    found = []
    for lang in LANGS:
        for r in ROLE_IDS:
            if r not in allowed and ROLE_NAME[lang][r] in text:
                found.append((lang, r))
    return found


class AvalonPhone(Phone):
    catalogues = (AV,)

    def __init__(self, page, name: str, lang: str):
        super().__init__(page, name, lang)
        self.role = None
        self.votes = 0
        self.fails = 0
        self.acted = Counter()

    def hold(self, cover, seconds: float = 0.35, on_open=None):
        """Hold a hold-to-reveal cover and read the role card it shows."""
        return hold(self.page, cover, """(n) => ({
            role: (n.querySelector('.avalon-p-role') || {}).textContent || null,
            side: (n.querySelector('.avalon-p-side') || {}).textContent || null,
            facts: [...n.querySelectorAll('.avalon-p-facts li')].map((li) => li.textContent),
            text: n.textContent })""", seconds, on_open, self.name)

    def check_facts(self, facts):
        pats = [template_re(self.t(k)) for k in FACT_KEYS]
        for fact in facts:
            assert any(p.match(fact) for p in pats), f"{self.name}: a night/Lady fact that is not a side: {fact!r}"
            # a fact names a seat and a side (or "Merlin or Morgana"), never a role of its own
            if not pats[2].match(fact):
                assert not role_names_in(fact), (self.name, fact)

    def reveal_role(self, shots=None, shot_name=None):
        """Hold the role card, check what it shows, and return the role id."""
        cover = self.page.locator(".panel .reveal-cover").first
        data = self.hold(cover, on_open=(lambda: shot(self.page, shots, shot_name)) if shot_name else None)
        assert data["role"] in ROLE_BY_NAME[self.lang], f"{self.name}: role card shows {data!r}"
        role = ROLE_BY_NAME[self.lang][data["role"]]
        side = "good" if role in GOOD else "evil"
        assert data["side"] == self.t(f"avalon.side.{side}"), data
        self.check_facts(data["facts"])
        # the only role on the card is the reader's own (its text may name others: "Percival
        # sees you", and Percival's facts say "X is Merlin or Morgana" by design)
        rest = data["text"].replace(self.t(f"avalon.role.{role}.text"), " ").replace(ROLE_NAME[self.lang][role], " ")
        if role == "percival":
            rest = rest.replace(self.t("avalon.ui.merlin_or_morgana").split("}", 1)[1], " ")
        others = role_names_in(rest)
        assert not others, f"{self.name} ({role}) sees other roles on its card: {others} in {data['text']!r}"
        return role
