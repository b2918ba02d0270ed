"""Secrecy and what the table shows: docs/rules/pirates_cove.md §5; docs/pirates_cove-view.md."""

from games.core.alike import BatchWatch
from games.core.simulate import play_match
from games.pirates_cove import GAME
from pirates_cove_scenario import PiratesCoveScenario


def test_a_tavern_hand_is_seen_by_its_holder_alone_and_the_table_sees_its_size():
    # §4.4 "Hand: Tavern cards are hidden"; §5 the TV shows "the number of Tavern cards held".
    t = PiratesCoveScenario(3, hands={1: ["volley", "storm"]})
    assert t.hand(1) == ["volley", "storm"] and t.ship(1)["hand"] == 2
    t.assert_hidden(None, kind="volley").assert_hidden(0, kind="storm").assert_hidden(2, kind="volley")
    assert "me" not in t.table_of(None) and t.leaks() == []


def test_the_tv_shows_each_ships_mat_the_pirates_route_and_bounty_the_month_and_the_locker():
    # §5 TV: positions, mats, the pirate's "next stop", "its stats and current bounty", the month, the Locker.
    table = PiratesCoveScenario(3).table_of(None)
    assert set(table["ships"][0]) >= {"at", "sails", "crew", "cannons", "hull", "dice", "gold", "chests", "capacity",
                                      "parrots", "fame", "hand"}
    assert set(table["pirates"][0]) >= {"pirate", "at", "next", "sails", "crew", "cannons", "hull", "bounty"}
    assert (table["month"], table["months"]) == (1, 12) and set(table["locker"]) == {"chests", "treasure", "parrots"}


def test_a_fight_is_shown_shot_by_shot_with_its_dice():
    # §5 TV: "Combat: firing order, each shot's named section, the dice and hits, cards played".
    t = PiratesCoveScenario(3, ships={0: {"sails": 7}}, dice=[6, 2]).sail(2, 2, 6)
    t.stay(1, 0).fire(0, 1, "hull").no_cards().no_volley()
    assert t.battle["shots"][0] == {"round": 1, "by": {"seat": 0}, "at": {"seat": 1}, "section": "hull",
                                    "dice": [6, 2], "hits": 1, "applied": {"hull": 1}, "cards": []}
    assert t.battle["fighters"] == [{"seat": 0}, {"seat": 1}]


def test_every_simultaneous_batch_looks_alike_on_every_phone():
    # docs/engine.md §9: the wheels, the Event, Navy and Battle-card windows and equal-speed aims look alike.
    for players in (3, 5):
        watch = BatchWatch(GAME)
        played = play_match(GAME, players, 7, on_step=watch.see)
        assert played.error is None and watch.simultaneous > 24 and watch.found == []


def test_a_chosen_destination_changes_nothing_another_phone_or_the_tv_is_sent_but_the_count():
    # Seed 000 l.774 "然後大家一起攤牌": a pick is secret until the reveal, in data and in the prompts.
    t = PiratesCoveScenario(3).no_events()
    before = {r: t.view_of(r) for r in (None, 1, 2)}
    t.answer(0, ["4"], "prompt.destination")
    for reader, old in before.items():
        new = t.view_of(reader)
        assert new["progress"] == {"answered": 1, "asked": 3} and new["seq"] == old["seq"] + 1
        counts = ("progress", "seq")
        assert {k: v for k, v in new.items() if k not in counts} == {k: v for k, v in old.items() if k not in counts}


def test_the_view_holds_exactly_the_keys_of_the_contract():
    # docs/pirates_cove-view.md, "The game's view".
    t = PiratesCoveScenario(3)
    assert set(t.table_of(None)) == {"month", "months", "step", "islands", "ships", "pirates", "pirates_left", "navy",
                                     "reveal", "battle", "locker", "tavern", "current", "log", "options", "house_rules"}
    assert set(t.table_of(0)) - set(t.table_of(None)) == {"me"} and set(t.table_of(0)["me"]) == {"seat", "hand", "peeks"}
    assert set(t.island("2")) == {"island", "kind", "section", "shown", "stack", "storm"}
