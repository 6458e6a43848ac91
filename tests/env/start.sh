#!/usr/bin/env bash
# Sets up the local WordPress (installing whatever is missing) and serves it in the background.
# Returns once the site answers. Safe to re-run: it repairs and reuses what is there.
#   --foreground   serve in the foreground instead (used by `npm run demo`)
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$(dirname "${BASH_SOURCE[0]}")/db.sh"
source "$(dirname "${BASH_SOURCE[0]}")/seeded-site.sh"

FOREGROUND=0
[[ "${1:-}" == "--foreground" ]] && FOREGROUND=1
SERVER_PID="$RUN_DIR/php-server.pid"

# One set-up at a time: a second caller waits, then finds everything in place.
exec 9>"$RUN_DIR/start.lock"
flock 9

bash "$REPO_DIR/tests/env/install-deps.sh"
bash "$REPO_DIR/tests/env/fetch-wordpress.sh"
bash "$REPO_DIR/tests/env/hosts.sh"

# The running plugin is the working tree: build it when the build is missing or older than src/.
cd "$REPO_DIR"
if [[ ! -f build/index.asset.php ]] || [[ -n "$(find src package.json webpack.config.js -newer build/index.asset.php -print -quit)" ]]; then
	say "Building the plugin"
	npm run --silent build >"$LOG_DIR/build.log" 2>&1 || die "The build failed; see $LOG_DIR/build.log"
fi

db_start

# wp-config.php: Debian's own reads /etc/wordpress; this one points at the environment's database.
cat >"$WP_DIR/wp-config.php" <<PHP
<?php
// Written by tests/env/start.sh for the local environment.
define( 'DB_NAME', '$DB_NAME' );
define( 'DB_USER', '$DB_USER' );
define( 'DB_PASSWORD', '$DB_PASSWORD' );
define( 'DB_HOST', 'localhost:$DB_SOCKET' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = getenv( 'VPS_TABLE_PREFIX' ) ?: 'wp_'; // A scratch site in the same database, for tests that must not touch the shared one.
define( 'AUTH_KEY', 'local-auth-key' );
define( 'SECURE_AUTH_KEY', 'local-secure-auth-key' );
define( 'LOGGED_IN_KEY', 'local-logged-in-key' );
define( 'NONCE_KEY', 'local-nonce-key' );
define( 'AUTH_SALT', 'local-auth-salt' );
define( 'SECURE_AUTH_SALT', 'local-secure-auth-salt' );
define( 'LOGGED_IN_SALT', 'local-logged-in-salt' );
define( 'NONCE_SALT', 'local-nonce-salt' );
define( 'WP_HOME', '$WP_URL' );
define( 'WP_SITEURL', '$WP_URL' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$LOG_DIR/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
// The machine has no network beyond package registries; only the site itself may be called.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'FS_METHOD', 'direct' );
define( 'DISABLE_WP_CRON', (bool) getenv( 'VPS_DISABLE_WP_CRON' ) );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP

# The plugin under test is a link to the working tree; WooCommerce and Dokan Lite are the real
# releases hosts.sh put in place.
# The plugin folder holds links to the shipped files only (package.json "files", as in the zip):
# a link to the whole working tree would loop back into .wp-env for every tool that walks folders.
# The main file is a copy: WordPress maps every path below the real folder of a linked main file to
# the plugin (wp_register_plugin_realpath(), plugin_basename()), and the working tree holds .wp-env,
# so WooCommerce's and Dokan's asset URLs would point into this plugin's folder.
PLUGIN_DIR="$WP_DIR/wp-content/plugins/$PLUGIN_SLUG"
[[ -L "$PLUGIN_DIR" ]] && rm -f "$PLUGIN_DIR"
mkdir -p "$PLUGIN_DIR"
for entry in $(node -p "require('$REPO_DIR/package.json').files.join(' ')"); do
	rm -rf "${PLUGIN_DIR:?}/$entry"
	if [[ "$entry" == plugin.php ]]; then
		cp "$REPO_DIR/$entry" "$PLUGIN_DIR/$entry"
	else
		ln -sfn "$REPO_DIR/$entry" "$PLUGIN_DIR/$entry"
	fi
done
mkdir -p "$WP_DIR/wp-content/themes" "$WP_DIR/wp-content/mu-plugins"
ln -sfn "$REPO_DIR/tests/env/theme" "$WP_DIR/wp-content/themes/local-shop"
for dev in "$REPO_DIR"/tests/dev/*/; do
	[[ -f "$dev/plugin.php" ]] && ln -sfn "${dev%/}" "$WP_DIR/wp-content/plugins/vps-dev-$(basename "$dev")"
done
# The test-only text-direction must-use plugin, so the RTL browser tests can give one vendor a
# right-to-left withdraw page by setting that vendor's locale.
ln -sfn "$REPO_DIR/tests/i18n/fixtures/text-direction.php" "$WP_DIR/wp-content/mu-plugins/vps-test-text-direction.php"

# A running site is left as it is; a starting one gets the seeded database: restored from its
# snapshot when one was taken with the same WordPress, hosts, plugin and seed, else made anew.
if ! { pid_alive "$SERVER_PID" && site_answers; }; then
	seeded_site_up
fi

if pid_alive "$SERVER_PID" && site_answers; then
	say "Already serving $WP_URL"
else
	rm -f "$SERVER_PID"
	port_in_use "$WP_PORT" && die "Port $WP_PORT is in use by another program; stop it or set WP_PORT."
	say "Serving $WP_URL"
	# Several workers, so the page and its REST calls (and WP-Cron's loopback) are served at once.
	PHP_CLI_SERVER_WORKERS="${PHP_CLI_SERVER_WORKERS:-4}" php -d variables_order=EGPCS -d opcache.enable_cli=1 -d opcache.file_cache_only=0 -S "$WP_HOST:$WP_PORT" -t "$WP_DIR" "$REPO_DIR/tests/env/router.php" \
		>>"$LOG_DIR/php-server.log" 2>&1 9>&- &
	echo $! >"$SERVER_PID"
	for _ in $(seq 1 60); do
		site_answers && break
		pid_alive "$SERVER_PID" || die "The PHP server exited; see $LOG_DIR/php-server.log"
		sleep 0.5
	done
	site_answers || die "The site did not answer at $WP_URL within 30 s; see $LOG_DIR/php-server.log"
fi

say "Ready: $WP_URL"
if [[ $FOREGROUND -eq 1 ]]; then
	trap 'bash "$REPO_DIR/tests/env/stop.sh"; exit 0' INT TERM
	wait "$(cat "$SERVER_PID")" 2>/dev/null || while pid_alive "$SERVER_PID"; do sleep 1; done
fi
