"""苦肉 (黄盖): "any number of times in your play phase, lose 1 HP and draw 2 cards. Losing HP this way can
put you into dying" (docs/rules/sanguosha.md §8). HP loss is not damage (§6.1); one saved from dying
still draws, as in FreeKill."""

from ..effects import Active, active
from ..heroes import SKILLS

KUROU = SKILLS["kurou"].effect


def kurou(flow, seat):
    yield from flow.lose_hp(seat, KUROU["lose_hp"])
    if flow.st.alive[seat]:
        flow.draw(seat, KUROU["draw"])


active(Active("kurou", run=kurou))
