import { isUtf8 } from "node:buffer";
import type { TLanguageKey } from "@cp/contracts";
import { languageOfId } from "./languages";

/** Judge0's validation answer: a 422 whose body names each field with its problems. */
export type FieldErrors = Record<string, string[]>;

/** The server's own maximums: a Judge0 range never goes past what this sandbox allows. */
export type ServerLimits = { cpuMs: number; wallMs: number; memoryBytes: number; processes: number };

/** A submission as the client asked for it, checked, with Judge0's defaults filled in. */
export type SubmissionInput = {
  source_code: string;
  language_id: number;
  language: TLanguageKey;
  /** Texts as the client sent them; `raw*` hold the exact bytes (base64) when they are not UTF-8. */
  stdin: string | null;
  expected_output: string | null;
  rawStdin?: string;
  rawExpectedOutput?: string;
  cpu_time_limit: number;
  cpu_extra_time: number;
  wall_time_limit: number;
  memory_limit: number;
  stack_limit: number;
  max_processes_and_or_threads: number;
  max_file_size: number;
  number_of_runs: number;
  compiler_options: string | null;
  command_line_arguments: string | null;
  redirect_stderr_to_stdout: boolean;
  callback_url: string | null;
  /** The parsed options: argv tokens, never passed through a shell. */
  compilerFlags: string[];
  args: string[];
};

export const MAX_SOURCE_BYTES = 512 * 1024;
export const MAX_STDIN_BYTES = 1024 * 1024;
export const MAX_BATCH = 20;

/** Judge0's documented ranges, each also bounded by this server's own limit. */
export function ranges(limits: ServerLimits) {
  return {
    cpu_time_limit: { min: 0, max: Math.min(15, limits.cpuMs / 1000), default: limits.cpuMs / 1000 },
    cpu_extra_time: { min: 0, max: 5, default: 0 },
    wall_time_limit: { min: 1, max: Math.min(20, limits.wallMs / 1000), default: limits.wallMs / 1000 },
    memory_limit: {
      min: 2048,
      max: Math.min(512_000, Math.floor(limits.memoryBytes / 1024)),
      default: Math.floor(limits.memoryBytes / 1024),
    },
    stack_limit: { min: 0, max: 128_000, default: 64_000 },
    max_processes_and_or_threads: { min: 1, max: Math.min(120, limits.processes), default: limits.processes },
    max_file_size: { min: 0, max: 4096, default: 1024 },
    number_of_runs: { min: 1, max: 20, default: 1 },
  } as const;
}

/** Compiler flags: letters, digits and `-_=+,.:/` only, each token an option (no files, no response files). */
const SAFE_FLAG = /^-[A-Za-z0-9_=+,.:/-]*$/;

/**
 * Splits a command line into argv as a shell would split words, with single quotes, double quotes
 * and backslashes, and nothing else: no variables, globs, redirections or command substitution.
 */
export function splitArguments(line: string): string[] | null {
  const words: string[] = [];
  let current = "";
  let inWord = false;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (quote === "'") {
      if (ch === "'") quote = null;
      else current += ch;
    } else if (quote === '"') {
      if (ch === '"') quote = null;
      else if (ch === "\\" && (line[i + 1] === '"' || line[i + 1] === "\\")) current += line[++i];
      else current += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === "\\" && i + 1 < line.length) {
      current += line[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(current);
      current = "";
      inWord = false;
    } else {
      current += ch;
      inWord = true;
    }
  }
  if (quote) return null;
  if (inWord) words.push(current);
  return words;
}

type Raw = Record<string, unknown>;

function text(raw: Raw, field: string, errors: FieldErrors): string | null {
  const value = raw[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") {
    add(errors, field, "must be a string");
    return null;
  }
  return value;
}

/** A field's content: its text, its size in bytes, and with base64 the exact bytes when they are not UTF-8. */
type Content = { text: string; bytes: number; raw?: string };

