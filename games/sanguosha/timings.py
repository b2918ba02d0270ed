"""When an effect happens: the one vocabulary of moments that skills, equipment and variant rules name.

The names follow the trigger events of the well-known engines (FreeKill's EventPhaseStart, AskForRetrial,
FinishJudge, Damaged, TargetSpecified, TargetConfirming, AfterCardsMove, DrawNCards, PreHpRecover ...),
renamed in plain words. A skill or card names its moments from here and nowhere else; the engine
raises these events and asks every holder of a matching effect (docs/rules/sanguosha.md §8: when
several of one player's effects fire at once that player orders them; between players, seat order from
the current one).
"""

from __future__ import annotations

from enum import StrEnum

# The six phases of a turn, in order (seed 000 l.433-451; §5). The seed names I and VI
# 回合開始階段 / 回合結束階段; §5 also gives the newer names 准备阶段 / 结束阶段.
PHASES = ("start", "judge", "draw", "play", "discard", "finish")


class Timing(StrEnum):
    # -- the turn --------------------------------------------------------------------------------
    TURN_START = "turn_start"                       # before the start phase (谋攻 rage, 明君's round 3)
    # "phase_changing:<p>": a phase is about to begin and may still be skipped (克己, 乐不思蜀's skip)
    PHASE_CHANGING_START = "phase_changing:start"
    PHASE_CHANGING_JUDGE = "phase_changing:judge"
    PHASE_CHANGING_DRAW = "phase_changing:draw"
    PHASE_CHANGING_PLAY = "phase_changing:play"
    PHASE_CHANGING_DISCARD = "phase_changing:discard"
    PHASE_CHANGING_FINISH = "phase_changing:finish"
    # "phase_start:<p>": the phase has begun, before its normal action (洛神, 观星, 突袭, 闭月)
    PHASE_START_START = "phase_start:start"
    PHASE_START_JUDGE = "phase_start:judge"
    PHASE_START_DRAW = "phase_start:draw"
    PHASE_START_PLAY = "phase_start:play"
    PHASE_START_DISCARD = "phase_start:discard"
    PHASE_START_FINISH = "phase_start:finish"
    # "phase_end:<p>": the phase's normal action is over
    PHASE_END_START = "phase_end:start"
    PHASE_END_JUDGE = "phase_end:judge"
    PHASE_END_DRAW = "phase_end:draw"
    PHASE_END_PLAY = "phase_end:play"
    PHASE_END_DISCARD = "phase_end:discard"
    PHASE_END_FINISH = "phase_end:finish"
    TURN_END = "turn_end"
    DRAW_PHASE_COUNT = "draw_phase_count"           # the number drawn in the draw phase is set (英姿, 裸衣)

    # -- acting at will --------------------------------------------------------------------------
    PLAY_PHASE_ACTION = "play_phase_action"         # an active skill, used in one's own play phase
    VIEW_AS = "view_as"                             # whenever the named card may be used or played
    ALWAYS = "always"                               # a standing rule change (distance, targeting, limits)

    # -- cards being used ------------------------------------------------------------------------
    CARD_USED = "on_card_used"                      # a card has been used, before targets resolve (集智)
    AFTER_TARGET_CHOSEN = "after_target_chosen"     # the user has fixed the targets (铁骑, 无双, 雌雄双股剑)
    ON_BECOMING_TARGET = "on_becoming_target"       # a player is being made a target, may still move (流离)
    AFTER_BECOMING_TARGET = "after_becoming_target"  # a player has been made a target (无双 in a 决斗)
    BEFORE_CARD_EFFECT = "before_card_effect"       # a card is about to take effect on one target (仁王盾)
    SLASH_DODGED = "on_slash_dodged"                # a 杀 was cancelled by 闪 (青龙偃月刀, 贯石斧)
    CARD_NEEDED = "card_needed"                     # someone is asked to use or play a named card (八卦阵, 护驾, 激将)

    # -- judgement (§6.5) --------------------------------------------------------------------
    BEFORE_JUDGEMENT_EFFECT = "before_judgement_effect"  # retrial window (鬼才)
    AFTER_JUDGEMENT_EFFECT = "after_judgement_effect"    # the result has taken effect (天妒, 洛神)

    # -- damage, HP ------------------------------------------------------------------------------
    CAUSING_DAMAGE = "on_causing_damage"            # the source is about to deal it (裸衣, 寒冰剑, 麒麟弓)
    TAKING_DAMAGE = "on_taking_damage"              # the target is about to take it (armour in 军争, 护甲)
    DAMAGED = "on_damaged"                          # after a player took damage (奸雄, 反馈, 刚烈, 遗计)
    HP_LOST = "on_hp_lost"                          # after a player lost HP, which is not damage (谋攻 rage)
    BEFORE_HP_RECOVER = "before_hp_recover"         # a recovery is about to apply (救援)
    DYING = "on_dying"                              # a player entered dying (明君, the disguised Rebel)
    DEATH = "on_death"                              # a player died (rewards and penalties, 明君's count)

    # -- cards moving ----------------------------------------------------------------------------
    AFTER_CARDS_MOVED = "after_cards_moved"         # cards left or reached a zone (连营, 枭姬)


def phase_changing(phase: str) -> Timing:
    return Timing(f"phase_changing:{phase}")


def phase_start(phase: str) -> Timing:
    return Timing(f"phase_start:{phase}")


def phase_end(phase: str) -> Timing:
    return Timing(f"phase_end:{phase}")
