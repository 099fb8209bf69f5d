# Soko in one container: Node on Debian slim. Nothing is compiled: better-sqlite3 and sharp come with prebuilt
# Node-API binaries (package.json's allowScripts runs no install script).
# Build: scripts/container-smoke.sh shows the whole recipe; README "Docker / podman" explains it.
ARG NODE_MAJOR=24
FROM node:${NODE_MAJOR}-bookworm-slim AS base
WORKDIR /app

# Everything needed to build.
FROM base AS deps
# `--offline` where no registry is reachable from inside a build (the host's npm cache is mounted instead).
ARG NPM_FLAGS=""
COPY package.json package-lock.json ./
RUN npm ci --include=dev --no-audit --no-fund $NPM_FLAGS

FROM deps AS build
COPY . .
RUN npm run build

# Production dependencies only, minus what only compiling or type-checking needs: better-sqlite3's SQLite sources and
# its prebuilt binaries for other platforms (it ships one per platform and loads this one's); TypeScript (23 MB), which npm keeps
# as @react-router/node's optional peer; type declarations, TypeScript sources and docs that packages ship (12 MB).
# Also minus bundles this server never loads: pdfkit's browser and legacy builds (2.5 MB; Node loads
# js/pdfkit.node.mjs or js/pdfkit.js).
# React's development builds stay: Node's ESM import of React reads both branches of its index.js for named exports.
FROM deps AS prod-deps
ARG NPM_FLAGS=""
RUN npm prune --omit=dev --no-audit --no-fund $NPM_FLAGS \
	&& rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
	&& find node_modules -type f \( -name '*.ts' -o -name '*.d.cts' -o -name '*.d.mts' -o -name '*.map' -o -name '*.md' \) -delete \
	&& rm -rf node_modules/pdfkit/js/pdfkit.standalone.js node_modules/pdfkit/js/pdfkit.browser* \
		node_modules/pdfkit/js/pdfkit.old.* \
	&& cd node_modules/better-sqlite3 \
	&& rm -rf build deps src binding.gyp \
	&& find prebuilds -type f ! -name "$(node -p 'process.platform + "-" + process.arch').node" -delete

# Node without its symbol table (125 -> 107 MB): only native frames in a crash report lose their names.
FROM base AS node-binary
RUN apt-get update && apt-get install -y --no-install-recommends binutils && strip /usr/local/bin/node

# The runtime's files, gathered on the base image and then trimmed of what a running server never uses.
FROM base AS runtime-root
# heif-convert decodes iPhone HEIC photos (HEVC), which sharp's bundled libvips cannot. It costs 25 MB (16 MB of it
# libx265, which libheif1 links although we only decode); kept, because buyers' photos come from iPhones too.
RUN apt-get update && apt-get install -y --no-install-recommends libheif-examples \
	&& rm -rf /var/lib/apt/lists/* /var/cache/* /var/log/*
# The package manager and the Perl it runs on (19 MB): the image is rebuilt, never upgraded in place.
RUN rm -rf /usr/bin/apt* /usr/lib/apt /usr/lib/*-linux-gnu/libapt-* /etc/apt /var/lib/apt \
	/usr/bin/dpkg* /var/lib/dpkg /usr/bin/perl* /usr/lib/*-linux-gnu/perl-base /usr/share/perl5
# Node's headers (65 MB) and npm (19 MB) only serve installing packages, which the running image never does; glibc's
# gconv modules (8 MB) only serve iconv(3) between legacy charsets, which neither Node (ICU) nor heif-convert calls.
RUN rm -rf /usr/local/include /usr/local/lib/node_modules /usr/local/bin/npm /usr/local/bin/npx \
	/usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg /opt/yarn-* /usr/share/doc /usr/share/man \
	/usr/lib/*-linux-gnu/gconv
COPY --from=node-binary /usr/local/bin/node /usr/local/bin/node
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
# /data/uploads exists, owned by node, so a volume mounted there alone (compose.yaml's shared photos) starts out
# writable: Docker and podman copy a mount point's owner into a new empty volume.
RUN mkdir -p /data/uploads && chown -R node:node /data

# One layer: files deleted above would otherwise still weigh in the lower layers.
FROM scratch AS runtime
COPY --from=runtime-root / /
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
	NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATABASE_PATH=/data/soko.db UPLOADS_DIR=/data/uploads REPORTS_DIR=/data/reports
WORKDIR /app
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
	CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "build/server.js"]
