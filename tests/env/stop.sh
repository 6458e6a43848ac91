#!/usr/bin/env bash
# Stops what start.sh started, by the PIDs it recorded, and nothing else.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$(dirname "${BASH_SOURCE[0]}")/db.sh"

SERVER_PID="$RUN_DIR/php-server.pid"
if pid_alive "$SERVER_PID"; then
	say "Stopping the PHP server"
	# The built-in server's workers are its children: end the whole group it leads.
	pkill -TERM -P "$(cat "$SERVER_PID")" 2>/dev/null || true
	kill "$(cat "$SERVER_PID")" 2>/dev/null || true
fi
rm -f "$SERVER_PID"
db_stop
