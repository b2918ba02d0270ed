"""风声 card ids for scenario tests, by function and colour (the scenario itself:
tests/fengsheng/fengsheng_scenario.py)."""

from __future__ import annotations

from games.fengsheng import data as D
from games.fengsheng.rules import CHARACTER  # noqa: F401 (for the tests)


def cards(function: str, colour: str | None = None) -> list:
    """The ids of data.CARDS with this function (and colour)."""
    return [c["id"] for c in D.CARDS if c["function"] == function and (colour is None or c["colour"] == colour)]


LOCK = cards("lock")
LURE = cards("lure_away")
INTERCEPT = cards("intercept")
SEND_BACK = cards("send_back")
DECRYPT = cards("decrypt")
BURN = cards("burn")
SEE = cards("see_through")
PROBE = cards("probe")
ROF = cards("real_or_fake")
SECRET_RED = [c for c in cards("probe", "red")] + cards("decrypt", "red") + cards("intercept", "red")
DIRECT_BLACK = cards("lock", "black") + cards("burn", "black") + cards("see_through", "black")


def probe_card(identity: str, action: str, colour: str = "red") -> int:
    return next(c["id"] for c in D.CARDS if c["function"] == "probe" and c["colour"] == colour
                and c["probe"]["identity"] == identity and c["probe"]["action"] == action)
