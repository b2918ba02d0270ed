"""三国杀 金鱼牌堆 (`goldfish`): every numbered rule of docs/rules/sanguosha.md §9.4 and its rulings R16-R23, hero
tiers (§9.5, R24), the lobby's refusals of options that do not fit (R39-R40), and §10's scoring left as it is.
The authority is seed 004 l.1-73."""

import json
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
from sanguosha_scenario import ROLES4, SgsScenario, card, cards, goldfish_slash_at_one_hp, goldfish_turn, turn_of

from games.core import LANGS, Match
from games.core.game import OptionsError
from games.core.simulate import play_match
from games.core.testing import Scenario
from games.sanguosha import GAME
from games.sanguosha.heroes import HEROES, LORD_HEROES
from games.sanguosha.roles import role_counts

SLASH, DODGE, PEACH, WINE, LIGHTNING, INDULGENCE, HORSE, WEAPON = cards("S014", "S030", "S032", "M003", "S002", "S013",
                                                                       "S011", "S003")
GOLDFISH = {"goldfish": True}
CATALOGUE = json.loads((Path(__file__).parents[2] / "games/sanguosha/i18n.json").read_text(encoding="utf-8"))


def with_heroes(players: int, seed: int = 1, **options) -> Scenario:
    """A 金鱼 match from its first prompt: roles dealt, the hero offers still to answer."""
    return Scenario(GAME, players, {**GOLDFISH, **options}, seed)


def all_pick_first_offered(t: Scenario) -> Scenario:
    """The Lord, then everyone else at once, takes the first hero offered."""
    lord = t.state.lord()
    t.answer(lord, [t.choices_of(lord, "hero")[0]], "hero")
    return t.answer_all(lambda p: [p.choices[0].id], "hero")


# ---------------------------------------------------------------- 1. roles
@pytest.mark.parametrize("players", range(4, 11))
def test_rule_1_roles_are_dealt_by_the_section_3_table(players):
    # §9.4 1: "Use the §3 table (seed 004 l.3-23)."
    st = Match(GAME, players, GOLDFISH, players).state
    assert Counter(st.roles) == Counter({r: n for r, n in role_counts(players).items() if n})


@pytest.mark.parametrize("players", [6, 8])
def test_rule_1_double_renegade_takes_the_second_row_at_6_and_8(players):
    st = Match(GAME, players, {**GOLDFISH, "double_renegade": True}, 1).state
    assert st.roles.count("renegade") == 2


# ---------------------------------------------------------------- 2. heroes (R16, R17)
def test_rule_2_r16_the_lord_is_offered_the_3_lord_heroes_and_2_more():
    t = with_heroes(6)
    offer = t.choices_of(t.state.lord(), "hero")
    assert offer[:3] == list(LORD_HEROES) and len(set(offer)) == 5


@pytest.mark.parametrize("players,size", [(4, 6), (5, 6), (6, 4), (7, 4), (8, 3), (9, 3), (10, 2)])
def test_rule_2_r17_the_others_are_offered_6_or_3_at_10_cut_to_what_24_heroes_fill(players, size):
    # R17: "min(6 (3 at 10 players), ⌊24 ÷ (N−1)⌋). That is 6 at 4–5 players, 4 at 6–7, 3 at 8–9 and 2 at 10."
    t = with_heroes(players)
    lord = t.state.lord()
    picked = t.choices_of(lord, "hero")[0]
    t.answer(lord, [picked], "hero")
    offers = [t.choices_of(s, "hero") for s in range(players) if s != lord]
    dealt = [h for offer in offers for h in offer]
    assert [len(o) for o in offers] == [size] * (players - 1)
    assert len(set(dealt)) == len(dealt) and picked not in dealt


def test_rule_2_the_others_picks_are_revealed_at_the_same_moment():
    # seed 004 l.37: "待所有玩家都挑選好後同時亮出"
    t = with_heroes(5)
    lord = t.state.lord()
    t.answer(lord, [t.choices_of(lord, "hero")[0]], "hero")
    others = [s for s in range(5) if s != lord]
    for s in others[:-1]:
        t.answer(s, [t.choices_of(s, "hero")[0]], "hero")
        assert [t.table_of(None)["seats"][o]["hero"] for o in others] == [None] * 4
    t.answer(others[-1], [t.choices_of(others[-1], "hero")[0]], "hero")
    assert all(t.table_of(None)["seats"][o]["hero"] for o in others)


