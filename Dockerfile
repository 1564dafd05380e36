# One image for the web process and the execution worker.
FROM node:20-bookworm-slim
WORKDIR /app
# The system packages come from the list `npm start` checks (sandbox, compilers incl. clang 19):
# one list, so the image cannot drift from a plain install.
COPY scripts/setup-system.mjs scripts/
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && node scripts/setup-system.mjs --no-browser \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app and the server, compiled once: production runs JavaScript, not TypeScript through tsx.
RUN npm run build && node scripts/build-backend.mjs
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "--enable-source-maps", "backend/build/main.js"]
