"""魔城馬車: the fight (§3.2, steps F1-F9), a generator over the state as ``Game.play``.

The public record is ``st.fight`` (docs/kutschfahrt-view.md): each step replaces it, never mutates a
list a view already holds.
"""

from __future__ import annotations

from games.core import Choice, seat_choices

from .data import (ATTACKER, DEFENDER, DOCTOR, DOCTOR_IN_ROUND, DUELIST, FOR_ATTACKER, FOR_DEFENDER, HYPNOTISED,
                   HYPNOTIST, ITEM_USES, NEUTRAL, OTHER_SIDE, POISON_MIXER, POISON_RING, PRIEST, PROFESSION_USES,
                   SIDES, SINGLE_USE, SUPPORTER_OF, item_kind)
from .state import KState, ask, buttons, draw, give, item_choices, refuse, show_society, sorted_items
from .trade import donations

USE, PASS, NONE, PROFESSION = "use", "pass", "none", "profession"
LOOK, TAKE = "look", "take"
TIE = "tie"


def update(st: KState, **changes) -> None:
    st.fight = dict(st.fight, **changes)
    st.fight["strength"] = strengths(st.fight)


def part_of(fight: dict, seat: int) -> str:
    """A seat's part: a fighter, a supporter, neutral or hypnotised. After a Duelist "只會和參賽雙方道具或是職業
    有關" (seed l.141-142): every supporter is neutral."""
    if seat == fight["attacker"]:
        return ATTACKER
    if seat == fight["defender"]:
        return DEFENDER
    if seat == fight["hypnotised"]:
        return HYPNOTISED
    side = fight["support"].get(str(seat), NEUTRAL)
    if side == NEUTRAL or fight["duel"] is not None:
        return NEUTRAL
    return SUPPORTER_OF[side]


def strengths(fight: dict) -> dict:
    """Seed l.211 "每一個玩家都是一點攻擊力或防禦力": each fighter 1, each supporter 1, and every +1 used; after a
    Duelist only the fighters' uses count (seed l.142)."""
    power = {ATTACKER: 1, DEFENDER: 1}
    for seat, side in fight["support"].items():
        if side in power and part_of(fight, int(seat)) == SUPPORTER_OF[side]:
            power[side] += 1
    for use in fight["uses"]:
        helps = use.get("helps")
        if helps and (fight["duel"] is None or use["seat"] in (fight["attacker"], fight["defender"])):
            power[helps] += 1
    return power


def fight(st: KState, attacker: int, rng):
    """F1-F9."""
    others = st.others(attacker)
    defender = int((yield ask(attacker, "attack_target", seat_choices(others), [str(others[0])], "turn"))[0])
    st.fight = {"attacker": attacker, "defender": defender, "step": "priest", "priest": None, "paid": False,
                "support": {}, "asking": None, "hypnotised": None, "duel": None, "uses": [],
                "strength": {ATTACKER: 1, DEFENDER: 1}, "poison_ring": None, "mixer": None, "result": None,
                "doctor": None, "reward": None}
    st.log_add("attack", seat={"seat": attacker}, target={"seat": defender})
    if (yield from priest_window(st)):
        return
    yield from declarations(st)
    yield from hypnotist(st)
    ended_by_doctor = yield from item_round(st)
    if ended_by_doctor:
        update(st, step="over")
        return
    result = decide(st)
    if not (yield from doctor_window(st)):
        yield from post_fight(st, result)
    yield from donations(st, attacker)
    update(st, step="over")


# -- F2 the Priest -------------------------------------------------------------------------------------

def holds_unused(st: KState, seat: int, profession: str) -> bool:
    return st.professions[seat] == profession and not (st.used[seat] and profession in SINGLE_USE)


