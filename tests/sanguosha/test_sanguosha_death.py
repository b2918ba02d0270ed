"""Dying, death, rewards and the end of the match (§2, §6.9, §6.10; seed 000 l.459-467)."""

from sanguosha_scenario import ROLES4 as ROLES, card, cards, turn_of


def slash_at_one_hp(victim, attacker=0, roles=ROLES, **spec):
    """`attacker`'s turn: its 杀 hits `victim`, who is at 1 HP and has no 闪; `victim` is dying."""
    hands = spec.pop("hands", {})
    hands.setdefault(attacker, cards("S014"))
    t = turn_of(attacker, hands, roles=roles, hp={victim: 1, **spec.pop("hp", {})}, **spec)
    return t.use(attacker, card("S014"), victim).respond(victim)


def nobody_saves(t):
    while t.prompts("peach"):
        t.decline(t.prompts("peach")[0].seat)
    return t


def test_a_dying_player_is_asked_for_peach_from_the_current_player_in_seat_order():
    # §6.9: "Starting with the current-turn player and going in seat order, each living player, the dying one
    # included, is asked".
    t = slash_at_one_hp(2, attacker=1, roles=["rebel", "lord", "loyalist", "renegade"], dead=[])
    asked = []
    while t.prompts("peach"):
        seat = t.prompts("peach")[0].seat
        asked.append(seat)
        assert t.table_of(None)["window"] == {"kind": "dying", "seat": 2, "asking": seat}
        t.decline(seat)
    assert asked == [1, 2, 3, 0]


def test_a_peach_from_anyone_saves_a_dying_player():
    t = slash_at_one_hp(1, hands={2: cards("S032")})
    assert t.seat(1)["dying"]
    t.decline(0).decline(1)
    t.answer(2, [str(card("S032"))], "peach")
    assert t.hp(1) == 1 and not t.seat(1)["dying"] and t.seat(1)["alive"]


def test_a_peach_prompt_refuses_any_other_card_and_passes_itself_with_none():
    t = slash_at_one_hp(1, hands={0: cards("S014", "S030")})
    assert t.refusal(0, [str(card("S030"))], "peach").code == "not_a_peach"
    assert t.prompt_of(0, "peach").auto_pass


def test_a_player_who_uses_a_peach_is_asked_again_until_they_decline():
    # §6.9: "A player who uses one is asked again until they decline." (2 damage from 0 HP: -1 needs 2)
    t = slash_at_one_hp(1, hands={1: cards("S032", "S034")})
    t.decline(0).answer(1, [str(card("S032"))], "peach")
    assert t.hp(1) == 1 and t.seats_asked("play") == [0]


def test_a_dying_player_nobody_saves_dies_discards_everything_and_shows_the_role():
    # §6.10 (seed 000 l.460): "棄置該武將所有牌及判定區裏的牌，並亮出身份牌".
    t = nobody_saves(slash_at_one_hp(2, attacker=1, roles=["rebel", "lord", "loyalist", "renegade"],
                                     hands={2: cards("S030"), 1: cards("S014")}, equip={2: cards("S037")},
                                     judgement={2: cards("S013")}))
    seat = t.seat(2)
    assert not seat["alive"] and seat["role"] == "loyalist" and seat["killed_by"] == 1
    assert seat["hand"] == 0 and seat["equip"]["horse_minus"] is None and seat["judgement_area"] == []
    assert {card("S030"), card("S037"), card("S013")} <= set(t.state.discard)


def test_a_rebels_killer_draws_three():
    # Seed 000 l.461: "任何人殺死一名反賊（即便兇手也是反賊），立即摸三張牌".
    t = nobody_saves(slash_at_one_hp(1))
    assert t.seat(0)["hand"] == 2 + 3 and not t.seat(1)["alive"]


def test_a_rebel_killing_a_rebel_draws_three_too():
    t = nobody_saves(slash_at_one_hp(2, attacker=1, roles=["lord", "rebel", "rebel", "renegade"],
                                     hands={1: cards("S014")}))
    assert t.seat(1)["hand"] == 2 + 3


def test_the_lord_who_kills_a_loyalist_discards_hand_and_equipment():
    # Seed 000 l.462: "若主公殺死了忠臣，主公需要立即棄掉所有手牌和已裝備的牌".
    t = nobody_saves(slash_at_one_hp(1, roles=["lord", "loyalist", "rebel", "renegade"],
                                     hands={0: cards("S014", "S030")}, equip={0: cards("S037")}))
    assert t.seat(0)["hand"] == 0 and t.seat(0)["equip"]["horse_minus"] is None
    assert {card("S030"), card("S037")} <= set(t.state.discard)


def test_the_lords_death_gives_the_rebels_the_win_even_if_no_rebel_lives():
    # Seed 000 l.465: "除此之外的情況為反賊獲勝（不論反賊角色死活）".
    t = nobody_saves(slash_at_one_hp(0, attacker=2, roles=["lord", "rebel", "renegade", "loyalist"],
                                     hands={2: cards("S014")}, dead=[1]))
    assert t.finished and t.outcome["result"] == "sanguosha.result.rebels" and t.outcome["winners"] == [1]
    assert t.outcome["kills"][-1] == {"killer": 2, "victim": 0}


def test_the_last_renegade_alone_with_the_lord_who_kills_him_wins_alone():
    # Seed 000 l.465: "若內奸是唯一存活的角色（有且僅有一名內奸存活），則內奸獲勝".
    t = nobody_saves(slash_at_one_hp(0, attacker=3, hands={3: cards("S014")}, dead=[1, 2]))
    out = t.outcome
    assert out["result"] == "sanguosha.result.renegade" and out["winners"] == [3]
    assert out["one_on_one"] == [3] and out["alive_at_win"] == [3]


def test_the_lord_and_loyalists_win_when_every_rebel_and_renegade_is_dead_and_no_reward_follows():
    # Seed 000 l.466: "所有的反賊和內奸都已死亡：主公和忠臣（不論死活）都獲勝"; R9: the end first, no reward.
    t = nobody_saves(slash_at_one_hp(1, dead=[3]))
    out = t.outcome
    assert out["result"] == "sanguosha.result.lord" and out["winners"] == [0, 2]
    assert t.seat(0)["hand"] == 2 and out["roles"] == ROLES


def test_the_dead_see_every_role_that_died_and_nothing_leaks():
    t = nobody_saves(slash_at_one_hp(1))
    t.assert_sees(None, seat=1, role="rebel")
    assert t.leaks() == []
    t.assert_conserved().assert_replays()
