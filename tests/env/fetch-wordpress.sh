#!/usr/bin/env bash
# Puts WordPress 6.8 from Debian trixie into .wp-env/debian. Bookworm's own WordPress (6.1, React 17)
# is too old for the host, so the trixie packages are downloaded with a private apt source list and
# unpacked side by side, which keeps Debian's relative symlinks (underscore, lodash, …) whole.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

PACKAGES=(wordpress libjs-underscore libjs-lodash libjs-cropper php-getid3)
VERSION_FILE="$WP_DIR/wp-includes/version.php"

installed_version() {
	[[ -f "$VERSION_FILE" ]] && php -r "include '$VERSION_FILE'; echo \$wp_version;"
}

if [[ "$(installed_version)" == "$WP_VERSION_WANTED"* ]]; then
	exit 0
fi

APT_DIR="$ENV_DIR/apt"
mkdir -p "$APT_DIR/lists/partial" "$APT_DIR/debs"
echo "deb http://deb.debian.org/debian trixie main" >"$APT_DIR/sources.list"
APT_OPTS=(
	-o "Dir::Etc::sourcelist=$APT_DIR/sources.list"
	-o "Dir::Etc::sourceparts=-"
	-o "Dir::State::Lists=$APT_DIR/lists"
	-o "APT::Get::List-Cleanup=0"
)

say "Downloading WordPress $WP_VERSION_WANTED from Debian trixie"
apt-get "${APT_OPTS[@]}" update -qq >"$LOG_DIR/apt-trixie.log" 2>&1 \
	|| die "Could not read Debian trixie's package lists; see $LOG_DIR/apt-trixie.log"
rm -f "$APT_DIR/debs/"*.deb
(cd "$APT_DIR/debs" && apt-get "${APT_OPTS[@]}" download "${PACKAGES[@]}" >>"$LOG_DIR/apt-trixie.log" 2>&1) \
	|| die "Could not download ${PACKAGES[*]} from trixie; see $LOG_DIR/apt-trixie.log"

rm -rf "$DEB_ROOT"
mkdir -p "$DEB_ROOT"
for deb in "$APT_DIR/debs/"*.deb; do
	dpkg-deb -x "$deb" "$DEB_ROOT"
done

version="$(installed_version)"
[[ "$version" == "$WP_VERSION_WANTED"* ]] || die "Expected WordPress $WP_VERSION_WANTED from trixie, got '${version:-nothing}'."

# The site's own content folder replaces Debian's (which points into /var/lib/wordpress).
rm -rf "$WP_DIR/wp-content" "$WP_DIR/.htaccess"
mkdir -p "$WP_DIR/wp-content/plugins" "$WP_DIR/wp-content/mu-plugins" "$WP_DIR/wp-content/themes" "$WP_DIR/wp-content/uploads" "$WP_DIR/wp-content/languages"
say "WordPress $version unpacked in $WP_DIR"
