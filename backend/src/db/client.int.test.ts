import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database, selectRows } from "./client";

describe("embedded database (PGlite)", () => {
  let database: Database;

  beforeAll(async () => {
    database = createDatabase({ maintainEveryMs: 300 });
    await database.migrate();
  }, 60_000);

  afterAll(() => database.close());

  it("vacuums and analyses itself, as PostgreSQL's autovacuum would: the planner learns how many rows a table holds", async () => {
    const { db } = database;
    await db.execute(sql`CREATE TABLE maintenance_probe (n integer)`);
    await db.execute(sql`INSERT INTO maintenance_probe SELECT generate_series(1, 500)`);
    // A table that was never vacuumed or analysed has reltuples -1 (PostgreSQL 14 and later).
    const estimate = async () =>
      (
        await selectRows<{ reltuples: number }>(
          db,
          sql`SELECT reltuples FROM pg_class WHERE relname = 'maintenance_probe'`,
        )
      )[0]?.reltuples;
    await expect.poll(estimate, { timeout: 10_000, interval: 100 }).toBe(500);
  });
});