def window_prompts(st: KState, seats: list, name: str, profession: str, params: dict, may_use=lambda s: True):
    """§9: a window every seat in ``seats`` is asked at once, alike (use / pass); a seat without the
    unused profession is refused after the tap; one whose profession is face up is auto-passed (public)."""
    def check_for(seat):
        def check(answer):
            if answer[0] == USE and not (holds_unused(st, seat, profession) and may_use(seat)):
                return refuse("no_" + profession, f"You cannot use the {profession} now: pass.")
            return None
        return check
    return [ask(s, name, buttons("choice", (USE, PASS)), [PASS], "window", optional=True, progress="hidden",
                auto_pass=st.used[s], params=params, check=check_for(s)) for s in seats]


def priest_window(st: KState):
    """Seed l.182-183 "你可以在戰鬥開始時，還沒有玩家表態支持時使用，使用此能力後此戰鬥即不能發生。攻擊方的回合結束。若攻擊者
    有兩個道具以上時，他需要自行選擇其中一個給你". D3: the attacker is not asked."""
    attacker, defender = st.fight["attacker"], st.fight["defender"]
    seats = st.others(attacker)
    params = {"attacker": {"seat": attacker}, "defender": {"seat": defender}}
    answers = yield window_prompts(st, seats, "priest", PRIEST, params)
    priest = next((s for s, a in zip(seats, answers) if a[0] == USE), None)
    if priest is None:
        return False
    st.used[priest] = True
    update(st, priest=priest, step="over")
    st.log_add("priest", seat={"seat": priest})
    if len(st.hands[attacker]) >= 2:
        choices = item_choices(st.hands[attacker])
        item = item_kind((yield ask(attacker, "priest_payment", choices, [choices[-1].id], "fight",
                                    params={"priest": {"seat": priest}}))[0])
        give(st, attacker, item, priest)
        st.note(attacker, "priest", seat=priest, item=item, dir="to")
        st.note(priest, "priest", seat=attacker, item=item, dir="from")
        update(st, paid=True)
        st.log_add("priest_paid", seat={"seat": attacker}, priest={"seat": priest})
        yield from donations(st, priest)
    return True


# -- F3 support, F4 the Hypnotist ----------------------------------------------------------------------

def declarations(st: KState):
    """Seed l.209 "由攻擊者左手邊開始，每一玩家需要對此次戰鬥進行表態，玩家可以表明支持那一方；玩家亦可選擇中立"."""
    update(st, step="support")
    attacker, defender = st.fight["attacker"], st.fight["defender"]
    for seat in st.others(attacker):
        if seat == defender:
            continue
        update(st, asking=seat)
        side = (yield ask(seat, "support", buttons("choice", (ATTACKER, DEFENDER, NEUTRAL)), [NEUTRAL], "fight",
                          params={"attacker": {"seat": attacker}, "defender": {"seat": defender}}))[0]
        update(st, support={**st.fight["support"], str(seat): side}, asking=None)
        st.log_add("support_" + side, seat={"seat": seat})


def hypnotist(st: KState):
    """Seed l.169-170 "若你是攻擊者，你可以要求某個玩家在參戰時棄權，即使該玩家已經表達過意見了，此外該玩家也不得用道具或職業
    來影響戰局". §9: the attacker is always asked, so the question shows nothing."""
    update(st, step="hypnotist")
    attacker, defender = st.fight["attacker"], st.fight["defender"]
    targets = [s for s in st.others(attacker) if s != defender]

    def check(answer):
        if answer[0] != NONE and st.professions[attacker] != HYPNOTIST:
            return refuse("no_hypnotist", "You are not the Hypnotist: choose no one.")
        return None
    choices = [Choice(NONE, "kutschfahrt.choice.none")] + seat_choices(targets)
    pick = (yield ask(attacker, "hypnotist", choices, [NONE], "fight", check=check,
                      params={"defender": {"seat": defender}}))[0]
    if pick == NONE:
        return
    st.used[attacker] = True
    update(st, hypnotised=int(pick))
    st.log_add("hypnotised", seat={"seat": attacker}, target={"seat": int(pick)})


# -- F5 the item round ---------------------------------------------------------------------------------

