# syntax=docker/dockerfile:1
#
# Quire as a container: Next's standalone server, run as the unprivileged `node` user.
#
#   docker compose up -d --build          (compose.yaml: .env, the cache volume, the health check)
#   docker build --secret id=dotenv,src=.env -t quire . && docker run --env-file .env -p 3000:3000 quire
#
# The build prerenders every page from Notion, so it needs the site's variables too: the .env file
# is mounted for that one step as a secret (never a layer, never in the image), where `next build`
# reads it. Without one the image shows the bundled demo workspace.
#
# The runtime stage is the folder scripts/deploy/build-standalone.sh assembles. Docker cannot run on
# the machines this is developed on, so scripts/deploy/rehearse.ts (a step of `npm test`) runs the same
# script into a folder outside the repository and serves the site from it with `node server.js`.

ARG NODE_IMAGE=node:22-slim

FROM ${NODE_IMAGE} AS install
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM install AS build
COPY . .
# .next/cache is a build cache mount: a rebuild fetches only the Notion pages edited since the last one.
RUN --mount=type=secret,id=dotenv,target=/app/.env.production.local \
    --mount=type=cache,target=/app/.next/cache \
    sh scripts/deploy/build-standalone.sh /app/deploy

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000
# Owned by the server's user: ISR rewrites pages under .next/server, and .next/cache (the volume) keeps
# the page cache, the social cards and the time of the last sync.
COPY --from=build --chown=node:node /app/deploy ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=10s --start-period=30s --retries=3 CMD ["node", "healthcheck.mjs"]
CMD ["node", "server.js"]
