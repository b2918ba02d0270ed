"""The fight, step by step (docs/rules/kutschfahrt.md §3.2 F1-F9, seed l.207-215), with every fight item and
profession of §5-§6."""

from kutschfahrt_scenario import KutschfahrtScenario

FIVE = ["order", "brotherhood", "order", "brotherhood", "order"]


def fight_table(professions=("doctor", "diplomat", "clairvoyant", "priest", "bodyguard"), hands=None,
                pile_top=None, **options):
    """Five players, Order and Brotherhood alternating, seat 0 to play; one item each unless ``hands`` says."""
    base = {0: ["key"], 1: ["goblet"], 2: ["key"], 3: ["goblet"], 4: ["privilege"]}
    base.update(hands or {})
    return KutschfahrtScenario(5, societies=FIVE, professions=list(professions), hands=base, pile_top=pile_top,
                               first=0, **options)


# -- F2 the Priest ------------------------------------------------------------------------------------

def test_every_player_but_the_attacker_is_asked_about_the_priest_alike():
    # §9 "at F2 every player except the attacker is asked about the Priest"; the same two buttons for all.
    t = fight_table().attack(1)
    assert t.seats_asked("priest") == [1, 2, 3, 4]
    assert {tuple(t.choices_of(s, "priest")) for s in (1, 2, 3, 4)} == {("use", "pass")}
    assert all(p.progress == "hidden" and p.timer == "window" for p in t.prompts("priest"))
    assert t.refusal(2, ["use"]).code == "no_priest"


def test_the_priest_stops_the_fight_and_the_attacker_pays_one_of_two_items():
    # Seed l.182-183 "使用此能力後此戰鬥即不能發生。攻擊方的回合結束。若攻擊者有兩個道具以上時，他需要自行選擇其中一個給你".
    t = fight_table(professions=("doctor", "diplomat", "priest", "thug", "bodyguard"),
                    hands={0: ["key", "dagger"]}).attack(1)
    t.answers({1: ["pass"], 2: ["use"], 3: ["pass"], 4: ["pass"]}, "priest")
    assert t.fight()["priest"] == 2 and not t.prompts("support")
    t.answer(0, ["dagger"], "priest_payment")
    assert t.items_of(2) == ["key", "dagger"] and t.fight()["paid"] and t.active == 1
    assert t.table_of(None)["seats"][2]["profession"] == "priest"
    t.assert_hidden(None, item="dagger").assert_sees(2, seat=0, item="dagger", dir="from")
    assert t.leaks() == []


def test_an_attacker_with_one_item_pays_the_priest_nothing():
    t = fight_table(professions=("doctor", "diplomat", "priest", "thug", "bodyguard")).attack(1)
    t.answers({1: ["pass"], 2: ["use"], 3: ["pass"], 4: ["pass"]}, "priest")
    assert not t.prompts("priest_payment") and t.items_of(0) == ["key"] and t.active == 1


# -- F3 support, F4 the Hypnotist ------------------------------------------------------------------

def test_support_is_declared_from_the_attackers_left_and_every_player_is_one_point():
    # Seed l.209 "由攻擊者左手邊開始，每一玩家需要對此次戰鬥進行表態"; seed l.211 "每一個玩家都是一點攻擊力或防禦力".
    t = fight_table().attack(3).no_priest()
    asked = []
    for side in ("attacker", "defender", "attacker"):
        seat = t.prompts("support")[0].seat
        asked.append(seat)
        t.answer(seat, [side], "support")
    assert asked == [1, 2, 4]
    assert t.strength() == {"attacker": 3, "defender": 2}
    assert t.fight()["support"] == {"1": "attacker", "2": "defender", "4": "attacker"}


def test_the_attacker_is_always_asked_about_the_hypnotist_and_only_the_hypnotist_may_name_someone():
    t = fight_table().attack(1).no_priest().declare()
    assert t.choices_of(0, "hypnotist") == ["none", "2", "3", "4"]
    assert t.refusal(0, ["2"]).code == "no_hypnotist"


