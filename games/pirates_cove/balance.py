"""The balance report the house rules are tuned from (docs/rules/pirates_cove.md §6): "win-rate by seat, average
fame, and how often pirates are fought", measured over bot matches. ``partytable simulate pirates_cove
--balance`` prints it (the CLI calls ``PiratesCove.balance``)."""

from __future__ import annotations

from typing import Optional

from games.core.simulate import play_match


def balance(game, players: int, games: int, seed: int = 0, bots: str = "random",
            options: Optional[dict] = None) -> dict:
    """Per seat: win rate (a shared first place counts a share) and average fame; per match: the winner's fame,
    battles, fights with a Legendary Pirate, and the share of matches with at least one."""
    wins, fame = [0.0] * players, [0] * players
    winning_fame = battles = pirate_fights = with_pirate = finished = 0
    for k in range(games):
        played = play_match(game, players, seed + k, options, bots)
        if played.error:
            continue
        out = played.match.outcome()
        finished += 1
        for seat in out["winners"]:
            wins[seat] += 1 / len(out["winners"])
        fame = [f + g for f, g in zip(fame, out["fame"])]
        winning_fame += max(out["fame"])
        battles += out["battles"]
        pirate_fights += out["pirates_fought"]
        with_pirate += out["pirates_fought"] > 0
    n = max(finished, 1)
    return {"game": game.id, "players": players, "games": games, "finished": finished, "bots": bots,
            "win_rate_by_seat": [round(w / n, 3) for w in wins],
            "average_fame_by_seat": [round(f / n, 2) for f in fame],
            "average_fame": round(sum(fame) / n / players, 2), "average_winning_fame": round(winning_fame / n, 2),
            "battles_per_match": round(battles / n, 2), "pirate_fights_per_match": round(pirate_fights / n, 2),
            "matches_with_a_pirate_fight": round(with_pirate / n, 3)}
