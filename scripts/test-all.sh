#!/usr/bin/env bash
# Installs what the tests need (Debian's Chromium, nginx with its brotli module
# and openssl where missing, the npm packages) and runs every check and test:
# types, lint, content, unit tests, a production build (and one with fake
# analytics ids) and the browser suite against them, served by nginx with
# deploy/nginx.conf.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(nginx libnginx-mod-http-brotli-static libnginx-mod-http-set-misc openssl poppler-utils)
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || packages+=(chromium)
bash scripts/ensure-packages.sh "${packages[@]}"

echo "==> Installing npm packages"
npm ci --no-audit --no-fund

echo "==> Type check";        npm run typecheck
echo "==> Lint";              npm run lint
echo "==> Format";            npm run format:check
echo "==> Content";           npm run lint:content
echo "==> Docs and menus";    npm run check:docs
echo "==> Unit tests";        npm test -- --ci
# The analytics build first: tests/e2e/server-real-build.spec.ts reads .docusaurus/, which the last build writes.
echo "==> Analytics build";   npm run build:analytics
# The build gets a fake Algolia admin key: tests/e2e/search-index.spec.ts checks that
# no built file contains it (the key must never reach the browser bundle).
echo "==> Production build";  ALGOLIA_ADMIN_API_KEY=help-test-admin-key-never-ship-9c41 npm run build
echo "==> Browser tests";     npm run test:e2e
