"""盗梦都市 bots (docs/inception.md, "Bots"): random and smart bots finish matches at every size and under every
option; the smart bot's own answers are never refused; it plays the situations its camp's rules name (unlocking
the secret's layer, walking there, cancelling a thief's unlock, shooting, milling the deck); and each camp of
smart bots beats the same camp of random bots (measured, fixed seeds)."""

import random
from collections import Counter

import pytest
from inception_scenario import PEEK, SH, TS, U, InceptionScenario, cards_of

from games.core import Match
from games.core.simulate import play_match, simulate
from games.inception import GAME, Inception
from games.inception.bots import InceptionSmartBot
from tests.botkit import one_against_the_rest

OPTION_SETS = [{}, {"beginner": True}, {"role_offer_3": True, "alternate_direction": True},
               {"spare_nightmares_out": True, "end_on_failed_draw": True, "decree_any_345": True},
               {"manual_scoring": True, "master": "2"}]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(o) or "defaults")
def test_random_and_smart_bots_finish_every_match_at_every_size(options):
    for bots in ("random", "smart"):
        for players in (3, 4, 6, 8, 10):
            summary = simulate(GAME, players, 2, seed=players, bots=bots, options=options)
            assert summary.errors == 0, summary.first_error
            assert summary.finished == 2


@pytest.mark.parametrize("bots", ["random", "smart"])
def test_bots_finish_the_four_player_variant(bots):
    summary = simulate(GAME, 4, 4, bots=bots, options={"small_variant": True, "first_player": "2"})
    assert summary.errors == 0 and summary.finished == 4, summary.first_error


class AskedTwice(InceptionSmartBot):
    """The smart bot, noting each prompt it is asked again: the driver asks again only after a refusal."""

    asked: list = []

    def answer(self, view, prompt):
        self.asked.append((prompt["id"], prompt["seat"], prompt["key"].rpartition(".")[2]))
        return super().answer(view, prompt)


def test_the_smart_bots_own_answers_are_never_refused():
    """Every question the smart bot has a rule for is answered legally at the first try (the others go to the
    random answer, which the driver may ask again)."""
    game = Inception()
    game.bots = {"smart": AskedTwice}
    keys = set()
    for seed, players in enumerate((3, 5, 6, 8)):
        AskedTwice.asked = []
        assert play_match(game, players, seed, None, "smart").error is None
        ruled = [a for a in AskedTwice.asked if hasattr(InceptionSmartBot, "on_" + a[2])]
        assert [a for a, n in Counter(ruled).items() if n > 1] == []
        keys |= {a[2] for a in ruled}
    assert {"play", "unseal", "secret", "layer", "discard", "target"} <= keys


# -- the rules, scene by scene ------------------------------------------------------------------------------

def bot_answer(t, seat: int, key: str = ""):
    """What seat's smart bot answers to its open prompt, from the payload its phone is sent."""
    payload = t.view_of(seat)
    prompt = next(p for p in payload["prompts"] if p["key"].endswith(key))
    return InceptionSmartBot(seat, random.Random(0)).answer(payload, prompt)


def test_a_thief_unlocks_the_layer_it_stands_on_when_the_secret_may_lie_there():
    # §5.2 "only on their own layer"; §7 the thieves win when the secret opens: layer 1 may hold it.
    t = InceptionScenario(first=1, hands={1: [U[0], PEEK[0]]}, secret=1)
    t.to_play(1)
    assert bot_answer(t, 1, "prompt.play") == [str(U[0])]


def test_a_thief_who_saw_its_layer_is_gold_walks_toward_the_rest():
    # §8 梦境窥视 ① "look at one vault in secret": a gold vault seen is no goal; 梦境穿梭剂 moves one layer.
    t = InceptionScenario(first=1, hands={1: [U[0], PEEK[0], SH[0]]}, secret=4)
    t.to_play(1)
    t.use(1, PEEK[0])
    if t.prompts("prompt.peek_bribe"):
        t.answer(0, ["no"], "prompt.peek_bribe")
    t.answer(1, ["layer:1"], "prompt.peek_vault")
    assert bot_answer(t, 1, "prompt.play") == [str(SH[0])]
    t.answer(1, [str(SH[0])], "prompt.play")
    assert t.layer_of(1) == 2


