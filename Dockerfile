# syntax=docker/dockerfile:1
# Bouwwerk's server with the built web app (docs/operations.md). Two stages: the build has every dev tool
# (esbuild, Vite, TypeScript); the image that runs has the compiled server, the built web app and the
# production dependencies of the server only.
#
#   docker build -t bouwwerk .
#   docker run -p 8080:8080 -v bouwwerk-data:/data --hostname bouwwerk bouwwerk     (PGlite in /data)
#   docker compose up -d                                                             (PostgreSQL 15: compose.yaml)

# Node 20.19 or later (package.json's engines); a later major works too: --build-arg NODE_IMAGE=node:22-bookworm-slim.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests alone first, so that the install is cached until a dependency changes.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/texts/package.json packages/texts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app (apps/web/dist) and the server bundle (apps/server/dist): the workspace packages are compiled in,
# every installed package stays an import of node_modules (scripts/build-server.mjs).
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_: as `npm start` sets them, for a flat memory while sharp decodes
# photos and a small one at rest (docs/operations.md#configuration).
# SEED_DEMO_DATA: an image is for running the real thing; the demo's published passwords only on request.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=32768 \
    DATA_DIR=/data \
    SEED_DEMO_DATA=false
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/texts/package.json packages/texts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# What apps/server/dist imports at run time: the server's dependencies (sharp with its prebuilt libvips for this
# platform, PGlite's WebAssembly, pdfkit and the DejaVu fonts) and those of the workspaces it bundles. No
# package among them has an install script. scripts/check-container-install.mjs runs this line as written here.
RUN npm ci --omit=dev --workspace @bouwwerk/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The node image's own unprivileged user; the volume's directory is its, so PGlite can write there.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
# /healthz: the process answers (the slim image has no curl; Node's fetch does it).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 8080}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server closes gracefully on SIGTERM (SHUTDOWN_GRACE_SECONDS); give it longer than that before SIGKILL
# (docker stop -t, compose's stop_grace_period, Kubernetes' terminationGracePeriodSeconds).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "--wasm-lazy-compilation", "--no-allocation-site-pretenuring", "apps/server/dist/server.mjs"]
