# The API, serving the built frontends from the same port. Build from the repository root:
#   docker build -f docker/backend.Dockerfile -t repair-shop .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
  && npx nx run-many -t build \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 FRONTENDS_DIR=/app/frontends DATA_DIR=/app/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
