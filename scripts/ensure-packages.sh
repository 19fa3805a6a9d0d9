#!/usr/bin/env bash
# Installs the named Debian packages that are not installed yet; does nothing
# when all are. Usage: bash scripts/ensure-packages.sh PACKAGE...
set -euo pipefail

missing=()
for package in "$@"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q '^install ok installed$'; then
    missing+=("$package")
  fi
done
[ "${#missing[@]}" -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
  echo "Missing ${missing[*]} and no apt-get to install them: install their equivalents by hand." >&2
  exit 1
fi

echo "==> Installing Debian packages: ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive

# Packages with a service (nginx) would start it on its default port: only our
# own instances, on 127.0.0.1, are wanted. policy-rc.d is Debian's switch for that.
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | "${sudo_cmd[@]}" tee "$policy" >/dev/null
  "${sudo_cmd[@]}" chmod +x "$policy"
  trap '"${sudo_cmd[@]}" rm -f "$policy"' EXIT
fi

"${sudo_cmd[@]}" apt-get update
"${sudo_cmd[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
