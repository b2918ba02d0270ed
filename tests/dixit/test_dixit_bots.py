"""Dixit bots: the random and the tag-reading smart bot (docs/rules/dixit.md §3 notes; the issue's bot rules)."""

import random
import re

from dixit_scenario import BARE_DECK, TEST_DECK, DixitScenario

from games.core.simulate import play_match, simulate
from games.dixit import GAME, decks
from games.dixit.art.catalog import clue_words, plan_for
from games.dixit.art.vocab import THINGS
from games.dixit.bots import DixitBot, overlap

LANGS = ("en", "zh-Hant", "zh-Hans")


def find_rate(guessers: str, games: int = 40, players: int = 5, deck: str = TEST_DECK) -> float:
    """Share of votes that found the storyteller's card when every seat runs ``guessers``
    (typed clues). A random guesser's chance does not depend on the clue, so this compares
    smart guessers with random ones."""
    found = voted = 0
    for k in range(games):
        m = play_match(GAME, players, k, {"decks": [deck], "clue": "typed"},
                       guessers).match
        for rec in m.state.rounds:
            story = next(e["n"] for e in rec["board"] if e["storyteller"])
            voters = {v["voter"] for v in rec["votes"]}
            voted += len(voters)
            found += sum(1 for v in voters if any(t["n"] == story for t in rec["votes"] if t["voter"] == v))
    return found / voted


def test_random_and_smart_bots_finish_every_table_size():
    for players in (3, 4, 7, 12):
        for bots in ("random", "smart"):
            s = simulate(GAME, players, 10, seed=players, bots=bots, options={"decks": [TEST_DECK], "clue": "typed"})
            assert s.errors == 0 and s.finished == 10, s.first_error


def test_smart_guessers_find_the_storytellers_card_more_often_than_random_ones():
    smart, rand = find_rate("smart"), find_rate("random")
    assert smart > rand + 0.15, (smart, rand)


def test_with_the_built_in_pictures_mood_clues_still_lead_smart_guessers_to_the_card():
    smart, rand = find_rate("smart", 20, deck=decks.BUILTIN), find_rate("random", 20, deck=decks.BUILTIN)
    assert smart > rand + 0.15, (smart, rand)


def names_drawn(card: str, lang: str) -> list:
    """The names of what a built-in picture shows (its people, animals and objects)."""
    p = plan_for(card)
    return [THINGS[k][LANGS.index(lang)] for k in p.thing_keys if k in THINGS]


def names_any(clue: str, names: list, lang: str) -> bool:
    if lang == "en":  # whole words, a plural too ("castles" names a castle)
        words = set(re.findall(r"\w+", clue.lower()))
        return any(set(n.lower().split()) <= words or n.lower() + "s" in words for n in names)
    return any(n in clue for n in names)


def test_a_bot_clue_for_a_built_in_picture_is_a_mood_never_the_name_of_what_is_drawn():
    # "planet house" is not a Dixit clue: the storyteller says a mood or an idiom.
    for card in decks.cards_of([decks.BUILTIN]):
        for lang in LANGS:
            words = clue_words(card["id"], lang)
            assert words and all(w in card["tags"][lang] for w in words), card["id"]
            named = [w for w in words if names_any(w, names_drawn(card["id"], lang), lang)]
            assert not named, (card["id"], lang, named, names_drawn(card["id"], lang))
    table = {"clue": {"text": None}}
    prompt = {"kind": "text", "key": "dixit.prompt.clue", "choices": []}
    for k, card in enumerate(decks.cards_of([decks.BUILTIN])[::7]):
        bot = DixitBot(0, random.Random(k))
        bot.lang = LANGS[k % 3]
        clue = bot.answer({"table": dict(table, story_card={"card": card["id"]})}, prompt)
        assert not names_any(clue, names_drawn(card["id"], bot.lang), bot.lang), (card["id"], clue)
        assert overlap(card["id"], clue) >= 1


def test_the_smart_storyteller_clues_with_one_or_two_tags_of_its_card():
    t = DixitScenario(4, seed=3, clue="typed")
    bot = DixitBot(t.teller, random.Random(1))
    view = t.view_of(t.teller)
    card = bot.answer(view, t.prompt_of(t.teller).as_dict())[0]
    t.answer(t.teller, [card])
    clue = bot.answer(t.view_of(t.teller), t.prompt_of(t.teller).as_dict())
    words = clue.split()
    assert 1 <= len(words) <= 2 and set(words) <= set(decks.tags(card))


def test_the_smart_guesser_submits_and_votes_by_tag_overlap_and_never_its_own_card():
    t = DixitScenario(5, seed=4, clue="typed")
    teller = t.teller
    t.answer(teller, [t.state.hands[teller][0]])
    clue = " ".join(decks.tags(t.state.story_card))
    t.answer(teller, clue)
    for s in t.others:
        pick = DixitBot(s, random.Random(s)).answer(t.view_of(s), t.prompt_of(s).as_dict())
        assert overlap(pick[0], clue) == max(overlap(c, clue) for c in t.state.hands[s])
        t.answer(s, pick)
    # The storyteller's card carries every word of the clue: no card can overlap it more.
    best = overlap(t.state.board[t.number_of(teller) - 1]["card"], clue)
    for s in t.others:
        (n,) = DixitBot(s, random.Random(s)).answer(t.view_of(s), t.prompt_of(s).as_dict())
        assert int(n) != t.number_of(s) and overlap(t.state.board[int(n) - 1]["card"], clue) == best
        t.answer(s, [n])


def test_with_untagged_cards_the_smart_bot_plays_at_random():
    s = simulate(GAME, 4, 10, seed=2, bots="smart", options={"decks": [BARE_DECK], "clue": "typed"})
    assert s.errors == 0 and s.finished == 10


def test_a_smart_storyteller_gives_its_clue_in_the_tables_language():
    from games.dixit import decks
    from games.dixit.bots import DixitBot
    card = next(c for c in decks.cards_of(["builtin"]) if c["tags"]["zh-Hans"])
    table = {"story_card": {"card": card["id"]}, "clue": {"text": None}}
    prompt = {"kind": "text", "key": "dixit.prompt.clue", "choices": []}
    bot = DixitBot(0)
    bot.lang = "zh-Hans"
    clue = bot.answer({"table": table}, prompt)
    assert all(part in clue_words(card["id"], "zh-Hans") for part in clue.split("、")), (clue, card["tags"])
    bot.lang = "en"
    assert all(word in " ".join(clue_words(card["id"], "en")) for word in bot.answer({"table": table}, prompt).split())
