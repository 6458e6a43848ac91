#!/usr/bin/env bash
# The third source of the real hosts (tests/env/hosts.sh): a release zip downloaded from
# WordPress.org and checked file by file against WordPress.org's checksums of that release. This
# machine cannot reach WordPress.org, so a server on loopback plays it, with WordPress.org's paths
# (/plugin/SLUG.VERSION.zip, /plugin-checksums/SLUG/VERSION.json) and a zip made from the Dokan Lite
# archive of ../shared/hosts. Three answers: the zip as published is installed (and its SHA-256
# printed for tests/env/hosts/SHA256SUMS), a zip with one file changed is refused, and no server
# at all gives the one message that says where to put the archives.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
REPO_DIR="$PWD"

SHARED="${VPS_SHARED_HOSTS_DIR:-$REPO_DIR/../shared/hosts}"
ARCHIVE="$SHARED/dokan-lite-4.1.2.tar.xz"
if [[ ! -f "$ARCHIVE" ]]; then
	echo "No $ARCHIVE to make a release zip from: this check stands aside."
	exit 0
fi

work=$(mktemp -d)
server_pid=
cleanup() {
	[[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null
	rm -rf "$work"
}
trap cleanup EXIT

# The release as WordPress.org publishes it: the zip, and each file's SHA-256.
mkdir -p "$work/tree" "$work/www/plugin" "$work/www/plugin-checksums/dokan-lite"
tar -xJf "$ARCHIVE" -C "$work/tree"
(cd "$work/tree" && zip -qr "$work/www/plugin/dokan-lite.4.1.2.zip" dokan-lite)
php -r '
	$root  = $argv[1] . "/dokan-lite";
	$files = array();
	$walk  = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $root, FilesystemIterator::SKIP_DOTS ) );
	foreach ( $walk as $file ) {
		$files[ substr( $file->getPathname(), strlen( $root ) + 1 ) ] = array( "sha256" => hash_file( "sha256", $file->getPathname() ) );
	}
	echo json_encode( array( "files" => $files ) );
' "$work/tree" >"$work/www/plugin-checksums/dokan-lite/4.1.2.json"

port=$((20000 + RANDOM % 20000))
php -S "127.0.0.1:$port" -t "$work/www" >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 50); do
	curl -fs -o /dev/null "http://127.0.0.1:$port/plugin-checksums/dokan-lite/4.1.2.json" && break
	sleep 0.1
done

# hosts.sh into a scratch environment of its own, with only WordPress.org as a source.
install_from() {
	local env="$work/env-$1"
	rm -rf "$env"
	VPS_ENV_DIR="$env" VPS_HOSTS_DIR= VPS_SHARED_HOSTS_DIR="$work/none" VPS_HOSTS_ONLY=dokan-lite \
		VPS_WPORG_DOWNLOADS="$2" bash tests/env/hosts.sh >"$work/$1.log" 2>&1
}
installed="$work/env-published/debian/usr/share/wordpress/wp-content/plugins/dokan-lite/dokan.php"

failed=0
if install_from published "http://127.0.0.1:$port" && [[ -f "$installed" ]] \
	&& grep -q "matches WordPress.org's checksums; record it in tests/env/hosts/SHA256SUMS: [0-9a-f]\{64\}  dokan-lite.4.1.2.zip" "$work/published.log"; then
	echo "ok: the published zip is installed, checked file by file, its SHA-256 printed"
else
	echo "FAILED: the published zip was not installed as expected:" >&2
	cat "$work/published.log" >&2
	failed=1
fi

# One file of the zip changed after WordPress.org published its checksums.
(cd "$work/tree" && echo '// changed' >>dokan-lite/dokan.php && zip -q "$work/www/plugin/dokan-lite.4.1.2.zip" dokan-lite/dokan.php)
if ! install_from changed "http://127.0.0.1:$port" \
	&& grep -q "does not match WordPress.org's checksums" "$work/changed.log" \
	&& grep -q "differs: dokan.php" "$work/changed.log" \
	&& [[ ! -e "$work/env-changed/debian/usr/share/wordpress/wp-content/plugins/dokan-lite" ]] \
	&& [[ ! -e "$work/env-changed/downloads/dokan-lite.4.1.2.zip" ]]; then
	echo "ok: a zip with a changed file is refused, nothing is installed and the download is not kept"
else
	echo "FAILED: a changed zip was not refused:" >&2
	cat "$work/changed.log" >&2
	failed=1
fi

kill "$server_pid" 2>/dev/null
wait "$server_pid" 2>/dev/null || true
server_pid=
if ! install_from unreachable "http://127.0.0.1:$port" \
	&& grep -q "are needed and none was found: put dokan-lite-4.1.2.tar.xz (or WordPress.org's dokan-lite.4.1.2.zip) into a folder named by VPS_HOSTS_DIR" "$work/unreachable.log"; then
	echo "ok: with no source at all, one message says where to put the archives"
else
	echo "FAILED: no source did not give the message:" >&2
	cat "$work/unreachable.log" >&2
	failed=1
fi
exit "$failed"
