import { API } from "@cp/contracts";
import Router from "@koa/router";
import { HttpError } from "../../http/errors";
import { type AppState, currentUser } from "../../http/state";
import { authorizeReadUserData } from "./policy";
import { presentProgress, presentSubmission } from "./presenter";
import type { ProgressService } from "./service";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `userExists` defaults to the progress service's own lookup. */
export function createProgressRouter(deps: {
  progress: ProgressService;
  userExists?: (id: string) => Promise<boolean>;
}) {
  const router = new Router<AppState>();
  const userExists = deps.userExists ?? deps.progress.userExists;

  async function loadUserId(ctx: { state: AppState; params: Record<string, string> }) {
    currentUser(ctx);
    const userId = ctx.params.userId ?? "";
    if (!UUID.test(userId) || !(await userExists(userId))) throw new HttpError(404, "User not found");
    return userId;
  }

  router.get(API.leaderboard.list, async (ctx) => {
    ctx.body = await deps.progress.leaderboard();
  });

  router.get(API.leaderboard.user(":userId"), async (ctx) => {
    const userId = await loadUserId(ctx);
    const entry = await deps.progress.userEntry(userId);
    if (!entry) throw new HttpError(404, "User not found");
    ctx.body = entry;
  });

  router.get(API.progress(":userId"), async (ctx) => {
    const userId = await loadUserId(ctx);
    authorizeReadUserData(ctx, userId);
    ctx.body = (await deps.progress.listProgress(userId)).map(presentProgress);
  });

  router.get(API.progressStats(":userId"), async (ctx) => {
    const userId = await loadUserId(ctx);
    authorizeReadUserData(ctx, userId);
    ctx.body = await deps.progress.stats(userId);
  });

  router.get(API.submissions(":userId"), async (ctx) => {
    const userId = await loadUserId(ctx);
    authorizeReadUserData(ctx, userId);
    ctx.body = (await deps.progress.listSubmissions(userId)).map(presentSubmission);
  });

  return router;
}