def uses_of(st: KState, seat: int, choice: str):
    """What a fight_use choice would do for ``seat``: (use record, None) or (None, Rejection)."""
    fight = st.fight
    part = part_of(fight, seat)
    if choice == PROFESSION:
        prof = st.professions[seat]
        table = dict(PROFESSION_USES)
        if st.options["doctor_in_item_round"]:
            table[DOCTOR] = DOCTOR_IN_ROUND
        allowed = table.get(prof, {})
        spent = st.used[seat] and prof in SINGLE_USE
        again = any(u.get("profession") == prof for u in fight["uses"])
        # R3 (Duelist vs. Poison Mixer): after a Duelist only the fighters act; host option.
        blocked = (prof == POISON_MIXER and fight["duel"] is not None and not st.options["mixer_after_duelist"])
        if part not in allowed or spent or again or blocked or part == HYPNOTISED:
            return None, refuse("not_eligible", "Your profession cannot act in this fight now: pass or use an item.")
        return {"seat": seat, "profession": prof, "helps": allowed[part]}, None
    item = item_kind(choice)
    allowed = ITEM_USES.get(item, {})
    again = any(u.get("item") == item for u in fight["uses"])
    if part not in allowed or again:
        return None, refuse("not_eligible", "This item cannot be used by you in this fight: pass or use another.")
    return {"seat": seat, "item": item, "helps": allowed[part]}, None


def item_round(st: KState):
    """Seed l.210 "玩家表態後，所有玩家還可以使用道具或職業卡來改變戰鬥結果": from the attacker clockwise, each uses
    one item or profession or passes, round and round until every seat has passed in a row (§3.2 F5).
    Returns True when a Doctor ended the fight (R4, host option)."""
    update(st, step="items")
    attacker, defender = st.fight["attacker"], st.fight["defender"]
    order = st.clockwise_from(attacker)
    passes, k = 0, 0
    while passes < st.players:
        seat = order[k % st.players]
        k += 1
        choices = [Choice(PASS, "kutschfahrt.choice.pass"), Choice(PROFESSION, "kutschfahrt.choice.profession",
                                                                     ref={"profession": st.professions[seat]})]
        choices += item_choices(st.hands[seat])
        update(st, asking=seat)
        answer = (yield ask(seat, "fight_use", choices, [PASS], "fight", optional=True,
                            auto_pass=seat == st.fight["hypnotised"],
                            check=lambda a, s=seat: None if a[0] == PASS else uses_of(st, s, a[0])[1],
                            params={"attacker": {"seat": attacker}, "defender": {"seat": defender},
                                    "strength": dict(st.fight["strength"])}))[0]
        if answer == PASS:
            passes += 1
            continue
        passes = 0
        use, _ = uses_of(st, seat, answer)
        ended = yield from apply_use(st, seat, use)
        if ended is not None:
            update(st, asking=None)
            return ended
    update(st, asking=None)
    return False


def apply_use(st: KState, seat: int, use: dict):
    """A use goes public (§9: "every item and profession used"); returns None to go on, or whether the
    fight ends with a Doctor (True) or a Poison Mixer (False)."""
    prof = use.get("profession")
    if prof:
        st.used[seat] = True
    update(st, uses=st.fight["uses"] + [use])
    st.log_add("use", seat={"seat": seat}, what=prof and "kutschfahrt.profession." + prof
               or "kutschfahrt.item." + use["item"])
    if use.get("item") == POISON_RING:
        update(st, poison_ring=ATTACKER if seat == st.fight["attacker"] else DEFENDER)
    if prof == DUELIST:
        update(st, duel=seat)
    if prof == DOCTOR:
        update(st, doctor=seat, result=None)
        return True
    if prof == POISON_MIXER:
        # Seed l.148 "你可以決定戰鬥獲勝的一方"; §3.2 "the item round ends at once".
        winner = (yield ask(seat, "poison_mixer", buttons("choice", SIDES), [ATTACKER], "fight"))[0]
        update(st, mixer={"seat": seat, "winner": winner})
        st.log_add("mixer", seat={"seat": seat}, side=winner)
        return False
    return None