# ---------------------------------------------------------------- 3. HP (R18)
@pytest.mark.parametrize("players", [4, 5, 10])
def test_rule_3_r18_the_lord_gets_1_more_max_hp_and_2_jade_at_every_count(players):
    # seed 004 l.43: "主公在其體力上限的基礎上再增加一點，且獲得兩點玉佩"; R18: 4 players included.
    t = all_pick_first_offered(with_heroes(players))
    lord = t.state.lord()
    for s, seat in enumerate(t.table_of(None)["seats"]):
        hero_hp = HEROES[seat["hero"]].hp
        assert (seat["max_hp"], seat["hp"], seat["jade"]) == ((hero_hp + 1, hero_hp + 1, 2) if s == lord
                                                               else (hero_hp, hero_hp, 0))


def test_rule_3_the_standard_game_keeps_its_4_player_exception_and_has_no_jade():
    t = Scenario(GAME, 4, {}, 1)
    all_pick_first_offered(t)
    lord = t.state.lord()
    seat = t.table_of(None)["seats"][lord]
    assert seat["max_hp"] == HEROES[seat["hero"]].hp and "jade" not in seat


@pytest.mark.parametrize("players", [4, 7])
def test_rule_3_without_heroes_everyone_has_4_and_the_lord_5_with_2_jade(players):
    # seed 004 l.45: "每人都視為體力上限為4、無技能的武將。主公體力上限為5且有2玉佩"
    t = SgsScenario(players, goldfish=True)
    lord = t.state.lord()
    assert [(s["max_hp"], s["jade"]) for s in t.table_of(None)["seats"]] == \
        [(5, 2) if s == lord else (4, 0) for s in range(players)]


# ---------------------------------------------------------------- 4. starting hands
def test_rule_4_everyone_starts_with_4_cards_and_the_lord_with_5():
    # seed 004 l.49: "隨機分給每個玩家4張，此為起始手牌，主公發五張"
    t = with_heroes(6)
    lord = t.state.lord()
    assert [s["hand"] for s in t.table_of(None)["seats"]] == [5 if s == lord else 4 for s in range(6)]


# ---------------------------------------------------------------- 5. turns
def test_rule_5_the_lord_takes_the_first_turn():
    # seed 004 l.53: "由主公開始"
    t = SgsScenario(6, goldfish=True)
    assert t.time_out_until("play").seat == t.state.lord()


# ---------------------------------------------------------------- 6. dying
def test_rule_6_a_dying_player_drinks_their_own_wine_and_recovers_1():
    # seed 004 l.59: "或者自己用「酒」自救（恢復一點體力）"
    t = goldfish_slash_at_one_hp(1, hands={1: [WINE]})
    t.decline(0).answer(1, [str(WINE)], "peach")
    assert t.hp(1) == 1 and t.seat(1)["alive"] and WINE in t.state.discard


def test_rule_6_another_players_wine_saves_no_one():
    t = goldfish_slash_at_one_hp(1, hands={0: [SLASH, WINE]})
    assert t.refusal(0, [str(WINE)], "peach").code == "not_a_peach"


def test_rule_6_anyones_peach_saves_a_dying_player():
    t = goldfish_slash_at_one_hp(1, hands={2: [PEACH]})
    t.decline(0).decline(1).answer(2, [str(PEACH)], "peach")
    assert t.hp(1) == 1 and t.seat(1)["alive"]


# ---------------------------------------------------------------- 7. death
def test_rule_7_death_discards_every_card_but_lightning_moves_to_the_next_judgement_area():
    # seed 004 l.59: "棄置該武將所有牌及判定區裡的牌（除了閃電，閃電置入下一名角色的判定區），並亮出身份牌"
    t = goldfish_slash_at_one_hp(3, attacker=2, hands={3: [DODGE]}, equip={3: [WEAPON]},
                        judgement={3: [LIGHTNING, INDULGENCE]}).nobody_saves()
    seat = t.seat(3)
    assert not seat["alive"] and seat["role"] == "renegade"
    assert {DODGE, WEAPON, INDULGENCE} <= set(t.state.discard) and LIGHTNING not in t.state.discard
    assert [c["id"] for c in t.seat(0)["judgement_area"]] == [LIGHTNING]


