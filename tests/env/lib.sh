#!/usr/bin/env bash
# Shared settings and helpers of the local WordPress environment. Sourced, never run.
set -euo pipefail

REPO_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ENV_DIR="${VPS_ENV_DIR:-$REPO_DIR/.wp-env}"
WP_PORT="${WP_PORT:-8888}"
WP_HOST="127.0.0.1"
WP_URL="http://$WP_HOST:$WP_PORT"
DEB_ROOT="$ENV_DIR/debian"
WP_DIR="$DEB_ROOT/usr/share/wordpress"
DB_DIR="$ENV_DIR/db"
DB_SOCKET="$DB_DIR/mysqld.sock"
RUN_DIR="$ENV_DIR/run"
LOG_DIR="$ENV_DIR/logs"
DB_NAME="wordpress"
DB_USER="wordpress"
DB_PASSWORD="wordpress"
PLUGIN_SLUG="vendor-payout-schedule"
# Which Debian suites WordPress comes from (the newest WordPress among them wins) and the release
# that gives: testing (forky) and unstable (sid) carry 7.1, the tested ceiling; trixie carries 6.8,
# the tested floor (`VPS_WP_SUITE=trixie`).
VPS_WP_SUITE="${VPS_WP_SUITE:-forky sid}"
case "$VPS_WP_SUITE" in
	trixie) WP_VERSION_WANTED="6.8" ;;
	forky | sid | "forky sid" | "sid forky") WP_VERSION_WANTED="7.1" ;;
	*) printf '\033[31m[env] VPS_WP_SUITE="%s" is not one of: trixie (6.8), forky, sid, "forky sid" (7.1).\033[0m\n' "$VPS_WP_SUITE" >&2; exit 1 ;;
esac

say() { printf '\033[1m[env]\033[0m %s\n' "$*"; }
die() { printf '\033[31m[env] %s\033[0m\n' "$*" >&2; exit 1; }

# A PID file's process, if it is still alive.
pid_alive() {
	local file="$1"
	[[ -f "$file" ]] && kill -0 "$(cat "$file")" 2>/dev/null
}

# True when something already listens on a TCP port of 127.0.0.1.
port_in_use() {
	(exec 3<>"/dev/tcp/$WP_HOST/$1") 2>/dev/null
}

site_answers() {
	curl -fsS -o /dev/null --max-time 5 "$WP_URL/wp-login.php" 2>/dev/null
}

mkdir -p "$ENV_DIR" "$RUN_DIR" "$LOG_DIR"

# Every command-line PHP process of the set-up and the tests loads WordPress with WooCommerce and
# Dokan: compiling them anew each time costs most of a second, so PHP keeps the compiled files in
# an opcache file cache (checked against the files' times, like the server's). Child processes
# (phpunit, the engine's runs, the browser tests' fixtures) inherit it through PHP_INI_SCAN_DIR.
PHP_CLI_INI_DIR="$ENV_DIR/php-cli"
mkdir -p "$PHP_CLI_INI_DIR" "$ENV_DIR/opcache"
# The cache is written only by these processes, so each file's checksum is not verified again on
# every load (opcache.file_cache_consistency_checks): about a tenth of such a process's CPU.
printf 'opcache.enable_cli=1\nopcache.file_cache=%s\nopcache.file_cache_only=1\nopcache.revalidate_freq=0\nopcache.file_cache_consistency_checks=0\n' "$ENV_DIR/opcache" >"$PHP_CLI_INI_DIR/opcache.ini"
case ":${PHP_INI_SCAN_DIR:-}:" in
	*":$PHP_CLI_INI_DIR:"*) ;;
	*) export PHP_INI_SCAN_DIR="${PHP_INI_SCAN_DIR:-}:$PHP_CLI_INI_DIR" ;;
esac