def test_the_hypnotist_makes_a_supporter_abstain_and_use_nothing():
    # Seed l.169-170 "即使該玩家已經表達過意見了，此外該玩家也不得用道具或職業來影響戰局".
    t = fight_table(professions=("hypnotist", "diplomat", "doctor", "thug", "bodyguard"),
                    hands={4: ["whip", "goblet"]})
    t.attack(1).no_priest().declare({2: "attacker", 4: "defender"})
    assert t.strength() == {"attacker": 2, "defender": 2}
    t.hypnotise(4)
    assert t.strength() == {"attacker": 2, "defender": 1} and t.fight()["hypnotised"] == 4
    for seat in (0, 1, 2, 3):
        t.answer(seat, ["pass"], "fight_use")
    assert t.refusal(4, ["whip"]).code == "not_eligible"


# -- F5 the item round: items ----------------------------------------------------------------------

def test_the_dagger_adds_one_to_the_attacker_only():
    # Seed l.4 "當你是攻擊者時可以+1力量，若是支援他人則不行".
    t = fight_table(hands={0: ["dagger", "key"]})
    t.attack(1).no_priest().declare().hypnotise().use(0, "dagger")
    assert t.strength() == {"attacker": 2, "defender": 1}
    assert t.fight()["uses"] == [{"seat": 0, "item": "dagger", "helps": "attacker"}]


def test_the_dagger_is_refused_to_a_supporter():
    t = fight_table(hands={2: ["dagger", "key"]})
    t.attack(1).no_priest().declare({2: "attacker"}).hypnotise()
    t.answer(0, ["pass"], "fight_use").answer(1, ["pass"], "fight_use")
    assert t.refusal(2, ["dagger"]).code == "not_eligible"


def test_the_gloves_add_one_to_the_defender():
    # Seed l.48 "你若是防守者時，結果可以+1力量".
    t = fight_table(hands={1: ["gloves", "goblet"]}).attack(1).no_priest().declare().hypnotise().use(1, "gloves")
    assert t.strength() == {"attacker": 1, "defender": 2}


def test_the_casting_knives_add_one_to_the_attacker_when_supporting_him():
    # Seed l.109 "若你在戰鬥中支持攻擊者，該攻擊者可以獲得+1的力量".
    t = fight_table(hands={2: ["casting_knives", "key"]})
    t.attack(1).no_priest().declare({2: "attacker"}).hypnotise().use(2, "casting_knives")
    assert t.strength() == {"attacker": 3, "defender": 1}


def test_the_whip_adds_one_to_the_defender_when_supporting_him_but_not_as_defender():
    # Seed l.73-74 "若你在戰鬥中支持防守者，可以增加防守者一點力量。自己是防守者不可使用".
    t = fight_table(hands={1: ["whip", "goblet"]})
    t.attack(1).no_priest().declare().hypnotise()
    t.answer(0, ["pass"], "fight_use")
    assert t.refusal(1, ["whip"]).code == "not_eligible"
    t2 = fight_table(hands={3: ["whip", "goblet"]})
    t2.attack(1).no_priest().declare({3: "defender"}).hypnotise().use(3, "whip")
    assert t2.strength() == {"attacker": 1, "defender": 3}


def test_the_poison_ring_wins_an_equal_strength_for_its_fighter():
    # Seed l.42 "若你在戰鬥中是攻擊者或防守者，而比力量結果是平手時，你可以獲勝".
    t = fight_table(hands={1: ["poison_ring", "goblet"]})
    t.to_result(1, uses=[(1, "poison_ring")])
    assert t.fight()["result"] == "defender" and t.fight()["poison_ring"] == "defender"


def test_an_item_counts_once_per_fight():
    t = fight_table(hands={0: ["dagger", "key"]}).attack(1).no_priest().declare().hypnotise().use(0, "dagger")
    for seat in (1, 2, 3, 4):
        t.answer(seat, ["pass"], "fight_use")
    assert t.prompts("fight_use")[0].seat == 0 and t.refusal(0, ["dagger"]).code == "not_eligible"


def test_the_item_round_asks_everyone_in_turn_until_all_pass_in_a_row():
    t = fight_table(hands={0: ["dagger", "key"]}).attack(1).no_priest().declare().hypnotise()
    for seat in (0, 1, 2, 3, 4):
        t.answer(seat, ["pass"], "fight_use")
    assert not t.prompts("fight_use") and t.prompts("doctor")
    t2 = fight_table(hands={2: ["key", "casting_knives"]}).attack(1).no_priest().declare({2: "attacker"}).hypnotise()
    for s in (0, 1):
        t2.answer(s, ["pass"], "fight_use")
    t2.answer(2, ["casting_knives"], "fight_use")
    for s in (3, 4, 0, 1):
        t2.answer(s, ["pass"], "fight_use")
    assert t2.prompt_of(2, "fight_use")      # after a use, everyone must pass again


