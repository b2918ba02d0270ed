"""The ten normal tricks and 无懈可击 (§6.7, §6.8, §7.2, R7, R10). Seat 0 is the Lord and plays."""

from sanguosha_scenario import FILLER, card, cards, turn_of


def test_dismantle_discards_a_card_the_user_picks_hand_cards_face_down():
    # §7.2: "The user picks one of the target's cards and discards it. Hand cards are picked face down".
    t = turn_of(0, {0: cards("S006"), 2: cards("S030")}, equip={2: cards("S037")}).use(0, card("S006"), 2)
    t.pass_window()
    pick = t.prompt_of(0, "pick")
    assert [c.id for c in pick.choices] == ["hand:0", "equip:horse_minus"]
    assert pick.choices[0].ref == {"back": True}
    t.answer(0, ["equip:horse_minus"], "pick")
    assert t.seat(2)["equip"]["horse_minus"] is None and card("S037") in t.state.discard
    assert t.hand(2) == cards("S030")


def test_dismantle_needs_a_target_with_a_card():
    t = turn_of(0, {0: cards("S006"), 1: cards("S030")})
    t.answer(0, [str(card("S006"))], "play")
    assert [c.id for c in t.prompt_of(0, "targets").choices] == ["1"]


def test_snatch_takes_a_card_within_distance_one_and_only_the_loser_learns_which():
    # §7.2: "One other player at distance ≤ 1 with at least one card ... takes one of the target's cards".
    t = turn_of(0, {0: cards("S007"), 1: cards("S032"), 2: cards("S030")})
    t.answer(0, [str(card("S007"))], "play")
    assert [c.id for c in t.prompt_of(0, "targets").choices] == ["1"]      # seat 2 is 2 away
    t.answer(0, ["1"], "targets").pass_window().answer(0, ["hand:0"], "pick")
    assert card("S032") in t.hand(0) and t.hand(1) == []
    t.assert_sees(1, id=card("S032"), kind="peach")
    t.assert_hidden(2, id=card("S032"), kind="peach").assert_hidden(None, id=card("S032"), kind="peach")
    assert t.leaks() == []


def test_duel_the_target_plays_first_and_the_first_without_slash_takes_damage():
    # §7.2: "Starting with the target, the two alternate playing 杀. The first who does not takes 1 damage".
    t = turn_of(0, {0: cards("S001", "S046"), 2: cards("S016")}).use(0, card("S001"), 2).pass_window()
    assert t.seats_asked("respond") == [2]
    t.respond(2, card("S016")).respond(0, card("S046")).respond(2)
    assert t.hp(2) == 3 and t.hp(0) == 4
    assert t.table_of(None)["log"][-1]["params"]["source"] == {"seat": 0}


def test_a_duel_is_not_a_slash_and_leaves_the_limit_alone():
    t = turn_of(0, {0: cards("S001", "S014"), 2: []}).use(0, card("S001"), 2).pass_window().respond(2)
    assert str(card("S014")) in t.offered(0) and t.hp(2) == 3


def borrowed_sword(slash_in_hand):
    hands = {0: cards("S078"), 1: cards("S016") if slash_in_hand else []}
    t = turn_of(0, hands, equip={1: cards("S012")})
    t.answer(0, [str(card("S078"))], "play").answer(0, ["1"], "targets")
    assert t.prompt_of(0, "targets").params["step"] == "victim"
    assert sorted(c.id for c in t.prompt_of(0, "targets").choices) == ["0", "2", "3"]  # 青釭剑: range 2
    return t.answer(0, ["3"], "targets").pass_window()


def test_borrowed_sword_makes_the_holder_slash_the_victim():
    # §7.2: "A must use a 杀 on B; this does not count toward A's per-phase limit."
    t = borrowed_sword(True).respond(1, card("S016")).respond(3)
    assert t.hp(3) == 3 and t.seat(1)["equip"]["weapon"]["kind"] == "qinggang_sword"


def test_borrowed_sword_refused_hands_the_weapon_to_the_user():
    # §7.2: "Otherwise A gives their weapon to the user."
    t = borrowed_sword(False).respond(1)
    assert card("S012") in t.hand(0) and t.seat(1)["equip"]["weapon"] is None


