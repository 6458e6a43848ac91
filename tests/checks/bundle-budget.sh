#!/usr/bin/env bash
# Size budget of the built script (run by `npm test` after the build): at most 15 KB gzip of
# JavaScript before the schedule modal opens, 76 KB gzip for everything, and no bundled copy of
# React, react-dom or a @wordpress/* package. Prints the figures either way.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
exec node tests/bench/bundle-size.mjs --check
