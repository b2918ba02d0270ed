#!/usr/bin/env bash
# All benchmarks, figures printed. Not part of the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test >/dev/null
.venv/bin/python bench/engine_bench.py --game avalon --players 10 --games 2000
.venv/bin/python bench/server_bench.py "$@"
