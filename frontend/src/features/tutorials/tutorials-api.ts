import type { TTutorialProgress } from "@cp/contracts";
import { API, ROUTES } from "@cp/contracts/constants";
import { call, endpointKey, useEndpoint } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** The ten courses with counts; the signed-in learner's completed steps come with them. */
export function useCourses() {
  return useEndpoint(ROUTES.tutorials.courses, {});
}

/** One course's tutorials, fetched only once a course is chosen (spec section 8). */
export function useTutorialList(course: string | null) {
  return useEndpoint(ROUTES.tutorials.list, { query: { language: course ?? "" } }, { enabled: course !== null });
}

export function useTutorial(id: string) {
  return useEndpoint(ROUTES.tutorials.detail, { params: { id } }, { enabled: id !== "" });
}

/** A signed-in learner's passed steps of one tutorial, from the server (any device). */
export function useServerProgress(id: string, enabled: boolean) {
  return useEndpoint(ROUTES.tutorials.progress, { params: { id } }, { enabled: enabled && id !== "" });
}

export const runStep = (id: string, index: number, code: string) =>
  call(ROUTES.tutorials.run, { params: { id, index: String(index) }, body: { code } });

export const completePreviewStep = (id: string, index: number) =>
  call(ROUTES.tutorials.complete, { params: { id, index: String(index) } });

/** A passed step moves the tutorial's progress and the counts of the course screens. */
export function refreshTutorialProgress(progress?: TTutorialProgress): Promise<void> {
  if (progress)
    queryClient.setQueryData(endpointKey(ROUTES.tutorials.progress, { params: { id: progress.tutorialId } }), progress);
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return key === API.tutorials.courses || key.startsWith(`${API.tutorials.list}?`) || key.endsWith("/progress");
    },
  });
}
