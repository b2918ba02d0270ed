#!/usr/bin/env bash
# Set up everything the tests need (Python packages, npm packages, Debian's Chromium), then run them.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test
# Two workers (one a core here); a test file stays on one worker, so a module's server is started once.
# PARTYTABLE_TEST_WORKERS=0 runs everything in this process.
workers=${PARTYTABLE_TEST_WORKERS:-2}
if [ "$workers" = 0 ]; then
  exec .venv/bin/python -m pytest "$@"
fi
exec .venv/bin/python -m pytest -n "$workers" --dist loadfile "$@"
