"""风声's exact leak test (issue 13 §2; docs/engine.md §10, The exact leak test (resample)).

First the test itself (tests/infoset.py) on random-bot matches at every player count 2-9, through
every mode and pool option: every seat's and the TV's view, and a share of the prompts, stay
byte-identical when what that reader cannot know is re-dealt (games/fengsheng/infoset.py). Then
the proof that it can fail where ``secrets()`` sees nothing: leaks planted in other shapes. Last,
scenario tests of the re-deal itself: what each reader keeps, and what moves.
"""

from __future__ import annotations

import random
import time
from collections import Counter

import pytest

from games.core import Match
from games.core.simulate import play_match
from games.core.testing import Scenario
from games.fengsheng import GAME
from games.fengsheng import data as D
from games.fengsheng.rules import OVER, FengSheng, Flow, character_pool, colour
from tests.fengsheng.fengsheng_scenario import FengshengScenario, c, chars
from tests.fengsheng.fs_helpers import CHARACTER, DECRYPT, INTERCEPT, probe_card
from tests.infoset import canonical, difference_text, planted_leak_caught, prompt_leak_caught_by_prompts_only, run_infoset_match

# One match per row: (players, options, share of the steps whose views are checked, share of the
# batches whose prompts are forked). A fork replays the match so far, so its cost grows with the
# square of a match's length (2 700 answers at 9 players): the shares shrink as the table grows.
# Every mode (§7.1-7.5) and pool option (§7.9) is among them. Measured on a busy 2-core machine:
# 15 s for the nine matches, the whole file 17-18 s.
RUNS = [
    (2, {"mode": "free", "pool": "expansion", "texts_002": True}, 1.0, 1.0),
    (3, {"offer": 3}, 1.0, 0.5),
    (4, {"mode": "novice"}, 0.3, 0.1),
    (5, {"pool": "expansion", "texts_002": True}, 0.2, 0.1),
    (6, {"mode": "3v3"}, 0.1, 0.05),
    (6, {"mode": "bystander_game", "pool": "expansion", "bystander_alliance": True}, 0.1, 0.06),
    (7, {"optional_identities": True, "reveal_hands": True}, 0.1, 0.04),
    (8, {"mode": "free", "pool": "expansion"}, 0.05, 0.025),
    (9, {"texts_002": True, "four_card_victory": True}, 0.05, 0.015),
]


@pytest.mark.parametrize("players,options,views,forks", RUNS,
                         ids=[f"{n}p-{'-'.join(f'{k}={v}' for k, v in o.items())}" for n, o, _, _ in RUNS])
def test_no_view_or_prompt_changes_when_what_its_reader_cannot_know_is_redealt(players, options, views, forks):
    start = time.perf_counter()
    tally = run_infoset_match(GAME, players, 0, options, views, forks)
    print(f"fengsheng {players}p {options}: {tally} in {time.perf_counter() - start:.1f} s")
    assert tally.views > 0 and tally.prompts > 0, tally
    # The test means something only if the re-deal moves things for every reader, and if enough
    # forks came out with the same table for their prompts to be compared (a third at least;
    # measured: a half to four fifths, the rest mostly a seat's answer naming a card the re-deal
    # took from its hand).
    unmoved = [s for s in [None, *range(players)] if not tally.redealt[s]]
    assert not unmoved, f"resample never changed the state for {unmoved}"
    assert tally.prompts * 3 >= tally.forks, tally


# -- the test can fail where secrets() sees nothing --------------------------------------

class SkillCountInTheLog(FengSheng):
    """Every log entry naming a seat carries how many skills that seat's character has: a count,
    not a character, and of a covered character too."""

    def view(self, st, seat):
        v = super().view(st, seat)
        v["log"] = [dict(e, params=dict(e["params"], skills=skill_count(st, e["params"]["seat"])))
                    if isinstance(e["params"].get("seat"), int) else e for e in v["log"]]
        return v


def skill_count(st, s: int) -> int:
    character = st.characters[s]
    return 0 if character is None else len(D.CHARACTERS_BY_ID[character]["skills"])


class TransitColourOnTheTV(FengSheng):
    """The TV shows the colour of a face-down 密电 or 直达 on its way: a colour, not a card."""

    def view(self, st, seat):
        v = super().view(st, seat)
        if seat is None and v["transit"] is not None and v["transit"]["card"] == {"hidden": True}:
            v["transit"] = dict(v["transit"], card={"hidden": True, "colour": colour(st.transit["card"])})
        return v


