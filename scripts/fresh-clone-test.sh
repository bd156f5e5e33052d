#!/usr/bin/env bash
# Clones this repository's HEAD into an empty temporary folder (nothing beside it) and runs `npm ci && npm test`
# there with CI=true, so nothing may skip and no test may read data from outside the repository.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/paperboard-clone.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
echo "[fresh-clone] cloning $(git -C "$repo" rev-parse --short HEAD) into $tmp/paperboard (nothing beside it)"
git clone --quiet --no-hardlinks "$repo" "$tmp/paperboard"
cd "$tmp/paperboard"
ls -A "$tmp" | grep -qvx paperboard && { echo "[fresh-clone] the temporary folder is not empty"; exit 1; }
npm ci --no-audit --no-fund
CI=true npm test
