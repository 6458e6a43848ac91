#!/usr/bin/env bash
# The local site's seeded database: WordPress installed, WooCommerce, Dokan Lite and the plugin
# activated (each in its own PHP process, as wp-admin does), then seed.php. Seeding the real hosts
# takes about a minute, so the seeded tables are kept as a dump and restored on the next start
# while nothing they were made from has changed. Sourced after lib.sh and db.sh.

SNAPSHOT="$ENV_DIR/seeded-site.sql"
SNAPSHOT_KEY_FILE="$ENV_DIR/seeded-site.key"

# What the seeded database was made from: WordPress's release, the hosts, the plugin's PHP and
# every file of the set-up. Any change makes the snapshot stale.
seeded_site_key() {
	{
		cat "$WP_DIR/wp-includes/version.php" "$REPO_DIR/tests/env/hosts/versions"
		echo "$WP_PORT"
		find "$REPO_DIR/plugin.php" "$REPO_DIR/includes" "$REPO_DIR/tests/env/install-wordpress.php" \
			"$REPO_DIR/tests/env/activate.php" "$REPO_DIR/tests/env/seed.php" "$REPO_DIR/tests/env/seed.d" \
			"$REPO_DIR/tests/env/seeded-site.sh" "$REPO_DIR/tests/integration/php/seed-disbursement.php" \
			-type f -name '*.php' -o -type f -name '*.sh' | LC_ALL=C sort | xargs cat
	} | sha256sum | cut -d' ' -f1
}

site_db() {
	mariadb --protocol=socket --socket="$DB_SOCKET" -u"$DB_USER" -p"$DB_PASSWORD" "$DB_NAME" "$@"
}

# The shared site's tables (prefix wp_), not the scratch sites' beside them.
site_tables() {
	site_db -N -e "SELECT table_name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name LIKE 'wp\\_%'"
}

drop_site_tables() {
	local tables
	tables="$(site_tables | sed 's/.*/`&`/' | paste -sd,)"
	[[ -z "$tables" ]] || site_db -e "SET FOREIGN_KEY_CHECKS = 0; DROP TABLE $tables"
}

site_php() {
	php "$REPO_DIR/tests/env/wp-php.php" "$@"
}

seed_site() {
	local log="$LOG_DIR/seed.log"
	: >"$log"
	say "Installing WordPress, WooCommerce and Dokan Lite and seeding the shop (about a minute)"
	drop_site_tables
	php "$REPO_DIR/tests/env/install-wordpress.php" "$WP_DIR" "$WP_PORT" >>"$log" 2>&1 \
		|| die "WordPress could not be installed; see $log"
	local plugin
	for plugin in woocommerce/woocommerce.php dokan-lite/dokan.php "$PLUGIN_SLUG/plugin.php"; do
		site_php "$REPO_DIR/tests/env/activate.php" "$plugin" >>"$log" 2>&1 \
			|| die "Could not activate $plugin; see $log"
	done
	site_php "$REPO_DIR/tests/env/seed.php" >>"$log" 2>&1 || die "Seeding the site failed; see $log"
	tail -1 "$log" | sed 's/^/[env] /'
}

seeded_site_up() {
	local key
	key="$(seeded_site_key)"
	if [[ -f "$SNAPSHOT" && "$(cat "$SNAPSHOT_KEY_FILE" 2>/dev/null)" == "$key" ]]; then
		say "Restoring the seeded shop"
		drop_site_tables
		site_db <"$SNAPSHOT" || die "Could not restore $SNAPSHOT."
		return 0
	fi
	rm -f "$SNAPSHOT" "$SNAPSHOT_KEY_FILE"
	seed_site
	# shellcheck disable=SC2046 # one argument per table
	mariadb-dump --protocol=socket --socket="$DB_SOCKET" -u"$DB_USER" -p"$DB_PASSWORD" --single-transaction \
		--skip-dump-date "$DB_NAME" $(site_tables) >"$SNAPSHOT.part" || die "Could not take a snapshot of the seeded site."
	mv "$SNAPSHOT.part" "$SNAPSHOT"
	echo "$key" >"$SNAPSHOT_KEY_FILE"
}
