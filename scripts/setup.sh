#!/usr/bin/env bash
# Install what partytable needs into ./.venv and ./node_modules (idempotent).
# Usage: scripts/setup.sh [--test]   (--test also installs the test tools and Chromium)
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
want_test=0
[ "${1:-}" = "--test" ] && want_test=1

# npm and pip do not depend on each other: npm installs while pip does (a fresh clone's first
# start waited for their sum).
npm_sum=$(sha1sum package.json | cut -d' ' -f1)
npm_job=""
if [ ! -f node_modules/.installed ] || [ "$(cat node_modules/.installed)" != "$npm_sum" ]; then
  npm install --silent --no-audit --no-fund --omit=dev &
  npm_job=$!
fi

if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
extras=""
stamp=".venv/.installed"
if [ $want_test = 1 ]; then
  extras="[test]"
  stamp=".venv/.installed-test"
fi
sum=$(cat pyproject.toml | sha1sum | cut -d' ' -f1)
installed() { [ -f "$1" ] && [ "$(cat "$1")" = "$sum" ]; }
# the test install is a superset of the plain one
if ! installed "$stamp" && ! { [ $want_test = 0 ] && installed .venv/.installed-test; }; then
  # Python 3.11's own pip installs the project (PEP 660 editable) without upgrading itself first;
  # modules are compiled when first imported, not every module of every package now.
  .venv/bin/python -m pip install --quiet --disable-pip-version-check --no-compile -e ".$extras"
  echo "$sum" > "$stamp"
fi

if [ -n "$npm_job" ]; then
  wait "$npm_job"
  echo "$npm_sum" > node_modules/.installed
fi

if [ $want_test = 1 ] && [ ! -x /usr/bin/chromium ]; then
  # Debian's Chromium drives the browser tests (no browser downloads).
  SUDO=""
  [ "$(id -u)" != 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
fi

if [ $want_test = 1 ] && { [ ! -x /usr/sbin/nginx ] || [ ! -x /usr/bin/redis-server ]; }; then
  # Debian's nginx and Redis for the scale-out test (tests/scaleout starts its own on loopback
  # ports with temporary files; the system services are not used).
  SUDO=""
  [ "$(id -u)" != 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx redis-server >/dev/null
fi

# A game's pictures are not drawn here: the server draws each when it is first wanted and the
# rest in the background (docs/engine.md "A game's own routes and assets").
