"""三国杀: the room options that do not fit together, or not at this player count (docs/sanguosha.md, "Options").

`Sanguosha.check_options` raises the first problem found; the lobby shows it as the `bad_options` refusal
(server/rooms.py), so each message names the option, says why, and says how to fix it.
"""

from __future__ import annotations

from typing import Iterator

from .cards import card_sets
from .roles import RULING_OPTIONS, ROLE_OPTIONS, hero_pool, hidden_lord, mode_of, others_offer_size

# R24 (docs/rules/sanguosha.md §9.5): a tier must offer every non-Lord at least the smallest offer of the rules,
# 2 heroes (seed 000 l.409, 10 players).
SMALLEST_OFFER = 2


def option_problems(options: dict, players: int) -> Iterator[str]:
    yield from role_row_problems(options, players)
    yield from goldfish_deck_problems(options)
    yield from hero_tier_problems(options, players)
    yield from ruling_option_problems(options)


def ruling_option_problems(options: dict) -> Iterator[str]:
    """A ruling's alternative (roles.RULING_OPTIONS) changes one variant: without it, it would do nothing."""
    for option, (variant, does) in RULING_OPTIONS.items():
        if options.get(option) and variant is not None and not variant_on(variant, options):
            yield f"{option} {does}: turn {variant} on, or {option} off."
    # R5 "Why: this keeps every match finite": skipping the empty draw leaves the round cap (R6) as the only end
    if options.get("piles_empty_skip") and not options.get("round_cap"):
        yield ("piles_empty_skip plays on when nothing can be drawn, so only the round cap can end such a match: "
               "set round_cap above 0, or piles_empty_skip off.")


def variant_on(variant: str, options: dict) -> bool:
    """军争's chains come with its 52 cards, which 金鱼's 160 deal too (R21)."""
    if variant == "junzheng":
        return "maneuvering" in card_sets(options)
    return bool(options.get(variant))


def role_row_problems(options: dict, players: int) -> Iterator[str]:
    """A role option replaces rows of §3's table (seed 004 l.11-19): at a count with no such row it would do nothing."""
    for option, rows in ROLE_OPTIONS.items():
        if options.get(option) and players not in rows:
            counts = " or ".join(str(n) for n in sorted(rows))
            yield (f"{option} changes the roles only at {counts} players (docs/rules/sanguosha.md §3), not at "
                   f"{players}: turn it off or seat {counts} players.")


def goldfish_deck_problems(options: dict) -> Iterator[str]:
    """R21: the 金鱼 deck is 160 cards; `goldfish_108` is its 108-card alternative, so it needs `goldfish` and
    cannot sit beside 军争篇's 160."""
    if not options.get("goldfish_108"):
        return
    if not options.get("goldfish"):
        yield "goldfish_108 chooses the 108-card Goldfish deck: turn goldfish on, or goldfish_108 off."
    for junzheng in ("junzheng", "yongjian"):
        if options.get(junzheng):
            yield (f"goldfish_108 plays the 108 cards but {junzheng} adds 军争篇's 52: turn one of them off "
                   f"(goldfish alone already plays the 160 cards).")


def hero_tier_problems(options: dict, players: int) -> Iterator[str]:
    """R24: "With only the 25 standard heroes the option stays disabled, because one tier of about 8 heroes
    cannot fill the offers for more than 2 players." Here the rule as a number: a tier must offer each non-Lord
    at least SMALLEST_OFFER heroes."""
    tier = options.get("hero_tiers")
    if not tier:
        return
    if options.get("no_heroes"):
        yield "hero_tiers picks the heroes to deal, but no_heroes deals none: turn one of them off."
        return
    pool = hero_pool(options)
    if others_offer_size(players, mode_of(options), len(pool), hidden_lord(options)) < SMALLEST_OFFER:
        yield (f"hero_tiers {tier}: only {len(pool)} heroes have tier {tier}, too few to offer each of "
               f"{players - 1} players {SMALLEST_OFFER} (the 25 standard heroes have no tier, "
               f"docs/rules/sanguosha.md R24): set hero_tiers to 0 (off) or seat fewer players.")
