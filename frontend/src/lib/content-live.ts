import type { TAdminEntity, TContentChangedEvent } from "@cp/contracts";
import { API } from "@cp/contracts/constants";
import { queryClient } from "./query-client";

/** The learner calls that read each kind of catalog item: its lists and its detail (not progress). */
const LEARNER_BASES: Record<TAdminEntity, string> = {
  challenge: API.challenges.list,
  quiz: API.quizzes.list,
  tutorial: API.tutorials.list,
};

/** The admin's own calls of each kind (paths written out: the admin contracts would pull zod in here). */
const ADMIN_BASES: Record<TAdminEntity, string> = {
  challenge: "/api/admin/challenges",
  quiz: "/api/admin/quizzes",
  tutorial: "/api/admin/tutorials",
};
const ADMIN_AUDIT = "/api/admin/audit";

/**
 * Whether a cached query shows the catalog of `entity`: a list (any filters), the home page's
 * popular challenges, the course counts, or one item's detail. A learner's own data under an
 * item (drafts, attempts, progress) is left alone: an admin's edit does not change it.
 */
export function readsCatalog(entity: TAdminEntity, key: string): boolean {
  const base = LEARNER_BASES[entity];
  if (key === base || key.startsWith(`${base}?`)) return true;
  if (!key.startsWith(`${base}/`)) return false;
  // `${base}/<id>` and the fixed screens under it (popular challenges, tutorial courses).
  return !key.slice(base.length + 1).includes("/");
}

/**
 * content.changed: an admin saved, deleted or restored an item. The screens that show it load
 * again (a new challenge appears in the list, an edited one shows its text, a deleted one 404s),
 * and so do another admin's list and audit log.
 */
export function applyContentChange(event: TContentChangedEvent): void {
  const admin = ADMIN_BASES[event.entity];
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return readsCatalog(event.entity, key) || key === admin || key.startsWith(ADMIN_AUDIT);
    },
  });
}
