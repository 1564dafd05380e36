import { PROGRESS_ENDPOINTS } from "@cp/contracts";
import Router from "@koa/router";
import { notFound } from "../../errors";
import { authorize } from "../../http/policy";
import { route } from "../../http/route";
import type { AppState, SessionUser } from "../../http/state";
import { progressPolicy } from "./policy";
import { presentProgress, presentSubmission } from "./presenter";
import type { ProgressService } from "./service";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createProgressRouter(deps: { progress: ProgressService }) {
  const { progress } = deps;
  const router = new Router<AppState>();

  /** The learner named by the path, or a 404; with `read`, only when the caller may read their data. */
  async function loadOwner(user: SessionUser, userId: string | undefined, read: boolean) {
    if (!userId || !UUID.test(userId) || !(await progress.userExists(userId))) throw notFound("User not found");
    const owner = { id: userId };
    if (read) authorize(user, progressPolicy.readUserData, owner);
    return owner;
  }

  route(router, PROGRESS_ENDPOINTS.leaderboard, { access: "public" }, () => progress.leaderboard());

  route(router, PROGRESS_ENDPOINTS.leaderboardUser, { access: "user" }, async ({ user, params }) => {
    const owner = await loadOwner(user, params.userId, false);
    const entry = await progress.userEntry(owner.id);
    if (!entry) throw notFound("User not found");
    return entry;
  });

  route(router, PROGRESS_ENDPOINTS.progress, { access: "user" }, async ({ user, params }) => {
    const owner = await loadOwner(user, params.userId, true);
    return (await progress.listProgress(owner.id)).map(presentProgress);
  });

  route(router, PROGRESS_ENDPOINTS.stats, { access: "user" }, async ({ user, params }) => {
    const owner = await loadOwner(user, params.userId, true);
    return progress.stats(owner.id);
  });

  route(router, PROGRESS_ENDPOINTS.submissions, { access: "user" }, async ({ user, params }) => {
    const owner = await loadOwner(user, params.userId, true);
    return (await progress.listSubmissions(owner.id)).map(presentSubmission);
  });

  route(router, PROGRESS_ENDPOINTS.mySubmissions, { access: "user" }, async ({ user, params }) => {
    const challengeId = params.challengeId;
    if (!UUID.test(challengeId)) throw notFound("Challenge not found");
    // Only the caller's own: the path names no user, so nobody can read another's code here.
    return progress.listOwnSubmissions(user.id, challengeId);
  });

  route(router, PROGRESS_ENDPOINTS.standing, { access: "user" }, async ({ user, params }) => {
    const submissionId = params.submissionId;
    if (!UUID.test(submissionId)) throw notFound("Submission not found");
    // Only the caller's own submission: another's (or an unknown id) is not found.
    return progress.standingOf(user.id, submissionId);
  });

  return router;
}
