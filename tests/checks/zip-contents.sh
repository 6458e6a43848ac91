#!/usr/bin/env bash
# The installable zip holds the shipped plugin only: no stand-in host, tests, sources or tooling.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

zip_dir=$(mktemp -d)
trap 'rm -rf "$zip_dir"' EXIT
npx wp-scripts plugin-zip >/dev/null 2>&1
mv vendor-payout-schedule.zip "$zip_dir/"
listing=$(unzip -Z1 "$zip_dir/vendor-payout-schedule.zip")

echo "Zip listing:"
echo "$listing" | sed 's/^/  /'

forbidden=$(echo "$listing" | grep -E '(^|/)(tests|src|node_modules|\.wp-env|\.ci)/|stand-in|dokan-lite|\.tsx?$|\.scss$' || true)
if [[ -n "$forbidden" ]]; then
	echo "Not to be shipped:" >&2
	echo "$forbidden" >&2
	exit 1
fi
for required in vendor-payout-schedule/plugin.php vendor-payout-schedule/uninstall.php \
	vendor-payout-schedule/readme.txt vendor-payout-schedule/build/index.js vendor-payout-schedule/build/index.asset.php; do
	echo "$listing" | grep -qx "$required" || { echo "Missing from the zip: $required" >&2; exit 1; }
done
echo "The zip holds $(echo "$listing" | wc -l) files, none of them tests, sources or the stand-in."
