#!/usr/bin/env bash
# PayPal as the tests meet it: Prism (proxy mode, --errors) serving PayPal's published Payouts
# document with our description of its token endpoint (tests/paypal/contract/), in front of our
# stateful fake of PayPal (tests/paypal/fake/server.mjs). Prism answers a request that breaks
# PayPal's contract with an error instead of passing it on, and an answer of the fake that breaks
# it too, so a test whose request Prism refused fails. Sourced by the runners that use it:
#   paypal_harness_up   # exports VPS_PAYPAL_API (Prism), VPS_PAYPAL_FAKE (the fake's control door), VPS_PAYPAL_PRISM_LOG
#   paypal_harness_down
# Ports follow WP_PORT (+50 Prism, +51 the fake), so clones running side by side do not meet.

PAYPAL_HARNESS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PAYPAL_REPO_DIR="$(cd "$PAYPAL_HARNESS_DIR/../.." && pwd)"

paypal_harness_up() {
	local port="${WP_PORT:-8888}"
	local prism_port=$((port + 50)) fake_port=$((port + 51))
	local run_dir="${PAYPAL_RUN_DIR:-${VPS_ENV_DIR:-$PAYPAL_REPO_DIR/.wp-env}/paypal}"
	mkdir -p "$run_dir"
	PAYPAL_RUN_DIR="$run_dir"
	# A harness left by a run that was killed would answer in place of this one.
	paypal_harness_down
	node "$PAYPAL_HARNESS_DIR/merge-contract.mjs" "$run_dir/contract.json" || return 1
	node "$PAYPAL_HARNESS_DIR/fake/server.mjs" --port "$fake_port" >"$run_dir/fake.log" 2>&1 &
	echo $! >"$run_dir/fake.pid"
	SCARF_ANALYTICS=false "$PAYPAL_REPO_DIR/node_modules/.bin/prism" proxy --errors -h 127.0.0.1 -p "$prism_port" \
		"$run_dir/contract.json" "http://127.0.0.1:$fake_port" >"$run_dir/prism.log" 2>&1 &
	echo $! >"$run_dir/prism.pid"
	export VPS_PAYPAL_API="http://127.0.0.1:$prism_port"
	export VPS_PAYPAL_FAKE="http://127.0.0.1:$fake_port"
	export VPS_PAYPAL_PRISM_LOG="$run_dir/prism.log"
	local tries=0
	# Ready when a token comes through Prism (a request within the contract, so Prism's log holds
	# no refusal of the harness's own).
	until curl -fsS -o /dev/null -X POST "$VPS_PAYPAL_FAKE/__control/reset" 2>/dev/null \
		&& curl -fsS -o /dev/null -u sandbox-app-with-payouts:sandbox-secret-1 -d grant_type=client_credentials \
			"$VPS_PAYPAL_API/v1/oauth2/token" 2>/dev/null; do
		tries=$((tries + 1))
		if ((tries > 120)); then
			echo "Prism or the PayPal fake did not start; see $run_dir/prism.log and $run_dir/fake.log." >&2
			paypal_harness_down
			return 1
		fi
		sleep 0.5
	done
}

paypal_harness_down() {
	local run_dir="${PAYPAL_RUN_DIR:-${VPS_ENV_DIR:-$PAYPAL_REPO_DIR/.wp-env}/paypal}" name pid
	for name in prism fake; do
		if [[ -f "$run_dir/$name.pid" ]]; then
			pid=$(cat "$run_dir/$name.pid")
			# Only the process this harness started: a stale file's number may belong to another by now.
			if tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -e "$PAYPAL_HARNESS_DIR/fake/server.mjs" -e "$run_dir/contract.json"; then
				kill "$pid" 2>/dev/null || true
			fi
			rm -f "$run_dir/$name.pid"
		fi
	done
}

# Run, rather than sourced: `bash tests/paypal/harness.sh up|down` (the browser tests' runner).
if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
	case "${1:-}" in
		up) paypal_harness_up && printf 'VPS_PAYPAL_API=%s\nVPS_PAYPAL_FAKE=%s\n' "$VPS_PAYPAL_API" "$VPS_PAYPAL_FAKE" ;;
		down) paypal_harness_down ;;
		*) echo "usage: bash tests/paypal/harness.sh up|down" >&2; exit 2 ;;
	esac
fi
