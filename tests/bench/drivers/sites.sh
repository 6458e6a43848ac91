#!/usr/bin/env bash
# Bench sites of the engine drivers (tests/bench/drivers/side-by-side.sh): a copy of this
# environment's WordPress (7.1 with the real WooCommerce 9.9.5 and Dokan Lite 4.1.2) whose plugin
# folder holds the shipped files of a tree of the plugin — this one or another commit's worktree —
# installed under its own table prefix in this environment's database, seeded with the tree's own
# seed, and served on its own port. Sourced; each function takes the site's name (a-z0-9):
#   bench_site_make NAME TREE PORT      copy WordPress, link TREE's plugin files, write wp-config
#   bench_site_seed NAME TREE PORT N    install WordPress under the prefix vps${NAME}${N}_, activate
#                                       WooCommerce, Dokan Lite and the plugin, seed N vendors
#   bench_site_serve NAME PORT N        serve that prefix on PORT (PID in the site's folder)
#   bench_site_stop NAME                stop what bench_site_serve started
#   bench_site_drop NAME N              drop the prefix's tables
#   bench_site_wp_cli NAME PORT N ARGS  WP-CLI on the site
# Everything lives under .wp-env/bench-sites/NAME; WordPress loads it with VPS_ENV_DIR set there.
source "$(dirname "${BASH_SOURCE[0]}")/../../env/lib.sh"
BENCH_SITES="$ENV_DIR/bench-sites"

bench_site_dir() { printf '%s/%s' "$BENCH_SITES" "$1"; }
bench_site_wp() { printf '%s/debian/usr/share/wordpress' "$(bench_site_dir "$1")"; }
bench_site_prefix() { printf 'vps%s%s_' "$1" "$2"; }

bench_db() {
	mariadb --protocol=socket --socket="$DB_SOCKET" -u"$DB_USER" -p"$DB_PASSWORD" "$DB_NAME" "$@"
}

bench_site_make() {
	local name="$1" tree="$2" port="$3" wp entry
	wp="$(bench_site_wp "$name")"
	[[ -f "$WP_DIR/wp-config.php" ]] || die "No local WordPress yet: run npm run env:start once."
	rm -rf "$(bench_site_dir "$name")"
	mkdir -p "$(dirname "$wp")"
	cp -a "$WP_DIR" "$wp"
	sed -i "s#http://$WP_HOST:[0-9]*'#http://$WP_HOST:$port'#" "$wp/wp-config.php"
	rm -rf "$wp/wp-content/plugins/$PLUGIN_SLUG"
	mkdir -p "$wp/wp-content/plugins/$PLUGIN_SLUG"
	for entry in $(node -p "require('$tree/package.json').files.join(' ')"); do
		if [[ "$entry" == plugin.php ]]; then
			cp "$tree/$entry" "$wp/wp-content/plugins/$PLUGIN_SLUG/$entry"
		elif [[ "$entry" == build && ! -d "$tree/build" ]]; then
			# The scripts and styles of the screens; a run reads none of them.
			ln -sfn "$REPO_DIR/build" "$wp/wp-content/plugins/$PLUGIN_SLUG/build"
		else
			ln -sfn "$tree/$entry" "$wp/wp-content/plugins/$PLUGIN_SLUG/$entry"
		fi
	done
	ln -sfn "$REPO_DIR/tests/bench/drivers/mail-log.php" "$wp/wp-content/mu-plugins/vps-bench-mail-log.php"
}

# Runs a PHP file of a tree with the bench site loaded, through the tree's own wp-php.php.
bench_site_php() {
	local name="$1" tree="$2" port="$3" prefix="$4"
	shift 4
	VPS_ENV_DIR="$(bench_site_dir "$name")" WP_PORT="$port" VPS_TABLE_PREFIX="$prefix" VPS_DISABLE_WP_CRON=1 \
		php "$tree/tests/env/wp-php.php" "$@"
}

