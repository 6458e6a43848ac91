#!/usr/bin/env bash
# Installs what the environment and the tests need and is missing: Debian packages (PHP 8.2 with
# WordPress's extensions, MariaDB, Chromium, PHP test tools) and the npm packages of package.json.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

APT_PACKAGES=(
	php-cli php-mysql php-xml php-mbstring php-curl php-gd php-zip php-intl
	mariadb-server mariadb-client chromium phpunit php-codesniffer
	curl zip unzip gettext fonts-dejavu-core ca-certificates
)

missing=()
for pkg in "${APT_PACKAGES[@]}"; do
	dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done
if ((${#missing[@]})); then
	[[ $(id -u) -eq 0 ]] || die "Missing Debian packages (${missing[*]}); run this as root so apt-get can install them."
	say "Installing Debian packages: ${missing[*]}"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq >"$LOG_DIR/apt-update.log" 2>&1 || die "apt-get update failed; see $LOG_DIR/apt-update.log"
	# The package's own service scripts must not start a system MariaDB: this environment runs its own.
	printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
	apt-get install -y -qq --no-install-recommends "${missing[@]}" >"$LOG_DIR/apt-install.log" 2>&1 \
		|| { rm -f /usr/sbin/policy-rc.d; die "apt-get install failed; see $LOG_DIR/apt-install.log"; }
	rm -f /usr/sbin/policy-rc.d
fi

php -r 'exit(version_compare(PHP_VERSION, "8.1", ">=") ? 0 : 1);' || die "PHP 8.1 or newer is needed; found $(php -r 'echo PHP_VERSION;')."

# npm packages: exactly the lock file's, with `npm ci`, when node_modules is missing or older than
# the lock. `npm ci` refuses a lock file out of step with package.json, or one that lacks another
# platform's optional packages, so this also proves the lock installs on any contributor's machine.
cd "$REPO_DIR"
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
	say "Installing npm packages (npm ci)"
	PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund >"$LOG_DIR/npm-install.log" 2>&1 \
		|| die "npm ci failed; see $LOG_DIR/npm-install.log"
fi
