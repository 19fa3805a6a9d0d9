#!/usr/bin/env bash
# Mermaid diagrams are drawn at build time in Chromium (plugins/diagrams): on
# Debian, installs the chromium package where CHROMIUM_PATH (default
# /usr/bin/chromium) is missing, and the DejaVu fonts diagrams are measured
# with; elsewhere, checks that CHROMIUM_PATH names a browser.
# Usage: bash scripts/ensure-chromium.sh
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if command -v dpkg-query >/dev/null; then
  packages=(fonts-dejavu-core)
  [ -x "$chromium" ] || packages+=(chromium)
  bash scripts/ensure-packages.sh "${packages[@]}"
elif [ ! -x "$chromium" ]; then
  echo "Mermaid diagrams are drawn at build time in Chromium, and there is none at $chromium:" \
    "install Chromium or Chrome and set CHROMIUM_PATH to its binary." >&2
  exit 1
fi
