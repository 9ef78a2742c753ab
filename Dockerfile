# syntax=docker/dockerfile:1
# Crumb in one image: the built web client and the compiled server, run as one Node process by
# a non-root user. Build: docker build -t crumb .   Run several behind a load balancer with
# PostgreSQL, Redis and a bucket: docker-compose.yml and docs/deployment.md. The image also holds
# api/dist/migrate-uploads.js (copies DATA_DIR/uploads into the S3_* bucket), api/dist/backup.js and
# api/dist/restore.js (npm run backup and npm run restore).

# Node 24 LTS is the production target (engines still allows 20.19 for development machines).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY tsconfig.json codegen.yml ./
COPY schema schema
# What api and web share (shop time, money, the server-rendering contract): bundled into both builds.
COPY packages packages
COPY web web
COPY api api
# The web client (with its precompressed copies) into web/dist, the server bundle into api/dist.
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3001 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY api/package.json api/
COPY web/package.json web/
# The server's production dependencies only (sharp's prebuilt linux-x64 binary among them); the
# server-rendering build in web/dist/server bundles its libraries and imports only Node's own.
RUN npm ci --omit=dev --workspace api --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/api/dist api/dist
# The demo bakery's artwork, copied into DATA_DIR/uploads when a new database is seeded.
COPY api/src/demo-bakery/images api/src/demo-bakery/images
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3001
# Liveness: the process serves HTTP. Load balancers should route by /health/ready, which also
# asks the database.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is PID 1 here and handles SIGTERM itself: requests under way finish (up to 10 s), the
# database is closed, then it exits 0. The same Node flags as `npm start` (none: a test holds
# them equal, api/test/server-command.test.ts).
STOPSIGNAL SIGTERM
CMD ["node", "api/dist/main.js"]
