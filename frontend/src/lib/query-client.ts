import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiGet, urlFromQueryKey } from "./api";

/** Default loader: `useQuery({ queryKey: [API.challenges.list] })` GETs the key joined with "/". */
const loadFromKey: QueryFunction = ({ queryKey, signal }) => apiGet<unknown>(urlFromQueryKey(queryKey), { signal });

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

/** The browser's client (the server renders each page with a client of its own). */
export const queryClient = createQueryClient();
