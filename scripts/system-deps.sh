#!/usr/bin/env bash
# Debian packages bridgelaw needs beyond Python (called by `make setup` and `make test`).
#   chromium: the headless browser the page tests and screenshots drive through Playwright
#             (tests/browser.py; Playwright's own browser download cannot work here).
#   pango, harfbuzz-subset, fonts: what weasyprint needs to write PDF hand records.
#   gcc, libc6-dev: the C compiler that builds the claim analysis's search core
#             (src/bridgelaw/analysis/_linecore.c, built on first use; without it the
#             Python search runs, same figures, slower) and the PBN reader's plain paths
#             (src/bridgelaw/formats/_pbncore.c, with the interpreter's own Python.h;
#             without either the Python reader runs, same records, slower).
# Idempotent and quick: when every package is installed it only asks dpkg and exits.
# Installs with apt-get as root (or through sudo when it is there).
# With arguments, it installs those packages instead (scripts/services.sh: postgresql,
# redis-server).
set -euo pipefail

PACKAGES=(
    chromium
    libpango-1.0-0
    libpangoft2-1.0-0
    libharfbuzz-subset0
    fonts-dejavu-core
    gcc
    libc6-dev
)
[[ $# -gt 0 ]] && PACKAGES=("$@")

missing=()
for package in "${PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ $(id -u) -eq 0 ]]; then
    run=()
elif command -v sudo >/dev/null; then
    run=(sudo)
else
    echo "system-deps: missing Debian packages ${missing[*]}; install them as root" >&2
    exit 1
fi
echo "system-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${run[@]}" apt-get update -qq
"${run[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
