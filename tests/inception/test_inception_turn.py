"""盗梦都市 turn and core rules (docs/rules/inception.md §4-§7): draw, play, discard, unlocking with its 解封②
window, vaults, bribes and traitors, SHOOT and death, the lost layer and revival, the clock."""

import pytest
from inception_scenario import C, S, U, InceptionScenario, cards_of

from games.core.game import OptionsError
from games.inception import GAME


def test_the_current_player_draws_two_and_the_next_player_is_the_one_on_the_right():
    # §4 step 2 "Draw 2"; step 5 "The next player is the one on your right" (seed 000 l.731): seat order.
    t = InceptionScenario(deck_top=C[:2])
    assert t.hand(0) == C[:2]
    t.end_play(0).to_play(1)
    assert t.hand_size(1) == 2 and t.table["current"] == 1


def test_turns_go_the_other_way_with_alternate_direction():
    # I5 option `alternate_direction`.
    t = InceptionScenario(options={"alternate_direction": True})
    t.end_play(0).to_play(4)
    assert t.table["current"] == 4


def test_the_discard_phase_keeps_five_cards():
    # §4 step 4 "Discard down to 5 hand cards" (seed 000 l.730 "手牌上限為五張").
    t = InceptionScenario(hands={0: U[:5]}, deck_top=C[:2])
    t.end_play(0)
    assert t.prompt_of(0, "prompt.discard").min == 2
    t.answer(0, [str(U[0]), str(U[1])], "prompt.discard")
    assert t.hand_size(0) == 5


def test_a_thief_unlocks_its_own_layer_and_every_other_living_seat_is_asked_alike():
    # §5.2 / seed 000 l.737-739; I6: every living seat but the unlocker, the same buttons, hidden, no holder shown.
    t = InceptionScenario(first=1, hands={1: U[:1], 3: U[1:2]})
    t.use(1, U[0])
    prompts = t.prompts("prompt.unseal")
    assert sorted(p.seat for p in prompts) == [0, 2, 3, 4]
    assert {len(p.choices) for p in prompts} == {2} and {p.progress for p in prompts} == {"hidden"}
    assert [p.seat for p in prompts if not p.auto_pass] == [3]
    assert t.table["window"] == {"kind": "unseal", "seat": 1, "layer": 1}
    t.nobody_cancels()
    assert t.locks(1) == 4


def test_a_cancel_without_a_unseal_is_refused_on_that_phone_only():
    t = InceptionScenario(first=1, hands={1: U[:1]})
    t.use(1, U[0])
    assert t.refusal(2, ["cancel"], "prompt.unseal").code == "no_unseal"


def test_a_second_unseal_cancels_the_unlock_but_the_first_still_counts_as_used():
    # §5.2 "That cancels the unlock, but the first 解封 still counts as used"; "the first valid ② wins".
    t = InceptionScenario(first=1, hands={1: U[:2], 0: U[2:3], 3: U[3:4]})
    t.use(1, U[0])
    t.answers({0: ["cancel"], 3: ["cancel"]}, "prompt.unseal")
    t.answers({2: ["pass"], 4: ["pass"]}, "prompt.unseal")
    assert t.locks(1) == 5
    # Seat order from the unlocker (seat 1) is 2, 3, 4, 0: seat 3's cancel is taken, seat 0 keeps its card.
    assert U[3] not in t.hand(3) and U[2] in t.hand(0)
    assert {c["id"] for c in t.table["discard"]["top"]} >= {U[0], U[3]}
    assert str(U[1]) in t.play_choices(1), "a cancelled unlock is no success: the thief may try again"


def test_one_successful_unlock_a_turn():
    # §5.2 "After one successful unlock, that player cannot attempt another this turn".
    t = InceptionScenario(first=1, hands={1: U[:2]})
    t.use(1, U[0]).nobody_cancels()
    assert str(U[1]) not in t.play_choices(1)


