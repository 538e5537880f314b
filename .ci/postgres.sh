#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the automation service's real-database tests and prints the
# URL to use. Prints nothing (and the tests skip, saying why) when PostgreSQL cannot be had.
# `postgres.sh stop` stops the clusters this checkout's start recorded, and only those: each start
# appends its directory to the state file (POSTGRES_STATE_FILE, default .ci/postgres.state beside
# this script), and stop reads it, so another run's cluster on the same machine is left alone.
# POSTGRES_PORT chooses the port (default 55432).
set -uo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
state=${POSTGRES_STATE_FILE:-$(cd "$(dirname "$0")" && pwd)/postgres.state}
if [ "${1:-}" = stop ]; then
  [ -f "$state" ] || exit 0
  while IFS= read -r dir; do
    # Only a directory this script made (mktemp below): a corrupt state file removes nothing else.
    case "$dir" in /tmp/estefania-pg.*) ;; *) continue ;; esac
    [ -d "$dir/data" ] && su postgres -c "$bin/pg_ctl -D $dir/data -m fast -w stop >/dev/null" 2>/dev/null
    rm -rf "$dir"
  done <"$state"
  rm -f "$state"
  exit 0
fi
if [ -z "$bin" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q --no-install-recommends postgresql >/dev/null 2>&1 || exit 0
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$bin" ] || exit 0
fi
dir=$(mktemp -d /tmp/estefania-pg.XXXXXX)
# Recorded before anything can fail half-way, so stop also cleans up a cluster that did not start.
echo "$dir" >>"$state"
chown postgres "$dir" 2>/dev/null || exit 0
port=${POSTGRES_PORT:-55432}
su postgres -c "$bin/initdb -D $dir/data -A trust -U postgres >/dev/null" || exit 0
su postgres -c "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -l $dir/log -w start >/dev/null" || exit 0
echo "postgres://postgres@127.0.0.1:$port/postgres"