# -- F6-F8 result, Doctor, reward ----------------------------------------------------------------------

def decide(st: KState) -> str:
    """F6: the higher strength wins; on equal strength the Poison Ring's side (seed l.42); a Poison Mixer
    overrides everything (seed l.148)."""
    fight = st.fight
    power = fight["strength"]
    if fight["mixer"]:
        result = fight["mixer"]["winner"]
    elif power[ATTACKER] != power[DEFENDER]:
        result = ATTACKER if power[ATTACKER] > power[DEFENDER] else DEFENDER
    else:
        result = fight["poison_ring"] or TIE
    update(st, result=result, step="result")
    st.log_add("result_" + result, attacker=power[ATTACKER], defender=power[DEFENDER])
    return result


def doctor_window(st: KState):
    """Seed l.134 "你可以防止一次戰鬥後的動作，該醫生不必是參戰的一方" (R4: after the result). Every seat is
    asked at once; a hypnotised seat may not use it (D5). Skipped under the host option "Doctor in
    the item round"."""
    if st.options["doctor_in_item_round"]:
        return False
    update(st, step="doctor")
    seats = st.clockwise_from(st.fight["attacker"])
    answers = yield window_prompts(st, seats, "doctor", DOCTOR, {"result": st.fight["result"]},
                                   may_use=lambda s: s != st.fight["hypnotised"])
    doctor = next((s for s, a in zip(seats, answers) if a[0] == USE), None)
    if doctor is None:
        return False
    st.used[doctor] = True
    update(st, doctor=doctor)
    st.log_add("doctor", seat={"seat": doctor})
    return True


def post_fight(st: KState, result: str):
    """F8: seed l.212-215."""
    update(st, step="reward")
    attacker = st.fight["attacker"]
    if result == TIE:
        # Seed l.215 "若雙方平手時，攻擊玩家可以抽取一張桌面上面朝下的行李／道具卡，若該卡堆已經被抽完了，則此次就一無所獲了".
        drawn = draw(st, attacker, "drew")
        update(st, reward="draw" if drawn else "nothing")
        st.log_add("tie_draw" if drawn else "tie_nothing", seat={"seat": attacker})
        return
    winner = st.fight[result]
    loser = st.fight[OTHER_SIDE[result]]
    pick = (yield ask(winner, "reward", buttons("choice", (LOOK, TAKE)), [LOOK], "fight",
                      params={"loser": {"seat": loser}}))[0]
    update(st, reward=pick)
    st.log_add("reward_" + pick, seat={"seat": winner}, loser={"seat": loser})
    if pick == LOOK:
        # Seed l.213 "看對手職業及幫會卡".
        yield from show_society(st, winner, loser, "fight_look")
        st.note(winner, "fight_look", seat=loser, profession=st.professions[loser])
        return
    # Seed l.214 "看對方手牌並拿取道具...若輸的玩家只剩下一張道具，贏的玩家需要再還給該玩家一張卡...不會導致道具發生效果".
    loser_items = sorted_items(st.hands[loser])
    st.note(winner, "fight_take", seat=loser, items=loser_items)
    choices = item_choices(loser_items)
    item = item_kind((yield ask(winner, "take", choices, [choices[0].id], "fight",
                                params={"loser": {"seat": loser}}))[0])
    give(st, loser, item, winner)
    st.note(winner, "took", seat=loser, item=item, dir="from")
    st.note(loser, "took", seat=winner, item=item, dir="to")
    if len(loser_items) == 1:
        mine = item_choices(st.hands[winner])
        back = item_kind((yield ask(winner, "give_back", mine, [mine[0].id], "fight",
                                    params={"loser": {"seat": loser}}))[0])
        give(st, winner, back, loser)
        st.note(winner, "gave_back", seat=loser, item=back, dir="to")
        st.note(loser, "gave_back", seat=winner, item=back, dir="from")
