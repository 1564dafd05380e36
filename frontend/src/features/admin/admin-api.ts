import type {
  TAdminChallenge,
  TAdminChallengeInput,
  TAdminChallengeListItem,
  TAdminEntity,
  TAdminQuiz,
  TAdminQuizInput,
  TAdminQuizListItem,
  TAdminTutorial,
  TAdminTutorialInput,
  TAdminTutorialListItem,
  TAuditEntry,
  TChallengeValidation,
  TSignature,
} from "@cp/contracts";
import { ADMIN_API } from "@cp/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { apiDelete, apiPost, apiPut } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { adminKeys, type TAdminKind } from "./admin-keys";

export { adminKeys, type TAdminKind };

/** What each kind reads and writes: its list card, its whole item and the body of a save. */
export type TAdminTypes = {
  challenges: { listItem: TAdminChallengeListItem; item: TAdminChallenge; input: TAdminChallengeInput };
  quizzes: { listItem: TAdminQuizListItem; item: TAdminQuiz; input: TAdminQuizInput };
  tutorials: { listItem: TAdminTutorialListItem; item: TAdminTutorial; input: TAdminTutorialInput };
};

/** The name a toast gives the kind ("Challenge created successfully") and its audit entity. */
export const ADMIN_KINDS: Record<TAdminKind, { label: string; entity: TAdminEntity }> = {
  challenges: { label: "Challenge", entity: "challenge" },
  quizzes: { label: "Quiz", entity: "quiz" },
  tutorials: { label: "Tutorial", entity: "tutorial" },
};

export function useAdminList<K extends TAdminKind>(kind: K) {
  return useQuery<TAdminTypes[K]["listItem"][]>({ queryKey: adminKeys.list(kind) });
}

/** The whole editable item (hidden tests and solutions included), loaded afresh each time a form opens. */
export function useAdminItem<K extends TAdminKind>(kind: K, id: string | null) {
  return useQuery<TAdminTypes[K]["item"]>({
    queryKey: adminKeys.item(kind, id ?? ""),
    enabled: id !== null,
    refetchOnMount: "always",
  });
}

export function useAuditLog(entity: TAdminEntity | "all") {
  return useQuery<TAuditEntry[]>({ queryKey: adminKeys.audit(entity), refetchOnMount: "always" });
}

/** Creates (no id) or updates (an id) an item; resolves to the saved item as the server keeps it. */
export function saveAdminItem<K extends TAdminKind>(
  kind: K,
  id: string | null,
  input: TAdminTypes[K]["input"],
): Promise<TAdminTypes[K]["item"]> {
  const base = ADMIN_API[kind];
  return id === null ? apiPost(base, input) : apiPut(`${base}/${id}`, input);
}

export function deleteAdminItem(kind: TAdminKind, id: string): Promise<{ id: string; deleted: true }> {
  return apiDelete(`${ADMIN_API[kind]}/${id}`);
}

export function restoreAdminItem<K extends TAdminKind>(kind: K, id: string): Promise<TAdminTypes[K]["item"]> {
  return apiPost(`${ADMIN_API[kind]}/${id}/restore`, undefined);
}

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
export async function validateChallenge(
  input: TAdminChallengeInput,
  validationId: string,
): Promise<TChallengeValidation> {
  await socketReady();
  return apiPost(ADMIN_API.validateChallenge, { ...input, validationId });
}

/** Starter code for each language, generated from the signature: a JSON text of name → source. */
export function generateStarterCode(signature: TSignature, languages: string[]): Promise<{ starterCode: string }> {
  return apiPost(ADMIN_API.starterCode, { signature, languages });
}

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
