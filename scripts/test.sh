#!/usr/bin/env bash
# Set up everything the tests need (Python packages, npm packages, Debian's Chromium), then run them.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test
# Two workers (one a core here); tests/conftest.py groups the tests: a file stays on one worker (its server
# starts once), the suites every game runs are split by game; the long groups go first (xdist would
# otherwise hand out the groups with the most tests first, leaving the long browser matches to the end).
# PARTYTABLE_TEST_WORKERS=0 runs everything in this process.
workers=${PARTYTABLE_TEST_WORKERS:-2}
if [ "$workers" = 0 ]; then
  exec .venv/bin/python -m pytest "$@"
fi
exec .venv/bin/python -m pytest -n "$workers" --dist loadgroup --no-loadscope-reorder "$@"
