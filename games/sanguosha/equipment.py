"""三国杀: what weapons and armour do, registered as effects by their card kind id (docs/rules/sanguosha.md §7.2).

Horses, 诸葛连弩's lifted limit, 青釭剑's ignoring of armour and 方天画戟's extra targets are data the
flow reads (cards.py `effect`); the rest acts at a moment, as triggers, a provider (八卦阵) and a
view-as (丈八蛇矛): the same registry the skills use (effects.py).
"""

from __future__ import annotations

from .cards import KINDS
from .effects import Provider, ViewAs, provider, trigger, view_as
from .heroes import HEROES
from .state import KIND_OF, Use, colour
from .timings import Timing


def gender(flow, seat: int):
    hero = flow.st.heroes[seat]
    return HEROES[hero].gender if hero else None


def own_slash(flow, seat, ev) -> bool:
    return ev.user == seat and ev.use is not None and ev.use.kind == "slash"


# 雌雄双股剑: "When you target a player of the other sex with 杀, you may make them choose: discard a hand
# card, or let you draw 1. This happens before they respond."
def other_sex(flow, seat, ev) -> bool:
    return own_slash(flow, seat, ev) and None not in (gender(flow, seat), gender(flow, ev.target)) \
        and gender(flow, seat) != gender(flow, ev.target)


@trigger("twin_swords", Timing.AFTER_TARGET_CHOSEN, can=other_sex, params=lambda f, s, ev: {"target": ev.target})
def twin_swords(flow, seat, ev):
    target = ev.target
    choice = "user_draws"
    if flow.st.hands[target]:
        choice = yield from flow.ask_choice(target, "twin_swords", ["discard_hand_card", "user_draws"],
                                            {"player": seat})
    if choice == "user_draws":
        flow.draw(seat, 1)
        return
    card = yield from flow.ask_cards(target, "twin_swords_discard", flow.st.hands[target], 1)
    yield from flow.discard(target, card)


# 寒冰剑: "When your 杀 would damage a target who has cards, you may prevent the damage. You then discard two of
# their cards, one after the other, picked as with 过河拆桥."
def slash_damage_by(flow, seat, ev) -> bool:
    return ev.source == seat and ev.kind == "slash" and ev.use is not None


@trigger("frost_sword", Timing.CAUSING_DAMAGE, params=lambda f, s, ev: {"target": ev.target},
         can=lambda flow, seat, ev: slash_damage_by(flow, seat, ev) and bool(flow.st.all_cards(ev.target)))
def frost_sword(flow, seat, ev):
    ev.prevented = True
    for _ in range(KINDS["frost_sword"].effect["discard_from_target"]):
        if not flow.st.all_cards(ev.target):
            return
        card = yield from flow.pick_card(seat, ev.target, {"kind": "frost_sword"})
        yield from flow.discard(ev.target, [card])


# 青龙偃月刀: "When your 杀 is cancelled by 闪, you may use another 杀 on the same target. It does not count
# toward your limit." The question is the 杀 itself (a pass declines).
@trigger("green_dragon_blade", Timing.SLASH_DODGED, compulsory=True,
         can=lambda flow, seat, ev: own_slash(flow, seat, ev) and flow.st.alive[ev.target])
def green_dragon_blade(flow, seat, ev):
    slash = yield from flow.respond(seat, "slash", {"player": seat, "kind": "green_dragon_blade", "target": ev.target}, use_it=True)
    if slash is not None:
        slash.counted = False
        yield from flow.use_card(slash, [ev.target])


# 贯石斧: "When your 杀 is cancelled by 闪, you may discard 2 cards (hand or equipped, but not the axe itself)
# to make it deal its damage anyway."
def axe_fodder(flow, seat) -> list:
    st = flow.st
    return [c for c in st.hands[seat] + st.equipped(seat) if c != st.weapon(seat)]


@trigger("stone_piercing_axe", Timing.SLASH_DODGED, compulsory=True,
         can=lambda flow, seat, ev: own_slash(flow, seat, ev) and len(axe_fodder(flow, seat)) >= 2)
def stone_piercing_axe(flow, seat, ev):
    cards = yield from flow.ask_cards(seat, "axe", axe_fodder(flow, seat), KINDS["stone_piercing_axe"].effect["discard"],
                                      {"target": ev.target}, optional=True)
    if cards:
        flow.st.log_add("skill", player={"seat": seat}, skill="stone_piercing_axe")
        yield from flow.discard(seat, cards)
        ev.hit = True


# 麒麟弓: "When your 杀 damages a target, you may discard one horse from their equipment."
def horses(flow, seat) -> list:
    return [c for c in flow.st.equipped(seat) if KINDS[KIND_OF[c]].subtype in ("horse_plus", "horse_minus")]


