#!/usr/bin/env bash
# Installs what the tests need (Debian's Chromium where missing, the npm
# packages) and runs every check and test: types, lint, content, unit tests,
# a production build (and one with fake analytics ids) and the browser suite
# against them.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "==> Installing Debian's chromium for the browser tests"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update
  $sudo_cmd apt-get install -y --no-install-recommends chromium
fi

echo "==> Installing npm packages"
npm install --no-audit --no-fund

echo "==> Type check";        npm run typecheck
echo "==> Lint";              npm run lint
echo "==> Content";           npm run lint:content
echo "==> Unit tests";        npm test -- --ci
echo "==> Production build";  npm run build
echo "==> Analytics build";   npm run build:analytics
echo "==> Browser tests";     npm run test:e2e