def test_the_master_cancels_a_thiefs_unlock_and_a_thief_lets_it_pass():
    # §5.2 "Any player may cancel it with another 解封 (effect ②)": the master's camp does, a loyal thief does not.
    t = InceptionScenario(first=1, hands={1: U[:1], 0: U[1:2], 2: U[2:3]})
    t.use(1, U[0])
    assert bot_answer(t, 0, "prompt.unseal") == ["cancel"]
    assert bot_answer(t, 2, "prompt.unseal") == ["pass"]


def test_a_traitor_cancels_the_unlock_too():
    # §5.4 "DEAL makes a traitor, who wins with the master".
    t = InceptionScenario(first=1, hands={1: U[:1], 2: U[1:2]}, bribes={2: ["deal"]})
    t.use(1, U[0])
    assert bot_answer(t, 2, "prompt.unseal") == ["cancel"]


def test_the_master_shoots_a_thief_in_its_layer_and_mills_the_deck_first():
    # §7 the master wins when the deck runs out: 时间风暴 "mill 10" comes before a SHOOT.
    shoot = cards_of("shoot", 1)[0]
    t = InceptionScenario(hands={0: [shoot]}, deck_top=PEEK[:2])
    t.to_play(0)
    assert bot_answer(t, 0, "prompt.play") == [str(shoot)]
    t = InceptionScenario(hands={0: [shoot, TS[0]]}, deck_top=PEEK[:2])
    t.to_play(0)
    assert bot_answer(t, 0, "prompt.play") == [str(TS[0])]


def test_a_thief_never_discards_a_time_storm_and_the_master_discards_it_first():
    # §8 时间风暴 "also when discarded from the hand": it mills the thieves' clock.
    t = InceptionScenario(first=1, hands={1: [TS[0], *U[:5]]})
    t.to_play(1).end_play(1)
    assert str(TS[0]) not in bot_answer(t, 1, "prompt.discard")
    t = InceptionScenario(hands={0: [TS[0], *U[:5]]})
    t.to_play(0).end_play(0)
    assert str(TS[0]) in bot_answer(t, 0, "prompt.discard")


def test_the_master_hides_the_secret_in_the_farthest_layer():
    # §2 step 4 the master places the secret vault; the thieves start in layer 1 (§2), layer 4 is three moves away.
    m = Match(GAME, 5, {"master": "1"}, 1)
    while not any(p.key.endswith("prompt.secret") for p in m.prompts):
        p = m.prompts[0]
        m.submit(p.seat, p.id, p.default)
    p = next(p for p in m.prompts if p.key.endswith("prompt.secret"))
    assert InceptionSmartBot(0).answer(m.view(0), p.as_dict()) == ["layer:4"]


# -- smart beats random --------------------------------------------------------------------------------------

MATCHES = 30
# Measured (docs/inception.md "Bots"), 6 players, seeds 0-29, the master in seat 0: the master's camp wins 97% of
# random matches; smart thieves take that to 43%; a smart master against smart thieves wins 83%.


def master_wins(players: int, master: str, thieves: str) -> int:
    return one_against_the_rest(GAME, players, range(MATCHES), side=lambda seed: {0}, options={"master": "1"},
                                smart=master, rest=thieves).wins


def test_smart_thieves_beat_random_thieves_and_a_smart_master_beats_a_random_one():
    random_thieves = MATCHES - master_wins(6, "random", "random")
    random_master = master_wins(6, "random", "smart")
    smart_thieves = MATCHES - random_master
    assert smart_thieves >= random_thieves + MATCHES // 4, (smart_thieves, random_thieves)
    smart_master = master_wins(6, "smart", "smart")
    assert smart_master >= random_master + MATCHES // 4, (smart_master, random_master)
