import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "@/lib/query-client";
import { ServerContext, type TSsrState } from "./ssr";

/**
 * App-wide context, the same around the server's render and the browser's. The theme and toasts are Zustand stores and need no provider. The server
 * renders a page with its own query client, and both sides name what it laid the page out for.
 */
export function Providers({
  children,
  client = queryClient,
  server = null,
}: {
  children: ReactNode;
  client?: QueryClient;
  server?: Omit<TSsrState, "data"> | null;
}) {
  return (
    <QueryClientProvider client={client}>
      <ServerContext.Provider value={server}>{children}</ServerContext.Provider>
    </QueryClientProvider>
  );
}