class BlackCountFlow(Flow):
    def ask(self, s, top):
        prompt = super().ask(s, top)
        prompt.params["blacks"] = sum(colour(cid) == "black" for cid in self.st.hands[self.st.turn])
        return prompt


class BlackCardsInTheWindow(FengSheng):
    """Every window tells each seat how many black cards the active player holds: a prompt
    parameter, so the views stay clean."""

    def play(self, st, rng):
        return BlackCountFlow(st, rng).run()


@pytest.mark.parametrize("game,players,caught", [
    (SkillCountInTheLog(), 5, r"view changes .* at \.log\[\d+\]\.params\.skills"),
    (TransitColourOnTheTV(), 4, r"the TV's view changes .* at \.transit\.card\.colour"),
    (BlackCardsInTheWindow(), 3, r"seat \d's prompts change .* at \.prompts\[0\]\.params\.blacks"),
], ids=["skill-count-in-a-log-entry", "transit-colour-on-the-tv", "black-cards-in-a-window"])
def test_a_leak_in_another_shape_passes_secrets_but_fails_the_exact_test(game, players, caught):
    planted_leak_caught(game, players, 0, {}, caught)


def test_a_prompt_leak_is_invisible_to_the_view_check_alone():
    prompt_leak_caught_by_prompts_only(BlackCardsInTheWindow(), 3, 0, {}, "prompts change")


# What the forks cannot see: a prompt asked or not asked because of a secret, when not asking
# moves the table on (the fork's table differs, so it proves nothing). Three "when a black
# arrives" triggers need a black card in hand; they are asked whatever the hand holds (pass and
# the whole hand, a card that is not black refused after the tap), so the TV, which shows whom the
# table waits on, gets the same payload either way.
BLACKS = [cid for cid in D.CARDS_BY_ID if colour(cid) == "black" and D.CARDS_BY_ID[cid]["function"] != "probe"]
NOT_BLACK = [cid for cid in D.CARDS_BY_ID if colour(cid) != "black" and D.CARDS_BY_ID[cid]["function"] != "probe"]


def tv_after_a_black_arrives(character: str, seat: int, windows: int, extra: int) -> dict:
    """Seat 0 sends a black 密电 that seat 1 accepts; ``seat`` plays ``character`` face up and holds
    ``extra`` besides; the TV's payload once ``windows`` windows have passed."""
    sent = next(cid for cid in BLACKS if D.CARDS_BY_ID[cid]["transmission"] == "secret")
    hands = {0: [sent], 1: [NOT_BLACK[0]], 2: [NOT_BLACK[1]]}
    hands[seat] = hands[seat] + [extra]
    t = FengshengScenario(3, hands=hands, characters=chars(3, **{f"s{seat}": character}),
                          identities=["lurker", "bureau", "bystander"], deck_top=NOT_BLACK[2:5], face_up={seat: True})
    t.to_play(0)
    t.send(0, sent)
    t.pass_until("fengsheng.prompt.decide", 1)
    t.answer(1, ["accept"], "fengsheng.prompt.decide")
    for _ in range(windows):
        t.window()
    return t.view_of(None)


@pytest.mark.parametrize("character,seat,windows", [("zhiyeshashou", 0, 0), ("laojin", 1, 0), ("xiaomage", 1, 1)])
def test_a_trigger_on_a_received_black_shows_the_table_nothing_of_its_owners_hand(character, seat, windows):
    with_black, without = (tv_after_a_black_arrives(character, seat, windows, extra)
                           for extra in (BLACKS[-1], NOT_BLACK[-1]))
    assert with_black["waiting"] == [seat], "the trigger is asked"
    assert canonical(with_black) == canonical(without), \
        f"the TV's payload with and without a black card {difference_text(with_black, without)}"


# -- the re-deal ------------------------------------------------------------------------

DRAWS = 40
SECRET_CABLE = next(cid for cid in INTERCEPT if D.CARDS_BY_ID[cid]["transmission"] == "secret")


def redeals(state, seat, draws: int = DRAWS) -> list:
    rng = random.Random(f"redeals {seat}")
    return [GAME.resample(state, seat, rng) for _ in range(draws)]


def drafted(players: int, options=None, seed: int = 3) -> Scenario:
    """A match just past the draft, each seat keeping the character its time-out would give it."""
    return Scenario(GAME, players, options, seed).time_out("fengsheng.prompt.draft")


def covered(st) -> list:
    return [s for s in range(st.players) if not st.shown[s]]