def test_rule_7_lightning_skips_a_next_player_who_already_holds_one():
    # §6.6 a player cannot hold two of the same delayed trick; as 闪电 moves (R11) it goes on to the next who may
    other = card("S052")   # the EX 闪电
    t = goldfish_slash_at_one_hp(3, attacker=2, judgement={3: [LIGHTNING], 0: [other]}).nobody_saves()
    assert [c["id"] for c in t.seat(1)["judgement_area"]] == [LIGHTNING]


def test_rule_7_the_standard_game_discards_lightning_with_the_rest():
    t = turn_of(2, {2: [SLASH], 3: []}, hp={3: 1}, judgement={3: [LIGHTNING]}).use(2, SLASH, 3).respond(3)
    t.nobody_saves()
    assert LIGHTNING in t.state.discard and t.seat(0)["judgement_area"] == []


# ---------------------------------------------------------------- 8. rewards and penalties (R19, R20)
def test_rule_8_killing_a_rebel_draws_3_and_gains_2_armour():
    # seed 004 l.61: "任何人除掉一名反賊（即便兇手也是反賊），立即摸三張牌，並獲得2點護甲"
    t = goldfish_slash_at_one_hp(1).nobody_saves()
    assert len(t.hand(0)) == 2 + 3 and t.seat(0)["armor"] == 2


def test_rule_8_r22_armour_stops_at_5():
    t = goldfish_slash_at_one_hp(1, armor={0: 4}).nobody_saves()
    assert t.seat(0)["armor"] == 5


def test_rule_8_killing_a_renegade_draws_3_and_gains_3_jade():
    # seed 004 l.63: "任何人除掉一名內奸（即便兇手也是內奸），立即摸三張牌，並獲得3點玉佩"
    t = goldfish_slash_at_one_hp(3).nobody_saves()
    assert len(t.hand(0)) == 2 + 3 and t.seat(0)["jade"] == 2 + 3


def test_rule_8_r19_r20_a_rebel_who_kills_a_loyalist_pays_everything_loses_1_hp_and_shows_the_role():
    # seed 004 l.65: "任何人錯殺了忠臣，需要立即棄掉所有手牌和已裝備的牌，並失去所有玉佩和護甲，若不是主公，則失去一點
    # 體力，且該角色亮出身份牌"; R19 any killer; R20 the killer reveals.
    t = goldfish_slash_at_one_hp(2, attacker=1, equip={1: [HORSE]}, jade={1: 1}, armor={1: 2}).nobody_saves()
    killer = t.seat(1)
    assert (killer["hand"], killer["equip"]["horse_plus"], killer["jade"], killer["armor"]) == (0, None, 0, 0)
    assert killer["hp"] == 3 and killer["alive"] and killer["role"] == "rebel"
    assert t.table_of(0)["seats"][1]["role"] == "rebel" and not t.leaks()


def test_rule_8_the_lord_who_kills_a_loyalist_pays_everything_but_keeps_hp_and_role_card():
    t = goldfish_slash_at_one_hp(1, roles=["lord", "loyalist", "rebel", "renegade"], equip={0: [HORSE]},
                        armor={0: 3}).nobody_saves()
    lord = t.seat(0)
    assert (lord["hand"], lord["equip"]["horse_plus"], lord["jade"], lord["armor"], lord["hp"]) == (0, None, 0, 0, 5)
    assert t.state.revealed == [False] * 4


def test_rule_8_a_killer_who_dies_of_the_penalty_ends_the_chain_of_deaths():
    t = goldfish_slash_at_one_hp(2, attacker=1, hp={1: 1}).nobody_saves()
    assert not t.seat(1)["alive"] and t.state.kills[-1] == {"killer": None, "victim": 1}


