#!/usr/bin/env bash
# PostgreSQL and Redis for the server's tests and benchmarks (called by `make test`).
#
#   scripts/services.sh install        install postgresql and redis-server from Debian if
#                                      missing (idempotent; quick when both are there)
#   scripts/services.sh run CMD ARG... install, start a throwaway PostgreSQL cluster and a
#                                      Redis (a temporary folder, free ports, no disk
#                                      persistence for Redis), run CMD with
#                                        BRIDGELAW_TEST_POSTGRES_URL=postgresql+psycopg://...
#                                        BRIDGELAW_TEST_REDIS_URL=redis://...
#                                      then stop both and delete the folder, whatever CMD's
#                                      outcome (a trap); exits with CMD's status.
#
# The cluster is made by initdb as the `postgres` user when we run as root (initdb refuses
# root). It runs with fsync=off: the tests kill the bridgelaw server, never PostgreSQL,
# so durability across a machine crash is not what they test, and the suite is faster.
# BRIDGELAW_SERVICES_FSYNC=on keeps PostgreSQL's durable defaults (bench/bench_serve.py).
set -euo pipefail

PACKAGES=(postgresql redis-server)

install() {
    local fresh=() package
    for package in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null | grep -qx installed ||
            fresh+=("$package")
    done
    "$(dirname "$0")/system-deps.sh" "${PACKAGES[@]}"
    # a package just installed may have started its system-wide server (where no
    # policy-rc.d forbids it): the tests start their own, so stop that one
    for package in "${fresh[@]}"; do
        service "$package" stop >/dev/null 2>&1 || true
    done
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# as_postgres CMD...: CMD as the postgres user when we are root, else as ourselves
as_postgres() {
    if [[ $(id -u) -eq 0 ]]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

FOLDER=""
PG_BIN=""
REDIS_PID=""

stop() {
    [[ -n "$FOLDER" ]] || return 0
    if [[ -n "$PG_BIN" && -f "$FOLDER/pg/data/postmaster.pid" ]]; then
        as_postgres "$PG_BIN/pg_ctl" -D "$FOLDER/pg/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    if [[ -n "$REDIS_PID" ]]; then
        kill "$REDIS_PID" 2>/dev/null || true
        for _ in $(seq 50); do
            kill -0 "$REDIS_PID" 2>/dev/null || break
            sleep 0.1
        done
    fi
    rm -rf "$FOLDER"
    FOLDER=""
}

start() {
    local initdb
    initdb=$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1)
    if [[ -z "$initdb" ]]; then
        echo "services: no PostgreSQL server (/usr/lib/postgresql/*/bin/initdb)" >&2
        return 1
    fi
    PG_BIN=$(dirname "$initdb")
    FOLDER=$(mktemp -d /tmp/bridgelaw-services.XXXXXX)
    chmod 755 "$FOLDER"
    mkdir -p "$FOLDER/pg"
    [[ $(id -u) -eq 0 ]] && chown postgres: "$FOLDER/pg"

    local pg_port redis_port fsync="${BRIDGELAW_SERVICES_FSYNC:-off}"
    pg_port=$(free_port)
    as_postgres "$PG_BIN/initdb" -D "$FOLDER/pg/data" -U postgres -A trust -E UTF8 \
        --no-sync >"$FOLDER/initdb.log" 2>&1 || {
        cat "$FOLDER/initdb.log" >&2
        return 1
    }
    as_postgres "$PG_BIN/pg_ctl" -D "$FOLDER/pg/data" -l "$FOLDER/pg/log" -w -t 60 start \
        -o "-p $pg_port -c listen_addresses=127.0.0.1 -k $FOLDER/pg -c fsync=$fsync \
            -c max_connections=300 -c shared_buffers=64MB" >/dev/null || {
        cat "$FOLDER/pg/log" >&2
        return 1
    }

    redis_port=$(free_port)
    redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no \
        --daemonize yes --dir "$FOLDER" --pidfile "$FOLDER/redis.pid" \
        --logfile "$FOLDER/redis.log"
    for _ in $(seq 100); do
        [[ -s "$FOLDER/redis.pid" ]] && break
        sleep 0.05
    done
    REDIS_PID=$(cat "$FOLDER/redis.pid")

    export BRIDGELAW_TEST_POSTGRES_URL="postgresql+psycopg://postgres@127.0.0.1:$pg_port/postgres"
    export BRIDGELAW_TEST_REDIS_URL="redis://127.0.0.1:$redis_port/0"
}

case "${1:-}" in
install)
    install
    ;;
run)
    shift
    [[ $# -gt 0 ]] || {
        echo "usage: $0 run CMD [ARG...]" >&2
        exit 2
    }
    install
    trap stop EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    start
    status=0
    "$@" || status=$?
    exit "$status"
    ;;
*)
    echo "usage: $0 install | run CMD [ARG...]" >&2
    exit 2
    ;;
esac
