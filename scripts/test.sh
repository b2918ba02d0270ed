#!/usr/bin/env bash
# Set up everything the tests need (Python packages, npm packages, Debian's Chromium), then run them.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test
exec .venv/bin/python -m pytest "$@"
