#!/usr/bin/env bash
# `npm ci` accepts the lock file: it is in step with package.json and names every platform's
# optional packages (a lock written without them installs on Linux with `npm install`, but `npm ci`
# refuses it everywhere). The README's install step and tests/env/install-deps.sh both use `npm ci`.
# A dry run in a scratch folder, offline: it reads the two files and installs nothing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp package.json package-lock.json "$scratch/"
if ! (cd "$scratch" && npm ci --dry-run --offline --ignore-scripts --no-audit --no-fund >"$scratch/npm-ci.log" 2>&1); then
	grep -E 'npm error' "$scratch/npm-ci.log" | head -n 20 >&2
	echo "npm ci refuses package-lock.json: delete it and node_modules, run npm install, and commit the new lock." >&2
	exit 1
fi
echo "npm ci accepts package-lock.json ($(grep -c '"node_modules/' package-lock.json) packages, every platform's optional ones included)."
