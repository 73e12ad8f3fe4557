#!/bin/sh
# Prints PgBouncer's configuration, the one the fleet runs with (transaction pooling; a client waits at most 10 s
# for a server connection, then gets an error, never a hang). Used by the image's entrypoint, by .ci/ and by
# e2e/tests/fleet.spec.ts. DB_HOST, LISTEN_PORT and AUTH_FILE are required.
set -eu
cat <<INI
[databases]
* = host=$DB_HOST port=${DB_PORT:-5432}
[pgbouncer]
listen_addr = ${LISTEN_ADDR:-127.0.0.1}
listen_port = $LISTEN_PORT
unix_socket_dir =
auth_type = ${AUTH_TYPE:-scram-sha-256}
auth_file = $AUTH_FILE
pool_mode = transaction
max_client_conn = ${MAX_CLIENT_CONN:-1000}
default_pool_size = ${DEFAULT_POOL_SIZE:-20}
server_login_retry = 1
query_wait_timeout = 10
INI
[ -n "${LOG_FILE:-}" ] && echo "logfile = $LOG_FILE"
[ -n "${PID_FILE:-}" ] && echo "pidfile = $PID_FILE"
exit 0