# ---------------------------------------------------------------- 9. the end
def test_rule_9_the_lords_death_ends_the_match_as_in_the_standard_game():
    t = goldfish_slash_at_one_hp(0, attacker=1, jade={0: 0}).nobody_saves()
    assert t.finished and t.outcome["result"] == "sanguosha.result.rebels"


# ---------------------------------------------------------------- 10. the deck (R21)
def test_rule_10_r21_goldfish_plays_the_160_cards():
    assert sorted(GAME.conserved(Match(GAME, 5, GOLDFISH, 1).state)) == list(range(160))


def test_rule_10_r21_goldfish_108_plays_the_108_cards():
    assert sorted(GAME.conserved(Match(GAME, 5, {**GOLDFISH, "goldfish_108": True}, 1).state)) == list(range(108))


# ---------------------------------------------------------------- 护甲 (R22)
def test_r22_armour_absorbs_damage_before_hp():
    t = goldfish_turn(0, {0: [SLASH]}, armor={1: 2}).use(0, SLASH, 1).respond(1)
    assert (t.hp(1), t.seat(1)["armor"]) == (4, 1)
    assert t.table_of(2)["seats"][1]["armor"] == 1 and t.leaks() == []


def test_r22_damage_beyond_the_armour_takes_hp():
    # 酒 makes the 杀 deal 2: the 1 point of armour takes the first
    t = goldfish_turn(0, {0: [WINE, SLASH]}, armor={1: 1}).use(0, WINE).use(0, SLASH, 1).respond(1)
    assert (t.hp(1), t.seat(1)["armor"]) == (3, 0)


def test_r22_armour_does_not_stop_hp_loss():
    # "It does not stop HP loss": 苦肉 loses HP
    t = goldfish_turn(0, {}, heroes=["huanggai", "zhangfei", "guanyu", "zhaoyun"], armor={0: 2})
    t.use_skill(0, "kurou")
    assert (t.hp(0), t.seat(0)["armor"]) == (4, 2)


def test_r22_damage_fully_absorbed_still_counts_as_taken_for_skills():
    # "Damage fully absorbed still counts as 'taking damage' for skills": 奸雄 takes the 杀 that hit
    t = goldfish_turn(0, {0: [SLASH]}, heroes=["liubei", "caocao", "guanyu", "zhaoyun"], armor={1: 1})
    t.use(0, SLASH, 1).respond(1).use_effect(1)
    assert t.hp(1) == 4 and SLASH in t.hand(1)


# ---------------------------------------------------------------- 玉佩 (R23)
def test_r23_a_dying_player_may_spend_jade_for_1_hp_each():
    t = goldfish_slash_at_one_hp(1, jade={1: 2})
    assert "jade" not in t.choices_of(0, "peach")
    t.decline(0)
    assert "jade" in t.accepted_choices(1, "peach")
    t.answer(1, ["jade"], "peach")
    assert (t.hp(1), t.seat(1)["jade"], t.seat(1)["dying"]) == (1, 1, False)
    assert t.table_of(3)["seats"][1]["jade"] == 1 and t.leaks() == []


def test_r23_a_peach_at_full_hp_in_your_play_phase_becomes_jade():
    t = goldfish_turn(0, {0: [PEACH]}).use(0, PEACH)
    assert (t.hp(0), t.seat(0)["jade"]) == (5, 3) and PEACH in t.state.discard


def test_r23_the_standard_game_refuses_a_peach_at_full_hp():
    t = turn_of(0, {0: [PEACH]})
    assert t.refusal(0, [str(PEACH)], "play") is not None


# ---------------------------------------------------------------- hero tiers (§9.5, R24)
@pytest.mark.parametrize("players", range(4, 11))
def test_r24_hero_tiers_is_refused_with_the_25_standard_heroes_saying_how_to_fix_it(players):
    with pytest.raises(OptionsError, match="set hero_tiers to 0"):
        GAME.resolve_options({"hero_tiers": 1}, players)


