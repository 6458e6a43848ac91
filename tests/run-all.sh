#!/usr/bin/env bash
# `npm test`: everything, from a fresh Debian machine. Installs what is missing, builds, then runs
# type checking, lint, the unit suites (vitest, phpunit) and the browser and HTTP suites against
# the local WordPress (started here when it is not running, and stopped again if it was).
# Ends with one line "N passed, N failed" summing every suite.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
REPO_DIR="$PWD"
RESULTS="$REPO_DIR/test-reports"  # apart from test-results/, which Playwright empties when it starts
mkdir -p "$RESULTS"
rm -f "$RESULTS"/*.json "$RESULTS"/*.xml

failed_steps=()
step() {
	local name="$1"
	shift
	printf '\n\033[1m== %s\033[0m\n' "$name"
	local start=$SECONDS
	if "$@"; then
		printf '\033[32m== %s: ok (%ss)\033[0m\n' "$name" $((SECONDS - start))
	else
		printf '\033[31m== %s: FAILED (%ss)\033[0m\n' "$name" $((SECONDS - start))
		failed_steps+=("$name")
	fi
}

bash tests/env/install-deps.sh || { echo "Installing dependencies failed."; exit 1; }

step "build" npm run --silent build
step "types" npx tsc --noEmit
step "lint" npx wp-scripts lint-js src tests
step "unit (vitest)" env NODE_OPTIONS=--require=./tests/unit/node-polyfills.cjs npx vitest run --config tests/unit/vitest.config.mts \
	--reporter=default --reporter=json --outputFile="$RESULTS/vitest.json"
if [[ -f tests/php/phpunit.xml.dist ]]; then
	step "unit (phpunit)" phpunit -c tests/php/phpunit.xml.dist --log-junit "$RESULTS/phpunit.xml"
fi
for check in tests/checks/*.sh; do
	[[ -f "$check" ]] && step "check: $(basename "$check" .sh)" bash "$check"
done
# The suites against the real site. WP-Cron is driven by the tests themselves, never by page views
# in between. The site is started here when it is not running, and then stopped again.
source tests/env/lib.sh
set +e
site_started=0
if ! { pid_alive "$RUN_DIR/php-server.pid" && site_answers; }; then
	site_started=1
fi
export VPS_DISABLE_WP_CRON=1
step "site" bash tests/env/start.sh
step "engine (real WordPress)" bash tests/engine/run.sh --log-junit "$RESULTS/engine.xml"
step "browser and HTTP (playwright)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" \
	npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json
if [[ $site_started -eq 1 ]]; then
	bash tests/env/stop.sh
fi

node tests/summarise-results.mjs "$RESULTS"
if ((${#failed_steps[@]})); then
	printf '\033[31mFailed: %s\033[0m\n' "${failed_steps[*]}"
	exit 1
fi