def test_something_from_nothing_draws_two():
    t = turn_of(0, {0: cards("S041")}, deck_top=FILLER + cards("S086", "S088")).use(0, card("S041")).pass_window()
    assert set(t.hand(0)) == set(FILLER + cards("S086", "S088"))


def test_barbarian_invasion_each_other_from_the_next_plays_slash_or_is_hurt():
    # §7.2: "All other players, from the next one. Each plays a 杀 or takes 1 damage from the user."
    t = turn_of(0, {0: cards("S015"), 1: cards("S016"), 3: cards("S030")}).use(0, card("S015"))
    t.pass_window().respond(1, card("S016")).pass_window()
    assert t.seats_asked("respond") == [2]
    t.respond(2).pass_window()
    assert t.refusal(3, [str(card("S030"))], "respond").code == "cannot_answer"
    t.respond(3)
    assert [t.hp(s) for s in range(4)] == [4, 4, 3, 3]


def test_arrow_volley_each_other_plays_dodge_or_is_hurt():
    t = turn_of(0, {0: cards("S029"), 2: cards("S030")}).use(0, card("S029"))
    t.pass_window().respond(1).pass_window().respond(2, card("S030")).pass_window().respond(3)
    assert [t.hp(s) for s in range(4)] == [4, 3, 4, 3]


def test_peach_garden_oath_heals_the_wounded_from_the_user_and_skips_the_rest():
    # §7.2 and R10: "players at full HP are skipped and get no 无懈 window".
    t = turn_of(0, {0: cards("S028")}, hp={0: 3, 2: 2}).use(0, card("S028"))
    assert t.prompt_of(1, "nullify").params["target"] == 0
    t.pass_window()
    assert t.prompt_of(1, "nullify").params["target"] == 2
    t.pass_window()
    assert [t.hp(s) for s in range(4)] == [4, 4, 3, 4] and t.seats_asked("play") == [0]


def test_bountiful_harvest_reveals_one_card_per_player_and_each_takes_one_in_order():
    # §7.2: "Reveal one card from the draw pile per living player. In order, each takes one."
    shown = cards("S032", "S086", "S016", "S041")
    t = turn_of(0, {0: cards("S033")}, deck_top=FILLER + shown).use(0, card("S033")).pass_window()
    assert [e["card"]["id"] for e in t.table_of(None)["pool"]] == shown
    t.answer(0, ["pool:0"], "harvest").pass_window()
    assert t.choices_of(1, "harvest") == ["pool:1", "pool:2", "pool:3"]
    t.answer(1, ["pool:3"], "harvest")
    t.pass_window().answer(2, ["pool:1"], "harvest").pass_window().answer(3, ["pool:2"], "harvest")
    assert card("S032") in t.hand(0) and t.hand(1) == cards("S041") and t.hand(3) == cards("S016")
    assert t.table_of(None)["pool"] is None


def test_negate_cancels_a_trick_on_its_target():
    # §6.8: "any living player, on any turn, may use 无懈可击 to cancel that effect on that target".
    t = turn_of(0, {0: cards("S006"), 2: cards("S023", "S030")}).use(0, card("S006"), 2).negate(2, card("S023"))
    assert [i["kind"] for i in t.table_of(None)["stack"]] == ["dismantle", "negate"]
    t.pass_window()
    assert t.hand(2) == cards("S030") and t.seats_asked("play") == [0]


def test_nullification_on_nullification_lets_the_trick_happen():
    # §6.8: "An odd number of answered 无懈 means the original effect is cancelled; an even number means it happens."
    t = turn_of(0, {0: cards("S006", "S079"), 2: cards("S023", "S030")}).use(0, card("S006"), 2)
    t.negate(2, card("S023")).negate(0, card("S079")).pass_window()
    t.answer(0, ["hand:0"], "pick")
    assert t.hand(2) == [] and card("S030") in t.state.discard


def test_every_living_seat_is_asked_in_a_negate_window_alike_and_unseen():
    # R7: "Every living seat that could in principle answer is prompted in every window".
    t = turn_of(0, {0: cards("S006"), 2: cards("S023", "S030")}).use(0, card("S006"), 2)
    window = t.prompts("nullify")
    assert sorted(p.seat for p in window) == [0, 1, 2, 3]
    assert {p.progress for p in window} == {"hidden"} and {p.timer for p in window} == {"nullify"}
    assert [p.auto_pass for p in sorted(window, key=lambda p: p.seat)] == [True, True, False, True]
    assert t.refusal(2, [str(card("S030"))], "nullify").code == "not_a_negate"
    assert t.table_of(None)["window"]["kind"] == "nullify" and "seat" not in t.table_of(None)["window"]


