"""Dixit bots: the random and the tag-reading smart bot (brief §3 notes; the issue's bot rules)."""

import random

from dixit_scenario import BARE_DECK, TEST_DECK, Table

from games.core.simulate import play_match, simulate
from games.dixit import GAME, decks
from games.dixit.bots import DixitBot, overlap


def find_rate(guessers: str, games: int = 40, players: int = 5) -> float:
    """Share of votes that found the storyteller's card when every seat runs ``guessers``
    (typed clues, the synthetic tagged deck). A random guesser's chance does not depend on
    the clue, so this compares smart guessers with random ones."""
    found = voted = 0
    for k in range(games):
        m = play_match(GAME, players, k, {"decks": [TEST_DECK], "clue": "typed"},
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


def test_the_smart_storyteller_clues_with_one_or_two_tags_of_its_card():
    t = Table(4, seed=3, clue="typed")
    bot = DixitBot(t.teller, random.Random(1))
    view = t.m.view(t.teller)
    card = bot.answer(view, t.prompt(t.teller).as_dict())[0]
    t.ok(t.teller, [card])
    clue = bot.answer(t.m.view(t.teller), t.prompt(t.teller).as_dict())
    words = clue.split()
    assert 1 <= len(words) <= 2 and set(words) <= set(decks.tags(card))


def test_the_smart_guesser_submits_and_votes_by_tag_overlap_and_never_its_own_card():
    t = Table(5, seed=4, clue="typed")
    teller = t.teller
    t.ok(teller, [t.st.hands[teller][0]])
    clue = " ".join(decks.tags(t.st.story_card))
    t.ok(teller, clue)
    for s in t.others:
        pick = DixitBot(s, random.Random(s)).answer(t.m.view(s), t.prompt(s).as_dict())
        assert overlap(pick[0], clue) == max(overlap(c, clue) for c in t.st.hands[s])
        t.ok(s, pick)
    # The storyteller's card carries every word of the clue: no card can overlap it more.
    best = overlap(t.st.board[t.number_of(teller) - 1]["card"], clue)
    for s in t.others:
        (n,) = DixitBot(s, random.Random(s)).answer(t.m.view(s), t.prompt(s).as_dict())
        assert int(n) != t.number_of(s) and overlap(t.st.board[int(n) - 1]["card"], clue) == best
        t.ok(s, [n])


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
    assert all(part in card["tags"]["zh-Hans"] for part in clue.split("、")), (clue, card["tags"])
    bot.lang = "en"
    assert all(word in " ".join(card["tags"]["en"]) for word in bot.answer({"table": table}, prompt).split())
