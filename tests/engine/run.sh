#!/usr/bin/env bash
# The payout engine's tests against the real WordPress and MariaDB, on a scratch site so the shared
# site stays as it is. Needs the local environment (npm run env:start, or through with-site.sh).
#   bash tests/engine/run.sh [phpunit arguments...]
source "$(dirname "${BASH_SOURCE[0]}")/support/scratch-site.sh"

PREFIX="vpsengine_"
scratch_site_up "$PREFIX" >/dev/null
status=0
VPS_TABLE_PREFIX="$PREFIX" phpunit -c "$REPO_DIR/tests/engine/phpunit.xml" "$@" || status=$?
scratch_site_down "$PREFIX"
exit $status
