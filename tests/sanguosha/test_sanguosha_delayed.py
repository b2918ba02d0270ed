"""Delayed tricks and judgement (§5 II, §6.5, §6.6, §7.2; seed 000 l.437-439; R11)."""

from sanguosha_scenario import FILLER, card, cards, turn_of

HEART, SPADE_7, CLUB = card("S030"), card("S014"), card("S057")   # ♥2 闪, ♠7 杀, ♣2 杀


def judged(t):
    return [(e["params"]["reason"], e["params"]["result"]) for e in t.table_of(None)["log"]
            if e["key"] == "sanguosha.log.judge"]


def test_indulgence_is_placed_on_another_and_skips_their_play_phase_unless_heart():
    # §7.2: "Judge. Unless the result is ♥, the target skips their play phase. Then discard the 乐."
    t = turn_of(0, {0: cards("S013")}, deck_top=FILLER + [CLUB]).use(0, card("S013"), 1)
    assert [c["kind"] for c in t.seat(1)["judgement_area"]] == ["indulgence"]
    t.end_play(0).pass_window()
    assert judged(t) == [("indulgence", "hit")] and t.seats_asked("play") == [2]
    assert {"key": "sanguosha.log.phase_skipped", "params": {"player": {"seat": 1}, "phase": "play"}} \
        in t.table_of(None)["log"]
    assert card("S013") in t.state.discard and t.seat(1)["judgement_area"] == []


def test_indulgence_judged_heart_lets_the_play_phase_happen():
    t = turn_of(1, {}, judgement={1: cards("S013")}, deck_top=[HEART] + FILLER).pass_window()
    assert judged(t) == [("indulgence", "miss")] and t.seats_asked("play") == [1]


def test_indulgence_cannot_go_where_one_lies_already():
    # Seed 000 l.447: "任何一個玩家面前的判定區或裝備區裏不能放有兩張同名的牌".
    t = turn_of(0, {0: cards("S039")}, judgement={1: cards("S013")})
    t.answer(0, [str(card("S039"))], "play")
    assert [c.id for c in t.prompt_of(0, "targets").choices] == ["2", "3"]


def test_negated_indulgence_is_discarded_unjudged():
    # §6.6: "If a 无懈可击 cancels it, 乐不思蜀 is discarded without being judged".
    t = turn_of(1, {2: cards("S023")}, judgement={1: cards("S013")}).negate(2, card("S023")).pass_window()
    assert judged(t) == [] and t.seats_asked("play") == [1] and card("S013") in t.state.discard


def test_lightning_strikes_its_holder_for_three_on_spade_two_to_nine():
    # §7.2: "On ♠2–♠9 the holder takes 3 thunder damage with no source, and 闪电 is discarded."
    t = turn_of(0, {}, judgement={0: cards("S002")}, deck_top=[SPADE_7] + FILLER).pass_window()
    assert judged(t) == [("lightning", "hit")] and t.hp(0) == 1
    assert card("S002") in t.state.discard
    damage = [e for e in t.table_of(None)["log"] if e["key"].startswith("sanguosha.log.damage")][-1]
    assert damage["key"] == "sanguosha.log.damage_thunder_no_source" and damage["params"]["nature"] == "thunder"
    assert "source" not in damage["params"]


def test_lightning_that_misses_moves_on_to_the_next_player():
    # §7.2: "Otherwise ... it moves to the judgement area of the next living player in seat order".
    t = turn_of(0, {}, judgement={0: cards("S002")}, deck_top=[HEART] + FILLER).pass_window()
    assert t.hp(0) == 4 and [c["kind"] for c in t.seat(1)["judgement_area"]] == ["lightning"]


def test_negated_lightning_moves_on_unjudged_past_a_player_who_holds_one():
    # §6.6 and §7.2: "... who may legally hold it"; seat 1 already holds the other 闪电.
    t = turn_of(0, {3: cards("S023")}, judgement={0: cards("S002"), 1: cards("S052")})
    t.negate(3, card("S023")).pass_window()
    assert judged(t) == [] and [c["id"] for c in t.seat(2)["judgement_area"]] == [card("S002")]


def test_lightning_with_nobody_to_receive_it_is_discarded():
    # R11: "If there is none, it is discarded".
    t = turn_of(0, {}, judgement={0: cards("S002"), 1: cards("S052")}, dead=[2, 3], deck_top=[HEART] + FILLER)
    t.pass_window()
    assert card("S002") in t.state.discard


def test_delayed_tricks_are_judged_last_placed_first():
    # Seed 000 l.439: "從最後一個施加給你的錦囊開始判定（最早放置的最後判定）".
    t = turn_of(1, {}, judgement={1: cards("S013", "S002")}, deck_top=[HEART, card("S031")] + FILLER)
    t.pass_window().pass_window()
    assert judged(t) == [("lightning", "miss"), ("indulgence", "miss")]


def test_the_table_sees_the_latest_judgement():
    t = turn_of(1, {}, judgement={1: cards("S013")}, deck_top=[HEART] + FILLER).pass_window()
    assert t.table_of(None)["judgement"] == {"seat": 1, "for": "indulgence", "card": {
        "id": HEART, "suit": "heart", "rank": 2, "kind": "dodge"}, "replaced": [], "result": "miss"}
