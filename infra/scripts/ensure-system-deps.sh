#!/usr/bin/env bash
# Installs the Debian packages the test suites need (Chromium for browser tests, nginx and redis-server for the
# cluster test) and makes sure MariaDB and Redis answer on their usual local ports.
# Safe to run again: it only acts on what is missing.
set -euo pipefail

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
# The cluster test starts its own nginx and Redis on free ports; it never uses or stops system services.
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Only the local MariaDB is started here; a DATABASE_URL pointing elsewhere is left alone.
url="${DATABASE_URL:-mysql://root@127.0.0.1:3306/test}"
case "$url" in
  *@127.0.0.1:3306/*|*@localhost:3306/*|*@127.0.0.1/*|*@localhost/*)
    if ! mysqladmin --protocol=tcp -h127.0.0.1 -uroot ping >/dev/null 2>&1; then
      echo "Starting MariaDB"
      as_root mkdir -p /run/mysqld && as_root chown mysql:mysql /run/mysqld 2>/dev/null || true
      as_root start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
      for _ in $(seq 1 60); do
        mysqladmin --protocol=tcp -h127.0.0.1 -uroot ping >/dev/null 2>&1 && break
        sleep 1
      done
      mysqladmin --protocol=tcp -h127.0.0.1 -uroot ping >/dev/null 2>&1 || { echo "MariaDB did not start" >&2; exit 1; }
    fi
    mysql --protocol=tcp -h127.0.0.1 -uroot -e 'CREATE DATABASE IF NOT EXISTS test' ;;
esac

# The shared-limits test talks to the machine's Redis on 127.0.0.1:6379 (the cluster test starts its own on a free
# port): start one, keeping nothing on disk, when none answers there.
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "Starting Redis on 127.0.0.1:6379"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
  for _ in $(seq 1 30); do
    redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break
    sleep 0.5
  done
  redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 || { echo "Redis did not start" >&2; exit 1; }
fi