def test_a_negate_window_says_the_same_to_every_seat():
    # docs/engine.md §9: the window's params say what it answers, the same for every seat.
    t = turn_of(0, {0: cards("S006"), 2: cards("S023", "S030")}).use(0, card("S006"), 2)
    assert {repr(p.params) for p in t.prompts("nullify")} == {repr({"player": 0, "kind": "dismantle", "target": 2})}


def test_a_negate_window_over_a_negate_names_the_trick_it_would_cancel_alike_for_every_seat():
    # docs/frontend.md "Phones that explain themselves": "Cy's Negate would cancel Ann's Dismantle on Cy",
    # from the public stack, the same params for every living seat (rules.py unalike_prompts)
    t = turn_of(0, {0: cards("S006", "S079"), 2: cards("S023", "S030")}).use(0, card("S006"), 2).negate(2, card("S023"))
    window = t.prompts("nullify")
    assert sorted(p.seat for p in window) == [0, 1, 2, 3]
    assert {repr(p.params) for p in window} == {repr({"player": 2, "kind": "negate", "target": 2,
                                                      "answers": {"player": 0, "kind": "dismantle", "target": 2}})}
    t.negate(0, card("S079"))
    assert {repr(p.params["answers"]) for p in t.prompts("nullify")} == {repr({"player": 2, "kind": "negate", "target": 2})}


def test_a_player_who_dies_in_their_own_turn_ends_it():
    # A duel lost at 1 HP: the user dies in its play phase and the next living player's turn begins.
    t = turn_of(3, {3: cards("S001"), 0: cards("S014")}, hp={3: 1})
    t.use(3, card("S001"), 0).pass_window().respond(0, card("S014")).respond(3)
    while t.prompts("peach"):
        t.decline(t.prompts("peach")[0].seat)
    assert not t.seat(3)["alive"] and t.table_of(None)["current"] == 0 and t.seats_asked("play") == [0]


def test_dismantle_may_pick_a_delayed_trick_from_the_judgement_area_by_name():
    # §7.2: "Equipment and judgement cards are picked by name."
    t = turn_of(0, {0: cards("S006")}, judgement={1: cards("S013")}).use(0, card("S006"), 1).pass_window()
    assert t.choices_of(0, "pick") == ["judgement:0"]
    t.answer(0, ["judgement:0"], "pick")
    assert t.seat(1)["judgement_area"] == [] and card("S013") in t.state.discard


def test_a_snatched_equipped_card_needs_no_peek_it_was_public():
    t = turn_of(0, {0: cards("S007")}, equip={1: cards("S037")}).use(0, card("S007"), 1).pass_window()
    t.answer(0, ["equip:horse_minus"], "pick")
    assert card("S037") in t.hand(0) and t.table_of(1)["me"]["peeks"] == [] and t.leaks() == []


def test_a_harvest_pick_negated_takes_nothing_and_the_leftover_is_discarded():
    # §7.2: "A target whose pick is 无懈'd takes nothing. Cards left over are discarded."
    shown = cards("S032", "S086", "S016", "S041")
    t = turn_of(0, {0: cards("S033"), 2: cards("S023")}, deck_top=FILLER + shown).use(0, card("S033"))
    t.pass_window().answer(0, ["pool:0"], "harvest").negate(2, card("S023")).pass_window()
    assert t.prompts("harvest") == []
    t.pass_window().answer(2, ["pool:1"], "harvest").pass_window().answer(3, ["pool:2"], "harvest")
    assert t.hand(1) == [] and card("S041") in t.state.discard


def test_a_negated_duel_deals_no_damage():
    t = turn_of(0, {0: cards("S001"), 3: cards("S081")}).use(0, card("S001"), 2).negate(3, card("S081"))
    t.pass_window()
    assert t.prompts("respond") == [] and t.hp(2) == 4 and t.seats_asked("play") == [0]
