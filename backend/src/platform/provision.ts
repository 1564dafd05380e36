import { randomBytes } from "node:crypto";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { AuthService } from "../features/auth";
import { loadCatalog, seedCatalog } from "../features/challenges";
import { type ForumService, loadWelcomePosts } from "../features/forum";
import { loadQuizzes, seedQuizzes } from "../features/quizzes";

export type Credentials = { username: string; password: string };

/**
 * First-start and every-start provisioning: the content (challenges, quizzes) is seeded (idempotently), the first
 * admin and the demo student exist, the admin's welcome posts are in the forum, expired sessions
 * and forum views are swept. Returns the credentials created on this start, which main prints once.
 */
export async function provision(deps: {
  db: Db;
  auth: AuthService;
  forum: ForumService;
  config: Config;
  catalogDir?: string;
}) {
  const created: { admin?: Credentials; student?: Credentials } = {};
  const welcomePosts = await loadWelcomePosts();
  const quizzes = await loadQuizzes();
  await seedCatalog(deps.db, await loadCatalog(deps.catalogDir));
  await seedQuizzes(deps.db, quizzes);
  const admin = await deps.auth.ensureAdmin(deps.config.admin);
  if (admin.created) created.admin = { username: admin.username, password: admin.password };
  await deps.forum.seedWelcomePosts(welcomePosts);
  if (deps.config.seedDemo) {
    const student = await deps.auth.ensureStudent("student", randomBytes(9).toString("base64url"));
    if (student.created) created.student = { username: student.username, password: student.password };
  }
  await deps.auth.deleteExpiredSessions();
  await deps.forum.sweepViews();
  return created;
}
