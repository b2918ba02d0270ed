"""魔城馬車: trades (§3.1), their effects (§6), donations over the hand limit (§2), and the two free
actions of a turn, the Diplomat and the Clairvoyant (§5).

Each flow is a generator over the state (``yield`` a prompt, get its answer), as ``Game.play``.
"""

from __future__ import annotations

from games.core import Choice, Prompt, seat_choices

from .data import (BAGS, BROKEN_MIRROR, COAT, GOBLET, ITEM_ORDER, ITEM_RANK, KEY, MONOCLE, MUST_ACCEPT, PRIVILEGE,
                   SEXTANT, TOME, VICTORY_BAG, item_kind)
from .state import (KState, ask, bag_swap_forbidden, bags_count, buttons, draw, give, item_choices, limit_of,
                    refuse, show_society, sorted_items)

LEFT, RIGHT = "left", "right"
REFUSE = "refuse"
KEEP = "keep"


# -- a trade (§3.1 T1-T5) ------------------------------------------------------------------------------

def offer(st: KState, seat: int):
    """T1: the active player names a partner and hands one item face down."""
    others = st.others(seat)
    partner = int((yield ask(seat, "trade_partner", seat_choices(others), [str(others[0])], "turn"))[0])
    choices = item_choices(st.hands[seat])
    pick = yield ask(seat, "trade_item", choices, [choices[0].id], "turn", params={"partner": {"seat": partner}})
    yield from trade(st, seat, partner, item_kind(pick[0]))


def answer_check(st: KState, offered: str, partner: int):
    """T2's rules the buttons cannot say: the Black Pearl and the Broken Mirror must be accepted (seed
    l.86, l.115); a bag is never given back for the other bag (seed l.23, l.31), so a partner whose only
    item is the other bag must refuse (seed l.33)."""
    only_other_bag = all(bag_swap_forbidden(st, offered, item) for item in st.hands[partner])

    def check(answer):
        choice = answer[0]
        if choice == REFUSE:
            if offered in MUST_ACCEPT and not only_other_bag:
                return refuse("must_accept", "This item cannot be refused: give one of your items back.",
                              item=offered)
            return None
        if bag_swap_forbidden(st, offered, item_kind(choice)):
            if only_other_bag:
                return refuse("must_refuse", "Your only item is the other bag, and bags are never swapped: refuse.")
            return refuse("bag_for_bag", "A Secret Bag is never swapped for the other bag: give another item.")
        return None
    return check


def trade(st: KState, seat: int, partner: int, offered: str):
    st.trade = {"from": seat, "to": partner, "status": "offered", "forced": False, "effects": []}
    st.log_add("offer", seat={"seat": seat}, partner={"seat": partner})
    # T2 "收到的玩家看過後可以決定要不要進行交易。若選擇交易，則另外將一張卡片面朝下還給原玩家；若不同意交易則將該卡片
    # 還回" (seed l.201): accepting is choosing the item given back.
    choices = [Choice(REFUSE, "kutschfahrt.choice.refuse")] + item_choices(st.hands[partner])
    check = answer_check(st, offered, partner)
    default = next(c.id for c in choices if check([c.id]) is None)
    answer = yield ask(partner, "trade_answer", choices, [default], "trade", check=check,
                       params={"from": {"seat": seat}, "item": offered, "forced": False})
    if answer[0] == REFUSE:
        # §9 "A refused trade reveals the offered item to the partner only."
        st.note(partner, "offered", seat=seat, item=offered, dir="from")
        st.trade = dict(st.trade, status="refused")
        st.log_add("refused", seat={"seat": partner})
        return
    st.trade = dict(st.trade, status="accepted")
    st.log_add("accepted", seat={"seat": partner})
    yield from exchange(st, seat, offered, partner, item_kind(answer[0]))


