# The site as a container: a standalone Next.js server that applies the committed migrations
# when it starts. The `builder` stage (full sources and dependencies) also runs one-off tasks
# such as `npm run seed` (see docker-compose.yml).
FROM node:22-bookworm-slim AS builder
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# Run by npm after installing (package.json `postinstall`).
COPY scripts/inline-completed-suspense.mjs ./scripts/
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
# The security headers are fixed when building: HSTS and upgraded requests when the site is https.
ARG SITE_URL=http://localhost:3000
# The tag manager's container and the error-reporting DSN: their hosts are allowed by the
# Content-Security-Policy fixed here (set the same values at run time).
ARG GTM_ID=
ARG SENTRY_DSN=
# SHARED_CACHE=redis builds for several processes sharing Next's cache in Redis (REDIS_URL at run time).
ARG SHARED_CACHE=
# Building needs no database; the secret only signs tokens at run time.
RUN NEXT_OUTPUT=standalone SHARED_CACHE=$SHARED_CACHE PAYLOAD_SECRET=build-only-not-used-at-runtime npx next build

FROM node:22-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
RUN groupadd --system app && useradd --system --gid app --home /app app && mkdir -p /app/media /app/.data && chown app:app /app/media /app/.data
COPY --from=builder --chown=app:app /app/.next/standalone ./
COPY --from=builder --chown=app:app /app/.next/static ./.next/static
COPY --from=builder --chown=app:app /app/public ./public
USER app
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
