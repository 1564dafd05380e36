# One image for the web process and the execution worker.
FROM node:20-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends bubblewrap gcc g++ libc6-dev mono-mcs mono-runtime \
      openjdk-17-jdk-headless python3 util-linux ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "--import", "tsx", "backend/src/main.ts"]