def exchange(st: KState, seat: int, given: str, partner: int, returned: str):
    """T3-T5: the two items change hands, their effects resolve, then donations."""
    give(st, seat, given, partner)
    give(st, partner, returned, seat)
    st.note(partner, "received", seat=seat, item=given, dir="from", gave=returned)
    st.note(seat, "received", seat=partner, item=returned, dir="from", gave=given)
    yield from trade_effects(st, [(seat, given, partner), (partner, returned, seat)])
    yield from donations(st, seat)
    st.trade = dict(st.trade, status="done")


def effect_order(st: KState, gifts: list) -> list:
    """Seed l.203 "該交易效果將由該回合玩家先執行，而後再由被交易的玩家執行", except seed l.95 "和袋子交換時，六分儀效
    果優先" (the Sextant before a bag). Host option "offered item first" (R2): no exception."""
    (_, first, _), (_, second, _) = gifts
    if first in BAGS and second == SEXTANT and not st.options["offered_first"]:
        return gifts[::-1]
    return gifts


def trade_effects(st: KState, gifts: list):
    """T4: each item with a trade effect acts for the player who gave it away (seed l.203); a Broken
    Mirror in the trade stops both, silently (seed l.115-116, l.204)."""
    if any(item == BROKEN_MIRROR for _, item, _ in gifts):
        return
    for giver, item, other in effect_order(st, gifts):
        effect = EFFECTS.get(item)
        if effect is not None:
            yield from effect(st, giver, other, item)


def announce_effect(st: KState, giver: int, item: str, **params) -> None:
    # §9: a bag is told as "a Secret Bag", never which one (seed l.202 reads out the effect).
    shown = "bag" if item in BAGS else item
    st.trade = dict(st.trade, effects=st.trade["effects"] + [{"seat": giver, "item": shown, "params": params}])
    st.log_add("effect_" + shown, seat={"seat": giver}, **params)


def bag_effect(st: KState, giver: int, other: int, item: str):
    """Seed l.22 "交易成功後可以從牌庫拿一張道具卡". Once the pile is empty the bag simply is its Key or Goblet
    (seed l.34-35) and has no effect left."""
    if not st.pile:
        return
    announce_effect(st, giver, item)
    draw(st, giver, "drew")
    yield from ()


def privilege_effect(st: KState, giver: int, other: int, item: str):
    """Seed l.16 "交易成功後可看對方所有的道具卡"."""
    announce_effect(st, giver, item)
    st.note(giver, "privilege", seat=other, items=sorted_items(st.hands[other]))
    yield from ()


def monocle_effect(st: KState, giver: int, other: int, item: str):
    """Seed l.67 "交易後可以看對方玩家的幫會"."""
    announce_effect(st, giver, item)
    yield from show_society(st, giver, other, "monocle")


def tome_effect(st: KState, giver: int, other: int, item: str):
    """Seed l.10 "交易成功後可以和對方互換職業，使用過的職業可以面朝下放置再次使用": both face down, unused;
    each now knows the other's profession (the one it gave away)."""
    announce_effect(st, giver, item)
    st.professions[giver], st.professions[other] = st.professions[other], st.professions[giver]
    st.used[giver] = st.used[other] = False
    st.note(giver, "tome", seat=other, profession=st.professions[other])
    st.note(other, "tome", seat=giver, profession=st.professions[giver])
    yield from ()


def coat_effect(st: KState, giver: int, other: int, item: str):
    """Seed l.60-61 "交易後可以從桌上職業卡堆換一張新的職業卡。(也可以是原本職業，若原本用過的職業，職業視同沒用過)".
    D6: the giver looks through the pile and chooses; the old profession goes into the pile."""
    announce_effect(st, giver, item)
    choices = [Choice(KEEP, "kutschfahrt.choice.keep", ref={"profession": st.professions[giver]})] + [
        Choice(p, "kutschfahrt.profession." + p, ref={"profession": p}) for p in sorted(set(st.prof_pile))]
    st.note(giver, "coat", professions=sorted(st.prof_pile))
    pick = (yield ask(giver, "coat", choices, [KEEP], "trade"))[0]
    if pick != KEEP:
        st.prof_pile[st.prof_pile.index(pick)] = st.professions[giver]
        st.professions[giver] = pick
    st.used[giver] = False


