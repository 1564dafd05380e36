import type { SubmissionInput } from "./validation";

/** A submission's state and result, with Judge0's attribute values. */
export type Submission = {
  token: string;
  owner: string;
  input: SubmissionInput;
  status_id: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** Texts as the program wrote them; `raw*` hold the exact bytes (base64) when they are not UTF-8. */
  stdout: string | null;
  stderr: string | null;
  rawStdout?: string;
  rawStderr?: string;
  compile_output: string | null;
  message: string | null;
  time: number | null;
  wall_time: number | null;
  memory: number | null;
  exit_code: number | null;
  exit_signal: number | null;
};

const FINISHED = (s: Submission) => s.status_id >= 3;

function sizeOf(s: Submission): number {
  const i = s.input;
  return (
    512 +
    i.source_code.length +
    (i.stdin?.length ?? 0) +
    (i.expected_output?.length ?? 0) +
    (i.rawStdin?.length ?? 0) +
    (i.rawExpectedOutput?.length ?? 0) +
    (s.stdout?.length ?? 0) +
    (s.stderr?.length ?? 0) +
    (s.rawStdout?.length ?? 0) +
    (s.rawStderr?.length ?? 0) +
    (s.compile_output?.length ?? 0)
  );
}

/**
 * Submissions of this process, kept for `ttlMs` and bounded by their size in bytes: when the
 * bound is passed the oldest finished submissions go first (queued and running ones stay).
 */
export function createSubmissionStore(options: { maxBytes: number; ttlMs: number }) {
  const entries = new Map<string, { submission: Submission; at: number; bytes: number }>();
  let bytes = 0;

  function drop(token: string) {
    const entry = entries.get(token);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(token);
  }

  function prune() {
    const now = Date.now();
    for (const [token, entry] of entries) {
      if (!FINISHED(entry.submission)) continue;
      if (bytes > options.maxBytes || now - entry.at > options.ttlMs) drop(token);
      else if (now - entry.at <= options.ttlMs && bytes <= options.maxBytes) break;
    }
  }

  return {
    put(submission: Submission) {
      drop(submission.token);
      const size = sizeOf(submission);
      entries.set(submission.token, { submission, at: Date.now(), bytes: size });
      bytes += size;
      prune();
    },
    /** Re-measures a submission after its result arrived (outputs can be large). */
    update(submission: Submission) {
      const entry = entries.get(submission.token);
      if (!entry) return;
      const size = sizeOf(submission);
      bytes += size - entry.bytes;
      entry.bytes = size;
      entry.submission = submission;
      prune();
    },
    get(token: string): Submission | undefined {
      const entry = entries.get(token);
      if (entry && FINISHED(entry.submission) && Date.now() - entry.at > options.ttlMs) {
        drop(token);
        return undefined;
      }
      return entry?.submission;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}
