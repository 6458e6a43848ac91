#!/usr/bin/env bash
# `npm run wp -- COMMAND…`: WP-CLI 2.12 on the local site (or the scratch site VPS_TABLE_PREFIX
# names), e.g. `npm run wp -- cron event list` or `npm run wp -- action-scheduler status`.
# WP-CLI comes from ../shared/wp-cli/wp-cli-built.tar.xz beside the repository, or the tarball
# VPS_WP_CLI_TARBALL names, checked against tests/env/hosts/SHA256SUMS and unpacked into .wp-env/wp-cli
# once. Without it this exits with status 3 and says where to put it.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

WP_CLI_DIR="$ENV_DIR/wp-cli"
# Another site named as for the browser tests (E2E_WP_DIR, E2E_BASE_URL) is served the same way.
WP_DIR="${E2E_WP_DIR:-$WP_DIR}"
WP_URL="${E2E_BASE_URL:-$WP_URL}"
WP_CLI="$WP_CLI_DIR/wp-cli/bin/wp"
TARBALL="${VPS_WP_CLI_TARBALL:-$REPO_DIR/../shared/wp-cli/wp-cli-built.tar.xz}"

if [[ ! -f "$WP_CLI" ]]; then
	if [[ ! -f "$TARBALL" ]]; then
		printf '\033[31m[env] WP-CLI is not here: put wp-cli-built.tar.xz (WP-CLI 2.12) into %s, or name it with VPS_WP_CLI_TARBALL.\033[0m\n' "$(cd "$REPO_DIR/.." && pwd)/shared/wp-cli" >&2
		exit 3
	fi
	want="$(awk '$2 == "wp-cli-built.tar.xz" { print $1 }' "$REPO_DIR/tests/env/hosts/SHA256SUMS")"
	[[ "$(sha256sum "$TARBALL" | cut -d' ' -f1)" == "$want" ]] || die "$TARBALL is not the WP-CLI tests/env/hosts/SHA256SUMS lists."
	rm -rf "$WP_CLI_DIR.part"
	mkdir -p "$WP_CLI_DIR.part"
	tar -xJf "$TARBALL" -C "$WP_CLI_DIR.part" || die "Could not unpack $TARBALL."
	rm -rf "$WP_CLI_DIR"
	mv "$WP_CLI_DIR.part" "$WP_CLI_DIR"
fi

# --allow-root: the set-up runs as root on CI machines. WP-Cron stays off for the command itself
# unless the caller turns it on, as for the tests' own PHP.
exec env VPS_DISABLE_WP_CRON="${VPS_DISABLE_WP_CRON:-1}" php "$WP_CLI" --path="$WP_DIR" --url="$WP_URL" --allow-root "$@"
