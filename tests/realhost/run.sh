#!/usr/bin/env bash
# `npm run test:realhost`: the engine, HTTP and browser suites against another WooCommerce + Dokan
# Lite site than the local one, named by URL: one built with the real-host kit (docs/testing.md,
# "Another site"). A development aid, never part of `npm test`: a fresh machine has no such site.
#   REALHOST_DIR=/srv/fullhost npm run test:realhost [playwright arguments...]
# The suites reset that site's payout state as they go (it is a test site, like the local one).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
REPO_DIR="$PWD"

die() {
	printf '\033[31m[realhost] %s\033[0m\n' "$*" >&2
	exit 2
}
say() { printf '\033[1m[realhost]\033[0m %s\n' "$*"; }

[[ -n "${REALHOST_DIR:-}" ]] || die "Set REALHOST_DIR to the folder the real-host kit built (the one holding kit/ and site/)."
REALHOST_DIR="${REALHOST_DIR%/}"
WP_PHP="$REALHOST_DIR/kit/php/wp.php"
WP_DIR="$REALHOST_DIR/site/debian/usr/share/wordpress"
[[ -f "$WP_PHP" && -f "$WP_DIR/wp-config.php" ]] \
	|| die "$REALHOST_DIR holds no site built by the real-host kit (no kit/php/wp.php or site/…/wp-config.php)."
port="$(cat "$REALHOST_DIR/site/port" 2>/dev/null || echo 8894)"

export E2E_BASE_URL="${E2E_BASE_URL:-http://127.0.0.1:$port}"
curl -fs --max-time 10 -o /dev/null "$E2E_BASE_URL/wp-login.php" \
	|| die "No real host answers at $E2E_BASE_URL (start it: bash $REALHOST_DIR/kit/start.sh)."

export E2E_WP_PHP="php $WP_PHP"
export E2E_WP_DIR="$WP_DIR"
export E2E_SITE_IS_SCRATCH=1
# The kit's wp-config turns WP-Cron off for command-line processes that set this, as its wp.php does.
export FULLHOST_DISABLE_WP_CRON=1

facts="$(php "$WP_PHP" "$REPO_DIR/tests/realhost/site-facts.php")" \
	|| die "Could not run PHP on $E2E_BASE_URL through $WP_PHP."
say "$E2E_BASE_URL: $facts"
[[ "$facts" == *"Dokan Lite "* && "$facts" == *"WooCommerce "* ]] \
	|| die "$E2E_BASE_URL does not run real WooCommerce and Dokan Lite."

# WooCommerce Analytics (on by default) makes Dokan Lite 4.1.2 log a console error on every seller
# dashboard page but the home (src/vendor-dashboard/reports/index.js); the browser tests fail on
# any console error, so it is switched off as a shop owner may, and back on afterwards.
analytics="$REALHOST_DIR/kit/php/wc-analytics.php"
[[ -f "$analytics" ]] && php "$WP_PHP" "$analytics" no >/dev/null
export E2E_TIMEOUT_FACTOR="${E2E_TIMEOUT_FACTOR:-3}"

failed=()
say "engine suite"
bash "$REPO_DIR/tests/engine/run.sh" || failed+=("engine")
say "browser and HTTP suites"
npx playwright test -c "$REPO_DIR/tests/e2e/playwright.config.ts" "$@" || failed+=("browser and HTTP")

[[ -f "$analytics" ]] && php "$WP_PHP" "$analytics" yes >/dev/null

if ((${#failed[@]})); then
	printf '\033[31m[realhost] failed: %s\033[0m\n' "${failed[*]}"
	exit 1
fi
say "all suites passed on $E2E_BASE_URL"
