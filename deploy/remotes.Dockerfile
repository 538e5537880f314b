# syntax=docker/dockerfile:1
# The remotes as a static site: every remote's build under /<remote>/, served by Caddy with CORS,
# no-cache on what a deployment replaces in place and immutable caching for hashed assets. Stands in
# for the object storage or CDN a production deployment uses (deploy/README.md, "Remotes").
#   docker build -f deploy/remotes.Dockerfile -t estefania/remotes .    (from the repository root)
ARG NODE_IMAGE=node:20-bookworm-slim
ARG CADDY_IMAGE=caddy:2-alpine

# The same first stages as shell.Dockerfile, so the images share the `npm ci` layer.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
 && cp package-lock.json /manifests/

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN node deploy/build-remotes.mjs /out

FROM ${CADDY_IMAGE} AS runtime
# Caddy keeps its state under XDG folders: in /tmp, so it runs as an unprivileged user.
ENV XDG_CONFIG_HOME=/tmp/caddy-config \
    XDG_DATA_HOME=/tmp/caddy-data \
    REMOTES_PORT=8080
COPY deploy/remotes.Caddyfile /etc/caddy/Caddyfile
COPY --from=build /out /srv
USER 65534:65534
EXPOSE 8080
# Every remote's entry answers.
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["/bin/sh", "-c", "for dir in /srv/*/; do wget -q -O /dev/null \"http://127.0.0.1:${REMOTES_PORT}/$(basename \"$dir\")/remoteEntry.js\" || exit 1; done"]
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
