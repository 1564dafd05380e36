import type { TVerdict } from "@cp/contracts";
import { LANGUAGES, languageByKey } from "@cp/contracts";
import { SandboxUnavailableError } from "../sandbox/setup";
import type { Engine, LanguageStatus } from "./engine";
import { LANGUAGE_DEFINITIONS } from "./languages";
import type { ExecutionLimits } from "./types";
import { failedResult, STATUS } from "./verdict";

type Judge0Response = {
  stdout?: string | null;
  stderr?: string | null;
  compile_output?: string | null;
  message?: string | null;
  status?: { id: number; description: string };
  time?: string | null;
  memory?: number | null;
};

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const unb64 = (text: string | null | undefined) => (text ? Buffer.from(text, "base64").toString("utf8") : "");

/** Judge0's status id as one of the platform's verdicts (Judge0 itself does not tell memory or output limits apart). */
function verdictOf(statusId: number, message: string): TVerdict {
  if (statusId === 3 || statusId === 4) return "Accepted";
  if (statusId === 5) return "Time Limit Exceeded";
  if (statusId === 6) return "Compilation Error";
  if (statusId >= 7 && statusId <= 12) return /memory/i.test(message) ? "Memory Limit Exceeded" : "Runtime Error";
  return "Internal Error";
}

/**
 * Delegates execution to an existing Judge0 deployment (JUDGE0_URL): the same engine interface,
 * so challenges, the compiler and the queue work unchanged. Output arrives in one piece when
 * the submission finishes, so per-test streaming shows all results at once.
 */
export function createJudge0Engine(options: {
  baseUrl: string;
  limits: ExecutionLimits;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): Engine {
  const base = options.baseUrl.replace(/\/+$/, "");
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? options.limits.wallMs * 3 + 30_000;
  /** The id the deployment offers for each language (the newest it knows), learned from its /languages. */
  const chosenIds = new Map<string, number>();

  async function call(path: string, init?: RequestInit): Promise<unknown> {
    const response = await fetchImpl(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`Judge0 answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return response.json();
  }

  return {
    async execute(request, hooks) {
      const limits = { ...options.limits, ...request.limits };
      const started = Date.now();
      let answer: Judge0Response;
      try {
        answer = (await call("/submissions?base64_encoded=true&wait=true", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            source_code: b64(request.source),
            language_id: chosenIds.get(request.language) ?? languageByKey(request.language).judgeId,
            stdin: typeof request.stdin === "object" ? request.stdin.base64 : b64(request.stdin ?? ""),
            cpu_time_limit: limits.cpuMs / 1000,
            wall_time_limit: limits.wallMs / 1000,
            memory_limit: Math.round(limits.memoryBytes / 1024),
            ...(request.args?.length ? { command_line_arguments: request.args.join(" ") } : {}),
            ...(request.compilerOptions?.length ? { compiler_options: request.compilerOptions.join(" ") } : {}),
            ...(request.mergeStderr ? { redirect_stderr_to_stdout: true } : {}),
          }),
        })) as Judge0Response;
      } catch (error) {
        return failedResult(STATUS.internal, "Internal Error", `Judge0 is unreachable: ${(error as Error).message}`);
      }
      const stdout = unb64(answer.stdout);
      if (stdout) hooks?.onStdout?.(stdout);
      const statusId = answer.status?.id ?? 13;
      const message = unb64(answer.message) || (statusId === 3 ? "" : (answer.status?.description ?? ""));
      return {
        verdict: verdictOf(statusId, message),
        statusId: statusId === 4 ? 3 : statusId,
        stdout,
        stderr: unb64(answer.stderr),
        compileOutput: unb64(answer.compile_output),
        message: message || null,
        timeMs: answer.time ? Math.round(Number(answer.time) * 1000) : Date.now() - started,
        memoryKb: answer.memory ?? null,
        exitCode: null,
        signal: null,
        cached: false,
      };
    },

    async languages(): Promise<LanguageStatus[]> {
      let remote: { id: number; name: string }[] = [];
      try {
        remote = (await call("/languages")) as { id: number; name: string }[];
      } catch {
        remote = [];
      }
      return LANGUAGES.map((language) => {
        // A deployment offers some of Judge0's ids for a language (older or newer compilers): take the newest.
        const found = language.judge0Ids.map((id) => remote.find((r) => r.id === id)).find(Boolean);
        if (found) chosenIds.set(language.key, found.id);
        return {
          key: language.key,
          name: language.name,
          judgeId: language.judgeId,
          version: found?.name ?? null,
          available: Boolean(found),
          reason: found ? null : `Judge0 at ${base} does not offer language ${language.judgeId}`,
          starterCode: LANGUAGE_DEFINITIONS[language.key].starterCode,
          tools: {},
        };
      });
    },

    async assertReady() {
      try {
        await call("/languages");
      } catch (error) {
        throw new SandboxUnavailableError(`JUDGE0_URL ${base} does not answer: ${(error as Error).message}`);
      }
    },

    async describe() {
      return [`delegated to Judge0 at ${base}`];
    },
    // Judge0 compiles on its own machines: nothing to build here.
    prebuild: async () => [],
    stats: () => ({ compiles: 0, cacheHits: 0, preludesBuilt: 0 }),
    close: async () => undefined,
  };
}
