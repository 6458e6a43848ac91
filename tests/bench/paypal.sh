#!/usr/bin/env bash
# `npm run bench:paypal`: tests/bench/paypal.php with PayPal as the tests meet it, Prism checking
# PayPal's contract in front of our fake (tests/paypal/harness.sh, on WP_PORT + 50 and + 51).
#   bash tests/bench/paypal.sh [N[:mix] ...]
source "$(dirname "${BASH_SOURCE[0]}")/../paypal/harness.sh"
paypal_harness_up || { echo "Prism and the PayPal fake did not start." >&2; exit 1; }
trap paypal_harness_down EXIT
php "$PAYPAL_REPO_DIR/tests/bench/paypal.php" "$@"
