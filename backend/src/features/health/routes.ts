import { API } from "@cp/contracts";
import Router from "@koa/router";
import { type Database, pingDatabase } from "../../db/client";
import type { AppState } from "../../http/state";

/** Liveness plus a database round trip: 200 `{ status: "ok" }`, or 503 when the database does not answer. */
export function createHealthRouter(deps: { database: Database }) {
  const router = new Router<AppState>();
  router.get(API.health, async (ctx) => {
    try {
      await pingDatabase(deps.database.db);
      ctx.body = { status: "ok", database: deps.database.kind };
    } catch {
      ctx.status = 503;
      ctx.body = { message: "Database unavailable" };
    }
  });
  return router;
}
