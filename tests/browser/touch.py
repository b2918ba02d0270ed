"""Moved to tests/browser/kit.py, the browser tests' one helper module. These names stay here only
for tests/browser/test_fengsheng_browser.py until it imports them from the kit."""

from tests.browser.kit import ShotsOnce, answering, hold, no_broken_text  # noqa: F401
