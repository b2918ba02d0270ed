"""Views (docs/rules/pompeii.md §9): the TV shows the whole public table, a phone adds its own hand; no view
shows a hidden card or the bag's order; pieces and cards are conserved."""

import json

from games.core import Match
from games.core.simulate import play_match
from games.pompeii import GAME
from tests.conformance import check_views


def test_the_tv_draws_the_whole_board_and_every_count_but_no_hand():
    m = Match(GAME, 3, None, 4)
    t = m.view(None)["table"]
    assert "hand" not in t and [s["hand"] for s in t["seats"]] == [4, 4, 4]
    cells = [c for row in t["board"]["squares"] for c in row]
    assert len(cells) == 77 and t["board"]["rows"] == 7 and t["board"]["cols"] == 11
    nocera = t["board"]["squares"][6][8]
    assert nocera["gate"] == "Nc" and nocera["part"] == "11a" and nocera["circles"] == 1 and nocera["pieces"] == []
    assert t["phase"] == "immigration" and t["step"] == "play" and t["lava"]["bag"] == 45
    assert set(t["lava"]["bag_by_symbol"]) == {"scroll", "coin", "vase", "column", "mask", "helmet"}


def test_a_phone_sees_its_own_hand_with_building_numbers():
    m = Match(GAME, 3, None, 4)
    hand = m.view(1)["table"]["hand"]
    assert len(hand) == 4 and all(set(c) == {"card", "building", "colour"} for c in hand)
    assert [c["card"] for c in hand] == m.state.hands[1]
    check_views(m)


def test_views_are_json_and_leak_nothing_through_a_whole_match_with_every_option():
    options = {"dual_vent": True, "omen_opponents_only": True, "omen_optional": True, "blocked_hand": False,
               "official_double_move": True, "mayfair_pieces": True}
    played = play_match(GAME, 2, 11, options, bots="smart")
    assert played.error is None and played.match.finished
    check_views(played.match)
    t = played.match.view(None)["table"]
    json.dumps(t)
    assert t["phase"] == "end" and set(t["end"]) >= {"winners", "result", "places", "escaped", "volcano"}


def test_pieces_are_conserved_per_player():
    played = play_match(GAME, 4, 2, None, bots="smart")
    st = played.match.state
    assert [st.pieces_of(s) for s in range(4)] == [25] * 4
    assert st.supply == [0] * 4 and not st.pieces


def test_conformance_holds_with_every_host_option_on():
    from tests.conformance import run_conformant_match
    options = {"dual_vent": True, "omen_opponents_only": True, "omen_optional": True, "blocked_hand": False,
               "official_double_move": True, "mayfair_pieces": True}
    for players in (2, 4):
        run_conformant_match(GAME, players, 7, options, every_step=True)
