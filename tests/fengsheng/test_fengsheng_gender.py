"""R39 / §7.10 player gender: A woman or man is a face-up character of that gender (小白 counts as
both) or a player who set that gender in the lobby. The host may switch player gender off.
大美女's 男性角色 counts characters only. """

import pytest

from games.core import Match
from games.fengsheng import GAME
from tests.fengsheng.fs_helpers import answer, cards, open_prompts, setup
from tests.fengsheng.test_fengsheng_expansion import RED, chars, deliver

LOCK_RED = cards("lock", "red")[0]


def qibai_declares(options, woman="laoqiang"):
    """柒佰 (seat 1, a lurker) receives his third red; seat 2 holds ``woman``."""
    m = setup(3, hands={0: [LOCK_RED]}, intel={1: [RED[0], RED[1]]}, identities=["bureau", "lurker", "bystander"],
              characters=chars(3, s1="qibai", s2=woman), options=options)
    deliver(m, 0, 1, LOCK_RED)
    return m


def test_r39_a_female_player_counts_as_a_woman_for_qibai():
    m = qibai_declares({"genders": ["", "", "female"]})      # seat 2's character is covered
    answer(m, 1, ["2"], "fengsheng.prompt.qibai_woman")
    assert m.state.winners == [1, 2]


@pytest.mark.parametrize("options", [{}, {"genders": ["", "", "female"], "player_gender": False}])
def test_r39_without_player_gender_a_covered_character_is_no_woman(options):
    m = qibai_declares(options)
    assert not open_prompts(m, "fengsheng.prompt.qibai_woman") and m.state.winners == [1]


@pytest.mark.parametrize("declarer,options,companion", [
    ("qingbaochuzhang", {}, True),                          # a male character
    ("laoqiang", {"genders": ["", "male", ""]}, False),     # a covered character, a male player
])
def test_r39_dameinv_counts_male_characters_only(declarer, options, companion):
    m = setup(3, hands={0: [LOCK_RED]}, intel={1: [RED[0], RED[1]]}, identities=["bureau", "lurker", "bystander"],
              characters=chars(3, s1=declarer, s2="dameinv"), options=options)
    deliver(m, 0, 1, LOCK_RED)
    assert (2 in m.state.winners) == companion


def test_r39_the_tv_shows_each_players_gender_tag_only_when_the_option_is_on():
    m = Match(GAME, 3, {"genders": ["male", "", "female"]}, 1)
    assert [s["gender"] for s in m.view(None)["table"]["seats"]] == ["male", None, "female"]
    m = Match(GAME, 3, {"genders": ["male", "", "female"], "player_gender": False}, 1)
    assert [s["gender"] for s in m.view(None)["table"]["seats"]] == [None, None, None]
