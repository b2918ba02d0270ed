"""护驾 (曹操) [Lord]: "when you need to use or play a 闪, other 魏 players may, in seat order, play one for
you. The first to do so provides it." (docs/rules/sanguosha.md §8). §6.11: a 闪 played this way counts as
played by the Lord. Each helper gets the ordinary `respond` prompt (optional; auto-passed with nothing to
play), so whether a helper holds a 闪 shows no more than at the table."""

from ..effects import Provider, provider
from ..heroes import SKILLS
from ..state import Use

PROVIDED_BY = SKILLS["hujia"].effect["provided_by"]


def helpers(flow, seat: int) -> list:
    return flow.others_of_kingdom(seat, PROVIDED_BY["kingdom"])


def hujia(flow, seat: int, ctx):
    flow.st.log_add("skill", player={"seat": seat}, skill="hujia")   # a provider is not a trigger: log it here
    for helper in helpers(flow, seat):
        played = yield from flow.respond(helper, ctx.need, {**ctx.about, "skill": "hujia", "for": seat},
                                         use_it=ctx.use_it)
        if played is not None:
            return Use(seat, ctx.need, played.cards, skill="hujia")   # §6.11: it counts as the Lord's
    return None


provider(Provider("hujia", "skill:hujia", (SKILLS["hujia"].effect["view_as"],), hujia,
                  can=lambda flow, seat, ctx: bool(helpers(flow, seat))))
