import type { TAdminChallengeInput, TAdminEntity, TEndpointBodyInput, TEndpointOf, TSignature } from "@cp/contracts";
import { ADMIN_API, ROUTES } from "@cp/contracts/constants";
import type { UseQueryResult } from "@tanstack/react-query";
import { call, realFilters, type TResponseOf, useEndpoint } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import type { TAdminKind } from "./admin-keys";

export type { TAdminKind };

type TKindRoutes<K extends TAdminKind> = (typeof ROUTES.admin)[K];

/** What each kind reads and writes: its list card, its whole item and the body of a save (from its contract). */
export type TAdminTypes = {
  [K in TAdminKind]: {
    listItem: TResponseOf<TKindRoutes<K>["list"]> extends (infer I)[] ? I : never;
    item: TResponseOf<TKindRoutes<K>["get"]>;
    input: TEndpointBodyInput<TEndpointOf<TKindRoutes<K>["create"]>>;
  };
};

/*
 * TypeScript cannot follow a generic kind K to its own route (ROUTES.admin[K] is the union of the
 * three), so each function below calls the route of `kind` and states that the answer is K's own
 * types from the contract above: the one claim of this file, true because the route is K's.
 */

/** The name a toast gives the kind ("Challenge created successfully") and its audit entity. */
export const ADMIN_KINDS: Record<TAdminKind, { label: string; entity: TAdminEntity }> = {
  challenges: { label: "Challenge", entity: "challenge" },
  quizzes: { label: "Quiz", entity: "quiz" },
  tutorials: { label: "Tutorial", entity: "tutorial" },
};

export function useAdminList<K extends TAdminKind>(kind: K) {
  return useEndpoint(ROUTES.admin[kind].list, {}) as UseQueryResult<TAdminTypes[K]["listItem"][]>;
}

/** The whole editable item (hidden tests and solutions included), loaded afresh each time a form opens. */
export function useAdminItem<K extends TAdminKind>(kind: K, id: string | null) {
  return useEndpoint(
    ROUTES.admin[kind].get,
    { params: { id: id ?? "" } },
    { enabled: id !== null, refetchOnMount: "always" },
  ) as UseQueryResult<TAdminTypes[K]["item"]>;
}

/** The latest 50 changes of one kind of item, or of all. */
export function useAuditLog(entity: TAdminEntity | "all") {
  return useEndpoint(
    ROUTES.admin.audit,
    { query: { ...realFilters({ entity }), limit: 50 } },
    { refetchOnMount: "always" },
  );
}

/** Creates (no id) or updates (an id) an item; resolves to the saved item as the server keeps it. */
export function saveAdminItem<K extends TAdminKind>(
  kind: K,
  id: string | null,
  input: TAdminTypes[K]["input"],
): Promise<TAdminTypes[K]["item"]> {
  // Typed as the challenges' routes: the three kinds' routes differ only by their base path.
  const routes = ROUTES.admin[kind] as TKindRoutes<"challenges">;
  const body = input as TAdminTypes["challenges"]["input"];
  return (id === null ? call(routes.create, { body }) : call(routes.update, { params: { id }, body })) as Promise<
    TAdminTypes[K]["item"]
  >;
}

export const deleteAdminItem = (kind: TAdminKind, id: string) => call(ROUTES.admin[kind].remove, { params: { id } });

export const restoreAdminItem = <K extends TAdminKind>(kind: K, id: string) =>
  call(ROUTES.admin[kind].restore, { params: { id } }) as Promise<TAdminTypes[K]["item"]>;

/** Longest a validation waits for the socket to connect before it starts without live progress. */
const SOCKET_WAIT_MS = 2000;

/**
 * Opens the socket (the admin's own room is joined at its handshake) so a validation's live
 * progress has somewhere to arrive; the page itself opens it only once it is idle.
 */
async function socketReady(): Promise<void> {
  const { getSocket } = await import("@/lib/socket");
  const socket = getSocket();
  if (socket.connected) return;
  await new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, SOCKET_WAIT_MS);
    socket.once("connect", () => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

/** Runs every reference solution against every test and compiles every starter, without saving. */
export async function validateChallenge(input: TAdminChallengeInput, validationId: string) {
  await socketReady();
  return call(ROUTES.admin.validateChallenge, { body: { ...input, validationId } });
}

/** Starter code for each language, generated from the signature: a JSON text of name → source. */
export const generateStarterCode = (signature: TSignature, languages: string[]) =>
  call(ROUTES.admin.starterCode, { body: { signature, languages } });

/**
 * After a save, delete or restore: the admin's list of that kind and the audit log load again
 * (the learner screens follow from the server's content.changed event).
 */
export function refreshAfterAdminChange(kind: TAdminKind): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return key === ADMIN_API[kind] || key.startsWith(ADMIN_API.audit);
    },
  });
}
