import type { TCompilerRunRequest, TCompilerRunResponse } from "@cp/contracts";
import { ROUTES } from "@cp/contracts/constants";
import { call, endpointQuery, useEndpoint } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** The server's languages with their versions and Hello, World! starters. */
export function useCompilerLanguages() {
  return useEndpoint(ROUTES.compiler.languages, {});
}

/** Loads the languages before the compiler screen renders (its route's loader waits); never rejects. */
export function prefetchCompilerLanguages(): Promise<void> {
  return queryClient.prefetchQuery(endpointQuery(ROUTES.compiler.languages, {}));
}

export type TRunInput = TCompilerRunRequest;

export const runProgram = (input: TRunInput) => call(ROUTES.compiler.run, { body: input });

export const analyzeFlow = (input: TRunInput) => call(ROUTES.compiler.flow, { body: input });

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
