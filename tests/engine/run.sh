#!/usr/bin/env bash
# The payout engine's tests against the real WordPress and MariaDB, on a scratch site so the shared
# site stays as it is. Needs the local environment (npm run env:start, or through with-site.sh).
#   bash tests/engine/run.sh [phpunit arguments...]
# Another site (E2E_BASE_URL + E2E_WP_DIR, see README "Testing against a real Dokan site") has no
# scratch site: the tests run on its own tables, so they must be told it may be reset
# (E2E_SITE_IS_SCRATCH=1); its payout settings are put back as they were afterwards.
source "$(dirname "${BASH_SOURCE[0]}")/support/scratch-site.sh"
# PayPal as the PayPal client's tests meet it: Prism checking PayPal's contract, our fake behind it.
source "$REPO_DIR/tests/paypal/harness.sh"
paypal_harness_up || die "Prism and the PayPal fake did not start."
trap paypal_harness_down EXIT

status=0
if [[ -n "${E2E_BASE_URL:-}" ]]; then
	[[ -n "${E2E_WP_DIR:-}" ]] || die "The engine tests load the site's WordPress: set E2E_WP_DIR to its folder."
	[[ "${E2E_SITE_IS_SCRATCH:-}" == 1 ]] || die "The engine tests empty $E2E_BASE_URL's withdraw requests and reset its payout settings: set E2E_SITE_IS_SCRATCH=1 if that site may be reset."
	site_php() { php "$REPO_DIR/tests/env/wp-php.php" "$@"; }
	settings="$(site_php "$REPO_DIR/tests/integration/php/settings-state.php")" \
		|| die "Could not read $E2E_BASE_URL's payout settings."
	site_php "$REPO_DIR/tests/engine/support/prepare-site.php" >/dev/null \
		|| die "Could not prepare $E2E_BASE_URL for the engine tests."
	phpunit -c "$REPO_DIR/tests/engine/phpunit.xml" "$@" || status=$?
	site_php "$REPO_DIR/tests/engine/support/leave-site.php" || status=1
	site_php "$REPO_DIR/tests/integration/php/settings-state.php" "$settings" >/dev/null || status=1
	exit $status
fi

PREFIX="vpsengine_"
scratch_site_up "$PREFIX" >/dev/null
VPS_TABLE_PREFIX="$PREFIX" phpunit -c "$REPO_DIR/tests/engine/phpunit.xml" "$@" || status=$?
scratch_site_down "$PREFIX"
exit $status
