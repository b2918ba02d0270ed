"""盗梦都市 for 3-4 players (docs/rules/inception.md §11): no master at the start, forced bribes, becoming the
master by revealing DEAL, and its three ways to end."""

from inception_scenario import PEEK, U, InceptionScenario

from games.core.testing import Scenario
from games.inception import GAME


def small(**kw):
    kw.setdefault("master", None)
    kw.setdefault("first", 0)
    return InceptionScenario(players=3, **kw)


def test_a_peek_forces_a_bribe_while_any_remain():
    # §11 "If undealt bribes remain, whoever uses 梦境窥视 ... must draw one at random."
    t = small(hands={0: PEEK[:1]}, bribe_pile=["fail", "deal"])
    t.use(0, PEEK[0], ["layer:2"])
    assert t.table["seats"][0]["bribes"] == 1 and not t.prompts("prompt.peek_bribe")


def test_a_gold_vault_forces_a_bribe_then_with_none_left_its_nightmare():
    t = small(hands={0: U[:1]}, locks=[1, 3, 2, 1], bribe_pile=["fail"], nightmares=["despair", None, None, None])
    t.use(0, U[0]).nobody_cancels()
    assert t.table["seats"][0]["bribes"] == 1 and not t.prompts("prompt.gold")
    t2 = small(hands={0: U[:1]}, locks=[1, 3, 2, 1], bribe_pile=[], bribes={2: ["deal", "fail"]},
               nightmares=["despair", None, None, None])
    t2.use(0, U[0]).nobody_cancels()
    assert any(e["key"] == "inception.log.nightmare" and e["params"]["nightmare"] == "despair" for e in t2.table["log"])
    assert t2.table["layers"][0]["nightmare"] is False


def test_the_secret_opened_with_no_master_yet_wins_for_its_opener_alone():
    t = small(hands={0: U[:1]}, locks=[1, 3, 2, 1], secret=1)
    t.use(0, U[0]).nobody_cancels()
    assert t.outcome["result"] == "inception.result.alone" and t.outcome["winners"] == [0]
    assert t.outcome["params"] == {"seat": 0}   # the TV's "{seat} opened the secret alone and wins!"


def test_a_deal_holder_reveals_it_and_becomes_the_master_with_a_master_role():
    t = small(roles=["luna", "gaia", "taurus"], faces={0: "a"}, bribes={0: ["deal"]}, bribe_pile=["fail"])
    t.act(0, "skill:reveal_deal")
    role = t.prompt_of(0, "prompt.role").choices[0].id
    t.answer(0, [role], "prompt.role")
    assert t.table["master"] == 0 and t.table["seats"][0]["role"] == role
    t.assert_sees(0, layer=4, vault="secret")


def test_a_shattered_bribe_cannot_be_revealed_and_is_refused_on_its_holders_phone():
    t = small(bribes={0: ["fail"]}, bribe_pile=["deal"])
    assert "skill:reveal_deal" in t.play_choices(0)
    assert t.refusal(0, ["skill:reveal_deal"], "prompt.play").code == "not_deal"


def test_once_there_is_a_master_the_secret_wins_for_the_thieves_camp():
    t = small(hands={1: U[:1]}, bribes={0: ["deal"]}, bribe_pile=["fail"], locks=[1, 3, 2, 1], secret=1)
    t.act(0, "skill:reveal_deal")
    t.time_out_until("prompt.play", 1)
    t.use(1, U[0]).nobody_cancels()
    while not t.finished:
        t.time_out()   # a master role may ask its own question first (棋局's 易位: its default keeps the vault)
    assert t.outcome["result"] == "inception.result.thieves" and t.outcome["winners"] == [1, 2]


def test_the_deck_out_wins_for_the_deal_holders():
    t = small(bribes={2: ["deal"]}, bribe_pile=["fail"], deck_left=3)
    t.end_play(0)
    assert t.outcome["result"] == "inception.result.master" and t.outcome["winners"] == [2]


def test_the_host_may_pick_the_variants_first_player():
    # I13: "a random seat starts ... Option: the host picks."
    t = Scenario(GAME, 3, {"first_player": "3", "beginner": True})
    t.time_out_until("prompt.play")
    assert t.prompts()[0].seat == 2
