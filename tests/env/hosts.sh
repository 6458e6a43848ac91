#!/usr/bin/env bash
# Puts the real hosts, WooCommerce 9.9.5 and Dokan Lite 4.1.2 (tests/env/hosts/versions), into the
# site's wp-content/plugins, unless the wanted version is already there. Where they come from, first
# found wins:
#   1. VPS_HOSTS_DIR: a folder holding woocommerce-9.9.5.tar.xz and dokan-lite-4.1.2.tar.xz, or
#      WordPress.org's woocommerce.9.9.5.zip and dokan-lite.4.1.2.zip;
#   2. ../shared/hosts beside the repository (the team's machines and CI), the same archives
#      (VPS_SHARED_HOSTS_DIR names another);
#   3. WordPress.org's release zips, downloaded into .wp-env/downloads (VPS_WPORG_DOWNLOADS names
#      another server of the same layout: tests/checks/hosts-from-wordpress-org.sh serves one).
# Every archive is checked against tests/env/hosts/SHA256SUMS. A zip whose checksum is not listed
# there yet is checked file by file against WordPress.org's own per-file checksums of that release
# (what `wp plugin verify-checksums` reads), and its SHA-256 is printed to be added to the list.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

HOSTS_LIST="$REPO_DIR/tests/env/hosts"
PLUGINS_DIR="$WP_DIR/wp-content/plugins"
DOWNLOADS="$ENV_DIR/downloads"
SHARED_HOSTS="${VPS_SHARED_HOSTS_DIR:-$REPO_DIR/../shared/hosts}"
WPORG="${VPS_WPORG_DOWNLOADS:-https://downloads.wordpress.org}"

host_version() {
	sed -n 's/^[ *]*Version: *\([0-9.]*\).*/\1/p' "$1" 2>/dev/null | head -1
}

listed_checksum() {
	awk -v f="$1" '$2 == f { print $1 }' "$HOSTS_LIST/SHA256SUMS"
}

# The folder an archive of this release is found in, or nothing.
source_dir_of() {
	local name="$1" dir
	for dir in ${VPS_HOSTS_DIR:+"$VPS_HOSTS_DIR"} "$SHARED_HOSTS" "$DOWNLOADS"; do
		[[ -f "$dir/$name" ]] && { (cd "$dir" && pwd); return 0; }
	done
	return 1
}

# Checks a downloaded zip file by file against WordPress.org's checksums of the release.
verify_zip_files() {
	local slug="$1" version="$2" tree="$3" sums="$DOWNLOADS/$slug.$version.checksums.json"
	curl -fsSL --max-time 120 -o "$sums" "$WPORG/plugin-checksums/$slug/$version.json" \
		|| die "Could not read WordPress.org's checksums of $slug $version."
	php -r '
		$sums = json_decode( file_get_contents( $argv[1] ), true )["files"] ?? array();
		$bad  = 0;
		foreach ( $sums as $file => $hashes ) {
			$path = $argv[2] . "/" . $file;
			$want = (array) $hashes["sha256"];
			if ( ! is_file( $path ) || ! in_array( hash_file( "sha256", $path ), $want, true ) ) {
				fwrite( STDERR, "differs: $file\n" );
				++$bad;
			}
		}
		exit( $sums && ! $bad ? 0 : 1 );
	' "$sums" "$tree"
}

install_host() {
	local slug="$1" version="$2" main="$3" target="$PLUGINS_DIR/$1"
	if [[ ! -L "$target" && "$(host_version "$target/$main")" == "$version" ]]; then
		return 0
	fi
	local tarball="$slug-$version.tar.xz" zip="$slug.$version.zip" dir archive
	if dir="$(source_dir_of "$tarball")"; then
		archive="$dir/$tarball"
	elif dir="$(source_dir_of "$zip")"; then
		archive="$dir/$zip"
	else
		mkdir -p "$DOWNLOADS"
		say "Downloading $slug $version from WordPress.org"
		if ! curl -fsSL --max-time 600 -o "$DOWNLOADS/$zip.part" "$WPORG/plugin/$zip"; then
			rm -f "$DOWNLOADS/$zip.part"
			die "WooCommerce $(awk '$1 == "woocommerce" { print $2 }' "$HOSTS_LIST/versions") and Dokan Lite $(awk '$1 == "dokan-lite" { print $2 }' "$HOSTS_LIST/versions") are needed and none was found: put $tarball (or WordPress.org's $zip) into a folder named by VPS_HOSTS_DIR, or into $SHARED_HOSTS, or let this machine reach ${WPORG#https://}."
		fi
		mv "$DOWNLOADS/$zip.part" "$DOWNLOADS/$zip"
		archive="$DOWNLOADS/$zip"
	fi

	local name sum want
	name="$(basename "$archive")"
	sum="$(sha256sum "$archive" | cut -d' ' -f1)"
	want="$(listed_checksum "$name")"
	[[ -z "$want" || "$sum" == "$want" ]] || die "$archive is not the release tests/env/hosts/SHA256SUMS lists (SHA-256 $sum, expected $want)."
	[[ -n "$want" || "$name" == *.zip ]] || die "$archive has no checksum in tests/env/hosts/SHA256SUMS."

	say "Installing $slug $version from $archive"
	local unpacked="$ENV_DIR/unpack-$slug"
	rm -rf "$unpacked"
	mkdir -p "$unpacked"
	if [[ "$name" == *.zip ]]; then
		unzip -q "$archive" -d "$unpacked" || die "Could not unpack $archive."
		if [[ -z "$want" ]]; then
			if ! verify_zip_files "$slug" "$version" "$unpacked/$slug"; then
				# A download that is not the release is not kept for the next start to find.
				[[ "$archive" == "$DOWNLOADS/"* ]] && rm -f "$archive"
				rm -rf "$unpacked"
				die "$archive does not match WordPress.org's checksums of $slug $version."
			fi
			say "$name matches WordPress.org's checksums; record it in tests/env/hosts/SHA256SUMS: $sum  $name"
		fi
	else
		tar -xJf "$archive" -C "$unpacked" || die "Could not unpack $archive."
	fi
	[[ "$(host_version "$unpacked/$slug/$main")" == "$version" ]] || die "$archive does not hold $slug $version."
	rm -rf "$target"
	mv "$unpacked/$slug" "$target"
	rm -rf "$unpacked"
}

mkdir -p "$PLUGINS_DIR"
while read -r slug version main; do
	[[ -z "$slug" || "$slug" == \#* ]] && continue
	install_host "$slug" "$version" "$main"
done < <(grep -E "^(${VPS_HOSTS_ONLY:-[a-z-]+})[[:space:]]" "$HOSTS_LIST/versions")
