import { JUDGE0_STATUSES } from "@cp/contracts";
import type { Judge0Language } from "./languages";
import type { Submission } from "./store";

/** Every attribute of a Judge0 submission, in Judge0's order; `fields=*` gives them all. */
export const SUBMISSION_FIELDS = [
  "source_code",
  "language_id",
  "stdin",
  "expected_output",
  "stdout",
  "status_id",
  "created_at",
  "finished_at",
  "time",
  "memory",
  "stderr",
  "token",
  "number_of_runs",
  "cpu_time_limit",
  "cpu_extra_time",
  "wall_time_limit",
  "memory_limit",
  "stack_limit",
  "max_processes_and_or_threads",
  "enable_per_process_and_thread_time_limit",
  "enable_per_process_and_thread_memory_limit",
  "max_file_size",
  "compile_output",
  "exit_code",
  "exit_signal",
  "message",
  "wall_time",
  "compiler_options",
  "command_line_arguments",
  "redirect_stderr_to_stdout",
  "callback_url",
  "additional_files",
  "enable_network",
  "started_at",
  "queued_at",
  "updated_at",
  "queue_host",
  "execution_host",
  "status",
  "language",
] as const;
export type SubmissionField = (typeof SUBMISSION_FIELDS)[number];

/** Judge0's answer when `fields` is not given. */
export const DEFAULT_FIELDS: SubmissionField[] = [
  "token",
  "time",
  "memory",
  "stdout",
  "stderr",
  "compile_output",
  "message",
  "status",
];

/** Parses Judge0's `fields` query: `*`, a comma list, or nothing (the defaults); unknown names are returned. */
export function parseFields(value: unknown): { fields: SubmissionField[] } | { invalid: string[] } {
  if (value === undefined || value === "") return { fields: DEFAULT_FIELDS };
  const list = (Array.isArray(value) ? value.join(",") : String(value))
    .split(",")
    .map((f) => f.trim())
    .filter(Boolean);
  const invalid = list.filter((f) => f !== "*" && !(SUBMISSION_FIELDS as readonly string[]).includes(f));
  if (invalid.length > 0) return { invalid };
  if (list.includes("*")) return { fields: [...SUBMISSION_FIELDS] };
  return { fields: list.length ? (list as SubmissionField[]) : DEFAULT_FIELDS };
}

export const describeStatus = (id: number) =>
  JUDGE0_STATUSES[id as keyof typeof JUDGE0_STATUSES] ?? JUDGE0_STATUSES[13];

/** Thrown when an output is not UTF-8 and the client did not ask for base64 (Judge0 answers 400). */
export class NotUtf8Error extends Error {
  constructor() {
    super("some attributes for this submission cannot be converted to UTF-8, use base64_encoded=true query parameter");
  }
}

const b64 = (value: string | null) => (value === null ? null : Buffer.from(value, "utf8").toString("base64"));
const seconds = (value: number | null) => (value === null ? null : value.toFixed(3));

/**
 * A submission with the requested attributes. With base64, texts are base64 of their exact bytes;
 * without it, an input or output that is not UTF-8 raises NotUtf8Error, as Judge0 does.
 */
export function presentSubmission(
  s: Submission,
  options: { base64: boolean; fields: SubmissionField[] | "default"; languageName?: string },
): Record<string, unknown> {
  const fields = options.fields === "default" ? DEFAULT_FIELDS : options.fields;
  const i = s.input;
  const output = (text: string | null, raw: string | undefined) => {
    if (options.base64) return raw ?? b64(text);
    if (raw !== undefined) throw new NotUtf8Error();
    return text;
  };
  const textField = (value: string | null) => (options.base64 ? b64(value) : value);
  const values: Record<SubmissionField, () => unknown> = {
    source_code: () => textField(i.source_code),
    language_id: () => i.language_id,
    stdin: () => output(i.stdin, i.rawStdin),
    expected_output: () => output(i.expected_output, i.rawExpectedOutput),
    stdout: () => output(s.stdout, s.rawStdout),
    status_id: () => s.status_id,
    created_at: () => s.created_at,
    finished_at: () => s.finished_at,
    time: () => seconds(s.time),
    memory: () => s.memory,
    stderr: () => output(s.stderr, s.rawStderr),
    token: () => s.token,
    number_of_runs: () => i.number_of_runs,
    cpu_time_limit: () => i.cpu_time_limit.toFixed(3),
    cpu_extra_time: () => i.cpu_extra_time.toFixed(3),
    wall_time_limit: () => i.wall_time_limit.toFixed(3),
    memory_limit: () => i.memory_limit,
    stack_limit: () => i.stack_limit,
    max_processes_and_or_threads: () => i.max_processes_and_or_threads,
    enable_per_process_and_thread_time_limit: () => false,
    enable_per_process_and_thread_memory_limit: () => false,
    max_file_size: () => i.max_file_size,
    compile_output: () => textField(s.compile_output),
    exit_code: () => s.exit_code,
    exit_signal: () => s.exit_signal,
    message: () => textField(s.message),
    wall_time: () => seconds(s.wall_time),
    compiler_options: () => i.compiler_options,
    command_line_arguments: () => i.command_line_arguments,
    redirect_stderr_to_stdout: () => i.redirect_stderr_to_stdout,
    callback_url: () => i.callback_url,
    additional_files: () => null,
    enable_network: () => false,
    started_at: () => s.started_at,
    queued_at: () => s.created_at,
    updated_at: () => s.finished_at ?? s.started_at ?? s.created_at,
    queue_host: () => null,
    execution_host: () => null,
    status: () => ({ id: s.status_id, description: describeStatus(s.status_id) }),
    language: () => ({ id: i.language_id, name: options.languageName ?? null }),
  };
  return Object.fromEntries(fields.map((field) => [field, values[field]()]));
}

export function presentLanguage(l: Judge0Language, shape: "list" | "all" | "one") {
  if (shape === "list") return { id: l.id, name: l.name };
  if (shape === "all") return { id: l.id, name: l.name, is_archived: false };
  return {
    id: l.id,
    name: l.name,
    is_archived: false,
    source_file: l.source_file,
    compile_cmd: l.compile_cmd,
    run_cmd: l.run_cmd,
  };
}
