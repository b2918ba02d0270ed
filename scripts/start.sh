#!/usr/bin/env bash
# Set up (first run only) and start the table. Extra arguments go to `partytable serve`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec .venv/bin/partytable serve "$@"
