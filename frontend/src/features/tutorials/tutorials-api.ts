import type {
  TTutorialCourseSummary,
  TTutorialDetail,
  TTutorialListItem,
  TTutorialProgress,
  TTutorialRunResult,
} from "@cp/contracts";
import { API } from "@cp/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { apiPost, withQuery } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** The ten courses with counts; the signed-in learner's completed steps come with them. */
export function useCourses() {
  return useQuery<TTutorialCourseSummary[]>({ queryKey: [API.tutorials.courses] });
}

/** One course's tutorials, fetched only once a course is chosen (spec section 8). */
export function useTutorialList(course: string | null) {
  const url = withQuery(API.tutorials.list, { language: course ?? "" });
  return useQuery<TTutorialListItem[]>({ queryKey: [url], enabled: course !== null });
}

export function useTutorial(id: string) {
  return useQuery<TTutorialDetail>({ queryKey: [API.tutorials.detail(id)], enabled: id !== "" });
}

/** A signed-in learner's passed steps of one tutorial, from the server (any device). */
export function useServerProgress(id: string, enabled: boolean) {
  return useQuery<TTutorialProgress>({ queryKey: [API.tutorials.progress(id)], enabled: enabled && id !== "" });
}

export function runStep(id: string, index: number, code: string): Promise<TTutorialRunResult> {
  return apiPost<TTutorialRunResult>(API.tutorials.run(id, index), { code });
}

export function completePreviewStep(id: string, index: number): Promise<TTutorialProgress> {
  return apiPost<TTutorialProgress>(API.tutorials.complete(id, index), undefined);
}

/** A passed step moves the tutorial's progress and the counts of the course screens. */
export function refreshTutorialProgress(progress?: TTutorialProgress): Promise<void> {
  if (progress) queryClient.setQueryData([API.tutorials.progress(progress.tutorialId)], progress);
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return key === API.tutorials.courses || key.startsWith(`${API.tutorials.list}?`) || key.endsWith("/progress");
    },
  });
}
