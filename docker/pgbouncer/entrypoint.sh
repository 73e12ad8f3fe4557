#!/bin/sh
# Writes PgBouncer's configuration from the environment (the database's address and its user's password), then runs it.
set -eu
dir=/tmp/pgbouncer
mkdir -p "$dir"
printf '"%s" "%s"\n' "$DB_USER" "$DB_PASSWORD" >"$dir/userlist.txt"
LISTEN_ADDR=0.0.0.0 LISTEN_PORT=6432 AUTH_FILE="$dir/userlist.txt" pgbouncer-ini >"$dir/pgbouncer.ini"
exec pgbouncer "$dir/pgbouncer.ini"