def sextant_effect(st: KState, giver: int, other: int, item: str):
    """Seed l.93-94 "交易後可以選擇一個方向，所有玩家傳一個道具給該方向的玩家。此動作不算交易，因此所有道具交易後的能力皆不會
    執行": every seat at once picks one of its items for its neighbour."""
    way = (yield ask(giver, "sextant_direction", buttons("choice", (LEFT, RIGHT)), [LEFT], "trade"))[0]
    announce_effect(st, giver, item, direction=way)
    step = 1 if way == LEFT else -1
    n = st.players
    st.sextant = {"giver": giver, "direction": way, "done": False}
    prompts = []
    for s in range(n):
        choices = item_choices(st.hands[s])
        prompts.append(ask(s, "sextant_pass", choices, [choices[0].id], "pass",
                           params={"direction": way, "to": {"seat": (s + step) % n}}))
    picks = yield prompts
    passed = [item_kind(p[0]) for p in picks]
    for s, thing in enumerate(passed):
        st.hands[s].remove(thing)
    for s, thing in enumerate(passed):
        to = (s + step) % n
        st.hands[to].append(thing)
        st.hands[to].sort(key=ITEM_RANK.__getitem__)
        st.note(s, "sextant", seat=to, item=thing, dir="to")
        st.note(to, "sextant", seat=s, item=thing, dir="from")
    st.sextant = dict(st.sextant, done=True)


EFFECTS = {bag: bag_effect for bag in BAGS}
EFFECTS.update({PRIVILEGE: privilege_effect, MONOCLE: monocle_effect, TOME: tome_effect, COAT: coat_effect,
                SEXTANT: sextant_effect})


# -- donations over the hand limit (§2) --------------------------------------------------------------

def donations(st: KState, start: int):
    """§2 "whenever a player holds more than the limit, they must at once give one item of their choice to
    another player of their choice (a donation: not a trade, no trade effects, cannot be refused)"."""
    limit = limit_of(st)
    if limit is None:
        return
    while True:
        # D2: in seat order from the player whose action caused it.
        over = [s for s in st.clockwise_from(start) if len(st.hands[s]) > limit]
        if not over:
            return
        seat = over[0]
        st.donation = {"seat": seat, "to": None}
        choices = item_choices(st.hands[seat])
        item = item_kind((yield ask(seat, "donate", choices, [choices[-1].id], "trade"))[0])
        others = st.others(seat)
        to = int((yield ask(seat, "donate_to", seat_choices(others), [str(others[0])], "trade",
                            params={"item": item}))[0])
        give(st, seat, item, to)
        st.note(seat, "donated", seat=to, item=item, dir="to")
        st.note(to, "donated", seat=seat, item=item, dir="from")
        st.donation = {"seat": seat, "to": to}
        st.log_add("donation", seat={"seat": seat}, to={"seat": to})
        st.donation = None


# -- the Diplomat (§5, seed l.120-128) ----------------------------------------------------------------

def demanded_item(st: KState, target: int, kind: str):
    """The item the target hands over for ``kind``: once the pile is empty a bag is its Key or Goblet
    (seed l.35), so demanding a Key may take the key bag (a plain Key first)."""
    hand = st.hands[target]
    if kind in hand:
        return kind
    if bags_count(st):
        bag = {KEY: VICTORY_BAG["order"], GOBLET: VICTORY_BAG["brotherhood"]}.get(kind)
        if bag in hand:
            return bag
    return None


