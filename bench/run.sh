#!/usr/bin/env bash
# All benchmarks, figures printed. Not part of the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test >/dev/null
# py-spy for loadtest --profile (pyproject.toml's bench extra; not needed by the tests)
.venv/bin/python -m pip install --quiet --disable-pip-version-check --no-compile -e ".[bench]"
.venv/bin/python bench/engine_bench.py --game avalon --players 10 --games 2000
# 风声 (issue 3): the CLI the issue names, then the same on one core with the figures spelt out
.venv/bin/partytable simulate fengsheng --players 7 --games 1000 --json
.venv/bin/python bench/engine_bench.py --game fengsheng --players 7 --games 1000
# Every registered game at its stated size, random and smart bots, decisions per CPU-second (issues 14, 16-18)
.venv/bin/python bench/engine_bench.py --game all --bots random,smart
# 三国杀 (issue 14): the command the issue names, timed in CPU seconds
/usr/bin/time -f "CPU user %U s, sys %S s" .venv/bin/partytable simulate sanguosha --players 8 --games 500 --json
.venv/bin/partytable loadtest --game sanguosha --rooms 100 --players 8 --seconds 20
.venv/bin/python bench/server_bench.py "$@"
# Hall figures (issue 20): a figure holds when it held in 5 of 5 runs; then what a table costs against a bare broadcast
.venv/bin/partytable loadtest --game avalon --rooms 150 --players 8 --seconds 30 --repeat 5
.venv/bin/partytable loadtest --game fengsheng --rooms 150 --players 8 --seconds 30 --repeat 5
.venv/bin/partytable loadtest --game sanguosha --rooms 150 --players 8 --seconds 30 --repeat 5
.venv/bin/python bench/broadcast_compare.py --game avalon --rooms 100 --seconds 30 --repeat 5
.venv/bin/python bench/broadcast_compare.py --game fengsheng --rooms 100 --seconds 30 --repeat 5
# Restore (issue 7): a restarted host brings back 100 rooms in the middle of matches (aim < 2 s)
.venv/bin/python bench/restore_bench.py --rooms 100 --players 8 --game avalon --inputs 40
.venv/bin/python bench/restore_bench.py --rooms 100 --players 8 --game fengsheng --inputs 200
.venv/bin/partytable loadtest --game avalon --rooms 100 --players 8 --seconds 20 --restart --options '{"lady": "off"}'
# Events (issue 6): a bot-only event over the real protocol
.venv/bin/partytable event simulate --game avalon --players 20 --tables 2 --rounds 3
.venv/bin/python bench/two_workers_bench.py --rooms 50,100,125 --seconds 30
