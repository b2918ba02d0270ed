import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

import orjson
import pytest

from games.core import testing
from server import wire

# The kit sends every payload a test reads through the server's encoder, not the standard library's
# json: the conformance and exact leak tests do it for every view of every step.
testing.use_json(wire.encode, orjson.loads)

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


# What each file costs (CI prints it after the slowest tests): the suite's time is the sum over
# its files divided among the workers, so this is the table to read before cutting a size.
_file_seconds: dict = {}


def pytest_runtest_logreport(report):
    module = report.nodeid.split("::", 1)[0]
    _file_seconds[module] = _file_seconds.get(module, 0.0) + report.duration


def pytest_terminal_summary(terminalreporter, config):
    if not config.getoption("durations", None) or not _file_seconds:
        return
    total = sum(_file_seconds.values())
    terminalreporter.write_sep("=", f"seconds by file: {total:.0f} s in all, the 30 costliest")
    for module, seconds in sorted(_file_seconds.items(), key=lambda kv: -kv[1])[:30]:
        terminalreporter.write_line(f"{seconds:8.1f}s {100 * seconds / total:5.1f} %  {module}")
