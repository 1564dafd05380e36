import { z } from "zod";
import { ZVerdict } from "./challenges";
import { defineEndpoint } from "./endpoint";
import { API } from "./paths";

export const ZCompilerRunRequest = z.object({
  language: z.union([z.string().min(1), z.number()], { error: "language is required" }),
  code: z
    .string({ error: "code is required" })
    .max(512 * 1024, "code must be at most 512 KB")
    .refine((s) => s.trim().length > 0, "code must not be blank"),
  stdin: z
    .string()
    .max(1024 * 1024)
    .optional(),
});
export type TCompilerRunRequest = z.infer<typeof ZCompilerRunRequest>;

/** Judge0's status ids and descriptions. */
export const JUDGE0_STATUSES = {
  1: "In Queue",
  2: "Processing",
  3: "Accepted",
  4: "Wrong Answer",
  5: "Time Limit Exceeded",
  6: "Compilation Error",
  7: "Runtime Error (SIGSEGV)",
  8: "Runtime Error (SIGXFSZ)",
  9: "Runtime Error (SIGFPE)",
  10: "Runtime Error (SIGABRT)",
  11: "Runtime Error (NZEC)",
  12: "Runtime Error (Other)",
  13: "Internal Error",
  14: "Exec Format Error",
} as const;

export const ZCompilerRunResponse = z.object({
  stdout: z.string().nullable(),
  stderr: z.string().nullable(),
  compile_output: z.string().nullable(),
  message: z.string().nullable(),
  status: z.object({ id: z.number(), description: z.string() }),
  /** Seconds, as a decimal string, like Judge0. */
  time: z.string().nullable(),
  /** Kilobytes, like Judge0. */
  memory: z.number().nullable(),
  verdict: ZVerdict,
});
export type TCompilerRunResponse = z.infer<typeof ZCompilerRunResponse>;

export const ZCompilerLanguage = z.object({
  key: z.string(),
  name: z.string(),
  id: z.number(),
  version: z.string().nullable(),
  available: z.boolean(),
  starterCode: z.string(),
});
export type TCompilerLanguage = z.infer<typeof ZCompilerLanguage>;

export const COMPILER_ENDPOINTS = {
  languages: defineEndpoint({ method: "GET", path: API.compiler.languages, response: z.array(ZCompilerLanguage) }),
  run: defineEndpoint({
    method: "POST",
    path: API.compiler.run,
    body: ZCompilerRunRequest,
    response: ZCompilerRunResponse,
  }),
} as const;
