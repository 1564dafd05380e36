import { defineConfig } from "vitest/config";

/**
 * Two projects: `unit` (pure, fast: *.test.ts) and `int` (through the real Koa app, a real
 * migrated database and, when configured, real Redis: *.int.test.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The web app's own import alias, so its modules load as they do in the build.
        resolve: { alias: [{ find: /^@\//, replacement: `${import.meta.dirname}/frontend/src/` }] },
        test: {
          name: "unit",
          include: ["{backend,contracts,frontend,scripts}/src/**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "int",
          include: ["backend/src/**/*.int.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
          fileParallelism: false,
        },
      },
    ],
  },
});
