#!/usr/bin/env bash
# The engine driven as sites drive it, for this tree and, side by side, for another commit's:
#   bash tests/bench/drivers/side-by-side.sh                 this tree only (npm run bench:engine:drivers)
#   bash tests/bench/drivers/side-by-side.sh 5b89f4f         this tree and 5b89f4f, alternating
# Each tree gets a bench site (tests/bench/drivers/sites.sh): this environment's WordPress 7.1 with
# the real WooCommerce 9.9.5 and Dokan Lite 4.1.2, the tree's plugin files, 10 000 vendors seeded by
# the tree's own seed, served on WP_PORT+1 (this tree) and WP_PORT+2 (the other); a commit is
# checked out as a worktree beside the repository. Then, alternating old/new, BENCH_ROUNDS rounds
# (default 2) of 10 000 vendors until the run is done and until its last e-mail, driven
#   (a) by GETs of wp-cron.php back to back, as visitors' page loads start WP-Cron, and
#   (b) by `wp action-scheduler run --group=vendor-payout-schedule` back to back (on a tree that
#       runs on WP-Cron: `wp cron event run --due-now`);
# then two runners of (b) at once on 10 000 vendors with a payout batch of the run's first 1 000
# requests marked paid (requests filed twice, vendors e-mailed twice, requests with a second
# balance entry in Dokan), and 100 000 vendors until done with (b) (BENCH_100K=0 skips it).
# Each figure is one JSON line of tests/bench/drivers/drive.php, with the load it was taken at.
# BENCH_DRIVERS=cli (or cron) takes one driver only; BENCH_ROUNDS=0 skips the 10 000 rounds,
# BENCH_TWO_RUNNERS=0 the two runners.
source "$(dirname "${BASH_SOURCE[0]}")/sites.sh"

OLD_COMMIT="${1:-}"
ROUNDS="${BENCH_ROUNDS:-2}"
DRIVERS="${BENCH_DRIVERS:-cli cron}"
NEW_PORT=$((WP_PORT + 1))
OLD_PORT=$((WP_PORT + 2))
OLD_TREE="$REPO_DIR-${OLD_COMMIT}"
OUT="$ENV_DIR/bench-sites/side-by-side-$(date -u +%Y%m%dT%H%M%S).jsonl"

sites=("new:$REPO_DIR:$NEW_PORT")
if [[ -n "$OLD_COMMIT" ]]; then
	if [[ ! -d "$OLD_TREE" ]]; then
		git -C "$REPO_DIR" worktree add -q "$OLD_TREE" "$OLD_COMMIT" || die "Could not check out $OLD_COMMIT."
	fi
	sites=("old:$OLD_TREE:$OLD_PORT" "${sites[@]}")
fi

trap 'for site in "${sites[@]}"; do bench_site_stop "${site%%:*}"; done' EXIT
if [[ "${BENCH_REUSE:-}" != 1 ]]; then
	for site in "${sites[@]}"; do
		IFS=: read -r name tree port <<<"$site"
		say "Bench site $name ($tree) on port $port"
		bench_site_make "$name" "$tree" "$port"
		bench_site_seed "$name" "$tree" "$port" 10000
	done
fi
for site in "${sites[@]}"; do
	IFS=: read -r name tree port <<<"$site"
	bench_site_serve "$name" "$port" 10000
done

drive() {
	local site="$1" name tree port
	shift
	IFS=: read -r name tree port <<<"$site"
	php "$REPO_DIR/tests/bench/drivers/drive.php" --name="$name" --tree="$tree" --port="$port" "$@" | tee -a "$OUT"
}

say "$(nproc) CPU cores; figures in $OUT"
for ((round = 1; round <= ROUNDS; round++)); do
	for driver in $DRIVERS; do
		for site in "${sites[@]}"; do
			drive "$site" --vendors=10000 --driver="$driver"
		done
	done
done
if [[ "${BENCH_TWO_RUNNERS:-1}" == 1 ]]; then
	for site in "${sites[@]}"; do
		drive "$site" --vendors=10000 --driver=cli --runners=2
		drive "$site" --vendors=10000 --driver=cli --runners=2 --paid=1000
	done
fi
if [[ "${BENCH_100K:-1}" == 1 ]]; then
	for site in "${sites[@]}"; do
		IFS=: read -r name tree port <<<"$site"
		[[ "${BENCH_REUSE:-}" == 1 ]] || bench_site_seed "$name" "$tree" "$port" 100000
		drive "$site" --vendors=100000 --driver=cli --until=done
	done
fi
php "$REPO_DIR/tests/bench/drivers/table.php" "$OUT"
