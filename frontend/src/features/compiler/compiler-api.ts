import type { TCompilerFlowResponse, TCompilerLanguage, TCompilerRunResponse, TLanguageKey } from "@cp/contracts";
import { API } from "@cp/contracts/constants";
import { useQuery } from "@tanstack/react-query";
import { apiGet, apiPost } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

const LANGUAGES_QUERY = {
  queryKey: [API.compiler.languages],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<TCompilerLanguage[]>(API.compiler.languages, { signal }),
};

/** The server's languages with their versions and Hello, World! starters. */
export function useCompilerLanguages() {
  return useQuery(LANGUAGES_QUERY);
}

/** Loads the languages before the compiler screen renders (its route's loader waits); never rejects. */
export function prefetchCompilerLanguages(): Promise<void> {
  return queryClient.prefetchQuery(LANGUAGES_QUERY);
}

export type TRunInput = { language: TLanguageKey; code: string; stdin: string };

export function runProgram(input: TRunInput): Promise<TCompilerRunResponse> {
  return apiPost<TCompilerRunResponse>(API.compiler.run, input);
}

export function analyzeFlow(input: TRunInput): Promise<TCompilerFlowResponse> {
  return apiPost<TCompilerFlowResponse>(API.compiler.flow, input);
}

/** Spec section 8's output priority: stdout; else stderr, compile output or message with their labels; else 'No output'. */
export function presentOutput(result: TCompilerRunResponse): { text: string; isError: boolean } {
  // Output cut at the limit: what was printed stays, followed by why it stops there.
  if (result.verdict === "Output Limit Exceeded" && result.stdout)
    return {
      text: `${result.stdout}\n\n[${result.message ?? "Output limit exceeded"}: the output stops here]`,
      isError: true,
    };
  if (result.stdout) return { text: result.stdout, isError: false };
  if (result.stderr) return { text: `Error: ${result.stderr}`, isError: true };
  if (result.compile_output) return { text: `Compilation Error: ${result.compile_output}`, isError: true };
  if (result.message) return { text: `Error: ${result.message}`, isError: true };
  return { text: "No output", isError: false };
}
