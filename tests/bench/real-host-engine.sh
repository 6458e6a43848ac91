#!/usr/bin/env bash
# The engine benchmark on a real WooCommerce + Dokan Lite host built with the real-host kit (see
# docs/performance.md, "The payout engine"): seeds N vendors in Dokan's own tables, runs one
# runner, then two at once on the same vendors, prints what `npm run bench:engine` prints, and
# removes the vendors it made (the host's own vendors stay).
#   bash tests/bench/real-host-engine.sh HOST_DIR [N]      (N defaults to 10000)
# With ADMIN_MAIL_SIDE_BY_SIDE=1 it runs one runner with each choice of e-mails to the admin instead
# (one summary per run, then Dokan's e-mail for each request), back to back on the same vendors, and
# prints for each the e-mails handed to wp_mail() and the seconds to the last one (`last_mail_s`).
# With VPS_BENCH_ONLY=deadline it runs goes of 3 s whose deadline passes mid-batch instead (one
# runner, then two at once), as `npm run bench:engine` does before its smallest count.
set -euo pipefail
HOST_DIR="${1:?usage: real-host-engine.sh HOST_DIR [N]}"
COUNT="${2:-10000}"
BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
DATE=2099-01-05

wp() { php "$HOST_DIR/kit/php/wp.php" "$@"; }
# Runs N runners at once; prints the wall time from their start, then each runner's JSON line.
runners() {
	local started pids=() i
	started="$(date +%s.%N)"
	for ((i = 0; i < $1; i++)); do
		wp "$BENCH/engine-single.php" "$DATE" >"/tmp/vps-real-host-runner-$i.json" 2>&1 &
		pids+=($!)
	done
	wait "${pids[@]}"
	echo "$(date +%s.%N) - $started" | bc
	for ((i = 0; i < $1; i++)); do tail -n 1 "/tmp/vps-real-host-runner-$i.json"; done
}
clear_run() {
	wp "$BENCH/real-host-clear.php" "$DATE"
}

trap 'wp "$BENCH/real-host-clear.php" "$DATE" vendors >/dev/null' EXIT
echo "$(nproc) CPU cores, load $(cut -d' ' -f1 /proc/loadavg)"
wp "$BENCH/engine-seed.php" "$COUNT" | tail -n 1

if [[ "${VPS_BENCH_ONLY:-}" == deadline ]]; then
	for n in 1 2; do
		clear_run
		echo "goes of 3 s whose deadline passes mid-batch, $n at once (load $(cut -d' ' -f1 /proc/loadavg)):"
		start_at="$(echo "$(date +%s.%N) + 3" | bc)"
		pids=()
		for ((i = 0; i < n; i++)); do
			wp "$BENCH/engine-deadline.php" "$DATE" 3 "$start_at" >"/tmp/vps-real-host-deadline-$i.json" 2>&1 &
			pids+=($!)
		done
		wait "${pids[@]}"
		for ((i = 0; i < n; i++)); do tail -n 1 "/tmp/vps-real-host-deadline-$i.json"; done
	done
	exit 0
fi

if [[ "${ADMIN_MAIL_SIDE_BY_SIDE:-}" == 1 ]]; then
	settings="$(wp "$BENCH/../integration/php/settings-state.php")"
	trap 'wp "$BENCH/../integration/php/settings-state.php" "$settings" >/dev/null; wp "$BENCH/real-host-clear.php" "$DATE" vendors >/dev/null' EXIT
	for choice in summary each_request; do
		wp "$BENCH/../integration/php/settings-state.php" "{\"own\":{\"admin_mail\":\"$choice\"}}" merge >/dev/null
		echo "one runner, admin e-mails: $choice (load $(cut -d' ' -f1 /proc/loadavg)):"
		runners 1
		clear_run
	done
	exit 0
fi

echo "one runner (load $(cut -d' ' -f1 /proc/loadavg)):"
runners 1
wp "$BENCH/engine-report.php" "$DATE"

clear_run
echo "two runners at once (load $(cut -d' ' -f1 /proc/loadavg)):"
runners 2
wp "$BENCH/engine-report.php" "$DATE"
