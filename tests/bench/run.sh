#!/usr/bin/env bash
# `npm run bench`: measures the plugin as the working tree builds it, against the local site
# (started here when it is not running, and stopped again afterwards if so).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
# Build when the build is missing or older than its sources (as tests/env/start.sh decides).
if [[ ! -f build/index.asset.php ]] || [[ -n "$(find src package.json webpack.config.js -newer build/index.asset.php -print -quit)" ]]; then
	npm run --silent build >/dev/null
fi
exec bash tests/env/with-site.sh node tests/bench/bench.mjs
