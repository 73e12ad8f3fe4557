# One frontend on its own, served by nginx. Build from the repository root, for example:
#   docker build -f docker/frontend.Dockerfile --build-arg APP=admin -t repair-shop-admin .
# APP is shell, shop, admin or print. The shell reads /runtime-config.json at start: mount your own
# to point it at the API and at each remote's URL.
FROM node:24-bookworm-slim AS build
ARG APP=shell
WORKDIR /app
# .dockerignore keeps node_modules, builds and any local data out of the context.
COPY . .
RUN npm ci --no-audit --no-fund && npx nx run @repair-shop/${APP}:build

FROM nginx:1.27-alpine
ARG APP=shell
# nginx's unprivileged worker serves the files; the image's master process binds port 80.
COPY docker/nginx-frontend.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontends/${APP}/dist /usr/share/nginx/html
EXPOSE 80
