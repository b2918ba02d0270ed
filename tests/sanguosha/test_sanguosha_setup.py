"""Setup: roles, heroes, HP and hands (docs/rules/sanguosha.md §3-§4; seed 000 l.401-425)."""

from collections import Counter

from sanguosha_scenario import SgsScenario

from games.sanguosha.heroes import HEROES, LORD_HEROES


def test_the_lord_picks_first_from_the_three_lord_heroes_and_two_more():
    # Seed 000 l.407: the Lord gets "曹操"、"劉備"、"孫權" and 2 more at random, 5 in all, and picks first.
    t = SgsScenario(5, heroes=None, no_heroes=False)
    lord = t.state.roles.index("lord")
    assert t.seats_asked("hero") == [lord]
    offer = t.choices_of(lord, "hero")
    assert len(offer) == 5 and set(LORD_HEROES) <= set(offer)
    assert t.seat(lord)["role"] == "lord"


def test_the_others_then_pick_at_once_from_three_each_and_all_show_together():
    # Seed 000 l.409: "隨機發給其餘每位玩家各3張 ... 待所有玩家都挑選好後同時亮出".
    t = SgsScenario(5, no_heroes=False)
    lord = t.state.roles.index("lord")
    t.answer(lord, ["liubei"], "hero")
    assert t.seat(lord)["hero"] == "liubei"
    others = sorted(t.seats_asked("hero"))
    assert others == [s for s in range(5) if s != lord]
    offers = [t.choices_of(s, "hero") for s in others]
    assert all(len(o) == 3 for o in offers) and len({h for o in offers for h in o}) == 12
    assert "liubei" not in {h for o in offers for h in o}
    t.answer(others[0], [offers[0][0]], "hero")
    assert t.seat(others[0])["hero"] is None          # shown only when all have picked
    for s, o in zip(others[1:], offers[1:]):
        t.answer(s, [o[0]], "hero")
    assert [t.seat(s)["hero"] for s in others] == [o[0] for o in offers]


def test_at_ten_players_the_others_are_offered_two_heroes_each():
    t = SgsScenario(10, no_heroes=False)
    t.time_out("hero")
    assert {len(t.choices_of(s, "hero")) for s in t.seats_asked("hero")} == {2}


def test_the_lord_gets_one_more_max_hp_except_at_four_players():
    # Seed 000 l.415: "主公在其體力上限的基礎上再增加一點（四人遊戲時不再額外增加）".
    five = SgsScenario(5, roles=["lord", "rebel", "loyalist", "renegade", "rebel"],
                       heroes=["zhouyu", "caocao", "liubei", "sunquan", "lvbu"])
    assert (five.seat(0)["hp"], five.seat(0)["max_hp"]) == (4, 4)     # 周瑜 3 + 1
    assert five.seat(1)["max_hp"] == HEROES["caocao"].hp
    four = SgsScenario(4, roles=["lord", "rebel", "loyalist", "renegade"],
                       heroes=["zhouyu", "caocao", "liubei", "sunquan"])
    assert four.seat(0)["max_hp"] == 3


def test_without_heroes_everyone_has_four_max_hp_and_the_lord_five_from_five_players():
    # Seed 000 l.421: "每人都視為體力上限為4、無技能的武將。主公體力上限為5（5或5人以上遊戲時）".
    t = SgsScenario(5, roles=["rebel", "lord", "loyalist", "renegade", "rebel"])
    assert [t.seat(s)["max_hp"] for s in range(5)] == [4, 5, 4, 4, 4]
    assert t.table_of(1)["me"]["skills"] == []


def test_everyone_starts_with_four_cards():
    # Seed 000 l.424: "隨機分給每個玩家4張".
    t = SgsScenario(6, no_heroes=False)
    assert [t.seat(s)["hand"] for s in range(6)] == [4] * 6
    assert t.table_of(None)["deck"] == 108 - 24


def test_the_lord_is_public_and_every_other_role_is_known_only_to_its_holder():
    # Seed 000 l.403: the Lord shows the role card at once; the others keep theirs secret.
    t = SgsScenario(8, no_heroes=False)
    lord = t.state.roles.index("lord")
    other = next(s for s in range(8) if s != lord)
    t.assert_sees(None, seat=lord, role="lord")
    t.assert_sees(other, seat=other, role=t.state.roles[other])
    t.assert_hidden(None, seat=other, role=t.state.roles[other])
    assert t.leaks() == []


def test_the_role_table_and_its_options():
    # docs/rules/sanguosha.md §3, R1-R3.
    def roles(players, **options):
        return Counter(SgsScenario(players, **options).state.roles)
    assert roles(8) == Counter(lord=1, loyalist=2, rebel=4, renegade=1)
    assert roles(8, double_renegade=True) == Counter(lord=1, loyalist=2, rebel=3, renegade=2)
    assert roles(4, four_player_no_loyalist=True) == Counter(lord=1, rebel=2, renegade=1)
    assert roles(10, ten_player_single_renegade=True) == Counter(lord=1, loyalist=3, rebel=5, renegade=1)


def test_the_lord_takes_the_first_turn():
    # Seed 000 l.431: "由主公開始".
    t = SgsScenario(5, roles=["rebel", "rebel", "lord", "loyalist", "renegade"])
    assert t.table_of(None)["current"] == 2 and t.seats_asked("play") == [2]


def test_a_seats_hero_offer_is_shown_to_that_seat_alone():
    t = SgsScenario(5, no_heroes=False)
    lord = t.state.roles.index("lord")
    t.assert_sees(lord, seat=lord, offer=t.choices_of(lord, "hero"))
    t.assert_hidden(None, seat=lord, offer=t.choices_of(lord, "hero"))
    t.answer(lord, [t.choices_of(lord, "hero")[0]], "hero")
    other = t.seats_asked("hero")[0]
    t.assert_hidden(lord, seat=other, offer=t.choices_of(other, "hero"))
    assert t.leaks() == []


def test_a_lord_skill_belongs_to_the_lord_alone():
    # docs/rules/sanguosha.md §8: "[Lord] 主公技: works only while this hero is the 主公."
    t = SgsScenario(4, roles=["lord", "rebel", "loyalist", "renegade"], heroes=["liubei", "caocao", "sunquan", "lvbu"])
    assert t.table_of(0)["me"]["skills"] == ["rende", "jijiang"]
    assert t.table_of(1)["me"]["skills"] == ["jianxiong"] and t.table_of(2)["me"]["skills"] == ["zhiheng"]