function content(raw: Raw, field: string, errors: FieldErrors, base64: boolean): Content | null {
  const value = text(raw, field, errors);
  if (value === null) return null;
  if (!base64) return { text: value, bytes: Buffer.byteLength(value) };
  const bytes = Buffer.from(value, "base64");
  const decoded = bytes.toString("utf8");
  return isUtf8(bytes)
    ? { text: decoded, bytes: bytes.length }
    : { text: decoded, bytes: bytes.length, raw: bytes.toString("base64") };
}

function add(errors: FieldErrors, field: string, message: string) {
  errors[field] = [...(errors[field] ?? []), message];
}

function number(
  raw: Raw,
  field: keyof ReturnType<typeof ranges>,
  errors: FieldErrors,
  range: { min: number; max: number; default: number },
  options: { integer?: boolean; exclusiveMin?: boolean } = {},
): number {
  const value = raw[field];
  if (value === undefined || value === null || value === "") return range.default;
  const parsed = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  if (!Number.isFinite(parsed)) {
    add(errors, field, "is not a number");
    return range.default;
  }
  if (options.integer && !Number.isInteger(parsed)) add(errors, field, "must be an integer");
  if (options.exclusiveMin ? parsed <= range.min : parsed < range.min) {
    add(
      errors,
      field,
      options.exclusiveMin ? `must be greater than ${range.min}` : `must be greater than or equal to ${range.min}`,
    );
  }
  if (parsed > range.max) add(errors, field, `must be less than or equal to ${range.max}`);
  return parsed;
}

function flag(raw: Raw, field: string, errors: FieldErrors): boolean | null {
  const value = raw[field];
  if (value === undefined || value === null) return null;
  if (value === true || value === "true") return true;
  if (value === false || value === "false") return false;
  add(errors, field, "must be true or false");
  return null;
}

/**
 * Checks one Judge0 submission body the way Judge0 does (field-wise messages in Rails' words)
 * and fills in the defaults. `base64`: the client sent base64_encoded=true; stdin and
 * expected_output then keep their exact bytes (source code is read as UTF-8 text).
 * `callbackCheck` says why a callback URL is refused, if it is.
 */
