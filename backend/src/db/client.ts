import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both drivers: every repo is written against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies pending migrations (under an advisory lock on PostgreSQL, so app and workers may race safely). */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
const MIGRATION_LOCK_ID = 7_246_101;
const PGLITE_MAINTAIN_EVERY_MS = 60 * 60 * 1000;

/** PostgreSQL over a node-postgres pool when a URL is given; otherwise PGlite persisted under dataDir (or in memory). */
export function createDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  onIdleError?: (error: Error) => void;
  /** How often PGlite is vacuumed and analysed (default: hourly). */
  maintainEveryMs?: number;
  onMaintenanceError?: (error: Error) => void;
}): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // An idle connection the server drops (restart, failover, admin termination) emits 'error'
    // on the pool; unhandled, that would crash the process. The pool replaces it on next use.
    pool.on("error", (error) =>
      (options.onIdleError ?? ((e) => console.warn(`database: idle connection lost: ${e.message}`)))(error),
    );
    // Each driver's database is a PgDatabase with its own query-result kind; the repos use only
    // what they share, so the kind is left out of Db (the same for PGlite below).
    const db = drizzlePg(pool, { schema }) as Db;
    return {
      db,
      kind: "postgres",
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema }) as Db;
  // PGlite has no autovacuum: the row versions that updates leave behind are only pruned page by
  // page, and the planner never gets statistics. VACUUM (ANALYZE) does both. PGlite runs one
  // statement at a time, so it goes table by table (at most ~40 ms each for a database of 2,000
  // submissions on a 2-core machine, against 600 ms for the whole database with its catalogs),
  // and the requests that arrive meanwhile run between them.
  let maintaining: Promise<unknown> | null = null;
  let closing = false;
  const maintenance = setInterval(() => {
    maintaining ??= vacuumTables(client, () => closing)
      .catch((error: Error) =>
        (options.onMaintenanceError ?? ((e) => console.warn(`database: maintenance failed: ${e.message}`)))(error),
      )
      .finally(() => {
        maintaining = null;
      });
  }, options.maintainEveryMs ?? PGLITE_MAINTAIN_EVERY_MS);
  maintenance.unref();
  return {
    db,
    kind: "pglite",
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async close() {
      // A maintenance under way stops after its current table.
      closing = true;
      clearInterval(maintenance);
      await maintaining;
      await client.close();
    },
  };
}

async function vacuumTables(client: PGlite, stopped: () => boolean): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables",
  );
  for (const { name } of rows) {
    if (stopped()) return;
    await client.exec(`VACUUM (ANALYZE) ${name}`);
  }
}

/** A cheap round trip, for health checks. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The rows of a hand-written statement, for the few a query builder cannot express in one round
 * trip. Both drivers answer `execute` with `{ rows }`; the row type is the caller's to state.
 */
export async function selectRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
