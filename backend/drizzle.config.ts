import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./backend/src/db/schema/index.ts",
  out: "./backend/src/db/migrations",
});
