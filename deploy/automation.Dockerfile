# syntax=docker/dockerfile:1
# The automation service (webhooks, test checkout, leads, measurement) on PostgreSQL via DATABASE_URL.
# Run one: demo audio is kept on its data volume (/data).
#   docker build -f deploy/automation.Dockerfile -t estefania/automation .   (from the repository root)
ARG NODE_IMAGE=node:20-bookworm-slim

# The same first stages as shell.Dockerfile, so both images share the `npm ci` layer.
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

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT_AUTOMATION=8787 \
    AUTOMATION_DATA_DIR=/data
WORKDIR /app
# Run from its TypeScript sources with tsx, as `npm start` runs it; it imports @estefania/shared's sources.
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.base.json ./
COPY shared ./shared
COPY automation ./automation
RUN mkdir -p /data && chown node:node /data
USER node
WORKDIR /app/automation
EXPOSE 8787
# /health answers 200 only when the database answers.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT_AUTOMATION + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "src/main.ts"]
