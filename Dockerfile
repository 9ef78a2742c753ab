# syntax=docker/dockerfile:1
# Crumb in one image: the built web client and the API (run by tsx), as a non-root user.
# Build: docker build -t crumb .   Run with a PostgreSQL: see docker-compose.yml.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY tsconfig.json codegen.yml ./
COPY schema schema
COPY web web
RUN npm run build --workspace web

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3001 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/
COPY web/package.json web/
# Only the server's own dependencies; the web client arrives built.
RUN npm ci --omit=dev --workspace api --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY api/tsconfig.json api/
COPY api/src api/src
COPY schema schema
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3001
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/categories').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node_modules/.bin/tsx", "--tsconfig", "api/tsconfig.json", "api/src/main.ts"]
