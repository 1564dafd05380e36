import { defineConfig } from "vitest/config";

/**
 * Browser tests, run by scripts/e2e.mjs against a real server it starts (E2E_BASE_URL).
 * One file at a time: a Chromium per file is plenty for a 2-core machine.
 */
export default defineConfig({
  // Keep Vitest's cache with the repository's other caches, not beside the tests.
  cacheDir: `${import.meta.dirname}/../../node_modules/.vite/e2e`,
  test: {
    root: import.meta.dirname,
    // scripts/e2e.mjs names a group's files exactly (a file argument would match as a substring).
    include: process.env.E2E_FILES ? process.env.E2E_FILES.split(",") : ["*.e2e.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    fileParallelism: false,
  },
});
