import { ROUTES } from "@cp/contracts/constants";
import { endpointQuery } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** The three kinds of item an admin writes, by the path segment of their calls. */
export type TAdminKind = "challenges" | "quizzes" | "tutorials";

/** Starts loading the list of the tab a url opens (?tab=), before the screen has rendered. */
export function prefetchAdminList(url: URL): void {
  const tab = url.searchParams.get("tab") ?? "challenges";
  if (tab === "challenges" || tab === "quizzes" || tab === "tutorials") {
    void queryClient.prefetchQuery(endpointQuery(ROUTES.admin[tab].list, {}));
  }
}
