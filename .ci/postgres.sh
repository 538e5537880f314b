#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the automation service's real-database tests and prints the
# URL to use on stdout (nothing else goes there). When PostgreSQL cannot be had or does not start,
# it says why on stderr and exits 1 (the tests then skip, saying why).
# `postgres.sh stop` stops the clusters this checkout's start recorded, and only those: each start
# appends its directory to the state file (POSTGRES_STATE_FILE, default .ci/postgres.state beside
# this script), and stop reads it, so another run's cluster on the same machine is left alone.
# POSTGRES_PORT chooses the port; without it the first free port from 55432 on is taken (a port that
# another run takes between the check and the start is skipped too).
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

fail() {
  echo "postgres.sh: $* The PostgreSQL tests (AUTOMATION_TEST_DATABASE_URL) will be skipped." >&2
  exit 1
}

if [ -z "$bin" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q --no-install-recommends postgresql >/dev/null 2>&1 || fail "Could not install PostgreSQL (apt-get install postgresql failed)."
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$bin" ] || fail "PostgreSQL was installed but no /usr/lib/postgresql/*/bin was found."
fi
dir=$(mktemp -d /tmp/estefania-pg.XXXXXX) || fail "Could not create a directory in /tmp."
# Recorded before anything can fail half-way, so stop also cleans up a cluster that did not start.
echo "$dir" >>"$state"
chown postgres "$dir" 2>/dev/null || fail "Could not give $dir to the postgres user (the script must run as root)."
su postgres -c "$bin/initdb -D $dir/data -A trust -U postgres >/dev/null" || fail "initdb failed in $dir/data."

# Whether something accepts connections on 127.0.0.1:$1.
in_use() { timeout 1 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1" 2>/dev/null; }

if [ -n "${POSTGRES_PORT:-}" ]; then
  ports=$POSTGRES_PORT
else
  ports=$(seq 55432 55531)
fi
for port in $ports; do
  in_use "$port" && continue
  if su postgres -c "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -l $dir/log -w start >/dev/null"; then
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    exit 0
  fi
  echo "postgres.sh: PostgreSQL did not start on port $port; its log ends with:" >&2
  tail -n 5 "$dir/log" >&2 2>/dev/null
  # Taken by another run in the meantime: the next port. Anything else: another port will not help.
  in_use "$port" || break
done
if [ -n "${POSTGRES_PORT:-}" ]; then
  fail "Could not start PostgreSQL on POSTGRES_PORT=$POSTGRES_PORT (in use, or see the log above)."
fi
fail "Could not start PostgreSQL on any port from 55432 to 55531."