bench_site_seed() {
	local name="$1" tree="$2" port="$3" count="$4" prefix plugin
	prefix="$(bench_site_prefix "$name" "$count")"
	bench_site_drop "$name" "$count"
	VPS_TABLE_PREFIX="$prefix" php "$REPO_DIR/tests/env/install-wordpress.php" "$(bench_site_wp "$name")" "$port" >/dev/null \
		|| die "Could not install WordPress under $prefix."
	for plugin in woocommerce/woocommerce.php dokan-lite/dokan.php "$PLUGIN_SLUG/plugin.php"; do
		bench_site_php "$name" "$tree" "$port" "$prefix" "$REPO_DIR/tests/env/activate.php" "$plugin" >/dev/null \
			|| die "Could not activate $plugin under $prefix."
	done
	bench_site_php "$name" "$tree" "$port" "$prefix" "$tree/tests/engine/support/prepare-site.php" >/dev/null \
		|| die "Could not prepare $prefix."
	bench_site_php "$name" "$tree" "$port" "$prefix" "$tree/tests/bench/engine-seed.php" "$count" | tail -n 1
	# Action Scheduler's move from its old post store, which WooCommerce makes in the background after
	# its install: until it is over, a runner given a group looks in both stores and stops.
	bench_site_wp_cli "$name" "$port" "$count" action-scheduler migrate >/dev/null \
		|| die "Action Scheduler's migration failed under $prefix."
}

# WP-CLI 2.12 (tests/env/wp.sh unpacks it) on a bench site, WP-Cron off for the command itself.
bench_site_wp_cli() {
	local name="$1" port="$2" count="$3"
	shift 3
	[[ -f "$ENV_DIR/wp-cli/wp-cli/bin/wp" ]] || bash "$REPO_DIR/tests/env/wp.sh" --version >/dev/null
	VPS_TABLE_PREFIX="$(bench_site_prefix "$name" "$count")" VPS_DISABLE_WP_CRON=1 \
		php "$ENV_DIR/wp-cli/wp-cli/bin/wp" --path="$(bench_site_wp "$name")" --url="http://$WP_HOST:$port" --allow-root "$@"
}

bench_site_serve() {
	local name="$1" port="$2" count="$3" pid="$(bench_site_dir "$1")/server.pid"
	bench_site_stop "$name"
	port_in_use "$port" && die "Port $port is in use."
	# As start.sh serves the local site, with this site's prefix and the e-mail log.
	VPS_TABLE_PREFIX="$(bench_site_prefix "$name" "$count")" VPS_BENCH_MAIL_LOG="$(bench_site_dir "$name")/mail.log" \
		PHP_CLI_SERVER_WORKERS=4 php -d variables_order=EGPCS -d opcache.enable_cli=1 -d opcache.file_cache_only=0 \
		-S "$WP_HOST:$port" -t "$(bench_site_wp "$name")" "$REPO_DIR/tests/env/router.php" \
		>>"$(bench_site_dir "$name")/server.log" 2>&1 &
	echo $! >"$pid"
	for _ in $(seq 1 60); do
		curl -fsS -o /dev/null --max-time 5 "http://$WP_HOST:$port/wp-login.php" 2>/dev/null && return 0
		sleep 0.5
	done
	die "The bench site $name did not answer on port $port."
}

bench_site_stop() {
	local pid="$(bench_site_dir "$1")/server.pid"
	if pid_alive "$pid"; then
		pkill -TERM -P "$(cat "$pid")" 2>/dev/null || true
		kill "$(cat "$pid")" 2>/dev/null || true
	fi
	rm -f "$pid"
}

bench_site_drop() {
	local prefix like tables
	prefix="$(bench_site_prefix "$1" "$2")"
	like="${prefix//_/\\_}%"
	tables="$(bench_db -N -e "SELECT GROUP_CONCAT(CONCAT('\`', table_name, '\`')) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name LIKE '$like'")"
	if [[ -n "$tables" && "$tables" != "NULL" ]]; then
		bench_db -e "DROP TABLE $tables"
	fi
}
