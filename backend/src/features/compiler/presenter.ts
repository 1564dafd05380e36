import { JUDGE0_STATUSES, type TCompilerLanguage, type TCompilerRunResponse } from "@cp/contracts";
import type { ExecutionResult, LanguageStatus } from "../execution";

export function describeStatus(id: number): string {
  return JUDGE0_STATUSES[id as keyof typeof JUDGE0_STATUSES] ?? "Internal Error";
}

/** Judge0 gives seconds as a decimal string ("0.012"). */
export function presentSeconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

/** An engine result in the compiler page's (Judge0-like) shape; empty texts become null as in Judge0. */
export function presentRunResult(result: ExecutionResult): TCompilerRunResponse {
  return {
    stdout: result.stdout || null,
    stderr: result.stderr || null,
    compile_output: result.compileOutput || null,
    message: result.message,
    // Judge0 files an output cut at the limit under "Runtime Error (SIGXFSZ)"; the compiler says what happened.
    status: {
      id: result.statusId,
      description: result.verdict === "Output Limit Exceeded" ? result.verdict : describeStatus(result.statusId),
    },
    time: result.verdict === "Compilation Error" ? null : presentSeconds(result.timeMs),
    memory: result.memoryKb,
    verdict: result.verdict,
  };
}

export function presentLanguage(language: LanguageStatus): TCompilerLanguage {
  return {
    key: language.key,
    name: language.name,
    id: language.judgeId,
    version: language.version,
    available: language.available,
    starterCode: language.starterCode,
  };
}