# -- F5: professions -----------------------------------------------------------------------------------

def test_the_thug_adds_one_to_the_attacker_in_every_fight():
    # Seed l.189 "若你是攻擊者，戰鬥結果可以加1力量".
    t = fight_table(professions=("thug", "diplomat", "doctor", "priest", "bodyguard"))
    t.to_result(1, uses=[(0, "profession")])
    assert t.fight()["result"] == "attacker" and t.table_of(None)["seats"][0]["profession"] == "thug"


def test_the_grand_master_adds_one_to_the_defender():
    # Seed l.155 "若你是防守者，結果可以+1力量".
    t = fight_table(professions=("doctor", "grand_master", "diplomat", "priest", "bodyguard"))
    t.to_result(1, uses=[(1, "profession")])
    assert t.strength() == {"attacker": 1, "defender": 2}


def test_the_bodyguard_adds_one_to_the_side_he_supports_never_as_a_fighter():
    # Seed l.176 "你在戰鬥中所支持的一方可以獲得+1力量的效果，此能力不能用來支援自己".
    t = fight_table(professions=("doctor", "diplomat", "bodyguard", "priest", "thug"))
    t.to_result(1, support={2: "defender"}, uses=[(2, "profession")])
    assert t.strength() == {"attacker": 1, "defender": 3}
    t2 = fight_table(professions=("bodyguard", "diplomat", "doctor", "priest", "thug"))
    t2.attack(1).no_priest().declare().hypnotise()
    assert t2.refusal(0, ["profession"]).code == "not_eligible"


def test_the_duelist_sends_every_supporter_home_and_adds_one():
    # Seed l.140-142 "你可以要求此次參戰沒有其他玩家可以參戰，雙方決鬥，並且可以獲得+1的力量...(只會和參賽雙方道具或是職業有關)".
    t = fight_table(professions=("doctor", "duelist", "bodyguard", "priest", "thug"),
                    hands={2: ["casting_knives", "key"]})
    t.attack(1).no_priest().declare({2: "attacker", 3: "attacker", 4: "attacker"}).hypnotise()
    t.use(2, "casting_knives")
    assert t.strength() == {"attacker": 5, "defender": 1}
    t.use(1, "profession")
    assert t.strength() == {"attacker": 1, "defender": 2} and t.fight()["duel"] == 1
    t.items_done().no_doctor()
    assert t.fight()["result"] == "defender"


def test_the_poison_mixer_decides_the_winner_and_ends_the_item_round():
    # Seed l.148 "若你不是攻擊者或防守者時，你可以決定戰鬥獲勝的一方".
    t = fight_table(professions=("thug", "diplomat", "poison_mixer", "priest", "bodyguard"))
    t.attack(1).no_priest().declare().hypnotise().use(0, "profession").use(2, "profession")
    t.answer(2, ["defender"], "poison_mixer")
    assert not t.prompts("fight_use") and t.fight()["mixer"] == {"seat": 2, "winner": "defender"}
    assert t.fight()["result"] == "defender"


def test_after_a_duelist_the_poison_mixer_can_no_longer_act():
    # §3.2 Ruling: seed l.142 "只會和參賽雙方道具或是職業有關".
    t = fight_table(professions=("duelist", "diplomat", "poison_mixer", "priest", "bodyguard"))
    t.attack(1).no_priest().declare().hypnotise().use(0, "profession")
    t.answer(1, ["pass"], "fight_use")
    assert t.refusal(2, ["profession"]).code == "not_eligible"


def test_with_the_host_option_the_poison_mixer_acts_after_a_duelist():
    t = fight_table(professions=("duelist", "diplomat", "poison_mixer", "priest", "bodyguard"),
                    mixer_after_duelist=True)
    t.attack(1).no_priest().declare().hypnotise().use(0, "profession").use(2, "profession")
    assert t.prompt_of(2, "poison_mixer")


def test_a_single_use_profession_once_face_up_is_spent():
    t = fight_table(professions=("duelist", "diplomat", "poison_mixer", "priest", "bodyguard"), used={0: True})
    t.attack(1).no_priest().declare().hypnotise()
    assert t.refusal(0, ["profession"]).code == "not_eligible"


