# Soko in one container: Node 24 on Debian slim (glibc, so better-sqlite3 and sharp install as npm builds them).
FROM node:24-bookworm-slim AS base
WORKDIR /app
ENV NODE_ENV=production

# Everything needed to build, including the native modules' toolchain.
FROM base AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --include=dev --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

# Production dependencies only, native modules already compiled for this image.
FROM deps AS prod-deps
RUN npm prune --omit=dev

FROM base AS runtime
# heif-convert decodes iPhone HEIC photos (HEVC), which sharp's bundled libvips cannot.
RUN apt-get update && apt-get install -y --no-install-recommends libheif-examples && rm -rf /var/lib/apt/lists/*
ENV PORT=3000 HOST=0.0.0.0 DATABASE_PATH=/data/soko.db UPLOADS_DIR=/data/uploads
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.ts ./
COPY server ./server
COPY app ./app
COPY db ./db
RUN mkdir -p /data && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
	CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server.ts"]
