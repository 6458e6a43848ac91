#!/usr/bin/env bash
# Puts WordPress from Debian into .wp-env/debian: 7.1 from testing/unstable by default, 6.8 from
# trixie with VPS_WP_SUITE=trixie (see lib.sh). The machine's own Debian is older, so the packages
# are downloaded with a private apt source list and unpacked side by side into one folder, which
# keeps Debian's relative symlinks (underscore, lodash, PHPMailer, …) whole.
# Switching suites on an existing environment keeps the site's wp-content and wp-config.php; the
# database is brought to the new release by install-wordpress.php, as WordPress's upgrade.php would.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

VERSION_FILE="$WP_DIR/wp-includes/version.php"

installed_version() {
	[[ -f "$VERSION_FILE" ]] && php -r "include '$VERSION_FILE'; echo \$wp_version;"
}

is_wanted() {
	[[ "$1" == "$WP_VERSION_WANTED" || "$1" == "$WP_VERSION_WANTED".* ]]
}

if is_wanted "$(installed_version)"; then
	exit 0
fi

APT_DIR="$ENV_DIR/apt"
SUITE_KEY="${VPS_WP_SUITE// /-}"
APT_LOG="$LOG_DIR/apt-$SUITE_KEY.log"
mkdir -p "$APT_DIR/lists-$SUITE_KEY/partial" "$APT_DIR/debs"
for suite in $VPS_WP_SUITE; do
	echo "deb http://deb.debian.org/debian $suite main"
done >"$APT_DIR/sources-$SUITE_KEY.list"
APT_OPTS=(
	-o "Dir::Etc::sourcelist=$APT_DIR/sources-$SUITE_KEY.list"
	-o "Dir::Etc::sourceparts=-"
	-o "Dir::State::Lists=$APT_DIR/lists-$SUITE_KEY"
	-o "APT::Get::List-Cleanup=0"
)

say "Downloading WordPress $WP_VERSION_WANTED from Debian $VPS_WP_SUITE"
apt-get "${APT_OPTS[@]}" update -qq >"$APT_LOG" 2>&1 \
	|| die "Could not read Debian $VPS_WP_SUITE's package lists; see $APT_LOG"

# The libraries WordPress links into: its direct dependencies in Debian's php and javascript
# sections (PHPMailer, getID3, jQuery UI, underscore, lodash, cropper). The PHP runtime and its
# extensions (php-defaults: php, php-gd, php-mysql) are the machine's own, from install-deps.sh.
library_dependencies() {
	local dependency section source
	apt-cache "${APT_OPTS[@]}" depends --no-recommends --no-suggests --no-pre-depends wordpress \
		| sed -n 's/^  Depends: \([a-z0-9][a-z0-9.+-]*\)$/\1/p' | sort -u \
		| while read -r dependency; do
			section="$(apt-cache "${APT_OPTS[@]}" show --no-all-versions "$dependency" 2>/dev/null | sed -n 's/^Section: //p' | head -1)"
			source="$(apt-cache "${APT_OPTS[@]}" show --no-all-versions "$dependency" 2>/dev/null | sed -n 's/^Source: \([^ ]*\).*/\1/p' | head -1)"
			[[ "$section" == php || "$section" == javascript ]] && [[ "$source" != php-defaults ]] && echo "$dependency"
		done
}
mapfile -t LIBRARIES < <(library_dependencies)
((${#LIBRARIES[@]})) || die "Found no library packages among WordPress's dependencies; see $APT_LOG"
PACKAGES=(wordpress "${LIBRARIES[@]}")

rm -f "$APT_DIR/debs/"*.deb
(cd "$APT_DIR/debs" && apt-get "${APT_OPTS[@]}" download "${PACKAGES[@]}" >>"$APT_LOG" 2>&1) \
	|| die "Could not download ${PACKAGES[*]} from $VPS_WP_SUITE; see $APT_LOG"

# The site's own files survive a switch of release: its content folder and its configuration.
KEPT="$ENV_DIR/kept-site"
rm -rf "$KEPT"
if [[ -d "$WP_DIR/wp-content/plugins" ]]; then
	mkdir -p "$KEPT"
	mv "$WP_DIR/wp-content" "$KEPT/wp-content"
	[[ -f "$WP_DIR/wp-config.php" ]] && mv "$WP_DIR/wp-config.php" "$KEPT/wp-config.php"
fi

rm -rf "$DEB_ROOT"
mkdir -p "$DEB_ROOT"
for deb in "$APT_DIR/debs/"*.deb; do
	dpkg-deb -x "$deb" "$DEB_ROOT"
done

version="$(installed_version)"
is_wanted "$version" || die "Expected WordPress $WP_VERSION_WANTED from $VPS_WP_SUITE, got '${version:-nothing}'."

# Debian's content folder and .htaccess point into /var/lib/wordpress and /etc/wordpress.
rm -rf "$WP_DIR/wp-content" "$WP_DIR/.htaccess"
if [[ -d "$KEPT/wp-content" ]]; then
	mv "$KEPT/wp-content" "$WP_DIR/wp-content"
	[[ -f "$KEPT/wp-config.php" ]] && mv -f "$KEPT/wp-config.php" "$WP_DIR/wp-config.php"
	rm -rf "$KEPT"
fi
mkdir -p "$WP_DIR/wp-content/plugins" "$WP_DIR/wp-content/mu-plugins" "$WP_DIR/wp-content/themes" "$WP_DIR/wp-content/uploads" "$WP_DIR/wp-content/languages"

# Every link of WordPress's own files must land inside the unpacked folder (a link into the
# machine's /usr/share/php would load another PHPMailer); only the CA bundle is the machine's.
broken=()
while IFS= read -r link; do
	target="$(readlink "$link")"
	if [[ "$target" == /* ]]; then
		[[ "$target" == /etc/ssl/certs/* ]] || broken+=("$link -> $target (outside the folder)")
	elif [[ ! -e "$link" ]]; then
		broken+=("$link -> $target (missing)")
	fi
done < <(find "$WP_DIR" -path "$WP_DIR/wp-content" -prune -o -type l -print)
((${#broken[@]} == 0)) || die "WordPress's links do not resolve inside $DEB_ROOT: ${broken[*]}"

say "WordPress $version unpacked in $WP_DIR (with ${LIBRARIES[*]})"
