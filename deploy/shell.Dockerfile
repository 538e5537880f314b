# syntax=docker/dockerfile:1
# The shell server: renders every page and serves the shell's browser build. Stateless; run as many
# as you like behind a load balancer, all reading the same remotes.json (mounted at /etc/estefania).
#   docker build -f deploy/shell.Dockerfile -t estefania/shell .        (from the repository root)
ARG NODE_IMAGE=node:20-bookworm-slim

# Every package.json of the workspaces, and the lockfile: `npm ci` below is re-run only when they change.
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
# The shell's browser build (dist/) and its server (dist-server/), precompressed like `npm run build` does.
RUN npm run build -w shell \
 && node --input-type=module -e "import { compressDir } from './scripts/compress.mjs'; compressDir('shell/dist');"

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT_SHELL=3000 \
    SHELL_HOST=0.0.0.0 \
    SHELL_REMOTES_JSON=/etc/estefania/remotes.json \
    SHELL_SSR_CACHE_DIR=/tmp/estefania-shell-ssr
WORKDIR /app
# The server loads its externals (react, hono, @module-federation/vite's SSR loader…) from node_modules,
# some of them root devDependencies: the whole tree, as `npm ci` made it.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/shell/package.json ./shell/
COPY --from=build /app/shell/node_modules ./shell/node_modules
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/shell/dist-server ./shell/dist-server
# One remotes.json for the server and for the browser's /remotes.json: the build's (local ports) until a
# deployment mounts its own folder over /etc/estefania.
RUN mkdir -p /etc/estefania \
 && mv shell/dist/remotes.json /etc/estefania/remotes.json \
 && ln -s /etc/estefania/remotes.json shell/dist/remotes.json
USER node
EXPOSE 3000
# The server listens only once its render workers are up; /remotes.json is then answered by it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT_SHELL + '/remotes.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "shell/dist-server/main.js"]
