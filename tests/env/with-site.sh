#!/usr/bin/env bash
# Runs a command with the local site up: starts it when it is not running and stops afterwards
# only what this run started.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

started=0
if ! { pid_alive "$RUN_DIR/php-server.pid" && site_answers; }; then
	bash "$REPO_DIR/tests/env/start.sh"
	started=1
else
	bash "$REPO_DIR/tests/env/start.sh" >/dev/null
fi
status=0
"$@" || status=$?
if [[ $started -eq 1 ]]; then
	bash "$REPO_DIR/tests/env/stop.sh"
fi
exit $status
