"""What the TV and each phone are sent (docs/rules/kutschfahrt.md §9 "Rules against leaks";
docs/kutschfahrt-view.md)."""

import json

from kutschfahrt_scenario import KutschfahrtScenario

FIVE = ["order", "brotherhood", "order", "brotherhood", "order"]


def test_the_tv_shows_seats_counts_and_face_up_professions_only():
    t = KutschfahrtScenario(5, societies=FIVE, professions=["thug", "priest", "doctor", "duelist", "bodyguard"],
                            hands={0: ["key", "dagger"]}, used={4: True}, first=0)
    tv = t.table_of(None)
    assert [s["items"] for s in tv["seats"]] == [2, 1, 1, 1, 1]
    assert [s["profession"] for s in tv["seats"]] == [None, None, None, None, "bodyguard"]
    assert "me" not in tv and tv["needs"] == {"larger": 3, "smaller": 2}
    t.assert_hidden(None, seat=0, items=["key", "dagger"]).assert_hidden(None, seat=0, profession="thug")
    assert t.leaks() == []


def test_a_phone_holds_its_own_cards_with_their_effect_texts_in_the_catalogue():
    t = KutschfahrtScenario(4, hands={0: ["privilege", "key"]})
    me = t.table_of(0)["me"]
    catalogue = json.load(open("games/kutschfahrt/i18n.json", encoding="utf-8"))
    for lang in ("en", "zh-Hant", "zh-Hans"):
        for item in me["items"]:
            assert f"kutschfahrt.item.{item}.text" in catalogue[lang]
        assert f"kutschfahrt.profession.{me['profession']}.text" in catalogue[lang]
        assert f"kutschfahrt.society.{me['society']}" in catalogue[lang]


def test_what_a_player_learns_is_in_that_players_notes_only():
    t = KutschfahrtScenario(4, societies=["order", "brotherhood", "order", "brotherhood"],
                            hands={0: ["monocle", "key"], 1: ["goblet"]}, first=0)
    t.trade(1, "monocle", "goblet")
    note = [n for n in t.notes_of(0) if n["key"] == "kutschfahrt.note.monocle"]
    assert note == [{"turn": 1, "key": "kutschfahrt.note.monocle", "seat": 1, "society": "brotherhood"}]
    for reader in (None, 2, 3):
        t.assert_hidden(reader, seat=1, society="brotherhood")
    assert t.leaks() == []


def test_the_support_hypnotist_and_item_prompts_are_sent_to_whoever_could_act_whatever_they_hold():
    # §9: F2 every player but the attacker, F4 the attacker always, F5 every player in turn, F7 every player.
    t = KutschfahrtScenario(4, professions=["thug", "priest", "doctor", "duelist"], first=0)
    t.attack(2)
    assert t.seats_asked("priest") == [1, 2, 3]
    t.no_priest()
    assert t.seats_asked("support") == [1]
    t.declare()
    assert t.seats_asked("hypnotist") == [0]
    t.hypnotise()
    asked = []
    while t.prompts("fight_use"):
        seat = t.prompts("fight_use")[0].seat
        asked.append(seat)
        t.answer(seat, ["pass"], "fight_use")
    assert asked == [0, 1, 2, 3]
    assert t.seats_asked("doctor") == [0, 1, 2, 3]
    assert len({len(p.choices) for p in t.prompts("doctor")}) == 1


def test_the_tv_never_names_an_item_of_a_trade_without_an_effect_nor_which_bag_moved():
    # §9: "The TV never names a traded item that has no trade effect, never says which bag moved".
    t = KutschfahrtScenario(4, hands={0: ["bag_goblet", "dagger"], 1: ["key"]}, first=0)
    t.trade(1, "bag_goblet", "key")
    text = json.dumps(t.table_of(None))
    assert "bag_goblet" not in text and "dagger" not in text
    assert t.table_of(None)["trade"]["effects"] == [{"seat": 0, "item": "bag", "params": {}}]
    t.assert_hidden(None, item="key").assert_hidden(2, item="key")


def test_at_the_end_everything_is_shown_and_the_outcome_lists_it():
    t = KutschfahrtScenario(4, societies=["order", "brotherhood", "order", "brotherhood"],
                            hands={0: ["key", "key", "key"]}, first=0).announce()
    out = t.outcome
    assert out["societies"] == {0: "order", 1: "brotherhood", 2: "order", 3: "brotherhood"}
    assert out["items"][0] == ["key", "key", "key"] and set(out["professions"]) == {0, 1, 2, 3}