def diplomat(st: KState, seat: int):
    """Seed l.121-123: "可以要求某一玩家拿出指定物品來進行交易，若該玩家沒有此被指定的道具，該玩家需要提供手牌給該玩家看
    以茲證明...該玩家回合也結束". Returns True when the turn ends (the target did not have it)."""
    others = st.others(seat)
    target = int((yield ask(seat, "diplomat_target", seat_choices(others), [str(others[0])], "turn"))[0])

    def kind_check(answer):
        if answer[0] in BAGS and bags_count(st):
            return refuse("bag_is_victory_item", "The bags are a Key and a Goblet now: ask for a Key or a Goblet.")
        if all(bag_swap_forbidden(st, answer[0], item) for item in st.hands[seat]):
            return refuse("bag_for_bag", "A Secret Bag is never swapped for the other bag: ask for another item.")
        return None
    kinds = [Choice(k, "kutschfahrt.item." + k, ref={"item": k}) for k in ITEM_ORDER]
    kind = (yield ask(seat, "diplomat_kind", kinds, [KEY], "turn", check=kind_check,
                      params={"target": {"seat": target}}))[0]

    def return_check(answer):
        if kind in BAGS and bag_swap_forbidden(st, kind, item_kind(answer[0])):
            return refuse("bag_for_bag", "A Secret Bag is never swapped for the other bag: give another item.")
        return None
    mine = item_choices(st.hands[seat])
    ok = next(c.id for c in mine if return_check([c.id]) is None)
    returned = item_kind((yield ask(seat, "diplomat_return", mine, [ok], "turn", check=return_check,
                                    params={"target": {"seat": target}, "kind": kind}))[0])
    st.used[seat] = True
    taken = demanded_item(st, target, kind)
    if taken is None:
        st.diplomat = {"seat": seat, "target": target, "kind": kind, "success": False}
        st.log_add("diplomat_failed", seat={"seat": seat}, target={"seat": target}, kind=kind)
        st.note(seat, "diplomat_failed", seat=target, items=sorted_items(st.hands[target]))
        return True
    st.diplomat = {"seat": seat, "target": target, "kind": kind, "success": True}
    st.log_add("diplomat", seat={"seat": seat}, target={"seat": target}, kind=kind)
    # §5: "the trade is forced (cannot be refused) and trade effects apply as in 3.1".
    st.trade = {"from": seat, "to": target, "status": "accepted", "forced": True, "effects": []}
    yield from exchange(st, seat, returned, target, taken)
    return False


# -- the Clairvoyant (§5, seed l.161-163) -------------------------------------------------------------

def clairvoyant(st: KState, seat: int, rng):
    """Seed l.162-163 "可以看道具庫，並且拿出其中兩張。其餘卡片洗勻後，將拿出的兩張卡以任何順序放回牌庫頂端"."""
    st.used[seat] = True
    st.log_add("clairvoyant", seat={"seat": seat})
    take = min(2, len(st.pile))
    if take == 0:
        return
    # The pick shows the seat the whole pile: its note keeps that sight as state (docs/engine.md §10), so the
    # table, not only the prompt, tells what the seat has seen.
    st.note(seat, "clairvoyant", items=sorted_items(st.pile))
    choices = item_choices(st.pile)
    ids = [c.id for c in choices]
    picked = yield ask(seat, "clairvoyant", choices, ids[:take], "turn", min=take, max=take)
    chosen = [item_kind(c) for c in picked]
    if take == 2:
        pairs = [Choice(str(k), "kutschfahrt.item." + item, ref={"item": item}) for k, item in enumerate(chosen)]
        order = yield Prompt(seat, "order", "kutschfahrt.prompt.clairvoyant_order", default=["0", "1"],
                             choices=pairs, timer="turn")
        chosen = [chosen[int(k)] for k in order]
    rest = list(st.pile)
    for item in chosen:
        rest.remove(item)
    rng.shuffle(rest)
    st.pile = rest + chosen[::-1]       # the top is the last item: the first chosen is drawn first
    st.pile_top = [[] for _ in range(st.players)]
    st.pile_top[seat] = list(chosen)