def test_the_master_never_unlocks():
    # §5.2 "Only a thief ... may unlock".
    t = InceptionScenario(hands={0: U[:1]})
    assert str(U[0]) not in t.play_choices(0)


def test_the_secret_vault_opening_wins_for_the_thieves_camp_but_not_the_traitors():
    # §5.3 / seed 000 l.733 "盜夢者將夢主的秘密解開，盜夢者陣營獲勝"; §7 traitors win with the master.
    t = InceptionScenario(first=1, hands={1: U[:1]}, layers={1: 4}, locks=[5, 4, 3, 1], bribes={3: ["deal"]},
                          bribe_pile=["fail", "fail"])
    t.use(1, U[0]).nobody_cancels()
    assert t.finished and t.outcome["result"] == "inception.result.thieves"
    assert t.outcome["winners"] == [1, 2, 4]
    assert t.table["end"]["traitors"] == [3]


def test_a_gold_vault_lets_the_master_bribe_the_opener_who_alone_sees_the_deal():
    # §5.3 (a), §5.4: "if any bribe card a thief holds is DEAL, that thief is a traitor"; seed 000 l.744.
    t = InceptionScenario(first=1, hands={1: U[:1]}, locks=[1, 4, 3, 2], bribe_pile=["deal", "fail", "fail"],
                          nightmares=["echo", "fall", "hunger", "plague"])
    t.use(1, U[0]).nobody_cancels()
    assert t.vault(1) == "gold"
    assert t.choices_of(0, "prompt.gold") == ["bribe", "trigger", "discard"]
    t.answer(0, ["bribe"], "prompt.gold")
    t.time_out("prompt.spare")
    t.assert_sees(1, seat=1, bribes=["deal"]).assert_sees(1, seat=1, traitor=True)
    for reader in (None, 0, 2):
        t.assert_hidden(reader, seat=1, bribes=["deal"]).assert_hidden(reader, seat=1, traitor=True)
    assert t.table["seats"][1]["bribes"] == 1 and t.table["layers"][0]["nightmare"] is False
    assert t.leaks() == []


def test_a_gold_vault_without_nightmare_offers_bribe_or_nothing():
    # I7: "if the layer has no nightmare, the choice is only bribe or nothing".
    t = InceptionScenario(first=1, hands={1: U[:1]}, locks=[1, 4, 3, 2], nightmares=[None, "fall", "hunger", "plague"])
    t.use(1, U[0]).nobody_cancels()
    assert t.choices_of(0, "prompt.gold") == ["bribe", "none"]


def test_a_gold_vault_with_no_bribes_left_offers_only_the_nightmare_choices():
    # I7: "If no bribes are left, the choice is only (b) or (c)".
    t = InceptionScenario(first=1, hands={1: U[:1]}, locks=[1, 4, 3, 2], bribe_pile=[], bribes={2: ["deal", "fail", "fail"]},
                          nightmares=["echo", "fall", "hunger", "plague"])
    t.use(1, U[0]).nobody_cancels()
    assert t.choices_of(0, "prompt.gold") == ["trigger", "discard"]


def test_a_shattered_bribe_changes_nothing_and_the_thief_scores_with_the_thieves():
    # §5.4 "A shattered card does nothing"; §13 thieves whose bribes failed score with the thieves.
    t = InceptionScenario(first=1, hands={1: U[:1]}, layers={1: 4}, locks=[5, 4, 3, 1], bribes={1: ["fail"]})
    t.use(1, U[0]).nobody_cancels()
    assert 1 in t.outcome["winners"] and t.outcome["failed_bribes"] == [1]


