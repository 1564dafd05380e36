import { z } from "zod";
import { ZVerdict } from "./challenges";
import { defineEndpoint } from "./endpoint";
import { ROUTES } from "./paths";

/** The longest program the compiler runs (UTF-16 code units, as zod counts a string's length). */
export const MAX_COMPILER_CODE_LENGTH = 512 * 1024;

export const ZCompilerRunRequest = z.object({
  language: z.union([z.string().min(1), z.number()], { error: "language is required" }),
  code: z
    .string({ error: "code is required" })
    .max(MAX_COMPILER_CODE_LENGTH, "code must be at most 512 KB")
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

/** Longest program flow analysis accepts (64 KB). */
export const FLOW_MAX_CODE_BYTES = 64 * 1024;

export const ZCompilerFlowRequest = z.object({
  language: z.union([z.string().min(1), z.number()], { error: "language is required" }),
  code: z
    .string({ error: "code is required" })
    .refine((s) => s.trim().length > 0, "code must not be blank")
    .refine((s) => new TextEncoder().encode(s).length <= FLOW_MAX_CODE_BYTES, "code must be at most 64 KB"),
  stdin: z
    .string()
    .max(1024 * 1024)
    .optional(),
});
export type TCompilerFlowRequest = z.infer<typeof ZCompilerFlowRequest>;

/** One frame of the call stack at a step: the global frame or a call, with every variable it can see. */
export const ZFlowFrame = z.object({
  /** "Global frame", or the called function's name. */
  name: z.string(),
  /** Each visible variable's value as the program holds it at this step (shortened to 100 characters). */
  variables: z.record(z.string(), z.string()),
});
export type TFlowFrame = z.infer<typeof ZFlowFrame>;

/** One step of a traced run: an operation the program really performed, with its real values. */
export const ZFlowStep = z.object({
  stepNumber: z.number().int().positive(),
  /** The source text of the operation, e.g. "b * (c - d)" or "x = a + b * (c - d)". */
  operation: z.string(),
  /** A template over the real operands, e.g. "b * (c - d) = 4 * 3 = 12: multiplication binds tighter than addition". */
  reasoning: z.string(),
  result: z.string().optional(),
  variableChanges: z.record(z.string(), z.string()).optional(),
  /** 1-based source line of the operation (for highlighting in the editor). */
  line: z.number().int().positive().optional(),
  /**
   * The call stack after this step, outermost first: the whole state of each frame, mutations of
   * lists, dicts, objects and arrays included. Absent where the trace holds no snapshot.
   */
  frames: z.array(ZFlowFrame).optional(),
});
export type TFlowStep = z.infer<typeof ZFlowStep>;

export const ZCompilerFlowResponse = z.object({
  supported: z.boolean(),
  error: z.string().nullable(),
  initialValues: z.record(z.string(), z.string()),
  operatorPrecedence: z.array(z.string()),
  steps: z.array(ZFlowStep),
  finalResult: z.string(),
  /** What the traced program printed (stdout), so the steps can be checked against it. */
  output: z.string().optional(),
});
export type TCompilerFlowResponse = z.infer<typeof ZCompilerFlowResponse>;

export const COMPILER_ENDPOINTS = {
  languages: defineEndpoint({ ...ROUTES.compiler.languages, response: z.array(ZCompilerLanguage) }),
  run: defineEndpoint({ ...ROUTES.compiler.run, body: ZCompilerRunRequest, response: ZCompilerRunResponse }),
  flow: defineEndpoint({ ...ROUTES.compiler.flow, body: ZCompilerFlowRequest, response: ZCompilerFlowResponse }),
} as const;
