#!/usr/bin/env bash
# `npm test`: everything, from a fresh Debian machine. Installs what is missing, then runs two lanes
# side by side, one per core, each against its own sites (own folders, databases and ports):
#   first, alone: the build (every site serves it, and starting a site builds a missing one);
#   lane A: type checking, lint, the unit suites (vitest, phpunit) and the checks, then the engine
#           suite and two thirds of the browser and HTTP suites against the local WordPress 7.1,
#           the tested ceiling (.wp-env, port WP_PORT);
#   lane B: the engine and HTTP suites on WordPress 6.8, the tested floor (.wp-env-6.8), then the
#           last third of the browser and HTTP suites on a second WordPress 7.1 (.wp-env-7.1-b),
#           both on port WP_PORT + 2 (or VPS_SIDE_PORT; VPS_FLOOR_PORT for the floor alone), one
#           after the other: a site's PayPal harness listens on its port + 50 and + 51, so two
#           sites up at once must be two ports apart.
# The 7.1 files are split into three shares by their measured times (tests/e2e/shares.mjs); a new
# spec file joins the lightest share with no change here. Sites this script finds running are left running; those it starts, it stops.
# Arguments go to the Playwright runs on 7.1, e.g. `npm test -- tests/integration/runs-report.spec.ts`;
# the 6.8 part always runs whole.
# Ends with each failed step's last lines, each failed test's name and message, and one line
# "N passed, N failed" summing every suite: what a log read from its tail shows. tests/slowest.mjs
# lists where the time went (steps.tsv holds each step's seconds).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
REPO_DIR="$PWD"
RESULTS="$REPO_DIR/test-reports"  # apart from test-results/, which Playwright empties when it starts
mkdir -p "$RESULTS"
rm -f "$RESULTS"/*.json "$RESULTS"/*.xml "$RESULTS"/*.log "$RESULTS"/*.out "$RESULTS"/steps.tsv "$RESULTS"/failed-steps*

bash tests/env/install-deps.sh || { echo "Installing dependencies failed."; exit 1; }
began=$SECONDS

# The lanes write their output to logs (printed whole when both are done); each step's start and
# outcome is also shown as it happens, on the console (fd 3).
exec 3>&1
LANE="-"
step() {
	local name="$1"
	shift
	printf '\n\033[1m== %s\033[0m\n' "$name"
	printf '[%s %4ss] %s\n' "$LANE" $((SECONDS - began)) "$name" >&3
	local start=$SECONDS outcome=ok rc out
	# Each step's output is also kept on its own, so that a failed step's last lines can close the
	# run, where a CI log read from its tail shows them.
	out="$RESULTS/step-$(printf '%s' "$name" | tr -c 'A-Za-z0-9.' '-').out"
	"$@" 2>&1 | tee "$out"
	rc=${PIPESTATUS[0]}
	if ((rc == 0)); then
		printf '\033[32m== %s: ok (%ss)\033[0m\n' "$name" $((SECONDS - start))
	else
		outcome=FAILED
		printf '\033[31m== %s: FAILED (%ss)\033[0m\n' "$name" $((SECONDS - start))
		printf '%s\n' "$name" >>"$RESULTS/failed-steps"
		{
			printf '\n--- %s (exit %s), its last lines:\n' "$name" "$rc"
			tail -n 15 "$out"
		} >>"$RESULTS/failed-steps-tails"
	fi
	printf '[%s %4ss] %s: %s (%ss)\n' "$LANE" $((SECONDS - began)) "$name" "$outcome" $((SECONDS - start)) >&3
	printf '%s\t%s\t%s\n' "$name" $((SECONDS - start)) "$outcome" >>"$RESULTS/steps.tsv"
}

source tests/env/lib.sh
set +e
# WP-Cron is driven by the tests themselves, never by page views in between.
export VPS_DISABLE_WP_CRON=1
SIDE_PORT="${VPS_SIDE_PORT:-$((WP_PORT + 2))}"
CEILING_B=(env VPS_ENV_DIR="$REPO_DIR/.wp-env-7.1-b" WP_PORT="$SIDE_PORT")
FLOOR=(env VPS_ENV_DIR="$REPO_DIR/.wp-env-6.8" VPS_WP_SUITE=trixie WP_PORT="${VPS_FLOOR_PORT:-$SIDE_PORT}")

# Runs "$@" (a command prefix setting a site's environment) with the site up: started when it is
# not running, and then stopped again.
site_is_up() { "$@" bash -c 'source tests/env/lib.sh; pid_alive "$RUN_DIR/php-server.pid" && site_answers'; }

# One of three shares of the Playwright files on 7.1, on the site "$@" names; its report is
# playwright-7.1-N.json. The whole suite is split by the files' measured times (tests/e2e/shares.mjs,
# durations.tsv): lane A runs shares 1 and 2 after its unit suites and engine suite, lane B share 3
# after the whole 6.8 part, which takes about twice as long, so share 3 gets 1.2 of the time of each
# of the others (VPS_SHARE_WEIGHTS). Files given as arguments are split by Playwright (--shard).
ceiling_share() {
	local share="$1" files=()
	shift
	if ((${#PLAYWRIGHT_ARGS[@]})); then
		files=(--shard="$share/3" "${PLAYWRIGHT_ARGS[@]}")
	else
		mapfile -t files < <(node tests/e2e/shares.mjs "$share" "${VPS_SHARE_WEIGHTS:-1,1,1.2}")
		((${#files[@]})) || return 0
	fi
	step "browser and HTTP 7.1 (playwright, share $share/3)" "$@" \
		PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright-7.1-$share.json" \
		npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json --pass-with-no-tests \
		--output="$REPO_DIR/test-results/7.1-$share" "${files[@]}"
}
PLAYWRIGHT_ARGS=("$@")

lane_a() {
	LANE=A
	step "types" npx tsc --noEmit
	step "lint" npx wp-scripts lint-js src tests
	step "unit (vitest)" env NODE_OPTIONS=--require=./tests/unit/node-polyfills.cjs npx vitest run --config tests/unit/vitest.config.mts \
		--reporter=default --reporter=json --outputFile="$RESULTS/vitest.json"
	if [[ -f tests/php/phpunit.xml.dist ]]; then
		step "unit (phpunit)" phpunit -c tests/php/phpunit.xml.dist --log-junit "$RESULTS/phpunit.xml"
	fi
	local check
	for check in tests/checks/*.sh; do
		[[ -f "$check" ]] && step "check: $(basename "$check" .sh)" bash "$check"
	done
	local started=0
	site_is_up env || started=1
	step "site" bash tests/env/start.sh
	step "engine (real WordPress)" bash tests/engine/run.sh --log-junit "$RESULTS/engine.xml"
	ceiling_share 1 env
	ceiling_share 2 env
	((started)) && bash tests/env/stop.sh
}

lane_b() {
	LANE=B
	# The floor of "Requires at least": the suites that meet WordPress's PHP and HTTP side, on 6.8.
	# The vitest and PHP unit suites load no WordPress, so they have nothing more to prove there.
	local floor_began=$SECONDS started=0
	site_is_up "${FLOOR[@]}" || started=1
	step "site (WordPress 6.8)" "${FLOOR[@]}" bash tests/env/start.sh
	step "engine (WordPress 6.8)" "${FLOOR[@]}" bash tests/engine/run.sh --log-junit "$RESULTS/engine-6.8.xml"
	step "HTTP (WordPress 6.8)" "${FLOOR[@]}" PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright-6.8.json" \
		npx playwright test -c tests/e2e/playwright.config.ts --project integration --reporter=list,json \
		--output="$REPO_DIR/test-results/6.8"
	((started)) && "${FLOOR[@]}" bash tests/env/stop.sh
	printf 'WordPress 6.8 part: %ss\n' $((SECONDS - floor_began))
	printf '[B %4ss] WordPress 6.8 part: %ss\n' $((SECONDS - began)) $((SECONDS - floor_began)) >&3

	started=0
	site_is_up "${CEILING_B[@]}" || started=1
	step "site (second WordPress 7.1)" "${CEILING_B[@]}" bash tests/env/start.sh
	ceiling_share 3 "${CEILING_B[@]}"
	((started)) && "${CEILING_B[@]}" bash tests/env/stop.sh
}

step "build" npm run --silent build
lane_a >"$RESULTS/lane-a.log" 2>&1 &
lane_a_pid=$!
lane_b >"$RESULTS/lane-b.log" 2>&1 &
lane_b_pid=$!
wait "$lane_a_pid" "$lane_b_pid"

printf '\n\033[1m==== Lane A: checks, unit suites, WordPress 7.1 (port %s)\033[0m\n' "$WP_PORT"
cat "$RESULTS/lane-a.log"
printf '\n\033[1m==== Lane B: WordPress 6.8, then a second WordPress 7.1 (port %s)\033[0m\n' "$SIDE_PORT"
cat "$RESULTS/lane-b.log"
grep -h '^WordPress 6.8 part:' "$RESULTS/lane-b.log"
printf 'Both lanes: %ss\n' $((SECONDS - began))

[[ -s "$RESULTS/failed-steps-tails" ]] && cat "$RESULTS/failed-steps-tails"
node tests/summarise-results.mjs "$RESULTS"
if [[ -s "$RESULTS/failed-steps" ]]; then
	mapfile -t failed_steps <"$RESULTS/failed-steps"
	printf '\033[31mFailed: %s\033[0m\n' "${failed_steps[*]}"
	exit 1
fi
