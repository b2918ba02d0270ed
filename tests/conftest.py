import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

import pytest

# Which tests share a worker (scripts/test.sh runs xdist with --dist loadgroup): a test file stays on one
# worker, so a module's server or browser is started once, except the suites every game runs through,
# whose cases are grouped by game so that eight games' conformance runs on both workers at once.
LONG_FIRST = ("tests/browser/", "tests/test_conformance.py", "tests/test_resample.py", "tests/fengsheng/test_fengsheng_bots.py",
              "tests/avalon/test_avalon_bots.py", "tests/faults/", "tests/protocol/", "tests/scaleout/")
PER_GAME_SUITES = {"tests/test_conformance.py", "tests/test_alike.py", "tests/test_resample.py"}


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    for item in items:
        module = item.nodeid.split("::", 1)[0]
        group = module
        params = getattr(item, "callspec", None)
        if module in PER_GAME_SUITES and params is not None and "game" in params.params:
            game = params.params["game"]
            group = f"{module}:{getattr(game, 'id', game)}"
        item.add_marker(pytest.mark.xdist_group(group))
    # The longest groups are handed out first, so no worker is left with a long one at the end.
    items.sort(key=lambda item: not item.nodeid.startswith(LONG_FIRST))