def test_shoot_on_a_1_kills_and_the_victim_gives_the_killer_two_cards_only_they_see():
    # §8 SHOOT "1: dies"; §5.7 / seed 000 l.749 "必須將手上的兩張牌給予把你打死的人".
    t = InceptionScenario(first=1, hands={1: S[:1], 2: C[:3]}, dice=[1])
    t.use(1, S[0], ["2"])
    assert not t.alive(2) and t.layer_of(2) == 0
    t.answer(2, [str(C[0]), str(C[1])], "prompt.death_gift")
    assert set(C[:2]) <= set(t.hand(1)) and t.hand(2) == [C[2]]
    for reader in (None, 0, 3):
        t.assert_hidden(reader, id=C[0], kind="creation")
    t.assert_sees(2, id=C[0], kind="creation")
    assert t.leaks() == []


def test_a_victim_with_one_card_gives_it_and_one_with_none_gives_nothing():
    t = InceptionScenario(first=1, hands={1: S[:2], 2: C[:1]}, dice=[1, 1], layers={3: 1})
    t.use(1, S[0], ["2"])
    assert C[0] in t.hand(1)
    t.use(1, S[1], ["3"])
    assert not t.alive(3)


def test_shoot_on_2_to_4_moves_the_target_to_an_adjacent_layer_of_the_shooters_choice():
    t = InceptionScenario(first=1, hands={1: S[:1]}, layers={1: 2, 2: 2}, dice=[3])
    t.use(1, S[0], ["2"])
    assert t.choices_of(1, "prompt.layer") == ["layer:1", "layer:3"]
    t.answer(1, ["layer:3"])
    assert t.layer_of(2) == 3


def test_shoot_on_5_or_6_does_nothing():
    t = InceptionScenario(first=1, hands={1: S[:1]}, dice=[5])
    t.use(1, S[0], ["2"])
    assert t.layer_of(2) == 1 and t.alive(2)


def test_the_masters_m4_makes_the_targets_roll_one_less_but_never_below_one():
    # §6.1 / seed 000 l.720 "攻擊盜夢者的時候盜夢者的骰數都-1"; §5.5 "1 − 1 is still 1".
    t = InceptionScenario(hands={0: S[:2]}, dice=[2, 1])
    t.use(0, S[0], ["1"])
    assert t.table["roll"]["result"] == 1 and t.table["roll"]["mods"] == [{"why": "m4", "n": -1}]
    assert not t.alive(1)


def test_a_shoot_reaches_only_the_shooters_layer():
    t = InceptionScenario(first=1, hands={1: S[:1]}, layers={2: 2, 3: 2, 4: 2, 0: 2})
    assert str(S[0]) not in t.play_choices(1)


def test_the_dead_cannot_be_targeted_and_may_only_revive_themselves_into_layer_1():
    # §5.7 / seed 000 l.750-752: "不能成為別人的目標"; "只能使用兩張牌讓自己復活 ... 回到夢境的第一層".
    t = InceptionScenario(first=1, hands={1: C[:2], 2: S[:1]}, layers={1: 0, 2: 3}, deck_top=U[:2])
    assert t.play_choices(1) == ["revive", "end"]
    t.act(1, "revive").answer(1, [str(C[0]), str(U[0])], "prompt.cost")
    assert t.layer_of(1) == 1 and t.alive(1)
    assert str(U[1]) not in t.play_choices(1), "a player who revived this turn cannot use 解封 ①"


def test_a_living_player_revives_another_into_their_own_layer():
    # Seed 000 l.753 "被用此法復活的人會跟救活他的人在同一層".
    t = InceptionScenario(first=1, hands={1: C[:2]}, layers={1: 3, 2: 0})
    t.act(1, "revive")
    t.answer(1, [str(C[0]), str(C[1])], "prompt.cost")
    assert t.layer_of(2) == 3


def test_the_master_revives_free_at_the_start_of_the_masters_turn_in_the_layer_of_death():
    # §6.3 / seed 000 l.754 "到夢主的回合他自己會復活~在他死掉的那層復活".
    t = InceptionScenario(first=4, hands={4: S[:1]}, layers={0: 3, 4: 3}, dice=[1])
    t.use(4, S[0], ["0"])
    assert not t.alive(0)
    t.end_play(4).to_play(0)
    assert t.layer_of(0) == 3 and t.alive(0)


