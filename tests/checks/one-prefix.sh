#!/usr/bin/env bash
# Every name the plugin gives to something outside itself — options, hooks, query arguments of its
# screens, database locks, error codes — starts with `vendor_payout_schedule` (README's filters,
# `Settings_Page::GROUP`, the tables). Only CSS class names and ids keep the short BEM prefix
# `vps-` (house style), and test tooling its `VPS_*` environment variables. The short `vps_` in the
# plugin's own code, or in a test's stand-in for one of the plugin's error codes, is a second
# prefix: this lists each.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

shipped=(includes src templates plugin.php uninstall.php readme.txt)
found=$(grep -rnE '(^|[^A-Za-z0-9_$])vps_' "${shipped[@]}" || true)
# The unit and browser suites fake the plugin's REST errors: their codes are the plugin's too.
faked=$(grep -rnE "code:[[:space:]]*'vps_|serverError\([^)]*'vps_|^[[:space:]]*'vps_[a-z_]+',?$|code = 'vps_" tests/unit tests/e2e tests/integration --include='*.ts' --include='*.tsx' || true)
if [[ -n "$found$faked" ]]; then
	printf '%s\n' "$found" "$faked" | sed '/^$/d' >&2
	echo "Name these with the plugin's prefix vendor_payout_schedule_ (CSS classes and ids keep vps-)." >&2
	exit 1
fi
echo "One prefix: no vps_ name in ${shipped[*]} or in the tests' stand-ins for the plugin's error codes."
