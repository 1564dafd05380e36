import type { Middleware } from "koa";
import { type RateLimiter, rateLimit } from "../../http/rate-limit";
import type { AppState } from "../../http/state";
import type { Judge0Language } from "./languages";
import { parseFields, type SubmissionField } from "./presenter";
import type { Judge0Service } from "./service";
import { MAX_BATCH, ranges } from "./validation";

/**
 * What the Judge0 API allows and refuses, in Judge0's words: who owns a submission, how often an
 * owner may submit, batch sizes, unknown ids, and the limits `config_info` announces.
 */

/** A refusal answered as Judge0 does: this status and `{error: message}`. */
export class Judge0Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Judge0 clients are anonymous (no cookie crosses origins): each address is one owner. */
export const ownerOf = (ctx: { ip: string }) => `ip:${ctx.ip}`;

/** Middleware before a submission: an owner's runs per minute, when a limit is configured. */
export function runLimit(options?: { limiter: RateLimiter; perMinute: number }): Middleware<AppState>[] {
  if (!options) return [];
  return [rateLimit(options.limiter, { name: "run", limit: options.perMinute, windowMs: 60_000, key: ownerOf })];
}

/** A batch holds between one and MAX_BATCH submissions (or tokens). */
export function checkBatchSize(count: number): void {
  if (count === 0) throw new Judge0Error(400, "there should be at least one submission in a batch");
  if (count > MAX_BATCH) {
    throw new Judge0Error(400, `number of submissions in a batch should be less than or equal to ${MAX_BATCH}`);
  }
}

/** The `fields` a reader asked for, or 400 naming the unknown ones. */
export function requestedFields(value: unknown): SubmissionField[] {
  const parsed = parseFields(value);
  if ("invalid" in parsed) throw new Judge0Error(400, `invalid fields: [${parsed.invalid.join(", ")}]`);
  return parsed.fields;
}

type StoredSubmission = NonNullable<ReturnType<Judge0Service["get"]>>;

export function requireLanguage(languages: Judge0Language[], id: string | undefined): Judge0Language {
  const found = languages.find((l) => l.id === Number(id));
  if (!found) throw new Judge0Error(404, `language with id ${id} doesn't exist`);
  return found;
}

export function requireSubmission(found: StoredSubmission | undefined): StoredSubmission {
  if (!found) throw new Judge0Error(404, "submission not found");
  return found;
}

/** Submissions are kept for their owners to read again: none is deleted. */
export function refuseDelete(): never {
  throw new Judge0Error(400, "delete not allowed");
}

/** What `config_info` announces: this server's limits and which Judge0 options it supports. */
export function configInfo(service: Pick<Judge0Service, "limits" | "callbacksEnabled" | "queuedPerOwner">) {
  const r = ranges(service.limits);
  return {
    maintenance_mode: false,
    enable_wait_result: true,
    enable_compiler_options: true,
    allowed_languages_for_compile_options: [],
    enable_command_line_arguments: true,
    enable_submission_delete: false,
    enable_callbacks: service.callbacksEnabled,
    callbacks_max_tries: 3,
    callbacks_timeout: 5,
    enable_additional_files: false,
    max_queue_size: service.queuedPerOwner,
    cpu_time_limit: r.cpu_time_limit.default,
    max_cpu_time_limit: r.cpu_time_limit.max,
    cpu_extra_time: r.cpu_extra_time.default,
    max_cpu_extra_time: r.cpu_extra_time.max,
    wall_time_limit: r.wall_time_limit.default,
    max_wall_time_limit: r.wall_time_limit.max,
    memory_limit: r.memory_limit.default,
    max_memory_limit: r.memory_limit.max,
    stack_limit: r.stack_limit.default,
    max_stack_limit: r.stack_limit.max,
    max_processes_and_or_threads: r.max_processes_and_or_threads.default,
    max_max_processes_and_or_threads: r.max_processes_and_or_threads.max,
    enable_per_process_and_thread_time_limit: false,
    allow_enable_per_process_and_thread_time_limit: false,
    enable_per_process_and_thread_memory_limit: false,
    allow_enable_per_process_and_thread_memory_limit: false,
    max_file_size: r.max_file_size.default,
    max_max_file_size: r.max_file_size.max,
    number_of_runs: r.number_of_runs.default,
    max_number_of_runs: r.number_of_runs.max,
    redirect_stderr_to_stdout: false,
    max_extract_size: 0,
    enable_batched_submissions: true,
    max_submission_batch_size: MAX_BATCH,
    submission_cache_duration: 0,
    use_docs_as_homepage: false,
    allow_enable_network: false,
    enable_network: false,
    disable_implicit_base64_encoding: true,
  };
}
