"""激将 (刘备, 主公技): "when you need to use or play a 杀, other 蜀 players may, in seat order, play one for
you" (docs/rules/sanguosha.md §8). Two ways in: the respond prompt (a 决斗, 南蛮入侵, 借刀杀人:
`skill:jijiang`, a provider) and the play prompt (`skill:jijiang`: choose the targets, then the helpers
are asked). Each helper gets the usual `respond` prompt for a 杀 (`params.skill` = jijiang, `params.for`
= the Lord), one after the other; the first who plays one provides it."""

from ..common import player
from ..effects import Active, Provider, active, provider
from ..heroes import SKILLS
from ..state import Use

JIJIANG = SKILLS["jijiang"].effect["provided_by"]


def helpers(flow, lord: int) -> list:
    return flow.others_of_kingdom(lord, JIJIANG["kingdom"])


def ask_helpers(flow, lord: int, about: dict, use_it: bool):
    """The first helper's 杀 as the Lord's, or None when every helper passed."""
    for s in helpers(flow, lord):
        played = yield from flow.respond(s, "slash", {**about, "skill": "jijiang", "for": lord}, use_it=use_it)
        if played is not None:
            return Use(lord, "slash", played.cards, skill="jijiang")
    return None


def play_for_lord(flow, seat, ctx):
    """Provider: the Lord is asked for a 杀, to play (决斗, 南蛮入侵: the helper's card is discarded as
    played) or to use (借刀杀人, 青龙偃月刀: the card stays in the helper's hand until the Lord uses it)."""
    flow.st.log_add("skill", player=player(seat), skill="jijiang")   # the play prompt logs its own
    return (yield from ask_helpers(flow, seat, ctx.about, use_it=ctx.use_it))


def use_for_lord(flow, seat):
    """Active: the Lord uses a 杀 in the play phase; a helper gives the card, the Lord uses it."""
    targets = yield from flow.choose_targets(Use(seat, "slash", [], skill="jijiang"))
    if targets is None:
        return False
    slash = yield from ask_helpers(flow, seat, {"player": seat, "kind": "slash", "target": targets[0]}, use_it=True)
    if slash is not None:
        yield from flow.use_card(slash, targets)


def may_ask(flow, seat, ctx=None) -> bool:
    return bool(helpers(flow, seat))


provider(Provider("jijiang", "skill:jijiang", ("slash",), run=play_for_lord, can=may_ask))
active(Active("jijiang", run=use_for_lord,
              can=lambda flow, seat: may_ask(flow, seat) and flow.playable(seat, "slash", [])))
