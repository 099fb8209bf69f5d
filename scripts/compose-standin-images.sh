#!/usr/bin/env bash
# `scripts/compose-standin-images.sh` makes local stand-ins for the two images compose.yaml pulls, postgres:15 and
# caddy:2, on machines that reach apt but no image registry (DESIGN.md §8). Debian's postgresql-15 and caddy packages
# on the local node:24-bookworm-slim base (scripts/container-base-image.sh); the entrypoint does what the official
# postgres image's does with POSTGRES_USER/PASSWORD/DB. Only for trying compose.yaml here: a real host pulls the
# official images. Images that already exist are left alone.
set -euo pipefail

BASE=docker.io/library/node:24-bookworm-slim
RUNTIME=()
# crun refuses this machine's cgroups; runc works wherever it is installed.
if command -v runc >/dev/null; then RUNTIME=(--runtime runc); fi
podman image exists "$BASE" || "$(dirname "$0")/container-base-image.sh" 24

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! podman image exists docker.io/library/postgres:15; then
	cat >"$work/entrypoint.sh" <<'EOF'
#!/bin/sh
# First start on an empty data directory: create the cluster, the user and the database, as the official image does.
set -e
export PATH=/usr/lib/postgresql/15/bin:$PATH
mkdir -p "$PGDATA" /var/run/postgresql
chown postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
	printf '%s\n' "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}" >/tmp/pw && chown postgres /tmp/pw
	runuser -u postgres -- initdb -D "$PGDATA" -U "${POSTGRES_USER:=postgres}" --pwfile=/tmp/pw \
		--auth-local=trust --auth-host=scram-sha-256
	rm /tmp/pw
	echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
	# Sockets only while setting up, so pg_isready over TCP is not fooled.
	runuser -u postgres -- pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
	if [ "${POSTGRES_DB:=$POSTGRES_USER}" != postgres ]; then
		runuser -u postgres -- psql -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d postgres -c "CREATE DATABASE \"$POSTGRES_DB\""
	fi
	runuser -u postgres -- pg_ctl -D "$PGDATA" -m fast -w stop
fi
exec runuser -u postgres -- postgres -D "$PGDATA" -c listen_addresses='*'
EOF
	cat >"$work/Containerfile.postgres" <<EOF
FROM $BASE
# No cluster from the package's postinst: the entrypoint makes one in PGDATA.
RUN mkdir -p /etc/postgresql-common/createcluster.d \\
	&& echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.d/no-main.conf \\
	&& apt-get update && apt-get install -y --no-install-recommends postgresql-15 && rm -rf /var/lib/apt/lists/*
COPY entrypoint.sh /usr/local/bin/docker-entrypoint.sh
RUN chmod +x /usr/local/bin/docker-entrypoint.sh
ENV PGDATA=/var/lib/postgresql/data
VOLUME /var/lib/postgresql/data
STOPSIGNAL SIGINT
EXPOSE 5432
ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]
EOF
	echo 'Making docker.io/library/postgres:15 (stand-in: Debian postgresql-15)…'
	podman "${RUNTIME[@]}" build --network host --format docker -f "$work/Containerfile.postgres" \
		-t docker.io/library/postgres:15 "$work"
fi

if ! podman image exists docker.io/library/caddy:2; then
	cat >"$work/Containerfile.caddy" <<EOF
FROM $BASE
RUN apt-get update && apt-get install -y --no-install-recommends caddy && rm -rf /var/lib/apt/lists/*
# Where the official image keeps certificates (/data) and autosaved config (/config).
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
EXPOSE 80 443
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
EOF
	echo 'Making docker.io/library/caddy:2 (stand-in: Debian caddy)…'
	podman "${RUNTIME[@]}" build --network host --format docker -f "$work/Containerfile.caddy" \
		-t docker.io/library/caddy:2 "$work"
fi
