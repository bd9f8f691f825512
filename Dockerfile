# The product in a container: one instance per container, several behind a load balancer (see
# deploy/compose.yaml and the README's "Running several instances"). Multi-stage: the build
# tools and dev dependencies stay in the first stage.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# patch-package runs at install time (postinstall) and needs its patches.
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# Only what the server runs: the built app, the server's sources (run by tsx), the shared contract,
# the translations and the production dependencies.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/contract ./contract
COPY --from=build /app/locales ./locales
COPY --from=build /app/public ./public
RUN mkdir -p /data && chown node:node /data
# Never root: the image's own unprivileged user.
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The server itself as PID 1's child-free process: SIGTERM from `docker stop` closes it cleanly.
CMD ["node", "--import", "tsx", "server/src/server.ts"]
