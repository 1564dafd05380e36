import { ROUTES } from "@cp/contracts/constants";
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiRequest, endpointKey, type TResponseOf, urlFromQueryKey } from "./api";

/**
 * Default loader, for data the server rendered into the page under its url (main.tsx): a screen's
 * own reads bring their loader (`useEndpoint`), so this one only loads such a key again.
 */
const loadFromKey: QueryFunction = ({ queryKey, signal }) =>
  apiRequest("GET", urlFromQueryKey(queryKey), undefined, { signal });

/**
 * Data-loading rules of the specification: no automatic retry, no refetch on focus or on an
 * interval, and data never goes stale on its own. Fresh data comes from explicit invalidation
 * after a mutation, or from socket events.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: loadFromKey,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

/** Data this recent came with the page (server rendering): it is not asked for again as the screen mounts. */
const CAME_WITH_PAGE_MS = 10_000;

/**
 * For data that may have moved while no screen showed it (best scores, a learner's progress):
 * loaded again each time a screen showing it mounts, unless the page has just brought it or
 * it was loaded a moment ago; invalidated data is always loaded again.
 */
export const reloadOnMount = {
  refetchOnMount: ({ state }: { state: { dataUpdatedAt: number; isInvalidated: boolean } }) =>
    state.isInvalidated || Date.now() - state.dataUpdatedAt >= CAME_WITH_PAGE_MS ? "always" : false,
} as const;

/** The browser's client (the server renders each page with a client of its own). */
export const queryClient = createQueryClient();

/** The signed-in user as the session query last loaded it (app/session.ts), or null. */
export function cachedSessionUser(): TResponseOf<typeof ROUTES.auth.me> | null {
  return queryClient.getQueryData(endpointKey(ROUTES.auth.me, {})) ?? null;
}
