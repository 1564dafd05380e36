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
      let detail = error instanceof Error ? `\n${error.stack ?? error.message}` : error ? ` ${String(error)}` : "";
      // Drivers wrap the real reason (e.g. a dropped connection) as the cause.
      const cause = error instanceof Error ? error.cause : undefined;
      if (cause instanceof Error) detail += `\nCaused by: ${cause.message}`;
      console.error(`${stamp()} error ${m}${detail}`);
    },
  };
}