def test_the_dead_draw_too():
    # I4 "Dead players draw too".
    t = InceptionScenario(first=1, layers={1: 0})
    assert t.hand_size(1) == 2


def test_the_master_moves_free_once_a_play_phase():
    # §6.2 "once per own play phase, the master may move to an adjacent layer without a card".
    t = InceptionScenario(layers={0: 2})
    assert {"move:1", "move:3"} <= set(t.play_choices(0))
    t.act(0, "move:3")
    assert t.layer_of(0) == 3 and not any(c.startswith("move:") for c in t.play_choices(0))


def test_the_master_camp_wins_when_the_deck_runs_out_traitors_included():
    # §7 / seed 000 l.735 "行動牌抽完，盜夢者尚未將夢主的秘密解開，夢主陣營獲勝"; I9: at 0 after resolution.
    t = InceptionScenario(bribes={2: ["deal"]}, bribe_pile=["fail"], deck_left=5)
    t.end_play(0).to_play(1)
    assert t.table["deck"] == 1 and not t.finished
    t.end_play(1)
    assert t.outcome["result"] == "inception.result.master" and t.outcome["winners"] == [0, 2]


def test_the_secret_opens_before_a_mill_empties_the_deck():
    # I10: "if one effect both opens the secret vault and empties the deck, the vault flip resolves first".
    t = InceptionScenario(first=1, hands={1: U[:1]}, locks=[1, 4, 3, 2], secret=1, roles=["neptune"] + [None] * 4,
                          deck_left=4)
    t.use(1, U[0]).nobody_cancels()
    assert t.outcome["result"] == "inception.result.thieves"


def test_three_to_ten_players_sit_and_no_others():
    # I1 "3–10 players; 4–8 recommended".
    for players in (2, 11):
        with pytest.raises(OptionsError):
            GAME.resolve_options({}, players)


def test_a_graft_that_draws_the_last_three_and_puts_two_back_does_not_end_the_game():
    # I9 "So a 嫁接 that draws the last 3 cards and puts 2 back does not end the game."
    graft = cards_of("graft", 1)[0]
    t = InceptionScenario(first=1, hands={1: [graft]}, deck_left=5)
    t.use(1, graft)
    t.time_out("prompt.graft").time_out("prompt.graft_order")
    assert not t.finished and t.table["deck"] == 2


def test_with_end_on_failed_draw_the_game_ends_only_when_a_draw_finds_the_deck_empty():
    # I9 option `end_on_failed_draw`.
    t = InceptionScenario(deck_left=2, options={"end_on_failed_draw": True})
    assert t.table["deck"] == 0 and not t.finished
    t.end_play(0)
    assert t.finished and t.outcome["result"] == "inception.result.master"


def test_the_master_places_a_spare_nightmare_on_a_free_layer_in_the_masters_turn():
    # §5.8 / I8 "On the master's turn, the master may place an unplaced nightmare on any layer that has none".
    t = InceptionScenario(nightmares=["echo", None, "fall", "hunger"], spare=["vortex"])
    t.act(0, "place", ["vortex"])
    t.assert_sees(0, layer=2, nightmare="vortex").assert_hidden(1, layer=2, nightmare="vortex")
    assert t.table["layers"][1]["nightmare"] is True and "place" not in t.play_choices(0)


def test_the_master_may_place_a_spare_at_once_where_a_nightmare_was_discarded():
    # §5.8 "After a nightmare is discarded or resolved, the master may at once place an unplaced one on that layer".
    t = InceptionScenario(first=1, hands={1: U[:1]}, locks=[1, 4, 3, 2], nightmares=["echo", None, None, None],
                          spare=["vortex"])
    t.use(1, U[0]).nobody_cancels()
    t.answer(0, ["discard"], "prompt.gold").answer(0, ["vortex"], "prompt.spare")
    t.assert_sees(0, layer=1, nightmare="vortex")
