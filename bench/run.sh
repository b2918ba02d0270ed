#!/usr/bin/env bash
# All benchmarks, figures printed. Not part of the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test >/dev/null
.venv/bin/python bench/engine_bench.py --game avalon --players 10 --games 2000
# 风声 (issue 3): the CLI the issue names, then the same on one core with the figures spelt out
.venv/bin/partytable simulate fengsheng --players 7 --games 1000 --json
.venv/bin/python bench/engine_bench.py --game fengsheng --players 7 --games 1000
.venv/bin/python bench/server_bench.py "$@"
