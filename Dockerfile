# syntax=docker/dockerfile:1
# The app's image (docs/operations.md, "Running it with containers"). Two stages: `build` installs
# every dependency and builds the web app; `runtime` installs the API's production dependencies only,
# takes the build's output, and runs as the unprivileged `node` user. The API runs its TypeScript
# directly (decision 001): there is nothing of it to compile. The same steps run, without a container,
# in apps/api/test/platform/production-install.test.ts.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace=@hbw/api --no-audit --no-fund
COPY apps/api/src apps/api/src
COPY packages/contract/src packages/contract/src
COPY content content
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/src/server.ts"]
