# syntax=docker/dockerfile:1
# The Khela server image (issue 41): the bundled server (apps/server/dist/main.js), the migrations-only entry point
# (dist/migrate.js), the built player, games and console apps, and the server's production dependencies only, run as
# a non-root user. Build and run: deploy/README.md. Configuration: environment variables (README.md, "Configuration").
#
#   docker build -t khela:dev .            (or: podman build -t khela:dev .)
#   docker run --rm -p 3000:3000 -v khela-data:/data khela:dev
#
# NODE_IMAGE names the base: any Debian-based Node.js 20.19+ image (glibc: the argon2 binding is built for it).
ARG NODE_IMAGE=node:20-bookworm-slim

# ── build: the whole workspace with its dev dependencies, `pnpm build`, then the server's production node_modules ──
FROM ${NODE_IMAGE} AS build
# pnpm 10 from the npm registry (corepack does not work offline or behind some proxies; the version matches
# package.json's packageManager major).
RUN npm install -g pnpm@10 && pnpm --version
WORKDIR /repo
# The manifests first, so the dependency layer is cached while only sources change.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/mobile/package.json apps/mobile/
COPY apps/desktop/package.json apps/desktop/
COPY apps/backoffice/package.json apps/backoffice/
COPY apps/games/package.json apps/games/
COPY packages/api/package.json packages/api/
COPY packages/domain/package.json packages/domain/
COPY packages/i18n/package.json packages/i18n/
COPY packages/ui/package.json packages/ui/
COPY tooling/package.json tooling/
RUN pnpm install --frozen-lockfile
COPY . .
# The server bundle (and the embedded database's template) and the four apps; then the migrations entry point.
RUN pnpm exec turbo run build --output-logs=errors-only \
      --filter=@khela/server --filter=@khela/mobile --filter=@khela/desktop --filter=@khela/backoffice --filter=@khela/games \
 && node deploy/build-migrate.mjs
# The server's production dependencies as plain files (the bundle keeps only PGlite, the argon2 binding and Swagger
# UI outside it, but their own dependencies come along this way).
RUN pnpm --filter=@khela/server deploy --prod --legacy /out/server

# ── runtime: Node.js, the production node_modules and the built files; nothing else of the workspace ──
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
# A user of its own, no shell, no home; /data is the embedded database's and the uploaded images' directory.
RUN groupadd --system --gid 10001 khela \
 && useradd --system --uid 10001 --gid khela --no-create-home --shell /usr/sbin/nologin khela \
 && mkdir -p /data/storage && chown -R khela:khela /data
WORKDIR /app
COPY --from=build /out/server/node_modules apps/server/node_modules
COPY --from=build /repo/apps/server/package.json apps/server/
COPY --from=build /repo/apps/server/dist apps/server/dist
COPY --from=build /repo/apps/server/migrations apps/server/migrations
COPY --from=build /repo/apps/server/seed-assets apps/server/seed-assets
# The migrated empty embedded database (apps/server/build.mjs): a first start without DATABASE_URL skips initdb.
COPY --from=build /repo/apps/server/node_modules/.cache/pglite-template apps/server/node_modules/.cache/pglite-template
COPY --from=build /repo/apps/mobile/dist apps/mobile/dist
COPY --from=build /repo/apps/desktop/dist apps/desktop/dist
COPY --from=build /repo/apps/backoffice/dist apps/backoffice/dist
COPY --from=build /repo/apps/games/dist apps/games/dist
USER 10001:10001
VOLUME /data
EXPOSE 3000
# Liveness: the process answers (readiness, /api/ready, is the balancer's and Kubernetes' business).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server migrates and seeds on start (under an advisory lock); `node apps/server/dist/migrate.js` migrates only.
# SIGTERM is the graceful stop (readiness 503, drain, close): node is PID 1 and handles it itself.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
