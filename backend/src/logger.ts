/** A small leveled logger writing one line per message to stdout/stderr. */
export type Logger = {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
};

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

export function createLogger(level: LogLevel = "info"): Logger {
  const threshold = LEVELS[level];
  const stamp = () => new Date().toISOString();
  return {
    debug: (m) => threshold <= LEVELS.debug && console.log(`${stamp()} debug ${m}`),
    info: (m) => threshold <= LEVELS.info && console.log(`${stamp()} info  ${m}`),
    warn: (m) => threshold <= LEVELS.warn && console.warn(`${stamp()} warn  ${m}`),
    error: (m, error) => {
      if (threshold > LEVELS.error) return;
      let detail = error instanceof Error ? `\n${describeError(error)}` : error ? ` ${String(error)}` : "";
      // Drivers wrap the real reason (e.g. a dropped connection) as the cause.
      const cause = error instanceof Error ? error.cause : undefined;
      if (cause instanceof Error) detail += `\nCaused by: ${cause.message}`;
      console.error(`${stamp()} error ${m}${detail}`);
    },
  };
}

/**
 * An error's stack for the log. A failed SQL statement (Drizzle puts `query` and `params` on it,
 * and its message repeats the parameters) is logged with its statement only: parameters carry
 * password hashes, session ids and users' text, none of which belongs in a log.
 */
export function describeError(error: Error): string {
  const text = error.stack ?? error.message;
  if (!("params" in error) || typeof (error as { query?: unknown }).query !== "string") return text;
  const { query, params } = error as Error & { query: string; params: unknown };
  const count = Array.isArray(params) ? params.length : 0;
  const frames = text
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
  return `${error.name}: Failed query: ${query} (${count} parameters, not logged)${frames ? `\n${frames}` : ""}`;
}
