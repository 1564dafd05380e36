import { type DriverLine, RECORD_SEPARATOR } from "./drivers/protocol";

/**
 * Splits a program's stdout, as it streams in, into the driver's marked lines and the text the
 * learner printed outside any call (kept so it can be shown with the next test). A line counts only
 * when complete and carrying this run's nonce, so a learner cannot fake one by printing the marker.
 */
export function createLineReader(nonce: string, onLine: (line: DriverLine) => void) {
  const prefix = `${RECORD_SEPARATOR}${nonce} `;
  let pending = "";
  let stray = "";

  function take(line: string): void {
    if (!line.startsWith(prefix)) {
      stray += `${line}\n`;
      return;
    }
    try {
      onLine(JSON.parse(line.slice(prefix.length)) as DriverLine);
    } catch {
      stray += `${line.slice(prefix.length)}\n`;
    }
  }

  return {
    push(chunk: string): void {
      pending += chunk;
      let nl = pending.indexOf("\n");
      while (nl >= 0) {
        take(pending.slice(0, nl));
        pending = pending.slice(nl + 1);
        nl = pending.indexOf("\n");
      }
    },
    /** Text printed outside calls since the last time this was asked (including an unfinished line). */
    takeStray(includePartial = false): string {
      let text = stray;
      stray = "";
      if (includePartial && pending && !pending.startsWith(prefix)) {
        text += pending;
        pending = "";
      }
      return text;
    },
  };
}
