#!/usr/bin/env bash
# The installable zip (`npm run plugin-zip`) holds the shipped plugin only, exactly the top-level
# entries the README's "Install" names: no host plugins, tests, sources or
# tooling, and neither README.md nor package.json (which wp-scripts packs with any `files` list).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

SHIPPED='build/ includes/ languages/ plugin.php readme.txt templates/ uninstall.php'

zip_dir=$(mktemp -d)
trap 'rm -rf "$zip_dir"' EXIT
rm -f vendor-payout-schedule.zip
npm run --silent plugin-zip >/dev/null 2>&1
mv vendor-payout-schedule.zip "$zip_dir/"
listing=$(unzip -Z1 "$zip_dir/vendor-payout-schedule.zip")

echo "Zip listing:"
echo "$listing" | sed 's/^/  /'

outside=$(echo "$listing" | grep -v '^vendor-payout-schedule/' || true)
[[ -z "$outside" ]] || { echo "Outside the plugin's folder vendor-payout-schedule/: $outside" >&2; exit 1; }
top=$(echo "$listing" | sed -E 's#^vendor-payout-schedule/##; s#^([^/]+/).*#\1#' | sort -u | tr '\n' ' ' | sed 's/ $//')
if [[ "$top" != "$SHIPPED" ]]; then
	echo "The zip's top level is: $top" >&2
	echo "The README promises:    $SHIPPED" >&2
	exit 1
fi
forbidden=$(echo "$listing" | grep -E '(^|/)(tests|src|node_modules|\.wp-env|\.ci)/|stand-in|dokan-lite|\.tsx?$|\.scss$' || true)
if [[ -n "$forbidden" ]]; then
	echo "Not to be shipped:" >&2
	echo "$forbidden" >&2
	exit 1
fi
for required in plugin.php uninstall.php readme.txt build/index.js build/index.asset.php \
	build/edit-schedule-modal.js build/dialog-kit.js build/statement-dialog.js build/style-index.css build/style-index-rtl.css languages/vendor-payout-schedule.pot; do
	echo "$listing" | grep -qx "vendor-payout-schedule/$required" || { echo "Missing from the zip: $required" >&2; exit 1; }
done
echo "The zip holds $(echo "$listing" | wc -l) files under vendor-payout-schedule/: $SHIPPED."
