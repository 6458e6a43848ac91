#!/usr/bin/env bash
# The payout batches and files (includes/payouts/), the PayPal client (includes/paypal/) and the payout statement (includes/statement/)
# answer in codes and facts, as the engine does; the admin's screens (includes/admin/) word them,
# and depend on them, never the other way round. A use of an admin class there, in code rather
# than in a comment, is listed here.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

parts=(includes/payouts includes/statement includes/paypal)
found=$(grep -rnE 'VendorPayoutSchedule\\Admin\\|(^|[^A-Za-z0-9_\\])Admin\\[A-Z][A-Za-z_]*(::|\(|;)|(^|[^A-Za-z0-9_\\])(Admin_Wording|Settings_Page|Run_Record|Statement_Screen)::' "${parts[@]}" \
	| grep -vE '^[^:]+:[0-9]+:[[:space:]]*(\*|//|/\*)' || true)
if [[ -n "$found" ]]; then
	printf '%s\n' "$found" >&2
	echo "includes/payouts/ and includes/statement/ return codes and facts: word them in includes/admin/ (or beside the vendor's e-mail and REST answer), not here." >&2
	exit 1
fi
echo "Words with their readers: no dependency of ${parts[*]} on includes/admin/."
