#!/usr/bin/env bash
# `npm test`: everything, from a fresh Debian machine. Installs what is missing, builds, then runs
# type checking, lint, the unit suites (vitest, phpunit) and the browser and HTTP suites against
# the local WordPress 7.1, the tested ceiling (started here when it is not running, and stopped
# again if it was); then the engine and HTTP suites again on WordPress 6.8, the tested floor, in a
# second environment (.wp-env-6.8, port WP_PORT + 1 or VPS_FLOOR_PORT).
# Arguments go to the Playwright run on 7.1, e.g. `npm test -- tests/integration/runs-report.spec.ts`;
# the 6.8 part always runs whole.
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
	npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json --pass-with-no-tests "$@"
if [[ $site_started -eq 1 ]]; then
	bash tests/env/stop.sh
fi

# The floor of "Requires at least": the suites that meet WordPress's PHP and HTTP side, on 6.8.
# The vitest and PHP unit suites load no WordPress, so they have nothing more to prove there.
FLOOR=(env VPS_ENV_DIR="$REPO_DIR/.wp-env-6.8" VPS_WP_SUITE=trixie WP_PORT="${VPS_FLOOR_PORT:-$((WP_PORT + 1))}")
floor_began=$SECONDS
floor_started=0
"${FLOOR[@]}" bash -c 'source tests/env/lib.sh; pid_alive "$RUN_DIR/php-server.pid" && site_answers' || floor_started=1
step "site (WordPress 6.8)" "${FLOOR[@]}" bash tests/env/start.sh
step "engine (WordPress 6.8)" "${FLOOR[@]}" bash tests/engine/run.sh --log-junit "$RESULTS/engine-6.8.xml"
step "HTTP (WordPress 6.8)" "${FLOOR[@]}" PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright-6.8.json" \
	npx playwright test -c tests/e2e/playwright.config.ts --project integration --reporter=list,json
if [[ $floor_started -eq 1 ]]; then
	"${FLOOR[@]}" bash tests/env/stop.sh
fi
printf 'WordPress 6.8 part: %ss\n' $((SECONDS - floor_began))

node tests/summarise-results.mjs "$RESULTS"
if ((${#failed_steps[@]})); then
	printf '\033[31mFailed: %s\033[0m\n' "${failed_steps[*]}"
	exit 1
fi
