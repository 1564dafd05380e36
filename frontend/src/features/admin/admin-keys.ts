import type { TAdminEntity } from "@cp/contracts";
import { ADMIN_API } from "@cp/contracts/constants";
import { withQuery } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** The three kinds of item an admin writes, by the path segment of their calls. */
export type TAdminKind = "challenges" | "quizzes" | "tutorials";

/**
 * Cache keys. Each starts with the call's url, so the default loader fetches them: the list is
 * `[base]`, one item `[base, id]` (loaded from `base/id`), the audit log its url with the query.
 * A module of its own: the route's loader uses it without the admin screen's code.
 */
export const adminKeys = {
  list: (kind: TAdminKind) => [ADMIN_API[kind]] as const,
  item: (kind: TAdminKind, id: string) => [ADMIN_API[kind], id] as const,
  audit: (entity: TAdminEntity | "all") => [withQuery(ADMIN_API.audit, { entity, limit: 50 })] as const,
};

/** Starts loading the list of the tab a url opens (?tab=), before the screen has rendered. */
export function prefetchAdminList(url: URL): void {
  const tab = url.searchParams.get("tab") ?? "challenges";
  if (tab === "challenges" || tab === "quizzes" || tab === "tutorials") {
    void queryClient.prefetchQuery({ queryKey: adminKeys.list(tab) });
  }
}
