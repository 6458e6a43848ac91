#!/usr/bin/env bash
# A scratch WordPress inside the local environment's database, under its own table prefix.
# Engine tests and benchmarks change the payout settings, create thousands of vendors and file
# withdraw requests; doing that on the shared site would change what everybody else's tests see.
# Sourced:
#   scratch_site_up vpsengine_      drop any leftovers, install WordPress, activate WooCommerce, Dokan
#                                   Lite and the plugin (each in its own PHP process, as wp-admin does)
#   scratch_site_down vpsengine_    drop the prefix's tables
#   scratch_php vpsengine_ FILE.php [args...]   run a file with that site loaded
source "$(dirname "${BASH_SOURCE[0]}")/../../env/lib.sh"

scratch_check_prefix() {
	[[ "$1" =~ ^vps[a-z0-9]*_$ ]] || die "Scratch table prefix must look like vpsname_ (got '$1')."
}

scratch_db() {
	mariadb --protocol=socket --socket="$DB_SOCKET" -u"$DB_USER" -p"$DB_PASSWORD" "$DB_NAME" "$@"
}

scratch_site_down() {
	scratch_check_prefix "$1"
	local like="${1//_/\\_}%" tables
	tables="$(scratch_db -N -e "SELECT GROUP_CONCAT(CONCAT('\`', table_name, '\`')) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name LIKE '$like'")"
	if [[ -n "$tables" && "$tables" != "NULL" ]]; then
		scratch_db -e "DROP TABLE $tables"
	fi
}

scratch_site_up() {
	scratch_check_prefix "$1"
	scratch_db -e 'SELECT 1' >/dev/null 2>&1 || die "The local database is not running; start it with npm run env:start."
	scratch_site_down "$1"
	VPS_TABLE_PREFIX="$1" php "$REPO_DIR/tests/env/install-wordpress.php" "$WP_DIR" "$WP_PORT" >/dev/null \
		|| die "Could not install the scratch site $1."
	local plugin
	for plugin in woocommerce/woocommerce.php dokan-lite/dokan.php "$PLUGIN_SLUG/plugin.php"; do
		VPS_TABLE_PREFIX="$1" php "$REPO_DIR/tests/env/wp-php.php" "$REPO_DIR/tests/env/activate.php" "$plugin" >/dev/null \
			|| die "Could not activate $plugin on the scratch site $1."
	done
	VPS_TABLE_PREFIX="$1" php "$REPO_DIR/tests/env/wp-php.php" "$REPO_DIR/tests/engine/support/prepare-site.php" \
		|| die "Could not prepare the scratch site $1."
}

scratch_php() {
	local prefix="$1"
	shift
	scratch_check_prefix "$prefix"
	VPS_TABLE_PREFIX="$prefix" php "$REPO_DIR/tests/env/wp-php.php" "$@"
}