def test_a_seat_keeps_its_identity_character_offer_and_hand_and_no_other_seats():
    st = drafted(6).state
    assert covered(st), "someone kept a hidden character"
    for seat in range(st.players):
        others = [s for s in range(st.players) if s != seat]
        deals = redeals(st, seat, 15)
        assert all(d.identities[seat] == st.identities[seat] and d.characters[seat] == st.characters[seat]
                   and d.offers[seat] == st.offers[seat] and d.hands[seat] == st.hands[seat] for d in deals)
        assert all(Counter(d.identities) == Counter(st.identities) for d in deals)
        assert all([len(d.hands[s]) for s in others] == [len(st.hands[s]) for s in others] for d in deals)
        assert len({tuple(d.identities) for d in deals}) > 1 and len({tuple(d.deck) for d in deals}) == 15


def test_a_covered_character_is_another_hidden_one_never_one_the_reader_was_offered():
    st = drafted(6).state
    for seat in range(st.players):
        for s in (s for s in covered(st) if s != seat):
            dealt = {d.characters[s] for d in redeals(st, seat)}
            assert len(dealt) > 1 and all(D.CHARACTERS_BY_ID[ch]["hidden"] for ch in dealt)
            assert not dealt & set(st.offers[seat])
    face_up_now = [s for s in range(st.players) if st.face_up[s]]
    assert all([d.characters[s] for s in face_up_now] == [st.characters[s] for s in face_up_now]
               for d in redeals(st, None))


def test_every_other_offer_is_dealt_from_the_rest_of_the_pool_around_the_character_kept():
    st = drafted(5, {"offer": 3, "pool": "expansion"}).state
    pool = set(character_pool(st.options))
    for d in redeals(st, 0):
        others = [ch for s in range(1, 5) for ch in d.offers[s]]
        assert all(d.characters[s] in d.offers[s] and len(d.offers[s]) == 3 for s in range(5))
        assert len(set(others)) == len(others) and set(others) <= pool - set(st.offers[0])


def test_during_the_draft_a_seat_knows_its_offer_and_not_yet_its_identity():
    st = Match(GAME, 5, {}, seed=3).state
    deals = redeals(st, 0)
    assert all(d.offers[0] == st.offers[0] and not set(st.offers[0]) & {ch for o in d.offers[1:] for ch in o}
               for d in deals)
    # §2.3 the identity cards come after the draft: the phone does not show it yet.
    assert len({d.identities[0] for d in deals}) > 1


def test_in_3v3_the_teams_stay_public_and_teammates_keep_each_others_covered_characters():
    hidden = ["laogui", "yidianyuan", "laoqiang", "shanling", "heimeigui", "emeifeng"]
    st = FengshengScenario(6, characters=hidden, options={"mode": "3v3"}).state
    deals = redeals(st, 0)
    assert all(d.identities == st.identities for d in deals)
    # R47 Teammates see each other's hidden characters after the draft: seat 0's are 2 and 4.
    assert all(d.characters[2] == "laoqiang" and d.characters[4] == "heimeigui" for d in deals)
    assert all(len({d.characters[s] for d in deals}) > 1 for s in (1, 3, 5))


def test_laoqiang_and_the_player_he_covers_keep_each_others_identity_and_nobody_else_learns_it():
    t = FengshengScenario(4, characters=chars(4, s1="qibai"), identities=["lurker", "bureau", "bystander", "bystander"], face_up={0: True})
    t.to_play(0)
    # 老枪 "Cover yourself and one other player's face-up character. Then you and that player
    # privately look at each other's identity card."
    t.answer(0, [CHARACTER], "fengsheng.prompt.play")
    t.answer(0, ["1"], "fengsheng.prompt.target.cover")
    t.window()
    st = t.state
    assert st.id_known[0] == [1] and st.id_known[1] == [0]
    assert all(d.identities[1] == "bureau" for d in redeals(st, 0))
    assert all(d.identities[0] == "lurker" for d in redeals(st, 1))
    for reader in (2, None):
        assert {d.identities[1] for d in redeals(st, reader)} > {"bureau"}


def test_the_face_down_card_in_transit_stays_for_its_sender_and_decrypter_and_is_another_cable_for_the_rest():
    t = FengshengScenario(4, hands={0: [SECRET_CABLE], 1: [DECRYPT[0]]}, identities=["lurker", "bureau", "bystander", "bystander"])
    t.to_play(0)
    t.send(0, SECRET_CABLE)
    t.window()                         # on its way to seat 1
    t.window({1: c(DECRYPT[0])})     # arrived: seat 1 decrypts it (§4.2 破译 You alone view the card)
    t.pass_until("fengsheng.prompt.decide", 1)
    st = t.state
    assert st.transit["known"] == [0, 1]
    for reader in (0, 1):
        assert all(d.transit["card"] == SECRET_CABLE for d in redeals(st, reader))
    for reader in (2, None):
        dealt = {d.transit["card"] for d in redeals(st, reader)}
        # §3.1 The card's stamp fixes the method: it is some other 密电.
        assert len(dealt) > 1 and {D.CARDS_BY_ID[cid]["transmission"] for cid in dealt} == {"secret"}
    # The 破译 was used face up: everyone saw it go to the discard pile.
    assert all(DECRYPT[0] in d.discard for d in redeals(st, None))


