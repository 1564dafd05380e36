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

/** The name a toast gives the kind ("Challenge created successfully") and its audit entity. */
export const ADMIN_KINDS: Record<TAdminKind, { label: string; entity: TAdminEntity }> = {
  challenges: { label: "Challenge", entity: "challenge" },
  quizzes: { label: "Quiz", entity: "quiz" },
  tutorials: { label: "Tutorial", entity: "tutorial" },
};

/** What the admin screens do with one kind of item, typed by that kind's own contract. */
type TKindApi<K extends TAdminKind> = {
  useList: () => UseQueryResult<TAdminTypes[K]["listItem"][]>;
  /** The whole editable item (hidden tests and solutions included), loaded afresh each time a form opens. */
  useItem: (id: string | null) => UseQueryResult<TAdminTypes[K]["item"]>;
  /** Creates (no id) or updates (an id) an item; resolves to the saved item as the server keeps it. */
  save: (id: string | null, input: TAdminTypes[K]["input"]) => Promise<TAdminTypes[K]["item"]>;
};

const itemOptions = (id: string | null) => ({ enabled: id !== null, refetchOnMount: "always" as const });

/*
 * The table is indexed by the kind, so `ADMIN_BY_KIND[kind]` keeps K's own types for a generic
 * kind (TypeScript follows an indexed record; it cannot follow ROUTES.admin[kind] to K's route).
 */
const ADMIN_BY_KIND: { [K in TAdminKind]: TKindApi<K> } = {
  challenges: {
    useList: () => useEndpoint(ROUTES.admin.challenges.list, {}),
    useItem: (id) => useEndpoint(ROUTES.admin.challenges.get, { params: { id: id ?? "" } }, itemOptions(id)),
    save: (id, body) =>
      id === null
        ? call(ROUTES.admin.challenges.create, { body })
        : call(ROUTES.admin.challenges.update, { params: { id }, body }),
  },
  quizzes: {
    useList: () => useEndpoint(ROUTES.admin.quizzes.list, {}),
    useItem: (id) => useEndpoint(ROUTES.admin.quizzes.get, { params: { id: id ?? "" } }, itemOptions(id)),
    save: (id, body) =>
      id === null
        ? call(ROUTES.admin.quizzes.create, { body })
        : call(ROUTES.admin.quizzes.update, { params: { id }, body }),
  },
  tutorials: {
    useList: () => useEndpoint(ROUTES.admin.tutorials.list, {}),
    useItem: (id) => useEndpoint(ROUTES.admin.tutorials.get, { params: { id: id ?? "" } }, itemOptions(id)),
    save: (id, body) =>
      id === null
        ? call(ROUTES.admin.tutorials.create, { body })
        : call(ROUTES.admin.tutorials.update, { params: { id }, body }),
  },
};

export function useAdminList<K extends TAdminKind>(kind: K) {
  return ADMIN_BY_KIND[kind].useList();
}

export function useAdminItem<K extends TAdminKind>(kind: K, id: string | null) {
  return ADMIN_BY_KIND[kind].useItem(id);
}

/** The latest 50 changes of one kind of item, or of all. */
export function useAuditLog(entity: TAdminEntity | "all") {
  return useEndpoint(
    ROUTES.admin.audit,
    { query: { ...realFilters({ entity }), limit: 50 } },
    { refetchOnMount: "always" },
  );
}

export function saveAdminItem<K extends TAdminKind>(kind: K, id: string | null, input: TAdminTypes[K]["input"]) {
  return ADMIN_BY_KIND[kind].save(id, input);
}

export const deleteAdminItem = (kind: TAdminKind, id: string) => call(ROUTES.admin[kind].remove, { params: { id } });

/** Brings a deleted item back (the callers reload what shows it). */
export const restoreAdminItem = (kind: TAdminKind, id: string) => call(ROUTES.admin[kind].restore, { params: { id } });

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