def test_r24_a_tier_deals_its_heroes_only_when_it_can_fill_the_offers(monkeypatch):
    # "It is a hook for larger hero packs": tier 1 for the 3 lords and 6 more, as a larger pack would give.
    tier_one = list(LORD_HEROES) + ["simayi", "guanyu", "ganning", "lvbu", "huatuo", "zhenji"]
    for h in tier_one:
        monkeypatch.setitem(HEROES, h, replace(HEROES[h], tier=1))
    assert GAME.resolve_options({"hero_tiers": 1}, 4)["hero_tiers"] == 1
    with pytest.raises(OptionsError, match="too few"):
        GAME.resolve_options({"hero_tiers": 1}, 6)
    t = with_heroes(4, hero_tiers=1)
    lord = t.state.lord()
    t.answer(lord, [t.choices_of(lord, "hero")[0]], "hero")
    offered = {h for s in range(4) if s != lord for h in t.choices_of(s, "hero")}
    assert offered and offered <= set(tier_one)


# ---------------------------------------------------------------- the lobby's refusals (R39, R40)
@pytest.mark.parametrize("option,players", [("double_renegade", 4), ("double_renegade", 5), ("double_renegade", 7),
                                            ("double_renegade", 10), ("four_player_no_loyalist", 5),
                                            ("ten_player_single_renegade", 9)])
def test_r40_a_role_option_is_refused_at_a_count_without_its_row(option, players):
    with pytest.raises(OptionsError, match=f"{option} changes the roles only at .*: turn it off or seat"):
        GAME.resolve_options({option: True}, players)


@pytest.mark.parametrize("options,fix", [({"goldfish_108": True}, "turn goldfish on"),
                                         ({"goldfish": True, "goldfish_108": True, "junzheng": True}, "turn one of them off"),
                                         ({"goldfish": True, "goldfish_108": True, "yongjian": True}, "turn one of them off"),
                                         ({"hero_tiers": 2, "no_heroes": True}, "turn one of them off")])
def test_options_that_do_not_fit_together_are_refused_saying_how_to_fix_them(options, fix):
    with pytest.raises(OptionsError, match=fix):
        GAME.resolve_options(options, 6)


@pytest.mark.parametrize("options", [{"goldfish": True, "no_heroes": True}, {"goldfish": True, "junzheng": True},
                                     {"goldfish": True, "double_renegade": True}, {"goldfish": True, "goldfish_108": True}])
def test_r40_goldfish_combines_with_no_heroes_junzheng_and_the_role_rows(options):
    # seed 004 l.45 names 金鱼 without heroes itself ("若沒有加入武將牌 ... 主公體力上限為5且有2玉佩")
    assert GAME.resolve_options(options, 8)["goldfish"]


def test_every_option_has_its_lobby_line_in_three_languages():
    for spec in GAME.options:
        assert all(CATALOGUE[lang].get(spec.label) for lang in LANGS), spec.id
    assert "160" in CATALOGUE["en"]["sanguosha.option.goldfish"]


def test_every_key_a_goldfish_match_sends_is_in_the_catalogue_in_every_language():
    sent = set()

    def collect(m):
        sent.update(p.key for p in m.prompts)
        sent.update(c.label for p in m.prompts for c in p.choices if c.label)
        sent.update(e["key"] for e in m.state.log)
    for seed, players in enumerate((4, 6, 8)):
        assert play_match(GAME, players, seed, GOLDFISH, on_step=collect).error is None
    assert {"sanguosha.log.tokens_gained", "sanguosha.choice.jade"} <= sent
    assert {lang: sorted(k for k in sent if k not in CATALOGUE[lang]) for lang in LANGS} == {lang: [] for lang in LANGS}


# ---------------------------------------------------------------- §10: scoring whatever the variant
def lord_kills_the_last_rebel(**options):
    t = turn_of(0, {0: [SLASH]}, hp={1: 1}, dead=[3], **options).use(0, SLASH, 1).respond(1)
    return t.nobody_saves()


def test_event_scoring_is_the_same_whatever_the_variant():
    # §10 is unchanged by 金鱼 (and 军争): the same end scores the same points
    standard, goldfish = lord_kills_the_last_rebel(), lord_kills_the_last_rebel(goldfish=True)
    assert goldfish.outcome["result"] == standard.outcome["result"] == "sanguosha.result.lord"
    assert goldfish.outcome["scores"] == standard.outcome["scores"]
    assert goldfish.outcome["roles"] == ROLES4