export function validateSubmission(
  raw: unknown,
  options: { limits: ServerLimits; base64: boolean; callbackError: (url: string) => string | null },
): { ok: true; input: SubmissionInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { ok: false, errors: { submission: ["must be a JSON object"] } };
  }
  const body = raw as Raw;
  const r = ranges(options.limits);

  const source = content(body, "source_code", errors, options.base64)?.text ?? null;
  if (source === null || source.trim() === "") {
    if (!errors.source_code) add(errors, "source_code", "can't be blank");
  } else if (Buffer.byteLength(source) > MAX_SOURCE_BYTES) {
    add(errors, "source_code", `is too long (maximum is ${MAX_SOURCE_BYTES} bytes)`);
  } else if (source.includes("\0")) {
    add(errors, "source_code", "must not contain NUL characters");
  }

  let language: TLanguageKey | undefined;
  const languageId = body.language_id;
  let id = Number.NaN;
  if (languageId === undefined || languageId === null || languageId === "") {
    add(errors, "language_id", "can't be blank");
  } else {
    id = typeof languageId === "number" ? languageId : typeof languageId === "string" ? Number(languageId) : Number.NaN;
    if (!Number.isInteger(id)) add(errors, "language_id", "is not a number");
    else {
      language = languageOfId(id);
      if (!language) add(errors, "language_id", `language with id ${id} doesn't exist`);
    }
  }

  const stdin = content(body, "stdin", errors, options.base64);
  if (stdin !== null && stdin.bytes > MAX_STDIN_BYTES) {
    add(errors, "stdin", `is too long (maximum is ${MAX_STDIN_BYTES} bytes)`);
  }
  const expected = content(body, "expected_output", errors, options.base64);
  if (expected !== null && expected.bytes > MAX_STDIN_BYTES) {
    add(errors, "expected_output", `is too long (maximum is ${MAX_STDIN_BYTES} bytes)`);
  }

  const cpu = number(body, "cpu_time_limit", errors, r.cpu_time_limit);
  const cpuExtra = number(body, "cpu_extra_time", errors, r.cpu_extra_time);
  const wall = number(body, "wall_time_limit", errors, r.wall_time_limit);
  const memory = number(body, "memory_limit", errors, r.memory_limit, { integer: true });
  const stack = number(body, "stack_limit", errors, r.stack_limit, { integer: true });
  const processes = number(body, "max_processes_and_or_threads", errors, r.max_processes_and_or_threads, {
    integer: true,
  });
  const fileSize = number(body, "max_file_size", errors, r.max_file_size, { integer: true });
  const runs = number(body, "number_of_runs", errors, r.number_of_runs, { integer: true });

  const compilerOptions = text(body, "compiler_options", errors);
  let compilerFlags: string[] = [];
  if (compilerOptions !== null && compilerOptions.trim() !== "") {
    if (compilerOptions.length > 512) add(errors, "compiler_options", "is too long (maximum is 512 characters)");
    else if (language && !["c", "cpp", "csharp", "java"].includes(language)) {
      add(errors, "compiler_options", "setting compiler options is only allowed for compiled languages");
    } else {
      compilerFlags = compilerOptions.trim().split(/\s+/);
      const bad = compilerFlags.filter((token) => !SAFE_FLAG.test(token));
      if (bad.length > 0) {
        add(
          errors,
          "compiler_options",
          `may contain only options made of letters, digits and - _ = + , . : / (refused: ${bad.slice(0, 3).join(" ")})`,
        );
      }
    }
  }

  const commandLine = text(body, "command_line_arguments", errors);
  let args: string[] = [];
  if (commandLine !== null && commandLine.trim() !== "") {
    if (commandLine.length > 512) add(errors, "command_line_arguments", "is too long (maximum is 512 characters)");
    else if (commandLine.includes("\0")) add(errors, "command_line_arguments", "must not contain NUL characters");
    else {
      const split = splitArguments(commandLine);
      if (split === null) add(errors, "command_line_arguments", "has an unterminated quote");
      else args = split;
    }
  }

  const redirect = flag(body, "redirect_stderr_to_stdout", errors);
  for (const field of ["enable_per_process_and_thread_time_limit", "enable_per_process_and_thread_memory_limit"]) {
    if (flag(body, field, errors) === true) add(errors, field, "this option cannot be enabled");
  }
  if (flag(body, "enable_network", errors) === true) add(errors, "enable_network", "enabling network is not allowed");
  if (body.additional_files !== undefined && body.additional_files !== null && body.additional_files !== "") {
    add(errors, "additional_files", "setting additional files is not allowed");
  }

  const callback = text(body, "callback_url", errors);
  if (callback !== null && callback !== "") {
    const refused = options.callbackError(callback);
    if (refused) add(errors, "callback_url", refused);
  }

  if (Object.keys(errors).length > 0 || !language || source === null) return { ok: false, errors };
  return {
    ok: true,
    input: {
      source_code: source,
      language_id: id,
      language,
      stdin: stdin?.text ?? null,
      expected_output: expected?.text ?? null,
      ...(stdin?.raw !== undefined ? { rawStdin: stdin.raw } : {}),
      ...(expected?.raw !== undefined ? { rawExpectedOutput: expected.raw } : {}),
      cpu_time_limit: cpu,
      cpu_extra_time: cpuExtra,
      wall_time_limit: wall,
      memory_limit: memory,
      stack_limit: stack,
      max_processes_and_or_threads: processes,
      max_file_size: fileSize,
      number_of_runs: runs,
      compiler_options: compilerOptions,
      command_line_arguments: commandLine,
      redirect_stderr_to_stdout: redirect ?? false,
      callback_url: callback || null,
      compilerFlags,
      args,
    },
  };
}
