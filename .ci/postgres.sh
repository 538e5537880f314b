#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the automation service's real-database tests and prints the
# URL to use. Prints nothing (and the tests skip, saying why) when PostgreSQL cannot be had.
# `postgres.sh stop` stops every cluster it started (CI calls it on exit).
set -uo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ "${1:-}" = stop ]; then
  for data in /tmp/estefania-pg.*/data; do
    [ -d "$data" ] && su postgres -c "$bin/pg_ctl -D $data -m fast -w stop >/dev/null" 2>/dev/null
    rm -rf "$(dirname "$data")"
  done
  exit 0
fi
if [ -z "$bin" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q --no-install-recommends postgresql >/dev/null 2>&1 || exit 0
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$bin" ] || exit 0
fi
dir=$(mktemp -d /tmp/estefania-pg.XXXXXX)
chown postgres "$dir" 2>/dev/null || exit 0
port=55432
su postgres -c "$bin/initdb -D $dir/data -A trust -U postgres >/dev/null" || exit 0
su postgres -c "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -l $dir/log -w start >/dev/null" || exit 0
echo "postgres://postgres@127.0.0.1:$port/postgres"
