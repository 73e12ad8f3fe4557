# The API, serving the built frontends from the same port. Build from the repository root:
#   docker build -f docker/backend.Dockerfile -t repair-shop .
# Node 24 LTS (Node 20 reached its end of life in April 2026; the code also runs on 20.19+ and 22).

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so that a change of source code does not reinstall them.
COPY package.json package-lock.json nx.json tsconfig.base.json eslint.config.mjs ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/web/package.json libs/web/
COPY libs/webpack-config/package.json libs/webpack-config/
COPY backend/package.json backend/
COPY frontends/shell/package.json frontends/shell/
COPY frontends/shop/package.json frontends/shop/
COPY frontends/admin/package.json frontends/admin/
COPY frontends/print/package.json frontends/print/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY libs libs
COPY backend backend
COPY frontends frontends
RUN npx nx run-many -t build --projects=@repair-shop/backend,@repair-shop/shell,@repair-shop/shop,@repair-shop/admin,@repair-shop/print

# The backend's production dependencies only (no frontend libraries, no test tools).
FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/web/package.json libs/web/
COPY libs/webpack-config/package.json libs/webpack-config/
COPY backend/package.json backend/
COPY frontends/shell/package.json frontends/shell/
COPY frontends/shop/package.json frontends/shop/
COPY frontends/admin/package.json frontends/admin/
COPY frontends/print/package.json frontends/print/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace backend --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 FRONTENDS_DIR=/app/frontends DATA_DIR=/app/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/package.json package.json
COPY --from=build /app/libs/contracts/package.json libs/contracts/package.json
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/backend/package.json backend/package.json
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontends/shell/dist frontends/shell/dist
COPY --from=build /app/frontends/shop/dist frontends/shop/dist
COPY --from=build /app/frontends/admin/dist frontends/admin/dist
COPY --from=build /app/frontends/print/dist frontends/print/dist
# Never root; the embedded database (without DATABASE_URL) keeps its files in the data volume.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# Liveness: the process answers (readiness, with the database, is /api/health).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM ends the process gracefully: requests in flight finish, then the database is closed.
STOPSIGNAL SIGTERM
CMD ["node", "backend/dist/main.js"]
