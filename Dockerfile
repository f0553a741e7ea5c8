# The app's image for compose.yaml (docs/deploy.md): the built client and the server, run as server/main.ts.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/home/node/data
COPY --from=build /app /app
USER node
EXPOSE 3000
# Node's flags as `npm run serve` gives them: V8's helper threads one fewer than the cores (decision 0073).
CMD ["node", "--v8-pool-size=0", "--import", "tsx", "server/main.ts"]