def probed(identity: str, action: str, target_identity: str) -> FengshengScenario:
    """Seat 0 probes seat 1 (a covered 老枪: no 城府) with a 试探 naming ``identity``."""
    probe = probe_card(identity, action)
    t = FengshengScenario(5, hands={0: [probe, SECRET_CABLE], 1: [DECRYPT[0], DECRYPT[1]]},
                          identities=["lurker", target_identity, "lurker", "bureau", "bystander"])
    t.to_play(0)
    t.answer(0, c(probe), "fengsheng.prompt.play")
    t.answer(0, ["1"], "fengsheng.prompt.target.probe")
    t.window()
    return t


def test_the_player_who_probed_keeps_what_the_answer_told_it_and_nobody_else_does():
    # §4.2 试探 If the named identity is theirs, they carry out the action ... Otherwise they say
    # the printed line: seat 1 drew, so seat 0 knows seat 1 is 军情局.
    st = probed("bureau", "draw", "bureau").state
    assert any(e["key"] == "fengsheng.log.probe_draw" for e in st.log)
    assert all(d.identities[1] == "bureau" for d in redeals(st, 0))
    assert {d.identities[1] for d in redeals(st, 2)} > {"bureau"}
    # Said the line: seat 1 is not a 潜伏战线 player, for seat 0 only.
    st = probed("lurker", "draw", "bureau").state
    assert all(d.identities[1] != "lurker" for d in redeals(st, 0))


def test_a_set_aside_probe_stays_for_its_user_and_target_and_is_another_probe_for_the_rest():
    st = probed("bureau", "draw", "bureau").state
    (probe,) = st.set_aside
    for reader in (0, 1):
        assert all(d.set_aside == [probe] for d in redeals(st, reader))
    for reader in (2, None):
        dealt = {d.set_aside[0] for d in redeals(st, reader)}
        assert len(dealt) > 1 and {D.CARDS_BY_ID[cid]["function"] for cid in dealt} == {"probe"}


def test_a_card_discarded_unseen_is_dealt_again_for_the_table():
    # The 试探 names seat 1's identity with "discard 1": the discard is hidden (暗弃, seed 000 l.367).
    t = probed("bureau", "discard", "bureau")
    t.answer(1, c(DECRYPT[1]), "fengsheng.prompt.probe_discard")
    st = t.state
    assert st.discard == [DECRYPT[1]]
    assert len({d.discard[0] for d in redeals(st, None)}) > 1


def test_the_card_heimeigui_showed_stays_on_top_of_the_deck_for_everyone():
    t = FengshengScenario(3, characters=chars(3, s0="heimeigui"), hands={0: [SECRET_CABLE]})
    t.to_play(0)
    # 黑玫瑰 "Show the top card of the deck to everyone, then put it back on top".
    t.answer(0, [CHARACTER], "fengsheng.prompt.play")
    t.window()
    st = t.state
    shown = next(e["params"]["card"] for e in st.log if e["key"] == "fengsheng.log.show_top")
    assert st.deck[-1] == shown
    deals = redeals(st, None)
    assert all(d.deck[-1] == shown for d in deals) and len({d.deck[-2] for d in deals}) > 1


@pytest.mark.parametrize("reveal_hands", [False, True])
def test_after_the_end_identities_and_characters_stay_and_hands_only_if_the_host_shows_them(reveal_hands):
    st = play_match(GAME, 5, 1, {"reveal_hands": reveal_hands}).match.state
    assert st.phase == OVER and any(st.hands)
    deals = redeals(st, None, 10)
    assert all(d.identities == st.identities and d.characters == st.characters for d in deals)
    assert all((d.hands == st.hands) == reveal_hands for d in deals)


def test_the_redeal_keeps_the_81_cards_and_leaves_the_real_state_alone():
    t = drafted(7)
    before = repr(t.state)
    for d in redeals(t.state, 3, 10):
        assert GAME.conserved(d) == list(range(81))
    assert repr(t.state) == before
