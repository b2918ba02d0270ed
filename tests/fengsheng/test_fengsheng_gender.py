"""R39 / §7.10 player gender: A woman or man is a face-up character of that gender (小白 counts as
both) or a player who set that gender in the lobby. The host may switch player gender off.
大美女's 男性角色 counts characters only. """

import pytest

from games.core.testing import Scenario
from games.fengsheng import GAME
from tests.fengsheng.fengsheng_scenario import FengshengScenario, chars
from tests.fengsheng.fs_helpers import cards
from tests.fengsheng.test_fengsheng_expansion import RED

LOCK_RED = cards("lock", "red")[0]


def qibai_declares(options, woman="laoqiang"):
    """柒佰 (seat 1, a lurker) receives his third red; seat 2 holds ``woman``."""
    t = FengshengScenario(3, hands={0: [LOCK_RED]}, intel={1: [RED[0], RED[1]]},
                          identities=["bureau", "lurker", "bystander"], characters=chars(3, s1="qibai", s2=woman),
                          options=options)
    return t.deliver(0, 1, LOCK_RED)


def test_r39_a_female_player_counts_as_a_woman_for_qibai():
    t = qibai_declares({"genders": ["", "", "female"]})      # seat 2's character is covered
    t.answer(1, ["2"], "fengsheng.prompt.qibai_woman")
    assert t.state.winners == [1, 2]


@pytest.mark.parametrize("options", [{}, {"genders": ["", "", "female"], "player_gender": False}])
def test_r39_without_player_gender_a_covered_character_is_no_woman(options):
    t = qibai_declares(options)
    assert not t.prompts("fengsheng.prompt.qibai_woman") and t.state.winners == [1]


@pytest.mark.parametrize("declarer,options,companion", [
    ("qingbaochuzhang", {}, True),                          # a male character
    ("laoqiang", {"genders": ["", "male", ""]}, False),     # a covered character, a male player
])
def test_r39_dameinv_counts_male_characters_only(declarer, options, companion):
    t = FengshengScenario(3, hands={0: [LOCK_RED]}, intel={1: [RED[0], RED[1]]},
                          identities=["bureau", "lurker", "bystander"],
                          characters=chars(3, s1=declarer, s2="dameinv"), options=options)
    t.deliver(0, 1, LOCK_RED)
    assert (2 in t.state.winners) == companion


def test_r39_the_tv_shows_each_players_gender_tag_only_when_the_option_is_on():
    t = Scenario(GAME, 3, {"genders": ["male", "", "female"]})
    assert [s["gender"] for s in t.table_of(None)["seats"]] == ["male", None, "female"]
    t = Scenario(GAME, 3, {"genders": ["male", "", "female"], "player_gender": False})
    assert [s["gender"] for s in t.table_of(None)["seats"]] == [None, None, None]
