#!/usr/bin/env bash
# The environment's own MariaDB: data dir and socket inside .wp-env, no TCP port, no system service.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

DB_PID="$RUN_DIR/mariadb.pid"

db_query() {
	mariadb --protocol=socket --socket="$DB_SOCKET" -uroot "$@"
}

db_start() {
	if pid_alive "$DB_PID" && db_query -e 'SELECT 1' >/dev/null 2>&1; then
		return 0
	fi
	mkdir -p "$DB_DIR"
	if [[ ! -d "$DB_DIR/data/mysql" ]]; then
		say "Initialising MariaDB in $DB_DIR/data"
		rm -rf "$DB_DIR/data"
		mariadb-install-db --no-defaults --datadir="$DB_DIR/data" --user="$(id -un)" \
			--auth-root-authentication-method=socket >"$LOG_DIR/mariadb-install.log" 2>&1 \
			|| die "mariadb-install-db failed; see $LOG_DIR/mariadb-install.log"
	fi
	rm -f "$DB_SOCKET"
	say "Starting MariaDB (socket $DB_SOCKET)"
	# A test database needs no durability across a crash of the machine (the tests kill PHP, never
	# MariaDB, and a killed site is seeded again), so nothing waits for the disk: commits are not
	# flushed (innodb-flush-log-at-trx-commit=0), pages are written once (no doublewrite) and files
	# are never synced (nosync), which TRUNCATE and every commit of the suites would otherwise wait for.
	mariadbd --no-defaults --datadir="$DB_DIR/data" --socket="$DB_SOCKET" --skip-networking \
		--pid-file="$DB_DIR/mariadbd.pid" --user="$(id -un)" --log-error="$LOG_DIR/mariadb.log" \
		--innodb-buffer-pool-size=256M --max-connections=200 \
		--innodb-flush-log-at-trx-commit=0 --innodb-doublewrite=0 --innodb-flush-method=nosync \
		--skip-log-bin --sync-binlog=0 >/dev/null 2>&1 9>&- &
	echo $! >"$DB_PID"
	for _ in $(seq 1 60); do
		db_query -e 'SELECT 1' >/dev/null 2>&1 && break
		kill -0 "$(cat "$DB_PID")" 2>/dev/null || die "MariaDB exited while starting; see $LOG_DIR/mariadb.log"
		sleep 0.5
	done
	db_query -e 'SELECT 1' >/dev/null 2>&1 || die "MariaDB did not answer within 30 s; see $LOG_DIR/mariadb.log"
	db_query <<SQL || die "Could not create the database and its user."
CREATE DATABASE IF NOT EXISTS \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
GRANT ALL PRIVILEGES ON \`$DB_NAME\`.* TO '$DB_USER'@'localhost';
FLUSH PRIVILEGES;
SQL
}

db_stop() {
	if pid_alive "$DB_PID"; then
		say "Stopping MariaDB"
		kill "$(cat "$DB_PID")"
		for _ in $(seq 1 40); do
			pid_alive "$DB_PID" || break
			sleep 0.25
		done
	fi
	rm -f "$DB_PID"
}