@trigger("qilin_bow", Timing.CAUSING_DAMAGE, params=lambda f, s, ev: {"target": ev.target},
         can=lambda flow, seat, ev: slash_damage_by(flow, seat, ev) and bool(horses(flow, ev.target)))
def qilin_bow(flow, seat, ev):
    card = yield from flow.pick_card(seat, ev.target, {"kind": "qilin_bow"}, zones=("equip",),
                                     slots=("horse_plus", "horse_minus"))
    yield from flow.discard(ev.target, [card])


# 仁王盾: "Locked: black 杀 has no effect on you."
@trigger("renwang_shield", Timing.BEFORE_CARD_EFFECT, compulsory=True,
         can=lambda flow, seat, ev: ev.target == seat and ev.use.kind == "slash" and ev.use.colour == "black"
         and flow.armor_works(seat, ev))
def renwang_shield(flow, seat, ev):
    ev.nullified = True
    yield from ()


# 军争 armour and weapons (docs/rules/sanguosha.md §9.3)
# 藤甲: "Locked: 南蛮入侵, 万箭齐发 and normal (non-nature) 杀 have no effect on you. Fire damage to you is +1."
RATTAN = KINDS["rattan_armour"].effect


def rattan_voids(flow, seat, ev) -> bool:
    use = ev.use
    voided = use.kind in RATTAN["no_effect"]["cards"] or use.kind == "slash" and use.nature in RATTAN["no_effect"][
        "slash_natures"]
    return ev.target == seat and voided and flow.armor_works(seat, ev)


@trigger("rattan_armour", Timing.BEFORE_CARD_EFFECT, compulsory=True, can=rattan_voids)
def rattan_armour(flow, seat, ev):
    ev.nullified = True
    yield from ()


@trigger("rattan_armour", Timing.TAKING_DAMAGE, compulsory=True,
         can=lambda flow, seat, ev: ev.target == seat and ev.nature in RATTAN["extra_damage_taken"]
         and flow.armor_works(seat, ev))
def rattan_burns(flow, seat, ev):
    ev.amount += RATTAN["extra_damage_taken"][ev.nature]
    yield from ()


# 白银狮子: "Locked: any damage to you above 1 is reduced to 1."
@trigger("silver_lion", Timing.TAKING_DAMAGE, compulsory=True,
         can=lambda flow, seat, ev: ev.target == seat and ev.amount > KINDS["silver_lion"].effect["damage_taken_cap"]
         and flow.armor_works(seat, ev))
def silver_lion(flow, seat, ev):
    ev.amount = KINDS["silver_lion"].effect["damage_taken_cap"]
    yield from ()


# 朱雀羽扇: "You may turn a normal 杀 you use into a fire 杀."
@trigger("vermilion_fan", Timing.CARD_USED,
         can=lambda flow, seat, ev: own_slash(flow, seat, ev) and ev.use.nature == "normal")
def vermilion_fan(flow, seat, ev):
    ev.use.made_nature = KINDS["vermilion_fan"].effect["turn_normal_slash_into"]
    yield from ()


# 古锭刀: "Locked: your 杀 deals +1 damage to a target with no hand cards."
@trigger("ancient_scimitar", Timing.CAUSING_DAMAGE, compulsory=True,
         can=lambda flow, seat, ev: slash_damage_by(flow, seat, ev) and not flow.st.hands[ev.target]
         and not ev.conducted)
def ancient_scimitar(flow, seat, ev):
    ev.amount += KINDS["ancient_scimitar"].effect["extra_damage_if_no_hand_cards"]
    yield from ()


# 八卦阵: "When you need to use or play a 闪, you may judge. On a red result you count as having played a 闪.
# On black you may still play a real one."
def eight_trigrams(flow, seat, ctx):
    success = KINDS["eight_trigrams"].effect["judge_success"]["colours"]
    ev = yield from flow.judge(seat, "eight_trigrams", lambda card: colour(card) in success)
    if not ev.hit:
        return None
    played = Use(seat, "dodge", [], skill="eight_trigrams")
    flow.log_card("played", played)
    return played


provider(Provider("eight_trigrams", "armor", ("dodge",), eight_trigrams,
                  can=lambda flow, seat, ctx: flow.armor_works(seat, ctx)))

# 丈八蛇矛: "You may use or play any 2 hand cards as one 杀."
view_as(ViewAs("serpent_spear", ("slash",), lambda flow, seat, card, wanted: True, zones=("hand",),
               count=KINDS["serpent_spear"].effect["hand_cards"]))