# -- F6-F8 --------------------------------------------------------------------------------------------

def test_every_player_is_asked_about_the_doctor_after_the_result():
    # §9 "at F7 every player is asked about the Doctor".
    t = fight_table(professions=("thug", "diplomat", "clairvoyant", "priest", "bodyguard")).to_result(1)
    assert t.seats_asked("doctor") == [0, 1, 2, 3, 4] and t.fight()["result"] == "tie"
    assert t.refusal(3, ["use"]).code == "no_doctor"


def test_the_doctor_stops_the_winners_reward():
    # Seed l.134 "你可以防止一次戰鬥後的動作，該醫生不必是參戰的一方".
    t = fight_table(professions=("thug", "diplomat", "doctor", "priest", "bodyguard"))
    t.to_result(1, uses=[(0, "profession")])
    t.answers({0: ["pass"], 1: ["pass"], 2: ["use"], 3: ["pass"], 4: ["pass"]}, "doctor")
    assert not t.prompts("reward") and t.fight()["doctor"] == 2 and t.active == 1


def test_with_the_doctor_in_the_item_round_the_fight_ends_without_a_result():
    t = fight_table(professions=("thug", "diplomat", "doctor", "priest", "bodyguard"), doctor_in_item_round=True)
    t.attack(1).no_priest().declare().hypnotise().use(2, "profession")
    assert t.fight()["result"] is None and t.fight()["doctor"] == 2 and t.active == 1


def test_the_winner_may_see_the_losers_profession_and_society():
    # Seed l.213 "看對手職業及幫會卡".
    t = fight_table(professions=("thug", "diplomat", "clairvoyant", "priest", "bodyguard"))
    t.to_result(1, uses=[(0, "profession")]).no_doctor().answer(0, ["look"], "reward")
    t.assert_sees(0, seat=1, society="brotherhood").assert_sees(0, seat=1, profession="diplomat")
    t.assert_hidden(None, seat=1, society="brotherhood").assert_hidden(2, seat=1, profession="diplomat")
    assert t.fight()["reward"] == "look" and t.leaks() == []


def test_the_winner_may_take_an_item_and_gives_one_back_to_a_loser_left_with_none():
    # Seed l.214 "贏的玩家從中挑一張留下。若輸的玩家只剩下一張道具，贏的玩家需要再還給該玩家一張卡".
    t = fight_table(professions=("thug", "diplomat", "clairvoyant", "priest", "bodyguard"),
                    hands={0: ["key", "dagger"], 1: ["goblet"]})
    t.to_result(1, uses=[(0, "profession")]).no_doctor().answer(0, ["take"], "reward")
    assert t.choices_of(0, "take") == ["goblet"]
    t.answer(0, ["goblet"], "take").answer(0, ["dagger"], "give_back")
    assert t.items_of(0) == ["key", "goblet"] and t.items_of(1) == ["dagger"]
    t.assert_hidden(None, item="goblet").assert_hidden(2, item="dagger")
    assert t.leaks() == []


def test_a_tie_lets_the_attacker_draw_the_top_of_the_pile():
    # Seed l.215 "若雙方平手時，攻擊玩家可以抽取一張桌面上面朝下的行李／道具卡".
    t = fight_table(pile_top=["gloves"]).to_result(1).no_doctor()
    assert t.items_of(0) == ["key", "gloves"] and t.fight()["reward"] == "draw"
    t.assert_hidden(None, item="gloves")


def test_a_tie_with_an_empty_pile_gives_nothing():
    hands = {0: ["key", "key", "key", "bag_key", "dagger"], 1: ["goblet", "goblet", "goblet", "bag_goblet", "gloves"],
             2: ["black_pearl", "poison_ring", "casting_knives", "whip", "privilege"],
             3: ["monocle", "broken_mirror", "sextant", "coat", "tome"], 4: ["coat_of_arms"]}
    t = fight_table(hands=hands).to_result(1).no_doctor()
    assert t.fight()["reward"] == "nothing" and len(t.items_of(0)) == 5


def test_the_person_cards_show_attacker_and_defender_during_the_fight():
    t = fight_table().attack(3)
    assert [s["person"] for s in t.table_of(None)["seats"]] == ["attacker", None, None, "defender", None]
